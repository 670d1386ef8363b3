#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"

#include <QByteArray>
#include <QVector>

namespace idem {

// A fault schedule as the explorer sees it: scheduled faults in canonical
// order (faultLess), so one set of faults has one spelling.
using FaultSchedule = QVector<ScheduledFault>;

// Where faults can go in a run, read from its trace: each delivery (lost
// ack, crash at every crash point the delivery reaches, slow handler past
// the timeout, connection lost), each publish attempt (lost publish ack) and
// each gap between deliveries (broker restart, store down, cache flush with
// a cache, Kafka member crash / join / leave). A crash point the delivery
// never reached, or an ack that was never sent for it, is left out: the
// fault would not fire and the trace would be the parent's. Pure functions.
class FaultSites final
{
public:
    static FaultSchedule of(const Trace &trace, const Scenario &scenario);

    // A total order on faults (message, delivery, time, kind, point, ...).
    static bool faultLess(const ScheduledFault &a, const ScheduledFault &b);
    // The schedule with `extra` added, in canonical order.
    static FaultSchedule with(const FaultSchedule &schedule, const ScheduledFault &extra);
    static void normalize(FaultSchedule &schedule);
    // A compact identity of a schedule (the canonical order's key).
    static QByteArray key(const FaultSchedule &schedule);
    // The class a fault belongs to in the matrix: its kind's word, a crash
    // with its point ("consumer-crash@between-commits").
    static QString faultClass(const ScheduledFault &f);
    // One fault in a line: "ack-lost order-3#2", "broker-restart @1250ms".
    static QString describe(const ScheduledFault &f);
    static QString describe(const FaultSchedule &schedule);
};

} // namespace idem
