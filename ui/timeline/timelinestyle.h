#pragma once

#include "timelinecauses.h"

#include <QBrush>
#include <QColor>
#include <QFont>
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
    // The least contrast a mark keeps against the lane it is drawn on.
    static constexpr double kMarkContrast = 3.0;
    // The mark's colour as drawn on `background`: on a dark one, lightened
    // until it keeps kMarkContrast.
    static QColor markColor(Mark mark, const QColor &background);
    static double contrast(const QColor &a, const QColor &b);
    // Draws a mark's glyph centred on `c`, about 2r wide, on `background`.
    static void drawGlyph(QPainter &p, Mark mark, const QPointF &c, qreal r,
                          const QColor &background = QColor(255, 255, 255));
    static QBrush spanBrush(TimelineSpan::Kind kind);
    static QBrush spanTint(TimelineSpan::Kind kind); // lighter, over the other lanes
    static QPen linePen(Mark mark);                   // broker restart, cache flush
    static QPen flowPen(bool followed);
    static QPen lostAckPen();
    // An arrow from `from` to `to`, each end pulled in by `inset` pixels so
    // it touches the glyphs it joins instead of covering them.
    // Returns the head as drawn (empty when the arrow was too short to draw).
    static QPolygonF drawArrow(QPainter &p, const QPointF &from, const QPointF &to, qreal head, qreal inset = 0);
    // The zig-zag "break" of a compressed idle gap between top and bottom.
    static void drawGapBreak(QPainter &p, const QRectF &rect, const QPalette &palette);
    static QColor densityColor(Mark activity);

    // A bar inside a lane (handler, hold, transaction, cache entry, session
    // timeout), filled and edged by how it ended.
    static void drawBar(QPainter &p, const QRectF &rect, TimelineBar::Kind kind, TimelineBar::End end, quint8 flags);
    static QColor barColor(TimelineBar::Kind kind, quint8 flags);
    // A cause arrow: a curve from cause to effect, its head at the effect,
    // bowing upwards (downwards for `dashed`, the duplicate links, so the
    // two kinds between the same marks stay apart). Returns the curve's
    // apex, where its label goes, and its shape as stroked.
    // `visibleLeft`/`visibleRight` limit the stroked part (a curve far wider
    // than the screen is drawn only where it can be seen).
    struct CauseArrow
    {
        QPointF apex;
        QPolygonF shaft; // the curve as a polyline
        QPolygonF head;  // empty when the head is off screen
        qreal width = 0; // of the pen
    };
    static CauseArrow drawCauseArrow(QPainter &p, const QPointF &from, const QPointF &to, const QColor &color,
                                  bool emphasized, bool dashed, qreal inset, qreal visibleLeft = -1e9,
                                  qreal visibleRight = 1e9);
    static QColor causeColor(TimelineCause::Kind kind, DeliveryCause cause);
    // The smaller font of the words written over the lanes.
    static QFont labelFont(const QFont &font);
    // `font` `factor` times as large, in points or in pixels (presenter mode
    // sizes its diagram in pixels: a point size is -1 there).
    static QFont scaledFont(const QFont &font, double factor);
    // Words the painter writes in a right-to-left language, with every Latin
    // run (an id, "peek-lock", "ack") in an isolate: without one, a Persian
    // number after a Latin word joins the word's left-to-right run and is
    // drawn on its far side ("مدت ۱ peek-lock دقیقه" for "مدت peek-lock ۱
    // دقیقه"). Unchanged in a left-to-right language.
    static QString bidiSafe(const QString &text);
    // A small rounded label with a coloured edge.
    static void drawLabel(QPainter &p, const QRectF &box, const QString &text, const QColor &edge,
                          const QPalette &palette);
    static QPen offsetPen();

    TimelineStyle() = delete;
};

} // namespace idem::ui
