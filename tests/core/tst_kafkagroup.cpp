#include "kernel/partitioner.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QTest>

using namespace idem;
using testsupport::parsed;

// The Kafka model read against the Apache Kafka 3.7 client and group
// coordinator sources: the partitioner, member ids, heartbeats and session
// expiry, reconnects, a coordinator restart and the fetch order. Each test
// states the scenario, the numbers derived by hand from the sources, and
// compares the model's.
class TestKafkaGroup final : public QObject
{
    Q_OBJECT
private slots:
    void murmur2MatchesKafka_data();
    void murmur2MatchesKafka();
    void partitionIsPositiveMurmur2ModuloCount();
    void sessionExpiresAfterLastHeartbeat();
    void restartedMemberWaitsForOldSession();
    void assignorOrdersByMemberId();
    void reconnectRedeliversNothingPolled();
    void coordinatorRestartKeepsTheGroup();
    void pollDrainsOnePartitionBeforeTheNext();
};

namespace {

struct RebalanceTimes
{
    QList<SimTime> started;
    QList<SimTime> completed;
};

RebalanceTimes rebalances(const RunResult &r)
{
    RebalanceTimes out;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::Rebalance)
            (rec.detail == 0 ? out.started : out.completed).append(rec.time());
    }
    return out;
}

// Two consumers on two partitions; consumer-2 crashes at 7 s and restarts
// after `restartMs`.
QByteArray crashScenario(qint64 restartMs, quint64 seed = 1)
{
    return QStringLiteral("{\"seed\":%1,\"messages\":100,\"publishIntervalMs\":100,"
                          "\"broker\":{\"profile\":\"kafka\",\"partitions\":2},"
                          "\"consumers\":{\"count\":2,\"restartDelayMs\":%2},\"strategy\":{\"id\":\"none\"},"
                          "\"faults\":{\"schedule\":[{\"atMs\":7000,\"kind\":\"consumer-crash\",\"consumer\":2}]}}")
        .arg(seed)
        .arg(restartMs)
        .toUtf8();
}

} // namespace

void TestKafkaGroup::murmur2MatchesKafka_data()
{
    // UtilsTest.testMurmur2 (clients/src/test/java/org/apache/kafka/common/
    // utils/UtilsTest.java, Kafka 3.7): Kafka's own expected values.
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("hash");
    QTest::newRow("21") << QByteArray("21") << -973932308;
    QTest::newRow("foobar") << QByteArray("foobar") << -790332482;
    QTest::newRow("a-little-bit-long-string") << QByteArray("a-little-bit-long-string") << -985981536;
    QTest::newRow("a-little-bit-longer-string") << QByteArray("a-little-bit-longer-string") << -1486304829;
    QTest::newRow("lkjh234lh9...") << QByteArray("lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8") << -58897971;
    QTest::newRow("abc") << QByteArray("abc") << 479470107;
}

void TestKafkaGroup::murmur2MatchesKafka()
{
    QFETCH(QByteArray, input);
    QFETCH(int, hash);
    QCOMPARE(KafkaPartitioner::murmur2(input), hash);
}

void TestKafkaGroup::partitionIsPositiveMurmur2ModuloCount()
{
    // BuiltInPartitioner.partitionForKey: toPositive(murmur2(key)) % n,
    // toPositive being `& 0x7fffffff`. murmur2("21") = -973932308 →
    // 1173551340: 0 of 3, 3 of 7 (abs() would give 973932308: 2 of 3).
    QCOMPARE(KafkaPartitioner::partitionOf(QStringLiteral("21"), 3), 0);
    QCOMPARE(KafkaPartitioner::partitionOf(QStringLiteral("21"), 7), 3);
    QCOMPARE(KafkaPartitioner::partitionOf(QStringLiteral("abc"), 7), 4);
}

void TestKafkaGroup::sessionExpiresAfterLastHeartbeat()
{
    // The group forms at 0 s and the heartbeat thread sends every 3 s
    // (heartbeat.interval.ms 3000): 0, 3, 6 s. consumer-2 dies at 7 s, so the
    // coordinator's deadline is last heartbeat + session.timeout.ms =
    // 6 + 45 = 51 s (GroupCoordinator completeAndScheduleNextHeartbeatExpiration),
    // not 7 + 45 = 52 s. It comes back only after an hour.
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, parsed(crashScenario(3600000)));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const RebalanceTimes t = rebalances(r);
    QCOMPARE(t.started.size(), 2); // the expiry, then the return an hour later
    QCOMPARE(t.started.first(), msToSim(51000));
    QCOMPARE(t.completed.at(1), msToSim(51000)); // nobody else to wait for
    QCOMPARE(r.metrics.lost, 0);
}

