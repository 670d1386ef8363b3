#include "snapshotmodel.h"

#include <QBrush>
#include <QColor>

namespace idem::ui {

SnapshotModel::SnapshotModel(QObject *parent) : QAbstractTableModel(parent) {}

void SnapshotModel::setSnapshot(TableSnapshot snapshot)
{
    const bool sameColumns = snapshot.columns == m_snapshot.columns;
    if (sameColumns && snapshot.rows.size() == m_snapshot.rows.size()) {
        // Same shape (scrubbing): keep the views' scroll and selection.
        m_snapshot = std::move(snapshot);
        if (!m_snapshot.rows.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_snapshot = std::move(snapshot);
    endResetModel();
}

int SnapshotModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_snapshot.rows.size());
}

int SnapshotModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_snapshot.columns.size());
}

QVariant SnapshotModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const QVector<QVariant> &row = m_snapshot.rows.at(index.row());
    if (role == Qt::DisplayRole)
        return row.at(index.column());
    const int copies = m_snapshot.copiesColumn >= 0 ? row.at(m_snapshot.copiesColumn).toInt() : 0;
    if (copies > 1) {
        if (role == Qt::BackgroundRole)
            return QBrush(QColor(0xfc, 0xe8, 0xe6));
        if (role == Qt::ForegroundRole)
            return QBrush(QColor(0xa5, 0x0e, 0x0e));
        if (role == Qt::ToolTipRole)
            return tr("%n rows for this key at this moment: a duplicate side effect", nullptr, copies);
    }
    return {};
}

QVariant SnapshotModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section < columnCount())
        return m_snapshot.columns.at(section);
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace idem::ui
