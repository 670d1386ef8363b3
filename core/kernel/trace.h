#pragma once

#include "../scenario/vocabulary.h"
#include "simtime.h"

#include <QString>
#include <vector>

namespace idem {

// What happened. The numbering is part of the trace hash: append new kinds at
// the end, never renumber.
enum class TraceKind : quint8 {
    PublishAttempt,   // producer sends copy `delivery` (= attempt) of message
    PublishLost,      // the publish never reached the broker
    PublishAckLost,   // the broker stored it, the producer never heard back
    PublishAcked,
    PublishGaveUp,    // retries exhausted
    BrokerEnqueued,   // detail = publish attempt
    BrokerDeduped,    // dropped by broker duplicate detection; detail = attempt
    Deliver,          // detail = DeliveryCause | attempt << 5
    HandleStart,
    CacheHit,
    CacheMiss,        // detail = CacheMissReason
    Skipped,          // duplicate recognised; detail = Guard
    SideEffect,       // detail = 1 when the key already had this effect
    Commit,           // detail = Statement of the transaction's purpose
    Rollback,         // detail = RollbackReason
    StoreBusy,        // SQLITE_BUSY; step rescheduled
    StoreFailed,      // store unavailable: not acked, not skipped, retried
    AckSent,          // detail = number of deliveries the ack covers
    AckLost,
    AckIgnored,       // stale ack for an older delivery
    Crash,            // detail = CrashPoint
    Restart,
    Requeued,         // actor broker; detail = DeliveryCause
    DeadLettered,
    BrokerRestart,
    BrokerBack,
    CacheFlush,
    StoreDown,
    StoreUp,
    ConsumerJoin,
    ConsumerLeave,
    Rebalance,        // delivery = RebalanceReason; detail = 0 when it starts, else the new generation
    OffsetCommit,     // detail = partition; delivery = committed offset (saturating)
    RetentionCleanup, // detail = rows deleted (saturating)
    SlowHandler,      // detail = extra ms / 100 (saturating)
    CacheSet,
    Sql,              // detail = SqlStatement | StoreStatus << 8
    CommitFailed,     // Kafka: offsets of a member removed from the group
    ConnectionLost,   // the consumer's connection to the broker dropped
    MaxDeliveries,    // JetStream: MaxDeliver reached, advisory published, message stays; delivery = deliveries
    StaticRejoin,     // Kafka: a static member came back within its session; delivery = 1 during a rebalance
    OffsetReset,      // Kafka: no committed offset, reset to the log end; delivery = records skipped, detail = partition
    Count
};

enum class DeliveryCause : quint8 {
    First,
    AckLost,
    CrashBeforeAck,
    TimeoutExpired,
    BrokerRestart,
    Rebalance,
    ProducerRetry,
    ConnectionLost,
    Nack,
    StaticRejoin, // Kafka: a restarted static member re-read from the committed offset
    Count
};

// Why a Kafka consumer group rebalanced: TraceKind::Rebalance's delivery
// field. Part of the trace hash: append new reasons, never renumber.
// Revoked: the second round of a cooperative rebalance.
enum class RebalanceReason : quint8 { Initial, Join, Leave, SessionTimeout, PollInterval, BrokerRestart, Rejoin, Revoked };

enum class Guard : quint8 { LocalCache, SharedCache, InboxSelect, InboxClaim, UniqueKey, Count };

enum class CacheMissReason : quint8 { Never, Expired, Evicted, Flushed, LostOnCrash, Count };

enum class RollbackReason : quint8 { Crash, UniqueViolation, AlreadyClaimed, StoreFailed, Count };


// Actor lanes: fixed ones first, consumers after. Consumer k (from 1) has
// actor kFirstConsumerActor + k - 1.
enum Actor : quint8 { ActorProducer = 0, ActorBroker = 1, ActorStore = 2, ActorCache = 3 };
constexpr int kFirstConsumerActor = 4;
constexpr quint32 kNoMessage = 0xFFFFFFFFu;

// 16 bytes: time (48 bits) + kind + actor packed in one word, then message,
// delivery and detail. A million deliveries make ~10 M records, ~160 MB.
struct TraceRecord
{
    quint64 packed = 0;
    quint32 message = kNoMessage;
    quint16 delivery = 0;
    quint16 detail = 0;

    SimTime time() const { return SimTime(packed & 0xFFFFFFFFFFFFull); }
    TraceKind kind() const { return TraceKind((packed >> 48) & 0xFF); }
    quint8 actor() const { return quint8(packed >> 56); }
    bool isConsumer() const { return actor() >= kFirstConsumerActor; }
    int consumer() const { return actor() - kFirstConsumerActor + 1; }

