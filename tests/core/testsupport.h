#pragma once

#include "run/runresult.h"
#include "run/simulation.h"
#include "scenario/scenario.h"
#include "scenario/scenarioio.h"

#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

// Small helpers shared by the core suites: run a scenario into a temporary
// folder and query its SQLite file directly.
namespace testsupport {

inline idem::RunResult runIn(const QTemporaryDir &dir, const idem::Scenario &s, const QString &tag = {})
{
    const QString file = dir.filePath((tag.isEmpty() ? s.strategy.id : tag) + QStringLiteral(".sqlite"));
    idem::Simulation sim(s, file);
    return sim.run();
}

// Runs `sql` on the file and returns the first column of the first row.
inline QVariant scalar(const QString &file, const QString &sql)
{
    QVariant value;
    const QString name = QStringLiteral("test-") + QString::number(quintptr(&value));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                value = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

// Sum over business keys of (rows − 1) for keys with more than one row.
inline int duplicateOrders(const QString &file)
{
    return scalar(file, QStringLiteral("SELECT coalesce(sum(n - 1), 0) FROM (SELECT count(*) AS n "
                                       "FROM orders GROUP BY order_key HAVING n > 1)")).toInt();
}

inline int distinctOrders(const QString &file)
{
    return scalar(file, QStringLiteral("SELECT count(DISTINCT order_key) FROM orders")).toInt();
}

// Every row of a two-column query (key, count) as a map; the suites compare
// whole tables, e.g. "SELECT order_key, count(*) FROM orders GROUP BY order_key".
inline QMap<QString, int> countsByKey(const QString &file, const QString &sql)
{
    QMap<QString, int> out;
    const QString name = QStringLiteral("test-map-") + QString::number(quintptr(&out));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql)) {
                while (q.next())
                    out.insert(q.value(0).toString(), q.value(1).toInt());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

// The simulated mail server's file next to a run database ("<run>-mailserver.sqlite").
inline QString mailServerFile(const QString &runFile)
{
    QString base = runFile;
    if (base.endsWith(QLatin1String(".sqlite")))
        base.chop(7);
    return base + QStringLiteral("-mailserver.sqlite");
}

// How many times each business key's effect is in the files, read with the
// SQL a user would type: order rows, balance / 10, or emails at the mail server.
inline QMap<QString, int> effectsInDatabase(const QString &runFile, const QString &effect)
{
    if (effect == QLatin1String("increment-balance"))
        return countsByKey(runFile, QStringLiteral("SELECT account, balance / 10 FROM account_balance"));
    if (effect == QLatin1String("send-email"))
        return countsByKey(mailServerFile(runFile),
                           QStringLiteral("SELECT order_key, count(*) FROM sent_emails GROUP BY order_key"));
    return countsByKey(runFile, QStringLiteral("SELECT order_key, count(*) FROM orders GROUP BY order_key"));
}

inline int sumOf(const QMap<QString, int> &counts)
{
    int total = 0;
    for (int n : counts)
        total += n;
    return total;
}

inline int duplicatesIn(const QMap<QString, int> &counts)
{
    int total = 0;
    for (int n : counts)
        total += qMax(0, n - 1);
    return total;
}

// A scenario from JSON text the suite wrote itself: a mistake in it stops the
// suite with the reader's message.
inline idem::Scenario parsed(const QByteArray &json)
{
    const idem::ScenarioLoadResult r = idem::ScenarioIo::parse(json, QStringLiteral("test.json"));
    if (!r.ok())
        qFatal("%s", qPrintable(r.errors.join(QLatin1Char('\n'))));
    return r.scenario;
}

// When the trace records of one kind for one message (logical index) happened.
inline QList<idem::SimTime> timesOf(const idem::RunResult &r, idem::TraceKind kind, int logical)
{
    QList<idem::SimTime> out;
    for (const idem::TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == kind && rec.message == quint32(logical))
            out.append(rec.time());
    }
    return out;
}

// Trace records of one kind, optionally for one message (logical index) and delivery.
inline int traceCount(const idem::RunResult &r, idem::TraceKind kind, int logical = -1, int delivery = 0)
{
    int n = 0;
    for (const idem::TraceRecord &rec : r.trace.records()) {
        if (rec.kind() != kind)
            continue;
        if (logical >= 0 && rec.message != quint32(logical))
            continue;
        if (delivery > 0 && rec.delivery != delivery)
            continue;
        ++n;
    }
    return n;
}

// A fault aimed at one delivery of one business key ("lose the ack of order-3's first delivery").
inline idem::ScheduledFault targeted(const QString &kind, const QString &message, int delivery = 1,
                                     const QString &point = {}, qint64 durationMs = 0)
{
    idem::ScheduledFault f;
    f.kind = *idem::vocab::scheduleKind(kind);
    f.message = message;
    f.delivery = delivery;
    f.point = *idem::vocab::crashPoint(point);
    f.durationMs = durationMs;
    return f;
}

inline idem::ScheduledFault timed(const QString &kind, qint64 atMs, qint64 durationMs = 0)
{
    idem::ScheduledFault f;
    f.kind = *idem::vocab::scheduleKind(kind);
    f.atMs = atMs;
    f.durationMs = durationMs;
    return f;
}

} // namespace testsupport
