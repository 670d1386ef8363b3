#include "timelinecausetext.h"

#include "kernel/trace.h"
#include "consumer/strategytraits.h"
#include "scenario/brokerprofile.h"
#include "timelineruler.h"

namespace idem::ui {

namespace {
QString ms(qint64 value, const QLocale &locale)
{
    return TimelineRuler::formatDuration(value * 1000, locale);
}

bool requeuesAtOnce(const Scenario &s)
{
    const BrokerProfile *p = BrokerProfile::find(s.broker.profile);
    return p && p->requeueOnDisconnect;
}
} // namespace

QString TimelineCauseText::holdMechanism(const Scenario &scenario, const QLocale &locale)
{
    const BrokerProfile *p = BrokerProfile::find(scenario.broker.profile);
    const QString name = p ? QCoreApplication::translate("BrokerProfile", p->timeoutName) : tr("redelivery timeout");
    return tr("%1 %2", "mechanism and its duration, e.g. visibility timeout 30 s")
        .arg(name, ms(scenario.broker.redeliveryTimeoutMs, locale));
}

QString TimelineCauseText::barLabel(const TimelineBar &bar, const TimelineCauses &causes, const QLocale &locale)
{
    const Scenario &s = causes.scenario();
    const QString key = bar.message != kNoMessage ? Scenario::businessKey(int(bar.message)) : QString();
    switch (bar.kind) {
    case TimelineBar::Handler:
        if (bar.end == TimelineBar::Crashed)
            return tr("%1 handler, crashed").arg(key);
        if (bar.has(TimelineBar::Slow))
            return tr("%1 handler, slow (%2)").arg(key, TimelineRuler::formatDuration(bar.to - bar.from, locale));
        if (bar.has(TimelineBar::Duplicate))
            return tr("%1 handler, applied again").arg(key);
        return tr("%1 handler").arg(key);
    case TimelineBar::Hold:
        if (bar.hold == BrokerHold::MessageGroup)
            return tr("%1 waits: an earlier message of its message group is in flight").arg(key);
        if (bar.hold == BrokerHold::BatchAckWaiting && bar.end == TimelineBar::Redelivered)
            return tr("%1 held, handled: its ack was waiting for a batch of %2").arg(key, locale.toString(s.consumers.ackEvery));
        if (bar.hold == BrokerHold::UntilChannelClosed)
            return tr("%1 unacked until the channel closed").arg(key);
        if (bar.end == TimelineBar::GaveUp) {
            // JetStream: the hold ends, nothing comes after it.
            const QString limit = locale.toString(s.broker.maxDeliveries);
            return bar.has(TimelineBar::AckLost)
                ? tr("%1 held, ack lost: %2, then MaxDeliver %3 reached: not delivered again")
                      .arg(key, holdMechanism(s, locale), limit)
                : tr("%1 held: %2, then MaxDeliver %3 reached: not delivered again")
                      .arg(key, holdMechanism(s, locale), limit);
        }
        if (bar.end == TimelineBar::DeadLettered)
            return bar.has(TimelineBar::AckLost)
                ? tr("%1 held, ack lost: %2, then dead-lettered").arg(key, holdMechanism(s, locale))
                : tr("%1 held: %2, then dead-lettered").arg(key, holdMechanism(s, locale));
        return bar.has(TimelineBar::AckLost) ? tr("%1 held, ack lost: %2").arg(key, holdMechanism(s, locale))
                                             : tr("%1 held: %2").arg(key, holdMechanism(s, locale));
    case TimelineBar::Transaction:
        return bar.end == TimelineBar::RolledBack ? tr("%1 transaction rolled back: undone").arg(key)
                                                  : tr("%1 transaction").arg(key);
    case TimelineBar::CacheEntry: {
        QString text;
        switch (bar.end) {
        case TimelineBar::Expired:
            text = tr("%1 cached, expired (TTL %2)").arg(key, ms(s.strategy.cacheTtlMs, locale));
            break;
        case TimelineBar::Evicted:
            text = tr("%1 cached, evicted (capacity %2)").arg(key, locale.toString(s.strategy.cacheCapacity));
            break;
        case TimelineBar::Flushed: text = tr("%1 cached, flushed").arg(key); break;
        case TimelineBar::LostOnCrash: text = tr("%1 cached, lost in the crash").arg(key); break;
        default: text = tr("%1 cached").arg(key); break;
        }
        // One lane draws every consumer's in-process cache: say whose it is,
        // or another consumer applying the message under it looks wrong.
        const StrategyTraits *traits = StrategyTraits::find(s.strategy.id);
        if (traits && traits->cache == CacheUse::Local && s.consumers.count > 1)
            text = tr("%1 · in consumer-%2's own cache").arg(text, locale.toString(int(bar.consumer)));
        return text;
    }
    case TimelineBar::SessionTimeout:
        if (RebalanceReason(bar.cause) == RebalanceReason::PollInterval)
            return tr("max.poll.interval.ms %1 exceeded: consumer %2 removed")
                .arg(ms(s.consumers.maxPollIntervalMs, locale), locale.toString(int(bar.consumer)));
        return tr("session.timeout.ms %1: consumer %2 is dead, nobody reads this partition")
            .arg(ms(s.consumers.sessionTimeoutMs, locale), locale.toString(int(bar.consumer)));
    case TimelineBar::KindCount: break;
    }
    return {};
}

bool TimelineCauseText::barLabelTellsItsEnd(const TimelineBar &bar)
{
    switch (bar.end) {
    case TimelineBar::Crashed:
    case TimelineBar::RolledBack:
    case TimelineBar::DeadLettered:
    case TimelineBar::GaveUp:
    case TimelineBar::Expired:
    case TimelineBar::Evicted:
    case TimelineBar::Flushed:
    case TimelineBar::LostOnCrash: return true;
    default: break;
    }
    // "slow (40 s)": its length is known once it ends.
    return bar.kind == TimelineBar::Handler && bar.has(TimelineBar::Slow);
}

QString TimelineCauseText::shortBarLabel(const TimelineBar &bar, const TimelineCauses &causes, const QLocale &locale)
{
    const Scenario &s = causes.scenario();
    if (bar.kind != TimelineBar::SessionTimeout)
        return {};
    if (RebalanceReason(bar.cause) == RebalanceReason::PollInterval)
        return tr("max.poll.interval.ms %1 exceeded").arg(ms(s.consumers.maxPollIntervalMs, locale));
    return tr("session.timeout.ms %1: consumer %2 dead")
        .arg(ms(s.consumers.sessionTimeoutMs, locale), locale.toString(int(bar.consumer)));
}

namespace {
Slip slipOf(const TimelineCause &cause, const TimelineCauses &causes)
{
    const RunAnalysis *analysis = causes.analysis();
    return analysis && cause.edge < analysis->causes().edges().size() ? analysis->causes().edges()[cause.edge].slip
                                                                      : Slip::None;
}

bool waitedForBatch(const TimelineCause &cause, const TimelineCauses &causes)
{
    const RunAnalysis *analysis = causes.analysis();
    return analysis && cause.edge < analysis->causes().edges().size()
        && analysis->causes().edges()[cause.edge].batchWaiting;
}
} // namespace

QString TimelineCauseText::causeLabel(const TimelineCause &cause, const TimelineCauses &causes, const QLocale &locale)
{
    const Scenario &s = causes.scenario();
    if (cause.kind == TimelineCause::LostRecord && causes.index())
        return tr("never read: auto.offset.reset jumped past it at %1")
            .arg(TimelineRuler::formatTime(causes.index()->timeOf(cause.to) / 1000 * 1000, locale));
    if (cause.kind == TimelineCause::Duplicate && causes.index()) {
        const QString first = TimelineRuler::formatTime(causes.index()->timeOf(cause.from) / 1000 * 1000, locale);
        // Why the guard let it through, where the picture alone cannot say it.
        switch (slipOf(cause, causes)) {
        case Slip::BetweenCommits:
            return tr("applied again (first at %1): the crash came between the business commit and the inbox "
                      "commit, so the inbox never recorded it").arg(first);
        case Slip::OutsideTransaction:
            return tr("sent again (first at %1): the email went out before the commit, and the rollback could "
                      "not take it back").arg(first);
        default: return tr("applied again (first at %1)").arg(first);
        }
    }
    const bool atOnce = requeuesAtOnce(s);
    switch (cause.cause) {
    case DeliveryCause::AckLost:
        return atOnce ? tr("lost ack · channel closed, requeued at once")
                      : tr("lost ack · %1").arg(holdMechanism(s, locale));
    case DeliveryCause::CrashBeforeAck:
        // Handled already: its ack was waiting for the rest of a batch (ackEvery).
        if (waitedForBatch(cause, causes))
            return atOnce ? tr("crash · ack waiting for a batch of %1 · requeued at once").arg(locale.toString(s.consumers.ackEvery))
                          : tr("crash · ack waiting for a batch of %1 · %2").arg(locale.toString(s.consumers.ackEvery), holdMechanism(s, locale));
        return atOnce ? tr("crash · requeued at once") : tr("crash · %1").arg(holdMechanism(s, locale));
    case DeliveryCause::TimeoutExpired: return tr("still running · %1").arg(holdMechanism(s, locale));
    case DeliveryCause::BrokerRestart: return tr("broker restart · unacked handed out again");
    case DeliveryCause::Rebalance:
        for (const TimelineRewind &r : causes.rewinds()) {
            if (r.record == cause.from && r.row == cause.fromRow)
                return tr("rebalance · re-read from offset %1").arg(locale.toString(r.committed));
        }
        return tr("rebalance · re-read from the committed offset");
    case DeliveryCause::ConnectionLost:
        return atOnce ? tr("connection lost · requeued at once") : tr("connection lost · %1").arg(holdMechanism(s, locale));
    case DeliveryCause::ProducerRetry: return tr("publish ack lost · published again");
    case DeliveryCause::Nack: return tr("rejected · requeued");
    case DeliveryCause::StaticRejoin: return tr("static member rejoined · re-read from the committed offset");
    case DeliveryCause::First:
    case DeliveryCause::Count: break;
    }
    return {};
}

QString TimelineCauseText::repeatsLabel(SimTime first, SimTime last, const QLocale &locale)
{
    const QString from = TimelineRuler::formatTime(first / 1000 * 1000, locale);
    const QString to = TimelineRuler::formatTime(last / 1000 * 1000, locale);
    if (from == to)
        return tr("applied again (first at %1)").arg(from);
    return tr("applied again (first applications %1 – %2)").arg(from, to);
}

QString TimelineCauseText::sharedLabel(const QString &label, int count, const QLocale &locale)
{
    return tr("%1 · ×%2", "a cause label shared by %2 alike arrows").arg(label, locale.toString(count));
}

QString TimelineCauseText::spanLabel(const TimelineSpan &span, const Scenario &scenario)
{
    // A cooperative rebalance (KIP-429) stops only the partitions that move;
    // the others are read on throughout.
    if (span.kind == TimelineSpan::Rebalance && scenario.broker.rebalance == Rebalance::Cooperative)
        return tr("cooperative rebalance: only moved partitions wait");
    switch (span.kind) {
    case TimelineSpan::StoreDown: return tr("store unavailable");
    case TimelineSpan::BrokerDown: return tr("broker restarting");
    case TimelineSpan::ConsumerOffline: return tr("consumer down");
    case TimelineSpan::Rebalance: return tr("rebalance: partitions paused");
    }
    return {};
}

QString TimelineCauseText::rewindLabel(const TimelineRewind &rewind, const QLocale &locale)
{
    const QString label = rewind.committedAt < 0
        ? tr("rewind %1 → %2 (nothing committed yet)").arg(locale.toString(rewind.position), locale.toString(rewind.committed))
        : tr("rewind %1 → %2 (committed at %3)")
              .arg(locale.toString(rewind.position), locale.toString(rewind.committed),
                   TimelineRuler::formatTime(rewind.committedAt / 1000 * 1000, locale));
    // Right to left, "36 → 26" is drawn with 36 on the right and the arrow
    // pointing away from 26, as if forward: the arrow turns to be read.
    if (locale.textDirection() == Qt::RightToLeft)
        return QString(label).replace(QChar(0x2192), QChar(0x2190));
    return label;
}

} // namespace idem::ui
