#include "consumertransport.h"

#include "amqpconnection.h"
#include "liveconsumer.h"
#include "natsconnection.h"

#include <QHash>
#include <QThread>
#include <deque>

namespace idem::live {

namespace {
// RabbitMQ: basic.consume on the quorum queue with basic.qos `prefetch`.
class AmqpTransport final : public ConsumerTransport
{
public:
    AmqpTransport(const ConsumeOptions &o, int prefetch) : m_options(o), m_prefetch(prefetch) {}

    Outcome open() override
    {
        Outcome opened = m_amqp.open(m_options.amqpUrl, m_prefetch);
        if (opened.ok())
            opened = m_amqp.consume(m_options.queue);
        return opened;
    }
    void closeHard() override { m_amqp.closeHard(); }
    void closeClean() override { m_amqp.closeClean(); }
    bool isOpen() const override { return m_amqp.isOpen(); }
    int next(int timeoutMs, int, IncomingDelivery *out, QString *error) override
    {
        AmqpDelivery d;
        const int got = m_amqp.next(timeoutMs, &d, error);
        if (got <= 0)
            return got;
        out->handle = d.tag;
        out->body = d.body;
        out->number = d.deliveryCount >= 0 ? d.deliveryCount + 1 : (d.redelivered ? 2 : 1);
        return 1;
    }
    bool ack(quint64 handle) override { return m_amqp.ack(handle); }
    void forget(quint64) override {}
    bool lostAckDropsConnection() const override { return true; }

private:
    const ConsumeOptions &m_options;
    int m_prefetch;
    AmqpConnection m_amqp;
};

// JetStream: a pull subscription bound to the run's durable consumer. It
// asks for one message at a time while the consumer has room (the
// scenario's prefetch), so the server hands out, and starts AckWait for,
// only what the consumer holds, as the model's broker does.
class JetStreamTransport final : public ConsumerTransport
{
public:
    explicit JetStreamTransport(const ConsumeOptions &o) : m_options(o) {}
    ~JetStreamTransport() override { dropHeld(); }

    Outcome open() override
    {
        Outcome opened = m_nats.open(m_options.natsUrl);
        if (opened.ok())
            opened = m_nats.pullSubscribe(m_options.stream, m_options.subject, m_options.durable);
        if (!opened.ok())
            m_nats.close();
        return opened;
    }
    void closeHard() override
    {
        dropHeld();
        m_nats.close();
    }
    void closeClean() override { closeHard(); }
    bool isOpen() const override { return m_nats.isOpen(); }
    int next(int timeoutMs, int room, IncomingDelivery *out, QString *error) override
    {
        if (m_fetched.empty()) {
            if (room <= 0 || timeoutMs <= 0) {
                // Nothing asked for: the server sends nothing.
                if (timeoutMs > 0)
                    QThread::msleep(ulong(timeoutMs));
                return 0;
            }
            std::vector<NatsDelivery> got;
            const int r = m_nats.fetch(1, timeoutMs, &got, error);
            if (r < 0)
                return -1;
            for (const NatsDelivery &d : got)
                m_fetched.push_back(d);
        }
        if (m_fetched.empty())
            return 0;
        NatsDelivery d = m_fetched.front();
        m_fetched.pop_front();
        const quint64 handle = ++m_nextHandle;
        m_held.insert(handle, d);
        out->handle = handle;
        out->body = d.body;
        out->number = qMax(1, d.numDelivered);
        return 1;
    }
    bool ack(quint64 handle) override
    {
        const auto it = m_held.find(handle);
        if (it == m_held.end())
            return false;
        NatsDelivery d = *it;
        m_held.erase(it);
        return m_nats.ack(d);
    }
    void forget(quint64 handle) override
    {
        const auto it = m_held.find(handle);
        if (it == m_held.end())
            return;
        NatsConnection::release(*it);
        m_held.erase(it);
    }
    bool lostAckDropsConnection() const override { return false; }

private:
    void dropHeld()
    {
        for (NatsDelivery &d : m_held)
            NatsConnection::release(d);
        m_held.clear();
        for (NatsDelivery &d : m_fetched)
            NatsConnection::release(d);
        m_fetched.clear();
    }

    const ConsumeOptions &m_options;
    NatsConnection m_nats;
    std::deque<NatsDelivery> m_fetched;
    QHash<quint64, NatsDelivery> m_held;
    quint64 m_nextHandle = 0;
};
} // namespace

std::unique_ptr<ConsumerTransport> ConsumerTransport::create(const ConsumeOptions &options, int prefetch)
{
    if (!options.natsUrl.isEmpty())
        return std::make_unique<JetStreamTransport>(options);
    return std::make_unique<AmqpTransport>(options, prefetch);
}

} // namespace idem::live
