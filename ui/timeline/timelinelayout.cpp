#include "timelinelayout.h"

#include <algorithm>
#include <cmath>

namespace idem::ui {

namespace {
constexpr double kCompressedWidth = TimelineLayout::kGapWidth + 2 * TimelineLayout::kGapMargin;
constexpr double kMinScale = 1e-12;
} // namespace

TimelineLayout::TimelineLayout()
{
    rebuildSegments();
}

void TimelineLayout::setTimeRange(SimTime start, SimTime end)
{
    m_start = start;
    // An empty or one-instant run still gets a millisecond of axis.
    m_end = qMax(end, start + 1000);
    updateFitScale();
    fit();
}

void TimelineLayout::setGaps(const std::vector<TimelineGap> &gaps)
{
    m_gaps = gaps;
    updateFitScale();
    m_scale = qBound(m_fitScale, m_scale, kMaxScale);
    rebuildSegments();
    clampScroll();
}

void TimelineLayout::setCompressGaps(bool on)
{
    if (m_compress == on)
        return;
    m_compress = on;
    updateFitScale();
    m_scale = qBound(m_fitScale, m_scale, kMaxScale);
    rebuildSegments();
    clampScroll();
}

void TimelineLayout::setPlotArea(double left, double width)
{
    m_plotLeft = left;
    m_plotWidth = qMax(1.0, width);
    updateFitScale();
    m_scale = qBound(m_fitScale, m_scale, kMaxScale);
    rebuildSegments();
    clampScroll();
}

void TimelineLayout::setRows(double top, double rowHeight, int count, double visibleHeight)
{
    m_rowsTop = top;
    m_rowHeight = qMax(1.0, rowHeight);
    m_rowCount = qMax(0, count);
    m_rowsVisible = qMax(0.0, visibleHeight);
    setRowScroll(m_rowScroll);
}

double TimelineLayout::maxRowScroll() const
{
    return qMax(0.0, m_rowCount * m_rowHeight - m_rowsVisible);
}

void TimelineLayout::setRowScroll(double scroll)
{
    m_rowScroll = qBound(0.0, scroll, maxRowScroll());
}

int TimelineLayout::rowAt(double y) const
{
    if (y < m_rowsTop)
        return -1;
    if (y >= m_rowsTop + m_rowsVisible)
        return -1;
    const int row = int(std::floor((y - m_rowsTop + m_rowScroll) / m_rowHeight));
    return row >= 0 && row < m_rowCount ? row : -1;
}

double TimelineLayout::widthAt(double scale) const
{
    double width = double(m_end - m_start) * scale;
    if (!m_compress)
        return width;
    for (const TimelineGap &g : m_gaps) {
        const double real = double(g.to - g.from) * scale;
        if (real > kCompressedWidth)
            width -= real - kCompressedWidth;
    }
    return width;
}

void TimelineLayout::updateFitScale()
{
    const double avail = qMax(1.0, m_plotWidth - kPadding - fitRightMargin());
    const double duration = double(m_end - m_start);
    double lo = avail / duration; // widthAt(lo) ≤ avail: compression only shrinks
    double hi = kMaxScale;
    if (widthAt(hi) <= avail) {
        m_fitScale = hi;
        return;
    }
    if (widthAt(lo) >= avail) {
        m_fitScale = qMax(kMinScale, lo);
        return;
    }
    // widthAt is continuous and increasing; bisect on a log scale.
    for (int i = 0; i < 80 && hi / lo > 1.0 + 1e-12; ++i) {
        const double mid = std::sqrt(lo * hi);
        if (widthAt(mid) < avail)
            lo = mid;
        else
            hi = mid;
    }
    m_fitScale = lo;
}

void TimelineLayout::rebuildSegments()
{
    m_segments.clear();
    const double s = m_scale;
    double t = double(m_start);
    double x = 0;
    if (m_compress) {
        for (const TimelineGap &g : m_gaps) {
            if (double(g.to - g.from) * s <= kCompressedWidth || g.from < m_start || g.to > m_end)
                continue;
            const double margin = kGapMargin / s;
            const double gapFrom = double(g.from) + margin;
            const double gapTo = double(g.to) - margin;
            const double x1 = x + (gapFrom - t) * s;
            m_segments.push_back({t, gapFrom, x, x1, false});
            m_segments.push_back({gapFrom, gapTo, x1, x1 + kGapWidth, true});
            t = gapTo;
            x = x1 + kGapWidth;
        }
    }
    m_segments.push_back({t, double(m_end), x, x + (double(m_end) - t) * s, false});
}

double TimelineLayout::contentWidth() const
{
    return m_segments.back().x1;
}

double TimelineLayout::contentXForTime(double t) const
{
    auto it = std::upper_bound(m_segments.begin(), m_segments.end(), t,
                               [](double v, const Segment &seg) { return v < seg.from; });
    const Segment &seg = it == m_segments.begin() ? m_segments.front() : *(it - 1);
    if (seg.gap && t <= seg.to)
        return seg.x0 + (t - seg.from) / (seg.to - seg.from) * (seg.x1 - seg.x0);
    // Before the start or after the end the axis simply continues.
    return seg.x0 + (t - seg.from) * m_scale;
}

double TimelineLayout::timeForContentX(double cx) const
{
    auto it = std::upper_bound(m_segments.begin(), m_segments.end(), cx,
                               [](double v, const Segment &seg) { return v < seg.x0; });
    const Segment &seg = it == m_segments.begin() ? m_segments.front() : *(it - 1);
    if (seg.gap && cx <= seg.x1)
        return seg.from + (cx - seg.x0) / (seg.x1 - seg.x0) * (seg.to - seg.from);
    return seg.from + (cx - seg.x0) / m_scale;
}

void TimelineLayout::setScroll(double scroll)
{
    m_scroll = scroll;
    clampScroll();
}

void TimelineLayout::clampScroll()
{
    const double lo = -kPadding;
    const double hi = qMax(lo, contentWidth() - m_plotWidth + fitRightMargin());
    m_scroll = qBound(lo, m_scroll, hi);
}

void TimelineLayout::setScale(double scale, double anchorX)
{
    const double t = timeForX(anchorX);
    m_scale = qBound(m_fitScale, scale, kMaxScale);
    rebuildSegments();
    m_scroll = contentXForTime(t) - (anchorX - m_plotLeft);
    clampScroll();
}

void TimelineLayout::showRange(double from, double to)
{
    if (!(to > from) || m_plotWidth <= 0)
        return;
    double lo = m_fitScale;
    double hi = kMaxScale;
    for (int i = 0; i < 60; ++i) {
        const double mid = std::sqrt(lo * hi);
        m_scale = mid;
        rebuildSegments();
        if (contentXForTime(to) - contentXForTime(from) < m_plotWidth)
            lo = mid;
        else
            hi = mid;
    }
    m_scale = lo;
    rebuildSegments();
    m_scroll = contentXForTime(from);
    clampScroll();
}

void TimelineLayout::zoomAt(double factor, double x)
{
    setScale(m_scale * factor, x);
}

void TimelineLayout::fit()
{
    m_scale = m_fitScale;
    rebuildSegments();
    m_scroll = -kPadding;
    clampScroll();
}

void TimelineLayout::centerOn(double time)
{
    setScroll(contentXForTime(time) - m_plotWidth / 2);
}

} // namespace idem::ui
