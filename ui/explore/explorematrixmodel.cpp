#include "explorematrixmodel.h"

#include "report/explorephrases.h"
#include "report/reportphrases.h"

#include <QBrush>
#include <QColor>

namespace idem::ui {

ExploreMatrixModel::ExploreMatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

void ExploreMatrixModel::setOutcome(std::shared_ptr<const ExploreOutcome> outcome)
{
    beginResetModel();
    m_outcome = std::move(outcome);
    m_classes = m_outcome ? ExplorePhrases::classes(m_outcome->runs) : QStringList();
    endResetModel();
}

int ExploreMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_outcome ? 0 : int(m_outcome->runs.size());
}

int ExploreMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_classes.size());
}

QVariant ExploreMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_outcome || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const ExploreRun &r = m_outcome->runs.at(index.row());
    const QString &cls = m_classes.at(index.column());
    const ExplorePhrases::Cell cell = ExplorePhrases::cell(r, cls);
    switch (role) {
    case ValueRole: return int(cell);
    case Qt::DisplayRole: return ExplorePhrases::cellText(cell);
    case PathRole: return cell == ExplorePhrases::Cell::Breaks ? m_outcome->lessonPath(r.byClass.value(cls)) : QString();
    case Qt::ToolTipRole:
        if (cell == ExplorePhrases::Cell::Breaks)
            return tr("%1 breaks under: %2")
                .arg(ReportPhrases::strategy(r.strategy),
                     ExplorePhrases::schedule(ExplorePhrases::shownSchedule(r.byClass.value(cls))));
        return {};
    case Qt::ForegroundRole:
        if (cell == ExplorePhrases::Cell::Breaks)
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if (cell == ExplorePhrases::Cell::Holds)
            return QBrush(QColor(0x1b, 0x7a, 0x2e));
        return {};
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    default: return {};
    }
}

QVariant ExploreMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && m_outcome && section >= 0 && section < rowCount())
            return m_outcome->runs.at(section).strategy;
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (section < 0 || section >= columnCount())
        return {};
    if (role == Qt::DisplayRole)
        return ExplorePhrases::faultClass(m_classes.at(section));
    if (role == ClassRole || role == Qt::ToolTipRole)
        return m_classes.at(section);
    return {};
}

} // namespace idem::ui
