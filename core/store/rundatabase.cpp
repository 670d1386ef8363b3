#include "rundatabase.h"

#include "../kernel/runmetrics.h"
#include "../scenario/scenario.h"

#include <QAtomicInt>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <iterator>

namespace idem {

namespace {
QAtomicInt s_counter;

// Opens a short-lived connection, runs `work`, and removes it again.
template <typename Work>
QString withConnection(const QString &path, Work work)
{
    const QString name = QStringLiteral("idemlab-admin-%1").arg(s_counter.fetchAndAddRelaxed(1));
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open())
            error = QStringLiteral("%1: cannot open database: %2").arg(path, db.lastError().text());
        else
            error = work(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

QString execAll(QSqlDatabase &db, const QString &path, const QStringList &statements)
{
    QSqlQuery q(db);
    for (const QString &sql : statements) {
        if (!q.exec(sql))
            return QStringLiteral("%1: \"%2\" failed: %3").arg(path, sql, q.lastError().text());
    }
    return {};
}

const QString kPartial = QStringLiteral(".partial");

QString removeFiles(const QString &path)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile f(path + suffix);
        if (f.exists() && !f.remove())
            return QStringLiteral("%1: cannot replace the previous run database: %2")
                .arg(path + suffix, f.errorString());
    }
    return {};
}

QString renameFiles(const QString &from, const QString &to)
{
    // The -wal holds committed pages a failed checkpoint could not move;
    // the -shm is only an index and is rebuilt.
    for (const QString &suffix : {QStringLiteral("-wal"), QString()}) {
        QFile f(from + suffix);
        if (!f.exists())
            continue;
        QFile::remove(to + suffix);
        if (!f.rename(to + suffix))
            return QStringLiteral("%1: cannot rename the finished run database into place: %2")
                .arg(to + suffix, f.errorString());
    }
    QFile::remove(from + QStringLiteral("-shm"));
    return {};
}
} // namespace

QString RunDatabase::mailServerPath(const QString &runPath)
{
    if (runPath.endsWith(kPartial))
        return mailServerPath(runPath.chopped(kPartial.size())) + kPartial;
    QString base = runPath;
    if (base.endsWith(QLatin1String(".sqlite")))
        base.chop(7);
    return base + QStringLiteral("-mailserver.sqlite");
}

QString RunDatabase::partialPath(const QString &finalPath)
{
    return finalPath + kPartial;
}

Outcome RunDatabase::remove(const QString &finalPath)
{
    for (const QString &p : {finalPath, mailServerPath(finalPath), partialPath(finalPath),
                             mailServerPath(partialPath(finalPath))}) {
        const QString error = removeFiles(p);
        if (!error.isEmpty())
            return error;
    }
    return {};
}

Outcome RunDatabase::publish(const QString &finalPath)
{
    const QString error = renameFiles(mailServerPath(partialPath(finalPath)), mailServerPath(finalPath));
    if (!error.isEmpty())
        return error;
    // The consumer database last: it is the one readers look at first.
    return renameFiles(partialPath(finalPath), finalPath);
}

Outcome RunDatabase::readRunInfo(const QString &path, QHash<QString, QString> *info)
{
    info->clear();
    if (!QFileInfo(path).isFile())
        return QStringLiteral("%1: no such run database").arg(path);
    return withConnection(path, [&](QSqlDatabase &db) -> QString {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT key, value FROM run_info")))
            return QStringLiteral("%1: not a run database: %2").arg(path, q.lastError().text());
        while (q.next())
            info->insert(q.value(0).toString(), q.value(1).toString());
        return {};
    });
}

const QString RunDatabase::kReporting = QStringLiteral("reporting");

Outcome RunDatabase::changeState(const QString &path, const QString &from, const QString &to, bool *changed)
{
    if (changed)
        *changed = false;
    // Opening a missing path would create an empty database under it.
    if (!QFileInfo(path).isFile())
        return {};
    return withConnection(path, [&](QSqlDatabase &db) -> QString {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE run_info SET value = ? WHERE key = 'state' AND value = ?"));
        q.bindValue(0, to);
        q.bindValue(1, from);
        if (!q.exec())
            return QStringLiteral("%1: cannot set the run's state to %2: %3").arg(path, to, q.lastError().text());
        if (changed)
            *changed = q.numRowsAffected() > 0;
        return {};
    });
}

namespace {
QString inboxTable(const RunDatabaseOptions &options)
{
    return options.uniqueInbox
        ? QStringLiteral("CREATE TABLE inbox(message_id TEXT NOT NULL, consumer TEXT NOT NULL, "
                         "consumed_at INTEGER NOT NULL, instance TEXT NOT NULL, "
                         "PRIMARY KEY(message_id, consumer))")
        : QStringLiteral("CREATE TABLE inbox(message_id TEXT NOT NULL, consumer TEXT NOT NULL, "
                         "consumed_at INTEGER NOT NULL, instance TEXT NOT NULL)");
}

QString ordersKeyIndex(const RunDatabaseOptions &options)
{
    return options.uniqueOrderKey ? QStringLiteral("CREATE UNIQUE INDEX orders_key ON orders(order_key)")
                                  : QStringLiteral("CREATE INDEX orders_key ON orders(order_key)");
}
} // namespace

