#include "timelineindex.h"

#include "kernel/partitioner.h"
#include "scenario/scenario.h"

#include <algorithm>

namespace idem::ui {

namespace {
// Lane keys: an actor (0…255), or kBrokerKey + partition for broker records.
constexpr int kBrokerKey = 256;
constexpr int kMaxPartitions = 1024;
constexpr int kKeySlots = kBrokerKey + kMaxPartitions;
constexpr SimTime kMinGapThreshold = 1000 * 1000; // 1 s
constexpr SimTime kGapFraction = 50;              // or 1/50 of the run, if longer
} // namespace

void TimelineIndex::clear()
{
    m_trace = nullptr;
    m_indexed = 0;
    m_sorted = true;
    m_spanEvents.clear();
    m_start = m_end = m_gapThreshold = 0;
    m_consumers = 0;
    m_partitions = 1;
    m_partitionOf.clear();
    m_lanes.clear();
    m_rows.clear();
    m_masks.clear();
    m_spans.clear();
    m_lines.clear();
    m_gaps.clear();
    m_messages.reset();
}

int TimelineIndex::laneKeyOf(const TraceRecord &r)
{
    const quint8 actor = TimelineMarks::laneActorOf(r);
    if (actor != ActorBroker)
        return actor;
    if (m_partitions <= 1 || r.message == kNoMessage)
        return kBrokerKey;
    // Kafka places a record by the hash of its key; the engine's own
    // function says where, so the lanes match the broker exactly.
    while (m_partitionOf.size() <= r.message) {
        const int logical = int(m_partitionOf.size());
        m_partitionOf.push_back(quint16(KafkaPartitioner::partitionOf(Scenario::businessKey(logical), m_partitions)));
    }
    return kBrokerKey + m_partitionOf[r.message];
}

int TimelineIndex::rowOfKey(int key) const
{
    return key >= kBrokerKey ? 1 + (key - kBrokerKey) : rowOfActor(quint8(key));
}

void TimelineIndex::shareMessages(const Trace &trace, std::shared_ptr<const RunAnalysis> analysis)
{
    if (analysis && analysis->traceSize() == trace.size()) {
        m_messages = std::shared_ptr<const MessageIndex>(analysis, &analysis->messages());
        return;
    }
    quint32 highest = 0;
    for (const TraceRecord &r : trace.records()) {
        if (r.message != kNoMessage && r.message < (1u << 24))
            highest = qMax(highest, r.message + 1);
    }
    auto own = std::make_shared<MessageIndex>();
    own->build(trace, int(highest));
    m_messages = std::move(own);
}

void TimelineIndex::build(const Trace &trace, int initialConsumers, int partitions, SimTime gapThreshold,
                          std::shared_ptr<const RunAnalysis> analysis)
{
    clear();
    m_trace = &trace;
    m_indexed = trace.size();
    m_initialConsumers = initialConsumers;
    m_gapThresholdAsked = gapThreshold;
    m_partitions = qBound(1, partitions, kMaxPartitions);
    const std::vector<TraceRecord> &recs = trace.records();

    // Pass 1: extent, lanes, and how many records go where, so pass 2 fills
    // exactly sized arrays (10 M records must not cost twice their size).
    std::vector<std::array<quint32, kMarkCount>> perKey(kKeySlots);
    for (auto &counts : perKey)
        counts.fill(0);
    int maxActor = kFirstConsumerActor - 1 + qMax(0, initialConsumers);
    bool sorted = true;
    SimTime previous = recs.empty() ? 0 : recs.front().time();
    m_start = m_end = previous;
    for (const TraceRecord &r : recs) {
        const SimTime t = r.time();
        sorted = sorted && t >= previous;
        previous = t;
        m_start = qMin(m_start, t);
        m_end = qMax(m_end, t);
        const Mark mark = TimelineMarks::markOf(r);
        if (mark == Mark::None)
            continue;
        maxActor = qMax(maxActor, int(r.actor()));
        ++perKey[std::size_t(laneKeyOf(r))][std::size_t(mark)];
    }

    m_consumers = maxActor - kFirstConsumerActor + 1;
    addLanes(perKey);
    shareMessages(trace, std::move(analysis));

    m_gapThreshold = gapThreshold > 0 ? gapThreshold
                                      : qMax(kMinGapThreshold, (m_end - m_start) / kGapFraction);

    // Pass 2: fill the arrays; records are in time order, so every array is too.
    previous = recs.empty() ? 0 : recs.front().time();
    for (std::size_t i = 0; i < recs.size(); ++i) {
        const TraceRecord &r = recs[i];
        const SimTime t = r.time();
        if (sorted && t - previous >= m_gapThreshold)
            m_gaps.push_back({previous, t});
        previous = t;
        const Mark mark = TimelineMarks::markOf(r);
        if (mark == Mark::None)
            continue;
        const int row = rowOfKey(laneKeyOf(r));
        m_rows[std::size_t(row)][std::size_t(mark)].records.push_back(quint32(i));
    }
    m_sorted = sorted;
    if (!sorted)
        sortByTime();
    buildFences();
    buildSpans();
}

void TimelineIndex::addLanes(const std::vector<std::array<quint32, kMarkCount>> &perKey)
{
    m_lanes.push_back({TimelineLane::Producer, 0, -1});
    for (int p = 0; p < m_partitions; ++p)
        m_lanes.push_back({TimelineLane::Broker, 0, m_partitions > 1 ? p : -1});
    for (int k = 1; k <= m_consumers; ++k)
        m_lanes.push_back({TimelineLane::Consumer, k, -1});
    m_lanes.push_back({TimelineLane::Store, 0, -1});
    m_lanes.push_back({TimelineLane::Cache, 0, -1});
    m_rows.resize(m_lanes.size());
    m_masks.assign(m_lanes.size(), 0);
    for (int key = 0; key < kBrokerKey + m_partitions; ++key) {
        const int row = rowOfKey(key);
        if (row < 0)
            continue;
        for (int m = 0; m < kMarkCount; ++m) {
            const quint32 count = perKey[std::size_t(key)][std::size_t(m)];
            if (count == 0)
                continue;
            m_rows[std::size_t(row)][std::size_t(m)].records.reserve(count);
            m_masks[std::size_t(row)] |= 1u << m;
        }
    }
}

void TimelineIndex::sortByTime()
{
    // Never expected (the clock only moves forward), but stay correct.
    const std::vector<TraceRecord> &recs = m_trace->records();
    const auto byTime = [&recs](quint32 a, quint32 b) {
        return recs[a].time() < recs[b].time() || (recs[a].time() == recs[b].time() && a < b);
    };
    for (auto &row : m_rows) {
        for (List &list : row)
            std::sort(list.records.begin(), list.records.end(), byTime);
    }
    // The per-message lists are in trace order, the index's own or the analysis's.
}

void TimelineIndex::buildFences()
{
    const std::vector<TraceRecord> &recs = m_trace->records();
    for (auto &row : m_rows) {
        for (List &list : row) {
            list.fences.reserve(list.records.size() / kFenceStep + 1);
            for (std::size_t p = 0; p < list.records.size(); p += kFenceStep)
                list.fences.push_back(recs[list.records[p]].time());
        }
    }
}

std::vector<quint32> TimelineIndex::spanEvents() const
{
    // Spans come from rare records only, so walking the per-lane arrays of
    // those marks (plus the steps of the broker and consumers) is cheap
    // next to the trace.
    const std::vector<TraceRecord> &recs = m_trace->records();
    std::vector<quint32> events;
    const auto collect = [&](int row, Mark mark) {
        const Indices &list = records(row, mark);
        events.insert(events.end(), list.begin(), list.end());
    };
    const int broker = rowOfActor(ActorBroker);
    const int store = storeRow();
    collect(broker, Mark::BrokerRestart);
    collect(store, Mark::StoreOutage);
    collect(cacheRow(), Mark::CacheFlush);
    for (int row = 0; row < rowCount(); ++row) {
        collect(row, Mark::Rebalance);
        if (lane(row).kind == TimelineLane::Consumer)
            collect(row, Mark::Crash);
    }
    // Steps that close spans: broker back, consumer restart/join/leave.
    for (int row = 0; row < rowCount(); ++row) {
        if (row != broker && lane(row).kind != TimelineLane::Consumer)
            continue;
        for (quint32 i : records(row, Mark::Step)) {
            const TraceKind k = recs[i].kind();
            if (k == TraceKind::BrokerBack || k == TraceKind::Restart || k == TraceKind::ConsumerJoin
                || k == TraceKind::ConsumerLeave)
                events.push_back(i);
        }
    }
    std::sort(events.begin(), events.end());
    return events;
}

void TimelineIndex::buildSpans()
{
    m_spanEvents = spanEvents();
    spansFromEvents();
}

bool TimelineIndex::isSpanEvent(int row, Mark mark, TraceKind kind) const
{
    // The records spanEvents() collects, one at a time.
    const int broker = rowOfActor(ActorBroker);
    const bool consumer = lane(row).kind == TimelineLane::Consumer;
    switch (mark) {
    case Mark::BrokerRestart: return row == broker;
    case Mark::StoreOutage: return row == storeRow();
    case Mark::CacheFlush: return row == cacheRow();
    case Mark::Rebalance: return true;
    case Mark::Crash: return consumer;
    case Mark::Step:
        return (row == broker || consumer)
            && (kind == TraceKind::BrokerBack || kind == TraceKind::Restart || kind == TraceKind::ConsumerJoin
                || kind == TraceKind::ConsumerLeave);
    default: return false;
    }
}

void TimelineIndex::spansFromEvents()
{
    m_spans.clear();
    m_lines.clear();
    const std::vector<TraceRecord> &recs = m_trace->records();
    const int store = storeRow();
    int storeOpen = -1;
    int brokerOpen = -1;
    int rebalanceOpen = -1;
    std::vector<int> offlineOpen(std::size_t(rowCount()), -1);
    for (quint32 i : m_spanEvents) {
        const TraceRecord &r = recs[i];
        const SimTime t = r.time();
        const int row = rowOfActor(r.actor());
        switch (r.kind()) {
        case TraceKind::StoreDown:
            if (storeOpen < 0)
                storeOpen = int(i);
            break;
        case TraceKind::StoreUp:
            if (storeOpen >= 0)
                m_spans.push_back({TimelineSpan::StoreDown, store, timeOf(quint32(storeOpen)), t, storeOpen});
            storeOpen = -1;
            break;
        case TraceKind::BrokerRestart:
            m_lines.push_back({Mark::BrokerRestart, t, int(i)});
            if (brokerOpen < 0)
                brokerOpen = int(i);
            break;
        case TraceKind::BrokerBack:
            if (brokerOpen >= 0)
                m_spans.push_back({TimelineSpan::BrokerDown, -1, timeOf(quint32(brokerOpen)), t, brokerOpen});
            brokerOpen = -1;
            break;
        case TraceKind::CacheFlush:
            m_lines.push_back({Mark::CacheFlush, t, int(i)});
            break;
        case TraceKind::Crash:
        case TraceKind::ConsumerLeave:
            if (row >= 0 && offlineOpen[std::size_t(row)] < 0)
                offlineOpen[std::size_t(row)] = int(i);
            break;
        case TraceKind::Restart:
            if (row >= 0 && offlineOpen[std::size_t(row)] >= 0) {
                const int from = offlineOpen[std::size_t(row)];
                m_spans.push_back({TimelineSpan::ConsumerOffline, row, timeOf(quint32(from)), t, from});
                offlineOpen[std::size_t(row)] = -1;
            }
            break;
        case TraceKind::ConsumerJoin:
            // Joined mid-run: the lane did not exist before.
            if (row >= 0 && t > m_start)
                m_spans.push_back({TimelineSpan::ConsumerOffline, row, m_start, t, int(i)});
            break;
        case TraceKind::Rebalance:
            // Kafka writes one record when a rebalance starts (detail 0) and
            // one when it completes (the new generation).
            if (r.rebalanceStarts()) {
                if (rebalanceOpen < 0)
                    rebalanceOpen = int(i);
            } else if (rebalanceOpen >= 0) {
                m_spans.push_back({TimelineSpan::Rebalance, -1, timeOf(quint32(rebalanceOpen)), t, rebalanceOpen});
                rebalanceOpen = -1;
            }
            break;
        default:
            break;
        }
    }
    closeAtRunEnd(storeOpen, brokerOpen, rebalanceOpen, offlineOpen);
    std::stable_sort(m_spans.begin(), m_spans.end(),
                     [](const TimelineSpan &a, const TimelineSpan &b) { return a.from < b.from; });
}

void TimelineIndex::closeAtRunEnd(int storeOpen, int brokerOpen, int rebalanceOpen,
                                  const std::vector<int> &offlineOpen)
{
    // A span still open when the run ends lasts until its end.
    const int store = storeRow();
    if (storeOpen >= 0)
        m_spans.push_back({TimelineSpan::StoreDown, store, timeOf(quint32(storeOpen)), m_end, storeOpen});
    if (brokerOpen >= 0)
        m_spans.push_back({TimelineSpan::BrokerDown, -1, timeOf(quint32(brokerOpen)), m_end, brokerOpen});
    if (rebalanceOpen >= 0)
        m_spans.push_back({TimelineSpan::Rebalance, -1, timeOf(quint32(rebalanceOpen)), m_end, rebalanceOpen});
    for (int row = 0; row < rowCount(); ++row) {
        const int from = offlineOpen[std::size_t(row)];
        if (from >= 0)
            m_spans.push_back({TimelineSpan::ConsumerOffline, row, timeOf(quint32(from)), m_end, from});
    }
}

bool TimelineIndex::canAppend(const Trace &trace) const
{
    if (!m_trace || m_indexed == 0 || !m_sorted || trace.size() < m_indexed)
        return false;
    const std::vector<TraceRecord> &recs = trace.records();
    SimTime previous = recs[m_indexed - 1].time();
    for (std::size_t i = m_indexed; i < recs.size(); ++i) {
        const TraceRecord &r = recs[i];
        if (r.time() < previous)
            return false;
        previous = r.time();
        if (TimelineMarks::markOf(r) == Mark::None)
            continue;
        const quint8 actor = TimelineMarks::laneActorOf(r);
        if (r.actor() > kFirstConsumerActor - 1 + m_consumers || (actor != ActorBroker && rowOfActor(actor) < 0))
            return false;
    }
    return true;
}

void TimelineIndex::addRecords(std::size_t from)
{
    const std::vector<TraceRecord> &recs = m_trace->records();
    for (std::size_t i = from; i < recs.size(); ++i) {
        const TraceRecord &r = recs[i];
        const Mark mark = TimelineMarks::markOf(r);
        if (mark == Mark::None)
            continue;
        const int row = rowOfKey(laneKeyOf(r));
        m_rows[std::size_t(row)][std::size_t(mark)].records.push_back(quint32(i));
        m_masks[std::size_t(row)] |= 1u << int(mark);
        if (isSpanEvent(row, mark, r.kind()))
            m_spanEvents.push_back(quint32(i));
    }
    for (auto &row : m_rows) {
        for (List &list : row) {
            for (std::size_t p = list.fences.size() * kFenceStep; p < list.records.size(); p += kFenceStep)
                list.fences.push_back(recs[list.records[p]].time());
        }
    }
}

void TimelineIndex::append(const Trace &trace)
{
    if (!canAppend(trace)) {
        build(trace, m_initialConsumers, m_partitions, m_gapThresholdAsked);
        return;
    }
    m_trace = &trace;
    const std::vector<TraceRecord> &recs = trace.records();
    const std::size_t from = m_indexed;
    m_indexed = recs.size();
    m_end = qMax(m_end, recs.back().time());
    // The threshold only grows with the run: the gaps long enough still are
    // the ones kept, and the new records' own are added.
    m_gapThreshold = m_gapThresholdAsked > 0 ? m_gapThresholdAsked
                                              : qMax(kMinGapThreshold, (m_end - m_start) / kGapFraction);
    const SimTime threshold = m_gapThreshold;
    m_gaps.erase(std::remove_if(m_gaps.begin(), m_gaps.end(),
                                [threshold](const TimelineGap &g) { return g.to - g.from < threshold; }),
                 m_gaps.end());
    for (std::size_t i = from; i < recs.size(); ++i) {
        if (recs[i].time() - recs[i - 1].time() >= threshold)
            m_gaps.push_back({recs[i - 1].time(), recs[i].time()});
    }
    addRecords(from);
    shareMessages(trace, {});
    spansFromEvents();
}

TimelineIndex TimelineIndex::copyFor(const Trace &trace) const
{
    TimelineIndex copy;
    copy.m_trace = &trace;
    copy.m_indexed = m_indexed;
    copy.m_sorted = m_sorted;
    copy.m_initialConsumers = m_initialConsumers;
    copy.m_gapThresholdAsked = m_gapThresholdAsked;
    copy.m_spanEvents = m_spanEvents;
    copy.m_start = m_start;
    copy.m_end = m_end;
    copy.m_gapThreshold = m_gapThreshold;
    copy.m_consumers = m_consumers;
    copy.m_partitions = m_partitions;
    copy.m_partitionOf = m_partitionOf;
    copy.m_lanes = m_lanes;
    copy.m_rows = m_rows;
    copy.m_masks = m_masks;
    copy.m_spans = m_spans;
    copy.m_lines = m_lines;
    copy.m_gaps = m_gaps;
    copy.m_messages = m_messages; // never changed, only replaced
    return copy;
}

int TimelineIndex::rowOfActor(quint8 actor) const
{
    switch (actor) {
    case ActorProducer: return 0;
    case ActorBroker: return 1;
    case ActorStore: return storeRow();
    case ActorCache: return cacheRow();
    default: {
        const int k = int(actor) - kFirstConsumerActor;
        return k < m_consumers ? 1 + m_partitions + k : -1;
    }
    }
}

int TimelineIndex::rowOfRecord(int record) const
{
    if (!m_trace || record < 0 || std::size_t(record) >= m_trace->size())
        return -1;
    const TraceRecord &r = m_trace->at(std::size_t(record));
    const quint8 actor = TimelineMarks::laneActorOf(r);
    return actor == ActorBroker && r.message != kNoMessage ? brokerRowOf(r.message) : rowOfActor(actor);
}

int TimelineIndex::brokerRowOf(quint32 logical) const
{
    return 1 + (logical < m_partitionOf.size() ? int(m_partitionOf[logical]) : 0);
}

const quint32 *TimelineIndex::messageBegin(int logical) const
{
    if (logical < 0 || logical >= messageCount())
        return nullptr;
    return m_messages->begin(logical);
}

const quint32 *TimelineIndex::messageEnd(int logical) const
{
    if (logical < 0 || logical >= messageCount())
        return nullptr;
    return m_messages->end(logical);
}

std::size_t TimelineIndex::seek(const List &list, std::size_t from, SimTime t) const
{
    const std::vector<TraceRecord> &recs = m_trace->records();
    const Indices &ids = list.records;
    const std::size_t n = ids.size();
    if (from >= n || recs[ids[from]].time() >= t)
        return from;
    // Find the first fence at or after `from` whose time is ≥ t: gallop, then bisect.
    const std::vector<SimTime> &fences = list.fences;
    const std::size_t nf = fences.size();
    std::size_t fLo = from / kFenceStep; // fences[fLo] ≤ time(from) < t
    std::size_t step = 1;
    std::size_t fHi = fLo + 1;
    while (fHi < nf && fences[fHi] < t) {
        fLo = fHi;
        step *= 2;
        fHi = fLo + step;
    }
    fHi = qMin(fHi, nf);
    while (fHi - fLo > 1) {
        const std::size_t mid = fLo + (fHi - fLo) / 2;
        if (fences[mid] < t)
            fLo = mid;
        else
            fHi = mid;
    }
    // time(lo) < t and (hi == n or time(hi) ≥ t); at most kFenceStep apart.
    std::size_t lo = qMax(from, fLo * kFenceStep);
    std::size_t hi = qMin(n, fHi * kFenceStep);
    while (hi - lo > 1) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (recs[ids[mid]].time() < t)
            lo = mid;
        else
            hi = mid;
    }
    return hi;
}

} // namespace idem::ui
