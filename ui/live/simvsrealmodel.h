#pragma once

#include "livecompare.h"
#include "run/runptr.h"

#include <QAbstractTableModel>

namespace idem::ui {

// Every count of one scenario's simulated and real run, side by side (the
// rows `idemlab compare --live` prints, from live::LiveCompare), with the
// model's cause beside each count that differs; the counts that differ come first.
class SimVsRealModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimVsRealModel)
public:
    enum Column { Count, Simulated, Real, Cause, ColumnCount };

    explicit SimVsRealModel(QObject *parent = nullptr);

    void setRuns(const RunPtr &simulated, const RunPtr &real);
    RunPtr simulated() const { return m_simulated; }
    RunPtr real() const { return m_real; }
    const QVector<live::CountRow> &counts() const { return m_rows; }
    QVector<live::CountRow> differences() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    RunPtr m_simulated;
    RunPtr m_real;
    QVector<live::CountRow> m_rows;
};

} // namespace idem::ui
