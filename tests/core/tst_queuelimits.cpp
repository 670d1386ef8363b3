#include "analysis/explainer.h"
#include "report/summaryjson.h"
#include "scenario/brokerprofile.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QJsonObject>
#include <QTest>

using namespace idem;
using testsupport::parsed;

// Delivery limits and the prefetch window against real brokers: RabbitMQ
// 3.10.8 quorum queues and NATS 2.9.10 JetStream, driven by a scripted client
// that kills the consumer at an exact point (the runs recorded in issue 14).
// Each test states the scenario, the real broker's numbers and compares the
// model's to them.
class TestQueueLimits final : public QObject
{
    Q_OBJECT
private slots:
    void rabbitLimitCountsReturns();
    void sqsLimitCountsReceives();
    void rabbit3HasNoDefaultLimit();
    void rabbit4DefaultLimitIsTwenty();
    void prefetchWindowIsFullAfterTheFirstBatch();
    void producerRetryCopyIsNotFlagged();
    void prefetchedDeliveryDeadLetteredUnseen();
    void jetStreamStopsAfterMaxDeliver();
    void everyProfileNamesItsVersion();
};

namespace {

// `crashes` lists the deliveries of `key` on which the consumer dies at `point`.
QByteArray scenarioJson(const QString &broker, int messages, const QString &key, int crashes,
                        const QString &point, const QString &consumers = QStringLiteral("{}"))
{
    QString schedule;
    for (int n = 1; n <= crashes; ++n) {
        schedule += QStringLiteral("%1{\"kind\":\"consumer-crash\",\"message\":\"%2\",\"delivery\":%3,"
                                   "\"point\":\"%4\"}")
                        .arg(n > 1 ? QStringLiteral(",") : QString(), key)
                        .arg(n)
                        .arg(point);
    }
    return QStringLiteral("{\"messages\":%1,\"publishIntervalMs\":0,\"broker\":%2,\"consumers\":%3,"
                          "\"strategy\":{\"id\":\"none\"},\"faults\":{\"schedule\":[%4]}}")
        .arg(messages)
        .arg(broker, consumers, schedule)
        .toUtf8();
}

QList<int> requeued(const RunResult &r)
{
    QList<int> out;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::Requeued)
            out.append(int(rec.message));
    }
    return out;
}

} // namespace

void TestQueueLimits::rabbitLimitCountsReturns()
{
    // Real RabbitMQ 3.10.8 quorum queue, x-delivery-limit 3, a consumer that
    // dies on every delivery of order-2: order-2 was delivered FOUR times,
    // then dead-lettered (x-first-death-reason delivery_limit). The limit
    // counts returns, so limit L means L + 1 deliveries.
    const Scenario s = parsed(scenarioJson(QStringLiteral("{\"profile\":\"rabbitmq-3\",\"maxDeliveries\":3}"), 4,
                                           QStringLiteral("order-2"), 6, QStringLiteral("before-handle")));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(testsupport::traceCount(r, TraceKind::HandleStart, 1), 4);
    QCOMPARE(r.metrics.deadLettered, 1);
    QCOMPARE(r.metrics.crashes, 4);
    QCOMPARE(r.metrics.lost, 0);
    QCOMPARE(r.effectCounts.at(1), 0);
    // The note names the mechanism: the limit counts returns.
    const QString note = r.notes.value(0);
    QVERIFY2(note.startsWith(QLatin1String("order-2: dead-lettered at ")), qPrintable(note));
    QVERIFY2(note.contains(QLatin1String("after 4 deliveries: the delivery limit (x-delivery-limit 3) counts returns, "
                                         "not deliveries, so limit 3 allows 4 deliveries")),
             qPrintable(note));
}

