#pragma once

#include "analysis/runanalysis.h"
#include "timelinemarks.h"

#include <array>
#include <vector>

namespace idem::ui {

// One horizontal lane of the timeline, top to bottom: producer, broker (one
// per partition for Kafka), consumers, store, cache.
struct TimelineLane
{
    enum Kind : quint8 { Producer, Broker, Consumer, Store, Cache };
    Kind kind = Producer;
    int consumer = 0;   // 1-based for consumer lanes
    int partition = -1; // Kafka: the broker lane's partition; -1 = one broker lane
};

// A stretch of time shaded on one lane (row ≥ 0) or, with row -1, on the
// lanes its kind concerns: broker down on every broker lane, a rebalance on
// the broker and consumer lanes.
struct TimelineSpan
{
    enum Kind : quint8 { StoreDown, BrokerDown, ConsumerOffline, Rebalance };
    Kind kind = StoreDown;
    int row = -1;
    SimTime from = 0;
    SimTime to = 0;
    int record = -1; // the record that opened it
};

// A vertical line across lanes: a broker restart or a cache flush.
struct TimelineLine
{
    Mark mark = Mark::BrokerRestart;
    SimTime time = 0;
    int record = -1;
};

// Time with no record at all, between two records.
struct TimelineGap
{
    SimTime from = 0;
    SimTime to = 0;
};

// Everything the timeline needs to paint a frame without walking the trace:
// per lane and mark, the sorted indices of the records, so a frame costs
// O(pixels × log n) whatever the trace size; the spans, lines and idle gaps;
// and each logical event's records for following one message (the run
// analysis's MessageIndex, shared, not copied). Built once per run; holds a
// pointer to the trace, which must outlive it.
class TimelineIndex final
{
    Q_DISABLE_COPY(TimelineIndex)
public:
    using Indices = std::vector<quint32>;
    // The records of one mark on one lane, in time order, plus every
    // kFenceStep-th time in a compact array: a seek bisects the fences
    // (cache-resident) before it touches the big trace.
    struct List
    {
        Indices records;
        std::vector<SimTime> fences;
    };
    static constexpr std::size_t kFenceStep = 32;

    TimelineIndex() = default;
    // Movable, so an index built on a worker thread can be handed over.
    TimelineIndex(TimelineIndex &&) noexcept = default;
    TimelineIndex &operator=(TimelineIndex &&) noexcept = default;

    // partitions > 1 gives each Kafka partition its own broker lane (records
    // of a message go to the partition of its key). gapThreshold: idle
    // stretches at least this long become gaps; ≤ 0 picks max(1 s, run / 50).
    // `analysis` (the run's, of this trace) lends its per-message records;
    // without one the index sorts them itself.
    void build(const Trace &trace, int initialConsumers, int partitions = 1, SimTime gapThreshold = 0,
               std::shared_ptr<const RunAnalysis> analysis = {});
    void clear();
    // Indexes `trace`, which holds the records this index was built on (in
    // the same Trace or a copy; the old one may be gone) and more after them:
    // the new records added as build would have indexed them (the same
    // arrays, spans, lines and gaps), at the cost of the new records — the
    // message lists aside, which are rebuilt. Builds afresh when the new
    // records need a lane the index has not, or are out of time order.
    void append(const Trace &trace);
    // A copy of this index for `trace`, a copy of the trace it indexes.
    TimelineIndex copyFor(const Trace &trace) const;

    const Trace *trace() const { return m_trace; }
    bool isEmpty() const { return !m_trace || m_trace->size() == 0; }
    SimTime startTime() const { return m_start; }
    SimTime endTime() const { return m_end; }

    int rowCount() const { return int(m_lanes.size()); }
    const TimelineLane &lane(int row) const { return m_lanes[std::size_t(row)]; }
    // The lane of an actor; for the broker, its first (partition 0) lane.
    int rowOfActor(quint8 actor) const;
    int rowOfRecord(int record) const;
    // The broker lane that holds a logical event (its partition's).
    int brokerRowOf(quint32 logical) const;
    int consumerCount() const { return m_consumers; }
    int partitionCount() const { return m_partitions; }
    int storeRow() const { return 1 + m_partitions + m_consumers; }
    int cacheRow() const { return 2 + m_partitions + m_consumers; }

    const List &list(int row, Mark mark) const { return m_rows[std::size_t(row)][std::size_t(mark)]; }
    const Indices &records(int row, Mark mark) const { return list(row, mark).records; }
    // Bit n set ⇔ records(row, Mark(n)) is not empty.
    quint32 markMask(int row) const { return m_masks[std::size_t(row)]; }

    const std::vector<TimelineSpan> &spans() const { return m_spans; }
    const std::vector<TimelineLine> &lines() const { return m_lines; }
    const std::vector<TimelineGap> &gaps() const { return m_gaps; }
    SimTime gapThreshold() const { return m_gapThreshold; }

    // Every record of logical event `logical`, in time order; some are drawn
    // as nothing (TimelineMarks::markOf gives Mark::None).
    int messageCount() const { return m_messages ? m_messages->messageCount() : 0; }
    const quint32 *messageBegin(int logical) const;
    const quint32 *messageEnd(int logical) const;

    SimTime timeOf(quint32 record) const { return m_trace->at(record).time(); }
    // First position p ≥ from in `list` whose record time is ≥ t. Gallops
    // forward over the fences, so walking a list in time order costs
    // O(log distance) per step and at most log2(kFenceStep) trace reads.
    std::size_t seek(const List &list, std::size_t from, SimTime t) const;

private:
    // Pass 1's counts per lane key and mark, and per message, give the
    // lanes and the exact size of every array pass 2 fills.
    void addLanes(const std::vector<std::array<quint32, kMarkCount>> &perKey);
    void shareMessages(const Trace &trace, std::shared_ptr<const RunAnalysis> analysis);
    void sortByTime();
    void buildFences();
    // The records that open or close a span or draw a line, in trace order.
    std::vector<quint32> spanEvents() const;
    bool isSpanEvent(int row, Mark mark, TraceKind kind) const;
    void buildSpans();
    void spansFromEvents();
    // append's parts: whether the new records fit the lanes, then adding them.
    bool canAppend(const Trace &trace) const;
    void addRecords(std::size_t from);
    // The spans still open (the record that opened each, -1: none) at the run's end.
    void closeAtRunEnd(int storeOpen, int brokerOpen, int rebalanceOpen, const std::vector<int> &offlineOpen);
    int laneKeyOf(const TraceRecord &r);
    int rowOfKey(int key) const;

    const Trace *m_trace = nullptr;
    std::size_t m_indexed = 0; // records of m_trace indexed
    bool m_sorted = true;
    int m_initialConsumers = 0;
    SimTime m_gapThresholdAsked = 0;
    std::vector<quint32> m_spanEvents; // spanEvents() as of the last build or append
    SimTime m_start = 0;
    SimTime m_end = 0;
    SimTime m_gapThreshold = 0;
    int m_consumers = 0;
    int m_partitions = 1;
    std::vector<quint16> m_partitionOf; // per logical event, when partitioned
    std::vector<TimelineLane> m_lanes;
    std::vector<std::array<List, kMarkCount>> m_rows;
    std::vector<quint32> m_masks;
    std::vector<TimelineSpan> m_spans;
    std::vector<TimelineLine> m_lines;
    std::vector<TimelineGap> m_gaps;
    std::shared_ptr<const MessageIndex> m_messages; // the analysis's, or the index's own
};

} // namespace idem::ui
