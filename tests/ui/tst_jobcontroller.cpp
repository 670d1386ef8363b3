#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "editor/scenariodocument.h"
#include "jobs/jobcontroller.h"
#include "jobs/jobpanel.h"
#include "jobs/noticestyle.h"
#include "window/mainwindow.h"
#include "run/runcontroller.h"
#include "sweep/sweepview.h"
#include "uitestsupport.h"
#include "window/analysisdocks.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace idem;
using namespace idem::ui;

namespace {
constexpr int kTimeout = 120000; // ms; the machine is shared

// A job that counts up until cancelled (or `limit`), reporting each step
// as the part `name`; its value is how far it got.
JobWork counter(const QString &name, int limit, std::atomic_int *steps = nullptr)
{
    return [name, limit, steps](const std::atomic_bool &cancel, const JobReport &report) {
        int i = 0;
        while (i < limit && !cancel.load()) {
            ++i;
            if (steps)
                steps->store(i);
            report({double(i) / limit, name, 0, i, limit});
            QThread::msleep(1);
        }
        JobOutcome outcome;
        outcome.value = i;
        outcome.cancelled = i < limit;
        return outcome;
    };
}

// A sweep long enough to still be running when Cancel lands.
Scenario longSweepScenario()
{
    Scenario s;
    s.messages = 100000;
    s.publishIntervalMs = 1;
    s.faults.ackLost = 0.05;
    return s;
}
} // namespace

class TestJobController final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void runsOffTheGuiThreadAndHandsBackItsValue();
    void supersededJobNeverDelivers();
    void cancelledJobSaysHowFarItGot();
    void jobsOfDifferentKindsRunAndReportIndependently();
    void failureNamesItsFile();
    void destroyingStopsARunningJob();
    void supersededRunNeverReachesTheWindow();
    void anotherViewsJobIsNotTheViewsOwn();
    void cancelStopsALongSweepAndThePanelSaysSo();
    void escapeCancelsInTheView();
    void compareAndSweepRunSideBySide();
    void openingCompareGivesItTheKeyboard();
    void windowClosedMidJobExitsCleanly();
    void panelShowsProgressErrorAndElapsedTime();
    void noticeColoursFollowThePalette();

private:
    QTemporaryDir m_dir;
};

void TestJobController::initTestCase()
{
    uitestsupport::pinEnvironment();
    QVERIFY(m_dir.isValid());
}

void TestJobController::runsOffTheGuiThreadAndHandsBackItsValue()
{
    JobController jobs;
    QSignalSpy progressed(&jobs, &JobController::progressed);
    QSignalSpy finished(&jobs, &JobController::finished);
    std::atomic<QThread *> ranOn{nullptr};
    jobs.start(JobKind::Compare, [&ranOn](const std::atomic_bool &, const JobReport &report) {
        ranOn = QThread::currentThread();
        report({1.0, QStringLiteral("only"), 1.0, 0, 0});
        return JobOutcome{QStringLiteral("done"), false, {}, {}};
    });
    QVERIFY(jobs.isRunning(JobKind::Compare));
    QVERIFY(!jobs.isRunning(JobKind::Sweep));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
    QVERIFY(!jobs.isRunning(JobKind::Compare));
    QVERIFY(ranOn.load() && ranOn.load() != QThread::currentThread());
    QCOMPARE(ranOn.load()->objectName(), QStringLiteral("idemlab-compare"));
    QCOMPARE(finished.first().at(0).value<JobKind>(), JobKind::Compare);
    const JobOutcome outcome = finished.first().at(2).value<JobOutcome>();
    QCOMPARE(outcome.value.toString(), QStringLiteral("done"));
    QVERIFY(!outcome.cancelled && !outcome.failed());
    QCOMPARE(progressed.count(), 1);
    QCOMPARE(progressed.first().at(2).value<JobProgress>().part, QStringLiteral("only"));
}

