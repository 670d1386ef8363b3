#pragma once

#include "amqpproxy.h"

#include "../scenario/scenario.h"

#include <QSet>
#include <QVector>

namespace idem::live {

// What `idemlab check` does to a user's consumer for a scenario's fault
// schedule, from outside its process: the proxy's actions on the wire, the
// SIGKILLs the run sends, and the timed faults. A crash point inside the
// handler cannot be reached from outside; only those the wire can stand for
// are taken (see refusal()).
struct CheckPlan
{
    struct Timed
    {
        enum class Kind { Crash, BrokerRestart };
        Kind kind = Kind::Crash;
        qint64 atMs = 0;
        int consumer = 0;      // Crash: which (0: consumer-1)
        qint64 durationMs = 0; // BrokerRestart: how long the node's app is down
    };
    QVector<ProxyAction> actions;
    // copyKey(logical, delivery number): SIGKILL the process at its ack of
    // that delivery (the ack never reaches the broker): a crash after the
    // handler's work, before the ack.
    QSet<quint64> killAtAck;
    // … as that delivery passes to it: a crash before the handler.
    QSet<quint64> killAtDelivery;
    // … the connection is cut at its ack (a connection-lost: the ack is dropped as for a lost ack).
    QSet<quint64> lostConnectionAt;
    QVector<Timed> timed;

    static CheckPlan of(const Scenario &scenario);
    // Why the scenario's faults cannot be injected into a process the lab
    // does not run, naming the field, or empty.
    static QString refusal(const Scenario &scenario, bool privateNode);
    static quint64 copyKey(int logical, int delivery) { return (quint64(quint32(logical)) << 16) | quint16(delivery); }

    // The body the check publishes (documented in docs/check.md): JSON with
    // the business key, the message id (also the AMQP message_id property),
    // the publish attempt, the effect and the payload.
    static QByteArray messageBody(const Scenario &scenario, int logical, int attempt);
};

} // namespace idem::live
