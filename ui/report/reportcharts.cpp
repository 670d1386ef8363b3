#include "reportcharts.h"

#include "uiformat.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace idem::ui {

namespace {
constexpr double kMinLegendWidth = 150;
constexpr double kMaxLegendWidth = 300;

// Room for the legend's longest name (a Persian strategy title is twice an
// English one), so no name is cut short unless it is very long.
double legendWidth(const QFontMetricsF &fm, const QStringList &names)
{
    double widest = 0;
    for (const QString &n : names)
        widest = qMax(widest, fm.horizontalAdvance(n));
    return qBound(kMinLegendWidth, std::ceil(widest) + 34 + 12, kMaxLegendWidth);
}

double niceStep(double range, int ticks)
{
    if (range <= 0)
        return 1;
    const double raw = range / ticks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (raw <= m * mag)
            return m * mag;
    }
    return 10 * mag;
}

// Counts (duplicates, lost events) step by whole numbers: an axis of two
// duplicates reads 0, 1, 2, not 0, 0.50, 1, 1.50, 2.
double countStep(double range, int ticks)
{
    return qMax(1.0, niceStep(range, ticks));
}

QString axisNumber(double v)
{
    const bool whole = std::fabs(v - std::round(v)) < 1e-9;
    return QLocale().toString(v, 'f', whole ? 0 : (std::fabs(v) < 0.1 ? 3 : 2));
}

// Alignment on the page, whatever the painter's direction: QPainter
// mirrors left and right in a right-to-left paragraph unless told not to.
constexpr Qt::Alignment kLeft = Qt::AlignAbsolute | Qt::AlignLeft;
constexpr Qt::Alignment kRight = Qt::AlignAbsolute | Qt::AlignRight;

// A chart's words as the window's charts lay them out: in the report's
// direction, with their Latin terms isolated, so "cache جلوی inbox" reads
// from the right in Persian and "(شبیه Redis)" keeps its brackets.
QString words(const QString &text)
{
    return UiFormat::isolateLatinRuns(text);
}

// The legend: a sample line or box per entry, beside its name (to its right
// left to right, to its left right to left, as the window's legend).
void legend(QPainter &p, const QRectF &box, const QStringList &names, bool rightToLeft,
            const std::function<void(int, QRectF)> &sample)
{
    const QFontMetricsF fm(p.font());
    const double row = fm.height() + 6;
    for (int i = 0; i < names.size(); ++i) {
        const QRectF r(box.left(), box.top() + i * row, box.width(), row);
        sample(i, QRectF(rightToLeft ? r.right() - 28 : r.left(), r.top() + 2, 28, row - 4));
        p.setPen(Qt::black);
        const QRectF text(rightToLeft ? r.left() : r.left() + 34, r.top(), r.width() - 34, row);
        p.drawText(text, Qt::AlignVCenter | (rightToLeft ? kRight : kLeft),
                   fm.elidedText(words(names.at(i)), Qt::ElideRight, r.width() - 34));
    }
}

// The curves drawn on one another: the same points within a pixel on the
// page (three strategies whose duplicates came 0.1 ms apart draw one line).
bool drawnAlike(const QVector<QPointF> &a, const QVector<QPointF> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (std::fabs(a.at(i).x() - b.at(i).x()) > 1 || std::fabs(a.at(i).y() - b.at(i).y()) > 1)
            return false;
    }
    return true;
}
} // namespace

Qt::PenStyle ReportCharts::dash(int index)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                          Qt::DashDotDotLine};
    return styles[index % 5];
}

Qt::BrushStyle ReportCharts::fill(int index)
{
    static const Qt::BrushStyle styles[] = {Qt::SolidPattern, Qt::BDiagPattern, Qt::Dense5Pattern,
                                            Qt::CrossPattern};
    return styles[index % 4];
}

