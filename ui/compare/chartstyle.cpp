#include "chartstyle.h"

#include "strategypalette.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLineSeries>
#include <QPen>

namespace idem::ui {

void ChartStyle::apply(QChartView *view, QChart *chart)
{
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    view->setChart(chart);
    view->setRenderHint(QPainter::Antialiasing);
}

QLineSeries *ChartStyle::strategyLine(const QString &strategyId)
{
    auto *line = new QLineSeries;
    line->setName(StrategyPalette::title(strategyId));
    QPen pen(StrategyPalette::color(strategyId));
    pen.setWidthF(2.0);
    line->setPen(pen);
    return line;
}

} // namespace idem::ui
