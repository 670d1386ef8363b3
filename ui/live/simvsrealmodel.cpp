#include "simvsrealmodel.h"

#include <QFont>
#include <algorithm>
#include <QLocale>

namespace idem::ui {

SimVsRealModel::SimVsRealModel(QObject *parent) : QAbstractTableModel(parent) {}

void SimVsRealModel::setRuns(const RunPtr &simulated, const RunPtr &real)
{
    beginResetModel();
    m_simulated = simulated;
    m_real = real;
    m_rows.clear();
    if (simulated && real) {
        m_rows = live::LiveCompare::rows(*simulated, *real);
        // The counts that differ first, so they are in sight without scrolling.
        std::stable_partition(m_rows.begin(), m_rows.end(), [](const live::CountRow &r) { return r.differs(); });
    }
    endResetModel();
}

QVector<live::CountRow> SimVsRealModel::differences() const
{
    QVector<live::CountRow> out;
    for (const live::CountRow &r : m_rows) {
        if (r.differs())
            out.append(r);
    }
    return out;
}

int SimVsRealModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SimVsRealModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SimVsRealModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const live::CountRow &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Count: return r.label;
        case Simulated: return QLocale().toString(r.simulated);
        case Real: return QLocale().toString(r.real);
        case Cause: return r.cause;
        default: return {};
        }
    case Qt::EditRole: // the plain numbers, for sorting and tests
        switch (index.column()) {
        case Simulated: return r.simulated;
        case Real: return r.real;
        case Count: return r.id;
        case Cause: return r.cause;
        default: return {};
        }
    case Qt::ToolTipRole:
        return r.differs() ? r.cause : tr("The real run counted exactly what the model predicted.");
    case Qt::FontRole:
        if (r.differs()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == Simulated || index.column() == Real
            ? QVariant(Qt::AlignTrailing | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeading | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant SimVsRealModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Count: return tr("Count");
    case Simulated: return tr("Simulated");
    case Real: return tr("Real");
    case Cause: return tr("Why the real run differs (the model's cause)");
    default: return {};
    }
}

} // namespace idem::ui
