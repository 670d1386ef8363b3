// The four standalone views reached from the main window: Compare
// Strategies, Parameter Sweep, Workshop Library and Presenter Mode.
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "database/databasepanel.h"
#include "editor/scenariodocument.h"
#include "inspector/inspectorpanel.h"
#include "window/mainwindow.h"
#include "playback/playbackcontroller.h"
#include "presenter/narrationmodel.h"
#include "presenter/presentermode.h"
#include "run/runcontroller.h"
#include "sweep/sweepview.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"
#include "window/analysisdocks.h"
#include "window/presentersession.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopeGuard>
#include <QScreen>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace idem;
using namespace idem::ui;

class TestIntegration final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void newActionsHaveDistinctShortcuts();
    void compareActionComparesCurrentScenario();
    void compareViewFollowsTheEditor();
    void sweepActionBindsCurrentScenario();
    void analysisDockRemembersItsGeometry();
    void workshopOpensBuiltin();
    void workshopAsksBeforeDiscardingEdits();
    void presenterRevealRunsAndNarrates();
    void helpOverlayListsNewActions();
    void screenshots();

private:
    static int firstDuplicate(const RunResult &run);
    static QAction *action(MainWindow &w, const QString &name);
    static void screenshot(QWidget &w, const QString &name, bool wholeScreen);
    // `w` at 1600×1000 on screen with `scenario` open; false when it did not open.
    static bool shownWith(MainWindow &w, const QString &scenario);
    // A 1600×1000 window that ran `scenario`, its first duplicate selected, shot as `name`.
    static void screenshotFirstDuplicate(const QString &scenario, const QString &name);
};

void TestIntegration::initTestCase()
{
    uitestsupport::pinEnvironment();
}

int TestIntegration::firstDuplicate(const RunResult &run)
{
    for (std::size_t i = 0; i < run.trace.size(); ++i) {
        if (run.trace.at(i).kind() == TraceKind::SideEffect && run.trace.at(i).detail == 1)
            return int(i);
    }
    return -1;
}

QAction *TestIntegration::action(MainWindow &w, const QString &name)
{
    return w.findChild<QAction *>(name, Qt::FindDirectChildrenOnly);
}

// With IDEMLAB_SCREENSHOTS=folder set under a real X server (xvfb-run), the
// whole screen is grabbed so floating docks and full-screen windows show.
void TestIntegration::screenshot(QWidget &w, const QString &name, bool wholeScreen)
{
    const QString folder = qEnvironmentVariable("IDEMLAB_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    // Every window on screen mapped, the main window's tables caught up with
    // the playhead (coalesced, read on their own thread), then the layouts
    // and paints that asked for.
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (top->isVisible())
            QVERIFY(QTest::qWaitForWindowExposed(top));
    }
    if (auto *main = qobject_cast<MainWindow *>(&w))
        QTRY_VERIFY(main->database()->isCurrent());
    QCoreApplication::sendPostedEvents();
    const QString file = QDir(folder).filePath(name + QStringLiteral(".png"));
    if (QGuiApplication::platformName() == QLatin1String("xcb") && w.screen()) {
        const QRect r = wholeScreen ? w.screen()->geometry() : w.frameGeometry();
        w.screen()->grabWindow(0, r.x(), r.y(), r.width(), r.height()).save(file);
    } else {
        w.grab().save(file);
    }
}

