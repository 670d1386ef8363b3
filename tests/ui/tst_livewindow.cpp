#include "uitestsupport.h"

#include "compare/compareview.h"
#include "inspector/inspectorpanel.h"
#include "log/eventlogpanel.h"
#include "jobs/jobpanel.h"
#include "live/livelab.h"
#include "live/liverunaction.h"
#include "live/simvsrealmodel.h"
#include "compare/simvsrealview.h"
#include "livecompare.h"
#include "window/mainwindow.h"
#include "scenario/scenarioio.h"
#include "timeline/timelineview.h"
#include "window/analysisdocks.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialog>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace idem;
using namespace idem::ui;

// Run ▸ Run against a Real Broker… in the window, for real: a private
// RabbitMQ node, real `idemlab consume` processes, then the simulation; the
// real run on screen and beside the model in the compare view. CTest label
// "live" (needs rabbitmq-server; ./lab.sh installs it).
class TestLiveWindow final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void runAgainstARealBrokerShowsBothRuns();
    void theDifferingCountsAreListedWithTheirCause();
    void cancelStopsTheProcessesAndTheServers();
    void aScenarioOfAnotherBrokerIsRefusedInFull();

private:
    static void prepare(MainWindow &w, const QString &runsFolder);
    // Processes started from `folder`: working directory or arguments under it.
    static QStringList processesUnder(const QString &folder);

    QTemporaryDir m_runs;
    RunPtr m_simulated;
    RunPtr m_real;
};

void TestLiveWindow::initTestCase()
{
    uitestsupport::pinEnvironment();
    QVERIFY(m_runs.isValid());
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:07-rabbitmq-prefetch-connection-lost"));
    QVERIFY(loaded.ok());
    // Not built with the live lab, or no rabbitmq-server: what the window says.
    if (const QString why = LiveLab::unavailable(loaded.scenario); !why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestLiveWindow::prepare(MainWindow &w, const QString &runsFolder)
{
    w.liveRun()->setConsumerProgram(QStringLiteral(IDEMLAB_BINARY));
    w.liveRun()->setRunsFolder(runsFolder);
}

QStringList TestLiveWindow::processesUnder(const QString &folder)
{
    QStringList found;
    const QByteArray mark = QFile::encodeName(folder);
    QDirIterator it(QStringLiteral("/proc"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (it.hasNext()) {
        const QString dir = it.next();
        bool number = false;
        it.fileName().toInt(&number);
        if (!number)
            continue;
        QFile cmdline(dir + QStringLiteral("/cmdline"));
        const QByteArray args = cmdline.open(QIODevice::ReadOnly) ? cmdline.readAll() : QByteArray();
        const QString cwd = QFileInfo(dir + QStringLiteral("/cwd")).symLinkTarget();
        if (args.contains(mark) || cwd.startsWith(folder))
            found.append(QStringLiteral("%1 %2").arg(it.fileName(), QString::fromLocal8Bit(args).replace(QChar(0), QLatin1Char(' '))));
    }
    return found;
}

void TestLiveWindow::runAgainstARealBrokerShowsBothRuns()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:07-rabbitmq-prefetch-connection-lost")));
    prepare(w, m_runs.filePath(QStringLiteral("ok")));
    QAction *action = w.findChild<QAction *>(QStringLiteral("runLive"));
    QVERIFY(action);
    QVERIFY(!action->shortcut().isEmpty());
    QSignalSpy finished(w.liveRun(), &LiveRunAction::finished);
    action->trigger();
    QVERIFY(w.liveRun()->dialog()->isVisible());
    QVERIFY(w.liveRun()->isRunning());
    // Starting a node takes 10–40 s on a busy machine; the run about 1 s.
    QVERIFY2(finished.wait(240000) || finished.count() == 1, qPrintable(w.liveRun()->panel()->errorText()));
    const SimVsReal result = finished.takeFirst().at(0).value<SimVsReal>();
    QVERIFY(result.real && result.simulated);
    m_simulated = result.simulated;
    m_real = result.real;

    // The real run is the window's run: trace, timeline and inspector read it.
    QCOMPARE(w.currentRun(), result.real);
    QCOMPARE(w.currentRun()->metrics.deliveries, 26);
    QCOMPARE(w.currentRun()->metrics.duplicateSideEffects, 6);
    QVERIFY(w.currentRun()->trace.size() > 0);
    QVERIFY(result.real->databasePath.contains(QLatin1String("/live/")));
    QTRY_VERIFY(w.timeline()->run() == result.real);
    QTRY_VERIFY(w.eventLog()->run() == result.real);
    QTRY_VERIFY(w.inspector()->run() == result.real);

    // Beside the model in the compare view, without running a comparison.
    CompareView *compare = w.analysis()->compareView();
    QVERIFY(compare);
    QVERIFY(!compare->isRunning());
    QVERIFY(w.analysis()->compareDock()->isVisible());
    SimVsRealView *view = compare->simVsReal();
    QCOMPARE(compare->findChild<QTabWidget *>(QStringLiteral("tabs"))->currentWidget(), view);
    QCOMPARE(view->real(), result.real);
    QCOMPARE(view->simulated(), result.simulated);
    const SimVsRealModel *model = view->model();
    int deliveriesRow = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, SimVsRealModel::Count).data(Qt::EditRole).toString() == QLatin1String("deliveries"))
            deliveriesRow = r;
    }
    QVERIFY(deliveriesRow >= 0);
    QCOMPARE(model->index(deliveriesRow, SimVsRealModel::Real).data(Qt::EditRole).toInt(), 26);
    QCOMPARE(model->index(deliveriesRow, SimVsRealModel::Simulated).data(Qt::EditRole).toInt(),
             result.simulated->metrics.deliveries);
    QCOMPARE(model->index(deliveriesRow, SimVsRealModel::Real).data().toString(), QStringLiteral("26"));
    // The list the window shows is the one `compare --live` prints.
    const QVector<live::CountRow> diffs = live::LiveCompare::differences(*result.simulated, *result.real);
    QCOMPARE(model->differences().size(), diffs.size());
    const QLabel *list = view->findChild<QLabel *>(QStringLiteral("simVsRealDifferences"));
    QVERIFY(list);
    if (diffs.isEmpty())
        QVERIFY2(list->text().startsWith(QLatin1String("Every count agrees with the model")), qPrintable(list->text()));
    for (const live::CountRow &r : diffs)
        QVERIFY2(list->text().contains(r.label.toHtmlEscaped()), qPrintable(list->text()));
    QCOMPARE(view->simulatedTimeline()->run(), result.simulated);
    QCOMPARE(view->realTimeline()->run(), result.real);
    // Nothing of the run is left running.
    QTRY_VERIFY2_WITH_TIMEOUT(processesUnder(result.folder).isEmpty(),
                              qPrintable(processesUnder(result.folder).join(QLatin1Char('\n'))), 30000);
}

