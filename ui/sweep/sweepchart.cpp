#include "sweepchart.h"

#include "compare/chartstyle.h"
#include "strategypalette.h"
#include "sweepmodel.h"
#include "sweepparameter.h"

#include <QGraphicsLayout>
#include <QLineSeries>
#include <QPen>
#include <QSortFilterProxyModel>
#include <QVXYModelMapper>
#include <QValueAxis>
#include <algorithm>

namespace idem::ui {

namespace {
// One strategy's rows that have a result: a stopped or failed cell is left
// out of its line (no point at 0 that would read as "no duplicates").
class ResultRows final : public QSortFilterProxyModel
{
public:
    ResultRows(SweepModel *model, int strategy, QObject *parent) : QSortFilterProxyModel(parent), m_strategy(strategy)
    {
        setSourceModel(model);
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        return !parent.isValid() && static_cast<const SweepModel *>(sourceModel())->hasResult(row, m_strategy);
    }

private:
    int m_strategy;
};
} // namespace

SweepChart::SweepChart(SweepModel *model, QWidget *parent)
    : QChartView(parent), m_model(model), m_x(new QValueAxis), m_y(new QValueAxis)
{
    ChartStyle::lineChart(this, m_x, m_y);
    setMinimumSize(420, 280);
    connect(model, &QAbstractItemModel::modelReset, this, &SweepChart::rebuild);
    connect(model, &QAbstractItemModel::dataChanged, this, &SweepChart::restyle);
    rebuild();
}

void SweepChart::preview(const QString &path, const QVector<double> &values)
{
    m_previewPath = path;
    m_previewValues = values;
    if (m_model->outcome().values.isEmpty())
        rebuild();
}

// Before a sweep the chart showed an axis from 0.00 to 1.00 with no title,
// whatever was about to vary (a TTL of 1 000–60 000 ms): it shows the range
// and parameter chosen until the sweep's own replace them.
QString SweepChart::shownPath() const
{
    return m_model->outcome().values.isEmpty() && !m_previewPath.isEmpty() ? m_previewPath : m_model->outcome().path;
}

void SweepChart::rebuild()
{
    QChart *c = chart();
    ChartStyle::clearLines(c, &m_lines);
    for (int s = 0; s < m_model->strategyCount(); ++s) {
        const QString id = m_model->strategyId(s);
        auto *line = ChartStyle::strategyLine(id);
        line->setPointsVisible(true);
        auto *mapper = new QVXYModelMapper(line);
        mapper->setXColumn(SweepModel::valueColumn());
        mapper->setYColumn(SweepModel::strategyColumn(s));
        mapper->setSeries(line);
        mapper->setModel(new ResultRows(m_model, s, line));
        ChartStyle::addLine(c, line, m_x, m_y, &m_lines);
    }
    const QVector<double> &values = m_model->outcome().values.isEmpty() ? m_previewValues : m_model->outcome().values;
    if (values.isEmpty()) {
        m_x->setRange(0, 1);
    } else {
        const auto [lo, hi] = std::minmax_element(values.cbegin(), values.cend());
        m_x->setRange(*lo, *hi > *lo ? *hi : *lo + 1);
        // A tick on every swept value when they are few and evenly spaced.
        m_x->setTickCount(values.size() >= 2 && values.size() <= 11 ? int(values.size()) : 5);
    }
    const SweepParameter *p = SweepParameter::find(shownPath());
    m_x->setTitleText(p ? p->title() : shownPath());
    m_x->setLabelFormat(p && p->isInteger() ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
    ChartStyle::syncLegend(this);
    restyle();
}

void SweepChart::restyle()
{
    // Each line's points as the model has them now (a finished cell is a
    // data change, which the lines' mappers may not have read yet).
    QList<QList<QPointF>> shapes;
    for (int s = 0; s < m_model->strategyCount() && s < m_lines.size(); ++s) {
        QList<QPointF> points;
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (m_model->hasResult(row, s))
                points.append({m_model->index(row, SweepModel::valueColumn()).data().toDouble(),
                               m_model->metricValue(row, s).toDouble()});
        }
        shapes.append(points);
    }
    ChartStyle::interleave(m_lines, shapes);
    const QString metric = SweepModel::metricName(m_model->metric());
    const SweepParameter *p = SweepParameter::find(shownPath());
    chart()->setTitle(p ? tr("%1 vs %2").arg(metric, p->name()) : metric);
    m_y->setTitleText(metric);
    const bool latency = m_model->metric() == SweepModel::Metric::LatencyP99;
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setRange(0, qMax(latency ? 10.0 : 4.0, m_model->maxMetric() * 1.08));
    m_y->applyNiceNumbers();
}

} // namespace idem::ui
