#pragma once

#include "run/runptr.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

namespace idem::ui {

// One row per compared strategy: its verdict and the numbers that tell the
// strategies apart. While a comparison runs, the rows exist with their
// progress in the verdict column and no numbers yet.
//
// Counts come back as ints in Qt::DisplayRole (the view formats them with
// the user's locale, the bar chart's mapper reads them as numbers); rates,
// latencies and times are formatted text there, with the raw number in
// ValueRole.
class ComparisonModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonModel)
public:
    // The outcome columns are contiguous: the bar chart maps that range.
    enum Column {
        Strategy,
        Verdict,
        DuplicateSideEffects,
        SkippedDuplicates,
        Lost,
        DeadLettered,
        DbTransactions,
        Rollbacks,
        CacheHitRate,
        LatencyP50,
        LatencyP99,
        WallTime,
        Database,
        TraceHash,
        ColumnCount
    };
    enum Role { ValueRole = Qt::UserRole + 1, StrategyIdRole };
    enum class State { Running, Done, Failed, Cancelled };

    explicit ComparisonModel(QObject *parent = nullptr);

    // A comparison of these strategies has started: one row each, no numbers.
    void setPending(const QStringList &strategies);
    void setProgress(const QString &strategy, double fraction);
    // The finished runs, in row order (a run with an error becomes a failed row).
    void setResults(const QVector<RunPtr> &runs);
    void setCancelled();
    void clear();

    RunPtr run(int row) const;
    QVector<RunPtr> runs() const; // finished rows only
    QString strategyId(int row) const;
    int rowOf(const QString &strategy) const;
    State state(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString id;
        State state = State::Running;
        double progress = 0;
        RunPtr run;
    };
    QVariant display(const Row &row, int column) const;
    QVariant value(const Row &row, int column) const;
    QVariant toolTip(const Row &row, int column) const;

    QVector<Row> m_rows;
};

} // namespace idem::ui
