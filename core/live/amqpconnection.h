#pragma once

#include "../base/outcome.h"

#include <QByteArray>
#include <QString>

struct amqp_connection_state_t_;

namespace idem::live {

// A delivery as it came off the wire.
struct AmqpDelivery
{
    quint64 tag = 0;
    QByteArray body;
    QByteArray messageId;
    bool redelivered = false;
    int deliveryCount = -1; // quorum queues' x-delivery-count header; -1 when absent
};

// One AMQP 0-9-1 connection with one channel, over rabbitmq-c (Debian's
// librabbitmq). Blocking calls with timeouts; every step returns an Outcome
// whose error names the AMQP method that failed. A hard close drops the TCP connection without the closing
// handshake, exactly what a network cut or a killed process does.
class AmqpConnection final
{
    Q_DISABLE_COPY_MOVE(AmqpConnection)
public:
    AmqpConnection() = default;
    ~AmqpConnection();

    // amqp://user:pass@host:port/vhost; prefetch > 0 sets basic.qos.
    Outcome open(const QString &url, int prefetch);
    bool isOpen() const { return m_conn != nullptr; }
    // The 'version' the broker sent in connection.start's server-properties
    // ("3.10.8"); empty when not connected or not sent.
    QString serverVersion() const;
    void closeHard();
    void closeClean();

    // A durable quorum queue with x-delivery-limit `deliveryLimit` (RabbitMQ
    // counts returns against it; 0: none declared), dead
    // letters going to `deadLetterQueue` (a classic queue declared here).
    Outcome declareQuorumQueue(const QString &queue, int deliveryLimit, const QString &deadLetterQueue);
    Outcome deleteQueue(const QString &queue);
    // Ready messages (not the unacknowledged ones); -1 on error.
    int readyCount(const QString &queue);

    Outcome confirmSelect();
    // Publishes persistently to the default exchange; with confirms on,
    // waits for the broker's basic.ack.
    Outcome publish(const QString &queue, const QByteArray &body, const QByteArray &messageId, int confirmTimeoutMs);
    // basic.get with an immediate ack; true when a message was taken.
    bool get(const QString &queue, AmqpDelivery *out, QString *error);

    Outcome consume(const QString &queue);
    // 1: a delivery; 0: nothing within the timeout; -1: the connection failed.
    int next(int timeoutMs, AmqpDelivery *out, QString *error);
    bool ack(quint64 tag);
    QString lastError() const { return m_error; }

private:
    Outcome check(const char *what);

    amqp_connection_state_t_ *m_conn = nullptr;
    bool m_confirms = false;
    quint64 m_published = 0;
    QString m_error;
};

} // namespace idem::live
