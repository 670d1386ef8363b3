#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace idem {

// The closed words of the scenario format that the engine dispatches on,
// as enums. Text exists only at the JSON boundary (the reader turns a word
// into an enum or reports the file, line and path; the writer turns it back)
// and in the UI's labels.

// A scheduled fault's kind ("kind" in faults.schedule[]).
enum class ScheduleKind : quint8 {
    AckLost,
    PublishAckLost,
    PublishLost,
    ConsumerCrash,
    ConsumerJoin,
    ConsumerLeave,
    SlowHandler,
    BrokerRestart,
    CacheFlush,
    StoreUnavailable,
    ConnectionLost,
    Count
};

// Where in the handler a consumer crashes. The numbering is part of the
// trace (a Crash record's detail): append, never renumber. Immediate is not a
// word of the format: it is a timed crash with no point.
enum class CrashPoint : quint8 {
    Immediate,
    BeforeHandle,
    AfterSideEffectBeforeCommit,
    BetweenCommits,
    AfterCommitBeforeAck,
    AfterAckBeforeCacheUpdate,
    Count
};

// What the handler does per event ("effect").
enum class Effect : quint8 { InsertOrder, IncrementBalance, UpsertOrder, SendEmail, Count };

// Which broker's documented behaviour a run follows ("broker.profile"). What
// a profile does lives in BrokerProfile; this names it for the code that
// must tell one broker from another (the live lab runs only RabbitMQ).
enum class Profile : quint8 { RabbitMq, RabbitMq3, SqsFifo, AzureServiceBus, NatsJetStream, Kafka, Count };

// When a cache strategy records the id ("strategy.cacheWrite").
enum class CacheWrite : quint8 { AfterCommit, BeforeCommit, Count };

// How the producer names a message ("producer.messageIdPolicy"): from the
// business key, a new GUID on every attempt (the pitfall), or a content hash.
enum class MessageIdPolicy : quint8 { Stable, NewPerAttempt, ContentHash, Count };

// Kafka's partition assignor ("broker.assignment") and rebalance protocol
// ("broker.rebalance"); range and round-robin are eager-only.
enum class Assignment : quint8 { Range, RoundRobin, CooperativeSticky, Count };
enum class Rebalance : quint8 { Eager, Cooperative, Count };

// Where a Kafka partition with no committed offset starts
// ("consumers.autoOffsetReset").
enum class OffsetReset : quint8 { Earliest, Latest, Count };

namespace vocab {
QString word(Effect effect);                              // "insert-order"
std::optional<Effect> effect(const QString &word);        // nullopt for an unknown word
QString word(Profile profile);                            // "rabbitmq"
std::optional<Profile> profile(const QString &word);
QString word(CacheWrite when);                            // "after-commit"
std::optional<CacheWrite> cacheWrite(const QString &word);
QString word(MessageIdPolicy policy);                     // "new-per-attempt"
std::optional<MessageIdPolicy> messageIdPolicy(const QString &word);
QString word(Assignment assignment);                      // "cooperative-sticky"
std::optional<Assignment> assignment(const QString &word);
QString word(Rebalance rebalance);                        // "eager"
std::optional<Rebalance> rebalance(const QString &word);
QString word(OffsetReset reset);                          // "latest"
std::optional<OffsetReset> offsetReset(const QString &word);
QString word(ScheduleKind kind);                          // "consumer-crash"
std::optional<ScheduleKind> scheduleKind(const QString &word);
QString word(CrashPoint point);                           // "" for Immediate
std::optional<CrashPoint> crashPoint(const QString &word); // "" gives Immediate

// What a kind of scheduled fault accepts: aimed at a message's Nth delivery
// (otherwise only at a time), a crash point, a duration (required or not).
bool canTarget(ScheduleKind kind);
bool hasDuration(ScheduleKind kind);
bool needsDuration(ScheduleKind kind);
// A kind whose "consumer" picks the consumer it hits (0 = any / the first).
bool picksConsumer(ScheduleKind kind);
// A timed fault that acts on its own at its time (the rest wait for a
// publish, ack or handler step to reach them).
bool actsAtItsTime(ScheduleKind kind, CrashPoint point);
} // namespace vocab

} // namespace idem
