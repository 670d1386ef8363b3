#pragma once

#include <QChartView>
#include <QList>
#include <QVector>

class QLineSeries;
class QValueAxis;

namespace idem::ui {

class SweepModel;

// "<metric> vs <parameter>": one line per strategy, each mapped from the
// sweep model's value column and that strategy's column.
class SweepChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SweepChart)
public:
    explicit SweepChart(SweepModel *model, QWidget *parent = nullptr);

    QList<QLineSeries *> lines() const { return m_lines; }
    // The parameter and values about to be swept: drawn on the axis while
    // the model has no sweep (before the first, or after a cancel).
    void preview(const QString &path, const QVector<double> &values);

private:
    void rebuild();
    void restyle();

    QString shownPath() const;

    SweepModel *m_model;
    QString m_previewPath;
    QVector<double> m_previewValues;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<QLineSeries *> m_lines;
};

} // namespace idem::ui
