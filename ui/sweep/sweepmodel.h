#pragma once

#include "sweepjob.h"

#include <QAbstractTableModel>

namespace idem::ui {

// The sweep as a table: one row per parameter value, column 0 the value,
// then one column per strategy holding the chosen metric. The chart maps
// column 0 against each strategy's column with a QVXYModelMapper; switching
// the metric is a data change, so the lines follow.
class SweepModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SweepModel)
public:
    enum class Metric { DuplicateSideEffects, DuplicatesSkipped, Lost, LatencyP99 };
    enum Role { ErrorRole = Qt::UserRole + 1 };

    explicit SweepModel(QObject *parent = nullptr);

    void setOutcome(const SweepOutcome &outcome);
    void clear();
    const SweepOutcome &outcome() const { return m_outcome; }
    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    static QString metricName(Metric metric);
    static QList<Metric> metrics();

    int strategyCount() const { return int(m_outcome.strategies.size()); }
    QString strategyId(int strategy) const;
    static int valueColumn() { return 0; }
    static int strategyColumn(int strategy) { return strategy + 1; }
    const SweepCell *cell(int row, int strategy) const;
    // The metric's value for a cell; an invalid variant for a failed or
    // stopped cell (it has no result). The table shows "stopped" for the latter.
    QVariant metricValue(int row, int strategy) const;
    // A verdict and numbers to chart (the chart leaves the others out).
    bool hasResult(int row, int strategy) const;
    double maxMetric() const;
    QStringList errors() const; // "value, strategy: message" for each failed cell
    QStringList stopped() const; // "value, strategy: why" for each stopped cell

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    SweepOutcome m_outcome;
    Metric m_metric = Metric::DuplicateSideEffects;
};

} // namespace idem::ui
