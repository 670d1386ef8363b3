#include "timelinecauses.h"

#include "scenario/brokerprofile.h"

#include <algorithm>

// TimelineCauses: building and the queries. The placing lives one file per
// family: timelinecausesbars.cpp (handlers, holds, transactions),
// timelinecausescache.cpp (cache entries), timelinecauseskafka.cpp (offsets,
// rewinds, session waits) and timelinecausesarrows.cpp (cause arrows); the
// last three read the run's analysis.

namespace idem::ui {

void TimelineCauses::clear()
{
    m_index = nullptr;
    m_kafka = false;
    m_bars.clear();
    m_causes.clear();
    m_longestCause = 0;
    m_causesByMessage.clear();
    m_offsets.clear();
    m_rewinds.clear();
    m_maxOffset.clear();
    m_tracks.clear();
    m_analysis.reset();
}

void TimelineCauses::build(const TimelineIndex &index, const Scenario &scenario,
                           std::shared_ptr<const RunAnalysis> analysis)
{
    clear();
    m_index = &index;
    m_scenario = scenario;
    if (index.isEmpty())
        return;
    // An analysis of another trace (a report's cut of it) cannot be read here.
    if (!analysis || analysis->traceSize() != index.trace()->size())
        analysis = RunAnalysis::build(*index.trace(), scenario);
    m_analysis = std::move(analysis);
    const BrokerProfile *profile = BrokerProfile::find(scenario.broker.profile);
    m_kafka = profile && profile->partitioned;
    m_maxOffset.assign(std::size_t(index.rowCount()), 0);
    std::vector<TimelineBar> bars;
    buildHandlersAndHolds(bars);
    buildTransactions(bars);
    buildCacheEntries(bars);
    if (m_kafka)
        buildKafka(bars);
    assignTracks(bars, TimelineBar::Hold);
    assignTracks(bars, TimelineBar::CacheEntry);
    m_tracks.assign(std::size_t(index.rowCount()), 1);
    for (const TimelineBar &b : bars) {
        if (b.kind != TimelineBar::Handler && b.row >= 0 && b.row < index.rowCount()
            && (b.has(TimelineBar::Notable) || b.kind == TimelineBar::Transaction))
            m_tracks[std::size_t(b.row)] = qMax(m_tracks[std::size_t(b.row)], int(b.track) + 1);
    }
    m_bars.build(std::move(bars), index.rowCount());
    buildCauses();
}

void TimelineCauses::assignTracks(std::vector<TimelineBar> &bars, TimelineBar::Kind kind)
{
    // Greedy: the first sub-row free at the bar's start, else the one that
    // frees up first. Only bars drawn for every message take part.
    std::vector<std::size_t> ids;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        if (bars[i].kind == kind && bars[i].has(TimelineBar::Notable))
            ids.push_back(i);
    }
    std::sort(ids.begin(), ids.end(), [&bars](std::size_t a, std::size_t b) {
        return bars[a].row < bars[b].row || (bars[a].row == bars[b].row && bars[a].from < bars[b].from);
    });
    qint16 row = -1;
    SimTime freeAt[TimelineBar::kTracks] = {};
    for (std::size_t i : ids) {
        TimelineBar &b = bars[i];
        if (b.row != row) {
            row = b.row;
            std::fill(std::begin(freeAt), std::end(freeAt), std::numeric_limits<SimTime>::min());
        }
        int best = 0;
        for (int k = 0; k < TimelineBar::kTracks; ++k) {
            if (freeAt[k] < b.from) {
                best = k;
                break;
            }
            if (freeAt[k] < freeAt[best])
                best = k;
        }
        b.track = quint8(best);
        freeAt[best] = b.to;
    }
}

int TimelineCauses::tracks(int row) const
{
    return row >= 0 && std::size_t(row) < m_tracks.size() ? m_tracks[std::size_t(row)] : 1;
}

