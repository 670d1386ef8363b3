#include "timelinestyle.h"

#include "uiformat.h"

#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPolygonF>
#include <QtMath>
#include <cmath>

namespace idem::ui {

namespace {
QColor hex(const char *name)
{
    return QColor(QLatin1String(name));
}

QPolygonF regular(const QPointF &c, qreal r, int corners, qreal rotation, qreal innerRatio = 0)
{
    // innerRatio > 0 makes a star with `corners` points.
    QPolygonF poly;
    const int n = innerRatio > 0 ? corners * 2 : corners;
    for (int i = 0; i < n; ++i) {
        const qreal a = rotation + 2 * M_PI * i / n;
        const qreal radius = innerRatio > 0 && (i % 2) ? r * innerRatio : r;
        poly << QPointF(c.x() + radius * qCos(a), c.y() + radius * qSin(a));
    }
    return poly;
}

QPolygonF triangle(const QPointF &c, qreal r, bool up)
{
    const qreal s = up ? 1 : -1;
    return QPolygonF({QPointF(c.x(), c.y() - s * r), QPointF(c.x() + r, c.y() + s * r * 0.8),
                      QPointF(c.x() - r, c.y() + s * r * 0.8)});
}
} // namespace

QColor TimelineStyle::markColor(Mark mark)
{
    switch (mark) {
    case Mark::Step: return hex("#9e9e9e");
    case Mark::Enqueued: return hex("#78909c");
    case Mark::Publish: return hex("#3949ab");
    case Mark::Delivery: return hex("#455a64");
    case Mark::Commit: return hex("#43a047");
    case Mark::CacheHit: return hex("#00acc1");
    case Mark::Processed: return hex("#1e88e5");
    case Mark::Rollback: return hex("#8d6e63");
    case Mark::BrokerDeduped: return hex("#7cb342");
    case Mark::PublishRetry: return hex("#f9a825");
    case Mark::Redelivery: return hex("#ef6c00");
    case Mark::StoreFailed: return hex("#9e7a00");
    case Mark::PublishLost: return hex("#616161");
    case Mark::CacheFlush: return hex("#00838f");
    case Mark::StoreOutage: return hex("#b71c1c");
    case Mark::Rebalance: return hex("#5e35b1");
    case Mark::RecordsSkipped: return hex("#6d4c41");
    case Mark::CommitFailed: return hex("#ad1457");
    case Mark::Skipped: return hex("#00897b");
    case Mark::DeadLettered: return hex("#263238");
    case Mark::LostAck: return hex("#d81b60");
    case Mark::BrokerRestart: return hex("#c62828");
    case Mark::Crash: return hex("#8e24aa");
    case Mark::DuplicateEffect: return hex("#e53935");
    case Mark::None:
    case Mark::Count: break;
    }
    return Qt::gray;
}

double TimelineStyle::contrast(const QColor &a, const QColor &b)
{
    // WCAG 2 contrast ratio of two opaque colours.
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

QColor TimelineStyle::markColor(Mark mark, const QColor &background)
{
    // The article's colours are for paper. On a dark palette the dark ones
    // (a delivery's slate, a crash's purple) sank into the lane: each is
    // lifted, its hue kept, until it stands out 3:1. Light palettes keep
    // them as they are.
    QColor color = markColor(mark);
    if (background.lightnessF() >= 0.5)
        return color;
    float h = 0, sat = 0, l = 0, a = 0;
    color.getHslF(&h, &sat, &l, &a);
    while (contrast(color, background) < kMarkContrast && l < 0.97f) {
        l = qMin(0.97f, l + 0.03f);
        color = QColor::fromHslF(h, sat, l, a);
    }
    return color;
}

namespace {
// The glyphs of drawGlyph, one family each: filled without an edge,
// filled with a darker edge, drawn on white paper, and lines only.
void stroke(QPainter &p, const QColor &col, qreal width)
{
    p.setPen(QPen(col, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
}

// Paper on a light palette; on a dark one the lane's own colour, so a
// hollow glyph is a ring, not a white disc.
QBrush paperBrush(const QColor &background)
{
    if (background.lightnessF() >= 0.5)
        return QBrush(QColor(255, 255, 255, 220));
    QColor paper = background;
    paper.setAlpha(220);
    return QBrush(paper);
}

void drawFilledGlyph(QPainter &p, Mark mark, const QPointF &c, qreal r, const QColor &background)
{
    p.setPen(Qt::NoPen);
    p.setBrush(TimelineStyle::markColor(mark, background));
    switch (mark) {
    case Mark::Step:
        p.drawEllipse(c, r * 0.35, r * 0.35);
        break;
    case Mark::Enqueued:
        p.drawRect(QRectF(c.x() - r, c.y() - r * 0.3, 2 * r, r * 0.6));
        break;
    case Mark::CacheFlush:
        p.drawRect(QRectF(c.x() - r * 0.3, c.y() - r * 1.1, r * 0.6, r * 2.2));
        break;
    case Mark::StoreOutage:
        p.drawRect(QRectF(c.x() - r * 0.7, c.y() - r, r * 0.45, r * 2));
        p.drawRect(QRectF(c.x() + r * 0.25, c.y() - r, r * 0.45, r * 2));
        break;
    default:
        break;
    }
}

void drawOutlinedGlyph(QPainter &p, Mark mark, const QPointF &c, qreal r, const QColor &background)
{
    const QColor color = TimelineStyle::markColor(mark, background);
    stroke(p, color.darker(150), mark == Mark::DuplicateEffect ? 1.2 : 1);
    p.setBrush(color);
    switch (mark) {
    case Mark::Publish:
        p.drawPolygon(triangle(c, r, true));
        break;
    case Mark::Commit:
        p.drawRect(QRectF(c.x() - r * 0.6, c.y() - r * 0.6, r * 1.2, r * 1.2));
        break;
    case Mark::CacheHit:
        p.drawPolygon(QPolygonF({QPointF(c.x() + r, c.y()), QPointF(c.x() - r * 0.7, c.y() - r * 0.85),
                                 QPointF(c.x() - r * 0.7, c.y() + r * 0.85)}));
        break;
    case Mark::Processed:
        p.drawEllipse(c, r * 0.85, r * 0.85);
        break;
    case Mark::PublishRetry:
        p.drawPolygon(regular(c, r * 1.1, 4, 0));
        break;
    case Mark::Redelivery:
        p.drawPolygon(triangle(c, r, false));
        break;
    case Mark::RecordsSkipped: // ▶▶: read position jumped to the log end
        p.drawPolygon(QPolygonF({QPointF(c.x() - r, c.y() - r * 0.8), QPointF(c.x(), c.y()), QPointF(c.x() - r, c.y() + r * 0.8)}));
        p.drawPolygon(QPolygonF({QPointF(c.x(), c.y() - r * 0.8), QPointF(c.x() + r, c.y()), QPointF(c.x(), c.y() + r * 0.8)}));
        break;
    case Mark::BrokerRestart:
        p.drawPolygon(regular(c, r * 1.05, 8, M_PI / 8));
        break;
    case Mark::DuplicateEffect:
        p.drawPolygon(regular(c, r * 1.35, 8, -M_PI / 2, 0.5));
        break;
    default:
        break;
    }
}

void drawHollowGlyph(QPainter &p, Mark mark, const QPointF &c, qreal r, const QColor &background)
{
    const QColor color = TimelineStyle::markColor(mark, background);
    p.setBrush(paperBrush(background));
    switch (mark) {
    case Mark::Rollback:
        stroke(p, color, 1.6);
        p.drawRect(QRectF(c.x() - r * 0.65, c.y() - r * 0.65, r * 1.3, r * 1.3));
        break;
    case Mark::BrokerDeduped:
        stroke(p, color, 2);
        p.drawPolygon(regular(c, r, 4, 0));
        break;
    case Mark::StoreFailed:
        stroke(p, color, 1.8);
        p.drawPolygon(triangle(c, r, true));
        p.drawLine(QPointF(c.x(), c.y() - r * 0.35), QPointF(c.x(), c.y() + r * 0.2));
        p.drawPoint(QPointF(c.x(), c.y() + r * 0.55));
        break;
    case Mark::PublishLost:
        stroke(p, color, 1.6);
        p.drawPolygon(triangle(c, r, false));
        break;
    case Mark::CommitFailed: // a struck-out offset box: the commit never counted
        stroke(p, color, 2);
        p.drawRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6));
        p.drawLine(QPointF(c.x() - r * 0.8, c.y() + r * 0.8), QPointF(c.x() + r * 0.8, c.y() - r * 0.8));
        break;
    case Mark::Skipped: // on a tint of its own colour, not on paper
        stroke(p, color, 2.4);
        p.setBrush(QColor(color.red(), color.green(), color.blue(), 50));
        p.drawEllipse(c, r * 0.85, r * 0.85);
        break;
    case Mark::DeadLettered:
        stroke(p, color, 1.6);
        p.drawRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6));
        p.drawLine(QPointF(c.x() - r * 0.8, c.y() - r * 0.8), QPointF(c.x() + r * 0.8, c.y() + r * 0.8));
        p.drawLine(QPointF(c.x() + r * 0.8, c.y() - r * 0.8), QPointF(c.x() - r * 0.8, c.y() + r * 0.8));
        break;
    case Mark::LostAck:
        stroke(p, color, 2);
        p.drawEllipse(c, r * 0.9, r * 0.9);
        p.drawLine(QPointF(c.x() - r * 0.6, c.y() + r * 0.6), QPointF(c.x() + r * 0.6, c.y() - r * 0.6));
        break;
    default:
        break;
    }
}

// Lines only: the brush is left as it was (nothing here is filled).
void drawStrokedGlyph(QPainter &p, Mark mark, const QPointF &c, qreal r, const QColor &background)
{
    const QColor color = TimelineStyle::markColor(mark, background);
    switch (mark) {
    case Mark::Delivery:
        stroke(p, color, 2);
        p.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r));
        p.drawLine(QPointF(c.x() - r * 0.45, c.y() + r * 0.5), QPointF(c.x(), c.y() + r));
        p.drawLine(QPointF(c.x() + r * 0.45, c.y() + r * 0.5), QPointF(c.x(), c.y() + r));
        break;
    case Mark::Rebalance:
        stroke(p, color, 2);
        for (qreal dy : {-0.6, 0.0, 0.6})
            p.drawLine(QPointF(c.x() - r, c.y() + dy * r), QPointF(c.x() + r, c.y() + dy * r));
        break;
    case Mark::Crash:
        stroke(p, color, 3);
        p.drawLine(QPointF(c.x() - r * 0.8, c.y() - r * 0.8), QPointF(c.x() + r * 0.8, c.y() + r * 0.8));
        p.drawLine(QPointF(c.x() + r * 0.8, c.y() - r * 0.8), QPointF(c.x() - r * 0.8, c.y() + r * 0.8));
        break;
    default:
        break;
    }
}
} // namespace

