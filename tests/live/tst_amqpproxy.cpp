#include "amqpconnection.h"
#include "amqpproxy.h"
#include "checkprocesses.h"
#include "livetestsupport.h"
#include "livewire.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <mutex>

using namespace idem;
using namespace idem::live;

// The check run's AMQP proxy between a private RabbitMQ node and a client
// (rabbitmq-c through core/live's AmqpConnection): it drops exactly the ack
// it is told to and nothing else, holds exactly one publisher confirm,
// delays frames, and names the process behind each connection.
class TestAmqpProxy final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void dropsExactlyTheKthAck();
    void cutsAtTheClientsNextFrameAfterADelivery();
    void holdsExactlyOneConfirm();
    void delaysTheBrokersFrames();
    void namesTheProcessBehindAConnection();

private:
    struct Seen
    {
        std::mutex mutex;
        std::vector<ProxyEvent> events;
        QList<ProxyEvent> of(ProxyEvent::Kind kind)
        {
            const std::lock_guard<std::mutex> lock(mutex);
            QList<ProxyEvent> out;
            for (const ProxyEvent &e : events) {
                if (e.kind == kind)
                    out.append(e);
            }
            return out;
        }
    };
    // A started proxy to the suite's node that reports to `seen` and does `actions`.
    std::unique_ptr<AmqpProxy> proxy(Seen *seen, const QList<ProxyAction> &actions = {});
    static ProxyAction action(ProxyAction::Kind kind, int ordinal, const QByteArray &messageId = {}, int ms = 0);
    QString freshQueue(int messages);
    // Consumes through `url` with prefetch 1, acking every delivery and
    // connecting again after a drop, until `distinct` message ids were acked
    // and nothing more comes for a moment. Returns the acks sent.
    int consumeAll(const QString &url, const QString &queue, int distinct, QStringList *order);

    QTemporaryDir m_dir;
    std::unique_ptr<LiveServers> m_servers;
    AmqpConnection m_admin;
    int m_queues = 0;
};

void TestAmqpProxy::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString why = livetestsupport::startRabbit(m_servers, m_dir.path());
    QVERIFY2(why.isEmpty(), qPrintable(why));
    Outcome e = m_admin.open(m_servers->amqpUrl(), 0);
    QVERIFY2(e.ok(), qPrintable(e.error()));
    e = m_admin.confirmSelect();
    QVERIFY2(e.ok(), qPrintable(e.error()));
}

void TestAmqpProxy::cleanupTestCase()
{
    m_admin.closeHard();
    if (m_servers)
        m_servers->stop();
}

ProxyAction TestAmqpProxy::action(ProxyAction::Kind kind, int ordinal, const QByteArray &messageId, int ms)
{
    ProxyAction a;
    a.kind = kind;
    a.ordinal = ordinal;
    a.messageId = messageId;
    a.ms = ms;
    return a;
}

std::unique_ptr<AmqpProxy> TestAmqpProxy::proxy(Seen *seen, const QList<ProxyAction> &actions)
{
    const int port = QUrl(m_servers->amqpUrl()).port();
    auto p = std::make_unique<AmqpProxy>(QStringLiteral("127.0.0.1"), port, [seen](const ProxyEvent &e) {
        const std::lock_guard<std::mutex> lock(seen->mutex);
        seen->events.push_back(e);
    });
    const Outcome started = p->start();
    if (!started.ok())
        qFatal("%s", qPrintable(started.error()));
    for (const ProxyAction &a : actions)
        p->addAction(a);
    return p;
}

QString TestAmqpProxy::freshQueue(int messages)
{
    const QString queue = QStringLiteral("proxy-test-%1").arg(++m_queues);
    if (!m_admin.declareQuorumQueue(queue, 0, queue + QStringLiteral("-dead")).ok())
        return {};
    for (int i = 1; i <= messages; ++i) {
        const QByteArray id = "m-" + QByteArray::number(i);
        if (!m_admin.publish(queue, id, id, 10000).ok())
            return {};
    }
    return queue;
}

int TestAmqpProxy::consumeAll(const QString &url, const QString &queue, int distinct, QStringList *order)
{
    int acks = 0;
    QSet<QByteArray> done;
    QElapsedTimer clock;
    clock.start();
    AmqpConnection client;
    while (clock.elapsed() < 60000) {
        if (!client.isOpen()) {
            if (!client.open(url, 1).ok() || !client.consume(queue).ok()) {
                client.closeHard();
                QTest::qSleep(50);
                continue;
            }
        }
        AmqpDelivery d;
        QString error;
        const int got = client.next(done.size() >= distinct ? 500 : 5000, &d, &error);
        if (got < 0) {
            client.closeHard();
            continue;
        }
        if (got == 0) {
            if (done.size() >= distinct)
                break;
            continue;
        }
        order->append(QString::fromLatin1(d.messageId) + (d.redelivered ? QStringLiteral("*") : QString()));
        if (client.ack(d.tag)) {
            ++acks;
            done.insert(d.messageId);
        }
    }
    client.closeClean();
    return acks;
}

