#include "editor/scenariodocument.h"
#include "run/runpaths.h"
#include "run/runretention.h"
#include "store/rundatabase.h"
#include "settings.h"
#include "uitestsupport.h"
#include "window/mainwindow.h"
#include "window/runhistory.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>

using namespace idem;
using namespace idem::ui;

// The window's runs folder stays within the user's limit: the oldest runs
// go when a run ends, never one the user kept, never the one on screen.
class TestRunRetention final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void windowKeepsTheLimit_data();
    void windowKeepsTheLimit();
    void sizeLimitPrunesTheOldestFirst();
    void folderWithTheShownRunStays();
    void namesSayTheRunAndPruneByTheirStart();
};

namespace {
QStringList runDatabases()
{
    QStringList paths;
    for (const RunRetention::Entry &e : RunRetention::entries(RunPaths::folder()))
        paths.append(e.path);
    return paths;
}

// A run database and its mail server's file, as a run leaves them.
void fakeRun(const QString &path, int bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    for (const QString &p : {path, RunDatabase::mailServerPath(path)}) {
        QFile f(p);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(bytes, 'x'));
    }
}
} // namespace

void TestRunRetention::initTestCase()
{
    uitestsupport::pinEnvironment();
}

void TestRunRetention::init()
{
    QSettings().clear();
    QDir(RunPaths::folder()).removeRecursively();
}

void TestRunRetention::windowKeepsTheLimit_data()
{
    QTest::addColumn<int>("limit");
    QTest::newRow("1") << 1;
    QTest::newRow("3") << 3;
}

void TestRunRetention::windowKeepsTheLimit()
{
    QFETCH(int, limit);
    Settings().setMaxRuns(limit);
    MainWindow w;
    w.show();
    QVERIFY(w.openBuiltin(QStringLiteral("lost-acks-sqs")));
    Scenario s = w.document()->scenario();
    s.messages = 5;
    w.document()->change(s, QStringLiteral("messages"));

    // The first run is kept; the user then looks at the second while more run.
    QVERIFY(uitestsupport::runAndWait(w));
    QTRY_VERIFY(w.currentRun() != nullptr);
    const QString kept = w.currentRun()->databasePath;
    QAction *keep = w.runHistory()->keepAction;
    QVERIFY(keep->isEnabled());
    QVERIFY(!keep->isChecked());
    keep->setChecked(true);
    QVERIFY(Settings().isRunKept(kept));
    QVERIFY(uitestsupport::runAndWait(w));
    QTRY_VERIFY(w.currentRun() && w.currentRun()->databasePath != kept);
    QVERIFY(!keep->isChecked()); // the new run on screen is not the kept one
    for (int i = 0; i < limit + 1; ++i)
        QVERIFY(uitestsupport::runAndWait(w));
    QTRY_VERIFY(w.currentRun() != nullptr);
    const QString shown = w.currentRun()->databasePath;

    // limit + 3 runs made; `limit` remain, plus the kept one when the limit
    // alone would have dropped it. The newest (on screen) is always there.
    const QStringList left = runDatabases();
    QVERIFY2(left.contains(kept), qPrintable(left.join(QLatin1Char('\n'))));
    QVERIFY2(left.contains(shown), qPrintable(left.join(QLatin1Char('\n'))));
    QCOMPARE(left.size(), qMax(limit, 2));
    // Named as docs/command-line.md says: <scenario>-<strategy>-<seed>-<time>.sqlite.
    const QRegularExpression shape(QStringLiteral("^[a-z0-9-]+-%1-%2-\\d{8}-\\d{6}-\\d{3}\\.sqlite$")
                                   .arg(s.strategy.id).arg(s.seed));
    for (const QString &run : left)
        QVERIFY2(shape.match(QFileInfo(run).fileName()).hasMatch(), qPrintable(run));
    QVERIFY(QFileInfo::exists(kept));
    QVERIFY(QFileInfo::exists(RunDatabase::mailServerPath(kept)));
    // A pruned run leaves nothing behind (no mail-server or WAL file without its run).
    for (const QString &file : QDir(RunPaths::folder()).entryList(QDir::Files)) {
        const bool owned = std::any_of(left.cbegin(), left.cend(), [&file](const QString &run) {
            return file.startsWith(QFileInfo(run).completeBaseName());
        });
        QVERIFY2(owned, qPrintable(file));
    }
}

