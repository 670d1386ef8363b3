#pragma once

#include "run/runptr.h"

#include <QAbstractTableModel>
#include <vector>

namespace idem::ui {

// account_balance at the playhead. The table has no timestamp column, so
// the balance is rebuilt from the committed increments in the trace (the
// same count the ground truth reads back as balance / 10).
class BalanceModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BalanceModel)
public:
    enum Column { Account, Balance, Increments, ColumnCount };

    explicit BalanceModel(QObject *parent = nullptr);

    void setRun(RunPtr run);
    void setPlayhead(int record);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    RunPtr m_run;
    bool m_applies = false;
    int m_record = -1;
    std::vector<int> m_increments; // per logical event, up to m_record
    std::vector<int> m_rows;       // logical events with a balance row
};

} // namespace idem::ui
