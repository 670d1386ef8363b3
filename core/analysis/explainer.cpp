#include "explainer.h"

#include "../broker/kafkabroker.h"
#include "../consumer/strategytraits.h"
#include "../kernel/partitioner.h"
#include "../kernel/runmetrics.h"
#include "../scenario/brokerprofile.h"
#include "../store/sqlstatements.h"

#include <QLocale>
#include <algorithm>
#include <QSet>

namespace idem {

namespace {
constexpr int kDetailedLimit = 2000;

QString consumerName(int c)
{
    return QStringLiteral("consumer-%1").arg(c);
}

QString durationText(SimTime d)
{
    // "20.0 s" or "350 ms": how long, rounded to what a reader compares.
    if (d >= 1000 * 1000)
        return QLocale::c().toString(double(d) / 1e6, 'f', 1) + QStringLiteral(" s");
    return QStringLiteral("%1 ms").arg(d / 1000);
}

QString msText(qint64 ms)
{
    if (ms % 1000 == 0)
        return QStringLiteral("%1 s").arg(ms / 1000);
    return QStringLiteral("%1 ms").arg(ms);
}
} // namespace

QString formatSeconds(SimTime t)
{
    return QLocale::c().toString(double(t) / 1e6, 'f', 3) + QStringLiteral(" s");
}

Explainer::Explainer(const Scenario &scenario, const Trace &trace, const RunAnalysis *analysis)
    : m_scenario(scenario), m_trace(trace), m_analysis(analysis), m_groups(scenario, trace)
{
    if (!m_analysis || m_analysis->traceSize() != trace.size()) {
        m_ownAnalysis = RunAnalysis::build(trace, scenario);
        m_analysis = m_ownAnalysis.get();
    }
}

void Explainer::index(const QVector<int> &logicals)
{
    QSet<quint32> wanted;
    for (int l : logicals) {
        if (!m_byMessage.contains(l))
            wanted.insert(quint32(l));
    }
    const bool collectGlobal = m_global.isEmpty();
    if (collectGlobal) { // collected again below, in time order
        m_connectionLost.clear();
        m_crashAt.clear();
    }
    const auto &records = m_trace.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const TraceRecord &r = records[i];
        // A dropped connection is recorded on the message in hand, but it
        // returns every unacked delivery of that consumer.
        if (collectGlobal && r.kind() == TraceKind::ConnectionLost && r.isConsumer())
            m_connectionLost[r.consumer()].append(r.time());
        // A crash in a handler is recorded on its message, but it ends the
        // whole process (and its in-process cache).
        if (collectGlobal && r.kind() == TraceKind::Crash && r.isConsumer())
            m_crashAt[r.consumer()].append(r.time());
        if (r.message != kNoMessage) {
            if (wanted.contains(r.message))
                m_byMessage[int(r.message)].append(int(i));
        } else if (collectGlobal) {
            const TraceKind k = r.kind();
            if (k == TraceKind::CacheFlush || k == TraceKind::RetentionCleanup || k == TraceKind::BrokerRestart
                || k == TraceKind::StoreDown || k == TraceKind::Rebalance || k == TraceKind::Crash
                || k == TraceKind::CommitFailed || k == TraceKind::OffsetCommit || k == TraceKind::StaticRejoin
                || k == TraceKind::OffsetReset || k == TraceKind::BrokerBack || k == TraceKind::ConsumerLeave)
            {
                if (k == TraceKind::Rebalance && r.rebalanceStarts())
                    m_rebalanceStarts.append(int(m_global.size()));
                if (k == TraceKind::Crash)
                    m_crashes.append(int(m_global.size()));
                m_timesByKind[int(k)].append(r.time());
                m_global.append({k, r.time(), r.actor(), r.delivery, r.detail});
            }
        }
    }
    for (quint32 l : std::as_const(wanted))
        m_byMessage[int(l)]; // known, even when it has no records
}

SimTime Explainer::globalBetween(TraceKind kind, SimTime from, SimTime to) const
{
    const auto found = m_timesByKind.constFind(int(kind));
    if (found == m_timesByKind.cend())
        return -1;
    const auto it = std::lower_bound(found->cbegin(), found->cend(), from);
    return it != found->cend() && *it <= to ? *it : -1;
}

SimTime Explainer::globalAtOrBefore(TraceKind kind, SimTime t) const
{
    const auto found = m_timesByKind.constFind(int(kind));
    if (found == m_timesByKind.cend())
        return -1;
    const auto it = std::upper_bound(found->cbegin(), found->cend(), t);
    return it == found->cbegin() ? -1 : *(it - 1);
}

// The round a re-read follows and who is behind it, found in the run-wide
// records: its start, the member whose crash set it off (or the copy's
// previous reader's own crash), when it completed and whether it waited for
// another dead member too.
Explainer::Round Explainer::roundBefore(SimTime before, const Handling *prev) const
{
    Round r;
    // The last rebalance that started before the re-read, and what set it off.
    const auto lastAtOrBefore = [this](const QVector<int> &indices, SimTime t) -> const GlobalEvent * {
        const auto it = std::upper_bound(indices.cbegin(), indices.cend(), t,
                                         [this](SimTime time, int i) { return time < m_global.at(i).time; });
        return it == indices.cbegin() ? nullptr : &m_global.at(*(it - 1));
    };
    const GlobalEvent *start = lastAtOrBefore(m_rebalanceStarts, before);
    const QString commitNote = m_scenario.consumers.autoCommit
        ? tr("auto-commit every %1").arg(msText(m_scenario.consumers.autoCommitIntervalMs))
        : tr("offsets committed after each batch");
    const QString reread = tr("the partition's owner re-read it from the last committed offset (%1)")
                               .arg(commitNote);
    r.reread = reread;
    if (!start)
        return r;
    // The member behind it: the latest crash before the rebalance started;
    // but when the copy's previous reader crashed before it, that crash,
    // following the partition (another member may have crashed since).
    const GlobalEvent *crash = lastAtOrBefore(m_crashes, start->time);
    // A session-timeout rebalance begins when the member whose crash came
    // within one heartbeat interval after (start − session.timeout.ms)
    // expires (its last heartbeat + session.timeout.ms).
    const GlobalEvent *trigger = nullptr;
    if (RebalanceReason(start->delivery) == RebalanceReason::SessionTimeout) {
        const SimTime session = msToSim(m_scenario.consumers.sessionTimeoutMs);
        const SimTime beat = msToSim(KafkaBroker::kHeartbeatIntervalMs);
        for (int i : m_crashes) {
            const GlobalEvent &g = m_global.at(i);
            if (g.time > start->time)
                break;
            if (g.time >= start->time - session && g.time < start->time - session + beat)
                trigger = &g;
        }
        if (trigger)
            crash = trigger;
    }
    if (prev) {
        for (int i : m_crashes) {
            const GlobalEvent &g = m_global.at(i);
            if (g.time > start->time)
                break;
            if (g.actor == kFirstConsumerActor + prev->consumer - 1 && g.time >= prev->start)
                crash = &g;
        }
    }
    const QString who = crash ? consumerName(crash->actor - kFirstConsumerActor + 1) : tr("a consumer");
    // When the rebalance completed: later than it began when the round
    // waited for another dead member's session to expire as well.
    SimTime done = start->time;
    for (auto it = std::lower_bound(m_global.cbegin(), m_global.cend(), start->time,
                                    [](const GlobalEvent &g, SimTime t) { return g.time < t; });
         it != m_global.cend(); ++it) {
        if (it->kind == TraceKind::Rebalance && it->detail != 0) {
            done = it->time;
            break;
        }
    }
    const GlobalEvent *alsoDead = nullptr;
    if (done > start->time && crash) {
        for (int i : m_crashes) {
            const GlobalEvent &g = m_global.at(i);
            if (g.time >= done)
                break;
            if (&g != crash && g.actor != crash->actor && g.time > crash->time)
                alsoDead = &g;
        }
    }
    r.start = start;
    r.crash = crash;
    r.trigger = trigger;
    r.alsoDead = alsoDead;
    r.done = done;
    r.who = who;
    return r;
}

QString Explainer::rebalanceStory(SimTime before, const Handling *prev) const
{
    const Round r = roundBefore(before, prev);
    if (!r.start)
        return tr("a consumer-group rebalance reset the partition, and ") + r.reread;
    return roundWords(r, prev);
}

