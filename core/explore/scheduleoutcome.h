#pragma once

#include "faultsite.h"

#include <QString>
#include <array>

namespace idem {

// What the check found in one run of a schedule: the run's own ground truth
// (effects counted in its SQLite database) and whether it ended at all.
enum class Breach : quint8 {
    None,      // every event applied exactly once (or given up by the broker, as it says)
    Duplicate, // a side effect applied more than once
    Lost,      // an event never applied and not dead-lettered
    Stuck,     // the run stopped making progress (no verdict)
    Failed,    // the run could not complete (its files): not a verdict at all
};
QString breachWord(Breach breach);

// Fault kinds and crash points a run can show as fired, for coverage.
enum class Fired : quint8 {
    AckLost,
    PublishAckLost,
    SlowHandler,
    ConnectionLost,
    BrokerRestart,
    CacheFlush,
    StoreDown,
    MemberJoin,
    MemberLeave,
    CrashTimed,
    CrashBeforeHandle,
    CrashAfterSideEffect,
    CrashBetweenCommits,
    CrashAfterCommit,
    CrashAfterAck,
    Count
};
QString firedWord(Fired slot); // the fault class it stands for ("consumer-crash@between-commits")
using Coverage = std::array<qint64, std::size_t(Fired::Count)>;

struct ScheduleOutcome
{
    quint64 traceHash = 0;
    Breach breach = Breach::None;
    int duplicates = 0;
    int lost = 0;
    quint32 fired = 0; // bit per Fired slot that fired in this run
    FaultSchedule sites; // where the next fault can go (when asked for)
    QString error;       // Breach::Failed: why

    bool violates() const { return breach == Breach::Duplicate || breach == Breach::Lost || breach == Breach::Stuck; }
};

} // namespace idem
