#pragma once

#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>

class QPainter;
class QRectF;

namespace idem::ui {

// Small charts for printed reports, painted with QPainter so they stay
// vector in SVG and PDF, and told apart by dash and fill pattern as well as
// colour, so they read in black and white.
class ReportCharts final
{
public:
    struct Series
    {
        QString name;
        QColor color;
        QVector<QPointF> points;
        bool steps = false; // a cumulative count: horizontal then vertical
    };
    struct BarGroup
    {
        QString label;
        QVector<double> values; // one per bar kind
        QString note; // said where the bars would be when every value is 0
    };
    using Label = std::function<QString(double)>;

    static void lines(QPainter &p, const QRectF &rect, const QVector<Series> &series, const QString &xTitle,
                      const QString &yTitle, const Label &xLabel, bool rightToLeft);
    static void bars(QPainter &p, const QRectF &rect, const QStringList &kinds, const QVector<BarGroup> &groups,
                     bool rightToLeft);
    static Qt::PenStyle dash(int index);
    static Qt::BrushStyle fill(int index);

    ReportCharts() = delete;
};

} // namespace idem::ui
