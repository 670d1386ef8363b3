#include "../core/testsupport.h"

#include "livetestsupport.h"
#include "scenario/brokerprofile.h"

#include <QTest>
#include <memory>

using namespace idem;

// The live lab against a real NATS JetStream: one private nats-server for
// the suite (started here through LiveServers, as `idemlab live` starts
// its own, and stopped at the end), real `idemlab consume` processes pulling
// from a durable consumer, real faults. Each scenario also runs in the
// simulation, and every count — the server's own duplicate detection and
// MaxDeliver advisories among them — must agree with it.
class TestLiveJetStream final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void duplicateWindow_data();
    void duplicateWindow();
    void ackWaitAndMaxDeliver();
    void sigkillAfterCommit_data();
    void sigkillAfterCommit();
    void privateServerRunsTwentyMessagesInTime();
    void refusesWhatTheModelDoesNotHave_data();
    void refusesWhatTheModelDoesNotHave();

private:
    RunResult live(const Scenario &s, live::LiveStats *stats = nullptr, live::LiveOptions options = {});
    // `messages` orders published at once to JetStream, AckWait 1 s.
    static Scenario jetStream(const QString &name, int messages);
    // Every count the lab compares, and each redelivery cause, must agree.
    static void assertSameCounts(const RunResult &sim, const RunResult &real);
    static int handled(const RunResult &r, const QString &key);

    QTemporaryDir m_dir;
    std::unique_ptr<live::LiveServers> m_servers;
    int m_runs = 0;
};

void TestLiveJetStream::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QDir().mkpath(m_dir.filePath(QStringLiteral("servers")));
    m_servers = std::make_unique<live::LiveServers>(m_dir.filePath(QStringLiteral("servers")));
    Outcome e = m_servers->startNats();
    QVERIFY2(e.ok(), qPrintable(e.error()));
    e = m_servers->waitNats(60000);
    QVERIFY2(e.ok(), qPrintable(e.error()));
}

void TestLiveJetStream::cleanupTestCase()
{
    if (m_servers)
        m_servers->stop();
}

RunResult TestLiveJetStream::live(const Scenario &s, live::LiveStats *stats, live::LiveOptions options)
{
    // With a work folder of its own the run starts a private server;
    // otherwise it uses the suite's.
    if (options.workFolder.isEmpty() && !options.servers)
        options.servers = m_servers.get();
    return livetestsupport::runLive(
        s, m_dir.filePath(QStringLiteral("live-%1-%2.sqlite").arg(++m_runs).arg(s.strategy.id)), stats, options);
}

Scenario TestLiveJetStream::jetStream(const QString &name, int messages)
{
    Scenario s = livetestsupport::scenarioOn(QStringLiteral("nats-jetstream"), name, messages);
    s.broker.redeliveryTimeoutMs = 1000; // AckWait: 1 s instead of 30 s, to keep the suite short
    s.consumers.restartDelayMs = 200;
    return s;
}

void TestLiveJetStream::assertSameCounts(const RunResult &sim, const RunResult &real)
{
    QVERIFY2(sim.error.isEmpty(), qPrintable(sim.error));
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    const QStringList text = livetestsupport::countDifferences(sim, real);
    QVERIFY2(text.isEmpty(), qPrintable(text.join(QStringLiteral("; "))));
    QCOMPARE(real.metrics.redeliveriesByCause, sim.metrics.redeliveriesByCause);
    QCOMPARE(real.fates, sim.fates);
    QCOMPARE(real.valid, sim.valid);
}

int TestLiveJetStream::handled(const RunResult &r, const QString &key)
{
    const int logical = Scenario::logicalIndexOf(key);
    int n = 0;
    for (std::size_t i = 0; i < r.trace.size(); ++i)
        n += r.trace.at(i).kind() == TraceKind::HandleStart && int(r.trace.at(i).message) == logical ? 1 : 0;
    return n;
}

void TestLiveJetStream::duplicateWindow_data()
{
    QTest::addColumn<QString>("policy");
    QTest::addColumn<qint64>("windowMs");
    QTest::addColumn<int>("deduplicated");    // PubAck.duplicate: dropped by the server
    QTest::addColumn<int>("duplicateCopies"); // stored twice: a second delivery of order-3
    // order-3's first PubAck is lost; the producer republishes after its
    // 1 s publish timeout and 200 ms back-off, 1.2 s after the first copy.
    QTest::newRow("same id within the window") << QStringLiteral("stable") << qint64(120000) << 1 << 0;
    QTest::newRow("content hash within the window") << QStringLiteral("content-hash") << qint64(120000) << 1 << 0;
    QTest::newRow("new id per attempt") << QStringLiteral("new-per-attempt") << qint64(120000) << 0 << 1;
    QTest::newRow("same id after the window") << QStringLiteral("stable") << qint64(300) << 0 << 1;
}

