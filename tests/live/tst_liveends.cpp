// How `idemlab check` and `idemlab live` end when their output folder or
// the user stops them (issue 27 for the live lab): a full disk never exits
// 0 with an empty or cut result, each result is whole under its final name
// or absent, and the message names the folder (exit 4); SIGINT and SIGTERM
// stop the run, say so, remove its unfinished files, stop every process and
// server it started, and exit 3. Real child processes, real servers, a
// small tmpfs (needs root); CTest label "live".

#include "livetestsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <memory>
#include <unistd.h>

using namespace idem;

class TestLiveEnds final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void checkOnAFullDiskSaysSoAndExits4_data();
    void checkOnAFullDiskSaysSoAndExits4();
    void liveOnAFullDiskNeverExits0WithACutResult_data();
    void liveOnAFullDiskNeverExits0WithACutResult();
    void compareLiveOnAFullDiskSaysSoAndExits4_data();
    void compareLiveOnAFullDiskSaysSoAndExits4();
    void aSignalStopsCheckCleanly_data();
    void aSignalStopsCheckCleanly();
    void aSignalStopsLiveCleanly_data();
    void aSignalStopsLiveCleanly();

private:
    // A tmpfs of `size` ("64k") at a new folder, or empty (with `why`).
    QString mountSmall(const QString &size, QString *why);
    QString writeScenario(const QString &name, const QByteArray &json) const;
    // `idemlab ARGS… --amqp (the suite's node) --out OUT --format json,csv,html`
    // on the 60-message full-disk scenario, on a small tmpfs of `size` at OUT
    // (empty, with `why`, when none can be mounted); its exit code, or -1
    // when it did not end normally. Every exit allowed but `allowed` fails.
    int runOnSmallDisk(const QStringList &args, const QString &size, const QList<int> &allowed, QString *out,
                       QString *err, QString *why);
    static bool anyProcessWith(const QByteArray &needle);
    static QStringList processesWith(const QByteArray &needle); // "pid: command line"
    static void addSignalRows();
    // Once a process with `running` in its command line is up and has
    // worked a moment, `signal` to `p`: it must stop with exit 3 naming it.
    static void stopMidRun(QProcess &p, const QByteArray &running, int signal);
    // Every file under `folder` that claims to be a result is whole.
    static void resultsWholeOrAbsent(const QString &folder, int code);

    QTemporaryDir m_dir;
    std::unique_ptr<live::LiveServers> m_servers;
    QStringList m_mounts;
    int m_count = 0;
};

void TestLiveEnds::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString why = livetestsupport::startRabbit(m_servers, m_dir.filePath(QStringLiteral("servers")));
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestLiveEnds::cleanupTestCase()
{
    for (const QString &m : std::as_const(m_mounts))
        QProcess::execute(QStringLiteral("umount"), {m});
    if (m_servers)
        m_servers->stop();
}

QString TestLiveEnds::mountSmall(const QString &size, QString *why)
{
    if (geteuid() != 0) {
        *why = QStringLiteral("needs root to mount a small tmpfs for the full disk");
        return {};
    }
    const QString point = m_dir.filePath(QStringLiteral("small-%1").arg(++m_count));
    QDir().mkpath(point);
    const int mounted = QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                                                    QStringLiteral("-o"), QStringLiteral("size=") + size,
                                                                    QStringLiteral("tmpfs"), point});
    if (mounted != 0) {
        *why = QStringLiteral("mount -t tmpfs failed (no privilege to mount here)");
        return {};
    }
    m_mounts.append(point);
    return point;
}

QString TestLiveEnds::writeScenario(const QString &name, const QByteArray &json) const
{
    const QString file = m_dir.filePath(name + QStringLiteral(".json"));
    QFile f(file);
    if (f.open(QIODevice::WriteOnly))
        f.write(json);
    return file;
}

bool TestLiveEnds::anyProcessWith(const QByteArray &needle)
{
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle))
            return true;
    }
    return false;
}

QStringList TestLiveEnds::processesWith(const QByteArray &needle)
{
    QStringList found;
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QByteArray line = f.readAll();
        if (line.contains(needle))
            found.append(pid + QStringLiteral(": ") + QString::fromLocal8Bit(line.replace('\0', ' ').left(300)));
    }
    return found;
}

