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
// reach their next poll (eager: everyone; cooperative: moved partitions only).
class KafkaBroker final : public Broker
{
public:
    KafkaBroker(SimContext &ctx, ConsumerDirectory &consumers);

    // heartbeat.interval.ms default (ConsumerConfig, Kafka 3.7).
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
    };
    struct Partition
    {
        std::vector<Record> log;
        qint64 committed = 0;
        qint64 processed = 0; // by the current owner, in this generation
        qint64 position = 0;  // next offset the owner fetches
        int owner = 0;
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
        SimTime heartbeatOrigin = 0; // heartbeats go out every kHeartbeatIntervalMs from here
        std::size_t fetchFrom = 0;   // partition the next poll drains first
    };
    struct Tag
    {
        int partition;
        qint64 offset;
        int consumer;
        int generation;
    };

    Member &member(int consumer);
    void newIncarnation(int consumer);
    SimTime lastHeartbeat(const Member &m) const;
    void poll(int consumer);
    void commit(int consumer);
    void trigger(RebalanceReason reason, DeliveryCause cause);
    void tryComplete();
    void complete();
    QVector<int> assignment(const QVector<int> &members, int partition) const;
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
};

} // namespace idem