void TimelineStyle::drawGlyph(QPainter &p, Mark mark, const QPointF &c, qreal r, const QColor &background)
{
    switch (mark) {
    case Mark::Step:
    case Mark::Enqueued:
    case Mark::CacheFlush:
    case Mark::StoreOutage:
        drawFilledGlyph(p, mark, c, r, background);
        break;
    case Mark::Publish:
    case Mark::Commit:
    case Mark::CacheHit:
    case Mark::Processed:
    case Mark::PublishRetry:
    case Mark::Redelivery:
    case Mark::RecordsSkipped:
    case Mark::BrokerRestart:
    case Mark::DuplicateEffect:
        drawOutlinedGlyph(p, mark, c, r, background);
        break;
    case Mark::Rollback:
    case Mark::BrokerDeduped:
    case Mark::StoreFailed:
    case Mark::PublishLost:
    case Mark::CommitFailed:
    case Mark::Skipped:
    case Mark::DeadLettered:
    case Mark::LostAck:
        drawHollowGlyph(p, mark, c, r, background);
        break;
    case Mark::Delivery:
    case Mark::Rebalance:
    case Mark::Crash:
        drawStrokedGlyph(p, mark, c, r, background);
        break;
    case Mark::None:
    case Mark::Count:
        break;
    }
}

