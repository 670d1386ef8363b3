#include "queuebroker.h"

#include "../kernel/eventkinds.h"

#include <algorithm>

namespace idem {

QueueBroker::QueueBroker(SimContext &ctx, ConsumerDirectory &consumers)
    : m_ctx(ctx), m_consumers(consumers), m_profile(BrokerProfile::find(ctx.scenario.broker.profile))
{
    m_messages.reserve(std::size_t(ctx.scenario.messages) + 16);
    // JetStream acks name the stream sequence, not the delivery: the server
    // settles a pending message on any of its deliveries' acks, also one that
    // arrives after AckWait redelivered it (nats-server server/consumer.go,
    // consumer.processAckMsg, AckExplicit: `if p, ok := o.pending[sseq]`).
    // RabbitMQ delivery tags, SQS receipt handles and Service Bus lock tokens
    // are per delivery: an old one no longer settles the message.
    m_lateAckSettles = vocab::profile(ctx.scenario.broker.profile) == Profile::NatsJetStream;
    m_groups = m_profile && m_profile->messageGroups;
}

int QueueBroker::groupOf(int index) const
{
    return m_ctx.scenario.broker.messageGroupOf(m_messages[std::size_t(index)].logical);
}

bool QueueBroker::blocked(int group, int consumer) const
{
    // SQS: no more messages of a group "in subsequent requests until the
    // received ones are deleted or become visible again" (Developer Guide,
    // FIFO queue delivery logic); the receive that took them may take more.
    const auto it = m_held.constFind(group);
    return it != m_held.cend() && !(it->consumer == consumer && it->batch == m_batch);
}

void QueueBroker::makeReady(int index)
{
    if (m_groups) {
        const int group = groupOf(index);
        if (m_held.contains(group)) {
            m_parked[group].push(index);
            return;
        }
    }
    m_ready.push(index);
}

void QueueBroker::releaseGroup(int index)
{
    if (!m_groups)
        return;
    const int group = groupOf(index);
    const auto it = m_held.find(group);
    if (it == m_held.end() || --it->inflight > 0)
        return;
    m_held.erase(it);
    // The group's earliest waiting message is next; the rest stay parked
    // until it is done, so a long group costs nothing per dispatch.
    const auto parked = m_parked.find(group);
    if (parked != m_parked.end()) {
        m_ready.push(parked->top());
        parked->pop();
        if (parked->empty())
            m_parked.erase(parked);
    }
}

PublishOutcome QueueBroker::publish(int logical, int attempt)
{
    if (!available())
        return PublishOutcome::Unavailable;
    const qint64 window = m_ctx.scenario.broker.dedupWindowMs;
    const quint32 key = m_ctx.messageKey(logical, attempt);
    if (window > 0) {
        const auto seen = m_seenIds.constFind(key);
        if (seen != m_seenIds.cend() && m_ctx.now - *seen < msToSim(window)) {
            m_ctx.record(TraceKind::BrokerDeduped, ActorBroker, logical, attempt, attempt);
            ++m_ctx.metrics.brokerDeduped;
            return PublishOutcome::Deduplicated;
        }
        // The window counts from the first time the id was seen.
        if (seen == m_seenIds.cend() || m_ctx.now - *seen >= msToSim(window))
            m_seenIds.insert(key, m_ctx.now);
    }
    Stored s;
    s.logical = logical;
    s.attempt = attempt;
    // A second stored copy of the same event exists only because the producer
    // retried; its first delivery is a duplicate caused by that retry.
    s.nextCause = attempt > 1 ? DeliveryCause::ProducerRetry : DeliveryCause::First;
    m_messages.push_back(s);
    makeReady(int(m_messages.size()) - 1);
    m_ctx.record(TraceKind::BrokerEnqueued, ActorBroker, logical, attempt, attempt);
    return PublishOutcome::Stored;
}

void QueueBroker::dispatch()
{
    if (!available())
        return;
    const int consumerCount = m_consumers.consumerSlots();
    if (consumerCount <= 0)
        return;
    bool progress = true;
    while (!m_ready.empty() && progress) {
        progress = false;
        for (int i = 0; i < consumerCount && !m_ready.empty(); ++i) {
            const int consumer = (m_rotate + i) % consumerCount + 1;
            // One receive. With message groups it takes what it can at once
            // (an SQS ReceiveMessage returns several messages of one group);
            // otherwise the consumers take one delivery each in turn.
            ++m_batch;
            m_batchGroup = -1;
            while (m_consumers.canReceive(consumer)) {
                const int index = nextReady(consumer);
                if (index < 0)
                    break;
                deliver(consumer, index);
                progress = true;
                if (!m_groups)
                    break;
            }
        }
        m_rotate = (m_rotate + 1) % consumerCount;
    }
}

int QueueBroker::nextReady(int consumer)
{
    // A receive goes on with the group it started: SQS "attempts to return
    // as many messages with the same message group ID as possible".
    if (m_batchGroup >= 0) {
        const auto parked = m_parked.find(m_batchGroup);
        if (parked != m_parked.end()) {
            const int index = parked->top();
            // A copy of the group still in m_ready may come first.
            const bool readyFirst = !m_ready.empty() && m_ready.top() < index
                && m_messages[std::size_t(m_ready.top())].state == State::Ready
                && groupOf(m_ready.top()) == m_batchGroup;
            if (!readyFirst) {
                parked->pop();
                if (parked->empty())
                    m_parked.erase(parked);
                return index;
            }
        }
    }
    while (!m_ready.empty()) {
        const int index = m_ready.top();
        m_ready.pop();
        // A copy settled while it waited (a late JetStream ack) is no
        // longer Ready: drop it without using up this consumer's turn.
        if (m_messages[std::size_t(index)].state != State::Ready)
            continue;
        if (m_groups) {
            const int group = groupOf(index);
            if (blocked(group, consumer)) {
                m_parked[group].push(index);
                continue;
            }
        }
        return index;
    }
    return -1;
}

void QueueBroker::deliver(int consumer, int index)
{
    Stored &s = m_messages[std::size_t(index)];
    s.state = State::Inflight;
    s.consumer = consumer;
    s.tag = m_nextTag++;
    ++s.deliveries;
    ++m_inflight;
    m_byTag.insert(s.tag, index);
    if (m_lateAckSettles)
        m_issued.insert(s.tag, index);
    if (m_groups) {
        const int group = groupOf(index);
        Hold &hold = m_held[group];
        if (hold.inflight++ == 0) {
            hold.consumer = consumer;
            hold.batch = m_batch;
        }
        m_batchGroup = group;
    }
    s.pendingCause = DeliveryCause::TimeoutExpired;
    const SimTime timeout = msToSim(m_ctx.scenario.broker.redeliveryTimeoutMs);
    if (timeout > 0)
        m_ctx.schedule(m_ctx.now + timeout, EvLockExpired, index, s.deliveries);
    Delivery d;
    d.tag = s.tag;
    d.brokerMessage = index;
    d.logical = s.logical;
    d.attempt = s.attempt;
    d.number = s.deliveries;
    d.cause = s.nextCause;
    m_consumers.deliver(consumer, d);
}

void QueueBroker::requeue(int index, DeliveryCause cause)
{
    Stored &s = m_messages[std::size_t(index)];
    if (s.state != State::Inflight)
        return;
    --m_inflight;
    m_byTag.remove(s.tag);
    s.tag = 0;
    releaseGroup(index);
    const int limit = m_ctx.scenario.broker.maxDeliveries;
    const bool last = m_profile ? m_profile->limitReached(s.deliveries, limit) : (limit > 0 && s.deliveries >= limit);
    if (last) {
        s.state = State::Dead;
        ++m_settled; // dead-lettered or stopped after MaxDeliver: it will not come back
        const bool nothingApplied = m_ctx.fates[s.logical] == FateNeverDelivered || m_ctx.appliedSoFar[s.logical] == 0;
        if (m_profile && m_profile->limitAction == LimitAction::Advisory) {
            // JetStream: no dead-letter queue; the message stays in the stream
            // and one MAX_DELIVERIES advisory tells whoever listens.
            m_ctx.record(TraceKind::MaxDeliveries, ActorBroker, s.logical, s.deliveries, int(cause));
            ++m_ctx.metrics.maxDeliveriesAdvisories;
            if (nothingApplied)
                m_ctx.fates[s.logical] = FateMaxDelivered;
            return;
        }
        m_ctx.record(TraceKind::DeadLettered, ActorBroker, s.logical, s.deliveries, int(cause));
        ++m_ctx.metrics.deadLettered;
        if (nothingApplied)
            m_ctx.fates[s.logical] = FateDeadLettered;
        return;
    }
    s.state = State::Ready;
    s.nextCause = cause;
    makeReady(index);
    m_ctx.record(TraceKind::Requeued, ActorBroker, s.logical, s.deliveries, int(cause));
}

void QueueBroker::ack(int consumer, const QVector<quint32> &tags, bool lost)
{
    if (lost) {
        if (m_profile && m_profile->requeueOnDisconnect) {
            // RabbitMQ: an ack that cannot be sent means the connection is
            // gone; every unacked delivery on it is requeued at once.
            m_consumers.dropBuffered(consumer);
            for (int index : inflightOf(consumer))
                requeue(index, DeliveryCause::AckLost);
            dispatch();
            return;
        }
        for (quint32 tag : tags) {
            const auto it = m_byTag.constFind(tag);
            if (it != m_byTag.cend())
                m_messages[std::size_t(*it)].pendingCause = DeliveryCause::AckLost;
        }
        return;
    }
    for (quint32 tag : tags) {
        const auto it = m_byTag.constFind(tag);
        if (it == m_byTag.cend()) {
            if (!settleLate(tag))
                m_ctx.record(TraceKind::AckIgnored, ActorBroker, -1, 0, 0);
            continue;
        }
        Stored &s = m_messages[std::size_t(*it)];
        if (s.consumer != consumer) {
            if (!settleLate(tag))
                m_ctx.record(TraceKind::AckIgnored, ActorBroker, s.logical, s.deliveries, 0);
            continue;
        }
        if (m_lateAckSettles)
            m_issued.remove(tag);
        settle(*it);
    }
}

void QueueBroker::settle(int index)
{
    Stored &s = m_messages[std::size_t(index)];
    if (s.state == State::Inflight) {
        --m_inflight;
        m_byTag.remove(s.tag);
        releaseGroup(index);
    }
    // A Ready copy is skipped by dispatch() once it is no longer Ready.
    s.state = State::Done;
    ++m_settled;
}

bool QueueBroker::settleLate(quint32 tag)
{
    if (!m_lateAckSettles)
        return false;
    const auto it = m_issued.constFind(tag);
    if (it == m_issued.cend())
        return false;
    const int index = *it;
    m_issued.erase(it);
    const State state = m_messages[std::size_t(index)].state;
    if (state != State::Ready && state != State::Inflight)
        return false;
    settle(index);
    return true;
}

void QueueBroker::consumerGone(int consumer, bool crashed)
{
    const DeliveryCause cause = crashed ? DeliveryCause::CrashBeforeAck : DeliveryCause::ConnectionLost;
    for (int index : inflightOf(consumer)) {
        Stored &s = m_messages[std::size_t(index)];
        // A delivery whose ack was already sent and lost keeps that cause.
        const DeliveryCause why = s.pendingCause == DeliveryCause::AckLost ? DeliveryCause::AckLost : cause;
        if (m_profile && m_profile->requeueOnDisconnect)
            requeue(index, why);
        else
            s.pendingCause = why; // comes back when its lock expires
    }
    dispatch();
}

std::vector<int> QueueBroker::inflightOf(int consumer) const
{
    // m_byTag holds exactly the in-flight copies; sort for a stable order.
    std::vector<int> out;
    for (auto it = m_byTag.cbegin(); it != m_byTag.cend(); ++it) {
        if (consumer == 0 || m_messages[std::size_t(*it)].consumer == consumer)
            out.push_back(*it);
    }
    std::sort(out.begin(), out.end());
    return out;
}

void QueueBroker::connectionLost(int consumer)
{
    // RabbitMQ returns a closed channel's unacked deliveries at once; the
    // others keep the lock until it expires.
    for (int index : inflightOf(consumer)) {
        Stored &s = m_messages[std::size_t(index)];
        if (m_profile && m_profile->requeueOnDisconnect) {
            requeue(index, DeliveryCause::ConnectionLost);
        } else {
            // Orphaned: an ack on the new connection cannot settle it; it
            // comes back when its lock expires.
            if (s.pendingCause != DeliveryCause::AckLost)
                s.pendingCause = DeliveryCause::ConnectionLost;
            s.consumer = -1;
        }
    }
    dispatch();
}

void QueueBroker::consumerJoined(int consumer)
{
    Q_UNUSED(consumer)
    dispatch();
}

void QueueBroker::restart(SimTime downFor)
{
    m_ctx.record(TraceKind::BrokerRestart, ActorBroker, -1, 0, int(qMin<qint64>(downFor / 1000, 65535)));
    for (int c = 1; c <= m_consumers.consumerSlots(); ++c)
        m_consumers.brokerClosed(c);
    for (int index : inflightOf(0))
        requeue(index, DeliveryCause::BrokerRestart);
    m_downUntil = m_ctx.now + downFor;
    m_ctx.schedule(m_downUntil, EvBrokerBack);
}

void QueueBroker::onEvent(const SimEvent &event)
{
    switch (event.kind) {
    case EvLockExpired: {
        Stored &s = m_messages[std::size_t(event.a)];
        if (s.state == State::Inflight && s.deliveries == event.b) {
            requeue(event.a, s.pendingCause);
            dispatch();
        }
        break;
    }
    case EvBrokerBack:
        m_ctx.record(TraceKind::BrokerBack, ActorBroker);
        dispatch();
        break;
    default:
        break;
    }
}

} // namespace idem
