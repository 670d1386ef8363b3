#pragma once

#include <QChartView>
#include <QList>

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

private:
    void rebuild();
    void restyle();

    SweepModel *m_model;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<QLineSeries *> m_lines;
};

} // namespace idem::ui
