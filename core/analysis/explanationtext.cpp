#include "explanationtext.h"

#include "../kernel/trace.h"

#include <QJsonArray>
#include <QLocale>

namespace idem {

namespace {
using S = Sentence;
using R = Role;

// How a role's value is written, and its summary.json name.
enum class Kind : quint8 { Text, Time, Ms, Span, Consumer, Number, CrashPointWord, GuardWord, CauseWord, Hold };
struct RoleRow
{
    Role role;
    const char *json;
    Kind kind;
};
const RoleRow kRoles[] = {
    {R::Key, "key", Kind::Text},
    {R::Consumer, "consumer", Kind::Consumer},
    {R::OtherConsumer, "otherConsumer", Kind::Consumer},
    {R::Delivery, "delivery", Kind::Number},
    {R::Attempt, "attempt", Kind::Number},
    {R::Count, "count", Kind::Number},
    {R::At, "atMs", Kind::Time},
    {R::From, "fromMs", Kind::Time},
    {R::Until, "untilMs", Kind::Time},
    {R::AppliedAt, "appliedAtMs", Kind::Time},
    {R::FirstAppliedAt, "firstAppliedAtMs", Kind::Time},
    {R::CrashAt, "crashAtMs", Kind::Time},
    {R::CrashPoint, "crashPoint", Kind::CrashPointWord},
    {R::BackAt, "backAtMs", Kind::Time},
    {R::FirstCheckAt, "firstCheckAtMs", Kind::Time},
    {R::SecondCheckAt, "secondCheckAtMs", Kind::Time},
    {R::FirstCommitAt, "firstCommitAtMs", Kind::Time},
    {R::CacheSetAt, "cacheSetAtMs", Kind::Time},
    {R::CacheEndAt, "cacheEndAtMs", Kind::Time},
    {R::LookupAt, "lookupAtMs", Kind::Time},
    {R::Gap, "gapMs", Kind::Span},
    {R::HoldName, "hold", Kind::Hold},
    {R::TimeoutMs, "timeoutMs", Kind::Ms},
    {R::SessionMs, "sessionTimeoutMs", Kind::Ms},
    {R::PollIntervalMs, "maxPollIntervalMs", Kind::Ms},
    {R::AutoCommitMs, "autoCommitIntervalMs", Kind::Ms},
    {R::TtlMs, "cacheTtlMs", Kind::Ms},
    {R::RetentionMs, "retentionMs", Kind::Ms},
    {R::RetryMs, "storeRetryMs", Kind::Ms},
    {R::WindowMs, "dedupWindowMs", Kind::Ms},
    {R::AckEvery, "ackEvery", Kind::Number},
    {R::Limit, "limit", Kind::Number},
    {R::Capacity, "cacheCapacity", Kind::Number},
    {R::Partition, "partition", Kind::Number},
    {R::Offset, "offset", Kind::Number},
    {R::CommittedOffset, "committedOffset", Kind::Number},
    {R::ReadTo, "readToOffset", Kind::Number},
    {R::RereadFrom, "rereadFromOffset", Kind::Number},
    {R::RereadTo, "rereadToOffset", Kind::Number},
    {R::Guard, "guard", Kind::GuardWord},
    {R::Cause, "cause", Kind::CauseWord},
    {R::Effect, "effect", Kind::Text},
    {R::Generation, "generation", Kind::Number},
    {R::Keys, "keys", Kind::Text},
    {R::RoundAt, "roundAtMs", Kind::Time},
    {R::DoneAt, "doneAtMs", Kind::Time},
    {R::AppliedAgainAt, "appliedAgainAtMs", Kind::Time},
    {R::HandlerEndAt, "handlerEndAtMs", Kind::Time},
    {R::RepublishedAt, "republishedAtMs", Kind::Time},
    {R::OtherCrashAt, "otherCrashAtMs", Kind::Time},
    {R::StoredAt, "storedAtMs", Kind::Time},
    {R::AckLostAt, "ackLostAtMs", Kind::Time},
    {R::Allowed, "allowed", Kind::Number},
};
static_assert(std::size(kRoles) == std::size_t(Role::Count_), "one row per role");

const RoleRow &roleRow(Role r)
{
    Q_ASSERT(kRoles[int(r)].role == r);
    return kRoles[int(r)];
}

// One template per sentence, in the order of Sentence. Each is a whole
// sentence (or two): an optional part picks another template, never a
// fragment glued in.
const ExplanationText::Template kTemplates[] = {
    {S::DuplicateApplied, "duplicate-applied",
     QT_TRANSLATE_NOOP("Explainer", "%1 was applied %2 times (expected once)."),
     {R::Key, R::Count}},
    {S::FirstApplied, "first-applied",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 reached %2 at %3 and was applied at %4."),
     {R::Delivery, R::Consumer, R::At, R::AppliedAt}},
    {S::RepeatApplied, "repeat-applied",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 reached %2 at %3 and applied it again at %4."),
     {R::Delivery, R::Consumer, R::At, R::AppliedAt}},
    {S::RepeatAppliedWhileRunning, "repeat-applied-while-running",
     QT_TRANSLATE_NOOP("Explainer", "While that handler was still running, delivery %1 reached %2 at %3 and applied it again at %4."),
     {R::Delivery, R::Consumer, R::At, R::AppliedAt}},
    {S::RepeatOvertook, "repeat-overtook",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 reached %2 at %3 and applied it at %4, before the first handler's own application at %5, which became the repeat."),
     {R::Delivery, R::Consumer, R::At, R::AppliedAt, R::FirstAppliedAt}},
    {S::MoreTheSameWay, "more-the-same-way",
     QT_TRANSLATE_NOOP("Explainer", "It was applied %1 more times the same way."),
     {R::Count}},
    {S::AppliedTooOften, "applied-too-often",
     QT_TRANSLATE_NOOP("Explainer", "%1 was applied %2 times."),
     {R::Key, R::Count}},
    {S::EmailResentAfterRollback, "email-resent-after-rollback",
     QT_TRANSLATE_NOOP("Explainer", "%1 had sent the email at %2, outside the database transaction; the store became unavailable at %3, the transaction was rolled back, and the handler's retry (every %4) ran delivery %5 again once the store was back and sent it again at %6: a rollback cannot unsend an email."),
     {R::Consumer, R::AppliedAt, R::At, R::RetryMs, R::Delivery, R::AppliedAgainAt}},
    {S::BetweenCommitsRetried, "between-commits-retried",
     QT_TRANSLATE_NOOP("Explainer", "The store became unavailable at %1, after %2's business commit at %3 but before its inbox row was written: the strategy commits them separately, so nothing recorded the message as done between the business commit and the inbox commit. The handler's retry (every %4) ran delivery %5 again once the store was back, found no inbox row, and applied it again at %6."),
     {R::At, R::Consumer, R::AppliedAt, R::RetryMs, R::Delivery, R::AppliedAgainAt}},
    {S::DeadLetteredAfter, "dead-lettered-after",
     QT_TRANSLATE_NOOP("Explainer", "After delivery %1 the broker dead-lettered it at %2 (delivery limit %3)."),
     {R::Delivery, R::At, R::Limit}},
    {S::MaxDeliverAfter, "max-deliver-after",
     QT_TRANSLATE_NOOP("Explainer", "After delivery %1 the server stopped delivering it (MaxDeliver %2) at %3; it stays in the stream unacknowledged."),
     {R::Delivery, R::Limit, R::At}},
    {S::AckLostAt, "ack-lost-at",
     QT_TRANSLATE_NOOP("Explainer", "Its ack from %1 at %2 was lost."),
     {R::Consumer, R::AckLostAt}},
    {S::AckLostWithConnection, "ack-lost-with-connection",
     QT_TRANSLATE_NOOP("Explainer", "Its ack from %1 was lost at %2 with the connection, so the broker requeued it at once."),
     {R::Consumer, R::AckLostAt}},
    {S::AckLost, "ack-lost",
     QT_TRANSLATE_NOOP("Explainer", "An ack was lost."),
     {}},
    {S::HoldRanOut, "hold-ran-out",
     QT_TRANSLATE_NOOP("Explainer", "The broker redelivered it when the %1 (%2) that began with the delivery at %3 ran out at %4."),
     {R::HoldName, R::TimeoutMs, R::From, R::Until}},
    {S::HoldPassed, "hold-passed",
     QT_TRANSLATE_NOOP("Explainer", "The broker redelivered it after the %1 (%2)."),
     {R::HoldName, R::TimeoutMs}},
    {S::RequeuedAtOnce, "requeued-at-once",
     QT_TRANSLATE_NOOP("Explainer", "The broker requeued it at once."),
     {}},
    {S::HandedOutAgain, "handed-out-again",
     QT_TRANSLATE_NOOP("Explainer", "The broker handed it out again."),
     {}},
    {S::HandedOutAgainWhenBack, "handed-out-again-when-back",
     QT_TRANSLATE_NOOP("Explainer", "The broker handed it out again once back at %1."),
     {R::BackAt}},
    {S::CrashedBeforeAckAt, "crashed-before-ack-at",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed at %2 (%3) before acking it."),
     {R::Consumer, R::CrashAt, R::CrashPoint}},
    {S::CrashedBeforeAck, "crashed-before-ack",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed before acking it."),
     {R::Consumer}},
    {S::CrashedWithItUnacked, "crashed-with-it-unacked",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed at %2 (%3) with it delivered and not yet acked."),
     {R::Consumer, R::CrashAt, R::CrashPoint}},
    {S::CrashedBatchWaiting, "crashed-batch-waiting",
     QT_TRANSLATE_NOOP("Explainer", "%1 had handled it, but it acks every %2 messages and that ack was still waiting for the rest of its batch when %1 crashed at %3 (%4)."),
     {R::Consumer, R::AckEvery, R::CrashAt, R::CrashPoint}},
    {S::SlowHandlerHold, "slow-handler-hold",
     QT_TRANSLATE_NOOP("Explainer", "%1 had not acked it within the %2 (%3) (the handler was too slow): the hold began with the delivery at %4 and ran out at %5, while the first handler was still running (until %6), so the broker handed it out again."),
     {R::Consumer, R::HoldName, R::TimeoutMs, R::From, R::Until, R::HandlerEndAt}},
    {S::SlowHandler, "slow-handler",
     QT_TRANSLATE_NOOP("Explainer", "%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker handed it out again while the first handler was still running."),
     {R::Consumer, R::HoldName, R::TimeoutMs}},
    {S::SlowHandlerLateAckAt, "slow-handler-late-ack-at",
     QT_TRANSLATE_NOOP("Explainer", "%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker made it visible again at %4; the first handler's ack at %5 came too late to count, and the copy was handed out at %6."),
     {R::Consumer, R::HoldName, R::TimeoutMs, R::Until, R::HandlerEndAt, R::At}},
    {S::SlowHandlerLateAck, "slow-handler-late-ack",
     QT_TRANSLATE_NOOP("Explainer", "%1 had not acked it within the %2 (%3) (the handler was too slow), so the broker made it visible again; the first handler's ack at %4 came too late to count, and the copy was handed out at %5."),
     {R::Consumer, R::HoldName, R::TimeoutMs, R::HandlerEndAt, R::At}},
    {S::RestartDrainedBufferAt, "restart-drained-buffer-at",
     QT_TRANSLATE_NOOP("Explainer", "The broker restarted at %1 and closed %2's connection, but its client library still handed out the deliveries it had already read: %2 handled this one at %3 from that buffer, and its ack could not be sent."),
     {R::At, R::Consumer, R::From}},
    {S::RestartDrainedBuffer, "restart-drained-buffer",
     QT_TRANSLATE_NOOP("Explainer", "The broker restarted and closed %1's connection, but its client library still handed out the deliveries it had already read: %1 handled this one at %2 from that buffer, and its ack could not be sent."),
     {R::Consumer, R::From}},
    {S::RestartWhileRunning, "restart-while-running",
     QT_TRANSLATE_NOOP("Explainer", "The broker restarted at %1 while %2's handler was still running (%3 to %4); the connection was gone, so its ack could not be sent."),
     {R::At, R::Consumer, R::From, R::Until}},
    {S::RestartBatchWaiting, "restart-batch-waiting",
     QT_TRANSLATE_NOOP("Explainer", "%1 had finished it at %2, but it acks every %3 messages and that ack had not been sent when the broker restarted at %4; the broker took it back as not acknowledged."),
     {R::Consumer, R::HandlerEndAt, R::AckEvery, R::At}},
    {S::RestartHandedOut, "restart-handed-out",
     QT_TRANSLATE_NOOP("Explainer", "The broker restarted at %1 and handed out again everything not yet acknowledged."),
     {R::At}},
    {S::RestartUnknown, "restart-unknown",
     QT_TRANSLATE_NOOP("Explainer", "The broker restarted and handed out again everything not yet acknowledged."),
     {}},
    {S::RestartHandedOutBack, "restart-handed-out-back",
     QT_TRANSLATE_NOOP("Explainer", "The broker restarted at %1 and, once back at %2, handed out again everything not yet acknowledged."),
     {R::At, R::BackAt}},
    {S::WhyCameAgain, "why-came-again",
     QT_TRANSLATE_NOOP("Explainer", "Why it came again:"),
     {}},
    {S::LeftBatchWaiting, "left-batch-waiting",
     QT_TRANSLATE_NOOP("Explainer", "%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when %1 left the queue at %4 (consumer-leave), so the broker requeued every unacked delivery at once."),
     {R::Consumer, R::AppliedAt, R::AckEvery, R::At}},
    {S::LeftBeforeAck, "left-before-ack",
     QT_TRANSLATE_NOOP("Explainer", "%1 left the queue at %2 (consumer-leave) before its ack was sent, so the broker requeued every unacked delivery at once."),
     {R::Consumer, R::At}},
    {S::DroppedBatchWaitingAt, "dropped-batch-waiting-at",
     QT_TRANSLATE_NOOP("Explainer", "%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when its connection dropped at %4, so the broker requeued every unacked delivery at once."),
     {R::Consumer, R::AppliedAt, R::AckEvery, R::At}},
    {S::DroppedBatchWaiting, "dropped-batch-waiting",
     QT_TRANSLATE_NOOP("Explainer", "%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when its connection dropped, so the broker requeued every unacked delivery at once."),
     {R::Consumer, R::AppliedAt, R::AckEvery}},
    {S::DroppedBeforeBatchAckAt, "dropped-before-batch-ack-at",
     QT_TRANSLATE_NOOP("Explainer", "%1's connection dropped at %2 before its ack (every %3 messages) was sent, so the broker requeued every unacked delivery at once."),
     {R::Consumer, R::At, R::AckEvery}},
    {S::DroppedBeforeBatchAck, "dropped-before-batch-ack",
     QT_TRANSLATE_NOOP("Explainer", "%1's connection dropped before its ack (every %2 messages) was sent, so the broker requeued every unacked delivery at once."),
     {R::Consumer, R::AckEvery}},
    {S::DroppedBeforeAckAt, "dropped-before-ack-at",
     QT_TRANSLATE_NOOP("Explainer", "%1's connection dropped at %2 before its ack was sent."),
     {R::Consumer, R::At}},
    {S::DroppedBeforeAck, "dropped-before-ack",
     QT_TRANSLATE_NOOP("Explainer", "%1's connection dropped before its ack was sent."),
     {R::Consumer}},
    {S::PublishAckLostRetriedAt, "publish-ack-lost-retried-at",
     QT_TRANSLATE_NOOP("Explainer", "The producer's publish ack was lost at %1, so when its publish timeout (%2) ran out it published again at %3 (attempt %4)."),
     {R::At, R::TimeoutMs, R::RepublishedAt, R::Attempt}},
    {S::PublishAckLostRetried, "publish-ack-lost-retried",
     QT_TRANSLATE_NOOP("Explainer", "The producer's publish ack was lost, so when its publish timeout (%1) ran out it published again at %2 (attempt %3)."),
     {R::TimeoutMs, R::RepublishedAt, R::Attempt}},
    {S::PublishAckLostAt, "publish-ack-lost-at",
     QT_TRANSLATE_NOOP("Explainer", "The producer's publish ack was lost at %1, so it published again (attempt %2)."),
     {R::At, R::Attempt}},
    {S::PublishAckLost, "publish-ack-lost",
     QT_TRANSLATE_NOOP("Explainer", "The producer's publish ack was lost, so it published again (attempt %1)."),
     {R::Attempt}},
    {S::RetryNewRecord, "retry-new-record",
     QT_TRANSLATE_NOOP("Explainer", "It went out as a new send by the application, a new record: enable.idempotence only drops the client library's own retries of a batch (same producer id and sequence number)."),
     {}},
    {S::RetryNewId, "retry-new-id",
     QT_TRANSLATE_NOOP("Explainer", "It went out with a new message id (new-per-attempt), which the broker's duplicate detection cannot recognise."),
     {}},
    {S::RetryNoBrokerDedup, "retry-no-broker-dedup",
     QT_TRANSLATE_NOOP("Explainer", "This broker has no publish-side duplicate detection."),
     {}},
    {S::RetryAfterWindow, "retry-after-window",
     QT_TRANSLATE_NOOP("Explainer", "It went out after the broker's %1 duplicate-detection window had passed."),
     {R::WindowMs}},
    {S::Rejected, "rejected",
     QT_TRANSLATE_NOOP("Explainer", "The message was rejected and requeued."),
     {}},
    {S::StaticRejoinAt, "static-rejoin-at",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed at %2 and came back at %3 within session.timeout.ms (%4): static member rejoined (no rebalance) with its group.instance.id, kept its partitions and re-read them from the last committed offset."),
     {R::Consumer, R::CrashAt, R::At, R::SessionMs}},
    {S::RereadAutoCommit, "reread-auto-commit",
     QT_TRANSLATE_NOOP("Explainer", "The partition's owner re-read it from the last committed offset (auto-commit every %1)."),
     {R::AutoCommitMs}},
    {S::RereadBatchCommit, "reread-batch-commit",
     QT_TRANSLATE_NOOP("Explainer", "The partition's owner re-read it from the last committed offset (offsets committed after each batch)."),
     {}},
    {S::LastCommitAt, "last-commit-at",
     QT_TRANSLATE_NOOP("Explainer", "Partition %1's last commit was offset %2, at %3 by %4."),
     {R::Partition, R::CommittedOffset, R::At, R::Consumer}},
    {S::NothingCommitted, "nothing-committed",
     QT_TRANSLATE_NOOP("Explainer", "Nothing had been committed on partition %1 yet (offset %2)."),
     {R::Partition, R::CommittedOffset}},
    {S::RereadOffsets, "reread-offsets",
     QT_TRANSLATE_NOOP("Explainer", "%1 had read on to offset %2, so %3 re-read offsets %4–%5, and this record (offset %6) a second time."),
     {R::OtherConsumer, R::ReadTo, R::Consumer, R::RereadFrom, R::RereadTo, R::Offset}},
    {S::RejoinAfterPollInterval, "rejoin-after-poll-interval",
     QT_TRANSLATE_NOOP("Explainer", "A handler took longer than max.poll.interval.ms (%1), so its consumer was removed from the group while still working; its offset commit failed, it rejoined at %2, and the group rebalanced."),
     {R::PollIntervalMs, R::RoundAt}},
    {S::CooperativeRounds, "cooperative-rounds",
     QT_TRANSLATE_NOOP("Explainer", "Cooperative rebalance, revoked in round 1, assigned in round 2: the first round took the partition from its owner, which rejoined at once; the second round, at %1, assigned it to its new owner."),
     {R::RoundAt}},
    {S::JoinAfterCrash, "join-after-crash",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed at %2 and came back at %3 as a new member; the group waited until the crashed member expired after session timeout (%4 after its last heartbeat) and rebalanced at %5."),
     {R::Consumer, R::CrashAt, R::RoundAt, R::SessionMs, R::DoneAt}},
    {S::Joined, "joined",
     QT_TRANSLATE_NOOP("Explainer", "A consumer joined at %1, and the group rebalanced."),
     {R::RoundAt}},
    {S::Left, "left",
     QT_TRANSLATE_NOOP("Explainer", "A consumer left at %1, and the group rebalanced."),
     {R::RoundAt}},
    {S::StaticLeft, "static-left",
     QT_TRANSLATE_NOOP("Explainer", "A static member left without a LeaveGroup; member expired after session timeout (%1 after its last heartbeat), and the group rebalanced at %2."),
     {R::SessionMs, R::RoundAt}},
    {S::CrashedWhileRebalancing, "crashed-while-rebalancing",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed at %2, while the group was already rebalancing: %3 (crashed at %4) had expired at %5; the rebalance waited until %1's member expired after session timeout (%6 after its last heartbeat) as well, and completed at %7."),
     {R::Consumer, R::CrashAt, R::OtherConsumer, R::OtherCrashAt, R::RoundAt, R::SessionMs, R::DoneAt}},
    {S::CrashedRoundWaited, "crashed-round-waited",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed at %2; member expired after session timeout (%3 after its last heartbeat), the group began to rebalance at %4; the rebalance completed only at %5, once %6 (crashed at %7) had expired as well."),
     {R::Consumer, R::CrashAt, R::SessionMs, R::RoundAt, R::DoneAt, R::OtherConsumer, R::OtherCrashAt}},
    {S::CrashedSessionExpired, "crashed-session-expired",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed at %2; member expired after session timeout (%3 after its last heartbeat), and the group rebalanced at %4."),
     {R::Consumer, R::CrashAt, R::SessionMs, R::RoundAt}},
    {S::PollIntervalOwnHandler, "poll-interval-own-handler",
     QT_TRANSLATE_NOOP("Explainer", "%1's handler (running %2 to %3) took longer than max.poll.interval.ms (%4), so %1 was removed from the group at %5 while still working."),
     {R::Consumer, R::From, R::Until, R::PollIntervalMs, R::RoundAt}},
    {S::PollIntervalCommitFailed, "poll-interval-commit-failed",
     QT_TRANSLATE_NOOP("Explainer", "A handler of %1 took longer than max.poll.interval.ms (%2), so %1 was removed from the group at %3 while still working (its offset commit failed when it was done, at %4)."),
     {R::Consumer, R::PollIntervalMs, R::RoundAt, R::At}},
    {S::PollInterval, "poll-interval",
     QT_TRANSLATE_NOOP("Explainer", "A handler took longer than max.poll.interval.ms (%1), so its consumer was removed from the group at %2 while still working."),
     {R::PollIntervalMs, R::RoundAt}},
    {S::OwnerCrashedSessionWait, "owner-crashed-session-wait",
     QT_TRANSLATE_NOOP("Explainer", "%1 had read it, then crashed at %2 before its offset was committed, and its progress died with it; the round that started at %3 could complete only once %1's session (session.timeout.ms %4) had expired, at %5."),
     {R::Consumer, R::CrashAt, R::RoundAt, R::SessionMs, R::DoneAt}},
    {S::OwnerCrashed, "owner-crashed",
     QT_TRANSLATE_NOOP("Explainer", "%1 had read it, then crashed at %2 before its offset was committed, and its progress died with it; the round that started at %3 completed at %4."),
     {R::Consumer, R::CrashAt, R::RoundAt, R::DoneAt}},
    {S::NoDedup, "no-dedup",
     QT_TRANSLATE_NOOP("Explainer", "The strategy \"none\" does not deduplicate."),
     {}},
    {S::NewIdPerAttempt, "new-id-per-attempt",
     QT_TRANSLATE_NOOP("Explainer", "The copy carried a new message id (new-per-attempt), so no message-id deduplication could recognise it."),
     {}},
    {S::EmailAfterCrash, "email-after-crash",
     QT_TRANSLATE_NOOP("Explainer", "The email is sent outside the database transaction: %1 crashed after sending it and before its inbox row was committed, and no rollback can unsend an email."),
     {R::Consumer}},
    {S::EmailOutsideTransaction, "email-outside-transaction",
     QT_TRANSLATE_NOOP("Explainer", "The email is sent outside the database transaction, before the inbox row is committed."),
     {}},
    {S::NaturalBalance, "natural-balance",
     QT_TRANSLATE_NOOP("Explainer", "Natural idempotency needs an idempotent operation, and \"balance += 10\" is not one."),
     {}},
    {S::NaturalNotIdempotent, "natural-not-idempotent",
     QT_TRANSLATE_NOOP("Explainer", "Natural idempotency needs an idempotent operation, and \"%1\" is not one."),
     {R::Effect}},
    {S::RetentionDeleted, "retention-deleted",
     QT_TRANSLATE_NOOP("Explainer", "Its inbox row had been deleted by the retention cleanup at %1 (retention %2) before the duplicate arrived."),
     {R::At, R::RetentionMs}},
    {S::CrashedBetweenCommits, "crashed-between-commits",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed between the business commit and the inbox commit, so the inbox never recorded it."),
     {R::Consumer}},
    {S::ClaimAfterCommit, "claim-after-commit",
     QT_TRANSLATE_NOOP("Explainer", "Claim first counts on the inbox's unique key to refuse a second claim; without a unique key on inbox, %1's claim at %2 inserted a second row for the message id, although %3 had claimed it at %4 and committed at %5."),
     {R::Consumer, R::SecondCheckAt, R::OtherConsumer, R::FirstCheckAt, R::FirstCommitAt}},
    {S::ClaimsBoth, "claims-both",
     QT_TRANSLATE_NOOP("Explainer", "Claim first counts on the inbox's unique key to refuse a second claim; without a unique key on inbox, both claims of the message id succeeded: %1's at %2 and %3's at %4 (the first commit came at %5)."),
     {R::Consumer, R::FirstCheckAt, R::OtherConsumer, R::SecondCheckAt, R::FirstCommitAt}},
    {S::RaceNoUniqueKey, "race-no-unique-key",
     QT_TRANSLATE_NOOP("Explainer", "Both handlers checked the inbox before either committed, and without the unique key on inbox both commits succeeded (race)."),
     {}},
    {S::RaceBeforeCommit, "race-before-commit",
     QT_TRANSLATE_NOOP("Explainer", "The duplicate checked the inbox before the first transaction had committed (race)."),
     {}},
    {S::NotRecognised, "not-recognised",
     QT_TRANSLATE_NOOP("Explainer", "The strategy did not recognise it."),
     {}},
    {S::ChecksRaced, "checks-raced",
     QT_TRANSLATE_NOOP("Explainer", "%1's check at %2 found nothing, and %3's check at %4 found nothing either, because %1's handler (running %5 to %6) had not committed yet; the first commit came only at %7."),
     {R::Consumer, R::FirstCheckAt, R::OtherConsumer, R::SecondCheckAt, R::From, R::Until, R::FirstCommitAt}},
    {S::CacheExpired, "cache-expired",
     QT_TRANSLATE_NOOP("Explainer", "Its id had expired from the cache (TTL %1) before the duplicate arrived."),
     {R::TtlMs}},
    {S::CacheEvicted, "cache-evicted",
     QT_TRANSLATE_NOOP("Explainer", "Its id had been evicted from the cache (capacity %1 entries)."),
     {R::Capacity}},
    {S::CacheFlushed, "cache-flushed",
     QT_TRANSLATE_NOOP("Explainer", "The cache was flushed before the duplicate arrived."),
     {}},
    {S::CacheDiedWithCrash, "cache-died-with-crash",
     QT_TRANSLATE_NOOP("Explainer", "The in-process cache died with %1's crash."),
     {R::Consumer}},
    {S::CrashedBeforeCacheSet, "crashed-before-cache-set",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed (%2) before it stored the id in the cache, which is not atomic with the business commit."),
     {R::Consumer, R::CrashPoint}},
    {S::CacheRace, "cache-race",
     QT_TRANSLATE_NOOP("Explainer", "The first handler had not finished yet when the duplicate checked the cache (check-then-act race)."),
     {}},
    {S::CacheSetLate, "cache-set-late",
     QT_TRANSLATE_NOOP("Explainer", "%1 put the id into the cache only at %2, when its handler was done, after %3's lookup at %4."),
     {R::Consumer, R::CacheSetAt, R::OtherConsumer, R::LookupAt}},
    {S::LocalCacheOther, "local-cache-other",
     QT_TRANSLATE_NOOP("Explainer", "%1's in-process cache cannot know what %2 processed."),
     {R::Consumer, R::OtherConsumer}},
    {S::NotInCache, "not-in-cache",
     QT_TRANSLATE_NOOP("Explainer", "The id was not in the cache."),
     {}},
    {S::CachedExpiredAt, "cached-expired-at",
     QT_TRANSLATE_NOOP("Explainer", "It was cached at %1 and expired at %2, %3 before the duplicate's lookup at %4."),
     {R::CacheSetAt, R::CacheEndAt, R::Gap, R::LookupAt}},
    {S::CachedFlushedAt, "cached-flushed-at",
     QT_TRANSLATE_NOOP("Explainer", "It was cached at %1 and flushed at %2."),
     {R::CacheSetAt, R::CacheEndAt}},
    {S::CachedAt, "cached-at",
     QT_TRANSLATE_NOOP("Explainer", "It was cached at %1."),
     {R::CacheSetAt}},
    {S::CachedLostAt, "cached-lost-at",
     QT_TRANSLATE_NOOP("Explainer", "It was cached at %1 and lost at %2."),
     {R::CacheSetAt, R::CacheEndAt}},
    {S::CachedEvicted, "cached-evicted",
     QT_TRANSLATE_NOOP("Explainer", "It was cached at %1; newer ids pushed it out before the duplicate's lookup at %2."),
     {R::CacheSetAt, R::LookupAt}},
    {S::NeverApplied, "never-applied",
     QT_TRANSLATE_NOOP("Explainer", "%1 was never applied."),
     {R::Key}},
    {S::SkippedWithoutWork, "skipped-without-work",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 to %2 at %3 was skipped as a duplicate (%4) although no effect had been committed: the id was recorded but the work was not."),
     {R::Delivery, R::Consumer, R::At, R::Guard}},
    {S::CachedBeforeCommit, "cached-before-commit",
     QT_TRANSLATE_NOOP("Explainer", "The id went into the cache before the commit (cacheWrite before-commit), then %1 crashed at %2 (%3) and SQLite rolled the work back."),
     {R::Consumer, R::CrashAt, R::CrashPoint}},
    {S::OffsetResetJumped, "offset-reset-jumped",
     QT_TRANSLATE_NOOP("Explainer", "Offset reset to latest: %1 records skipped, this one among them. It was written to partition %2 (offset %3) at %4; when %5 took the partition at %6 nothing had been committed on it, so with auto.offset.reset latest it started at the log end and no consumer ever read it."),
     {R::Count, R::Partition, R::Offset, R::StoredAt, R::Consumer, R::At}},
    {S::NoConsumerLeft, "no-consumer-left",
     QT_TRANSLATE_NOOP("Explainer", "No consumer ever handled it: none was left to take the queue."),
     {}},
    {S::EveryHandlingInterrupted, "every-handling-interrupted",
     QT_TRANSLATE_NOOP("Explainer", "Every handling of it was interrupted before its commit."),
     {}},
    {S::ProducerGaveUp, "producer-gave-up",
     QT_TRANSLATE_NOOP("Explainer", "%1: the producer gave up after %2 attempts; the broker never stored it."),
     {R::Key, R::Count}},
    {S::StoppedAfterMaxDeliver, "stopped-after-max-deliver",
     QT_TRANSLATE_NOOP("Explainer", "%1: message stopped after MaxDeliver at %2 after %3 deliveries (MaxDeliver %4): it stays in the stream unacknowledged, one MAX_DELIVERIES advisory was published, and its effect was never applied."),
     {R::Key, R::At, R::Count, R::Limit}},
    {S::DeadLetteredReturns, "dead-lettered-returns",
     QT_TRANSLATE_NOOP("Explainer", "%1: dead-lettered at %2 after %3 deliveries: the delivery limit (x-delivery-limit %4) counts returns, not deliveries, so limit %4 allows %5 deliveries and return %3 went over it; its effect was never applied."),
     {R::Key, R::At, R::Count, R::Limit, R::Allowed}},
    {S::DeadLetteredLimit, "dead-lettered-limit",
     QT_TRANSLATE_NOOP("Explainer", "%1: dead-lettered at %2 after %3 deliveries (limit %4); its effect was never applied."),
     {R::Key, R::At, R::Count, R::Limit}},
    {S::NeverReachedHandler, "never-reached-handler",
     QT_TRANSLATE_NOOP("Explainer", "It never reached a handler: each delivery was still waiting in a prefetch buffer, behind a message whose handler did not finish, when the broker took it back."),
     {}},
    {S::HowDeliveriesEnded, "how-deliveries-ended",
     QT_TRANSLATE_NOOP("Explainer", "This is how each delivery ended."),
     {}},
    {S::EndedCrashed, "ended-crashed",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 at %2: %3 crashed at %4 (%5)."),
     {R::Delivery, R::At, R::Consumer, R::CrashAt, R::CrashPoint}},
    {S::EndedAckLost, "ended-ack-lost",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 at %2: applied, its ack lost at %3."),
     {R::Delivery, R::At, R::AckLostAt}},
    {S::EndedSkipped, "ended-skipped",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 at %2: skipped as a duplicate, not acknowledged in time."),
     {R::Delivery, R::At}},
    {S::EndedNotAcked, "ended-not-acked",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 at %2: not acknowledged in time."),
     {R::Delivery, R::At}},
    {S::EndedMore, "ended-more",
     QT_TRANSLATE_NOOP("Explainer", "%1 more deliveries are not listed here."),
     {R::Count}},
    {S::FirstDeliveryOvertaken, "first-delivery-overtaken",
     QT_TRANSLATE_NOOP("Explainer", "This was the first delivery; its handler ran from %1 to %2."),
     {R::From, R::Until}},
    {S::OvertakerAppliedFirst, "overtaker-applied-first",
     QT_TRANSLATE_NOOP("Explainer", "%1 applied that copy first, at %2; this handler applied it again at %3."),
     {R::OtherConsumer, R::FirstAppliedAt, R::AppliedAt}},
    {S::WaitedInPrefetch, "waited-in-prefetch",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 had reached %2 at %3 but was still waiting in its prefetch buffer, never processed."),
     {R::Delivery, R::Consumer, R::At}},
    {S::StampedRedelivered, "stamped-redelivered",
     QT_TRANSLATE_NOOP("Explainer", "The broker stamps this copy redelivered although no handler had seen it."),
     {}},
    {S::WaitedForGroup, "waited-for-group",
     QT_TRANSLATE_NOOP("Explainer", "Why it waited: it was ready at %1 but handed out only at %2, because %3 of the same message group was in flight until %4; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again)."),
     {R::From, R::Until, R::Keys, R::At}},
    {S::RebalanceStarted, "rebalance-started",
     QT_TRANSLATE_NOOP("Explainer", "A consumer-group rebalance started at %1."),
     {R::At}},
    {S::RebalanceCompleted, "rebalance-completed",
     QT_TRANSLATE_NOOP("Explainer", "The rebalance completed (generation %1): every moved partition starts again at its last committed offset."),
     {R::Generation}},
    {S::StaticRejoinedRecord, "static-rejoined-record",
     QT_TRANSLATE_NOOP("Explainer", "Static member rejoined (no rebalance): %1 came back at %2 with its group.instance.id within its session (session.timeout.ms %3); it kept its partitions and reads them again from the last committed offsets."),
     {R::Consumer, R::At, R::SessionMs}},
    {S::CommitRefused, "commit-refused",
     QT_TRANSLATE_NOOP("Explainer", "Offset commit refused at %1: %2 had already been removed from the group (its session or poll interval had run out), so the offsets it processed since its last successful commit never count and the partition's new owner reads those records again."),
     {R::At, R::Consumer}},
    {S::OffsetResetRecord, "offset-reset-record",
     QT_TRANSLATE_NOOP("Explainer", "Offset reset to latest: %1 records skipped, never processed by anyone. %2 took partition %3 at %4 with no committed offset on it, so it started at the log end (auto.offset.reset latest)."),
     {R::Count, R::Consumer, R::Partition, R::At}},
    {S::CrashedRecord, "crashed-record",
     QT_TRANSLATE_NOOP("Explainer", "%1 crashed at %2 (%3)."),
     {R::Consumer, R::CrashAt, R::CrashPoint}},
    {S::UnackedBackAtOnce, "unacked-back-at-once",
     QT_TRANSLATE_NOOP("Explainer", "Every delivery it had not acked comes back at once: its channel closed."),
     {}},
    {S::UnackedBackAfterHold, "unacked-back-after-hold",
     QT_TRANSLATE_NOOP("Explainer", "Every delivery it had not acked comes back after the %1 (%2)."),
     {R::HoldName, R::TimeoutMs}},
    {S::OwnedPartitionAt, "owned-partition-at",
     QT_TRANSLATE_NOOP("Explainer", "It owned partition %1, committed up to offset %2 at %3, and had read on to offset %4."),
     {R::Partition, R::CommittedOffset, R::At, R::ReadTo}},
    {S::OwnedPartition, "owned-partition",
     QT_TRANSLATE_NOOP("Explainer", "It owned partition %1, committed up to offset %2, and had read on to offset %3."),
     {R::Partition, R::CommittedOffset, R::ReadTo}},
    {S::ReadAgain, "read-again",
     QT_TRANSLATE_NOOP("Explainer", "After the group rebalanced, %1 read partition %2 again from offset %3 at %4, so offsets %3–%5 were processed twice."),
     {R::Consumer, R::Partition, R::RereadFrom, R::At, R::RereadTo}},
    {S::CoordinatorRestartedBack, "coordinator-restarted-back",
     QT_TRANSLATE_NOOP("Explainer", "The broker and its group coordinator restarted at %1; it was back at %2. The coordinator loaded the group back from __consumer_offsets with its members and generation: no rebalance, every consumer goes on from its own position, nothing is read twice."),
     {R::At, R::BackAt}},
    {S::CoordinatorRestarted, "coordinator-restarted",
     QT_TRANSLATE_NOOP("Explainer", "The broker and its group coordinator restarted at %1. The coordinator loaded the group back from __consumer_offsets with its members and generation: no rebalance, every consumer goes on from its own position, nothing is read twice."),
     {R::At}},
    {S::BrokerRestartedBack, "broker-restarted-back",
     QT_TRANSLATE_NOOP("Explainer", "The broker restarted at %1; it was back at %2."),
     {R::At, R::BackAt}},
    {S::BrokerRestarted, "broker-restarted",
     QT_TRANSLATE_NOOP("Explainer", "The broker restarted at %1."),
     {R::At}},
    {S::TookBackListed, "took-back-listed",
     QT_TRANSLATE_NOOP("Explainer", "It closed every connection and took back the %1 deliveries not yet acknowledged (%2); it hands them out again, with the redelivered flag, once back."),
     {R::Count, R::Keys}},
    {S::TookBack, "took-back",
     QT_TRANSLATE_NOOP("Explainer", "It closed every connection and took back the %1 deliveries not yet acknowledged; it hands them out again, with the redelivered flag, once back."),
     {R::Count}},
    {S::BuffersDrained, "buffers-drained",
     QT_TRANSLATE_NOOP("Explainer", "The client libraries still handed out what they had already read (consumers.drainBufferAfterBrokerClose): %1 acks for those could not be sent, so those messages come back too."),
     {R::Count}},
    {S::StoryDelivery, "story-delivery",
     QT_TRANSLATE_NOOP("Explainer", "%1: delivery %2 to %3 (%4)."),
     {R::At, R::Delivery, R::Consumer, R::Cause}},
    {S::StoryApplied, "story-applied",
     QT_TRANSLATE_NOOP("Explainer", "Applied at %1."),
     {R::AppliedAt}},
    {S::StoryAppliedAgain, "story-applied-again",
     QT_TRANSLATE_NOOP("Explainer", "Store unavailable at %1, applied again by the retry at %2."),
     {R::At, R::AppliedAgainAt}},
    {S::StorySkipped, "story-skipped",
     QT_TRANSLATE_NOOP("Explainer", "Skipped by %1."),
     {R::Guard}},
    {S::StoryCrashed, "story-crashed",
     QT_TRANSLATE_NOOP("Explainer", "Crashed (%1)."),
     {R::CrashPoint}},
    {S::StoryAckLost, "story-ack-lost",
     QT_TRANSLATE_NOOP("Explainer", "Ack lost."),
     {}},
    {S::WaitedForGroupMany, "waited-for-group-many",
     QT_TRANSLATE_NOOP("Explainer", "Why it waited: it was ready at %1 but handed out only at %2, because %3 of the same message group were in flight until %4; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again)."),
     {R::From, R::Until, R::Keys, R::At}},
    {S::WaitedForOwnCopy, "waited-for-own-copy",
     QT_TRANSLATE_NOOP("Explainer", "Why it waited: it was ready at %1 but handed out only at %2, because an earlier copy of it was in flight until %3; SQS FIFO hands out no more of a message group while one of its messages is in flight (received, not yet deleted or visible again)."),
     {R::From, R::Until, R::At}},
    {S::GroupHoldsNote, "group-holds-note",
     QT_TRANSLATE_NOOP("Explainer", "Deliveries held back by their message group: %1 (a group's next message is not delivered while an earlier one is in flight). The longest wait was %2's, %3."),
     {R::Count, R::Key, R::Gap}},
    {S::OffsetResetPastHandled, "offset-reset-past-handled",
     QT_TRANSLATE_NOOP("Explainer", "Offset reset to latest past a record in hand: %1 records skipped, this one among them. Delivery %2 to %3 at %4 ended at %5 before its offset was committed (partition %6, offset %7); when %8 took the partition at %9 nothing had been committed on it, so with auto.offset.reset latest it started at the log end and no consumer read the record again."),
     {R::Count, R::Delivery, R::OtherConsumer, R::From, R::HandlerEndAt, R::Partition, R::Offset, R::Consumer, R::At}},
    {S::LastConsumerLeft, "last-consumer-left",
     QT_TRANSLATE_NOOP("Explainer", "Its last handling, delivery %1 to %2 at %3, ended at %4 before its commit, and the broker had no consumer left to hand it to again: the last one, %5, left at %6."),
     {R::Delivery, R::OtherConsumer, R::From, R::HandlerEndAt, R::Consumer, R::At}},
    {S::CheckHeldTimes, "check-held-times",
     QT_TRANSLATE_NOOP("Explainer", "Your database holds %1 %2 times (expected once). What your consumer did with each delivery happened in your own code and was not observed; this is what the wire carried."),
     {R::Key, R::Count}},
    {S::CheckHeldNone, "check-held-none",
     QT_TRANSLATE_NOOP("Explainer", "Your database holds no effect of %1. What your consumer did with each delivery happened in your own code and was not observed; this is what the wire carried."),
     {R::Key}},
    {S::CheckDelivered, "check-delivered",
     QT_TRANSLATE_NOOP("Explainer", "Delivery %1 reached %2 at %3."),
     {R::Delivery, R::Consumer, R::At}},
};
static_assert(std::size(kTemplates) == std::size_t(Sentence::Count), "one template per sentence");

QString msText(qint64 ms)
{
    if (ms % 1000 == 0)
        return QStringLiteral("%1 s").arg(ms / 1000);
    return QStringLiteral("%1 ms").arg(ms);
}

QString spanText(SimTime d)
{
    // "20.0 s" or "350 ms": how long, rounded to what a reader compares.
    if (d >= 1000 * 1000)
        return QLocale::c().toString(double(d) / 1e6, 'f', 1) + QStringLiteral(" s");
    return QStringLiteral("%1 ms").arg(d / 1000);
}
} // namespace

QString formatSeconds(SimTime t)
{
    return QLocale::c().toString(double(t) / 1e6, 'f', 3) + QStringLiteral(" s");
}

bool ExplanationPart::has(Role role) const
{
    return std::any_of(values.cbegin(), values.cend(), [role](const ExplanationValue &v) { return v.role == role; });
}

qint64 ExplanationPart::number(Role role, qint64 fallback) const
{
    for (const ExplanationValue &v : values) {
        if (v.role == role)
            return v.number;
    }
    return fallback;
}

QString ExplanationPart::text(Role role) const
{
    for (const ExplanationValue &v : values) {
        if (v.role == role)
            return v.text;
    }
    return {};
}

ExplanationPart &ExplanationPart::set(Role role, qint64 n)
{
    values.append({role, n, {}});
    return *this;
}

ExplanationPart &ExplanationPart::set(Role role, const QString &t)
{
    values.append({role, 0, t});
    return *this;
}

ExplanationPart &Explanation::add(Sentence s)
{
    return say(parts, s);
}

const ExplanationPart *Explanation::find(Sentence s) const
{
    for (const ExplanationPart &p : parts) {
        if (p.sentence == s)
            return &p;
    }
    return nullptr;
}

const ExplanationText::Template &ExplanationText::templateOf(Sentence s)
{
    Q_ASSERT(s < Sentence::Count && kTemplates[int(s)].sentence == s);
    return kTemplates[int(s)];
}

QString ExplanationText::value(const ExplanationValue &v)
{
    switch (roleRow(v.role).kind) {
    case Kind::Text: return v.text;
    case Kind::Time: return formatSeconds(v.number);
    case Kind::Ms: return msText(v.number);
    case Kind::Span: return spanText(v.number);
    case Kind::Consumer: return QStringLiteral("consumer-%1").arg(v.number);
    case Kind::Number: return QString::number(v.number);
    case Kind::CrashPointWord: return Trace::crashPointName(CrashPoint(v.number));
    case Kind::GuardWord: return Trace::guardName(Guard(v.number));
    case Kind::CauseWord: return Trace::causeName(DeliveryCause(v.number));
    case Kind::Hold: return QCoreApplication::translate("BrokerProfile", v.text.toUtf8().constData());
    }
    return {};
}

QString ExplanationText::sentence(const ExplanationPart &part)
{
    const Template &t = templateOf(part.sentence);
    QString out = QCoreApplication::translate("Explainer", t.source);
    // Each value replaces its own number (%1, %2, …), wherever the
    // translation put it.
    for (const Role r : t.roles) {
        const auto it = std::find_if(part.values.cbegin(), part.values.cend(),
                                     [r](const ExplanationValue &v) { return v.role == r; });
        out = out.arg(it == part.values.cend() ? QStringLiteral("?") : value(*it));
    }
    return out;
}

QStringList ExplanationText::sentences(const Explanation &e)
{
    QStringList out;
    for (const ExplanationPart &p : e.parts)
        out.append(sentence(p));
    return out;
}

QString ExplanationText::text(const QVector<ExplanationPart> &parts)
{
    QStringList out;
    for (const ExplanationPart &p : parts)
        out.append(sentence(p));
    return out.join(QLatin1Char(' '));
}

QString ExplanationText::text(const Explanation &e)
{
    return text(e.parts);
}

QVector<Role> ExplanationText::missingRoles(const ExplanationPart &part)
{
    QVector<Role> out;
    for (const Role r : templateOf(part.sentence).roles) {
        if (!part.has(r))
            out.append(r);
    }
    return out;
}

QString ExplanationText::roleName(Role r)
{
    return QString::fromLatin1(roleRow(r).json);
}

QString ExplanationText::subjectName(Explanation::Subject s)
{
    static const char *const names[] = {"duplicate", "lost", "redelivery", "record", "note", "story"};
    return QString::fromLatin1(names[int(s)]);
}

QJsonObject ExplanationText::json(const ExplanationPart &part)
{
    QJsonObject o;
    o.insert(QStringLiteral("template"), QString::fromLatin1(templateOf(part.sentence).name));
    for (const ExplanationValue &v : part.values) {
        const RoleRow &row = roleRow(v.role);
        const QString name = QString::fromLatin1(row.json);
        switch (row.kind) {
        case Kind::Text:
        case Kind::Hold: o.insert(name, v.text); break;
        case Kind::Time:
        case Kind::Span: o.insert(name, double(v.number) / 1000.0); break; // µs → ms
        case Kind::Ms:
        case Kind::Consumer:
        case Kind::Number: o.insert(name, double(v.number)); break;
        case Kind::CrashPointWord:
        case Kind::GuardWord:
        case Kind::CauseWord: o.insert(name, value(v)); break;
        }
    }
    return o;
}

QJsonObject ExplanationText::json(const Explanation &e)
{
    QJsonObject o;
    o.insert(QStringLiteral("subject"), subjectName(e.subject));
    if (e.mechanism != Mechanism::Unknown)
        o.insert(QStringLiteral("mechanism"), CauseGraph::mechanismName(e.mechanism));
    if (e.slip != Slip::None)
        o.insert(QStringLiteral("slip"), CauseGraph::slipName(e.slip));
    QJsonArray parts;
    for (const ExplanationPart &p : e.parts)
        parts.append(json(p));
    o.insert(QStringLiteral("sentences"), parts);
    return o;
}

} // namespace idem
