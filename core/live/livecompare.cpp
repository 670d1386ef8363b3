#include "livecompare.h"

#include "report/summaryjson.h"
#include "scenario/vocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace idem::live {

namespace {
enum class Follows : quint8 {
    Own,          // the count has a cause of its own (below)
    Redeliveries, // it follows the redeliveries: explained by the causes that differ
};

struct CountDef
{
    const char *id;
    const char *label;
    int RunMetrics::*field;
    Follows follows;
    const char *rabbitCause; // RabbitMQ quorum queue
    const char *jetCause;    // NATS JetStream; nullptr: as for RabbitMQ
    bool timing;
};

// Texts of two counts each, for either broker.
const char *const kGuardDecided =
    QT_TRANSLATE_NOOP("LiveCompare", "The redeliveries agree, so the guard decided differently: a Redis key "
                                     "expired on Redis's own clock rather than the model's virtual one, or two "
                                     "consumer processes raced for one key at real moments.");
const char *const kRedisClock =
    QT_TRANSLATE_NOOP("LiveCompare", "Redis expires keys on its own clock (SET … PX); the model at exact virtual "
                                     "times, so a redelivery near the TTL can fall either side.");

// Why a real run can count differently from the model, per count and
// broker. Counts that follow the redeliveries are explained by the
// redelivery causes that differ (kCauses); these texts are for when the
// causes agree and the count still differs.
const CountDef kCounts[] = {
    {"publishAttempts", QT_TRANSLATE_NOOP("LiveCompare", "publish attempts"), &RunMetrics::publishAttempts, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "A publish the real broker refused (the node was restarting) is retried; the "
                                      "model's broker refuses only while it is down, from the scheduled instant."),
     QT_TRANSLATE_NOOP("LiveCompare", "A publish the real server did not answer within its PubAck wait is "
                                      "retried; the model's PubAck comes at once unless a fault loses it."),
     false},
    {"deliveries", QT_TRANSLATE_NOOP("LiveCompare", "deliveries"), &RunMetrics::deliveries, Follows::Redeliveries,
     QT_TRANSLATE_NOOP("LiveCompare", "The redeliveries agree cause by cause, so a first delivery is missing or "
                                      "extra: a message the producer gave up on or a copy the broker dead-lettered "
                                      "before a handler took it (see those counts)."),
     QT_TRANSLATE_NOOP("LiveCompare", "The redeliveries agree cause by cause, so a first delivery is missing or "
                                      "extra: a copy the server stored or dropped as a duplicate (see broker "
                                      "deduplicated), or one the producer gave up on."),
     false},
    {"redeliveries", QT_TRANSLATE_NOOP("LiveCompare", "redeliveries"), &RunMetrics::redeliveries, Follows::Redeliveries,
     "", "", false},
    {"redeliveredFlag", QT_TRANSLATE_NOOP("LiveCompare", "redelivered flag"), &RunMetrics::redeliveredFlag,
     Follows::Redeliveries,
     QT_TRANSLATE_NOOP("LiveCompare", "The broker flags every copy it hands out again, also prefetched ones no "
                                      "handler saw before: a different number in the prefetch window when the "
                                      "connection dropped."),
     QT_TRANSLATE_NOOP("LiveCompare", "NumDelivered counts every time the server handed the message out, also to a "
                                      "pull request of a process that died before reading it."),
     false},
    {"effectsApplied", QT_TRANSLATE_NOOP("LiveCompare", "effects applied"), &RunMetrics::effectsApplied,
     Follows::Redeliveries,
     QT_TRANSLATE_NOOP("LiveCompare", "Effects follow the deliveries that reached a handler and were not "
                                      "recognised as duplicates: see the guard's counts."),
     nullptr,
     false},
    {"duplicateSideEffects", QT_TRANSLATE_NOOP("LiveCompare", "duplicate side effects"),
     &RunMetrics::duplicateSideEffects, Follows::Redeliveries,
     kGuardDecided, nullptr,
     true},
    {"duplicatesSkipped", QT_TRANSLATE_NOOP("LiveCompare", "duplicates skipped"), &RunMetrics::duplicatesSkipped,
     Follows::Redeliveries,
     kGuardDecided, nullptr,
     true},
    {"lost", QT_TRANSLATE_NOOP("LiveCompare", "lost"), &RunMetrics::lost, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "An event is lost when its id was recorded (a cache written before the "
                                      "commit) and the commit never happened: where the crash fell decides it."),
     nullptr,
     false},
    {"deadLettered", QT_TRANSLATE_NOOP("LiveCompare", "dead-lettered"), &RunMetrics::deadLettered, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "RabbitMQ counts returns against x-delivery-limit (set to maxDeliveries): "
                                      "a copy returned more or fewer times reaches the limit or not (see "
                                      "redeliveries)."),
     QT_TRANSLATE_NOOP("LiveCompare", "JetStream dead-letters nothing; past MaxDeliver it publishes an advisory "
                                      "(see MaxDeliver advisories)."),
     false},
    {"maxDeliveriesAdvisories", QT_TRANSLATE_NOOP("LiveCompare", "MaxDeliver advisories"),
     &RunMetrics::maxDeliveriesAdvisories, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "RabbitMQ publishes no MaxDeliver advisory; its limit dead-letters."),
     QT_TRANSLATE_NOOP("LiveCompare", "The server publishes the advisory once, when AckWait runs out after the "
                                      "MaxDeliver-th delivery: a message delivered a different number of times "
                                      "reaches MaxDeliver or not (see redeliveries)."),
     false},
    {"brokerDeduplicated", QT_TRANSLATE_NOOP("LiveCompare", "broker deduplicated"), &RunMetrics::brokerDeduped, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "RabbitMQ deduplicates nothing on publish."),
     QT_TRANSLATE_NOOP("LiveCompare", "The server drops a Nats-Msg-Id it stored within the duplicate window, "
                                      "counted from that first copy; a retry within a few milliseconds of "
                                      "dedupWindowMs falls on either side of the server's purge."),
     true},
    {"producerGaveUp", QT_TRANSLATE_NOOP("LiveCompare", "producer gave up"), &RunMetrics::producerGaveUp, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "The real producer gives up after maxRetries failed publishes, which depends "
                                      "on how long the node really refused them."),
     QT_TRANSLATE_NOOP("LiveCompare", "The real producer gives up after maxRetries publishes without a PubAck."),
     false},
    {"dbTransactions", QT_TRANSLATE_NOOP("LiveCompare", "transactions"), &RunMetrics::dbTransactions,
     Follows::Redeliveries,
     QT_TRANSLATE_NOOP("LiveCompare", "One commit per handled delivery that got that far: where the crashes "
                                      "fell (see crashes and rollbacks)."),
     nullptr,
     false},
    {"rollbacks", QT_TRANSLATE_NOOP("LiveCompare", "rollbacks"), &RunMetrics::rollbacks, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "A process killed inside a transaction leaves it to SQLite to roll back; "
                                      "where a SIGKILL at a moment (not a crash point) lands decides it."),
     nullptr,
     true},
    {"cacheHits", QT_TRANSLATE_NOOP("LiveCompare", "cache hits"), &RunMetrics::cacheHits, Follows::Own,
     kRedisClock, nullptr,
     true},
    {"cacheMisses", QT_TRANSLATE_NOOP("LiveCompare", "cache misses"), &RunMetrics::cacheMisses, Follows::Own,
     kRedisClock, nullptr,
     true},
    {"busyRetries", QT_TRANSLATE_NOOP("LiveCompare", "busy retries"), &RunMetrics::busyRetries, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "Real processes contend for SQLite's write lock at real moments; the model "
                                      "interleaves the transactions step by step in virtual time."),
     nullptr,
     true},
    {"crashes", QT_TRANSLATE_NOOP("LiveCompare", "crashes"), &RunMetrics::crashes, Follows::Own,
     QT_TRANSLATE_NOOP("LiveCompare", "A timed crash kills whatever the real process is doing at that moment, and "
                                      "a crash point fires once per delivery that reaches it: a delivery more or "
                                      "less reaches it (see redeliveries)."),
     nullptr,
     false},
};

