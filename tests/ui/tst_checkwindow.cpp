#include "uitestsupport.h"

#include "check/checkaction.h"
#include "check/checklab.h"
#include "code/codeview.h"
#include "inspector/inspectorpanel.h"
#include "jobs/jobpanel.h"
#include "scenario/scenarioio.h"
#include "store/rundatabase.h"
#include "timeline/timelinecauses.h"
#include "timeline/timelineview.h"

#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace idem;
using namespace idem::ui;

// Run ▸ Test My Consumer… in the window, for real: the shipped naive
// example (examples/consumers, Debian's python3-pika) checked through the
// dialog on a private RabbitMQ node it starts, the run on the timeline and
// the inspector, and the verdict the `idemlab check` command gives for the
// same scenario. CTest label "live" (needs rabbitmq-server).
class TestCheckWindow final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void theDialogRemembersWhatItWasGiven();
    void anEmptyCommandIsRefusedBeforeAnythingStarts();
    void aFullRunsFolderIsRefusedBeforeAnythingStarts();
    void naiveExampleGivesTheVerdictOfTheCommandLine();
    void aConsumerThatExitsAtOnceIsShownWithItsOutput();

private:
    static void fill(CheckAction *check, const QString &command, const QString &folder);
    QString writeScenario() const;

    QTemporaryDir m_dir;
    QString m_unavailable; // why no check can run here (no live lab, no rabbitmq-server)
};

void TestCheckWindow::initTestCase()
{
    uitestsupport::pinEnvironment();
    QVERIFY(m_dir.isValid());
    const ScenarioLoadResult loaded = ScenarioIo::load(writeScenario());
    QVERIFY(loaded.ok());
    CheckRequest probe;
    probe.command = QStringLiteral("true");
    m_unavailable = CheckLab::unavailable(loaded.scenario, probe);
}

void TestCheckWindow::fill(CheckAction *check, const QString &command, const QString &folder)
{
    check->open();
    QDialog *d = check->dialog();
    d->findChild<QLineEdit *>(QStringLiteral("checkCommand"))->setText(command);
    d->findChild<QLineEdit *>(QStringLiteral("checkFolder"))->setText(folder);
    // The rest as a first use leaves it (the dialog remembers the last check's).
    d->findChild<QSpinBox *>(QStringLiteral("checkConsumers"))->setValue(0);
    d->findChild<QComboBox *>(QStringLiteral("checkEffectsKind"))->setCurrentIndex(0);
    d->findChild<QLineEdit *>(QStringLiteral("checkEffects"))->clear();
    d->findChild<QLineEdit *>(QStringLiteral("checkQuery"))->clear();
}

// The lost-ack slice of docs/check.md: 20 orders, the acks of order-3 and
// order-7 lost; the naive consumer applies both again.
QString TestCheckWindow::writeScenario() const
{
    const QString file = m_dir.filePath(QStringLiteral("lost-acks.json"));
    QFile f(file);
    if (f.open(QIODevice::WriteOnly))
        f.write(R"({"schemaVersion": 1, "name": "lost acks", "messages": 20, "publishIntervalMs": 0,
                   "broker": {"profile": "rabbitmq"}, "consumers": {"count": 1, "restartDelayMs": 200},
                   "faults": {"schedule": [{"kind": "ack-lost", "message": "order-3", "delivery": 1},
                                           {"kind": "ack-lost", "message": "order-7", "delivery": 1}]}})");
    return file;
}

void TestCheckWindow::theDialogRemembersWhatItWasGiven()
{
    {
        MainWindow w;
        CheckAction *check = w.checkRun();
        QVERIFY(check);
        QVERIFY(w.findChild<QAction *>(QStringLiteral("runCheck")));
        fill(check, QStringLiteral("sh my-consumer.sh"), m_dir.path());
        QDialog *d = check->dialog();
        QCOMPARE(check->request().effects, QString()); // the check's own SQLite file
        d->findChild<QSpinBox *>(QStringLiteral("checkConsumers"))->setValue(3);
        auto *kind = d->findChild<QComboBox *>(QStringLiteral("checkEffectsKind"));
        kind->setCurrentIndex(1);
        d->findChild<QLineEdit *>(QStringLiteral("checkEffects"))->setText(QStringLiteral("postgresql://a@127.0.0.1:1/b"));
        d->findChild<QLineEdit *>(QStringLiteral("checkQuery"))->setText(QStringLiteral("SELECT k FROM e"));
        // Run saves the form even when the check cannot start (a scenario of another broker).
        QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
        QVERIFY(!check->start());
        QVERIFY(check->panel()->isShowingError());
    }
    MainWindow again;
    again.checkRun()->open();
    const CheckRequest r = again.checkRun()->request();
    QCOMPARE(r.command, QStringLiteral("sh my-consumer.sh"));
    QCOMPARE(r.folder, m_dir.path());
    QCOMPARE(r.consumers, 3);
    QCOMPARE(r.effects, QStringLiteral("postgresql://a@127.0.0.1:1/b"));
    QCOMPARE(r.query, QStringLiteral("SELECT k FROM e"));
}

