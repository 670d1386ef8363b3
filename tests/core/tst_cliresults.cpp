#include "store/rundatabase.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTest>
#include <QThread>
#include <QRegularExpression>
#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace idem;

// The result folder as a script sees it, through the real `idemlab` binary:
// a run killed at any moment leaves the previous complete result or none, a
// second run into a folder in use is refused, a full disk is an error naming
// the file with nothing truncated left under a final name.
class TestCliResults final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void killedRunLeavesPreviousResultOrNothing();
    void killedWhileWritingReportsLeavesNoWholeResult_data();
    void killedWhileWritingReportsLeavesNoWholeResult();
    void signalStopsTheRunCleanly_data();
    void signalStopsTheRunCleanly();
    void secondRunIntoAFolderInUseIsRefused();
    void aRunStartingInTheFolderIsNamedWithoutEmptyFields();
    void runNeverRemovesAnotherRunsFiles();
    void unusableFolderIsRefusedInTheUsersLanguage();
    void fullDiskIsAnErrorNamingTheFile_data();
    void fullDiskIsAnErrorNamingTheFile();
    void fullDiskLeavesEveryComparisonFileWholeOrAbsent();
    void unusableOutFolderOfCheckAndExploreIsRefused_data();
    void unusableOutFolderOfCheckAndExploreIsRefused();
    void fullDiskLeavesTheExplorationWholeOrAbsent();
    void fileTextNeverReachesTheTerminalRaw_data();
    void fileTextNeverReachesTheTerminalRaw();
    void repeatedStrategiesAreRefused();
    void sweepShowsStoppedCellsAsStopped();

private:
    QString m_scenario;
    QString m_signalled; // several seconds: the signal lands while it runs
    QTemporaryDir m_dir{scratch()};

    static QString scratch()
    {
        const QFileInfo shm(QStringLiteral("/dev/shm"));
        const QString root = shm.isDir() && shm.isWritable() ? shm.absoluteFilePath() : QDir::tempPath();
        return root + QStringLiteral("/idemlab-cli-XXXXXX");
    }
};

namespace {
const QString kBinary = QStringLiteral(IDEMLAB_BINARY);

struct CliOutcome
{
    int code = -1;
    QString err;
};

CliOutcome runCli(const QStringList &args, int timeoutMs = 300000)
{
    QProcess p;
    p.start(kBinary, args);
    CliOutcome o;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        o.err = QStringLiteral("timed out");
        return o;
    }
    o.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    o.err = QString::fromUtf8(p.readAllStandardError());
    return o;
}

QString runInfo(const QString &db, const char *key)
{
    QHash<QString, QString> info;
    if (const idem::Outcome read = RunDatabase::readRunInfo(db, &info); !read.ok())
        return read.error(); // fails the comparison, naming why
    return info.value(QLatin1String(key));
}

bool waitForLock(const QString &folder, qint64 pid)
{
    QFile lock(QDir(folder).filePath(QStringLiteral(".idemlab.lock")));
    for (int i = 0; i < 3000; ++i) {
        if (lock.open(QIODevice::ReadOnly)) {
            const bool mine = lock.readLine().trimmed() == QByteArray::number(pid);
            lock.close();
            if (mine)
                return true;
        }
        QThread::msleep(10);
    }
    return false;
}

// What a reader may find: a whole result (summary.json whose runId is the
// finished database's) or no summary.json at all, and every SQLite file,
// partial or not, passes integrity_check.
QString checkFolder(const QString &folder, const QString &previousRunId)
{
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("*.sqlite"), QStringLiteral("*.partial")}, QDir::Files)) {
        const QString check = testsupport::scalar(dir.filePath(name), QStringLiteral("PRAGMA integrity_check")).toString();
        if (check != QLatin1String("ok"))
            return QStringLiteral("%1: integrity_check says %2").arg(name, check);
    }
    const QString db = dir.filePath(QStringLiteral("db-insert-first.sqlite"));
    QFile summary(dir.filePath(QStringLiteral("summary.json")));
    if (!summary.exists()) {
        // Only "reporting" (its reports were being written) may be left:
        // "finished" or "stopped" would read as a whole result.
        if (QFileInfo::exists(db) && runInfo(db, "state") != RunDatabase::kReporting)
            return QStringLiteral("a database under its final name saying \"%1\" without its summary.json")
                .arg(runInfo(db, "state"));
        return {};
    }
    if (!summary.open(QIODevice::ReadOnly))
        return QStringLiteral("summary.json unreadable");
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(summary.readAll(), &error).object();
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("summary.json is not whole: %1").arg(error.errorString());
    const QString id = o.value(QStringLiteral("runId")).toString();
    if (id != previousRunId && !previousRunId.isEmpty() && runInfo(db, "runId") != id)
        return QStringLiteral("summary.json (run %1) beside database of run %2").arg(id, runInfo(db, "runId"));
    if (runInfo(db, "runId") != id || runInfo(db, "state") != QLatin1String("finished"))
        return QStringLiteral("summary.json of run %1 but the database says run %2, %3")
            .arg(id, runInfo(db, "runId"), runInfo(db, "state"));
    return {};
}
} // namespace

