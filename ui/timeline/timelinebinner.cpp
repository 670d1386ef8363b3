#include "timelinebinner.h"

#include <cmath>

namespace idem::ui {

TimelineBinner::TimelineBinner(const TimelineIndex &index, const TimelineLayout &layout)
    : m_index(index), m_layout(layout)
{
}

SimTime TimelineBinner::firstTimeOfBin(qint64 bin) const
{
    // A record belongs to the bin its time's content x falls in; with integer
    // times that is every t ≥ ceil(time at the bin's left edge).
    return SimTime(std::ceil(m_layout.timeForContentX(double(bin) * kBinWidth)));
}

void TimelineBinner::collect(int row, double from, double to, std::vector<TimelineGlyph> &glyphs,
                             std::vector<TimelineBin> &bins) const
{
    if (m_index.isEmpty() || row < 0 || row >= m_index.rowCount())
        return;
    const quint32 mask = m_index.markMask(row);
    if (mask == 0)
        return;
    Cursor cursors[kMarkCount];
    int count = 0;
    const quint32 denseFrom = steady(row) ? 2 : kSparseLimit + 1;
    const double shift = m_layout.scroll() - m_layout.plotLeft(); // widget x → content x
    const qint64 firstBin = qint64(std::floor((from + shift) / kBinWidth));
    const qint64 lastBin = qint64(std::floor((to + shift) / kBinWidth));
    const SimTime t0 = firstTimeOfBin(firstBin);
    for (int m = 1; m < kMarkCount; ++m) {
        if (!(mask & (1u << m)))
            continue;
        const TimelineIndex::List &list = m_index.list(row, Mark(m));
        cursors[count++] = {Mark(m), &list, m_index.seek(list, 0, t0), 0};
    }
    const Trace &trace = *m_index.trace();
    // Aggregated glyphs are thinned to one per pair of bins (the more severe),
    // pairs aligned in content x like the bins, so any window agrees.
    const auto pairOf = [](qint64 bin) { return bin >= 0 ? bin / kGlyphBins : (bin - kGlyphBins + 1) / kGlyphBins; };
    qint64 pendingPair = pairOf(firstBin);
    TimelineGlyph pending;
    const auto flush = [&]() {
        if (pending.mark != Mark::None)
            glyphs.push_back(pending);
        pending = TimelineGlyph();
    };
    for (qint64 bin = firstBin; bin <= lastBin; ++bin) {
        if (pairOf(bin) != pendingPair) {
            flush();
            pendingPair = pairOf(bin);
        }
        const SimTime tEnd = firstTimeOfBin(bin + 1);
        quint32 total = 0;
        for (int c = 0; c < count; ++c) {
            Cursor &cur = cursors[c];
            cur.end = m_index.seek(*cur.list, cur.pos, tEnd);
            total += quint32(cur.end - cur.pos);
        }
        if (total == 0)
            continue;
        if (total < denseFrom) {
            collectRecords(row, cursors, count, glyphs);
            continue;
        }
        const TimelineBin b = aggregate(double(bin) * kBinWidth - shift, row, total, cursors, count);
        bins.push_back(b);
        if (TimelineMarks::isNotable(b.top) && b.top > pending.mark)
            pending = {m_layout.xForTime(double(trace.at(b.record).time())), row, b.top, b.record};
    }
    flush();
}

bool TimelineBinner::steady(int row) const
{
    // Records per bin over the lane's whole life at this scale: O(marks),
    // and the same for every window onto the lane, so panning never flips it.
    const Trace &trace = *m_index.trace();
    std::size_t records = 0;
    SimTime first = kNever;
    SimTime last = 0;
    const quint32 mask = m_index.markMask(row);
    for (int m = 1; m < kMarkCount; ++m) {
        if (!(mask & (1u << m)))
            continue;
        const TimelineIndex::List &list = m_index.list(row, Mark(m));
        if (list.records.empty())
            continue;
        records += list.records.size();
        first = qMin(first, trace.at(list.records.front()).time());
        last = qMax(last, trace.at(list.records.back()).time());
    }
    if (records == 0)
        return false;
    const double bins = (m_layout.contentXForTime(double(last)) - m_layout.contentXForTime(double(first))) / kBinWidth + 1;
    return double(records) / bins > kSteadyRecordsPerBin;
}

void TimelineBinner::collectRecords(int row, Cursor *cursors, int count, std::vector<TimelineGlyph> &glyphs) const
{
    const Trace &trace = *m_index.trace();
    for (int c = 0; c < count; ++c) {
        Cursor &cur = cursors[c];
        for (std::size_t p = cur.pos; p < cur.end; ++p) {
            const quint32 record = cur.list->records[p];
            glyphs.push_back({m_layout.xForTime(double(trace.at(record).time())), row, cur.mark, record});
        }
        cur.pos = cur.end;
    }
}

TimelineBin TimelineBinner::aggregate(double x0, int row, quint32 total, Cursor *cursors, int count)
{
    TimelineBin b;
    b.x0 = x0;
    b.x1 = b.x0 + kBinWidth;
    b.row = row;
    b.count = total;
    for (int c = 0; c < count; ++c) {
        Cursor &cur = cursors[c];
        if (cur.end > cur.pos) {
            // Cursors run in Mark order: the last non-empty one is the most severe.
            b.top = cur.mark;
            b.record = cur.list->records[cur.pos];
            if (!TimelineMarks::isNotable(cur.mark) && (cur.mark != Mark::Step || b.activity == Mark::None))
                b.activity = cur.mark;
        }
        cur.pos = cur.end;
    }
    return b;
}

} // namespace idem::ui
