#include "kernel/partitioner.h"
#include "scenario/brokerprofile.h"
#include "testsupport.h"

#include <QTest>

using namespace idem;

// Delivery as the brokers' documentation says it must happen, with numbers
// derived by hand from the scenario (virtual time, so exact).
class TestBrokers final : public QObject
{
    Q_OBJECT
private slots:
    void lostAckRedeliveredAfterProfileTimeout_data();
    void lostAckRedeliveredAfterProfileTimeout();
    void rabbitPrefetchConnectionLoss();
    void producerRetryInsideWindowIsDropped();
    void producerRetryOutsideWindowIsDelivered();
    void newIdPerAttemptDefeatsBrokerDedup();
    void deadLetteredAfterMaxDeliveries();
    void brokerRestartRedeliversUnacked();
    void producerGivesUpAndSaysSo();
    void kafkaCrashRereadsFromLastCommit();
    void kafkaIdempotentProducerDropsOwnRetries();
    void kafkaSlowHandlerIsRemovedFromGroup();
    void nothingLostUnlessProducerGaveUp();
    void cacheWrittenBeforeCommitLosesTheEvent();
};

static ScheduledFault targeted(const QString &kind, const QString &key, int delivery = 1)
{
    ScheduledFault f;
    f.kind = *vocab::scheduleKind(kind);
    f.message = key;
    f.delivery = delivery;
    return f;
}

static QList<SimTime> deliveryTimes(const RunResult &r, quint32 logical)
{
    QList<SimTime> out;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::HandleStart && rec.message == logical)
            out.append(rec.time());
    }
    return out;
}

void TestBrokers::lostAckRedeliveredAfterProfileTimeout_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<qint64>("delayMs");
    // SQS visibility timeout 30 s, Service Bus peek-lock 60 s, JetStream
    // AckWait 30 s: the redelivery comes exactly that long after delivery 1.
    QTest::newRow("sqs-fifo") << QStringLiteral("sqs-fifo") << qint64(30000);
    QTest::newRow("azure-service-bus") << QStringLiteral("azure-service-bus") << qint64(60000);
    QTest::newRow("nats-jetstream") << QStringLiteral("nats-jetstream") << qint64(30000);
}

void TestBrokers::lostAckRedeliveredAfterProfileTimeout()
{
    QFETCH(QString, profile);
    QFETCH(qint64, delayMs);
    Scenario s;
    s.messages = 5;
    s.broker.profile = profile;
    BrokerProfile::applyDefaults(s.broker);
    s.strategy.id = QStringLiteral("none");
    s.faults.schedule.append(targeted(QStringLiteral("ack-lost"), QStringLiteral("order-3")));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const QList<SimTime> times = deliveryTimes(r, 2);
    QCOMPARE(times.size(), 2);
    QCOMPARE(times.at(1) - times.at(0), msToSim(delayMs));
    QCOMPARE(r.metrics.redeliveriesByCause.value(QStringLiteral("ack-lost")), 1);
    QCOMPARE(r.metrics.duplicateSideEffects, 1);
}

void TestBrokers::rabbitPrefetchConnectionLoss()
{
    // Measured on a real RabbitMQ quorum queue: prefetch 10, ack every 10,
    // connection lost after processing the 6th message ⇒ 26 deliveries for
    // 20 messages and 6 duplicate effects without deduplication: all ten
    // unacked deliveries are requeued at once, six of them already done.
    Scenario s;
    s.messages = 20;
    s.publishIntervalMs = 0;
    s.broker.profile = QStringLiteral("rabbitmq");
    BrokerProfile::applyDefaults(s.broker);
    s.consumers.prefetch = 10;
    s.consumers.ackEvery = 10;
    s.strategy.id = QStringLiteral("none");
    s.faults.schedule.append(targeted(QStringLiteral("connection-lost"), QStringLiteral("order-6")));
    QTemporaryDir dir;
    RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.metrics.deliveries, 26);
    QCOMPARE(r.metrics.duplicateSideEffects, 6);
    QCOMPARE(testsupport::duplicateOrders(r.databasePath), 6);
    QCOMPARE(r.metrics.redeliveriesByCause.value(QStringLiteral("connection-lost")), 6);
    // The same fault with the inbox: 26 deliveries, 6 skipped, no duplicate.
    s.strategy.id = QStringLiteral("db-insert-first");
    r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.deliveries, 26);
    QCOMPARE(r.metrics.duplicatesSkipped, 6);
    QCOMPARE(testsupport::duplicateOrders(r.databasePath), 0);
}

