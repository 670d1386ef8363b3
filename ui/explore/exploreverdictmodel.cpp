#include "exploreverdictmodel.h"

#include "report/explorephrases.h"
#include "report/reportphrases.h"
#include "uiformat.h"

#include <QBrush>
#include <QColor>

namespace idem::ui {

ExploreVerdictModel::ExploreVerdictModel(QObject *parent) : QAbstractTableModel(parent) {}

void ExploreVerdictModel::setOutcome(std::shared_ptr<const ExploreOutcome> outcome)
{
    beginResetModel();
    m_outcome = std::move(outcome);
    endResetModel();
}

int ExploreVerdictModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_outcome ? 0 : int(m_outcome->runs.size());
}

int ExploreVerdictModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {
qint64 levelSum(const ExploreRun &r, qint64 LevelStats::*field)
{
    qint64 n = 0;
    for (const LevelStats &l : r.levels)
        n += l.*field;
    return n;
}
} // namespace

QVariant ExploreVerdictModel::value(const ExploreRun &r, int column) const
{
    switch (column) {
    case Strategy: return r.strategy;
    case Verdict: return r.error.isEmpty() ? verdictWord(r.verdict()) : QStringLiteral("error");
    case SchedulesRun: return r.schedulesRun();
    case InBound: return r.schedulesInBound();
    case Equivalent: return r.equivalent();
    case Violating: return levelSum(r, &LevelStats::violating) + r.randomViolating;
    case Minimal: return levelSum(r, &LevelStats::minimal);
    case Random: return r.randomRun;
    case Smallest: return r.smallest ? qint64(ExplorePhrases::shownSchedule(*r.smallest).size()) : qint64(-1);
    }
    return {};
}

QVariant ExploreVerdictModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_outcome || index.row() >= rowCount())
        return {};
    const ExploreRun &r = m_outcome->runs.at(index.row());
    const int column = index.column();
    if (role == ValueRole)
        return value(r, column);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Strategy: return ReportPhrases::strategy(r.strategy);
        case Verdict: return ExplorePhrases::verdictWord(r);
        case Smallest:
            return r.smallest ? ExplorePhrases::schedule(ExplorePhrases::shownSchedule(*r.smallest)) : QString();
        default: return UiFormat::count(value(r, column).toLongLong());
        }
    }
    if (role == Qt::ToolTipRole && (column == Verdict || column == Smallest))
        return ExplorePhrases::verdictLine(r);
    if (role == Qt::ForegroundRole && column == Verdict) {
        if (!r.error.isEmpty() || r.verdict() == VerdictKind::ViolationFound)
            return QBrush(QColor(0xc6, 0x28, 0x28));
        return QBrush(r.verdict() == VerdictKind::Complete ? QColor(0x1b, 0x7a, 0x2e) : QColor(0x8a, 0x5a, 0x00));
    }
    if (role == Qt::TextAlignmentRole && column >= SchedulesRun && column <= Random)
        return int(Qt::AlignTrailing | Qt::AlignVCenter);
    return {};
}

QVariant ExploreVerdictModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Strategy: return tr("Strategy");
    case Verdict: return tr("Verdict");
    case SchedulesRun: return tr("Schedules run");
    case InBound: return tr("In the bound");
    case Equivalent: return tr("Equivalent");
    case Violating: return tr("Violating");
    case Minimal: return tr("Minimal");
    case Random: return tr("Random");
    case Smallest: return tr("Smallest counterexample");
    }
    return {};
}

} // namespace idem::ui
