#pragma once

#include "../kernel/trace.h"

#include <QString>
#include <optional>

namespace idem {

// The steps of the consumer's handler as a learner reads them in a listing
// (resources/listings/*.cs), one id per thing the engine's handler does
// (core/consumer/consumerinstance.cpp) and per crash point. The listings tag
// their lines with these ids ("// @step commit"); the trace says which step
// each record is (StepWalker). Append, never renumber: a step is stored as a
// byte per record.
enum class CodeStep : quint8 {
    None,            // not the handler's doing (a restart, a join, a rebalance)
    Receive,         // Deliver: the broker hands the message over
    Handle,          // HandleStart: Consume begins
    CacheCheck,      // the cache lookup (a miss goes on)
    CacheHit,        // the id was in the cache: skip
    InboxSelect,     // SELECT in the inbox
    InboxFound,      // the row was there: skip
    Begin,           // BEGIN of the business transaction (or the claim's)
    InboxClaim,      // INSERT … ON CONFLICT DO NOTHING
    ClaimConflict,   // the row was there: roll back, skip
    Work,            // the handler's own work (a slow handler is slow here)
    BusinessWrite,   // the business statement (insert, upsert, balance += 10)
    SendEmail,       // the mail server call, outside every transaction
    InboxInsert,     // the inbox row in the business transaction
    Commit,          // COMMIT of the business transaction: the effect is real
    UniqueViolation, // the unique key refused the inbox row: rolled back
    SeparateBegin,   // db-separate-tx: BEGIN of the inbox's own transaction
    SeparateInsert,  // db-separate-tx: the inbox row
    SeparateCommit,  // db-separate-tx: its COMMIT
    Ack,             // the ack to the broker (batched by ackEvery)
    AckDuplicate,    // the ack of a copy recognised as a duplicate
    CacheSet,        // the id written to the cache
    StoreFailed,     // the store is down: no ack, no skip, retry later
    CrashBeforeHandle,
    CrashAfterSideEffect,
    CrashBetweenCommits,
    CrashAfterCommit,
    CrashAfterAck,
    Count
};

namespace codestep {
// The id the listings use ("inbox-select"); "" for None.
QString id(CodeStep step);
std::optional<CodeStep> fromId(const QString &id);
// The step of a crash at `point`; None for Immediate (a timed crash is
// wherever the handler was: StepWalker resolves it).
CodeStep ofCrashPoint(CrashPoint point);
bool isCrash(CodeStep step);
} // namespace codestep

} // namespace idem
