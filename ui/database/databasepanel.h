#pragma once

#include "rundatabaseconnection.h"
#include "run/runptr.h"

#include <QTimer>
#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QTabWidget;
class QTableView;

namespace idem::ui {

class BalanceModel;
class TimedTableModel;

// The run's real tables as they were at the playhead: inbox, orders,
// account_balance and the mail server's sent_emails, newest rows first.
// Queries go through this panel's own GUI-thread connection; refreshes are
// coalesced so playback stays smooth.
class DatabasePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DatabasePanel)
public:
    explicit DatabasePanel(QWidget *parent = nullptr);
    ~DatabasePanel() override;

    void setRun(RunPtr run);
    void setPlayhead(SimTime time, int record);
    void refreshNow();

    QTabWidget *tabs() const { return m_tabs; }
    TimedTableModel *inboxModel() const { return m_inbox; }
    TimedTableModel *ordersModel() const { return m_orders; }
    TimedTableModel *emailsModel() const { return m_emails; }
    BalanceModel *balanceModel() const { return m_balance; }

private:
    QTableView *addTable(QAbstractItemModel *model, const QString &name);
    void releaseModels();

    RunDatabaseConnection m_db;
    RunPtr m_run;
    QLabel *m_header = nullptr;
    QTabWidget *m_tabs = nullptr;
    TimedTableModel *m_inbox = nullptr;
    TimedTableModel *m_orders = nullptr;
    TimedTableModel *m_emails = nullptr;
    BalanceModel *m_balance = nullptr;
    QTimer m_coalesce;
    SimTime m_time = 0;
    int m_record = -1;
    QString m_error;
};

} // namespace idem::ui