void TestLiveJetStream::duplicateWindow()
{
    // The Persian article's first point, on a real server: let the broker
    // deduplicate, given a stable id. The retry reaches the stream with
    // Nats-Msg-Id; the server alone decides whether it is stored again.
    QFETCH(QString, policy);
    QFETCH(qint64, windowMs);
    QFETCH(int, deduplicated);
    QFETCH(int, duplicateCopies);
    Scenario s = jetStream(QStringLiteral("JetStream duplicate window, live"), 20);
    s.broker.dedupWindowMs = windowMs;
    s.producer.messageIdPolicy = *vocab::messageIdPolicy(policy);
    // A new id per attempt is the application sending again (validate).
    s.producer.applicationRetries = s.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt;
    s.strategy.id = QStringLiteral("none"); // no consumer guard: what the broker lets through is applied
    ScheduledFault f;
    f.kind = ScheduleKind::PublishAckLost;
    f.message = QStringLiteral("order-3");
    f.delivery = 1;
    s.faults.schedule.append(f);
    const RunResult real = live(s);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(real.metrics.publishAttempts, 21);
    QCOMPARE(real.metrics.brokerDeduped, deduplicated);
    QCOMPARE(real.metrics.redeliveriesByCause.value(QStringLiteral("producer-retry")), duplicateCopies);
    QCOMPARE(real.metrics.deliveries, 20 + duplicateCopies);
    QCOMPARE(real.metrics.duplicateSideEffects, duplicateCopies);
    QCOMPARE(testsupport::duplicateOrders(real.databasePath), duplicateCopies);
    QCOMPARE(handled(real, QStringLiteral("order-3")), 1 + duplicateCopies);
    QTemporaryDir dir;
    const RunResult sim = testsupport::runIn(dir, s);
    QCOMPARE(sim.metrics.brokerDeduped, deduplicated);
    QCOMPARE(sim.metrics.duplicateSideEffects, duplicateCopies);
    assertSameCounts(sim, real);
}

void TestLiveJetStream::ackWaitAndMaxDeliver()
{
    // MaxDeliver 3, and order-2's ack never reaches the server: after each
    // AckWait the server hands it out again, three times in all, then
    // publishes one MAX_DELIVERIES advisory and keeps the message in the
    // stream (a work queue: the nineteen acked ones are gone).
    Scenario s = jetStream(QStringLiteral("JetStream AckWait and MaxDeliver, live"), 20);
    s.broker.maxDeliveries = 3;
    s.strategy.id = QStringLiteral("db-insert-first");
    for (int n = 1; n <= 4; ++n)
        livetestsupport::loseAck(s, QStringLiteral("order-2"), n);
    live::LiveStats stats;
    const RunResult real = live(s, &stats);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(handled(real, QStringLiteral("order-2")), 3);
    QCOMPARE(real.metrics.maxDeliveriesAdvisories, 1);
    QCOMPARE(real.metrics.deadLettered, 0);
    QCOMPARE(real.metrics.redeliveriesByCause.value(QStringLiteral("ack-lost")), 2);
    QCOMPARE(real.metrics.redeliveredFlag, 2);
    QCOMPARE(real.metrics.duplicatesSkipped, 2);
    QCOMPARE(real.metrics.duplicateSideEffects, 0);
    QCOMPARE(stats.streamMessagesLeft, 1);
    QCOMPARE(testsupport::distinctOrders(real.databasePath), 20);
    QTemporaryDir dir;
    const RunResult sim = testsupport::runIn(dir, s);
    QCOMPARE(sim.metrics.maxDeliveriesAdvisories, 1);
    QCOMPARE(handled(sim, QStringLiteral("order-2")), 3);
    assertSameCounts(sim, real);
}

void TestLiveJetStream::sigkillAfterCommit_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("duplicates");
    QTest::addColumn<int>("skipped");
    QTest::newRow("none") << QStringLiteral("none") << 1 << 0;
    QTest::newRow("db-insert-first") << QStringLiteral("db-insert-first") << 0 << 1;
}

