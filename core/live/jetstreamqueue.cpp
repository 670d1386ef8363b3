#include "jetstreamqueue.h"

#include "livewire.h"

namespace idem::live {

JetStreamQueue::JetStreamQueue(const QString &tag)
    // Stream and durable names may not hold '.', '*', '>' or spaces.
    : m_stream(QStringLiteral("IDEMLAB-") + tag),
      m_subject(QStringLiteral("idemlab.") + tag + QStringLiteral(".orders")),
      m_durable(QStringLiteral("consumer-") + tag)
{
}

QString JetStreamQueue::refusal(const Scenario &s)
{
    // The model's JetStream (QueueBroker with the nats-jetstream profile):
    // a Nats-Msg-Id window, AckWait, MaxDeliver with its advisory, explicit
    // acks that settle a message whichever delivery they name. What a real
    // server would do differently from it is refused here, by name.
    if (s.broker.redeliveryTimeoutMs <= 0)
        return QStringLiteral("broker.redeliveryTimeoutMs %1: a JetStream consumer always has an AckWait (the "
                              "server's default is 30 s), while the model's 0 never redelivers; give an AckWait "
                              "of at least 100 ms")
            .arg(s.broker.redeliveryTimeoutMs);
    if (s.broker.redeliveryTimeoutMs < 100)
        return QStringLiteral("broker.redeliveryTimeoutMs %1: an AckWait under 100 ms is below what the live lab's "
                              "consumer processes and the server's timer can keep to; the live lab needs at least 100")
            .arg(s.broker.redeliveryTimeoutMs);
    if (s.broker.dedupWindowMs < 0)
        return QStringLiteral("broker.dedupWindowMs %1: JetStream's duplicate window cannot be negative")
            .arg(s.broker.dedupWindowMs);
    if (s.broker.partitions > 1)
        return QStringLiteral("broker.partitions %1: a JetStream stream here is one subject with one durable "
                              "consumer; partitions are Kafka's")
            .arg(s.broker.partitions);
    if (s.broker.messageGroups > 0)
        return QStringLiteral("broker.messageGroups: JetStream has no message groups (SQS FIFO's)");
    for (int i = 0; i < s.faults.schedule.size(); ++i) {
        // The model's restart returns every in-flight message at once, as a
        // RabbitMQ node does; a JetStream server keeps its consumers' pending
        // acks across a restart and redelivers only after AckWait.
        if (s.faults.schedule.at(i).kind == ScheduleKind::BrokerRestart)
            return QStringLiteral("$.faults.schedule[%1]: broker-restart on JetStream: the model returns every "
                                  "in-flight message at the restart, while a real JetStream server keeps the "
                                  "consumer's pending acks and redelivers only after AckWait")
                .arg(i);
    }
    return {};
}

Outcome JetStreamQueue::open(const QString &url)
{
    return m_nats.open(url);
}

Outcome JetStreamQueue::declare(const Scenario &s)
{
    // dedupWindowMs 0 (no broker dedup) is had by sending no Nats-Msg-Id;
    // the stream keeps the server's default window, which then sees nothing.
    if (Outcome e = m_nats.createStream(m_stream, m_subject, s.broker.dedupWindowMs); !e.ok())
        return e;
    if (Outcome e = m_nats.createConsumer(m_stream, m_durable, s.broker.redeliveryTimeoutMs, s.broker.maxDeliveries);
        !e.ok())
        return e;
    return m_nats.subscribeAdvisories(m_stream, m_durable);
}

JetStreamQueue::Published JetStreamQueue::publish(int logical, int attempt, const QByteArray &msgId, QString *error)
{
    NatsPubAck ack;
    const Outcome sent = m_nats.publish(m_subject, messageBody(logical, attempt), msgId, 5000, &ack);
    if (!sent.ok()) {
        *error = sent.error();
        return Published::Failed;
    }
    if (ack.duplicate)
        return Published::Duplicate;
    m_bySequence.insert(ack.sequence, {logical, attempt});
    return Published::Stored;
}

std::vector<JetStreamQueue::MaxDelivered> JetStreamQueue::takeAdvisories()
{
    std::vector<MaxDelivered> out;
    for (const NatsAdvisory &a : m_nats.advisories(0)) {
        const auto it = m_bySequence.constFind(a.streamSequence);
        if (it == m_bySequence.cend())
            continue;
        out.push_back({it->first, it->second, a.deliveries});
    }
    return out;
}

qint64 JetStreamQueue::openOnServer()
{
    NatsConsumerState st;
    if (!m_nats.consumerState(m_stream, m_durable, &st).ok())
        return -1;
    return st.numPending + st.numAckPending;
}

Outcome JetStreamQueue::tearDown()
{
    return m_nats.deleteStream(m_stream);
}

} // namespace idem::live
