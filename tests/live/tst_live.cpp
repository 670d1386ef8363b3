#include "../core/testsupport.h"

#include "livetestsupport.h"
#include "report/summaryjson.h"
#include "scenario/brokerprofile.h"
#include "scenario/scenarioio.h"

#include <QJsonObject>

#include <QTest>
#include <memory>

using namespace idem;

// The live lab against real servers: one private RabbitMQ node and one
// private Redis for the suite (started here through LiveServers, the code
// `idemlab live` uses, and stopped at the end), real `idemlab consume`
// processes, real faults. Each scenario also runs in the simulation and the
// counts must agree with it.
class TestLive final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void privateServersStartRunAndStop();
    void lostAcksSliceNone();
    void lostAcksSliceInsertFirst();
    void prefetchTenAckEveryTenConnectionLost();
    void redisTtlShorterThanTheRedelivery();
    void refusesBrokersThatDoNotRunHere();
    void timedAckLostFiresOnceAcrossProcesses();
    void redisHonoursTheCacheCapacity();
    void brokerRestartMidRun();
    void deliveryLimitCountsReturns();
    void rabbit3ProfileRunsOnTheNodesVersion();
    void versionRefusal_data();
    void versionRefusal();
    void redeliveredFlagCounted();
    void brokerRestartHoldsAcksFromItsInstant();
    void crashSafetyUnderSigkill_data();
    void crashSafetyUnderSigkill();

private:
    RunResult live(const Scenario &s, live::LiveStats *stats = nullptr, live::LiveOptions options = {});
    // `messages` orders published at once to RabbitMQ with its profile's defaults.
    static Scenario rabbitMq(const QString &name, int messages);
    static Scenario lostAcks(const QString &strategy);
    // The lost-acks slice run live under `strategy` into `real`: 22
    // deliveries (20 orders, two acks lost) and the model's counts.
    void runLostAcksSlice(const QString &strategy, RunResult *real);
    // Every count the lab compares must agree, except those named in
    // `timing` (counts the comparison itself explains as real timing).
    static void assertSameCounts(const RunResult &sim, const RunResult &real, const QStringList &timing = {});
    static int count(const RunResult &r, TraceKind kind, int detail = -1);

    QTemporaryDir m_dir;
    std::unique_ptr<live::LiveServers> m_servers;
    int m_runs = 0;
};

void TestLive::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString why = livetestsupport::startRabbit(m_servers, m_dir.filePath(QStringLiteral("servers")), true);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestLive::cleanupTestCase()
{
    if (m_servers)
        m_servers->stop();
}

RunResult TestLive::live(const Scenario &s, live::LiveStats *stats, live::LiveOptions options)
{
    // With a work folder of its own the run starts private servers (the
    // URLs stay empty); otherwise it uses the suite's.
    if (options.workFolder.isEmpty() && !options.servers) {
        options.amqpUrl = m_servers->amqpUrl();
        options.redisUrl = m_servers->redisUrl();
    }
    return livetestsupport::runLive(
        s, m_dir.filePath(QStringLiteral("live-%1-%2.sqlite").arg(++m_runs).arg(s.strategy.id)), stats, options);
}

Scenario TestLive::rabbitMq(const QString &name, int messages)
{
    return livetestsupport::scenarioOn(QStringLiteral("rabbitmq"), name, messages);
}

Scenario TestLive::lostAcks(const QString &strategy)
{
    Scenario s = rabbitMq(QStringLiteral("lost acks, live"), 20);
    s.strategy.id = strategy;
    for (const char *key : {"order-3", "order-7"})
        livetestsupport::loseAck(s, QString::fromLatin1(key));
    return s;
}

void TestLive::assertSameCounts(const RunResult &sim, const RunResult &real, const QStringList &timing)
{
    QVERIFY2(sim.error.isEmpty(), qPrintable(sim.error));
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    const QStringList text = livetestsupport::countDifferences(sim, real, timing);
    QVERIFY2(text.isEmpty(), qPrintable(text.join(QStringLiteral("; "))));
    // The timeline's stars come from the trace: each duplicate side effect
    // is marked there, in the real run as in the simulation, even when a
    // sibling or a restarted process applied it again.
    QCOMPARE(count(sim, TraceKind::SideEffect, 1), sim.metrics.duplicateSideEffects);
    QCOMPARE(count(real, TraceKind::SideEffect, 1), real.metrics.duplicateSideEffects);
}