void TestQueueLimits::sqsLimitCountsReceives()
{
    // The same consumer on SQS with maxReceiveCount 3: the redrive policy
    // moves the message once its receive count exceeds 3 (SQS Developer
    // Guide, "Dead-letter queues": "maxReceiveCount ... the number of times a
    // consumer can receive a message"), so three deliveries, not four.
    const Scenario s = parsed(scenarioJson(QStringLiteral("{\"profile\":\"sqs-fifo\",\"maxDeliveries\":3}"), 4,
                                           QStringLiteral("order-2"), 6, QStringLiteral("before-handle")));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(testsupport::traceCount(r, TraceKind::HandleStart, 1), 3);
    QCOMPARE(r.metrics.deadLettered, 1);
    QVERIFY2(r.notes.value(0).contains(QLatin1String("after 3 deliveries (limit 3)")), qPrintable(r.notes.value(0)));
    QVERIFY2(!r.notes.value(0).contains(QLatin1String("counts returns")), qPrintable(r.notes.value(0)));
}

void TestQueueLimits::rabbit3HasNoDefaultLimit()
{
    // Real RabbitMQ 3.10.8, quorum queue without x-delivery-limit: 25
    // crashes on one message of five ⇒ 30 deliveries, the message applied on
    // its 26th delivery, nothing dead-lettered.
    Scenario s = parsed(scenarioJson(QStringLiteral("{\"profile\":\"rabbitmq-3\"}"), 5, QStringLiteral("order-3"), 25,
                                     QStringLiteral("before-handle")));
    QCOMPARE(s.broker.maxDeliveries, 0);
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.metrics.deliveries, 30);
    QCOMPARE(testsupport::traceCount(r, TraceKind::HandleStart, 2), 26);
    QCOMPARE(r.metrics.deadLettered, 0);
    QCOMPARE(r.effectCounts.at(2), 1);
}

void TestQueueLimits::rabbit4DefaultLimitIsTwenty()
{
    // RabbitMQ 4.0 docs (quorum-queues, "Poison Message Handling"): the
    // delivery limit defaults to 20, counting returns. Hand-derived for the
    // same 25 crashes: 21 deliveries of order-3, dead-lettered after the 21st
    // returns; 4 + 21 = 25 deliveries.
    Scenario s = parsed(scenarioJson(QStringLiteral("{\"profile\":\"rabbitmq\"}"), 5, QStringLiteral("order-3"), 25,
                                     QStringLiteral("before-handle")));
    QCOMPARE(s.broker.maxDeliveries, 20);
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(testsupport::traceCount(r, TraceKind::HandleStart, 2), 21);
    QCOMPARE(r.metrics.deliveries, 25);
    QCOMPARE(r.metrics.deadLettered, 1);
    QCOMPARE(r.effectCounts.at(2), 0);
}

