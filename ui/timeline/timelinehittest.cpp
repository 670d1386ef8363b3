#include "timelinehittest.h"

#include <cmath>

namespace idem::ui {

TimelineHitTest::TimelineHitTest(const TimelineIndex &index, const TimelineLayout &layout)
    : m_index(index), m_layout(layout)
{
}

bool TimelineHitTest::positionOf(int record, QPointF *pos) const
{
    const int row = m_index.rowOfRecord(record);
    if (row < 0)
        return false;
    *pos = QPointF(m_layout.xForTime(double(m_index.timeOf(quint32(record)))), m_layout.rowCenter(row));
    return true;
}

int TimelineHitTest::recordAt(const QPointF &pos, int followed) const
{
    if (m_index.isEmpty() || pos.x() < m_layout.plotLeft() - kRadius || pos.x() > m_layout.plotRight() + kRadius)
        return -1;
    const int row = m_layout.rowAt(pos.y());
    if (row < 0)
        return -1;
    const double reachY = qMax(kRadius, m_layout.rowHeight() * 0.4);
    const double dy = std::abs(pos.y() - m_layout.rowCenter(row));
    if (dy > reachY)
        return -1;

    // Nearest wins; at the same distance the more severe mark, which is the
    // one painted on top.
    int best = -1;
    double bestDistance = 0;
    Mark bestMark = Mark::None;
    const auto consider = [&](double x, Mark mark, quint32 record) {
        const double d = std::abs(x - pos.x());
        if (d > kRadius)
            return;
        const bool closer = d < bestDistance - 0.5;
        const bool tieButWorse = std::abs(d - bestDistance) <= 0.5 && mark > bestMark;
        if (best < 0 || closer || tieButWorse) {
            best = int(record);
            bestDistance = d;
            bestMark = mark;
        }
    };

    if (const quint32 *it = m_index.messageBegin(followed)) {
        for (const quint32 *end = m_index.messageEnd(followed); it != end; ++it) {
            const Mark mark = TimelineMarks::markOf(m_index.trace()->at(*it));
            if (mark == Mark::None || m_index.rowOfRecord(int(*it)) != row)
                continue;
            consider(m_layout.xForTime(double(m_index.timeOf(*it))), mark, *it);
        }
        if (best >= 0)
            return best;
    }

    std::vector<TimelineGlyph> glyphs;
    std::vector<TimelineBin> bins;
    TimelineBinner binner(m_index, m_layout);
    // Whole glyph pairs around the point, so thinning matches the painted frame.
    const double margin = kRadius + 2 * TimelineBinner::kGlyphBins * TimelineBinner::kBinWidth;
    binner.collect(row, pos.x() - margin, pos.x() + margin, glyphs, bins);
    for (const TimelineGlyph &g : glyphs)
        consider(g.x, g.mark, g.record);
    if (best >= 0)
        return best;
    // A dense bin without a glyph: its bar stands for its most severe record.
    if (dy <= m_layout.rowHeight() * 0.35) {
        for (const TimelineBin &b : bins) {
            if (pos.x() >= b.x0 && pos.x() < b.x1)
                return int(b.record);
        }
    }
    return -1;
}

} // namespace idem::ui
