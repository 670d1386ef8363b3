#pragma once

#include <QWidget>

class QLabel;
class QAction;

namespace idem::ui {

class ScenarioDocument;

// What the centre shows before a run: the scenario's teaching text (what it
// sets up, what to predict) and a big Run button — replaced by a "running"
// line while a run is going, so the centre never offers to start another.
class EmptyState final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EmptyState)
public:
    EmptyState(ScenarioDocument *document, QAction *runAction, QWidget *parent = nullptr);

    void setRunning(bool running);
    bool isOfferingRun() const;

private:
    void refresh();

    ScenarioDocument *m_document;
    QLabel *m_text = nullptr;
    QWidget *m_story = nullptr;
    QWidget *m_run = nullptr;
    QLabel *m_running = nullptr;
};

} // namespace idem::ui