void TestLiveEnds::resultsWholeOrAbsent(const QString &folder, int code)
{
    const QDir dir(folder);
    const bool finished = code == 0 || code == 1;
    // A verdict needs its summary, whole; without a verdict no file claims one.
    QCOMPARE(dir.exists(QStringLiteral("summary.json")), finished);
    for (const char *name : {"summary.json", "check.json", "live.json"}) {
        if (!dir.exists(QLatin1String(name)))
            continue;
        QVERIFY2(finished, name);
        QFile f(dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonParseError error{};
        QVERIFY2(QJsonDocument::fromJson(f.readAll(), &error).isObject(), name);
        QCOMPARE(error.error, QJsonParseError::NoError);
    }
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden)) {
        QVERIFY2(!name.endsWith(QLatin1String(".partial")), qPrintable(QStringLiteral("left behind: ") + name));
        // The run's own file only with a verdict (a whole run), never of a run that did not end.
        if (name.endsWith(QLatin1String(".sqlite")))
            QVERIFY2(finished || code == 4, qPrintable(name));
        if (name.endsWith(QLatin1String(".csv")) && QFileInfo(dir.filePath(name)).size() > 0) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            f.seek(f.size() - 1);
            QCOMPARE(f.read(1), QByteArray("\n"));
        }
    }
}

void TestLiveEnds::checkOnAFullDiskSaysSoAndExits4_data()
{
    QTest::addColumn<QString>("size");
    // A few KB at a time through the first writes (the lock, scenario.json,
    // the node's configuration), then sizes a node's data could start in.
    for (int kb = 4; kb <= 40; kb += 4)
        QTest::newRow(qPrintable(QStringLiteral("%1k").arg(kb))) << QStringLiteral("%1k").arg(kb);
    for (const char *size : {"1m", "16m", "60m"})
        QTest::newRow(size) << QString::fromLatin1(size);
}

// The check keeps its private node's data in OUT/check; below RabbitMQ's
// disk limit the node takes no message. Said before anything starts,
// naming the folder, exit 4, nothing left that looks like a result.
void TestLiveEnds::checkOnAFullDiskSaysSoAndExits4()
{
    QFETCH(QString, size);
    QString why;
    const QString out = mountSmall(size, &why);
    if (out.isEmpty())
        QSKIP(qPrintable(why));
    QProcess p;
    QElapsedTimer clock;
    clock.start();
    p.start(QStringLiteral(IDEMLAB_BINARY),
            {QStringLiteral("check"), QStringLiteral("--consumer"),
             QStringLiteral("exec /usr/bin/python3 %1/naive_consumer.py").arg(QStringLiteral(IDEMLAB_EXAMPLES)),
             QStringLiteral("--out"), out});
    QVERIFY(p.waitForFinished(300000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 4, qPrintable(QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(err)));
    QVERIFY2(err.contains(out), qPrintable(err));
    QVERIFY2(clock.elapsed() < 20000, "refused before a node starts"); // not after waiting for a blocked node
    resultsWholeOrAbsent(out, p.exitCode());
    QVERIFY(!QFileInfo::exists(QDir(out).filePath(QStringLiteral(".idemlab.lock"))));
    QVERIFY(!anyProcessWith(QFile::encodeName(out)));
}

void TestLiveEnds::liveOnAFullDiskNeverExits0WithACutResult_data()
{
    QTest::addColumn<QString>("size");
    // The run's SQLite file (its consumers write it), live.json, summary.json,
    // trace.csv and the HTML report, each reached at some size.
    for (const char *size : {"24k", "48k", "96k", "160k", "224k", "320k", "480k", "768k", "1m", "1280k", "1536k", "2m"})
        QTest::newRow(size) << QString::fromLatin1(size);
}

int TestLiveEnds::runOnSmallDisk(const QStringList &args, const QString &size, const QList<int> &allowed, QString *out,
                                 QString *err, QString *why)
{
    *out = mountSmall(size, why);
    if (out->isEmpty())
        return -1;
    const QString scenario = writeScenario(QStringLiteral("live-full"), R"({"schemaVersion": 1, "name": "full",
        "messages": 60, "publishIntervalMs": 0, "broker": {"profile": "rabbitmq"},
        "consumers": {"count": 2}, "strategy": {"id": "db-insert-first"},
        "faults": {"schedule": [{"kind": "ack-lost", "message": "order-3", "delivery": 1}]}})");
    QProcess p;
    p.start(QStringLiteral(IDEMLAB_BINARY),
            args
                + QStringList{scenario, QStringLiteral("--amqp"), m_servers->amqpUrl(), QStringLiteral("--out"), *out,
                              QStringLiteral("--format"), QStringLiteral("json,csv,html")});
    const bool ended = p.waitForFinished(300000) && p.exitStatus() == QProcess::NormalExit;
    *err = QString::fromUtf8(p.readAllStandardError());
    const int code = ended ? p.exitCode() : -1;
    qInfo("%s: exit %d", qPrintable(size), code);
    if (!allowed.contains(code))
        QTest::qFail(qPrintable(QStringLiteral("exit %1: %2").arg(code).arg(*err)), __FILE__, __LINE__);
    // "Could not be written" names the folder or a file in it.
    else if (code == 4 && !err->contains(*out))
        QTest::qFail(qPrintable(QStringLiteral("exit 4 without naming %1: %2").arg(*out, *err)), __FILE__, __LINE__);
    return code;
}

