#include "kernel/rng.h"
#include "kernel/runlimits.h"
#include "report/reportwriter.h"
#include "report/summaryjson.h"
#include "run/parallelfor.h"
#include "run/simulation.h"
#include "scenario/brokerprofile.h"
#include "scenario/vocabulary.h"
#include "store/effect.h"
#include "store/rundatabase.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QTest>

using namespace idem;
using testsupport::timed;

// Every run ends, in bounded memory, with a result or a stop that says why:
// random Kafka storms, an ack that never arrives, a poll-interval storm, a
// trace budget; and the run database says running -> finished/stopped and
// is only ever found under its final name once the run has ended.
class TestRunEnds final : public QObject
{
    Q_OBJECT
private slots:
    void kafkaStormsEnd();
    void lateJetStreamAckSettles();
    void lostAcksForEverAreStopped();
    void pollIntervalStormIsExplained();
    void traceBudgetStopsTheRun();
    void finishedRunIsMarkedAndPublished();
    void databaseIsAResultOnlyWithItsSummary();
    void lostRecordsInHandAreCountedAndExplained();
    void cancelledRunLeavesNothing();
};

namespace {
Scenario kafka()
{
    Scenario s;
    s.broker.profile = QStringLiteral("kafka");
    BrokerProfile::applyDefaults(s.broker);
    return s;
}

QString stateOf(const QString &db)
{
    QHash<QString, QString> info;
    if (const Outcome read = RunDatabase::readRunInfo(db, &info); !read.ok())
        return read.error(); // fails the comparison, naming why
    return info.value(QStringLiteral("state"));
}

// SQLite's syncs dominate these small runs: scratch files live in memory
// when the system offers tmpfs.
QString scratch()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString root = shm.isDir() && shm.isWritable() ? shm.absoluteFilePath() : QDir::tempPath();
    return root + QStringLiteral("/idemlab-runends-XXXXXX");
}

QStringList partialFiles(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList({QStringLiteral("*.partial*")}, QDir::Files);
}
} // namespace

void TestRunEnds::kafkaStormsEnd()
{
    // Frequent crashes, leave/join, short session and poll timeouts: the
    // mixes that ran without end before. Each must end within its budget,
    // finished or stopped with the mechanism named, never with an error.
    QTemporaryDir dir(scratch());
    QVERIFY(dir.isValid());
    Rng rng(0x570F11);
    constexpr int kMixes = 8;
    QVector<Scenario> mixes;
    for (int i = 0; i < kMixes; ++i) {
        Scenario s = kafka();
        s.seed = rng.next() >> 12;
        s.messages = 20 + int(rng.below(70));
        s.broker.partitions = 1 + int(rng.below(4));
        s.strategy.id = rng.below(2) ? QStringLiteral("db-insert-first") : QStringLiteral("none");
        s.consumers.count = 1 + int(rng.below(2));
        s.consumers.processingMs = 10 + qint64(rng.below(80));
        s.consumers.sessionTimeoutMs = rng.below(2) ? 500 : 10000;
        s.consumers.maxPollIntervalMs = rng.below(2) ? 200 : 300000;
        s.consumers.maxPollRecords = rng.below(2) ? 10 : 500;
        s.consumers.autoCommit = rng.below(2) == 0;
        s.consumers.restartDelayMs = 200;
        s.faults.consumerCrash.probability = 0.1 + rng.nextDouble() * 0.4;
        s.faults.consumerCrash.point = rng.below(2) ? CrashPoint::BeforeHandle : CrashPoint::AfterCommitBeforeAck;
        ScheduledFault leave = timed(QStringLiteral("consumer-leave"), 300);
        leave.consumer = 1;
        s.faults.schedule = {leave, timed(QStringLiteral("consumer-join"), 600)};
        mixes.append(s);
    }
    QVector<RunResult> results(kMixes);
    parallelFor(kMixes, 0, [&](int i) { results[i] = testsupport::runIn(dir, mixes.at(i), QStringLiteral("m%1").arg(i)); });
    int stopped = 0;
    for (int i = 0; i < kMixes; ++i) {
        const RunResult &r = results.at(i);
        const QString tag = QStringLiteral("mix %1 (seed %2)").arg(i).arg(mixes.at(i).seed);
        QVERIFY2(r.error.isEmpty(), qPrintable(tag + QStringLiteral(": ") + r.error));
        QVERIFY2(r.trace.size() <= RunLimits::traceBudget(r.scenario) + 200000, qPrintable(tag));
        QCOMPARE(stateOf(r.databasePath), r.stopped() ? QStringLiteral("stopped") : QStringLiteral("finished"));
        if (r.stopped()) {
            ++stopped;
            QVERIFY(!r.valid);
            QVERIFY2(r.stopReason.contains(QLatin1String("crashed")) || r.stopReason.contains(QLatin1String("removed"))
                         || r.stopReason.contains(QLatin1String("rebalanced")),
                     qPrintable(tag + QStringLiteral(": ") + r.stopReason));
        }
    }
    QVERIFY2(stopped > 0, "the mixes are meant to include storms that cannot finish");
    QVERIFY(partialFiles(dir).isEmpty());
}

