#include "schedulerunner.h"

#include "../run/simulation.h"
#include "../store/scratchdatabase.h"

namespace idem {

namespace {

quint32 bit(Fired slot)
{
    return 1u << unsigned(slot);
}

Fired crashSlot(CrashPoint point)
{
    switch (point) {
    case CrashPoint::BeforeHandle: return Fired::CrashBeforeHandle;
    case CrashPoint::AfterSideEffectBeforeCommit: return Fired::CrashAfterSideEffect;
    case CrashPoint::BetweenCommits: return Fired::CrashBetweenCommits;
    case CrashPoint::AfterCommitBeforeAck: return Fired::CrashAfterCommit;
    case CrashPoint::AfterAckBeforeCacheUpdate: return Fired::CrashAfterAck;
    default: return Fired::CrashTimed;
    }
}

// Which injected faults show in the trace. The run is fault-free but for the
// schedule, so every such record is one of its faults firing.
quint32 firedIn(const Trace &trace, const Scenario &s)
{
    quint32 fired = 0;
    for (const TraceRecord &r : trace.records()) {
        switch (r.kind()) {
        case TraceKind::AckLost: fired |= bit(Fired::AckLost); break;
        case TraceKind::PublishAckLost: fired |= bit(Fired::PublishAckLost); break;
        case TraceKind::SlowHandler: fired |= bit(Fired::SlowHandler); break;
        case TraceKind::ConnectionLost: fired |= bit(Fired::ConnectionLost); break;
        case TraceKind::BrokerRestart: fired |= bit(Fired::BrokerRestart); break;
        case TraceKind::CacheFlush: fired |= bit(Fired::CacheFlush); break;
        case TraceKind::StoreDown: fired |= bit(Fired::StoreDown); break;
        case TraceKind::Crash: fired |= bit(crashSlot(r.crashPoint())); break;
        case TraceKind::ConsumerJoin:
            if (r.consumer() > s.consumers.count)
                fired |= bit(Fired::MemberJoin);
            break;
        case TraceKind::ConsumerLeave: fired |= bit(Fired::MemberLeave); break;
        default: break;
        }
    }
    return fired;
}

} // namespace

ScheduleRunner::ScheduleRunner(const QString &databasePath)
    : m_path(databasePath), m_database(std::make_unique<ScratchDatabase>(databasePath))
{
}

ScheduleRunner::~ScheduleRunner() = default;

Scenario ScheduleRunner::faultFree(const Scenario &scenario)
{
    Scenario s = scenario;
    s.faults = FaultSettings();
    return s;
}

Scenario ScheduleRunner::withSchedule(const Scenario &base, const FaultSchedule &schedule)
{
    Scenario s = faultFree(base);
    s.faults.schedule = schedule;
    return s;
}

ScheduleOutcome ScheduleRunner::outcomeOf(const RunResult &result, bool wantSites)
{
    ScheduleOutcome o;
    o.traceHash = result.trace.hash();
    if (!result.error.isEmpty() || result.cancelled) {
        o.breach = Breach::Failed;
        o.error = result.cancelled ? QStringLiteral("cancelled") : result.error;
        return o;
    }
    o.duplicates = result.metrics.duplicateSideEffects;
    o.lost = result.metrics.lost;
    if (result.stopped())
        o.breach = Breach::Stuck;
    else if (o.duplicates > 0)
        o.breach = Breach::Duplicate;
    else if (o.lost > 0)
        o.breach = Breach::Lost;
    o.fired = firedIn(result.trace, result.scenario);
    if (wantSites && !o.violates())
        o.sites = FaultSites::of(result.trace, result.scenario);
    return o;
}

RunResult ScheduleRunner::simulate(const Scenario &base, const FaultSchedule &schedule, bool verdictOnly,
                                   const std::atomic_bool *cancel)
{
    Simulation sim(withSchedule(base, schedule), m_path);
    if (m_scratch) {
        sim.setScratchDatabase(m_database.get());
        sim.setVerdictOnly(verdictOnly);
    }
    return sim.run(cancel);
}

RunResult ScheduleRunner::runFull(const Scenario &base, const FaultSchedule &schedule)
{
    return simulate(base, schedule, false);
}

ScheduleOutcome ScheduleRunner::run(const Scenario &base, const FaultSchedule &schedule, bool wantSites,
                                    const std::atomic_bool *cancel)
{
    return outcomeOf(simulate(base, schedule, true, cancel), wantSites);
}

} // namespace idem
