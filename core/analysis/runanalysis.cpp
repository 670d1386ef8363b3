#include "runanalysis.h"

namespace idem {

std::shared_ptr<const RunAnalysis> RunAnalysis::build(const Trace &trace, const Scenario &scenario)
{
    auto a = std::make_shared<RunAnalysis>();
    a->m_traceSize = trace.size();
    // Every message the trace names, even past the scenario's count (a
    // trace made by hand, a live run that saw more).
    constexpr quint32 kMostMessages = 1u << 24;
    quint32 highest = 0;
    for (const TraceRecord &r : trace.records()) {
        if (r.message != kNoMessage && r.message < kMostMessages)
            highest = qMax(highest, r.message + 1);
    }
    const int messages = qMax(qMax(0, scenario.messages), int(highest));
    a->m_messages.build(trace, messages);
    a->m_flags.assign(std::size_t(messages), 0);
    for (const TraceRecord &r : trace.records()) {
        if (r.message >= a->m_flags.size())
            continue;
        if (r.kind() == TraceKind::SideEffect && r.repeatsEffect())
            a->m_flags[r.message] |= Repeated;
        else if (r.kind() == TraceKind::Skipped)
            a->m_flags[r.message] |= Caught;
    }
    a->m_history.build(trace, scenario, a->m_messages);
    a->m_kafka.build(trace, scenario);
    a->m_cache.build(trace, scenario, a->m_messages);
    a->m_causes.build(trace, scenario, a->m_messages, a->m_kafka);
    return a;
}

qint64 RunAnalysis::deliveryOf(const Trace &trace, quint32 handleStart) const
{
    const TraceRecord &h = trace.at(handleStart);
    const int m = int(h.message);
    if (m < 0 || m >= m_messages.messageCount())
        return -1;
    const quint32 *begin = m_messages.begin(m);
    for (const quint32 *it = m_messages.find(m, handleStart); it != begin;) {
        const TraceRecord &r = trace.at(*--it);
        if (r.kind() == TraceKind::Deliver && r.actor() == h.actor() && r.delivery == h.delivery)
            return *it;
    }
    return -1;
}

qint64 RunAnalysis::recoveredFrom(const Trace &trace, quint32 record) const
{
    const TraceRecord &r = trace.at(record);
    const auto latestBefore = [&](auto matches) -> qint64 {
        for (qint64 i = qint64(record) - 1; i >= 0; --i) {
            if (matches(trace.at(std::size_t(i))))
                return i;
        }
        return -1;
    };
    switch (r.kind()) {
    case TraceKind::Restart:
        if (!r.isConsumer())
            return -1;
        return latestBefore([&r](const TraceRecord &o) { return o.kind() == TraceKind::Crash && o.actor() == r.actor(); });
    case TraceKind::StoreUp:
    case TraceKind::StoreFailed:
        return latestBefore([](const TraceRecord &o) { return o.kind() == TraceKind::StoreDown; });
    default: return -1;
    }
}

namespace {
void fillRedelivery(ViolationCause &c, const CauseEdge &e, const Trace &trace)
{
    c.mechanism = e.mechanism;
    c.at = e.from != e.to ? trace.at(e.from).time() : -1;
    c.redeliveredAt = trace.at(e.to).time();
    c.heldBy = e.consumer;
    c.batchWaiting = e.batchWaiting;
    if (e.crash >= 0)
        c.crashAt = trace.at(std::size_t(e.crash)).time();
}
} // namespace

QVector<ViolationCause> RunAnalysis::causesOf(const Trace &trace, int logical, ViolationKind kind) const
{
    QVector<ViolationCause> out;
    const quint32 message = quint32(logical);
    for (const CauseEdge *e : m_causes.of(message)) {
        if (kind == ViolationKind::Lost && e->kind == CauseEdge::LostRecord) {
            ViolationCause c;
            c.mechanism = e->mechanism;
            c.at = trace.at(e->from).time();
            c.consumer = e->consumer;
            c.partition = m_kafka.partitionOf(message);
            c.offset = m_kafka.offsetOf(message, qMax(1, trace.at(e->to).publishAttempt()));
            out.append(c);
            continue;
        }
        if (kind != ViolationKind::DuplicateSideEffect || e->kind != CauseEdge::Duplicate)
            continue;
        ViolationCause c;
        c.mechanism = Mechanism::RepeatsEffect;
        c.slip = e->slip;
        c.appliedAt = trace.at(e->to).time();
        c.firstAppliedAt = trace.at(e->from).time();
        c.consumer = trace.at(e->to).consumer();
        c.firstConsumer = e->consumer;
        // The copy that came again: the graph found it (CauseEdge::again).
        const qint64 first = deliveryOf(trace, quint32(qMax(0, e->previous)));
        if (e->again >= 0) {
            const auto [from, to] = m_causes.into(quint32(e->again));
            for (const CauseEdge *r = from; r != to; ++r) {
                if (r->kind == CauseEdge::Redelivery)
                    fillRedelivery(c, *r, trace);
            }
        }
        if (m_kafka.partitioned()) {
            c.partition = m_kafka.partitionOf(message);
            c.offset = first >= 0 ? m_kafka.offsetOf(message, qMax(1, trace.at(std::size_t(first)).attempt())) : -1;
        }
        out.append(c);
    }
    return out;
}

} // namespace idem