void TestRunEnds::lateJetStreamAckSettles()
{
    // AckWait 1 ms, handlers of 20 ms: every delivery is redelivered before
    // its ack, and JetStream still settles the message on that late ack
    // (acks name the stream sequence). The model used to loop for ever.
    QTemporaryDir dir(scratch());
    Scenario s;
    s.messages = 10;
    s.broker.profile = QStringLiteral("nats-jetstream");
    BrokerProfile::applyDefaults(s.broker);
    s.broker.redeliveryTimeoutMs = 1;
    s.broker.maxDeliveries = 0;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.finished(), qPrintable(r.error + r.stopReason));
    QVERIFY(r.valid);
    QCOMPARE(r.metrics.effectsApplied, 10);
    QVERIFY2(r.metrics.deliveries < 40, qPrintable(QString::number(r.metrics.deliveries)));
}

void TestRunEnds::lostAcksForEverAreStopped()
{
    QTemporaryDir dir(scratch());
    Scenario s;
    s.messages = 10;
    s.broker.profile = QStringLiteral("nats-jetstream");
    BrokerProfile::applyDefaults(s.broker);
    s.broker.redeliveryTimeoutMs = 1;
    s.broker.maxDeliveries = 0;
    s.faults.ackLost = 1.0;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY(r.error.isEmpty());
    QCOMPARE(r.stop, RunStop::NoProgress);
    QVERIFY2(r.stopReason.contains(QLatin1String("maxDeliveries is 0 (unlimited)"))
                 && r.stopReason.contains(QLatin1String("NATS JetStream")) && r.stopReason.contains(QLatin1String("since")),
             qPrintable(r.stopReason));
    QCOMPARE(stateOf(r.databasePath), QStringLiteral("stopped"));
    QVERIFY(partialFiles(dir).isEmpty());
}

void TestRunEnds::pollIntervalStormIsExplained()
{
    // Ten records of 77 ms per poll against a 200 ms max.poll.interval.ms,
    // with no deduplication to make the re-read batch quick: the member is
    // removed before every commit, as real Kafka would do.
    QTemporaryDir dir(scratch());
    Scenario s = kafka();
    s.strategy.id = QStringLiteral("none");
    s.messages = 85;
    s.consumers.processingMs = 77;
    s.consumers.maxPollRecords = 10;
    s.consumers.maxPollIntervalMs = 200;
    s.consumers.sessionTimeoutMs = 500;
    // Nothing is ever committed: earliest sends every rejoin back to offset
    // 0 (under latest the first rejoin would skip to the log end).
    s.consumers.autoOffsetReset = OffsetReset::Earliest;
    const RunResult r = testsupport::runIn(dir, s);
    QCOMPARE(r.stop, RunStop::NoProgress);
    QVERIFY2(r.stopReason.contains(QLatin1String("consumer-1 was removed"))
                 && r.stopReason.contains(QLatin1String("max.poll.interval.ms (200 ms)"))
                 && r.stopReason.contains(QLatin1String("Real Kafka does the same")),
             qPrintable(r.stopReason));
}

