#include "counterexamplemodel.h"

#include "report/explorephrases.h"
#include "report/reportphrases.h"
#include "uiformat.h"

namespace idem::ui {

CounterexampleModel::CounterexampleModel(QObject *parent) : QAbstractTableModel(parent) {}

void CounterexampleModel::setOutcome(std::shared_ptr<const ExploreOutcome> outcome)
{
    beginResetModel();
    m_outcome = std::move(outcome);
    m_rows.clear();
    for (int i = 0; m_outcome && i < m_outcome->runs.size(); ++i) {
        const ExploreRun &r = m_outcome->runs.at(i);
        if (r.smallest)
            m_rows.append(Row{i, QString()});
        for (auto it = r.byClass.cbegin(); it != r.byClass.cend(); ++it)
            m_rows.append(Row{i, it.key()});
    }
    endResetModel();
}

const Counterexample *CounterexampleModel::counterexample(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    const Row &at = m_rows.at(row);
    const ExploreRun &r = m_outcome->runs.at(at.run);
    if (at.faultClass.isEmpty())
        return r.smallest ? &*r.smallest : nullptr;
    const auto it = r.byClass.constFind(at.faultClass);
    return it == r.byClass.cend() ? nullptr : &it.value();
}

QString CounterexampleModel::strategyOf(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_outcome->runs.at(m_rows.at(row).run).strategy : QString();
}

int CounterexampleModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CounterexampleModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CounterexampleModel::data(const QModelIndex &index, int role) const
{
    const Counterexample *c = index.isValid() ? counterexample(index.row()) : nullptr;
    if (!c)
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case PathRole: return m_outcome->lessonPath(*c);
    case FaultsRole: return int(ExplorePhrases::shownSchedule(*c).size());
    case ClassRole: return row.faultClass;
    case Qt::ToolTipRole:
        return c->file.isEmpty() ? tr("No lesson file was written for it (the search was cancelled).")
                                 : tr("Double-click or press Enter to open it as the scenario and run it.");
    case Qt::DisplayRole: break;
    default: return {};
    }
    switch (index.column()) {
    case Strategy: return ReportPhrases::strategy(strategyOf(index.row()));
    case SmallestOf:
        return row.faultClass.isEmpty() ? tr("smallest of all") : ExplorePhrases::faultClass(row.faultClass);
    case Faults: return ExplorePhrases::schedule(ExplorePhrases::shownSchedule(*c));
    case Breaks: return ExplorePhrases::breach(c->breach);
    case Size:
        return c->shrunkDone ? tr("%1 message(s), %2 consumer(s)")
                                   .arg(UiFormat::count(c->messages), UiFormat::count(c->consumers))
                             : QString();
    case Shrinking: return ExplorePhrases::shrinking(*c);
    }
    return {};
}

QVariant CounterexampleModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Strategy: return tr("Strategy");
    case SmallestOf: return tr("Smallest for");
    case Faults: return tr("Faults");
    case Breaks: return tr("What breaks");
    case Size: return tr("Size");
    case Shrinking: return tr("Shrinking");
    }
    return {};
}

} // namespace idem::ui