void TestLiveEnds::liveOnAFullDiskNeverExits0WithACutResult()
{
    QFETCH(QString, size);
    QString out, err, why;
    // A verdict (the disk was big enough) or "could not be written"; never
    // "could not complete" for a full disk.
    const int code = runOnSmallDisk({QStringLiteral("live")}, size, {0, 1, 4}, &out, &err, &why);
    if (out.isEmpty())
        QSKIP(qPrintable(why));
    if (QTest::currentTestFailed())
        return;
    resultsWholeOrAbsent(out, code);
    if (code <= 1) {
        QFile f(QDir(out).filePath(QStringLiteral("summary.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject summary = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(summary.value(QStringLiteral("origin")).toString(), QStringLiteral("live"));
        QCOMPARE(summary.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("lost")).toInt(), 0);
    }
    QVERIFY(!anyProcessWith(QFile::encodeName(out)));
}

void TestLiveEnds::compareLiveOnAFullDiskSaysSoAndExits4_data()
{
    QTest::addColumn<QString>("size");
    // The two folders' locks, the simulated run's database and reports, the
    // live run's database (its consumers write it), live.json and its
    // reports, sim-vs-live.json: each reached at some size.
    for (const char *size : {"16k", "48k", "96k", "160k", "224k", "320k", "480k", "768k", "1m", "1152k", "1280k",
                             "1408k", "1536k", "2m", "3m"})
        QTest::newRow(size) << QString::fromLatin1(size);
}

// `compare --live` on a disk that fills at any of its writes: a comparison
// (exit 0, sim-vs-live.json whole) or "could not be written" naming the
// folder (exit 4), never another failure; each side's folder holds a whole
// result or none, sim-vs-live.json only beside two whole ones.
void TestLiveEnds::compareLiveOnAFullDiskSaysSoAndExits4()
{
    QFETCH(QString, size);
    QString out, err, why;
    const int code =
        runOnSmallDisk({QStringLiteral("compare"), QStringLiteral("--live")}, size, {0, 4}, &out, &err, &why);
    if (out.isEmpty())
        QSKIP(qPrintable(why));
    if (QTest::currentTestFailed())
        return;
    const QDir dir(out);
    const bool compared = code == 0;
    QCOMPARE(dir.exists(QStringLiteral("sim-vs-live.json")), compared);
    for (const char *side : {"simulated", "live"}) {
        const QString folder = dir.filePath(QLatin1String(side));
        // A side that finished has its summary; one that did not, none.
        const bool whole = QFileInfo::exists(QDir(folder).filePath(QStringLiteral("summary.json")));
        if (compared)
            QVERIFY2(whole, side);
        resultsWholeOrAbsent(folder, whole ? 0 : 4);
        if (QTest::currentTestFailed())
            return;
    }
    if (compared) {
        QFile f(dir.filePath(QStringLiteral("sim-vs-live.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(QJsonDocument::fromJson(f.readAll()).isObject());
    }
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral(".idemlab.lock"))));
    QVERIFY(!anyProcessWith(QFile::encodeName(out)));
}

void TestLiveEnds::addSignalRows()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGINT") << int(SIGINT);
    QTest::newRow("SIGTERM") << int(SIGTERM);
}

void TestLiveEnds::stopMidRun(QProcess &p, const QByteArray &running, int signal)
{
    QVERIFY(p.waitForStarted());
    QElapsedTimer clock;
    clock.start();
    while (!anyProcessWith(running) && clock.elapsed() < 180000 && p.state() == QProcess::Running)
        QTest::qWait(200);
    QVERIFY2(anyProcessWith(running), "the consumers started");
    QTest::qWait(1500); // working
    ::kill(pid_t(p.processId()), signal);
    QVERIFY(p.waitForFinished(60000));
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 3);
    QVERIFY2(err.contains(signal == SIGTERM ? "SIGTERM" : "SIGINT"), err.constData());
}

