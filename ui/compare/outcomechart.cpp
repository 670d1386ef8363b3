#include "outcomechart.h"

#include "chartstyle.h"
#include "comparisonmodel.h"
#include "reversedrows.h"
#include "strategypalette.h"
#include "uiformat.h"

#include <QBarCategoryAxis>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QBarSet>
#include <QCursor>
#include <QGraphicsLayout>
#include <QLocale>
#include <QToolTip>
#include <QVBarModelMapper>
#include <QValueAxis>

namespace idem::ui {

namespace {
QColor outcomeColor(int column)
{
    switch (column) {
    case ComparisonModel::DuplicateSideEffects: return QColor(0xd3, 0x2f, 0x2f);
    case ComparisonModel::SkippedDuplicates: return QColor(0x38, 0x8e, 0x3c);
    case ComparisonModel::Lost: return QColor(0xf5, 0x7c, 0x00);
    case ComparisonModel::DeadLettered: return QColor(0x75, 0x75, 0x75);
    default: break;
    }
    return Qt::gray;
}
} // namespace

OutcomeChart::OutcomeChart(ComparisonModel *model, QWidget *parent)
    : QChartView(parent),
      m_rows(new ReversedRows(this)),
      m_series(new QHorizontalBarSeries),
      m_mapper(new QVBarModelMapper(m_series)),
      m_categories(new QBarCategoryAxis),
      m_values(new QValueAxis)
{
    auto *chart = new QChart;
    chart->setTitle(tr("Outcomes per strategy"));
    chart->addSeries(m_series);
    chart->addAxis(m_categories, Qt::AlignLeft);
    chart->addAxis(m_values, Qt::AlignBottom);
    m_series->setBarWidth(0.8);
    m_series->attachAxis(m_categories);
    // The strategy names are the point of the chart: in a chart about
    // 560 px wide Qt Charts cut every one to "…" to keep the axis narrow;
    // the axis takes the width they need instead.
    m_categories->setTruncateLabels(false);
    m_series->attachAxis(m_values);
    m_values->setLabelFormat(QStringLiteral("%.0f"));
    m_values->setTitleText(tr("events"));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    ChartStyle::localize(chart);
    ChartStyle::adopt(this, chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(360, 260);

    m_mapper->setSeries(m_series);
    m_mapper->setFirstBarSetColumn(ComparisonModel::DuplicateSideEffects);
    m_mapper->setLastBarSetColumn(ComparisonModel::DeadLettered);
    m_mapper->setFirstRow(0);
    m_rows->setSourceModel(model);
    m_mapper->setModel(m_rows);

    // The mapper rebuilds the bar sets on a reset; restyle after it.
    connect(m_rows, &QAbstractItemModel::modelReset, this, &OutcomeChart::refresh);
    connect(m_rows, &QAbstractItemModel::layoutChanged, this, &OutcomeChart::refresh);
    connect(m_rows, &QAbstractItemModel::dataChanged, this, &OutcomeChart::refresh);
    connect(m_series, &QHorizontalBarSeries::hovered, this, &OutcomeChart::showBarToolTip);
    refresh();
}

void OutcomeChart::refresh()
{
    QStringList categories;
    for (int row = 0; row < m_rows->rowCount(); ++row)
        categories.append(UiFormat::prose(m_rows->index(row, ComparisonModel::Strategy).data().toString()));
    if (m_categories->categories() != categories) {
        m_categories->clear();
        m_categories->append(categories);
    }
    double top = 0;
    const QList<QBarSet *> sets = m_series->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        QBarSet *set = sets.at(i);
        const QColor color = outcomeColor(ComparisonModel::DuplicateSideEffects + i);
        set->setColor(color);
        set->setBorderColor(color.darker(120));
        for (int j = 0; j < set->count(); ++j)
            top = qMax(top, set->at(j));
    }
    // Qt Charts lays each legend entry out from its first letter: "Dead-letter
    // شده" would read from the left in Persian. (The bar sets keep their
    // labels: the mapper rebuilds the sets when one changes.)
    const QList<QLegendMarker *> markers = chart()->legend()->markers(m_series);
    for (QLegendMarker *marker : markers)
        marker->setLabel(UiFormat::prose(marker->label()));
    m_values->setRange(0, qMax(4.0, top * 1.1));
    m_values->applyNiceNumbers();
    ChartStyle::syncLegend(this);
}

void OutcomeChart::showBarToolTip(bool on, int index, QBarSet *set)
{
    if (!on || !set) {
        QToolTip::hideText();
        return;
    }
    const QString id = m_rows->index(index, 0).data(ComparisonModel::StrategyIdRole).toString();
    QToolTip::showText(QCursor::pos(), tr("%1 — %2: %3")
                                           .arg(StrategyPalette::title(id), set->label(),
                                                QLocale().toString(qRound(set->at(index)))),
                       this);
}

} // namespace idem::ui
