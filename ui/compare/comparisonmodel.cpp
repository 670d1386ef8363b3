#include "comparisonmodel.h"

#include "strategypalette.h"
#include "uiformat.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace idem::ui {

namespace {
bool finished(const RunPtr &run)
{
    return run && run->error.isEmpty() && !run->cancelled;
}

QString millisecondsText(double ms, int decimals)
{
    return UiFormat::amount(QLocale().toString(ms, 'f', decimals), UiFormat::Unit::Milliseconds);
}
} // namespace

ComparisonModel::ComparisonModel(QObject *parent) : QAbstractTableModel(parent) {}

void ComparisonModel::setPending(const QStringList &strategies)
{
    beginResetModel();
    m_rows.clear();
    for (const QString &id : strategies)
        m_rows.append({id, State::Running, 0.0, {}});
    endResetModel();
}

void ComparisonModel::setProgress(const QString &strategy, double fraction)
{
    const int row = rowOf(strategy);
    if (row < 0 || m_rows.at(row).state != State::Running)
        return;
    m_rows[row].progress = qBound(0.0, fraction, 1.0);
    const QModelIndex cell = index(row, Verdict);
    emit dataChanged(cell, cell, {Qt::DisplayRole});
}

void ComparisonModel::setResults(const QVector<RunPtr> &runs)
{
    QStringList ids;
    for (const RunPtr &run : runs)
        ids.append(run ? run->scenario.strategy.id : QString());
    QStringList current;
    for (const Row &row : std::as_const(m_rows))
        current.append(row.id);
    const bool sameRows = ids == current;
    if (!sameRows)
        beginResetModel();
    m_rows.resize(runs.size());
    for (int i = 0; i < runs.size(); ++i) {
        const RunPtr &run = runs.at(i);
        Row &row = m_rows[i];
        row.id = ids.at(i);
        row.run = run;
        row.progress = 1.0;
        if (!run || run->cancelled)
            row.state = State::Cancelled;
        else if (!run->error.isEmpty())
            row.state = State::Failed;
        else
            row.state = State::Done;
    }
    if (sameRows) {
        if (!m_rows.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    } else {
        endResetModel();
    }
}

void ComparisonModel::setCancelled()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).state == State::Running) {
            m_rows[i].state = State::Cancelled;
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
        }
    }
}

void ComparisonModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

RunPtr ComparisonModel::run(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).run : RunPtr();
}

QVector<RunPtr> ComparisonModel::runs() const
{
    QVector<RunPtr> out;
    for (const Row &row : m_rows) {
        if (finished(row.run))
            out.append(row.run);
    }
    return out;
}

QString ComparisonModel::strategyId(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).id : QString();
}

int ComparisonModel::rowOf(const QString &strategy) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == strategy)
            return i;
    }
    return -1;
}

ComparisonModel::State ComparisonModel::state(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).state : State::Cancelled;
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonModel::value(const Row &row, int column) const
{
    if (!finished(row.run))
        return {};
    const RunMetrics &m = row.run->metrics;
    switch (column) {
    case Verdict: return row.run->valid;
    case DuplicateSideEffects: return m.duplicateSideEffects;
    case SkippedDuplicates: return m.duplicatesSkipped;
    case Lost: return m.lost;
    case DeadLettered: return m.deadLettered;
    case DbTransactions: return m.dbTransactions;
    case Rollbacks: return m.rollbacks;
    case CacheHitRate: {
        const int lookups = m.cacheHits + m.cacheMisses;
        return lookups > 0 ? QVariant(double(m.cacheHits) / lookups) : QVariant();
    }
    case LatencyP50: return m.latencyP50Ms;
    case LatencyP99: return m.latencyP99Ms;
    case WallTime: return row.run->wallMs;
    case Database: return row.run->databasePath;
    case TraceHash: return row.run->trace.hashHex();
    default: break;
    }
    return {};
}

QVariant ComparisonModel::display(const Row &row, int column) const
{
    if (column == Strategy)
        return StrategyPalette::title(row.id);
    if (column == Verdict) {
        switch (row.state) {
        case State::Running:
            if (row.progress >= 1.0)
                return tr("done, waiting for the others…");
            return row.progress > 0 ? tr("running… %1 %").arg(QLocale().toString(row.progress * 100.0, 'f', 0))
                                    : tr("waiting…");
        case State::Failed: return tr("error");
        case State::Cancelled: return tr("cancelled");
        case State::Done: return row.run->valid ? tr("valid") : tr("invalid");
        }
    }
    if (column == Database && row.run)
        return row.run->databasePath;
    const QVariant v = value(row, column);
    if (!v.isValid())
        return column == CacheHitRate && finished(row.run) ? tr("n/a") : QVariant();
    switch (column) {
    case CacheHitRate: return tr("%1 %").arg(QLocale().toString(v.toDouble() * 100.0, 'f', 1));
    case LatencyP50:
    case LatencyP99: return millisecondsText(v.toDouble(), 1);
    case WallTime: return millisecondsText(v.toDouble(), 0);
    default: break;
    }
    return v;
}

