#include "storeconnection.h"

#include <QAtomicInt>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <sqlite3.h>

namespace idem {

namespace {
QAtomicInt s_connectionCounter;

// SQLite keeps memory statistics by default, behind one process-wide mutex
// that every sqlite3_malloc and sqlite3_free takes. Compare and sweep run a
// simulation per core, each on its own connections, and that mutex was half
// of all their threads' waits (perf sched_switch): runs side by side took
// 40 % longer each. Nothing here reads the statistics (sqlite3_memory_used,
// soft heap limits). The setting must come before SQLite initialises (the
// first connection opened anywhere), hence at load; once initialised,
// sqlite3_config refuses (SQLITE_MISUSE) and changes nothing.
const int s_memoryStatisticsOff = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);

StoreStatus statusOf(int code)
{
    switch (code & 0xFF) {
    case SQLITE_OK:
    case SQLITE_DONE:
    case SQLITE_ROW: return StoreStatus::Ok;
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return StoreStatus::Busy;
    case SQLITE_CONSTRAINT: return StoreStatus::Constraint;
    default: return StoreStatus::Failed;
    }
}
} // namespace

StoreConnection::StoreConnection(const QString &filePath, const QString &consumerName)
    : m_filePath(filePath),
      m_consumerName(consumerName.toUtf8()),
      m_connectionName(QStringLiteral("idemlab-%1").arg(s_connectionCounter.fetchAndAddRelaxed(1)))
{
}

StoreConnection::~StoreConnection()
{
    if (m_handle && m_inTransaction)
        sqlite3_exec(m_handle, "ROLLBACK", nullptr, nullptr, nullptr);
    for (sqlite3_stmt *&s : m_statements) {
        sqlite3_finalize(s);
        s = nullptr;
    }
    if (m_direct) {
        sqlite3_close(m_handle);
        return;
    }
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

Outcome StoreConnection::open()
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_filePath);
    // busy_timeout 0: a locked database answers SQLITE_BUSY at once and the
    // engine reschedules, so the simulation thread never blocks.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
    if (!db.open())
        return QStringLiteral("%1: cannot open database: %2").arg(m_filePath, db.lastError().text());
    QSqlQuery pragma(db);
    // The prepared statements below run on QSQLITE's own handle through the
    // SQLite library this program links: that is only defined when both are
    // one library (Debian's plugin links the system SQLite; a Qt build that
    // bundles its own copy would not).
    if (!pragma.exec(QStringLiteral("SELECT sqlite_version(), sqlite_source_id()")) || !pragma.next())
        return QStringLiteral("%1: %2").arg(m_filePath, pragma.lastError().text());
    const QString mismatch = sqliteLibraryMismatch(pragma.value(0).toString(), pragma.value(1).toString());
    if (!mismatch.isEmpty())
        return QStringLiteral("%1: %2").arg(m_filePath, mismatch);
    // synchronous = OFF in every mode: the guarantee the lab needs is that a
    // commit survives the *process* dying -- the simulation's crashes, and
    // the live lab's SIGKILLed consumer processes. SQLite documents OFF as
    // keeping exactly that ("the database will not corrupt if the
    // application crashes ... but might become corrupted if the operating
    // system crashes or the computer loses power", sqlite.org/pragma.html
    // #pragma_synchronous): a committed transaction is in the OS's page cache
    // the moment write() returns. NORMAL added an fsync at every WAL
    // checkpoint, which is what made a 100 k run write 2.5 GB (about 24 KB a
    // delivery; bench_store prints bytes written per delivery). A run's
    // database is the lab's own scratch record, rebuilt by running again,
    // never the only copy of anything; power loss is not a fault the lab
    // models. The trace and its hash do not depend on this (tst_goldens).
    if (!pragma.exec(QStringLiteral("PRAGMA busy_timeout = 0"))
        || !pragma.exec(QStringLiteral("PRAGMA synchronous = OFF")))
        return QStringLiteral("%1: %2").arg(m_filePath, pragma.lastError().text());
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return QStringLiteral("%1: the QSQLITE driver did not expose its SQLite handle").arg(m_filePath);
    m_handle = *static_cast<sqlite3 *const *>(handle.constData());
    if (!m_handle)
        return QStringLiteral("%1: the SQLite connection is not open").arg(m_filePath);
    return {};
}

Outcome StoreConnection::openDirect()
{
    m_direct = true;
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_PRIVATECACHE | SQLITE_OPEN_NOMUTEX;
    if (sqlite3_open_v2(m_filePath.toUtf8().constData(), &m_handle, flags, nullptr) != SQLITE_OK)
        return QStringLiteral("%1: cannot open database: %2")
            .arg(m_filePath, QString::fromUtf8(m_handle ? sqlite3_errmsg(m_handle) : "out of memory"));
    sqlite3_extended_result_codes(m_handle, 1);
    // The pragmas of open(), for the same reasons.
    if (sqlite3_exec(m_handle, "PRAGMA busy_timeout = 0; PRAGMA synchronous = OFF", nullptr, nullptr, nullptr)
        != SQLITE_OK)
        return QStringLiteral("%1: %2").arg(m_filePath, QString::fromUtf8(sqlite3_errmsg(m_handle)));
    return {};
}

void StoreConnection::release()
{
    if (m_handle && !sqlite3_get_autocommit(m_handle))
        sqlite3_exec(m_handle, "ROLLBACK", nullptr, nullptr, nullptr);
    m_inTransaction = false;
    m_lastError.clear();
}