QBrush TimelineStyle::spanBrush(TimelineSpan::Kind kind)
{
    switch (kind) {
    case TimelineSpan::StoreDown: return QBrush(QColor(198, 40, 40, 110), Qt::BDiagPattern);
    case TimelineSpan::BrokerDown: return QBrush(QColor(198, 40, 40, 45));
    case TimelineSpan::ConsumerOffline: return QBrush(QColor(97, 97, 97, 120), Qt::FDiagPattern);
    case TimelineSpan::Rebalance: return QBrush(QColor(126, 87, 194, 55));
    }
    return {};
}

QBrush TimelineStyle::spanTint(TimelineSpan::Kind kind)
{
    switch (kind) {
    case TimelineSpan::StoreDown: return QBrush(QColor(198, 40, 40, 22));
    case TimelineSpan::BrokerDown: return QBrush(QColor(198, 40, 40, 18));
    case TimelineSpan::ConsumerOffline: return QBrush(QColor(97, 97, 97, 30));
    case TimelineSpan::Rebalance: return QBrush(QColor(126, 87, 194, 30));
    }
    return {};
}

QPen TimelineStyle::linePen(Mark mark)
{
    QPen pen(markColor(mark), 1.5);
    pen.setStyle(mark == Mark::CacheFlush ? Qt::DotLine : Qt::DashLine);
    return pen;
}

