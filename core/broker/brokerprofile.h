#pragma once

#include "../scenario/scenario.h"

#include <QString>

namespace idem {

// The documented defaults of each broker, with where they come from, so the
// UI can show the source next to the number.
struct BrokerProfile
{
    QString id;
    const char *displayName;      // QT_TR_NOOP
    qint64 dedupWindowMs;         // 0 = none
    qint64 minDedupWindowMs;      // 0 = no lower bound
    qint64 maxDedupWindowMs;      // 0 = no upper bound
    qint64 redeliveryTimeoutMs;
    int maxDeliveries;            // 0 = unlimited
    bool requeueOnDisconnect;     // RabbitMQ: a dead channel's unacked come back at once
    bool partitioned;             // Kafka: offsets, consumer group, no per-message ack
    const char *timeoutName;      // "visibility timeout", "peek-lock duration", ...
    const char *source;           // QT_TR_NOOP: one line naming the documented default

    static const BrokerProfile *find(const QString &id);
    // Overwrites the profile-owned fields of `broker` with this profile's defaults.
    static void applyDefaults(BrokerSettings &broker);
};

} // namespace idem
