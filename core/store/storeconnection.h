#pragma once

#include "effect.h"
#include "sqlstatements.h"
#include "storestatus.h"

#include <QSqlQuery>
#include <QString>
#include <array>
#include <memory>

namespace idem {

// One consumer instance's own QSqlDatabase connection to the shared run file,
// with its prepared statements reused for the whole run. Lives on the thread
// that runs the simulation; destroyed before the connection is removed.
class StoreConnection final
{
    Q_DISABLE_COPY_MOVE(StoreConnection)
public:
    StoreConnection(const QString &filePath, const QString &consumerName);
    ~StoreConnection();

    // Returns an empty string on success, or what went wrong naming the file.
    QString open();

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
    QString connectionName() const { return m_connectionName; }

private:
    QSqlQuery &prepared(SqlStatement statement);
    StoreStatus run(QSqlQuery &query);

    QString m_filePath;
    QString m_consumerName;
    QString m_connectionName;
    std::array<std::unique_ptr<QSqlQuery>, std::size_t(SqlStatement::Count)> m_queries;
    bool m_inTransaction = false;
    QString m_lastError;
};

} // namespace idem
