#include "messagehistory.h"

#include "groupholds.h"
#include "../scenario/brokerprofile.h"
#include "../store/sqlstatements.h"

#include <algorithm>

namespace idem {

namespace {
bool endsHandling(TraceKind k)
{
    return k == TraceKind::Crash || k == TraceKind::ConsumerLeave || k == TraceKind::Restart;
}

bool endsHold(TraceKind k)
{
    return k == TraceKind::Requeued || k == TraceKind::DeadLettered || k == TraceKind::MaxDeliveries;
}
} // namespace

// One message's records, in trace order: its publishes, each copy's
// handling (opened by its Deliver, grown by that consumer's records of the
// same delivery number) and the broker's holds on its copies.
struct MessageHistory::Walk
{
    const Trace &trace;
    MessageHistory &history;
    bool holdsCopies = true; // Kafka holds no copy: it has offsets
    BrokerHold::Kind lockKind = BrokerHold::Lock;
    quint32 message = kNoMessage;
    std::vector<std::pair<quint8, int>> open; // actor → the handling its records grow (-1: none)
    std::vector<BrokerHold> holding;          // copies handed out, not yet taken back
    std::vector<quint32> stored;              // BrokerEnqueued records
    std::vector<quint32> requeued;            // Requeued records
    std::vector<int> unstarted;               // handlings delivered, not yet started

