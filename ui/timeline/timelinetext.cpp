#include "timelinetext.h"

#include "scenario/scenario.h"
#include "timelineruler.h"

namespace idem::ui {

QString TimelineText::markName(Mark mark)
{
    static const char *const names[] = {
        "",
        QT_TR_NOOP("Other step"),
        QT_TR_NOOP("Enqueued by the broker"),
        QT_TR_NOOP("Publish"),
        QT_TR_NOOP("Delivery"),
        QT_TR_NOOP("Commit"),
        QT_TR_NOOP("Cache hit"),
        QT_TR_NOOP("Processed"),
        QT_TR_NOOP("Rollback"),
        QT_TR_NOOP("Dropped by broker deduplication"),
        QT_TR_NOOP("Publish retry"),
        QT_TR_NOOP("Redelivery"),
        QT_TR_NOOP("Store unavailable to the handler"),
        QT_TR_NOOP("Publish lost / gave up"),
        QT_TR_NOOP("Cache flush"),
        QT_TR_NOOP("Store down / up"),
        QT_TR_NOOP("Rebalance"),
        QT_TR_NOOP("Records skipped (offset reset)"),
        QT_TR_NOOP("Offset commit refused"),
        QT_TR_NOOP("Skipped duplicate"),
        QT_TR_NOOP("Dead-lettered"),
        QT_TR_NOOP("Lost ack or connection"),
        QT_TR_NOOP("Broker restart"),
        QT_TR_NOOP("Crash"),
        QT_TR_NOOP("Duplicate side effect"),
    };
    static_assert(sizeof(names) / sizeof(names[0]) == std::size_t(kMarkCount));
    return mark == Mark::None || mark == Mark::Count ? QString() : tr(names[int(mark)]);
}

QString TimelineText::markHint(Mark mark)
{
    switch (mark) {
    case Mark::Publish: return tr("The producer sends an event for the first time.");
    case Mark::PublishRetry: return tr("The producer heard no ack and sent the event again.");
    case Mark::PublishLost: return tr("A publish that never reached the broker, or a producer that gave up.");
    case Mark::Enqueued: return tr("The broker stored a copy of the event.");
    case Mark::BrokerDeduped: return tr("The broker recognised the message id and dropped the copy.");
    case Mark::Delivery: return tr("The broker hands the message to a consumer for the first time.");
    case Mark::Redelivery: return tr("The same message delivered again: lost ack, crash, timeout, restart…");
    case Mark::Processed: return tr("The handler's side effect was applied once, as intended.");
    case Mark::DuplicateEffect: return tr("The side effect was applied again: the customer is charged twice.");
    case Mark::Skipped: return tr("The consumer recognised a duplicate and did not apply it again.");
    case Mark::Crash: return tr("The consumer process died; its open transaction rolled back.");
    case Mark::LostAck: return tr("An ack that never counted, or a dropped connection: the message comes back.");
    case Mark::CommitFailed:
        return tr("Kafka refused the offset commit of a member already removed from the group: its records are "
                  "read again by the partition's new owner.");
    case Mark::RecordsSkipped:
        return tr("A partition with no committed offset started at the log end (auto.offset.reset latest): the "
                  "records before it were never read by anyone.");
    case Mark::DeadLettered: return tr("Delivered too often: moved to the dead-letter queue.");
    case Mark::StoreFailed: return tr("The database was unavailable; the handler retries later.");
    case Mark::Commit: return tr("A transaction committed in the store.");
    case Mark::Rollback: return tr("A transaction rolled back in the store.");
    case Mark::CacheHit: return tr("The dedup cache knew the message id.");
    case Mark::BrokerRestart: return tr("The broker restarted; unacked deliveries are returned.");
    case Mark::CacheFlush: return tr("The dedup cache was emptied.");
    case Mark::StoreOutage: return tr("The store became unavailable, then available again.");
    case Mark::Rebalance: return tr("The consumer group reassigned partitions.");
    case Mark::Step: return tr("Handler start, cache miss, ack and other steps; shown when zoomed in.");
    case Mark::None:
    case Mark::Count: break;
    }
    return {};
}

QString TimelineText::kindName(TraceKind kind)
{
    static const char *const names[] = {
        QT_TR_NOOP("Publish"), QT_TR_NOOP("Publish lost"), QT_TR_NOOP("Publish ack lost"),
        QT_TR_NOOP("Publish acked"), QT_TR_NOOP("Producer gave up"), QT_TR_NOOP("Enqueued"),
        QT_TR_NOOP("Dropped by broker deduplication"), QT_TR_NOOP("Delivery"), QT_TR_NOOP("Handler started"),
        QT_TR_NOOP("Cache hit"), QT_TR_NOOP("Cache miss"), QT_TR_NOOP("Skipped duplicate"),
        QT_TR_NOOP("Side effect"), QT_TR_NOOP("Commit"), QT_TR_NOOP("Rollback"), QT_TR_NOOP("Store busy"),
        QT_TR_NOOP("Store unavailable"), QT_TR_NOOP("Ack sent"), QT_TR_NOOP("Ack lost"),
        QT_TR_NOOP("Stale ack ignored"), QT_TR_NOOP("Crash"), QT_TR_NOOP("Restart"), QT_TR_NOOP("Requeued"),
        QT_TR_NOOP("Dead-lettered"), QT_TR_NOOP("Broker restart"), QT_TR_NOOP("Broker back"),
        QT_TR_NOOP("Cache flush"), QT_TR_NOOP("Store down"), QT_TR_NOOP("Store up"),
        QT_TR_NOOP("Consumer joined"), QT_TR_NOOP("Consumer left"), QT_TR_NOOP("Rebalance"),
        QT_TR_NOOP("Offset commit"), QT_TR_NOOP("Inbox retention cleanup"), QT_TR_NOOP("Slow handler"),
        QT_TR_NOOP("Cache set"), QT_TR_NOOP("SQL statement"), QT_TR_NOOP("Offset commit failed"),
        QT_TR_NOOP("Connection lost"), QT_TR_NOOP("MaxDeliver reached (advisory)"),
        QT_TR_NOOP("Static member rejoined"), QT_TR_NOOP("Offset reset to latest")};
    static_assert(sizeof(names) / sizeof(names[0]) == std::size_t(TraceKind::Count));
    return int(kind) < int(TraceKind::Count) ? tr(names[int(kind)]) : QString();
}

QString TimelineText::causeName(DeliveryCause cause)
{
    static const char *const names[] = {
        QT_TR_NOOP("first delivery"), QT_TR_NOOP("ack lost"), QT_TR_NOOP("crash before ack"),
        QT_TR_NOOP("visibility timeout / lock expired"), QT_TR_NOOP("broker restart"), QT_TR_NOOP("rebalance"),
        QT_TR_NOOP("producer retry"), QT_TR_NOOP("connection lost"), QT_TR_NOOP("nack"),
        QT_TR_NOOP("static member rejoined")};
    static_assert(sizeof(names) / sizeof(names[0]) == std::size_t(DeliveryCause::Count));
    return int(cause) < int(DeliveryCause::Count) ? tr(names[int(cause)]) : QString();
}

QString TimelineText::laneLabel(const TimelineLane &lane, const QLocale &locale)
{
    switch (lane.kind) {
    case TimelineLane::Producer: return tr("Producer");
    case TimelineLane::Broker:
        return lane.partition < 0 ? tr("Broker") : tr("Partition %1").arg(locale.toString(lane.partition));
    case TimelineLane::Consumer: return tr("Consumer %1").arg(locale.toString(lane.consumer));
    case TimelineLane::Store: return tr("Store");
    case TimelineLane::Cache: return tr("Cache");
    }
    return {};
}

QString TimelineText::actorName(quint8 actor, const QLocale &locale)
{
    switch (actor) {
    case ActorProducer: return tr("Producer");
    case ActorBroker: return tr("Broker");
    case ActorStore: return tr("Store");
    case ActorCache: return tr("Cache");
    default: return tr("Consumer %1").arg(locale.toString(int(actor) - kFirstConsumerActor + 1));
    }
}

QString TimelineText::describe(const TraceRecord &r, const QLocale &locale)
{
    // Where the mark refines the kind (processed or duplicate, first delivery
    // or redelivery, publish or retry) its name says more.
    const bool refined = r.kind() == TraceKind::SideEffect || r.kind() == TraceKind::Deliver
        || r.kind() == TraceKind::PublishAttempt;
    QStringList lines;
    lines << (refined ? markName(TimelineMarks::markOf(r)) : kindName(r.kind()));
    if (r.message != kNoMessage) {
        const QString key = Scenario::businessKey(int(r.message));
        switch (r.kind()) {
        case TraceKind::PublishAttempt:
        case TraceKind::PublishLost:
        case TraceKind::PublishAckLost:
        case TraceKind::PublishAcked:
        case TraceKind::PublishGaveUp:
            lines << tr("%1, attempt %2").arg(key, locale.toString(r.producerAttempt()));
            break;
        case TraceKind::BrokerEnqueued:
        case TraceKind::BrokerDeduped:
            lines << tr("%1, attempt %2").arg(key, locale.toString(r.publishAttempt()));
            break;
        default:
            lines << tr("%1, delivery %2").arg(key, locale.toString(r.number()));
            break;
        }
    }
    if (r.kind() == TraceKind::Deliver || r.kind() == TraceKind::HandleStart)
        lines << tr("Cause: %1").arg(causeName(r.cause()));
    if (r.kind() == TraceKind::Requeued || r.kind() == TraceKind::DeadLettered)
        lines << tr("Cause: %1").arg(causeName(r.cause()));
    lines << tr("%1 at %2").arg(actorName(r.actor(), locale), TimelineRuler::formatTime(r.time(), locale));
    return lines.join(QLatin1Char('\n'));
}

QString TimelineText::gapTooltip(SimTime length, const QLocale &locale)
{
    return tr("Nothing happened for %1 (compressed)").arg(TimelineRuler::formatDuration(length, locale));
}

} // namespace idem::ui