void TestRunRetention::sizeLimitPrunesTheOldestFirst()
{
    const QString dir = RunPaths::folder();
    const QStringList names{QStringLiteral("20261201-100000-000-none.sqlite"),
                            QStringLiteral("20261201-110000-000-none.sqlite"),
                            QStringLiteral("20261201-120000-000-none.sqlite"),
                            QStringLiteral("20261201-130000-000-none.sqlite")};
    for (const QString &n : names)
        fakeRun(QDir(dir).filePath(n), 1000); // 2 000 bytes a run
    // A run still being written is not listed, so never pruned.
    fakeRun(QDir(dir).filePath(QStringLiteral("20261201-140000-000-none.sqlite.partial")), 1000);
    RunLimits limits;
    limits.maxRuns = 100;
    limits.maxBytes = 4500;
    const QStringList removed = RunRetention::prune(dir, limits, {});
    QCOMPARE(removed, (QStringList{QDir(dir).filePath(names.at(0)), QDir(dir).filePath(names.at(1))}));
    QCOMPARE(runDatabases(), (QStringList{QDir(dir).filePath(names.at(3)), QDir(dir).filePath(names.at(2))}));
    QVERIFY(QFileInfo::exists(QDir(dir).filePath(QStringLiteral("20261201-140000-000-none.sqlite.partial"))));
}

void TestRunRetention::folderWithTheShownRunStays()
{
    // A comparison's folder holding the run on screen stays; another goes.
    const QString dir = RunPaths::folder();
    const QString oldCompare = QDir(dir).filePath(QStringLiteral("20261201-100000-000-compare"));
    const QString shownCompare = QDir(dir).filePath(QStringLiteral("20261201-110000-000-compare"));
    fakeRun(QDir(oldCompare).filePath(QStringLiteral("none.sqlite")), 10);
    fakeRun(QDir(shownCompare).filePath(QStringLiteral("none.sqlite")), 10);
    fakeRun(QDir(dir).filePath(QStringLiteral("20261201-120000-000-none.sqlite")), 10);
    RunLimits limits;
    limits.maxRuns = 1;
    const QStringList removed
        = RunRetention::prune(dir, limits, {QDir(shownCompare).filePath(QStringLiteral("none.sqlite"))});
    QCOMPARE(removed, QStringList{oldCompare});
    QVERIFY(QFileInfo::exists(QDir(shownCompare).filePath(QStringLiteral("none.sqlite"))));
}

void TestRunRetention::namesSayTheRunAndPruneByTheirStart()
{
    // A run's name says which scenario, strategy and seed made it and when
    // (UTC), so the folder reads without opening a database; and names that
    // start with the scenario still prune oldest first, beside the names of
    // older versions (<time>-<strategy>) and batch folders.
    const QDateTime at10(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
    const QString dir = RunPaths::folder();
    const QString zeta = RunPaths::newRunPath(QStringLiteral("Zeta: lost acks (SQS)"), QStringLiteral("none"), 7, at10);
    QCOMPARE(QFileInfo(zeta).fileName(), QStringLiteral("zeta-lost-acks-sqs-none-7-20261201-100000-000.sqlite"));
    QCOMPARE(QFileInfo(zeta).absolutePath(), QFileInfo(dir).absoluteFilePath());
    fakeRun(zeta, 10);
    const QString older = QDir(dir).filePath(QStringLiteral("20261201-103000-000-none.sqlite"));
    fakeRun(older, 10);
    const QString alpha = RunPaths::newRunPath(QStringLiteral("Alpha"), QStringLiteral("db-insert-first"), 1234567890123,
                                               at10.addSecs(3600));
    QCOMPARE(QFileInfo(alpha).fileName(), QStringLiteral("alpha-db-insert-first-1234567890123-20261201-110000-000.sqlite"));
    fakeRun(alpha, 10);
    const QString compare = QDir(dir).filePath(RunPaths::runName(QStringLiteral("Alpha"), QStringLiteral("compare"), 1,
                                                                 at10.addSecs(2 * 3600)));
    fakeRun(QDir(compare).filePath(QStringLiteral("none.sqlite")), 10);
    // Two runs in the same millisecond get two names.
    const QString again = RunPaths::newRunPath(QStringLiteral("Alpha"), QStringLiteral("db-insert-first"), 1234567890123,
                                               at10.addSecs(3600));
    QVERIFY(again != alpha);
    QCOMPARE(RunPaths::startOf(QFileInfo(again).fileName()), at10.addSecs(3600));
    QCOMPARE(runDatabases(), (QStringList{compare, alpha, older, zeta}));
    RunLimits limits;
    limits.maxRuns = 2;
    QCOMPARE(RunRetention::prune(dir, limits, {}), (QStringList{zeta, older}));
}

QTEST_MAIN(TestRunRetention)
#include "tst_runretention.moc"