void TestIntegration::newActionsHaveDistinctShortcuts()
{
    MainWindow w;
    QHash<QKeySequence, QString> seen;
    for (QAction *a : w.findChildren<QAction *>()) {
        for (const QKeySequence &k : a->shortcuts()) {
            QVERIFY2(!seen.contains(k), qPrintable(k.toString() + QStringLiteral(": ") + seen.value(k)
                                                    + QStringLiteral(" and ") + a->objectName()));
            seen.insert(k, a->objectName());
        }
    }
    QCOMPARE(action(w, QStringLiteral("compareStrategies"))->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QCOMPARE(action(w, QStringLiteral("parameterSweep"))->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    QCOMPARE(action(w, QStringLiteral("workshopLibrary"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_B));
    QVERIFY(action(w, QStringLiteral("presenterMode"))->shortcuts().contains(QKeySequence(Qt::Key_F11)));
}

void TestIntegration::compareActionComparesCurrentScenario()
{
    MainWindow w;
    QVERIFY(shownWith(w, QStringLiteral("builtin:lost-acks-sqs")));
    QVERIFY(!w.analysis()->compareView());
    QAction *compare = action(w, QStringLiteral("compareStrategies"));
    QVERIFY(compare);
    compare->trigger();
    CompareView *view = w.analysis()->compareView();
    QVERIFY(view);
    QVERIFY(w.analysis()->compareDock()->isVisible());
    QCOMPARE(view->scenario(), w.document()->scenario());
    QVERIFY(view->isRunning()); // Compare starts right away
    QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 120000);
    ComparisonModel *model = view->model();
    QCOMPARE(model->rowCount(), 8);
    const int noneRow = model->rowOf(QStringLiteral("none"));
    QVERIFY(noneRow >= 0);
    QCOMPARE(model->state(noneRow), ComparisonModel::State::Done);
    const RunPtr compared = model->run(noneRow);
    QVERIFY(compared);

    // A normal run of the same scenario with no deduplication.
    Scenario none = w.document()->scenario();
    none.strategy.id = QStringLiteral("none");
    w.document()->change(none, QStringLiteral("strategy none"));
    QVERIFY(uitestsupport::runAndWait(w));
    const RunPtr normal = w.currentRun();
    QVERIFY(normal);
    QVERIFY(normal->metrics.duplicateSideEffects > 0);
    QCOMPARE(compared->metrics.duplicateSideEffects, normal->metrics.duplicateSideEffects);
    QCOMPARE(model->index(noneRow, ComparisonModel::DuplicateSideEffects).data().toInt(),
             normal->metrics.duplicateSideEffects);

    // Double-clicking a row shows that run in the window's timeline and inspector.
    const int hybridRow = model->rowOf(QStringLiteral("hybrid"));
    QVERIFY(hybridRow >= 0);
    auto *table = view->findChild<QTableView *>(QStringLiteral("comparisonTable"));
    QVERIFY(table);
    QTRY_VERIFY(table->isVisible());
    const QRect cell = table->visualRect(model->index(hybridRow, ComparisonModel::Strategy));
    QVERIFY(cell.isValid());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(w.currentRun(), model->run(hybridRow));
    QCOMPARE(w.playback()->recordCount(), int(model->run(hybridRow)->trace.size()));
}

void TestIntegration::compareViewFollowsTheEditor()
{
    MainWindow w;
    QVERIFY(shownWith(w, QStringLiteral("builtin:lost-acks-sqs")));
    w.analysis()->openCompare();
    CompareView *view = w.analysis()->compareView();
    QSignalSpy finished(view, &CompareView::finished);
    // An edit while it runs does not relabel the running comparison...
    Scenario edited = w.document()->scenario();
    edited.seed += 1;
    w.document()->change(edited, QStringLiteral("seed"));
    QVERIFY(view->isRunning());
    QVERIFY(view->scenario() != edited);
    // ...but once it ends the view holds the edited scenario, ready to run again.
    QVERIFY(finished.wait(120000) || finished.count() > 0);
    QCOMPARE(view->scenario(), edited);
    // Compare again runs the current scenario.
    w.analysis()->openCompare();
    QVERIFY(view->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 120000);
    QCOMPARE(view->model()->run(0)->scenario.seed, edited.seed);
}

void TestIntegration::sweepActionBindsCurrentScenario()
{
    MainWindow w;
    QVERIFY(shownWith(w, QStringLiteral("builtin:13-cache-ttl-expiry")));
    action(w, QStringLiteral("parameterSweep"))->trigger();
    SweepView *view = w.analysis()->sweepView();
    QVERIFY(view && w.analysis()->sweepDock()->isVisible());
    QCOMPARE(view->scenario(), w.document()->scenario());
    QVERIFY(!view->isRunning()); // the user picks the parameter first
    QVERIFY(view->setParameter(QStringLiteral("faults.ackLost")));
    view->setRange(0, 0.2, 2);
    view->setStrategies({QStringLiteral("none")});
    QSignalSpy finished(view, &SweepView::finished);
    view->start();
    QVERIFY(finished.wait(120000) || finished.count() > 0);
    QVERIFY(view->model()->rowCount() > 0);
}

void TestIntegration::analysisDockRemembersItsGeometry()
{
    QSize placed;
    {
        MainWindow w;
        QVERIFY(shownWith(w, QStringLiteral("builtin:lost-acks-sqs")));
        w.analysis()->openCompare();
        QDockWidget *dock = w.analysis()->compareDock();
        QVERIFY(dock->isFloating()); // first time: a window of its own next to the main one
        QVERIFY(dock->width() >= qMin(1000, w.screen()->availableGeometry().width() - 60));
        // Bigger than the view's minimum, which a smaller size would be clamped to.
        placed = dock->size() + QSize(0, 21); // the offscreen screen is narrower than the view
        dock->resize(placed);
        QCOMPARE(dock->size(), placed);
        QTRY_VERIFY_WITH_TIMEOUT(!w.analysis()->compareView()->isRunning(), 120000);
        QVERIFY(w.close());
    }
    MainWindow w;
    QVERIFY(shownWith(w, QStringLiteral("builtin:lost-acks-sqs")));
    w.analysis()->openCompare();
    QDockWidget *dock = w.analysis()->compareDock();
    QVERIFY(dock->isFloating());
    QCOMPARE(dock->size(), placed);
    QTRY_VERIFY_WITH_TIMEOUT(!w.analysis()->compareView()->isRunning(), 120000);
}

void TestIntegration::workshopOpensBuiltin()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openBuiltin(QStringLiteral("13-cache-ttl-expiry")));
    QCOMPARE(w.document()->displayName(), QStringLiteral("builtin:13-cache-ttl-expiry"));
    QVERIFY(!w.document()->isModified());
    QVERIFY(w.windowTitle().contains(QStringLiteral("13-cache-ttl-expiry")));
    QAction *library = action(w, QStringLiteral("workshopLibrary"));
    QVERIFY(library);
    // In the File menu, right after Open Built-in Scenario.
    QMenu *builtin = w.findChild<QMenu *>(QStringLiteral("builtinMenu"));
    QVERIFY(builtin);
    QMenu *fileMenu = w.menuBar()->actions().value(0)->menu();
    QVERIFY(fileMenu);
    const QList<QAction *> file = fileMenu->actions();
    const qsizetype at = file.indexOf(builtin->menuAction());
    QVERIFY(at >= 0);
    QCOMPARE(file.value(at + 1), library);
}

