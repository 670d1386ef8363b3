#include "analysis/explainer.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QTest>

using namespace idem;
using testsupport::parsed;
using testsupport::timesOf;

// What the client libraries do on either side of the broker: the AMQP
// consumer's buffer after the broker closes the connection (issue 14, item 4,
// measured on RabbitMQ 3.10.8) and the Kafka producer's retries versus the
// application's re-sends (item 12, derived by hand from KIP-98 and the
// enable.idempotence documentation). Each test states the scenario, the
// broker's numbers and compares the model's.
class TestQueueClients final : public QObject
{
    Q_OBJECT
private slots:
    void brokerRestartDrainsTheClientBuffer_data();
    void brokerRestartDrainsTheClientBuffer();
    void drainedDeliveriesWaitForTheBuffer();
    void idempotentProducerDropsOnlyClientRetries_data();
    void idempotentProducerDropsOnlyClientRetries();
    void newIdPerAttemptIsAnApplicationResend();
};

namespace {

constexpr SimTime kMs = 1000;

// RabbitMQ 3.10.8 quorum queue, ten orders published at once, one consumer
// with basic.qos prefetch 5 acking five at a time, each handler 20 ms of work
// plus two 0.5 ms statements (21 ms). The broker's app is stopped at 50 ms
// for a second: the consumer has handled order-1 and order-2 (acks not yet
// sent), is inside order-3, and holds order-4 and order-5 in its buffer.
QByteArray restartScenario(bool drain, const QString &strategy)
{
    return QStringLiteral(
               R"({"messages":10,"publishIntervalMs":0,"broker":{"profile":"rabbitmq-3"},)"
               R"("consumers":{"prefetch":5,"ackEvery":5,"processingMs":20,"drainBufferAfterBrokerClose":%1},)"
               R"("strategy":{"id":"%2"},"faults":{"schedule":[{"atMs":50,"kind":"broker-restart","durationMs":1000}]}})")
        .arg(drain ? QStringLiteral("true") : QStringLiteral("false"), strategy)
        .toUtf8();
}
} // namespace

void TestQueueClients::brokerRestartDrainsTheClientBuffer_data()
{
    QTest::addColumn<bool>("drain");
    QTest::addColumn<int>("duplicates");
    QTest::addColumn<int>("deliveries");
    QTest::addColumn<int>("doomedAcks");
    // The real run (issue 14): the client went on handing out what it had
    // read before the close — order-3 in hand, order-4 and order-5 from its
    // buffer — a plain consume loop processed them, their acks failed, and all
    // five came back: 5 duplicates. Dropping the buffer at the close (the
    // model before, and a client that learns of the close at once) gives 3.
    QTest::newRow("drain (rabbitmq-c, .NET: the default)") << true << 5 << 15 << 3;
    QTest::newRow("drop the buffer") << false << 3 << 13 << 0;
}

