#pragma once

#include "../scenario/scenario.h"
#include "eventqueue.h"
#include "faultplan.h"
#include "runmetrics.h"
#include "trace.h"

#include <QString>
#include <QVector>

namespace idem {

class Broker;

// A delivery as the consumer sees it.
struct Delivery
{
    quint32 tag = 0;         // broker's delivery tag (unique per run)
    int brokerMessage = -1;  // index of the stored copy in the broker
    int logical = -1;
    int attempt = 1;         // which publish attempt produced the copy
    int number = 1;          // delivery count of that copy (1 = first)
    DeliveryCause cause = DeliveryCause::First;
    int partition = 0;
    qint64 offset = -1;      // Kafka only
};

// State shared by the producer, broker and consumers of one run: the clock,
// the event queue, the trace, the fault plan and per-event bookkeeping. Owned
// by the simulation; single-threaded.
struct SimContext
{
    explicit SimContext(const Scenario &s) : scenario(s), faults(scenario) {}

    const Scenario scenario;
    FaultPlan faults;
    EventQueue queue;
    Trace trace;
    SimTime now = 0;
    RunMetrics metrics;
    Broker *broker = nullptr;
    bool storeDown = false;
    int firstEffects = 0; // logical events whose effect has been applied at least once

    // Per logical event.
    QVector<SimTime> firstPublishAt;
    QVector<SimTime> firstEffectAt;
    QVector<int> appliedSoFar;     // effects applied (committed) so far, for marks
    QVector<int> deliveriesSoFar;  // deliveries that reached a handler
    QVector<quint8> fates;
    // Sizes the per-event vectors for `n` events, each starting as `fate`.
    void startEvents(int n, EventFate fate);
    // Counts an effect applied for `logical` and says whether it repeats one
    // applied before (a repeatable effect, an upsert, never does): the rule
    // behind the duplicate-side-effect marks.
    bool countEffect(int logical, bool repeatable);

    void schedule(SimTime at, int kind, int a = 0, int b = 0, qint64 c = 0)
    {
        queue.push(at, kind, a, b, c);
    }
    void record(TraceKind kind, quint8 actor, int logical = -1, int delivery = 0, int detail = 0)
    {
        trace.append(now, kind, actor, logical < 0 ? kNoMessage : quint32(logical),
                     quint16(qBound(0, delivery, 65535)), quint16(qBound(0, detail, 65535)));
    }

    // Message ids by policy; `key` is the interned number the caches use.
    quint32 messageKey(int logical, int attempt) const;
    QString messageIdText(int logical, int attempt) const;
};

} // namespace idem
