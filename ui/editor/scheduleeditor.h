#pragma once

#include <QWidget>

class QTableView;
class QToolButton;

namespace idem::ui {

class ScenarioDocument;
class ScheduleModel;

// The fault schedule table with add / remove / move up / move down, all
// undoable through the document.
class ScheduleEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScheduleEditor)
public:
    explicit ScheduleEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    ScheduleModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    void addEntry();
    void removeSelected();
    void moveSelected(int delta);

private:
    int currentRow() const;
    void select(int row);
    void updateButtons();

    ScheduleModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QToolButton *m_add = nullptr;
    QToolButton *m_remove = nullptr;
    QToolButton *m_up = nullptr;
    QToolButton *m_down = nullptr;
};

} // namespace idem::ui