int TestLive::count(const RunResult &r, TraceKind kind, int detail)
{
    int n = 0;
    for (std::size_t i = 0; i < r.trace.size(); ++i) {
        const TraceRecord &t = r.trace.at(i);
        if (t.kind() == kind && (detail < 0 || int(t.detail) == detail))
            ++n;
    }
    return n;
}

void TestLive::privateServersStartRunAndStop()
{
    // The path `idemlab live` takes without --amqp/--redis: its own node
    // and Redis in its own folder, stopped at the end.
    Scenario s = lostAcks(QStringLiteral("cache-shared"));
    live::LiveOptions o;
    o.workFolder = m_dir.filePath(QStringLiteral("private"));
    live::LiveStats stats;
    const RunResult real = live(s, &stats, o);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QVERIFY(stats.broker.contains(QLatin1String("private RabbitMQ node")));
    QCOMPARE(real.metrics.deliveries, 22);
    qInfo("private servers: ready in %.1f s, run %.1f s, total %.1f s", stats.serverStartMs / 1000,
          stats.runMs / 1000, stats.totalMs / 1000);
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), real);
}

void TestLive::runLostAcksSlice(const QString &strategy, RunResult *real)
{
    const Scenario s = lostAcks(strategy);
    *real = live(s);
    QVERIFY2(real->error.isEmpty(), qPrintable(real->error));
    QCOMPARE(real->metrics.deliveries, 22);
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), *real);
}

void TestLive::lostAcksSliceNone()
{
    RunResult real;
    runLostAcksSlice(QStringLiteral("none"), &real);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(real.metrics.duplicateSideEffects, 2);
    QCOMPARE(testsupport::duplicateOrders(real.databasePath), 2);
    QCOMPARE(real.metrics.redeliveriesByCause.value(QStringLiteral("ack-lost")), 2);
    QCOMPARE(testsupport::scalar(real.databasePath, QStringLiteral("SELECT count(*) FROM orders WHERE order_key IN ('order-3','order-7')")).toInt(), 4);
    QVERIFY(!real.valid);
}

void TestLive::lostAcksSliceInsertFirst()
{
    RunResult real;
    runLostAcksSlice(QStringLiteral("db-insert-first"), &real);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(real.metrics.duplicateSideEffects, 0);
    QCOMPARE(real.metrics.duplicatesSkipped, 2);
    QCOMPARE(testsupport::distinctOrders(real.databasePath), 20);
    QCOMPARE(testsupport::scalar(real.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt(), 20);
    QVERIFY(real.valid);
}

void TestLive::prefetchTenAckEveryTenConnectionLost()
{
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:07-rabbitmq-prefetch-connection-lost"));
    QVERIFY(loaded.ok());
    const Scenario s = loaded.scenario;
    QCOMPARE(s.consumers.prefetch, 10);
    QCOMPARE(s.consumers.ackEvery, 10);
    const RunResult real = live(s);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(real.metrics.deliveries, 26);
    QCOMPARE(real.metrics.duplicateSideEffects, 6);
    QCOMPARE(testsupport::duplicateOrders(real.databasePath), 6);
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), real);
}

