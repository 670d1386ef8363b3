#include "natsconnection.h"

#include <nats/nats.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace idem::live {

namespace {
constexpr qint64 kNanosPerMs = 1000000;

QString statusText(int status)
{
    return QString::fromLatin1(natsStatus_GetText(natsStatus(status)));
}
} // namespace

NatsConnection::~NatsConnection()
{
    close();
}

Outcome NatsConnection::fail(const QString &what, int status, int jsError)
{
    m_error = jsError ? QStringLiteral("%1: %2 (JetStream error %3)").arg(what, statusText(status)).arg(jsError)
                      : QStringLiteral("%1: %2").arg(what, statusText(status));
    return m_error;
}

Outcome NatsConnection::open(const QString &url)
{
    close();
    const QUrl u(url);
    if (!u.isValid() || u.scheme() != QLatin1String("nats") || u.host().isEmpty())
        return m_error = QStringLiteral("expected nats://HOST:PORT, got \"%1\"").arg(url);
    natsOptions *opts = nullptr;
    natsStatus s = natsOptions_Create(&opts);
    if (s == NATS_OK)
        s = natsOptions_SetURL(opts, url.toUtf8().constData());
    // A dropped connection is a fault of the scenario (or the server's
    // end): the caller sees it and decides, as with AMQP.
    if (s == NATS_OK)
        s = natsOptions_SetAllowReconnect(opts, false);
    if (s == NATS_OK)
        s = natsOptions_SetTimeout(opts, 5000);
    if (s == NATS_OK)
        s = natsConnection_Connect(&m_conn, opts);
    natsOptions_Destroy(opts);
    if (s != NATS_OK) {
        m_conn = nullptr;
        return fail(QStringLiteral("cannot connect to %1").arg(url), s);
    }
    jsOptions jo;
    jsOptions_Init(&jo);
    jo.Wait = 10000;
    s = natsConnection_JetStream(&m_js, m_conn, &jo);
    if (s != NATS_OK) {
        m_js = nullptr;
        const Outcome e = fail(QStringLiteral("JetStream context"), s);
        close();
        return e;
    }
    return {};
}

void NatsConnection::close()
{
    if (m_pull) {
        natsSubscription_Destroy(m_pull);
        m_pull = nullptr;
    }
    if (m_advisories) {
        natsSubscription_Destroy(m_advisories);
        m_advisories = nullptr;
    }
    if (m_js) {
        jsCtx_Destroy(m_js);
        m_js = nullptr;
    }
    if (m_conn) {
        natsConnection_Destroy(m_conn); // closes the socket first
        m_conn = nullptr;
    }
}

bool NatsConnection::jetStreamReady()
{
    if (!m_js)
        return false;
    jsAccountInfo *ai = nullptr;
    jsErrCode jerr = jsErrCode(0);
    const natsStatus s = js_GetAccountInfo(&ai, m_js, nullptr, &jerr);
    if (ai)
        jsAccountInfo_Destroy(ai);
    return s == NATS_OK;
}

Outcome NatsConnection::createStream(const QString &stream, const QString &subject, qint64 duplicateWindowMs)
{
    if (!m_js)
        return m_error = QStringLiteral("not connected");
    const QByteArray name = stream.toUtf8();
    const QByteArray subj = subject.toUtf8();
    const char *subjects[] = {subj.constData()};
    jsStreamConfig cfg;
    jsStreamConfig_Init(&cfg);
    cfg.Name = name.constData();
    cfg.Subjects = subjects;
    cfg.SubjectsLen = 1;
    // A work queue: an acked message leaves the stream, so what stays is
    // what no consumer acked (a message past MaxDeliver among them).
    cfg.Retention = js_WorkQueuePolicy;
    cfg.Storage = js_FileStorage;
    cfg.Duplicates = duplicateWindowMs * kNanosPerMs;
    jsStreamInfo *si = nullptr;
    jsErrCode jerr = jsErrCode(0);
    const natsStatus s = js_AddStream(&si, m_js, &cfg, nullptr, &jerr);
    if (si)
        jsStreamInfo_Destroy(si);
    if (s != NATS_OK)
        return fail(QStringLiteral("stream %1 (add)").arg(stream), s, int(jerr));
    return {};
}