void TestQueueLimits::prefetchWindowIsFullAfterTheFirstBatch()
{
    // Real RabbitMQ 3.10.8, basic.qos prefetch 5, ack per message, SIGKILL
    // right after order-3's commit: the broker redelivered order-3..order-7,
    // five messages (four of them never processed). The window is refilled to
    // five as each ack arrives, so order-6 and order-7 were already buffered.
    const Scenario s = parsed(scenarioJson(QStringLiteral("{\"profile\":\"rabbitmq-3\"}"), 10, QStringLiteral("order-3"),
                                           1, QStringLiteral("after-commit-before-ack"),
                                           QStringLiteral("{\"prefetch\":5}")));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(requeued(r), (QList<int>{2, 3, 4, 5, 6}));
    QCOMPARE(testsupport::traceCount(r, TraceKind::Deliver), 15); // ten first deliveries, five returned
    QCOMPARE(r.metrics.deliveries, 11);         // order-4..7 reached the handler once only
    QCOMPARE(r.metrics.duplicateSideEffects, 1); // order-3 only; the other four had not run
    // The broker stamps all five returned copies redelivered; only order-3
    // is a repeat of work already done (the model's cause-based count).
    QCOMPARE(r.metrics.redeliveredFlag, 5);
    QCOMPARE(r.metrics.redeliveries, 1);
    QCOMPARE(SummaryJson::build(r).value(QStringLiteral("metrics")).toObject().value(QStringLiteral("redeliveredFlag")).toInt(),
             5);
    // The inspector says why order-5 came again although nobody had handled
    // it: its first delivery (at 0 s, the first window of five) sat in the
    // prefetch buffer when consumer-1 died after order-3's commit (63 ms).
    Explainer explainer(r.scenario, r.trace);
    const Explainer::Story order5 = explainer.storyOf(4);
    QCOMPARE(order5.handlings.size(), 1);
    const Explainer::Handling &h = order5.handlings.first();
    QCOMPARE(h.number, 2);
    const Explanation why = explainer.whyDeliveredExplained(4, h.consumer, h.number, h.start);
    const QString text = ExplanationText::text(why);
    const ExplanationPart *waited = why.find(Sentence::WaitedInPrefetch);
    QVERIFY2(waited, qPrintable(text));
    QCOMPARE(waited->number(Role::Delivery), 1);
    QCOMPARE(waited->number(Role::Consumer), 1);
    QCOMPARE(waited->number(Role::At), 0);
    const ExplanationPart *crash = why.find(Sentence::CrashedBeforeAckAt);
    QVERIFY2(crash, qPrintable(text));
    QCOMPARE(crash->number(Role::Consumer), 1);
    QCOMPARE(crash->number(Role::CrashAt), msToSim(63));
    QVERIFY2(why.uses(Sentence::RequeuedAtOnce), qPrintable(text));
    QVERIFY2(why.uses(Sentence::StampedRedelivered), qPrintable(text));
}

void TestQueueLimits::producerRetryCopyIsNotFlagged()
{
    // The publish ack of order-2 is lost and JetStream's duplicate window is
    // 1 s, so the producer's retry at +1.2 s is stored as a second message.
    // Its delivery is a duplicate of the event (the model's redeliveries
    // counts it, cause producer-retry) but the broker delivers that copy for
    // the first time: NumDelivered 1, no redelivered flag.
    const Scenario s = parsed(
        R"({"messages":4,"broker":{"profile":"nats-jetstream","dedupWindowMs":1000},"strategy":{"id":"none"},)"
        R"("faults":{"schedule":[{"message":"order-2","delivery":1,"kind":"publish-ack-lost"}]}})");
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.metrics.redeliveries, 1);
    QCOMPARE(r.metrics.redeliveriesByCause.value(QStringLiteral("producer-retry")), 1);
    QCOMPARE(r.metrics.redeliveredFlag, 0);
}

void TestQueueLimits::prefetchedDeliveryDeadLetteredUnseen()
{
    // Real RabbitMQ 3.10.8, prefetch 2, x-delivery-limit 1, the consumer dies
    // twice on order-3: order-4, prefetched behind order-3 both times, was
    // returned twice and dead-lettered without ever reaching the handler.
    const Scenario s = parsed(scenarioJson(QStringLiteral("{\"profile\":\"rabbitmq-3\",\"maxDeliveries\":1}"), 5,
                                           QStringLiteral("order-3"), 2, QStringLiteral("before-handle"),
                                           QStringLiteral("{\"prefetch\":2}")));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.metrics.deadLettered, 2);
    QCOMPARE(testsupport::traceCount(r, TraceKind::Deliver, 3), 2);
    QCOMPARE(testsupport::traceCount(r, TraceKind::HandleStart, 3), 0);
    QCOMPARE(r.effectCounts, (QVector<int>{1, 1, 0, 0, 1}));
    QCOMPARE(r.metrics.lost, 0);
    // order-4's note says it never reached a handler.
    QCOMPARE(r.notes.size(), 2);
    QVERIFY2(r.notes.at(1).startsWith(QLatin1String("order-4: dead-lettered at")), qPrintable(r.notes.at(1)));
    QVERIFY2(r.notes.at(1).contains(QLatin1String("after 2 deliveries")), qPrintable(r.notes.at(1)));
    QVERIFY2(r.notes.at(1).contains(QLatin1String("never reached a handler")), qPrintable(r.notes.at(1)));
    QVERIFY2(!r.notes.at(0).contains(QLatin1String("never reached a handler")), qPrintable(r.notes.at(0)));
}

