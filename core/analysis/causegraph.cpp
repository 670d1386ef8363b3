#include "causegraph.h"

#include "../consumer/strategytraits.h"
#include "../scenario/vocabulary.h"
#include "../store/effect.h"

#include <algorithm>

namespace idem {

namespace {
bool isGlobalCause(TraceKind k)
{
    return k == TraceKind::BrokerRestart || k == TraceKind::Rebalance || k == TraceKind::Crash
        || k == TraceKind::AckLost || k == TraceKind::ConnectionLost || k == TraceKind::ConsumerLeave;
}
} // namespace

struct CauseGraph::Build
{
    const Trace &trace;
    const Scenario &scenario;
    const MessageIndex &messages;
    const StrategyTraits *traits;
    std::vector<quint32> global; // the records a cause can be that other messages share

    const TraceRecord &at(qint64 i) const { return trace.at(std::size_t(i)); }

    // The latest record of this message before `record` that matches.
    template<typename F>
    qint64 latest(quint32 record, F &&match) const;
    // The same among the message's last kNear records before `record`: for
    // a record's own neighbours (a handling's delivery), whose search must
    // not cross a message redelivered for ever (quadratic in its copies).
    static constexpr int kNear = 64;
    template<typename F>
    qint64 latestNear(quint32 record, F &&match) const;
    // The latest record of any message (or none) before `record` that matches.
    template<typename F>
    qint64 latestGlobal(quint32 record, F &&match) const;

