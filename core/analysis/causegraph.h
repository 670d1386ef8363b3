#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"
#include "kafkalog.h"
#include "messageindex.h"

#include <vector>

namespace idem {

// What made a copy come again, an effect repeat or a record go unread: the
// edge's mechanism. Finer than the trace's DeliveryCause where the trace
// holds more (a crash while the ack waited for its batch, a rebalance that
// followed a crash). Written to summary.json by name (mechanismName):
// append, never renumber.
enum class Mechanism : quint8 {
    AckLost,             // the consumer's ack never reached the broker
    ConnectionLost,      // the connection dropped with the delivery unacked
    CrashBeforeAck,      // the consumer died before acking it
    BrokerRestart,       // the broker restarted with the delivery unacked
    HoldExpired,         // the visibility timeout / lock / AckWait ran out
    Nack,                // the consumer gave it back
    ProducerRetry,       // the producer published again (a lost publish ack)
    Rebalance,           // the partition moved; the new owner re-read from the committed offset
    RebalanceAfterCrash, // …after its owner had crashed past its last commit
    StaticRejoin,        // a restarted static member re-read from the committed offset
    ConsumerLeft,        // the consumer left (closed its connection) with the delivery unacked
    RepeatsEffect,       // a duplicate side effect: the application it repeats
    OffsetReset,         // a record never read: auto.offset.reset latest jumped over it
    Unknown,
    Count
};

// Why the strategy let a repeat through (a Duplicate edge).
enum class Slip : quint8 {
    None,               // not a duplicate edge
    NoGuard,            // the strategy does not deduplicate
    NewIdPerAttempt,    // the producer gave the retry a new id
    Race,               // its check ran before the first application committed
    CacheMissed,        // a cache-only guard missed (the entry had left)
    BetweenCommits,     // the store failed between the business and the inbox commit
    OutsideTransaction, // the effect (an email) is outside the transaction a rollback undoes
    Unknown,
    Count
};

struct CauseEdge
{
    enum Kind : quint8 { Redelivery, Duplicate, LostRecord };
    quint32 from = 0;             // the cause's record
    quint32 to = 0;               // the redelivery, the repeat, the unread record's enqueue
    quint32 message = kNoMessage;
    qint32 previous = -1;   // Redelivery: the Deliver of the copy it repeats; Duplicate: the repeat's HandleStart
    qint32 crash = -1;      // RebalanceAfterCrash: the crash that lost the progress
    qint32 round = -1;      // Rebalance*: the record that started the round; HoldExpired/Nack: the requeue
    qint32 again = -1;      // Duplicate: the Deliver of the copy that came again (the later-delivered of the
                            // two handlings' copies: in a race it can be the first applied's)
    Kind kind = Redelivery;
    Mechanism mechanism = Mechanism::Unknown;
    DeliveryCause cause = DeliveryCause::First; // Redelivery: the trace's own word
    Slip slip = Slip::None;
    quint8 consumer = 0;         // who held the previous copy / applied first / was reset
    bool batchWaiting = false;   // handled, its ack waiting for a batch (ackEvery > 1)
};

// Every redelivery → the event that caused it; every duplicate side effect →
// the application it repeats; every record an offset reset jumped over → the
// reset. Built once per run; the words and the picture both read it.
class CauseGraph final
{
public:
    void build(const Trace &trace, const Scenario &scenario, const MessageIndex &messages, const KafkaLog &kafka);
    const std::vector<CauseEdge> &edges() const { return m_edges; } // in order of `to`, then kind
    // The edges that end at a record.
    std::pair<const CauseEdge *, const CauseEdge *> into(quint32 record) const;
    // The edges of one message, in the order of edges(); found in the
    // index built with the graph, not by a scan of every edge.
    std::vector<const CauseEdge *> of(quint32 message) const;

    static QString mechanismName(Mechanism m); // "ack-lost", … (summary.json)
    static QString slipName(Slip s);           // "race", …

private:
    struct Build;
    std::vector<CauseEdge> m_edges;
    std::vector<quint32> m_byMessage; // edge indices, by message, then by index
};

} // namespace idem
