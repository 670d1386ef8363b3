#include "sweepmodel.h"

#include "strategypalette.h"
#include "sweepparameter.h"
#include "uiformat.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace idem::ui {

SweepModel::SweepModel(QObject *parent) : QAbstractTableModel(parent) {}

void SweepModel::setOutcome(const SweepOutcome &outcome)
{
    beginResetModel();
    m_outcome = outcome;
    endResetModel();
}

void SweepModel::clear()
{
    setOutcome({});
}

void SweepModel::setMetric(Metric metric)
{
    if (m_metric == metric)
        return;
    m_metric = metric;
    if (rowCount() > 0 && strategyCount() > 0)
        emit dataChanged(index(0, 1), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, qMax(0, columnCount() - 1));
}

QList<SweepModel::Metric> SweepModel::metrics()
{
    return {Metric::DuplicateSideEffects, Metric::DuplicatesSkipped, Metric::Lost, Metric::LatencyP99};
}

QString SweepModel::metricName(Metric metric)
{
    switch (metric) {
    case Metric::DuplicateSideEffects: return tr("Duplicate side effects");
    case Metric::DuplicatesSkipped: return tr("Skipped duplicates");
    case Metric::Lost: return tr("Lost events");
    case Metric::LatencyP99: return UiFormat::withUnit(tr("Latency p99"), UiFormat::Unit::Milliseconds);
    }
    return {};
}

QString SweepModel::strategyId(int strategy) const
{
    return m_outcome.strategies.value(strategy);
}

const SweepCell *SweepModel::cell(int row, int strategy) const
{
    const int i = row * strategyCount() + strategy;
    if (row < 0 || strategy < 0 || strategy >= strategyCount() || i >= m_outcome.cells.size())
        return nullptr;
    return &m_outcome.cells.at(i);
}

QVariant SweepModel::metricValue(int row, int strategy) const
{
    const SweepCell *c = cell(row, strategy);
    if (!c || !c->result())
        return {};
    switch (m_metric) {
    case Metric::DuplicateSideEffects: return c->metrics.duplicateSideEffects;
    case Metric::DuplicatesSkipped: return c->metrics.duplicatesSkipped;
    case Metric::Lost: return c->metrics.lost;
    case Metric::LatencyP99: return c->metrics.latencyP99Ms;
    }
    return {};
}

bool SweepModel::hasResult(int row, int strategy) const
{
    const SweepCell *c = cell(row, strategy);
    return c && c->result();
}

double SweepModel::maxMetric() const
{
    double out = 0;
    for (int row = 0; row < rowCount(); ++row) {
        for (int s = 0; s < strategyCount(); ++s)
            out = qMax(out, metricValue(row, s).toDouble());
    }
    return out;
}

QStringList SweepModel::errors() const
{
    QStringList out;
    for (const SweepCell &c : m_outcome.cells) {
        if (!c.error.isEmpty() && !m_outcome.cancelled)
            out.append(tr("%1 = %2, %3: %4").arg(m_outcome.path, QLocale().toString(c.value), c.strategy, c.error));
    }
    return out;
}

QStringList SweepModel::stopped() const
{
    QStringList out;
    for (const SweepCell &c : m_outcome.cells) {
        if (c.stopped() && c.error.isEmpty())
            out.append(tr("%1 = %2, %3: %4").arg(m_outcome.path, QLocale().toString(c.value), c.strategy, c.stopReason));
    }
    return out;
}

int SweepModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_outcome.values.size());
}

int SweepModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + strategyCount();
}

QVariant SweepModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    if (index.column() == valueColumn()) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return m_outcome.values.at(row);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    const int strategy = index.column() - 1;
    const SweepCell *c = cell(row, strategy);
    switch (role) {
    case Qt::DisplayRole:
        if (c && c->error.isEmpty() && c->stopped())
            return tr("stopped");
        return metricValue(row, strategy);
    case Qt::EditRole:
        return metricValue(row, strategy);
    case ErrorRole:
        return c ? c->error : QString();
    case Qt::ToolTipRole:
        if (c && !c->error.isEmpty())
            return c->error;
        if (c && c->stopped())
            return tr("%1: stopped before it ended, no verdict: %2").arg(StrategyPalette::title(c->strategy), c->stopReason);
        if (c)
            return tr("%1: %2, trace %3").arg(StrategyPalette::title(c->strategy),
                                              c->valid ? tr("valid") : tr("invalid"), c->traceHash);
        return {};
    case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (c && !c->result())
            return QBrush(QColor(0x9e, 0x9e, 0x9e));
        if (c && !c->valid)
            return QBrush(QColor(0xc6, 0x28, 0x28));
        return {};
    default: break;
    }
    return {};
}

QVariant SweepModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        if (section == valueColumn()) {
            const SweepParameter *p = SweepParameter::find(m_outcome.path);
            return p ? p->title() : m_outcome.path;
        }
        return StrategyPalette::title(strategyId(section - 1));
    }
    if (role == Qt::ToolTipRole && section > 0)
        return tr("%1 under %2").arg(metricName(m_metric), StrategyPalette::title(strategyId(section - 1)));
    return {};
}

} // namespace idem::ui
