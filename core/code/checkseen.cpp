#include "checkseen.h"

#include "../store/sqlstatements.h"
#include "../store/storestatus.h"

namespace idem {

namespace {
// The record the engine writes right after `record` for the same consumer
// (a skip after the SELECT that found the row, a rollback after a claim
// that inserted nothing), or nullptr.
const TraceRecord *follower(const Trace &trace, std::size_t record)
{
    if (record + 1 >= trace.size() || trace.at(record + 1).actor() != trace.at(record).actor())
        return nullptr;
    return &trace.at(record + 1);
}

CheckSeen ofSql(const Trace &trace, std::size_t record)
{
    CheckSeen seen;
    const TraceRecord &r = trace.at(record);
    const StoreStatus status = StoreStatus(r.sqlStoreStatus());
    if (status == StoreStatus::Busy) {
        seen.what = CheckSeen::What::Busy;
        return seen;
    }
    const TraceRecord *next = follower(trace, record);
    switch (SqlStatement(r.sqlStatementCode())) {
    case SqlStatement::InboxSelect:
        seen.what = next && next->kind() == TraceKind::Skipped && next->guard() == Guard::InboxSelect
            ? CheckSeen::What::RowFound
            : CheckSeen::What::RowAbsent;
        break;
    case SqlStatement::InboxClaim:
        seen.what = next && next->kind() == TraceKind::Sql && SqlStatement(next->sqlStatementCode()) == SqlStatement::Rollback
            ? CheckSeen::What::AlreadyClaimed
            : CheckSeen::What::Claimed;
        break;
    case SqlStatement::InboxInsert:
        if (status == StoreStatus::Constraint)
            seen.what = CheckSeen::What::UniqueViolation;
        break;
    default: break;
    }
    return seen;
}
} // namespace

CheckSeen CheckSeen::of(const Trace &trace, const RunAnalysis *analysis, const Scenario &scenario,
                        std::size_t record)
{
    CheckSeen seen;
    if (record >= trace.size())
        return seen;
    const TraceRecord &r = trace.at(record);
    seen.ttlMs = scenario.strategy.cacheTtlMs;
    const CacheLives::Life *life = analysis && r.message != kNoMessage && r.isConsumer()
        ? analysis->cache().lifeBefore(r.message, quint32(record), r.consumer())
        : nullptr;
    switch (r.kind()) {
    case TraceKind::CacheMiss:
        seen.what = What::CacheMiss;
        seen.reason = r.missReason();
        if (life && r.missReason() != CacheMissReason::Never) {
            seen.entrySet = life->from;
            seen.entryEnd = life->to;
            seen.entryConsumer = life->consumer;
        }
        break;
    case TraceKind::CacheHit:
        seen.what = What::CacheHit;
        if (life) {
            seen.entrySet = life->from;
            seen.entryConsumer = life->consumer;
        }
        break;
    case TraceKind::Sql: return ofSql(trace, record);
    case TraceKind::SideEffect:
        seen.what = r.repeatsEffect() ? What::EffectRepeated : What::EffectFirst;
        break;
    case TraceKind::StoreBusy: seen.what = What::Busy; break;
    case TraceKind::StoreFailed: seen.what = What::StoreDown; break;
    case TraceKind::Crash:
        seen.what = What::Crashed;
        seen.point = r.crashPoint();
        break;
    default: break;
    }
    return seen;
}

} // namespace idem