QVariant ComparisonModel::toolTip(const Row &row, int column) const
{
    if (column == Strategy)
        return StrategyPalette::toolTip(row.id);
    if (row.state == State::Failed && row.run)
        return tr("The run failed: %1").arg(row.run->error);
    if (column == Verdict && row.state == State::Done && !row.run->valid) {
        const RunMetrics &m = row.run->metrics;
        return tr("Duplicate side effects: %1\nLost events: %2")
            .arg(QLocale().toString(m.duplicateSideEffects), QLocale().toString(m.lost));
    }
    if (column == CacheHitRate && row.state == State::Done) {
        const RunMetrics &m = row.run->metrics;
        if (m.cacheHits + m.cacheMisses == 0)
            return tr("This strategy has no cache.");
        return tr("%1 hits, %2 misses").arg(QLocale().toString(m.cacheHits), QLocale().toString(m.cacheMisses));
    }
    if (column == Database && row.run)
        return row.run->databasePath;
    return headerData(column, Qt::Horizontal, Qt::ToolTipRole);
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: return display(row, column);
    case ValueRole: return value(row, column);
    case StrategyIdRole: return row.id;
    case Qt::ToolTipRole: return toolTip(row, column);
    case Qt::TextAlignmentRole:
        if (column >= DuplicateSideEffects && column <= WallTime)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::DecorationRole:
        if (column == Strategy)
            return StrategyPalette::color(row.id);
        break;
    case Qt::ForegroundRole:
        if (column == Verdict && row.state == State::Done)
            return QBrush(row.run->valid ? QColor(0x1b, 0x7a, 0x2e) : QColor(0xc6, 0x28, 0x28));
        if (column == Verdict && row.state == State::Failed)
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if ((column == DuplicateSideEffects || column == Lost) && value(row, column).toInt() > 0)
            return QBrush(QColor(0xc6, 0x28, 0x28));
        break;
    case Qt::FontRole:
        if (column == Verdict && row.state == State::Done) {
            QFont font;
            font.setBold(true);
            return font;
        }
        break;
    default: break;
    }
    return {};
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char *const titles[ColumnCount] = {
        QT_TR_NOOP("Strategy"),        QT_TR_NOOP("Verdict"),        QT_TR_NOOP("Duplicate side effects"),
        QT_TR_NOOP("Skipped duplicates"), QT_TR_NOOP("Lost"),       QT_TR_NOOP("Dead-lettered"),
        QT_TR_NOOP("DB transactions"), QT_TR_NOOP("Rollbacks"),      QT_TR_NOOP("Cache hit rate"),
        QT_TR_NOOP("Latency p50"),     QT_TR_NOOP("Latency p99"),    QT_TR_NOOP("Wall time"),
        QT_TR_NOOP("Database file"),   QT_TR_NOOP("Trace hash"),
    };
    static const char *const tips[ColumnCount] = {
        QT_TR_NOOP("The deduplication strategy; every row ran the same scenario, seed and faults."),
        QT_TR_NOOP("Valid: no duplicate side effect and no lost event."),
        QT_TR_NOOP("Effects applied again for a key that already had one, read from the database."),
        QT_TR_NOOP("Redeliveries the strategy recognised and skipped."),
        QT_TR_NOOP("Events never applied, not dead-lettered, and not given up by the producer."),
        QT_TR_NOOP("Events moved to the dead-letter queue."),
        QT_TR_NOOP("Committed database transactions."),
        QT_TR_NOOP("Transactions rolled back (crash, unique key, claim conflict, store failure)."),
        QT_TR_NOOP("Cache hits over cache lookups."),
        QT_TR_NOOP("Publish to first effect in virtual time, median."),
        QT_TR_NOOP("Publish to first effect in virtual time, 99th percentile."),
        QT_TR_NOOP("How long the simulation took on this computer."),
        QT_TR_NOOP("The run's SQLite file; open it with sqlite3."),
        QT_TR_NOOP("Same scenario and seed give the same hash."),
    };
    if (role == Qt::DisplayRole)
        return tr(titles[section]);
    if (role == Qt::ToolTipRole)
        return tr(tips[section]);
    return {};
}

} // namespace idem::ui