void TestBrokers::producerRetryInsideWindowIsDropped()
{
    // The publish ack of order-2 is lost; the producer retries after its
    // 1 s timeout + 200 ms backoff, well inside SQS's 5-minute window.
    Scenario s;
    s.messages = 4;
    s.strategy.id = QStringLiteral("none");
    s.faults.schedule.append(targeted(QStringLiteral("publish-ack-lost"), QStringLiteral("order-2")));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.publishAttempts, 5);
    QCOMPARE(r.metrics.brokerDeduped, 1);
    QCOMPARE(r.metrics.deliveries, 4);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    SimTime first = -1, retry = -1;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::PublishAttempt && rec.message == 1)
            (rec.delivery == 1 ? first : retry) = rec.time();
    }
    QCOMPARE(retry - first, msToSim(1000 + 200));
}

void TestBrokers::producerRetryOutsideWindowIsDelivered()
{
    // JetStream with a 1 s duplicate window: the retry at +1.2 s is outside
    // it, so the broker stores a second copy and the consumer gets both.
    Scenario s;
    s.messages = 4;
    s.broker.profile = QStringLiteral("nats-jetstream");
    BrokerProfile::applyDefaults(s.broker);
    s.broker.dedupWindowMs = 1000;
    s.strategy.id = QStringLiteral("none");
    s.faults.schedule.append(targeted(QStringLiteral("publish-ack-lost"), QStringLiteral("order-2")));
    QTemporaryDir dir;
    RunResult r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.brokerDeduped, 0);
    QCOMPARE(r.metrics.deliveries, 5);
    QCOMPARE(r.metrics.duplicateSideEffects, 1);
    QCOMPARE(r.metrics.redeliveriesByCause.value(QStringLiteral("producer-retry")), 1);
    QVERIFY(r.violations.first().explanation.contains(QLatin1String("duplicate-detection window")));
    // With a stable id the consumer's inbox still recognises the copy.
    s.strategy.id = QStringLiteral("db-insert-first");
    r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    QCOMPARE(r.metrics.duplicatesSkipped, 1);
}

void TestBrokers::newIdPerAttemptDefeatsBrokerDedup()
{
    // A fresh GUID per attempt: SQS cannot see the retry is the same event,
    // and neither can an inbox keyed on the message id. Only the business
    // key (natural idempotency) catches it.
    Scenario s;
    s.messages = 4;
    s.producer.messageIdPolicy = MessageIdPolicy::NewPerAttempt;
    s.producer.applicationRetries = true; // a new id per attempt is the application sending again
    s.faults.schedule.append(targeted(QStringLiteral("publish-ack-lost"), QStringLiteral("order-2")));
    QTemporaryDir dir;
    for (const QString &strategy : {QStringLiteral("none"), QStringLiteral("db-insert-first")}) {
        s.strategy.id = strategy;
        const RunResult r = testsupport::runIn(dir, s);
        QCOMPARE(r.metrics.brokerDeduped, 0);
        QCOMPARE(r.metrics.deliveries, 5);
        QCOMPARE(r.metrics.duplicateSideEffects, 1);
    }
    s.strategy.id = QStringLiteral("natural");
    const RunResult natural = testsupport::runIn(dir, s);
    QCOMPARE(natural.metrics.deliveries, 5);
    QCOMPARE(natural.metrics.duplicateSideEffects, 0);
    QCOMPARE(testsupport::scalar(natural.databasePath,
                                 QStringLiteral("SELECT writes FROM orders WHERE order_key = 'order-2'")).toInt(), 2);
}

void TestBrokers::deadLetteredAfterMaxDeliveries()
{
    // Every ack is lost: Service Bus delivers 10 times (MaxDeliveryCount),
    // one peek-lock (60 s) apart, then dead-letters at 10 × 60 s.
    Scenario s;
    s.messages = 1;
    s.broker.profile = QStringLiteral("azure-service-bus");
    BrokerProfile::applyDefaults(s.broker);
    s.strategy.id = QStringLiteral("db-insert-first");
    s.faults.ackLost = 1.0;
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.deliveries, 10);
    QCOMPARE(r.metrics.deadLettered, 1);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    QCOMPARE(r.metrics.duplicatesSkipped, 9);
    QCOMPARE(r.metrics.lost, 0);
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::DeadLettered) {
            QCOMPARE(rec.time(), msToSim(10 * 60000));
            QCOMPARE(int(rec.delivery), 10);
        }
    }
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT fate FROM events WHERE order_key = 'order-1'")).toString(),
             QStringLiteral("delivered"));
}