int TimelineCauses::maxOffset(int row) const
{
    return row >= 0 && std::size_t(row) < m_maxOffset.size() ? m_maxOffset[std::size_t(row)] : 0;
}

std::pair<std::size_t, std::size_t> TimelineCauses::causesBetween(double from, double to) const
{
    if (!m_index || m_causes.empty())
        return {0, 0};
    const auto startOf = [](const TimelineCause &c) { return double(c.fromTime); };
    const auto first = std::lower_bound(m_causes.begin(), m_causes.end(), from - double(m_longestCause),
                                        [&](const TimelineCause &c, double t) { return startOf(c) < t; });
    const auto last = std::upper_bound(first, m_causes.end(), to,
                                       [&](double t, const TimelineCause &c) { return t < startOf(c); });
    return {std::size_t(first - m_causes.begin()), std::size_t(last - m_causes.begin())};
}

std::vector<std::size_t> TimelineCauses::causesOf(quint32 message) const
{
    std::vector<std::size_t> out;
    auto it = std::lower_bound(m_causesByMessage.begin(), m_causesByMessage.end(), message,
                               [this](std::size_t i, quint32 m) { return m_causes[i].message < m; });
    for (; it != m_causesByMessage.end() && m_causes[*it].message == message; ++it)
        out.push_back(*it);
    return out;
}

std::vector<std::size_t> TimelineCauses::causesInto(quint32 record) const
{
    std::vector<std::size_t> out;
    if (!m_index || record >= m_index->trace()->size())
        return out;
    for (std::size_t i : causesOf(m_index->trace()->at(record).message)) {
        if (m_causes[i].to == record)
            out.push_back(i);
    }
    return out;
}

bool TimelineCauses::offsetOf(quint32 message, int attempt, int *partition, int *offset) const
{
    if (!m_kafka || !m_analysis)
        return false;
    const KafkaLog &log = m_analysis->kafka();
    const int at = log.offsetOf(message, qMax(1, attempt));
    if (at < 0)
        return false;
    *partition = log.partitionOf(message);
    *offset = at;
    return true;
}

std::vector<TimelineGap> TimelineCauses::honestGaps(const std::vector<TimelineGap> &gaps,
                                                    const std::vector<TimelineSpan> &spans) const
{
    if (gaps.empty() || !m_index)
        return gaps;
    // Only stretches longer than the shortest gap can cover one (a bar
    // runs from a record to a record, and gaps hold none), except the cache
    // entries that end at a derived expiry.
    const SimTime shortest = m_index->gapThreshold();
    std::vector<std::pair<SimTime, SimTime>> covered;
    for (const TimelineBar &b : m_bars.all()) {
        const bool drawn = b.kind == TimelineBar::Handler || b.kind == TimelineBar::Transaction
            || b.has(TimelineBar::Notable);
        if (drawn && (b.to - b.from >= shortest || b.kind == TimelineBar::CacheEntry))
            covered.push_back({b.from, b.to});
    }
    for (const TimelineSpan &s : spans)
        covered.push_back({s.from, s.to});
    for (const TimelineCause &c : m_causes)
        covered.push_back({c.fromTime, c.toTime});
    for (const TimelineRewind &r : m_rewinds)
        covered.push_back({r.committedAt >= 0 ? r.committedAt : m_index->startTime(), r.at});
    std::sort(covered.begin(), covered.end());
    std::vector<TimelineGap> out;
    std::size_t k = 0;
    SimTime reach = std::numeric_limits<SimTime>::min(); // the end of everything covered so far
    for (const TimelineGap &g : gaps) {
        SimTime free = qMax(g.from, reach);
        for (; k < covered.size() && covered[k].first < g.to; ++k) {
            const auto &c = covered[k];
            if (c.first > free && c.first - free >= shortest)
                out.push_back({free, c.first});
            free = qMax(free, c.second);
            reach = qMax(reach, c.second);
        }
        if (g.to - free >= shortest)
            out.push_back({free, g.to});
    }
    return out;
}

} // namespace idem::ui