void ReportCharts::lines(QPainter &p, const QRectF &rect, const QVector<Series> &series, const QString &xTitle,
                         const QString &yTitle, const Label &xLabel, bool rightToLeft)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setLayoutDirection(rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
    const QFontMetricsF fm(p.font());
    QStringList names;
    for (const Series &s : series)
        names.append(s.name);
    const double legendRoom = legendWidth(fm, names);
    double xMin = 0, xMax = 1, yMax = 1;
    bool first = true;
    for (const Series &s : series) {
        for (const QPointF &pt : s.points) {
            xMin = first ? pt.x() : qMin(xMin, pt.x());
            xMax = first ? pt.x() : qMax(xMax, pt.x());
            yMax = qMax(yMax, pt.y());
            first = false;
        }
    }
    if (xMax <= xMin)
        xMax = xMin + 1;
    const double yStep = countStep(yMax, 4);
    yMax = std::ceil(yMax / yStep) * yStep;
    double yLabels = 0;
    for (double y = 0; y <= yMax + 1e-9; y += yStep)
        yLabels = qMax(yLabels, fm.horizontalAdvance(axisNumber(y)));
    const double left = rect.left() + (rightToLeft ? legendRoom : 0) + yLabels + 14;
    // The last value's label is centred on the plot's edge: room for its half.
    const double lastLabel = fm.horizontalAdvance(xLabel ? xLabel(xMax) : axisNumber(xMax));
    const double right = rect.right() - (rightToLeft ? 0 : legendRoom) - qMax(10.0, lastLabel / 2 + 4);
    const QRectF plot(left, rect.top() + fm.height() + 6, right - left, rect.height() - 3 * fm.height() - 18);
    const auto px = [&](double x) { return plot.left() + (x - xMin) / (xMax - xMin) * plot.width(); };
    const auto py = [&](double y) { return plot.bottom() - y / yMax * plot.height(); };

    p.setPen(QPen(QColor(200, 200, 200), 0.6));
    p.setFont(p.font());
    for (double y = 0; y <= yMax + 1e-9; y += yStep) {
        p.setPen(QPen(QColor(210, 210, 210), 0.6));
        p.drawLine(QPointF(plot.left(), py(y)), QPointF(plot.right(), py(y)));
        p.setPen(Qt::black);
        p.drawText(QRectF(rect.left(), py(y) - fm.height() / 2, plot.left() - rect.left() - 6, fm.height()),
                   kRight | Qt::AlignVCenter, axisNumber(y));
    }
    const double xStep = niceStep(xMax - xMin, 6);
    for (double x = std::ceil(xMin / xStep) * xStep; x <= xMax + 1e-9; x += xStep) {
        p.setPen(Qt::black);
        const QString label = xLabel ? xLabel(x) : axisNumber(x);
        p.drawText(QRectF(px(x) - 60, plot.bottom() + 4, 120, fm.height()), Qt::AlignHCenter | Qt::AlignTop, label);
        p.drawLine(QPointF(px(x), plot.bottom()), QPointF(px(x), plot.bottom() + 3));
    }
    p.setPen(QPen(Qt::black, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 8, plot.width(), fm.height()), Qt::AlignHCenter,
               words(xTitle));
    // Over the value axis, which stays on the left (the legend moves).
    const double axisLeft = rect.left() + (rightToLeft ? legendRoom : 0);
    p.drawText(QRectF(axisLeft, rect.top(), rect.right() - axisLeft, fm.height()), kLeft | Qt::AlignTop, words(yTitle));

    QVector<QVector<QPointF>> drawn; // each series' points on the page
    for (const Series &s : series) {
        QVector<QPointF> points;
        for (const QPointF &pt : s.points)
            points.append({px(pt.x()), py(pt.y())});
        drawn.append(points);
    }
    // Lines and their rings stay inside the plot, off the axis labels.
    p.save();
    p.setClipRect(plot.adjusted(-3, -3, 3, 3));
    for (int i = 0; i < series.size(); ++i) {
        const Series &s = series.at(i);
        if (s.points.isEmpty())
            continue;
        QPainterPath path(QPointF(px(s.points.first().x()), py(s.points.first().y())));
        for (int k = 1; k < s.points.size(); ++k) {
            if (s.steps)
                path.lineTo(px(s.points.at(k).x()), py(s.points.at(k - 1).y()));
            path.lineTo(px(s.points.at(k).x()), py(s.points.at(k).y()));
        }
        // Strategies that leak alike (or not at all) have equal curves and
        // the last drawn hid the others: each of them takes turns along the
        // shared line in short dashes, its points as rings of falling size,
        // as in the window's charts.
        QVector<int> equal; // in drawing order
        for (int j = 0; j < series.size(); ++j) {
            if (series.at(j).steps == s.steps && drawnAlike(drawn.at(j), drawn.at(i)))
                equal.append(j);
        }
        const auto n = equal.size();
        const auto k = equal.indexOf(i);
        QPen pen(s.color, 2, dash(i));
        if (n > 1) {
            constexpr double kDash = 3; // in pen widths: 6 px of each colour in turn
            pen.setCapStyle(Qt::FlatCap);
            pen.setDashPattern({kDash, kDash * double(n - 1)});
            pen.setDashOffset(kDash * double(k));
        }
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        if (!s.steps) {
            p.setPen(QPen(s.color, 1.5));
            const double radius = 2.5 + 1.5 * double(n - 1 - k);
            for (const QPointF &pt : s.points)
                p.drawEllipse(QPointF(px(pt.x()), py(pt.y())), radius, radius);
        }
    }
    p.restore();
    const QRectF box(rightToLeft ? rect.left() + 4 : rect.right() - legendRoom + 6, plot.top(), legendRoom - 10,
                     plot.height());
    legend(p, box, names, rightToLeft, [&](int i, const QRectF &r) {
        p.setPen(QPen(series.at(i).color, 2, dash(i)));
        p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    });
    p.restore();
}

