#include "../core/testsupport.h"

#include "checkrun.h"
#include "livetestsupport.h"
#include "scenario/brokerprofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>
#include <memory>
#include <unistd.h>

using namespace idem;

// `idemlab check` on the example consumers (examples/consumers, Python on
// Debian's python3-pika): one private RabbitMQ node for the suite, the
// check's own proxy, real SIGKILLs, the verdict from the consumer's own
// SQLite file (and once a private PostgreSQL server). Each scenario is also
// simulated: the naive consumer must count as `none` does, the idempotent
// one as `db-insert-first`.
class TestCheck final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void lostAckSlice_data();
    void lostAckSlice();
    void crashAfterCommit_data();
    void crashAfterCommit();
    void brokerRestart();
    void hundredRandomKillsOfTheIdempotentOne();
    void postgresqlVariant();
    void consumerThatNeverConsumesIsNamedWithItsOutput();
    void consumerThatExitsAtOnceIsNamedWithItsOutput();
    void consumerThatWritesNoEffectsIsNamed();
    void consumerThatConnectsButNeverConsumesIsNamed();
    void consumerKilledBySignalAtOnceIsNamed();
    void commandLineExits2WithTheConsumersOutput();
    void aDatabaseThatAlreadyHoldsEffectsIsRefused();

private:
    static QString python(const QString &script);
    static Scenario rabbitMq(int messages);
    static Scenario lostAcks();
    RunResult check(const Scenario &s, const QString &command, live::CheckStats *stats = nullptr,
                    live::CheckOptions options = {});
    RunResult simulate(Scenario s, const QString &strategy);
    static bool anyProcessWith(const QByteArray &needle);

    QTemporaryDir m_dir;
    std::unique_ptr<live::LiveServers> m_servers;
    int m_runs = 0;
};

void TestCheck::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(QStringLiteral("/usr/bin/python3")), "Debian's python3 is needed");
    QProcess probe;
    probe.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), QStringLiteral("import pika")});
    QVERIFY(probe.waitForFinished(30000));
    QVERIFY2(probe.exitCode() == 0, "python3-pika is needed (./lab.sh installs it)");
    const QString why = livetestsupport::startRabbit(m_servers, m_dir.filePath(QStringLiteral("servers")));
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestCheck::cleanupTestCase()
{
    if (m_servers)
        m_servers->stop();
}

QString TestCheck::python(const QString &script)
{
    const QString interpreter = script.endsWith(QLatin1String(".py")) ? QStringLiteral("/usr/bin/python3")
                                                                      : QStringLiteral("/bin/sh");
    return QStringLiteral("exec %1 %2/%3").arg(interpreter, QStringLiteral(IDEMLAB_EXAMPLES), script);
}

Scenario TestCheck::rabbitMq(int messages)
{
    Scenario s = livetestsupport::scenarioOn(QStringLiteral("rabbitmq"), QStringLiteral("check"), messages);
    s.consumers.restartDelayMs = 200;
    return s;
}

Scenario TestCheck::lostAcks()
{
    Scenario s = rabbitMq(20);
    for (const char *key : {"order-3", "order-7"})
        livetestsupport::loseAck(s, QString::fromLatin1(key));
    return s;
}

RunResult TestCheck::check(const Scenario &s, const QString &command, live::CheckStats *stats,
                           live::CheckOptions options)
{
    ++m_runs;
    options.command = command;
    options.servers = m_servers.get();
    options.workFolder = m_dir.filePath(QStringLiteral("check-%1").arg(m_runs));
    if (options.effects.isEmpty())
        options.effects = QStringLiteral("sqlite:") + m_dir.filePath(QStringLiteral("effects-%1.sqlite").arg(m_runs));
    live::CheckRun run(s, m_dir.filePath(QStringLiteral("check-%1.sqlite").arg(m_runs)), options);
    return run.run(stats);
}

RunResult TestCheck::simulate(Scenario s, const QString &strategy)
{
    s.strategy.id = strategy;
    return testsupport::runIn(m_dir, s, QStringLiteral("sim-%1-%2").arg(strategy).arg(++m_runs));
}

bool TestCheck::anyProcessWith(const QByteArray &needle)
{
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle))
            return true;
    }
    return false;
}

void TestCheck::lostAckSlice_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("strategy");
    QTest::newRow("naive") << QStringLiteral("naive_consumer.py") << QStringLiteral("none");
    QTest::newRow("idempotent") << QStringLiteral("idempotent_consumer.py") << QStringLiteral("db-insert-first");
    // A consumer in shell on amqp-consume (amqp-tools) and sqlite3, which ./lab.sh installs.
    if (QFile::exists(QStringLiteral("/usr/bin/amqp-consume"))) {
        QTest::newRow("shell naive") << QStringLiteral("shell_consumer.sh naive") << QStringLiteral("none");
        QTest::newRow("shell idempotent") << QStringLiteral("shell_consumer.sh idempotent")
                                          << QStringLiteral("db-insert-first");
    }
}

