#pragma once

#include "jobs/jobcontroller.h"
#include "run/runptr.h"

#include <QStringList>
#include <QVector>

namespace idem::ui {

// What a finished comparison hands back: the runs in the order asked for,
// and comparison.json / comparison.csv built while the traces were at hand.
struct ComparisonOutcome
{
    QVector<RunPtr> runs;
    QByteArray json;
    QByteArray csv;
};

// One comparison as a JobController job: ComparisonRunner spreads the
// strategies over its own threads. Progress is the mean of the strategies'
// fractions, with the strategy that moved as the part, at most ~20 times a
// second per strategy. The value is a ComparisonOutcome, also when
// cancelled (the runs then carry `cancelled`).
struct ComparisonJob
{
    Scenario scenario;
    QStringList strategies;
    QString folder;
    int threads = 0; // 0 = one per core

    JobOutcome run(const std::atomic_bool &cancel, const JobReport &report) const;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::ComparisonOutcome)