void TestLiveJetStream::sigkillAfterCommit()
{
    // The consumer process is SIGKILLed after order-3's commit, before its
    // ack: the server redelivers order-3 after AckWait to the restarted
    // process; the inbox recognises it, `none` applies it again.
    QFETCH(QString, strategy);
    QFETCH(int, duplicates);
    QFETCH(int, skipped);
    Scenario s = jetStream(QStringLiteral("JetStream crash after commit, live"), 20);
    s.strategy.id = strategy;
    ScheduledFault f;
    f.kind = ScheduleKind::ConsumerCrash;
    f.message = QStringLiteral("order-3");
    f.point = CrashPoint::AfterCommitBeforeAck;
    s.faults.schedule.append(f);
    live::LiveStats stats;
    const RunResult real = live(s, &stats);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(stats.kills, 1);
    QCOMPARE(real.metrics.crashes, 1);
    QCOMPARE(real.metrics.deliveries, 21);
    QCOMPARE(real.metrics.redeliveriesByCause.value(QStringLiteral("crash-before-ack")), 1);
    QCOMPARE(real.metrics.duplicateSideEffects, duplicates);
    QCOMPARE(real.metrics.duplicatesSkipped, skipped);
    QCOMPARE(testsupport::duplicateOrders(real.databasePath), duplicates);
    QCOMPARE(testsupport::scalar(real.databasePath, QStringLiteral("PRAGMA integrity_check")).toString(),
             QStringLiteral("ok"));
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), real);
}

void TestLiveJetStream::privateServerRunsTwentyMessagesInTime()
{
    // The path `idemlab live` takes: its own nats-server in its own folder,
    // started, used and stopped within the run — 20 messages with a lost
    // ack (one AckWait of 1 s) well inside 20 s, server start included.
    Scenario s = jetStream(QStringLiteral("JetStream, private server, live"), 20);
    s.strategy.id = QStringLiteral("db-insert-first");
    livetestsupport::loseAck(s, QStringLiteral("order-7"));
    live::LiveOptions o;
    o.workFolder = m_dir.filePath(QStringLiteral("private"));
    live::LiveStats stats;
    const RunResult real = live(s, &stats, o);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    qInfo("private NATS server: ready in %.2f s, run %.2f s, total %.2f s (NATS %s)", stats.serverStartMs / 1000,
          stats.runMs / 1000, stats.totalMs / 1000, qPrintable(stats.brokerVersion));
    QVERIFY2(stats.totalMs < 20000, qPrintable(QString::number(stats.totalMs)));
    QCOMPARE(stats.brokerVersion, live::LiveServers::natsVersion());
    QCOMPARE(real.metrics.deliveries, 21);
    QTemporaryDir dir;
    assertSameCounts(testsupport::runIn(dir, s), real);
}

void TestLiveJetStream::refusesWhatTheModelDoesNotHave_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("field"); // the scenario field the refusal names
    QTest::newRow("no AckWait") << QStringLiteral("ackWait0") << QStringLiteral("broker.redeliveryTimeoutMs");
    QTest::newRow("AckWait under 100 ms") << QStringLiteral("ackWait50") << QStringLiteral("broker.redeliveryTimeoutMs");
    QTest::newRow("broker restart") << QStringLiteral("restart") << QStringLiteral("$.faults.schedule[0]");
    QTest::newRow("consumer leaves") << QStringLiteral("leave") << QStringLiteral("$.faults.schedule[0]");
    QTest::newRow("inbox retention") << QStringLiteral("retention") << QStringLiteral("strategy.retentionMs");
    QTest::newRow("runs") << QString() << QString();
}

void TestLiveJetStream::refusesWhatTheModelDoesNotHave()
{
    QFETCH(QString, change);
    QFETCH(QString, field);
    Scenario s = jetStream(QStringLiteral("JetStream refusal"), 5);
    ScheduledFault f;
    f.atMs = 100;
    if (change == QLatin1String("ackWait0"))
        s.broker.redeliveryTimeoutMs = 0;
    else if (change == QLatin1String("ackWait50"))
        s.broker.redeliveryTimeoutMs = 50;
    else if (change == QLatin1String("restart"))
        f.kind = ScheduleKind::BrokerRestart;
    else if (change == QLatin1String("leave"))
        f.kind = ScheduleKind::ConsumerLeave;
    else if (change == QLatin1String("retention"))
        s.strategy.retentionMs = 60000;
    if (change == QLatin1String("restart") || change == QLatin1String("leave"))
        s.faults.schedule.append(f);
    const QString why = live::LiveRun::refusal(s, {});
    if (field.isEmpty()) {
        QVERIFY2(why.isEmpty(), qPrintable(why));
        return;
    }
    QVERIFY2(why.startsWith(field), qPrintable(why));
    // Refused before anything starts (by the scenario's validation first,
    // where it has a rule of its own): no trace, no server touched.
    const RunResult r = live(s);
    QVERIFY2(r.error.contains(field), qPrintable(r.error));
    QCOMPARE(int(r.trace.size()), 0);
}

QTEST_GUILESS_MAIN(TestLiveJetStream)
#include "tst_livejetstream.moc"