void TestRunEnds::traceBudgetStopsTheRun()
{
    QTemporaryDir dir(scratch());
    Scenario s;
    s.messages = 200;
    Simulation sim(s, dir.filePath(QStringLiteral("budget.sqlite")));
    sim.setTraceBudget(1000);
    const RunResult r = sim.run();
    QCOMPARE(r.stop, RunStop::OverBudget);
    QVERIFY(r.trace.size() <= 1100);
    QVERIFY2(r.stopReason.contains(QLatin1String("trace budget of 1000 records"))
                 && r.stopReason.contains(QLatin1String("--trace-budget")),
             qPrintable(r.stopReason));
    QCOMPARE(stateOf(r.databasePath), QStringLiteral("stopped"));

    // What happened up to the stop is reported, counted from the database the
    // same way a finished run counts it, and the summary says it is partial.
    QVector<int> counts;
    QCOMPARE(RunDatabase::countEffects(r.databasePath, *vocab::effect(s.effect), s.messages, &counts).error(),
             QString());
    int applied = 0;
    int duplicated = 0;
    for (const int c : std::as_const(counts)) {
        applied += c;
        duplicated += qMax(0, c - 1);
    }
    QVERIFY(applied > 0);
    QCOMPARE(r.effectCounts, counts);
    QCOMPARE(r.metrics.effectsApplied, applied);
    QCOMPARE(r.metrics.duplicateSideEffects, duplicated);
    const QJsonObject summary = SummaryJson::build(r);
    QCOMPARE(summary.value(QStringLiteral("partial")).toBool(), true);
    QCOMPARE(summary.value(QStringLiteral("state")).toString(), QStringLiteral("stopped"));
    const QJsonObject metrics = summary.value(QStringLiteral("metrics")).toObject();
    QCOMPARE(metrics.value(QStringLiteral("effectsApplied")).toInt(), applied);
    QCOMPARE(metrics.value(QStringLiteral("duplicateSideEffects")).toInt(), duplicated);
}

void TestRunEnds::finishedRunIsMarkedAndPublished()
{
    QTemporaryDir dir(scratch());
    Scenario s;
    s.messages = 30;
    s.effect = QStringLiteral("send-email");
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY(r.finished());
    QHash<QString, QString> info;
    QCOMPARE(RunDatabase::readRunInfo(r.databasePath, &info).error(), QString());
    QCOMPARE(info.value(QStringLiteral("state")), QStringLiteral("finished"));
    QCOMPARE(info.value(QStringLiteral("runId")), r.runId);
    QCOMPARE(info.value(QStringLiteral("verdict")), QStringLiteral("valid"));
    QVERIFY(QFileInfo::exists(testsupport::mailServerFile(r.databasePath)));
    QVERIFY(partialFiles(dir).isEmpty());
    // A second run into the same path replaces it with its own identity.
    const RunResult again = testsupport::runIn(dir, s);
    QVERIFY(again.runId != r.runId);
    QCOMPARE(RunDatabase::readRunInfo(again.databasePath, &info).error(), QString());
    QCOMPARE(info.value(QStringLiteral("runId")), again.runId);
}

// A run whose reports follow (the command line) is published "reporting":
// it reads as a whole result ("finished", "stopped") only when its
// summary.json is written; a summary that cannot be written leaves it so.
void TestRunEnds::databaseIsAResultOnlyWithItsSummary()
{
    QTemporaryDir dir(scratch());
    Scenario s;
    s.messages = 30;
    s.faults.ackLost = 0.2;
    Simulation sim(s, dir.filePath(QStringLiteral("none.sqlite")));
    sim.setReportsFollow(true);
    const RunResult r = sim.run();
    QVERIFY(r.finished());
    QCOMPARE(stateOf(r.databasePath), RunDatabase::kReporting);
    QHash<QString, QString> info;
    QCOMPARE(RunDatabase::readRunInfo(r.databasePath, &info).error(), QString());
    QCOMPARE(info.value(QStringLiteral("verdict")), r.valid ? QStringLiteral("valid") : QStringLiteral("invalid"));
    // summary.json cannot land (a folder in its way): still "reporting".
    const QString blocked = dir.filePath(QStringLiteral("blocked"));
    QVERIFY(QDir().mkpath(QDir(blocked).filePath(QStringLiteral("summary.json"))));
    QVERIFY(!ReportWriter::write(r, blocked, {QStringLiteral("json")}, nullptr).ok());
    QCOMPARE(stateOf(r.databasePath), RunDatabase::kReporting);
    // Written: "finished", and summary.json says the same.
    QVERIFY(ReportWriter::write(r, dir.path(), {QStringLiteral("json")}, nullptr).ok());
    QCOMPARE(stateOf(r.databasePath), QStringLiteral("finished"));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("summary.json"))));
    // Writing the report again (the window's export) leaves it so.
    QVERIFY(ReportWriter::write(r, dir.path(), {QStringLiteral("json")}, nullptr).ok());
    QCOMPARE(stateOf(r.databasePath), QStringLiteral("finished"));
    // A stopped run becomes "stopped", not "finished".
    Scenario big;
    big.messages = 2000;
    big.publishIntervalMs = 0;
    Simulation stopped(big, dir.filePath(QStringLiteral("stopped.sqlite")));
    stopped.setReportsFollow(true);
    stopped.setTraceBudget(1000);
    const RunResult st = stopped.run();
    QCOMPARE(st.stop, RunStop::OverBudget);
    QCOMPARE(stateOf(st.databasePath), RunDatabase::kReporting);
    QVERIFY(ReportWriter::write(st, dir.filePath(QStringLiteral("st")), {QStringLiteral("json")}, nullptr).ok());
    QCOMPARE(stateOf(st.databasePath), QStringLiteral("stopped"));
}

