// A seeded random walk over what a workshop does with the window: open
// scenarios (built-in and from files), new, run, cancel mid-run, run again
// before the last one finished, undo/redo, inject faults from the
// timeline's menus, play/step/scrub, select events, compare and sweep
// (start, cancel, restart, switch scenario under them), presenter mode,
// close and reopen docks, export reports. After every action the window
// must describe one run everywhere: the timeline, metrics, event log,
// database panel, inspector, playback and status bar.
//
// IDEMLAB_SOAK_ACTIONS=N (default 300; 5000 before a release) and
// IDEMLAB_SOAK_SEED=S (default: a fresh seed, printed) reproduce a walk.

#include "compare/compareview.h"
#include "database/databasepanel.h"
#include "database/snapshotmodel.h"
#include "editor/scenariodocument.h"
#include "inspector/inspectorpanel.h"
#include "log/eventlogmodel.h"
#include "log/eventlogpanel.h"
#include "window/mainwindow.h"
#include "metrics/metricspanel.h"
#include "playback/playbackcontroller.h"
#include "run/runcontroller.h"
#include "scenario/builtinscenarios.h"
#include "sweep/sweepview.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"
#include "window/analysisdocks.h"
#include "window/emptystate.h"
#include "window/faultinjector.h"
#include "window/filecontroller.h"
#include "window/presentersession.h"
#include "window/reportexporter.h"
#include "window/runstatus.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace idem;
using namespace idem::ui;

namespace {

// Answers whatever dialog an action opens the way a hurried user would:
// discard unsaved edits, dismiss errors, cancel file choosers and pickers.
class DialogDismisser final : public QObject
{
public:
    DialogDismisser()
    {
        connect(&m_timer, &QTimer::timeout, this, &DialogDismisser::dismiss);
        m_timer.start(20);
    }
    int dismissed() const { return m_dismissed; }

private:
    void dismiss()
    {
        const QWidgetList tops = QApplication::topLevelWidgets();
        for (QWidget *top : tops) {
            if (!top->isVisible())
                continue;
            if (auto *box = qobject_cast<QMessageBox *>(top)) {
                QAbstractButton *choice = box->button(QMessageBox::Discard);
                if (!choice)
                    choice = box->button(QMessageBox::No);
                if (!choice)
                    choice = box->button(QMessageBox::Ok);
                ++m_dismissed;
                if (choice)
                    choice->click();
                else
                    box->reject();
            } else if (auto *dialog = qobject_cast<QDialog *>(top)) {
                ++m_dismissed;
                dialog->reject();
            }
        }
    }

    QTimer m_timer;
    int m_dismissed = 0;
};

struct Action
{
    const char *name;
    int weight;
    std::function<void()> run;
};

} // namespace

class TestSoak final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void secondScenarioRunsInOneWindow();
    void walk();

private:
    QString consistencyProblem(MainWindow &w) const;
};

void TestSoak::initTestCase()
{
    uitestsupport::pinEnvironment();
}

// The reported crash: run one scenario, open another, run it.
void TestSoak::secondScenarioRunsInOneWindow()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QSignalSpy finished(w.runController(), &RunController::finished);
    QVERIFY(w.openScenario(QStringLiteral("builtin:04-ack-lost-network-timeout")));
    QVERIFY(w.startRun());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    const QString first = w.currentRun()->databasePath;
    QTRY_VERIFY(w.database()->isCurrent() && w.database()->ordersModel()->totalRows() > 0);

    QVERIFY(w.openScenario(QStringLiteral("builtin:08-kafka-crash-before-auto-commit")));
    QVERIFY(!w.currentRun());
    QVERIFY2(w.runStatus()->pathText().isEmpty(), qPrintable(w.runStatus()->pathText()));
    QVERIFY(w.startRun());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QVERIFY(w.currentRun()->databasePath != first);
    w.database()->refreshNow();
    QTRY_VERIFY(w.database()->isCurrent());
    QCOMPARE(w.database()->ordersModel()->totalRows(), w.currentRun()->metrics.effectsApplied);
    QVERIFY(w.runStatus()->pathText().contains(w.currentRun()->databasePath));

    // Ctrl+N, Ctrl+R: a new scenario runs in the same window too.
    w.files()->newAction->trigger();
    QVERIFY(!w.currentRun());
    QVERIFY(w.startRun());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000);
    w.database()->refreshNow();
    QTRY_VERIFY(w.database()->isCurrent());
    QCOMPARE(w.database()->ordersModel()->totalRows(), w.currentRun()->metrics.effectsApplied);
    QVERIFY(w.document()->undoStack()->count() == 0 || w.document()->undoStack()->canUndo());
}

