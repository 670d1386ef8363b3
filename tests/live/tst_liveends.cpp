// How `idemlab check` and `idemlab live` end when their output folder or
// the user stops them (issue 27 for the live lab): a full disk never exits
// 0 with an empty or cut result, each result is whole under its final name
// or absent, and the message names the folder (exit 4); SIGINT and SIGTERM
// stop the run, say so, remove its unfinished files, stop every process and
// server it started, and exit 3. Real child processes, real servers, a
// small tmpfs (needs root); CTest label "live".

#include "liveservers.h"

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
    void aSignalStopsCheckCleanly_data();
    void aSignalStopsCheckCleanly();
    void aSignalStopsLiveCleanly_data();
    void aSignalStopsLiveCleanly();

private:
    // A tmpfs of `size` ("64k") at a new folder, or empty (with `why`).
    QString mountSmall(const QString &size, QString *why);
    QString writeScenario(const QString &name, const QByteArray &json) const;
    static bool anyProcessWith(const QByteArray &needle);
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
    QDir().mkpath(m_dir.filePath(QStringLiteral("servers")));
    m_servers = std::make_unique<live::LiveServers>(m_dir.filePath(QStringLiteral("servers")));
    Outcome e = m_servers->startRabbit();
    QVERIFY2(e.ok(), qPrintable(e.error()));
    e = m_servers->waitRabbit(180000);
    QVERIFY2(e.ok(), qPrintable(e.error()));
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

void TestLiveEnds::liveOnAFullDiskNeverExits0WithACutResult()
{
    QFETCH(QString, size);
    QString why;
    const QString out = mountSmall(size, &why);
    if (out.isEmpty())
        QSKIP(qPrintable(why));
    const QString scenario = writeScenario(QStringLiteral("live-full"), R"({"schemaVersion": 1, "name": "full",
        "messages": 60, "publishIntervalMs": 0, "broker": {"profile": "rabbitmq"},
        "consumers": {"count": 2}, "strategy": {"id": "db-insert-first"},
        "faults": {"schedule": [{"kind": "ack-lost", "message": "order-3", "delivery": 1}]}})");
    QProcess p;
    p.start(QStringLiteral(IDEMLAB_BINARY), {QStringLiteral("live"), scenario, QStringLiteral("--amqp"),
                                             m_servers->amqpUrl(), QStringLiteral("--out"), out,
                                             QStringLiteral("--format"), QStringLiteral("json,csv,html")});
    QVERIFY(p.waitForFinished(300000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    // A verdict (the disk was big enough) or "could not be written", naming
    // the folder or a file in it; never "could not complete" for a full disk.
    QVERIFY2(p.exitCode() == 0 || p.exitCode() == 1 || p.exitCode() == 4,
             qPrintable(QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(err)));
    qInfo("%s: exit %d", qPrintable(size), p.exitCode());
    if (p.exitCode() == 4)
        QVERIFY2(err.contains(out), qPrintable(err));
    resultsWholeOrAbsent(out, p.exitCode());
    if (p.exitCode() <= 1) {
        QFile f(QDir(out).filePath(QStringLiteral("summary.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject summary = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(summary.value(QStringLiteral("origin")).toString(), QStringLiteral("live"));
        QCOMPARE(summary.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("lost")).toInt(), 0);
    }
    QVERIFY(!anyProcessWith(QFile::encodeName(out)));
}

void TestLiveEnds::aSignalStopsCheckCleanly_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGINT") << int(SIGINT);
    QTest::newRow("SIGTERM") << int(SIGTERM);
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
    QVERIFY(p.waitForStarted());
    QByteArray err;
    QElapsedTimer clock;
    clock.start();
    while (!anyProcessWith(marker.toUtf8()) && clock.elapsed() < 180000 && p.state() == QProcess::Running)
        QTest::qWait(200);
    QVERIFY2(anyProcessWith(marker.toUtf8()), "the consumers started");
    QTest::qWait(1500); // consuming
    ::kill(pid_t(p.processId()), signal);
    QVERIFY(p.waitForFinished(60000));
    err = p.readAllStandardError();
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 3);
    QVERIFY2(err.contains(signal == SIGTERM ? "SIGTERM" : "SIGINT"), err.constData());
    resultsWholeOrAbsent(out, 3);
    QVERIFY(!QDir(out).exists(QStringLiteral("none.sqlite")));
    QVERIFY(!QFileInfo::exists(QDir(out).filePath(QStringLiteral(".idemlab.lock"))));
    QVERIFY2(!anyProcessWith(marker.toUtf8()), "the consumers were stopped");
    QVERIFY2(!anyProcessWith(QFile::encodeName(out)), "the node was stopped");
}

void TestLiveEnds::aSignalStopsLiveCleanly_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGINT") << int(SIGINT);
    QTest::newRow("SIGTERM") << int(SIGTERM);
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
    QVERIFY(p.waitForStarted());
    const QByteArray consumers = QFile::encodeName(QDir(out).filePath(QStringLiteral("db-insert-first.sqlite")));
    QElapsedTimer clock;
    clock.start();
    while (!anyProcessWith(consumers) && clock.elapsed() < 120000 && p.state() == QProcess::Running)
        QTest::qWait(200);
    QVERIFY2(anyProcessWith(consumers), "the consumers started");
    QTest::qWait(1500);
    ::kill(pid_t(p.processId()), signal);
    QVERIFY(p.waitForFinished(60000));
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 3);
    QVERIFY2(err.contains(signal == SIGTERM ? "SIGTERM" : "SIGINT"), err.constData());
    resultsWholeOrAbsent(out, 3);
    const QDir dir(out);
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden))
        QVERIFY2(!name.contains(QLatin1String(".sqlite")), qPrintable(QStringLiteral("left behind: ") + name));
    QVERIFY(!dir.exists(QStringLiteral(".idemlab.lock")));
    QVERIFY2(!anyProcessWith(consumers), "the consumers were stopped");
}

QTEST_GUILESS_MAIN(TestLiveEnds)
#include "tst_liveends.moc"
