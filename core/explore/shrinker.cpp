#include "shrinker.h"

#include "schedulerunner.h"

namespace idem {

Shrinker::Shrinker(ScheduleRunner &runner, const Scenario &base, const std::atomic_bool *cancel)
    : m_runner(runner), m_base(ScheduleRunner::faultFree(base)), m_cancel(cancel)
{
}

bool Shrinker::fails(const Scenario &s, const FaultSchedule &schedule)
{
    // Once cancelled nothing more fails: every loop below ends at its next
    // check, and a run cut short (Breach::Failed) is never taken as failing.
    if (cancelled()) {
        m_cut = true;
        return false;
    }
    ++m_runs;
    const ScheduleOutcome o = m_runner.run(s, schedule, false, m_cancel);
    m_cut = m_cut || (o.breach == Breach::Failed && cancelled());
    return o.breach == m_breach;
}

bool Shrinker::deleteOne(Scenario &s, FaultSchedule &schedule)
{
    for (int i = 0; i < schedule.size(); ++i) {
        FaultSchedule smaller = schedule;
        smaller.remove(i);
        if (fails(s, smaller)) {
            schedule = smaller;
            return true;
        }
    }
    return false;
}

bool Shrinker::dropMessages(Scenario &s, const FaultSchedule &schedule)
{
    // The last messages go; a fault aimed at one of them keeps it.
    int needed = 1;
    for (const ScheduledFault &f : schedule) {
        if (f.isTargeted())
            needed = qMax(needed, Scenario::logicalIndexOf(f.message) + 1);
    }
    for (int m = needed; m < s.messages; ++m) {
        Scenario fewer = s;
        fewer.messages = m;
        if (fails(fewer, schedule)) {
            s.messages = m;
            return true;
        }
    }
    return false;
}

bool Shrinker::dropConsumer(Scenario &s, const FaultSchedule &schedule)
{
    if (s.consumers.count <= 1)
        return false;
    for (const ScheduledFault &f : schedule) {
        if (f.consumer >= s.consumers.count)
            return false;
    }
    Scenario fewer = s;
    --fewer.consumers.count;
    if (!fails(fewer, schedule))
        return false;
    s.consumers.count = fewer.consumers.count;
    return true;
}

bool Shrinker::moveEarlier(Scenario &s, FaultSchedule &schedule)
{
    for (int i = 0; i < schedule.size(); ++i) {
        const ScheduledFault f = schedule.at(i);
        QVector<ScheduledFault> earlier;
        if (f.isTargeted() && f.delivery > 1) {
            earlier.append(f);
            --earlier.last().delivery;
        }
        if (f.isTargeted() && Scenario::logicalIndexOf(f.message) > 0) {
            earlier.append(f);
            earlier.last().message = Scenario::businessKey(Scenario::logicalIndexOf(f.message) - 1);
        }
        if (!f.isTargeted() && f.atMs > 0) {
            earlier.append(f);
            earlier.last().atMs = f.atMs / 2;
        }
        for (const ScheduledFault &e : std::as_const(earlier)) {
            FaultSchedule moved = schedule;
            moved.remove(i);
            if (moved.contains(e))
                continue;
            moved = FaultSites::with(moved, e);
            if (fails(s, moved)) {
                schedule = moved;
                return true;
            }
        }
    }
    return false;
}

ShrinkResult Shrinker::shrink(const FaultSchedule &failing, int maxRuns)
{
    m_runs = 0;
    m_maxRuns = maxRuns;
    Scenario s = m_base;
    FaultSchedule schedule = failing;
    FaultSites::normalize(schedule);
    m_cut = cancelled();
    ShrinkResult r;
    if (!m_cut) {
        ++m_runs;
        m_breach = m_runner.run(s, schedule, false, m_cancel).breach;
        m_cut = cancelled() && m_breach == Breach::Failed;
    }
    r.breach = m_breach;
    // Every accepted step makes the schedule or the scenario strictly
    // smaller (faults, messages, consumers, then positions), so this ends.
    for (bool changed = !m_cut; changed && m_runs < m_maxRuns && !m_cut;) {
        changed = deleteOne(s, schedule) || dropMessages(s, schedule) || dropConsumer(s, schedule)
            || moveEarlier(s, schedule);
        if (changed)
            ++r.steps;
    }
    r.locallyMinimal = m_breach != Breach::None && m_breach != Breach::Failed;
    for (int i = 0; i < schedule.size() && r.locallyMinimal; ++i) {
        FaultSchedule smaller = schedule;
        smaller.remove(i);
        if (fails(s, smaller))
            r.locallyMinimal = false;
    }
    // A check cut short proves nothing: cancelled is never locally minimal.
    r.cancelled = m_cut;
    if (r.cancelled)
        r.locallyMinimal = false;
    r.schedule = schedule;
    r.messages = s.messages;
    r.consumers = s.consumers.count;
    r.runs = m_runs;
    return r;
}

} // namespace idem