void TestAmqpProxy::dropsExactlyTheKthAck()
{
    const QString queue = freshQueue(10);
    QVERIFY(!queue.isEmpty());
    Seen seen;
    std::unique_ptr<AmqpProxy> p = proxy(&seen, {action(ProxyAction::Kind::DropAckThenCut, 3)});
    QStringList order;
    const int sent = consumeAll(p->url(), queue, 10, &order);
    p->stop();
    // The client acked 11 times (m-3 twice); the broker got 10 of them: it
    // sent m-3 again, flagged, and nothing else twice, and the queue holds
    // nothing once the client is gone.
    QCOMPARE(sent, 11);
    QCOMPARE(p->acksForwarded(), 10);
    QCOMPARE(p->acksDropped(), 1);
    QCOMPARE(order.size(), 11);
    QCOMPARE(order.filter(QStringLiteral("*")), QStringList{QStringLiteral("m-3*")});
    QCOMPARE(order.mid(0, 3), (QStringList{QStringLiteral("m-1"), QStringLiteral("m-2"), QStringLiteral("m-3")}));
    const QList<ProxyEvent> dropped = seen.of(ProxyEvent::Kind::AckDropped);
    QCOMPARE(dropped.size(), 1);
    QCOMPARE(dropped.at(0).ordinal, 3);
    QCOMPARE(dropped.at(0).messageId, QByteArray("m-3"));
    QCOMPARE(seen.of(ProxyEvent::Kind::Cut).size(), 1);
    QCOMPARE(seen.of(ProxyEvent::Kind::Ack).size(), 10);
    QCOMPARE(seen.of(ProxyEvent::Kind::Deliver).size(), 11);
    QCOMPARE(m_admin.readyCount(queue), 0);
}

void TestAmqpProxy::cutsAtTheClientsNextFrameAfterADelivery()
{
    const QString queue = freshQueue(5);
    QVERIFY(!queue.isEmpty());
    Seen seen;
    std::unique_ptr<AmqpProxy> p = proxy(&seen, {action(ProxyAction::Kind::CutAfterDelivery, 0, "m-2")});
    QStringList order;
    const int sent = consumeAll(p->url(), queue, 5, &order);
    p->stop();
    // The ack of m-2 went with the connection: m-2 comes again, the rest once.
    QCOMPARE(sent, 6);
    QCOMPARE(p->acksForwarded(), 5);
    QCOMPARE(p->acksDropped(), 0);
    QCOMPARE(order.filter(QStringLiteral("*")), QStringList{QStringLiteral("m-2*")});
    QCOMPARE(seen.of(ProxyEvent::Kind::Cut).size(), 1);
    QCOMPARE(m_admin.readyCount(queue), 0);
}

void TestAmqpProxy::holdsExactlyOneConfirm()
{
    const QString queue = freshQueue(0);
    QVERIFY(!queue.isEmpty());
    Seen seen;
    std::unique_ptr<AmqpProxy> p = proxy(&seen, {action(ProxyAction::Kind::HoldConfirm, 2, {}, 600)});
    AmqpConnection publisher;
    QVERIFY(publisher.open(p->url(), 0).ok());
    QVERIFY(publisher.confirmSelect().ok());
    QList<qint64> took;
    for (int i = 1; i <= 3; ++i) {
        QElapsedTimer t;
        t.start();
        const QByteArray id = "c-" + QByteArray::number(i);
        const Outcome e = publisher.publish(queue, id, id, 10000);
        QVERIFY2(e.ok(), qPrintable(e.error()));
        took.append(t.elapsed());
    }
    publisher.closeClean();
    p->stop();
    QVERIFY2(took.at(1) >= 600, qPrintable(QString::number(took.at(1))));
    QVERIFY2(took.at(0) < 600 && took.at(2) < 600, qPrintable(QStringLiteral("%1 %2").arg(took.at(0)).arg(took.at(2))));
    QCOMPARE(seen.of(ProxyEvent::Kind::ConfirmHeld).size(), 1);
    QCOMPARE(seen.of(ProxyEvent::Kind::ConfirmHeld).at(0).ordinal, 2);
    QCOMPARE(seen.of(ProxyEvent::Kind::Published).size(), 3);
    QCOMPARE(m_admin.readyCount(queue), 3);
}

void TestAmqpProxy::delaysTheBrokersFrames()
{
    Seen seen;
    std::unique_ptr<AmqpProxy> p = proxy(&seen);
    AmqpConnection quick;
    QElapsedTimer t;
    t.start();
    QVERIFY(quick.open(p->url(), 1).ok());
    const qint64 undelayed = t.elapsed();
    quick.closeClean();
    p->addAction(action(ProxyAction::Kind::Delay, 0, {}, 300));
    AmqpConnection slow;
    t.restart();
    QVERIFY(slow.open(p->url(), 1).ok());
    const qint64 delayed = t.elapsed();
    slow.closeClean();
    p->stop();
    // connection.start, tune, open-ok, channel.open-ok, qos-ok: five answers
    // the client waits for, each 300 ms late.
    QVERIFY2(delayed >= 1500 && delayed > undelayed + 1200,
             qPrintable(QStringLiteral("%1 ms vs %2 ms").arg(delayed).arg(undelayed)));
}

void TestAmqpProxy::namesTheProcessBehindAConnection()
{
    Seen seen;
    std::unique_ptr<AmqpProxy> p = proxy(&seen);
    AmqpConnection client;
    QVERIFY(client.open(p->url(), 0).ok());
    QTRY_COMPARE(seen.of(ProxyEvent::Kind::Connected).size(), 1);
    const quint16 peer = seen.of(ProxyEvent::Kind::Connected).at(0).peerPort;
    QCOMPARE(CheckProcesses::pidOfConnection(peer, quint16(p->port())), QCoreApplication::applicationPid());
    QVERIFY(CheckProcesses::lineage(QCoreApplication::applicationPid()).size() >= 1);
    client.closeClean();
    p->stop();
    QCOMPARE(CheckProcesses::pidOfConnection(peer, quint16(p->port())), 0);
}

QTEST_GUILESS_MAIN(TestAmqpProxy)
#include "tst_amqpproxy.moc"
