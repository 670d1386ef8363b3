#include "explore/counterexamplefile.h"
#include "explore/explorejson.h"
#include "explore/explorer.h"
#include "explore/schedulerunner.h"
#include "explore/shrinker.h"
#include "store/scratchdatabase.h"
#include "store/storeconnection.h"
#include "scenario/brokerprofile.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <thread>

using namespace idem;

Q_DECLARE_METATYPE(idem::FaultSchedule)

namespace {

// RabbitMQ 4 quorum queue defaults (no publish dedup; an unacked delivery
// comes back when its channel dies, or after the 30 min consumer timeout),
// one consumer, prefetch 1, one order every 50 ms, handler 20 ms: with one
// consumer nothing overlaps, so every site below can be counted by hand.
Scenario rabbit(const QString &strategy, int messages)
{
    Scenario s;
    s.seed = 11;
    s.messages = messages;
    s.broker.profile = QStringLiteral("rabbitmq");
    BrokerProfile::applyDefaults(s.broker);
    s.strategy.id = strategy;
    return s;
}

ScheduledFault aimed(ScheduleKind kind, int message, int delivery, CrashPoint point = CrashPoint::Immediate)
{
    ScheduledFault f;
    f.kind = kind;
    f.message = Scenario::businessKey(message - 1);
    f.delivery = delivery;
    f.point = point;
    return f;
}

ScheduledFault at(ScheduleKind kind, qint64 atMs, qint64 durationMs = 0)
{
    ScheduledFault f;
    f.kind = kind;
    f.atMs = atMs;
    f.durationMs = durationMs;
    return f;
}

ExploreRun explore(const Scenario &s, int k, const QTemporaryDir &dir, int jobs = 2)
{
    ExploreOptions o;
    o.maxFaults = k;
    o.jobs = jobs;
    o.workDir = dir.path();
    return Explorer::explore(s, o);
}

// explore.json without what differs between equal explorations (time, which shard wrote it).
QJsonObject comparable(const ExploreRun &run)
{
    QJsonObject o = ExploreJson::toJson(run);
    for (const char *key : {"wallMs", "shard", "shards", "shardsHeld", "simulations"})
        o.remove(QLatin1String(key));
    QJsonArray levels;
    for (const QJsonValue &v : o.value(QStringLiteral("levels")).toArray()) {
        QJsonObject l = v.toObject();
        l.remove(QStringLiteral("sliced"));
        levels.append(l);
    }
    o.insert(QStringLiteral("levels"), levels);
    return o;
}

} // namespace

class TestExplore final : public QObject
{
    Q_OBJECT
private slots:
    void noDedupBreaksUnderALostAck();
    void localCacheBreaksWhenACrashTakesItWith();
    void separateInboxBreaksBetweenItsCommits();
    void claimFirstHoldsWithTheCountDerivedByHand_data();
    void claimFirstHoldsWithTheCountDerivedByHand();
    void aBudgetBelowTheBoundIsIncomplete();
    void counterexampleOpensAsALesson();
    void shrinkingEndsLocallyMinimal_data();
    void shrinkingEndsLocallyMinimal();
    void cancelStopsShrinkingSoon();
    void cancelledShrinkingIsNotMinimal();
    void shardsMergeIntoTheUnshardedVerdict();
    void jobsDoNotChangeTheResult();
    void randomSearchBeyondTheBoundIsSeeded();
    void cheapResetKeepsTheTrace();
    void scratchRunsMatchFreshFilesForEverySchedule_data();
    void scratchRunsMatchFreshFilesForEverySchedule();
    void scratchDatabaseEndsWhatARunLeftOpen();
};

