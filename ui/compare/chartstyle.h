#pragma once

#include <QList>
#include <QPointF>
#include <QString>

class QAbstractAxis;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace idem::ui {

// The look every results chart shares: flat, no animation, a legend along
// the bottom that names every series in full (ChartLegend); and one line per
// strategy in that strategy's colour.
class ChartStyle final
{
public:
    static void apply(QChartView *view, QChart *chart);
    // Gives `chart` to `view` and deletes the view's previous chart.
    static void adopt(QChartView *view, QChart *chart);
    // Background, words, axes and grid from `view`'s palette, now and
    // whenever the palette changes (axes added later: call again).
    static void followPalette(QChartView *view, QChart *chart);
    // Axis and value labels in the application's locale.
    static void localize(QChart *chart);
    static QLineSeries *strategyLine(const QString &strategyId);
    // A new chart for `view` with `x` along the bottom and `y` up the left,
    // in the shared look.
    static QChart *lineChart(QChartView *view, QValueAxis *x, QValueAxis *y);
    // Puts a ChartLegend under `view`'s chart (once) and fills it from the
    // chart's series: call after the series changed.
    static void syncLegend(QChartView *view);
    // Takes `lines` off `chart` and deletes them (their model mappers are
    // their children): a line chart rebuilt from its model starts here.
    static void clearLines(QChart *chart, QList<QLineSeries *> *lines);
    // Puts `line` on `chart` against `x` and `y`, and appends it to `lines`.
    static void addLine(QChart *chart, QLineSeries *line, QAbstractAxis *x, QAbstractAxis *y,
                        QList<QLineSeries *> *lines);
    // Lines of equal `shapes` (three strategies that leak alike, five at 0)
    // lie on one another, and the last drawn hides the others: each of them
    // is drawn in dashes that take turns along the shared line, every colour
    // visible, and its points as rings of falling size. Other lines are solid.
    static void interleave(const QList<QLineSeries *> &lines, const QList<QList<QPointF>> &shapes);
};

} // namespace idem::ui
