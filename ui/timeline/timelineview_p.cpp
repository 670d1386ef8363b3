#include "timelineview_p.h"

#include "timelinetext.h"

#include <QFontMetricsF>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStyle>
#include <cmath>

namespace idem::ui {

void TimelineView::Private::relayout()
{
    invalidateLayer();
    const QFontMetricsF fm(q->font());
    double widest = fm.horizontalAdvance(TimelineText::laneLabel({TimelineLane::Consumer, 88, -1}, q->locale()));
    for (int row = 0; row < index.rowCount(); ++row)
        widest = qMax(widest, fm.horizontalAdvance(TimelineText::laneLabel(index.lane(row), q->locale())));
    labelWidth = qBound(72.0, std::ceil(widest) + 24, qMax(72.0, q->width() / 4.0));
    rulerHeight = std::ceil(fm.height()) + 14;
    const bool rtl = q->layoutDirection() == Qt::RightToLeft;
    if (legend) {
        const int h = int(legendHeight());
        legend->setGeometry(0, q->height() - h, q->width(), h);
    }
    const double available = q->height() - legendHeight() - rulerHeight;
    const int rows = index.rowCount();
    const double rowHeight = rows > 0 ? qBound(kMinRowHeight, available / rows, kMaxRowHeight) : kMaxRowHeight;
    // Lanes that do not fit at the smallest row height scroll, with a bar
    // at the far edge of the plot (the left one in right-to-left layouts):
    // the ruler and the legend stay, the lane names scroll with the lanes.
    const bool scrolls = rows * rowHeight > available + 0.5 && available > 0;
    const int bar = scrolls ? q->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, q) : 0;
    layout.setPlotArea(rtl ? bar : labelWidth, q->width() - labelWidth - bar);
    layout.setRows(rulerHeight, rowHeight, rows, available);
    if (rowBar)
        rowBar->setVisible(scrolls);
    if (rowBar && scrolls) {
        rowBar->setGeometry(rtl ? 0 : q->width() - bar, int(rulerHeight), bar, int(available));
        const QSignalBlocker quiet(rowBar);
        rowBar->setRange(0, int(std::ceil(layout.maxRowScroll())));
        rowBar->setPageStep(int(available));
        rowBar->setSingleStep(int(rowHeight));
        rowBar->setValue(int(std::lround(layout.rowScroll())));
    }
    if (fitted)
        layout.fit();
}

void TimelineView::Private::setRowScroll(double scroll)
{
    layout.setRowScroll(scroll);
    if (rowBar) {
        const QSignalBlocker quiet(rowBar);
        rowBar->setValue(int(std::lround(layout.rowScroll())));
    }
    invalidateLayer();
    q->update();
}

double TimelineView::Private::legendHeight() const
{
    return legend && !legend->isHidden() ? legend->heightForWidth(q->width()) : 0;
}

int TimelineView::Private::focusMessage() const
{
    if (followed >= 0)
        return followed;
    if (selected >= 0 && !index.isEmpty()) {
        const quint32 m = index.trace()->at(std::size_t(selected)).message;
        return m == kNoMessage ? -1 : int(m);
    }
    return -1;
}

void TimelineView::Private::applyGaps()
{
    if (sharedAxis) {
        layout.setTimeRange(sharedStart, sharedEnd);
        layout.setGaps(sharedGaps);
    } else {
        layout.setTimeRange(index.startTime(), index.endTime());
        layout.setGaps(honestGaps);
    }
}

TimelineFrame TimelineView::Private::frame() const
{
    TimelineFrame f;
    const double w = q->width();
    const double h = q->height() - legendHeight();
    f.widget = QRectF(0, 0, w, h);
    f.rightToLeft = q->layoutDirection() == Qt::RightToLeft;
    f.labels = QRectF(f.rightToLeft ? w - labelWidth : 0, 0, labelWidth, h);
    f.ruler = QRectF(layout.plotLeft(), 0, layout.plotWidth(), rulerHeight);
    f.plot = QRectF(layout.plotLeft(), rulerHeight, layout.plotWidth(), qMax(0.0, h - rulerHeight));
    f.selected = selected;
    f.followed = followed;
    f.playhead = playhead;
    f.focused = q->hasFocus();
    f.causes = showCauses ? &causes : nullptr;
    f.allCauses = allCauses;
    f.focus = focusMessage();
    return f;
}