// The acks of order-3 and order-7 dropped by the proxy, each connection cut after.
void TestCheck::lostAckSlice()
{
    QFETCH(QString, script);
    QFETCH(QString, strategy);
    const Scenario s = lostAcks();
    const RunResult sim = simulate(s, strategy);
    live::CheckStats stats;
    const RunResult real = check(s, python(script), &stats);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(real.metrics.duplicateSideEffects, sim.metrics.duplicateSideEffects);
    QCOMPARE(real.metrics.effectsApplied, sim.metrics.effectsApplied);
    QCOMPARE(real.metrics.deliveries, sim.metrics.deliveries);
    QCOMPARE(real.metrics.lost, 0);
    QCOMPARE(real.metrics.redeliveriesByCause.value(QStringLiteral("ack-lost")), 2);
    QCOMPARE(real.valid, sim.valid);
    QCOMPARE(stats.connectionsByProc, stats.connections);
    QCOMPARE(stats.effectRows, 20); // every key, once or twice (the query groups by key)
    QVERIFY(real.trace.size() > 0);
    if (strategy == QLatin1String("none"))
        QCOMPARE(sim.metrics.duplicateSideEffects, 2);
}

void TestCheck::crashAfterCommit_data()
{
    lostAckSlice_data();
}

// Built-in 05: two consumers, SIGKILL at the ack of order-5 and of order-14
// (the ack never reaches the broker), restarted after the scenario's delay.
void TestCheck::crashAfterCommit()
{
    QFETCH(QString, script);
    QFETCH(QString, strategy);
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:05-crash-after-commit-before-ack"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    Scenario s = loaded.scenario;
    s.consumers.restartDelayMs = 500;
    const RunResult sim = simulate(s, strategy);
    live::CheckStats stats;
    const RunResult real = check(s, python(script), &stats);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(stats.kills, 2);
    QCOMPARE(real.metrics.duplicateSideEffects, sim.metrics.duplicateSideEffects);
    QCOMPARE(real.metrics.effectsApplied, sim.metrics.effectsApplied);
    QCOMPARE(real.metrics.deliveries, sim.metrics.deliveries);
    QCOMPARE(real.metrics.redeliveriesByCause.value(QStringLiteral("crash-before-ack")),
             sim.metrics.redeliveriesByCause.value(QStringLiteral("crash-before-ack")));
    QCOMPARE(real.metrics.lost, 0);
    QCOMPARE(real.valid, sim.valid);
}

// stop_app for a second while the idempotent consumer works: it connects
// again through the proxy, nothing is lost or applied twice.
void TestCheck::brokerRestart()
{
    Scenario s = rabbitMq(40);
    s.publishIntervalMs = 25;
    ScheduledFault f;
    f.kind = ScheduleKind::BrokerRestart;
    f.atMs = 500;
    f.durationMs = 1000;
    s.faults.schedule.append(f);
    live::CheckStats stats;
    const RunResult real = check(s, python(QStringLiteral("idempotent_consumer.py")), &stats);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    int restarts = 0, back = 0;
    for (const TraceRecord &r : real.trace.records()) {
        restarts += r.kind() == TraceKind::BrokerRestart ? 1 : 0;
        back += r.kind() == TraceKind::BrokerBack ? 1 : 0;
    }
    QCOMPARE(restarts, 1);
    QCOMPARE(back, 1);
    QVERIFY2(stats.connections >= 2, qPrintable(QString::number(stats.connections)));
    QCOMPARE(real.metrics.duplicateSideEffects, 0);
    QCOMPARE(real.metrics.lost, 0);
    QCOMPARE(real.metrics.effectsApplied, 40);
    QVERIFY(real.valid);
}

