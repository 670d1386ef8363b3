#include "duplicatechart.h"

#include "chartstyle.h"
#include "duplicatecurvemodel.h"
#include "strategypalette.h"
#include "uiformat.h"

#include <QGraphicsLayout>
#include <QLineSeries>
#include <QPen>
#include <QVXYModelMapper>
#include <QValueAxis>

namespace idem::ui {

DuplicateChart::DuplicateChart(DuplicateCurveModel *model, QWidget *parent)
    : QChartView(parent), m_model(model), m_time(new QValueAxis), m_count(new QValueAxis)
{
    ChartStyle::lineChart(this, m_time, m_count)->setTitle(tr("Duplicate side effects over time (cumulative)"));
    m_time->setTitleText(UiFormat::withUnit(tr("virtual time"), UiFormat::Unit::Seconds));
    m_count->setTitleText(tr("duplicate side effects"));
    m_count->setLabelFormat(QStringLiteral("%.0f"));
    setMinimumSize(360, 260);
    connect(model, &QAbstractItemModel::modelReset, this, &DuplicateChart::rebuild);
    rebuild();
}

void DuplicateChart::rebuild()
{
    QChart *c = chart();
    ChartStyle::clearLines(c, &m_lines);
    QList<QList<QPointF>> shapes;
    for (int i = 0; i < m_model->curveCount(); ++i) {
        shapes.append(m_model->steps(i));
        const QString id = m_model->strategyId(i);
        auto *line = ChartStyle::strategyLine(id);
        auto *mapper = new QVXYModelMapper(line);
        mapper->setXColumn(DuplicateCurveModel::timeColumn(i));
        mapper->setYColumn(DuplicateCurveModel::countColumn(i));
        mapper->setFirstRow(0);
        mapper->setRowCount(m_model->pointCount(i));
        mapper->setSeries(line);
        mapper->setModel(m_model);
        ChartStyle::addLine(c, line, m_time, m_count, &m_lines);
    }
    ChartStyle::interleave(m_lines, shapes);
    m_time->setRange(0, qMax(1.0, m_model->maxTime()));
    m_time->applyNiceNumbers();
    m_time->setLabelFormat(m_time->max() >= 5 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    m_count->setRange(0, qMax(4, m_model->maxCount()));
    m_count->applyNiceNumbers();
    ChartStyle::syncLegend(this);
}

} // namespace idem::ui