void TestJobController::supersededJobNeverDelivers()
{
    JobController jobs;
    QSignalSpy finished(&jobs, &JobController::finished);
    std::atomic_int oldSteps{0};
    const quint64 first = jobs.start(JobKind::Sweep, counter(QStringLiteral("old"), 1000000, &oldSteps));
    QTRY_VERIFY_WITH_TIMEOUT(oldSteps.load() >= 2, kTimeout);
    QSignalSpy progressed(&jobs, &JobController::progressed); // from here on, only the newer job may be heard
    const quint64 second = jobs.start(JobKind::Sweep, counter(QStringLiteral("new"), 5));
    QVERIFY(second > first);
    QCOMPARE(jobs.currentJob(JobKind::Sweep), second);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
    // The old job saw its flag and stopped; its end and its late progress were dropped.
    QVERIFY(oldSteps.load() < 1000000);
    const JobOutcome outcome = finished.first().at(2).value<JobOutcome>();
    QCOMPARE(outcome.value.toInt(), 5);
    QVERIFY(!outcome.cancelled);
    QTest::qWait(50); // anything still queued from the old job would land now
    QCOMPARE(finished.count(), 1);
    for (const QList<QVariant> &p : std::as_const(progressed))
        QCOMPARE(p.at(2).value<JobProgress>().part, QStringLiteral("new"));
}