struct CauseDef
{
    DeliveryCause cause;
    const char *label;
    const char *rabbitCause;
    const char *jetCause;
    bool timing;
};

// Why the redeliveries of one cause can differ.
const CauseDef kCauses[] = {
    {DeliveryCause::AckLost, QT_TRANSLATE_NOOP("LiveCompare", "redeliveries after a lost ack"),
     QT_TRANSLATE_NOOP("LiveCompare", "A lost ack drops the connection, and RabbitMQ returns every unacked "
                                      "delivery of it: a different number was unacked (prefetch, ack batching)."),
     QT_TRANSLATE_NOOP("LiveCompare", "A lost ack never reaches the server, which redelivers that message after "
                                      "AckWait: a lost ack fell on a delivery more or less (a delivery the other "
                                      "run did not have)."),
     false},
    {DeliveryCause::CrashBeforeAck, QT_TRANSLATE_NOOP("LiveCompare", "redeliveries after a crash"),
     QT_TRANSLATE_NOOP("LiveCompare", "A killed consumer's unacked deliveries come back at once: a different "
                                      "number was in its prefetch window when it died."),
     QT_TRANSLATE_NOOP("LiveCompare", "A killed consumer's deliveries come back after AckWait: a different number "
                                      "was in its hands (prefetch) when it died."),
     false},
    {DeliveryCause::TimeoutExpired, QT_TRANSLATE_NOOP("LiveCompare", "redeliveries after the timeout"),
     QT_TRANSLATE_NOOP("LiveCompare", "The consumer timeout ran out before the ack on one run and not the other: "
                                      "a handler whose real duration is close to redeliveryTimeoutMs."),
     QT_TRANSLATE_NOOP("LiveCompare", "AckWait ran out before the ack on one run and not the other: a handler "
                                      "whose real duration (processes, SQLite, the network) is close to "
                                      "redeliveryTimeoutMs."),
     true},
    {DeliveryCause::BrokerRestart, QT_TRANSLATE_NOOP("LiveCompare", "redeliveries after the broker restart"),
     QT_TRANSLATE_NOOP("LiveCompare", "Everything unacked at the restart's instant comes back: a different number "
                                      "was delivered by then (the consumer's start, the prefetch refills)."),
     QT_TRANSLATE_NOOP("LiveCompare", "Everything unacked at the restart's instant comes back: a different number "
                                      "was delivered by then."),
     false},
    {DeliveryCause::ProducerRetry, QT_TRANSLATE_NOOP("LiveCompare", "copies from producer retries"),
     QT_TRANSLATE_NOOP("LiveCompare", "RabbitMQ stores every republished copy: the producer retried a different "
                                      "number of times (see publish attempts)."),
     QT_TRANSLATE_NOOP("LiveCompare", "A republished copy is stored when its Nats-Msg-Id is new (new-per-attempt) "
                                      "or the window has passed, and dropped otherwise (see broker deduplicated "
                                      "and publish attempts)."),
     false},
    {DeliveryCause::ConnectionLost, QT_TRANSLATE_NOOP("LiveCompare", "redeliveries after a lost connection"),
     QT_TRANSLATE_NOOP("LiveCompare", "RabbitMQ returns every unacked delivery of a closed connection at once: a "
                                      "different number was unacked (prefetch, ack batching)."),
     QT_TRANSLATE_NOOP("LiveCompare", "The server redelivers what the closed connection held after AckWait: a "
                                      "different number was held (prefetch, ack batching)."),
     false},
};

