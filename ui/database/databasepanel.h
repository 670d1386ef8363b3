#pragma once

#include "run/runptr.h"

#include <QThread>
#include <QTimer>
#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QTabWidget;
class QTableView;

namespace idem::ui {

class BalanceModel;
class SnapshotModel;
class TableReader;
struct TablesAtTime;

// The run's real tables as they were at the playhead: inbox, orders,
// account_balance and the mail server's sent_emails, newest rows first.
// A TableReader on the panel's own thread runs the queries through its own
// connections and hands back plain rows, so neither a large run nor a lost
// connection can stall or crash the window; refreshes are coalesced, one in
// flight at a time.
class DatabasePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DatabasePanel)
public:
    explicit DatabasePanel(QWidget *parent = nullptr);
    ~DatabasePanel() override; // stops the reader's thread

    void setRun(RunPtr run);
    RunPtr run() const { return m_run; }
    void setPlayhead(SimTime time, int record);
    // Asks for the tables at the playhead now (not after the coalescing delay).
    void refreshNow();
    // True once the tables on screen are those of the last request.
    // The tables show the latest playhead: no refresh waiting, none in flight.
    bool isCurrent() const { return !m_coalesce.isActive() && !m_inFlight && !m_pending; }
    QString headerText() const;

    QTabWidget *tabs() const { return m_tabs; }
    SnapshotModel *inboxModel() const { return m_inbox; }
    SnapshotModel *ordersModel() const { return m_orders; }
    SnapshotModel *emailsModel() const { return m_emails; }
    BalanceModel *balanceModel() const { return m_balance; }

signals:
    void tablesShown();

private:
    QTableView *addTable(QAbstractItemModel *model, const QString &name);
    void request();
    void show(const TablesAtTime &tables);
    void updateTabs();

    QThread m_thread;
    TableReader *m_reader = nullptr; // lives on m_thread
    RunPtr m_run;
    QLabel *m_header = nullptr;
    QTabWidget *m_tabs = nullptr;
    SnapshotModel *m_inbox = nullptr;
    SnapshotModel *m_orders = nullptr;
    SnapshotModel *m_emails = nullptr;
    BalanceModel *m_balance = nullptr;
    QTimer m_coalesce;
    SimTime m_time = 0;
    int m_record = -1;
    quint64 m_lastRequest = 0;
    bool m_inFlight = false;
    bool m_pending = false; // the playhead moved while a read was in flight
    bool m_columnsFitted = false;
    QString m_error;
};

} // namespace idem::ui
