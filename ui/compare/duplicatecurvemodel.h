#pragma once

#include "run/runptr.h"

#include <QAbstractTableModel>
#include <QPointF>
#include <QVector>

namespace idem::ui {

// Cumulative duplicate side effects over virtual time, one step curve per
// run, taken from the trace (SideEffect records with detail 1). Two columns
// per run — time in seconds, then the count — so a QVXYModelMapper per run
// can draw it; a run's column pair has pointCount(run) rows, shorter curves
// leave the rest empty.
class DuplicateCurveModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DuplicateCurveModel)
public:
    explicit DuplicateCurveModel(QObject *parent = nullptr);

    void setRuns(const QVector<RunPtr> &runs);
    int curveCount() const { return int(m_curves.size()); }
    int pointCount(int curve) const;
    QString strategyId(int curve) const;
    // The curve's steps, without the flat stretch to its run's end (runs
    // end at different times; two curves of equal steps lie on each other).
    QList<QPointF> steps(int curve) const;
    static int timeColumn(int curve) { return 2 * curve; }
    static int countColumn(int curve) { return 2 * curve + 1; }
    double maxTime() const;  // seconds
    int maxCount() const;

    // The step curve of one run: starts at (0, 0), rises by one at each
    // duplicate side effect and ends at the run's end. Very long runs keep
    // at most `maxSteps` steps (and always the exact last count).
    static QVector<QPointF> curve(const RunResult &run, int maxSteps = 2000);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Curve
    {
        QString id;
        QVector<QPointF> points;
    };
    QVector<Curve> m_curves;
    int m_rows = 0;
};

} // namespace idem::ui