void TestCliResults::initTestCase()
{
    QVERIFY(QFileInfo(kBinary).isExecutable());
    QVERIFY(m_dir.isValid());
    m_scenario = m_dir.filePath(QStringLiteral("long.json"));
    QFile f(m_scenario);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schemaVersion": 1, "name": "long", "messages": 20000, "publishIntervalMs": 0,
               "faults": {"ackLost": 0.05}})");
    // Long enough (several seconds) that a signal 300 ms after the lock
    // lands while the run runs, on any machine: 20 000 messages take 0.6 s.
    m_signalled = m_dir.filePath(QStringLiteral("longer.json"));
    QFile g(m_signalled);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(R"({"schemaVersion": 1, "name": "longer", "messages": 400000, "publishIntervalMs": 0,
               "faults": {"ackLost": 0.05}})");
}

void TestCliResults::killedRunLeavesPreviousResultOrNothing()
{
    const QString out = m_dir.filePath(QStringLiteral("killed"));
    const CliOutcome first = runCli({QStringLiteral("run"), QStringLiteral("builtin:lost-acks-sqs"), QStringLiteral("--strategy"),
                                  QStringLiteral("db-insert-first"), QStringLiteral("--out"), out,
                                  QStringLiteral("--format"), QStringLiteral("json,csv,html")});
    QCOMPARE(first.code, 0);
    QVERIFY(checkFolder(out, {}).isEmpty());
    QJsonObject previous = QJsonDocument::fromJson([&] {
        QFile f(QDir(out).filePath(QStringLiteral("summary.json")));
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }()).object();
    QRandomGenerator rng(1717);
    for (int round = 0; round < 6; ++round) {
        QProcess p;
        p.start(kBinary, {QStringLiteral("run"), m_scenario, QStringLiteral("--out"), out, QStringLiteral("--format"),
                          QStringLiteral("json,csv,html")});
        QVERIFY(p.waitForStarted());
        QVERIFY(waitForLock(out, p.processId()));
        QThread::msleep(rng.bounded(1500));
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished());
        const QString problem = checkFolder(out, previous.value(QStringLiteral("runId")).toString());
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(problem)));
    }
    // The killed runs' lock does not outlive them: the next run goes ahead.
    const CliOutcome after = runCli({QStringLiteral("run"), QStringLiteral("builtin:lost-acks-sqs"), QStringLiteral("--strategy"),
                                  QStringLiteral("db-insert-first"), QStringLiteral("--out"), out});
    QCOMPARE(after.code, 0);
    QVERIFY(checkFolder(out, {}).isEmpty());
    QVERIFY(QDir(out).entryList({QStringLiteral("*.partial"), QStringLiteral("trace.csv")}, QDir::Files).isEmpty());
}

// A run killed (or stopped by Ctrl-C) after its run, while it writes its
// reports: the database is under its final name but says "reporting", and
// no summary.json is there; nothing reads as a whole result.
void TestCliResults::killedWhileWritingReportsLeavesNoWholeResult_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("firstFile"); // the report file whose appearance triggers the signal
    QTest::addColumn<int>("signal");
    QTest::newRow("run, SIGKILL at scenario.json") << QStringLiteral("run") << QStringLiteral("scenario.json") << int(SIGKILL);
    QTest::newRow("run, SIGKILL at report.html") << QStringLiteral("run") << QStringLiteral("report.html") << int(SIGKILL);
    QTest::newRow("run, SIGINT at report.html") << QStringLiteral("run") << QStringLiteral("report.html") << int(SIGINT);
    QTest::newRow("compare, SIGKILL at none/report.html")
        << QStringLiteral("compare") << QStringLiteral("db-insert-first/report.html") << int(SIGKILL);
    QTest::newRow("compare, SIGTERM at none/report.html")
        << QStringLiteral("compare") << QStringLiteral("db-insert-first/report.html") << int(SIGTERM);
}

void TestCliResults::killedWhileWritingReportsLeavesNoWholeResult()
{
    QFETCH(QString, command);
    QFETCH(QString, firstFile);
    QFETCH(int, signal);
    const QString out = m_dir.filePath(
        QStringLiteral("reporting-%1").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"))));
    QStringList args = {command, m_scenario, QStringLiteral("--out"), out, QStringLiteral("--format"),
                        QStringLiteral("json,html,pdf")};
    if (command == QLatin1String("compare"))
        args << QStringLiteral("--strategies") << QStringLiteral("db-insert-first");
    else
        args << QStringLiteral("--strategy") << QStringLiteral("db-insert-first");
    QProcess p;
    p.start(kBinary, args);
    QVERIFY(p.waitForStarted());
    const QString trigger = QDir(out).filePath(firstFile);
    QElapsedTimer waited;
    waited.start();
    while (!QFileInfo::exists(trigger) && p.state() == QProcess::Running && waited.elapsed() < 120000)
        QThread::usleep(500);
    QVERIFY2(QFileInfo::exists(trigger), qPrintable(trigger));
    ::kill(pid_t(p.processId()), signal);
    QVERIFY(p.waitForFinished(60000));
    if (signal == SIGKILL) {
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
    } else {
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 3);
    }
    const QString top = command == QLatin1String("compare") ? QStringLiteral("comparison.json") : QStringLiteral("summary.json");
    // The signal landed while the reports were written: no marker, and the
    // database under its final name says so.
    QVERIFY(!QFileInfo::exists(QDir(out).filePath(top)));
    QCOMPARE(runInfo(QDir(out).filePath(QStringLiteral("db-insert-first.sqlite")), "state"), RunDatabase::kReporting);
    const QString problem = checkFolder(out, {});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    if (command == QLatin1String("compare")) {
        const QString sub = QDir(out).filePath(QStringLiteral("db-insert-first"));
        QVERIFY(!QFileInfo::exists(QDir(sub).filePath(QStringLiteral("summary.json"))));
        QCOMPARE(runInfo(QDir(sub).filePath(QStringLiteral("db-insert-first.sqlite")), "state"), RunDatabase::kReporting);
    }
    // The next run into the folder clears it and leaves a whole result.
    const CliOutcome after = runCli({QStringLiteral("run"), QStringLiteral("builtin:lost-acks-sqs"), QStringLiteral("--strategy"),
                                     QStringLiteral("db-insert-first"), QStringLiteral("--out"), out});
    QCOMPARE(after.code, 0);
    QCOMPARE(runInfo(QDir(out).filePath(QStringLiteral("db-insert-first.sqlite")), "state"), QStringLiteral("finished"));
    QVERIFY(checkFolder(out, {}).isEmpty());
}

