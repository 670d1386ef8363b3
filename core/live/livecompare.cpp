#include "livecompare.h"

#include "report/summaryjson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace idem::live {

namespace {
struct CountDef
{
    const char *id;
    const char *label;
    int RunMetrics::*field;
    const char *cause;
};

// Why a real run can count differently from the model, per count. The
// model runs on exact virtual times; the real run on processes, sockets and
// clocks.
const CountDef kCounts[] = {
    {"publishAttempts", QT_TRANSLATE_NOOP("LiveCompare", "publish attempts"), &RunMetrics::publishAttempts,
     QT_TRANSLATE_NOOP("LiveCompare", "The model republishes exactly when publishTimeoutMs runs out; the real "
                                      "producer republishes after its confirm wait, and a broker restart can fail "
                                      "publishes the model delivers.")},
    {"deliveries", QT_TRANSLATE_NOOP("LiveCompare", "deliveries"), &RunMetrics::deliveries,
     QT_TRANSLATE_NOOP("LiveCompare", "The model hands deliveries over at exact virtual times; on the real broker "
                                      "the consumer process's start, its reconnect after a dropped connection and "
                                      "the prefetch refill after an ack decide which deliveries were in flight "
                                      "when the fault hit, and so how many come back.")},
    {"redeliveries", QT_TRANSLATE_NOOP("LiveCompare", "redeliveries"), &RunMetrics::redeliveries,
     QT_TRANSLATE_NOOP("LiveCompare", "Every unacked delivery of a closed channel comes back; how many were "
                                      "unacked at that moment depends on real timing (see deliveries).")},
    {"redeliveredFlag", QT_TRANSLATE_NOOP("LiveCompare", "redelivered flag"), &RunMetrics::redeliveredFlag,
     QT_TRANSLATE_NOOP("LiveCompare", "The broker flags every copy it hands out again, also prefetched ones no "
                                      "handler saw before: how many were in the prefetch window when the fault hit "
                                      "depends on real timing (see deliveries).")},
    {"effectsApplied", QT_TRANSLATE_NOOP("LiveCompare", "effects applied"), &RunMetrics::effectsApplied,
     QT_TRANSLATE_NOOP("LiveCompare", "Effects follow the deliveries that reached a handler and were not "
                                      "recognised as duplicates.")},
    {"duplicateSideEffects", QT_TRANSLATE_NOOP("LiveCompare", "duplicate side effects"),
     &RunMetrics::duplicateSideEffects,
     QT_TRANSLATE_NOOP("LiveCompare", "A duplicate effect needs a redelivery the guard misses: the counts differ "
                                      "when the redeliveries differ, or when a Redis key expired on Redis's own "
                                      "clock rather than the model's virtual one.")},
    {"duplicatesSkipped", QT_TRANSLATE_NOOP("LiveCompare", "duplicates skipped"), &RunMetrics::duplicatesSkipped,
     QT_TRANSLATE_NOOP("LiveCompare", "Each redelivery the guard recognises is skipped: this follows the "
                                      "redeliveries.")},
    {"lost", QT_TRANSLATE_NOOP("LiveCompare", "lost"), &RunMetrics::lost,
     QT_TRANSLATE_NOOP("LiveCompare", "An event is lost when its id was recorded (a cache written before the "
                                      "commit) and the commit never happened: the real crash moment decides it.")},
    {"deadLettered", QT_TRANSLATE_NOOP("LiveCompare", "dead-lettered"), &RunMetrics::deadLettered,
     QT_TRANSLATE_NOOP("LiveCompare", "RabbitMQ counts returns against x-delivery-limit (set to maxDeliveries); "
                                      "a delivery dropped with the prefetch buffer counts there too.")},
    {"producerGaveUp", QT_TRANSLATE_NOOP("LiveCompare", "producer gave up"), &RunMetrics::producerGaveUp,
     QT_TRANSLATE_NOOP("LiveCompare", "The real producer gives up after maxRetries failed publishes, which "
                                      "depends on how long the broker was really away.")},
    {"dbTransactions", QT_TRANSLATE_NOOP("LiveCompare", "transactions"), &RunMetrics::dbTransactions,
     QT_TRANSLATE_NOOP("LiveCompare", "One commit per handled delivery that got that far: it follows the "
                                      "deliveries and where the real crashes fell.")},
    {"rollbacks", QT_TRANSLATE_NOOP("LiveCompare", "rollbacks"), &RunMetrics::rollbacks,
     QT_TRANSLATE_NOOP("LiveCompare", "A process killed inside a transaction leaves it to SQLite to roll back; "
                                      "where a real SIGKILL lands decides whether a transaction was open.")},
    {"cacheHits", QT_TRANSLATE_NOOP("LiveCompare", "cache hits"), &RunMetrics::cacheHits,
     QT_TRANSLATE_NOOP("LiveCompare", "Redis expires keys on its own clock (SET … PX); the model expires them at "
                                      "exact virtual times, so a redelivery near the TTL can fall either side.")},
    {"cacheMisses", QT_TRANSLATE_NOOP("LiveCompare", "cache misses"), &RunMetrics::cacheMisses,
     QT_TRANSLATE_NOOP("LiveCompare", "Redis expires keys on its own clock (SET … PX); the model expires them at "
                                      "exact virtual times, so a redelivery near the TTL can fall either side.")},
    {"busyRetries", QT_TRANSLATE_NOOP("LiveCompare", "busy retries"), &RunMetrics::busyRetries,
     QT_TRANSLATE_NOOP("LiveCompare", "Real processes contend for SQLite's write lock at real moments; the model "
                                      "interleaves the transactions step by step in virtual time.")},
    {"crashes", QT_TRANSLATE_NOOP("LiveCompare", "crashes"), &RunMetrics::crashes,
     QT_TRANSLATE_NOOP("LiveCompare", "A timed crash hits whatever the real process is doing at that moment; a "
                                      "crash point hits the delivery that reaches it.")},
};

QString tr(const char *text)
{
    return QCoreApplication::translate("LiveCompare", text);
}
} // namespace

