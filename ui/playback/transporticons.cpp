#include "transporticons.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

namespace idem::ui {

namespace {
constexpr int kSize = 32;

// A triangle pointing right (or left) with its base at x.
QPainterPath triangle(double x, bool right, double width = 12)
{
    QPainterPath p;
    const double tip = right ? x + width : x - width;
    p.moveTo(x, 7);
    p.lineTo(tip, 16);
    p.lineTo(x, 25);
    p.closeSubpath();
    return p;
}

QPainterPath bar(double x, double width = 3.5)
{
    QPainterPath p;
    p.addRect(QRectF(x, 7, width, 18));
    return p;
}

QPixmap draw(TransportIcons::Kind kind, const QColor &color)
{
    QPixmap pixmap(kSize, kSize);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    QColor fill = color;
    switch (kind) {
    case TransportIcons::Play: path = triangle(10, true, 14); break;
    case TransportIcons::Pause:
        path = bar(9, 5);
        path.addPath(bar(18, 5));
        break;
    case TransportIcons::StepForward:
        path = triangle(8, true);
        path.addPath(bar(21));
        break;
    case TransportIcons::StepBackward:
        path = triangle(24, false);
        path.addPath(bar(7.5));
        break;
    case TransportIcons::NextInteresting:
    case TransportIcons::PreviousInteresting: {
        const bool right = kind == TransportIcons::NextInteresting;
        path = right ? triangle(5, true, 11) : triangle(27, false, 11);
        path.addPath(right ? triangle(16, true, 11) : triangle(16, false, 11));
        fill = QColor(0xd9, 0x7a, 0x00);
        break;
    }
    case TransportIcons::ToEnd:
        path = triangle(4, true, 10);
        path.addPath(triangle(14, true, 10));
        path.addPath(bar(25));
        break;
    case TransportIcons::Run:
        path = triangle(8, true, 17);
        fill = QColor(0x1a, 0x7f, 0x37);
        break;
    case TransportIcons::Stop:
        path.addRoundedRect(QRectF(8, 8, 16, 16), 2, 2);
        fill = QColor(0xc6, 0x28, 0x28);
        break;
    case TransportIcons::ToStart:
        path = triangle(28, false, 10);
        path.addPath(triangle(18, false, 10));
        path.addPath(bar(3.5));
        break;
    }
    painter.fillPath(path, fill);
    return pixmap;
}
} // namespace

QIcon TransportIcons::icon(Kind kind)
{
    const QPalette palette = QGuiApplication::palette();
    QIcon icon;
    icon.addPixmap(draw(kind, palette.color(QPalette::Active, QPalette::WindowText)), QIcon::Normal);
    // Disabled: the shape in the disabled text colour, whatever its own colour.
    if (kind == Run || kind == Stop || kind == NextInteresting || kind == PreviousInteresting) {
        QPixmap disabled = draw(kind, {});
        QPainter p(&disabled);
        p.setCompositionMode(QPainter::CompositionMode_SourceIn);
        p.fillRect(disabled.rect(), palette.color(QPalette::Disabled, QPalette::WindowText));
        p.end();
        icon.addPixmap(disabled, QIcon::Disabled);
        return icon;
    }
    icon.addPixmap(draw(kind, palette.color(QPalette::Disabled, QPalette::WindowText)), QIcon::Disabled);
    return icon;
}

} // namespace idem::ui
