#pragma once

#include "explorejob.h"

#include <QAbstractTableModel>
#include <memory>

namespace idem::ui {

// The verdict of each strategy explored, one row each: the verdict, the
// schedules run (of the bound), the equivalent ones, the violating and
// minimal ones, the random search and the smallest counterexample.
// ValueRole gives the numbers themselves (qint64), DisplayRole the words.
class ExploreVerdictModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExploreVerdictModel)
public:
    enum Column { Strategy, Verdict, SchedulesRun, InBound, Equivalent, Violating, Minimal, Random, Smallest, ColumnCount };
    enum Role { ValueRole = Qt::UserRole + 1 };

    explicit ExploreVerdictModel(QObject *parent = nullptr);
    void setOutcome(std::shared_ptr<const ExploreOutcome> outcome);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant value(const ExploreRun &run, int column) const;

    std::shared_ptr<const ExploreOutcome> m_outcome;
};

} // namespace idem::ui