// A member's session expired: whose, and whether the round waited for another.
QString Explainer::sessionWords(const Round &r) const
{
    const GlobalEvent *start = r.start;
    const GlobalEvent *crash = r.crash;
    const QString &who = r.who;
    const QString &reread = r.reread;
    const GlobalEvent *trigger = r.trigger;
    const GlobalEvent *alsoDead = r.alsoDead;
    const SimTime done = r.done;
        if (!crash) // a static member that left: it sends no LeaveGroup
            return tr("a static member left without a LeaveGroup; member expired after session timeout (%1 "
                      "after its last heartbeat), the group rebalanced at %2 and %3")
                .arg(msText(m_scenario.consumers.sessionTimeoutMs), formatSeconds(start->time), reread);
        {
            // When the member whose expiry began the rebalance is another
            // one, this one's crash came while the group was already
            // rebalancing, and the round waited for it to expire.
            if (trigger && trigger->actor != crash->actor && done > start->time)
                return tr("%1 crashed at %2, while the group was already rebalancing: %3 (crashed at %4) had expired "
                          "at %5; the rebalance waited until %1's member expired after session timeout (%6 after its "
                          "last heartbeat) as well, completed at %7, and %8")
                    .arg(who, formatSeconds(crash->time), consumerName(trigger->actor - kFirstConsumerActor + 1),
                         formatSeconds(trigger->time), formatSeconds(start->time),
                         msText(m_scenario.consumers.sessionTimeoutMs), formatSeconds(done), reread);
        }
        if (alsoDead)
            return tr("%1 crashed at %2; member expired after session timeout (%3 after its last heartbeat), the "
                      "group began to rebalance at %4; the rebalance completed only at %5, once %6 (crashed at %7) "
                      "had expired as well, and %8")
                .arg(who, formatSeconds(crash->time), msText(m_scenario.consumers.sessionTimeoutMs),
                     formatSeconds(start->time), formatSeconds(done),
                     consumerName(alsoDead->actor - kFirstConsumerActor + 1), formatSeconds(alsoDead->time), reread);
        return tr("%1 crashed at %2; member expired after session timeout (%3 after its last heartbeat), "
                  "the group rebalanced at %4 and %5")
            .arg(who, formatSeconds(crash->time), msText(m_scenario.consumers.sessionTimeoutMs),
                 formatSeconds(start->time), reread);
}

// A handler outlived max.poll.interval.ms: whose, and when its commit was refused.
QString Explainer::pollIntervalWords(const Round &r, const Handling *prev) const
{
    const GlobalEvent *start = r.start;
    const QString &reread = r.reread;
        // The previous owner's own handler, when it was the one still running.
        if (prev && prev->start <= start->time && prev->endAt > start->time)
            return tr("%1's handler (running %2 to %3) took longer than max.poll.interval.ms (%4), so %1 was "
                      "removed from the group at %5 while still working; %6")
                .arg(consumerName(prev->consumer), formatSeconds(prev->start), formatSeconds(prev->endAt),
                     msText(m_scenario.consumers.maxPollIntervalMs), formatSeconds(start->time), reread);
        // Otherwise the member whose offset commit was refused afterwards,
        // when its handler was done (before it rejoined: the next rebalance).
        for (auto it = std::lower_bound(m_global.cbegin(), m_global.cend(), start->time,
                                        [](const GlobalEvent &g, SimTime t) { return g.time < t; });
             it != m_global.cend(); ++it) {
            const GlobalEvent &g = *it;
            if (g.kind == TraceKind::Rebalance && g.detail == 0 && g.time > start->time)
                break;
            if (g.kind != TraceKind::CommitFailed)
                continue;
            const QString who = consumerName(g.actor - kFirstConsumerActor + 1);
            return tr("a handler of %1 took longer than max.poll.interval.ms (%2), so %1 was removed from the "
                      "group at %3 while still working (its offset commit failed when it was done, at %4); %5")
                .arg(who, msText(m_scenario.consumers.maxPollIntervalMs), formatSeconds(start->time),
                     formatSeconds(g.time), reread);
        }
        return tr("a handler took longer than max.poll.interval.ms (%1), so its consumer was removed "
                              "from the group at %2 while still working; %3")
            .arg(msText(m_scenario.consumers.maxPollIntervalMs), formatSeconds(start->time), reread);
}

// The round told as a clause, by what started it.
QString Explainer::roundWords(const Round &r, const Handling *prev) const
{
    const GlobalEvent *start = r.start;
    const GlobalEvent *crash = r.crash;
    const SimTime done = r.done;
    const QString &who = r.who;
    const QString &reread = r.reread;
    switch (RebalanceReason(start->delivery)) {
    case RebalanceReason::Rejoin:
        if (globalBetween(TraceKind::CommitFailed, start->time, start->time) >= 0)
            return tr("a handler took longer than max.poll.interval.ms (%1), so its consumer was "
                                  "removed from the group while still working; its offset commit failed and it "
                                  "rejoined at %2; the group rebalanced and %3")
                .arg(msText(m_scenario.consumers.maxPollIntervalMs), formatSeconds(start->time), reread);
        if (crash)
            return tr("%1 crashed at %2 before committing its offsets; when it came back at %3 the "
                                  "group rebalanced and %4")
                .arg(who, formatSeconds(crash->time), formatSeconds(start->time), reread);
        return tr("a member that had been removed rejoined at %1, the group rebalanced and %2")
            .arg(formatSeconds(start->time), reread);
    case RebalanceReason::SessionTimeout: return sessionWords(r);
    case RebalanceReason::Revoked:
        return tr("cooperative rebalance, revoked in round 1, assigned in round 2: the first round took the "
                  "partition from its owner, which rejoined at once; the second round, at %1, assigned it to its "
                  "new owner and %2")
            .arg(formatSeconds(start->time), reread);
    case RebalanceReason::PollInterval: return pollIntervalWords(r, prev);
    case RebalanceReason::Join:
        // A restarted process is a new member: the join completes only once
        // the crashed member's session has expired (unless it already had).
        if (crash && crash->time < start->time
            && globalBetween(TraceKind::Rebalance, crash->time, start->time - 1) < 0) {
            return tr("%1 crashed at %2 and came back at %3 as a new member; the group waited until the "
                      "crashed member expired after session timeout (%4 after its last heartbeat), rebalanced at "
                      "%5 and %6")
                .arg(who, formatSeconds(crash->time), formatSeconds(start->time),
                     msText(m_scenario.consumers.sessionTimeoutMs), formatSeconds(done), reread);
        }
        return tr("a consumer joined at %1, the group rebalanced and %2").arg(formatSeconds(start->time), reread);
    case RebalanceReason::Leave:
        return tr("a consumer left at %1, the group rebalanced and %2").arg(formatSeconds(start->time), reread);
    case RebalanceReason::BrokerRestart:
        return tr("the broker restarted at %1, every member rejoined and %2").arg(formatSeconds(start->time), reread);
    case RebalanceReason::Initial:
        break;
    }
    return tr("a consumer-group rebalance reset the partition, and ") + reread;
    return tr("a consumer-group rebalance reset the partition, and ") + reread;
}

// What one record of a handling says about it (its check, its effect, how it ended).
void Explainer::noteInHandling(Handling &h, const TraceRecord &r)
{
    switch (r.kind()) {
    case TraceKind::CacheMiss:
        h.missed = true;
        h.miss = r.missReason();
        if (h.checkedAt < 0)
            h.checkedAt = r.time();
        break;
    case TraceKind::CacheHit:
        if (h.checkedAt < 0) {
            h.checkedAt = r.time();
            h.checkFound = true;
        }
        break;
    case TraceKind::CacheSet:
        h.cacheSetAt = r.time();
        break;
    case TraceKind::Sql: {
        const SqlStatement st = SqlStatement(r.sqlStatementCode());
        if (st == SqlStatement::InboxSelect || st == SqlStatement::InboxClaim) {
            h.checkedAt = r.time(); // the database's check is the one that counts
            h.checkFound = false;
        }
        break;
    }
    case TraceKind::Skipped:
        h.skipped = true;
        h.guard = r.guard();
        h.checkFound = true;
        break;
    case TraceKind::SideEffect:
        if (!h.applied) {
            h.applied = true;
            h.appliedAt = r.time();
        } else if (h.appliedAgainAt < 0 && h.storeFailedAt >= 0) {
            h.appliedAgainAt = r.time();
        }
        break;
    case TraceKind::StoreFailed:
        if (h.applied && h.storeFailedAt < 0)
            h.storeFailedAt = r.time();
        break;
    case TraceKind::Rollback:
        if (r.rollbackReason() == RollbackReason::UniqueViolation)
            h.rolledBackUnique = true;
        break;
    case TraceKind::Crash:
        h.crashed = true;
        h.crashPoint = r.crashPoint();
        h.crashedAt = r.time();
        break;
    case TraceKind::AckLost:
        if (r.delivery == h.number)
            h.ackLostAt = r.time();
        break;
    default:
        break;
    }
}