    // Typed readers of `delivery` and `detail`: what they mean per kind is the
    // trace-kind table's (tracekinds.h); nothing else unpacks their bits.
    // The delivery number (1 = first) of the copy a consumer record, Requeued or
    // AckIgnored is about; Crash: the one in hand.
    int number() const { return delivery; }
    // The same for a record of any kind: the copy's delivery number where the
    // kind's row says `delivery` holds one, else 0 (a publish's attempt, a
    // count, a reason). Defined with the table (tracekinds.cpp).
    int deliveryNumber() const;
    int producerAttempt() const { return delivery; } // PublishAttempt … PublishGaveUp (1 = first)
    DeliveryCause cause() const { return DeliveryCause(detail & 0x1F); } // Deliver, HandleStart, Requeued, DeadLettered
    int attempt() const { return detail >> 5; }                          // Deliver, HandleStart
    int publishAttempt() const { return detail; }             // BrokerEnqueued, BrokerDeduped
    bool repeatsEffect() const { return detail != 0; }        // SideEffect: the key had it already
    CacheMissReason missReason() const { return CacheMissReason(detail); } // CacheMiss
    Guard guard() const { return Guard(detail); }                          // Skipped
    RollbackReason rollbackReason() const { return RollbackReason(detail); } // Rollback
    CrashPoint crashPoint() const { return CrashPoint(detail); }             // Crash
    int commitPurpose() const { return detail; }   // Commit: the Statement the transaction ran for
    int acksCovered() const { return detail; }     // AckSent
    quint8 sqlStatementCode() const { return quint8(detail & 0xFF); } // Sql: an SqlStatement
    int sqlStoreStatus() const { return detail >> 8; }                // Sql: a StoreStatus, 0 = ok
    qint64 durationMs() const { return qint64(detail) * 100; } // SlowHandler (extra), StoreDown
    int rowsDeleted() const { return detail; }                 // RetentionCleanup
    int partition() const { return detail; }                   // OffsetCommit, OffsetReset
    int committedOffset() const { return delivery; }           // OffsetCommit (saturating)
    int recordsSkipped() const { return delivery; }            // OffsetReset
    RebalanceReason rebalanceReason() const { return RebalanceReason(delivery); } // Rebalance
    bool rebalanceStarts() const { return detail == 0; }       // Rebalance; else detail = generation
    int generation() const { return detail; }                  // Rebalance when it ends
    int deliveriesMade() const { return delivery; }            // MaxDeliveries, DeadLettered
    bool rejoinsDuringRebalance() const { return delivery != 0; } // StaticRejoin
};
static_assert(sizeof(TraceRecord) == 16, "trace records must stay compact");

// Where a trace's records come from. A check of the user's consumer
// (`idemlab check`) sees only the wire: what happens between a delivery and
// its ack inside the user's process is not observed, so no view may tell
// handling steps (dedup checks, commits, side effects) for it. Not part of
// the hash: the same records are the same trace.
enum class TraceOrigin : quint8 { Simulated, Live, Check };

// Append-only record of a run, with a running FNV-1a hash over every field.
// Owned by the simulation while it runs, then moved into the result.
class Trace final
{
public:
    TraceOrigin origin() const { return m_origin; }
    void setOrigin(TraceOrigin origin) { m_origin = origin; }
    // A check's handlings happened inside the user's process, unobserved.
    bool handlingObserved() const { return m_origin != TraceOrigin::Check; }
    // "simulated", "live", "check" (run_info's and summary.json's "origin").
    static QString originName(TraceOrigin origin);
    // The origin a name says; Simulated for an empty or unknown one (runs
    // written before origins were recorded are simulated or live).
    static TraceOrigin originFromName(const QString &name);

    void append(SimTime time, TraceKind kind, quint8 actor, quint32 message = kNoMessage,
                quint16 delivery = 0, quint16 detail = 0);
    const std::vector<TraceRecord> &records() const { return m_records; }
    std::size_t size() const { return m_records.size(); }
    const TraceRecord &at(std::size_t i) const { return m_records[i]; }
    quint64 hash() const { return m_hash; }
    QString hashHex() const;
    void reserve(std::size_t n) { m_records.reserve(n); }

    static QString kindName(TraceKind kind);
    static QString causeName(DeliveryCause cause);
    static QString guardName(Guard guard);
    static QString missReasonName(CacheMissReason reason);
    static QString crashPointName(CrashPoint point);
    static QString rollbackReasonName(RollbackReason reason);

private:
    std::vector<TraceRecord> m_records;
    quint64 m_hash = 0xCBF29CE484222325ull;
    TraceOrigin m_origin = TraceOrigin::Simulated;
};

} // namespace idem
