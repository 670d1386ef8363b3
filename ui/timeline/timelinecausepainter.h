#pragma once

#include "timelinecauses.h"
#include "timelinelayout.h"
#include "timelinepainter.h"

#include <QFont>
#include <QLocale>
#include <QPalette>
#include <vector>

class QPainter;

namespace idem::ui {

// Paints what TimelineCauses derived: bars inside the lanes (behind the
// marks), Kafka's committed-offset line with its rewinds, the labels of the
// bands, and the cause arrows (above the marks). Level of detail: bars
// shorter than two pixels are not looked at; past kMaxCauseArrows arrows on
// screen they become plain lines without labels.
class TimelineCausePainter final
{
public:
    static constexpr std::size_t kMaxCauseArrows = 40;

    TimelineCausePainter(const TimelineIndex &index, const TimelineLayout &layout, const TimelineCauses &causes,
                         const QPalette &palette, const QFont &font, const QLocale &locale, qreal glyphRadius);

    // Returns the bars wide enough to be labelled; paintBarLabels writes
    // them once the marks are drawn, so no mark covers a label.
    std::vector<const TimelineBar *> paintBars(QPainter &p, const TimelineFrame &frame, int firstRow,
                                               int lastRow) const;
    void paintBarLabels(QPainter &p, const TimelineFrame &frame, std::vector<const TimelineBar *> labelled) const;
    void paintBandLabels(QPainter &p, const TimelineFrame &frame) const;
    void paintOffsets(QPainter &p, const TimelineFrame &frame, int firstRow, int lastRow) const;
    void paintCauses(QPainter &p, const TimelineFrame &frame) const;

    // Where a bar is drawn (widget coordinates), for painting and hit tests.
    QRectF barRect(const TimelineBar &bar) const;
    // The arrows a frame draws, as indices into causes().
    std::vector<std::size_t> visibleCauses(const TimelineFrame &frame) const;

private:
    bool drawn(const TimelineBar &bar, int focus) const;
    double offsetY(int row, int offset) const;
    void paintBarLabel(QPainter &p, const TimelineBar &bar, const QRectF &rect, std::vector<QRectF> &placed) const;

    const TimelineIndex &m_index;
    const TimelineLayout &m_layout;
    const TimelineCauses &m_causes;
    const QPalette &m_palette;
    QFont m_small;
    QLocale m_locale;
    qreal m_radius;
};

} // namespace idem::ui
