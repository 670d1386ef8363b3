#include "schedulerunner.h"

#include "../run/simulation.h"
#include "../store/rundatabase.h"

#include <sqlite3.h>

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

ScheduleRunner::ScheduleRunner(const QString &databasePath) : m_path(databasePath) {}

ScheduleRunner::~ScheduleRunner()
{
    for (sqlite3 *&k : m_keepers) {
        if (k)
            sqlite3_close(k);
        k = nullptr;
    }
}

void ScheduleRunner::keepOpen()
{
    const QString paths[2] = {m_path, RunDatabase::mailServerPath(m_path)};
    for (int i = 0; i < 2; ++i) {
        if (m_keepers[i])
            continue;
        if (sqlite3_open_v2(paths[i].toUtf8().constData(), &m_keepers[i], SQLITE_OPEN_READWRITE, nullptr)
            != SQLITE_OK
            // A read maps the WAL index: only then does the keeper count as
            // a connection the others are not the last of.
            || sqlite3_exec(m_keepers[i], "PRAGMA schema_version", nullptr, nullptr, nullptr) != SQLITE_OK) {
            sqlite3_close(m_keepers[i]);
            m_keepers[i] = nullptr;
        }
    }
}

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

RunResult ScheduleRunner::runFull(const Scenario &base, const FaultSchedule &schedule)
{
    Simulation sim(withSchedule(base, schedule), m_path);
    sim.setScratchDatabase(m_scratch);
    RunResult r = sim.run();
    if (m_scratch)
        keepOpen();
    return r;
}

ScheduleOutcome ScheduleRunner::run(const Scenario &base, const FaultSchedule &schedule, bool wantSites)
{
    return outcomeOf(runFull(base, schedule), wantSites);
}

} // namespace idem
