#pragma once

#include "rundatabaseconnection.h"

#include <QString>
#include <memory>

namespace idem::ui {

class TimedTableModel;

// One run's GUI-thread connections and every model that reads through them,
// owned together so that no model can outlive its connection: the models are
// made after the connections open and destroyed before they close (a
// QSqlQueryModel keeps its driver's result even after clear(), so a model
// left behind a removed connection crashes on its next reset).
// GUI thread only; views must drop the models (setModel) before this dies.
class RunTables final
{
    Q_DISABLE_COPY_MOVE(RunTables)
public:
    // Opens `runPath` and its mail-server file; error() names the file when
    // it cannot, and the models then stay empty.
    explicit RunTables(const QString &runPath);
    ~RunTables();

    QString error() const { return m_error; }
    bool isOpen() const { return m_db.isOpen(); }

    // Re-runs every model's query at `timeMs`; returns the first error or an
    // empty string.
    QString refresh(qint64 timeMs);

    TimedTableModel *inbox() const { return m_inbox.get(); }
    TimedTableModel *orders() const { return m_orders.get(); }
    TimedTableModel *emails() const { return m_emails.get(); }

private:
    // Declared first: destroyed last, after the models below.
    RunDatabaseConnection m_db;
    std::unique_ptr<TimedTableModel> m_inbox;
    std::unique_ptr<TimedTableModel> m_orders;
    std::unique_ptr<TimedTableModel> m_emails;
    QString m_error;
};

} // namespace idem::ui
