#pragma once

#include "tablesnapshot.h"

#include <QAbstractTableModel>

namespace idem::ui {

// Shows one TableSnapshot; rows whose `copies` column is above 1 (a second
// row for the same key) are marked red.
class SnapshotModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SnapshotModel)
public:
    explicit SnapshotModel(QObject *parent = nullptr);

    void setSnapshot(TableSnapshot snapshot);
    const TableSnapshot &snapshot() const { return m_snapshot; }
    int totalRows() const { return m_snapshot.total; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    TableSnapshot m_snapshot;
};

} // namespace idem::ui
