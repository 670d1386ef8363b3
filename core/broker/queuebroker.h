#pragma once

#include "../scenario/brokerprofile.h"
#include "broker.h"

#include <QHash>
#include <queue>
#include <vector>

namespace idem {

// A queue with per-message acknowledgement: a lock / visibility timeout /
// AckWait, a delivery counter, dead-lettering past the limit (RabbitMQ counts
// returns; JetStream keeps the message and publishes an advisory), broker-side
// duplicate detection on the message id within a window, RabbitMQ's "requeue
// at once when the channel dies", and SQS FIFO's message groups (a group's
// next message waits while an earlier one is in flight).
class QueueBroker final : public Broker
{
public:
    QueueBroker(SimContext &ctx, ConsumerDirectory &consumers);

    PublishOutcome publish(int logical, int attempt) override;
    void dispatch() override;
    void ack(int consumer, const QVector<quint32> &tags, bool lost) override;
    void consumerGone(int consumer, bool crashed) override;
    void consumerJoined(int consumer) override;
    void connectionLost(int consumer) override;
    void restart(SimTime downFor) override;
    void onEvent(const SimEvent &event) override;
    bool available() const override { return m_ctx.now >= m_downUntil; }
    qint64 settled() const override { return m_settled; }

private:
    enum class State : quint8 { Ready, Inflight, Done, Dead };
    struct Stored
    {
        int logical;
        int attempt;
        int deliveries = 0;
        State state = State::Ready;
        int consumer = 0;
        quint32 tag = 0;
        DeliveryCause nextCause = DeliveryCause::First;
        DeliveryCause pendingCause = DeliveryCause::TimeoutExpired;
    };

    // One consumer's receive: the next message it may take, or -1. Messages
    // of a group held by another receive are parked on the way.
    int nextReady(int consumer);
    void deliver(int consumer, int index);
    void makeReady(int index);
    int groupOf(int index) const;
    bool blocked(int group, int consumer) const;
    void releaseGroup(int index);
    void requeue(int index, DeliveryCause cause);
    void settle(int index);
    bool settleLate(quint32 tag);
    std::vector<int> inflightOf(int consumer) const; // 0 = all, ascending

    SimContext &m_ctx;
    ConsumerDirectory &m_consumers;
    const BrokerProfile *m_profile;
    std::vector<Stored> m_messages;
    std::priority_queue<int, std::vector<int>, std::greater<int>> m_ready;
    QHash<quint32, SimTime> m_seenIds; // message key → when first stored
    QHash<quint32, int> m_byTag;
    // JetStream only: every tag handed out for a message not yet settled, so a
    // late ack (after AckWait) still settles it.
    QHash<quint32, int> m_issued;
    bool m_lateAckSettles = false;
    // SQS FIFO message groups. A group is held while any of its messages is
    // in flight; only the receive that took them (same consumer, same batch)
    // may take more of it. Messages met while their group is held wait in
    // m_parked, and the group's earliest returns to m_ready when it is freed.
    struct Hold
    {
        int inflight = 0;
        int consumer = 0;
        quint64 batch = 0;
    };
    using MinHeap = std::priority_queue<int, std::vector<int>, std::greater<int>>;
    bool m_groups = false;
    QHash<int, Hold> m_held;
    QHash<int, MinHeap> m_parked;
    quint64 m_batch = 0;
    int m_batchGroup = -1; // the group the current receive is taking, -1 = none yet
    qint64 m_settled = 0;
    quint32 m_nextTag = 1;
    int m_inflight = 0;
    int m_rotate = 0;
    SimTime m_downUntil = 0;
};

} // namespace idem
