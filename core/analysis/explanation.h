#pragma once

#include "causegraph.h"

#include <QString>
#include <QVector>

#include <initializer_list>

namespace idem {

// One value a sentence needs, by what it is: the consumer that crashed, the
// time the hold ran out, the offset re-read from. A role's type says how it
// is written (a time, a duration, a consumer, a count, a name) and its JSON
// name (summary.json). Append, never renumber.
enum class Role : quint8 {
    Key,             // business key (text)
    Consumer,        // the actor of the sentence
    OtherConsumer,   // a second one (who applied first, who checked second)
    Delivery,        // delivery number
    Attempt,         // publish attempt
    Count,           // how many (applications, records, deliveries, acks)
    At,              // when the sentence's event happened
    From,            // a span's start: a hold, a handler
    Until,           // …and its end
    AppliedAt,       // an application of the effect
    FirstAppliedAt,  // the application it repeats
    CrashAt,
    CrashPoint,      // a CrashPoint, written by its format word
    BackAt,          // the broker was back
    FirstCheckAt,    // a race: the first check, the second check, the first commit
    SecondCheckAt,
    FirstCommitAt,
    CacheSetAt,      // a cache entry's life
    CacheEndAt,
    LookupAt,
    Gap,             // a duration in µs of simulated time
    HoldName,        // the broker's hold: "visibility timeout" (BrokerProfile source text)
    TimeoutMs,       // the hold's length, the publish timeout
    SessionMs,
    PollIntervalMs,
    AutoCommitMs,
    TtlMs,
    RetentionMs,
    RetryMs,
    WindowMs,
    AckEvery,
    Limit,
    Capacity,
    Partition,
    Offset,
    CommittedOffset,
    ReadTo,
    RereadFrom,
    RereadTo,
    Guard,           // a Guard, by its name
    Cause,           // a DeliveryCause, by its name
    Effect,          // the scenario's effect id (text)
    Generation,
    Keys,            // a few business keys (text)
    RoundAt,         // a rebalance round began
    DoneAt,          // …and completed
    AppliedAgainAt,  // the same handling's retry applied it again
    HandlerEndAt,    // the handler's last step (its late ack)
    RepublishedAt,   // the producer published again
    OtherCrashAt,    // the other consumer's crash
    StoredAt,        // the record reached the log
    AckLostAt,
    Allowed,         // deliveries a limit allows
    Count_
};

// Every sentence the explanations can say, one template each
// (ExplanationText holds the table). Append, never renumber.
enum class Sentence : quint16 {
    DuplicateApplied, FirstApplied, RepeatApplied, RepeatAppliedWhileRunning, RepeatOvertook, MoreTheSameWay,
    AppliedTooOften, EmailResentAfterRollback, BetweenCommitsRetried, DeadLetteredAfter,
    MaxDeliverAfter, AckLostAt, AckLostWithConnection, AckLost, HoldRanOut, HoldPassed, RequeuedAtOnce,
    HandedOutAgain, HandedOutAgainWhenBack, CrashedBeforeAckAt, CrashedBeforeAck, CrashedWithItUnacked,
    CrashedBatchWaiting, SlowHandlerHold, SlowHandler, SlowHandlerLateAckAt, SlowHandlerLateAck,
    RestartDrainedBufferAt, RestartDrainedBuffer, RestartWhileRunning, RestartBatchWaiting, RestartHandedOut,
    RestartUnknown, RestartHandedOutBack, WhyCameAgain, LeftBatchWaiting, LeftBeforeAck,
    DroppedBatchWaitingAt, DroppedBatchWaiting, DroppedBeforeBatchAckAt, DroppedBeforeBatchAck,
    DroppedBeforeAckAt, DroppedBeforeAck, PublishAckLostRetriedAt, PublishAckLostRetried, PublishAckLostAt,
    PublishAckLost, RetryNewRecord, RetryNewId, RetryNoBrokerDedup, RetryAfterWindow, Rejected,
    StaticRejoinAt, RereadAutoCommit, RereadBatchCommit, LastCommitAt,
    NothingCommitted, RereadOffsets, RejoinAfterPollInterval,
    CooperativeRounds, JoinAfterCrash, Joined, Left, StaticLeft, CrashedWhileRebalancing,
    CrashedRoundWaited, CrashedSessionExpired, PollIntervalOwnHandler, PollIntervalCommitFailed, PollInterval,
    OwnerCrashedSessionWait, OwnerCrashed, NoDedup, NewIdPerAttempt, EmailAfterCrash, EmailOutsideTransaction,
    NaturalBalance, NaturalNotIdempotent, RetentionDeleted, CrashedBetweenCommits, ClaimAfterCommit,
    ClaimsBoth, RaceNoUniqueKey, RaceBeforeCommit, NotRecognised, ChecksRaced, CacheExpired, CacheEvicted,
    CacheFlushed, CacheDiedWithCrash, CrashedBeforeCacheSet, CacheRace, CacheSetLate, LocalCacheOther,
    NotInCache, CachedExpiredAt, CachedFlushedAt, CachedAt, CachedLostAt, CachedEvicted, NeverApplied,
    SkippedWithoutWork, CachedBeforeCommit, OffsetResetJumped, NoConsumerLeft, EveryHandlingInterrupted,
    ProducerGaveUp, StoppedAfterMaxDeliver, DeadLetteredReturns, DeadLetteredLimit, NeverReachedHandler,
    HowDeliveriesEnded, EndedCrashed, EndedAckLost, EndedSkipped, EndedNotAcked, EndedMore,
    FirstDeliveryOvertaken, OvertakerAppliedFirst, WaitedInPrefetch, StampedRedelivered, WaitedForGroup,
    RebalanceStarted, RebalanceCompleted, StaticRejoinedRecord, CommitRefused, OffsetResetRecord,
    CrashedRecord, UnackedBackAtOnce, UnackedBackAfterHold, OwnedPartitionAt, OwnedPartition, ReadAgain,
    CoordinatorRestartedBack, CoordinatorRestarted, BrokerRestartedBack, BrokerRestarted, TookBackListed,
    TookBack, BuffersDrained, StoryDelivery, StoryApplied, StoryAppliedAgain, StorySkipped, StoryCrashed,
    StoryAckLost, WaitedForGroupMany, WaitedForOwnCopy, GroupHoldsNote, OffsetResetPastHandled,
    LastConsumerLeft,
    // A check of the user's consumer: the wire and the user's database, no handler steps.
    CheckHeldTimes, CheckHeldNone, CheckDelivered,
    Count
};

// One value of a part: a number (times and durations in µs of simulated
// time, counts, offsets, consumers from 1, enum values) or a text (keys).
struct ExplanationValue
{
    Role role = Role::Count_;
    qint64 number = 0;
    QString text;
};

// One sentence's worth of meaning: which template, and its values by role.
struct ExplanationPart
{
    Sentence sentence = Sentence::Count;
    QVector<ExplanationValue> values;

