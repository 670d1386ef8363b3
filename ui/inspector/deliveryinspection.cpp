#include "deliveryinspection.h"

namespace idem::ui {

namespace {
// How far the scans look around the selected record; a handling spans a few
// dozen records, a prefetch buffer a few thousand at most.
constexpr int kScanLimit = 200000;

bool endsHandling(TraceKind k)
{
    return k == TraceKind::Crash || k == TraceKind::Restart || k == TraceKind::ConsumerLeave;
}

int findHandleStart(const std::vector<TraceRecord> &recs, int record, quint8 actor, quint32 logical, int delivery)
{
    // Backwards: the most recent handling of this consumer.
    for (int i = record; i >= qMax(0, record - kScanLimit); --i) {
        const TraceRecord &x = recs[std::size_t(i)];
        if (x.actor() != actor)
            continue;
        if (x.kind() == TraceKind::HandleStart) {
            if (x.message == logical && x.delivery == delivery)
                return i;
            break;
        }
        if (i != record && endsHandling(x.kind()))
            break;
    }
    // Forwards: a delivery still waiting in the prefetch buffer.
    const int end = int(qMin<std::size_t>(recs.size(), std::size_t(record) + kScanLimit));
    for (int i = record + 1; i < end; ++i) {
        const TraceRecord &x = recs[std::size_t(i)];
        if (x.actor() != actor)
            continue;
        if (x.kind() == TraceKind::HandleStart && x.message == logical && x.delivery == delivery)
            return i;
        if (endsHandling(x.kind()))
            break;
    }
    return -1;
}

void collect(DeliveryFacts &f, const TraceRecord &x)
{
    switch (x.kind()) {
    case TraceKind::CacheHit:
        f.cacheChecked = f.cacheHit = true;
        break;
    case TraceKind::CacheMiss:
        f.cacheChecked = true;
        f.missReason = x.missReason();
        break;
    case TraceKind::Skipped:
        f.skipped = true;
        f.guard = x.guard();
        break;
    case TraceKind::SideEffect:
        f.applied = true;
        f.duplicate = f.duplicate || x.repeatsEffect();
        break;
    case TraceKind::Sql:
        f.sql.append({x.time(), SqlStatement(x.sqlStatementCode()), StoreStatus(x.sqlStoreStatus())});
        break;
    case TraceKind::Commit: f.transactions.append({x.time(), true, x.commitPurpose(), RollbackReason::Crash}); break;
    case TraceKind::Rollback: f.transactions.append({x.time(), false, 0, x.rollbackReason()}); break;
    case TraceKind::StoreFailed: ++f.storeFailures; break;
    case TraceKind::StoreBusy: ++f.busy; break;
    case TraceKind::Crash:
        f.crashed = true;
        f.crashPoint = x.crashPoint();
        break;
    case TraceKind::SlowHandler: f.slowExtraMs = x.durationMs(); break;
    case TraceKind::AckSent:
    case TraceKind::AckLost:
        f.ack = x.kind() == TraceKind::AckSent ? DeliveryFacts::Ack::Sent : DeliveryFacts::Ack::Lost;
        f.ackAt = x.time();
        f.ackCovers = x.acksCovered();
        break;
    default: break;
    }
}
} // namespace

DeliveryFacts DeliveryInspection::inspect(const RunResult &run, int record)
{
    DeliveryFacts f;
    const auto &recs = run.trace.records();
    if (record < 0 || std::size_t(record) >= recs.size())
        return f;
    f.record = record;
    f.selected = recs[std::size_t(record)];
    const TraceRecord &r = f.selected;
    if (r.message == kNoMessage)
        return f;
    f.logical = int(r.message);
    switch (r.kind()) {
    case TraceKind::PublishAttempt:
    case TraceKind::PublishLost:
    case TraceKind::PublishAckLost:
    case TraceKind::PublishAcked:
        f.attempt = r.delivery;
        return f;
    case TraceKind::BrokerEnqueued:
    case TraceKind::BrokerDeduped:
        f.attempt = r.publishAttempt();
        return f;
    default: break;
    }
    if (!r.isConsumer()) {
        f.delivery = r.delivery;
        return f;
    }
    f.consumer = r.consumer();
    f.delivery = r.delivery;
    if (r.kind() == TraceKind::Deliver) {
        f.attempt = r.attempt();
        f.cause = r.cause();
    }
    f.handleRecord = findHandleStart(recs, record, r.actor(), r.message, r.delivery);
    if (f.handleRecord < 0)
        return f;
    const TraceRecord &h = recs[std::size_t(f.handleRecord)];
    f.attempt = h.attempt();
    f.cause = h.cause();
    f.start = h.time();
    // The handling: this consumer's records for this delivery until its next
    // handling starts or the process dies.
    std::size_t i = std::size_t(f.handleRecord) + 1;
    bool ended = false;
    for (; i < recs.size() && i < std::size_t(f.handleRecord) + kScanLimit; ++i) {
        const TraceRecord &x = recs[i];
        if (x.actor() != h.actor())
            continue;
        if (x.kind() == TraceKind::HandleStart || x.kind() == TraceKind::Restart
            || x.kind() == TraceKind::ConsumerLeave)
            break;
        if (x.message == h.message && x.delivery == h.delivery)
            collect(f, x);
        if (x.kind() == TraceKind::Crash) {
            ended = true;
            break;
        }
    }
    // Batched acks: the first ack this consumer sends afterwards covers it.
    for (; !ended && f.ack == DeliveryFacts::Ack::None && i < recs.size()
           && i < std::size_t(f.handleRecord) + kScanLimit; ++i) {
        const TraceRecord &x = recs[i];
        if (x.actor() != h.actor())
            continue;
        if (x.kind() == TraceKind::AckSent || x.kind() == TraceKind::AckLost)
            collect(f, x);
        else if (endsHandling(x.kind()))
            break;
    }
    return f;
}

} // namespace idem::ui
