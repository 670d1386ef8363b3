#include "chartstyle.h"

#include "chartlegend.h"
#include "strategypalette.h"
#include "uiformat.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

namespace idem::ui {

namespace {
// Repaints a chart view's chart in its palette when the palette changes
// (a dark desktop theme, a palette set while the window is open).
class PaletteFollower final : public QObject
{
public:
    static constexpr const char *kName = "chartPaletteFollower";

    explicit PaletteFollower(QChartView *view) : QObject(view), m_view(view)
    {
        setObjectName(QLatin1String(kName));
        view->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_view && event->type() == QEvent::PaletteChange && m_view->chart())
            ChartStyle::followPalette(m_view, m_view->chart());
        return QObject::eventFilter(watched, event);
    }

private:
    QChartView *m_view;
};
} // namespace

void ChartStyle::followPalette(QChartView *view, QChart *chart)
{
    // Qt Charts paints its own light theme whatever the palette says: a
    // dark desktop got white charts beside dark tables. The chart takes the
    // view's colours instead, as the tables do.
    const QPalette &palette = view->palette();
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    QColor grid = palette.color(QPalette::Mid);
    view->setBackgroundBrush(base);
    chart->setBackgroundBrush(base);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(palette.color(QPalette::Dark));
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
        axis->setShadesVisible(false);
    }
    // Found by name: the class has no meta-object of its own.
    if (!view->findChild<QObject *>(QLatin1String(PaletteFollower::kName), Qt::FindDirectChildrenOnly))
        new PaletteFollower(view);
}

void ChartStyle::apply(QChartView *view, QChart *chart)
{
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    localize(chart);
    adopt(view, chart);
    view->setRenderHint(QPainter::Antialiasing);
}

void ChartStyle::adopt(QChartView *view, QChart *chart)
{
    // A chart view starts with a chart of its own and setChart() only
    // releases the old one ("users need to make sure the previous chart is
    // deleted", QChartView::setChart): delete it, or each view leaks one.
    QChart *previous = view->chart();
    view->setChart(chart);
    if (previous != chart)
        delete previous;
    followPalette(view, chart);
}

void ChartStyle::localize(QChart *chart)
{
    // Axis numbers in the language's digits, as in the tables beside them
    // (Persian ۰–۹, Turkish decimal comma). A localized label format must
    // name its precision ("%.0f", not "%d" or "%g"), or Qt Charts draws no
    // label at all.
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
}

QLineSeries *ChartStyle::strategyLine(const QString &strategyId)
{
    auto *line = new QLineSeries;
    line->setName(UiFormat::prose(StrategyPalette::title(strategyId))); // read from the right in Persian
    QPen pen(StrategyPalette::color(strategyId));
    pen.setWidthF(2.0);
    line->setPen(pen);
    return line;
}

QChart *ChartStyle::lineChart(QChartView *view, QValueAxis *x, QValueAxis *y)
{
    auto *chart = new QChart;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    apply(view, chart);
    syncLegend(view);
    return chart;
}

void ChartStyle::syncLegend(QChartView *view)
{
    auto *legend = view->findChild<ChartLegend *>(QString(), Qt::FindDirectChildrenOnly);
    if (!legend)
        legend = new ChartLegend(view);
    else
        legend->sync();
}

void ChartStyle::clearLines(QChart *chart, QList<QLineSeries *> *lines)
{
    for (QLineSeries *line : std::as_const(*lines)) {
        chart->removeSeries(line);
        delete line;
    }
    lines->clear();
}

void ChartStyle::addLine(QChart *chart, QLineSeries *line, QAbstractAxis *x, QAbstractAxis *y,
                         QList<QLineSeries *> *lines)
{
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    lines->append(line);
}

void ChartStyle::interleave(const QList<QLineSeries *> &lines, const QList<QList<QPointF>> &shapes)
{
    constexpr double kDash = 4; // in pen widths: 8 px of each colour in turn
    QList<bool> done(lines.size(), false);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (done.at(i))
            continue;
        QList<qsizetype> group;
        for (qsizetype j = i; j < lines.size(); ++j) {
            if (!done.at(j) && shapes.value(j) == shapes.value(i)) {
                group.append(j);
                done[j] = true;
            }
        }
        const auto n = group.size();
        for (qsizetype k = 0; k < n; ++k) {
            QLineSeries *line = lines.at(group.at(k));
            QPen pen = line->pen();
            if (n > 1) {
                pen.setCapStyle(Qt::FlatCap);
                pen.setDashPattern({kDash, kDash * double(n - 1)});
                pen.setDashOffset(kDash * double(k));
            } else {
                pen.setStyle(Qt::SolidLine);
            }
            line->setPen(pen);
            // Drawn in order: the first one's ring is the largest, under the rest.
            line->setMarkerSize(7 + 4 * double(n - 1 - k));
        }
    }
}

} // namespace idem::ui
