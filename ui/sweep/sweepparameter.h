#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace idem::ui {

// A numeric scenario field worth sweeping, with a friendly name, its unit
// and a sensible default range. `path` is what SweepRunner::apply takes.
class SweepParameter final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::SweepParameter)
public:
    QString path;
    const char *label; // QT_TR_NOOP
    const char *unit;  // QT_TR_NOOP; "" for probabilities and counts
    double minimum;
    double maximum;
    double from;
    double to;
    int steps;
    int decimals;      // 0: an integer field, values are rounded
    const char *tip;   // QT_TR_NOOP

    QString title() const;     // "Cache TTL (ms)"
    QString name() const;      // "Cache TTL"
    QString toolTip() const;
    bool isInteger() const { return decimals == 0; }

    static const QVector<SweepParameter> &all();
    static const SweepParameter *find(const QString &path);
};

} // namespace idem::ui
