#include "database/databasepanel.h"
#include "editor/scenariodocument.h"
#include "inspector/inspectorpanel.h"
#include "window/mainwindow.h"
#include "metrics/metricspanel.h"
#include "playback/playbackcontroller.h"
#include "run/runcontroller.h"
#include "scenario/scenarioio.h"
#include "settings.h"
#include "window/analysisdocks.h"
#include "window/reportexporter.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDir>
#include <QScreen>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QMenu>
#include <QMimeData>
#include <QTemporaryDir>
#include <QUrl>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace idem;
using namespace idem::ui;

class TestMainWindow final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void runShowsVerdictAndDatabasePath();
    void duplicateRecordFillsInspector();
    void injectLostAckAddsScheduleEntryAndUndoRemovesIt();
    void scheduleTableEditsRerunLikeInjection();
    void playbackDrivesViews();
    void helpOverlayListsShortcuts();
    void keyboardDrivesPlayback();
    void largeRunStaysResponsive();
    void droppedScenarioFileOpens();
    void rightToLeftScreenshot();
    void anOlderSavedStateLeavesTheExploreDockDocked();

private:
    static void screenshot(MainWindow &w, const QString &name);
};

void TestMainWindow::initTestCase()
{
    uitestsupport::pinEnvironment();
}

// With IDEMLAB_SCREENSHOTS=folder set, the suite leaves PNGs of the window.
void TestMainWindow::screenshot(MainWindow &w, const QString &name)
{
    const QString folder = qEnvironmentVariable("IDEMLAB_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    // Let coalesced refreshes (the database tables) land before the grab.
    QTRY_VERIFY(w.database()->isCurrent());
    const QString file = QDir(folder).filePath(name + QStringLiteral(".png"));
    // On a real X server the screen shows popups (context menus) too.
    if (QGuiApplication::platformName() == QLatin1String("xcb") && w.screen())
        w.screen()->grabWindow(0, w.geometry().x(), w.geometry().y(), w.width(), w.height()).save(file);
    else
        w.grab().save(file);
}

void TestMainWindow::runShowsVerdictAndDatabasePath()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    QCOMPARE(w.document()->scenario().name, QStringLiteral("Lost acks on SQS FIFO"));
    QVERIFY(w.windowTitle().contains(QStringLiteral("lost-acks-sqs")));
    screenshot(w, QStringLiteral("01-before-run"));
    QVERIFY(uitestsupport::runAndWait(w));
    QTRY_VERIFY(w.currentRun() != nullptr);
    const RunPtr run = w.currentRun();
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    QVERIFY(run->valid); // db-insert-first skips every redelivery
    QVERIFY(w.metrics()->verdictText().contains(QStringLiteral("Valid")));
    QVERIFY(QFileInfo::exists(run->databasePath));
    QVERIFY(run->databasePath.contains(QStringLiteral("/runs/")));
    // <scenario>-<strategy>-<seed>-<time>.sqlite, as docs/command-line.md says.
    const QRegularExpression named(QStringLiteral("/lost-acks-on-sqs-fifo-db-insert-first-%1-\\d{8}-\\d{6}-\\d{3}\\.sqlite$")
                                       .arg(run->scenario.seed));
    QVERIFY2(named.match(run->databasePath).hasMatch(), qPrintable(run->databasePath));
    // The playhead starts at the end: the whole run is visible.
    QCOMPARE(w.playback()->recordIndex(), int(run->trace.size()) - 1);
    screenshot(w, QStringLiteral("02-after-run"));

    // File ▸ Export report writes every format for the run on screen.
    auto *exporter = w.findChild<ReportExporter *>();
    QVERIFY(exporter && exporter->menu()->isEnabled());
    QTemporaryDir out;
    QStringList written;
    QCOMPARE(exporter->exportTo(QStringLiteral("all"), out.path(), &written), QString());
    for (const QString &name : {QStringLiteral("summary.json"), QStringLiteral("metrics.csv"),
                                QStringLiteral("report.html"), QStringLiteral("report.pdf")})
        QVERIFY2(QFileInfo(QDir(out.path()).filePath(name)).size() > 0, qPrintable(name));
}

