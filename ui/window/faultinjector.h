#pragma once

#include "run/runptr.h"
#include "scenario/scenario.h"

#include <QObject>

class QMenu;
class QWidget;

namespace idem::ui {

class ScenarioDocument;

// Builds the timeline's context menus that inject a fault where the user
// clicked: "Lose this ack", "Crash the consumer here", "Restart the broker
// here"… Each choice adds one schedule entry as an undoable change that
// asks for a re-run (undo removes it and runs again).
class FaultInjector final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FaultInjector)
public:
    FaultInjector(ScenarioDocument *document, QWidget *dialogParent);

    // Menus are deleted when closed; the caller pops them up.
    QMenu *recordMenu(const RunResult &run, int record, QWidget *parent);
    QMenu *timeMenu(SimTime time, QWidget *parent);

    void inject(const ScheduledFault &fault, const QString &description);

signals:
    void followRequested(int logical);

private:
    void addTimedActions(QMenu *menu, SimTime time);

    ScenarioDocument *m_document;
    QWidget *m_dialogParent;
};

} // namespace idem::ui