// none, one message. The fault-free run has 9 sites: its one delivery's lost
// ack, crashes before the handler, after the side effect (rolled back) and
// after the commit, slow handler past the 30 min timeout, connection lost;
// the publish's lost ack; the gap before the delivery's broker restart and
// store outage. Five of them make the broker deliver a handled order again,
// and with no dedup each one is a duplicate: lost ack, lost publish ack (the
// producer sends it again), crash after commit, slow handler, connection
// lost. In the canonical order (message, delivery, kind) the lost ack comes
// first: that is the counterexample.
void TestExplore::noDedupBreaksUnderALostAck()
{
    QTemporaryDir dir;
    const ExploreRun r = explore(rabbit(QStringLiteral("none"), 1), 1, dir);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.verdict(), VerdictKind::ViolationFound);
    QCOMPARE(r.schedulesInBound(), 9);
    QCOMPARE(r.levels.size(), 1);
    QCOMPARE(r.levels.at(0).violating, 5);
    QCOMPARE(r.levels.at(0).minimal, 5);
    QVERIFY(r.smallest.has_value());
    QCOMPARE(r.smallest->schedule, FaultSchedule{aimed(ScheduleKind::AckLost, 1, 1)});
    QCOMPARE(r.smallest->depth, 1);
    QCOMPARE(r.smallest->breach, Breach::Duplicate);
    const QStringList breaks = r.byClass.keys();
    QCOMPARE(breaks, (QStringList{QStringLiteral("ack-lost"), QStringLiteral("connection-lost"),
                                  QStringLiteral("consumer-crash@after-commit-before-ack"),
                                  QStringLiteral("publish-ack-lost"), QStringLiteral("slow-handler")}));
    QCOMPARE(r.equivalent(), 0);
    QVERIFY(r.neverFired().isEmpty());
}

// cache-local, one message, the cache's TTL (2 h) longer than the consumer
// timeout, so a lost ack's redelivery 30 min later still finds the id. Only
// a crash after the commit breaks it: the process dies with its cache, the
// restarted one (2 s later) gets the unacked delivery again and applies it
// again. Before the handler or before the commit nothing was applied; after
// the ack nothing comes back.
void TestExplore::localCacheBreaksWhenACrashTakesItWith()
{
    QTemporaryDir dir;
    Scenario s = rabbit(QStringLiteral("cache-local"), 1);
    s.strategy.cacheTtlMs = 2 * 3600 * 1000;
    const ExploreRun r = explore(s, 1, dir);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.verdict(), VerdictKind::ViolationFound);
    QVERIFY(r.smallest.has_value());
    QCOMPARE(r.smallest->schedule,
             FaultSchedule{aimed(ScheduleKind::ConsumerCrash, 1, 1, CrashPoint::AfterCommitBeforeAck)});
    QVERIFY(!r.byClass.contains(QStringLiteral("ack-lost")));
    QVERIFY(!r.byClass.contains(QStringLiteral("consumer-crash@before-handle")));
    QVERIFY(!r.byClass.contains(QStringLiteral("consumer-crash@after-ack-before-cache-update")));
    QVERIFY(r.classes.contains(QStringLiteral("cache-flush")));
}

// db-separate-tx, one message: the crash between the business commit and the
// inbox commit leaves an order without its inbox row, so the redelivery's
// SELECT finds nothing. A crash after both commits is skipped by the inbox.
void TestExplore::separateInboxBreaksBetweenItsCommits()
{
    QTemporaryDir dir;
    const ExploreRun r = explore(rabbit(QStringLiteral("db-separate-tx"), 1), 1, dir);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(r.smallest.has_value());
    QCOMPARE(r.smallest->schedule,
             FaultSchedule{aimed(ScheduleKind::ConsumerCrash, 1, 1, CrashPoint::BetweenCommits)});
    QCOMPARE(r.smallest->breach, Breach::Duplicate);
    QVERIFY(!r.byClass.contains(QStringLiteral("consumer-crash@after-commit-before-ack")));
    QVERIFY(!r.byClass.contains(QStringLiteral("ack-lost")));
}

// db-insert-first claims the id inside the business transaction: no single
// fault breaks it. The count, by hand: per delivery 6 sites (lost ack, 3
// crash points, slow handler, connection lost), per publish 1, per gap
// before a delivery 2 (broker restart, store outage): 9 for one message,
// 18 for two. No two of them leave the same trace.
void TestExplore::claimFirstHoldsWithTheCountDerivedByHand_data()
{
    QTest::addColumn<int>("messages");
    QTest::addColumn<int>("schedules");
    QTest::newRow("one message") << 1 << 9;
    QTest::newRow("two messages") << 2 << 18;
}

void TestExplore::claimFirstHoldsWithTheCountDerivedByHand()
{
    QFETCH(int, messages);
    QFETCH(int, schedules);
    QTemporaryDir dir;
    const ExploreRun r = explore(rabbit(QStringLiteral("db-insert-first"), messages), 1, dir);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.verdict(), VerdictKind::Complete);
    QCOMPARE(r.schedulesInBound(), schedules);
    QCOMPARE(r.exhaustiveRun(), schedules);
    QCOMPARE(r.distinctTraces(), schedules);
    QCOMPARE(r.equivalent(), 0);
    QCOMPARE(r.levels.at(0).violating, 0);
    QVERIFY(r.byClass.isEmpty());
    // Every kind of fault in the space fired at least once.
    QCOMPARE(r.classes.size(), 9);
    QVERIFY2(r.neverFired().isEmpty(), qPrintable(r.neverFired().join(QLatin1Char(' '))));
}