// Ctrl-C or SIGTERM in the middle of a run or a comparison: the command
// stops, exits with the "stopped" code (3) by itself, not by the signal,
// and leaves no partial file, no lock and no summary behind.
void TestCliResults::signalStopsTheRunCleanly_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("signal");
    QTest::newRow("run, SIGINT") << QStringLiteral("run") << int(SIGINT);
    QTest::newRow("run, SIGTERM") << QStringLiteral("run") << int(SIGTERM);
    QTest::newRow("compare, SIGINT") << QStringLiteral("compare") << int(SIGINT);
    QTest::newRow("sweep, SIGINT") << QStringLiteral("sweep") << int(SIGINT);
    QTest::newRow("sweep, SIGTERM") << QStringLiteral("sweep") << int(SIGTERM);
}

void TestCliResults::signalStopsTheRunCleanly()
{
    QFETCH(QString, command);
    QFETCH(int, signal);
    const QString out = m_dir.filePath(QStringLiteral("signal-%1-%2").arg(command).arg(signal));
    QStringList args = {command, m_signalled, QStringLiteral("--out"), out};
    if (command == QLatin1String("compare"))
        args << QStringLiteral("--strategies") << QStringLiteral("none,db-insert-first");
    if (command == QLatin1String("sweep"))
        args << QStringLiteral("--param") << QStringLiteral("faults.ackLost") << QStringLiteral("--from")
             << QStringLiteral("0") << QStringLiteral("--to") << QStringLiteral("0.1") << QStringLiteral("--steps")
             << QStringLiteral("2") << QStringLiteral("--strategies") << QStringLiteral("db-insert-first");
    QProcess p;
    p.start(kBinary, args);
    QVERIFY(p.waitForStarted());
    QVERIFY(waitForLock(out, p.processId()));
    QThread::msleep(300);
    ::kill(pid_t(p.processId()), signal);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 3);
    QVERIFY(!p.readAllStandardError().isEmpty());
    QStringList left;
    QDirIterator it(out, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString name = QFileInfo(it.next()).fileName();
        if (name.endsWith(QLatin1String(".partial")) || name == QLatin1String(".idemlab.lock")
            || name == QLatin1String("summary.json") || name == QLatin1String("comparison.json")
            || name == QLatin1String("sweep.csv") || name.endsWith(QLatin1String(".sqlite")))
            left << name;
    }
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
}

void TestCliResults::secondRunIntoAFolderInUseIsRefused()
{
    const QString out = m_dir.filePath(QStringLiteral("shared"));
    QProcess longRun;
    longRun.start(kBinary, {QStringLiteral("run"), m_scenario, QStringLiteral("--out"), out});
    QVERIFY(longRun.waitForStarted());
    QVERIFY(waitForLock(out, longRun.processId()));
    const CliOutcome second = runCli({QStringLiteral("run"), QStringLiteral("builtin:lost-acks-sqs"), QStringLiteral("--out"), out});
    QCOMPARE(second.code, 4);
    QVERIFY2(second.err.contains(QStringLiteral("in use by another idemlab run (pid %1").arg(longRun.processId())),
             qPrintable(second.err));
    QVERIFY(longRun.waitForFinished(600000));
    QCOMPARE(longRun.exitCode(), 0);
    // The long run's result is whole and its own.
    QVERIFY(checkFolder(out, {}).isEmpty());
    QCOMPARE(testsupport::scalar(QDir(out).filePath(QStringLiteral("db-insert-first.sqlite")),
                                 QStringLiteral("SELECT count(DISTINCT order_key) FROM orders")).toInt(),
             20000);
}