Explainer::Story Explainer::storyOf(int logical)
{
    if (!m_byMessage.contains(logical))
        index({logical});
    Story story;
    QHash<int, int> current; // consumer → index into handlings
    for (int i : m_byMessage.value(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        const int c = r.isConsumer() ? r.consumer() : 0;
        Handling *h = nullptr;
        if (c > 0 && current.contains(c))
            h = &story.handlings[current.value(c)];
        // A Deliver record belongs to the next handling (the copy handed out
        // to this consumer again), not to the end of this one.
        if (h && r.kind() != TraceKind::HandleStart && r.kind() != TraceKind::Deliver)
            h->endAt = qMax(h->endAt, r.time());
        switch (r.kind()) {
        case TraceKind::PublishAttempt: story.publishes.append({r.delivery, r.time()}); break;
        case TraceKind::PublishAckLost: story.publishAckLost.append({r.delivery, r.time()}); break;
        case TraceKind::BrokerDeduped: story.deduped.append({r.delivery, r.time()}); break;
        case TraceKind::PublishGaveUp: story.gaveUp = true; break;
        case TraceKind::DeadLettered:
        case TraceKind::MaxDeliveries:
            story.deadAt = r.time();
            story.deadDeliveries = r.delivery;
            break;
        case TraceKind::HandleStart: {
            Handling n;
            n.record = i;
            n.consumer = c;
            n.number = r.delivery;
            n.attempt = r.attempt();
            n.cause = r.cause();
            n.start = n.endAt = r.time();
            story.handlings.append(n);
            current.insert(c, story.handlings.size() - 1);
            break;
        }
        default:
            if (h)
                noteInHandling(*h, r);
            break;
        }
    }
    return story;
}

Explainer::Hold Explainer::holdOf(int logical, const Handling &prev, SimTime before) const
{
    Hold hold;
    for (int i : m_byMessage.value(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        if (r.time() > before)
            break;
        if (r.kind() == TraceKind::Deliver && r.isConsumer() && r.consumer() == prev.consumer
            && r.delivery == prev.number && r.time() <= prev.start)
            hold.from = r.time();
        else if (r.kind() == TraceKind::Requeued && hold.from >= 0 && hold.until < 0 && r.delivery == prev.number)
            hold.until = r.time();
    }
    return hold;
}

// The words every cause of a redelivery shares: the broker's hold on the
// copy before (from its delivery to the moment the timeout gave it back) and
// how the broker took it back.
Explainer::HoldWords Explainer::holdWords(int logical, const Handling &prev, const Handling &h) const
{
    HoldWords w;
    w.profile = BrokerProfile::find(m_scenario.broker.profile);
    w.requeuesAtOnce = w.profile && w.profile->requeueOnDisconnect;
    w.timeout = w.profile
        ? QStringLiteral("%1 (%2)").arg(QCoreApplication::translate("BrokerProfile", w.profile->timeoutName),
                                         msText(m_scenario.broker.redeliveryTimeoutMs))
        : QStringLiteral("timeout");
    w.hold = holdOf(logical, prev, h.start);
    w.afterTimeout = w.hold.from >= 0 && w.hold.until >= 0
        ? tr("redelivered it when the %1 that began with the delivery at %2 ran out at %3")
              .arg(w.timeout, formatSeconds(w.hold.from), formatSeconds(w.hold.until))
        : tr("redelivered it after the ") + w.timeout;
    return w;
}

QString Explainer::redeliveryCause(int logical, const Story &story, const Handling &prev, const Handling &h)
{
    const CauseContext c{logical, story, prev, h, holdWords(logical, prev, h)};
    switch (h.cause) {
    case DeliveryCause::AckLost: return ackLostCause(c);
    case DeliveryCause::CrashBeforeAck: return crashCause(c);
    case DeliveryCause::TimeoutExpired: return timeoutCause(c);
    case DeliveryCause::BrokerRestart: return restartCause(c);
    case DeliveryCause::Rebalance: return rebalanceCause(c);
    case DeliveryCause::ConnectionLost: return connectionLostCause(c);
    case DeliveryCause::ProducerRetry: return producerRetryCause(c);
    case DeliveryCause::Nack: return tr("the message was rejected and requeued");
    case DeliveryCause::StaticRejoin: return staticRejoinCause(c);
    case DeliveryCause::First:
    case DeliveryCause::Count:
        break;
    }
    return tr("it was delivered again");
}

QString Explainer::ackLostCause(const CauseContext &c)
{
    if (c.prev.ackLostAt >= 0)
        return c.w.requeuesAtOnce
            ? tr("its ack from %1 was lost at %2 with the connection, so the broker requeued it at once")
                  .arg(consumerName(c.prev.consumer), formatSeconds(c.prev.ackLostAt))
            : tr("its ack from %1 at %2 was lost, so the broker %3")
                  .arg(consumerName(c.prev.consumer), formatSeconds(c.prev.ackLostAt), c.w.afterTimeout);
    return tr("an ack was lost, so the broker %1").arg(c.w.afterTimeout);
}

QString Explainer::crashCause(const CauseContext &c)
{
    if (const CauseEdge *edge = edgeInto(c.h); edge && !c.prev.crashed) {
        const QString told =
            crashBehind(*edge, c.w.requeuesAtOnce ? tr("requeued it at once") : c.w.afterTimeout);
        if (!told.isEmpty())
            return told;
    }
    return tr("%1 crashed%2 before acking it, so the broker %3")
        .arg(consumerName(c.prev.consumer),
             c.prev.crashed ? tr(" at %1 (%2)").arg(formatSeconds(c.prev.crashedAt),
                                                              Trace::crashPointName(c.prev.crashPoint))
                          : QString(),
             c.w.requeuesAtOnce ? tr("requeued it at once") : c.w.afterTimeout);
}

QString Explainer::timeoutCause(const CauseContext &c)
{
    if (c.prev.endAt > c.h.start) {
        if (c.w.hold.from >= 0 && c.w.hold.until >= 0)
            return tr("%1 had not acked it within the %2 (the handler was too slow): the hold began with the "
                      "delivery at %3 and ran out at %4, while the first handler was still running (until %5), "
                      "so the broker handed it out again")
                .arg(consumerName(c.prev.consumer), c.w.timeout, formatSeconds(c.w.hold.from), formatSeconds(c.w.hold.until),
                     formatSeconds(c.prev.endAt));
        return tr("%1 had not acked it within the %2 (the handler was too slow), so the broker "
                  "handed it out again while the first handler was still running")
            .arg(consumerName(c.prev.consumer), c.w.timeout);
    }
    // Visible again, but every consumer was busy until the slow handler
    // itself was done: its ack came after the timeout and did not count.
    return tr("%1 had not acked it within the %2 (the handler was too slow), so the broker made it "
              "visible again%5; the first handler's ack at %3 came too late to count, and the copy was "
              "handed out at %4")
        .arg(consumerName(c.prev.consumer), c.w.timeout, formatSeconds(c.prev.endAt), formatSeconds(c.h.start),
             c.w.hold.until >= 0 ? tr(" at %1").arg(formatSeconds(c.w.hold.until)) : QString());
}

QString Explainer::restartCause(const CauseContext &c)
{
    const SimTime at = globalBetween(TraceKind::BrokerRestart, c.prev.start, c.h.start);
    if (at < 0 && c.prev.ackLostAt >= 0) {
        // Handled after the restart: the client was still handing out
        // the deliveries it had read before the broker closed the
        // connection (consumers.drainBufferAfterBrokerClose).
        const SimTime restart = globalAtOrBefore(TraceKind::BrokerRestart, c.prev.start);
        const SimTime back = restart >= 0 ? globalBetween(TraceKind::BrokerBack, restart, c.h.start) : -1;
        return tr("the broker restarted%1 and closed %2's connection, but its client library still "
                  "handed out the deliveries it had already read: %2 handled this one at %3 from that "
                  "buffer, its ack could not be sent, and the broker handed it out again once back%4")
            .arg(restart >= 0 ? tr(" at %1").arg(formatSeconds(restart)) : QString(),
                 consumerName(c.prev.consumer), formatSeconds(c.prev.start),
                 back >= 0 ? tr(" at %1").arg(formatSeconds(back)) : QString());
    }
    if (at >= 0) {
        // Why this copy was still unacknowledged when the broker went
        // down: its handler was running, or its ack waited for a batch.
        const SimTime back = globalBetween(TraceKind::BrokerBack, at, c.h.start);
        const QString backText = back >= 0 ? tr(" when it was back at %1").arg(formatSeconds(back)) : QString();
        if (c.prev.start <= at && c.prev.endAt > at)
            return tr("the broker restarted at %1 while %2's handler was still running (%3 to %4); the "
                      "connection was gone, so its ack could not be sent, and the broker handed it out again%5")
                .arg(formatSeconds(at), consumerName(c.prev.consumer), formatSeconds(c.prev.start),
                     formatSeconds(c.prev.endAt), backText);
        if (c.prev.endAt <= at && m_scenario.consumers.ackEvery > 1)
            return tr("%1 had finished it at %2, but it acks every %3 messages and that ack had not been sent "
                      "when the broker restarted at %4; the broker handed it out again%5, as not acknowledged")
                .arg(consumerName(c.prev.consumer), formatSeconds(c.prev.endAt))
                .arg(m_scenario.consumers.ackEvery)
                .arg(formatSeconds(at), backText);
        return tr("the broker restarted at %1 and handed out again everything not yet acknowledged%2")
            .arg(formatSeconds(at), backText);
    }
    return tr("the broker restarted and handed out again everything not yet acknowledged");
}

QString Explainer::rebalanceCause(const CauseContext &c)
{
    const QString reread = kafkaReread(c.logical, c.prev, c.h);
    QString told = rebalanceStory(c.h.start, &c.prev);
    if (const CauseEdge *edge = edgeInto(c.h)) {
        // Told once: the round's own c.story may already be the crash's.
        const QString owner = crashedOwner(*edge);
        if (!owner.isEmpty() && edge->crash >= 0
            && !told.contains(formatSeconds(m_trace.at(std::size_t(edge->crash)).time())))
            told = owner + QStringLiteral("; ") + told;
    }
    return reread.isEmpty() ? told : told + QStringLiteral("; ") + reread;
}

QString Explainer::connectionLostCause(const CauseContext &c)
{
    // When the connection of the consumer that held it dropped.
    SimTime droppedAt = -1;
    const QVector<SimTime> drops = m_connectionLost.value(c.prev.consumer);
    const auto it = std::lower_bound(drops.cbegin(), drops.cend(), c.prev.start);
    if (it != drops.cend() && *it <= c.h.start)
        droppedAt = *it;
    const QString when = droppedAt >= 0 ? tr(" at %1").arg(formatSeconds(droppedAt)) : QString();
    // No dropped connection: the consumer left (consumer-leave), which
    // closes its channel the same way.
    SimTime leftAt = -1;
    if (droppedAt < 0) {
        for (auto g = std::lower_bound(m_global.cbegin(), m_global.cend(), c.prev.start,
                                       [](const GlobalEvent &e, SimTime t) { return e.time < t; });
             g != m_global.cend() && g->time <= c.h.start && leftAt < 0; ++g) {
            if (g->kind == TraceKind::ConsumerLeave && g->actor == kFirstConsumerActor + c.prev.consumer - 1)
                leftAt = g->time;
        }
    }
    if (leftAt >= 0 && c.w.requeuesAtOnce) {
        if (c.prev.applied && m_scenario.consumers.ackEvery > 1 && c.prev.endAt <= leftAt)
            return tr("%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet when "
                      "%1 left the queue at %4 (consumer-leave), so the broker requeued every unacked delivery "
                      "at once")
                .arg(consumerName(c.prev.consumer), formatSeconds(c.prev.appliedAt))
                .arg(m_scenario.consumers.ackEvery)
                .arg(formatSeconds(leftAt));
        return tr("%1 left the queue at %2 (consumer-leave) before its ack was sent, so the broker requeued every "
                  "unacked delivery at once")
            .arg(consumerName(c.prev.consumer), formatSeconds(leftAt));
    }
    if (c.w.requeuesAtOnce) {
        if (c.prev.applied && m_scenario.consumers.ackEvery > 1 && (droppedAt < 0 || c.prev.endAt <= droppedAt))
            return tr("%1 had applied it at %2, but it acks every %3 messages and that ack was not sent yet "
                      "when its connection dropped%4, so the broker requeued every unacked delivery at once")
                .arg(consumerName(c.prev.consumer), formatSeconds(c.prev.appliedAt))
                .arg(m_scenario.consumers.ackEvery)
                .arg(when);
        return tr("%1's connection dropped%2 before its ack (every %3 messages) was sent, so the broker "
                  "requeued every unacked delivery at once")
            .arg(consumerName(c.prev.consumer), when)
            .arg(m_scenario.consumers.ackEvery);
    }
    return tr("%1's connection dropped%2 before its ack was sent, so the broker %3")
        .arg(consumerName(c.prev.consumer), when, c.w.afterTimeout);
}

QString Explainer::producerRetryCause(const CauseContext &c)
{
    SimTime lostAt = -1;
    for (const auto &p : c.story.publishAckLost) {
        if (p.first < c.h.attempt)
            lostAt = p.second;
    }
    QString why;
    const bool kafkaIdempotent = c.w.profile && c.w.profile->partitioned && m_scenario.producer.idempotent;
    if (kafkaIdempotent && m_scenario.producer.applicationRetries)
        why = tr("as a new send by the application, a new record: enable.idempotence only drops the client "
                 "library's own retries of a batch (same producer id and sequence number)");
    else if (m_scenario.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt)
        why = tr("with a new message id (new-per-attempt), which the broker's duplicate detection cannot recognise");
    else if (m_scenario.broker.dedupWindowMs <= 0)
        why = tr("and this broker has no publish-side duplicate detection");
    else
        why = tr("after the broker's %1 duplicate-detection window had passed")
                  .arg(msText(m_scenario.broker.dedupWindowMs));
    SimTime againAt = -1;
    for (const auto &p : c.story.publishes) {
        if (p.first == c.h.attempt)
            againAt = p.second;
    }
    if (againAt >= 0)
        return tr("the producer's publish ack was lost%1, so when its publish timeout (%2) ran out it published "
                  "again at %3 (attempt %4) %5")
            .arg(lostAt >= 0 ? tr(" at %1").arg(formatSeconds(lostAt)) : QString(),
                 msText(m_scenario.producer.publishTimeoutMs), formatSeconds(againAt))
            .arg(c.h.attempt)
            .arg(why);
    return tr("the producer's publish ack was lost%1, so it published again (attempt %2) %3")
        .arg(lostAt >= 0 ? tr(" at %1").arg(formatSeconds(lostAt)) : QString())
        .arg(c.h.attempt)
        .arg(why);
}

QString Explainer::staticRejoinCause(const CauseContext &c)
{
    // The rejoin the re-read follows, and the crash before it.
    SimTime rejoinAt = -1;
    SimTime crashAt = -1;
    for (const GlobalEvent &g : m_global) {
        if (g.time > c.h.start)
            break;
        if (g.actor != kFirstConsumerActor + c.h.consumer - 1)
            continue;
        if (g.kind == TraceKind::StaticRejoin)
            rejoinAt = g.time;
        else if (g.kind == TraceKind::Crash)
            crashAt = g.time;
    }
    const QString reread = kafkaReread(c.logical, c.prev, c.h);
    return tr("%1 crashed%2 and came back%3 within session.timeout.ms (%4): static member rejoined (no "
              "rebalance) with its group.instance.id, kept its partitions and re-read them from the last "
              "committed offset%5")
        .arg(consumerName(c.h.consumer), crashAt >= 0 ? tr(" at %1").arg(formatSeconds(crashAt)) : QString(),
             rejoinAt >= 0 ? tr(" at %1").arg(formatSeconds(rejoinAt)) : QString(),
             msText(m_scenario.consumers.sessionTimeoutMs),
             reread.isEmpty() ? QString() : QStringLiteral("; ") + reread);
}

QString Explainer::whyNotSkipped(int logical, const Story &story, const Handling &prev, const Handling &h) const
{
    Q_UNUSED(story)
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    const bool newId = h.attempt != prev.attempt
        && m_scenario.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt;
    if (traits && !traits->deduplicates())
        return tr("the strategy \"none\" does not deduplicate");
    if (newId)
        return tr("the copy carried a new message id (new-per-attempt), so no message-id "
                              "deduplication could recognise it");
    if (vocab::effect(m_scenario.effect) == Effect::SendEmail) {
        if (prev.crashed)
            return tr("the email is sent outside the database transaction: %1 crashed after "
                                  "sending it, the rollback removed the inbox row but cannot unsend an email")
                .arg(consumerName(prev.consumer));
        return tr("the email is sent outside the database transaction, before the "
                              "inbox row is committed");
    }
    if (traits && traits->naturalUpsert)
        return tr("natural idempotency needs an idempotent operation, and \"%1\" is not one")
            .arg(vocab::effect(m_scenario.effect) == Effect::IncrementBalance ? tr("balance += 10")
                                                                          : m_scenario.effect);
    const bool overlapping = prev.appliedAt > h.start;
    if (traits && traits->cache != CacheUse::None && traits->guard == DbGuard::None && h.missed)
        return cacheMissedWhy(logical, prev, h, overlapping);
    if (m_scenario.strategy.retentionMs > 0) {
        const SimTime cleaned = globalBetween(TraceKind::RetentionCleanup, prev.appliedAt, h.start);
        if (cleaned >= 0)
            return tr("its inbox row had been deleted by the retention cleanup at %1 (retention %2) "
                                  "before the duplicate arrived")
                .arg(formatSeconds(cleaned), msText(m_scenario.strategy.retentionMs));
    }
    if (traits && traits->commitsInboxSeparately() && prev.crashed && prev.crashPoint == CrashPoint::BetweenCommits)
        return tr("%1 crashed between the business commit and the inbox commit, so the inbox "
                              "never recorded it").arg(consumerName(prev.consumer));
    if (!m_scenario.strategy.uniqueConstraint && traits && traits->claimsFirst()) {
        // Claiming first is only as good as the key that refuses a second
        // claim: without it the INSERT succeeds, in a race or one after the
        // other alike.
        const SimTime claimed = h.checkedAt >= 0 ? h.checkedAt : h.start;
        const SimTime first = prev.checkedAt >= 0 ? prev.checkedAt : prev.start;
        if (prev.appliedAt <= claimed)
            return tr("claim first counts on the inbox's unique key to refuse a second claim; without a unique "
                      "key on inbox, %1's claim at %2 inserted a second row for the message id, although %3 "
                      "had claimed it at %4 and committed at %5")
                .arg(consumerName(h.consumer), formatSeconds(claimed), consumerName(prev.consumer),
                     formatSeconds(first), formatSeconds(prev.appliedAt));
        const bool prevFirst = first <= claimed;
        return tr("claim first counts on the inbox's unique key to refuse a second claim; without a unique "
                  "key on inbox, both claims of the message id succeeded: %1's at %2 and %3's at %4 (the first "
                  "commit came at %5)")
            .arg(consumerName(prevFirst ? prev.consumer : h.consumer), formatSeconds(qMin(first, claimed)),
                 consumerName(prevFirst ? h.consumer : prev.consumer), formatSeconds(qMax(first, claimed)),
                 formatSeconds(qMin(prev.appliedAt, h.appliedAt)));
    }
    if (!m_scenario.strategy.uniqueConstraint)
        return tr("both handlers checked the inbox before either committed, and without the "
                              "unique key on inbox both commits succeeded (race)") + checkRace(prev, h);
    if (overlapping)
        return tr("the duplicate checked the inbox before the first transaction had committed (race)")
            + checkRace(prev, h);
    return tr("the strategy did not recognise it");
}

// A cache-only guard missed the duplicate: why the id was not there.
QString Explainer::cacheMissedWhy(int logical, const Handling &prev, const Handling &h, bool overlapping) const
{
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    const qint64 ttl = m_scenario.strategy.cacheTtlMs;
    const QString life = cacheLife(logical, h);
    switch (h.miss) {
    case CacheMissReason::Expired:
        return tr("its id had expired from the cache (TTL %1) before the duplicate arrived").arg(msText(ttl)) + life;
    case CacheMissReason::Evicted:
        return tr("its id had been evicted from the cache (capacity %1 entries)")
                   .arg(m_scenario.strategy.cacheCapacity) + life;
    case CacheMissReason::Flushed:
        return tr("the cache was flushed before the duplicate arrived") + life;
    case CacheMissReason::LostOnCrash:
        return tr("the in-process cache died with %1's crash").arg(consumerName(h.consumer)) + life;
    case CacheMissReason::Never:
    case CacheMissReason::Count:
        break;
    }
    if (prev.crashed)
        return tr("%1 crashed (%2) before it stored the id in the cache, which is not "
                              "atomic with the business commit")
            .arg(consumerName(prev.consumer), Trace::crashPointName(prev.crashPoint));
    if (overlapping) {
        // When the id reached the cache: after the duplicate had looked.
        const QString late = prev.cacheSetAt >= 0 && prev.cacheSetAt > h.checkedAt
            ? tr("; %1 put the id into the cache only at %2, when its handler was done, after %3's lookup at %4")
                  .arg(consumerName(prev.consumer), formatSeconds(prev.cacheSetAt), consumerName(h.consumer),
                       formatSeconds(h.checkedAt))
            : QString();
        return tr("the first handler had not finished yet when the duplicate checked the "
                              "cache (check-then-act race)") + checkRace(prev, h) + late;
    }
    if (traits->cache == CacheUse::Local && prev.consumer != h.consumer)
        return tr("%1's in-process cache cannot know what %2 processed")
            .arg(consumerName(h.consumer), consumerName(prev.consumer));
    return tr("the id was not in the cache");
}

QVector<Violation> Explainer::explain(const QVector<int> &duplicated, const QVector<int> &lost,
                                      const QVector<int> &counts)
{
    QVector<int> detailed;
    for (int l : duplicated + lost) {
        if (detailed.size() < kDetailedLimit)
            detailed.append(l);
    }
    index(detailed);
    QVector<Violation> out;
    for (int l : duplicated) {
        Violation v;
        v.logical = l;
        v.kind = ViolationKind::DuplicateSideEffect;
        v.applied = counts.at(l);
        if (out.size() >= kDetailedLimit) {
            v.explanation = tr("%1 was applied %2 times.").arg(Scenario::businessKey(l)).arg(v.applied);
            out.append(v);
            continue;
        }
        v.explanation = duplicateText(l, v.applied);
        v.causes = m_analysis->causesOf(m_trace, l, v.kind);
        out.append(v);
    }
    for (int l : lost) {
        Violation v;
        v.logical = l;
        v.kind = ViolationKind::Lost;
        v.explanation = lostText(l);
        v.causes = m_analysis->causesOf(m_trace, l, v.kind);
        out.append(v);
    }
    return out;
}

// A key applied more than once: each application, why its copy came and why
// the strategy let it through, then what stopped the redeliveries.
QString Explainer::duplicateText(int l, int timesApplied)
{
    const QString key = Scenario::businessKey(l);
    const Story story = storyOf(l);
    QVector<Handling> applied;
    for (const Handling &h : story.handlings) {
        if (h.applied)
            applied.append(h);
    }
    QString text = tr("%1 was applied %2 times (expected once).").arg(key).arg(timesApplied);
    if (!applied.isEmpty())
        text += tr(" Delivery %1 reached %2 at %3 and was applied at %4.")
                    .arg(applied.first().number)
                    .arg(consumerName(applied.first().consumer), formatSeconds(applied.first().start),
                         formatSeconds(applied.first().appliedAt));
    // A storm can apply one key thousands of times: the first applications
    // tell the story; the count says the rest.
    constexpr int kToldApplications = 20;
    for (int i = 1; i < applied.size(); ++i) {
        if (i >= kToldApplications) {
            text += tr(" … and it was applied %1 more times the same way.").arg(applied.size() - i);
            break;
        }
        const Handling &prev = applied.at(i - 1);
        const Handling &h = applied.at(i);
        // A copy handed out while the first handler is still working is
        // a concurrent duplicate: say so, or the times read backwards.
        const QString opening = h.start < prev.appliedAt ? tr(" While that handler was still running, %1;")
                                                         : tr(" Then %1;");
        // In a race the later copy can commit first: then the earlier
        // handler's application is the repeat (the one the picture marks).
        text += opening.arg(redeliveryCause(l, story, prev, h))
            + (h.appliedAt < prev.appliedAt
                   ? tr(" delivery %1 reached %2 at %3 and applied it at %4, before the first handler's own "
                        "application at %5, which became the repeat, because %6.")
                         .arg(h.number)
                         .arg(consumerName(h.consumer), formatSeconds(h.start), formatSeconds(h.appliedAt),
                              formatSeconds(prev.appliedAt), whyNotSkipped(l, story, prev, h))
                   : tr(" delivery %1 reached %2 at %3 and applied it again at %4 because %5.")
                         .arg(h.number)
                         .arg(consumerName(h.consumer), formatSeconds(h.start), formatSeconds(h.appliedAt),
                              whyNotSkipped(l, story, prev, h)));
    }
    text += appliedTwiceByOneHandling(applied);
    // What became of the message after the duplicates: the limit that
    // stopped the redeliveries.
    if (story.deadAt >= 0) {
        const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
        text += profile && profile->limitAction == LimitAction::Advisory
            ? tr(" After delivery %1 the server stopped delivering it (MaxDeliver %2) at %3; it stays in the "
                 "stream unacknowledged.")
                  .arg(story.deadDeliveries)
                  .arg(m_scenario.broker.maxDeliveries)
                  .arg(formatSeconds(story.deadAt))
            : tr(" After delivery %1 the broker dead-lettered it at %2 (delivery limit %3).")
                  .arg(story.deadDeliveries)
                  .arg(formatSeconds(story.deadAt))
                  .arg(m_scenario.broker.maxDeliveries);
    }
    return text;
}

// Applied twice by one handling: the store failed once the effect was out,
// and the handler's retry ran it again.
QString Explainer::appliedTwiceByOneHandling(const QVector<Handling> &applied) const
{
    QString text;
    for (const Handling &h : std::as_const(applied)) {
        if (h.appliedAgainAt < 0)
            continue;
        const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
        if (vocab::effect(m_scenario.effect) != Effect::SendEmail && !(traits && traits->commitsInboxSeparately())) {
            text += tr(" The store became unavailable at %1, after %2 had committed the effect at %3; the "
                       "handler's retry (every %4) ran delivery %5 again once the store was back and applied it "
                       "again at %6.")
                        .arg(formatSeconds(h.storeFailedAt), consumerName(h.consumer), formatSeconds(h.appliedAt),
                             msText(m_scenario.consumers.storeRetryMs))
                        .arg(h.number)
                        .arg(formatSeconds(h.appliedAgainAt));
            continue;
        }
        text += vocab::effect(m_scenario.effect) == Effect::SendEmail
            ? tr(" %1 had sent the email at %2, outside the database transaction; the store became unavailable "
                 "at %3, the transaction was rolled back, and the handler's retry (every %4) ran delivery %5 "
                 "again once the store was back and sent it again at %6: a rollback cannot unsend an email.")
                  .arg(consumerName(h.consumer), formatSeconds(h.appliedAt), formatSeconds(h.storeFailedAt),
                       msText(m_scenario.consumers.storeRetryMs))
                  .arg(h.number)
                  .arg(formatSeconds(h.appliedAgainAt))
            : tr(" The store became unavailable at %1, after %2's business commit at %3 but before its inbox "
                 "row was written: the strategy commits them separately, so nothing recorded the message as "
                 "done between the business commit and the inbox commit. The handler's retry (every %4) ran "
                 "delivery %5 again once the store was back, found no inbox row, and applied it again at %6.")
                  .arg(formatSeconds(h.storeFailedAt), consumerName(h.consumer), formatSeconds(h.appliedAt),
                       msText(m_scenario.consumers.storeRetryMs))
                  .arg(h.number)
                  .arg(formatSeconds(h.appliedAgainAt));
    }
    return text;
}

// A key never applied: skipped for an id recorded without its work, jumped
// over by an offset reset, or never handled to its commit.
QString Explainer::lostText(int l)
{
    const QString key = Scenario::businessKey(l);
    const Story story = storyOf(l);
    QString text = tr("%1 was never applied.").arg(key);
    const Handling *skipped = nullptr;
    for (const Handling &h : story.handlings) {
        if (h.skipped) {
            skipped = &h;
            break;
        }
    }
    const Handling *crashed = nullptr;
    for (const Handling &h : story.handlings) {
        if (h.crashed && (!skipped || h.start <= skipped->start))
            crashed = &h;
    }
    if (skipped) {
        text += tr(" Delivery %1 to %2 at %3 was skipped as a duplicate (%4) although no "
                               "effect had been committed: the id was recorded but the work was not.")
                    .arg(skipped->number)
                    .arg(consumerName(skipped->consumer), formatSeconds(skipped->start),
                         Trace::guardName(skipped->guard));
        if (crashed && vocab::cacheWrite(m_scenario.strategy.cacheWrite) == CacheWrite::BeforeCommit)
            text += tr(" The id went into the cache before the commit (cacheWrite before-commit), "
                                   "then %1 crashed at %2 (%3) and SQLite rolled the work back.")
                        .arg(consumerName(crashed->consumer), formatSeconds(crashed->crashedAt),
                             Trace::crashPointName(crashed->crashPoint));
    } else if (const QString reset = offsetResetStory(l); story.handlings.isEmpty() && !reset.isEmpty()) {
        text += QLatin1Char(' ') + reset;
    } else if (story.handlings.isEmpty()) {
        text += tr(" No consumer ever handled it: none was left to take the queue.");
    } else {
        text += tr(" Every handling of it was interrupted before its commit.");
    }
    return text;
}

QStringList Explainer::notes(const QVector<int> &logicals, const QVector<quint8> &fates)
{
    QStringList out;
    for (int l : logicals) {
        if (out.size() >= kDetailedLimit)
            break;
        const QString key = Scenario::businessKey(l);
        if (fates.at(l) == FateGaveUp) {
            out.append(tr("%1: the producer gave up after %2 attempts; the broker never stored it.")
                           .arg(key).arg(m_scenario.producer.maxRetries + 1));
            continue;
        }
        // Read once: the fate's line and the "never reached a handler" tail.
        const Story story = storyOf(l);
        if (fates.at(l) == FateMaxDelivered) {
            out.append(tr("%1: message stopped after MaxDeliver at %2 after %3 deliveries (MaxDeliver %4): "
                          "it stays in the stream unacknowledged, one MAX_DELIVERIES advisory was "
                          "published, and its effect was never applied.")
                           .arg(key, formatSeconds(story.deadAt))
                           .arg(story.deadDeliveries)
                           .arg(m_scenario.broker.maxDeliveries));
        } else {
            const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
            const int limit = m_scenario.broker.maxDeliveries;
            // RabbitMQ's x-delivery-limit counts returns (issue 14: limit 3,
            // four deliveries, then dead-lettered, reason delivery_limit).
            out.append(profile && profile->limitCountsReturns
                           ? tr("%1: dead-lettered at %2 after %3 deliveries: the delivery limit (x-delivery-limit "
                                "%4) counts returns, not deliveries, so limit %4 allows %5 deliveries and return %3 "
                                "went over it; its effect was never applied.")
                                 .arg(key, formatSeconds(story.deadAt))
                                 .arg(story.deadDeliveries)
                                 .arg(limit)
                                 .arg(limit + 1)
                           : tr("%1: dead-lettered at %2 after %3 deliveries (limit %4); its effect was never applied.")
                                 .arg(key, formatSeconds(story.deadAt))
                                 .arg(story.deadDeliveries)
                                 .arg(limit));
        }
        if (story.handlings.isEmpty()) {
            out.last() += tr(" It never reached a handler: each delivery was still waiting in a prefetch buffer, "
                             "behind a message whose handler did not finish, when the broker took it back.");
            continue;
        }
        // Why no handling settled it: each one's end, so the limit is not
        // the whole story.
        constexpr int kToldHandlings = 5;
        QStringList ends;
        for (const Handling &h : story.handlings) {
            if (ends.size() == kToldHandlings) {
                ends.append(tr("…"));
                break;
            }
            QString end;
            if (h.crashed)
                end = tr("%1 crashed at %2 (%3)").arg(consumerName(h.consumer), formatSeconds(h.crashedAt),
                                                     Trace::crashPointName(h.crashPoint));
            else if (h.ackLostAt >= 0)
                end = tr("applied, its ack lost at %1").arg(formatSeconds(h.ackLostAt));
            else if (h.skipped)
                end = tr("skipped as a duplicate, not acknowledged in time");
            else
                end = tr("not acknowledged in time");
            ends.append(tr("delivery %1 at %2: %3").arg(h.number).arg(formatSeconds(h.start), end));
        }
        out.last() += tr(" How each delivery ended: %1.").arg(ends.join(QStringLiteral("; ")));
    }
    const QString holds = m_groups.note();
    if (!holds.isEmpty())
        out.append(holds);
    return out;
}

const CauseEdge *Explainer::edgeInto(const Handling &h) const
{
    if (h.record < 0)
        return nullptr;
    const qint64 deliver = m_analysis->deliveryOf(m_trace, quint32(h.record));
    if (deliver < 0)
        return nullptr;
    const auto [from, to] = m_analysis->causes().into(quint32(deliver));
    for (const CauseEdge *e = from; e != to; ++e) {
        if (e->kind == CauseEdge::Redelivery)
            return e;
    }
    return nullptr;
}

QString Explainer::crashBehind(const CauseEdge &edge, const QString &requeued) const
{
    const TraceRecord &crash = m_trace.at(edge.from);
    if (crash.kind() != TraceKind::Crash)
        return {};
    if (edge.batchWaiting)
        return tr("%1 had handled it, but it acks every %2 messages and that ack was still waiting for the rest of "
                  "its batch when %1 crashed at %3 (%4), so the broker %5")
            .arg(consumerName(crash.consumer()))
            .arg(m_scenario.consumers.ackEvery)
            .arg(formatSeconds(crash.time()), Trace::crashPointName(crash.crashPoint()), requeued);
    return tr("%1 crashed at %2 (%3) with it delivered and not yet acked, so the broker %4")
        .arg(consumerName(crash.consumer()), formatSeconds(crash.time()), Trace::crashPointName(crash.crashPoint()),
             requeued);
}

QString Explainer::crashedOwner(const CauseEdge &edge) const
{
    if (edge.mechanism != Mechanism::RebalanceAfterCrash || edge.crash < 0 || edge.round < 0)
        return {};
    const TraceRecord &crash = m_trace.at(std::size_t(edge.crash));
    const TraceRecord &round = m_trace.at(std::size_t(edge.round));
    if (round.rebalanceReason() == RebalanceReason::SessionTimeout)
        return {}; // the round's own story is the crash's session running out
    const SimTime done = m_trace.at(edge.from).time();
    // The round waited for the dead member: it completed when the session
    // (counted from the member's last heartbeat, up to a few seconds before
    // the crash) ran out.
    const SimTime session = msToSim(m_scenario.consumers.sessionTimeoutMs);
    if (done - crash.time() >= session - msToSim(5000) && done - crash.time() <= session + msToSim(1000))
        return tr("%1 had read it, then crashed at %2 before its offset was committed, and its progress died with "
                  "it; the round that started at %3 could complete only once %1's session (session.timeout.ms %4) "
                  "had expired, at %5")
            .arg(consumerName(crash.consumer()), formatSeconds(crash.time()), formatSeconds(round.time()),
                 msText(m_scenario.consumers.sessionTimeoutMs), formatSeconds(done));
    return tr("%1 had read it, then crashed at %2 before its offset was committed, and its progress died with it; "
              "the round that started at %3 completed at %4")
        .arg(consumerName(crash.consumer()), formatSeconds(crash.time()), formatSeconds(round.time()),
             formatSeconds(done));
}

QString Explainer::checkRace(const Handling &prev, const Handling &h) const
{
    // Who checked when, and what the first commit came too late for.
    if (prev.checkedAt < 0 || h.checkedAt < 0)
        return {};
    const bool prevFirst = prev.checkedAt <= h.checkedAt;
    const Handling &a = prevFirst ? prev : h;
    const Handling &b = prevFirst ? h : prev;
    const SimTime firstCommit = qMin(prev.appliedAt, h.appliedAt);
    return tr(": %1's check at %2 found nothing, and %3's check at %4 found nothing either, because %5's "
              "handler (running %6 to %7) had not committed yet; the first commit came only at %8")
        .arg(consumerName(a.consumer), formatSeconds(a.checkedAt), consumerName(b.consumer),
             formatSeconds(b.checkedAt), consumerName(a.consumer), formatSeconds(a.start), formatSeconds(a.endAt),
             formatSeconds(firstCommit));
}

SimTime Explainer::cacheSetBefore(int logical, SimTime t, int consumer) const
{
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    const bool local = traits && traits->cache == CacheUse::Local;
    SimTime at = -1;
    for (int i : m_byMessage.value(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        if (r.time() >= t)
            break;
        if (r.kind() == TraceKind::CacheSet && (!local || r.consumer() == consumer))
            at = r.time();
    }
    return at;
}

QString Explainer::cacheLife(int logical, const Handling &h) const
{
    const SimTime set = cacheSetBefore(logical, h.start, h.consumer);
    if (set < 0)
        return {};
    const SimTime ttl = msToSim(m_scenario.strategy.cacheTtlMs);
    switch (h.miss) {
    case CacheMissReason::Expired:
        return tr(": it was cached at %1 and expired at %2, %3 before the duplicate's lookup at %4")
            .arg(formatSeconds(set), formatSeconds(set + ttl), durationText(h.checkedAt - set - ttl),
                 formatSeconds(h.checkedAt));
    case CacheMissReason::Flushed: {
        const SimTime flush = globalBetween(TraceKind::CacheFlush, set, h.start);
        return flush >= 0 ? tr(": it was cached at %1 and flushed at %2").arg(formatSeconds(set), formatSeconds(flush))
                          : tr(": it was cached at %1").arg(formatSeconds(set));
    }
    case CacheMissReason::LostOnCrash: {
        // The crash of the process whose cache it was (the one that looked).
        SimTime crash = -1;
        const QVector<SimTime> crashes = m_crashAt.value(h.consumer);
        const auto it = std::lower_bound(crashes.cbegin(), crashes.cend(), set);
        if (it != crashes.cend() && *it <= h.start)
            crash = *it;
        return crash >= 0 ? tr(": it was cached at %1 and lost at %2").arg(formatSeconds(set), formatSeconds(crash))
                          : tr(": it was cached at %1").arg(formatSeconds(set));
    }
    case CacheMissReason::Evicted:
        return tr(": it was cached at %1; newer ids pushed it out before the duplicate's lookup at %2")
            .arg(formatSeconds(set), formatSeconds(h.checkedAt));
    case CacheMissReason::Never:
    case CacheMissReason::Count: break;
    }
    return {};
}

QString Explainer::offsetResetStory(int logical)
{
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    if (!profile || !profile->partitioned)
        return {};
    if (m_global.isEmpty())
        index({});
    const KafkaLog &log = m_analysis->kafka();
    const int p = KafkaPartitioner::partitionOf(Scenario::businessKey(logical), log.partitions());
    // When it reached the log, and its offset there.
    SimTime storedAt = -1;
    int offset = -1;
    for (int i : m_byMessage.value(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        if (r.kind() == TraceKind::BrokerEnqueued) {
            storedAt = r.time();
            offset = log.offsetOf(quint32(logical), qMax(1, r.publishAttempt()));
            break;
        }
    }
    if (storedAt < 0)
        return {};
    for (const GlobalEvent &g : m_global) {
        if (g.kind != TraceKind::OffsetReset || g.detail != p || g.time < storedAt)
            continue;
        return tr("Offset reset to latest: %1 records skipped, this one among them. It was written to partition "
                  "%2 (offset %3) at %4; when %5 took the partition at %6 nothing had been committed on it, so with "
                  "auto.offset.reset latest it started at the log end and no consumer ever read it.")
            .arg(g.delivery)
            .arg(p)
            .arg(offset)
            .arg(formatSeconds(storedAt), consumerName(g.actor - kFirstConsumerActor + 1), formatSeconds(g.time));
    }
    return {};
}

QString Explainer::kafkaReread(int logical, const Handling &prev, const Handling &h)
{
    const KafkaLog &log = m_analysis->kafka();
    const int p = KafkaPartitioner::partitionOf(Scenario::businessKey(logical), log.partitions());
    const int offset = log.offsetOf(quint32(logical), qMax(1, h.attempt));
    if (offset < 0)
        return {};
    // The commit the new owner started from: the last one before the re-read.
    int committed = 0;
    SimTime committedAt = -1;
    int committer = 0;
    if (const KafkaLog::Commit *c = log.committedBy(p, h.start)) {
        committed = c->offset;
        committedAt = c->time;
        committer = c->consumer;
    }
    // How far the partition had been read before, and what was read again.
    int readTo = -1;
    int rereadFrom = offset;
    int rereadTo = offset;
    SimTime rereadStart = h.start;
    for (const KafkaLog::Read &r : log.reads(p)) {
        if (r.cause == h.cause && r.consumer == h.consumer && r.time >= h.start - msToSim(1000)
            && r.time <= h.start + msToSim(60000)) {
            rereadFrom = qMin(rereadFrom, r.offset);
            rereadTo = qMax(rereadTo, r.offset);
            rereadStart = qMin(rereadStart, r.time);
        }
    }
    // Only what was read before the re-read began: when the same consumer
    // re-reads (a restarted process), its new reads are not the old progress.
    for (const KafkaLog::Read &r : log.reads(p)) {
        if (r.time < rereadStart && r.consumer == prev.consumer)
            readTo = qMax(readTo, r.offset);
    }
    const QString commit = committedAt >= 0
        ? tr("partition %1's last commit was offset %2, at %3 by %4").arg(p).arg(committed).arg(formatSeconds(committedAt),
                                                                                           consumerName(committer))
        : tr("nothing had been committed on partition %1 yet (offset %2)").arg(p).arg(committed);
    return tr("%1; %2 had read on to offset %3, so %4 re-read offsets %5–%6, and this record (offset %7) a second time")
        .arg(commit, consumerName(prev.consumer))
        .arg(qMax(readTo, offset))
        .arg(consumerName(h.consumer))
        .arg(rereadFrom)
        .arg(rereadTo)
        .arg(offset);
}

QString Explainer::whyDelivered(int logical, int consumer, int number, SimTime start)
{
    const Story s = storyOf(logical);
    int k = -1;
    for (int i = 0; i < s.handlings.size(); ++i) {
        const Handling &h = s.handlings.at(i);
        if (h.consumer == consumer && h.number == number && h.start == start)
            k = i;
    }
    if (k < 0)
        return {};
    const Handling &h = s.handlings.at(k);
    // SQS FIFO: whether the copy waited for its message group before the
    // broker handed it out (the delivery's own record, before the handling).
    const TraceRecord *delivered = nullptr; // the last such record: the copy this handling took
    for (int i : m_byMessage.value(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        if (r.time() > start)
            break;
        if (r.kind() == TraceKind::Deliver && r.consumer() == consumer && r.delivery == number)
            delivered = &r;
    }
    QString waited;
    if (delivered) {
        const QString hold = m_groups.why(logical, qMax(1, delivered->attempt()), number, delivered->time());
        if (!hold.isEmpty())
            waited = tr("Why it waited: %1.").arg(hold);
    }
    const auto withWait = [&waited](const QString &text) {
        return waited.isEmpty() ? text : text.isEmpty() ? waited : text + QLatin1Char(' ') + waited;
    };
    if (h.cause != DeliveryCause::First) {
        // The handling before this copy: the one it repeats.
        const Handling *prev = nullptr;
        for (int i = k - 1; i >= 0 && !prev; --i) {
            if (s.handlings.at(i).attempt == h.attempt || h.cause == DeliveryCause::ProducerRetry)
                prev = &s.handlings.at(i);
        }
        if (!prev && h.cause != DeliveryCause::ProducerRetry) {
            const QString unseen = unseenBefore(logical, s, h);
            if (!unseen.isEmpty())
                return withWait(unseen);
        }
        const Handling first = prev ? *prev : h;
        return withWait(tr("Why it came again: %1.").arg(redeliveryCause(logical, s, first, h)));
    }
    // A first delivery that another copy overtook while it was still running.
    for (int i = k + 1; i < s.handlings.size(); ++i) {
        const Handling &other = s.handlings.at(i);
        if (other.start < h.endAt && other.applied && h.applied && other.appliedAt < h.appliedAt)
            return withWait(
                tr("The first delivery, whose handler ran from %1 to %2: %3, and %4 applied that copy first, at "
                   "%5; this handler applied it again at %6 because %7.")
                    .arg(formatSeconds(h.start), formatSeconds(h.endAt),
                         redeliveryCause(logical, s, h, other), consumerName(other.consumer),
                         formatSeconds(other.appliedAt), formatSeconds(h.appliedAt), whyNotSkipped(logical, s, other, h)));
    }
    return waited;
}

QString Explainer::unseenBefore(int logical, const Story &story, const Handling &h)
{
    // A copy that came back without any handler having seen it: the broker
    // had handed it out into a prefetch buffer (basic.qos, a batch receive)
    // behind a message whose handler did not finish, and returned the whole
    // window (RabbitMQ 3.10.8, issue 14: prefetch 5, a crash after order-3's
    // commit returned order-3..7, four of them never processed).
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    if (profile && profile->partitioned)
        return {};
    const TraceRecord *earlier = nullptr;
    for (int i : m_byMessage.value(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        if (r.time() > h.start)
            break;
        if (r.kind() == TraceKind::Deliver && r.isConsumer() && qMax(1, r.attempt()) == h.attempt && r.delivery < h.number)
            earlier = &r;
    }
    if (!earlier)
        return {};
    Handling before;
    before.consumer = earlier->consumer();
    before.number = earlier->delivery;
    before.attempt = h.attempt;
    before.start = before.endAt = earlier->time();
    if (h.cause == DeliveryCause::CrashBeforeAck) {
        // The crash, while that consumer handled another message: the first
        // one of it between the buffered delivery and this one (records are
        // in time order).
        const auto &records = m_trace.records();
        auto it = std::lower_bound(records.cbegin(), records.cend(), before.start,
                                   [](const TraceRecord &r, SimTime t) { return r.time() < t; });
        for (; it != records.cend() && it->time() <= h.start; ++it) {
            if (it->kind() == TraceKind::Crash && it->isConsumer() && it->consumer() == before.consumer) {
                before.crashed = true;
                before.crashedAt = it->time();
                before.crashPoint = CrashPoint(it->detail);
                break;
            }
        }
    }
    return tr("Why it came again: delivery %1 had reached %2 at %3 but was still waiting in its prefetch buffer, "
              "never processed, when %4. The broker stamps this copy redelivered although no handler had seen it.")
        .arg(before.number)
        .arg(consumerName(before.consumer), formatSeconds(before.start), redeliveryCause(logical, story, before, h));
}

QString Explainer::recordStory(int record)
{
    if (record < 0 || std::size_t(record) >= m_trace.size())
        return {};
    if (m_global.isEmpty())
        index({});
    const TraceRecord &r = m_trace.at(std::size_t(record));
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    const bool kafka = profile && profile->partitioned;
    if (r.kind() == TraceKind::Rebalance)
        return r.rebalanceStarts() ? tr("A consumer-group rebalance started: %1.").arg(rebalanceStory(r.time()))
                             : tr("The rebalance completed (generation %1): every moved partition starts again at "
                                  "its last committed offset.").arg(r.generation());
    if (r.kind() == TraceKind::StaticRejoin)
        return tr("Static member rejoined (no rebalance): %1 came back at %2 with its group.instance.id within "
                  "its session (session.timeout.ms %3); it kept its partitions and reads them again from the last "
                  "committed offsets.")
            .arg(consumerName(r.consumer()), formatSeconds(r.time()), msText(m_scenario.consumers.sessionTimeoutMs));
    if (r.kind() == TraceKind::CommitFailed)
        return tr("Offset commit refused at %1: %2 had already been removed from the group (its session or poll "
                  "interval had run out), so the offsets it processed since its last successful commit never count "
                  "and the partition's new owner reads those records again.")
            .arg(formatSeconds(r.time()), consumerName(r.consumer()));
    if (r.kind() == TraceKind::OffsetReset)
        return tr("Offset reset to latest: %1 records skipped, never processed by anyone. %2 took partition %3 at "
                  "%4 with no committed offset on it, so it started at the log end (auto.offset.reset latest).")
            .arg(r.recordsSkipped())
            .arg(consumerName(r.consumer()))
            .arg(r.partition())
            .arg(formatSeconds(r.time()));
    if (r.kind() == TraceKind::BrokerRestart)
        return restartStory(record);
    if (r.kind() != TraceKind::Crash || !r.isConsumer())
        return {};
    const int c = r.consumer();
    QString text = tr("%1 crashed at %2 (%3).").arg(consumerName(c), formatSeconds(r.time()),
                                                    Trace::crashPointName(r.crashPoint()));
    if (!kafka)
        return text + tr(" Every delivery it had not acked comes back: %1.")
                          .arg(profile && profile->requeueOnDisconnect
                                   ? tr("at once, its channel closed")
                                   : tr("after the %1 (%2)")
                                         .arg(QCoreApplication::translate("BrokerProfile", profile ? profile->timeoutName : "timeout"),
                                              msText(m_scenario.broker.redeliveryTimeoutMs)));
    return text + kafkaCrashStory(r);
}

// Kafka: what a crashed member owned, what was committed, what is read again.
QString Explainer::kafkaCrashStory(const TraceRecord &r) const
{
    const int c = r.consumer();
    QString text;
    const KafkaLog &log = m_analysis->kafka();
    for (int p = 0; p < log.partitions(); ++p) {
        int lastRead = -1;
        for (const KafkaLog::Read &x : log.reads(p)) {
            if (x.time > r.time())
                break;
            lastRead = x.consumer == c ? x.offset : -1;
        }
        if (lastRead < 0)
            continue;
        int committed = 0;
        SimTime committedAt = -1;
        if (const KafkaLog::Commit *cm = log.committedBy(p, r.time())) {
            committed = cm->offset;
            committedAt = cm->time;
        }
        const KafkaLog::Read *next = nullptr;
        for (const KafkaLog::Read &x : log.reads(p)) {
            if (x.time > r.time()) {
                next = &x;
                break;
            }
        }
        text += tr(" It owned partition %1, committed up to offset %2%3, and had read on to offset %4.")
                    .arg(p)
                    .arg(committed)
                    .arg(committedAt >= 0 ? tr(" at %1").arg(formatSeconds(committedAt)) : QString())
                    .arg(lastRead);
        if (next && next->offset <= lastRead)
            text += tr(" After the group rebalanced, %1 read partition %2 again from offset %3 at %4, so offsets "
                       "%3–%5 were processed twice.")
                        .arg(consumerName(next->consumer))
                        .arg(p)
                        .arg(next->offset)
                        .arg(formatSeconds(next->time))
                        .arg(lastRead);
    }
    return text;
}

QString Explainer::restartStory(int record)
{
    const auto &records = m_trace.records();
    const TraceRecord &restart = records[std::size_t(record)];
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    // What followed up to its return: requeues, acks that could not be sent,
    // a rebalance.
    SimTime back = -1;
    QStringList requeued;
    int requeuedCount = 0;
    int doomedAcks = 0;
    bool rebalanced = false;
    for (std::size_t i = std::size_t(record) + 1; i < records.size(); ++i) {
        const TraceRecord &x = records[i];
        if (x.kind() == TraceKind::BrokerBack) {
            back = x.time();
            break;
        }
        if (x.kind() == TraceKind::Requeued && x.time() == restart.time()) {
            ++requeuedCount;
            const QString key = Scenario::businessKey(int(x.message));
            if (requeued.size() < 5 && !requeued.contains(key))
                requeued.append(key);
        } else if (x.kind() == TraceKind::AckLost) {
            ++doomedAcks;
        } else if (x.kind() == TraceKind::Rebalance && x.rebalanceStarts()) {
            rebalanced = true;
        }
    }
    const QString away = back >= 0 ? tr("; it was back at %1").arg(formatSeconds(back)) : QString();
    if (profile && profile->partitioned) {
        if (rebalanced)
            return {};
        // GroupMetadataManager.loadGroupsAndOffsets (Kafka 3.7): the new
        // coordinator reloads members, generation and offsets.
        return tr("The broker and its group coordinator restarted at %1%2. The coordinator loaded the group back from "
                  "__consumer_offsets with its members and generation: no rebalance, every consumer goes on from its "
                  "own position, nothing is read twice.")
            .arg(formatSeconds(restart.time()), away);
    }
    QString text = tr("The broker restarted at %1%2. It closed every connection and took back the %3 deliveries not "
                      "yet acknowledged%4; it hands them out again, with the redelivered flag, once back.")
                       .arg(formatSeconds(restart.time()), away)
                       .arg(requeuedCount)
                       .arg(requeued.isEmpty() ? QString()
                                               : QStringLiteral(" (%1%2)")
                                                     .arg(requeued.join(QStringLiteral(", ")),
                                                          requeuedCount > requeued.size() ? QStringLiteral(", …")
                                                                                          : QString()));
    if (doomedAcks > 0 && m_scenario.consumers.drainBufferAfterBrokerClose)
        text += tr(" The client libraries still handed out what they had already read "
                   "(consumers.drainBufferAfterBrokerClose): %1 acks for those could not be sent, so those messages "
                   "come back too.")
                    .arg(doomedAcks);
    return text;
}

QString Explainer::story(int logical)
{
    const Story s = storyOf(logical);
    QStringList lines;
    for (const Handling &h : s.handlings) {
        QString line = tr("%1: delivery %2 to %3 (%4)")
                           .arg(formatSeconds(h.start))
                           .arg(h.number)
                           .arg(consumerName(h.consumer), Trace::causeName(h.cause));
        if (h.applied)
            line += tr(", applied at %1").arg(formatSeconds(h.appliedAt));
        if (h.appliedAgainAt >= 0)
            line += tr(", store unavailable at %1, applied again by the retry at %2")
                        .arg(formatSeconds(h.storeFailedAt), formatSeconds(h.appliedAgainAt));
        if (h.skipped)
            line += tr(", skipped by %1").arg(Trace::guardName(h.guard));
        if (h.crashed)
            line += tr(", crashed (%1)").arg(Trace::crashPointName(h.crashPoint));
        if (h.ackLostAt >= 0)
            line += tr(", ack lost");
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace idem
