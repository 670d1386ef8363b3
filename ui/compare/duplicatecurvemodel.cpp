#include "duplicatecurvemodel.h"

#include "strategypalette.h"
#include "uiformat.h"

namespace idem::ui {

DuplicateCurveModel::DuplicateCurveModel(QObject *parent) : QAbstractTableModel(parent) {}

QVector<QPointF> DuplicateCurveModel::curve(const RunResult &run, int maxSteps)
{
    QVector<SimTime> times;
    for (const TraceRecord &r : run.trace.records()) {
        if (r.kind() == TraceKind::SideEffect && r.repeatsEffect())
            times.append(r.time());
    }
    SimTime end = SimTime(run.metrics.virtualDurationMs * 1000.0);
    if (run.trace.size() > 0)
        end = qMax(end, run.trace.records().back().time());
    const auto seconds = [](SimTime t) { return double(t) / 1e6; };
    QVector<QPointF> points{{0.0, 0.0}};
    const int n = int(times.size());
    // Thinning keeps every `stride`-th step; the last one is always kept so
    // the curve ends at the exact total.
    const int stride = n > maxSteps ? (n + maxSteps - 1) / maxSteps : 1;
    int shown = 0;
    for (int i = 0; i < n; ++i) {
        if ((i + 1) % stride != 0 && i != n - 1)
            continue;
        const double x = seconds(times.at(i));
        points.append({x, double(shown)});
        shown = i + 1;
        points.append({x, double(shown)});
    }
    points.append({qMax(seconds(end), points.last().x()), double(shown)});
    return points;
}

void DuplicateCurveModel::setRuns(const QVector<RunPtr> &runs)
{
    beginResetModel();
    m_curves.clear();
    m_rows = 0;
    for (const RunPtr &run : runs) {
        if (!run)
            continue;
        Curve c{run->scenario.strategy.id, curve(*run)};
        m_rows = qMax(m_rows, int(c.points.size()));
        m_curves.append(std::move(c));
    }
    endResetModel();
}

int DuplicateCurveModel::pointCount(int curve) const
{
    return curve >= 0 && curve < m_curves.size() ? int(m_curves.at(curve).points.size()) : 0;
}

QString DuplicateCurveModel::strategyId(int curve) const
{
    return curve >= 0 && curve < m_curves.size() ? m_curves.at(curve).id : QString();
}

QList<QPointF> DuplicateCurveModel::steps(int curve) const
{
    if (curve < 0 || curve >= m_curves.size())
        return {};
    const QVector<QPointF> &points = m_curves.at(curve).points;
    return points.mid(0, points.size() - 1);
}

double DuplicateCurveModel::maxTime() const
{
    double out = 0;
    for (const Curve &c : m_curves)
        out = qMax(out, c.points.last().x());
    return out;
}

int DuplicateCurveModel::maxCount() const
{
    int out = 0;
    for (const Curve &c : m_curves)
        out = qMax(out, int(c.points.last().y()));
    return out;
}

int DuplicateCurveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int DuplicateCurveModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_curves.size()) * 2;
}

QVariant DuplicateCurveModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const Curve &c = m_curves.at(index.column() / 2);
    if (index.row() >= c.points.size())
        return {};
    const QPointF &p = c.points.at(index.row());
    return index.column() % 2 == 0 ? QVariant(p.x()) : QVariant(int(p.y()));
}

QVariant DuplicateCurveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString title = StrategyPalette::title(m_curves.at(section / 2).id);
    return section % 2 == 0 ? tr("%1: %2").arg(title, UiFormat::withUnit(tr("virtual time"), UiFormat::Unit::Seconds)) : tr("%1: duplicate side effects").arg(title);
}

} // namespace idem::ui
