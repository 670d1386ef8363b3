#pragma once

#include "../run/runresult.h"
#include "scheduleoutcome.h"

#include <QString>

struct sqlite3;

namespace idem {

// Runs a scenario under one fault schedule and reads the verdict. One per
// worker thread: every run reuses the same database path, which the
// simulation clears and recreates (see docs/explore.md on why not a shared
// in-memory database). Not thread-safe.
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

    ScheduleOutcome run(const Scenario &base, const FaultSchedule &schedule, bool wantSites);
    // The same run, kept whole (for a counterexample's story).
    RunResult runFull(const Scenario &base, const FaultSchedule &schedule);

    static ScheduleOutcome outcomeOf(const RunResult &result, bool wantSites);

    // Off: every run creates its database anew, as `idemlab run` does (the
    // reference the cheap path is tested against).
    void setScratch(bool scratch) { m_scratch = scratch; }

private:
    void keepOpen();

    QString m_path;
    bool m_scratch = true;
    // One idle connection to each file for the runner's life: when a run's
    // last connection closes, SQLite would otherwise checkpoint, delete the
    // WAL and unmap its index, and the next run create them again.
    sqlite3 *m_keepers[2] = {nullptr, nullptr};
};

} // namespace idem
