#include "kafkabroker.h"

#include "../kernel/eventkinds.h"
#include "../kernel/partitioner.h"

#include <algorithm>

namespace idem {

KafkaBroker::KafkaBroker(SimContext &ctx, ConsumerDirectory &consumers)
    : m_ctx(ctx),
      m_consumers(consumers),
      m_partitions(std::size_t(qMax(1, ctx.scenario.broker.partitions))),
      m_producedOnce(ctx.scenario.messages, false)
{
}

void KafkaBroker::newIncarnation(int consumer)
{
    // GroupMetadata.generateMemberId: clientId + "-" + a random UUID. Every
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
    m.memberId = QStringLiteral("consumer-idemlab-1-") + uuid;
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
    if (rebalancePending()) {
        for (int c = 1; c <= count; ++c) {
            Member &m = member(c);
            if (m.live && m.inGroup && !m.joinedRound && m_consumers.unacked(c) == 0) {
                // Rejoining happens inside poll(): offsets are committed on
                // revocation first (auto-commit and commitSync alike).
                commit(c);
                m.joinedRound = true;
            }
        }
        tryComplete();
        return;
    }
    for (int c = 1; c <= count; ++c) {
        const Member &m = member(c);
        if (m.live && (m.inGroup || m.kicked) && m_consumers.canReceive(c) && m_consumers.unacked(c) == 0)
            poll(c);
        if (rebalancePending())
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
            d.cause = rec.deliveries > 1 ? p.resetCause
                                         : (rec.attempt > 1 ? DeliveryCause::ProducerRetry : DeliveryCause::First);
            d.partition = int(pi);
            d.offset = p.position;
            m_tags.insert(d.tag, Tag{int(pi), p.position, consumer, m_generation});
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
        if (p.owner != consumer || p.processed <= p.committed)
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
        if (!kicked && t.generation == m_generation && p.owner == consumer)
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
    // A restarted (or new) process joins with a new member id. If its crashed
    // incarnation's session has not expired, the coordinator still counts that
    // member and the rebalance waits for it to expire (or for the rebalance
    // timeout): GroupCoordinator.onCompleteJoin only runs once every known
    // member has rejoined.
    m.ghost = m.inGroup && !m.kicked;
    m.live = true;
    m.kicked = false;
    m.inGroup = true;
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
    if (m_ctx.scenario.broker.assignment == QLatin1String("round-robin")) {
        for (int p = 0; p < partitions; ++p)
            owner[p] = members.at(p % n);
        return owner;
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
    const bool cooperative = m_ctx.scenario.broker.rebalance == QLatin1String("cooperative")
        && m_pendingCause != DeliveryCause::BrokerRestart;
    ++m_generation;
    // Tags of earlier generations can no longer move a position (ack()
    // checks the generation); dropping them keeps a rebalance storm from
    // growing the table without bound.
    m_tags.clear();
    for (std::size_t pi = 0; pi < m_partitions.size(); ++pi) {
        Partition &p = m_partitions[pi];
        const int next = owners.at(int(pi));
        const bool moved = next != p.owner;
        if (cooperative && !moved) {
            p.position = p.processed; // kept: only its unprocessed fetch is redone
        } else {
            // The new owner starts at the last committed offset.
            p.position = p.committed;
            p.processed = p.committed;
            p.resetCause = m_pendingCause;
        }
        p.owner = next;
    }
    for (int c = 1; c < int(m_members.size()); ++c) {
        if (m_members[std::size_t(c)].live && !m_members[std::size_t(c)].kicked && c <= m_consumers.consumerSlots())
            m_consumers.dropBuffered(c);
    }
    m_ctx.record(TraceKind::Rebalance, ActorBroker, -1, m_pendingReason, m_generation);
    m_pendingReason = -1;
    dispatch();
}

void KafkaBroker::restart(SimTime downFor)
{
    // The group coordinator reloads the group from __consumer_offsets when
    // it is back (GroupMetadataManager.loadGroupsAndOffsets) and resets every
    // member's heartbeat deadline: same generation, same assignment, no
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
                if (x.inGroup && !x.joinedRound) {
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
