#pragma once

#include "../base/outcome.h"
#include "effect.h"
#include "sqlstatements.h"
#include "storestatus.h"

#include <QString>
#include <array>

struct sqlite3;
struct sqlite3_stmt;

namespace idem {

// One consumer instance's own QSQLITE connection to the shared run file.
// Qt SQL opens and owns the connection; the per-delivery statements run as
// prepared sqlite3_stmt on that connection's handle (QSqlDriver::handle()),
// reused for the whole run — QSqlQuery's per-bind overhead doubled the cost
// of a delivery. Lives on the thread that runs the simulation.
class StoreConnection final
{
    Q_DISABLE_COPY_MOVE(StoreConnection)
public:
    StoreConnection(const QString &filePath, const QString &consumerName);
    ~StoreConnection();

    // On failure, says what went wrong naming the file.
    Outcome open();
    // The same connection opened with the SQLite API, as QSQLITE opens it
    // (read-write, create, private cache, no mutex, extended result codes),
    // owning its handle: unlike a Qt SQL connection it is not bound to the
    // thread that opened it, so a pool may hand it to another thread (one at
    // a time). The explorer's scratch connections (ScratchDatabase).
    Outcome openDirect();
    // Ends what a run left open (a transaction: rolled back, as closing the
    // connection would), so the next run finds it as a new connection.
    void release();

    StoreStatus begin();
    StoreStatus commit();
    StoreStatus rollback();
    bool inTransaction() const { return m_inTransaction; }

    StoreStatus inboxContains(const QString &messageId, bool *found);
    StoreStatus inboxClaim(const QString &messageId, const QString &instance, qint64 atMs, bool *claimed);
    StoreStatus inboxInsert(const QString &messageId, const QString &instance, qint64 atMs);
    StoreStatus apply(SqlStatement statement, const QString &key, const QString &messageId,
                      const QString &instance, qint64 atMs);
    // Deletes inbox rows older than the cutoff; returns rows deleted or -1.
    int deleteInboxBefore(qint64 cutoffMs);

    QString lastError() const { return m_lastError; }
    // Empty when QSQLITE (reporting `driverVersion`/`driverSourceId` from
    // SELECT sqlite_version(), sqlite_source_id()) runs the same SQLite as
    // the one linked here; otherwise a message saying what to install.
    static QString sqliteLibraryMismatch(const QString &driverVersion, const QString &driverSourceId);

private:
    sqlite3_stmt *prepared(SqlStatement statement);
    StoreStatus step(sqlite3_stmt *statement, bool *hasRow = nullptr);
    void bindText(sqlite3_stmt *statement, int index, const QString &text);
    StoreStatus inboxInsert(const QString &messageId, const QString &instance, qint64 atMs,
                            SqlStatement statement);

    QString m_filePath;
    QByteArray m_consumerName;
    QString m_connectionName;
    sqlite3 *m_handle = nullptr;
    std::array<sqlite3_stmt *, std::size_t(SqlStatement::Count)> m_statements{};
    bool m_inTransaction = false;
    QString m_lastError;
    bool m_direct = false; // openDirect(): the handle is ours to close
};

} // namespace idem
