#include "recordtext.h"

#include "editor/vocablabels.h"
#include "store/sqlstatements.h"
#include "store/storestatus.h"
#include "uiformat.h"

#include <QLocale>

namespace idem::ui {

QString RecordText::kind(TraceKind k)
{
    switch (k) {
    case TraceKind::PublishAttempt: return tr("Publish");
    case TraceKind::PublishLost: return tr("Publish lost");
    case TraceKind::PublishAckLost: return tr("Publish ack lost");
    case TraceKind::PublishAcked: return tr("Publish acked");
    case TraceKind::PublishGaveUp: return tr("Producer gave up");
    case TraceKind::BrokerEnqueued: return tr("Enqueued");
    case TraceKind::BrokerDeduped: return tr("Dropped by broker dedup");
    case TraceKind::Deliver: return tr("Deliver");
    case TraceKind::HandleStart: return tr("Handle");
    case TraceKind::CacheHit: return tr("Cache hit");
    case TraceKind::CacheMiss: return tr("Cache miss");
    case TraceKind::Skipped: return tr("Skipped duplicate");
    case TraceKind::SideEffect: return tr("Side effect");
    case TraceKind::Commit: return tr("Commit");
    case TraceKind::Rollback: return tr("Rollback");
    case TraceKind::StoreBusy: return tr("Store busy");
    case TraceKind::StoreFailed: return tr("Store failed");
    case TraceKind::AckSent: return tr("Ack");
    case TraceKind::AckLost: return tr("Ack lost");
    case TraceKind::AckIgnored: return tr("Stale ack ignored");
    case TraceKind::Crash: return tr("Crash");
    case TraceKind::Restart: return tr("Restart");
    case TraceKind::Requeued: return tr("Requeued");
    case TraceKind::DeadLettered: return tr("Dead-lettered");
    case TraceKind::MaxDeliveries: return tr("MaxDeliver reached (advisory)");
    case TraceKind::BrokerRestart: return tr("Broker restart");
    case TraceKind::BrokerBack: return tr("Broker back");
    case TraceKind::CacheFlush: return tr("Cache flush");
    case TraceKind::StoreDown: return tr("Store down");
    case TraceKind::StoreUp: return tr("Store up");
    case TraceKind::ConsumerJoin: return tr("Consumer joins");
    case TraceKind::ConsumerLeave: return tr("Consumer leaves");
    case TraceKind::Rebalance: return tr("Rebalance");
    case TraceKind::OffsetCommit: return tr("Offset commit");
    case TraceKind::RetentionCleanup: return tr("Inbox cleanup");
    case TraceKind::SlowHandler: return tr("Slow handler");
    case TraceKind::CacheSet: return tr("Cache set");
    case TraceKind::Sql: return tr("SQL");
    case TraceKind::StaticRejoin: return tr("Static member rejoined");
    case TraceKind::OffsetReset: return tr("Offset reset to latest");
    default: break;
    }
    return Trace::kindName(k);
}

QString RecordText::cause(DeliveryCause c)
{
    switch (c) {
    case DeliveryCause::First: return tr("first delivery");
    case DeliveryCause::AckLost: return tr("ack lost");
    case DeliveryCause::CrashBeforeAck: return tr("crash before ack");
    case DeliveryCause::TimeoutExpired: return tr("timeout expired");
    case DeliveryCause::BrokerRestart: return tr("broker restart");
    case DeliveryCause::Rebalance: return tr("rebalance");
    case DeliveryCause::ProducerRetry: return tr("producer retry");
    case DeliveryCause::ConnectionLost: return tr("connection lost");
    case DeliveryCause::Nack: return tr("nack");
    case DeliveryCause::StaticRejoin: return tr("static member rejoined");
    default: break;
    }
    return Trace::causeName(c);
}

QString RecordText::guard(Guard g)
{
    switch (g) {
    case Guard::LocalCache: return tr("the local cache");
    case Guard::SharedCache: return tr("the shared cache");
    case Guard::InboxSelect: return tr("the inbox lookup (SELECT)");
    case Guard::InboxClaim: return tr("the inbox claim (INSERT … ON CONFLICT DO NOTHING)");
    case Guard::UniqueKey: return tr("the inbox's unique key (the commit rolled back)");
    default: break;
    }
    return Trace::guardName(g);
}

QString RecordText::missReason(CacheMissReason r)
{
    switch (r) {
    case CacheMissReason::Never: return tr("never cached");
    case CacheMissReason::Expired: return tr("entry expired (TTL)");
    case CacheMissReason::Evicted: return tr("entry evicted (capacity)");
    case CacheMissReason::Flushed: return tr("cache flushed");
    case CacheMissReason::LostOnCrash: return tr("lost with the crashed process");
    default: break;
    }
    return Trace::missReasonName(r);
}

QString RecordText::rollbackReason(RollbackReason r)
{
    switch (r) {
    case RollbackReason::Crash: return tr("the consumer crashed mid-transaction");
    case RollbackReason::UniqueViolation: return tr("the inbox's unique key was violated");
    case RollbackReason::AlreadyClaimed: return tr("the message was already claimed in the inbox");
    case RollbackReason::StoreFailed: return tr("the store became unavailable");
    default: break;
    }
    return Trace::rollbackReasonName(r);
}

QString RecordText::crashPoint(CrashPoint p)
{
    if (p == CrashPoint::Immediate)
        return tr("at once");
    return VocabLabels::crashPoint(p);
}

QString RecordText::storeStatus(int status)
{
    switch (StoreStatus(status)) {
    case StoreStatus::Ok: return tr("Ok");
    case StoreStatus::Busy: return tr("Busy");
    case StoreStatus::Constraint: return tr("Constraint");
    case StoreStatus::Failed: return tr("Failed");
    }
    return QString::number(status);
}

QString RecordText::statementName(int statement)
{
    const QString text = sqlText(SqlStatement(statement));
    // The verb and table are enough in a list: "INSERT INTO orders".
    const qsizetype cut = text.indexOf(QLatin1Char('('));
    return (cut > 0 ? text.left(cut) : text.section(QLatin1String(" WHERE"), 0, 0)).trimmed();
}

QString RecordText::details(const TraceRecord &r)
{
    const QLocale l;
    switch (r.kind()) {
    case TraceKind::PublishAttempt:
    case TraceKind::PublishLost:
    case TraceKind::PublishAckLost:
    case TraceKind::PublishAcked:
        return tr("attempt %1").arg(l.toString(r.producerAttempt()));
    case TraceKind::BrokerEnqueued:
    case TraceKind::BrokerDeduped:
        return tr("copy of attempt %1").arg(l.toString(r.publishAttempt()));
    case TraceKind::Deliver:
    case TraceKind::HandleStart:
        return r.attempt() > 1 ? tr("%1, copy of attempt %2").arg(cause(r.cause()), l.toString(r.attempt()))
                               : cause(r.cause());
    case TraceKind::CacheMiss: return missReason(r.missReason());
    case TraceKind::Skipped: return tr("recognised by %1").arg(guard(r.guard()));
    case TraceKind::SideEffect: return r.repeatsEffect() ? tr("DUPLICATE: this key already had its effect") : tr("applied");
    case TraceKind::Commit: return statementName(r.commitPurpose());
    case TraceKind::Rollback: return rollbackReason(r.rollbackReason());
    case TraceKind::AckSent:
    case TraceKind::AckLost:
        return tr("deliveries in this ack: %1").arg(QLocale().toString(r.acksCovered()));
    case TraceKind::Crash: return crashPoint(r.crashPoint());
    case TraceKind::Requeued: return cause(r.cause());
    case TraceKind::RetentionCleanup: return tr("inbox rows deleted: %1").arg(QLocale().toString(r.rowsDeleted()));
    case TraceKind::SlowHandler: return tr("+%1").arg(UiFormat::amount(l.toString(r.durationMs()), UiFormat::Unit::Milliseconds));
    case TraceKind::StoreDown: return tr("for %1").arg(UiFormat::amount(l.toString(r.durationMs()), UiFormat::Unit::Milliseconds));
    case TraceKind::Sql:
        return tr("%1 → %2", "an SQL statement → what the store answered")
            .arg(statementName(r.sqlStatementCode()), storeStatus(r.sqlStoreStatus()));
    case TraceKind::DeadLettered:
    case TraceKind::MaxDeliveries: return tr("deliveries: %1").arg(QLocale().toString(r.deliveriesMade()));
    case TraceKind::OffsetReset:
        return tr("partition %1: no committed offset, started at the log end; %2 records skipped")
            .arg(l.toString(r.partition()), l.toString(r.recordsSkipped()));
    case TraceKind::StaticRejoin:
        return r.rejoinsDuringRebalance() ? tr("joins the pending rebalance with its group.instance.id")
                          : tr("same partitions, no rebalance; reads again from the committed offsets");
    default: break;
    }
    return {};
}

QColor RecordText::color(const TraceRecord &r)
{
    switch (r.kind()) {
    case TraceKind::SideEffect: return r.repeatsEffect() ? QColor(0xc6, 0x28, 0x28) : QColor(0x1e, 0x6f, 0xb8);
    case TraceKind::Skipped:
    case TraceKind::CacheHit:
        return QColor(0x1a, 0x7f, 0x37);
    case TraceKind::Crash:
    case TraceKind::DeadLettered:
    case TraceKind::PublishGaveUp:
    case TraceKind::OffsetReset:
        return QColor(0xb3, 0x26, 0x1e);
    case TraceKind::AckLost:
    case TraceKind::PublishAckLost:
    case TraceKind::PublishLost:
    case TraceKind::StoreFailed:
    case TraceKind::Rollback:
        return QColor(0xb2, 0x6a, 0x00);
    case TraceKind::BrokerRestart:
    case TraceKind::CacheFlush:
    case TraceKind::StoreDown:
    case TraceKind::Rebalance:
        return QColor(0x6a, 0x1b, 0x9a);
    default: break;
    }
    return {};
}

} // namespace idem::ui
