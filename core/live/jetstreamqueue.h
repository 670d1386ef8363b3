#pragma once

#include "natsconnection.h"

#include "../scenario/scenario.h"

#include <QHash>
#include <QString>
#include <vector>

namespace idem::live {

// The run's side of a live JetStream: the stream (with the scenario's
// duplicate window), the durable pull consumer (the scenario's AckWait and
// MaxDeliver, explicit acks), the producer's publishes with Nats-Msg-Id,
// the MAX_DELIVERIES advisories, and whether the server still holds
// anything undelivered or unacked. One per LiveRun, used from its thread.
class JetStreamQueue final
{
    Q_DISABLE_COPY_MOVE(JetStreamQueue)
public:
    // `tag` makes the names of this run's stream, subject and consumer.
    explicit JetStreamQueue(const QString &tag);

    // Why this scenario cannot run on a real JetStream, naming the field, or empty.
    static QString refusal(const Scenario &scenario);

    QString stream() const { return m_stream; }
    QString subject() const { return m_subject; }
    QString durable() const { return m_durable; }

    Outcome open(const QString &url);
    bool isOpen() const { return m_nats.isOpen(); }
    void close() { m_nats.close(); }
    // The stream, the consumer and the advisory subscription.
    Outcome declare(const Scenario &scenario);

    enum class Published { Stored, Duplicate, Failed };
    // Copy `attempt` of `logical` with Nats-Msg-Id `msgId` (none when empty).
    Published publish(int logical, int attempt, const QByteArray &msgId, QString *error);

    struct MaxDelivered
    {
        int logical = -1;
        int attempt = 1;
        int deliveries = 0;
    };
    // The MAX_DELIVERIES advisories the server published since the last call.
    std::vector<MaxDelivered> takeAdvisories();

    // Messages the server has not delivered yet plus those waiting for an
    // ack; -1 when it cannot be asked.
    qint64 openOnServer();
    // Messages the stream still holds (a work queue keeps only the unacked).
    qint64 streamMessages() { return m_nats.streamMessages(m_stream); }
    Outcome tearDown();

private:
    NatsConnection m_nats;
    QString m_stream, m_subject, m_durable;
    QHash<quint64, std::pair<int, int>> m_bySequence; // stream sequence → (logical, attempt)
};

} // namespace idem::live