QString StoreConnection::sqliteLibraryMismatch(const QString &driverVersion, const QString &driverSourceId)
{
    const QString linked = QString::fromLatin1(sqlite3_libversion());
    const QString linkedSource = QString::fromLatin1(sqlite3_sourceid());
    if (driverVersion == linked && driverSourceId == linkedSource)
        return {};
    return QStringLiteral("Qt's SQLite driver (QSQLITE) runs SQLite %1 but idemlab links SQLite %2; the consumer "
                          "shares one connection between the two, which needs them to be the same library. "
                          "Install the distribution's Qt SQLite plugin (Debian: libqt6sql6-sqlite), built "
                          "against the system SQLite.")
        .arg(driverVersion, linked);
}

sqlite3_stmt *StoreConnection::prepared(SqlStatement statement)
{
    // Prepared on first use and reused: the upsert needs a unique index that
    // only runs using it create, so nothing is prepared that will not run.
    sqlite3_stmt *&slot = m_statements[std::size_t(statement)];
    if (!slot) {
        const QByteArray sql = sqlText(statement).toUtf8();
        if (sqlite3_prepare_v3(m_handle, sql.constData(), int(sql.size()), SQLITE_PREPARE_PERSISTENT, &slot,
                               nullptr) != SQLITE_OK) {
            m_lastError = QStringLiteral("cannot prepare \"%1\": %2")
                              .arg(sqlText(statement), QString::fromUtf8(sqlite3_errmsg(m_handle)));
            sqlite3_finalize(slot);
            slot = nullptr;
        }
    }
    return slot;
}

void StoreConnection::bindText(sqlite3_stmt *statement, int index, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    sqlite3_bind_text(statement, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
}

StoreStatus StoreConnection::step(sqlite3_stmt *statement, bool *hasRow)
{
    if (!statement)
        return StoreStatus::Failed;
    const int rc = sqlite3_step(statement);
    if (hasRow)
        *hasRow = rc == SQLITE_ROW;
    const StoreStatus status = statusOf(rc);
    if (status != StoreStatus::Ok)
        m_lastError = QString::fromUtf8(sqlite3_errmsg(m_handle));
    sqlite3_reset(statement);
    sqlite3_clear_bindings(statement);
    return status;
}

StoreStatus StoreConnection::begin()
{
    const StoreStatus s = step(prepared(SqlStatement::Begin));
    if (s == StoreStatus::Ok)
        m_inTransaction = true;
    return s;
}

StoreStatus StoreConnection::commit()
{
    const StoreStatus s = step(prepared(SqlStatement::Commit));
    if (s == StoreStatus::Ok)
        m_inTransaction = false;
    return s;
}

StoreStatus StoreConnection::rollback()
{
    const StoreStatus s = step(prepared(SqlStatement::Rollback));
    m_inTransaction = false;
    return s;
}

StoreStatus StoreConnection::inboxContains(const QString &messageId, bool *found)
{
    sqlite3_stmt *q = prepared(SqlStatement::InboxSelect);
    if (!q)
        return StoreStatus::Failed;
    bindText(q, 1, messageId);
    sqlite3_bind_text(q, 2, m_consumerName.constData(), int(m_consumerName.size()), SQLITE_STATIC);
    return step(q, found);
}

StoreStatus StoreConnection::inboxClaim(const QString &messageId, const QString &instance,
                                        qint64 atMs, bool *claimed)
{
    const StoreStatus s = inboxInsert(messageId, instance, atMs, SqlStatement::InboxClaim);
    *claimed = s == StoreStatus::Ok && sqlite3_changes(m_handle) > 0;
    return s;
}

StoreStatus StoreConnection::inboxInsert(const QString &messageId, const QString &instance, qint64 atMs)
{
    return inboxInsert(messageId, instance, atMs, SqlStatement::InboxInsert);
}

StoreStatus StoreConnection::inboxInsert(const QString &messageId, const QString &instance, qint64 atMs,
                                         SqlStatement statement)
{
    sqlite3_stmt *q = prepared(statement);
    if (!q)
        return StoreStatus::Failed;
    bindText(q, 1, messageId);
    sqlite3_bind_text(q, 2, m_consumerName.constData(), int(m_consumerName.size()), SQLITE_STATIC);
    sqlite3_bind_int64(q, 3, atMs);
    bindText(q, 4, instance);
    return step(q);
}

StoreStatus StoreConnection::apply(SqlStatement statement, const QString &key, const QString &messageId,
                                   const QString &instance, qint64 atMs)
{
    sqlite3_stmt *q = prepared(statement);
    if (!q)
        return StoreStatus::Failed;
    bindText(q, 1, key);
    if (statement != SqlStatement::IncrementBalance) {
        bindText(q, 2, messageId);
        bindText(q, 3, instance);
        sqlite3_bind_int64(q, 4, atMs);
    }
    return step(q);
}

int StoreConnection::deleteInboxBefore(qint64 cutoffMs)
{
    sqlite3_stmt *q = prepared(SqlStatement::RetentionDelete);
    if (!q)
        return -1;
    sqlite3_bind_int64(q, 1, cutoffMs);
    if (step(q) != StoreStatus::Ok)
        return -1;
    return sqlite3_changes(m_handle);
}

} // namespace idem
