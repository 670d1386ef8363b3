#pragma once

#include <QScrollArea>
#include <memory>

class QLabel;

namespace idem::ui {

class EditorGroup;
class FieldBinder;
class ScenarioDocument;
class ScheduleEditor;

// Every field of the scenario format, grouped, with units, ranges and
// tooltips. Problems found by ScenarioIo::validate are shown under the group
// they belong to and on the offending field.
class ScenarioEditor final : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioEditor)
public:
    explicit ScenarioEditor(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ScenarioEditor() override;

    ScheduleEditor *scheduleEditor() const { return m_schedule; }
    // The widget bound to a JSON path, e.g. "$.consumers.count".
    QWidget *fieldWidget(const QString &path) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void showProblems(const QStringList &problems);

    ScenarioDocument *m_document;
    std::unique_ptr<FieldBinder> m_binder;
    QList<EditorGroup *> m_groups;
    ScheduleEditor *m_schedule = nullptr;
    QLabel *m_summary = nullptr;
    QList<QWidget *> m_flagged;
};

} // namespace idem::ui
