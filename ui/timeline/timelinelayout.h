#pragma once

#include "timelineindex.h"

#include <vector>

namespace idem::ui {

// Maps virtual time to x and lanes to y, with zoom, scroll and compressed
// idle gaps. Pure arithmetic, no widget: tests drive it directly.
//
// "Content" x runs from 0 at the run's start to contentWidth() at its end;
// widget x = plotLeft + content x − scroll. A compressed gap is drawn a
// fixed kGapWidth wide (plus kGapMargin of real time on each side), and only
// while that saves room, so the mapping stays continuous at every zoom.
class TimelineLayout final
{
public:
    struct Segment
    {
        double from = 0; // µs
        double to = 0;
        double x0 = 0;   // content x
        double x1 = 0;
        bool gap = false;
    };

    static constexpr double kGapWidth = 24;
    static constexpr double kGapMargin = 10;
    static constexpr double kPadding = 16;
    static constexpr double kMaxScale = 4.0; // px per µs
    // Room kept right of the run's end when fitted, so the last marks and
    // tick are not under the playhead or the edge.
    double fitRightMargin() const { return qMax(48.0, m_plotWidth * 0.05); }

    TimelineLayout();

    void setTimeRange(SimTime start, SimTime end);
    SimTime start() const { return m_start; }
    SimTime end() const { return m_end; }
    void setGaps(const std::vector<TimelineGap> &gaps);
    void setCompressGaps(bool on);
    bool compressGaps() const { return m_compress; }

    void setPlotArea(double left, double width);
    double plotLeft() const { return m_plotLeft; }
    double plotWidth() const { return m_plotWidth; }
    double plotRight() const { return m_plotLeft + m_plotWidth; }
    // Lanes start at `top`; `visibleHeight` of them fit, the rest scroll.
    void setRows(double top, double rowHeight, int count, double visibleHeight);
    void setRowScroll(double scroll);
    double rowScroll() const { return m_rowScroll; }
    double maxRowScroll() const;

    double scale() const { return m_scale; } // px per µs outside gaps
    double fitScale() const { return m_fitScale; }
    double scroll() const { return m_scroll; }
    void setScroll(double scroll);
    // Changes the scale keeping the time under widget x where it is.
    void zoomAt(double factor, double x);
    // Scale and scroll so [from, to] spans the plot; gaps make x non-linear
    // in time, so the scale is found by bisection.
    void showRange(double from, double to);
    void setScale(double scale, double anchorX);
    void fit();
    void panBy(double px) { setScroll(m_scroll + px); }
    void centerOn(double time);
    bool canZoomIn() const { return m_scale < kMaxScale * 0.999; }
    bool canZoomOut() const { return m_scale > m_fitScale * 1.001; }

    double contentWidth() const;
    double contentXForTime(double t) const;
    double timeForContentX(double cx) const;
    double xForTime(double t) const { return m_plotLeft + contentXForTime(t) - m_scroll; }
    double timeForX(double x) const { return timeForContentX(x - m_plotLeft + m_scroll); }
    double visibleFrom() const { return timeForX(m_plotLeft); }
    double visibleTo() const { return timeForX(plotRight()); }
    const std::vector<Segment> &segments() const { return m_segments; }

    int rowCount() const { return m_rowCount; }
    double rowsTop() const { return m_rowsTop; }
    double rowsBottom() const { return m_rowsTop + qMin(m_rowsVisible, m_rowCount * m_rowHeight); }
    double rowHeight() const { return m_rowHeight; }
    double rowTop(int row) const { return m_rowsTop + row * m_rowHeight - m_rowScroll; }
    double rowCenter(int row) const { return rowTop(row) + m_rowHeight / 2; }
    int rowAt(double y) const; // -1 outside the lanes

private:
    double widthAt(double scale) const;
    void updateFitScale();
    void rebuildSegments();
    void clampScroll();

    SimTime m_start = 0;
    SimTime m_end = 1000;
    std::vector<TimelineGap> m_gaps;
    bool m_compress = true;
    double m_plotLeft = 0;
    double m_plotWidth = 100;
    double m_rowsTop = 0;
    double m_rowHeight = 30;
    int m_rowCount = 0;
    double m_rowScroll = 0;
    double m_rowsVisible = 0;
    double m_scale = 0.0001;
    double m_fitScale = 0.0001;
    double m_scroll = -kPadding;
    std::vector<Segment> m_segments;
};

} // namespace idem::ui