void TestCheckWindow::anEmptyCommandIsRefusedBeforeAnythingStarts()
{
    MainWindow w;
    QVERIFY(w.openScenario(writeScenario()));
    fill(w.checkRun(), QString(), QString());
    QVERIFY(!w.checkRun()->start());
    QVERIFY(!w.checkRun()->isRunning());
    QVERIFY(w.checkRun()->panel()->isShowingError());
    // A working folder that is not there is refused too, naming it.
    const QString missing = m_dir.filePath(QStringLiteral("not-here"));
    fill(w.checkRun(), QStringLiteral("true"), missing);
    QVERIFY(!w.checkRun()->start());
    QVERIFY2(w.checkRun()->panel()->errorText().contains(missing), qPrintable(w.checkRun()->panel()->errorText()));
}

// The private node keeps its data under the runs folder: on a disk with
// less free space than RabbitMQ's limit and a margin (66 MB) it would take
// no message. Refused before anything starts, as `idemlab check` refuses
// it, naming the folder and the space needed; nothing is made there.
void TestCheckWindow::aFullRunsFolderIsRefusedBeforeAnythingStarts()
{
    if (!m_unavailable.isEmpty())
        QSKIP(qPrintable(m_unavailable));
    if (geteuid() != 0)
        QSKIP("needs root to mount a small tmpfs for the full disk");
    const QString runs = m_dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(runs));
    if (QProcess::execute(QStringLiteral("mount"),
                          {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                           QStringLiteral("size=16m"), QStringLiteral("tmpfs"), runs})
        != 0)
        QSKIP("mount -t tmpfs failed (no privilege to mount in this environment)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {runs}); });
    MainWindow w;
    QVERIFY(w.openScenario(writeScenario()));
    CheckAction *check = w.checkRun();
    check->setRunsFolder(runs);
    fill(check, QStringLiteral("/usr/bin/python3 naive_consumer.py"), QStringLiteral(IDEMLAB_EXAMPLES));
    QSignalSpy started(w.jobs(), &JobController::started);
    QVERIFY(!check->start());
    QVERIFY(!check->isRunning());
    QCOMPARE(started.count(), 0);
    QVERIFY(check->panel()->isShowingError());
    const QString error = check->panel()->errorText();
    QVERIFY2(error.contains(runs), qPrintable(error));
    QVERIFY2(error.contains(QLocale().toString(66.0, 'f', 1)), qPrintable(error)); // 50 MB limit + 16 MB margin
    QCOMPARE(QDir(runs).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{});
}