void TestCheck::hundredRandomKillsOfTheIdempotentOne()
{
    Scenario s = rabbitMq(2500);
    s.consumers.count = 2;
    s.consumers.restartDelayMs = 30;
    live::CheckOptions options;
    options.randomKills = 100;
    options.killSeed = 33;
    options.killWindowMs = 15;
    options.runTimeoutMs = 400000;
    live::CheckStats stats;
    const RunResult real = check(s, python(QStringLiteral("idempotent_consumer.py")), &stats, options);
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    qInfo("100 kills: %d with a delivery unacked, %d starts, %d connections, %.1f s run", stats.killsInHandling,
          stats.starts, stats.connections, stats.runMs / 1000);
    QCOMPARE(stats.kills, 100);
    // Most land while a delivery is in the process's hands (the others
    // after the last message, between two deliveries).
    QVERIFY2(stats.killsInHandling >= 30, qPrintable(QString::number(stats.killsInHandling)));
    QCOMPARE(real.metrics.crashes, 100);
    QCOMPARE(real.metrics.duplicateSideEffects, 0);
    QCOMPARE(real.metrics.lost, 0);
    QCOMPARE(real.metrics.effectsApplied, 2500);
    QVERIFY(real.valid);
    const QString file = m_dir.filePath(QStringLiteral("effects-%1.sqlite").arg(m_runs));
    QCOMPARE(testsupport::scalar(file, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
}

// A private PostgreSQL 15 (Debian's initdb and pg_ctl) on a free loopback
// port in a temporary folder, stopped at the end.
void TestCheck::postgresqlVariant()
{
    const QString bin = QStringLiteral("/usr/lib/postgresql/15/bin");
    if (!QFile::exists(bin + QStringLiteral("/initdb")))
        QSKIP("PostgreSQL 15 is not installed (./lab.sh installs it)");
    QTemporaryDir pg(QDir::temp().filePath(QStringLiteral("idemlab-check-pg-XXXXXX")));
    QVERIFY(pg.isValid());
    // initdb refuses root: as root, the server runs as Debian's postgres user.
    const bool root = ::geteuid() == 0;
    QFile::setPermissions(pg.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                         | QFileDevice::ExeGroup | QFileDevice::ExeOther | QFileDevice::ReadOther
                                         | QFileDevice::ReadGroup);
    const QString data = pg.filePath(QStringLiteral("data"));
    const int port = live::LiveServers::freePort();
    const auto run = [&](const QString &program, const QStringList &args) {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        if (root)
            p.start(QStringLiteral("/usr/sbin/runuser"), QStringList{QStringLiteral("-u"), QStringLiteral("postgres"),
                                                                     QStringLiteral("--"), program} + args);
        else
            p.start(program, args);
        p.waitForFinished(120000);
        return std::make_pair(p.exitCode(), QString::fromLocal8Bit(p.readAll()));
    };
    QDir().mkpath(data);
    if (root)
        QProcess::execute(QStringLiteral("/usr/bin/chown"), {QStringLiteral("postgres"), data, pg.path()});
    auto [code, text] = run(bin + QStringLiteral("/initdb"),
                            {QStringLiteral("-D"), data, QStringLiteral("-U"), QStringLiteral("postgres"),
                             QStringLiteral("--auth=trust"), QStringLiteral("-E"), QStringLiteral("UTF8")});
    QVERIFY2(code == 0, qPrintable(text));
    std::tie(code, text) = run(bin + QStringLiteral("/pg_ctl"),
                               {QStringLiteral("-D"), data, QStringLiteral("-l"), pg.filePath(QStringLiteral("log")),
                                QStringLiteral("-w"), QStringLiteral("-o"),
                                QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1").arg(port).arg(pg.path()),
                                QStringLiteral("start")});
    QVERIFY2(code == 0, qPrintable(text));
    live::CheckOptions options;
    options.effects = QStringLiteral("postgresql://postgres@127.0.0.1:%1/postgres").arg(port);
    live::CheckStats stats;
    const Scenario s = lostAcks();
    const RunResult real = check(s, python(QStringLiteral("idempotent_consumer_pg.py")), &stats, options);
    const auto stopped = run(bin + QStringLiteral("/pg_ctl"),
                             {QStringLiteral("-D"), data, QStringLiteral("-m"), QStringLiteral("immediate"),
                              QStringLiteral("-w"), QStringLiteral("stop")});
    QVERIFY2(real.error.isEmpty(), qPrintable(real.error));
    QCOMPARE(stopped.first, 0);
    const RunResult sim = simulate(s, QStringLiteral("db-insert-first"));
    QCOMPARE(real.metrics.duplicateSideEffects, 0);
    QCOMPARE(real.metrics.effectsApplied, sim.metrics.effectsApplied);
    QCOMPARE(real.metrics.deliveries, sim.metrics.deliveries);
    QCOMPARE(real.metrics.lost, 0);
    QCOMPARE(stats.effectRows, 20);
}

// The messages quote the consumer's own output (a marker it printed) and
// leave no process of it behind.
void TestCheck::consumerThatNeverConsumesIsNamedWithItsOutput()
{
    live::CheckOptions options;
    options.connectTimeoutMs = 3000;
    const RunResult r = check(rabbitMq(5), QStringLiteral("echo marker-never-33 >&2; sleep 71.33"), nullptr, options);
    QVERIFY(!r.error.isEmpty());
    QVERIFY2(r.error.contains(QLatin1String("marker-never-33")), qPrintable(r.error));
    QVERIFY(!anyProcessWith("71.33"));
}

void TestCheck::consumerThatExitsAtOnceIsNamedWithItsOutput()
{
    const RunResult r = check(rabbitMq(5), QStringLiteral("echo marker-crash-33 >&2; exit 3"));
    QVERIFY(!r.error.isEmpty());
    QVERIFY2(r.error.contains(QLatin1String("marker-crash-33")), qPrintable(r.error));
    QVERIFY2(r.error.contains(QLatin1String("code 3")), qPrintable(r.error));
}

void TestCheck::consumerThatWritesNoEffectsIsNamed()
{
    live::CheckOptions options;
    options.query = QStringLiteral("SELECT order_key FROM orders WHERE order_key = 'none'");
    const RunResult r = check(rabbitMq(5), python(QStringLiteral("naive_consumer.py")), nullptr, options);
    QVERIFY(!r.error.isEmpty());
    QVERIFY2(r.error.contains(options.query), qPrintable(r.error));
    QVERIFY(!anyProcessWith("naive_consumer.py"));
}

// Connected through the proxy, never a basic.consume: named as such, with
// the URL and queue it was given, and its output; none of it left running.
void TestCheck::consumerThatConnectsButNeverConsumesIsNamed()
{
    live::CheckOptions options;
    options.connectTimeoutMs = 3000;
    const QString command = QStringLiteral(
        "exec /usr/bin/python3 -c \"import os, sys, time, pika; "
        "pika.BlockingConnection(pika.URLParameters(os.environ['IDEMLAB_AMQP_URL'])); "
        "print('marker-idle-33', file=sys.stderr, flush=True); time.sleep(73.33)\"");
    live::CheckStats stats;
    const RunResult r = check(rabbitMq(5), command, &stats, options);
    QVERIFY(!r.error.isEmpty());
    QVERIFY2(r.error.contains(QLatin1String("marker-idle-33")), qPrintable(r.error));
    QVERIFY2(r.error.contains(stats.proxyUrl), qPrintable(r.error));
    QCOMPARE(stats.connections, 1); // it did connect: the proxy saw it
    QVERIFY(!anyProcessWith("73.33"));
}

// A consumer that dies by a signal before it consumed (a crash at once):
// named with how it ended and its output.
void TestCheck::consumerKilledBySignalAtOnceIsNamed()
{
    const RunResult r = check(rabbitMq(5), QStringLiteral("echo marker-segv-33 >&2; kill -SEGV $$"));
    QVERIFY(!r.error.isEmpty());
    QVERIFY2(r.error.contains(QLatin1String("marker-segv-33")), qPrintable(r.error));
    QVERIFY2(r.error.contains(QLatin1String("killed by a signal")), qPrintable(r.error));
}

// The command line: such a check is "could not complete" (exit 2), its
// stderr carries the consumer's output, and the folder holds no result.
void TestCheck::commandLineExits2WithTheConsumersOutput()
{
    const QString out = m_dir.filePath(QStringLiteral("cli-crash"));
    QProcess p;
    p.start(QStringLiteral(IDEMLAB_BINARY), {QStringLiteral("check"), QStringLiteral("--consumer"),
                                             QStringLiteral("echo marker-cli-33 >&2; exit 7"), QStringLiteral("--out"), out});
    QVERIFY(p.waitForFinished(300000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("marker-cli-33")) && err.contains(QLatin1String("code 7")), qPrintable(err));
    for (const char *name : {"summary.json", "check.json", ".idemlab.lock"})
        QVERIFY2(!QFileInfo::exists(QDir(out).filePath(QLatin1String(name))), name);
    QVERIFY(!anyProcessWith(QFile::encodeName(out)));
}

void TestCheck::aDatabaseThatAlreadyHoldsEffectsIsRefused()
{
    const QString file = m_dir.filePath(QStringLiteral("used.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("used"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE orders (order_key TEXT)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO orders VALUES ('order-1')")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("used"));
    live::CheckOptions options;
    options.effects = QStringLiteral("sqlite:") + file;
    live::CheckStats stats;
    const RunResult r = check(rabbitMq(5), python(QStringLiteral("naive_consumer.py")), &stats, options);
    QVERIFY2(r.error.contains(file), qPrintable(r.error));
    QCOMPARE(stats.starts, 0);
    QCOMPARE(testsupport::scalar(file, QStringLiteral("SELECT count(*) FROM orders")).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestCheck)
#include "tst_check.moc"
