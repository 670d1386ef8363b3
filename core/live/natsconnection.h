#pragma once

#include "../base/outcome.h"

#include <QByteArray>
#include <QString>
#include <vector>

struct __natsConnection;
struct __jsCtx;
struct __natsSubscription;
struct __natsMsg;

namespace idem::live {

// What JetStream's PubAck said about one publish.
struct NatsPubAck
{
    quint64 sequence = 0;   // the stream sequence stored (of the original, for a duplicate)
    bool duplicate = false; // Nats-Msg-Id seen within the stream's duplicate window: not stored again
};

// One message of a pull consumer, held until it is acked or dropped. The
// natsMsg carries the ack subject; the metadata its delivery count.
struct NatsDelivery
{
    __natsMsg *msg = nullptr;
    QByteArray body;
    quint64 streamSequence = 0;
    int numDelivered = 1; // JetStream's NumDelivered: 1 on the first delivery
};

// A MAX_DELIVERIES advisory ($JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.<stream>.<consumer>).
struct NatsAdvisory
{
    quint64 streamSequence = 0;
    int deliveries = 0;
};

// What the consumer's info says is still open on the server.
struct NatsConsumerState
{
    qint64 numPending = 0;    // stream messages not yet delivered
    qint64 numAckPending = 0; // delivered, waiting for an ack
    qint64 numRedelivered = 0;
    qint64 numWaiting = 0;    // pull requests waiting
};

// One connection to a NATS server with its JetStream context, over the NATS C
// client (Debian's libnats). Blocking calls with timeouts; every step returns
// an Outcome whose error names the call and the server's JetStream error.
// One thread uses an object; a consumer process holds one, the run another.
class NatsConnection final
{
    Q_DISABLE_COPY_MOVE(NatsConnection)
public:
    NatsConnection() = default;
    ~NatsConnection();

    // nats://HOST:PORT. No automatic reconnect: a dropped connection is the
    // caller's to notice and to open again, as with AMQP.
    Outcome open(const QString &url);
    bool isOpen() const { return m_conn != nullptr; }
    void close();
    // JetStream answers for the account (it is enabled a moment after the
    // server listens).
    bool jetStreamReady();

    // A file-backed work-queue stream on `subject` whose duplicate window is
    // `duplicateWindowMs` (the server's default, 2 min, when 0), and a
    // durable pull consumer on it: explicit acks, `ackWaitMs`, `maxDeliver`
    // (-1: unlimited), everything from the first message.
    Outcome createStream(const QString &stream, const QString &subject, qint64 duplicateWindowMs);
    Outcome createConsumer(const QString &stream, const QString &durable, qint64 ackWaitMs, int maxDeliver);
    Outcome deleteStream(const QString &stream);
    // Messages the stream holds (a work queue drops what was acked); -1 on error.
    qint64 streamMessages(const QString &stream);
    Outcome consumerState(const QString &stream, const QString &durable, NatsConsumerState *out);

    // js_PublishMsg with `Nats-Msg-Id: msgId` (no header when empty),
    // waiting up to `timeoutMs` for the PubAck.
    Outcome publish(const QString &subject, const QByteArray &body, const QByteArray &msgId, int timeoutMs,
                    NatsPubAck *ack);

    // Binds a pull subscription to the durable consumer made by createConsumer.
    Outcome pullSubscribe(const QString &stream, const QString &subject, const QString &durable);
    // Up to `batch` messages within `timeoutMs`: 1 when some came, 0 when none
    // did, -1 when the connection failed. The caller owns the messages
    // (ack() or release() each).
    int fetch(int batch, int timeoutMs, std::vector<NatsDelivery> *out, QString *error);
    // The ack goes to the server (the connection flushed, so a SIGKILL right
    // after it cannot keep it from the server); the message is released.
    bool ack(NatsDelivery &d);
    static void release(NatsDelivery &d);

    // A core subscription to the consumer's MAX_DELIVERIES advisories.
    Outcome subscribeAdvisories(const QString &stream, const QString &durable);
    // The advisories that arrived (waiting up to `timeoutMs` for the first).
    std::vector<NatsAdvisory> advisories(int timeoutMs);

    QString lastError() const { return m_error; }

private:
    Outcome fail(const QString &what, int status, int jsError = 0);

    __natsConnection *m_conn = nullptr;
    __jsCtx *m_js = nullptr;
    __natsSubscription *m_pull = nullptr;
    __natsSubscription *m_advisories = nullptr;
    QString m_error;
};

} // namespace idem::live