void TestBrokers::brokerRestartRedeliversUnacked()
{
    // Prefetch 5, ack every 5, 10 messages published at once, 21 ms each:
    // at t = 50 ms the consumer has processed order-1..2 (done at 21, 42 ms),
    // is inside order-3 and holds order-4..5 in its buffer, none acked. The
    // restart returns all five; the client still hands out order-4 and
    // order-5 (their acks fail), so all five are processed again (RabbitMQ
    // 3.10.8 in issue 14: 5; the model before it dropped the buffer: 3).
    Scenario s;
    s.messages = 10;
    s.publishIntervalMs = 0;
    s.consumers.prefetch = 5;
    s.consumers.ackEvery = 5;
    s.strategy.id = QStringLiteral("none");
    ScheduledFault f;
    f.kind = ScheduleKind::BrokerRestart;
    f.atMs = 50;
    f.durationMs = 1000;
    s.faults.schedule.append(f);
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.metrics.duplicateSideEffects, 5);
    QCOMPARE(r.metrics.redeliveriesByCause.value(QStringLiteral("broker-restart")), 5);
}

void TestBrokers::producerGivesUpAndSaysSo()
{
    Scenario s;
    s.messages = 3;
    s.producer.maxRetries = 2;
    s.faults.publishLost = 1.0;
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.publishAttempts, 9);
    QCOMPARE(r.metrics.producerGaveUp, 3);
    QCOMPARE(r.metrics.lost, 0); // accounted for, not silently lost
    QCOMPARE(r.notes.size(), 3);
    QVERIFY(r.notes.first().contains(QLatin1String("gave up after 3 attempts")));
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT count(*) FROM events WHERE fate = 'producer-gave-up'")).toInt(), 3);
}

void TestBrokers::kafkaCrashRereadsFromLastCommit()
{
    // Two consumers, two partitions (range: one each, in member-id order),
    // one record every 100 ms, 20 ms each, auto-commit 5 s. consumer-2
    // commits at its first poll at or after 5 s: the first record of its
    // partition published at T >= 5000 ms. It crashes idle at 7000 ms and
    // comes back at 9000 ms with a new member id; the group rebalances once
    // the old member's session has expired, and consumer-2's partition is
    // read again from T. Expected duplicates: the records of that partition
    // published in [T, 7000).
    Scenario s;
    s.messages = 100;
    s.publishIntervalMs = 100;
    s.broker.profile = QStringLiteral("kafka");
    BrokerProfile::applyDefaults(s.broker);
    s.broker.partitions = 2;
    s.consumers.count = 2;
    s.strategy.id = QStringLiteral("none");
    ScheduledFault crash;
    crash.kind = ScheduleKind::ConsumerCrash;
    crash.atMs = 7000;
    crash.consumer = 2;
    s.faults.schedule.append(crash);
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(!r.violations.isEmpty());
    // Every duplicate is a record of the crashed consumer's partition.
    const int crashed = KafkaPartitioner::partitionOf(Scenario::businessKey(r.violations.first().logical), 2);
    for (const Violation &v : r.violations)
        QCOMPARE(KafkaPartitioner::partitionOf(Scenario::businessKey(v.logical), 2), crashed);
    int t = -1;
    int expected = 0;
    for (int i = 0; i < s.messages; ++i) {
        const int at = i * 100;
        if (KafkaPartitioner::partitionOf(Scenario::businessKey(i), 2) != crashed)
            continue;
        if (t < 0 && at >= 5000)
            t = at;
        if (t >= 0 && at < 7000)
            ++expected;
    }
    QVERIFY(expected > 5);
    QCOMPARE(r.metrics.duplicateSideEffects, expected);
    QCOMPARE(testsupport::duplicateOrders(r.databasePath), expected);
    QCOMPARE(r.metrics.redeliveriesByCause.value(QStringLiteral("rebalance")), expected);
    QCOMPARE(r.metrics.lost, 0);
    QVERIFY(r.violations.first().explanation.contains(QLatin1String("last committed offset")));
}

void TestBrokers::kafkaIdempotentProducerDropsOwnRetries()
{
    Scenario s;
    s.messages = 4;
    s.broker.profile = QStringLiteral("kafka");
    BrokerProfile::applyDefaults(s.broker);
    s.strategy.id = QStringLiteral("none");
    s.faults.schedule.append(targeted(QStringLiteral("publish-ack-lost"), QStringLiteral("order-2")));
    QTemporaryDir dir;
    RunResult r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.brokerDeduped, 1);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    s.producer.idempotent = false; // enable.idempotence=false: the retry is a second record
    r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.brokerDeduped, 0);
    QCOMPARE(r.metrics.duplicateSideEffects, 1);
}