void TestJobController::cancelledJobSaysHowFarItGot()
{
    JobController jobs;
    QSignalSpy finished(&jobs, &JobController::finished);
    QSignalSpy cancelling(&jobs, &JobController::cancelling);
    QVERIFY(!jobs.cancel(JobKind::Run)); // nothing to cancel yet
    std::atomic_int steps{0};
    jobs.start(JobKind::Run, counter(QStringLiteral("run"), 1000000, &steps));
    QTRY_VERIFY_WITH_TIMEOUT(steps.load() >= 3, kTimeout);
    QVERIFY(jobs.cancel(JobKind::Run));
    QVERIFY(jobs.isCancelling(JobKind::Run));
    QVERIFY(!jobs.cancel(JobKind::Run)); // once is enough
    QCOMPARE(cancelling.count(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
    const JobOutcome outcome = finished.first().at(2).value<JobOutcome>();
    QVERIFY(outcome.cancelled);
    QVERIFY(outcome.value.toInt() >= 3 && outcome.value.toInt() < 1000000);
    QVERIFY(!jobs.isRunning(JobKind::Run));
    QVERIFY(!jobs.isCancelling(JobKind::Run));
}

void TestJobController::jobsOfDifferentKindsRunAndReportIndependently()
{
    JobController jobs;
    QSignalSpy finished(&jobs, &JobController::finished);
    std::atomic_int compareSteps{0};
    std::atomic_int sweepSteps{0};
    jobs.start(JobKind::Compare, counter(QStringLiteral("compare"), 1000000, &compareSteps));
    jobs.start(JobKind::Sweep, counter(QStringLiteral("sweep"), 1000000, &sweepSteps));
    // Both go at once, on their own threads: neither waits for the other.
    QTRY_VERIFY_WITH_TIMEOUT(compareSteps.load() >= 3 && sweepSteps.load() >= 3, kTimeout);
    QVERIFY(jobs.isRunning(JobKind::Compare) && jobs.isRunning(JobKind::Sweep));
    // Cancelling one leaves the other going.
    QVERIFY(jobs.cancel(JobKind::Sweep));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
    QCOMPARE(finished.first().at(0).value<JobKind>(), JobKind::Sweep);
    QVERIFY(finished.first().at(2).value<JobOutcome>().cancelled);
    QVERIFY(jobs.isRunning(JobKind::Compare));
    const int before = compareSteps.load();
    QTRY_VERIFY_WITH_TIMEOUT(compareSteps.load() > before + 2, kTimeout);
    QVERIFY(jobs.cancel(JobKind::Compare));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kTimeout);
    QCOMPARE(finished.at(1).at(0).value<JobKind>(), JobKind::Compare);
}

void TestJobController::failureNamesItsFile()
{
    JobController jobs;
    JobPanel panel(JobPanel::Style::Full);
    panel.attach(&jobs, JobKind::Compare);
    panel.show();
    QSignalSpy finished(&jobs, &JobController::finished);
    jobs.start(JobKind::Compare, [](const std::atomic_bool &, const JobReport &) {
        return JobOutcome{{}, false, QStringLiteral("The database is locked."), QStringLiteral("/runs/x/none.sqlite")};
    });
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
    QVERIFY(finished.first().at(2).value<JobOutcome>().failed());
    QVERIFY(panel.isShowingError());
    QVERIFY(panel.errorText().contains(QStringLiteral("The database is locked.")));
    QVERIFY(panel.errorText().contains(QDir::toNativeSeparators(QStringLiteral("/runs/x/none.sqlite"))));
    QCOMPARE(panel.status(), QStringLiteral("Failed."));
    QVERIFY(!panel.cancelButton()->isEnabled());
}

void TestJobController::destroyingStopsARunningJob()
{
    std::atomic_int steps{0};
    QElapsedTimer timer;
    {
        JobController jobs;
        jobs.start(JobKind::Run, counter(QStringLiteral("run"), 1000000, &steps));
        jobs.start(JobKind::Sweep, counter(QStringLiteral("sweep"), 1000000));
        QTRY_VERIFY_WITH_TIMEOUT(steps.load() >= 2, kTimeout);
        timer.start();
    } // the destructor cancels and joins: no hang, no crash
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    const int after = steps.load();
    QVERIFY(after < 1000000);
    QThread::msleep(20);
    QCOMPARE(steps.load(), after); // nothing runs on after the controller
    QCoreApplication::processEvents(); // nothing queued for the dead controller is delivered
}

void TestJobController::supersededRunNeverReachesTheWindow()
{
    // Run, then Run again before the first ends (the presenter's "run it
    // again", a fault injected from the timeline): the window shows the
    // second run; the first never arrives, not even as "cancelled".
    MainWindow w;
    QVERIFY(w.openScenario(QStringLiteral("builtin:13-cache-ttl-expiry")));
    Scenario big = w.document()->scenario();
    big.messages = 200000;
    Scenario small = w.document()->scenario();
    small.messages = 30;
    QSignalSpy finished(w.runController(), &RunController::finished);
    QSignalSpy cancelled(w.runController(), &RunController::cancelled);
    QSignalSpy progressed(w.runController(), &RunController::progressed);
    const QString first = m_dir.filePath(QStringLiteral("superseded-first.sqlite"));
    const QString second = m_dir.filePath(QStringLiteral("superseded-second.sqlite"));
    w.runController()->start(big, first);
    QTRY_VERIFY_WITH_TIMEOUT(!progressed.isEmpty(), kTimeout);
    w.runController()->start(small, second);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kTimeout);
    QTest::qWait(100); // the first run's end, queued behind, would land now
    QCOMPARE(finished.count(), 1);
    QCOMPARE(cancelled.count(), 0);
    QCOMPARE(finished.first().at(0).value<RunPtr>()->databasePath, second);
    QTRY_VERIFY(w.currentRun());
    QCOMPARE(w.currentRun()->databasePath, second);
    QCOMPARE(w.currentRun()->scenario.messages, 30);
    QVERIFY(!w.runController()->isRunning());
}

void TestJobController::anotherViewsJobIsNotTheViewsOwn()
{
    // A comparison view hears its own comparison only: a Compare job
    // someone else started on the same controller never shows in it.
    JobController jobs;
    CompareView view(&jobs);
    QSignalSpy finished(&view, &CompareView::finished);
    QSignalSpy failed(&view, &CompareView::failed);
    QSignalSpy ended(&jobs, &JobController::finished);
    jobs.start(JobKind::Compare, counter(QStringLiteral("foreign"), 3));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, kTimeout);
    QCoreApplication::processEvents();
    QCOMPARE(finished.count() + failed.count(), 0);
    QCOMPARE(view.model()->rowCount(), 0);
}

