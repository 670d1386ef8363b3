#pragma once

#include "explorejob.h"

#include <QAbstractTableModel>
#include <QVector>
#include <memory>

namespace idem::ui {

// The counterexamples of an exploration, one row each: per strategy its
// smallest one, then the smallest for each fault class it breaks under, as
// the lesson files name them. Columns: strategy, what it is the smallest
// of, the faults (shrunk), what broke, the scenario's size, the shrinking.
// PathRole: the lesson file (absolute; "" when none was written),
// FaultsRole: the number of faults shown, ClassRole: the class id ("" for
// the strategy's smallest).
class CounterexampleModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CounterexampleModel)
public:
    enum Column { Strategy, SmallestOf, Faults, Breaks, Size, Shrinking, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, FaultsRole, ClassRole };

    explicit CounterexampleModel(QObject *parent = nullptr);
    void setOutcome(std::shared_ptr<const ExploreOutcome> outcome);
    const Counterexample *counterexample(int row) const;
    QString strategyOf(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int run = 0;
        QString faultClass; // "" = the strategy's smallest
    };
    std::shared_ptr<const ExploreOutcome> m_outcome;
    QVector<Row> m_rows;
};

} // namespace idem::ui