void TestLive::redisTtlShorterThanTheRedelivery()
{
    // The Turkish article's order: the Redis key is set before the commit.
    // The consumer dies after the commit, before the ack; it is back after
    // 1.5 s, and the key's 300 ms TTL has run out by then: one duplicate.
    Scenario s = rabbitMq(QStringLiteral("redis ttl, live"), 5);
    s.consumers.restartDelayMs = 1500;
    s.strategy.id = QStringLiteral("cache-shared");
    s.strategy.cacheWrite = QStringLiteral("before-commit");
    s.strategy.cacheTtlMs = 300;
    ScheduledFault f;
    f.kind = ScheduleKind::ConsumerCrash;
    f.message = QStringLiteral("order-2");
    f.point = CrashPoint::AfterCommitBeforeAck;
    s.faults.schedule.append(f);
    const RunResult real = live(s);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(real.metrics.duplicateSideEffects, 1);
    QCOMPARE(real.metrics.crashes, 1);
    QCOMPARE(testsupport::scalar(real.databasePath, QStringLiteral("SELECT count(*) FROM orders WHERE order_key = 'order-2'")).toInt(), 2);
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), real);

    // The same with a TTL longer than the redelivery delay: Redis catches it.
    s.strategy.cacheTtlMs = 60000;
    const RunResult caught = live(s);
    QVERIFY2(caught.error.isEmpty(), qPrintable(caught.error));
    QCOMPARE(caught.metrics.duplicateSideEffects, 0);
    QCOMPARE(caught.metrics.cacheHits, 1);
    assertSameCounts(testsupport::runIn(dir, s, QStringLiteral("long-ttl")), caught);
}

void TestLive::refusesBrokersThatDoNotRunHere()
{
    const ScenarioLoadResult kafka = ScenarioIo::load(QStringLiteral("builtin:08-kafka-crash-before-auto-commit"));
    QVERIFY(kafka.ok());
    const QString why = live::LiveRun::refusal(kafka.scenario, {});
    QVERIFY2(why.contains(QLatin1String("Kafka")), qPrintable(why));
    const RunResult r = live(kafka.scenario);
    QCOMPARE(r.error, why);
    QVERIFY(r.trace.size() == 0);
}

void TestLive::timedAckLostFiresOnceAcrossProcesses()
{
    // A timed ack-lost ("the first ack at or after 150 ms is lost") is one
    // fault of the run, as in the model: with two consumer processes it
    // fires in one of them, once, and a consumer restarted after a crash
    // does not fire it (or the crash) again.
    Scenario s = rabbitMq(QStringLiteral("timed ack-lost, two consumers, live"), 20);
    s.consumers.count = 2;
    s.consumers.restartDelayMs = 200;
    s.strategy.id = QStringLiteral("none");
    ScheduledFault ack;
    ack.kind = ScheduleKind::AckLost;
    ack.atMs = 150;
    s.faults.schedule.append(ack);
    ScheduledFault crash;
    crash.kind = ScheduleKind::ConsumerCrash;
    crash.message = QStringLiteral("order-15");
    crash.point = CrashPoint::AfterCommitBeforeAck;
    s.faults.schedule.append(crash);
    const RunResult real = live(s);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(count(real, TraceKind::AckLost), 1);
    QCOMPARE(real.metrics.crashes, 1);
    QCOMPARE(real.metrics.redeliveriesByCause.value(QStringLiteral("ack-lost")), 1);
    QCOMPARE(real.metrics.deliveries, 22);
    QCOMPARE(real.metrics.duplicateSideEffects, 2);
    QCOMPARE(testsupport::duplicateOrders(real.databasePath), 2);
    QTemporaryDir dir;
    // Two real processes contend for SQLite's write lock at real moments
    // (a clean CI run saw one busy retry the model did not): every other
    // count must agree.
    assertSameCounts(testsupport::runIn(dir, s), real, {QStringLiteral("busyRetries")});
}

void TestLive::redisHonoursTheCacheCapacity()
{
    // Prefetch 10, acks every 10, the connection drops after order-6:
    // order-1 … order-6 come back after all six ids went into Redis. With
    // room for 1000 ids every one is caught; with room for 3 the LRU trim
    // has evicted order-1 … order-3 by then, and each id put back evicts
    // the next one due: all six miss ("evicted") and run twice — as the
    // model's LRU cache predicts.
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:07-rabbitmq-prefetch-connection-lost"));
    QVERIFY(loaded.ok());
    Scenario s = loaded.scenario;
    s.strategy.id = QStringLiteral("cache-shared");
    s.strategy.cacheTtlMs = 600000;
    s.strategy.cacheCapacity = 1000;
    const RunResult roomy = live(s);
    QVERIFY2(roomy.error.isEmpty(), qPrintable(roomy.error));
    QCOMPARE(roomy.metrics.cacheHits, 6);
    QCOMPARE(roomy.metrics.duplicateSideEffects, 0);
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), roomy);

    s.strategy.cacheCapacity = 3;
    const RunResult tight = live(s);
    QVERIFY2(tight.error.isEmpty(), qPrintable(tight.error));
    QCOMPARE(tight.metrics.cacheHits, 0);
    QCOMPARE(count(tight, TraceKind::CacheMiss, int(CacheMissReason::Evicted)), 6);
    QCOMPARE(tight.metrics.duplicateSideEffects, 6);
    QCOMPARE(testsupport::duplicateOrders(tight.databasePath), 6);
    assertSameCounts(testsupport::runIn(dir, s, QStringLiteral("tight")), tight);
}

