#include "tracekinds.h"

#include <QByteArray>
#include <iterator>

namespace idem {

namespace {
using A = TraceActor;
// One row per TraceKind, in the enum's order (the table's own test checks it).
constexpr TraceKindRow kRows[] = {
    {TraceKind::PublishAttempt, "publish", A::Producer, "publish attempt (1 = first)", ""},
    {TraceKind::PublishLost, "publish-lost", A::Producer, "publish attempt", ""},
    {TraceKind::PublishAckLost, "publish-ack-lost", A::Producer, "publish attempt", ""},
    {TraceKind::PublishAcked, "publish-acked", A::Producer, "publish attempt", ""},
    {TraceKind::PublishGaveUp, "publish-gave-up", A::Producer, "publish attempts made", ""},
    {TraceKind::BrokerEnqueued, "enqueued", A::Broker, "", "the publish attempt stored"},
    {TraceKind::BrokerDeduped, "broker-deduped", A::Broker, "", "the publish attempt dropped"},
    {TraceKind::Deliver, "deliver", A::Consumer, "delivery number of the message",
     "DeliveryCause | publish attempt << 5"},
    {TraceKind::HandleStart, "handle", A::Consumer, "delivery number", "DeliveryCause | publish attempt << 5"},
    {TraceKind::CacheHit, "cache-hit", A::Consumer, "delivery number", ""},
    {TraceKind::CacheMiss, "cache-miss", A::Consumer, "delivery number", "CacheMissReason"},
    {TraceKind::Skipped, "skipped", A::Consumer, "delivery number", "Guard that recognised it"},
    {TraceKind::SideEffect, "side-effect", A::Consumer, "delivery number", "1 when the key already had this effect"},
    {TraceKind::Commit, "commit", A::Consumer, "delivery number", "Statement the transaction ran for"},
    {TraceKind::Rollback, "rollback", A::Consumer, "delivery number", "RollbackReason"},
    {TraceKind::StoreBusy, "store-busy", A::Consumer, "delivery number", ""},
    {TraceKind::StoreFailed, "store-failed", A::Consumer, "delivery number", ""},
    {TraceKind::AckSent, "ack", A::Consumer, "delivery number", "deliveries the ack covers"},
    {TraceKind::AckLost, "ack-lost", A::Consumer, "delivery number", ""},
    {TraceKind::AckIgnored, "ack-ignored", A::Broker, "delivery number", ""},
    {TraceKind::Crash, "crash", A::Consumer, "delivery number in hand", "CrashPoint"},
    {TraceKind::Restart, "restart", A::Consumer, "", ""},
    {TraceKind::Requeued, "requeued", A::Broker, "delivery number", "DeliveryCause"},
    {TraceKind::DeadLettered, "dead-lettered", A::Broker, "deliveries made", "DeliveryCause of the last return"},
    {TraceKind::BrokerRestart, "broker-restart", A::Broker, "", ""},
    {TraceKind::BrokerBack, "broker-back", A::Broker, "", ""},
    {TraceKind::CacheFlush, "cache-flush", A::Cache, "", ""},
    {TraceKind::StoreDown, "store-down", A::Store, "", "outage in 100 ms"},
    {TraceKind::StoreUp, "store-up", A::Store, "", ""},
    {TraceKind::ConsumerJoin, "consumer-join", A::Consumer, "", ""},
    {TraceKind::ConsumerLeave, "consumer-leave", A::Consumer, "", ""},
    {TraceKind::Rebalance, "rebalance", A::Broker, "RebalanceReason", "0 when it starts, else the new generation"},
    {TraceKind::OffsetCommit, "offset-commit", A::Consumer, "committed offset (saturating)", "partition"},
    {TraceKind::RetentionCleanup, "retention-cleanup", A::Store, "", "inbox rows deleted (saturating)"},
    {TraceKind::SlowHandler, "slow-handler", A::Consumer, "delivery number", "extra time in 100 ms (saturating)"},
    {TraceKind::CacheSet, "cache-set", A::Consumer, "delivery number", ""},
    {TraceKind::Sql, "sql", A::Consumer, "delivery number", "SqlStatement | StoreStatus << 8"},
    {TraceKind::CommitFailed, "commit-failed", A::Consumer, "", "partition"},
    {TraceKind::ConnectionLost, "connection-lost", A::Consumer, "", ""},
    {TraceKind::MaxDeliveries, "max-deliveries", A::Broker, "deliveries made", ""},
    {TraceKind::StaticRejoin, "static-rejoin", A::Consumer, "1 during a rebalance", ""},
    {TraceKind::OffsetReset, "offset-reset", A::Consumer, "records skipped", "partition"},
};
static_assert(std::size(kRows) == std::size_t(TraceKind::Count), "every TraceKind needs its row");

constexpr bool inOrder()
{
    for (std::size_t i = 0; i < std::size(kRows); ++i) {
        if (std::size_t(kRows[i].kind) != i)
            return false;
    }
    return true;
}
static_assert(inOrder(), "the trace-kind table follows TraceKind's order");
} // namespace

int TraceRecord::deliveryNumber() const
{
    // The rows whose `delivery` is a copy's number say so in these words.
    static constexpr char kNumber[] = "delivery number";
    return qstrncmp(TraceKinds::row(kind()).delivery, kNumber, sizeof(kNumber) - 1) == 0 ? int(delivery) : 0;
}

const TraceKindRow &TraceKinds::row(TraceKind kind)
{
    return kRows[std::size_t(kind) < std::size(kRows) ? std::size_t(kind) : 0];
}

const TraceKindRow *TraceKinds::begin() { return std::begin(kRows); }
const TraceKindRow *TraceKinds::end() { return std::end(kRows); }
int TraceKinds::count() { return int(std::size(kRows)); }

bool TraceKinds::actorFits(TraceKind kind, quint8 actor)
{
    switch (row(kind).actor) {
    case TraceActor::Producer: return actor == ActorProducer;
    case TraceActor::Broker: return actor == ActorBroker;
    case TraceActor::Store: return actor == ActorStore;
    case TraceActor::Cache: return actor == ActorCache;
    case TraceActor::Consumer: return actor >= kFirstConsumerActor;
    case TraceActor::Any: return true;
    }
    return false;
}

} // namespace idem