// An --out folder that cannot be made (under a file; root cannot either):
// exit 4 and the message names the folder, in the language asked for.
void TestCliResults::unusableFolderIsRefusedInTheUsersLanguage()
{
    const QString file = m_dir.filePath(QStringLiteral("a-file"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    const QString out = file + QStringLiteral("/results");
    const QStringList args = {QStringLiteral("run"), QStringLiteral("builtin:lost-acks-sqs"), QStringLiteral("--out"), out};
    const CliOutcome english = runCli(args);
    QCOMPARE(english.code, 4);
    QVERIFY2(english.err.contains(out + QStringLiteral(": cannot create the output folder")), qPrintable(english.err));
    // ... and why: the file in the way is named after the folder.
    QVERIFY2(english.err.mid(english.err.indexOf(out) + out.size()).contains(file), qPrintable(english.err));
    const CliOutcome persian = runCli(args + QStringList{QStringLiteral("--lang"), QStringLiteral("fa")});
    QCOMPARE(persian.code, 4);
    QVERIFY2(persian.err.contains(out + QString::fromUtf8(": ساختن پوشه‌ی خروجی ممکن نیست")), qPrintable(persian.err));
    QVERIFY(!QFileInfo::exists(out));
}

void TestCliResults::fullDiskIsAnErrorNamingTheFile_data()
{
    QTest::addColumn<QByteArray>("scenario");
    QTest::addColumn<QString>("file");
    // The database fills the disk during the run; or the run fits and its
    // trace.csv does not (redeliveries make the trace large, the database small).
    QTest::newRow("database") << QByteArray(R"({"messages": 20000, "publishIntervalMs": 0})")
                              << QStringLiteral("db-insert-first.sqlite");
    QTest::newRow("report") << QByteArray(R"({"messages": 3000, "publishIntervalMs": 0,
                                              "broker": {"maxDeliveries": 0}, "faults": {"ackLost": 0.8}})")
                            << QStringLiteral("trace.csv");
}

void TestCliResults::fullDiskIsAnErrorNamingTheFile()
{
    QFETCH(QByteArray, scenario);
    QFETCH(QString, file);
    if (geteuid() != 0)
        QSKIP("needs root to mount a 5 MB tmpfs for the full disk");
    const QString mountPoint = m_dir.filePath(QStringLiteral("small-") + QString::fromLatin1(QTest::currentDataTag()));
    const QString scenarioFile = m_dir.filePath(QStringLiteral("full-%1.json").arg(QString::fromLatin1(QTest::currentDataTag())));
    {
        QFile f(scenarioFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(scenario);
    }
    QVERIFY(QDir().mkpath(mountPoint));
    const int mounted = QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                                                    QStringLiteral("-o"), QStringLiteral("size=5m"),
                                                                    QStringLiteral("tmpfs"), mountPoint});
    if (mounted != 0)
        QSKIP("mount -t tmpfs failed (no privilege to mount in this environment)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    const CliOutcome r = runCli({QStringLiteral("run"), scenarioFile, QStringLiteral("--out"), mountPoint,
                              QStringLiteral("--format"), QStringLiteral("json,csv,html")});
    QCOMPARE(r.code, 4);
    QVERIFY2(r.err.contains(QDir(mountPoint).filePath(file)), qPrintable(r.err));
    const QDir dir(mountPoint);
    // Nothing claims to be a result, and nothing half-written has a final name.
    QVERIFY(!dir.exists(QStringLiteral("summary.json")));
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden)) {
        QVERIFY2(name == QLatin1String(".idemlab.lock") || name == QLatin1String("scenario.json")
                     || name.endsWith(QLatin1String(".csv")) || name.endsWith(QLatin1String(".sqlite")),
                 qPrintable(QStringLiteral("left behind: ") + name));
        if (name == QLatin1String("scenario.json")) {
            // The scenario as it ran (written first, for the reproduce command): whole JSON.
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QJsonParseError error{};
            QJsonDocument::fromJson(f.readAll(), &error);
            QCOMPARE(error.error, QJsonParseError::NoError);
        }
        if (name.endsWith(QLatin1String(".csv"))) {
            // A report file under its final name is whole: it ends its last line.
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.size() > 0);
            f.seek(f.size() - 1);
            QCOMPARE(f.read(1), QByteArray("\n"));
        }
    }
}

// A run refused because another is just starting in the folder (its lock
// taken, its pid not yet written) says so, without "pid , started )".
void TestCliResults::aRunStartingInTheFolderIsNamedWithoutEmptyFields()
{
    const QString out = m_dir.filePath(QStringLiteral("starting"));
    QVERIFY(QDir().mkpath(out));
    const QByteArray lock = QFile::encodeName(QDir(out).filePath(QStringLiteral(".idemlab.lock")));
    const int fd = ::open(lock.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    QVERIFY(fd >= 0);
    const auto closeLock = qScopeGuard([fd] { ::close(fd); });
    QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), 0);
    const QStringList args = {QStringLiteral("run"), QStringLiteral("builtin:lost-acks-sqs"), QStringLiteral("--out"), out};
    const CliOutcome starting = runCli(args);
    QCOMPARE(starting.code, 4);
    QVERIFY2(!starting.err.contains(QLatin1String("pid ,")) && !starting.err.contains(QLatin1String("started )")),
             qPrintable(starting.err));
    // Once the owner has written its pid, the refusal names it.
    const QByteArray owner = "4242\n2026-12-02T10:00:00Z\n";
    QCOMPARE(::pwrite(fd, owner.constData(), size_t(owner.size()), 0), ssize_t(owner.size()));
    const CliOutcome running = runCli(args);
    QCOMPARE(running.code, 4);
    QVERIFY2(running.err.contains(QLatin1String("4242")) && running.err.contains(QLatin1String("2026-12-02T10:00:00Z")),
             qPrintable(running.err));
}