void TestLive::brokerRestartMidRun()
{
    // The node's app stopped (rabbitmqctl stop_app) while the consumer is
    // inside a 200 ms handler, started again a second later: the consumer
    // loses its connection and reconnects, the delivery it held comes back
    // and the inbox recognises it; nothing is lost or applied twice, and
    // the quorum queue kept every message across the restart.
    // 40 messages, 8 s of handling: `rabbitmqctl stop_app` is a program of
    // its own that takes seconds to start on a busy machine, so with 10
    // messages (2 s) the run had ended before the app stopped (seen at a
    // load of 13: 10 deliveries, no redelivery).
    Scenario s = rabbitMq(QStringLiteral("broker restart, live"), 40);
    s.consumers.processingMs = 200;
    s.strategy.id = QStringLiteral("db-insert-first");
    ScheduledFault f;
    f.kind = ScheduleKind::BrokerRestart;
    f.atMs = 500;
    f.durationMs = 1000;
    s.faults.schedule.append(f);
    live::LiveOptions o;
    o.amqpUrl = m_servers->amqpUrl(); // a node reached by URL only cannot be restarted
    QVERIFY2(!live::LiveRun::refusal(s, o).isEmpty(), "a broker restart needs a node the run controls");
    o.amqpUrl.clear();
    o.servers = m_servers.get();
    QVERIFY2(live::LiveRun::refusal(s, o).isEmpty(), qPrintable(live::LiveRun::refusal(s, o)));
    const RunResult real = live(s, nullptr, o);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    qInfo("broker restart: %d deliveries, %d redeliveries (broker-restart %d), %d skipped", real.metrics.deliveries,
          real.metrics.redeliveries, real.metrics.redeliveriesByCause.value(QStringLiteral("broker-restart")),
          real.metrics.duplicatesSkipped);
    QCOMPARE(count(real, TraceKind::BrokerRestart), 1);
    QCOMPARE(count(real, TraceKind::BrokerBack), 1);
    QVERIFY2(real.metrics.redeliveriesByCause.value(QStringLiteral("broker-restart")) >= 1,
             qPrintable(QStringList(real.metrics.redeliveriesByCause.keys()).join(QLatin1Char(','))));
    QCOMPARE(real.metrics.duplicateSideEffects, 0);
    QCOMPARE(real.metrics.lost, 0);
    QCOMPARE(testsupport::distinctOrders(real.databasePath), 40);
    QCOMPARE(testsupport::duplicateOrders(real.databasePath), 0);
    QCOMPARE(testsupport::scalar(real.databasePath, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    QVERIFY(real.valid);
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), real);
}

void TestLive::deliveryLimitCountsReturns()
{
    // tst_queuelimits' real RabbitMQ 3.10.8 run: x-delivery-limit 3, the
    // consumer dies on every delivery of order-2: delivered four times, then
    // dead-lettered. The simulation reads maxDeliveries as that limit
    // (BrokerProfile::limitCountsReturns); live must declare the same one.
    Scenario s = rabbitMq(QStringLiteral("delivery limit 3, live"), 4);
    s.broker.maxDeliveries = 3;
    s.consumers.restartDelayMs = 200;
    s.strategy.id = QStringLiteral("none");
    for (int n = 1; n <= 6; ++n) {
        ScheduledFault f;
        f.kind = ScheduleKind::ConsumerCrash;
        f.message = QStringLiteral("order-2");
        f.delivery = n;
        f.point = CrashPoint::BeforeHandle;
        s.faults.schedule.append(f);
    }
    const RunResult real = live(s);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    int order2 = 0;
    for (std::size_t i = 0; i < real.trace.size(); ++i)
        order2 += real.trace.at(i).kind() == TraceKind::HandleStart && real.trace.at(i).message == 1 ? 1 : 0;
    QCOMPARE(order2, 4);
    QCOMPARE(real.metrics.deadLettered, 1);
    QCOMPARE(real.metrics.crashes, 4);
    QTemporaryDir dir;
    const RunResult sim = testsupport::runIn(dir, s);
    QCOMPARE(real.metrics.deliveries, sim.metrics.deliveries);
    assertSameCounts(sim, real);
}

