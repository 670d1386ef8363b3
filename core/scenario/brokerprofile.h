#pragma once

#include "scenario.h"

#include <QString>

namespace idem {

// What a broker does when a message reaches its delivery limit.
enum class LimitAction : quint8 {
    DeadLetter, // moved to a dead-letter queue (SQS redrive, Service Bus DLQ, RabbitMQ DLX)
    Advisory,   // JetStream: stays in the stream, one MAX_DELIVERIES advisory is published
};

// The documented defaults of each broker, with where they come from and the
// version they hold for, so the UI can show the source next to the number.
struct BrokerProfile
{
    QString id;
    const char *displayName;      // QT_TR_NOOP
    const char *version;          // the broker version the defaults below come from
    qint64 dedupWindowMs;         // 0 = none
    qint64 minDedupWindowMs;      // 0 = no lower bound
    qint64 maxDedupWindowMs;      // 0 = no upper bound
    qint64 redeliveryTimeoutMs;
    int maxDeliveries;            // 0 = unlimited
    // RabbitMQ's x-delivery-limit counts returns, not deliveries: limit L
    // lets a message be delivered L + 1 times.
    bool limitCountsReturns;
    LimitAction limitAction;
    bool requeueOnDisconnect;     // RabbitMQ: a dead channel's unacked come back at once
    bool partitioned;             // Kafka: offsets, consumer group, no per-message ack
    // SQS FIFO: a message group's next message waits while an earlier one
    // is in flight (broker.messageGroups says how the producer groups them).
    bool messageGroups;
    const char *timeoutName;      // "visibility timeout", "peek-lock duration", ...
    const char *source;           // QT_TR_NOOP: one line naming the documented default

    static const BrokerProfile *find(const QString &id);
    // Overwrites the profile-owned fields of `broker` with this profile's defaults.
    static void applyDefaults(BrokerSettings &broker);
    // Whether delivery number `deliveries` (1-based), now returning, is the last
    // one the broker allows under `limit` (0 = unlimited).
    bool limitReached(int deliveries, int limit) const;
};

} // namespace idem
