#include "producer.h"

#include "../broker/broker.h"
#include "../kernel/eventkinds.h"

namespace idem {

Producer::Producer(SimContext &ctx) : m_ctx(ctx) {}

void Producer::start()
{
    if (m_ctx.scenario.messages > 0)
        m_ctx.schedule(0, EvPublish, 0, 1);
}

void Producer::onEvent(const SimEvent &event)
{
    if (event.kind == EvPublish)
        publish(event.a, event.b);
    else if (event.kind == EvPublishTimeout)
        timedOut(event.a, event.b);
}

void Producer::publish(int logical, int attempt)
{
    // Events are published one after another; only first attempts pace it.
    if (attempt == 1) {
        m_ctx.firstPublishAt[logical] = m_ctx.now;
        if (logical + 1 < m_ctx.scenario.messages)
            m_ctx.schedule(m_ctx.now + msToSim(m_ctx.scenario.publishIntervalMs), EvPublish, logical + 1, 1);
    }
    ++m_ctx.metrics.publishAttempts;
    m_ctx.record(TraceKind::PublishAttempt, ActorProducer, logical, attempt, attempt);
    const SimTime timeout = m_ctx.now + msToSim(m_ctx.scenario.producer.publishTimeoutMs);

    if (m_ctx.faults.publishLost(logical, attempt, m_ctx.now)) {
        m_ctx.record(TraceKind::PublishLost, ActorProducer, logical, attempt, 0);
        m_ctx.schedule(timeout, EvPublishTimeout, logical, attempt);
        return;
    }
    const PublishOutcome outcome = m_ctx.broker->publish(logical, attempt);
    if (outcome == PublishOutcome::Unavailable) {
        m_ctx.record(TraceKind::PublishLost, ActorProducer, logical, attempt, 1);
        m_ctx.schedule(timeout, EvPublishTimeout, logical, attempt);
        return;
    }
    if (outcome == PublishOutcome::Stored && m_ctx.fates[logical] == FateNeverDelivered)
        m_ctx.fates[logical] = FateDelivered;
    if (m_ctx.faults.publishAckLost(logical, attempt, m_ctx.now)) {
        m_ctx.record(TraceKind::PublishAckLost, ActorProducer, logical, attempt, 0);
        m_ctx.schedule(timeout, EvPublishTimeout, logical, attempt);
    } else {
        m_ctx.record(TraceKind::PublishAcked, ActorProducer, logical, attempt, 0);
    }
    m_ctx.broker->dispatch();
}

void Producer::timedOut(int logical, int attempt)
{
    const ProducerSettings &p = m_ctx.scenario.producer;
    if (attempt > p.maxRetries) {
        m_ctx.record(TraceKind::PublishGaveUp, ActorProducer, logical, attempt, 0);
        ++m_ctx.metrics.producerGaveUp;
        if (m_ctx.fates[logical] == FateNeverDelivered)
            m_ctx.fates[logical] = FateGaveUp;
        return;
    }
    // Exponential backoff: base × 2^(attempt-1), capped at ten minutes.
    const qint64 backoff = qMin<qint64>(p.retryBackoffMs << qMin(attempt - 1, 20), 600000);
    m_ctx.schedule(m_ctx.now + msToSim(backoff), EvPublish, logical, attempt + 1);
}

} // namespace idem