    CauseEdge redelivery(quint32 deliver) const;
    qint64 causeRecord(const CauseEdge &e, int previousActor) const;
    void refine(CauseEdge &e) const;
    bool handledUnacked(const CauseEdge &e) const;
    CauseEdge duplicate(quint32 repeat) const;
    Slip slipOf(const CauseEdge &e) const;
};

template<typename F>
qint64 CauseGraph::Build::latest(quint32 record, F &&match) const
{
    const int m = int(at(record).message);
    const quint32 *begin = messages.begin(m);
    for (const quint32 *it = messages.find(m, record); it != begin;) {
        if (match(at(*--it)))
            return *it;
    }
    return -1;
}

template<typename F>
qint64 CauseGraph::Build::latestNear(quint32 record, F &&match) const
{
    const int m = int(at(record).message);
    const quint32 *it = messages.find(m, record);
    const quint32 *stop = it - std::min<std::ptrdiff_t>(it - messages.begin(m), kNear);
    while (it != stop) {
        if (match(at(*--it)))
            return *it;
    }
    return -1;
}

template<typename F>
qint64 CauseGraph::Build::latestGlobal(quint32 record, F &&match) const
{
    for (auto it = std::lower_bound(global.begin(), global.end(), record); it != global.begin();) {
        if (match(at(*--it)))
            return *it;
    }
    return -1;
}

qint64 CauseGraph::Build::causeRecord(const CauseEdge &e, int actor) const
{
    // Kinds a cause can be: one or two (an ack lost alone or with its connection).
    struct Kinds
    {
        TraceKind a;
        TraceKind b = TraceKind::Count;
        bool operator()(const TraceRecord &r) const { return r.kind() == a || r.kind() == b; }
    };
    const auto byActor = [actor](Kinds k) { return [=](const TraceRecord &r) { return k(r) && r.actor() == actor; }; };
    // This message's own record of it, else (a batched ack, a crash between
    // deliveries) the holder's latest one.
    const auto ownOrHolders = [&](Kinds k) {
        const qint64 own = latest(e.to, k);
        return own >= 0 ? own : latestGlobal(e.to, byActor(k));
    };
    switch (e.cause) {
    case DeliveryCause::AckLost: return ownOrHolders({TraceKind::AckLost, TraceKind::ConnectionLost});
    case DeliveryCause::CrashBeforeAck: return ownOrHolders({TraceKind::Crash});
    case DeliveryCause::ConnectionLost: { // dropped, or closed by a consumer that left
        const qint64 dropped = ownOrHolders({TraceKind::ConnectionLost});
        const qint64 left = latestGlobal(e.to, byActor({TraceKind::ConsumerLeave}));
        return qMax(dropped, left);
    }
    case DeliveryCause::BrokerRestart: return latestGlobal(e.to, Kinds{TraceKind::BrokerRestart});
    case DeliveryCause::Rebalance:
        return latestGlobal(e.to, [](const TraceRecord &r) { return r.kind() == TraceKind::Rebalance && !r.rebalanceStarts(); });
    case DeliveryCause::ProducerRetry: {
        const qint64 lost = latest(e.to, Kinds{TraceKind::PublishAckLost});
        const int attempt = at(e.to).attempt();
        return lost >= 0 ? lost : latest(e.to, [attempt](const TraceRecord &r) {
            return r.kind() == TraceKind::PublishAttempt && int(r.delivery) < attempt;
        });
    }
    case DeliveryCause::StaticRejoin: // the restarted static member's crash
        return latestGlobal(e.to, byActor({TraceKind::Crash}));
    case DeliveryCause::TimeoutExpired:
    case DeliveryCause::Nack:
    case DeliveryCause::First:
    case DeliveryCause::Count:
        break;
    }
    return -1;
}

// The previous copy was handled to its end (committed or skipped) and its
// ack was waiting for the rest of a batch when the broker took it back.
bool CauseGraph::Build::handledUnacked(const CauseEdge &e) const
{
    if (scenario.consumers.ackEvery <= 1 || e.previous < 0)
        return false;
    const TraceRecord &prev = at(e.previous);
    bool handled = false;
    const int m = int(prev.message);
    for (const quint32 *it = messages.find(m, quint32(e.previous)), *end = messages.find(m, e.to); it != end; ++it) {
        const TraceRecord &r = at(*it);
        if (r.actor() != prev.actor() || r.delivery != prev.delivery)
            continue;
        if (r.kind() == TraceKind::AckSent)
            return false;
        if (r.kind() == TraceKind::Commit || r.kind() == TraceKind::Skipped)
            handled = true;
    }
    return handled;
}

void CauseGraph::Build::refine(CauseEdge &e) const
{
    const TraceKind from = at(e.from).kind();
    switch (e.cause) {
    case DeliveryCause::AckLost:
        e.mechanism = from == TraceKind::ConnectionLost ? Mechanism::ConnectionLost : Mechanism::AckLost;
        break;
    case DeliveryCause::CrashBeforeAck: e.mechanism = Mechanism::CrashBeforeAck; break;
    case DeliveryCause::ConnectionLost:
        e.mechanism = from == TraceKind::ConsumerLeave ? Mechanism::ConsumerLeft : Mechanism::ConnectionLost;
        break;
    case DeliveryCause::BrokerRestart: e.mechanism = Mechanism::BrokerRestart; break;
    case DeliveryCause::TimeoutExpired: e.mechanism = Mechanism::HoldExpired; break;
    case DeliveryCause::Nack: e.mechanism = Mechanism::Nack; break;
    case DeliveryCause::ProducerRetry: e.mechanism = Mechanism::ProducerRetry; break;
    case DeliveryCause::StaticRejoin: e.mechanism = Mechanism::StaticRejoin; break;
    case DeliveryCause::Rebalance: {
        e.mechanism = Mechanism::Rebalance;
        if (from != TraceKind::Rebalance || e.previous < 0)
            break;
        e.round = qint32(latestGlobal(e.from, [](const TraceRecord &r) { return r.kind() == TraceKind::Rebalance && r.rebalanceStarts(); }));
        // The owner of the copy re-read crashed after reading it: its
        // uncommitted progress died with it, whatever started the round.
        const int owner = at(e.previous).actor();
        const qint64 crash = latestGlobal(e.from, [owner](const TraceRecord &r) { return r.kind() == TraceKind::Crash && r.actor() == owner; });
        if (crash > e.previous) {
            e.crash = qint32(crash);
            e.mechanism = Mechanism::RebalanceAfterCrash;
        }
        break;
    }
    case DeliveryCause::First:
    case DeliveryCause::Count: break;
    }
    if (e.mechanism == Mechanism::HoldExpired || e.mechanism == Mechanism::Nack) {
        const quint16 number = e.previous >= 0 ? at(e.previous).delivery : 0;
        const qint64 requeue = latest(e.to, [number](const TraceRecord &r) { return r.kind() == TraceKind::Requeued && r.delivery == number; });
        e.round = qint32(requeue);
    }
    e.batchWaiting = handledUnacked(e);
}

CauseEdge CauseGraph::Build::redelivery(quint32 deliver) const
{
    CauseEdge e;
    e.kind = CauseEdge::Redelivery;
    e.to = deliver;
    e.message = at(deliver).message;
    e.cause = at(deliver).cause();
    e.previous = qint32(latest(deliver, [](const TraceRecord &r) { return r.kind() == TraceKind::Deliver; }));
    const int previousActor = e.previous >= 0 ? at(e.previous).actor() : -1;
    e.consumer = e.previous >= 0 ? quint8(at(e.previous).consumer()) : 0;
    const qint64 found = causeRecord(e, previousActor);
    if (found >= 0)
        e.from = quint32(found);
    else if (e.previous >= 0)
        e.from = quint32(e.previous);
    else
        e.from = deliver; // nothing earlier in the trace: the edge points at itself
    refine(e);
    return e;
}

Slip CauseGraph::Build::slipOf(const CauseEdge &e) const
{
    const TraceRecord &first = at(e.from);
    const TraceRecord &repeat = at(e.to);
    const qint64 handling = e.previous;
    const bool sameHandling = first.actor() == repeat.actor() && first.delivery == repeat.delivery
        && latest(e.to, [&](const TraceRecord &r) { return r.kind() == TraceKind::HandleStart && r.actor() == repeat.actor(); })
            < qint64(e.from);
    if (sameHandling)
        return vocab::effect(scenario.effect) == Effect::SendEmail ? Slip::OutsideTransaction : Slip::BetweenCommits;
    if (!traits || !traits->deduplicates())
        return Slip::NoGuard;
    const qint64 firstHandling = latest(e.from, [&](const TraceRecord &r) {
        return r.kind() == TraceKind::HandleStart && r.actor() == first.actor() && r.delivery == first.delivery;
    });
    if (scenario.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt && handling >= 0 && firstHandling >= 0
        && at(handling).attempt() != at(firstHandling).attempt())
        return Slip::NewIdPerAttempt;
    if (handling >= 0 && at(handling).time() < first.time())
        return Slip::Race;
    if (traits->checksCache() && !traits->checksInbox())
        return Slip::CacheMissed;
    return Slip::Unknown;
}

CauseEdge CauseGraph::Build::duplicate(quint32 repeat) const
{
    CauseEdge e;
    e.kind = CauseEdge::Duplicate;
    e.mechanism = Mechanism::RepeatsEffect;
    e.to = repeat;
    e.message = at(repeat).message;
    const qint64 first = latest(repeat, [](const TraceRecord &r) { return r.kind() == TraceKind::SideEffect; });
    e.from = first >= 0 ? quint32(first) : repeat;
    e.consumer = quint8(at(e.from).consumer());
    const TraceRecord &r = at(repeat);
    e.previous = qint32(latest(repeat, [&r](const TraceRecord &x) {
        return x.kind() == TraceKind::HandleStart && x.actor() == r.actor() && x.delivery == r.delivery;
    }));
    e.slip = slipOf(e);
    const auto deliveryOf = [this](qint64 handleStart) -> qint64 {
        if (handleStart < 0)
            return -1;
        const TraceRecord &h = at(handleStart);
        return latestNear(quint32(handleStart), [&h](const TraceRecord &x) {
            return x.kind() == TraceKind::Deliver && x.actor() == h.actor() && x.number() == h.number();
        });
    };
    const TraceRecord &f = at(e.from);
    const qint64 firstHandling = latestNear(e.from, [&f](const TraceRecord &x) {
        return x.kind() == TraceKind::HandleStart && x.actor() == f.actor() && x.number() == f.number();
    });
    e.again = qint32(qMax(deliveryOf(e.previous), deliveryOf(firstHandling)));
    return e;
}

void CauseGraph::build(const Trace &trace, const Scenario &scenario, const MessageIndex &messages, const KafkaLog &kafka)
{
    m_edges.clear();
    Build b{trace, scenario, messages, StrategyTraits::find(scenario.strategy.id), {}};
    for (std::size_t i = 0; i < trace.size(); ++i) {
        if (isGlobalCause(trace.at(i).kind()))
            b.global.push_back(quint32(i));
    }
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &r = trace.at(i);
        if (r.message >= quint32(messages.messageCount()))
            continue;
        if (r.kind() == TraceKind::Deliver && r.cause() != DeliveryCause::First)
            m_edges.push_back(b.redelivery(quint32(i)));
        else if (r.kind() == TraceKind::SideEffect && r.repeatsEffect())
            m_edges.push_back(b.duplicate(quint32(i)));
    }
    for (const KafkaLog::Reset &reset : kafka.resets()) {
        for (int offset = reset.fromOffset; offset < reset.toOffset; ++offset) {
            const qint64 enqueued = kafka.recordAt(reset.partition, offset);
            if (enqueued < 0)
                continue;
            CauseEdge e;
            e.kind = CauseEdge::LostRecord;
            e.mechanism = Mechanism::OffsetReset;
            e.from = reset.record;
            e.to = quint32(enqueued);
            e.message = trace.at(std::size_t(enqueued)).message;
            e.consumer = reset.consumer;
            m_edges.push_back(e);
        }
    }
    std::stable_sort(m_edges.begin(), m_edges.end(), [](const CauseEdge &a, const CauseEdge &b) { return a.to < b.to; });
    m_byMessage.resize(m_edges.size());
    for (std::size_t i = 0; i < m_edges.size(); ++i)
        m_byMessage[i] = quint32(i);
    std::stable_sort(m_byMessage.begin(), m_byMessage.end(),
                     [this](quint32 a, quint32 b) { return m_edges[a].message < m_edges[b].message; });
}