QString TestSoak::consistencyProblem(MainWindow &w) const
{
    const RunPtr run = w.currentRun();
    if (w.timeline()->run() != run)
        return QStringLiteral("the timeline shows another run than the window");
    if (w.metrics()->run() != run)
        return QStringLiteral("the metrics panel shows another run");
    if (w.eventLog()->run() != run)
        return QStringLiteral("the event log shows another run");
    if (w.database()->run() != run)
        return QStringLiteral("the database panel shows another run");
    if (w.inspector()->run() != run)
        return QStringLiteral("the inspector shows another run");
    if (w.playback()->run() != run)
        return QStringLiteral("playback drives another run");
    const bool running = w.runController()->isRunning();
    if (running && w.runAction()->isEnabled())
        return QStringLiteral("Run is offered while a run is going");
    if (running && w.emptyState()->isVisibleTo(&w) && w.emptyState()->isOfferingRun())
        return QStringLiteral("the centre offers the big Run button while a run is going");
    if (!run) {
        if (w.emptyState()->isHidden() && !w.emptyState()->isVisibleTo(&w) && w.isVisible())
            return QStringLiteral("no run, but the centre does not show the scenario");
        if (!running && !w.runStatus()->pathText().isEmpty())
            return QStringLiteral("no run on screen, but the status bar names a database: ") + w.runStatus()->pathText();
        return {};
    }
    if (w.eventLog()->model()->rowCount() > int(run->trace.size()))
        return QStringLiteral("the event log lists more rows than the run has records");
    if (w.playback()->recordIndex() >= int(run->trace.size()))
        return QStringLiteral("the playhead is past the run's last record");
    if (w.database()->isCurrent() && w.database()->headerText().startsWith(QStringLiteral("Cannot read")))
        return QStringLiteral("the database panel cannot read the run: ") + w.database()->headerText();
    if (w.database()->ordersModel()->totalRows() > run->metrics.effectsApplied)
        return QStringLiteral("the orders table has more rows than the run applied");
    if (!running && run->valid != w.metrics()->verdictText().contains(QStringLiteral("Valid")))
        return QStringLiteral("the verdict does not match the run: ") + w.metrics()->verdictText();
    if (!running && !w.runStatus()->pathText().contains(run->databasePath))
        return QStringLiteral("the status bar names another database: ") + w.runStatus()->pathText();
    return {};
}

