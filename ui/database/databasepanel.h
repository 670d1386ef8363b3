#pragma once

#include "run/runptr.h"

#include <QTimer>
#include <QWidget>
#include <memory>

class QAbstractItemModel;
class QLabel;
class QTabWidget;
class QTableView;

namespace idem::ui {

class BalanceModel;
class RunTables;
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
    RunPtr run() const { return m_run; }
    QString headerText() const;
    void setPlayhead(SimTime time, int record);
    void refreshNow();

    QTabWidget *tabs() const { return m_tabs; }
    // The run's table models; null while no run is shown.
    TimedTableModel *inboxModel() const;
    TimedTableModel *ordersModel() const;
    TimedTableModel *emailsModel() const;
    BalanceModel *balanceModel() const { return m_balance; }

private:
    QTableView *addTable(QAbstractItemModel *model, const QString &name);
    void dropTables();

    std::unique_ptr<RunTables> m_tables; // the run's connections and the models reading them
    RunPtr m_run;
    QLabel *m_header = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_inboxView = nullptr;
    QTableView *m_ordersView = nullptr;
    QTableView *m_emailsView = nullptr;
    BalanceModel *m_balance = nullptr;
    QTimer m_coalesce;
    SimTime m_time = 0;
    int m_record = -1;
    QString m_error;
};

} // namespace idem::ui
