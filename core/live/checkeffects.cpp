#include "checkeffects.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUrl>
#include <QVariant>

namespace idem::live {

namespace {
bool isPostgres(const QString &effects)
{
    return effects.startsWith(QLatin1String("postgresql://")) || effects.startsWith(QLatin1String("postgres://"));
}

QString sqlitePath(const QString &effects)
{
    return effects.startsWith(QLatin1String("sqlite:")) ? effects.mid(7) : effects;
}

// "order-7" → 6; -1 for anything else.
int messageIndex(const QString &key, int messages)
{
    if (!key.startsWith(QLatin1String("order-")))
        return -1;
    bool ok = false;
    const int n = key.mid(6).toInt(&ok);
    return ok && n >= 1 && n <= messages ? n - 1 : -1;
}

QString readRows(QSqlDatabase &db, const QString &where, const QString &query, int messages, CheckEffects::Counts *out)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(query))
        return QStringLiteral("%1: the effects query \"%2\" failed: %3").arg(where, query, q.lastError().text());
    const int columns = q.record().count();
    if (columns < 1 || columns > 2)
        return QStringLiteral("%1: the effects query \"%2\" returns %3 columns; it must return the business key, "
                              "and optionally how many times it was applied")
            .arg(where, query)
            .arg(columns);
    out->perMessage.fill(0, messages);
    while (q.next()) {
        const QString key = q.value(0).toString();
        int times = 1;
        if (columns == 2) {
            bool ok = false;
            times = q.value(1).toInt(&ok);
            if (!ok || times < 0)
                return QStringLiteral("%1: the effects query's second column for \"%2\" is \"%3\", not a count")
                    .arg(where, key, q.value(1).toString());
        }
        ++out->rows;
        const int index = messageIndex(key, messages);
        if (index >= 0)
            out->perMessage[index] += times;
        else if (out->otherKeys.size() < 10)
            out->otherKeys.append(key);
    }
    return {};
}
} // namespace

QString CheckEffects::defaultQuery()
{
    return QStringLiteral("SELECT order_key, count(*) FROM orders GROUP BY order_key");
}

QString CheckEffects::environmentValue(const QString &effects)
{
    return isPostgres(effects) ? effects : sqlitePath(effects);
}

QString CheckEffects::refusal(const QString &effects)
{
    if (isPostgres(effects)) {
        const QUrl u(effects);
        if (!u.isValid() || u.host().isEmpty() || u.path().mid(1).isEmpty())
            return QStringLiteral("--effects: expected postgresql://USER:PASS@HOST:PORT/DATABASE, got \"%1\"").arg(effects);
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            return QStringLiteral("--effects %1: Qt's PostgreSQL driver (QPSQL) is not installed (Debian: "
                                  "libqt6sql6-psql; ./lab.sh installs it)")
                .arg(effects);
        return {};
    }
    if (sqlitePath(effects).isEmpty())
        return QStringLiteral("--effects: expected sqlite:PATH or postgresql://…, got \"%1\"").arg(effects);
    return {};
}

Outcome CheckEffects::count(const QString &effects, const QString &query, int messages, Counts *out)
{
    if (const QString why = refusal(effects); !why.isEmpty())
        return why;
    const QString name = QStringLiteral("idemlab-check-effects");
    QString error;
    {
        const bool pg = isPostgres(effects);
        QSqlDatabase db = QSqlDatabase::addDatabase(pg ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), name);
        QString where;
        if (pg) {
            const QUrl u(effects);
            db.setHostName(u.host());
            db.setPort(u.port(5432));
            db.setUserName(u.userName());
            db.setPassword(u.password());
            db.setDatabaseName(u.path().mid(1));
            where = QStringLiteral("PostgreSQL %1:%2/%3").arg(u.host()).arg(u.port(5432)).arg(u.path().mid(1));
        } else {
            where = sqlitePath(effects);
            db.setDatabaseName(where);
            // Read only: the check never changes the user's file.
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=10000"));
        }
        if (!db.open())
            error = QStringLiteral("%1: cannot open the effects database: %2").arg(where, db.lastError().text());
        else
            error = readRows(db, where, query.isEmpty() ? defaultQuery() : query, messages, out);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

} // namespace idem::live