void TestLiveWindow::theDifferingCountsAreListedWithTheirCause()
{
    if (!m_real)
        QSKIP("needs the real run of the previous test");
    // The same real run with two counts off: both are listed, each with the
    // model's cause for it, and the table marks them.
    auto real = std::make_shared<RunResult>(*m_real);
    real->metrics.deliveries = m_simulated->metrics.deliveries + 2;
    real->metrics.busyRetries = m_simulated->metrics.busyRetries + 1;
    SimVsRealView view;
    view.setRuns(m_simulated, real, QStringLiteral("test broker"));
    const QLabel *list = view.findChild<QLabel *>(QStringLiteral("simVsRealDifferences"));
    const QVector<live::CountRow> diffs = view.model()->differences();
    QCOMPARE(diffs.size(), 2);
    // They head the table, in sight without scrolling.
    QVERIFY(view.model()->counts().at(0).differs());
    QVERIFY(view.model()->counts().at(1).differs());
    for (const live::CountRow &r : diffs) {
        QVERIFY(!r.cause.isEmpty());
        QVERIFY2(list->text().contains(r.label.toHtmlEscaped()), qPrintable(list->text()));
        QVERIFY2(list->text().contains(r.cause.left(40).toHtmlEscaped()), qPrintable(list->text()));
    }
    QVERIFY(view.differencesText().contains(QStringLiteral("deliveries: simulated %1, real %2")
                                                .arg(m_simulated->metrics.deliveries)
                                                .arg(m_simulated->metrics.deliveries + 2)));
    const QLabel *summary = view.findChild<QLabel *>(QStringLiteral("simVsRealSummary"));
    QVERIFY2(summary->text().contains(QLatin1String("2 of")), qPrintable(summary->text()));
    for (int r = 0; r < view.model()->rowCount(); ++r) {
        const bool differs = view.model()->counts().at(r).differs();
        QCOMPARE(view.model()->index(r, SimVsRealModel::Count).data(Qt::FontRole).value<QFont>().bold(), differs);
    }
}