void TestJobController::cancelStopsALongSweepAndThePanelSaysSo()
{
    JobController jobs;
    SweepView view(&jobs);
    view.show();
    view.setScenario(longSweepScenario());
    view.setOutputFolder(m_dir.filePath(QStringLiteral("long-sweep")));
    QVERIFY(view.setParameter(QStringLiteral("faults.ackLost")));
    view.setRange(0.0, 0.5, 20);
    view.setStrategies({QStringLiteral("none"), QStringLiteral("db-insert-first")});
    QSignalSpy cancelled(&view, &SweepView::cancelled);
    QSignalSpy finished(&view, &SweepView::finished);
    JobPanel *panel = view.panel();
    auto *cancel = panel->findChild<QPushButton *>(QStringLiteral("cancel"));
    QVERIFY(cancel);
    QVERIFY(!cancel->isEnabled());
    view.start();
    QVERIFY(view.isRunning());
    QVERIFY(cancel->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(view.isVisible() && panel->elapsedText().size() > 0, kTimeout);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QCOMPARE(panel->status(), QStringLiteral("Cancelling…"));
    QVERIFY(!cancel->isEnabled());
    QElapsedTimer stopping;
    stopping.start();
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, kTimeout);
    QCOMPARE(finished.count(), 0);
    QVERIFY(!view.isRunning());
    QCOMPARE(panel->status(), QStringLiteral("Cancelled."));
    QCOMPARE(panel->progress(), 0.0);
    QVERIFY(!panel->isShowingError());
    QCOMPARE(view.model()->rowCount(), 0); // a cancelled sweep draws nothing
    // 40 runs of 100 000 messages did not all run: the cancel stopped them.
    QVERIFY2(stopping.elapsed() < 60000, qPrintable(QString::number(stopping.elapsed())));
    QVERIFY(view.findChild<QPushButton *>(QStringLiteral("run"))->isEnabled());
}

void TestJobController::escapeCancelsInTheView()
{
    JobController jobs;
    SweepView view(&jobs);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setScenario(longSweepScenario());
    view.setOutputFolder(m_dir.filePath(QStringLiteral("escape-sweep")));
    QVERIFY(view.setParameter(QStringLiteral("faults.ackLost")));
    view.setRange(0.0, 0.5, 20);
    view.setStrategies({QStringLiteral("none")});
    QSignalSpy cancelled(&view, &SweepView::cancelled);
    view.start();
    view.activateWindow();
    QTRY_VERIFY(view.isActiveWindow());
    // Tab reaches Cancel; Esc anywhere in the view cancels.
    auto *cancel = view.panel()->findChild<QPushButton *>(QStringLiteral("cancel"));
    QVERIFY(cancel->isEnabled() && cancel->focusPolicy() & Qt::TabFocus);
    cancel->setFocus();
    QTRY_VERIFY(cancel->hasFocus());
    QTest::keyClick(cancel, Qt::Key_Escape);
    QVERIFY(jobs.isCancelling(JobKind::Sweep));
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, kTimeout);
}