void TestExplore::aBudgetBelowTheBoundIsIncomplete()
{
    QTemporaryDir dir;
    ExploreOptions o;
    o.maxFaults = 2;
    o.budget = 12; // level 1 holds 9; 3 of level 2
    o.workDir = dir.path();
    const ExploreRun r = Explorer::explore(rabbit(QStringLiteral("db-insert-first"), 1), o);
    QCOMPARE(r.verdict(), VerdictKind::Incomplete);
    QCOMPARE(r.stopReason, QStringLiteral("budget"));
    QCOMPARE(r.levels.size(), 2);
    QCOMPARE(r.levels.at(0).run, 9);
    QCOMPARE(r.levels.at(1).run, 3);
    QVERIFY(r.levels.at(1).schedules > 3);
    QVERIFY(!r.boundCovered);
}

void TestExplore::counterexampleOpensAsALesson()
{
    QTemporaryDir dir;
    Scenario s = rabbit(QStringLiteral("cache-local"), 4);
    s.strategy.cacheTtlMs = 2 * 3600 * 1000;
    ExploreRun r = explore(s, 1, dir);
    QVERIFY(r.smallest.has_value());
    Explorer::shrinkCounterexamples(r, dir.path());
    QVERIFY(r.smallest->shrunkDone);
    QVERIFY(r.smallest->locallyMinimal);
    QCOMPARE(r.smallest->messages, 1);
    Scenario lesson;
    const Outcome made = CounterexampleFile::lesson(r, *r.smallest, dir.path(), &lesson);
    QVERIFY2(made.ok(), qPrintable(made.error()));
    const QString file = dir.filePath(QStringLiteral("lesson.json"));
    QVERIFY(ScenarioIo::save(lesson, file).ok());
    const ScenarioLoadResult loaded = ScenarioIo::load(file);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QCOMPARE(loaded.scenario.faults.schedule, r.smallest->shrunk);
    QCOMPARE(loaded.scenario.messages, 1);
    for (const QString &field : {QStringLiteral("name"), QStringLiteral("predict"), QStringLiteral("observe"),
                                 QStringLiteral("lesson")})
        QVERIFY2(!loaded.scenario.text(field, {}).isEmpty(), qPrintable(field));
    // It replays as the failure it teaches.
    const RunResult replay = testsupport::runIn(dir, loaded.scenario, QStringLiteral("replay"));
    QVERIFY(replay.finished());
    QVERIFY(!replay.valid);
    QCOMPARE(replay.metrics.duplicateSideEffects, 1);
}

// Failing schedules padded with faults the failure does not need, on more
// messages than it needs. What comes back fails the same way, and no
// single deletion of it still fails (checked here by running each one).
void TestExplore::shrinkingEndsLocallyMinimal_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("messages");
    QTest::addColumn<FaultSchedule>("failing");
    QTest::addColumn<int>("expectedFaults");
    QTest::newRow("none: lost ack on order-3 among two harmless faults")
        << QStringLiteral("none") << 5
        << FaultSchedule{aimed(ScheduleKind::ConsumerCrash, 1, 1, CrashPoint::BeforeHandle),
                         aimed(ScheduleKind::AckLost, 3, 1), at(ScheduleKind::StoreUnavailable, 120, 1000)}
        << 1;
    // Deletion tries the crash first, and what is left still fails: the
    // restart brings a handled delivery back and the flush empties the cache
    // before it returns. A local minimum of two faults (a crash alone is
    // another one): what is promised is that no single deletion fails.
    QTest::newRow("cache-local: crash after commit on order-4, restart and flush")
        << QStringLiteral("cache-local") << 6
        << FaultSchedule{aimed(ScheduleKind::ConsumerCrash, 4, 1, CrashPoint::AfterCommitBeforeAck),
                         at(ScheduleKind::BrokerRestart, 60), at(ScheduleKind::CacheFlush, 260)}
        << 2;
    QTest::newRow("db-separate-tx: between commits, a lost publish ack and a slow handler")
        << QStringLiteral("db-separate-tx") << 4
        << FaultSchedule{aimed(ScheduleKind::PublishAckLost, 1, 1),
                         aimed(ScheduleKind::ConsumerCrash, 2, 1, CrashPoint::BetweenCommits),
                         at(ScheduleKind::StoreUnavailable, 30, 1000)}
        << 1;
}