Outcome NatsConnection::createConsumer(const QString &stream, const QString &durable, qint64 ackWaitMs, int maxDeliver)
{
    if (!m_js)
        return m_error = QStringLiteral("not connected");
    const QByteArray name = durable.toUtf8();
    jsConsumerConfig cfg;
    jsConsumerConfig_Init(&cfg);
    cfg.Durable = name.constData();
    cfg.AckPolicy = js_AckExplicit;
    cfg.DeliverPolicy = js_DeliverAll;
    cfg.AckWait = ackWaitMs * kNanosPerMs;
    cfg.MaxDeliver = maxDeliver > 0 ? maxDeliver : -1;
    jsConsumerInfo *ci = nullptr;
    jsErrCode jerr = jsErrCode(0);
    const natsStatus s = js_AddConsumer(&ci, m_js, stream.toUtf8().constData(), &cfg, nullptr, &jerr);
    if (ci)
        jsConsumerInfo_Destroy(ci);
    if (s != NATS_OK)
        return fail(QStringLiteral("consumer %1 on stream %2 (add)").arg(durable, stream), s, int(jerr));
    return {};
}

Outcome NatsConnection::deleteStream(const QString &stream)
{
    if (!m_js)
        return m_error = QStringLiteral("not connected");
    jsErrCode jerr = jsErrCode(0);
    const natsStatus s = js_DeleteStream(m_js, stream.toUtf8().constData(), nullptr, &jerr);
    if (s != NATS_OK)
        return fail(QStringLiteral("stream %1 (delete)").arg(stream), s, int(jerr));
    return {};
}

qint64 NatsConnection::streamMessages(const QString &stream)
{
    if (!m_js)
        return -1;
    jsStreamInfo *si = nullptr;
    jsErrCode jerr = jsErrCode(0);
    const natsStatus s = js_GetStreamInfo(&si, m_js, stream.toUtf8().constData(), nullptr, &jerr);
    if (s != NATS_OK || !si) {
        (void)fail(QStringLiteral("stream %1 (info)").arg(stream), s, int(jerr));
        return -1;
    }
    const qint64 n = qint64(si->State.Msgs);
    jsStreamInfo_Destroy(si);
    return n;
}

Outcome NatsConnection::consumerState(const QString &stream, const QString &durable, NatsConsumerState *out)
{
    if (!m_js)
        return m_error = QStringLiteral("not connected");
    jsConsumerInfo *ci = nullptr;
    jsErrCode jerr = jsErrCode(0);
    const natsStatus s = js_GetConsumerInfo(&ci, m_js, stream.toUtf8().constData(), durable.toUtf8().constData(),
                                            nullptr, &jerr);
    if (s != NATS_OK || !ci)
        return fail(QStringLiteral("consumer %1 (info)").arg(durable), s, int(jerr));
    out->numPending = qint64(ci->NumPending);
    out->numAckPending = ci->NumAckPending;
    out->numRedelivered = ci->NumRedelivered;
    out->numWaiting = ci->NumWaiting;
    jsConsumerInfo_Destroy(ci);
    return {};
}

Outcome NatsConnection::publish(const QString &subject, const QByteArray &body, const QByteArray &msgId,
                                int timeoutMs, NatsPubAck *ack)
{
    if (!m_js)
        return m_error = QStringLiteral("not connected");
    natsMsg *msg = nullptr;
    natsStatus s = natsMsg_Create(&msg, subject.toUtf8().constData(), nullptr, body.constData(), int(body.size()));
    // The header the server's duplicate detection reads (the same as
    // jsPubOptions.MsgId): set here so it is visibly on the message.
    if (s == NATS_OK && !msgId.isEmpty())
        s = natsMsgHeader_Set(msg, "Nats-Msg-Id", msgId.constData());
    if (s != NATS_OK) {
        natsMsg_Destroy(msg);
        return fail(QStringLiteral("message for %1").arg(subject), s);
    }
    jsPubOptions po;
    jsPubOptions_Init(&po);
    po.MaxWait = timeoutMs;
    jsPubAck *pa = nullptr;
    jsErrCode jerr = jsErrCode(0);
    s = js_PublishMsg(&pa, m_js, msg, &po, &jerr);
    natsMsg_Destroy(msg);
    if (s != NATS_OK || !pa) {
        if (pa)
            jsPubAck_Destroy(pa);
        return fail(QStringLiteral("publish to %1").arg(subject), s, int(jerr));
    }
    ack->sequence = pa->Sequence;
    ack->duplicate = pa->Duplicate;
    jsPubAck_Destroy(pa);
    return {};
}

