#include "timelinemarks.h"

namespace idem::ui {

Mark TimelineMarks::markOf(const TraceRecord &r)
{
    switch (r.kind()) {
    case TraceKind::PublishAttempt: return r.producerAttempt() > 1 ? Mark::PublishRetry : Mark::Publish;
    case TraceKind::PublishLost:
    case TraceKind::PublishGaveUp: return Mark::PublishLost;
    case TraceKind::PublishAckLost:
    case TraceKind::AckLost:
    case TraceKind::ConnectionLost: // no ack can arrive on a dropped connection
        return Mark::LostAck;
    case TraceKind::BrokerEnqueued: return Mark::Enqueued;
    case TraceKind::BrokerDeduped: return Mark::BrokerDeduped;
    case TraceKind::Deliver: return r.cause() == DeliveryCause::First ? Mark::Delivery : Mark::Redelivery;
    case TraceKind::CacheHit: return Mark::CacheHit;
    case TraceKind::Skipped: return Mark::Skipped;
    case TraceKind::SideEffect: return r.repeatsEffect() ? Mark::DuplicateEffect : Mark::Processed;
    case TraceKind::Commit: return Mark::Commit;
    case TraceKind::Rollback: return Mark::Rollback;
    case TraceKind::StoreFailed: return Mark::StoreFailed;
    case TraceKind::Crash: return Mark::Crash;
    case TraceKind::DeadLettered: return Mark::DeadLettered;
    case TraceKind::BrokerRestart: return Mark::BrokerRestart;
    case TraceKind::CacheFlush: return Mark::CacheFlush;
    case TraceKind::StoreDown:
    case TraceKind::StoreUp: return Mark::StoreOutage;
    case TraceKind::Rebalance: return Mark::Rebalance;
    case TraceKind::CommitFailed: return Mark::CommitFailed; // the offsets never count
    case TraceKind::OffsetReset: return r.recordsSkipped() > 0 ? Mark::RecordsSkipped : Mark::Step;
    case TraceKind::Sql:
    case TraceKind::Count: return Mark::None;
    case TraceKind::PublishAcked:
    case TraceKind::HandleStart:
    case TraceKind::CacheMiss:
    case TraceKind::StoreBusy:
    case TraceKind::AckSent:
    case TraceKind::AckIgnored:
    case TraceKind::Restart:
    case TraceKind::Requeued:
    case TraceKind::BrokerBack:
    case TraceKind::ConsumerJoin:
    case TraceKind::ConsumerLeave:
    case TraceKind::OffsetCommit:
    case TraceKind::RetentionCleanup:
    case TraceKind::SlowHandler:
    case TraceKind::MaxDeliveries: // JetStream: the message stays in the stream
    case TraceKind::StaticRejoin:
    case TraceKind::CacheSet: return Mark::Step;
    }
    return Mark::None;
}

quint8 TimelineMarks::laneActorOf(const TraceRecord &r)
{
    if (!r.isConsumer())
        return r.actor();
    switch (r.kind()) {
    case TraceKind::Commit:
    case TraceKind::Rollback: return ActorStore;
    case TraceKind::CacheHit:
    case TraceKind::CacheMiss:
    case TraceKind::CacheSet: return ActorCache;
    default: return r.actor();
    }
}

const Mark *TimelineMarks::legendOrder(int *count)
{
    static const Mark order[] = {
        Mark::Publish, Mark::PublishRetry, Mark::PublishLost, Mark::Enqueued, Mark::BrokerDeduped,
        Mark::Delivery, Mark::Redelivery, Mark::Processed, Mark::DuplicateEffect, Mark::Skipped,
        Mark::Crash, Mark::LostAck, Mark::DeadLettered, Mark::StoreFailed, Mark::Commit,
        Mark::Rollback, Mark::CacheHit, Mark::BrokerRestart, Mark::CacheFlush, Mark::StoreOutage,
        Mark::Rebalance, Mark::CommitFailed, Mark::RecordsSkipped, Mark::Step};
    static_assert(sizeof(order) / sizeof(order[0]) == std::size_t(kMarkCount) - 1,
                  "every drawn mark appears in the legend");
    *count = int(sizeof(order) / sizeof(order[0]));
    return order;
}

} // namespace idem::ui