    void begin(quint32 m);
    void step(quint32 i);
    int &openOf(quint8 actor);
    qint32 sourceOf(const TraceRecord &deliver) const;
    void deliver(quint32 i, const TraceRecord &r);
    void handleStart(quint32 i, const TraceRecord &r);
    void grow(quint32 i, const TraceRecord &r);
    void answer(quint32 i, const TraceRecord &r);
    void endHolds(quint32 i, const TraceRecord &r);
};

void MessageHistory::Walk::begin(quint32 m)
{
    message = m;
    open.clear();
    holding.clear();
    stored.clear();
    requeued.clear();
    unstarted.clear();
}

int &MessageHistory::Walk::openOf(quint8 actor)
{
    for (auto &o : open) {
        if (o.first == actor)
            return o.second;
    }
    open.push_back({actor, -1});
    return open.back().second;
}

qint32 MessageHistory::Walk::sourceOf(const TraceRecord &d) const
{
    // The first copy comes from its attempt's enqueue, a later one from the
    // requeue of the copy before it; else the latest of either.
    // The match is one of the last few: look that far back only, so a
    // message redelivered for ever (its copy numbers saturate at 65 535 and
    // stop matching) does not make the walk quadratic.
    constexpr std::size_t kLookBack = 64;
    const auto latest = [this](const std::vector<quint32> &list, auto matches) -> qint32 {
        const std::size_t stop = list.size() > kLookBack ? list.size() - kLookBack : 0;
        for (std::size_t k = list.size(); k > stop; --k) {
            if (matches(trace.at(list[k - 1])))
                return qint32(list[k - 1]);
        }
        return -1;
    };
    const qint32 best = d.number() <= 1
        ? latest(stored, [&d](const TraceRecord &r) { return r.publishAttempt() == d.attempt(); })
        : latest(requeued, [&d](const TraceRecord &r) { return r.number() + 1 == d.number(); });
    if (best >= 0)
        return best;
    const qint32 s = stored.empty() ? -1 : qint32(stored.back());
    const qint32 q = requeued.empty() ? -1 : qint32(requeued.back());
    return qMax(s, q);
}

void MessageHistory::Walk::deliver(quint32 i, const TraceRecord &r)
{
    // A new copy reaching this consumer with the same number (a publish
    // retry under another id is also "delivery 1") ends the last handling's
    // growth: their records could not be told apart. Another number can (a
    // copy read from a closed channel still records its lost ack after the
    // redeliveries arrived).
    int &open = openOf(r.actor());
    if (open >= 0 && history.m_handlings[std::size_t(open)].number == r.number())
        open = -1;
    Handling h;
    h.message = message;
    h.deliver = qint32(i);
    h.source = sourceOf(r);
    h.number = quint16(r.number());
    h.attempt = quint16(qMax(1, r.attempt()));
    h.consumer = quint8(r.consumer());
    history.m_handlings.push_back(h);
    unstarted.push_back(int(history.m_handlings.size()) - 1);
    if (!holdsCopies)
        return;
    BrokerHold hold;
    hold.message = message;
    hold.handling = int(history.m_handlings.size()) - 1;
    hold.start = qint32(i);
    hold.from = r.time();
    hold.consumer = h.consumer;
    hold.kind = lockKind;
    holding.push_back(hold);
}

void MessageHistory::Walk::handleStart(quint32 i, const TraceRecord &r)
{
    // The latest copy this consumer was handed with this number, not yet started.
    int found = -1;
    for (auto it = unstarted.rbegin(); it != unstarted.rend(); ++it) {
        const Handling &h = history.m_handlings[std::size_t(*it)];
        if (h.consumer == quint8(r.consumer()) && h.number == r.number()) {
            found = *it;
            unstarted.erase(std::next(it).base());
            break;
        }
    }
    if (found < 0) { // a trace without the Deliver (a live run joined late)
        Handling h;
        h.message = message;
        h.number = quint16(r.number());
        h.attempt = quint16(qMax(1, r.attempt()));
        h.consumer = quint8(r.consumer());
        history.m_handlings.push_back(h);
        found = int(history.m_handlings.size()) - 1;
    }
    Handling &h = history.m_handlings[std::size_t(found)];
    h.handleStart = h.last = qint32(i);
    h.end = Handling::Done;
    openOf(r.actor()) = found;
}

void MessageHistory::Walk::grow(quint32 i, const TraceRecord &r)
{
    int &o = openOf(r.actor());
    if (o < 0)
        return;
    Handling &h = history.m_handlings[std::size_t(o)];
    if (r.number() != h.number)
        return;
    h.last = qint32(i);
    switch (r.kind()) {
    case TraceKind::SlowHandler: h.flags |= Handling::Slow; break;
    case TraceKind::SideEffect:
        if (h.applied < 0)
            h.applied = qint32(i);
        if (r.repeatsEffect())
            h.flags |= Handling::Repeated;
        break;
    case TraceKind::Commit: h.commit = qint32(i); break;
    case TraceKind::Rollback: h.rollback = qint32(i); break;
    case TraceKind::Skipped:
        h.skip = qint32(i);
        h.flags |= Handling::Skipped;
        break;
    case TraceKind::AckSent:
    case TraceKind::AckLost:
        h.ack = qint32(i);
        if (r.kind() == TraceKind::AckLost)
            h.flags |= Handling::AckLost;
        break;
    default: break;
    }
    if (endsHandling(r.kind())) {
        h.crash = qint32(i);
        h.end = r.kind() == TraceKind::ConsumerLeave ? Handling::Left : Handling::Crashed;
        o = -1;
    }
}

void MessageHistory::Walk::answer(quint32 i, const TraceRecord &r)
{
    const int first = int(history.m_publishBegin[message]);
    for (int k = int(history.m_publishes.size()) - 1; k >= first; --k) {
        PublishStep &p = history.m_publishes[std::size_t(k)];
        if (p.attempt == r.publishAttempt() && p.answer < 0) {
            p.answer = qint32(i);
            p.deduped = r.kind() == TraceKind::BrokerDeduped;
            break;
        }
    }
    if (r.kind() == TraceKind::BrokerEnqueued)
        stored.push_back(i);
}

void MessageHistory::Walk::endHolds(quint32 i, const TraceRecord &r)
{
    // Requeued names the copy it takes back; a dead letter or MaxDeliver the last one made.
    const int number = r.kind() == TraceKind::Requeued ? r.number() : r.deliveriesMade();
    for (auto it = holding.begin(); it != holding.end();) {
        if (history.m_handlings[std::size_t(it->handling)].number != number) {
            ++it;
            continue;
        }
        BrokerHold hold = *it;
        const Handling &h = history.m_handlings[std::size_t(hold.handling)];
        hold.ended = qint32(i);
        hold.until = r.time();
        hold.end = r.kind() == TraceKind::Requeued       ? BrokerHold::Redelivered
            : r.kind() == TraceKind::DeadLettered ? BrokerHold::DeadLettered
                                                  : BrokerHold::GaveUp;
        hold.cause = r.kind() == TraceKind::MaxDeliveries ? DeliveryCause::First : r.cause();
        hold.ackLost = hold.ackLost || h.has(Handling::AckLost);
        history.m_holds.push_back(hold);
        it = holding.erase(it);
    }
    if (r.kind() == TraceKind::Requeued)
        requeued.push_back(i);
}

void MessageHistory::Walk::step(quint32 i)
{
    const TraceRecord &r = trace.at(i);
    const TraceKind k = r.kind();
    if (r.isConsumer()) {
        if (k == TraceKind::Deliver)
            deliver(i, r);
        else if (k == TraceKind::HandleStart)
            handleStart(i, r);
        else
            grow(i, r);
        if (k == TraceKind::AckLost || k == TraceKind::ConnectionLost) {
            for (BrokerHold &h : holding) {
                if (history.m_handlings[std::size_t(h.handling)].number == r.number())
                    h.ackLost = true;
            }
        }
        return;
    }
    if (k == TraceKind::PublishAttempt)
        history.m_publishes.push_back({i, -1, message, quint16(qMax(1, r.producerAttempt())), false});
    else if (k == TraceKind::BrokerEnqueued || k == TraceKind::BrokerDeduped)
        answer(i, r);
    else if (endsHold(k))
        endHolds(i, r);
}

void MessageHistory::build(const Trace &trace, const Scenario &scenario, const MessageIndex &messages)
{
    m_publishes.clear();
    m_handlings.clear();
    m_holds.clear();
    const int n = messages.messageCount();
    m_publishBegin.assign(std::size_t(n) + 1, 0);
    m_handlingBegin.assign(std::size_t(n) + 1, 0);
    const BrokerProfile *profile = BrokerProfile::find(scenario.broker.profile);
    Walk walk{trace, *this, true, BrokerHold::Lock, kNoMessage, {}, {}, {}, {}, {}};
    walk.holdsCopies = !(profile && profile->partitioned);
    walk.lockKind = profile && profile->requeueOnDisconnect ? BrokerHold::UntilChannelClosed : BrokerHold::Lock;
    for (int m = 0; m < n; ++m) {
        m_publishBegin[std::size_t(m)] = quint32(m_publishes.size());
        m_handlingBegin[std::size_t(m)] = quint32(m_handlings.size());
        walk.begin(quint32(m));
        for (const quint32 *it = messages.begin(m), *end = messages.end(m); it != end; ++it)
            walk.step(*it);
    }
    m_publishBegin[std::size_t(n)] = quint32(m_publishes.size());
    m_handlingBegin[std::size_t(n)] = quint32(m_handlings.size());
    if (walk.holdsCopies)
        assignBatchAcks(trace);
    // A copy taken back after it was handled, its ack waiting for a batch.
    for (BrokerHold &h : m_holds) {
        const Handling &x = m_handlings[std::size_t(h.handling)];
        if (scenario.consumers.ackEvery > 1 && x.finished() && (x.ack < 0 || x.ack > h.ended))
            h.kind = BrokerHold::BatchAckWaiting;
    }
    addGroupHolds(trace, scenario);
}

void MessageHistory::assignBatchAcks(const Trace &trace)
{
    // An ack covers the last `acksCovered` handlings its consumer started
    // since its previous ack; a crash, a lost connection or leaving the
    // group drops the ones still waiting (they are never acked).
    std::vector<std::vector<int>> waiting(256);
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &r = trace.at(i);
        if (!r.isConsumer())
            continue;
        std::vector<int> &w = waiting[r.actor()];
        switch (r.kind()) {
        case TraceKind::HandleStart: {
            const int h = handlingOf(trace, quint32(i));
            if (h >= 0)
                w.push_back(h);
            break;
        }
        case TraceKind::AckSent:
        case TraceKind::AckLost: {
            const std::size_t covered = std::size_t(qMax(1, r.acksCovered()));
            for (std::size_t k = w.size() > covered ? w.size() - covered : 0; k < w.size(); ++k) {
                Handling &h = m_handlings[std::size_t(w[k])];
                if (h.ack >= 0)
                    continue;
                h.ack = qint32(i);
                if (r.kind() == TraceKind::AckLost)
                    h.flags |= Handling::AckLost;
            }
            w.clear();
            break;
        }
        case TraceKind::Crash:
        case TraceKind::ConnectionLost:
        case TraceKind::ConsumerLeave:
        case TraceKind::Restart: w.clear(); break;
        default: break;
        }
    }
}

