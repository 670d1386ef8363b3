#pragma once

#include <QString>

class QChart;
class QChartView;
class QLineSeries;

namespace idem::ui {

// The look every results chart shares: flat, no animation, legend on the
// right; and one line per strategy in that strategy's colour.
class ChartStyle final
{
public:
    static void apply(QChartView *view, QChart *chart);
    // Gives `chart` to `view` and deletes the view's previous chart.
    static void adopt(QChartView *view, QChart *chart);
    // Axis and value labels in the application's locale.
    static void localize(QChart *chart);
    static QLineSeries *strategyLine(const QString &strategyId);
};

} // namespace idem::ui