void TestKafkaGroup::restartedMemberWaitsForOldSession()
{
    // consumer-2 restarts at 9 s, long before its old session expires. A
    // restarted process joins with a new member id (JoinGroup with an empty
    // member id); the coordinator still counts the crashed member and only
    // completes the join when it has expired: the rebalance starts at 9 s and
    // completes at 51 s (not at once, as it would if the member were reused).
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, parsed(crashScenario(2000)));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const RebalanceTimes t = rebalances(r);
    QCOMPARE(t.started, (QList<SimTime>{msToSim(9000)}));
    QCOMPARE(t.completed.size(), 2); // the initial group, then this one
    QCOMPARE(t.completed.last(), msToSim(51000));
    QCOMPARE(r.metrics.lost, 0);
}

void TestKafkaGroup::assignorOrdersByMemberId()
{
    // RangeAssignor gives partition 0 to the member whose id sorts first, and
    // a member id is "consumer-<group>-1-<random UUID>" in every process: which
    // consumer owns partition 0 is not decided by its number. Over a few seeds
    // both consumers hold it.
    QSet<int> ownersOfP0;
    for (quint64 seed = 1; seed <= 8; ++seed) {
        Scenario s = parsed(crashScenario(2000, seed));
        s.faults.schedule.clear();
        s.messages = 20;
        QTemporaryDir dir;
        const RunResult r = testsupport::runIn(dir, s);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        for (const TraceRecord &rec : r.trace.records()) {
            if (rec.kind() == TraceKind::HandleStart
                && KafkaPartitioner::partitionOf(Scenario::businessKey(int(rec.message)), 2) == 0) {
                ownersOfP0.insert(rec.consumer());
                break;
            }
        }
    }
    QCOMPARE(ownersOfP0.size(), 2);
}

void TestKafkaGroup::reconnectRedeliversNothingPolled()
{
    // The connection drops after order-5 is processed. The fetch position
    // lives in the client (SubscriptionState), so the next fetch goes on from
    // order-6: 10 deliveries, no duplicate (the model used to handle order-5
    // twice).
    const Scenario s = parsed(
        R"({"messages":10,"publishIntervalMs":0,"broker":{"profile":"kafka","partitions":1},)"
        R"("strategy":{"id":"none"},"faults":{"schedule":[{"message":"order-5","delivery":1,"kind":"connection-lost"}]}})");
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.metrics.deliveries, 10);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    QCOMPARE(r.metrics.redeliveries, 0);
}

void TestKafkaGroup::coordinatorRestartKeepsTheGroup()
{
    // The broker (and group coordinator) restarts at 3 s for 1 s. The new
    // coordinator loads the group from __consumer_offsets with its members
    // and generation (GroupMetadataManager.loadGroupsAndOffsets) and resets
    // their heartbeat deadlines: no rebalance, nobody rewinds, nothing is
    // read twice.
    const Scenario s = parsed(
        R"({"messages":60,"publishIntervalMs":100,"broker":{"profile":"kafka","partitions":2},)"
        R"("consumers":{"count":2},"strategy":{"id":"none"},)"
        R"("faults":{"schedule":[{"atMs":3000,"kind":"broker-restart","durationMs":1000}]}})");
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.metrics.rebalances, 0);
    QCOMPARE(r.metrics.redeliveries, 0);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    QCOMPARE(r.metrics.lost, 0);
    QCOMPARE(rebalances(r).completed.size(), 1); // only the initial group
}

void TestKafkaGroup::pollDrainsOnePartitionBeforeTheNext()
{
    // One consumer owns both partitions; 12 records are in the log before its
    // first poll returns. Fetcher.collectFetch hands out one partition's
    // records, then the next partition's: the handler sees every record of
    // one partition, then every record of the other (one switch), not one
    // record per partition in turn.
    const Scenario s = parsed(
        R"({"messages":12,"publishIntervalMs":0,"broker":{"profile":"kafka","partitions":2},)"
        R"("consumers":{"count":1,"processingMs":1000},"strategy":{"id":"none"}})");
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QList<int> order;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::HandleStart)
            order.append(KafkaPartitioner::partitionOf(Scenario::businessKey(int(rec.message)), 2));
    }
    QCOMPARE(order.size(), 12);
    int switches = 0;
    for (int i = 1; i < order.size(); ++i)
        switches += order.at(i) != order.at(i - 1) ? 1 : 0;
    QString text;
    for (int p : order)
        text += QString::number(p);
    QVERIFY2(switches == 1, qPrintable(text)); // e.g. 000000111111, never 010101...
}

QTEST_GUILESS_MAIN(TestKafkaGroup)
#include "tst_kafkagroup.moc"