void MessageHistory::addGroupHolds(const Trace &trace, const Scenario &scenario)
{
    GroupHolds groups(scenario, trace);
    const std::vector<GroupHolds::Wait> waits = groups.waits();
    if (waits.empty())
        return;
    for (const GroupHolds::Wait &w : waits) {
        const int h = handlingOf(trace, w.deliver);
        BrokerHold hold;
        hold.message = trace.at(w.deliver).message;
        hold.handling = h;
        hold.start = h >= 0 ? m_handlings[std::size_t(h)].source : -1;
        hold.ended = qint32(w.deliver);
        hold.from = w.ready;
        hold.until = w.until;
        hold.heldBy = w.holder;
        hold.kind = BrokerHold::MessageGroup;
        hold.end = BrokerHold::Delivered;
        m_holds.push_back(hold);
    }
    std::stable_sort(m_holds.begin(), m_holds.end(), [](const BrokerHold &a, const BrokerHold &b) {
        return a.message < b.message || (a.message == b.message && a.from < b.from);
    });
}

std::pair<int, int> MessageHistory::rangeOf(const std::vector<quint32> &begins, quint32 message)
{
    if (std::size_t(message) + 1 >= begins.size())
        return {0, 0};
    return {int(begins[message]), int(begins[std::size_t(message) + 1])};
}