void TestIntegration::workshopAsksBeforeDiscardingEdits()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    Scenario edited = w.document()->scenario();
    edited.seed += 7;
    w.document()->change(edited, QStringLiteral("seed"));
    QVERIFY(w.document()->isModified());
    // Answer the "Unsaved changes" question with Cancel, then with Discard.
    int asked = 0;
    const auto answer = [&asked](QMessageBox::StandardButton button) {
        auto *timer = new QTimer;
        timer->setInterval(20);
        QObject::connect(timer, &QTimer::timeout, timer, [timer, button, &asked] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                ++asked;
                box->button(button)->click();
                timer->deleteLater();
            }
        });
        timer->start();
    };
    answer(QMessageBox::Cancel);
    QVERIFY(!w.openBuiltin(QStringLiteral("13-cache-ttl-expiry")));
    QCOMPARE(asked, 1);
    QCOMPARE(w.document()->scenario(), edited);
    answer(QMessageBox::Discard);
    QVERIFY(w.openBuiltin(QStringLiteral("13-cache-ttl-expiry")));
    QCOMPARE(asked, 2);
    QCOMPARE(w.document()->displayName(), QStringLiteral("builtin:13-cache-ttl-expiry"));
}

void TestIntegration::presenterRevealRunsAndNarrates()
{
    MainWindow w;
    QVERIFY(shownWith(w, QStringLiteral("builtin:lost-acks-sqs")));
    action(w, QStringLiteral("presenterMode"))->trigger();
    PresenterMode *presenter = w.presenterSession()->presenter();
    QVERIFY(presenter && presenter->isVisible() && presenter->isWindow());
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Story);
    QVERIFY(presenter->windowState() & (Qt::WindowFullScreen | Qt::WindowMaximized));

    QSignalSpy finished(w.runController(), &RunController::finished);
    QTest::keyClick(presenter, Qt::Key_Space); // story → question
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Predict);
    QTest::keyClick(presenter, Qt::Key_Space); // reveal
    QVERIFY(w.runController()->isRunning());
    QVERIFY(finished.wait(60000) || finished.count() > 0);
    const RunPtr run = w.currentRun();
    QVERIFY(run && run->scenario == w.document()->scenario());
    // The presenter got the run, and the window plays it from the start.
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Narrating);
    QVERIFY(presenter->narration()->lines().size() > 0);
    QVERIFY(w.playback()->isPlaying());
    QVERIFY(w.playback()->time() < w.playback()->endTime());
    // Advancing tells the next event and moves the window's playhead there.
    w.playback()->pause();
    const int next = presenter->narration()->nextLine();
    QVERIFY(next >= 0);
    const SimTime at = presenter->narration()->lines().at(next).time;
    QTest::keyClick(presenter, Qt::Key_Right);
    QCOMPARE(w.playback()->time(), at);
    QVERIFY(presenter->narration()->toldCount() > next);
    // Playback reaching the end closes with the lesson.
    w.playback()->goToEnd();
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Lesson);
    QTest::keyClick(presenter, Qt::Key_Escape);
    QVERIFY(!presenter->isVisible());
    QVERIFY(w.isVisible());
}