QPen TimelineStyle::flowPen(bool followed)
{
    return followed ? QPen(QColor(38, 50, 56, 230), 1.8) : QPen(QColor(96, 125, 139, 150), 1);
}

QPen TimelineStyle::lostAckPen()
{
    QPen pen(markColor(Mark::LostAck), 1.6);
    pen.setStyle(Qt::DashLine);
    return pen;
}

QPolygonF TimelineStyle::drawArrow(QPainter &p, const QPointF &start, const QPointF &end, qreal head, qreal inset)
{
    const QLineF full(start, end);
    if (full.length() < 2 * inset + 2)
        return {};
    const QPointF unit = (end - start) / full.length();
    const QPointF from = start + unit * inset;
    const QPointF to = end - unit * inset;
    p.drawLine(QLineF(from, to));
    const qreal angle = qAtan2(to.y() - from.y(), to.x() - from.x());
    const QPointF a(to.x() - head * qCos(angle - 0.45), to.y() - head * qSin(angle - 0.45));
    const QPointF b(to.x() - head * qCos(angle + 0.45), to.y() - head * qSin(angle + 0.45));
    p.save();
    p.setBrush(p.pen().color());
    QPen solid = p.pen();
    solid.setStyle(Qt::SolidLine);
    p.setPen(solid);
    const QPolygonF drawn({to, a, b});
    p.drawPolygon(drawn);
    p.restore();
    return drawn;
}

void TimelineStyle::drawGapBreak(QPainter &p, const QRectF &rect, const QPalette &palette)
{
    QColor fill = palette.color(QPalette::Mid);
    fill.setAlpha(40);
    p.fillRect(rect, fill);
    // Two zig-zag edges, like the break of a chart axis.
    const qreal amplitude = 3;
    const qreal period = 8;
    QPen pen(palette.color(QPalette::Mid).darker(120), 1.2);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    for (qreal x : {rect.left() + 4, rect.right() - 4}) {
        QPainterPath path(QPointF(x, rect.top()));
        int i = 0;
        for (qreal y = rect.top() + period / 2; y <= rect.bottom(); y += period / 2, ++i)
            path.lineTo(x + ((i % 2) ? -amplitude : amplitude), y);
        p.drawPath(path);
    }
}