void TestMainWindow::duplicateRecordFillsInspector()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    // Switch the strategy off through the editor, as a student would.
    auto *strategy = w.findChild<QComboBox *>(QStringLiteral("$.strategy.id"));
    QVERIFY(strategy);
    strategy->setCurrentIndex(strategy->findData(QStringLiteral("none")));
    QCOMPARE(w.document()->scenario().strategy.id, QStringLiteral("none"));
    QVERIFY(w.windowTitle().contains(QStringLiteral("*")));
    QVERIFY(uitestsupport::runAndWait(w));
    const RunPtr run = w.currentRun();
    QVERIFY(run && !run->valid);
    QVERIFY(w.metrics()->verdictText().contains(QStringLiteral("Invalid")));
    int duplicate = -1;
    for (std::size_t i = 0; i < run->trace.size() && duplicate < 0; ++i) {
        const TraceRecord &r = run->trace.at(i);
        if (r.kind() == TraceKind::SideEffect && r.detail != 0)
            duplicate = int(i);
    }
    QVERIFY(duplicate >= 0);
    emit w.timeline()->recordClicked(duplicate);
    QCOMPARE(w.selectedRecord(), duplicate);
    QCOMPARE(w.inspector()->inspectedRecord(), duplicate);
    const int logical = int(run->trace.at(std::size_t(duplicate)).message);
    QString explanation;
    for (const Violation &v : run->violations) {
        if (v.logical == logical)
            explanation = v.explanation;
    }
    QVERIFY(!explanation.isEmpty());
    const QString text = w.inspector()->plainText();
    QVERIFY2(text.contains(explanation), qPrintable(text));
    QVERIFY(text.contains(Scenario::businessKey(logical)));
    QVERIFY(text.contains(QStringLiteral("AGAIN")));
    QVERIFY(text.contains(QStringLiteral("INSERT INTO orders")));
    QVERIFY(text.contains(QStringLiteral("Committed")));
    // The playhead moved to the record.
    QCOMPARE(w.playback()->recordIndex(), duplicate);
    screenshot(w, QStringLiteral("03-duplicate-inspected"));
}

void TestMainWindow::injectLostAckAddsScheduleEntryAndUndoRemovesIt()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    QVERIFY(uitestsupport::runAndWait(w));
    const RunPtr run = w.currentRun();
    int handle = -1;
    for (std::size_t i = 0; i < run->trace.size() && handle < 0; ++i) {
        const TraceRecord &r = run->trace.at(i);
        if (r.kind() == TraceKind::HandleStart && r.message == 4 && r.delivery == 1)
            handle = int(i);
    }
    QVERIFY(handle >= 0);
    const int before = int(w.document()->scenario().faults.schedule.size());
    QSignalSpy started(w.runController(), &RunController::started);
    emit w.timeline()->recordContextMenuRequested(handle, w.mapToGlobal(QPoint(400, 300)));
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr);
    screenshot(w, QStringLiteral("04-inject-menu"));
    auto *loseAck = menu->findChild<QAction *>(QStringLiteral("injectAckLost"));
    QVERIFY(loseAck);
    loseAck->trigger();
    menu->close();

    const QVector<ScheduledFault> &schedule = w.document()->scenario().faults.schedule;
    QCOMPARE(int(schedule.size()), before + 1);
    QCOMPARE(schedule.last().kind, ScheduleKind::AckLost);
    QCOMPARE(schedule.last().message, QStringLiteral("order-5"));
    QCOMPARE(schedule.last().delivery, 1);
    QCOMPARE(started.count(), 1); // injecting re-runs
    QSignalSpy finished(w.runController(), &RunController::finished);
    QVERIFY(finished.wait(60000));
    // The new run has the lost ack of order-5's first delivery.
    bool lost = false;
    for (const TraceRecord &r : w.currentRun()->trace.records())
        lost = lost || (r.kind() == TraceKind::AckLost && r.message == 4 && r.delivery == 1);
    QVERIFY(lost);

    w.document()->undoStack()->undo();
    QCOMPARE(int(w.document()->scenario().faults.schedule.size()), before);
    QCOMPARE(started.count(), 2); // undo re-runs too
    QVERIFY(finished.wait(60000));
    w.document()->undoStack()->redo();
    QCOMPARE(int(w.document()->scenario().faults.schedule.size()), before + 1);
    QVERIFY(finished.wait(60000));
}