void TestIntegration::helpOverlayListsNewActions()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    action(w, QStringLiteral("help"))->trigger();
    auto *overlay = w.findChild<QWidget *>(QStringLiteral("helpOverlay"));
    QVERIFY(overlay && overlay->isVisible());
    auto *table = overlay->findChild<QAbstractItemView *>();
    QVERIFY(table);
    QHash<QString, QString> listed;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        listed.insert(table->model()->index(row, 1).data().toString(), table->model()->index(row, 2).data().toString());
    const QString ctrlShiftC = QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C).toString(QKeySequence::NativeText);
    QCOMPARE(listed.value(QStringLiteral("Compare Strategies")), ctrlShiftC);
    QVERIFY(listed.contains(QStringLiteral("Parameter Sweep")));
    QVERIFY(listed.contains(QStringLiteral("Workshop Library")));
    QVERIFY(listed.value(QStringLiteral("Presenter Mode")).contains(QStringLiteral("F11")));
}

bool TestIntegration::shownWith(MainWindow &w, const QString &scenario)
{
    w.resize(1600, 1000);
    w.show();
    return w.openScenario(scenario);
}

void TestIntegration::screenshotFirstDuplicate(const QString &scenario, const QString &name)
{
    MainWindow w;
    w.setGeometry(0, 0, 1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openScenario(scenario));
    QVERIFY(uitestsupport::runAndWait(w));
    const int duplicate = firstDuplicate(*w.currentRun());
    QVERIFY(duplicate >= 0);
    emit w.timeline()->recordClicked(duplicate);
    screenshot(w, name, false);
}

// Only for looking at: the README's pictures.
void TestIntegration::screenshots()
{
    if (qEnvironmentVariableIsEmpty("IDEMLAB_SCREENSHOTS"))
        QSKIP("set IDEMLAB_SCREENSHOTS to a folder to take screenshots");
    // The race: both handlers' spans overlap, the broker's hold ends in the
    // redelivery, arrows to the cause and to the first application.
    screenshotFirstDuplicate(QStringLiteral("builtin:18-check-then-insert-race-no-unique-key"),
                             QStringLiteral("main-window"));
    // Kafka: the crash, the session-timeout wait, the rewind to the committed
    // offset and the ten re-read records; the first re-read duplicate
    // selected: its arrow back to the rebalance and the one to the
    // application it repeats.
    screenshotFirstDuplicate(QStringLiteral("builtin:08-kafka-crash-before-auto-commit"),
                             QStringLiteral("kafka-rebalance"));
    {
        // The window in Persian: right to left, Persian digits, the
        // scenario's own Persian texts in the editor.
        uitestsupport::Language persian;
        persian.use(QStringLiteral("fa"));
        const auto english = qScopeGuard([&persian] {
            persian.use(QStringLiteral("en"));
            QLocale::setDefault(QLocale::c());
        });
        screenshotFirstDuplicate(QStringLiteral("builtin:13-cache-ttl-expiry"), QStringLiteral("persian-rtl"));
    }
    {
        MainWindow w;
        w.setGeometry(0, 0, 1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
        QVERIFY(uitestsupport::runAndWait(w));
        w.analysis()->openCompare();
        CompareView *view = w.analysis()->compareView();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isRunning(), 120000);
        QTRY_VERIFY(w.analysis()->compareDock()->isVisible());
        screenshot(w, QStringLiteral("compare"), true);
    }
    {
        MainWindow w;
        w.setGeometry(0, 0, 1600, 1000);
        w.show();
        QVERIFY(w.openScenario(QStringLiteral("builtin:04-ack-lost-network-timeout")));
        w.presenterSession()->open();
        PresenterMode *presenter = w.presenterSession()->presenter();
        QVERIFY(QTest::qWaitForWindowExposed(presenter));
        QSignalSpy finished(w.runController(), &RunController::finished);
        presenter->reveal();
        QVERIFY(finished.wait(60000) || finished.count() > 0);
        w.playback()->pause();
        // On to the first duplicate: the camera shows it with the lost ack behind it.
        for (int i = 0; i < 3 && presenter->narration()->toldCount() < 3; ++i)
            presenter->advance();
        screenshot(*presenter, QStringLiteral("presenter"), true);
        presenter->close();
    }
}

QTEST_MAIN(TestIntegration)
#include "tst_integration.moc"