void TestSoak::walk()
{
    bool ok = false;
    const int actions = qEnvironmentVariableIntValue("IDEMLAB_SOAK_ACTIONS", &ok);
    const int count = ok && actions > 0 ? actions : 300;
    const quint64 seed = qEnvironmentVariableIsSet("IDEMLAB_SOAK_SEED")
                             ? qEnvironmentVariable("IDEMLAB_SOAK_SEED").toULongLong()
                             : QRandomGenerator::global()->generate64() % 1000000;
    qInfo("soak: %d actions, seed %llu (IDEMLAB_SOAK_SEED=%llu reproduces this walk)", count,
          static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed));
    QRandomGenerator rng(static_cast<quint32>(seed));
    auto pick = [&rng](int n) { return n <= 0 ? 0 : int(rng.bounded(n)); };

    QTemporaryDir files;
    QVERIFY(files.isValid());
    const QStringList names = BuiltinScenarios::names();
    QVERIFY(!names.isEmpty());

    DialogDismisser dismisser;
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:") + names.first()));
    QSignalSpy runsFinished(w.runController(), &RunController::finished);
    QSignalSpy runsCancelled(w.runController(), &RunController::cancelled);

    auto anyBuiltin = [&] { return names.at(pick(int(names.size()))); };
    auto runRecord = [&]() -> int {
        const RunPtr run = w.currentRun();
        return run && run->trace.size() > 0 ? pick(int(run->trace.size())) : -1;
    };
    auto triggerRandomAction = [&](QMenu *menu) {
        QList<QAction *> leaves;
        std::function<void(QMenu *)> collect = [&](QMenu *m) {
            for (QAction *a : m->actions()) {
                if (a->menu())
                    collect(a->menu());
                else if (!a->isSeparator() && a->isEnabled())
                    leaves.append(a);
            }
        };
        collect(menu);
        if (!leaves.isEmpty())
            leaves.at(pick(int(leaves.size())))->trigger();
        menu->deleteLater();
    };
    auto windowAction = [&](const char *name) -> QAction * {
        for (QAction *a : w.findChildren<QAction *>())
            if (a->objectName() == QLatin1String(name))
                return a;
        return nullptr;
    };
    auto waitForRun = [&] {
        QTRY_VERIFY_WITH_TIMEOUT(!w.runController()->isRunning(), 60000);
    };

    const QList<Action> table = {
        {"open built-in", 8, [&] { w.openScenario(QStringLiteral("builtin:") + anyBuiltin()); }},
        {"open built-in from the library (asks about edits)", 3, [&] { w.openBuiltin(anyBuiltin()); }},
        {"open a file", 4, [&] {
             // A built-in saved as the user's own file, opened from disk.
             const QString path = files.filePath(QStringLiteral("walk-%1.json").arg(pick(4)));
             QFile f(path);
             if (f.open(QIODevice::WriteOnly))
                 f.write(BuiltinScenarios::json(anyBuiltin()));
             f.close();
             w.openScenario(path);
         }},
        {"new scenario (Ctrl+N)", 3, [&] { w.files()->newAction->trigger(); }},
        {"run (Ctrl+R)", 12, [&] { w.runAction()->trigger(); }},
        {"run and wait", 10, [&] {
             if (w.startRun())
                 waitForRun();
         }},
        {"cancel mid-run", 4, [&] {
             w.startRun();
             QTest::qWait(pick(30));
             w.cancelAction()->trigger();
         }},
        {"run again before the last finished", 4, [&] {
             w.startRun();
             w.startRun();
         }},
        {"undo", 5, [&] { w.document()->undoStack()->undo(); }},
        {"redo", 3, [&] { w.document()->undoStack()->redo(); }},
        {"inject a fault on an event", 6, [&] {
             const int record = runRecord();
             if (record >= 0)
                 triggerRandomAction(w.faultInjector()->recordMenu(*w.currentRun(), record, &w));
         }},
        {"inject a fault at a time", 3, [&] {
             const RunPtr run = w.currentRun();
             if (run && run->trace.size() > 0)
                 triggerRandomAction(w.faultInjector()->timeMenu(run->trace.at(std::size_t(runRecord())).time(), &w));
         }},
        {"playback key", 12, [&] {
             static const char *const keys[] = {"playPause", "stepForward", "stepBackward", "nextInteresting",
                                                "previousInteresting", "toStart", "toEnd", "faster", "slower"};
             if (QAction *a = windowAction(keys[pick(9)]))
                 a->trigger();
         }},
        {"scrub", 6, [&] {
             const int record = runRecord();
             if (record >= 0)
                 w.playback()->seekTime(w.currentRun()->trace.at(std::size_t(record)).time());
         }},
        {"select an event", 8, [&] { w.selectRecord(runRecord()); }},
        {"view key", 4, [&] {
             static const char *const keys[] = {"zoomIn", "zoomOut", "zoomFit", "panLeft", "panRight", "compressGaps"};
             if (QAction *a = windowAction(keys[pick(6)]))
                 a->trigger();
         }},
        {"compare", 4, [&] { w.analysis()->openCompare(); }},
        {"compare: cancel", 2, [&] {
             if (w.analysis()->compareView())
                 w.analysis()->compareView()->cancel();
         }},
        {"compare: restart", 2, [&] {
             if (CompareView *view = w.analysis()->compareView()) {
                 view->cancel();
                 view->start();
             }
         }},
        {"sweep", 2, [&] {
             w.analysis()->openSweep();
             if (SweepView *view = w.analysis()->sweepView()) {
                 view->setRange(0, 0.2, 2);
                 view->start();
             }
         }},
        {"sweep: cancel", 1, [&] {
             if (w.analysis()->sweepView())
                 w.analysis()->sweepView()->cancel();
         }},
        {"switch scenario under a running compare", 2, [&] {
             w.analysis()->openCompare();
             w.openScenario(QStringLiteral("builtin:") + anyBuiltin());
         }},
        {"presenter on/off", 3, [&] {
             if (w.presenterSession()->isOpen())
                 w.presenterSession()->close();
             else
                 w.presenterSession()->open();
         }},
        {"close or reopen a dock", 4, [&] {
             const QList<QDockWidget *> docks = w.findChildren<QDockWidget *>();
             if (!docks.isEmpty())
                 docks.at(pick(int(docks.size())))->toggleViewAction()->trigger();
         }},
        {"export a report", 2, [&] {
             static const char *const formats[] = {"json", "csv", "html"};
             QStringList written;
             auto *exporter = w.findChild<ReportExporter *>();
             const QString target = files.filePath(QStringLiteral("export-%1").arg(pick(3)));
             QDir().mkpath(target);
             if (exporter)
                 exporter->exportTo(QString::fromLatin1(formats[pick(3)]), target, &written);
         }},
        {"let time pass", 6, [&] { QTest::qWait(20 + pick(200)); }},
    };
    int total = 0;
    for (const Action &a : table)
        total += a.weight;

    QStringList recent;
    for (int step = 1; step <= count; ++step) {
        int roll = pick(total);
        const Action *chosen = &table.first();
        for (const Action &a : table) {
            if (roll < a.weight) {
                chosen = &a;
                break;
            }
            roll -= a.weight;
        }
        recent.append(QString::fromLatin1(chosen->name));
        if (recent.size() > 8)
            recent.removeFirst();
        chosen->run();
        QCoreApplication::processEvents();
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("seed %1, action %2 (%3)").arg(seed).arg(step).arg(recent.join(QStringLiteral(" → ")))));
        const QString problem = consistencyProblem(w);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1, after action %2 (%3): %4")
                                                   .arg(seed)
                                                   .arg(step)
                                                   .arg(recent.join(QStringLiteral(" → ")), problem)));
    }
    // Let whatever is still going end, then the window must still agree.
    w.runController()->cancel();
    if (w.analysis()->compareView())
        w.analysis()->compareView()->cancel();
    if (w.analysis()->sweepView())
        w.analysis()->sweepView()->cancel();
    waitForRun();
    QTRY_VERIFY_WITH_TIMEOUT(!w.analysis()->compareView() || !w.analysis()->compareView()->isRunning(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!w.analysis()->sweepView() || !w.analysis()->sweepView()->isRunning(), 60000);
    const QString problem = consistencyProblem(w);
    QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1, at the end: %2").arg(seed).arg(problem)));
    qInfo("soak: %d actions done: %d runs finished, %d cancelled, %d dialogs answered", count,
          int(runsFinished.count()), int(runsCancelled.count()), dismisser.dismissed());
    // A walk that never got a run through exercised nothing.
    QVERIFY(runsFinished.count() > 0);
}

QTEST_MAIN(TestSoak)
#include "tst_soak.moc"
