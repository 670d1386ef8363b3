#pragma once

#include "scheduleoutcome.h"

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
    Breach breach = Breach::None;
};

// Makes a failing schedule smaller until no smaller variant fails the same
// way: delete faults one at a time, drop the last messages and consumers the
// failure does not need, move faults earlier (an earlier delivery, an earlier
// message, half the time); repeat to a fixpoint, then run every single
// deletion once more to check that none still fails (Hypothesis #1857 is the
// trap: stopping at a variant that is not minimal). Runs on the calling thread.
class Shrinker final
{
public:
    Shrinker(ScheduleRunner &runner, const Scenario &base);
    ShrinkResult shrink(const FaultSchedule &failing, int maxRuns = 4000);

private:
    bool fails(const Scenario &s, const FaultSchedule &schedule);
    bool deleteOne(Scenario &s, FaultSchedule &schedule);
    bool dropMessages(Scenario &s, const FaultSchedule &schedule);
    bool dropConsumer(Scenario &s, const FaultSchedule &schedule);
    bool moveEarlier(Scenario &s, FaultSchedule &schedule);

    ScheduleRunner &m_runner;
    Scenario m_base;
    Breach m_breach = Breach::None;
    int m_runs = 0;
    int m_maxRuns = 0;
};

} // namespace idem
