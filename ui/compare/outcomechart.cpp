#include "outcomechart.h"

#include "chartstyle.h"
#include "comparisonmodel.h"
#include "reversedrows.h"
#include "strategypalette.h"
#include "uiformat.h"

#include "consumer/strategytraits.h"

#include <QBarCategoryAxis>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QBarSet>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
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
    connect(chart, &QChart::plotAreaChanged, this, &OutcomeChart::placeNotes);
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
    qDeleteAll(m_notes);
    m_notes.clear();
    for (int category = 0; category < m_rows->rowCount(); ++category) {
        const QString note = noteFor(category);
        QGraphicsSimpleTextItem *item = nullptr;
        if (!note.isEmpty()) {
            item = new QGraphicsSimpleTextItem(UiFormat::prose(note), chart());
            item->setToolTip(item->text()); // the whole sentence, when the plot shows only its start
            item->setFont(m_categories->labelsFont());
            item->setBrush(m_categories->labelsBrush());
        }
        m_notes.append(item);
    }
    placeNotes();
}

// A strategy whose outcomes are all 0 has no bar, and a row with nothing in
// it reads as "not run": a word stands there instead. Where an UPSERT took
// the duplicates (natural idempotency), the word says so: the copies were
// applied again, with no change.
QString OutcomeChart::noteFor(int category) const
{
    const QModelIndex first = m_rows->index(category, ComparisonModel::DuplicateSideEffects);
    if (!first.data(ComparisonModel::ValueRole).isValid())
        return {}; // no result yet
    for (int column = ComparisonModel::DuplicateSideEffects; column <= ComparisonModel::DeadLettered; ++column) {
        if (m_rows->index(category, column).data(ComparisonModel::ValueRole).toInt() != 0)
            return {};
    }
    const auto *model = static_cast<const ComparisonModel *>(m_rows->sourceModel());
    const int row = m_rows->mapToSource(first).row();
    const RunPtr run = model->run(row);
    const StrategyTraits *traits = StrategyTraits::find(model->strategyId(row));
    // The UPSERT is the strategy's own (natural idempotency) or the
    // scenario's effect (11): either way a copy applied again changes nothing.
    const bool upsert = run && ((traits && traits->naturalUpsert) || run->scenario.effect == QLatin1String("upsert-order"));
    if (upsert && run->metrics.redeliveries > 0)
        return tr("0: the UPSERT absorbed %n redelivered copies", nullptr, run->metrics.redeliveries);
    return tr("0 in every outcome");
}

void OutcomeChart::placeNotes()
{
    for (int category = 0; category < m_notes.size(); ++category) {
        QGraphicsSimpleTextItem *item = m_notes.at(category);
        if (!item)
            continue;
        const QPointF at = chart()->mapToPosition(QPointF(0, category), m_series);
        // Inside the plot: a longer sentence (Turkish at 1280×800) ran past
        // its right edge and was cut mid-word.
        const qreal room = chart()->plotArea().right() - (at.x() + 6) - 2;
        item->setText(QFontMetricsF(item->font()).elidedText(item->toolTip(), Qt::ElideRight, room));
        item->setPos(at.x() + 6, at.y() - item->boundingRect().height() / 2);
    }
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