Outcome RunDatabase::create(const QString &path, const RunDatabaseOptions &options,
                            const QHash<QString, QString> &runInfo)
{
    for (const QString &p : {path, mailServerPath(path)}) {
        const QString error = removeFiles(p);
        if (!error.isEmpty())
            return error;
    }
    const QString inbox = inboxTable(options);
    QStringList schema = {
        QStringLiteral("PRAGMA journal_mode = WAL"),
        inbox,
        QStringLiteral("CREATE INDEX inbox_consumed_at ON inbox(consumed_at)"),
        QStringLiteral("CREATE TABLE orders(id INTEGER PRIMARY KEY, order_key TEXT NOT NULL, "
                       "message_id TEXT NOT NULL, instance TEXT NOT NULL, "
                       "created_at INTEGER NOT NULL, writes INTEGER NOT NULL DEFAULT 1)"),
        ordersKeyIndex(options),
        QStringLiteral("CREATE TABLE account_balance(account TEXT PRIMARY KEY, "
                       "balance INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE run_info(key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE events(order_key TEXT PRIMARY KEY, fate TEXT NOT NULL)"),
    };
    QString error = withConnection(path, [&](QSqlDatabase &db) {
        QString e = execAll(db, path, schema);
        if (!e.isEmpty())
            return e;
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO run_info(key, value) VALUES(?, ?)"));
        QStringList keys = runInfo.keys();
        keys.sort();
        for (const QString &k : std::as_const(keys)) {
            q.bindValue(0, k);
            q.bindValue(1, runInfo.value(k));
            if (!q.exec())
                return QStringLiteral("%1: cannot write run_info: %2").arg(path, q.lastError().text());
        }
        return QString();
    });
    if (!error.isEmpty())
        return error;
    const QString mail = mailServerPath(path);
    return withConnection(mail, [&](QSqlDatabase &db) {
        return execAll(db, mail,
                       {QStringLiteral("PRAGMA journal_mode = WAL"),
                        QStringLiteral("CREATE TABLE sent_emails(id INTEGER PRIMARY KEY, "
                                       "order_key TEXT NOT NULL, message_id TEXT NOT NULL, "
                                       "instance TEXT NOT NULL, sent_at INTEGER NOT NULL)")});
    });
}

Outcome RunDatabase::countEffects(const QString &path, Effect effect, int messages,
                                  QVector<int> *counts)
{
    counts->fill(0, messages);
    const bool mail = effect == Effect::SendEmail;
    const QString file = mail ? mailServerPath(path) : path;
    const QString sql = effectCountQuery(effect);
    if (sql.isEmpty())
        return QStringLiteral("no such effect");
    return withConnection(file, [&](QSqlDatabase &db) -> QString {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(sql))
            return QStringLiteral("%1: \"%2\" failed: %3").arg(file, sql, q.lastError().text());
        while (q.next()) {
            const int index = q.value(0).toInt() - 1;
            if (index >= 0 && index < messages)
                (*counts)[index] = q.value(1).toInt();
        }
        return {};
    });
}

QString RunDatabase::effectCountQuery(Effect effect)
{
    // Keys are "order-<n>": the number is parsed by SQLite, not per row in Qt.
    switch (effect) {
    case Effect::InsertOrder:
    case Effect::UpsertOrder:
        return QStringLiteral("SELECT CAST(substr(order_key, 7) AS INTEGER), count(*) FROM orders GROUP BY order_key");
    case Effect::IncrementBalance:
        return QStringLiteral("SELECT CAST(substr(account, 7) AS INTEGER), balance / %1 FROM account_balance")
            .arg(kBalanceIncrement);
    case Effect::SendEmail:
        return QStringLiteral("SELECT CAST(substr(order_key, 7) AS INTEGER), count(*) FROM sent_emails GROUP BY order_key");
    case Effect::Count: break;
    }
    return {};
}

Outcome RunDatabase::writeRunInfo(const QString &path, const QHash<QString, QString> &info,
                                  const QVector<quint8> &eventFates)
{
    // Indexed by EventFate (runmetrics.h), every value: JetStream's
    // "stopped after MaxDeliver" is its own fate, not "never-delivered".
    static const char *const fates[] = {"delivered", "dead-lettered", "producer-gave-up", "never-delivered",
                                        "stopped-after-max-deliver"};
    static_assert(std::size(fates) == FateMaxDelivered + 1, "one word per EventFate");
    return withConnection(path, [&](QSqlDatabase &db) -> QString {
        if (!db.transaction())
            return QStringLiteral("%1: cannot begin writing run info: %2").arg(path, db.lastError().text());
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO run_info(key, value) VALUES(?, ?)"));
        QStringList keys = info.keys();
        keys.sort();
        for (const QString &k : keys) {
            q.bindValue(0, k);
            q.bindValue(1, info.value(k));
            if (!q.exec())
                return QStringLiteral("%1: cannot write run_info: %2").arg(path, q.lastError().text());
        }
        // Most events are simply delivered: generate those rows inside SQLite,
        // then correct the few that are not.
        QSqlQuery all(db);
        if (!all.exec(QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                                     "INSERT OR REPLACE INTO events(order_key, fate) "
                                     "SELECT 'order-' || i, 'delivered' FROM n")
                          .arg(eventFates.size())))
            return QStringLiteral("%1: cannot write events: %2").arg(path, all.lastError().text());
        QSqlQuery e(db);
        e.prepare(QStringLiteral("UPDATE events SET fate = ? WHERE order_key = ?"));
        for (int i = 0; i < eventFates.size(); ++i) {
            if (eventFates.at(i) == 0)
                continue;
            e.bindValue(0, QString::fromLatin1(fates[qMin<int>(eventFates.at(i), FateMaxDelivered)]));
            e.bindValue(1, Scenario::businessKey(i));
            if (!e.exec())
                return QStringLiteral("%1: cannot write events: %2").arg(path, e.lastError().text());
        }
        if (!db.commit())
            return QStringLiteral("%1: cannot commit run info: %2").arg(path, db.lastError().text());
        return {};
    });
}

} // namespace idem
