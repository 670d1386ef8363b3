#pragma once

#include <QWidget>

class QFormLayout;
class QTableView;
class QToolButton;

namespace idem::ui {

class ScenarioDocument;
class ScheduleDelegate;
class ScheduleModel;

// The fault schedule table with add / remove / move up / move down, all
// undoable through the document. The table shows the columns it has room for;
// under it, the selected fault's other fields as a labelled form.
class ScheduleEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScheduleEditor)
public:
    explicit ScheduleEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    ScheduleModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // The selected fault's form (its fields the table has no room for).
    QWidget *details() const { return m_details; }
    int currentRowForTest() const { return currentRow(); }

    void addEntry();
    void removeSelected();
    void moveSelected(int delta);

private:
    int currentRow() const;
    void select(int row);
    void updateButtons();
    void showUsedColumns();
    void showDetails();
    bool eventFilter(QObject *watched, QEvent *event) override;

    struct Field
    {
        int column;
        int row; // in the form
        QWidget *editor;
    };

    ScheduleModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    ScheduleDelegate *m_delegate = nullptr;
    QWidget *m_details = nullptr;
    QFormLayout *m_form = nullptr;
    QList<Field> m_fields;
    bool m_showing = false; // filling the form: its edits are not the user's
    bool m_fitting = false;
    QToolButton *m_add = nullptr;
    QToolButton *m_remove = nullptr;
    QToolButton *m_up = nullptr;
    QToolButton *m_down = nullptr;
};

} // namespace idem::ui
