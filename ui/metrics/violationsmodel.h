#pragma once

#include "run/runptr.h"

#include <QAbstractTableModel>

namespace idem::ui {

// The run's violations (duplicate side effects, lost events) with their
// plain-language explanations, then the notes on dead letters and give-ups.
class ViolationsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ViolationsModel)
public:
    enum Column { Key, Problem, Explanation, ColumnCount };
    enum Role { LogicalRole = Qt::UserRole + 1 };

    explicit ViolationsModel(QObject *parent = nullptr);
    void setRun(RunPtr run);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    RunPtr m_run;
};

} // namespace idem::ui
