#include "kafkabroker.h"

#include "../kernel/eventkinds.h"
#include "../kernel/partitioner.h"

#include <algorithm>

namespace idem {

KafkaBroker::KafkaBroker(SimContext &ctx, ConsumerDirectory &consumers)
    : m_ctx(ctx),
      m_consumers(consumers),
      m_partitions(std::size_t(qMax(1, ctx.scenario.broker.partitions))),
      m_producedOnce(ctx.scenario.messages, false),
      m_cooperative(ctx.scenario.broker.rebalance == Rebalance::Cooperative)
{
}

void KafkaBroker::newIncarnation(int consumer)
{
    // GroupMetadata.generateMemberId (called at GroupCoordinator.scala:264,
    // b3169fb): clientId + "-" + a random UUID. Every
    // process's first consumer has client.id "consumer-<group>-1", so the
    // order of member ids (which the assignors sort by) is the order of the
    // UUIDs: drawn here from the seed, the slot and the incarnation, without
    // touching the run's random stream.
    Member &m = member(consumer);
    ++m.incarnation;
    quint64 x = m_ctx.scenario.seed * 0x9e3779b97f4a7c15ull + quint64(consumer) * 0x632be59bd9b4e019ull
        + m.incarnation;
    QString uuid;
    for (int part = 0; part < 2; ++part) {
        x += 0x9e3779b97f4a7c15ull; // splitmix64 step
        quint64 z = x;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        uuid += QStringLiteral("%1").arg(z, 16, 16, QLatin1Char('0'));
    }
    // A static member's id starts with its group.instance.id instead of the
    // client id (GroupMetadata.generateMemberId); the instance id is the
    // consumer's own, the same in every incarnation.
    if (m_ctx.scenario.consumers.staticMembership)
        m.instanceId = QStringLiteral("consumer-%1").arg(consumer);
    m.memberId = (m.instanceId.isEmpty() ? QStringLiteral("consumer-idemlab-1") : m.instanceId)
        + QLatin1Char('-') + uuid;
}

bool KafkaBroker::isMember(int consumer) const
{
    return consumer > 0 && consumer < int(m_members.size()) && m_members[std::size_t(consumer)].inGroup;
}

void KafkaBroker::startReading(std::size_t pi, int owner, DeliveryCause cause)
{
    // A new owner (or a new process of the same static member) has no
    // position: it fetches from the committed offset, or, with none,
    // from where auto.offset.reset says: "What to do when there is no
    // initial offset in Kafka ... latest: automatically reset the offset to
    // the latest offset" (ConsumerConfig.java:176-180, 0025ade), default
    // LATEST (ConsumerConfig.java:522-524): the log end offset at the reset
    // (SubscriptionState.resetInitializingPositions).
    Partition &p = m_partitions[pi];
    p.owner = owner;
    ++p.epoch;
    p.resetCause = cause;
    p.position = p.committed;
    const qint64 end = qint64(p.log.size());
    if (owner > 0 && !p.hasCommitted && end > p.committed
        && m_ctx.scenario.consumers.autoOffsetReset == OffsetReset::Latest) {
        int skipped = 0;
        // The records jumped over that no handler finishes: those never
        // read, and those in hand when their reader crashed or left, which
        // no one reads again (issue 27). Handled ones are only not re-read.
        for (qint64 o = p.committed; o < end; ++o) {
            Record &rec = p.log[std::size_t(o)];
            // In hand means its handler died with the process (crashed, left):
            // a handler still running past the reset will finish it.
            const bool died = rec.deliveries > 0 && !rec.handled
                && (!member(rec.holder).live || member(rec.holder).incarnation != rec.holderIncarnation);
            if (!rec.skipped && (rec.deliveries == 0 || died)) {
                rec.skipped = true;
                ++skipped;
            }
        }
        m_ctx.metrics.offsetResetSkipped += skipped;
        m_ctx.record(TraceKind::OffsetReset, quint8(kFirstConsumerActor + owner - 1), -1, skipped, int(pi));
        p.position = end;
    }
    p.processed = p.position;
}

SimTime KafkaBroker::lastHeartbeat(const Member &m) const
{
    const SimTime interval = msToSim(kHeartbeatIntervalMs);
    if (m_ctx.now <= m.heartbeatOrigin)
        return m.heartbeatOrigin;
    return m.heartbeatOrigin + (m_ctx.now - m.heartbeatOrigin) / interval * interval;
}

KafkaBroker::Member &KafkaBroker::member(int consumer)
{
    if (int(m_members.size()) <= consumer)
        m_members.resize(std::size_t(consumer) + 1);
    return m_members[std::size_t(consumer)];
}

PublishOutcome KafkaBroker::publish(int logical, int attempt)
{
    if (!available())
        return PublishOutcome::Unavailable;
    // The idempotent producer (enable.idempotence) drops its own retries by
    // producer id + sequence number; nothing else is deduplicated: a send the
    // application makes again is a new record (KIP-98).
    if (m_ctx.scenario.producer.idempotent && !m_ctx.scenario.producer.applicationRetries && attempt > 1
        && m_producedOnce.at(logical)) {
        m_ctx.record(TraceKind::BrokerDeduped, ActorBroker, logical, attempt, attempt);
        ++m_ctx.metrics.brokerDeduped;
        return PublishOutcome::Deduplicated;
    }
    const int p = KafkaPartitioner::partitionOf(Scenario::businessKey(logical), int(m_partitions.size()));
    m_partitions[std::size_t(p)].log.push_back(Record{logical, attempt, 0});
    m_producedOnce[logical] = true;
    m_ctx.record(TraceKind::BrokerEnqueued, ActorBroker, logical, attempt, attempt);
    return PublishOutcome::Stored;
}

void KafkaBroker::dispatch()
{
    if (!m_started) {
        // The initial group: every starting consumer joins generation 1.
        m_started = true;
        for (int c = 1; c <= m_consumers.consumerSlots(); ++c) {
            member(c).inGroup = true;
            member(c).live = true;
            newIncarnation(c);
        }
        m_pendingReason = int(RebalanceReason::Initial);
        m_pendingCause = DeliveryCause::First;
        complete();
        return;
    }
    if (!available())
        return;
    const int count = m_consumers.consumerSlots();
    const bool keepFetching = cooperative();
    if (rebalancePending()) {
        for (int c = 1; c <= count; ++c) {
            Member &m = member(c);
            if (m.live && m.inGroup && !m.joinedRound && m_consumers.unacked(c) == 0) {
                // Rejoining happens inside poll(): ConsumerCoordinator.onJoinPrepare
                // commits the offsets first (auto-commit and commitSync alike;
                // KIP-429 "Consumer Coordinator Algorithm" keeps that step).
                commit(c);
                m.joinedRound = true;
            }
        }
        tryComplete();
        // Eager: every partition was revoked in onJoinPrepare, nobody fetches
        // until the rebalance completes (ConsumerPartitionAssignor.java:199-200,
        // 2017f92: EAGER "requires a consumer to always revoke all its owned
        // partitions before participating in a rebalance event"). Cooperative:
        // onJoinPrepare revokes nothing, so members go on fetching what they
        // own (ConsumerPartitionAssignor.java:202-205: COOPERATIVE "allows a
        // consumer to retain its currently owned partitions"; KIP-429,
        // "Consumer Coordinator Algorithm").
        if (!keepFetching || !rebalancePending())
            return;
    }
    for (int c = 1; c <= count; ++c) {
        const Member &m = member(c);
        if (m.live && (m.inGroup || m.kicked) && m_consumers.canReceive(c) && m_consumers.unacked(c) == 0)
            poll(c);
        if (rebalancePending() && !keepFetching)
            return;
    }
}

void KafkaBroker::poll(int consumer)
{
    Member &m = member(consumer);
    ++m.pollSeq;
    const quint8 actor = quint8(kFirstConsumerActor + consumer - 1);
    if (m.kicked) {
        // It was removed for exceeding max.poll.interval.ms: its commit is
        // refused (CommitFailedException) and it has to join again.
        m_ctx.record(TraceKind::CommitFailed, actor);
        m.kicked = false;
        m.inGroup = true;
        trigger(RebalanceReason::Rejoin, DeliveryCause::Rebalance);
        return;
    }
    const ConsumerSettings &cs = m_ctx.scenario.consumers;
    if (!cs.autoCommit || m_ctx.now - m.lastCommit >= msToSim(cs.autoCommitIntervalMs))
        commit(consumer);

    // Fetcher.collectFetch drains one partition's fetched records before
    // the next; a partition it drains moves to the end of the fetch order
    // (SubscriptionState.movePartitionToEnd), one cut short by
    // max.poll.records is drained first next time.
    int fetched = 0;
    const std::size_t count = m_partitions.size();
    std::size_t cutShort = count;
    for (std::size_t k = 0; k < count && fetched < cs.maxPollRecords; ++k) {
        const std::size_t pi = (m.fetchFrom + k) % count;
        Partition &p = m_partitions[pi];
        if (p.owner != consumer)
            continue;
        while (fetched < cs.maxPollRecords && p.position < qint64(p.log.size())) {
            Record &rec = p.log[std::size_t(p.position)];
            Delivery d;
            d.tag = m_nextTag++;
            d.logical = rec.logical;
            d.attempt = rec.attempt;
            d.number = ++rec.deliveries;
            rec.holder = consumer;
            rec.holderIncarnation = m.incarnation;
            d.cause = rec.deliveries > 1 ? p.resetCause
                                         : (rec.attempt > 1 ? DeliveryCause::ProducerRetry : DeliveryCause::First);
            d.partition = int(pi);
            d.offset = p.position;
            m_tags.insert(d.tag, Tag{int(pi), p.position, consumer, p.epoch});
            ++p.position;
            ++fetched;
            m_consumers.deliver(consumer, d);
        }
        if (p.position < qint64(p.log.size()) && cutShort == count)
            cutShort = pi;
    }
    if (cutShort < count)
        m.fetchFrom = cutShort;
    if (fetched > 0)
        m_ctx.schedule(m_ctx.now + msToSim(cs.maxPollIntervalMs), EvKafkaTimer, PollDeadline, consumer,
                       qint64(m.pollSeq));
    else
        scheduleIdleCommit(consumer);
}

void KafkaBroker::commit(int consumer)
{
    Member &m = member(consumer);
    m.lastCommit = m_ctx.now;
    for (std::size_t pi = 0; pi < m_partitions.size(); ++pi) {
        Partition &p = m_partitions[pi];
        if (p.owner != consumer)
            continue;
        // The commit covers every assigned partition with a position
        // (SubscriptionState.allConsumed), unmoved ones too: from now on the
        // partition has a committed offset and auto.offset.reset no longer applies.
        p.hasCommitted = true;
        if (p.processed <= p.committed)
            continue;
        m_committedTotal += p.processed - p.committed;
        p.committed = p.processed;
        m_ctx.record(TraceKind::OffsetCommit, quint8(kFirstConsumerActor + consumer - 1), -1,
                     int(qMin<qint64>(p.committed, 65535)), int(pi));
    }
}

void KafkaBroker::scheduleIdleCommit(int consumer)
{
    Member &m = member(consumer);
    if (!m_ctx.scenario.consumers.autoCommit || m.idleCommitScheduled)
        return;
    bool pending = false;
    for (const Partition &p : m_partitions)
        pending = pending || (p.owner == consumer && p.processed > p.committed);
    if (!pending)
        return;
    m.idleCommitScheduled = true;
    const SimTime at = qMax(m_ctx.now, m.lastCommit + msToSim(m_ctx.scenario.consumers.autoCommitIntervalMs));
    m_ctx.schedule(at, EvKafkaTimer, IdleCommit, consumer, 0);
}

void KafkaBroker::ack(int consumer, const QVector<quint32> &tags, bool lost)
{
    // Kafka has no per-record ack: the consumer's "ack" only moves its own
    // processed position; what counts is the next offset commit.
    Q_UNUSED(lost)
    const bool kicked = member(consumer).kicked;
    for (quint32 tag : tags) {
        const auto it = m_tags.constFind(tag);
        if (it == m_tags.cend())
            continue;
        const Tag t = *it;
        m_tags.erase(it);
        Partition &p = m_partitions[std::size_t(t.partition)];
        p.log[std::size_t(t.offset)].handled = true;
        if (!kicked && t.epoch == p.epoch && p.owner == consumer)
            p.processed = qMax(p.processed, t.offset + 1);
    }
}

void KafkaBroker::consumerGone(int consumer, bool crashed)
{
    Member &m = member(consumer);
    m.live = false;
    m.joinedRound = false;
    if (crashed) {
        // What it had processed but not committed died with the process.
        for (Partition &p : m_partitions) {
            if (p.owner == consumer)
                p.processed = p.committed;
        }
        // The coordinator only notices after session.timeout.ms without a
        // heartbeat, counted from the last heartbeat the member sent
        // (heartbeat.interval.ms 3000), not from the crash; until then the
        // dead member keeps its partitions. (A crash while an older
        // incarnation still waits to expire: both are gone by the later time.)
        m.ghost = false;
        ++m.sessionSeq;
        m_ctx.schedule(lastHeartbeat(m) + msToSim(m_ctx.scenario.consumers.sessionTimeoutMs), EvKafkaTimer,
                       SessionExpired, consumer, qint64(m.sessionSeq));
        return;
    }
    if (m.inGroup) {
        commit(consumer); // close() commits with auto-commit
        if (!m.instanceId.isEmpty()) {
            // A static member sends no LeaveGroup on close
            // (AbstractCoordinator.maybeLeaveGroup: "only dynamic members will
            // send LeaveGroupRequest"; KIP-345 "Proposed Changes"): it stays in
            // the group until its session expires.
            ++m.sessionSeq;
            m_ctx.schedule(lastHeartbeat(m) + msToSim(m_ctx.scenario.consumers.sessionTimeoutMs), EvKafkaTimer,
                           SessionExpired, consumer, qint64(m.sessionSeq));
            return;
        }
        m.inGroup = false;
        trigger(RebalanceReason::Leave, DeliveryCause::Rebalance);
    }
}

void KafkaBroker::consumerJoined(int consumer)
{
    if (!m_started) {
        dispatch();
        return;
    }
    Member &m = member(consumer);
    if (m.live)
        return;
    if (m_ctx.scenario.consumers.staticMembership && m.inGroup && !m.kicked) {
        // KIP-345: a static member that comes back within its session joins
        // with its group.instance.id; the coordinator swaps in the new member
        // id and, the group being stable, hands back the current assignment
        // without a rebalance (GroupCoordinator.scala:1353-1384, b3169fb:
        // updateStaticMemberAndRebalance, case Stable: "Static member which
        // joins during Stable stage and doesn't affect selectProtocol will not
        // trigger rebalance"). During a pending rebalance it just joins that
        // round (the same match, case PreparingRebalance, :1463).
        // The new process has no positions: it reads its partitions again from
        // the committed offsets.
        m.live = true;
        m.ghost = false;
        ++m.sessionSeq; // the old session's expiry no longer applies
        newIncarnation(consumer);
        m.heartbeatOrigin = m_ctx.now;
        m_ctx.record(TraceKind::StaticRejoin, quint8(kFirstConsumerActor + consumer - 1), -1,
                     rebalancePending() ? 1 : 0, 0);
        for (std::size_t pi = 0; pi < m_partitions.size(); ++pi) {
            if (m_partitions[pi].owner == consumer)
                startReading(pi, consumer, DeliveryCause::StaticRejoin);
        }
        dispatch();
        return;
    }
    // A restarted (or new) process joins with a new member id. If its crashed
    // incarnation's session has not expired, the coordinator still counts that
    // member and the rebalance waits for it to expire (or for the rebalance
    // timeout): the join completes only once every known member has rejoined
    // (GroupCoordinator.scala:1535-1537, tryCompleteJoin / hasAllMembersJoined,
    // b3169fb).
    m.ghost = m.inGroup && !m.kicked;
    m.live = true;
    m.kicked = false;
    m.inGroup = true;
    // The new process owns nothing: its SubscriptionState is empty, so its
    // JoinGroup subscription carries no owned partitions (the assignor's
    // stickiness reads subscription.ownedPartitions():
    // CooperativeStickyAssignor.memberData, 1c3bf35). The crashed
    // incarnation's partitions wait for the rebalance and start again at the
    // committed offset; under cooperative rebalancing the newcomer must not
    // go on fetching them from the dead process's position meanwhile.
    for (Partition &p : m_partitions) {
        if (p.owner == consumer) {
            p.owner = 0;
            ++p.epoch;
        }
    }
    newIncarnation(consumer);
    m.heartbeatOrigin = m_ctx.now;
    trigger(RebalanceReason::Join, DeliveryCause::Rebalance);
}

void KafkaBroker::connectionLost(int consumer)
{
    // The fetch position lives in the client (SubscriptionState): after a
    // reconnect the next fetch continues from it, so nothing poll() already
    // returned comes again; membership survives within the session timeout.
    Q_UNUSED(consumer)
    dispatch();
}

void KafkaBroker::trigger(RebalanceReason reason, DeliveryCause cause)
{
    if (rebalancePending()) {
        if (cause == DeliveryCause::BrokerRestart)
            m_pendingCause = cause;
        return;
    }
    m_pendingReason = int(reason);
    m_pendingCause = cause;
    ++m_ctx.metrics.rebalances;
    m_ctx.record(TraceKind::Rebalance, ActorBroker, -1, int(reason), 0);
    for (Member &m : m_members)
        m.joinedRound = false;
    ++m_rebalanceSeq;
    // Members that do not rejoin within the rebalance timeout
    // (max.poll.interval.ms) are dropped from the group.
    m_ctx.schedule(m_ctx.now + msToSim(m_ctx.scenario.consumers.maxPollIntervalMs), EvKafkaTimer,
                   RebalanceDeadline, 0, qint64(m_rebalanceSeq));
    dispatch();
}

void KafkaBroker::tryComplete()
{
    if (!rebalancePending() || !available())
        return;
    for (int c = 1; c < int(m_members.size()); ++c) {
        const Member &m = m_members[std::size_t(c)];
        if ((m.inGroup && !m.joinedRound) || m.ghost)
            return;
    }
    complete();
}

QVector<int> KafkaBroker::assignment(const QVector<int> &members, int partitions) const
{
    QVector<int> owner(partitions, 0);
    const int n = int(members.size());
    if (n == 0)
        return owner;
    switch (m_ctx.scenario.broker.assignment) {
    case Assignment::CooperativeSticky:
        // Under the eager protocol the members revoked everything before
        // joining, so their subscriptions list no owned partitions
        // (ConsumerCoordinator.onJoinPrepare, EAGER; KIP-429): nothing to stick to.
        return stickyAssignment(members, partitions, cooperative());
    case Assignment::RoundRobin:
        for (int p = 0; p < partitions; ++p)
            owner[p] = members.at(p % n);
        return owner;
    case Assignment::Range:
    case Assignment::Count: break;
    }
    // Range: contiguous runs, the first (P mod N) members get one extra.
    const int base = partitions / n;
    const int extra = partitions % n;
    int p = 0;
    for (int i = 0; i < n; ++i) {
        const int take = base + (i < extra ? 1 : 0);
        for (int k = 0; k < take; ++k)
            owner[p++] = members.at(i);
    }
    return owner;
}

QVector<int> KafkaBroker::stickyAssignment(const QVector<int> &members, int partitions, bool keepOwned) const
{
    // AbstractStickyAssignor's constrained assignment: every member subscribes
    // to the one topic, so AbstractStickyAssignor.java:100-105 (b3e65bd) picks
    // the ConstrainedAssignmentBuilder (constrainedAssign before 3.5). Its rules,
    // cited by name (their lines in that copy are not given here): each
    // member keeps what it owns up to its quota (minQuota =
    // P / N; P mod N members may keep maxQuota = minQuota + 1), the rest is
    // unassigned and dealt round-robin, in member-id order, to the members
    // under minQuota, then one each to members at minQuota until P mod N of
    // them hold maxQuota. (The source walks the owners in hash-map order; here
    // in member-id order, which only matters when more members than P mod N
    // could keep maxQuota.)
    const int n = int(members.size());
    const int minQuota = partitions / n;
    const int maxQuota = partitions % n == 0 ? minQuota : minQuota + 1;
    const int expectedOverMin = partitions % n;
    int overMin = 0;
    QVector<int> owner(partitions, 0);
    QVector<int> held(n, 0);
    QVector<int> underMin;   // indices into members
    QVector<int> exactlyMin; // may still take one more
    for (int i = 0; i < n; ++i) {
        QVector<int> owned;
        for (int p = 0; keepOwned && p < partitions; ++p) {
            if (m_partitions[std::size_t(p)].owner == members.at(i))
                owned.append(p);
        }
        int keep = 0;
        if (owned.size() < minQuota) {
            keep = int(owned.size());
            underMin.append(i);
        } else if (owned.size() >= maxQuota && overMin < expectedOverMin) {
            keep = maxQuota;
            if (++overMin == expectedOverMin)
                exactlyMin.clear();
        } else {
            keep = minQuota;
            if (overMin < expectedOverMin)
                exactlyMin.append(i);
        }
        for (int k = 0; k < keep; ++k)
            owner[owned.at(k)] = members.at(i);
        held[i] = keep;
    }
    int next = 0; // the round-robin iterator over underMin
    for (int p = 0; p < partitions; ++p) {
        if (owner.at(p) != 0)
            continue;
        int i = -1;
        if (next < underMin.size()) {
            i = underMin.at(next++);
        } else if (underMin.isEmpty()) {
            if (exactlyMin.isEmpty())
                break; // cannot happen: the quotas add up to P
            i = exactlyMin.takeFirst();
        } else {
            next = 0;
            i = underMin.at(next++);
        }
        owner[p] = members.at(i);
        ++held[i];
        if (held.at(i) == minQuota) {
            underMin.removeAt(--next);
            exactlyMin.append(i);
        } else if (held.at(i) == maxQuota) {
            ++overMin;
        }
    }
    return owner;
}

void KafkaBroker::complete()
{
    QVector<int> members;
    for (int c = 1; c < int(m_members.size()); ++c) {
        Member &m = m_members[std::size_t(c)];
        if (m.inGroup) {
            members.append(c);
            m.heartbeatOrigin = m_ctx.now; // the join response resets the heartbeat timer
        }
    }
    // RangeAssignor and RoundRobinAssignor sort members by member id (by
    // group.instance.id when set): AbstractPartitionAssignor.MemberInfo.
    std::sort(members.begin(), members.end(), [this](int a, int b) {
        return m_members[std::size_t(a)].memberId < m_members[std::size_t(b)].memberId;
    });
    const QVector<int> owners = assignment(members, int(m_partitions.size()));
    const bool twoRounds = cooperative();
    ++m_generation;
    bool revoked = false;
    for (std::size_t pi = 0; pi < m_partitions.size(); ++pi) {
        Partition &p = m_partitions[pi];
        const int next = owners.at(int(pi));
        if (!twoRounds) {
            // Eager: everything was revoked; each owner, old or new, starts
            // again at the committed offset (its own commit at the join).
            startReading(pi, next, m_pendingCause);
        } else if (next == p.owner) {
            // Cooperative, kept: the owner never stopped fetching it.
        } else if (isMember(p.owner)) {
            // Cooperative, moving away from a member: round one only revokes
            // it (CooperativeStickyAssignor leaves a partition that changes
            // owner unassigned: CooperativeStickyAssignor.java:108-126, 368eaaa,
            // adjustAssignment; ConsumerCoordinator.onJoinComplete revokes it
            // and rejoins: KIP-429). What the old owner processed but did not commit
            // is read again by the new owner.
            p.owner = 0;
            ++p.epoch;
            revoked = true;
        } else {
            // Cooperative, owned by nobody (its member is gone, or revoked in
            // the previous round): assigned in this round.
            startReading(pi, next, m_pendingCause);
        }
    }
    // Tags from before a partition's latest start can no longer move its
    // position (ack() checks the epoch); dropping them keeps a rebalance
    // storm from growing the table without bound.
    for (auto it = m_tags.begin(); it != m_tags.end();) {
        if (it->epoch != m_partitions[std::size_t(it->partition)].epoch)
            it = m_tags.erase(it);
        else
            ++it;
    }
    // Eager: what poll() had fetched for revoked partitions is thrown away.
    // Cooperative: the records poll() already returned are still processed.
    for (int c = 1; !twoRounds && c < int(m_members.size()); ++c) {
        if (m_members[std::size_t(c)].live && !m_members[std::size_t(c)].kicked && c <= m_consumers.consumerSlots())
            m_consumers.dropBuffered(c);
    }
    m_ctx.record(TraceKind::Rebalance, ActorBroker, -1, m_pendingReason, m_generation);
    m_pendingReason = -1;
    if (revoked) {
        // A member that revoked partitions rejoins at once: the second round.
        trigger(RebalanceReason::Revoked, DeliveryCause::Rebalance);
        return;
    }
    dispatch();
}

void KafkaBroker::restart(SimTime downFor)
{
    // The group coordinator reloads the group from __consumer_offsets when
    // it is back (GroupMetadataManager.loadGroupsAndOffsets) and resets every
    // member's heartbeat deadline (GroupCoordinator.scala:1221-1230, b3169fb,
    // onGroupLoaded): same generation, same assignment, no
    // rebalance. Positions and fetched records live in the clients, so they
    // go on from where they were; only fetches and commits fail meanwhile.
    m_ctx.record(TraceKind::BrokerRestart, ActorBroker, -1, 0, int(qMin<qint64>(downFor / 1000, 65535)));
    m_downUntil = m_ctx.now + downFor;
    m_ctx.schedule(m_downUntil, EvBrokerBack);
}

void KafkaBroker::onEvent(const SimEvent &e)
{
    if (e.kind == EvBrokerBack) {
        m_ctx.record(TraceKind::BrokerBack, ActorBroker);
        // Loading the group gives every member a fresh session deadline,
        // the dead ones included.
        for (int c = 1; c < int(m_members.size()); ++c) {
            Member &m = m_members[std::size_t(c)];
            if (!m.inGroup)
                continue;
            m.heartbeatOrigin = m_ctx.now;
            if (!m.live || m.ghost) {
                ++m.sessionSeq;
                m_ctx.schedule(m_ctx.now + msToSim(m_ctx.scenario.consumers.sessionTimeoutMs), EvKafkaTimer,
                               SessionExpired, c, qint64(m.sessionSeq));
            }
        }
        dispatch();
        return;
    }
    if (e.kind != EvKafkaTimer)
        return;
    Member &m = member(e.b);
    switch (e.a) {
    case SessionExpired:
        if (quint64(e.c) == m.sessionSeq && m.ghost) {
            // The crashed incarnation is removed; the pending join can finish.
            m.ghost = false;
            tryComplete();
        } else if (quint64(e.c) == m.sessionSeq && !m.live && m.inGroup) {
            m.inGroup = false;
            if (rebalancePending())
                tryComplete();
            else
                trigger(RebalanceReason::SessionTimeout, DeliveryCause::Rebalance);
        }
        break;
    case PollDeadline:
        if (quint64(e.c) == m.pollSeq && m.live && m.inGroup && m_consumers.unacked(e.b) > 0) {
            // Still busy with the last batch: removed from the group, while
            // its handler keeps running.
            m.inGroup = false;
            m.kicked = true;
            if (rebalancePending())
                tryComplete();
            else
                trigger(RebalanceReason::PollInterval, DeliveryCause::Rebalance);
        }
        break;
    case IdleCommit:
        m.idleCommitScheduled = false;
        if (m.live && m.inGroup && m_consumers.unacked(e.b) == 0 && !rebalancePending())
            commit(e.b);
        break;
    case RebalanceDeadline:
        if (rebalancePending() && quint64(e.c) == m_rebalanceSeq) {
            for (int c = 1; c < int(m_members.size()); ++c) {
                Member &x = m_members[std::size_t(c)];
                x.ghost = false;
                if (x.inGroup && !x.joinedRound && !x.instanceId.isEmpty()) {
                    // Static members that did not rejoin stay in the group
                    // (GroupCoordinator.scala:1543-1551, b3169fb: onCompleteJoin
                    // removes the members that have not rejoined, dynamic ones
                    // only); only their session timeout removes them.
                    x.joinedRound = true;
                } else if (x.inGroup && !x.joinedRound) {
                    x.inGroup = false;
                    x.kicked = x.live;
                }
            }
            tryComplete();
        }
        break;
    default:
        break;
    }
}

} // namespace idem
