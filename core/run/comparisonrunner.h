#pragma once

#include "runresult.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <atomic>
#include <functional>

namespace idem {

// Runs one scenario under several strategies — same seed, so the same
// per-delivery faults — on worker threads (one per core, at most), each with
// its own SQLite file `<folder>/<strategy>.sqlite`. Results come back in the
// order of `strategies`. With `reportsFollow` each database stays
// "reporting" until its report's summary.json is written
// (Simulation::setReportsFollow).
class ComparisonRunner final
{
public:
    using Progress = std::function<void(const QString &strategy, double fraction)>;
    static QVector<RunResult> run(const Scenario &scenario, const QStringList &strategies,
                                  const QString &folder, int threads = 0,
                                  const std::atomic_bool *cancel = nullptr,
                                  const Progress &progress = {}, bool reportsFollow = false);
    static QString databaseFile(const QString &folder, const QString &strategy);
    // Indices into `strategies`, the costliest run first (by the SQLite
    // transactions a delivery takes), for handing runs to threads: with
    // 8 runs on 2 cores, a long run started last leaves a core idle.
    static QVector<int> longestFirst(const QStringList &strategies);
};

} // namespace idem
