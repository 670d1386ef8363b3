#include "timelinestyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPolygonF>
#include <QtMath>

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

void TimelineStyle::drawGlyph(QPainter &p, Mark mark, const QPointF &c, qreal r)
{
    const QColor color = markColor(mark);
    const QColor outline = color.darker(150);
    const auto stroke = [&p](const QColor &col, qreal width) {
        p.setPen(QPen(col, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    };
    const QBrush paper(QColor(255, 255, 255, 220));
    switch (mark) {
    case Mark::Step:
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(c, r * 0.35, r * 0.35);
        break;
    case Mark::Enqueued:
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawRect(QRectF(c.x() - r, c.y() - r * 0.3, 2 * r, r * 0.6));
        break;
    case Mark::Publish:
        stroke(outline, 1);
        p.setBrush(color);
        p.drawPolygon(triangle(c, r, true));
        break;
    case Mark::Delivery:
        stroke(color, 2);
        p.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r));
        p.drawLine(QPointF(c.x() - r * 0.45, c.y() + r * 0.5), QPointF(c.x(), c.y() + r));
        p.drawLine(QPointF(c.x() + r * 0.45, c.y() + r * 0.5), QPointF(c.x(), c.y() + r));
        break;
    case Mark::Commit:
        stroke(outline, 1);
        p.setBrush(color);
        p.drawRect(QRectF(c.x() - r * 0.6, c.y() - r * 0.6, r * 1.2, r * 1.2));
        break;
    case Mark::CacheHit:
        stroke(outline, 1);
        p.setBrush(color);
        p.drawPolygon(QPolygonF({QPointF(c.x() + r, c.y()), QPointF(c.x() - r * 0.7, c.y() - r * 0.85),
                                 QPointF(c.x() - r * 0.7, c.y() + r * 0.85)}));
        break;
    case Mark::Processed:
        stroke(outline, 1);
        p.setBrush(color);
        p.drawEllipse(c, r * 0.85, r * 0.85);
        break;
    case Mark::Rollback:
        stroke(color, 1.6);
        p.setBrush(paper);
        p.drawRect(QRectF(c.x() - r * 0.65, c.y() - r * 0.65, r * 1.3, r * 1.3));
        break;
    case Mark::BrokerDeduped:
        stroke(color, 2);
        p.setBrush(paper);
        p.drawPolygon(regular(c, r, 4, 0));
        break;
    case Mark::PublishRetry:
        stroke(outline, 1);
        p.setBrush(color);
        p.drawPolygon(regular(c, r * 1.1, 4, 0));
        break;
    case Mark::Redelivery:
        stroke(outline, 1);
        p.setBrush(color);
        p.drawPolygon(triangle(c, r, false));
        break;
    case Mark::StoreFailed:
        stroke(color, 1.8);
        p.setBrush(paper);
        p.drawPolygon(triangle(c, r, true));
        p.drawLine(QPointF(c.x(), c.y() - r * 0.35), QPointF(c.x(), c.y() + r * 0.2));
        p.drawPoint(QPointF(c.x(), c.y() + r * 0.55));
        break;
    case Mark::PublishLost:
        stroke(color, 1.6);
        p.setBrush(paper);
        p.drawPolygon(triangle(c, r, false));
        break;
    case Mark::CacheFlush:
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawRect(QRectF(c.x() - r * 0.3, c.y() - r * 1.1, r * 0.6, r * 2.2));
        break;
    case Mark::StoreOutage:
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawRect(QRectF(c.x() - r * 0.7, c.y() - r, r * 0.45, r * 2));
        p.drawRect(QRectF(c.x() + r * 0.25, c.y() - r, r * 0.45, r * 2));
        break;
    case Mark::Rebalance:
        stroke(color, 2);
        for (qreal dy : {-0.6, 0.0, 0.6})
            p.drawLine(QPointF(c.x() - r, c.y() + dy * r), QPointF(c.x() + r, c.y() + dy * r));
        break;
    case Mark::Skipped:
        stroke(color, 2.4);
        p.setBrush(QColor(color.red(), color.green(), color.blue(), 50));
        p.drawEllipse(c, r * 0.85, r * 0.85);
        break;
    case Mark::DeadLettered:
        stroke(color, 1.6);
        p.setBrush(paper);
        p.drawRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6));
        p.drawLine(QPointF(c.x() - r * 0.8, c.y() - r * 0.8), QPointF(c.x() + r * 0.8, c.y() + r * 0.8));
        p.drawLine(QPointF(c.x() + r * 0.8, c.y() - r * 0.8), QPointF(c.x() - r * 0.8, c.y() + r * 0.8));
        break;
    case Mark::LostAck:
        stroke(color, 2);
        p.setBrush(paper);
        p.drawEllipse(c, r * 0.9, r * 0.9);
        p.drawLine(QPointF(c.x() - r * 0.6, c.y() + r * 0.6), QPointF(c.x() + r * 0.6, c.y() - r * 0.6));
        break;
    case Mark::BrokerRestart:
        stroke(outline, 1);
        p.setBrush(color);
        p.drawPolygon(regular(c, r * 1.05, 8, M_PI / 8));
        break;
    case Mark::Crash:
        stroke(color, 3);
        p.drawLine(QPointF(c.x() - r * 0.8, c.y() - r * 0.8), QPointF(c.x() + r * 0.8, c.y() + r * 0.8));
        p.drawLine(QPointF(c.x() + r * 0.8, c.y() - r * 0.8), QPointF(c.x() - r * 0.8, c.y() + r * 0.8));
        break;
    case Mark::DuplicateEffect:
        stroke(outline, 1.2);
        p.setBrush(color);
        p.drawPolygon(regular(c, r * 1.35, 8, -M_PI / 2, 0.5));
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

void TimelineStyle::drawArrow(QPainter &p, const QPointF &start, const QPointF &end, qreal head, qreal inset)
{
    const QLineF full(start, end);
    if (full.length() < 2 * inset + 2)
        return;
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
    p.drawPolygon(QPolygonF({to, a, b}));
    p.restore();
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

} // namespace idem::ui