void TestExplore::shrinkingEndsLocallyMinimal()
{
    QFETCH(QString, strategy);
    QFETCH(int, messages);
    QFETCH(FaultSchedule, failing);
    QFETCH(int, expectedFaults);
    QTemporaryDir dir;
    ScheduleRunner runner(dir.filePath(QStringLiteral("shrink.sqlite")));
    const Scenario base = rabbit(strategy, messages);
    FaultSchedule sorted = failing;
    FaultSites::normalize(sorted);
    const Breach breach = runner.run(base, sorted, false).breach;
    QCOMPARE(breach, Breach::Duplicate);
    Shrinker shrinker(runner, base);
    const ShrinkResult r = shrinker.shrink(failing);
    QCOMPARE(r.breach, breach);
    QVERIFY(r.locallyMinimal);
    QCOMPARE(r.schedule.size(), expectedFaults);
    QVERIFY(r.steps > 0);
    QVERIFY(r.messages < messages);
    Scenario small = base;
    small.messages = r.messages;
    small.consumers.count = r.consumers;
    QCOMPARE(runner.run(small, r.schedule, false).breach, breach);
    for (int i = 0; i < r.schedule.size(); ++i) {
        FaultSchedule without = r.schedule;
        without.remove(i);
        QVERIFY2(runner.run(small, without, false).breach != breach,
                 qPrintable(FaultSites::describe(without)));
    }
}

// A shrink that takes long: a lost ack on the last of 800 orders (and a
// connection lost that deletion removes) is walked back one order at a time,
// each step a run of hundreds of orders. Cancel in the middle: it returns
// within 100 ms (the run under way is cut, none is started), with what it
// had, which still fails the same way and is not called minimal.
void TestExplore::cancelStopsShrinkingSoon()
{
    QTemporaryDir dir;
    ScheduleRunner runner(dir.filePath(QStringLiteral("shrink.sqlite")));
    const Scenario base = rabbit(QStringLiteral("none"), 800);
    const FaultSchedule failing{aimed(ScheduleKind::ConnectionLost, 799, 1), aimed(ScheduleKind::AckLost, 800, 1)};
    std::atomic_bool cancel{false};
    Shrinker shrinker(runner, base, &cancel);
    QElapsedTimer clock;
    clock.start();
    std::atomic<qint64> cancelledAt{-1};
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(1500));
        cancelledAt.store(clock.elapsed());
        cancel.store(true);
    });
    const ShrinkResult r = shrinker.shrink(failing);
    const qint64 returnedAt = clock.elapsed();
    stopper.join();
    qInfo("shrinking: %d runs, %d steps, returned %lld ms after Cancel", r.runs, r.steps,
          returnedAt - cancelledAt.load());
    QVERIFY2(returnedAt >= cancelledAt.load(), "the shrink ended before Cancel: make it longer");
    QVERIFY2(returnedAt - cancelledAt.load() <= 100, qPrintable(QString::number(returnedAt - cancelledAt.load())));
    QVERIFY(r.cancelled);
    QVERIFY(!r.locallyMinimal);
    QCOMPARE(r.breach, Breach::Duplicate);
    QVERIFY(r.steps > 0); // it got somewhere: the connection lost is gone, the ack moved earlier
    QCOMPARE(r.schedule.size(), 1);
    QVERIFY(Scenario::logicalIndexOf(r.schedule.first().message) > 0); // but not to the first order
    Scenario small = base;
    small.messages = r.messages;
    small.consumers.count = r.consumers;
    QCOMPARE(runner.run(small, r.schedule, false).breach, Breach::Duplicate);
}

