#pragma once

#include "timelineindex.h"
#include "timelinelayout.h"

#include <vector>

namespace idem::ui {

// One record drawn as a glyph at its own time.
struct TimelineGlyph
{
    double x = 0;
    int row = 0;
    Mark mark = Mark::None;
    quint32 record = 0;
};

// A pixel bin too dense to draw record by record: a density bar coloured by
// its busiest ordinary mark; `top` is its most severe mark and `record` the
// first record of that mark, the one a click on the bin selects.
struct TimelineBin
{
    double x0 = 0;
    double x1 = 0;
    int row = 0;
    Mark activity = Mark::None;
    Mark top = Mark::None;
    quint32 count = 0;
    quint32 record = 0;
};

// Level of detail. Splits a lane into bins kBinWidth pixels wide, aligned to
// content x so panning never reshuffles them, and per bin either reports each
// record (sparse) or one aggregate (dense; on a steady lane, every bin of two
// or more records) whose notable mark still gets a
// glyph: the duplicate > crash > lost ack > skipped > processed order of Mark
// decides. The painter and the hit test share it, so a click always finds
// what was drawn. Cost per lane: bins × non-empty marks × one gallop.
class TimelineBinner final
{
public:
    static constexpr double kBinWidth = 8;
    static constexpr quint32 kSparseLimit = 4;
    static constexpr qint64 kGlyphBins = 2; // aggregated glyphs: at most one per this many bins
    // A lane this busy on average is drawn as density only (each bin of two
    // or more records a bar): a steady stream near kSparseLimit a bin, half
    // its bins glyphs and half bars, was drawn with uneven gaps.
    static constexpr double kSteadyRecordsPerBin = 0.75 * kSparseLimit;

    TimelineBinner(const TimelineIndex &index, const TimelineLayout &layout);

    // Widget x range [from, to] of lane `row`. Callers that want the glyphs
    // of a point must widen the range to whole glyph pairs (2 bins each side).
    void collect(int row, double from, double to, std::vector<TimelineGlyph> &glyphs,
                 std::vector<TimelineBin> &bins) const;

private:
    // Where a walk over one mark's list of a lane stands: [pos, end) are
    // the records of the bin at hand.
    struct Cursor
    {
        Mark mark;
        const TimelineIndex::List *list;
        std::size_t pos;
        std::size_t end;
    };

    SimTime firstTimeOfBin(qint64 bin) const;
    // Whether lane `row` is busy enough on average to be drawn as density.
    bool steady(int row) const;
    // A sparse bin: every record of the cursors' bins as its own glyph.
    void collectRecords(int row, Cursor *cursors, int count, std::vector<TimelineGlyph> &glyphs) const;
    // A dense bin: one aggregate of the cursors' bins, `total` records.
    static TimelineBin aggregate(double x0, int row, quint32 total, Cursor *cursors, int count);

    const TimelineIndex &m_index;
    const TimelineLayout &m_layout;
};

} // namespace idem::ui
