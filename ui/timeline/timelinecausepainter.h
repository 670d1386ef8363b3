#pragma once

#include "timelinecauses.h"
#include "timelinelabels.h"
#include "timelinelayout.h"
#include "timelinepainter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPalette>
#include <vector>

class QPainter;

namespace idem::ui {

// Paints what TimelineCauses derived: bars inside the lanes (behind the
// marks), Kafka's committed-offset line with its rewinds, and the cause
// arrows (above the marks). Their words (bar, band, offset, rewind and
// arrow labels) are offered to one TimelineLabelPlacer, which keeps them
// from covering each other. Level of detail: bars shorter than two pixels
// are not looked at; past kMaxCauseArrows arrows on screen they become
// plain lines, labelled once per fan of alike lines.
class TimelineCausePainter final
{
public:
    static constexpr std::size_t kMaxCauseArrows = 40;
    // Up to this many plain lines keep the words off them (see paintCauses).
    static constexpr std::size_t kMaxAvoidedLines = 400;
    // Arrows whose two ends are this close are one bundle with one label.
    static constexpr double kBundlePx = 12;

    TimelineCausePainter(const TimelineIndex &index, const TimelineLayout &layout, const TimelineCauses &causes,
                         const QPalette &palette, const QFont &font, const QLocale &locale, qreal glyphRadius);

    // Returns the bars wide enough to be labelled (offerBarLabels).
    std::vector<const TimelineBar *> paintBars(QPainter &p, const TimelineFrame &frame, int firstRow,
                                               int lastRow) const;
    void offerBarLabels(TimelineLabelPlacer &labels, const TimelineFrame &frame,
                        std::vector<const TimelineBar *> labelled) const;
    void offerBandLabels(TimelineLabelPlacer &labels, const TimelineFrame &frame) const;
    void paintOffsets(QPainter &p, const TimelineFrame &frame, int firstRow, int lastRow,
                      TimelineLabelPlacer &labels) const;
    void paintCauses(QPainter &p, const TimelineFrame &frame, TimelineLabelPlacer &labels) const;

    // Where a bar is drawn (widget coordinates), for painting and hit tests.
    QRectF barRect(const TimelineBar &bar) const;
    // The arrows a frame draws, as indices into causes().
    std::vector<std::size_t> visibleCauses(const TimelineFrame &frame) const;

private:
    bool drawn(const TimelineBar &bar, int focus) const;
    double offsetY(int row, int offset) const;
    // paintOffsets' parts: one broker lane's committed offset; the rewinds.
    void paintOffsetLine(QPainter &p, const TimelineFrame &frame, int row, TimelineLabelPlacer &labels) const;
    void paintRewinds(QPainter &p, const TimelineFrame &frame, int firstRow, int lastRow,
                      TimelineLabelPlacer &labels) const;
    // paintCauses' two ways: plain lines past kMaxCauseArrows, else arrows.
    void paintCauseLines(QPainter &p, const TimelineFrame &frame, const std::vector<std::size_t> &shown,
                         TimelineLabelPlacer &labels) const;
    void paintCauseArrows(QPainter &p, const TimelineFrame &frame, const std::vector<std::size_t> &shown,
                          TimelineLabelPlacer &labels) const;
    // Where an arrow starts (at its cause) and ends (at its effect).
    void causeEnds(const TimelineCause &c, QPointF *a, QPointF *b) const;
    // The middle of the part of a-b inside the plot's x range.
    static QPointF visibleMiddle(const QPointF &a, const QPointF &b, const TimelineFrame &frame);
    // `count` alike arrows share the label; their causes span [firstFrom, lastFrom].
    struct LabelFan
    {
        int group = -1;
        int count = 1;
        SimTime firstFrom = 0;
        SimTime lastFrom = 0;
    };
    void offerCauseLabel(TimelineLabelPlacer &labels, const TimelineFrame &frame, const TimelineCause &cause,
                         const QPointF &at, const QColor &colour, bool emphasized, const LabelFan &fan) const;
    void offerBarLabel(TimelineLabelPlacer &labels, const TimelineBar &bar, const QRectF &rect,
                       const QRectF &plot) const;

    const TimelineIndex &m_index;
    const TimelineLayout &m_layout;
    const TimelineCauses &m_causes;
    const QPalette &m_palette;
    QFont m_small;
    QFontMetricsF m_metrics; // of m_small: measured once per frame, not per label
    QLocale m_locale;
    qreal m_radius;
};

} // namespace idem::ui