void TestBrokers::kafkaSlowHandlerIsRemovedFromGroup()
{
    // One consumer, max.poll.interval 10 s, order-3's handler takes 15 s
    // more: at poll + 10 s it is removed from the group (rebalance), its
    // commit then fails and it rejoins; everything since the last commit is
    // read again.
    Scenario s;
    s.messages = 10;
    s.publishIntervalMs = 100;
    s.broker.profile = QStringLiteral("kafka");
    BrokerProfile::applyDefaults(s.broker);
    s.consumers.maxPollIntervalMs = 10000;
    // Nothing is ever committed: under Kafka's default latest the rejoined
    // member would skip to the log end; earliest re-reads from offset 0.
    s.consumers.autoOffsetReset = OffsetReset::Earliest;
    s.strategy.id = QStringLiteral("none");
    ScheduledFault slow = targeted(QStringLiteral("slow-handler"), QStringLiteral("order-3"));
    slow.durationMs = 15000;
    s.faults.schedule.append(slow);
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    int commitFailed = 0, rebalanceStarts = 0;
    for (const TraceRecord &rec : r.trace.records()) {
        commitFailed += rec.kind() == TraceKind::CommitFailed ? 1 : 0;
        rebalanceStarts += rec.kind() == TraceKind::Rebalance && rec.detail == 0 ? 1 : 0;
    }
    QCOMPARE(commitFailed, 1);
    QCOMPARE(rebalanceStarts, 2); // removed, then rejoined
    // Nothing was ever committed (the first commit would come at 5 s, but
    // the consumer was stuck in order-3): order-1..3 are read twice.
    QCOMPARE(r.metrics.duplicateSideEffects, 3);
    QCOMPARE(r.metrics.lost, 0);
}

void TestBrokers::nothingLostUnlessProducerGaveUp()
{
    QTemporaryDir dir;
    for (const QString &profile : vocab::profiles()) {
        Scenario s;
        s.messages = 60;
        s.broker.profile = profile;
        BrokerProfile::applyDefaults(s.broker);
        s.broker.maxDeliveries = 0;
        s.consumers.count = 2;
        s.strategy.id = QStringLiteral("none");
        s.faults.ackLost = 0.2;
        s.faults.publishAckLost = 0.1;
        s.faults.consumerCrash.probability = 0.05;
        s.faults.consumerCrash.point = CrashPoint::AfterCommitBeforeAck;
        if (profile == QLatin1String("kafka")) {
            s.broker.partitions = 3;
            // Under Kafka's default auto.offset.reset latest, a member that
            // crashes before its first commit leaves its partitions with no
            // committed offset; whoever takes them over starts at the log
            // end and the records nobody read are skipped, as in Kafka
            // (offsetResetSkipped, tst_kafkarebalance). This test is about
            // the brokers' redeliveries, so Kafka starts from the earliest.
            s.consumers.autoOffsetReset = OffsetReset::Earliest;
        }
        const RunResult r = testsupport::runIn(dir, s, profile);
        QVERIFY2(r.error.isEmpty(), qPrintable(profile + r.error));
        QCOMPARE(r.metrics.producerGaveUp, 0);
        QVERIFY2(r.metrics.lost == 0, qPrintable(profile));
        QCOMPARE(testsupport::distinctOrders(r.databasePath), 60);
    }
}

void TestBrokers::cacheWrittenBeforeCommitLosesTheEvent()
{
    // The Turkish article's Redis example sets the cache before SaveChanges.
    // Crash order-2's first handling after its insert, before the commit:
    // SQLite rolls the insert back, the redelivery finds the id in the shared
    // cache and is skipped, so order-2 is never applied. Written after the
    // commit (the default), the same crash is harmless.
    Scenario s;
    s.messages = 4;
    s.strategy.id = QStringLiteral("cache-shared");
    s.strategy.cacheWrite = QStringLiteral("before-commit");
    ScheduledFault crash = targeted(QStringLiteral("consumer-crash"), QStringLiteral("order-2"));
    crash.point = CrashPoint::AfterSideEffectBeforeCommit;
    s.faults.schedule.append(crash);
    QTemporaryDir dir;
    RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.metrics.lost, 1);
    QCOMPARE(r.metrics.duplicatesSkipped, 1);
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT count(*) FROM orders WHERE order_key = 'order-2'")).toInt(), 0);
    QVERIFY(!r.valid);
    QVERIFY2(r.violations.first().explanation.contains(QLatin1String("before the commit")),
             qPrintable(r.violations.first().explanation));
    s.strategy.cacheWrite = QStringLiteral("after-commit");
    r = testsupport::runIn(dir, s);
    QCOMPARE(r.metrics.lost, 0);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    QVERIFY(r.valid);
}

QTEST_GUILESS_MAIN(TestBrokers)
#include "tst_brokers.moc"