// Keys handled but never applied, with their true reason (issue 27): a
// Kafka reset to latest past records in hand (counted in offsetResetSkipped,
// so the summary's count is the database's lost keys), and a queue whose
// last consumer left with the message in hand.
void TestRunEnds::lostRecordsInHandAreCountedAndExplained()
{
    QTemporaryDir dir(scratch());
    const RunResult kafka = testsupport::runIn(dir, testsupport::parsed(R"({"schemaVersion":1,"seed":7,"messages":40,
        "publishIntervalMs":10,"broker":{"profile":"kafka","partitions":1},
        "consumers":{"count":1,"processingMs":20,"autoCommitIntervalMs":5000,"restartDelayMs":300,"autoOffsetReset":"latest"},
        "strategy":{"id":"db-insert-first"},
        "faults":{"schedule":[{"atMs":105,"kind":"consumer-crash","consumer":1,"point":"after-side-effect-before-commit"}]}})"),
        QStringLiteral("kafka"));
    QVERIFY(kafka.finished());
    int lost = 0;
    for (int c : kafka.effectCounts)
        lost += c == 0 ? 1 : 0;
    QVERIFY(lost > 1);
    QCOMPARE(kafka.metrics.lost, lost);
    QCOMPARE(kafka.metrics.offsetResetSkipped, lost);
    int inHand = 0;
    for (const Violation &v : kafka.violations) {
        QVERIFY2(!v.explained.uses(Sentence::EveryHandlingInterrupted), qPrintable(v.explanation));
        if (const ExplanationPart *p = v.explained.find(Sentence::OffsetResetPastHandled)) {
            ++inHand;
            QCOMPARE(p->number(Role::Count), qint64(lost));
            QVERIFY(p->number(Role::HandlerEndAt) < p->number(Role::At));
        } else {
            QVERIFY2(v.explained.uses(Sentence::OffsetResetJumped), qPrintable(v.explanation));
        }
    }
    QCOMPARE(inHand, 1);

    const RunResult queue = testsupport::runIn(dir, testsupport::parsed(R"({"schemaVersion":1,"seed":3,"messages":10,
        "publishIntervalMs":100,"broker":{"profile":"rabbitmq"},"consumers":{"count":1,"processingMs":50},
        "strategy":{"id":"db-insert-first"},"faults":{"schedule":[{"atMs":325,"kind":"consumer-leave","consumer":1}]}})"),
        QStringLiteral("queue"));
    QVERIFY(queue.finished());
    QVERIFY(queue.metrics.lost > 1);
    int left = 0;
    for (const Violation &v : queue.violations) {
        QVERIFY2(!v.explained.uses(Sentence::EveryHandlingInterrupted), qPrintable(v.explanation));
        if (const ExplanationPart *p = v.explained.find(Sentence::LastConsumerLeft)) {
            ++left;
            QCOMPARE(p->number(Role::At), msToSim(325));
            QCOMPARE(p->number(Role::Consumer), 1);
        } else {
            QVERIFY2(v.explained.uses(Sentence::NoConsumerLeft), qPrintable(v.explanation));
        }
    }
    QCOMPARE(left, 1);
}

void TestRunEnds::cancelledRunLeavesNothing()
{
    QTemporaryDir dir(scratch());
    Scenario s;
    s.messages = 20000;
    s.publishIntervalMs = 0;
    const QString db = dir.filePath(QStringLiteral("cancel.sqlite"));
    {
        // The previous run's file must not survive as if it were this one's.
        Simulation first(Scenario{}, db);
        QVERIFY(first.run().finished());
    }
    std::atomic_bool cancel{true};
    Simulation sim(s, db);
    const RunResult r = sim.run(&cancel);
    QVERIFY(r.cancelled);
    QVERIFY(!QFileInfo::exists(db));
    QVERIFY(partialFiles(dir).isEmpty());
}

QTEST_GUILESS_MAIN(TestRunEnds)
#include "tst_runends.moc"
