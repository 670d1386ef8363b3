#pragma once

#include "exploreresult.h"

#include <QString>
#include <atomic>
#include <functional>

namespace idem {

struct ExploreOptions
{
    int maxFaults = 2;       // the bound K of the exhaustive search
    qint64 budget = 0;       // schedules to run at most (0: the bound, no random search)
    qint64 timeLimitMs = 0;  // 0: none (a time limit makes the cut depend on the machine)
    int jobs = 0;            // worker threads, 0 = one per core; never changes the result
    quint64 seed = 1;        // the random search's
    int shard = 0;           // this process takes shard `shard` of `shards`
    int shards = 1;
    QString workDir;         // one run database per worker thread lives here
    const std::atomic_bool *cancel = nullptr;
    std::function<void(qint64 done, qint64 planned)> progress; // on the calling thread
};

// Searches the fault schedules of a scenario under its strategy, breadth-
// first by the number of faults: every schedule of up to K faults whose
// sites the runs before it opened (FaultSites), then random schedules beyond
// the bound while the budget lasts. A schedule that fails is not extended;
// one whose trace equals an earlier run's is counted as equivalent and not
// extended either (its extensions are the earlier one's). The canonical
// order of a level is the lexicographic order of its schedules, and shard i
// of N runs the last level's schedules i, i + N, ... (every shard runs the
// levels below it: they decide what the last level holds). Runs the
// simulations on `jobs` threads; the result is the same for any `jobs`.
class Explorer final
{
public:
    static ExploreRun explore(const Scenario &scenario, const ExploreOptions &options);

    // Joins shard results of one exploration. Fails (error set) when they
    // are not slices of the same exploration, or a shard is missing or twice.
    static ExploreRun merge(const QVector<ExploreRun> &parts);

    // Shrinks the counterexamples of a finished (or merged) run and fills
    // their shrunk schedules; `workDir` holds the database it runs on.
    // `cancel` stops it within one run: each counterexample not shrunk to
    // the end keeps its smallest failing variant so far, marked
    // shrinkCancelled (not locally minimal).
    static void shrinkCounterexamples(ExploreRun &run, const QString &workDir,
                                      const std::atomic_bool *cancel = nullptr);
};

} // namespace idem
