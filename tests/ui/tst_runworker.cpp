#include "run/runcontroller.h"
#include "run/runpaths.h"
#include "uitestsupport.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace idem;
using namespace idem::ui;

// Measures the longest stretch the GUI thread's event loop went without
// running a 5 ms timer: a blocked GUI thread shows up as a long gap.
class EventLoopWatch final
{
public:
    EventLoopWatch()
    {
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            m_longest = qMax(m_longest, m_sinceLast.restart());
        });
        m_sinceLast.start();
        m_timer.start();
    }
    qint64 longestGapMs() const { return m_longest; }

private:
    QTimer m_timer;
    QElapsedTimer m_sinceLast;
    qint64 m_longest = 0;
};

class TestRunWorker final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void workerReportsProgressAndFinishes();
    void controllerRunsOffTheGuiThread();
    void cancelStopsALongRunQuickly();
    void newerRunSupersedesOlder();
    void invalidScenarioFails();
    void runPathsAreFreshAndLocaleNeutral();

private:
    static Scenario longScenario();
    QTemporaryDir m_dir;
};

void TestRunWorker::initTestCase()
{
    uitestsupport::pinEnvironment();
    qRegisterMetaType<RunPtr>("idem::ui::RunPtr");
    QVERIFY(m_dir.isValid());
}

Scenario TestRunWorker::longScenario()
{
    Scenario s;
    s.messages = 200000;
    s.publishIntervalMs = 1;
    s.strategy.id = QStringLiteral("db-insert-first");
    s.faults.ackLost = 0.05;
    return s;
}

void TestRunWorker::workerReportsProgressAndFinishes()
{
    // The run job on its own, on this thread: it reports through the callback.
    QVector<double> fractions;
    const std::atomic_bool cancel{false};
    const JobOutcome outcome = RunController::run(
        [] {
            Scenario s;
            s.messages = 3000;
            return s;
        }(),
        m_dir.filePath(QStringLiteral("worker.sqlite")), cancel,
        [&fractions](const JobProgress &p) { fractions.append(p.fraction); });
    QVERIFY(!fractions.isEmpty());
    QCOMPARE(fractions.last(), 1.0);
    QVERIFY(!outcome.failed());
    QVERIFY(!outcome.cancelled);
    const RunPtr run = outcome.value.value<RunPtr>();
    QVERIFY(run);
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    QVERIFY(run->valid);
    QVERIFY(QFileInfo::exists(run->databasePath));
}

void TestRunWorker::controllerRunsOffTheGuiThread()
{
    RunController controller;
    QSignalSpy started(&controller, &RunController::started);
    QSignalSpy progressed(&controller, &RunController::progressed);
    QSignalSpy finished(&controller, &RunController::finished);
    Scenario s;
    s.messages = 30000;
    s.faults.ackLost = 0.02;
    EventLoopWatch watch;
    controller.start(s, m_dir.filePath(QStringLiteral("controller.sqlite")));
    QCOMPARE(started.count(), 1);
    QVERIFY(controller.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
    QVERIFY(progressed.count() >= 1);
    QCOMPARE(progressed.last().at(0).toDouble(), 1.0);
    QVERIFY(!controller.isRunning());
    const RunPtr run = finished.first().at(0).value<RunPtr>();
    QVERIFY(run && run->valid && !run->cancelled);
    QCOMPARE(run->metrics.logicalMessages, 30000);
    QVERIFY2(watch.longestGapMs() < 500, qPrintable(QString::number(watch.longestGapMs())));
}

void TestRunWorker::cancelStopsALongRunQuickly()
{
    RunController controller;
    QSignalSpy progressed(&controller, &RunController::progressed);
    QSignalSpy finished(&controller, &RunController::finished);
    QSignalSpy cancelled(&controller, &RunController::cancelled);
    QSignalSpy failed(&controller, &RunController::failed);
    EventLoopWatch watch;
    controller.start(longScenario(), m_dir.filePath(QStringLiteral("long.sqlite")));
    // Mid-run: progress has come in, the run is far from done.
    QTRY_VERIFY_WITH_TIMEOUT(progressed.count() >= 2, 60000);
    QVERIFY(finished.isEmpty());
    QVERIFY(progressed.last().at(0).toDouble() < 0.9);
    QElapsedTimer sinceCancel;
    sinceCancel.start();
    controller.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(cancelled.count() == 1, 10000);
    QVERIFY2(sinceCancel.elapsed() < 2000, qPrintable(QString::number(sinceCancel.elapsed())));
    QVERIFY(finished.isEmpty());
    QVERIFY(failed.isEmpty());
    QVERIFY(!controller.isRunning());
    // The GUI thread kept turning the whole time.
    QVERIFY2(watch.longestGapMs() < 500, qPrintable(QString::number(watch.longestGapMs())));
}

void TestRunWorker::newerRunSupersedesOlder()
{
    RunController controller;
    QSignalSpy finished(&controller, &RunController::finished);
    QSignalSpy cancelled(&controller, &RunController::cancelled);
    controller.start(longScenario(), m_dir.filePath(QStringLiteral("old.sqlite")));
    Scenario small;
    small.messages = 50;
    controller.start(small, m_dir.filePath(QStringLiteral("new.sqlite")));
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 30000);
    const RunPtr run = finished.first().at(0).value<RunPtr>();
    QCOMPARE(run->metrics.logicalMessages, 50);
    QVERIFY(cancelled.isEmpty()); // the superseded run reports nothing
}

void TestRunWorker::invalidScenarioFails()
{
    RunController controller;
    QSignalSpy failed(&controller, &RunController::failed);
    Scenario s;
    s.consumers.ackEvery = 5; // more than the prefetch of 1
    controller.start(s, m_dir.filePath(QStringLiteral("invalid.sqlite")));
    QTRY_VERIFY_WITH_TIMEOUT(failed.count() == 1, 10000);
    QVERIFY(failed.first().at(0).toString().contains(QStringLiteral("ackEvery")));
}

void TestRunWorker::runPathsAreFreshAndLocaleNeutral()
{
    const QDateTime when(QDate(2024, 3, 9), QTime(14, 5, 6, 7), Qt::UTC);
    const QString a = RunPaths::newRunPath(QStringLiteral("Lost acks"), QStringLiteral("db-insert-first"), 3, when);
    QVERIFY(a.startsWith(RunPaths::folder()));
    QVERIFY(a.endsWith(QStringLiteral("/lost-acks-db-insert-first-3-20240309-140506-007.sqlite")));
    QFile file(a);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString b = RunPaths::newRunPath(QStringLiteral("Lost acks"), QStringLiteral("db-insert-first"), 3, when);
    QVERIFY(b != a);
    QFile::remove(a);
}

QTEST_MAIN(TestRunWorker)
#include "tst_runworker.moc"