std::pair<const CauseEdge *, const CauseEdge *> CauseGraph::into(quint32 record) const
{
    const auto range = std::equal_range(m_edges.begin(), m_edges.end(), record, [](const auto &a, const auto &b) {
        if constexpr (std::is_same_v<std::decay_t<decltype(a)>, CauseEdge>)
            return a.to < b;
        else
            return a < b.to;
    });
    return {m_edges.data() + (range.first - m_edges.begin()), m_edges.data() + (range.second - m_edges.begin())};
}

std::vector<const CauseEdge *> CauseGraph::of(quint32 message) const
{
    const auto first = std::partition_point(m_byMessage.begin(), m_byMessage.end(),
                                            [&](quint32 e) { return m_edges[e].message < message; });
    std::vector<const CauseEdge *> out;
    for (auto it = first; it != m_byMessage.end() && m_edges[*it].message == message; ++it)
        out.push_back(&m_edges[*it]);
    return out;
}

QString CauseGraph::mechanismName(Mechanism m)
{
    static const char *const names[] = {"ack-lost",       "connection-lost", "crash-before-ack", "broker-restart",
                                        "hold-expired",   "nack",            "producer-retry",   "rebalance",
                                        "rebalance-after-crash", "static-rejoin", "consumer-left", "repeats-effect", "offset-reset",
                                        "unknown"};
    static_assert(std::size(names) == std::size_t(Mechanism::Count), "every mechanism has its name");
    return QString::fromLatin1(names[qMin(std::size_t(m), std::size(names) - 1)]);
}

QString CauseGraph::slipName(Slip s)
{
    static const char *const names[] = {"",     "no-guard",       "new-id-per-attempt",  "race",
                                        "cache-missed", "between-commits", "outside-transaction", "unknown"};
    static_assert(std::size(names) == std::size_t(Slip::Count), "every slip has its name");
    return QString::fromLatin1(names[qMin(std::size_t(s), std::size(names) - 1)]);
}

} // namespace idem