void TestQueueLimits::jetStreamStopsAfterMaxDeliver()
{
    // Real NATS 2.9.10, MaxDeliver 3, AckWait 30 s, the consumer dies before
    // handling order-2 every time: three deliveries 30 s apart, then no more;
    // the message stays in the stream (stream info still counts it) and one
    // $JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES advisory is published. It is
    // not dead-lettered: JetStream has no dead-letter queue.
    const Scenario s = parsed(scenarioJson(QStringLiteral("{\"profile\":\"nats-jetstream\",\"maxDeliveries\":3}"), 4,
                                           QStringLiteral("order-2"), 5, QStringLiteral("before-handle")));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(testsupport::traceCount(r, TraceKind::HandleStart, 1), 3);
    QCOMPARE(testsupport::traceCount(r, TraceKind::MaxDeliveries, 1), 1);
    // 30 s apart (order-1 took the first 21 ms); the advisory when the third
    // delivery's AckWait runs out.
    constexpr SimTime kMs = 1000;
    QCOMPARE(testsupport::timesOf(r, TraceKind::HandleStart, 1), (QList<SimTime>{21 * kMs, 30021 * kMs, 60021 * kMs}));
    QCOMPARE(testsupport::timesOf(r, TraceKind::MaxDeliveries, 1), (QList<SimTime>{90021 * kMs}));
    QCOMPARE(r.metrics.maxDeliveriesAdvisories, 1);
    QCOMPARE(r.metrics.deadLettered, 0);
    QCOMPARE(r.metrics.lost, 0);
    QCOMPARE(r.notes.size(), 1);
    QVERIFY2(r.notes.first().contains(QLatin1String("stopped after MaxDeliver")), qPrintable(r.notes.first()));
    QVERIFY2(r.notes.first().contains(QLatin1String("after 3 deliveries (MaxDeliver 3): it stays in the stream")),
             qPrintable(r.notes.first()));
    QVERIFY2(r.notes.first().contains(QLatin1String("one MAX_DELIVERIES advisory")), qPrintable(r.notes.first()));
    QVERIFY(!r.notes.first().contains(QLatin1String("dead-lettered")));
    // The run database says so too: its events table gives order-2 its own
    // fate, not "never-delivered" (issue 27).
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT fate FROM events WHERE order_key = 'order-2'"))
                 .toString(),
             QStringLiteral("stopped-after-max-deliver"));
    const QJsonObject summary = SummaryJson::build(r);
    QCOMPARE(summary.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("maxDeliveriesAdvisories")).toInt(),
             1);
    QCOMPARE(summary.value(QStringLiteral("deadLettered")).toInt(), 0);
}

void TestQueueLimits::everyProfileNamesItsVersion()
{
    // The profile table in docs/brokers.md and the editor show where each default
    // comes from; a profile without its broker version cannot be checked.
    for (const QString &id : vocab::profiles()) {
        const BrokerProfile *p = BrokerProfile::find(id);
        QVERIFY2(p, qPrintable(id));
        QVERIFY2(p->version && *p->version, qPrintable(id));
    }
    QCOMPARE(QString::fromLatin1(BrokerProfile::find(QStringLiteral("rabbitmq-3"))->version),
             QStringLiteral("RabbitMQ 3.10"));
    QCOMPARE(BrokerProfile::find(QStringLiteral("rabbitmq-3"))->maxDeliveries, 0);
    QCOMPARE(BrokerProfile::find(QStringLiteral("rabbitmq"))->maxDeliveries, 20);
}

QTEST_GUILESS_MAIN(TestQueueLimits)
#include "tst_queuelimits.moc"