void TestLive::rabbit3ProfileRunsOnTheNodesVersion()
{
    // The suite's node is Debian's RabbitMQ 3.x: the rabbitmq-3 profile runs
    // on it, and the run says which version it met, as rabbitmqctl does.
    const QString installed = m_servers->version();
    QVERIFY2(installed.startsWith(QLatin1String("3.")), qPrintable(installed));
    Scenario s = lostAcks(QStringLiteral("none"));
    s.broker.profile = QStringLiteral("rabbitmq-3");
    BrokerProfile::applyDefaults(s.broker);
    QCOMPARE(s.broker.maxDeliveries, 0);
    live::LiveOptions o;
    QVERIFY2(live::LiveRun::refusal(s, o).isEmpty(), qPrintable(live::LiveRun::refusal(s, o)));
    live::LiveStats stats;
    const RunResult real = live(s, &stats);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(stats.brokerVersion, installed);
    QCOMPARE(real.metrics.deliveries, 22);
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), real);
}

void TestLive::versionRefusal_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<int>("maxDeliveries");
    QTest::addColumn<QString>("server");
    QTest::addColumn<bool>("refused");
    // The two profiles differ in the default limit only: a declared limit
    // runs anywhere from 3.8 (quorum queues), "none" needs 3.x.
    QTest::newRow("3.x profile, 3.10.8") << "rabbitmq-3" << 0 << "3.10.8" << false;
    QTest::newRow("4.x profile (limit 20), 3.10.8") << "rabbitmq" << 20 << "3.10.8" << false;
    QTest::newRow("4.x profile, 4.0.5") << "rabbitmq" << 20 << "4.0.5" << false;
    QTest::newRow("3.x profile limit 3, 4.0.5") << "rabbitmq-3" << 3 << "4.0.5" << false;
    QTest::newRow("3.x profile no limit, 4.0.5") << "rabbitmq-3" << 0 << "4.0.5" << true;
    QTest::newRow("3.7.28: no quorum queues") << "rabbitmq-3" << 0 << "3.7.28" << true;
    QTest::newRow("no version sent") << "rabbitmq" << 20 << "" << true;
}

void TestLive::versionRefusal()
{
    QFETCH(QString, profile);
    QFETCH(int, maxDeliveries);
    QFETCH(QString, server);
    QFETCH(bool, refused);
    Scenario s = rabbitMq(QStringLiteral("version"), 1);
    s.broker.profile = profile;
    s.broker.maxDeliveries = maxDeliveries;
    const QString why = live::LiveRun::versionRefusal(s, server);
    QCOMPARE(!why.isEmpty(), refused);
    if (refused) {
        // It names the version installed and the one the profile needs.
        const QString needs = profile == QLatin1String("rabbitmq") ? QStringLiteral("4.x") : QStringLiteral("3.x");
        QVERIFY2(why.contains(server) && why.contains(needs), qPrintable(why));
    }
}