// `run A --out f &`, `rm -rf f`, `run B --out f`: A's end (it fails: its
// files are gone) must leave B's lock, database and result alone (issue 27).
void TestCliResults::runNeverRemovesAnotherRunsFiles()
{
    const QString out = m_dir.filePath(QStringLiteral("reused"));
    QProcess first;
    first.start(kBinary, {QStringLiteral("run"), m_scenario, QStringLiteral("--out"), out});
    QVERIFY(first.waitForStarted());
    QVERIFY(waitForLock(out, first.processId()));
    QThread::msleep(200);
    QVERIFY(QDir(out).removeRecursively());
    QProcess second;
    second.start(kBinary, {QStringLiteral("run"), m_scenario, QStringLiteral("--out"), out});
    QVERIFY(second.waitForStarted());
    QVERIFY(waitForLock(out, second.processId()));
    QVERIFY(first.waitForFinished(600000));
    // The first run's database was deleted with its folder: it publishes
    // nothing, says why and exits "could not be written".
    QCOMPARE(first.exitStatus(), QProcess::NormalExit);
    QCOMPARE(first.exitCode(), 4);
    QVERIFY2(first.readAllStandardError().contains(QFile::encodeName(out)), "the error names the folder");
    if (second.state() == QProcess::Running) {
        // The second still holds its lock, under its own pid; the lock can
        // only be gone because the second has finished in the meantime.
        QFile lock(QDir(out).filePath(QStringLiteral(".idemlab.lock")));
        if (lock.open(QIODevice::ReadOnly))
            QCOMPARE(lock.readLine().trimmed(), QByteArray::number(second.processId()));
        else
            QVERIFY2(second.waitForFinished(2000), "the second run's lock vanished while it ran");
    }
    QVERIFY(second.waitForFinished(600000));
    QCOMPARE(second.exitCode(), 0);
    // The second run's result is whole and its own.
    const QString problem = checkFolder(out, {});
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(QFileInfo::exists(QDir(out).filePath(QStringLiteral("summary.json"))));
    QCOMPARE(testsupport::distinctOrders(QDir(out).filePath(QStringLiteral("db-insert-first.sqlite"))), 20000);
    QVERIFY(QDir(out).entryList({QStringLiteral("*.partial"), QStringLiteral(".idemlab.lock")},
                                QDir::Files | QDir::Hidden).isEmpty());
}

namespace {
// Every file under a final name in `folder` and below: whole JSON, CSV that
// ends its last line, SQLite that passes integrity_check. Temporary names
// (QSaveFile's, ".part", ".partial") are not results.
QString checkWhole(const QString &folder)
{
    static const QRegularExpression temporary(QStringLiteral("\\.(?:[A-Za-z0-9]{6}|part|partial)(?:-wal|-shm)?$"));
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString name = QFileInfo(path).fileName();
        if (temporary.match(name).hasMatch() || name.endsWith(QLatin1String("-wal"))
            || name.endsWith(QLatin1String("-shm")) || name == QLatin1String(".idemlab.lock"))
            continue;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return path + QStringLiteral(": unreadable");
        const QByteArray bytes = f.readAll();
        if (name.endsWith(QLatin1String(".json"))) {
            QJsonParseError error{};
            QJsonDocument::fromJson(bytes, &error);
            if (error.error != QJsonParseError::NoError)
                return QStringLiteral("%1 (%2 bytes): not whole JSON: %3").arg(path).arg(bytes.size()).arg(error.errorString());
        } else if (name.endsWith(QLatin1String(".csv"))) {
            if (!bytes.endsWith('\n'))
                return QStringLiteral("%1 (%2 bytes): cut").arg(path).arg(bytes.size());
        } else if (name.endsWith(QLatin1String(".sqlite"))) {
            const QString check = testsupport::scalar(path, QStringLiteral("PRAGMA integrity_check")).toString();
            if (check != QLatin1String("ok"))
                return QStringLiteral("%1: integrity_check says %2").arg(path, check);
        }
    }
    return {};
}

qint64 freeBytes(const QString &path)
{
    struct statvfs st {};
    return ::statvfs(QFile::encodeName(path).constData(), &st) == 0 ? qint64(st.f_bavail) * qint64(st.f_frsize) : -1;
}

// Fills the disk of `mountPoint` with the file `filler` until `room` bytes are free.
bool fillLeaving(const QString &mountPoint, const QString &filler, qint64 room)
{
    QFile::remove(filler);
    QFile f(filler);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    const QByteArray block(1 << 16, '\0');
    for (qint64 left = freeBytes(mountPoint) - room; left > 0; left -= block.size())
        f.write(block.constData(), qMin<qint64>(left, block.size()));
    return true;
}
} // namespace

// A comparison on a disk that fills up at every step of its writing, a few
// KB at a time: it exits 0 with everything there, or 4 naming a file; either
// way every file under a final name is whole (a strategy's summary.json,
// comparison.csv) and comparison.json is there only when all is (issue 27).
void TestCliResults::fullDiskLeavesEveryComparisonFileWholeOrAbsent()
{
    if (geteuid() != 0)
        QSKIP("needs root to mount a small tmpfs for the full disk");
    const QString mountPoint = m_dir.filePath(QStringLiteral("stepped"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                    QStringLiteral("size=16m"), QStringLiteral("tmpfs"), mountPoint})
        != 0)
        QSKIP("mount -t tmpfs failed (no privilege to mount in this environment)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    const QString out = QDir(mountPoint).filePath(QStringLiteral("out"));
    const QString filler = QDir(mountPoint).filePath(QStringLiteral("filler"));
    // Five messages: small databases, so 4 KB steps cover every write.
    const QStringList args = {QStringLiteral("compare"), QStringLiteral("builtin:lost-acks-sqs"),
                              QStringLiteral("--messages"), QStringLiteral("5"), QStringLiteral("--strategies"),
                              QStringLiteral("none,db-insert-first"), QStringLiteral("--format"),
                              QStringLiteral("json,csv"), QStringLiteral("--out"), out};
    const qint64 empty = freeBytes(mountPoint);
    const CliOutcome whole = runCli(args);
    QCOMPARE(whole.code, 0);
    const qint64 needed = empty - freeBytes(mountPoint);
    QVERIFY(needed > 0);
    QVERIFY2(needed < 4 << 20, qPrintable(QString::number(needed)));
    int failures = 0;
    for (qint64 room = 0; room <= needed + 65536; room += 4096) {
        QVERIFY(QDir(out).removeRecursively());
        QVERIFY(fillLeaving(mountPoint, filler, room));
        const CliOutcome r = runCli(args);
        const QString at = QStringLiteral("with %1 bytes free: ").arg(room);
        QVERIFY2(r.code == 0 || r.code == 4, qPrintable(at + QString::number(r.code) + QLatin1Char(' ') + r.err));
        const QString problem = checkWhole(out);
        QVERIFY2(problem.isEmpty(), qPrintable(at + problem));
        if (r.code == 4) {
            ++failures;
            QVERIFY2(r.err.contains(mountPoint), qPrintable(at + r.err));
            QVERIFY2(!QFileInfo::exists(QDir(out).filePath(QStringLiteral("comparison.json"))), qPrintable(at));
        } else {
            QVERIFY2(QFileInfo::exists(QDir(out).filePath(QStringLiteral("comparison.json"))), qPrintable(at));
        }
    }
    QVERIFY(failures > 0);
}

