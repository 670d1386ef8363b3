#pragma once

#include "trace.h"

namespace idem {

// Who writes a kind: the lane its records sit on. Consumer kinds carry the
// consumer's actor (kFirstConsumerActor + k - 1); Any marks a kind more than
// one lane writes (a crash is a consumer's or, for Kafka members, the group's
// broker view).
enum class TraceActor : quint8 { Producer, Broker, Store, Cache, Consumer, Any };

// The trace-kind table: one row per TraceKind, like the scenario-field
// table. It says what each record's `delivery` and `detail` fields mean; the
// typed accessors on TraceRecord (trace.h) are the only readers of those
// bits, and the constructors below the only writers of packed ones.
struct TraceKindRow
{
    TraceKind kind;
    const char *name;     // the trace format's word (CSV, JSON, the event log)
    TraceActor actor;
    const char *delivery; // what the delivery field holds ("" when unused)
    const char *detail;   // what the detail field holds ("" when unused)
};

class TraceKinds final
{
public:
    static const TraceKindRow &row(TraceKind kind);
    static const TraceKindRow *begin();
    static const TraceKindRow *end();
    static int count();
    // Does a record of this kind on `actor` fit its row's lane?
    static bool actorFits(TraceKind kind, quint8 actor);
};

// Packed detail values, built in one place.
namespace tracedetail {
constexpr quint16 deliver(DeliveryCause cause, int attempt)
{
    return quint16(quint16(cause) | (attempt << 5));
}
constexpr quint16 sql(quint8 statement, int status) { return quint16(statement | (status << 8)); }
} // namespace tracedetail

} // namespace idem