QColor TimelineStyle::densityColor(Mark activity)
{
    QColor c = markColor(activity);
    c.setAlpha(activity == Mark::Step ? 60 : 90);
    return c;
}

QColor TimelineStyle::barColor(TimelineBar::Kind kind, quint8 flags)
{
    switch (kind) {
    case TimelineBar::Handler:
        if (flags & TimelineBar::Unobserved)
            return hex("#9e9e9e");
        if (flags & TimelineBar::Slow)
            return hex("#f9a825");
        return flags & TimelineBar::Duplicate ? hex("#e57373") : hex("#78909c");
    case TimelineBar::Hold: return hex("#ef6c00");
    case TimelineBar::Transaction: return hex("#43a047");
    case TimelineBar::CacheEntry: return hex("#00acc1");
    case TimelineBar::SessionTimeout: return hex("#5e35b1");
    case TimelineBar::KindCount: break;
    }
    return Qt::gray;
}

namespace {
// The two bars of drawBar whose look depends most on how they ended, on
// the fill and edge colours drawBar worked out.
void drawHoldBar(QPainter &p, const QRectF &rect, TimelineBar::End end, quint8 flags, QColor fill,
                 const QColor &edge)
{
    fill.setAlpha(45);
    QPen pen(edge, 1, Qt::DashLine);
    pen.setCosmetic(true); // the fast line path: holds can be thousands of pixels long
    p.setPen(pen);
    p.setBrush(fill);
    p.drawRect(rect);
    if (flags & TimelineBar::AckLost)
        p.fillRect(QRectF(rect.left(), rect.top(), 3, rect.height()), TimelineStyle::markColor(Mark::LostAck));
    // Where the broker takes it back: a solid end; where it gives the
    // delivery up (dead-lettered, or JetStream's MaxDeliver), a wider
    // one in the dead-letter colour: nothing follows it.
    if (end == TimelineBar::DeadLettered || end == TimelineBar::GaveUp)
        p.fillRect(QRectF(rect.right() - 4, rect.top(), 4, rect.height()),
                   TimelineStyle::markColor(Mark::DeadLettered));
    else
        p.fillRect(QRectF(rect.right() - 2, rect.top(), 2, rect.height()), edge);
}

void drawTransactionBar(QPainter &p, const QRectF &rect, TimelineBar::End end, QColor fill, const QColor &edge)
{
    if (end == TimelineBar::RolledBack) {
        // Undone work: hatched and struck through.
        const QColor undone = TimelineStyle::markColor(Mark::Rollback);
        p.setPen(QPen(undone, 1));
        p.setBrush(QBrush(undone, Qt::BDiagPattern));
        p.drawRect(rect);
        p.setPen(QPen(TimelineStyle::markColor(Mark::DuplicateEffect).darker(120), 1.5));
        p.drawLine(QPointF(rect.left(), rect.center().y()), QPointF(rect.right(), rect.center().y()));
    } else {
        fill.setAlpha(end == TimelineBar::Open ? 40 : 80);
        p.setPen(QPen(edge, 1, end == TimelineBar::Open ? Qt::DotLine : Qt::SolidLine));
        p.setBrush(fill);
        p.drawRect(rect);
    }
}
} // namespace