// Reported: an edit in the fault schedule table only marked the run stale
// while a right-click injection re-ran at once. One rule: a schedule change,
// its undo and its redo re-run the run on screen; before the first run
// nothing starts by itself.
void TestMainWindow::scheduleTableEditsRerunLikeInjection()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    auto *view = w.findChild<QAbstractItemView *>(QStringLiteral("scheduleView"));
    QVERIFY(view && view->model());
    QAbstractItemModel *model = view->model();
    QSignalSpy started(w.runController(), &RunController::started);
    QSignalSpy finished(w.runController(), &RunController::finished);
    auto *stale = w.findChild<QWidget *>(QStringLiteral("staleRun"));
    QVERIFY(stale);

    // No run yet: the table's edit waits for Ctrl+R.
    const int rows = model->rowCount();
    QVERIFY(model->insertRows(rows, 1));
    QCOMPARE(started.count(), 0);
    QVERIFY(uitestsupport::runAndWait(w));
    const int runs = int(started.count());
    const QString firstDatabase = w.currentRun()->databasePath;

    // With a run on screen: an edited cell re-runs, like an injection.
    const QModelIndex at = model->index(rows, 1); // the fault's time
    QVERIFY(model->setData(at, 2500, Qt::EditRole));
    QCOMPARE(w.document()->scenario().faults.schedule.at(rows).atMs, 2500);
    QCOMPARE(int(started.count()), runs + 1);
    QVERIFY(finished.wait(60000));
    QTRY_VERIFY(w.currentRun() && w.currentRun()->databasePath != firstDatabase);
    QCOMPARE(w.currentRun()->scenario, w.document()->scenario());
    QVERIFY(!stale->isVisible());

    // Undo and redo of the table's edit re-run too.
    w.document()->undoStack()->undo();
    QCOMPARE(int(started.count()), runs + 2);
    QVERIFY(finished.wait(60000));
    QTRY_COMPARE(w.currentRun()->scenario, w.document()->scenario());
    w.document()->undoStack()->redo();
    QCOMPARE(int(started.count()), runs + 3);
    QVERIFY(finished.wait(60000));
    QTRY_COMPARE(w.currentRun()->scenario.faults.schedule.at(rows).atMs, 2500);
    QVERIFY(!stale->isVisible());

    // Removing the row through the table re-runs as well.
    QVERIFY(model->removeRows(rows, 1));
    QCOMPARE(int(started.count()), runs + 4);
    QVERIFY(finished.wait(60000));
    QTRY_COMPARE(int(w.currentRun()->scenario.faults.schedule.size()), rows);
}

void TestMainWindow::playbackDrivesViews()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    QVERIFY(uitestsupport::runAndWait(w));
    PlaybackController *p = w.playback();
    auto *play = w.findChild<QAction *>(QStringLiteral("playPause"));
    QVERIFY(play && play->isEnabled());
    QCOMPARE(play->shortcut(), QKeySequence(Qt::Key_Space));
    p->goToStart();
    p->nextInteresting();
    const int first = p->recordIndex();
    QVERIFY(first >= 0);
    QCOMPARE(w.selectedRecord(), first);
    QCOMPARE(w.timeline()->selectedRecord(), first);
    QCOMPARE(w.timeline()->playhead(), p->time());
    p->stepForward();
    QCOMPARE(p->recordIndex(), first + 1);
    QCOMPARE(w.selectedRecord(), first + 1);
    p->stepBackward();
    QCOMPARE(w.selectedRecord(), first);
    screenshot(w, QStringLiteral("05-stepped"));
}

void TestMainWindow::helpOverlayListsShortcuts()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    QVERIFY(uitestsupport::runAndWait(w));
    auto *help = w.findChild<QAction *>(QStringLiteral("help"));
    QVERIFY(help);
    QVERIFY(help->shortcuts().contains(QKeySequence(Qt::Key_F1)));
    help->trigger();
    auto *overlay = w.findChild<QWidget *>(QStringLiteral("helpOverlay"));
    QVERIFY(overlay && overlay->isVisible());
    auto *table = overlay->findChild<QAbstractItemView *>();
    QVERIFY(table);
    QStringList listed;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        listed.append(table->model()->index(row, 1).data().toString());
    for (const QString &name : {QStringLiteral("Play"), QStringLiteral("Step forward"), QStringLiteral("Next interesting event"),
                                QStringLiteral("Zoom in"), QStringLiteral("Fit the whole run"), QStringLiteral("Compress idle gaps"),
                                QStringLiteral("Run")})
        QVERIFY2(listed.contains(name), qPrintable(name));
    screenshot(w, QStringLiteral("06-help-overlay"));
    QTest::keyClick(overlay, Qt::Key_Escape);
    QVERIFY(!overlay->isVisible());
}

void TestMainWindow::keyboardDrivesPlayback()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier); // Ctrl+R runs
    QTRY_VERIFY_WITH_TIMEOUT(w.currentRun() != nullptr, 60000);
    w.timeline()->setFocus();
    PlaybackController *p = w.playback();
    QTest::keyClick(&w, Qt::Key_Home);
    QCOMPARE(p->time(), SimTime(0));
    QTest::keyClick(&w, Qt::Key_N);
    const int interesting = p->recordIndex();
    QVERIFY(interesting > 0);
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(p->recordIndex(), interesting + 1);
    QTest::keyClick(&w, Qt::Key_Left);
    QCOMPARE(p->recordIndex(), interesting);
    QTest::keyClick(&w, Qt::Key_Space);
    QVERIFY(p->isPlaying());
    QTest::keyClick(&w, Qt::Key_Space);
    QVERIFY(!p->isPlaying());
    const int speed = p->speed();
    QTest::keyClick(&w, Qt::Key_BracketRight);
    QCOMPARE(p->speed(), speed + 1);
    QTest::keyClick(&w, Qt::Key_End);
    QCOMPARE(p->recordIndex(), int(w.currentRun()->trace.size()) - 1);
    QTest::keyClick(&w, Qt::Key_F1);
    auto *overlay = w.findChild<QWidget *>(QStringLiteral("helpOverlay"));
    QVERIFY(overlay && overlay->isVisible());
    QTest::keyClick(overlay, Qt::Key_Escape);
    QVERIFY(!overlay->isVisible());
}