void TestCheckWindow::naiveExampleGivesTheVerdictOfTheCommandLine()
{
    const QString scenario = writeScenario();
    if (!m_unavailable.isEmpty())
        QSKIP(qPrintable(m_unavailable));
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openScenario(scenario));
    CheckAction *check = w.checkRun();
    check->setRunsFolder(m_dir.filePath(QStringLiteral("runs")));
    // Started from the examples' folder by a relative command: the working folder is used.
    fill(check, QStringLiteral("/usr/bin/python3 naive_consumer.py"), QStringLiteral(IDEMLAB_EXAMPLES));
    QSignalSpy finished(check, &CheckAction::finished);
    check->dialog()->findChild<QPushButton *>(QStringLiteral("checkRun"))->click();
    QVERIFY(check->isRunning());
    QVERIFY2(finished.wait(240000) || finished.count() == 1, qPrintable(check->panel()->errorText()));
    const CheckVerdict v = finished.takeFirst().at(0).value<CheckVerdict>();
    QVERIFY(v.run);
    // The check's run is the window's run: timeline and inspector read it.
    QCOMPARE(w.currentRun(), v.run);
    QTRY_VERIFY(w.timeline()->run() == v.run);
    QTRY_VERIFY(w.inspector()->run() == v.run);
    QVERIFY(w.currentRun()->trace.size() > 0);
    QVERIFY(check->dialog()->findChild<QLabel *>(QStringLiteral("checkVerdict"))->isVisible());
    QCOMPARE(v.effectRows, 20);
    QCOMPARE(v.run->metrics.duplicateSideEffects, 2);
    QCOMPARE(v.run->metrics.lost, 0);
    QVERIFY(!v.run->valid);
    // Inside the user's consumer nothing was seen: every handler bar is
    // drawn as unknown, none of the lab's steps (transactions, skips, its
    // own effects) is drawn, the Code dock shows no listing of the lab's,
    // and the run file says where the trace came from.
    QVERIFY(!v.run->trace.handlingObserved());
    int handlers = 0;
    for (const TimelineBar &b : w.timeline()->causes().bars().all()) {
        QVERIFY(b.kind != TimelineBar::Transaction);
        if (b.kind == TimelineBar::Handler) {
            ++handlers;
            QVERIFY(b.has(TimelineBar::Unobserved));
            QVERIFY(!b.has(TimelineBar::Duplicate) && !b.has(TimelineBar::Skipped));
        }
    }
    QCOMPARE(handlers, v.run->metrics.deliveries);
    CodeView *code = w.findChild<CodeView *>();
    QVERIFY(code);
    QTRY_VERIFY(!code->currentListing().has_value());
    QHash<QString, QString> info;
    QCOMPARE(RunDatabase::readRunInfo(v.run->databasePath, &info).error(), QString());
    QCOMPARE(info.value(QStringLiteral("origin")), QStringLiteral("check"));

    // The command line on the same scenario and consumer: the same verdict.
    const QString out = m_dir.filePath(QStringLiteral("cli"));
    QProcess cli;
    cli.setWorkingDirectory(QStringLiteral(IDEMLAB_EXAMPLES));
    cli.start(QStringLiteral(IDEMLAB_BINARY), {QStringLiteral("check"), QStringLiteral("--consumer"),
                                               QStringLiteral("/usr/bin/python3 naive_consumer.py"), scenario,
                                               QStringLiteral("--out"), out});
    QVERIFY(cli.waitForFinished(300000));
    QCOMPARE(cli.exitCode(), 1); // invalid: duplicates
    QFile summary(QDir(out).filePath(QStringLiteral("summary.json")));
    QVERIFY(summary.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(summary.readAll()).object();
    const QJsonObject m = o.value(QStringLiteral("metrics")).toObject();
    QCOMPARE(m.value(QStringLiteral("duplicateSideEffects")).toInt(), v.run->metrics.duplicateSideEffects);
    QCOMPARE(m.value(QStringLiteral("lost")).toInt(), v.run->metrics.lost);
    QCOMPARE(m.value(QStringLiteral("effectsApplied")).toInt(), v.run->metrics.effectsApplied);
    QCOMPARE(m.value(QStringLiteral("deliveries")).toInt(), v.run->metrics.deliveries);
    QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("invalid"));
    QCOMPARE(o.value(QStringLiteral("origin")).toString(), QStringLiteral("check"));
}

void TestCheckWindow::aConsumerThatExitsAtOnceIsShownWithItsOutput()
{
    const QString scenario = writeScenario();
    if (!m_unavailable.isEmpty())
        QSKIP(qPrintable(m_unavailable));
    MainWindow w;
    QVERIFY(w.openScenario(scenario));
    CheckAction *check = w.checkRun();
    check->setRunsFolder(m_dir.filePath(QStringLiteral("runs")));
    fill(check, QStringLiteral("echo marker-window-33 >&2; exit 5"), QString());
    QSignalSpy ended(w.jobs(), &JobController::finished);
    QVERIFY(check->start());
    QVERIFY(ended.wait(240000) || ended.count() == 1);
    // The consumer's own output is in the error the dialog shows; no run replaces the window's.
    QVERIFY(check->panel()->isShowingError());
    QVERIFY2(check->panel()->errorText().contains(QLatin1String("marker-window-33")),
             qPrintable(check->panel()->errorText()));
    QVERIFY(!w.currentRun());
}

QTEST_MAIN(TestCheckWindow)
#include "tst_checkwindow.moc"