void TimelineStyle::drawBar(QPainter &p, const QRectF &rect, TimelineBar::Kind kind, TimelineBar::End end, quint8 flags)
{
    const QColor base = barColor(kind, flags);
    QColor fill = base;
    QColor edge = base.darker(130);
    if (rect.width() < 8) {
        // Too narrow for an outline to mean anything: one solid fill, which
        // is what thousands of bars at full zoom-out cost.
        fill.setAlpha(kind == TimelineBar::Transaction && end == TimelineBar::RolledBack ? 200 : 120);
        p.fillRect(rect, fill);
        return;
    }
    p.save();
    switch (kind) {
    case TimelineBar::Handler:
        if (flags & TimelineBar::Unobserved) {
            // Inside the user's consumer, not observed: grey, hatched, a
            // dashed edge; nothing drawn in it is a step the lab saw.
            p.setPen(QPen(edge, 1, Qt::DashLine));
            p.setBrush(QBrush(base, Qt::BDiagPattern));
        } else {
            fill.setAlpha(70);
            p.setPen(QPen(edge, 1));
            p.setBrush(fill);
        }
        p.drawRoundedRect(rect, 3, 3);
        if (end == TimelineBar::Crashed) {
            // Cut off: a hard purple end.
            p.fillRect(QRectF(rect.right() - 2, rect.top(), 2, rect.height()), markColor(Mark::Crash));
        }
        break;
    case TimelineBar::Hold:
        drawHoldBar(p, rect, end, flags, fill, edge);
        break;
    case TimelineBar::Transaction:
        drawTransactionBar(p, rect, end, fill, edge);
        break;
    case TimelineBar::CacheEntry:
        fill.setAlpha(60);
        p.setPen(QPen(edge, 1));
        p.setBrush(fill);
        p.drawRect(rect);
        if (end != TimelineBar::Open) {
            // The entry is gone here: a bold end, dashed for an expiry.
            QPen gone(end == TimelineBar::Expired ? edge : markColor(Mark::DuplicateEffect), 2.4,
                      end == TimelineBar::Expired ? Qt::DotLine : Qt::SolidLine);
            p.setPen(gone);
            p.drawLine(QPointF(rect.right(), rect.top() - 2), QPointF(rect.right(), rect.bottom() + 2));
        }
        break;
    case TimelineBar::SessionTimeout:
        fill.setAlpha(90);
        p.setPen(Qt::NoPen);
        p.setBrush(QBrush(fill, Qt::Dense6Pattern));
        p.drawRect(rect);
        p.setPen(QPen(edge, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect);
        break;
    case TimelineBar::KindCount: break;
    }
    p.restore();
}

QColor TimelineStyle::causeColor(TimelineCause::Kind kind, DeliveryCause cause)
{
    if (kind == TimelineCause::Duplicate)
        return markColor(Mark::DuplicateEffect);
    if (kind == TimelineCause::LostRecord)
        return markColor(Mark::RecordsSkipped);
    switch (cause) {
    case DeliveryCause::AckLost:
    case DeliveryCause::ConnectionLost: return markColor(Mark::LostAck);
    case DeliveryCause::CrashBeforeAck: return markColor(Mark::Crash);
    case DeliveryCause::BrokerRestart: return markColor(Mark::BrokerRestart);
    case DeliveryCause::Rebalance: return markColor(Mark::Rebalance);
    case DeliveryCause::ProducerRetry: return markColor(Mark::PublishRetry).darker(115);
    default: return markColor(Mark::Redelivery);
    }
}

TimelineStyle::CauseArrow TimelineStyle::drawCauseArrow(QPainter &p, const QPointF &start, const QPointF &end, const QColor &color,
                                      bool emphasized, bool dashed, qreal inset, qreal visibleLeft, qreal visibleRight)
{
    const QLineF chord(start, end);
    const qreal length = chord.length();
    // Bow in proportion to the distance, so arrows between the same two
    // lanes at different times do not lie on top of each other.
    const qreal bow = qBound<qreal>(14, length * 0.22, 60);
    const QPointF mid = (start + end) / 2;
    const QPointF control(mid.x(), dashed ? qMax(start.y(), end.y()) + bow : qMin(start.y(), end.y()) - bow);
    // Pull both ends in along the curve's tangents.
    const auto pulled = [inset](const QPointF &at, const QPointF &towards) {
        const QLineF l(at, towards);
        return l.length() > 2 * inset ? l.pointAt(inset / l.length()) : at;
    };
    const QPointF from = pulled(start, control);
    const QPointF to = pulled(end, control);
    const auto point = [&](qreal t) {
        const qreal u = 1 - t;
        return from * (u * u) + control * (2 * u * t) + to * (t * t);
    };
    // With the control point at the middle's x, x is linear in t: the
    // visible stretch of the curve is a t range.
    const qreal margin = 40;
    qreal t0 = 0;
    qreal t1 = 1;
    const qreal dx = to.x() - from.x();
    if (std::abs(dx) > 1e-9) {
        t0 = qBound<qreal>(0, ((dx > 0 ? visibleLeft - margin : visibleRight + margin) - from.x()) / dx, 1);
        t1 = qBound<qreal>(0, ((dx > 0 ? visibleRight + margin : visibleLeft - margin) - from.x()) / dx, 1);
    }
    CauseArrow drawn;
    drawn.width = emphasized ? 7 : 1.6; // the halo is as good as the line
    QPainterPath path;
    if (t0 <= 0 && t1 >= 1) {
        path.moveTo(from);
        path.quadTo(control, to);
    } else if (t1 > t0) {
        const int steps = 48;
        path.moveTo(point(t0));
        for (int i = 1; i <= steps; ++i)
            path.lineTo(point(t0 + (t1 - t0) * i / steps));
    }
    if (t1 > t0) {
        // Within a pixel of the curve for the bows drawn (at most 60 px).
        const int steps = 24;
        drawn.shaft.reserve(steps + 1);
        for (int i = 0; i <= steps; ++i)
            drawn.shaft.append(point(t0 + (t1 - t0) * i / steps));
    }
    p.save();
    p.setBrush(Qt::NoBrush);
    if (emphasized) {
        QColor halo = color;
        halo.setAlpha(70);
        p.setPen(QPen(halo, 7, Qt::SolidLine, Qt::RoundCap));
        p.drawPath(path);
    }
    p.setPen(QPen(color, emphasized ? 2.6 : 1.6, dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
    p.drawPath(path);
    if (t1 >= 1) {
        const qreal angle = qAtan2(to.y() - control.y(), to.x() - control.x());
        const qreal head = emphasized ? 10 : 7;
        const QPointF a(to.x() - head * qCos(angle - 0.45), to.y() - head * qSin(angle - 0.45));
        const QPointF b(to.x() - head * qCos(angle + 0.45), to.y() - head * qSin(angle + 0.45));
        p.setPen(QPen(color, 1));
        p.setBrush(color);
        drawn.head = QPolygonF({to, a, b});
        p.drawPolygon(drawn.head);
    }
    p.restore();
    // The apex of a quadratic curve is halfway between the chord's middle and the control point.
    drawn.apex = (mid + control) / 2;
    return drawn;
}

QFont TimelineStyle::labelFont(const QFont &font)
{
    return scaledFont(font, 0.82);
}

QFont TimelineStyle::scaledFont(const QFont &font, double factor)
{
    QFont scaled = font;
    if (font.pixelSize() > 0)
        scaled.setPixelSize(qMax(1, qRound(font.pixelSize() * factor)));
    else
        scaled.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() * factor : 8);
    return scaled;
}

QString TimelineStyle::bidiSafe(const QString &text)
{
    return UiFormat::isolateLatinRuns(text);
}

void TimelineStyle::drawLabel(QPainter &p, const QRectF &box, const QString &text, const QColor &edge,
                              const QPalette &palette)
{
    p.save();
    QColor paper = palette.color(QPalette::Base);
    paper.setAlpha(235);
    p.setPen(QPen(edge, 1));
    p.setBrush(paper);
    p.drawRoundedRect(box, 3, 3);
    p.setPen(palette.color(QPalette::Text));
    p.drawText(box, Qt::AlignCenter, text);
    p.restore();
}

QPen TimelineStyle::offsetPen()
{
    return QPen(markColor(Mark::Rebalance).darker(110), 1.6);
}

} // namespace idem::ui