void TestQueueClients::brokerRestartDrainsTheClientBuffer()
{
    QFETCH(bool, drain);
    QFETCH(int, duplicates);
    QFETCH(int, deliveries);
    QFETCH(int, doomedAcks);
    QTemporaryDir dir;
    const RunResult none = testsupport::runIn(dir, parsed(restartScenario(drain, QStringLiteral("none"))));
    QVERIFY2(none.error.isEmpty(), qPrintable(none.error));
    QCOMPARE(none.metrics.duplicateSideEffects, duplicates);
    QCOMPARE(testsupport::duplicateOrders(none.databasePath), duplicates);
    QCOMPARE(none.metrics.deliveries, deliveries);
    QCOMPARE(none.metrics.redeliveriesByCause.value(QStringLiteral("broker-restart")), duplicates);
    // The broker requeued all five unacked deliveries either way.
    QCOMPARE(testsupport::traceCount(none, TraceKind::Requeued), 5);
    QCOMPARE(none.metrics.lost, 0);
    // Every ack the client tried on the closed connection is recorded lost.
    int lostWithConnection = 0;
    for (const TraceRecord &rec : none.trace.records())
        lostWithConnection += rec.kind() == TraceKind::AckLost && rec.detail == 1 ? 1 : 0;
    QCOMPARE(lostWithConnection, doomedAcks);
    // The duplicates of what the client handled from its buffer after the
    // close (order-4, order-5) name that mechanism.
    int fromBuffer = 0;
    for (const Violation &v : none.violations)
        fromBuffer += v.explanation.contains(QLatin1String("its client library still handed out the deliveries it had "
                                                           "already read")) ? 1 : 0;
    QCOMPARE(fromBuffer, doomedAcks > 0 ? 2 : 0);
    // The inspector's note on the restart itself: what the broker took back,
    // and the acks the draining client could not send.
    int restart = -1;
    for (std::size_t i = 0; i < none.trace.size() && restart < 0; ++i)
        restart = none.trace.at(i).kind() == TraceKind::BrokerRestart ? int(i) : -1;
    QVERIFY(restart >= 0);
    const QString note = Explainer(none.scenario, none.trace).recordStory(restart);
    QVERIFY2(note.contains(QLatin1String("The broker restarted at 0.050 s; it was back at 1.050 s. It closed every "
                                         "connection and took back the 5 deliveries not yet acknowledged (order-1, "
                                         "order-2, order-3, order-4, order-5)")),
             qPrintable(note));
    QCOMPARE(note.contains(QLatin1String("3 acks for those could not be sent")), doomedAcks > 0);
    // An inbox skips every one of them.
    const RunResult inbox = testsupport::runIn(dir, parsed(restartScenario(drain, QStringLiteral("db-insert-first"))));
    QCOMPARE(inbox.metrics.duplicateSideEffects, 0);
    QCOMPARE(inbox.metrics.duplicatesSkipped, duplicates);
}

void TestQueueClients::drainedDeliveriesWaitForTheBuffer()
{
    // By hand, for the draining client: order-3 ends at 63 ms, order-4 runs
    // 63–84 ms and order-5 84–105 ms, all during the outage; the loop then
    // reads the close and reconnects, and the broker, back at 1.05 s, hands
    // out order-1 again first (order-3 again at 1.05 s + 2 × 21 ms). Nothing
    // new reaches the client while it is still reading the old connection.
    // (Logical indices: order-N is N - 1.)
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, parsed(restartScenario(true, QStringLiteral("none"))));
    QCOMPARE(timesOf(r, TraceKind::HandleStart, 2), (QList<SimTime>{42 * kMs, 1092 * kMs}));
    QCOMPARE(timesOf(r, TraceKind::HandleStart, 3).value(0), 63 * kMs);
    QCOMPARE(timesOf(r, TraceKind::HandleStart, 0).value(1), 1050 * kMs);
    QCOMPARE(timesOf(r, TraceKind::AckLost, 4), (QList<SimTime>{105 * kMs}));
    // order-6 waits for the first ack batch of the new connection (five acks).
    QCOMPARE(timesOf(r, TraceKind::Deliver, 5), (QList<SimTime>{1050 * kMs + 5 * 21 * kMs}));
    for (int logical = 0; logical < 10; ++logical)
        QVERIFY2(timesOf(r, TraceKind::Deliver, logical).size() == (logical < 5 ? 2 : 1), qPrintable(QString::number(logical)));
}

