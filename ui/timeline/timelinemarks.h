#pragma once

#include "kernel/trace.h"

namespace idem::ui {

// What the timeline draws for one trace record. The order is the severity:
// when several records share a pixel column the highest one wins, so a
// duplicate side effect is never hidden behind a thousand processed ones.
enum class Mark : quint8 {
    None,            // not drawn on its own (SQL statements: the inspector shows them)
    Step,            // a minor step (handler start, cache miss, ack…), shown when zoomed in
    Enqueued,
    Publish,
    Delivery,
    Commit,
    CacheHit,
    Processed,
    Rollback,
    BrokerDeduped,   // first "notable" mark: drawn even when aggregated
    PublishRetry,
    Redelivery,
    StoreFailed,
    PublishLost,
    CacheFlush,
    StoreOutage,
    Rebalance,
    RecordsSkipped,  // Kafka: an offset reset to latest jumped over records nobody read
    CommitFailed,    // Kafka: the group refused a removed member's offset commit
    Skipped,
    DeadLettered,
    LostAck,
    BrokerRestart,
    Crash,
    DuplicateEffect,
    Count
};

constexpr int kMarkCount = int(Mark::Count);

// Which lane a record belongs to and how it is drawn. Pure functions of one
// record; no state.
class TimelineMarks final
{
public:
    static Mark markOf(const TraceRecord &r);
    // The actor whose lane shows the record: commits and rollbacks move to
    // the store lane, cache hits and misses to the cache lane.
    static quint8 laneActorOf(const TraceRecord &r);
    // Notable marks keep their glyph when a pixel column aggregates records.
    static bool isNotable(Mark m) { return m >= Mark::BrokerDeduped; }
    // Marks in the order a legend lists them.
    static const Mark *legendOrder(int *count);

    TimelineMarks() = delete;
};

} // namespace idem::ui
