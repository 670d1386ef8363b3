#include "brokerprofile.h"

#include <QCoreApplication>

namespace idem {

namespace {
constexpr qint64 kMinute = 60 * 1000;

const BrokerProfile kProfiles[] = {
    // RabbitMQ 4.0 gave quorum queues a default delivery limit of 20
    // (rabbitmq.com/docs/quorum-queues, "Poison Message Handling"; 4.0.1
    // release notes). consumer_timeout 30 min since 3.8.15 (docs/consumers).
    {QStringLiteral("rabbitmq"), QT_TRANSLATE_NOOP("BrokerProfile", "RabbitMQ 4.x (quorum queue)"),
     "RabbitMQ 4.0", 0, 0, 0, 30 * kMinute, 20, true, LimitAction::DeadLetter, true, false, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "consumer timeout"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "No publish-side dedup. Unacked messages are requeued at once when the "
                       "channel or connection closes; consumer_timeout 30 min; quorum queue "
                       "delivery-limit 20 by default (RabbitMQ 4.0 docs), counting returns: "
                       "limit L allows L + 1 deliveries, then dead-lettered.")},
    // RabbitMQ 3.x quorum queues have no delivery limit unless x-delivery-limit
    // is set (3.13 docs, quorum-queues "Poison Message Handling"); a real
    // 3.10.8 run: 25 crashes on one message, 26th delivery applied, nothing
    // dead-lettered. With x-delivery-limit 3 it was delivered 4 times.
    {QStringLiteral("rabbitmq-3"), QT_TRANSLATE_NOOP("BrokerProfile", "RabbitMQ 3.x (quorum queue)"),
     "RabbitMQ 3.10", 0, 0, 0, 30 * kMinute, 0, true, LimitAction::DeadLetter, true, false, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "consumer timeout"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "No publish-side dedup. Unacked messages are requeued at once when the "
                       "channel or connection closes; consumer_timeout 30 min; no delivery "
                       "limit unless x-delivery-limit is set (RabbitMQ 3.x docs); limit L "
                       "allows L + 1 deliveries, then dead-lettered.")},
    // Message groups: "you can't receive additional messages with the same
    // message group ID in subsequent requests until the received ones are
    // deleted or become visible again", while one ReceiveMessage may return
    // several of one group (SQS Developer Guide, "FIFO queue delivery logic",
    // Receiving messages; "Using the message group ID").
    {QStringLiteral("sqs-fifo"), QT_TRANSLATE_NOOP("BrokerProfile", "Amazon SQS FIFO"),
     "SQS API 2012-11-05", 5 * kMinute, 5 * kMinute, 5 * kMinute, 30 * 1000, 10, false,
     LimitAction::DeadLetter, false, false, true,
     QT_TRANSLATE_NOOP("BrokerProfile", "visibility timeout"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "MessageDeduplicationId with a fixed 5-minute interval; visibility "
                       "timeout 30 s; maxReceiveCount of the redrive policy sends to the DLQ "
                       "(set here to 10). A message group's next message is not delivered "
                       "while an earlier one of the group is in flight.")},
    {QStringLiteral("azure-service-bus"), QT_TRANSLATE_NOOP("BrokerProfile", "Azure Service Bus"),
     "Service Bus (Standard/Premium, 2024 docs)", 10 * kMinute, 20 * 1000, 7 * 24 * 60 * kMinute,
     60 * 1000, 10, false, LimitAction::DeadLetter, false, false, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "peek-lock duration"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "Duplicate detection on MessageId, window 20 s to 7 days (default "
                       "10 min); peek-lock 60 s; MaxDeliveryCount 10, then dead-lettered.")},
    // JetStream has no dead-letter queue: past MaxDeliver the message stays in
    // the stream and $JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES is published
    // once (docs.nats.io, "Consumers", MaxDeliver; a real 2.9.10 run).
    {QStringLiteral("nats-jetstream"), QT_TRANSLATE_NOOP("BrokerProfile", "NATS JetStream"),
     "NATS 2.9", 2 * kMinute, 0, 0, 30 * 1000, 0, false, LimitAction::Advisory, false, false, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "AckWait"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "Nats-Msg-Id duplicate window 2 min; AckWait 30 s; MaxDeliver "
                       "unlimited (-1) by default; past MaxDeliver the message stays in the "
                       "stream and one MAX_DELIVERIES advisory is published.")},
    {QStringLiteral("kafka"), QT_TRANSLATE_NOOP("BrokerProfile", "Apache Kafka"),
     "Apache Kafka 3.7", 0, 0, 0, 0, 0, false, LimitAction::DeadLetter, false, true, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "session timeout"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "The idempotent producer drops only its own retries (producer id + "
                       "sequence). Consumers resume from the last committed offset after a "
                       "crash or rebalance: enable.auto.commit true, auto.commit.interval.ms "
                       "5000, max.poll.records 500, session.timeout.ms 45000, "
                       "max.poll.interval.ms 300000.")},
};
} // namespace

const BrokerProfile *BrokerProfile::find(const QString &id)
{
    for (const BrokerProfile &p : kProfiles) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

void BrokerProfile::applyDefaults(BrokerSettings &broker)
{
    const BrokerProfile *p = find(broker.profile);
    if (!p)
        return;
    broker.dedupWindowMs = p->dedupWindowMs;
    broker.redeliveryTimeoutMs = p->redeliveryTimeoutMs;
    broker.maxDeliveries = p->maxDeliveries;
    if (!p->partitioned)
        broker.partitions = 1;
}

bool BrokerProfile::limitReached(int deliveries, int limit) const
{
    if (limit <= 0)
        return false;
    return limitCountsReturns ? deliveries > limit : deliveries >= limit;
}

} // namespace idem