std::pair<int, int> MessageHistory::holdsOf(quint32 message) const
{
    const auto byMessage = [](const BrokerHold &h, quint32 m) { return h.message < m; };
    const auto first = std::lower_bound(m_holds.begin(), m_holds.end(), message, byMessage);
    auto last = first;
    while (last != m_holds.end() && last->message == message)
        ++last;
    return {int(first - m_holds.begin()), int(last - m_holds.begin())};
}

int MessageHistory::handlingOf(const Trace &trace, quint32 record) const
{
    if (record >= trace.size())
        return -1;
    const TraceRecord &r = trace.at(record);
    if (!r.isConsumer())
        return -1;
    const auto [from, to] = handlingsOf(r.message);
    // A message's handlings are in the order they opened (delivered, or
    // started without a delivery): the latest of this consumer and number
    // that opened at or before the record.
    const auto opened = [](const Handling &h) { return h.deliver >= 0 ? h.deliver : h.handleStart; };
    const auto first = m_handlings.begin() + from;
    const auto after = std::upper_bound(first, m_handlings.begin() + to, qint32(record),
                                        [&](qint32 rec, const Handling &h) { return rec < opened(h); });
    for (auto it = after; it != first;) {
        --it;
        if (it->consumer == quint8(r.consumer()) && it->number == r.number())
            return int(it - m_handlings.begin());
    }
    return -1;
}

int MessageHistory::publishOf(quint32 message, quint32 record) const
{
    const auto [from, to] = publishesOf(message);
    for (int k = from; k < to; ++k) {
        const PublishStep &p = m_publishes[std::size_t(k)];
        if (p.record == record || p.answer == qint32(record))
            return k;
    }
    return -1;
}

std::vector<quint32> MessageHistory::stepsOf(const Trace &trace, const MessageIndex &messages, int handling) const
{
    std::vector<quint32> out;
    if (handling < 0 || std::size_t(handling) >= m_handlings.size())
        return out;
    const Handling &h = m_handlings[std::size_t(handling)];
    if (!h.handled() || int(h.message) >= messages.messageCount())
        return out;
    const quint32 *end = messages.find(int(h.message), quint32(h.last) + 1);
    for (const quint32 *it = messages.find(int(h.message), quint32(h.handleStart)); it != end; ++it) {
        const TraceRecord &r = trace.at(*it);
        if (r.isConsumer() && quint8(r.consumer()) == h.consumer && r.number() == h.number)
            out.push_back(*it);
    }
    return out;
}

std::vector<HandlingTransaction> MessageHistory::transactionsOf(const Trace &trace, const MessageIndex &messages,
                                                                int handling) const
{
    std::vector<HandlingTransaction> out;
    if (handling < 0 || std::size_t(handling) >= m_handlings.size())
        return out;
    const Handling &h = m_handlings[std::size_t(handling)];
    if (!h.handled() || int(h.message) >= messages.messageCount())
        return out;
    HandlingTransaction *open = nullptr;
    const std::vector<quint32> steps = stepsOf(trace, messages, handling);
    for (auto it = steps.begin(); it != steps.end(); ++it) {
        const TraceRecord &r = trace.at(*it);
        const bool sql = r.kind() == TraceKind::Sql;
        const SqlStatement statement = SqlStatement(r.sqlStatementCode());
        if (sql && statement == SqlStatement::Begin && r.sqlStoreStatus() == 0) {
            if (open && !open->closed)
                continue; // a retried BEGIN
            out.push_back({*it, -1, qint32(*it), false, false, RollbackReason::Crash});
            open = &out.back();
            continue;
        }
        if (!open || open->closed)
            continue;
        open->last = qint32(*it);
        if (r.kind() == TraceKind::Commit || r.kind() == TraceKind::Rollback) {
            open->end = qint32(*it);
            open->committed = r.kind() == TraceKind::Commit;
            open->reason = r.rollbackReason();
            open->closed = true;
        } else if (sql && (statement == SqlStatement::Commit || statement == SqlStatement::Rollback)) {
            open->committed = statement == SqlStatement::Commit;
        }
    }
    return out;
}

} // namespace idem
