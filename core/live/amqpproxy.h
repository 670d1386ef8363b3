#pragma once

#include "../base/outcome.h"

#include <QByteArray>
#include <QString>
#include <functional>
#include <memory>

namespace idem::live {

// What the proxy does to the wire, once each. A delivery is named by its
// ordinal (the k-th basic.deliver the proxy passed, from 1, over every
// connection) or by its message id and the number of this copy (1: the first
// time that id came).
struct ProxyAction
{
    enum class Kind {
        DropAckThenCut,   // the client's ack of the delivery never reaches the broker; the connection is cut
        DropAckAndFreeze, // … and nothing more the client sends passes (the caller SIGKILLs it: a crash before the ack)
        CutAfterDelivery, // the connection is cut `ms` after the delivery passed (0: at the client's next frame)
        HoldConfirm,      // the broker's confirm of the k-th basic.publish waits `ms` (-1: never passes)
        Delay,            // every frame from the broker to the clients waits `ms` from now on
    };
    Kind kind = Kind::DropAckThenCut;
    int ordinal = 0;
    QByteArray messageId;
    int copy = 1;
    int ms = 0;
};

// What the proxy saw or did, in the order it happened on its thread.
struct ProxyEvent
{
    enum class Kind {
        Connected,   // a client connected (peerPort: its source port on 127.0.0.1)
        Consuming,   // the client sent basic.consume
        Deliver,     // basic.deliver passed to the client (tag, redelivered, messageId, ordinal)
        Ack,         // the client's basic.ack of this delivery passed to the broker
        Nack,        // basic.nack (requeue)
        Reject,      // basic.reject (requeue)
        AckDropped,  // an ack (or nack/reject) of this delivery was dropped by an action
        Published,   // the client sent basic.publish (ordinal: the k-th publish through the proxy)
        Confirmed,   // the broker's confirm of that publish passed to the client
        ConfirmHeld, // … was held by an action
        Cut,         // the proxy cut the connection (both sides)
        Closed,      // the client or the broker closed it
    };
    Kind kind = Kind::Connected;
    int connection = 0;   // from 1, in the order clients connected
    quint16 peerPort = 0;
    quint16 channel = 0;
    quint64 tag = 0;
    int ordinal = 0;
    bool redelivered = false;
    bool requeue = false;
    bool byBroker = false; // Closed: the broker's side went first
    QByteArray messageId;
    qint64 atUs = 0;       // wall clock, µs since the Unix epoch
};

class AmqpProxyPrivate;

// An AMQP 0-9-1 proxy on 127.0.0.1 between a broker and its clients: each
// accepted client gets its own upstream connection; the bytes are split into
// frames (7-byte header, payload, 0xCE), methods and content headers are
// decoded with rabbitmq-c's own decoders (amqp_decode_method,
// amqp_decode_properties), and the actions act on whole frames.
// Runs its own thread: the observer is called on it, and addAction, cut and
// the counters may be called from any thread.
class AmqpProxy final
{
    Q_DISABLE_COPY_MOVE(AmqpProxy)
public:
    using Observer = std::function<void(const ProxyEvent &)>;
    AmqpProxy(const QString &upstreamHost, int upstreamPort, Observer observer);
    ~AmqpProxy();

    // Listens on a free loopback port and starts the thread.
    Outcome start();
    int port() const;
    QString url() const; // amqp://guest:guest@127.0.0.1:PORT (the default vhost)
    void stop();

    void addAction(const ProxyAction &action);
    // Cuts this connection (0: every connection) without the closing handshake.
    void cut(int connection = 0);

    int acksForwarded() const;
    int acksDropped() const;
    int deliveries() const;

private:
    std::unique_ptr<AmqpProxyPrivate> d;
};

} // namespace idem::live
