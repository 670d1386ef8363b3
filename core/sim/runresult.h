#pragma once

#include "../scenario/scenario.h"
#include "trace.h"

#include <QMap>
#include <QString>
#include <QVector>

namespace idem {

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
    // Kafka: records a reset to latest jumped over before anyone had read
    // them (no committed offset, auto.offset.reset latest); also counted lost.
    int offsetResetSkipped = 0;
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

// One correctness problem, explained in plain words with its cause chain.
struct Violation
{
    int logical = -1;
    QString kind;        // "duplicate-side-effect" | "lost"
    int applied = 0;     // effects found in the database for the key
    QString explanation;
};

// Why a run ended before its work was done (it was not cancelled, nothing
// failed): the engine stopped it and says why in RunResult::stopReason.
enum class RunStop : quint8 {
    None,
    NoProgress, // no message settled for the progress bound (RunLimits::stallEvents)
    OverBudget, // the trace reached its record budget (RunLimits::traceBudget)
};

// Everything a finished run hands to the UI, the reports and the CLI.
// A value type; the trace can be large (16 bytes a record), so move it.
struct RunResult
{
    Scenario scenario;
    QString databasePath;
    Trace trace;
    RunMetrics metrics;
    QVector<int> effectCounts;       // per logical event, read from SQLite
    QVector<quint8> fates;           // EventFate per logical event
    QVector<Violation> violations;
    QStringList notes;               // dead letters and give-ups, explained
    bool valid = false;
    bool cancelled = false;
    QString error;                   // non-empty: the run could not complete
    RunStop stop = RunStop::None;    // the engine stopped it: no verdict
    QString stopReason;              // why, in plain words naming the mechanism
    QString runId;                   // also in run_info and summary.json
    double wallMs = 0;

    bool stopped() const { return stop != RunStop::None; }
    // A result to present: it ran to its end (valid or invalid).
    bool finished() const { return error.isEmpty() && !cancelled && !stopped(); }
};

enum EventFate : quint8 { FateDelivered = 0, FateDeadLettered = 1, FateGaveUp = 2, FateNeverDelivered = 3, FateMaxDelivered = 4 };

} // namespace idem
