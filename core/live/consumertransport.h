#pragma once

#include "../base/outcome.h"

#include <QByteArray>
#include <QString>
#include <memory>

namespace idem::live {

struct ConsumeOptions;

// A delivery as one consumer process got it from its broker.
struct IncomingDelivery
{
    quint64 handle = 0; // what ack() takes: the AMQP delivery tag, or the held JetStream message
    QByteArray body;
    int number = 1;     // the broker's own count: x-delivery-count + 1, redelivered ? 2 : 1, NumDelivered
};

// The broker side of one consumer process (`idemlab consume`): RabbitMQ over
// AMQP (a push consumer with basic.qos) or JetStream over the NATS C client
// (a durable pull consumer, fetching while the consumer has room). Used from
// the process's one thread.
class ConsumerTransport
{
public:
    virtual ~ConsumerTransport() = default;

    // Connects and starts consuming; `prefetch` is the scenario's.
    virtual Outcome open() = 0;
    // Drops the connection without a goodbye (a network cut, a killed process).
    virtual void closeHard() = 0;
    virtual void closeClean() = 0;
    virtual bool isOpen() const = 0;
    // 1: a delivery; 0: none within `timeoutMs`; -1: the connection failed.
    // `room` is how many more deliveries the consumer may hold (a pull
    // consumer asks for no more; a push consumer's window is the broker's).
    virtual int next(int timeoutMs, int room, IncomingDelivery *out, QString *error) = 0;
    // The ack goes on the wire now.
    virtual bool ack(quint64 handle) = 0;
    // A delivery that will never be acked on this connection (dropped).
    virtual void forget(quint64 handle) = 0;
    // What a lost ack is on this broker. RabbitMQ: the connection dropped
    // before the ack went out, and the broker requeues every unacked
    // delivery of it at once. JetStream: the ack never reaches the server,
    // which redelivers that message after AckWait; the connection stays.
    virtual bool lostAckDropsConnection() const = 0;

    static std::unique_ptr<ConsumerTransport> create(const ConsumeOptions &options, int prefetch);
};

} // namespace idem::live
