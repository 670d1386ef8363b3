#include "stepwalker.h"

#include "../consumer/strategytraits.h"
#include "../store/sqlstatements.h"

namespace idem {

StepWalker::StepWalker(const StrategyTraits *traits, Effect effect) : m_traits(traits), m_effect(effect) {}

std::vector<CodeStep> StepWalker::steps(const Trace &trace, const Scenario &scenario)
{
    const auto effect = vocab::effect(scenario.effect);
    StepWalker walker(StrategyTraits::find(scenario.strategy.id), effect.value_or(Effect::InsertOrder));
    std::vector<CodeStep> out;
    out.reserve(trace.size());
    for (std::size_t i = 0; i < trace.size(); ++i)
        out.push_back(walker.next(trace, i));
    return out;
}

CodeStep StepWalker::next(const Trace &trace, std::size_t index)
{
    const TraceRecord &r = trace.at(index);
    if (!r.isConsumer())
        return CodeStep::None;
    if (m_consumers.size() <= r.actor())
        m_consumers.resize(std::size_t(r.actor()) + 1);
    Handling &h = m_consumers[r.actor()];
    if (r.kind() == TraceKind::HandleStart)
        h = Handling();
    const CodeStep step = stepOf(trace, index, h);
    if (step != CodeStep::None && step != CodeStep::Receive)
        h.last = step;
    if (r.kind() == TraceKind::StoreFailed)
        h.separateOpen = false; // the handler starts again from its check
    return step;
}

CodeStep StepWalker::stepOf(const Trace &trace, std::size_t index, Handling &h) const
{
    const TraceRecord &r = trace.at(index);
    const bool inHand = r.message != kNoMessage;
    switch (r.kind()) {
    case TraceKind::Deliver: return CodeStep::Receive;
    case TraceKind::HandleStart: return CodeStep::Handle;
    case TraceKind::SlowHandler: return CodeStep::Work;
    case TraceKind::CacheMiss: return CodeStep::CacheCheck;
    case TraceKind::CacheHit: return CodeStep::CacheHit;
    case TraceKind::Skipped:
        switch (r.guard()) {
        case Guard::InboxSelect: return CodeStep::InboxFound;
        case Guard::InboxClaim: return CodeStep::ClaimConflict;
        case Guard::UniqueKey: return CodeStep::UniqueViolation;
        default: return CodeStep::CacheHit;
        }
    case TraceKind::Sql: return sqlStep(trace, index, h);
    case TraceKind::SideEffect:
        // An email is real when the mail server takes it; a database
        // effect when its transaction commits.
        return m_effect == Effect::SendEmail ? CodeStep::SendEmail : CodeStep::Commit;
    case TraceKind::Commit: return h.separateOpen ? CodeStep::SeparateCommit : CodeStep::Commit;
    case TraceKind::Rollback: return rollbackStep(r, h);
    case TraceKind::StoreBusy: return h.last; // the statement that met the lock, retried
    case TraceKind::StoreFailed: return CodeStep::StoreFailed;
    case TraceKind::AckSent:
    case TraceKind::AckLost: return acksDuplicate(h) ? CodeStep::AckDuplicate : CodeStep::Ack;
    case TraceKind::CacheSet: return CodeStep::CacheSet;
    case TraceKind::Crash:
        h.crash = r.crashPoint() == CrashPoint::Immediate ? (inHand ? h.last : CodeStep::None)
                                                          : codestep::ofCrashPoint(r.crashPoint());
        return h.crash;
    case TraceKind::ConnectionLost: return inHand ? h.last : CodeStep::None;
    default: return CodeStep::None;
    }
}

CodeStep StepWalker::sqlStep(const Trace &trace, std::size_t index, Handling &h) const
{
    const TraceRecord &r = trace.at(index);
    switch (SqlStatement(r.sqlStatementCode())) {
    case SqlStatement::Begin:
        // db-separate-tx's second BEGIN comes once the business effect is done.
        if (m_traits && m_traits->commitsInboxSeparately()
            && (h.last == CodeStep::Commit || h.last == CodeStep::SendEmail
                || h.last == CodeStep::CrashAfterSideEffect || h.separateOpen)) {
            h.separateOpen = true;
            return CodeStep::SeparateBegin;
        }
        return CodeStep::Begin;
    case SqlStatement::Commit: return h.separateOpen ? CodeStep::SeparateCommit : CodeStep::Commit;
    case SqlStatement::Rollback:
        // Written just before the Rollback record that says why; a member
        // leaving the group rolls back with no such record.
        if (index + 1 < trace.size() && trace.at(index + 1).kind() == TraceKind::Rollback
            && trace.at(index + 1).actor() == r.actor())
            return rollbackStep(trace.at(index + 1), h);
        return CodeStep::None;
    case SqlStatement::InboxSelect: return CodeStep::InboxSelect;
    case SqlStatement::InboxClaim: return CodeStep::InboxClaim;
    case SqlStatement::InboxInsert: return h.separateOpen ? CodeStep::SeparateInsert : CodeStep::InboxInsert;
    case SqlStatement::InsertOrder:
    case SqlStatement::UpsertOrder:
    case SqlStatement::IncrementBalance: return CodeStep::BusinessWrite;
    case SqlStatement::SendEmail: return CodeStep::SendEmail;
    case SqlStatement::RetentionDelete:
    case SqlStatement::Count: break;
    }
    return CodeStep::None;
}

// A copy the guard recognised is acked on the skip path (db-separate-tx's
// unique key refuses only the inbox row: its ack is the ordinary one).
bool StepWalker::acksDuplicate(const Handling &h)
{
    return h.last == CodeStep::CacheHit || h.last == CodeStep::InboxFound || h.last == CodeStep::ClaimConflict
        || (h.last == CodeStep::UniqueViolation && !h.separateOpen);
}

CodeStep StepWalker::rollbackStep(const TraceRecord &r, const Handling &h) const
{
    switch (r.rollbackReason()) {
    case RollbackReason::Crash: return h.crash; // rolled back where the process died
    case RollbackReason::UniqueViolation: return CodeStep::UniqueViolation;
    case RollbackReason::AlreadyClaimed: return CodeStep::ClaimConflict;
    case RollbackReason::StoreFailed: return CodeStep::StoreFailed;
    case RollbackReason::Count: break;
    }
    return CodeStep::None;
}

} // namespace idem