// `check` and `explore` into an --out folder that cannot be used: a file
// where a parent should be, a read-only file system (root cannot write
// there either), a missing parent on one. Exit 4 before anything runs (no
// broker is started for check), the message names the folder, nothing is
// made (issue 27).
void TestCliResults::unusableOutFolderOfCheckAndExploreIsRefused_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("where"); // file, read-only, read-only-missing-parent
    for (const char *command : {"check", "explore"}) {
        for (const char *where : {"file", "read-only", "read-only-missing-parent"})
            QTest::addRow("%s, %s", command, where) << QString::fromLatin1(command) << QString::fromLatin1(where);
    }
}

void TestCliResults::unusableOutFolderOfCheckAndExploreIsRefused()
{
    QFETCH(QString, command);
    QFETCH(QString, where);
    const QString base = m_dir.filePath(QStringLiteral("unusable-%1-%2").arg(command, where));
    QVERIFY(QDir().mkpath(base));
    QString out;
    bool mounted = false;
    const auto unmount = qScopeGuard([&] {
        if (mounted)
            QProcess::execute(QStringLiteral("umount"), {base});
    });
    if (where == QLatin1String("file")) {
        QFile f(QDir(base).filePath(QStringLiteral("a-file")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        out = f.fileName() + QStringLiteral("/results");
    } else {
        if (geteuid() != 0)
            QSKIP("needs root to mount a read-only tmpfs");
        if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                        QStringLiteral("ro,size=64k"), QStringLiteral("tmpfs"), base})
            != 0)
            QSKIP("mount -t tmpfs failed (no privilege to mount in this environment)");
        mounted = true;
        out = where == QLatin1String("read-only") ? base : base + QStringLiteral("/missing/results");
    }
    // check: its default scenario (RabbitMQ, a crash after the commit).
    QStringList args = {command, QStringLiteral("--out"), out};
    if (command == QLatin1String("check"))
        args << QStringLiteral("--consumer") << QStringLiteral("true");
    else
        args << QStringLiteral("builtin:lost-acks-sqs") << QStringLiteral("--messages") << QStringLiteral("3")
             << QStringLiteral("--faults") << QStringLiteral("1");
    const CliOutcome r = runCli(args, 60000);
    QCOMPARE(r.code, 4);
    QVERIFY2(r.err.contains(out + QLatin1Char(':')), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QLatin1String("RabbitMQ")), qPrintable(r.err)); // refused before a node starts
    if (where != QLatin1String("read-only"))
        QVERIFY(!QFileInfo::exists(out));
    else
        QVERIFY(QDir(out).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
}

// An exploration whose lessons and explore.json meet a full disk at every
// step of their writing, 4 KB at a time: exit 0 or 1 with explore.json and
// every lesson whole, or 4 naming the file with none of them left (a
// lesson without its explore.json is no result; issue 27).
void TestCliResults::fullDiskLeavesTheExplorationWholeOrAbsent()
{
    if (geteuid() != 0)
        QSKIP("needs root to mount a small tmpfs for the full disk");
    const QString mountPoint = m_dir.filePath(QStringLiteral("explore-stepped"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                    QStringLiteral("size=4m"), QStringLiteral("tmpfs"), mountPoint})
        != 0)
        QSKIP("mount -t tmpfs failed (no privilege to mount in this environment)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    const QString out = QDir(mountPoint).filePath(QStringLiteral("out"));
    const QString filler = QDir(mountPoint).filePath(QStringLiteral("filler"));
    // `none` breaks under four fault classes: five lessons and explore.json.
    const QStringList args = {QStringLiteral("explore"), QStringLiteral("builtin:lost-acks-sqs"), QStringLiteral("--strategy"),
                              QStringLiteral("none"), QStringLiteral("--messages"), QStringLiteral("3"),
                              QStringLiteral("--faults"), QStringLiteral("1"), QStringLiteral("--jobs"),
                              QStringLiteral("1"), QStringLiteral("--out"), out};
    const qint64 empty = freeBytes(mountPoint);
    const CliOutcome whole = runCli(args);
    QCOMPARE(whole.code, 1); // violations found
    const int lessons = QDir(out).entryList({QStringLiteral("counterexample-*.json")}, QDir::Files).size();
    QVERIFY(lessons >= 2);
    const qint64 needed = empty - freeBytes(mountPoint);
    QVERIFY(needed > 0);
    int failures = 0;
    for (qint64 room = 0; room <= needed + 16384; room += 4096) {
        QVERIFY(QDir(out).removeRecursively());
        QVERIFY(fillLeaving(mountPoint, filler, room));
        const CliOutcome r = runCli(args);
        const QString at = QStringLiteral("with %1 bytes free: ").arg(room);
        QVERIFY2(r.code == 1 || r.code == 4, qPrintable(at + QString::number(r.code) + QLatin1Char(' ') + r.err));
        const QString problem = checkWhole(out);
        QVERIFY2(problem.isEmpty(), qPrintable(at + problem));
        const QStringList left = QDir(out).entryList({QStringLiteral("*.json")}, QDir::Files);
        if (r.code == 4) {
            ++failures;
            QVERIFY2(r.err.contains(out), qPrintable(at + r.err));
            QVERIFY2(left.isEmpty(), qPrintable(at + left.join(QLatin1Char(' '))));
        } else {
            QCOMPARE(left.size(), lessons + 1);
        }
    }
    QVERIFY(failures > 0);
}

