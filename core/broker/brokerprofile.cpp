#include "brokerprofile.h"

#include <QCoreApplication>

namespace idem {

namespace {
constexpr qint64 kMinute = 60 * 1000;

const BrokerProfile kProfiles[] = {
    {QStringLiteral("rabbitmq"), QT_TRANSLATE_NOOP("BrokerProfile", "RabbitMQ (quorum queue)"),
     0, 0, 0, 30 * kMinute, 20, true, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "consumer timeout"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "No publish-side dedup. Unacked messages are requeued at once when the "
                       "channel or connection closes; consumer_timeout 30 min; quorum queue "
                       "delivery-limit 20, then dead-lettered (RabbitMQ 4.x docs).")},
    {QStringLiteral("sqs-fifo"), QT_TRANSLATE_NOOP("BrokerProfile", "Amazon SQS FIFO"),
     5 * kMinute, 5 * kMinute, 5 * kMinute, 30 * 1000, 10, false, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "visibility timeout"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "MessageDeduplicationId with a fixed 5-minute interval; visibility "
                       "timeout 30 s; maxReceiveCount of the redrive policy sends to the DLQ "
                       "(set here to 10).")},
    {QStringLiteral("azure-service-bus"), QT_TRANSLATE_NOOP("BrokerProfile", "Azure Service Bus"),
     10 * kMinute, 20 * 1000, 7 * 24 * 60 * kMinute, 60 * 1000, 10, false, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "peek-lock duration"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "Duplicate detection on MessageId, window 20 s to 7 days (default "
                       "10 min); peek-lock 60 s; MaxDeliveryCount 10, then dead-lettered.")},
    {QStringLiteral("nats-jetstream"), QT_TRANSLATE_NOOP("BrokerProfile", "NATS JetStream"),
     2 * kMinute, 0, 0, 30 * 1000, 0, false, false,
     QT_TRANSLATE_NOOP("BrokerProfile", "AckWait"),
     QT_TRANSLATE_NOOP("BrokerProfile",
                       "Nats-Msg-Id duplicate window 2 min; AckWait 30 s; MaxDeliver "
                       "unlimited (-1) by default.")},
    {QStringLiteral("kafka"), QT_TRANSLATE_NOOP("BrokerProfile", "Apache Kafka"),
     0, 0, 0, 0, 0, false, true,
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

} // namespace idem