void TestQueueClients::idempotentProducerDropsOnlyClientRetries_data()
{
    QTest::addColumn<QString>("producer");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("records");
    QTest::addColumn<int>("brokerDeduped");
    QTest::addColumn<int>("duplicates");
    // Kafka, enable.idempotence true, four orders; the publish ack of order-2
    // is lost, so after publish.timeout 1000 ms and 200 ms backoff it is sent
    // again. KIP-98: the broker keeps the producer id and the sequence number
    // of each batch and drops a batch whose sequence it has already written;
    // the client library's own retry resends that same batch. An application
    // that calls send again makes a new batch with the next sequence: a new
    // record ("exactly one copy of each message" means each send, not each
    // business event; ProducerConfig, enable.idempotence).
    QTest::newRow("client retry") << R"({"applicationRetries":false})" << "none" << 4 << 1 << 0;
    QTest::newRow("application re-send") << R"({"applicationRetries":true})" << "none" << 5 << 0 << 1;
    // The same re-send with a stable id (from the order) is caught by an inbox.
    QTest::newRow("application re-send, inbox") << R"({"applicationRetries":true})" << "db-insert-first" << 5 << 0 << 0;
    // The Turkish article: Guid.NewGuid() per ProduceAsync, so the inbox
    // keyed on it cannot see the second record is the same order.
    QTest::newRow("new GUID per send, inbox") << R"({"messageIdPolicy":"new-per-attempt"})" << "db-insert-first" << 5
                                              << 0 << 1;
}

void TestQueueClients::idempotentProducerDropsOnlyClientRetries()
{
    QFETCH(QString, producer);
    QFETCH(QString, strategy);
    QFETCH(int, records);
    QFETCH(int, brokerDeduped);
    QFETCH(int, duplicates);
    const Scenario s = parsed(QStringLiteral(R"({"messages":4,"broker":{"profile":"kafka"},"producer":%1,)"
                                             R"("strategy":{"id":"%2"},"faults":{"schedule":[)"
                                             R"({"message":"order-2","delivery":1,"kind":"publish-ack-lost"}]}})")
                                  .arg(producer, strategy)
                                  .toUtf8());
    QVERIFY(s.producer.idempotent);
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(testsupport::traceCount(r, TraceKind::BrokerEnqueued), records);
    QCOMPARE(r.metrics.brokerDeduped, brokerDeduped);
    QCOMPARE(r.metrics.publishAttempts, 5);
    QCOMPARE(r.metrics.duplicateSideEffects, duplicates);
    // The duplicate says which kind of retry made it.
    for (const Violation &v : r.violations) {
        QVERIFY2(v.explanation.contains(QLatin1String("as a new send by the application, a new record")),
                 qPrintable(v.explanation));
        if (s.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt)
            QVERIFY2(v.explanation.contains(QLatin1String("carried a new message id")), qPrintable(v.explanation));
    }
    // The second attempt goes out 1.2 s after the first.
    QCOMPARE(timesOf(r, TraceKind::PublishAttempt, 1).value(1) - timesOf(r, TraceKind::PublishAttempt, 1).value(0),
             1200 * kMs);
}

void TestQueueClients::newIdPerAttemptIsAnApplicationResend()
{
    // A client library's own retry resends the same batch with the same
    // headers, so a fresh id on the second attempt can only come from the
    // application sending again. A file that says both is refused, naming
    // the field; a file that names only the id policy means the re-send.
    const ScenarioLoadResult contradiction = ScenarioIo::parse(
        R"({"producer":{"messageIdPolicy":"new-per-attempt","applicationRetries":false}})", QStringLiteral("p.json"));
    QCOMPARE(contradiction.errors.size(), 1);
    QVERIFY2(contradiction.errors.first().startsWith(QLatin1String("p.json:1: $.producer.applicationRetries:")),
             qPrintable(contradiction.errors.first()));
    const ScenarioLoadResult implied = ScenarioIo::parse(R"({"producer":{"messageIdPolicy":"new-per-attempt"}})",
                                                         QStringLiteral("q.json"));
    QVERIFY2(implied.ok(), qPrintable(implied.errors.join(QLatin1Char('\n'))));
    QVERIFY(implied.scenario.producer.applicationRetries);
    // Written back, the file says so explicitly and reads the same.
    const ScenarioLoadResult back = ScenarioIo::parse(ScenarioIo::toJson(implied.scenario), QStringLiteral("r.json"));
    QVERIFY(back.ok());
    QVERIFY(back.scenario == implied.scenario);
    QVERIFY(!ScenarioIo::parse("{}", QStringLiteral("s.json")).scenario.producer.applicationRetries);
}

QTEST_GUILESS_MAIN(TestQueueClients)
#include "tst_queueclients.moc"
