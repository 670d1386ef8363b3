#pragma once

#include "runresult.h"

#include <QCoreApplication>
#include <atomic>
#include <functional>
#include <memory>

namespace idem {

class ScratchDatabase;
class SimulationPrivate;

// Runs one scenario to completion on the calling thread: a deterministic
// discrete-event loop over the broker, producer and consumers, with the
// consumers' transactions executed for real against a SQLite file at
// `databasePath` (created anew; the run works on "<path>.partial" and renames
// it into place when it ends, so a killed run leaves no database under the
// final name). Every run ends: one that stops making progress or outgrows
// its trace budget is stopped with the reason (RunResult::stop, RunLimits).
// Not reentrant; create one per run. The cancel flag and progress callback
// may be used from a worker thread.
class Simulation final
{
    Q_DISABLE_COPY_MOVE(Simulation)
    Q_DECLARE_TR_FUNCTIONS(Simulation)
public:
    Simulation(const Scenario &scenario, const QString &databasePath);
    ~Simulation();

    using Progress = std::function<void(double fraction)>;
    RunResult run(const std::atomic_bool *cancel = nullptr, const Progress &progress = {});
    // Records the trace may hold; 0 = RunLimits::traceBudget(scenario). Never
    // above RunLimits::kMaxTraceRecords.
    void setTraceBudget(quint64 records);
    // A scratch run (the explorer's thousands of runs, one database per
    // worker): the run works on `scratch`'s files and borrows its open
    // connections instead of creating a file and schema and opening its own
    // (ScratchDatabase::reset clears the rows), and it writes no run_info,
    // publishes and removes nothing. The trace is the same as a normal run's.
    // `scratch` is not owned and must outlive run(). Call before run().
    void setScratchDatabase(ScratchDatabase *scratch);
    // A scratch run's result with its verdict and counts but without its
    // analysis, explained violations and notes (GroundTruth::verdict); the
    // trace is the same. Call before run().
    void setVerdictOnly(bool verdictOnly);
    // The command line writes reports after the run: the database is
    // published with run_info.state "reporting" and says "finished" or
    // "stopped" only when summary.json is about to land (ReportWriter), so a
    // run killed while writing its reports never leaves a database that
    // reads as a whole result. Call before run().
    void setReportsFollow(bool reportsFollow);
    // Called on the run's thread with the trace so far, at the engine's
    // progress checks (every few thousand events): a live view copies what
    // it needs, quickly, and keeps nothing. Reading it changes nothing in
    // the run. Call before run().
    using Watch = std::function<void(const Trace &traceSoFar)>;
    void setWatch(Watch watch);

private:
    // The event loop, until the queue is empty or the run stops (no progress,
    // over its trace budget), fails or is cancelled; says which in `result`.
    void runEvents(RunResult &result, const std::atomic_bool *cancel, const Progress &progress);
    // A finished or stopped run: its verdict, its row in the database, and
    // the database under its final name.
    void finish(RunResult &result, const std::atomic_bool *cancel);
    // A scratch run's verdict, read on the scratch database's connections.
    void finishScratch(RunResult &result);

    std::unique_ptr<SimulationPrivate> d;
};

} // namespace idem