// Cancelled before it starts: every counterexample of an exploration keeps
// its schedule, marked not minimal (cancelled during shrinking), in the
// result and in explore.json read back.
void TestExplore::cancelledShrinkingIsNotMinimal()
{
    QTemporaryDir dir;
    ExploreRun r = explore(rabbit(QStringLiteral("none"), 1), 1, dir);
    QCOMPARE(r.verdict(), VerdictKind::ViolationFound);
    const std::atomic_bool cancel{true};
    Explorer::shrinkCounterexamples(r, dir.filePath(QStringLiteral("shrink")), &cancel);
    QVERIFY(r.smallest->shrunkDone);
    QVERIFY(r.smallest->shrinkCancelled);
    QVERIFY(!r.smallest->locallyMinimal);
    QCOMPARE(r.smallest->shrunk, r.smallest->schedule);
    QCOMPARE(r.smallest->shrinkRuns, 0);
    QCOMPARE(r.byClass.size(), 5);
    for (const Counterexample &c : std::as_const(r.byClass)) {
        QVERIFY(c.shrinkCancelled);
        QVERIFY(!c.locallyMinimal);
    }
    const QString file = dir.filePath(QStringLiteral("explore.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(ExploreJson::fileJson({r}));
    f.close();
    QVector<ExploreRun> back;
    QVERIFY(ExploreJson::readFile(file, &back).ok());
    QVERIFY(back.first().smallest->shrinkCancelled);
    QVERIFY(!back.first().smallest->locallyMinimal);

    // Not cancelled: the same exploration shrinks to a locally minimal schedule.
    ExploreRun again = explore(rabbit(QStringLiteral("none"), 1), 1, dir);
    Explorer::shrinkCounterexamples(again, dir.filePath(QStringLiteral("shrink2")));
    QVERIFY(!again.smallest->shrinkCancelled);
    QVERIFY(again.smallest->locallyMinimal);
}

void TestExplore::shardsMergeIntoTheUnshardedVerdict()
{
    QTemporaryDir dir;
    const Scenario s = rabbit(QStringLiteral("db-separate-tx"), 2);
    ExploreRun whole = explore(s, 2, dir);
    QVERIFY(whole.levels.size() == 2 && whole.levels.at(1).schedules > 30);
    QVector<ExploreRun> parts;
    for (int shard = 0; shard < 3; ++shard) {
        ExploreOptions o;
        o.maxFaults = 2;
        o.jobs = 1;
        o.shard = shard;
        o.shards = 3;
        o.workDir = dir.path() + QStringLiteral("/shard-%1").arg(shard);
        const ExploreRun part = Explorer::explore(s, o);
        QVERIFY(part.levels.at(1).run < whole.levels.at(1).run);
        // Through explore.json, as --merge reads the shards' files.
        QFile file(dir.filePath(QStringLiteral("shard-%1.json").arg(shard)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(ExploreJson::fileJson({part}));
        file.close();
        QVector<ExploreRun> read;
        const Outcome readBack = ExploreJson::readFile(file.fileName(), &read);
        QVERIFY2(readBack.ok(), qPrintable(readBack.error()));
        QCOMPARE(read.size(), 1);
        parts.append(read.first());
    }
    std::reverse(parts.begin(), parts.end()); // the order of the files does not matter
    ExploreRun merged = Explorer::merge(parts);
    QVERIFY2(merged.error.isEmpty(), qPrintable(merged.error));
    QCOMPARE(comparable(merged), comparable(whole));
    Explorer::shrinkCounterexamples(whole, dir.path());
    Explorer::shrinkCounterexamples(merged, dir.path());
    QCOMPARE(comparable(merged), comparable(whole));
    // A missing shard is named.
    const ExploreRun partial = Explorer::merge({parts.at(0), parts.at(1)});
    QVERIFY(partial.error.contains(QLatin1String("shard 0/3 is missing")));
    const ExploreRun twice = Explorer::merge({parts.at(0), parts.at(0), parts.at(1)});
    QVERIFY(twice.error.contains(QLatin1String("given twice")));
}

void TestExplore::jobsDoNotChangeTheResult()
{
    QTemporaryDir dir;
    const Scenario s = rabbit(QStringLiteral("cache-shared"), 2);
    const ExploreRun one = explore(s, 2, dir, 1);
    const ExploreRun two = explore(s, 2, dir, 2);
    QVERIFY(one.exhaustiveRun() > 100);
    QCOMPARE(comparable(two), comparable(one));
}

void TestExplore::randomSearchBeyondTheBoundIsSeeded()
{
    QTemporaryDir dir;
    ExploreOptions o;
    o.maxFaults = 1;
    o.budget = 40; // 9 in the bound, then 31 random schedules of 2 or 3 faults
    o.seed = 5;
    o.workDir = dir.path();
    const Scenario s = rabbit(QStringLiteral("db-insert-first"), 1);
    const ExploreRun a = Explorer::explore(s, o);
    o.jobs = 1;
    const ExploreRun b = Explorer::explore(s, o);
    QCOMPARE(a.exhaustiveRun(), 9);
    QCOMPARE(a.randomRun, 31);
    QCOMPARE(a.verdict(), VerdictKind::Complete);
    QCOMPARE(comparable(b), comparable(a));
    QVERIFY(a.runs > a.schedulesRun()); // the random walk runs its steps too
}

// The explorer's runs reuse one database per worker and delete its rows
// (ScratchDatabase::reset) and keep its connections open instead of creating
// a file and schema and opening new ones: the trace must
// be the one a fresh file-backed run writes. Built-in scenarios one after
// another on the same scratch database, so each starts from the previous
// one's rows, schema options changing on the way.
void TestExplore::cheapResetKeepsTheTrace()
{
    QTemporaryDir dir;
    ScheduleRunner scratch(dir.filePath(QStringLiteral("scratch.sqlite")));
    int compared = 0;
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY(loaded.ok());
        Scenario s = loaded.scenario;
        int needed = 60;
        for (const ScheduledFault &f : std::as_const(s.faults.schedule))
            needed = qMax(needed, Scenario::logicalIndexOf(f.message) + 1);
        s.messages = qMin(s.messages, needed);
        const RunResult cheap = scratch.runFull(s, s.faults.schedule);
        // The explorer's runs have only scheduled faults.
        const RunResult fresh = testsupport::runIn(dir, ScheduleRunner::withSchedule(s, s.faults.schedule), name);
        QVERIFY2(cheap.error.isEmpty(), qPrintable(cheap.error));
        QCOMPARE(cheap.stop, fresh.stop);
        QCOMPARE(cheap.trace.hashHex(), fresh.trace.hashHex());
        QCOMPARE(cheap.effectCounts, fresh.effectCounts);
        ++compared;
    }
    QVERIFY(compared >= 20);
}

// The same schedules the search runs, one after another on one scratch
// runner (its database and connections reused, each run starting where the
// previous one -- another schedule, often a failing one -- left them) and
// each on a new file (setScratch(false), the way `idemlab run` writes one):
// the same trace hash, check, counts and next sites, for every schedule of
// one fault and every fifth of two. Two consumers with prefetch 2 and a
// 30 ms handler overlap their transactions, so SQLITE_BUSY between
// connections is part of what must match.
void TestExplore::scratchRunsMatchFreshFilesForEverySchedule_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("consumers");
    QTest::newRow("db-separate-tx, 2 consumers") << QStringLiteral("db-separate-tx") << 2;
    QTest::newRow("db-check-then-insert, 2 consumers") << QStringLiteral("db-check-then-insert") << 2;
    QTest::newRow("cache-shared, 1 consumer") << QStringLiteral("cache-shared") << 1;
}

void TestExplore::scratchRunsMatchFreshFilesForEverySchedule()
{
    QFETCH(QString, strategy);
    QFETCH(int, consumers);
    Scenario s = rabbit(strategy, 3);
    s.consumers.count = consumers;
    s.consumers.prefetch = 2;
    s.consumers.processingMs = 30;
    s.publishIntervalMs = 5;
    QTemporaryDir dir;
    // New files are slow on a disk (each syncs); the comparison needs no disk.
    QTemporaryDir shm(QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm/tst_explore-XXXXXX")
                                                                : QDir::tempPath() + QStringLiteral("/tst_explore-XXXXXX"));
    ScheduleRunner scratch(dir.filePath(QStringLiteral("scratch.sqlite")));
    ScheduleRunner fresh(shm.filePath(QStringLiteral("fresh.sqlite")));
    fresh.setScratch(false);
    const ScheduleOutcome base = scratch.run(s, {}, true);
    QCOMPARE(base.breach, Breach::None);
    QVector<FaultSchedule> schedules;
    for (const ScheduledFault &f : base.sites)
        schedules.append({f});
    const int ones = int(schedules.size());
    QVERIFY(ones >= 20);
    int twos = 0;
    QSet<int> breaches;
    for (int i = 0; i < ones; ++i) {
        const ScheduleOutcome one = scratch.run(s, schedules.at(i), true);
        for (int j = 0; j < one.sites.size(); ++j) {
            if ((i + j) % 5 == 0 && !schedules.at(i).contains(one.sites.at(j))) {
                schedules.append(FaultSites::with(schedules.at(i), one.sites.at(j)));
                ++twos;
            }
        }
    }
    QVERIFY(twos >= 50);
    QSet<quint64> hashes;
    for (const FaultSchedule &schedule : std::as_const(schedules)) {
        const ScheduleOutcome a = scratch.run(s, schedule, true);
        const ScheduleOutcome b = ScheduleRunner::outcomeOf(fresh.runFull(s, schedule), true);
        const QByteArray what = FaultSites::describe(schedule).toUtf8();
        QVERIFY2(a.error.isEmpty() && b.error.isEmpty(), qPrintable(a.error + b.error));
        QVERIFY2(a.traceHash == b.traceHash, what.constData());
        QVERIFY2(a.breach == b.breach, what.constData());
        QVERIFY2(a.duplicates == b.duplicates && a.lost == b.lost, what.constData());
        QVERIFY2(a.fired == b.fired, what.constData());
        QVERIFY2(a.sites == b.sites, what.constData());
        hashes.insert(a.traceHash);
        breaches.insert(int(a.breach));
    }
    // Not one run told many times: the schedules differ, and some break.
    QVERIFY(hashes.size() > schedules.size() / 2);
    if (strategy != QLatin1String("db-check-then-insert"))
        QVERIFY(breaches.contains(int(Breach::Duplicate)));
}

// A run that ends inside a transaction (stopped, or failed) leaves it open
// on a connection the next run borrows: release() rolls it back, as closing
// the connection would, so its rows are not counted and hold no lock. A
// reset with other schema options makes new files (a second inbox row for
// the same message is allowed only without the unique inbox).
void TestExplore::scratchDatabaseEndsWhatARunLeftOpen()
{
    QTemporaryDir dir;
    ScratchDatabase db(dir.filePath(QStringLiteral("pool.sqlite")));
    RunDatabaseOptions options;
    QVERIFY(db.reset(options).ok());
    QString error;
    StoreConnection *one = db.connection(false, QStringLiteral("OrderCreatedConsumer"), 1, &error);
    StoreConnection *two = db.connection(false, QStringLiteral("OrderCreatedConsumer"), 2, &error);
    QVERIFY2(one && two, qPrintable(error));
    QCOMPARE(db.connection(false, QStringLiteral("OrderCreatedConsumer"), 1, &error), one);
    QCOMPARE(one->begin(), StoreStatus::Ok);
    QCOMPARE(one->apply(SqlStatement::InsertOrder, QStringLiteral("order-1"), QStringLiteral("m1"),
                        QStringLiteral("consumer-1"), 5),
             StoreStatus::Ok);
    QCOMPARE(two->begin(), StoreStatus::Busy); // one holds the write lock
    db.release();
    QVERIFY(!one->inTransaction());
    QCOMPARE(two->begin(), StoreStatus::Ok);
    QCOMPARE(two->apply(SqlStatement::InsertOrder, QStringLiteral("order-2"), QStringLiteral("m2"),
                        QStringLiteral("consumer-2"), 6),
             StoreStatus::Ok);
    QCOMPARE(two->commit(), StoreStatus::Ok);
    QVector<int> counts;
    QVERIFY(db.countEffects(Effect::InsertOrder, 2, &counts).ok());
    QCOMPARE(counts, (QVector<int>{0, 1}));
    QVERIFY(db.reset(options).ok());
    QVERIFY(db.countEffects(Effect::InsertOrder, 2, &counts).ok());
    QCOMPARE(counts, (QVector<int>{0, 0}));

    QCOMPARE(one->inboxInsert(QStringLiteral("m1"), QStringLiteral("consumer-1"), 7), StoreStatus::Ok);
    QCOMPARE(one->inboxInsert(QStringLiteral("m1"), QStringLiteral("consumer-1"), 8), StoreStatus::Constraint);
    options.uniqueInbox = false;
    QVERIFY(db.reset(options).ok());
    StoreConnection *again = db.connection(false, QStringLiteral("OrderCreatedConsumer"), 1, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->inboxInsert(QStringLiteral("m1"), QStringLiteral("consumer-1"), 7), StoreStatus::Ok);
    QCOMPARE(again->inboxInsert(QStringLiteral("m1"), QStringLiteral("consumer-1"), 8), StoreStatus::Ok);
}

QTEST_GUILESS_MAIN(TestExplore)
#include "tst_explore.moc"
