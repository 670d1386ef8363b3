#pragma once

#include "../kernel/simcontext.h"

#include <QVector>

namespace idem {

// What a broker needs from the consumer side: who can take a delivery, and
// how to hand it over. Implemented by the simulation.
class ConsumerDirectory
{
public:
    virtual ~ConsumerDirectory() = default;
    virtual int consumerSlots() const = 0;            // consumers are 1..consumerSlots()
    virtual bool canReceive(int consumer) const = 0;  // connected, member, below prefetch
    virtual int unacked(int consumer) const = 0;      // delivered, not yet acknowledged
    virtual void deliver(int consumer, const Delivery &delivery) = 0;
    // The connection dropped: deliveries buffered in the client are gone.
    virtual void dropBuffered(int consumer) = 0;
    // The broker closed the connection (a restart). A client library that
    // still hands out what it had read (consumers.drainBufferAfterBrokerClose)
    // keeps its buffer, but no ack of it can reach the broker.
    virtual void brokerClosed(int consumer) { dropBuffered(consumer); }
};

enum class PublishOutcome { Stored, Deduplicated, Unavailable };

// A message broker as the engine sees it. Implementations: QueueBroker
// (RabbitMQ, SQS FIFO, Service Bus, JetStream) and KafkaBroker.
class Broker
{
public:
    virtual ~Broker() = default;

    virtual PublishOutcome publish(int logical, int attempt) = 0;
    // Hand ready messages to consumers that can take them.
    virtual void dispatch() = 0;
    // The consumer acknowledges (or, for Kafka, marks processed) these tags;
    // `lost` means the acknowledgement never arrived.
    virtual void ack(int consumer, const QVector<quint32> &tags, bool lost) = 0;
    // The consumer died (crash) or left; its unacknowledged deliveries return.
    virtual void consumerGone(int consumer, bool crashed) = 0;
    virtual void consumerJoined(int consumer) = 0;
    // The consumer's connection dropped and it reconnected at once; the
    // process (and its current handler) lives on.
    virtual void connectionLost(int consumer) = 0;
    // Whether what the client already received survives a reconnect (Kafka:
    // position and fetched records live in the client). Otherwise the
    // client's buffer and unsent acks go with the connection.
    virtual bool reconnectKeepsDeliveries() const { return false; }
    // Whether a delivery carries a redelivered flag / delivery count.
    virtual bool stampsRedelivered() const { return true; }
    virtual void restart(SimTime downFor) = 0;
    virtual void onEvent(const SimEvent &event) = 0;
    virtual bool available() const = 0;
    // Monotone measure of settled work: messages acknowledged or
    // dead-lettered (Kafka: offsets committed). The run's progress watch
    // reads it; it never decreases and is bounded by the scenario. The
    // simulated brokers override it; the live lab's broker runs no watch.
    virtual qint64 settled() const { return 0; }
};

} // namespace idem