QString tr(const char *text)
{
    return QCoreApplication::translate("LiveCompare", text);
}

bool isJetStream(const RunResult &r)
{
    return vocab::profile(r.scenario.broker.profile) == Profile::NatsJetStream;
}

int causeCount(const RunMetrics &m, DeliveryCause c)
{
    return m.redeliveriesByCause.value(Trace::causeName(c));
}
} // namespace

QVector<CountRow> LiveCompare::rows(const RunResult &simulated, const RunResult &real)
{
    const bool jet = isJetStream(simulated);
    const RunMetrics &sm = simulated.metrics;
    const RunMetrics &rm = real.metrics;
    // The redeliveries cause by cause: what explains every count that follows them.
    QVector<CountRow> causes;
    for (const CauseDef &c : kCauses) {
        CountRow row;
        row.id = QStringLiteral("redeliveries.") + Trace::causeName(c.cause);
        row.label = tr(c.label);
        row.simulated = causeCount(sm, c.cause);
        row.real = causeCount(rm, c.cause);
        if (row.differs()) {
            row.cause = tr(jet ? c.jetCause : c.rabbitCause);
            row.timing = c.timing;
        }
        causes.append(row);
    }
    // Causes the table does not list (rebalance, nack…): counted in the
    // redeliveries, named by their id if they differ.
    QSet<QString> listed;
    for (const CountRow &r : causes)
        listed.insert(r.id.mid(int(qstrlen("redeliveries."))));
    QStringList others = sm.redeliveriesByCause.keys() + rm.redeliveriesByCause.keys();
    others.removeDuplicates();
    QStringList otherDiffs;
    for (const QString &name : others) {
        if (!listed.contains(name) && sm.redeliveriesByCause.value(name) != rm.redeliveriesByCause.value(name))
            otherDiffs << name;
    }
    QStringList causeText;
    bool allTiming = true;
    for (const CountRow &r : causes) {
        if (r.differs()) {
            causeText << QStringLiteral("%1 (%2 → %3): %4").arg(r.label).arg(r.simulated).arg(r.real).arg(r.cause);
            allTiming = allTiming && r.timing;
        }
    }
    for (const QString &name : otherDiffs) {
        causeText << QStringLiteral("%1 (%2 → %3)").arg(name).arg(sm.redeliveriesByCause.value(name)).arg(
            rm.redeliveriesByCause.value(name));
        allTiming = false;
    }

    QVector<CountRow> out;
    for (const CountDef &c : kCounts) {
        CountRow row;
        row.id = QString::fromLatin1(c.id);
        row.label = tr(c.label);
        row.simulated = sm.*(c.field);
        row.real = rm.*(c.field);
        if (row.differs()) {
            if (c.follows == Follows::Redeliveries && !causeText.isEmpty()) {
                row.cause = causeText.join(QLatin1Char(' '));
                row.timing = allTiming;
            } else {
                const char *own = jet && c.jetCause ? c.jetCause : c.rabbitCause;
                row.cause = *own ? tr(own) : causeText.join(QLatin1Char(' '));
                row.timing = c.timing;
            }
        }
        out.append(row);
    }
    out += causes;
    return out;
}

QVector<CountRow> LiveCompare::differences(const RunResult &simulated, const RunResult &real)
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
    o.insert(QStringLiteral("broker"), simulated.scenario.broker.profile);
    o.insert(QStringLiteral("strategy"), simulated.scenario.strategy.id);
    o.insert(QStringLiteral("seed"), QString::number(simulated.scenario.seed));
    o.insert(QStringLiteral("simulated"), SummaryJson::metrics(simulated.metrics));
    o.insert(QStringLiteral("real"), SummaryJson::metrics(real.metrics));
    QJsonArray diffs;
    for (const CountRow &r : differences(simulated, real)) {
        QJsonObject d;
        d.insert(QStringLiteral("count"), r.id);
        d.insert(QStringLiteral("simulated"), r.simulated);
        d.insert(QStringLiteral("real"), r.real);
        d.insert(QStringLiteral("cause"), r.cause);
        d.insert(QStringLiteral("timing"), r.timing);
        diffs.append(d);
    }
    o.insert(QStringLiteral("differences"), diffs);
    o.insert(QStringLiteral("agree"), diffs.isEmpty());
    return o;
}

} // namespace idem::live