    bool has(Role role) const;
    qint64 number(Role role, qint64 fallback = -1) const; // µs for times
    QString text(Role role) const;
    ExplanationPart &set(Role role, qint64 number);
    ExplanationPart &set(Role role, const QString &text);
};

// An explanation as data: what a violation, a redelivery or a record about
// no message means, as a list of parts in reading order. The analysis
// builds it (Explainer, GUI-free); ExplanationText writes it as sentences;
// summary.json and the report model carry it for scripts.
struct Explanation
{
    enum Subject : quint8 { Duplicate, Lost, Redelivery, Record, Note, Story };
    Subject subject = Duplicate;
    int message = -1;                       // logical index, -1 for a record about no message
    Mechanism mechanism = Mechanism::Unknown; // the first cause the graph holds, where there is one
    Slip slip = Slip::None;
    QVector<ExplanationPart> parts;

    ExplanationPart &add(Sentence s);
    void append(const QVector<ExplanationPart> &more) { parts += more; }
    bool uses(Sentence s) const { return find(s) != nullptr; }
    const ExplanationPart *find(Sentence s) const;
    bool isEmpty() const { return parts.isEmpty(); }
};

// Parts built step by step: `say(out, S).set(…)`.
inline ExplanationPart &say(QVector<ExplanationPart> &out, Sentence s)
{
    out.append(ExplanationPart{s, {}});
    return out.last();
}

} // namespace idem
