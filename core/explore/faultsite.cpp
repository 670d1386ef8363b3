#include "faultsite.h"

#include "../consumer/strategytraits.h"
#include "../scenario/brokerprofile.h"

#include <QHash>
#include <QLocale>
#include <algorithm>
#include <tuple>
#include <vector>

namespace idem {

namespace {

// What one delivery reached in its run: the crash points and the ack that
// a fault aimed at it can meet.
struct Reached
{
    int logical = 0;
    int delivery = 0;
    bool skippedBeforeWork = false; // a cache hit or an inbox guard skipped it
    bool skippedByUniqueKey = false;
    bool cacheHit = false;
    bool acked = false;             // an ack (sent or lost) named this delivery
};

quint64 deliveryKey(quint32 logical, int delivery)
{
    return (quint64(logical) << 20) | quint64(delivery & 0xFFFFF);
}

ScheduledFault aimed(ScheduleKind kind, int logical, int delivery, CrashPoint point = CrashPoint::Immediate)
{
    ScheduledFault f;
    f.kind = kind;
    f.message = Scenario::businessKey(logical);
    f.delivery = delivery;
    f.point = point;
    return f;
}

ScheduledFault timed(ScheduleKind kind, qint64 atMs, qint64 durationMs = 0)
{
    ScheduledFault f;
    f.kind = kind;
    f.atMs = atMs;
    f.durationMs = durationMs;
    return f;
}

// The deliveries of the run in trace order, each with what it reached.
QVector<Reached> deliveriesOf(const Trace &trace, QVector<SimTime> *starts)
{
    QVector<Reached> out;
    QHash<quint64, int> byKey;
    QHash<int, int> current; // consumer -> index in out of the delivery it handles
    for (const TraceRecord &r : trace.records()) {
        if (!r.isConsumer() || r.message == kNoMessage)
            continue;
        if (r.kind() == TraceKind::HandleStart) {
            Reached d;
            d.logical = int(r.message);
            d.delivery = r.delivery;
            current.insert(r.consumer(), int(out.size()));
            byKey.insert(deliveryKey(r.message, r.delivery), int(out.size()));
            starts->append(r.time());
            out.append(d);
            continue;
        }
        if (r.kind() == TraceKind::AckSent || r.kind() == TraceKind::AckLost) {
            const auto it = byKey.constFind(deliveryKey(r.message, r.delivery));
            if (it != byKey.cend())
                out[*it].acked = true;
            continue;
        }
        const auto it = current.constFind(r.consumer());
        if (it == current.cend() || out.at(*it).logical != int(r.message))
            continue;
        Reached &d = out[*it];
        if (r.kind() == TraceKind::CacheHit)
            d.cacheHit = true;
        if (r.kind() == TraceKind::Skipped) {
            if (r.guard() == Guard::UniqueKey)
                d.skippedByUniqueKey = true;
            else
                d.skippedBeforeWork = true;
        }
    }
    return out;
}

void addDeliverySites(const Reached &d, const StrategyTraits &traits, const Scenario &s, FaultSchedule &out)
{
    const bool cacheAfterAck = traits.checksCache() && s.strategy.cacheWrite != QLatin1String("before-commit");
    const bool worked = !d.skippedBeforeWork;
    const bool committed = worked && !d.skippedByUniqueKey;
    if (d.acked)
        out.append(aimed(ScheduleKind::AckLost, d.logical, d.delivery));
    out.append(aimed(ScheduleKind::ConsumerCrash, d.logical, d.delivery, CrashPoint::BeforeHandle));
    if (worked)
        out.append(aimed(ScheduleKind::ConsumerCrash, d.logical, d.delivery, CrashPoint::AfterSideEffectBeforeCommit));
    if (worked && traits.commitsInboxSeparately())
        out.append(aimed(ScheduleKind::ConsumerCrash, d.logical, d.delivery, CrashPoint::BetweenCommits));
    if (committed)
        out.append(aimed(ScheduleKind::ConsumerCrash, d.logical, d.delivery, CrashPoint::AfterCommitBeforeAck));
    if (cacheAfterAck && !d.cacheHit)
        out.append(aimed(ScheduleKind::ConsumerCrash, d.logical, d.delivery, CrashPoint::AfterAckBeforeCacheUpdate));
    // Past the broker's timeout: the visibility timeout, lock or AckWait;
    // Kafka's max.poll.interval.ms.
    const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
    const qint64 timeout = profile && profile->partitioned ? s.consumers.maxPollIntervalMs
                                                           : s.broker.redeliveryTimeoutMs;
    ScheduledFault slow = aimed(ScheduleKind::SlowHandler, d.logical, d.delivery);
    slow.durationMs = timeout + s.consumers.processingMs + 1;
    out.append(slow);
    if (committed)
        out.append(aimed(ScheduleKind::ConnectionLost, d.logical, d.delivery));
}

void addGapSites(const QVector<SimTime> &starts, const StrategyTraits &traits, const Scenario &s, FaultSchedule &out)
{
    QVector<SimTime> sorted = starts;
    std::sort(sorted.begin(), sorted.end());
    const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
    const bool kafka = profile && profile->partitioned;
    qint64 previousMs = -1;
    SimTime before = 0;
    for (const SimTime start : std::as_const(sorted)) {
        // Between two deliveries, in whole milliseconds, once per gap.
        const qint64 atMs = (before + (start - before) / 2) / 1000;
        before = start;
        if (atMs <= previousMs)
            continue;
        previousMs = atMs;
        out.append(timed(ScheduleKind::BrokerRestart, atMs));
        out.append(timed(ScheduleKind::StoreUnavailable, atMs, 2 * s.consumers.storeRetryMs));
        if (traits.checksCache())
            out.append(timed(ScheduleKind::CacheFlush, atMs));
        if (kafka) {
            out.append(timed(ScheduleKind::ConsumerCrash, atMs));
            out.append(timed(ScheduleKind::ConsumerJoin, atMs));
            if (s.consumers.count > 1)
                out.append(timed(ScheduleKind::ConsumerLeave, atMs));
        }
    }
}

auto tied(const ScheduledFault &f)
{
    return std::make_tuple(f.isTargeted() ? 0 : 1, Scenario::logicalIndexOf(f.message), f.delivery, f.atMs,
                           int(f.kind), int(f.point), f.consumer, f.durationMs);
}

} // namespace

FaultSchedule FaultSites::of(const Trace &trace, const Scenario &scenario)
{
    FaultSchedule out;
    const StrategyTraits *traits = StrategyTraits::find(scenario.strategy.id);
    if (!traits)
        return out;
    QVector<SimTime> starts;
    const QVector<Reached> deliveries = deliveriesOf(trace, &starts);
    for (const Reached &d : deliveries)
        addDeliverySites(d, *traits, scenario, out);
    for (const TraceRecord &r : trace.records()) {
        if (r.kind() == TraceKind::PublishAttempt && r.message != kNoMessage)
            out.append(aimed(ScheduleKind::PublishAckLost, int(r.message), r.delivery));
    }
    addGapSites(starts, *traits, scenario, out);
    normalize(out);
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool FaultSites::faultLess(const ScheduledFault &a, const ScheduledFault &b)
{
    return tied(a) < tied(b);
}

void FaultSites::normalize(FaultSchedule &schedule)
{
    // Sorted by keys computed once: a key parses the business key.
    using Key = decltype(tied(schedule.value(0)));
    std::vector<std::pair<Key, int>> keys;
    keys.reserve(std::size_t(schedule.size()));
    for (int i = 0; i < schedule.size(); ++i)
        keys.emplace_back(tied(schedule.at(i)), i);
    std::sort(keys.begin(), keys.end());
    FaultSchedule sorted;
    sorted.reserve(schedule.size());
    for (const auto &k : keys)
        sorted.append(schedule.at(k.second));
    schedule = std::move(sorted);
}

FaultSchedule FaultSites::with(const FaultSchedule &schedule, const ScheduledFault &extra)
{
    FaultSchedule out = schedule;
    out.insert(std::lower_bound(out.begin(), out.end(), extra, faultLess), extra);
    return out;
}

QByteArray FaultSites::key(const FaultSchedule &schedule)
{
    QByteArray out;
    out.reserve(int(schedule.size()) * 30);
    const auto put = [&out](qint64 v, int bytes) {
        for (int b = 0; b < bytes; ++b)
            out.append(char((quint64(v) >> (8 * b)) & 0xFF));
    };
    for (const ScheduledFault &f : schedule) {
        put(Scenario::logicalIndexOf(f.message), 4);
        put(f.delivery, 4);
        put(f.atMs, 8);
        put(int(f.kind), 1);
        put(int(f.point), 1);
        put(f.consumer, 4);
        put(f.durationMs, 8);
    }
    return out;
}

QString FaultSites::faultClass(const ScheduledFault &f)
{
    const QString kind = vocab::word(f.kind);
    if (f.kind == ScheduleKind::ConsumerCrash && f.point != CrashPoint::Immediate)
        return kind + QLatin1Char('@') + vocab::word(f.point);
    return kind;
}

QString FaultSites::describe(const ScheduledFault &f)
{
    QString text = faultClass(f);
    if (f.isTargeted())
        text += QStringLiteral(" %1#%2").arg(f.message).arg(f.delivery);
    else
        text += QStringLiteral(" @%1ms").arg(QLocale::c().toString(f.atMs));
    return text;
}

QString FaultSites::describe(const FaultSchedule &schedule)
{
    QStringList parts;
    for (const ScheduledFault &f : schedule)
        parts.append(describe(f));
    return parts.isEmpty() ? QStringLiteral("(no faults)") : parts.join(QStringLiteral(" + "));
}

} // namespace idem