void TestJobController::compareAndSweepRunSideBySide()
{
    // One controller, two views: the comparison and the sweep run at once
    // and each view hears its own job only.
    JobController jobs;
    CompareView compare(&jobs);
    SweepView sweep(&jobs);
    Scenario s;
    s.messages = 40;
    s.faults.ackLost = 0.1;
    compare.setScenario(s);
    compare.setOutputFolder(m_dir.filePath(QStringLiteral("side-compare")));
    compare.setStrategies({QStringLiteral("none"), QStringLiteral("db-insert-first")});
    sweep.setScenario(longSweepScenario());
    sweep.setOutputFolder(m_dir.filePath(QStringLiteral("side-sweep")));
    QVERIFY(sweep.setParameter(QStringLiteral("faults.ackLost")));
    sweep.setRange(0.0, 0.5, 20);
    sweep.setStrategies({QStringLiteral("none")});
    QSignalSpy compared(&compare, &CompareView::finished);
    QSignalSpy compareCancelled(&compare, &CompareView::cancelled);
    QSignalSpy sweepCancelled(&sweep, &SweepView::cancelled);
    QSignalSpy sweepFinished(&sweep, &SweepView::finished);
    sweep.start();
    compare.start();
    QVERIFY(compare.isRunning() && sweep.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(compared.count(), 1, kTimeout);
    // The comparison ended while the long sweep still runs, untouched.
    QVERIFY(sweep.isRunning());
    QCOMPARE(sweepFinished.count() + sweepCancelled.count(), 0);
    QCOMPARE(compare.results().size(), 2);
    QVERIFY(compare.panel()->status().startsWith(QStringLiteral("Strategies compared: 2")));
    QVERIFY(sweep.panel()->status().contains(QStringLiteral("simulations")));
    sweep.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(sweepCancelled.count(), 1, kTimeout);
    QCOMPARE(compareCancelled.count(), 0);
    QCOMPARE(compared.count(), 1);
    QCOMPARE(compare.panel()->progress(), 1.0);
    QCOMPARE(sweep.panel()->status(), QStringLiteral("Cancelled."));
}

void TestJobController::openingCompareGivesItTheKeyboard()
{
    // Ctrl+Shift+C starts a comparison in its floating dock; Esc, pressed
    // right after, must stop it there (not go to the main window).
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openScenario(QStringLiteral("builtin:13-cache-ttl-expiry")));
    Scenario big = w.document()->scenario();
    big.messages = 200000;
    w.document()->reset(big, QString(), QStringLiteral("big"));
    w.analysis()->openCompare();
    CompareView *view = w.analysis()->compareView();
    QVERIFY(view->isRunning());
    QSignalSpy cancelled(view, &CompareView::cancelled);
    auto *cancel = view->panel()->cancelButton();
    QTRY_VERIFY(cancel->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, kTimeout);
    // That Esc stopped the comparison and left its dock open; the next one,
    // with nothing to stop, puts the floating dock away as it would a dialog.
    QDockWidget *dock = w.analysis()->compareDock();
    QVERIFY(dock->isFloating() && dock->isVisible());
    auto *run = view->findChild<QPushButton *>(QStringLiteral("compare"));
    QVERIFY(run);
    run->setFocus();
    QTRY_VERIFY(run->hasFocus());
    QTest::keyClick(run, Qt::Key_Escape);
    QTRY_VERIFY(!dock->isVisible());
    QCOMPARE(cancelled.count(), 1);
    // Idle, the keyboard lands on the button that starts one.
    w.analysis()->openSweep();
    QTRY_VERIFY(w.analysis()->sweepView()->findChild<QPushButton *>(QStringLiteral("run"))->hasFocus());
}

void TestJobController::windowClosedMidJobExitsCleanly()
{
    QElapsedTimer closing;
    QPointer<JobController> jobs;
    {
        MainWindow w;
        jobs = w.jobs();
        w.show();
        QVERIFY(w.openScenario(QStringLiteral("builtin:13-cache-ttl-expiry")));
        Scenario big = w.document()->scenario();
        big.messages = 200000;
        // A long run, a long comparison and a long sweep at once.
        QSignalSpy runProgress(w.runController(), &RunController::progressed);
        w.runController()->start(big, m_dir.filePath(QStringLiteral("closing-run.sqlite")));
        w.analysis()->openCompare();
        CompareView *compare = w.analysis()->compareView();
        compare->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!compare->isRunning(), kTimeout);
        compare->setScenario(big);
        compare->setOutputFolder(m_dir.filePath(QStringLiteral("closing-compare")));
        compare->start();
        w.analysis()->openSweep();
        SweepView *sweep = w.analysis()->sweepView();
        sweep->setScenario(longSweepScenario());
        sweep->setOutputFolder(m_dir.filePath(QStringLiteral("closing-sweep")));
        QVERIFY(sweep->setParameter(QStringLiteral("faults.ackLost")));
        sweep->setRange(0.0, 0.5, 20);
        sweep->start();
        QVERIFY(w.runController()->isRunning() && compare->isRunning() && sweep->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!runProgress.isEmpty(), kTimeout);
        w.close();
        closing.start();
    } // the window goes with three jobs running: cancel, join, no crash
    QVERIFY(jobs.isNull());
    QVERIFY2(closing.elapsed() < 30000, qPrintable(QString::number(closing.elapsed())));
    QCoreApplication::processEvents();
}