void TestLive::redeliveredFlagCounted()
{
    // Two lost acks: two copies come back flagged (x-delivery-count 1); the
    // summary and `compare --live` carry the count, as the simulation's do.
    const Scenario s = lostAcks(QStringLiteral("none"));
    const RunResult real = live(s);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(real.metrics.redeliveredFlag, 2);
    const QJsonObject metrics = SummaryJson::build(real).value(QStringLiteral("metrics")).toObject();
    QCOMPARE(metrics.value(QStringLiteral("redeliveredFlag")).toInt(), 2);
    QTemporaryDir dir;
    const RunResult sim = testsupport::runIn(dir, s);
    QCOMPARE(sim.metrics.redeliveredFlag, 2);
    bool listed = false;
    for (const live::CountRow &r : live::LiveCompare::rows(sim, real)) {
        if (r.id == QLatin1String("redeliveredFlag")) {
            listed = true;
            QCOMPARE(r.simulated, 2);
            QCOMPARE(r.real, 2);
        }
    }
    QVERIFY(listed);
    assertSameCounts(sim, real);
}

void TestLive::brokerRestartHoldsAcksFromItsInstant()
{
    // Built-in 06: prefetch 10, acks ten at a time, the broker restarts at
    // 0.14 s, inside the first batch. The model's broker stops at that
    // instant and the whole batch comes back; live, stop_app reached the
    // connection seconds later and the batch's ack got through (0
    // duplicates vs 10). With the acks held from the instant: the same.
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:06-broker-restart"));
    QVERIFY(loaded.ok());
    const Scenario s = loaded.scenario;
    live::LiveOptions o;
    o.servers = m_servers.get();
    const RunResult real = live(s, nullptr, o);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QTemporaryDir dir;
    const RunResult sim = testsupport::runIn(dir, s);
    qInfo("built-in 06: %d deliveries, %d duplicates live; %d, %d simulated", real.metrics.deliveries,
          real.metrics.duplicateSideEffects, sim.metrics.deliveries, sim.metrics.duplicateSideEffects);
    QVERIFY(real.metrics.duplicateSideEffects > 0);
    QCOMPARE(real.metrics.duplicateSideEffects, sim.metrics.duplicateSideEffects);
    QCOMPARE(testsupport::duplicateOrders(real.databasePath), sim.metrics.duplicateSideEffects);
    QCOMPARE(real.metrics.redeliveriesByCause.value(QStringLiteral("broker-restart")),
             sim.metrics.redeliveriesByCause.value(QStringLiteral("broker-restart")));
    assertSameCounts(sim, real);
}

void TestLive::crashSafetyUnderSigkill_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::newRow("db-insert-first") << QStringLiteral("db-insert-first");
    QTest::newRow("hybrid") << QStringLiteral("hybrid");
}

void TestLive::crashSafetyUnderSigkill()
{
    QFETCH(QString, strategy);
    Scenario s = rabbitMq(QStringLiteral("crash safety, live"), 100);
    s.broker.maxDeliveries = 0; // no dead letters: every message must get through
    s.consumers.count = 2;
    s.consumers.processingMs = 10;
    s.consumers.restartDelayMs = 0;
    s.strategy.id = strategy;
    live::LiveOptions o;
    o.randomKills = 200;
    o.killSeed = strategy == QLatin1String("hybrid") ? 7 : 3;
    live::LiveStats stats;
    const RunResult real = live(s, &stats, o);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    qInfo("%s: %d SIGKILLs (%d with a transaction open), %d integrity checks, run %.1f s", qPrintable(strategy),
          stats.kills, stats.killsInTransaction, stats.integrityChecks, stats.runMs / 1000);
    QCOMPARE(stats.kills, o.randomKills);
    QCOMPARE(stats.integrityChecks, stats.kills);
    // Mid-transaction: the kills land inside the claim → work → commit span.
    QVERIFY2(stats.killsInTransaction * 2 >= stats.kills, qPrintable(QString::number(stats.killsInTransaction)));
    QVERIFY2(stats.integrityFailures.isEmpty(), qPrintable(stats.integrityFailures.join(QLatin1Char('\n'))));
    QCOMPARE(testsupport::scalar(real.databasePath, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    QCOMPARE(testsupport::duplicateOrders(real.databasePath), 0);
    QCOMPARE(testsupport::distinctOrders(real.databasePath), s.messages);
    QCOMPARE(real.metrics.duplicateSideEffects, 0);
    QCOMPARE(real.metrics.lost, 0);
    QVERIFY(real.valid);
}

QTEST_GUILESS_MAIN(TestLive)
#include "tst_live.moc"
