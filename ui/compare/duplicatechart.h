#pragma once

#include <QChartView>
#include <QList>

class QLineSeries;
class QValueAxis;

namespace idem::ui {

class DuplicateCurveModel;

// Cumulative duplicate side effects over virtual time, one line per
// strategy, each drawn from its column pair of the curve model through a
// QVXYModelMapper.
class DuplicateChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DuplicateChart)
public:
    explicit DuplicateChart(DuplicateCurveModel *model, QWidget *parent = nullptr);

    // In the curve model's order.
    QList<QLineSeries *> lines() const { return m_lines; }

private:
    void rebuild();

    DuplicateCurveModel *m_model;
    QValueAxis *m_time;
    QValueAxis *m_count;
    QList<QLineSeries *> m_lines;
};

} // namespace idem::ui
