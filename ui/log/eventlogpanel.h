#pragma once

#include "run/runptr.h"

#include <QAbstractItemView>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace idem::ui {

class EventLogModel;

// The event log dock: the trace as a table, filterable by message and kind.
// Its current row follows the playhead; choosing a row moves it.
class EventLogPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventLogPanel)
public:
    explicit EventLogPanel(QWidget *parent = nullptr);

    void setRun(RunPtr run);
    EventLogModel *model() const { return m_model; }
    RunPtr run() const { return m_run; }
    QTableView *view() const { return m_view; }
    // Shows only `logical`'s records (-1 = all) and updates the filter field.
    void filterMessage(int logical);
    // Makes the row of `record` (or the last one before it) current, without
    // reporting it back as a user choice.
    void showRecord(int record);

signals:
    void recordChosen(int record);

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void applyMessageText(const QString &text);
    // Slides the model's window when the view is scrolled near its edge,
    // keeping the same rows on screen and the same record current.
    void slideWindow(int value);
    void selectRow(int row, QAbstractItemView::ScrollHint hint);
    void updateCount();
    void fitColumns();

    RunPtr m_run;
    EventLogModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLineEdit *m_message = nullptr;
    QComboBox *m_kind = nullptr;
    QLabel *m_count = nullptr;
    bool m_syncing = false;
    bool m_sliding = false;
    int m_lastRecord = -1;
};

} // namespace idem::ui
