#pragma once

#include "scenario/scenariofields.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace idem::ui {

// A numeric scenario field worth sweeping: the sweepable rows of the core's
// field table (ScenarioField), with their range, unit and default sweep.
// `path` is what SweepRunner::apply takes.
class SweepParameter final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::SweepParameter)
public:
    explicit SweepParameter(const ScenarioField &field);

    const ScenarioField *field;
    QString path;
    double minimum;
    double maximum;
    double from;
    double to;
    int steps;
    int decimals;      // 0: an integer field, values are rounded

    QString title() const;     // "Cache TTL (ms)"
    QString name() const;      // "Cache TTL"
    QString unit() const;      // "ms", "" for probabilities and counts
    QString toolTip() const;
    bool isInteger() const { return decimals == 0; }

    static const QVector<SweepParameter> &all();
    static const SweepParameter *find(const QString &path);
};

} // namespace idem::ui
