#pragma once

#include "explorejob.h"

#include <QAbstractTableModel>
#include <QVector>
#include <memory>

namespace idem::ui {

// Coverage: a row per fault kind and crash point that any strategy's space
// holds, a column per strategy, each cell the number of runs in which that
// fault actually fired (every level and the random search). A fault of the
// space that never fired says so ("never fired": the bound cannot have
// tested it). ValueRole: the count (qint64); NeverFiredRole: bool.
class ExploreCoverageModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExploreCoverageModel)
public:
    enum Role { ValueRole = Qt::UserRole + 1, NeverFiredRole };

    explicit ExploreCoverageModel(QObject *parent = nullptr);
    void setOutcome(std::shared_ptr<const ExploreOutcome> outcome);
    Fired slotAt(int row) const { return m_slots.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const ExploreOutcome> m_outcome;
    QVector<Fired> m_slots;
    QVector<Coverage> m_coverage; // per strategy
};

} // namespace idem::ui
