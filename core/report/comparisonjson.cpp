#include "comparisonjson.h"

#include "../scenario/scenarioio.h"
#include "summaryjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace idem {

QVector<const RunResult *> ComparisonJson::pointers(const QVector<RunResult> &results)
{
    QVector<const RunResult *> out;
    for (const RunResult &r : results)
        out.append(&r);
    return out;
}

QJsonObject ComparisonJson::build(const QVector<RunResult> &results)
{
    return build(pointers(results));
}

QByteArray ComparisonJson::csv(const QVector<RunResult> &results)
{
    return csv(pointers(results));
}

QJsonObject ComparisonJson::build(const QVector<const RunResult *> &results)
{
    QJsonObject o;
    if (!results.isEmpty()) {
        o.insert(QStringLiteral("scenario"),
                 QJsonDocument::fromJson(ScenarioIo::toJson(results.first()->scenario)).object());
        o.insert(QStringLiteral("seed"), double(results.first()->scenario.seed));
    }
    QJsonArray rows;
    for (const RunResult *run : results) {
        const RunResult &r = *run;
        QJsonObject row;
        row.insert(QStringLiteral("strategy"), r.scenario.strategy.id);
        if (!r.error.isEmpty()) {
            row.insert(QStringLiteral("error"), r.error);
        } else {
            row.insert(QStringLiteral("metrics"), SummaryJson::metrics(r.metrics));
            // A stopped run has no verdict and its counts stop where it did.
            row.insert(QStringLiteral("verdict"), r.stopped() ? QStringLiteral("stopped")
                                                   : r.valid   ? QStringLiteral("valid")
                                                               : QStringLiteral("invalid"));
            row.insert(QStringLiteral("partial"), r.stopped());
            row.insert(QStringLiteral("violations"), r.violations.size());
            row.insert(QStringLiteral("traceHash"), r.trace.hashHex());
            row.insert(QStringLiteral("wallMs"), r.wallMs);
        }
        row.insert(QStringLiteral("database"), r.databasePath);
        rows.append(row);
    }
    o.insert(QStringLiteral("strategies"), rows);
    return o;
}

QByteArray ComparisonJson::csv(const QVector<const RunResult *> &results)
{
    QByteArray out = "strategy,verdict,duplicateSideEffects,duplicatesSkipped,lost,deadLettered,"
                     "dbTransactions,rollbacks,cacheHitRate,latencyP50Ms,latencyP99Ms,wallMs\n";
    const QLocale c = QLocale::c();
    for (const RunResult *run : results) {
        const RunResult &r = *run;
        const RunMetrics &m = r.metrics;
        const int lookups = m.cacheHits + m.cacheMisses;
        out += r.scenario.strategy.id.toUtf8() + ',' + (r.stopped() ? "stopped" : r.valid ? "valid" : "invalid") + ','
            + QByteArray::number(m.duplicateSideEffects) + ',' + QByteArray::number(m.duplicatesSkipped) + ','
            + QByteArray::number(m.lost) + ',' + QByteArray::number(m.deadLettered) + ','
            + QByteArray::number(m.dbTransactions) + ',' + QByteArray::number(m.rollbacks) + ','
            + c.toString(lookups ? double(m.cacheHits) / lookups : 0.0, 'f', 4).toUtf8() + ','
            + c.toString(m.latencyP50Ms, 'f', 3).toUtf8() + ',' + c.toString(m.latencyP99Ms, 'f', 3).toUtf8()
            + ',' + c.toString(r.wallMs, 'f', 1).toUtf8() + '\n';
    }
    return out;
}

} // namespace idem
