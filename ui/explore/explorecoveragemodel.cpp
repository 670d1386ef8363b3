#include "explorecoveragemodel.h"

#include "report/explorephrases.h"
#include "uiformat.h"

#include <QBrush>
#include <QColor>

namespace idem::ui {

ExploreCoverageModel::ExploreCoverageModel(QObject *parent) : QAbstractTableModel(parent) {}

void ExploreCoverageModel::setOutcome(std::shared_ptr<const ExploreOutcome> outcome)
{
    beginResetModel();
    m_outcome = std::move(outcome);
    m_slots.clear();
    m_coverage.clear();
    if (m_outcome) {
        const QStringList classes = ExplorePhrases::classes(m_outcome->runs);
        for (int i = 0; i < int(Fired::Count); ++i) {
            if (classes.contains(firedWord(Fired(i))))
                m_slots.append(Fired(i));
        }
        for (const ExploreRun &r : m_outcome->runs)
            m_coverage.append(r.coverage());
    }
    endResetModel();
}

int ExploreCoverageModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_slots.size());
}

int ExploreCoverageModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_coverage.size());
}

QVariant ExploreCoverageModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const Fired slot = m_slots.at(index.row());
    const ExploreRun &r = m_outcome->runs.at(index.column());
    const qint64 fired = m_coverage.at(index.column())[std::size_t(slot)];
    const bool inSpace = r.classes.contains(firedWord(slot));
    const bool never = inSpace && fired == 0;
    switch (role) {
    case ValueRole: return fired;
    case NeverFiredRole: return never;
    case Qt::DisplayRole:
        if (!inSpace)
            return QStringLiteral("—");
        return never ? tr("never fired") : UiFormat::count(fired);
    case Qt::ForegroundRole: return never ? QVariant(QBrush(QColor(0xc6, 0x28, 0x28))) : QVariant();
    case Qt::TextAlignmentRole: return int(Qt::AlignTrailing | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant ExploreCoverageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= rowCount())
            return {};
        return role == Qt::DisplayRole ? ExplorePhrases::firedSlot(m_slots.at(section)) : firedWord(m_slots.at(section));
    }
    if (section < 0 || section >= columnCount())
        return {};
    return m_outcome->runs.at(section).strategy;
}

} // namespace idem::ui
