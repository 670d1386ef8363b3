#pragma once

#include "timelineindex.h"

#include <QBrush>
#include <QColor>
#include <QPen>

class QPainter;
class QPalette;
class QPointF;
class QRectF;

namespace idem::ui {

// How the timeline looks: a distinct shape and colour per mark, the bands,
// lines and arrows. Shared by the view and its legend so they always agree.
class TimelineStyle final
{
public:
    static QColor markColor(Mark mark);
    // Draws a mark's glyph centred on `c`, about 2r wide.
    static void drawGlyph(QPainter &p, Mark mark, const QPointF &c, qreal r);
    static QBrush spanBrush(TimelineSpan::Kind kind);
    static QBrush spanTint(TimelineSpan::Kind kind); // lighter, over the other lanes
    static QPen linePen(Mark mark);                   // broker restart, cache flush
    static QPen flowPen(bool followed);
    static QPen lostAckPen();
    // An arrow from `from` to `to`, each end pulled in by `inset` pixels so
    // it touches the glyphs it joins instead of covering them.
    static void drawArrow(QPainter &p, const QPointF &from, const QPointF &to, qreal head, qreal inset = 0);
    // The zig-zag "break" of a compressed idle gap between top and bottom.
    static void drawGapBreak(QPainter &p, const QRectF &rect, const QPalette &palette);
    static QColor densityColor(Mark activity);

    TimelineStyle() = delete;
};

} // namespace idem::ui
