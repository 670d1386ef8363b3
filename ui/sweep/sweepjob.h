#pragma once

#include "jobs/jobcontroller.h"
#include "run/sweeprunner.h"

#include <QStringList>
#include <QVector>

namespace idem::ui {

// A finished (or cancelled) sweep: the grid that was asked for and one cell
// per value × strategy, value-major as SweepRunner returns them.
struct SweepOutcome
{
    QString path;
    QVector<double> values;
    QStringList strategies;
    QVector<SweepCell> cells;
    bool cancelled = false;
};

// One sweep as a JobController job; progress counts the cells done. The
// value is a SweepOutcome, also when cancelled.
struct SweepJob
{
    Scenario scenario;
    QString path;
    QVector<double> values;
    QStringList strategies;
    QString folder;
    int threads = 0; // 0 = one per core

    JobOutcome run(const std::atomic_bool &cancel, const JobReport &report) const;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::SweepOutcome)