Outcome NatsConnection::pullSubscribe(const QString &stream, const QString &subject, const QString &durable)
{
    if (!m_js)
        return m_error = QStringLiteral("not connected");
    const QByteArray streamName = stream.toUtf8();
    const QByteArray durableName = durable.toUtf8();
    jsSubOptions so;
    jsSubOptions_Init(&so);
    // Bound to the consumer the run made: the subscription never creates
    // or changes one (its AckWait and MaxDeliver are the scenario's).
    so.Stream = streamName.constData();
    so.Consumer = durableName.constData();
    so.ManualAck = true;
    jsErrCode jerr = jsErrCode(0);
    const natsStatus s = js_PullSubscribe(&m_pull, m_js, subject.toUtf8().constData(), durableName.constData(),
                                          nullptr, &so, &jerr);
    if (s != NATS_OK) {
        m_pull = nullptr;
        return fail(QStringLiteral("pull subscription to %1").arg(durable), s, int(jerr));
    }
    return {};
}

int NatsConnection::fetch(int batch, int timeoutMs, std::vector<NatsDelivery> *out, QString *error)
{
    if (!m_pull) {
        *error = QStringLiteral("not subscribed");
        return -1;
    }
    natsMsgList list{nullptr, 0};
    jsErrCode jerr = jsErrCode(0);
    const natsStatus s = natsSubscription_Fetch(&list, m_pull, qMax(1, batch), qMax(1, timeoutMs), &jerr);
    if (s == NATS_TIMEOUT) {
        natsMsgList_Destroy(&list);
        return 0;
    }
    if (s != NATS_OK) {
        natsMsgList_Destroy(&list);
        *error = fail(QStringLiteral("fetch"), s, int(jerr)).error();
        // A status from a closed connection: the caller reconnects.
        return (s == NATS_CONNECTION_CLOSED || s == NATS_CONNECTION_DISCONNECTED || s == NATS_INVALID_SUBSCRIPTION
                || s == NATS_IO_ERROR || s == NATS_STALE_CONNECTION)
            ? -1
            : 0;
    }
    for (int i = 0; i < list.Count; ++i) {
        natsMsg *m = list.Msgs[i];
        list.Msgs[i] = nullptr; // ours now, not the list's
        NatsDelivery d;
        d.msg = m;
        d.body = QByteArray(natsMsg_GetData(m), natsMsg_GetDataLength(m));
        jsMsgMetaData *meta = nullptr;
        if (natsMsg_GetMetaData(&meta, m) == NATS_OK && meta) {
            d.streamSequence = meta->Sequence.Stream;
            d.numDelivered = int(meta->NumDelivered);
            jsMsgMetaData_Destroy(meta);
        }
        out->push_back(d);
    }
    natsMsgList_Destroy(&list);
    return list.Count > 0 ? 1 : 0;
}

bool NatsConnection::ack(NatsDelivery &d)
{
    if (!d.msg || !m_conn)
        return false;
    const natsStatus s = natsMsg_Ack(d.msg, nullptr);
    release(d);
    // natsMsg_Ack only buffers the +ACK: flush it to the socket now.
    return s == NATS_OK && natsConnection_FlushTimeout(m_conn, 5000) == NATS_OK;
}

void NatsConnection::release(NatsDelivery &d)
{
    if (d.msg)
        natsMsg_Destroy(d.msg);
    d.msg = nullptr;
}

Outcome NatsConnection::subscribeAdvisories(const QString &stream, const QString &durable)
{
    if (!m_conn)
        return m_error = QStringLiteral("not connected");
    const QByteArray subject = QStringLiteral("$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.%1.%2").arg(stream, durable).toUtf8();
    const natsStatus s = natsConnection_SubscribeSync(&m_advisories, m_conn, subject.constData());
    if (s == NATS_OK)
        natsConnection_FlushTimeout(m_conn, 5000); // the server knows of the interest before anything happens
    if (s != NATS_OK) {
        m_advisories = nullptr;
        return fail(QStringLiteral("subscribe to %1").arg(QString::fromUtf8(subject)), s);
    }
    return {};
}

std::vector<NatsAdvisory> NatsConnection::advisories(int timeoutMs)
{
    std::vector<NatsAdvisory> out;
    if (!m_advisories)
        return out;
    int wait = qMax(0, timeoutMs);
    for (;;) {
        natsMsg *m = nullptr;
        const natsStatus s = natsSubscription_NextMsg(&m, m_advisories, qMax<int64_t>(wait, 1));
        if (s != NATS_OK || !m)
            break;
        const QJsonObject o =
            QJsonDocument::fromJson(QByteArray(natsMsg_GetData(m), natsMsg_GetDataLength(m))).object();
        natsMsg_Destroy(m);
        NatsAdvisory a;
        a.streamSequence = quint64(o.value(QStringLiteral("stream_seq")).toDouble());
        a.deliveries = o.value(QStringLiteral("deliveries")).toInt();
        if (a.streamSequence > 0)
            out.push_back(a);
        wait = 1; // the first is waited for; the rest only taken if there
    }
    return out;
}

} // namespace idem::live
