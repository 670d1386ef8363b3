#pragma once

#include <QChartView>

class QBarCategoryAxis;
class QGraphicsSimpleTextItem;
class QHorizontalBarSeries;
class QBarSet;
class QValueAxis;
class QVBarModelMapper;

namespace idem::ui {

class ComparisonModel;
class ReversedRows;

// Grouped bars of the outcome counts (duplicate side effects, skipped
// duplicates, lost, dead-lettered) per strategy, mapped straight from the
// comparison model's outcome columns. Horizontal, so the strategies' names
// fit, in the table's order from the top.
class OutcomeChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OutcomeChart)
public:
    explicit OutcomeChart(ComparisonModel *model, QWidget *parent = nullptr);

    QHorizontalBarSeries *series() const { return m_series; }
    // The words standing in the rows of strategies that have no bar (all
    // their outcomes 0), by category (0 = the bottom row); null elsewhere.
    QList<QGraphicsSimpleTextItem *> notes() const { return m_notes; }

private:
    void refresh();
    void showBarToolTip(bool on, int index, QBarSet *set);
    QString noteFor(int category) const;
    void placeNotes();

    ReversedRows *m_rows; // what the mapper reads: the model, last row first
    QHorizontalBarSeries *m_series;
    QVBarModelMapper *m_mapper;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_values;
    QList<QGraphicsSimpleTextItem *> m_notes;
};

} // namespace idem::ui
