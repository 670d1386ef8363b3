#pragma once

#include "../analysis/runanalysis.h"

namespace idem {

// What a step of the handler saw when it ran, as values, for the line the
// record highlights: the cache's answer and the entry behind it, whether
// the inbox row was there, whether the effect repeated one. The ui words it.
struct CheckSeen
{
    enum class What : quint8 {
        Nothing,
        CacheMiss,       // reason; entryEnd = when the entry it missed left (or -1)
        CacheHit,        // entrySet = when the entry was stored, by entryConsumer
        RowFound,        // the inbox SELECT found the row
        RowAbsent,
        Claimed,         // the claim inserted the row
        AlreadyClaimed,  // the claim found it there
        UniqueViolation, // the inbox INSERT met the unique key
        EffectFirst,     // the business effect, first time for its key
        EffectRepeated,  // … a second time: a duplicate side effect
        Busy,            // SQLITE_BUSY: the step waits and runs again
        StoreDown,       // the store is unavailable
        Crashed,         // the process died here (point)
    };
    What what = What::Nothing;
    CacheMissReason reason = CacheMissReason::Never;
    SimTime entrySet = -1;
    SimTime entryEnd = -1;
    int entryConsumer = 0;
    qint64 ttlMs = 0;
    CrashPoint point = CrashPoint::Immediate;

    // `analysis` may be null (then a cache answer carries no entry times).
    static CheckSeen of(const Trace &trace, const RunAnalysis *analysis, const Scenario &scenario,
                        std::size_t record);
};

} // namespace idem