TimelineView::Private::LayerKey TimelineView::Private::layerKey(const TimelineFrame &frame) const
{
    LayerKey k;
    k.size = q->size();
    k.dpr = q->devicePixelRatioF();
    k.scale = layout.scale();
    k.scroll = layout.scroll();
    k.rowScroll = layout.rowScroll();
    k.rowHeight = layout.rowHeight();
    k.rowsTop = layout.rowsTop();
    k.rowsBottom = layout.rowsBottom();
    k.plotLeft = layout.plotLeft();
    k.plotWidth = layout.plotWidth();
    k.contentWidth = layout.contentWidth();
    k.start = layout.start();
    k.end = layout.end();
    k.compress = layout.compressGaps();
    k.selected = frame.selected;
    k.followed = frame.followed;
    k.focus = frame.focus;
    k.focused = frame.focused;
    k.causes = frame.causes != nullptr;
    k.allCauses = frame.allCauses;
    k.rightToLeft = frame.rightToLeft;
    k.palette = q->palette().cacheKey();
    k.font = q->font().key();
    k.locale = q->locale().bcp47Name();
    k.generation = generation;
    return k;
}

bool TimelineView::Private::LayerKey::operator==(const LayerKey &o) const
{
    return size == o.size && dpr == o.dpr && scale == o.scale && scroll == o.scroll && rowScroll == o.rowScroll
        && rowHeight == o.rowHeight && rowsTop == o.rowsTop && rowsBottom == o.rowsBottom && plotLeft == o.plotLeft
        && plotWidth == o.plotWidth && contentWidth == o.contentWidth && start == o.start && end == o.end
        && selected == o.selected && followed == o.followed && focus == o.focus && focused == o.focused
        && causes == o.causes && allCauses == o.allCauses && rightToLeft == o.rightToLeft && compress == o.compress
        && palette == o.palette && font == o.font && locale == o.locale && generation == o.generation;
}

bool TimelineView::Private::inRuler(const QPointF &pos) const
{
    return pos.y() < rulerHeight && pos.x() >= layout.plotLeft() && pos.x() <= layout.plotRight();
}

bool TimelineView::Private::inPlot(const QPointF &pos) const
{
    return pos.y() >= rulerHeight && pos.y() < q->height() - legendHeight() && pos.x() >= layout.plotLeft()
        && pos.x() <= layout.plotRight();
}

double TimelineView::Private::anchorX() const
{
    // Zoom buttons keep the playhead or the selection in place if on screen.
    const auto visible = [this](double x) { return x >= layout.plotLeft() && x <= layout.plotRight(); };
    if (selected >= 0) {
        const double x = layout.xForTime(double(index.timeOf(quint32(selected))));
        if (visible(x))
            return x;
    }
    if (playhead != kNever && visible(layout.xForTime(double(playhead))))
        return layout.xForTime(double(playhead));
    return layout.plotLeft() + layout.plotWidth() / 2;
}

void TimelineView::Private::viewChanged()
{
    invalidateLayer();
    q->update();
    if (index.isEmpty())
        return;
    const SimTime from = qBound(index.startTime(), SimTime(std::floor(layout.visibleFrom())), index.endTime());
    const SimTime to = qBound(index.startTime(), SimTime(std::ceil(layout.visibleTo())), index.endTime());
    if (from == lastFrom && to == lastTo)
        return;
    lastFrom = from;
    lastTo = to;
    emit q->visibleRangeChanged(from, to);
}

void TimelineView::Private::scrubTo(double x)
{
    if (index.isEmpty())
        return;
    const double clamped = qBound(layout.plotLeft(), x, layout.plotRight());
    const SimTime t = qBound(index.startTime(), SimTime(std::llround(layout.timeForX(clamped))), index.endTime());
    q->setPlayhead(t);
    emit q->playheadScrubbed(t);
}

void TimelineView::Private::select(int record)
{
    q->setSelectedRecord(record);
    emit q->recordClicked(record);
}

} // namespace idem::ui