void ReportCharts::bars(QPainter &p, const QRectF &rect, const QStringList &kinds, const QVector<BarGroup> &groups,
                        bool rightToLeft)
{
    p.save();
    p.setLayoutDirection(rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
    const QFontMetricsF fm(p.font());
    const double legendRoom = legendWidth(fm, kinds);
    double maxValue = 1;
    double labelWidth = 40;
    for (const BarGroup &g : groups) {
        labelWidth = qMax(labelWidth, fm.horizontalAdvance(g.label) + 12);
        for (double v : g.values)
            maxValue = qMax(maxValue, v);
    }
    labelWidth = qMin(labelWidth, rect.width() * 0.3);
    const double step = countStep(maxValue, 5);
    maxValue = std::ceil(maxValue / step) * step;
    const double left = rect.left() + (rightToLeft ? legendRoom : 0) + labelWidth;
    // Room after the longest bar for its value.
    const double right = rect.right() - (rightToLeft ? 0 : legendRoom) - fm.horizontalAdvance(axisNumber(maxValue)) - 10;
    const QRectF plot(left, rect.top() + 4, right - left, rect.height() - fm.height() - 12);
    const double groupHeight = groups.isEmpty() ? 0 : plot.height() / groups.size();
    const double barHeight = kinds.isEmpty() ? 0 : qMin(14.0, (groupHeight - 6) / kinds.size());
    const auto px = [&](double v) { return plot.left() + v / maxValue * plot.width(); };

    for (double v = 0; v <= maxValue + 1e-9; v += step) {
        p.setPen(QPen(QColor(210, 210, 210), 0.6));
        p.drawLine(QPointF(px(v), plot.top()), QPointF(px(v), plot.bottom()));
        p.setPen(Qt::black);
        p.drawText(QRectF(px(v) - 40, plot.bottom() + 4, 80, fm.height()), Qt::AlignHCenter, axisNumber(v));
    }
    static const QColor shades[] = {QColor(0xc6, 0x28, 0x28), QColor(0x2e, 0x7d, 0x32), QColor(0x55, 0x55, 0x55),
                                    QColor(0x6a, 0x1b, 0x9a)};
    for (int g = 0; g < groups.size(); ++g) {
        const BarGroup &group = groups.at(g);
        const double top = plot.top() + g * groupHeight;
        p.setPen(Qt::black);
        p.drawText(QRectF(left - labelWidth, top, labelWidth - 6, groupHeight), kRight | Qt::AlignVCenter,
                   fm.elidedText(words(group.label), Qt::ElideRight, labelWidth - 6));
        const double first = top + (groupHeight - barHeight * kinds.size()) / 2;
        for (int k = 0; k < group.values.size() && k < kinds.size(); ++k) {
            const QRectF bar(plot.left(), first + k * barHeight, px(group.values.at(k)) - plot.left(), barHeight - 2);
            p.setPen(QPen(Qt::black, 0.6));
            p.setBrush(QBrush(shades[k % 4], fill(k)));
            p.drawRect(bar);
            if (group.values.at(k) > 0) {
                p.drawText(QRectF(bar.right() + 3, bar.top() - 2, 80, barHeight + 2), kLeft | Qt::AlignVCenter,
                           axisNumber(group.values.at(k)));
            }
        }
        // No bar at all reads as a missing result: say the 0 in words.
        const bool allZero = std::all_of(group.values.cbegin(), group.values.cend(), [](double v) { return v == 0; });
        if (allZero && !group.note.isEmpty()) {
            p.setPen(QColor(0x44, 0x44, 0x44));
            const QRectF row(plot.left() + 6, top, plot.width() - 6, groupHeight);
            p.drawText(row, kLeft | Qt::AlignVCenter, fm.elidedText(words(group.note), Qt::ElideRight, row.width()));
        }
    }
    p.setPen(QPen(Qt::black, 1));
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    const QRectF box(rightToLeft ? rect.left() + 4 : rect.right() - legendRoom + 6, plot.top(), legendRoom - 10,
                     plot.height());
    legend(p, box, kinds, rightToLeft, [&](int i, const QRectF &r) {
        p.setPen(QPen(Qt::black, 0.6));
        p.setBrush(QBrush(shades[i % 4], fill(i)));
        p.drawRect(r.adjusted(4, 2, -4, -2));
    });
    p.restore();
}

} // namespace idem::ui
