#pragma once

#include "scheduleoutcome.h"

#include <atomic>

namespace idem {

class ScheduleRunner;

struct ShrinkResult
{
    FaultSchedule schedule;
    int messages = 0;
    int consumers = 0;
    int steps = 0;            // reductions accepted
    int runs = 0;             // simulations it took
    bool locallyMinimal = false; // checked: no single deletion still fails
    bool cancelled = false;      // stopped by the cancel flag: `schedule` fails, but is not minimal
    Breach breach = Breach::None;
};

// Makes a failing schedule smaller until no smaller variant fails the same
// way: delete faults one at a time, drop the last messages and consumers the
// failure does not need, move faults earlier (an earlier delivery, an earlier
// message, half the time); repeat to a fixpoint, then run every single
// deletion once more to check that none still fails (Hypothesis #1857 is the
// trap: stopping at a variant that is not minimal). Runs on the calling thread.
// `cancel` (may be null, read from any thread) stops it within one run: the
// result is then the smallest failing variant so far, marked cancelled and
// never locally minimal.
class Shrinker final
{
public:
    Shrinker(ScheduleRunner &runner, const Scenario &base, const std::atomic_bool *cancel = nullptr);
    ShrinkResult shrink(const FaultSchedule &failing, int maxRuns = 4000);

private:
    bool cancelled() const { return m_cancel && m_cancel->load(); }
    bool fails(const Scenario &s, const FaultSchedule &schedule);
    bool deleteOne(Scenario &s, FaultSchedule &schedule);
    bool dropMessages(Scenario &s, const FaultSchedule &schedule);
    bool dropConsumer(Scenario &s, const FaultSchedule &schedule);
    bool moveEarlier(Scenario &s, FaultSchedule &schedule);

    ScheduleRunner &m_runner;
    Scenario m_base;
    const std::atomic_bool *m_cancel;
    Breach m_breach = Breach::None;
    bool m_cut = false; // a run was refused or cut short by the cancel flag
    int m_runs = 0;
    int m_maxRuns = 0;
};

} // namespace idem
