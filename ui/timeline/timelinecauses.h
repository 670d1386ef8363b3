#pragma once

#include "analysis/runanalysis.h"
#include "scenario/scenario.h"
#include "timelinespans.h"

#include <vector>

namespace idem::ui {

// An arrow from what caused something to what it caused: a lost ack, a
// crash, an expired lock, a broker restart or a rebalance to the
// redelivery it led to; an earlier application of an effect to the
// duplicate that repeats it; a Kafka record never read to the
// auto.offset.reset that jumped past it (drawn forward in time: from the
// record to the reset).
struct TimelineCause
{
    enum Kind : quint8 { Redelivery, Duplicate, LostRecord };
    quint32 edge = 0; // its edge in the run's cause graph (RunAnalysis::causes)
    quint32 from = 0; // records
    quint32 to = 0;
    quint32 message = kNoMessage;
    // Where the arrow's two ends are, read from the trace when the arrows
    // are built (off the GUI thread): a frame of a million-delivery run
    // draws thousands of them without looking a record up.
    SimTime fromTime = 0;
    SimTime toTime = 0;
    qint16 fromRow = -1; // the lane the arrow starts on (a rebalance: the message's partition)
    qint16 toRow = -1;   // the lane of the record it points at
    Kind kind = Redelivery;
    DeliveryCause cause = DeliveryCause::First;
    bool duplicated = false; // its message had a duplicate side effect
    bool caught = false;     // its message had a duplicate recognised and skipped
    bool lost = false;       // a record never read: drawn like a duplicate, for every message
};

// Kafka: a partition's committed offset moving on (a step of the line).
struct TimelineOffsetStep
{
    SimTime time = 0;
    int offset = 0;
    quint32 record = 0;
    qint16 row = 0;
    quint8 consumer = 0;
};

// Kafka: a rebalance rewinding a partition from how far it had been read
// to its last committed offset; every record in between is read again.
struct TimelineRewind
{
    SimTime at = 0;          // the rebalance completed
    SimTime committedAt = -1; // when that offset was committed; -1: never
    int position = 0;        // next offset the old owner would have read
    int committed = 0;       // where the new owner starts
    quint32 record = 0;      // the rebalance record
    qint16 row = 0;
    quint8 oldOwner = 0;     // 0: unknown
    quint8 newOwner = 0;
};

// What the picture draws of what the trace implies: the bars (handler,
// hold, transaction, cache entry, session timeout), the cause arrows and
// Kafka's committed offsets, laid out in the timeline's lanes. The meaning
// — which event caused which, when a cache entry left, which offset a
// record had — is the run's analysis (core/analysis/runanalysis.h), read
// here, never worked out again; this class only places it.
class TimelineCauses final
{
    Q_DISABLE_COPY(TimelineCauses)
public:
    TimelineCauses() = default;
    TimelineCauses(TimelineCauses &&) = default;
    TimelineCauses &operator=(TimelineCauses &&) = default;

    // `analysis` is the run's (RunResult::analysis); without one (a trace
    // made in a test) it is built here from the index's trace.
    void build(const TimelineIndex &index, const Scenario &scenario,
               std::shared_ptr<const RunAnalysis> analysis = {});
    const RunAnalysis *analysis() const { return m_analysis.get(); }
    void clear();
    // After the index it was built on moved (its contents unchanged).
    void rebind(const TimelineIndex *index) { m_index = index; }

    const TimelineBars &bars() const { return m_bars; }
    const std::vector<TimelineCause> &causes() const { return m_causes; } // by start time
    const std::vector<TimelineOffsetStep> &offsets() const { return m_offsets; }
    const std::vector<TimelineRewind> &rewinds() const { return m_rewinds; }
    int maxOffset(int row) const;
    // Sub-rows the bars of a lane use (1 … TimelineBar::kTracks).
    int tracks(int row) const;
    // Causes whose time range overlaps [from, to] (index range into causes()).
    std::pair<std::size_t, std::size_t> causesBetween(double from, double to) const;
    // Indices into causes() of one message.
    std::vector<std::size_t> causesOf(quint32 message) const;
    // The cause arrows that end at a record (its redelivery or duplicate).
    std::vector<std::size_t> causesInto(quint32 record) const;
    // Kafka: the partition and offset a delivery read, or false.
    bool offsetOf(quint32 message, int attempt, int *partition, int *offset) const;
    const Scenario &scenario() const { return m_scenario; }
    const TimelineIndex *index() const { return m_index; }
    bool kafka() const { return m_kafka; }
    // Gaps that hold no part of a bar, band or arrow: only those may be squeezed.
    std::vector<TimelineGap> honestGaps(const std::vector<TimelineGap> &gaps,
                                        const std::vector<TimelineSpan> &spans) const;

private:
    void buildHandlersAndHolds(std::vector<TimelineBar> &bars);
    void buildTransactions(std::vector<TimelineBar> &bars);
    void buildCacheEntries(std::vector<TimelineBar> &bars);
    void buildKafka(std::vector<TimelineBar> &bars);
    void buildCauses();
    static void assignTracks(std::vector<TimelineBar> &bars, TimelineBar::Kind kind);

    const TimelineIndex *m_index = nullptr;
    Scenario m_scenario;
    std::shared_ptr<const RunAnalysis> m_analysis;
    bool m_kafka = false;
    TimelineBars m_bars;
    std::vector<TimelineCause> m_causes;
    SimTime m_longestCause = 0;
    std::vector<std::size_t> m_causesByMessage;
    std::vector<TimelineOffsetStep> m_offsets;
    std::vector<TimelineRewind> m_rewinds;
    std::vector<int> m_maxOffset;                 // per row
    std::vector<int> m_tracks;                    // per row
};

} // namespace idem::ui
