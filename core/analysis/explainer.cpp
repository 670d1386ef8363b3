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
using S = Sentence;
using R = Role;
} // namespace

Explainer::Explainer(const Scenario &scenario, const Trace &trace, const RunAnalysis *analysis)
    : m_scenario(scenario), m_trace(trace), m_analysis(analysis), m_groups(scenario, trace)
{
    if (!m_analysis || m_analysis->traceSize() != trace.size()) {
        m_ownAnalysis = RunAnalysis::build(trace, scenario);
        m_analysis = m_ownAnalysis.get();
    }
}

void Explainer::index()
{
    if (m_indexed)
        return;
    m_indexed = true;
    int present = m_scenario.consumers.count;
    const auto &records = m_trace.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const TraceRecord &r = records[i];
        // A dropped connection is recorded on the message in hand, but it
        // returns every unacked delivery of that consumer.
        if (r.kind() == TraceKind::ConnectionLost && r.isConsumer())
            m_connectionLost[r.consumer()].append(r.time());
        // A crash in a handler is recorded on its message, but it ends the
        // whole process (and its in-process cache).
        if (r.kind() == TraceKind::Crash && r.isConsumer())
            m_crashAt[r.consumer()].append(r.time());
        // Whether the group ended with no consumer: leaves are for good,
        // joins add one (crashed consumers restart).
        if (r.kind() == TraceKind::ConsumerJoin) {
            ++present;
            m_allLeftAt = -1;
        } else if (r.kind() == TraceKind::ConsumerLeave && r.isConsumer() && --present == 0) {
            m_allLeftAt = r.time();
            m_allLeftBy = r.consumer();
        }
        if (r.message != kNoMessage)
            continue;
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

Explainer::Records Explainer::recordsOf(int logical) const
{
    const MessageIndex &messages = m_analysis->messages();
    if (logical < 0 || logical >= messages.messageCount())
        return {nullptr, nullptr};
    return {messages.begin(logical), messages.end(logical)};
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

// The member behind a round: the latest crash before it started; for a
// session-timeout round the member whose expiry began it; but when the
// copy's previous reader crashed before it, that crash, following the
// partition (another member may have crashed since).
const Explainer::GlobalEvent *Explainer::crashBehindRound(const GlobalEvent *start, const Handling *prev,
                                                          const GlobalEvent **trigger) const
{
    const GlobalEvent *crash = nullptr;
    for (int i : m_crashes) {
        if (m_global.at(i).time > start->time)
            break;
        crash = &m_global.at(i);
    }
    // A session-timeout rebalance begins when the member whose crash came
    // within one heartbeat interval after (start − session.timeout.ms)
    // expires (its last heartbeat + session.timeout.ms).
    *trigger = nullptr;
    if (RebalanceReason(start->delivery) == RebalanceReason::SessionTimeout) {
        const SimTime session = msToSim(m_scenario.consumers.sessionTimeoutMs);
        const SimTime beat = msToSim(KafkaBroker::kHeartbeatIntervalMs);
        for (int i : m_crashes) {
            const GlobalEvent &g = m_global.at(i);
            if (g.time > start->time)
                break;
            if (g.time >= start->time - session && g.time < start->time - session + beat)
                *trigger = &g;
        }
        if (*trigger)
            crash = *trigger;
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
    return crash;
}

// The round a re-read follows and who is behind it, found in the run-wide
// records: its start, the member whose crash set it off, when it completed
// and whether it waited for another dead member too.
Explainer::Round Explainer::roundBefore(SimTime before, const Handling *prev) const
{
    Round r;
    const auto it = std::upper_bound(m_rebalanceStarts.cbegin(), m_rebalanceStarts.cend(), before,
                                     [this](SimTime time, int i) { return time < m_global.at(i).time; });
    if (it == m_rebalanceStarts.cbegin())
        return r;
    const GlobalEvent *start = &m_global.at(*(it - 1));
    const GlobalEvent *crash = crashBehindRound(start, prev, &r.trigger);
    // When the rebalance completed: later than it began when the round
    // waited for another dead member's session to expire as well.
    SimTime done = start->time;
    for (auto g = std::lower_bound(m_global.cbegin(), m_global.cend(), start->time,
                                   [](const GlobalEvent &e, SimTime t) { return e.time < t; });
         g != m_global.cend(); ++g) {
        if (g->kind == TraceKind::Rebalance && g->detail != 0) {
            done = g->time;
            break;
        }
    }
    if (done > start->time && crash) {
        for (int i : m_crashes) {
            const GlobalEvent &g = m_global.at(i);
            if (g.time >= done)
                break;
            if (&g != crash && g.actor != crash->actor && g.time > crash->time)
                r.alsoDead = &g;
        }
    }
    r.start = start;
    r.crash = crash;
    r.done = done;
    return r;
}

void Explainer::rereadFromCommit(Parts &out) const
{
    if (m_scenario.consumers.autoCommit)
        say(out, S::RereadAutoCommit).set(R::AutoCommitMs, m_scenario.consumers.autoCommitIntervalMs);
    else
        say(out, S::RereadBatchCommit);
}

void Explainer::rebalanceStory(SimTime before, const Handling *prev, Parts &out) const
{
    const Round r = roundBefore(before, prev);
    if (!r.start) { // Kafka runs are simulated: a re-read always follows a round's start
        rereadFromCommit(out);
        return;
    }
    roundWords(r, prev, out);
}

// A member's session expired: whose, and whether the round waited for another.
void Explainer::sessionWords(const Round &r, Parts &out) const
{
    const qint64 session = m_scenario.consumers.sessionTimeoutMs;
    if (!r.crash) { // a static member that left: it sends no LeaveGroup
        say(out, S::StaticLeft).set(R::SessionMs, session).set(R::RoundAt, r.start->time);
    } else if (r.trigger && r.trigger->actor != r.crash->actor && r.done > r.start->time) {
        // When the member whose expiry began the rebalance is another one,
        // this one's crash came while the group was already rebalancing,
        // and the round waited for it to expire.
        say(out, S::CrashedWhileRebalancing)
            .set(R::Consumer, r.crash->consumer())
            .set(R::CrashAt, r.crash->time)
            .set(R::OtherConsumer, r.trigger->consumer())
            .set(R::OtherCrashAt, r.trigger->time)
            .set(R::RoundAt, r.start->time)
            .set(R::SessionMs, session)
            .set(R::DoneAt, r.done);
    } else if (r.alsoDead) {
        say(out, S::CrashedRoundWaited)
            .set(R::Consumer, r.crash->consumer())
            .set(R::CrashAt, r.crash->time)
            .set(R::SessionMs, session)
            .set(R::RoundAt, r.start->time)
            .set(R::DoneAt, r.done)
            .set(R::OtherConsumer, r.alsoDead->consumer())
            .set(R::OtherCrashAt, r.alsoDead->time);
    } else {
        say(out, S::CrashedSessionExpired)
            .set(R::Consumer, r.crash->consumer())
            .set(R::CrashAt, r.crash->time)
            .set(R::SessionMs, session)
            .set(R::RoundAt, r.start->time);
    }
    rereadFromCommit(out);
}

// A handler outlived max.poll.interval.ms: whose, and when its commit was refused.
void Explainer::pollIntervalWords(const Round &r, const Handling *prev, Parts &out) const
{
    const GlobalEvent *start = r.start;
    const qint64 poll = m_scenario.consumers.maxPollIntervalMs;
    // The previous owner's own handler, when it was the one still running.
    if (prev && prev->start <= start->time && prev->endAt > start->time) {
        say(out, S::PollIntervalOwnHandler)
            .set(R::Consumer, prev->consumer)
            .set(R::From, prev->start)
            .set(R::Until, prev->endAt)
            .set(R::PollIntervalMs, poll)
            .set(R::RoundAt, start->time);
        rereadFromCommit(out);
        return;
    }
    // Otherwise the member whose offset commit was refused afterwards, when
    // its handler was done (before it rejoined: the next rebalance).
    for (auto it = std::lower_bound(m_global.cbegin(), m_global.cend(), start->time,
                                    [](const GlobalEvent &g, SimTime t) { return g.time < t; });
         it != m_global.cend(); ++it) {
        if (it->kind == TraceKind::Rebalance && it->detail == 0 && it->time > start->time)
            break;
        if (it->kind != TraceKind::CommitFailed)
            continue;
        say(out, S::PollIntervalCommitFailed)
            .set(R::Consumer, it->consumer())
            .set(R::PollIntervalMs, poll)
            .set(R::RoundAt, start->time)
            .set(R::At, it->time);
        rereadFromCommit(out);
        return;
    }
    say(out, S::PollInterval).set(R::PollIntervalMs, poll).set(R::RoundAt, start->time);
    rereadFromCommit(out);
}

// The round told as whole sentences, by what started it, then the re-read.
void Explainer::roundWords(const Round &r, const Handling *prev, Parts &out) const
{
    const GlobalEvent *start = r.start;
    const GlobalEvent *crash = r.crash;
    switch (RebalanceReason(start->delivery)) {
    case RebalanceReason::Rejoin:
        // Only a member removed for its poll interval rejoins: its refused
        // commit is recorded at the same instant (KafkaBroker::poll).
        say(out, S::RejoinAfterPollInterval)
            .set(R::PollIntervalMs, m_scenario.consumers.maxPollIntervalMs)
            .set(R::RoundAt, start->time);
        break;
    case RebalanceReason::SessionTimeout: sessionWords(r, out); return;
    case RebalanceReason::Revoked: say(out, S::CooperativeRounds).set(R::RoundAt, start->time); break;
    case RebalanceReason::PollInterval: pollIntervalWords(r, prev, out); return;
    case RebalanceReason::Join:
        // A restarted process is a new member: the join completes only once
        // the crashed member's session has expired (unless it already had).
        if (crash && crash->time < start->time && globalBetween(TraceKind::Rebalance, crash->time, start->time - 1) < 0)
            say(out, S::JoinAfterCrash)
                .set(R::Consumer, crash->consumer())
                .set(R::CrashAt, crash->time)
                .set(R::RoundAt, start->time)
                .set(R::SessionMs, m_scenario.consumers.sessionTimeoutMs)
                .set(R::DoneAt, r.done);
        else
            say(out, S::Joined).set(R::RoundAt, start->time);
        break;
    case RebalanceReason::Leave: say(out, S::Left).set(R::RoundAt, start->time); break;
    // The first assignment and a coordinator's restart start no round (the
    // restarted coordinator loads the group back): never a round's reason.
    case RebalanceReason::BrokerRestart:
    case RebalanceReason::Initial: break;
    }
    rereadFromCommit(out);
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

// One handling as the explainer reads it: the message history's handling
// (its records found once, the ack that covered it, a batched one too) and
// what each of its steps says.
Explainer::Handling Explainer::handlingFrom(int index) const
{
    const MessageHistory &history = m_analysis->history();
    const idem::Handling &x = history.handlings()[std::size_t(index)];
    const TraceRecord &start = m_trace.at(std::size_t(x.handleStart));
    Handling h;
    h.history = index;
    h.record = x.handleStart;
    h.consumer = x.consumer;
    h.number = x.number;
    h.attempt = x.attempt;
    h.cause = start.cause();
    h.start = h.endAt = start.time();
    for (const quint32 i : history.stepsOf(m_trace, m_analysis->messages(), index)) {
        const TraceRecord &r = m_trace.at(i);
        if (r.kind() == TraceKind::HandleStart || r.kind() == TraceKind::Deliver)
            continue;
        h.endAt = qMax(h.endAt, r.time());
        noteInHandling(h, r);
    }
    // A batched ack is recorded on the batch's last message: lost, it is
    // lost for every handling it covered.
    if (h.ackLostAt < 0 && x.ack >= 0 && m_trace.at(std::size_t(x.ack)).kind() == TraceKind::AckLost)
        h.ackLostAt = m_trace.at(std::size_t(x.ack)).time();
    return h;
}

Explainer::Story Explainer::storyOf(int logical)
{
    Story story;
    const MessageHistory &history = m_analysis->history();
    if (logical < 0 || logical >= history.messageCount())
        return story;
    const auto [firstPublish, endPublish] = history.publishesOf(quint32(logical));
    for (int k = firstPublish; k < endPublish; ++k) {
        const PublishStep &p = history.publishes()[std::size_t(k)];
        story.publishes.append({p.attempt, m_trace.at(p.record).time()});
        if (p.deduped)
            story.deduped.append({p.attempt, m_trace.at(std::size_t(p.answer)).time()});
    }
    const auto [first, end] = history.handlingsOf(quint32(logical));
    for (int k = first; k < end; ++k) {
        if (history.handlings()[std::size_t(k)].handled())
            story.handlings.append(handlingFrom(k));
    }
    // The producer's and the broker's last words on it, which no handling holds.
    for (const quint32 i : recordsOf(logical)) {
        const TraceRecord &r = m_trace.at(i);
        switch (r.kind()) {
        case TraceKind::PublishAckLost: story.publishAckLost.append({r.producerAttempt(), r.time()}); break;
        case TraceKind::PublishGaveUp: story.gaveUp = true; break;
        case TraceKind::DeadLettered:
        case TraceKind::MaxDeliveries:
            story.deadAt = r.time();
            story.deadDeliveries = r.deliveriesMade();
            break;
        default: break;
        }
    }
    return story;
}

// The message history's hold on the copy `prev` handled, as the timeline
// draws it: from its delivery until the broker requeued it.
Explainer::Hold Explainer::holdOf(int logical, const Handling &prev, SimTime before) const
{
    Hold hold;
    const MessageHistory &history = m_analysis->history();
    if (prev.history < 0)
        return hold;
    const auto [first, end] = history.holdsOf(quint32(logical));
    for (int k = first; k < end; ++k) {
        const BrokerHold &b = history.holds()[std::size_t(k)];
        if (b.handling != prev.history || b.kind == BrokerHold::MessageGroup)
            continue;
        hold.from = b.from;
        if (b.end == BrokerHold::Redelivered && b.until <= before)
            hold.until = b.until;
        break;
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
    w.holdName = QString::fromLatin1(w.profile ? w.profile->timeoutName : "timeout");
    w.hold = holdOf(logical, prev, h.start);
    return w;
}

void Explainer::afterTimeout(const HoldWords &w, Parts &out) const
{
    const qint64 timeout = m_scenario.broker.redeliveryTimeoutMs;
    if (w.hold.from >= 0 && w.hold.until >= 0)
        say(out, S::HoldRanOut)
            .set(R::HoldName, w.holdName)
            .set(R::TimeoutMs, timeout)
            .set(R::From, w.hold.from)
            .set(R::Until, w.hold.until);
    else
        say(out, S::HoldPassed).set(R::HoldName, w.holdName).set(R::TimeoutMs, timeout);
}

void Explainer::requeued(const CauseContext &c, Parts &out) const
{
    if (c.w.requeuesAtOnce)
        say(out, S::RequeuedAtOnce);
    else
        afterTimeout(c.w, out);
}

ExplanationPart &Explainer::holdPart(const CauseContext &c, Parts &out, Sentence s) const
{
    return say(out, s)
        .set(R::Consumer, c.prev.consumer)
        .set(R::HoldName, c.w.holdName)
        .set(R::TimeoutMs, m_scenario.broker.redeliveryTimeoutMs);
}

void Explainer::redeliveryCause(int logical, const Story &story, const Handling &prev, const Handling &h, Parts &out)
{
    const CauseContext c{logical, story, prev, h, holdWords(logical, prev, h)};
    switch (h.cause) {
    case DeliveryCause::AckLost: ackLostCause(c, out); return;
    case DeliveryCause::CrashBeforeAck: crashCause(c, out); return;
    case DeliveryCause::TimeoutExpired: timeoutCause(c, out); return;
    case DeliveryCause::BrokerRestart: restartCause(c, out); return;
    case DeliveryCause::Rebalance: rebalanceCause(c, out); return;
    case DeliveryCause::ConnectionLost: connectionLostCause(c, out); return;
    case DeliveryCause::ProducerRetry: producerRetryCause(c, out); return;
    case DeliveryCause::Nack: say(out, S::Rejected); return;
    case DeliveryCause::StaticRejoin: staticRejoinCause(c, out); return;
    // Every broker (and idemlab check) stamps a later copy with its cause;
    // a first delivery is no redelivery.
    case DeliveryCause::First:
    case DeliveryCause::Count: return;
    }
}

void Explainer::ackLostCause(const CauseContext &c, Parts &out)
{
    if (c.prev.ackLostAt < 0) {
        say(out, S::AckLost);
        afterTimeout(c.w, out);
    } else if (c.w.requeuesAtOnce) {
        say(out, S::AckLostWithConnection).set(R::Consumer, c.prev.consumer).set(R::AckLostAt, c.prev.ackLostAt);
    } else {
        say(out, S::AckLostAt).set(R::Consumer, c.prev.consumer).set(R::AckLostAt, c.prev.ackLostAt);
        afterTimeout(c.w, out);
    }
}

void Explainer::crashCause(const CauseContext &c, Parts &out)
{
    if (const CauseEdge *edge = edgeInto(c.h); edge && !c.prev.crashed && crashBehind(*edge, out)) {
        requeued(c, out);
        return;
    }
    if (c.prev.crashed)
        say(out, S::CrashedBeforeAckAt)
            .set(R::Consumer, c.prev.consumer)
            .set(R::CrashAt, c.prev.crashedAt)
            .set(R::CrashPoint, qint64(c.prev.crashPoint));
    else
        say(out, S::CrashedBeforeAck).set(R::Consumer, c.prev.consumer);
    requeued(c, out);
}

void Explainer::timeoutCause(const CauseContext &c, Parts &out)
{
    if (c.prev.endAt > c.h.start) {
        if (c.w.hold.from >= 0 && c.w.hold.until >= 0)
            holdPart(c, out, S::SlowHandlerHold)
                .set(R::From, c.w.hold.from)
                .set(R::Until, c.w.hold.until)
                .set(R::HandlerEndAt, c.prev.endAt);
        else
            holdPart(c, out, S::SlowHandler);
        return;
    }
    // Visible again, but every consumer was busy until the slow handler
    // itself was done: its ack came after the timeout and did not count.
    ExplanationPart &p = holdPart(c, out, c.w.hold.until >= 0 ? S::SlowHandlerLateAckAt : S::SlowHandlerLateAck)
                             .set(R::HandlerEndAt, c.prev.endAt)
                             .set(R::At, c.h.start);
    if (c.w.hold.until >= 0)
        p.set(R::Until, c.w.hold.until);
}

// Handled after the restart: the client was still handing out the
// deliveries it had read before the broker closed the connection
// (consumers.drainBufferAfterBrokerClose).
void Explainer::restartFromBuffer(const CauseContext &c, Parts &out)
{
    const SimTime restart = globalAtOrBefore(TraceKind::BrokerRestart, c.prev.start);
    const SimTime back = restart >= 0 ? globalBetween(TraceKind::BrokerBack, restart, c.h.start) : -1;
    if (restart >= 0)
        say(out, S::RestartDrainedBufferAt).set(R::At, restart).set(R::Consumer, c.prev.consumer).set(R::From, c.prev.start);
    else
        say(out, S::RestartDrainedBuffer).set(R::Consumer, c.prev.consumer).set(R::From, c.prev.start);
    if (back >= 0)
        say(out, S::HandedOutAgainWhenBack).set(R::BackAt, back);
    else
        say(out, S::HandedOutAgain);
}

void Explainer::restartCause(const CauseContext &c, Parts &out)
{
    const SimTime at = globalBetween(TraceKind::BrokerRestart, c.prev.start, c.h.start);
    if (at < 0 && c.prev.ackLostAt >= 0) {
        restartFromBuffer(c, out);
        return;
    }
    if (at < 0) {
        say(out, S::RestartUnknown);
        return;
    }
    // Why this copy was still unacknowledged when the broker went down: its
    // handler was running, or its ack waited for a batch.
    const SimTime back = globalBetween(TraceKind::BrokerBack, at, c.h.start);
    if (c.prev.start <= at && c.prev.endAt > at) {
        say(out, S::RestartWhileRunning)
            .set(R::At, at)
            .set(R::Consumer, c.prev.consumer)
            .set(R::From, c.prev.start)
            .set(R::Until, c.prev.endAt);
    } else if (c.prev.endAt <= at && m_scenario.consumers.ackEvery > 1) {
        say(out, S::RestartBatchWaiting)
            .set(R::Consumer, c.prev.consumer)
            .set(R::HandlerEndAt, c.prev.endAt)
            .set(R::AckEvery, m_scenario.consumers.ackEvery)
            .set(R::At, at);
    } else {
        if (back >= 0)
            say(out, S::RestartHandedOutBack).set(R::At, at).set(R::BackAt, back);
        else
            say(out, S::RestartHandedOut).set(R::At, at);
        return;
    }
    if (back >= 0)
        say(out, S::HandedOutAgainWhenBack).set(R::BackAt, back);
    else
        say(out, S::HandedOutAgain);
}

void Explainer::rebalanceCause(const CauseContext &c, Parts &out)
{
    const Round round = roundBefore(c.h.start, &c.prev);
    Parts words;
    if (round.start)
        roundWords(round, &c.prev, words);
    else
        rebalanceStory(c.h.start, &c.prev, words);
    // Told once: the round's own sentences may already name the owner's
    // crash; a round they tell by another reason (a join, a leave) does not.
    if (const CauseEdge *edge = edgeInto(c.h); edge && edge->crash >= 0) {
        const TraceRecord &crash = m_trace.at(std::size_t(edge->crash));
        const auto names = [&crash](const ExplanationPart &p) {
            return (p.number(R::CrashAt) == crash.time() && p.number(R::Consumer) == crash.consumer())
                || (p.number(R::OtherCrashAt) == crash.time() && p.number(R::OtherConsumer) == crash.consumer());
        };
        if (std::none_of(words.cbegin(), words.cend(), names))
            crashedOwner(*edge, out);
    }
    out += words;
    kafkaReread(c.logical, c.prev, c.h, out);
}

void Explainer::connectionLostCause(const CauseContext &c, Parts &out)
{
    // When the connection of the consumer that held it dropped.
    SimTime droppedAt = -1;
    const QVector<SimTime> drops = m_connectionLost.value(c.prev.consumer);
    const auto it = std::lower_bound(drops.cbegin(), drops.cend(), c.prev.start);
    if (it != drops.cend() && *it <= c.h.start)
        droppedAt = *it;
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
    const int every = m_scenario.consumers.ackEvery;
    const auto withTime = [&](ExplanationPart &p, SimTime t) -> ExplanationPart & {
        return t >= 0 ? p.set(R::At, t) : p;
    };
    if (leftAt >= 0 && c.w.requeuesAtOnce) {
        if (c.prev.applied && every > 1 && c.prev.endAt <= leftAt)
            say(out, S::LeftBatchWaiting)
                .set(R::Consumer, c.prev.consumer)
                .set(R::AppliedAt, c.prev.appliedAt)
                .set(R::AckEvery, every)
                .set(R::At, leftAt);
        else
            say(out, S::LeftBeforeAck).set(R::Consumer, c.prev.consumer).set(R::At, leftAt);
    } else if (c.w.requeuesAtOnce) {
        const bool at = droppedAt >= 0;
        if (c.prev.applied && every > 1 && (droppedAt < 0 || c.prev.endAt <= droppedAt))
            withTime(say(out, at ? S::DroppedBatchWaitingAt : S::DroppedBatchWaiting), droppedAt)
                .set(R::Consumer, c.prev.consumer)
                .set(R::AppliedAt, c.prev.appliedAt)
                .set(R::AckEvery, every);
        else
            withTime(say(out, at ? S::DroppedBeforeBatchAckAt : S::DroppedBeforeBatchAck), droppedAt)
                .set(R::Consumer, c.prev.consumer)
                .set(R::AckEvery, every);
    } else {
        withTime(say(out, droppedAt >= 0 ? S::DroppedBeforeAckAt : S::DroppedBeforeAck), droppedAt)
            .set(R::Consumer, c.prev.consumer);
        afterTimeout(c.w, out);
    }
}

void Explainer::producerRetryCause(const CauseContext &c, Parts &out)
{
    SimTime lostAt = -1;
    for (const auto &p : c.story.publishAckLost) {
        if (p.first < c.h.attempt)
            lostAt = p.second;
    }
    SimTime againAt = -1;
    for (const auto &p : c.story.publishes) {
        if (p.first == c.h.attempt)
            againAt = p.second;
    }
    const qint64 timeout = m_scenario.producer.publishTimeoutMs;
    if (againAt >= 0 && lostAt >= 0)
        say(out, S::PublishAckLostRetriedAt).set(R::At, lostAt).set(R::TimeoutMs, timeout).set(R::RepublishedAt, againAt);
    else if (againAt >= 0)
        say(out, S::PublishAckLostRetried).set(R::TimeoutMs, timeout).set(R::RepublishedAt, againAt);
    else if (lostAt >= 0)
        say(out, S::PublishAckLostAt).set(R::At, lostAt);
    else
        say(out, S::PublishAckLost);
    out.last().set(R::Attempt, c.h.attempt);
    // Why the broker did not drop the second publish.
    const bool kafkaIdempotent = c.w.profile && c.w.profile->partitioned && m_scenario.producer.idempotent;
    if (kafkaIdempotent && m_scenario.producer.applicationRetries)
        say(out, S::RetryNewRecord);
    else if (m_scenario.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt)
        say(out, S::RetryNewId);
    else if (m_scenario.broker.dedupWindowMs <= 0)
        say(out, S::RetryNoBrokerDedup);
    else
        say(out, S::RetryAfterWindow).set(R::WindowMs, m_scenario.broker.dedupWindowMs);
}

void Explainer::staticRejoinCause(const CauseContext &c, Parts &out)
{
    // The rejoin the re-read follows, and the crash before it (in a handler
    // or between polls: a crash is recorded on the message in hand).
    SimTime rejoinAt = -1;
    for (const GlobalEvent &g : m_global) {
        if (g.time > c.h.start)
            break;
        if (g.kind == TraceKind::StaticRejoin && g.actor == kFirstConsumerActor + c.h.consumer - 1)
            rejoinAt = g.time;
    }
    SimTime crashAt = -1;
    for (const SimTime t : m_crashAt.value(c.h.consumer)) {
        if (rejoinAt >= 0 && t <= rejoinAt)
            crashAt = t;
    }
    // Only a crashed static member rejoins (one that left does not come back).
    if (crashAt >= 0)
        say(out, S::StaticRejoinAt)
            .set(R::Consumer, c.h.consumer)
            .set(R::CrashAt, crashAt)
            .set(R::At, rejoinAt)
            .set(R::SessionMs, m_scenario.consumers.sessionTimeoutMs);
    kafkaReread(c.logical, c.prev, c.h, out);
}

// Without a unique key (claim first) or before the first commit (a race):
// who checked when; false when the copy did not race nor claim.
bool Explainer::raceOrClaim(const Handling &prev, const Handling &h, Parts &out) const
{
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    if (!m_scenario.strategy.uniqueConstraint && traits && traits->claimsFirst()) {
        // Claiming first is only as good as the key that refuses a second
        // claim: without it the INSERT succeeds, in a race or one after the
        // other alike.
        const SimTime claimed = h.checkedAt >= 0 ? h.checkedAt : h.start;
        const SimTime first = prev.checkedAt >= 0 ? prev.checkedAt : prev.start;
        if (prev.appliedAt <= claimed) {
            say(out, S::ClaimAfterCommit)
                .set(R::Consumer, h.consumer)
                .set(R::SecondCheckAt, claimed)
                .set(R::OtherConsumer, prev.consumer)
                .set(R::FirstCheckAt, first)
                .set(R::FirstCommitAt, prev.appliedAt);
            return true;
        }
        const bool prevFirst = first <= claimed;
        say(out, S::ClaimsBoth)
            .set(R::Consumer, prevFirst ? prev.consumer : h.consumer)
            .set(R::FirstCheckAt, qMin(first, claimed))
            .set(R::OtherConsumer, prevFirst ? h.consumer : prev.consumer)
            .set(R::SecondCheckAt, qMax(first, claimed))
            .set(R::FirstCommitAt, qMin(prev.appliedAt, h.appliedAt));
        return true;
    }
    if (!m_scenario.strategy.uniqueConstraint)
        say(out, S::RaceNoUniqueKey);
    else if (prev.appliedAt > h.start)
        say(out, S::RaceBeforeCommit);
    else
        return false;
    checkRace(prev, h, out);
    return true;
}

void Explainer::whyNotSkipped(int logical, const Story &story, const Handling &prev, const Handling &h,
                              Parts &out) const
{
    Q_UNUSED(story)
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    const bool newId = h.attempt != prev.attempt
        && m_scenario.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt;
    const bool email = vocab::effect(m_scenario.effect) == Effect::SendEmail;
    if (traits && !traits->deduplicates()) {
        say(out, S::NoDedup);
    } else if (newId) {
        say(out, S::NewIdPerAttempt);
    } else if (email && prev.crashed) {
        say(out, S::EmailAfterCrash).set(R::Consumer, prev.consumer);
    } else if (email) {
        say(out, S::EmailOutsideTransaction);
    } else if (traits && traits->naturalUpsert) {
        if (vocab::effect(m_scenario.effect) == Effect::IncrementBalance)
            say(out, S::NaturalBalance);
        else
            say(out, S::NaturalNotIdempotent).set(R::Effect, m_scenario.effect);
    } else if (traits && traits->cache != CacheUse::None && traits->guard == DbGuard::None && h.missed) {
        cacheMissedWhy(logical, prev, h, prev.appliedAt > h.start, out);
    } else if (const SimTime cleaned = m_scenario.strategy.retentionMs > 0
                   ? globalBetween(TraceKind::RetentionCleanup, prev.appliedAt, h.start)
                   : -1;
               cleaned >= 0) {
        say(out, S::RetentionDeleted).set(R::At, cleaned).set(R::RetentionMs, m_scenario.strategy.retentionMs);
    } else if (traits && traits->commitsInboxSeparately() && prev.crashed
               && prev.crashPoint == CrashPoint::BetweenCommits) {
        say(out, S::CrashedBetweenCommits).set(R::Consumer, prev.consumer);
    } else if (!raceOrClaim(prev, h, out)) {
        say(out, S::NotRecognised);
    }
}

// A cache-only guard missed the duplicate: why the id was not there.
void Explainer::cacheMissedWhy(int logical, const Handling &prev, const Handling &h, bool overlapping,
                               Parts &out) const
{
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    switch (h.miss) {
    case CacheMissReason::Expired: say(out, S::CacheExpired).set(R::TtlMs, m_scenario.strategy.cacheTtlMs); break;
    case CacheMissReason::Evicted: say(out, S::CacheEvicted).set(R::Capacity, m_scenario.strategy.cacheCapacity); break;
    case CacheMissReason::Flushed: say(out, S::CacheFlushed); break;
    case CacheMissReason::LostOnCrash: say(out, S::CacheDiedWithCrash).set(R::Consumer, h.consumer); break;
    case CacheMissReason::Never:
    case CacheMissReason::Count:
        if (prev.crashed) {
            say(out, S::CrashedBeforeCacheSet).set(R::Consumer, prev.consumer).set(R::CrashPoint, qint64(prev.crashPoint));
        } else if (overlapping) {
            say(out, S::CacheRace);
            checkRace(prev, h, out);
            // When the id reached the cache: after the duplicate had looked.
            if (prev.cacheSetAt >= 0 && prev.cacheSetAt > h.checkedAt)
                say(out, S::CacheSetLate)
                    .set(R::Consumer, prev.consumer)
                    .set(R::CacheSetAt, prev.cacheSetAt)
                    .set(R::OtherConsumer, h.consumer)
                    .set(R::LookupAt, h.checkedAt);
        } else if (traits->cache == CacheUse::Local && prev.consumer != h.consumer) {
            say(out, S::LocalCacheOther).set(R::Consumer, h.consumer).set(R::OtherConsumer, prev.consumer);
        } else {
            say(out, S::NotInCache);
        }
        return;
    }
    cacheLife(logical, h, out);
}

QVector<Violation> Explainer::explain(const QVector<int> &duplicated, const QVector<int> &lost,
                                      const QVector<int> &counts)
{
    index();
    QVector<Violation> out;
    for (int l : duplicated) {
        Violation v;
        v.logical = l;
        v.kind = ViolationKind::DuplicateSideEffect;
        v.applied = counts.at(l);
        if (out.size() >= kDetailedLimit) {
            v.explained.message = l;
            v.explained.add(S::AppliedTooOften).set(R::Key, Scenario::businessKey(l)).set(R::Count, v.applied);
        } else {
            v.explained = duplicateExplained(l, v.applied);
            v.causes = m_analysis->causesOf(m_trace, l, v.kind);
        }
        out.append(v);
    }
    for (int l : lost) {
        Violation v;
        v.logical = l;
        v.kind = ViolationKind::Lost;
        v.explained = lostExplained(l);
        v.causes = m_analysis->causesOf(m_trace, l, v.kind);
        out.append(v);
    }
    for (Violation &v : out) {
        if (!v.causes.isEmpty()) {
            v.explained.mechanism = v.causes.first().mechanism;
            v.explained.slip = v.causes.first().slip;
        }
        v.explanation = ExplanationText::text(v.explained);
    }
    return out;
}

// One application after the first: why its copy came, the application, why
// the strategy let it through.
void Explainer::repeatParts(int l, const Story &story, const Handling &prev, const Handling &h, Parts &out)
{
    redeliveryCause(l, story, prev, h, out);
    // In a race the later copy can commit first: then the earlier handler's
    // application is the repeat (the one the picture marks). A copy handed
    // out while the first handler is still working is a concurrent
    // duplicate: say so, or the times read backwards.
    const Sentence s = h.appliedAt < prev.appliedAt ? S::RepeatOvertook
        : h.start < prev.appliedAt                  ? S::RepeatAppliedWhileRunning
                                                    : S::RepeatApplied;
    ExplanationPart &p = say(out, s)
                             .set(R::Delivery, h.number)
                             .set(R::Consumer, h.consumer)
                             .set(R::At, h.start)
                             .set(R::AppliedAt, h.appliedAt);
    if (s == S::RepeatOvertook)
        p.set(R::FirstAppliedAt, prev.appliedAt);
    whyNotSkipped(l, story, prev, h, out);
}

// A key applied more than once: each application, why its copy came and why
// the strategy let it through, then what stopped the redeliveries.
Explanation Explainer::duplicateExplained(int l, int timesApplied)
{
    if (!m_trace.handlingObserved())
        return checkExplained(l, Explanation::Duplicate, timesApplied);
    Explanation e;
    e.subject = Explanation::Duplicate;
    e.message = l;
    const Story story = storyOf(l);
    QVector<Handling> applied;
    for (const Handling &h : story.handlings) {
        if (h.applied)
            applied.append(h);
    }
    e.add(S::DuplicateApplied).set(R::Key, Scenario::businessKey(l)).set(R::Count, timesApplied);
    if (!applied.isEmpty())
        e.add(S::FirstApplied)
            .set(R::Delivery, applied.first().number)
            .set(R::Consumer, applied.first().consumer)
            .set(R::At, applied.first().start)
            .set(R::AppliedAt, applied.first().appliedAt);
    // A storm can apply one key thousands of times: the first applications
    // tell the story; the count says the rest.
    constexpr int kToldApplications = 20;
    for (int i = 1; i < applied.size(); ++i) {
        if (i >= kToldApplications) {
            e.add(S::MoreTheSameWay).set(R::Count, applied.size() - i);
            break;
        }
        repeatParts(l, story, applied.at(i - 1), applied.at(i), e.parts);
    }
    appliedTwiceByOneHandling(applied, e.parts);
    deadParts(story, e.parts);
    return e;
}

// A check of the user's consumer: the count is the user's database's, the
// story the wire's (each delivery, why the broker sent it again: a dropped
// ack, a kill, a cut); no dedup check, commit or effect is told, since the
// handler ran in the user's own process.
Explanation Explainer::checkExplained(int l, Explanation::Subject subject, int timesApplied)
{
    Explanation e;
    e.subject = subject;
    e.message = l;
    const Story story = storyOf(l);
    if (subject == Explanation::Duplicate)
        e.add(S::CheckHeldTimes).set(R::Key, Scenario::businessKey(l)).set(R::Count, timesApplied);
    else
        e.add(S::CheckHeldNone).set(R::Key, Scenario::businessKey(l));
    constexpr int kToldDeliveries = 20;
    for (int i = 0; i < story.handlings.size(); ++i) {
        if (i >= kToldDeliveries) {
            e.add(S::EndedMore).set(R::Count, story.handlings.size() - i);
            break;
        }
        const Handling &h = story.handlings.at(i);
        if (i > 0)
            redeliveryCause(l, story, story.handlings.at(i - 1), h, e.parts);
        e.add(S::CheckDelivered).set(R::Delivery, h.number).set(R::Consumer, h.consumer).set(R::At, h.start);
    }
    deadParts(story, e.parts);
    return e;
}

// What became of the message after the duplicates: the limit that stopped
// the redeliveries.
void Explainer::deadParts(const Story &story, Parts &out) const
{
    if (story.deadAt < 0)
        return;
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    say(out, profile && profile->limitAction == LimitAction::Advisory ? S::MaxDeliverAfter : S::DeadLetteredAfter)
        .set(R::Delivery, story.deadDeliveries)
        .set(R::Limit, m_scenario.broker.maxDeliveries)
        .set(R::At, story.deadAt);
}

// Applied twice by one handling: the store failed once the effect was out,
// and the handler's retry ran it again.
void Explainer::appliedTwiceByOneHandling(const QVector<Handling> &applied, Parts &out) const
{
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    const bool email = vocab::effect(m_scenario.effect) == Effect::SendEmail;
    // Only an email or a business commit of its own survives the store's
    // failure: in one transaction the rollback undid the first application.
    if (!email && !(traits && traits->commitsInboxSeparately()))
        return;
    for (const Handling &h : std::as_const(applied)) {
        if (h.appliedAgainAt < 0)
            continue;
        say(out, email ? S::EmailResentAfterRollback : S::BetweenCommitsRetried)
            .set(R::At, h.storeFailedAt)
            .set(R::Consumer, h.consumer)
            .set(R::AppliedAt, h.appliedAt)
            .set(R::RetryMs, m_scenario.consumers.storeRetryMs)
            .set(R::Delivery, h.number)
            .set(R::AppliedAgainAt, h.appliedAgainAt);
    }
}

// A key never applied: skipped for an id recorded without its work, jumped
// over by an offset reset, or never handled to its commit.
Explanation Explainer::lostExplained(int l)
{
    if (!m_trace.handlingObserved())
        return checkExplained(l, Explanation::Lost, 0);
    Explanation e;
    e.subject = Explanation::Lost;
    e.message = l;
    const Story story = storyOf(l);
    e.add(S::NeverApplied).set(R::Key, Scenario::businessKey(l));
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
        e.add(S::SkippedWithoutWork)
            .set(R::Delivery, skipped->number)
            .set(R::Consumer, skipped->consumer)
            .set(R::At, skipped->start)
            .set(R::Guard, qint64(skipped->guard));
        if (crashed && vocab::cacheWrite(m_scenario.strategy.cacheWrite) == CacheWrite::BeforeCommit)
            e.add(S::CachedBeforeCommit)
                .set(R::Consumer, crashed->consumer)
                .set(R::CrashAt, crashed->crashedAt)
                .set(R::CrashPoint, qint64(crashed->crashPoint));
    } else if (story.handlings.isEmpty() && offsetResetStory(l, e.parts)) {
        // told by the reset
    } else if (story.handlings.isEmpty()) {
        e.add(S::NoConsumerLeft);
    } else if (!offsetResetPastHandled(l, story.handlings.last(), e.parts)
               && !lastConsumerLeft(story.handlings.last(), e.parts)) {
        e.add(S::EveryHandlingInterrupted);
    }
    return e;
}

// Kafka: the record was read, its handling ended before its offset was
// committed, and a reset to latest on a partition with no commit jumped
// past it (KafkaBroker::assign counts it among the records skipped).
bool Explainer::offsetResetPastHandled(int logical, const Handling &last, Parts &out)
{
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    if (!profile || !profile->partitioned || m_scenario.consumers.autoOffsetReset != OffsetReset::Latest)
        return false;
    index();
    const KafkaLog &log = m_analysis->kafka();
    const int p = KafkaPartitioner::partitionOf(Scenario::businessKey(logical), log.partitions());
    const int offset = log.offsetOf(quint32(logical), qMax(1, last.attempt));
    if (offset < 0)
        return false;
    for (const GlobalEvent &g : m_global) {
        if (g.kind != TraceKind::OffsetReset || g.detail != p || g.time < last.start)
            continue;
        say(out, S::OffsetResetPastHandled)
            .set(R::Count, g.delivery)
            .set(R::Delivery, last.number)
            .set(R::OtherConsumer, last.consumer)
            .set(R::From, last.start)
            .set(R::HandlerEndAt, last.endAt)
            .set(R::Partition, p)
            .set(R::Offset, offset)
            .set(R::Consumer, g.consumer())
            .set(R::At, g.time);
        return true;
    }
    return false;
}

// The last handling ended before its commit (a crash, the consumer leaving
// with it in hand), and after it every consumer had left, so the message the
// broker took back (or the record no one owned) was never handed out again.
bool Explainer::lastConsumerLeft(const Handling &last, Parts &out)
{
    index();
    // Every consumer gone after this handling began, none joining again.
    if (m_allLeftAt < 0 || m_allLeftAt < last.start)
        return false;
    say(out, S::LastConsumerLeft)
        .set(R::Delivery, last.number)
        .set(R::OtherConsumer, last.consumer)
        .set(R::From, last.start)
        .set(R::HandlerEndAt, last.endAt)
        .set(R::Consumer, m_allLeftBy)
        .set(R::At, m_allLeftAt);
    return true;
}

QStringList Explainer::notes(const QVector<int> &logicals, const QVector<quint8> &fates)
{
    QStringList out;
    for (const Explanation &e : notesExplained(logicals, fates))
        out.append(ExplanationText::text(e));
    return out;
}

QVector<Explanation> Explainer::notesExplained(const QVector<int> &logicals, const QVector<quint8> &fates)
{
    index();
    QVector<Explanation> out;
    for (int l : logicals) {
        if (out.size() >= kDetailedLimit)
            break;
        Explanation &e = out.emplace_back();
        e.subject = Explanation::Note;
        e.message = l;
        const QString key = Scenario::businessKey(l);
        if (fates.at(l) == FateGaveUp) {
            e.add(S::ProducerGaveUp).set(R::Key, key).set(R::Count, m_scenario.producer.maxRetries + 1);
            continue;
        }
        const Story story = storyOf(l);
        const int limit = m_scenario.broker.maxDeliveries;
        const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
        // RabbitMQ's x-delivery-limit counts returns (issue 14: limit 3,
        // four deliveries, then dead-lettered, reason delivery_limit).
        const Sentence s = fates.at(l) == FateMaxDelivered          ? S::StoppedAfterMaxDeliver
            : profile && profile->limitCountsReturns                ? S::DeadLetteredReturns
                                                                    : S::DeadLetteredLimit;
        ExplanationPart &p = e.add(s).set(R::Key, key).set(R::At, story.deadAt).set(R::Count, story.deadDeliveries)
                                 .set(R::Limit, limit);
        if (s == S::DeadLetteredReturns)
            p.set(R::Allowed, limit + 1);
        if (story.handlings.isEmpty())
            e.add(S::NeverReachedHandler);
        else
            noteEnds(story, e.parts);
    }
    // SQS FIFO: the deliveries their message group held back, last.
    if (Explanation held = m_groups.noteExplained(); !held.isEmpty())
        out.append(held);
    return out;
}

// Why no handling settled it: each one's end, so the limit is not the whole story.
void Explainer::noteEnds(const Story &story, Parts &out) const
{
    constexpr int kToldHandlings = 5;
    say(out, S::HowDeliveriesEnded);
    int told = 0;
    for (const Handling &h : story.handlings) {
        if (told++ == kToldHandlings) {
            say(out, S::EndedMore).set(R::Count, story.handlings.size() - kToldHandlings);
            break;
        }
        if (h.crashed)
            say(out, S::EndedCrashed)
                .set(R::Consumer, h.consumer)
                .set(R::CrashAt, h.crashedAt)
                .set(R::CrashPoint, qint64(h.crashPoint));
        else if (h.ackLostAt >= 0)
            say(out, S::EndedAckLost).set(R::AckLostAt, h.ackLostAt);
        else if (h.skipped)
            say(out, S::EndedSkipped);
        else
            say(out, S::EndedNotAcked);
        out.last().set(R::Delivery, h.number).set(R::At, h.start);
    }
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

bool Explainer::crashBehind(const CauseEdge &edge, Parts &out) const
{
    const TraceRecord &crash = m_trace.at(edge.from);
    if (crash.kind() != TraceKind::Crash)
        return false;
    if (edge.batchWaiting)
        say(out, S::CrashedBatchWaiting).set(R::AckEvery, m_scenario.consumers.ackEvery);
    else
        say(out, S::CrashedWithItUnacked);
    out.last()
        .set(R::Consumer, crash.consumer())
        .set(R::CrashAt, crash.time())
        .set(R::CrashPoint, qint64(crash.crashPoint()));
    return true;
}

bool Explainer::crashedOwner(const CauseEdge &edge, Parts &out) const
{
    if (edge.mechanism != Mechanism::RebalanceAfterCrash || edge.crash < 0 || edge.round < 0)
        return false;
    const TraceRecord &crash = m_trace.at(std::size_t(edge.crash));
    const TraceRecord &round = m_trace.at(std::size_t(edge.round));
    if (round.rebalanceReason() == RebalanceReason::SessionTimeout)
        return false; // the round's own story is the crash's session running out
    const SimTime done = m_trace.at(edge.from).time();
    // The round waited for the dead member: it completed when the session
    // (counted from the member's last heartbeat, up to a few seconds before
    // the crash) ran out.
    const SimTime session = msToSim(m_scenario.consumers.sessionTimeoutMs);
    if (done - crash.time() >= session - msToSim(5000) && done - crash.time() <= session + msToSim(1000))
        say(out, S::OwnerCrashedSessionWait).set(R::SessionMs, m_scenario.consumers.sessionTimeoutMs);
    else
        say(out, S::OwnerCrashed);
    out.last()
        .set(R::Consumer, crash.consumer())
        .set(R::CrashAt, crash.time())
        .set(R::RoundAt, round.time())
        .set(R::DoneAt, done);
    return true;
}

void Explainer::checkRace(const Handling &prev, const Handling &h, Parts &out) const
{
    // Who checked when, and what the first commit came too late for.
    if (prev.checkedAt < 0 || h.checkedAt < 0)
        return;
    const bool prevFirst = prev.checkedAt <= h.checkedAt;
    const Handling &a = prevFirst ? prev : h;
    const Handling &b = prevFirst ? h : prev;
    say(out, S::ChecksRaced)
        .set(R::Consumer, a.consumer)
        .set(R::FirstCheckAt, a.checkedAt)
        .set(R::OtherConsumer, b.consumer)
        .set(R::SecondCheckAt, b.checkedAt)
        .set(R::From, a.start)
        .set(R::Until, a.endAt)
        .set(R::FirstCommitAt, qMin(prev.appliedAt, h.appliedAt));
}

SimTime Explainer::cacheSetBefore(int logical, SimTime t, int consumer) const
{
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    const bool local = traits && traits->cache == CacheUse::Local;
    SimTime at = -1;
    for (const quint32 i : recordsOf(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        if (r.time() >= t)
            break;
        if (r.kind() == TraceKind::CacheSet && (!local || r.consumer() == consumer))
            at = r.time();
    }
    return at;
}

void Explainer::cacheLife(int logical, const Handling &h, Parts &out) const
{
    const SimTime set = cacheSetBefore(logical, h.start, h.consumer);
    if (set < 0)
        return;
    const SimTime ttl = msToSim(m_scenario.strategy.cacheTtlMs);
    SimTime end = -1;
    switch (h.miss) {
    case CacheMissReason::Expired:
        say(out, S::CachedExpiredAt)
            .set(R::CacheSetAt, set)
            .set(R::CacheEndAt, set + ttl)
            .set(R::Gap, h.checkedAt - set - ttl)
            .set(R::LookupAt, h.checkedAt);
        return;
    case CacheMissReason::Flushed: end = globalBetween(TraceKind::CacheFlush, set, h.start); break;
    case CacheMissReason::LostOnCrash: {
        // The crash of the process whose cache it was (the one that looked).
        const QVector<SimTime> crashes = m_crashAt.value(h.consumer);
        const auto it = std::lower_bound(crashes.cbegin(), crashes.cend(), set);
        if (it != crashes.cend() && *it <= h.start)
            end = *it;
        break;
    }
    case CacheMissReason::Evicted:
        say(out, S::CachedEvicted).set(R::CacheSetAt, set).set(R::LookupAt, h.checkedAt);
        return;
    case CacheMissReason::Never:
    case CacheMissReason::Count: return;
    }
    if (end < 0)
        say(out, S::CachedAt).set(R::CacheSetAt, set);
    else
        say(out, h.miss == CacheMissReason::Flushed ? S::CachedFlushedAt : S::CachedLostAt)
            .set(R::CacheSetAt, set)
            .set(R::CacheEndAt, end);
}

bool Explainer::offsetResetStory(int logical, Parts &out)
{
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    if (!profile || !profile->partitioned)
        return false;
    index();
    const KafkaLog &log = m_analysis->kafka();
    const int p = KafkaPartitioner::partitionOf(Scenario::businessKey(logical), log.partitions());
    // When it reached the log, and its offset there.
    SimTime storedAt = -1;
    int offset = -1;
    for (const quint32 i : recordsOf(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        if (r.kind() == TraceKind::BrokerEnqueued) {
            storedAt = r.time();
            offset = log.offsetOf(quint32(logical), qMax(1, r.publishAttempt()));
            break;
        }
    }
    if (storedAt < 0)
        return false;
    for (const GlobalEvent &g : m_global) {
        if (g.kind != TraceKind::OffsetReset || g.detail != p || g.time < storedAt)
            continue;
        say(out, S::OffsetResetJumped)
            .set(R::Count, g.delivery)
            .set(R::Partition, p)
            .set(R::Offset, offset)
            .set(R::StoredAt, storedAt)
            .set(R::Consumer, g.consumer())
            .set(R::At, g.time);
        return true;
    }
    return false;
}

void Explainer::kafkaReread(int logical, const Handling &prev, const Handling &h, Parts &out)
{
    const KafkaLog &log = m_analysis->kafka();
    const int p = KafkaPartitioner::partitionOf(Scenario::businessKey(logical), log.partitions());
    const int offset = log.offsetOf(quint32(logical), qMax(1, h.attempt));
    if (offset < 0)
        return;
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
    // The commit the new owner started from: the last one before the re-read.
    if (const KafkaLog::Commit *c = log.committedBy(p, h.start))
        say(out, S::LastCommitAt)
            .set(R::Partition, p)
            .set(R::CommittedOffset, c->offset)
            .set(R::At, c->time)
            .set(R::Consumer, c->consumer);
    else
        say(out, S::NothingCommitted).set(R::Partition, p).set(R::CommittedOffset, 0);
    say(out, S::RereadOffsets)
        .set(R::OtherConsumer, prev.consumer)
        .set(R::ReadTo, qMax(readTo, offset))
        .set(R::Consumer, h.consumer)
        .set(R::RereadFrom, rereadFrom)
        .set(R::RereadTo, rereadTo)
        .set(R::Offset, offset)
        .set(R::Partition, p);
}

QString Explainer::whyDelivered(int logical, int consumer, int number, SimTime start)
{
    return ExplanationText::text(whyDeliveredExplained(logical, consumer, number, start));
}

Explanation Explainer::whyDeliveredExplained(int logical, int consumer, int number, SimTime start)
{
    index();
    Explanation e;
    e.subject = Explanation::Redelivery;
    e.message = logical;
    const Story s = storyOf(logical);
    int k = -1;
    for (int i = 0; i < s.handlings.size(); ++i) {
        const Handling &h = s.handlings.at(i);
        if (h.consumer == consumer && h.number == number && h.start == start)
            k = i;
    }
    if (k < 0)
        return e;
    const Handling &h = s.handlings.at(k);
    if (const CauseEdge *edge = edgeInto(h)) {
        e.mechanism = edge->mechanism;
        e.slip = edge->slip;
    }
    // SQS FIFO: whether the copy waited for its message group before the
    // broker handed it out (the handling's own Deliver, from the history).
    const qint32 deliver = m_analysis->history().handlings()[std::size_t(h.history)].deliver;
    const TraceRecord *delivered = deliver >= 0 ? &m_trace.at(std::size_t(deliver)) : nullptr;
    const Parts waited = delivered ? m_groups.whyParts(logical, qMax(1, delivered->attempt()), number, delivered->time())
                                   : Parts();
    if (h.cause != DeliveryCause::First) {
        // The handling before this copy: the one it repeats.
        const Handling *prev = nullptr;
        for (int i = k - 1; i >= 0 && !prev; --i) {
            if (s.handlings.at(i).attempt == h.attempt || h.cause == DeliveryCause::ProducerRetry)
                prev = &s.handlings.at(i);
        }
        if (prev || h.cause == DeliveryCause::ProducerRetry || !unseenBefore(logical, s, h, e.parts)) {
            e.add(S::WhyCameAgain);
            redeliveryCause(logical, s, prev ? *prev : h, h, e.parts);
        }
        e.append(waited);
        return e;
    }
    // A first delivery that another copy overtook while it was still running.
    for (int i = k + 1; i < s.handlings.size(); ++i) {
        const Handling &other = s.handlings.at(i);
        if (other.start < h.endAt && other.applied && h.applied && other.appliedAt < h.appliedAt) {
            e.add(S::FirstDeliveryOvertaken).set(R::From, h.start).set(R::Until, h.endAt);
            redeliveryCause(logical, s, h, other, e.parts);
            e.add(S::OvertakerAppliedFirst)
                .set(R::OtherConsumer, other.consumer)
                .set(R::FirstAppliedAt, other.appliedAt)
                .set(R::AppliedAt, h.appliedAt);
            whyNotSkipped(logical, s, other, h, e.parts);
            break;
        }
    }
    e.append(waited);
    return e;
}

bool Explainer::unseenBefore(int logical, const Story &story, const Handling &h, Parts &out)
{
    // A copy that came back without any handler having seen it: the broker
    // had handed it out into a prefetch buffer (basic.qos, a batch receive)
    // behind a message whose handler did not finish, and returned the whole
    // window (RabbitMQ 3.10.8, issue 14: prefetch 5, a crash after order-3's
    // commit returned order-3..7, four of them never processed).
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    if (profile && profile->partitioned)
        return false;
    const TraceRecord *earlier = nullptr;
    quint32 earlierAt = 0;
    for (const quint32 i : recordsOf(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        if (r.time() > h.start)
            break;
        if (r.kind() == TraceKind::Deliver && r.isConsumer() && qMax(1, r.attempt()) == h.attempt && r.delivery < h.number) {
            earlier = &r;
            earlierAt = i;
        }
    }
    if (!earlier)
        return false;
    Handling before;
    before.history = m_analysis->history().handlingOf(m_trace, earlierAt);
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
                before.crashPoint = it->crashPoint();
                break;
            }
        }
    }
    say(out, S::WhyCameAgain);
    say(out, S::WaitedInPrefetch).set(R::Delivery, before.number).set(R::Consumer, before.consumer).set(R::At, before.start);
    redeliveryCause(logical, story, before, h, out);
    say(out, S::StampedRedelivered);
    return true;
}

QString Explainer::recordStory(int record)
{
    return ExplanationText::text(recordExplained(record));
}

Explanation Explainer::recordExplained(int record)
{
    Explanation e;
    e.subject = Explanation::Record;
    if (record < 0 || std::size_t(record) >= m_trace.size())
        return e;
    index();
    const TraceRecord &r = m_trace.at(std::size_t(record));
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    const qint64 session = m_scenario.consumers.sessionTimeoutMs;
    switch (r.kind()) {
    case TraceKind::Rebalance:
        if (r.rebalanceStarts()) {
            e.add(S::RebalanceStarted).set(R::At, r.time());
            rebalanceStory(r.time(), nullptr, e.parts);
        } else {
            e.add(S::RebalanceCompleted).set(R::Generation, r.generation());
        }
        return e;
    case TraceKind::StaticRejoin:
        e.add(S::StaticRejoinedRecord).set(R::Consumer, r.consumer()).set(R::At, r.time()).set(R::SessionMs, session);
        return e;
    case TraceKind::CommitFailed: e.add(S::CommitRefused).set(R::At, r.time()).set(R::Consumer, r.consumer()); return e;
    case TraceKind::OffsetReset:
        e.add(S::OffsetResetRecord)
            .set(R::Count, r.recordsSkipped())
            .set(R::Consumer, r.consumer())
            .set(R::Partition, r.partition())
            .set(R::At, r.time());
        return e;
    case TraceKind::BrokerRestart: restartStory(record, e.parts); return e;
    case TraceKind::Crash: break;
    default: return e;
    }
    if (!r.isConsumer())
        return e;
    e.add(S::CrashedRecord).set(R::Consumer, r.consumer()).set(R::CrashAt, r.time()).set(R::CrashPoint, qint64(r.crashPoint()));
    if (profile && profile->partitioned)
        kafkaCrashStory(r, e.parts);
    else if (profile && profile->requeueOnDisconnect)
        e.add(S::UnackedBackAtOnce);
    else
        e.add(S::UnackedBackAfterHold)
            .set(R::HoldName, QString::fromLatin1(profile ? profile->timeoutName : "timeout"))
            .set(R::TimeoutMs, m_scenario.broker.redeliveryTimeoutMs);
    return e;
}

// Kafka: what a crashed member owned, what was committed, what is read again.
void Explainer::kafkaCrashStory(const TraceRecord &r, Parts &out) const
{
    const int c = r.consumer();
    const KafkaLog &log = m_analysis->kafka();
    for (int p = 0; p < log.partitions(); ++p) {
        int lastRead = -1;
        const KafkaLog::Read *next = nullptr;
        for (const KafkaLog::Read &x : log.reads(p)) {
            if (x.time > r.time()) {
                next = &x;
                break;
            }
            lastRead = x.consumer == c ? x.offset : -1;
        }
        if (lastRead < 0)
            continue;
        const KafkaLog::Commit *cm = log.committedBy(p, r.time());
        if (cm)
            say(out, S::OwnedPartitionAt).set(R::At, cm->time);
        else
            say(out, S::OwnedPartition);
        out.last().set(R::Partition, p).set(R::CommittedOffset, cm ? cm->offset : 0).set(R::ReadTo, lastRead);
        if (next && next->offset <= lastRead)
            say(out, S::ReadAgain)
                .set(R::Consumer, next->consumer)
                .set(R::Partition, p)
                .set(R::RereadFrom, next->offset)
                .set(R::At, next->time)
                .set(R::RereadTo, lastRead);
    }
}

void Explainer::restartStory(int record, Parts &out)
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
    if (profile && profile->partitioned) {
        if (rebalanced)
            return;
        // GroupMetadataManager.loadGroupsAndOffsets (Kafka 3.7): the new
        // coordinator reloads members, generation and offsets.
        say(out, back >= 0 ? S::CoordinatorRestartedBack : S::CoordinatorRestarted).set(R::At, restart.time());
    } else {
        say(out, back >= 0 ? S::BrokerRestartedBack : S::BrokerRestarted).set(R::At, restart.time());
    }
    if (back >= 0)
        out.last().set(R::BackAt, back);
    if (profile && profile->partitioned)
        return;
    if (requeued.isEmpty()) {
        say(out, S::TookBack).set(R::Count, requeuedCount);
    } else {
        // A few Latin ids, listed as ids are (the ui isolates them in right-to-left text).
        if (requeuedCount > requeued.size())
            requeued.append(QStringLiteral("…"));
        say(out, S::TookBackListed).set(R::Count, requeuedCount).set(R::Keys, requeued.join(QStringLiteral(", ")));
    }
    if (doomedAcks > 0 && m_scenario.consumers.drainBufferAfterBrokerClose)
        say(out, S::BuffersDrained).set(R::Count, doomedAcks);
}

QString Explainer::story(int logical)
{
    const Explanation e = storyExplained(logical);
    // One line per handling: its delivery, then what became of it.
    QStringList lines;
    for (const ExplanationPart &p : e.parts) {
        if (p.sentence == S::StoryDelivery || lines.isEmpty())
            lines.append(ExplanationText::sentence(p));
        else
            lines.last() += QLatin1Char(' ') + ExplanationText::sentence(p);
    }
    return lines.join(QLatin1Char('\n'));
}

Explanation Explainer::storyExplained(int logical)
{
    Explanation e;
    e.subject = Explanation::Story;
    e.message = logical;
    const Story s = storyOf(logical);
    for (const Handling &h : s.handlings) {
        e.add(S::StoryDelivery)
            .set(R::At, h.start)
            .set(R::Delivery, h.number)
            .set(R::Consumer, h.consumer)
            .set(R::Cause, qint64(h.cause));
        if (h.applied)
            e.add(S::StoryApplied).set(R::AppliedAt, h.appliedAt);
        if (h.appliedAgainAt >= 0)
            e.add(S::StoryAppliedAgain).set(R::At, h.storeFailedAt).set(R::AppliedAgainAt, h.appliedAgainAt);
        if (h.skipped)
            e.add(S::StorySkipped).set(R::Guard, qint64(h.guard));
        if (h.crashed)
            e.add(S::StoryCrashed).set(R::CrashPoint, qint64(h.crashPoint));
        if (h.ackLostAt >= 0)
            e.add(S::StoryAckLost);
    }
    return e;
}

} // namespace idem
