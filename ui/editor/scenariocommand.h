#pragma once

#include "scenario/scenario.h"

#include <QUndoCommand>

namespace idem::ui {

class ScenarioDocument;

// One undoable edit: the whole scenario before and after. Snapshots are
// small (the schedule is the only list), and swapping them makes undo exact
// for every field, present and future. Consecutive edits of the same field
// merge into one step.
class ScenarioCommand final : public QUndoCommand
{
public:
    ScenarioCommand(ScenarioDocument *document, Scenario before, Scenario after, const QString &text,
                    QString mergeKey, bool rerun);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    ScenarioDocument *m_document;
    Scenario m_before;
    Scenario m_after;
    QString m_mergeKey;
    bool m_rerun;
};

} // namespace idem::ui
