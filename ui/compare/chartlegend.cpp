#include "chartlegend.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QLegend>
#include <QPainter>
#include <QXYSeries>
#include <cmath>

namespace idem::ui {

namespace {
constexpr double kEdge = 8;       // space at either end of a row
constexpr double kBetween = 18;   // between one item and the next
constexpr double kSwatchGap = 6;  // between a swatch and its name
constexpr double kRowGap = 4;
constexpr double kBelow = 6;      // under the last row

// Greedy line breaking at spaces: the fewest lines of at most `width`
// (a single word wider than that keeps a line of its own).
QStringList wrapped(const QString &name, double width, const QFontMetricsF &fm)
{
    QStringList lines;
    QString line;
    for (const QString &word : name.split(QLatin1Char(' '))) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && fm.horizontalAdvance(longer) > width) {
            lines.append(line);
            line = word;
        } else {
            line = longer;
        }
    }
    lines.append(line);
    return lines;
}
} // namespace

ChartLegend::ChartLegend(QChartView *view) : QWidget(view), m_view(view)
{
    setObjectName(QStringLiteral("chartLegend"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    view->installEventFilter(this);
    sync();
}

void ChartLegend::sync()
{
    QChart *chart = m_view->chart();
    chart->legend()->hide();
    m_items.clear();
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets())
                m_items.append({set->color(), set->label(), {}, {}, {}});
        } else if (auto *xy = qobject_cast<QXYSeries *>(series); xy && !xy->name().isEmpty()) {
            m_items.append({xy->color(), xy->name(), {}, {}, {}});
        }
    }
    place();
}

QVector<ChartLegend::Item> ChartLegend::laidOut(int width, double *height) const
{
    const QFontMetricsF fm(font());
    const double line = std::ceil(fm.height());
    const double swatch = std::round(fm.height() * 0.7);
    const double usable = qMax(1.0, double(width) - 2 * kEdge);
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    QVector<Item> items = m_items;
    double x = 0;
    double y = kRowGap;
    double rowHeight = 0;
    for (Item &item : items) {
        const double natural = swatch + kSwatchGap + std::ceil(fm.horizontalAdvance(item.name));
        if (x > 0 && x + natural > usable) {
            x = 0;
            y += rowHeight + kRowGap;
            rowHeight = 0;
        }
        const double room = usable - x - swatch - kSwatchGap;
        item.lines = natural - swatch - kSwatchGap <= room ? QStringList{item.name} : wrapped(item.name, room, fm);
        double textWidth = 0;
        for (const QString &l : std::as_const(item.lines))
            textWidth = qMax(textWidth, std::ceil(fm.horizontalAdvance(l)));
        const double h = line * item.lines.size();
        item.swatch = QRectF(x, y + (line - swatch) / 2, swatch, swatch);
        item.text = QRectF(x + swatch + kSwatchGap, y, textWidth, h);
        x += swatch + kSwatchGap + textWidth + kBetween;
        rowHeight = qMax(rowHeight, h);
        item.swatch.translate(kEdge, 0);
        item.text.translate(kEdge, 0);
        if (rtl) {
            const auto mirror = [width](QRectF &r) { r.moveLeft(width - r.left() - r.width()); };
            mirror(item.swatch);
            mirror(item.text);
        }
    }
    if (height)
        *height = items.isEmpty() ? 0 : y + rowHeight + kBelow;
    return items;
}

int ChartLegend::heightForWidth(int width) const
{
    double height = 0;
    laidOut(width, &height);
    return int(std::ceil(height));
}

QSize ChartLegend::sizeHint() const
{
    const int w = m_view->contentsRect().width();
    return {w, heightForWidth(w)};
}

void ChartLegend::place()
{
    const QRect area = m_view->contentsRect();
    double height = 0;
    m_items = laidOut(area.width(), &height);
    const int h = int(std::ceil(height));
    setGeometry(area.left(), area.bottom() + 1 - h, area.width(), h);
    // The chart keeps the legend's rows free below its axis title.
    QChart *chart = m_view->chart();
    QMargins margins = chart->margins();
    if (margins.bottom() != h + 4) {
        margins.setBottom(h + 4);
        chart->setMargins(margins);
    }
    raise();
    update();
}

bool ChartLegend::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        place();
    return QWidget::eventFilter(watched, event);
}

void ChartLegend::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange)
        place();
    QWidget::changeEvent(event);
}

void ChartLegend::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(font());
    const double line = std::ceil(fm.height());
    const Qt::Alignment align = Qt::AlignVCenter | (layoutDirection() == Qt::RightToLeft ? Qt::AlignRight : Qt::AlignLeft);
    const QColor ink = m_view->chart()->legend()->labelColor();
    for (const Item &item : std::as_const(m_items)) {
        p.setPen(item.color.darker(120));
        p.setBrush(item.color);
        p.drawRoundedRect(item.swatch, 2, 2);
        p.setPen(ink);
        for (int i = 0; i < item.lines.size(); ++i)
            p.drawText(QRectF(item.text.left(), item.text.top() + i * line, item.text.width(), line), int(align),
                       item.lines.at(i));
    }
}

} // namespace idem::ui
