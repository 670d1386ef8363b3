#pragma once

#include "run/metricsattime.h"

#include <QAbstractTableModel>

namespace idem::ui {

// The run's metrics: what had happened at the playhead next to the totals
// at the end of the run (the end column comes from the engine and the
// database, the playhead column from the trace).
class MetricsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MetricsModel)
public:
    enum Column { Name, AtPlayhead, AtEnd, ColumnCount };

    explicit MetricsModel(QObject *parent = nullptr);

    void setRun(RunPtr run);
    // With the checkpoints already built for `run` (PreparedRun).
    void setRun(RunPtr run, MetricsAtTime prepared);
    void setPlayhead(int record);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row;
    static const QVector<Row> &rows();
    QVariant endValue(int row) const;

    RunPtr m_run;
    MetricsAtTime m_timeline;
    MetricsAtTime::Counts m_now{};
    MetricsAtTime::Counts m_end{};
};

} // namespace idem::ui
