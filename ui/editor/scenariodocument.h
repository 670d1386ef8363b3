#pragma once

#include "scenario/scenario.h"

#include <QObject>
#include <QStringList>

class QUndoStack;

namespace idem::ui {

// The scenario being edited: the current value, where it came from, and its
// undo history. Every edit goes through change(), which pushes a command that
// swaps whole Scenario snapshots, so undo restores exact values.
class ScenarioDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioDocument)
public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario &scenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_undo; }

    // Pushes `next` as one undoable step described by `text`. Consecutive
    // changes with the same non-empty `mergeKey` (a field's JSON path) merge
    // into one step. With `rerun`, applying, undoing or redoing the step asks
    // for a new run (every change to the fault schedule: the table's and the
    // timeline's injections alike).
    void change(const Scenario &next, const QString &text, const QString &mergeKey = {},
                bool rerun = false);

    // Starts over with `scenario` and an empty history (New, Open).
    void reset(const Scenario &scenario, const QString &filePath, const QString &displayName);

    QString filePath() const { return m_filePath; }   // empty: never saved to a file
    QString displayName() const { return m_displayName; }
    void markSaved(const QString &filePath);
    bool isModified() const;

    // ScenarioIo::validate of the current value; empty when it can run.
    const QStringList &problems() const { return m_problems; }
    bool isValid() const { return m_problems.isEmpty(); }

signals:
    void changed();
    void modifiedChanged(bool modified);
    void fileChanged();
    void rerunRequested();

private:
    friend class ScenarioCommand;
    void apply(const Scenario &scenario, bool rerun);

    Scenario m_scenario;
    QString m_filePath;
    QString m_displayName;
    QStringList m_problems;
    QUndoStack *m_undo = nullptr;
};

} // namespace idem::ui
