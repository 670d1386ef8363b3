#pragma once

#include "broker.h"

#include <QHash>
#include <vector>

namespace idem {

// A Kafka topic of P partitions (records placed by key hash) read by one
// consumer group. Offsets, not per-message acks: a consumer's progress is
// "processed" locally and committed on poll (enable.auto.commit with its
// interval) or after every batch (manual commitSync). A crash is noticed only
// after session.timeout.ms; a handler slower than max.poll.interval.ms is
// removed from the group while it keeps working. Every rebalance hands each
// partition to its new owner at the last committed offset, so processed but
// uncommitted records are read again. Rebalances wait for live members to
// reach their next poll. Eager: every partition is revoked and nobody fetches
// until the rebalance completes. Cooperative (KIP-429, cooperative-sticky):
// members keep fetching what they own; a partition that moves is revoked in
// the first round and assigned in a second one. A partition with no committed
// offset starts where auto.offset.reset says. Static members
// (group.instance.id, KIP-345) keep their partitions across a restart within
// the session timeout.
//
// Sources. file:line references in this file and kafkabroker.cpp are to the
// Apache Kafka files stored in the lab's reference index (apache/kafka), at
// the commit named here; none of these copies is the 3.7.0 tag itself, so the
// version each one is says where it differs:
//   ConsumerConfig.java            0025ade  3.8-era (imports MetadataRecoveryStrategy, KIP-899)
//   GroupCoordinator.scala         b3169fb  newer than 3.7 (imports org.apache.kafka.server.purgatory);
//                                           the classic-protocol coordinator 3.7 brokers run
//   CooperativeStickyAssignor.java 368eaaa  3.4 or later (reads ConsumerProtocolSubscription v2 generationId)
//   ConsumerPartitionAssignor.java 2017f92  older than 3.4 (Subscription has no rackId); the
//                                           supportedProtocols() default is unchanged in 3.7
//   AbstractStickyAssignor.java    b3e65bd  3.5 or later (rack-aware assignment builders)
// The stored ConsumerCoordinator.java predates cooperative rebalancing (2.3),
// so its cooperative steps are cited from KIP-429 ("Consumer Coordinator
// Algorithm"), static membership from KIP-345 ("Proposed Changes").
class KafkaBroker final : public Broker
{
public:
    KafkaBroker(SimContext &ctx, ConsumerDirectory &consumers);

    // heartbeat.interval.ms default: ConsumerConfig.java:419-421 (0025ade).
    // session.timeout.ms 45 000 is ConsumerConfig.java:414-416.
    static constexpr qint64 kHeartbeatIntervalMs = 3000;

    PublishOutcome publish(int logical, int attempt) override;
    void dispatch() override;
    void ack(int consumer, const QVector<quint32> &tags, bool lost) override;
    void consumerGone(int consumer, bool crashed) override;
    void consumerJoined(int consumer) override;
    void connectionLost(int consumer) override;
    bool reconnectKeepsDeliveries() const override { return true; }
    bool stampsRedelivered() const override { return false; }
    void restart(SimTime downFor) override;
    void onEvent(const SimEvent &event) override;
    bool available() const override { return m_ctx.now >= m_downUntil; }
    qint64 settled() const override { return m_committedTotal; }

private:
    enum Timer : int { SessionExpired, PollDeadline, IdleCommit, RebalanceDeadline };
    struct Record
    {
        int logical;
        int attempt;
        quint16 deliveries = 0;
        bool skipped = false; // jumped over by a reset to latest: never read, or in hand (read, not handled)
        bool handled = false; // a handler finished it (the consumer's "ack")
        int holder = 0;       // the consumer of its last delivery…
        quint32 holderIncarnation = 0; // …and that process's incarnation
    };
    struct Partition
    {
        std::vector<Record> log;
        qint64 committed = 0;
        bool hasCommitted = false; // a committed offset exists (else auto.offset.reset applies)
        qint64 processed = 0; // by the current owner, since it started reading
        qint64 position = 0;  // next offset the owner fetches
        int owner = 0;        // 0: nobody (revoked, waiting for the second round)
        quint32 epoch = 0;    // bumped whenever the owner starts reading afresh
        DeliveryCause resetCause = DeliveryCause::First;
    };
    struct Member
    {
        bool inGroup = false;
        bool live = false;
        bool kicked = false;      // removed for exceeding max.poll.interval.ms
        bool joinedRound = false; // reached poll during a pending rebalance
        quint64 pollSeq = 0;
        quint64 sessionSeq = 0;
        SimTime lastCommit = 0;
        bool idleCommitScheduled = false;
        // A restarted process joins with a new member id; its crashed
        // incarnation stays in the group until its session expires.
        bool ghost = false;
        quint32 incarnation = 0;
        QString memberId;
        QString instanceId; // group.instance.id; empty for a dynamic member
        SimTime heartbeatOrigin = 0; // heartbeats go out every kHeartbeatIntervalMs from here
        std::size_t fetchFrom = 0;   // partition the next poll drains first
    };
    struct Tag
    {
        int partition;
        qint64 offset;
        int consumer;
        quint32 epoch; // the partition's epoch when it was fetched
    };

    Member &member(int consumer);
    void newIncarnation(int consumer);
    SimTime lastHeartbeat(const Member &m) const;
    void poll(int consumer);
    void commit(int consumer);
    void trigger(RebalanceReason reason, DeliveryCause cause);
    void tryComplete();
    void complete();
    QVector<int> assignment(const QVector<int> &members, int partitions) const;
    QVector<int> stickyAssignment(const QVector<int> &members, int partitions, bool keepOwned) const;
    void startReading(std::size_t partition, int owner, DeliveryCause cause);
    bool cooperative() const { return m_cooperative; }
    bool isMember(int consumer) const;
    bool rebalancePending() const { return m_pendingReason >= 0; }
    void scheduleIdleCommit(int consumer);

    SimContext &m_ctx;
    ConsumerDirectory &m_consumers;
    std::vector<Partition> m_partitions;
    std::vector<Member> m_members; // index = consumer id
    QHash<quint32, Tag> m_tags;
    QVector<bool> m_producedOnce; // idempotent producer: logical already in the log
    quint32 m_nextTag = 1;
    int m_generation = 0;
    int m_pendingReason = -1;
    DeliveryCause m_pendingCause = DeliveryCause::Rebalance;
    quint64 m_rebalanceSeq = 0;
    SimTime m_downUntil = 0;
    qint64 m_committedTotal = 0; // sum over partitions of the committed offset
    bool m_started = false;
    // broker.rebalance is cooperative (KIP-429); read once: dispatch() asks
    // after every ack.
    const bool m_cooperative;
};

} // namespace idem
