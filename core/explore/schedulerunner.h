#pragma once

#include "../run/runresult.h"
#include "scheduleoutcome.h"

#include <QString>
#include <atomic>
#include <memory>

namespace idem {

class ScratchDatabase;

// Runs a scenario under one fault schedule and reads the verdict. One per
// worker: every run reuses the same scratch database, its files and its
// connections, whose rows the simulation clears (see docs/explore.md on why
// not a shared in-memory database). Used by one thread at a time, which may
// change from run to run (the explorer's pool).
class ScheduleRunner final
{
    Q_DISABLE_COPY_MOVE(ScheduleRunner)
public:
    explicit ScheduleRunner(const QString &databasePath);
    ~ScheduleRunner();

    // `base` with its probabilistic faults off and its schedule replaced.
    static Scenario withSchedule(const Scenario &base, const FaultSchedule &schedule);
    // The fault-free form of a scenario: no probabilities, no schedule.
    static Scenario faultFree(const Scenario &scenario);

    // The run's outcome; the run reads only the verdict, not the analysis.
    // A run stopped by `cancel` is Breach::Failed ("cancelled"), no verdict.
    ScheduleOutcome run(const Scenario &base, const FaultSchedule &schedule, bool wantSites,
                        const std::atomic_bool *cancel = nullptr);
    // The same run, kept whole with its analysis (for a counterexample's story).
    RunResult runFull(const Scenario &base, const FaultSchedule &schedule);

    static ScheduleOutcome outcomeOf(const RunResult &result, bool wantSites);

    // Off: every run creates its database anew, as `idemlab run` does (the
    // reference the cheap path is tested against).
    void setScratch(bool scratch) { m_scratch = scratch; }

private:
    RunResult simulate(const Scenario &base, const FaultSchedule &schedule, bool verdictOnly,
                       const std::atomic_bool *cancel = nullptr);

    QString m_path;
    bool m_scratch = true;
    // Open for the runner's life: besides the schema and the connections,
    // this keeps the WAL and its index, which SQLite would otherwise
    // checkpoint and delete when a run's last connection closed.
    std::unique_ptr<ScratchDatabase> m_database;
};

} // namespace idem