void TestLiveWindow::cancelStopsTheProcessesAndTheServers()
{
    // Built-in 07 with 400 messages of 20 ms each: the real run lasts long
    // enough (8 s and more) to be cancelled while the consumer works.
    ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:07-rabbitmq-prefetch-connection-lost"));
    QVERIFY(loaded.ok());
    loaded.scenario.messages = 400;
    const QString file = m_runs.filePath(QStringLiteral("long.json"));
    const Outcome saved = ScenarioIo::save(loaded.scenario, file);
    QVERIFY2(saved.ok(), qPrintable(saved.error()));
    MainWindow w;
    w.show();
    QVERIFY(w.openScenario(file));
    const QString folder = m_runs.filePath(QStringLiteral("cancelled"));
    prepare(w, folder);
    QSignalSpy finished(w.jobs(), &JobController::finished);
    QVERIFY(w.liveRun()->start());
    JobPanel *panel = w.liveRun()->panel();
    // Cancel mid-run: once a consumer process (`idemlab consume`) works.
    const auto consuming = [&folder] {
        for (const QString &p : processesUnder(folder)) {
            if (p.contains(QLatin1String(" consume ")))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(consuming(), 240000);
    QTRY_VERIFY_WITH_TIMEOUT(panel->status().contains(QLatin1String("% done")), 30000);
    QVERIFY(w.liveRun()->isRunning());
    QVERIFY(panel->cancelButton()->isEnabled());
    QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w.liveRun()->isRunning(), 120000);
    QVERIFY(finished.count() >= 1);
    const JobOutcome outcome = finished.last().at(2).value<JobOutcome>();
    QVERIFY(outcome.cancelled);
    QVERIFY2(panel->status().contains(QLatin1String("stopped")), qPrintable(panel->status()));
    QVERIFY(w.currentRun() == nullptr);
    // The consumer, the node (beam.smp, erl_child_setup) and its epmd: all gone.
    QVERIFY2(processesUnder(folder).isEmpty(), qPrintable(processesUnder(folder).join(QLatin1Char('\n'))));
}

void TestLiveWindow::aScenarioOfAnotherBrokerIsRefusedInFull()
{
    // Built-in 01 is a Service Bus scenario: refused with the reason, and
    // the dialog grows so the whole reason can be read.
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openScenario(QStringLiteral("builtin:01-producer-retry-stable-id")));
    prepare(w, m_runs.filePath(QStringLiteral("refused")));
    QVERIFY(!w.liveRun()->start());
    QVERIFY(!w.liveRun()->isRunning());
    JobPanel *panel = w.liveRun()->panel();
    QVERIFY(panel->isShowingError());
    // The whole reason the live lab gives, not a part of it.
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:01-producer-retry-stable-id"));
    QVERIFY(loaded.ok());
    const QString reason = LiveLab::unavailable(loaded.scenario);
    QVERIFY(!reason.isEmpty());
    QVERIFY2(panel->errorText().contains(reason), qPrintable(panel->errorText()));
    QDialog *dialog = w.liveRun()->dialog();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const QLabel *error = panel->findChild<QLabel *>(QStringLiteral("error"));
    QVERIFY(error && error->isVisible());
    const QRect inDialog(error->mapTo(dialog, QPoint(0, 0)), error->size());
    QVERIFY2(dialog->rect().contains(inDialog), qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                                                               .arg(inDialog.x()).arg(inDialog.y())
                                                               .arg(inDialog.width()).arg(inDialog.height())
                                                               .arg(dialog->width()).arg(dialog->height())));
    QVERIFY(error->height() >= error->heightForWidth(error->width()));
}

QTEST_MAIN(TestLiveWindow)
#include "tst_livewindow.moc"
