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
// duplicate detection on the message id within a window, and RabbitMQ's
// "requeue at once when the channel dies".
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
    qint64 m_settled = 0;
    quint32 m_nextTag = 1;
    int m_inflight = 0;
    int m_rotate = 0;
    SimTime m_downUntil = 0;
};

} // namespace idem