QVector<CountRow> LiveCompare::rows(const RunMetrics &simulated, const RunMetrics &real)
{
    QVector<CountRow> out;
    for (const CountDef &c : kCounts) {
        CountRow row;
        row.id = QString::fromLatin1(c.id);
        row.label = tr(c.label);
        row.simulated = simulated.*(c.field);
        row.real = real.*(c.field);
        if (row.differs())
            row.cause = tr(c.cause);
        out.append(row);
    }
    return out;
}

QVector<CountRow> LiveCompare::differences(const RunMetrics &simulated, const RunMetrics &real)
{
    QVector<CountRow> out;
    for (const CountRow &r : rows(simulated, real)) {
        if (r.differs())
            out.append(r);
    }
    return out;
}

QJsonObject LiveCompare::json(const RunResult &simulated, const RunResult &real)
{
    QJsonObject o;
    o.insert(QStringLiteral("scenario"), simulated.scenario.name);
    o.insert(QStringLiteral("strategy"), simulated.scenario.strategy.id);
    o.insert(QStringLiteral("seed"), QString::number(simulated.scenario.seed));
    o.insert(QStringLiteral("simulated"), SummaryJson::metrics(simulated.metrics));
    o.insert(QStringLiteral("real"), SummaryJson::metrics(real.metrics));
    QJsonArray diffs;
    for (const CountRow &r : differences(simulated.metrics, real.metrics)) {
        QJsonObject d;
        d.insert(QStringLiteral("count"), r.id);
        d.insert(QStringLiteral("simulated"), r.simulated);
        d.insert(QStringLiteral("real"), r.real);
        d.insert(QStringLiteral("cause"), r.cause);
        diffs.append(d);
    }
    o.insert(QStringLiteral("differences"), diffs);
    o.insert(QStringLiteral("agree"), diffs.isEmpty());
    return o;
}

} // namespace idem::live