namespace {
// What a terminal would act on in a command's output: a control byte other
// than newline and tab, DEL, a C1 control or a bidirectional override.
QString terminalControl(const QByteArray &bytes)
{
    for (const char c : bytes) {
        const uchar u = uchar(c);
        if ((u < 0x20 && u != '\n' && u != '\t') || u == 0x7F)
            return QStringLiteral("byte 0x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
    }
    for (const QChar c : QString::fromUtf8(bytes)) {
        const char16_t u = c.unicode();
        if ((u >= 0x80 && u <= 0x9F) || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            return QStringLiteral("U+%1").arg(uint(u), 4, 16, QLatin1Char('0'));
    }
    return {};
}
} // namespace

// Control characters in every field of a file that can reach the terminal
// (and in the file's name and the command line): nothing a terminal acts on
// reaches stdout or stderr, and long text is cut (issue 27).
void TestCliResults::fileTextNeverReachesTheTerminalRaw_data()
{
    // OSC title, BEL, CR, CSI (C1), a right-to-left override, a forged verdict.
    const QByteArray hostile = R"(\u001b]0;owned\u0007\r\u009b31m\u202everdict: VALID\u001b[2J)";
    const QByteArray longName = "{\"name\": \"" + hostile + QByteArray(150, 'n') + "\", \"messages\": 20}";
    const QString evilName = QStringLiteral("evil\x1b]0;owned\x07\r\u202e.json");
    QTest::addColumn<QStringList>("args"); // FILE and OUT are replaced
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("fileName");
    const QString file = QStringLiteral("FILE");
    const QString out = QStringLiteral("OUT");
    QTest::newRow("validate: name") << QStringList{QStringLiteral("validate"), file} << longName << QStringLiteral("a.json");
    QTest::newRow("run: name") << QStringList{QStringLiteral("run"), file, QStringLiteral("--out"), out} << longName
                               << QStringLiteral("a.json");
    QTest::newRow("compare: name") << QStringList{QStringLiteral("compare"), file, QStringLiteral("--strategies"),
                                                  QStringLiteral("none,db-insert-first"), QStringLiteral("--out"), out}
                                   << longName << QStringLiteral("a.json");
    QTest::newRow("sweep: name") << QStringList{QStringLiteral("sweep"), file, QStringLiteral("--param"),
                                                QStringLiteral("faults.ackLost"), QStringLiteral("--from"),
                                                QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("0.1"),
                                                QStringLiteral("--steps"), QStringLiteral("2"),
                                                QStringLiteral("--strategies"), QStringLiteral("none"),
                                                QStringLiteral("--out"), out}
                                 << longName << QStringLiteral("a.json");
    QTest::newRow("schedule message id")
        << QStringList{QStringLiteral("validate"), file}
        << "{\"faults\": {\"schedule\": [{\"kind\": \"ack-lost\", \"message\": \"" + hostile + "\"}]}}"
        << QStringLiteral("a.json");
    QTest::newRow("language key") << QStringList{QStringLiteral("run"), file}
                                  << "{\"translations\": {\"" + hostile + QByteArray(500, 'k') + "\": {\"name\": \"x\"}}}"
                                  << QStringLiteral("a.json");
    QTest::newRow("strategy name") << QStringList{QStringLiteral("validate"), file}
                                   << "{\"strategy\": {\"id\": \"" + hostile + "\"}}" << QStringLiteral("a.json");
    QTest::newRow("field name") << QStringList{QStringLiteral("validate"), file} << "{\"" + hostile + "\": 1}"
                                << QStringLiteral("a.json");
    QTest::newRow("translated name") << QStringList{QStringLiteral("validate"), file}
                                     << "{\"translations\": {\"fa\": {\"name\": 7, \"" + hostile + "\": \"x\"}}}"
                                     << QStringLiteral("a.json");
    QTest::newRow("file name, valid") << QStringList{QStringLiteral("validate"), file}
                                      << QByteArray(R"({"name": "ok"})") << evilName;
    QTest::newRow("file name, bad option") << QStringList{QStringLiteral("run"), file, QStringLiteral("--messages"),
                                                          QStringLiteral("0"), QStringLiteral("--out"), out}
                                           << QByteArray(R"({"name": "ok"})") << evilName;
    QTest::newRow("file name, not JSON") << QStringList{QStringLiteral("run"), file} << QByteArray("{oops") << evilName;
    QTest::newRow("strategies option")
        << QStringList{QStringLiteral("compare"), file, QStringLiteral("--strategies"),
                       QStringLiteral("none,\x1b]0;owned\x07\u009b"), QStringLiteral("--out"), out}
        << QByteArray(R"({"name": "ok"})") << QStringLiteral("a.json");
    // Options the user typed are cut and escaped like file text.
    const QString hostileOption = QStringLiteral("x\x1b]0;owned\x07\r") + QString(150, QLatin1Char('k'));
    QTest::newRow("lang option") << QStringList{QStringLiteral("run"), file, QStringLiteral("--lang"), hostileOption,
                                                QStringLiteral("--out"), out}
                                 << QByteArray(R"({"name": "ok"})") << QStringLiteral("a.json");
    QTest::newRow("sweep step") << QStringList{QStringLiteral("sweep"), file, QStringLiteral("--param"),
                                               QStringLiteral("messages"), QStringLiteral("--from"), QStringLiteral("1"),
                                               QStringLiteral("--to"), QStringLiteral("2"), QStringLiteral("--step"),
                                               hostileOption, QStringLiteral("--out"), out}
                                << QByteArray(R"({"name": "ok"})") << QStringLiteral("a.json");
    QTest::newRow("sweep range") << QStringList{QStringLiteral("sweep"), file, QStringLiteral("--param"),
                                                QStringLiteral("messages"), QStringLiteral("--from"), hostileOption,
                                                QStringLiteral("--to"), hostileOption, QStringLiteral("--steps"),
                                                QStringLiteral("2"), QStringLiteral("--out"), out}
                                 << QByteArray(R"({"name": "ok"})") << QStringLiteral("a.json");
    QTest::newRow("builtin name") << QStringList{QStringLiteral("validate"), QStringLiteral("builtin:\x1b]0;owned\x07\r")}
                                  << QByteArray() << QString();
}

void TestCliResults::fileTextNeverReachesTheTerminalRaw()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, json);
    QFETCH(QString, fileName);
    QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString folder = m_dir.filePath(QStringLiteral("hostile-") + tag.remove(QLatin1Char(':')).remove(QLatin1Char(',')));
    QVERIFY(QDir().mkpath(folder));
    const QString file = QDir(folder).filePath(fileName);
    if (!fileName.isEmpty()) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
    }
    for (QString &a : args) {
        if (a == QLatin1String("FILE"))
            a = file;
        else if (a == QLatin1String("OUT"))
            a = QDir(folder).filePath(QStringLiteral("out"));
    }
    QProcess p;
    p.start(kBinary, args);
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QByteArray stdOut = p.readAllStandardOutput();
    const QByteArray stdErr = p.readAllStandardError();
    QVERIFY2(!(stdOut + stdErr).isEmpty(), "the command says something");
    QVERIFY2(terminalControl(stdOut).isEmpty(), qPrintable(terminalControl(stdOut) + QStringLiteral(" on stdout")));
    QVERIFY2(terminalControl(stdErr).isEmpty(), qPrintable(terminalControl(stdErr) + QStringLiteral(" on stderr")));
    // Long text is cut: neither the 150-character tail of the name nor the
    // 500-character key comes through whole.
    QVERIFY(!(stdOut + stdErr).contains(QByteArray(130, 'n')));
    QVERIFY(!(stdOut + stdErr).contains(QByteArray(100, 'k')));
}

