#include "deliveryinspection.h"

namespace idem::ui {

namespace {
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
    const Trace &trace = run.trace;
    if (record < 0 || std::size_t(record) >= trace.size())
        return f;
    f.record = record;
    f.selected = trace.at(std::size_t(record));
    const TraceRecord &r = f.selected;
    if (r.message == kNoMessage)
        return f;
    f.logical = int(r.message);
    switch (r.kind()) {
    case TraceKind::PublishAttempt:
    case TraceKind::PublishLost:
    case TraceKind::PublishAckLost:
    case TraceKind::PublishAcked:
        f.attempt = r.producerAttempt();
        return f;
    case TraceKind::BrokerEnqueued:
    case TraceKind::BrokerDeduped:
        f.attempt = r.publishAttempt();
        return f;
    default: break;
    }
    f.delivery = r.number();
    if (!r.isConsumer())
        return f;
    f.consumer = r.consumer();
    if (r.kind() == TraceKind::Deliver) {
        f.attempt = r.attempt();
        f.cause = r.cause();
    }
    // The handling this record belongs to is the run's message history's
    // (a hand-made run without its analysis gets one read here).
    std::shared_ptr<const RunAnalysis> analysis = run.analysis;
    if (!analysis || analysis->traceSize() != trace.size())
        analysis = RunAnalysis::build(trace, run.scenario);
    const MessageHistory &history = analysis->history();
    const int k = history.handlingOf(trace, quint32(record));
    if (k < 0 || !history.handlings()[std::size_t(k)].handled())
        return f;
    const Handling &h = history.handlings()[std::size_t(k)];
    f.handleRecord = h.handleStart;
    const TraceRecord &start = trace.at(quint32(h.handleStart));
    f.attempt = start.attempt();
    f.cause = start.cause();
    f.start = start.time();
    for (const quint32 step : history.stepsOf(trace, analysis->messages(), k)) {
        if (step != quint32(h.handleStart))
            collect(f, trace.at(step));
    }
    // A batched ack covers it from another message's record.
    if (h.ack >= 0 && h.ack > h.last)
        collect(f, trace.at(quint32(h.ack)));
    return f;
}

} // namespace idem::ui
