#include "narration.h"

#include "kernel/trace.h"
#include "uiformat.h"

#include <QHash>
#include <QSet>

namespace idem::ui {

namespace {
QString key(quint32 message)
{
    return UiFormat::isolate(Scenario::businessKey(int(message)));
}

QString guardReason(Guard guard)
{
    switch (guard) {
    case Guard::LocalCache: return Narration::tr("its id was in the local cache");
    case Guard::SharedCache: return Narration::tr("its id was in the shared cache");
    case Guard::InboxSelect: return Narration::tr("the inbox already had its id");
    case Guard::InboxClaim: return Narration::tr("the inbox claim for its id conflicted");
    case Guard::UniqueKey: return Narration::tr("the inbox's unique key rolled the second commit back");
    case Guard::Count: break;
    }
    return Narration::tr("it was recognised");
}

QString crashPoint(CrashPoint point)
{
    switch (point) {
    case CrashPoint::BeforeHandle: return Narration::tr("before handling it");
    case CrashPoint::AfterSideEffectBeforeCommit: return Narration::tr("after the side effect, before the commit");
    case CrashPoint::BetweenCommits: return Narration::tr("between the business commit and the inbox commit");
    case CrashPoint::AfterCommitBeforeAck: return Narration::tr("after the commit, before the ack");
    case CrashPoint::AfterAckBeforeCacheUpdate: return Narration::tr("after the ack, before updating the cache");
    case CrashPoint::Immediate:
    case CrashPoint::Count: break;
    }
    return {};
}

QString rebalanceReason(RebalanceReason reason)
{
    switch (reason) {
    case RebalanceReason::Join: return Narration::tr("a consumer joined");
    case RebalanceReason::Leave: return Narration::tr("a consumer left");
    case RebalanceReason::SessionTimeout: return Narration::tr("a member missed its session timeout");
    case RebalanceReason::PollInterval: return Narration::tr("a handler took longer than max.poll.interval.ms");
    case RebalanceReason::BrokerRestart: return Narration::tr("the broker restarted");
    case RebalanceReason::Rejoin: return Narration::tr("a removed member rejoined");
    case RebalanceReason::Revoked: return Narration::tr("partitions revoked in the first cooperative round move now");
    case RebalanceReason::Initial: break;
    }
    return {};
}
} // namespace

NarrationLine Narration::line(const TraceRecord &r, int index)
{
    using Kind = NarrationLine::Kind;
    NarrationLine out;
    out.time = r.time();
    const QString at = UiFormat::seconds(r.time(), 2);
    const QString who = r.isConsumer() ? UiFormat::consumerName(r.consumer()) : UiFormat::laneName(r.actor());
    const bool hasMessage = r.message != kNoMessage;
    switch (r.kind()) {
    case TraceKind::SideEffect:
        if (!r.repeatsEffect() || !hasMessage)
            return {};
        out.kind = Kind::DuplicateEffect;
        out.text = tr("%1 — %2 was applied again: a duplicate side effect.").arg(at, key(r.message));
        break;
    case TraceKind::Skipped:
        if (!hasMessage)
            return {};
        out.kind = Kind::SkippedDuplicate;
        out.text = tr("%1 — %2 arrived again and %3 skipped it: %4.")
                       .arg(at, key(r.message), who, guardReason(r.guard()));
        break;
    case TraceKind::Crash: {
        out.kind = Kind::Crash;
        const QString point = crashPoint(r.crashPoint());
        if (hasMessage && !point.isEmpty())
            out.text = tr("%1 — %2 crashed while handling %3, %4.").arg(at, who, key(r.message), point);
        else if (hasMessage)
            out.text = tr("%1 — %2 crashed while handling %3.").arg(at, who, key(r.message));
        else
            out.text = tr("%1 — %2 crashed.").arg(at, who);
        break;
    }
    case TraceKind::AckLost:
        if (!hasMessage)
            return {};
        out.kind = Kind::AckLost;
        out.text = tr("%1 — %2's ack for %3 was lost.").arg(at, who, key(r.message));
        break;
    case TraceKind::PublishAckLost:
        if (!hasMessage)
            return {};
        out.kind = Kind::PublishAckLost;
        out.text = tr("%1 — the broker stored %2, but the producer never got its publish ack and will retry.")
                       .arg(at, key(r.message));
        break;
    case TraceKind::BrokerDeduped:
        if (!hasMessage)
            return {};
        out.kind = Kind::BrokerDeduped;
        out.text = tr("%1 — the broker recognised the producer's retry of %2 by its message id and dropped it.")
                       .arg(at, key(r.message));
        break;
    case TraceKind::DeadLettered:
        if (!hasMessage)
            return {};
        out.kind = Kind::DeadLetter;
        out.text = tr("%1 — %2 was moved to the dead-letter queue after %Ln deliveries.", nullptr, r.deliveriesMade())
                       .arg(at, key(r.message));
        break;
    case TraceKind::Rebalance: {
        const QString reason = rebalanceReason(r.rebalanceReason());
        if (!r.rebalanceStarts() || reason.isEmpty())
            return {}; // only the start of a rebalance that something set off
        out.kind = Kind::Rebalance;
        out.text = tr("%1 — the consumer group started a rebalance: %2.").arg(at, reason);
        break;
    }
    case TraceKind::BrokerRestart:
        out.kind = Kind::BrokerRestart;
        out.text = tr("%1 — the broker restarted.").arg(at);
        break;
    case TraceKind::ConnectionLost:
        out.kind = Kind::ConnectionLost;
        out.text = tr("%1 — %2 lost its connection to the broker; its unacked deliveries go back to the queue.")
                       .arg(at, who);
        break;
    case TraceKind::Restart:
        if (!r.isConsumer())
            return {};
        out.kind = Kind::ConsumerRestart;
        out.text = tr("%1 — %2 restarted; whatever it kept in memory is gone.").arg(at, who);
        break;
    case TraceKind::SlowHandler:
        if (!hasMessage)
            return {};
        out.kind = Kind::SlowHandler;
        out.text = tr("%1 — %2 is slow on %3: %4 longer than usual.")
                       .arg(at, who, key(r.message), UiFormat::seconds(SimTime(r.durationMs()) * 1000, 1));
        break;
    case TraceKind::StoreDown:
        out.kind = Kind::StoreDown;
        out.text = tr("%1 — the database became unavailable: consumers must neither ack nor skip, only retry.")
                       .arg(at);
        break;
    case TraceKind::StoreFailed:
        if (!hasMessage)
            return {};
        out.kind = Kind::StoreFailed;
        out.text = tr("%1 — %2 could not reach the database while handling %3: it does not ack and does not "
                      "skip; it tries again later.")
                       .arg(at, who, key(r.message));
        break;
    case TraceKind::StoreUp:
        out.kind = Kind::StoreUp;
        out.text = tr("%1 — the database is back.").arg(at);
        break;
    case TraceKind::CacheFlush:
        out.kind = Kind::CacheFlush;
        out.text = tr("%1 — the cache was flushed: every message id it remembered is gone.").arg(at);
        break;
    case TraceKind::RetentionCleanup:
        out.kind = Kind::InboxCleanup;
        out.text = tr("%1 — the inbox cleanup deleted %Ln rows older than the retention window; it keeps "
                      "doing so.",
                      nullptr, r.rowsDeleted())
                       .arg(at);
        break;
    default:
        return {};
    }
    out.record = index;
    return out;
}

namespace {
// The graph's edges into `record` of one kind, as indices into edges().
void addEdgesInto(QVector<quint32> &out, const CauseGraph &graph, qint64 record, CauseEdge::Kind kind)
{
    if (record < 0)
        return;
    const auto [from, to] = graph.into(quint32(record));
    for (const CauseEdge *e = from; e != to; ++e) {
        if (e->kind == kind && e->from != e->to) // a cause not found is not one
            out.append(quint32(e - graph.edges().data()));
    }
}
} // namespace

void Narration::addCauses(NarrationLine &line, const Trace &trace, const RunAnalysis &analysis)
{
    using Kind = NarrationLine::Kind;
    const CauseGraph &graph = analysis.causes();
    const MessageHistory &history = analysis.history();
    const quint32 record = quint32(line.record);
    switch (line.kind) {
    case Kind::DuplicateEffect: {
        addEdgesInto(line.causeEdges, graph, record, CauseEdge::Duplicate);
        for (int i = 0, n = line.causeEdges.size(); i < n; ++i)
            addEdgesInto(line.causeEdges, graph, graph.edges()[line.causeEdges.at(i)].again, CauseEdge::Redelivery);
        break;
    }
    case Kind::SkippedDuplicate: {
        const int h = history.handlingOf(trace, record);
        if (h < 0)
            break;
        const Handling &skip = history.handlings()[std::size_t(h)];
        addEdgesInto(line.causeEdges, graph, skip.deliver, CauseEdge::Redelivery);
        // The application it spared: the message's first, before the skip.
        const auto [begin, end] = history.handlingsOf(skip.message);
        for (int i = begin; i < end; ++i) {
            const qint32 applied = history.handlings()[std::size_t(i)].applied;
            if (applied >= 0 && quint32(applied) < record) {
                line.origins.append(quint32(applied));
                break;
            }
        }
        break;
    }
    case Kind::ConsumerRestart:
    case Kind::StoreUp:
    case Kind::StoreFailed: {
        const qint64 origin = analysis.recoveredFrom(trace, record);
        if (origin >= 0)
            line.origins.append(quint32(origin));
        break;
    }
    case Kind::Rebalance:
        // The round a session timeout started waited since the member's crash.
        for (const KafkaLog::Wait &w : analysis.kafka().waits()) {
            if (w.rebalance == record && w.cause != record && !line.origins.contains(w.cause))
                line.origins.append(w.cause);
        }
        break;
    default: break;
    }
}

QVector<NarrationLine> Narration::build(const RunResult &run)
{
    // A run made by hand (a test's trace) has no analysis of its own yet.
    const std::shared_ptr<const RunAnalysis> analysis =
        run.analysis ? run.analysis : RunAnalysis::build(run.trace, run.scenario);
    QHash<int, QString> explanations;
    for (const Violation &v : run.violations) {
        if (v.kind == ViolationKind::DuplicateSideEffect && !v.explanation.isEmpty())
            explanations.insert(v.logical, v.explanation);
    }
    QVector<NarrationLine> out;
    bool cleanupTold = false;
    QSet<quint8> failedThisOutage; // consumers already told about since the outage began
    const auto &records = run.trace.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        NarrationLine l = line(records[i], int(i));
        if (l.record < 0)
            continue;
        if (l.kind == NarrationLine::Kind::InboxCleanup) {
            if (cleanupTold)
                continue;
            cleanupTold = true;
        } else if (l.kind == NarrationLine::Kind::StoreFailed) {
            if (failedThisOutage.contains(records[i].actor()))
                continue; // its retries say nothing new
            failedThisOutage.insert(records[i].actor());
        } else if (l.kind == NarrationLine::Kind::StoreDown || l.kind == NarrationLine::Kind::StoreUp) {
            failedThisOutage.clear();
        }
        if (l.kind == NarrationLine::Kind::DuplicateEffect)
            l.why = UiFormat::localizeNumbers(explanations.take(int(records[i].message))); // once per key
        addCauses(l, run.trace, *analysis);
        out.append(std::move(l));
    }
    return out;
}

} // namespace idem::ui