void TestLiveEnds::aSignalStopsCheckCleanly_data()
{
    addSignalRows();
}

// Mid-check (its node up, the user's consumers consuming): the command
// stops them, the proxy and the node, removes its unfinished files, says
// which signal, exit 3.
void TestLiveEnds::aSignalStopsCheckCleanly()
{
    QFETCH(int, signal);
    const QString out = m_dir.filePath(QStringLiteral("check-signal-%1").arg(signal));
    const QString marker = QStringLiteral("marker-check-signal-%1").arg(signal);
    // Slow enough that it is still running when the signal comes.
    const QString scenario = writeScenario(QStringLiteral("check-signal"), R"({"schemaVersion": 1, "name": "slow",
        "messages": 400, "publishIntervalMs": 50, "broker": {"profile": "rabbitmq"}, "consumers": {"count": 2}})");
    QProcess p;
    p.start(QStringLiteral(IDEMLAB_BINARY),
            {QStringLiteral("check"), scenario, QStringLiteral("--consumer"),
             QStringLiteral("exec /usr/bin/python3 %1/naive_consumer.py %2").arg(QStringLiteral(IDEMLAB_EXAMPLES), marker),
             QStringLiteral("--out"), out});
    stopMidRun(p, marker.toUtf8(), signal);
    if (QTest::currentTestFailed())
        return;
    resultsWholeOrAbsent(out, 3);
    QVERIFY(!QDir(out).exists(QStringLiteral("none.sqlite")));
    QVERIFY(!QFileInfo::exists(QDir(out).filePath(QStringLiteral(".idemlab.lock"))));
    QVERIFY2(!anyProcessWith(marker.toUtf8()), "the consumers were stopped");
    // The node's Erlang VM is stopped and waited for; its helper processes
    // (erl_child_setup, inet_gethost) leave a moment after it, later still
    // on a loaded machine (seen under ctest -j2, the other live suites
    // starting their own nodes beside it).
    QTRY_VERIFY2_WITH_TIMEOUT(!anyProcessWith(QFile::encodeName(out)),
                              qPrintable(QStringLiteral("the node was stopped; still running: ")
                                         + processesWith(QFile::encodeName(out)).join(QStringLiteral(" | "))),
                              30000);
}

void TestLiveEnds::aSignalStopsLiveCleanly_data()
{
    addSignalRows();
}

// Mid-run (`idemlab consume` processes working on the run's SQLite file):
// the same for `idemlab live`.
void TestLiveEnds::aSignalStopsLiveCleanly()
{
    QFETCH(int, signal);
    const QString out = m_dir.filePath(QStringLiteral("live-signal-%1").arg(signal));
    const QString scenario = writeScenario(QStringLiteral("live-signal"), R"({"schemaVersion": 1, "name": "slow",
        "messages": 400, "publishIntervalMs": 50, "broker": {"profile": "rabbitmq"}, "consumers": {"count": 2},
        "strategy": {"id": "db-insert-first"}})");
    QProcess p;
    p.start(QStringLiteral(IDEMLAB_BINARY), {QStringLiteral("live"), scenario, QStringLiteral("--amqp"),
                                             m_servers->amqpUrl(), QStringLiteral("--out"), out});
    const QByteArray consumers = QFile::encodeName(QDir(out).filePath(QStringLiteral("db-insert-first.sqlite")));
    stopMidRun(p, consumers, signal);
    if (QTest::currentTestFailed())
        return;
    resultsWholeOrAbsent(out, 3);
    const QDir dir(out);
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden))
        QVERIFY2(!name.contains(QLatin1String(".sqlite")), qPrintable(QStringLiteral("left behind: ") + name));
    QVERIFY(!dir.exists(QStringLiteral(".idemlab.lock")));
    QVERIFY2(!anyProcessWith(consumers), "the consumers were stopped");
}

QTEST_GUILESS_MAIN(TestLiveEnds)
#include "tst_liveends.moc"
