// View ▸ Presenter Mode from the main window (PresenterSession): the run the
// window already has is narrated without running again, and the
// presenter's keys are the presenter's, not the window's playback shortcuts.
#include "editor/scenariodocument.h"
#include "playback/playbackcontroller.h"
#include "presenter/narrationmodel.h"
#include "presenter/presentermode.h"
#include "run/runcontroller.h"
#include "run/runpaths.h"
#include "uitestsupport.h"
#include "window/mainwindow.h"
#include "window/presentersession.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace idem;
using namespace idem::ui;

namespace {
// Every file in the folder of run databases (a run's database and its companions).
QStringList runFiles()
{
    return QDir(RunPaths::folder()).entryList(QDir::Files, QDir::Name);
}

QAction *windowAction(MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name), Qt::FindDirectChildrenOnly);
}

// Opens the presenter as F11 does and waits until it is the active window,
// so keys go where a presenter's keys go. (QTest::qWaitForWindowActive is
// no wait here: a window counts as active while its transient parent, the
// main window, is; keys sent before the window system has activated the
// presenter reach the main window's shortcuts, Space its Play.)
PresenterMode *openPresenter(MainWindow &w)
{
    windowAction(w, "presenterMode")->trigger();
    PresenterMode *presenter = w.presenterSession()->presenter();
    if (!presenter || !QTest::qWaitFor([presenter] { return QApplication::activeWindow() == presenter; }, 5000))
        return nullptr;
    return presenter;
}
} // namespace

class TestPresenterSession final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void revealReusesTheWindowsFinishedRun();
    void revealRunsAgainWhenTheScenarioChanged();
    void keysStepThePresenterNotThePlayback_data();
    void keysStepThePresenterNotThePlayback();
};

void TestPresenterSession::initTestCase()
{
    uitestsupport::pinEnvironment();
    QDir(RunPaths::folder()).removeRecursively();
}

// Issue 26 item 10: each start of presenter mode ran the scenario again
// and left another run database.
void TestPresenterSession::revealReusesTheWindowsFinishedRun()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openBuiltin(QStringLiteral("04-ack-lost-network-timeout")));
    QVERIFY(uitestsupport::runAndWait(w));
    const RunPtr shown = w.currentRun();
    QVERIFY(shown && shown->finished());
    const QString hash = shown->trace.hashHex();
    const QStringList files = runFiles();
    QVERIFY(files.contains(QFileInfo(shown->databasePath).fileName()));

    QSignalSpy started(w.runController(), &RunController::started);
    for (int time = 0; time < 2; ++time) { // a second start of presenter mode too
        PresenterMode *presenter = openPresenter(w);
        QVERIFY(presenter);
        QCOMPARE(presenter->stage(), PresenterMode::Stage::Story);
        QTest::keyClick(presenter, Qt::Key_Space); // the question
        QCOMPARE(presenter->stage(), PresenterMode::Stage::Predict);
        QTest::keyClick(presenter, Qt::Key_Space); // reveal: the window's run, at once
        QCOMPARE(presenter->stage(), PresenterMode::Stage::Narrating);
        QVERIFY(!w.runController()->isRunning());
        QVERIFY(presenter->run());
        QCOMPARE(presenter->run()->trace.hashHex(), hash);
        QCOMPARE(presenter->run()->databasePath, shown->databasePath);
        QCOMPARE(presenter->narration()->toldCount(), 0); // told from the start
        QTest::keyClick(presenter, Qt::Key_Escape);
        QVERIFY(!presenter->isVisible());
    }
    QCoreApplication::processEvents();
    QCOMPARE(started.count(), 0);
    QCOMPARE(runFiles(), files);
    QCOMPARE(w.currentRun(), shown);
}

void TestPresenterSession::revealRunsAgainWhenTheScenarioChanged()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openBuiltin(QStringLiteral("04-ack-lost-network-timeout")));
    QVERIFY(uitestsupport::runAndWait(w));
    const RunPtr before = w.currentRun();
    Scenario edited = w.document()->scenario();
    edited.seed += 1; // another seed is another run
    w.document()->change(edited, QStringLiteral("seed"));
    const QStringList files = runFiles();

    PresenterMode *presenter = openPresenter(w);
    QVERIFY(presenter);
    QSignalSpy finished(w.runController(), &RunController::finished);
    QTest::keyClick(presenter, Qt::Key_Space);
    QTest::keyClick(presenter, Qt::Key_Space);
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Waiting);
    QVERIFY(finished.wait(60000) || finished.count() > 0);
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Narrating);
    QVERIFY(presenter->run() && presenter->run() != before);
    QCOMPARE(presenter->run()->scenario.seed, edited.seed);
    const QString database = QFileInfo(presenter->run()->databasePath).fileName();
    QVERIFY(!files.contains(database));
    QVERIFY(runFiles().contains(database));
}

void TestPresenterSession::keysStepThePresenterNotThePlayback_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("Space") << int(Qt::Key_Space);
    QTest::newRow("Right") << int(Qt::Key_Right);
}

// Found last session: a presenter opened after the window had run never
// left the story page. With a run, the window's playback shortcuts (Space
// plays, → steps) are enabled, and they took the presenter's keys.
void TestPresenterSession::keysStepThePresenterNotThePlayback()
{
    QFETCH(int, key);
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openBuiltin(QStringLiteral("04-ack-lost-network-timeout")));
    QVERIFY(uitestsupport::runAndWait(w));
    QVERIFY(windowAction(w, "playPause")->isEnabled());
    w.playback()->pause();
    w.playback()->goToStart();
    const SimTime at = w.playback()->time();

    PresenterMode *presenter = openPresenter(w);
    QVERIFY(presenter);
    QCOMPARE(QApplication::activeWindow(), static_cast<QWidget *>(presenter));
    QTest::keyClick(presenter, Qt::Key(key));
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Predict);
    QVERIFY(!w.playback()->isPlaying());
    QCOMPARE(w.playback()->time(), at);
    QTest::keyClick(presenter, Qt::Key(key)); // reveal
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Narrating);
    // Telling the first event moves the window's playhead there, once.
    const int first = presenter->narration()->nextLine();
    QVERIFY(first >= 0);
    w.playback()->pause();
    QTest::keyClick(presenter, Qt::Key(key));
    QCOMPARE(presenter->narration()->toldCount(), first + 1);
    QCOMPARE(w.playback()->time(), presenter->narration()->lines().at(first).time);
    QVERIFY(!w.playback()->isPlaying());
}

QTEST_MAIN(TestPresenterSession)
#include "tst_presentersession.moc"