// Opt-in (IDEMLAB_LARGE=messages): how long the GUI thread spends taking a
// large run in, and how long one playhead move costs.
void TestMainWindow::largeRunStaysResponsive()
{
    const int messages = qEnvironmentVariableIntValue("IDEMLAB_LARGE");
    if (messages <= 0)
        QSKIP("set IDEMLAB_LARGE to a message count to measure a large run");
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    Scenario s = w.document()->scenario();
    s.messages = messages;
    s.publishIntervalMs = 1;
    s.strategy.id = QStringLiteral("none");
    w.document()->change(s, QStringLiteral("large"));
    QElapsedTimer clock;
    QSignalSpy finished(w.runController(), &RunController::finished);
    clock.start();
    QVERIFY(w.startRun());
    QVERIFY(finished.wait(600000));
    qInfo() << "run + show:" << clock.elapsed() << "ms; wall in engine" << w.currentRun()->wallMs << "ms;"
            << w.currentRun()->trace.size() << "records";
    PlaybackController *p = w.playback();
    clock.restart();
    for (int i = 0; i < 20; ++i)
        p->seekTime(p->endTime() * i / 20);
    QCoreApplication::processEvents();
    qInfo() << "20 seeks:" << clock.elapsed() << "ms";
    clock.restart();
    p->nextInteresting();
    qInfo() << "next interesting + inspector:" << clock.elapsed() << "ms";
    clock.restart();
    w.database()->refreshNow();
    qInfo() << "database refresh:" << clock.elapsed() << "ms";
    screenshot(w, QStringLiteral("08-large-run"));
}

void TestMainWindow::droppedScenarioFileOpens()
{
    QTemporaryDir dir;
    Scenario s;
    s.name = QStringLiteral("Dropped in");
    s.messages = 42;
    const QString file = dir.filePath(QStringLiteral("dropped.json"));
    QCOMPARE(ScenarioIo::save(s, file).error(), QString());
    MainWindow w;
    w.show();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &drop);
    QVERIFY(w.document()->scenario() == s);
    QCOMPARE(w.document()->filePath(), QFileInfo(file).absoluteFilePath());
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("dropped.json")));
    QVERIFY(!w.isWindowModified());
    QCOMPARE(Settings().recentFiles().value(0), QFileInfo(file).absoluteFilePath());
    // Anything but a scenario file is refused.
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("notes.txt")))});
    QDragEnterEvent refused(QPoint(100, 100), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QApplication::sendEvent(&w, &refused);
    QVERIFY(!refused.isAccepted());
}

// Only for looking at: the window in Persian layout direction.
void TestMainWindow::rightToLeftScreenshot()
{
    if (qEnvironmentVariableIsEmpty("IDEMLAB_SCREENSHOTS"))
        QSKIP("set IDEMLAB_SCREENSHOTS to a folder to take screenshots");
    QApplication::setLayoutDirection(Qt::RightToLeft);
    {
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
        QVERIFY(uitestsupport::runAndWait(w));
        w.playback()->goToStart();
        w.playback()->nextInteresting();
        screenshot(w, QStringLiteral("07-right-to-left"));
    }
    QApplication::setLayoutDirection(Qt::LeftToRight);
}

// A window state saved by an older version, whose Explore dock opened
// floating over the window under the name "exploreDock": restored, the dock
// comes up in its place now, docked at the bottom beside the timeline.
void TestMainWindow::anOlderSavedStateLeavesTheExploreDockDocked()
{
    // `w` at 1280×800 on screen, Explore opened: its dock.
    const auto openExplore = [](MainWindow &w) -> QDockWidget * {
        w.resize(1280, 800);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return nullptr;
        w.analysis()->exploreAction->trigger();
        return w.analysis()->exploreDock();
    };
    Settings().setWindowState({});
    {
        MainWindow older;
        QDockWidget *floating = openExplore(older);
        QVERIFY(floating);
        floating->setObjectName(QStringLiteral("exploreDock"));
        floating->setFloating(true);
        QVERIFY(older.close());
    }
    QVERIFY(!Settings().windowState().isEmpty());
    MainWindow w;
    QDockWidget *dock = openExplore(w);
    QVERIFY(dock);
    QTRY_VERIFY(dock->isVisible());
    QApplication::processEvents();
    QVERIFY(!dock->isFloating());
    QCOMPARE(w.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    w.close();
    Settings().setWindowState({});
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
