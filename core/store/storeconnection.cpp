#include "storeconnection.h"

#include <QAtomicInt>
#include <QSqlDatabase>
#include <QVariant>

namespace idem {

namespace {
QAtomicInt s_connectionCounter;
}

StoreConnection::StoreConnection(const QString &filePath, const QString &consumerName)
    : m_filePath(filePath),
      m_consumerName(consumerName),
      m_connectionName(QStringLiteral("idemlab-%1").arg(s_connectionCounter.fetchAndAddRelaxed(1)))
{
}

StoreConnection::~StoreConnection()
{
    for (auto &q : m_queries)
        q.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen()) {
            if (m_inTransaction)
                QSqlQuery(QStringLiteral("ROLLBACK"), db);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString StoreConnection::open()
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_filePath);
    // busy_timeout 0: a locked database answers SQLITE_BUSY at once and the
    // engine reschedules, so the simulation thread never blocks.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
    if (!db.open())
        return QStringLiteral("%1: cannot open database: %2").arg(m_filePath, db.lastError().text());
    QSqlQuery pragma(db);
    if (!pragma.exec(QStringLiteral("PRAGMA busy_timeout = 0"))
        || !pragma.exec(QStringLiteral("PRAGMA synchronous = NORMAL")))
        return QStringLiteral("%1: %2").arg(m_filePath, pragma.lastError().text());
    return {};
}

QSqlQuery &StoreConnection::prepared(SqlStatement statement)
{
    // Prepared on first use and reused: the upsert needs a unique index that
    // only runs using it create, so nothing is prepared that will not run.
    auto &slot = m_queries[std::size_t(statement)];
    if (!slot) {
        slot = std::make_unique<QSqlQuery>(QSqlDatabase::database(m_connectionName, false));
        if (!slot->prepare(sqlText(statement)))
            m_lastError = slot->lastError().text();
    }
    return *slot;
}

StoreStatus StoreConnection::run(QSqlQuery &query)
{
    if (query.exec())
        return StoreStatus::Ok;
    m_lastError = query.lastError().text();
    return classify(query.lastError());
}

StoreStatus StoreConnection::begin()
{
    const StoreStatus s = run(prepared(SqlStatement::Begin));
    if (s == StoreStatus::Ok)
        m_inTransaction = true;
    return s;
}

StoreStatus StoreConnection::commit()
{
    const StoreStatus s = run(prepared(SqlStatement::Commit));
    if (s == StoreStatus::Ok)
        m_inTransaction = false;
    return s;
}

StoreStatus StoreConnection::rollback()
{
    const StoreStatus s = run(prepared(SqlStatement::Rollback));
    m_inTransaction = false;
    return s;
}

StoreStatus StoreConnection::inboxContains(const QString &messageId, bool *found)
{
    QSqlQuery &q = prepared(SqlStatement::InboxSelect);
    q.bindValue(0, messageId);
    q.bindValue(1, m_consumerName);
    const StoreStatus s = run(q);
    *found = s == StoreStatus::Ok && q.next();
    q.finish();
    return s;
}

StoreStatus StoreConnection::inboxClaim(const QString &messageId, const QString &instance,
                                        qint64 atMs, bool *claimed)
{
    QSqlQuery &q = prepared(SqlStatement::InboxClaim);
    q.bindValue(0, messageId);
    q.bindValue(1, m_consumerName);
    q.bindValue(2, atMs);
    q.bindValue(3, instance);
    const StoreStatus s = run(q);
    *claimed = s == StoreStatus::Ok && q.numRowsAffected() > 0;
    return s;
}

StoreStatus StoreConnection::inboxInsert(const QString &messageId, const QString &instance, qint64 atMs)
{
    QSqlQuery &q = prepared(SqlStatement::InboxInsert);
    q.bindValue(0, messageId);
    q.bindValue(1, m_consumerName);
    q.bindValue(2, atMs);
    q.bindValue(3, instance);
    return run(q);
}

StoreStatus StoreConnection::apply(SqlStatement statement, const QString &key,
                                   const QString &messageId, const QString &instance, qint64 atMs)
{
    QSqlQuery &q = prepared(statement);
    q.bindValue(0, key);
    if (statement != SqlStatement::IncrementBalance) {
        q.bindValue(1, messageId);
        q.bindValue(2, instance);
        q.bindValue(3, atMs);
    }
    return run(q);
}

int StoreConnection::deleteInboxBefore(qint64 cutoffMs)
{
    QSqlQuery &q = prepared(SqlStatement::RetentionDelete);
    q.bindValue(0, cutoffMs);
    if (run(q) != StoreStatus::Ok)
        return -1;
    return q.numRowsAffected();
}

} // namespace idem
