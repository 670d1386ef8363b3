#pragma once

#include <QMap>
#include <QString>

namespace idem {

// What a run counts while it runs (the context's tallies), completed from
// the database by the ground truth when it ends.
struct RunMetrics
{
    int logicalMessages = 0;
    int publishAttempts = 0;
    int deliveries = 0;           // deliveries that reached a handler
    int redeliveries = 0;         // deliveries beyond the first per logical event
    // Deliveries reaching a handler that the broker would stamp as redelivered
    // (RabbitMQ redelivered, SQS ApproximateReceiveCount > 1, Service Bus
    // DeliveryCount > 1, JetStream NumDelivered > 1): set on returned copies
    // even if never processed, never on a producer retry's own copy; Kafka has none.
    int redeliveredFlag = 0;
    int duplicatesSkipped = 0;
    int duplicateSideEffects = 0; // from the database
    int effectsApplied = 0;       // from the database
    int lost = 0;                 // no effect, not dead-lettered, producer did not give up
    int deadLettered = 0;
    int maxDeliveriesAdvisories = 0; // JetStream: stopped after MaxDeliver, still in the stream
    int producerGaveUp = 0;
    int brokerDeduped = 0;
    int dbTransactions = 0;       // committed
    int rollbacks = 0;
    int cacheHits = 0;
    int cacheMisses = 0;
    int busyRetries = 0;
    int storeFailures = 0;
    int crashes = 0;
    int rebalances = 0;
    double latencyP50Ms = 0;      // publish → first effect, virtual time
    double latencyP99Ms = 0;
    double virtualDurationMs = 0;
    QMap<QString, int> redeliveriesByCause; // cause name → count
};

// What became of one logical event; the context keeps one per event.
enum EventFate : quint8 { FateDelivered = 0, FateDeadLettered = 1, FateGaveUp = 2, FateNeverDelivered = 3, FateMaxDelivered = 4 };

} // namespace idem