void TestJobController::panelShowsProgressErrorAndElapsedTime()
{
    JobPanel panel(JobPanel::Style::Full);
    auto *bar = panel.findChild<QProgressBar *>(QStringLiteral("progress"));
    auto *status = panel.findChild<QLabel *>(QStringLiteral("status"));
    auto *error = panel.findChild<QLabel *>(QStringLiteral("error"));
    QVERIFY(bar && status && error);
    panel.show();
    QVERIFY(error->isHidden());
    panel.setProgress(0.25);
    QCOMPARE(panel.progress(), 0.25);
    panel.setProgress(7.0); // clamped, never past the end
    QCOMPARE(bar->value(), bar->maximum());
    panel.setStatus(QStringLiteral("Running…"));
    QCOMPARE(status->text(), QStringLiteral("Running…"));
    panel.showError(QStringLiteral("Cannot write"), QStringLiteral("/tmp/out/report.pdf"));
    QVERIFY(error->isVisible());
    QVERIFY(error->text().contains(QStringLiteral("/tmp/out/report.pdf")));
    panel.clearError();
    QVERIFY(error->isHidden());
    QCOMPARE(JobPanel::formatElapsed(7300), QStringLiteral("0:07"));
    QCOMPARE(JobPanel::formatElapsed(750000), QStringLiteral("12:30"));
    {
        QLocale::setDefault(QLocale(QLocale::Persian, QLocale::Iran));
        QCOMPARE(JobPanel::formatElapsed(65000), QString::fromUtf8("۱:۰۵"));
        QLocale::setDefault(QLocale::c());
    }
    // Attached to a job: it counts the time while the job runs.
    JobController jobs;
    panel.attach(&jobs, JobKind::Sweep);
    std::atomic_int steps{0};
    jobs.start(JobKind::Sweep, counter(QStringLiteral("s"), 20000, &steps)); // ~20 s: cancelled long before
    QTRY_COMPARE_WITH_TIMEOUT(panel.elapsedText(), QStringLiteral("0:01"), kTimeout);
    QVERIFY(panel.cancelButton()->isEnabled());
    QVERIFY(panel.progress() > 0);
    jobs.cancel(JobKind::Sweep);
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isRunning(JobKind::Sweep), kTimeout);
    QCOMPARE(panel.status(), QStringLiteral("Cancelled."));
}

void TestJobController::noticeColoursFollowThePalette()
{
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    const NoticeStyle::Colours l = NoticeStyle::colours(light);
    const NoticeStyle::Colours d = NoticeStyle::colours(dark);
    // Red-tinted in both themes, and the words read on their box: dark
    // words on a light box, light words on a dark box.
    for (const NoticeStyle::Colours &c : {l, d}) {
        QVERIFY(c.text.red() > c.text.green() && c.text.red() > c.text.blue());
        QVERIFY(c.background.red() > c.background.green());
    }
    QVERIFY(l.text.lightness() < l.background.lightness() - 100);
    QVERIFY(d.text.lightness() > d.background.lightness() + 100);
    // The panel restyles its error box when the palette changes.
    JobPanel panel(JobPanel::Style::Full);
    auto *error = panel.findChild<QLabel *>(QStringLiteral("error"));
    panel.setPalette(dark);
    QVERIFY(error->styleSheet().contains(d.background.name()));
    panel.setPalette(light);
    QVERIFY(error->styleSheet().contains(l.background.name()));
}

QTEST_MAIN(TestJobController)
#include "tst_jobcontroller.moc"
