#pragma once

#include <QColor>
#include <QRectF>
#include <QStringList>
#include <QVector>
#include <QWidget>

class QChartView;

namespace idem::ui {

// A chart's legend that never cuts a name short: each series' swatch and
// name, in as many rows as the chart's width needs, a name longer than a
// whole row wrapped onto lines of its own. Qt Charts' own legend elides
// what does not fit its share of the chart ("Paylaşılan önbellek (Redis
// benz…" in a Turkish 1280 px window), and a name cut short is a strategy
// the reader cannot tell apart. It sits along the bottom of the chart view,
// in room the chart leaves free (its bottom margin), so an image grabbed
// from the view carries it too; it follows the layout direction.
class ChartLegend final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartLegend)
public:
    // Hides `view`'s own legend and takes its place.
    explicit ChartLegend(QChartView *view);

    // Reads the names and colours of the chart's series (lines by name,
    // bars by set) again: call after adding or removing series.
    void sync();

    struct Item
    {
        QColor color;
        QString name;
        QRectF swatch;     // in the legend's coordinates
        QRectF text;       // where the lines below are drawn
        QStringList lines; // the name as drawn: joined with spaces it is the whole name
    };
    // The items as laid out for the legend's current width.
    const QVector<Item> &items() const { return m_items; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QVector<Item> laidOut(int width, double *height) const;
    void place();

    QChartView *m_view;
    QVector<Item> m_items;
};

} // namespace idem::ui
