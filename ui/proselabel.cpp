#include "proselabel.h"

#include <QFontMetricsF>
#include <QGlyphRun>
#include <QPainter>
#include <QRawFont>
#include <QStyle>
#include <QTextLayout>
#include <cmath>

namespace idem::ui {

namespace {
struct LaidLine
{
    QList<QGlyphRun> runs;
    QRectF box; // the line's box in the layout
    QRectF ink; // where its glyphs are drawn, before the shift
    qreal shift = 0;
};

struct Laid
{
    QVector<LaidLine> lines;
    qreal height = 0;
};

// Lays `text` out at `width` the one way it is measured and painted.
// Lines are a QTextLayout's; where a line stands across the width comes
// from its glyphs (their ink), not from the layout's alignment.
Laid layOutAt(const QString &lines, const QFont &font, qreal width, qreal wrapWidth, Qt::LayoutDirection direction,
              Qt::Alignment horizontal)
{
    Laid out;
    QTextLayout layout(lines, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    option.setTextDirection(direction);
    layout.setTextOption(option);
    // Spaced as QPainter::drawText spaces wrapped lines: the font's leading between them.
    const qreal leading = qMax<qreal>(0, QFontMetricsF(font).leading());
    qreal y = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        if (line.lineNumber() > 0)
            y += leading;
        line.setLineWidth(wrapWidth);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    out.height = y;
    for (int i = 0; i < layout.lineCount(); ++i) {
        const QTextLine line = layout.lineAt(i);
        LaidLine laid;
        laid.runs = line.glyphRuns();
        laid.box = QRectF(0, line.y(), width, line.height());
        for (const QGlyphRun &run : std::as_const(laid.runs)) {
            const QRawFont raw = run.rawFont();
            const QVector<quint32> glyphs = run.glyphIndexes();
            const QVector<QPointF> positions = run.positions();
            for (int g = 0; g < glyphs.size() && g < positions.size(); ++g) {
                const QRectF r = raw.boundingRect(glyphs.at(g)).translated(positions.at(g));
                if (r.width() <= 0)
                    continue; // a space
                laid.ink = laid.ink.isNull() ? r : laid.ink.united(r);
            }
        }
        if (laid.ink.isNull())
            laid.ink = QRectF(0, line.y(), 0, line.height());
        if (horizontal & Qt::AlignRight)
            laid.shift = width - laid.ink.right();
        else if (horizontal & Qt::AlignHCenter)
            laid.shift = (width - laid.ink.width()) / 2 - laid.ink.left();
        else
            laid.shift = -laid.ink.left();
        out.lines.append(laid);
    }
    return out;
}

// A line's glyphs may reach past its advance (a Persian letter's tail):
// where one would stand out of the width, the text is wrapped a little
// narrower, so every line's ink fits.
Laid layOut(const QString &text, const QFont &font, qreal width, Qt::LayoutDirection direction, Qt::Alignment horizontal)
{
    if (text.isEmpty())
        return {};
    QString lines = text;
    lines.replace(QLatin1Char('\n'), QChar::LineSeparator);
    qreal wrapWidth = width;
    Laid laid;
    for (int attempt = 0; attempt < 3; ++attempt) {
        laid = layOutAt(lines, font, width, wrapWidth, direction, horizontal);
        qreal over = 0;
        for (const LaidLine &line : std::as_const(laid.lines))
            over = qMax(over, line.ink.width() - width);
        if (over <= 0)
            break;
        wrapWidth -= std::ceil(over);
    }
    return laid;
}

qreal verticalOffset(Qt::Alignment alignment, qreal room, qreal height)
{
    if (alignment & Qt::AlignTop)
        return 0;
    if (alignment & Qt::AlignBottom)
        return room - height;
    return (room - height) / 2;
}
} // namespace

ProseLabel::ProseLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
}

int ProseLabel::textHeight(const QFont &font, int width, const QString &text, Qt::LayoutDirection direction)
{
    return int(std::ceil(layOut(text, font, qMax(1, width), direction, Qt::AlignLeft).height));
}

QSize ProseLabel::marginsSize() const
{
    return size() - contentsRect().size();
}

int ProseLabel::heightForWidth(int width) const
{
    const QSize frame = marginsSize();
    return textHeight(font(), width - frame.width(), text(), layoutDirection()) + frame.height();
}

QSize ProseLabel::sizeHint() const
{
    const QSize base = QLabel::sizeHint();
    return QSize(base.width(), heightForWidth(base.width()));
}

QSize ProseLabel::minimumSizeHint() const
{
    const QSize base = QLabel::minimumSizeHint();
    return QSize(base.width(), qMax(base.height(), heightForWidth(QWIDGETSIZE_MAX / 4)));
}

QVector<QRectF> ProseLabel::lineRects() const
{
    const QRect room = contentsRect();
    const Qt::Alignment alignment = QStyle::visualAlignment(layoutDirection(), this->alignment());
    const Laid laid = layOut(text(), font(), room.width(), layoutDirection(), alignment);
    const QPointF origin(room.left(), room.top() + verticalOffset(alignment, room.height(), laid.height));
    QVector<QRectF> rects;
    for (const LaidLine &line : laid.lines) {
        const QRectF ink = line.ink.translated(line.shift, 0);
        rects.append(QRectF(ink.left(), line.box.top(), ink.width(), line.box.height())
                         .united(QRectF(ink.left(), ink.top(), ink.width(), ink.height()))
                         .translated(origin));
    }
    return rects;
}

void ProseLabel::paintEvent(QPaintEvent *event)
{
    if (!wordWrap()) {
        QLabel::paintEvent(event);
        return;
    }
    QPainter painter(this);
    drawFrame(&painter); // a style sheet's border ("So far"'s rule above it)
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, foregroundRole()));
    const QRect room = contentsRect();
    const Qt::Alignment alignment = QStyle::visualAlignment(layoutDirection(), this->alignment());
    const Laid laid = layOut(text(), font(), room.width(), layoutDirection(), alignment);
    const QPointF origin(room.left(), room.top() + verticalOffset(alignment, room.height(), laid.height));
    for (const LaidLine &line : laid.lines) {
        for (const QGlyphRun &run : line.runs)
            painter.drawGlyphRun(origin + QPointF(line.shift, 0), run);
    }
}

} // namespace idem::ui