void TestCliResults::repeatedStrategiesAreRefused()
{
    const QString out = m_dir.filePath(QStringLiteral("compare"));
    const CliOutcome r = runCli({QStringLiteral("compare"), QStringLiteral("builtin:lost-acks-sqs"), QStringLiteral("--strategies"),
                              QStringLiteral("none,none"), QStringLiteral("--out"), out});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("\"none\" is listed more than once")), qPrintable(r.err));
}

void TestCliResults::sweepShowsStoppedCellsAsStopped()
{
    // JetStream, 1 ms AckWait, no delivery limit: with every ack lost the
    // run never ends and is stopped; with none lost it is valid.
    const QString scenarioFile = m_dir.filePath(QStringLiteral("endless.json"));
    {
        QFile f(scenarioFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"messages": 10, "broker": {"profile": "nats-jetstream", "redeliveryTimeoutMs": 1,
                    "maxDeliveries": 0}})");
    }
    const QString out = m_dir.filePath(QStringLiteral("sweep-stopped"));
    QProcess p;
    p.start(kBinary, {QStringLiteral("sweep"), scenarioFile, QStringLiteral("--param"), QStringLiteral("faults.ackLost"),
                      QStringLiteral("--from"), QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("1"),
                      QStringLiteral("--steps"), QStringLiteral("2"), QStringLiteral("--strategies"),
                      QStringLiteral("db-insert-first"), QStringLiteral("--out"), out});
    QVERIFY(p.waitForFinished(300000));
    const QString stdOut = QString::fromUtf8(p.readAllStandardOutput());
    const QString stdErr = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 3);
    // The table: the finished value shows its count, the stopped one says so.
    const QStringList rows = stdOut.split(QLatin1Char('\n'));
    QVERIFY2(rows.size() > 3 && rows.at(2).simplified() == QLatin1String("0 0")
                 && rows.at(3).simplified() == QLatin1String("1 stopped"),
             qPrintable(stdOut));
    QVERIFY2(stdErr.contains(QLatin1String("db-insert-first at faults.ackLost=1 was stopped: "))
                 && stdErr.contains(QLatin1String("maxDeliveries is 0 (unlimited)"))
                 && stdErr.contains(QLatin1String("1 of 2 sweep runs were stopped")),
             qPrintable(stdErr));
    QFile csv(QDir(out).filePath(QStringLiteral("sweep.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readAll().contains("\n1,db-insert-first,stopped,"));
}

QTEST_GUILESS_MAIN(TestCliResults)
#include "tst_cliresults.moc"
