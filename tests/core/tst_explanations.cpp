// Every duplicate in every built-in scenario is explained by a mechanism,
// with the numbers: a reader of the explanation learns why the message
// came again and why the strategy let it through, never a generic "it was
// delivered again".

#include "analysis/explainer.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>

using namespace idem;

namespace {
// The phrases the explainer falls back to when it knows no mechanism.
const char *const kFallbacks[] = {"it was delivered again", "the strategy did not recognise it",
                                  "the id was not in the cache"};
// Why a copy came again.
const char *const kRedelivery[] = {"ack", "crash", "timeout", "lock", "restart", "rebalance", "offset",
                                   "connection", "publish", "rejected", "still running", "store became unavailable"};
// Why the strategy let it through.
const char *const kLetThrough[] = {"does not deduplicate", "new message id", "outside the database transaction",
                                   "natural idempotency", "expired", "evicted", "flushed", "died with",
                                   "not atomic", "race", "cannot know", "retention", "without a unique key",
                                   "between the business commit and the inbox commit"};

// Scenarios that are not in the library (tests/core/data/unseen): each
// broker profile and fault kind in a setting the built-ins do not have.
QStringList unseenScenarios()
{
    QStringList out;
    const QDir dir(QStringLiteral(TESTDATA_DIR "/unseen"));
    for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out.append(dir.filePath(file));
    return out;
}

// Every scenario the walks cover: the built-ins by name, then the unseen files.
QStringList walkedScenarios()
{
    QStringList out;
    for (const QString &name : BuiltinScenarios::names())
        out.append(QStringLiteral("builtin:") + name);
    return out + unseenScenarios();
}

QString rowName(const QString &source)
{
    return source.startsWith(QLatin1String("builtin:")) ? source.mid(8) : QFileInfo(source).completeBaseName();
}

// The index of the first part of `e` told with template `s` at or after `from`, or -1.
int indexOf(const Explanation &e, Sentence s, int from = 0)
{
    for (int i = from; i < e.parts.size(); ++i) {
        if (e.parts.at(i).sentence == s)
            return i;
    }
    return -1;
}

// Why a check failed: the sentences and the parts' templates.
QByteArray told(const Explanation &e)
{
    QStringList names;
    for (const ExplanationPart &p : e.parts)
        names.append(QString::fromLatin1(ExplanationText::templateOf(p.sentence).name));
    return (ExplanationText::text(e) + QStringLiteral(" [") + names.join(QLatin1Char(' ')) + QLatin1Char(']')).toUtf8();
}

bool containsAny(const QString &text, const char *const *words, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i) {
        if (text.contains(QLatin1String(words[i]), Qt::CaseInsensitive))
            return true;
    }
    return false;
}
} // namespace

class TestExplanations final : public QObject
{
    Q_OBJECT
private slots:
    void unseenScenariosAreThere();
    void everyDuplicateNamesItsMechanism_data();
    void everyDuplicateNamesItsMechanism();
    void everyRedeliveryNamesItsCause_data();
    void everyRedeliveryNamesItsCause();
    void lockExpiryNamesTheHoldAndTheLateCacheWrite();
    void visibilityTimeoutNamesWhenItRanOut();
    void maxDeliverAfterTheDuplicatesIsTold();
    void pollIntervalNamesTheRemovedConsumer();
    void cooperativeCrashNamesPartitionsAndWho();
    void kafkaChainFollowsThePartition();
    void connectionLostNamesTheDropAndTheBatchedAck();
    void brokerRestartTellsWhyEachCopyWasUnacked();
    void producerRetryTellsWhenItPublishedAgain();
    void cacheFlushNamesSetAndFlush();
    void consumerLeaveIsNamed();
    void localCacheLostOnCrashNamesTheCrash();
    void storeOutageBetweenTheCommitsIsNamed();
    void kafkaNamesPartitionOffsetsAndWho();
    void raceNamesBothHandlersAndTheirChecks();
    void claimFirstWithoutAUniqueKeyIsNoRace();
    void cacheNamesSetAndExpiry();
    void kafkaCrashTellsWhatIsReadAgain();
    void kafkaMemberExpiredAfterLastHeartbeat();
    void kafkaCoordinatorRestartReloadsTheGroup();

private:
    // `name` is a built-in's name, or a file under tests/core/data/unseen.
    RunResult run(const QString &name, const QString &strategy = {});
    RunResult unseen(const QString &file, const QString &strategy = {});
    RunResult load(const QString &source, const QString &strategy);
    // As the file says and under "none"; with `everyStrategy`, the unseen
    // scenarios under each strategy too (they are the ones not tried yet).
    static void addWalkRows(bool everyStrategy = false);
    QTemporaryDir m_dir;
};

RunResult TestExplanations::load(const QString &source, const QString &strategy)
{
    ScenarioLoadResult loaded = ScenarioIo::load(source);
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    if (!strategy.isEmpty())
        loaded.scenario.strategy.id = strategy;
    return testsupport::runIn(m_dir, loaded.scenario, rowName(source) + QLatin1Char('-') + loaded.scenario.strategy.id);
}

RunResult TestExplanations::run(const QString &name, const QString &strategy)
{
    return load(QStringLiteral("builtin:") + name, strategy);
}

RunResult TestExplanations::unseen(const QString &file, const QString &strategy)
{
    return load(QStringLiteral(TESTDATA_DIR "/unseen/") + file + QStringLiteral(".json"), strategy);
}

void TestExplanations::addWalkRows(bool everyStrategy)
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("strategy");
    for (const QString &source : walkedScenarios()) {
        const QString name = rowName(source);
        const bool unseen = !source.startsWith(QLatin1String("builtin:"));
        const QStringList strategies = everyStrategy && unseen ? vocab::strategies() : QStringList{QStringLiteral("none")};
        QTest::newRow(qPrintable(name)) << source << QString();
        for (const QString &strategy : strategies)
            QTest::newRow(qPrintable(name + QStringLiteral(", ") + strategy)) << source << strategy;
    }
}

void TestExplanations::unseenScenariosAreThere()
{
    // The walks below cover them only if they are found and valid: a
    // missing folder must not pass as "nothing to check".
    const QStringList files = unseenScenarios();
    QVERIFY2(files.size() >= 8, qPrintable(QStringLiteral("%1 files").arg(files.size())));
    QSet<QString> profiles;
    for (const QString &file : files) {
        const ScenarioLoadResult loaded = ScenarioIo::load(file);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
        profiles.insert(loaded.scenario.broker.profile.startsWith(QLatin1String("rabbitmq"))
                            ? QStringLiteral("rabbitmq")
                            : loaded.scenario.broker.profile);
    }
    QCOMPARE(profiles.size(), 5);
}

void TestExplanations::everyDuplicateNamesItsMechanism_data()
{
    addWalkRows(true);
}

void TestExplanations::everyDuplicateNamesItsMechanism()
{
    QFETCH(QString, source);
    QFETCH(QString, strategy);
    const RunResult r = load(source, strategy);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    for (const Violation &v : r.violations) {
        if (v.kind != ViolationKind::DuplicateSideEffect)
            continue;
        const QString &text = v.explanation;
        for (const char *fallback : kFallbacks)
            QVERIFY2(!text.contains(QLatin1String(fallback)), qPrintable(text));
        QVERIFY2(containsAny(text, kRedelivery, std::size(kRedelivery)), qPrintable(QStringLiteral("no cause: ") + text));
        QVERIFY2(containsAny(text, kLetThrough, std::size(kLetThrough)),
                 qPrintable(QStringLiteral("no reason it got through: ") + text));
        // Times, so the picture and the words can be matched.
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\d+\\.\\d{3} s"))), qPrintable(text));
    }
}

void TestExplanations::kafkaNamesPartitionOffsetsAndWho()
{
    const RunResult r = run(QStringLiteral("08-kafka-crash-before-auto-commit"));
    QCOMPARE(r.violations.size(), 10);
    for (const Violation &v : r.violations) {
        const Explanation &e = v.explained;
        const ExplanationPart *commit = e.find(Sentence::LastCommitAt);
        QVERIFY2(commit, told(e).constData());
        QCOMPARE(commit->number(Role::Partition), 1);
        const ExplanationPart *reread = e.find(Sentence::RereadOffsets);
        QVERIFY2(reread, told(e).constData());
        QCOMPARE(reread->number(Role::Consumer), 1);
        QVERIFY(reread->number(Role::RereadFrom) <= reread->number(Role::RereadTo));
        const ExplanationPart *crash = e.find(Sentence::CrashedSessionExpired);
        QVERIFY2(crash, told(e).constData());
        QCOMPARE(crash->number(Role::Consumer), 2);
        QCOMPARE(crash->number(Role::CrashAt), msToSim(6950));
    }
}

void TestExplanations::raceNamesBothHandlersAndTheirChecks()
{
    const RunResult r = run(QStringLiteral("18-check-then-insert-race-no-unique-key"));
    QCOMPARE(r.violations.size(), 2);
    const QString &text = r.violations.first().explanation;
    // Both checks, with their times, and why neither saw the other.
    QVERIFY2(text.contains(QStringLiteral("consumer-1's check at 20.00")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("consumer-2's check at 50.00")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("had not committed yet")), qPrintable(text));
    // The first delivery, applied second, says so too.
    Explainer explainer(r.scenario, r.trace);
    const int logical = r.violations.first().logical;
    const Explainer::Story story = explainer.storyOf(logical);
    QVERIFY(!story.handlings.isEmpty());
    const Explainer::Handling &first = story.handlings.first();
    QCOMPARE(first.cause, DeliveryCause::First);
    const QString why = explainer.whyDelivered(logical, first.consumer, first.number, first.start);
    QVERIFY2(why.contains(QStringLiteral("still running")) && why.contains(QStringLiteral("applied it again")),
             qPrintable(why));
}

void TestExplanations::claimFirstWithoutAUniqueKeyIsNoRace()
{
    // 18 under claim first: the inbox has no unique key, so every one of the
    // four redeliveries inserts a second claim — also the two that came
    // after the first handler had committed, which is no race at all.
    const RunResult r = run(QStringLiteral("18-check-then-insert-race-no-unique-key"), QStringLiteral("db-insert-first"));
    QCOMPARE(r.violations.size(), 4);
    int afterTheCommit = 0;
    for (const Violation &v : r.violations) {
        const QString &text = v.explanation;
        QVERIFY2(text.contains(QStringLiteral("without a unique key on inbox")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("had not committed yet")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("(race)")), qPrintable(text));
        if (text.contains(QStringLiteral("came too late to count"))) {
            ++afterTheCommit;
            QVERIFY2(!text.contains(QStringLiteral("still running")), qPrintable(text));
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("and committed at \\d+\\.\\d{3} s"))), qPrintable(text));
        } else {
            // Claims that overlapped: both named, in the order they ran.
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                         "both claims of the message id succeeded: consumer-\\d's at (\\d+\\.\\d{3}) s and "
                         "consumer-\\d's at (\\d+\\.\\d{3}) s"))), qPrintable(text));
        }
    }
    // order-3 and order-9: the slow handler's own consumer took the copy
    // once it was done (the other consumer was busy with its own slow one).
    QCOMPARE(afterTheCommit, 2);
}

void TestExplanations::cacheNamesSetAndExpiry()
{
    const RunResult r = run(QStringLiteral("13-cache-ttl-expiry"));
    QCOMPARE(r.violations.size(), 2);
    for (const Violation &v : r.violations)
        QVERIFY2(v.explanation.contains(QRegularExpression(QStringLiteral("cached at \\d+\\.\\d{3} s and expired at \\d+\\.\\d{3} s"))),
                 qPrintable(v.explanation));
}

void TestExplanations::kafkaCrashTellsWhatIsReadAgain()
{
    const RunResult r = run(QStringLiteral("08-kafka-crash-before-auto-commit"));
    int crash = -1;
    for (std::size_t i = 0; i < r.trace.size() && crash < 0; ++i) {
        if (r.trace.at(i).kind() == TraceKind::Crash)
            crash = int(i);
    }
    QVERIFY(crash >= 0);
    const QString text = Explainer(r.scenario, r.trace).recordStory(crash);
    QVERIFY2(text.contains(QStringLiteral("owned partition 1")), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("consumer-1 read partition 1 again from offset \\d+"))),
             qPrintable(text));
}

void TestExplanations::kafkaMemberExpiredAfterLastHeartbeat()
{
    // Issue 14, item 8 (tst_kafkagroup's scenario): consumer-2 dies at 7 s and
    // stays away; its last heartbeat was at 6 s, so the member expires at
    // 6 + 45 = 51 s and the group rebalances then. Every duplicate of a
    // record consumer-1 re-reads says so, with those numbers.
    const Scenario s = testsupport::parsed(
        R"({"seed":1,"messages":100,"publishIntervalMs":100,"broker":{"profile":"kafka","partitions":2},)"
        R"("consumers":{"count":2,"restartDelayMs":3600000},"strategy":{"id":"none"},)"
        R"("faults":{"schedule":[{"atMs":7000,"kind":"consumer-crash","consumer":2}]}})");
    const RunResult r = testsupport::runIn(m_dir, s, QStringLiteral("expiry"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(!r.violations.isEmpty());
    for (const Violation &v : r.violations) {
        const ExplanationPart *p = v.explained.find(Sentence::CrashedSessionExpired);
        QVERIFY2(p, told(v.explained).constData());
        QCOMPARE(p->number(Role::Consumer), 2);
        QCOMPARE(p->number(Role::CrashAt), msToSim(7000));
        QCOMPARE(p->number(Role::SessionMs), 45000);
        QCOMPARE(p->number(Role::RoundAt), msToSim(51000));
    }
}

void TestExplanations::kafkaCoordinatorRestartReloadsTheGroup()
{
    // Issue 14, item 14 (tst_kafkagroup's scenario): the broker restarts at
    // 3 s for 1 s; the inspector's note on the restart says the group was
    // reloaded, with no rebalance.
    const Scenario s = testsupport::parsed(
        R"({"messages":60,"publishIntervalMs":100,"broker":{"profile":"kafka","partitions":2},)"
        R"("consumers":{"count":2},"strategy":{"id":"none"},)"
        R"("faults":{"schedule":[{"atMs":3000,"kind":"broker-restart","durationMs":1000}]}})");
    const RunResult r = testsupport::runIn(m_dir, s, QStringLiteral("coordinator"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    int restart = -1;
    for (std::size_t i = 0; i < r.trace.size() && restart < 0; ++i)
        restart = r.trace.at(i).kind() == TraceKind::BrokerRestart ? int(i) : -1;
    QVERIFY(restart >= 0);
    const QString text = Explainer(r.scenario, r.trace).recordStory(restart);
    QVERIFY2(text.startsWith(QLatin1String("The broker and its group coordinator restarted at 3.000 s; it was back at "
                                           "4.000 s.")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("no rebalance")), qPrintable(text));
}

void TestExplanations::everyRedeliveryNamesItsCause_data()
{
    addWalkRows();
}

void TestExplanations::everyRedeliveryNamesItsCause()
{
    // The inspector's "why" of every copy that came again, skipped or not:
    // it names the mechanism and carries the times to find it on the picture.
    QFETCH(QString, source);
    QFETCH(QString, strategy);
    const RunResult r = load(source, strategy);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QSet<int> redelivered;
    for (const TraceRecord &x : r.trace.records()) {
        if (x.kind() == TraceKind::HandleStart && x.cause() != DeliveryCause::First)
            redelivered.insert(int(x.message));
    }
    Explainer explainer(r.scenario, r.trace);
    const QRegularExpression time(QStringLiteral("\\d+\\.\\d{3} s"));
    int told = 0;
    for (int logical : std::as_const(redelivered)) {
        const Explainer::Story story = explainer.storyOf(logical);
        for (const Explainer::Handling &h : story.handlings) {
            if (h.cause == DeliveryCause::First)
                continue;
            const QString why = explainer.whyDelivered(logical, h.consumer, h.number, h.start);
            const QString where = Scenario::businessKey(logical) + QStringLiteral(" delivery ")
                + QString::number(h.number) + QStringLiteral(": ") + why;
            for (const char *fallback : kFallbacks)
                QVERIFY2(!why.contains(QLatin1String(fallback)), qPrintable(where));
            QVERIFY2(containsAny(why, kRedelivery, std::size(kRedelivery)), qPrintable(where));
            QVERIFY2(why.contains(time), qPrintable(where));
            ++told;
        }
    }
    QCOMPARE(told > 0, !redelivered.isEmpty());
}

void TestExplanations::lockExpiryNamesTheHoldAndTheLateCacheWrite()
{
    // u01: order-3's handler hangs 75 s under a 60 s peek-lock; consumer-2
    // takes the copy while it runs, and the shared cache learns the id only
    // when the first handler is done.
    const RunResult r = unseen(QStringLiteral("u01-servicebus-peeklock-slow-shared-cache"));
    QCOMPARE(r.violations.size(), 1);
    const QString &text = r.violations.first().explanation;
    QVERIFY2(text.contains(QLatin1String("within the peek-lock duration (60 s) (the handler was too slow): the hold "
                                         "began with the delivery at 0.200 s and ran out at 60.200 s, while the first "
                                         "handler was still running (until 75.2")),
             qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                 "consumer-1 put the id into the cache only at 75\\.2\\d\\d s, when its handler was done, after "
                 "consumer-2's lookup at 60\\.200 s"))),
             qPrintable(text));
    // The first delivery's why (the inspector): consumer-2's copy went into
    // the cache after the first handler had looked, long before.
    Explainer explainer(r.scenario, r.trace);
    const int logical = r.violations.first().logical;
    const Explainer::Handling first = explainer.storyOf(logical).handlings.first();
    const QString why = explainer.whyDelivered(logical, first.consumer, first.number, first.start);
    QVERIFY2(why.contains(QRegularExpression(QStringLiteral(
                 "consumer-2 put the id into the cache only at 60\\.2\\d\\d s, when its handler was done, after "
                 "consumer-1's lookup at 0\\.200 s"))),
             qPrintable(why));
}

void TestExplanations::visibilityTimeoutNamesWhenItRanOut()
{
    // u02: two lost deletes on SQS FIFO, 30 s visibility timeout.
    const RunResult r = unseen(QStringLiteral("u02-sqs-visibility-lost-acks-none"));
    QCOMPARE(r.violations.size(), 2);
    // The lost ack, then the hold it left running, with its times.
    const Explanation &first = r.violations.at(0).explained;
    const int ack = indexOf(first, Sentence::AckLostAt);
    QVERIFY2(ack >= 0 && indexOf(first, Sentence::HoldRanOut, ack) == ack + 1, told(first).constData());
    QCOMPARE(first.parts.at(ack).number(Role::Consumer), 2);
    QCOMPARE(first.parts.at(ack).number(Role::AckLostAt), msToSim(131));
    const ExplanationPart &hold = first.parts.at(ack + 1);
    QCOMPARE(hold.text(Role::HoldName), QStringLiteral("visibility timeout"));
    QCOMPARE(hold.number(Role::TimeoutMs), 30000);
    QCOMPARE(hold.number(Role::From), msToSim(100));
    QCOMPARE(hold.number(Role::Until), msToSim(30100));
    const ExplanationPart *second = r.violations.at(1).explained.find(Sentence::HoldRanOut);
    QVERIFY2(second, told(r.violations.at(1).explained).constData());
    QCOMPARE(second->number(Role::From), msToSim(600));
    QCOMPARE(second->number(Role::Until), msToSim(30600));
}

void TestExplanations::maxDeliverAfterTheDuplicatesIsTold()
{
    // u03: order-3's acks are lost twice under MaxDeliver 2: applied twice,
    // then JetStream stops delivering it.
    const RunResult r = unseen(QStringLiteral("u03-jetstream-ackwait-maxdeliver-2"));
    QCOMPARE(r.violations.size(), 1);
    const QString &text = r.violations.first().explanation;
    QVERIFY2(text.contains(QLatin1String("AckWait (5 s) that began with the delivery at 0.200 s ran out at 5.200 s")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("After delivery 2 the server stopped delivering it (MaxDeliver 2) at 10.200 s")),
             qPrintable(text));
    // order-6 crashed its consumer before the commit on both deliveries: the
    // note says how each ended, not only that MaxDeliver was reached.
    QCOMPARE(r.notes.size(), 1);
    QVERIFY2(r.notes.first().contains(QLatin1String(
                 "This is how each delivery ended. Delivery 1 at 0.500 s: consumer-1 crashed at 0.520 s "
                 "(after-side-effect-before-commit). Delivery 2 at 5.500 s: consumer-1 crashed at 5.520 s "
                 "(after-side-effect-before-commit).")),
             qPrintable(r.notes.first()));
}

void TestExplanations::pollIntervalNamesTheRemovedConsumer()
{
    // u05: order-4's handler runs 15 s under max.poll.interval.ms 10 s; the
    // removed consumer and its handler's times are named, and the race.
    const RunResult r = unseen(QStringLiteral("u05-kafka-poll-interval-race"));
    QCOMPARE(r.violations.size(), 1);
    const QString &text = r.violations.first().explanation;
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                 "consumer-1's handler \\(running 0\\.300 s to 15\\.3\\d\\d s\\) took longer than max\\.poll\\.interval\\.ms "
                 "\\(10 s\\), so consumer-1 was removed from the group at 10\\.300 s while still working"))),
             qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("consumer-2 re-read offsets \\d+–\\d+"))), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("had not committed yet")), qPrintable(text));
    // order-1, re-read too (and skipped by the inbox): its own handler was
    // long done, so the removed member is named from its refused commit.
    Explainer explainer(r.scenario, r.trace);
    const Explainer::Story story = explainer.storyOf(0);
    QCOMPARE(story.handlings.size(), 2);
    const Explainer::Handling &again = story.handlings.at(1);
    QVERIFY(again.skipped);
    const Explanation why = explainer.whyDeliveredExplained(0, again.consumer, again.number, again.start);
    const ExplanationPart *removed = why.find(Sentence::PollIntervalCommitFailed);
    QVERIFY2(removed, told(why).constData());
    QCOMPARE(removed->number(Role::Consumer), 1);
    QCOMPARE(removed->number(Role::PollIntervalMs), 10000);
    QCOMPARE(removed->number(Role::RoundAt), msToSim(10300));
    QVERIFY2(removed->number(Role::At) >= msToSim(15300) && removed->number(Role::At) < msToSim(15400),
             told(why).constData());
}

void TestExplanations::cooperativeCrashNamesPartitionsAndWho()
{
    // u04: cooperative-sticky; consumer-2 dies at 3.5 s before any
    // auto-commit and its process is back at 13.5 s as a new member. The
    // group waits for the dead member's session (last heartbeat 3 s + 45 s);
    // the new process owns nothing until then, so it reads nothing, and its
    // old partitions are read again from offset 0.
    const RunResult r = unseen(QStringLiteral("u04-kafka-cooperative-crash"));
    QVERIFY(r.violations.size() >= 2);
    for (const Violation &v : r.violations) {
        const Explanation &e = v.explained;
        const ExplanationPart *join = e.find(Sentence::JoinAfterCrash);
        QVERIFY2(join, told(e).constData());
        QCOMPARE(join->number(Role::Consumer), 2);
        QCOMPARE(join->number(Role::CrashAt), msToSim(3500));
        QCOMPARE(join->number(Role::RoundAt), msToSim(13500));
        QCOMPARE(join->number(Role::SessionMs), 45000);
        QCOMPARE(join->number(Role::DoneAt), msToSim(48000));
        // The old incarnation's progress, not the new one's re-read.
        const int nothing = indexOf(e, Sentence::NothingCommitted);
        QVERIFY2(nothing >= 0 && indexOf(e, Sentence::RereadOffsets, nothing) == nothing + 1, told(e).constData());
        QCOMPARE(e.parts.at(nothing).number(Role::CommittedOffset), 0);
        const ExplanationPart &reread = e.parts.at(nothing + 1);
        QCOMPARE(reread.number(Role::OtherConsumer), 2);
        QCOMPARE(reread.number(Role::Consumer), 2);
        QCOMPARE(reread.number(Role::RereadFrom), 0);
        QCOMPARE(reread.number(Role::RereadTo), reread.number(Role::ReadTo));
    }
    int newcomerEarly = 0;
    int ownerMeanwhile = 0;
    for (const TraceRecord &x : r.trace.records()) {
        if (x.kind() != TraceKind::HandleStart || x.time() <= msToSim(13500) || x.time() >= msToSim(48000))
            continue;
        (x.consumer() == 2 ? newcomerEarly : ownerMeanwhile)++;
    }
    QCOMPARE(newcomerEarly, 0);
    QVERIFY(ownerMeanwhile > 0); // cooperative: consumer-1 never stopped
}

void TestExplanations::kafkaChainFollowsThePartition()
{
    // u11 (the integrator's kafka6x4): consumer-2 crashes at 4.2 s and
    // expires at 13 s, which begins the rebalance; consumer-4 crashed at
    // 12.3 s, so the round completes only when it expires too, at 22 s.
    // order-7 (partition 1) and order-8 (partition 5) were consumer-2's: the
    // chain names consumer-2's crash and the 22 s completion, not consumer-4's.
    const RunResult r = unseen(QStringLiteral("u11-kafka-six-partitions-two-crashes"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const auto explanationOf = [&r](const QString &key) {
        for (const Violation &v : r.violations) {
            if (Scenario::businessKey(v.logical) == key)
                return v.explained;
        }
        return Explanation();
    };
    // consumer-2's crash, the round that began at its expiry, and the wait for consumer-4.
    const auto waited = [](const Explanation &e) {
        const ExplanationPart *p = e.find(Sentence::CrashedRoundWaited);
        return p && p->number(Role::Consumer) == 2 && p->number(Role::CrashAt) == msToSim(4200)
            && p->number(Role::SessionMs) == 10000 && p->number(Role::RoundAt) == msToSim(13000)
            && p->number(Role::DoneAt) == msToSim(22000) && p->number(Role::OtherConsumer) == 4
            && p->number(Role::OtherCrashAt) == msToSim(12300);
    };
    const Explanation order7 = explanationOf(QStringLiteral("order-7"));
    QVERIFY2(waited(order7), told(order7).constData());
    const ExplanationPart *reread = order7.find(Sentence::RereadOffsets);
    QVERIFY2(reread, told(order7).constData());
    QCOMPARE(reread->number(Role::OtherConsumer), 2);
    QCOMPARE(reread->number(Role::ReadTo), 17);
    QCOMPARE(reread->number(Role::Consumer), 3);
    QCOMPARE(reread->number(Role::RereadFrom), 0);
    QCOMPARE(reread->number(Role::RereadTo), 17);
    const Explanation order8 = explanationOf(QStringLiteral("order-8"));
    QVERIFY2(waited(order8), told(order8).constData());
    QVERIFY2(order8.find(Sentence::RereadOffsets), told(order8).constData());
    QCOMPARE(order8.find(Sentence::RereadOffsets)->number(Role::Partition), 5);
    // A record of consumer-4's: its crash came while the group was already
    // rebalancing for consumer-2.
    int fromConsumer4 = 0;
    for (const Violation &v : r.violations) {
        const ExplanationPart *first = v.explained.find(Sentence::FirstApplied);
        if (!first || first->number(Role::Consumer) != 4)
            continue;
        ++fromConsumer4;
        const ExplanationPart *p = v.explained.find(Sentence::CrashedWhileRebalancing);
        QVERIFY2(p, told(v.explained).constData());
        QCOMPARE(p->number(Role::Consumer), 4);
        QCOMPARE(p->number(Role::CrashAt), msToSim(12300));
        QCOMPARE(p->number(Role::OtherConsumer), 2);
        QCOMPARE(p->number(Role::OtherCrashAt), msToSim(4200));
        QCOMPARE(p->number(Role::RoundAt), msToSim(13000));
        QCOMPARE(p->number(Role::SessionMs), 10000);
        QCOMPARE(p->number(Role::DoneAt), msToSim(22000));
    }
    QVERIFY(fromConsumer4 > 0);
    // The rebalance itself, clicked on the timeline: begun by consumer-2's
    // expiry, not by the latest crash before it (consumer-4's).
    int begun = -1;
    for (std::size_t i = 0; i < r.trace.size() && begun < 0; ++i) {
        const TraceRecord &x = r.trace.at(i);
        if (x.kind() == TraceKind::Rebalance && x.detail == 0 && x.time() == msToSim(13000))
            begun = int(i);
    }
    QVERIFY(begun >= 0);
    const Explanation story = Explainer(r.scenario, r.trace).recordExplained(begun);
    QVERIFY2(indexOf(story, Sentence::RebalanceStarted) == 0 && indexOf(story, Sentence::CrashedRoundWaited) == 1,
             told(story).constData());
    QCOMPARE(story.parts.first().number(Role::At), msToSim(13000));
    QVERIFY2(waited(story), told(story).constData());
}

void TestExplanations::connectionLostNamesTheDropAndTheBatchedAck()
{
    // u06: prefetch 10, ack every 5; consumer-1's connection drops while it
    // handles order-7: order-3 and order-5, applied but not yet acked, go to
    // consumer-2, whose own cache never saw them.
    const RunResult r = unseen(QStringLiteral("u06-rabbitmq-prefetch-connection-lost-local-cache"));
    QCOMPARE(r.violations.size(), 2);
    for (const Violation &v : r.violations) {
        QVERIFY2(v.explanation.contains(QRegularExpression(QStringLiteral(
                     "consumer-1 had applied it at \\d+\\.\\d{3} s, but it acks every 5 messages and that ack was not "
                     "sent yet when its connection dropped at \\d+\\.\\d{3} s, so the broker requeued every unacked "
                     "delivery at once"))),
                 qPrintable(v.explanation));
        QVERIFY2(v.explanation.contains(QLatin1String("consumer-2's in-process cache cannot know what consumer-1 processed")),
                 qPrintable(v.explanation));
    }
}

void TestExplanations::brokerRestartTellsWhyEachCopyWasUnacked()
{
    // u09: JetStream restarts at 0.35 s for 1 s; acks go every 5 messages.
    // A copy finished before the restart waited for its batch's ack; a copy
    // in hand at the restart could not be acked; both come back at 1.350 s.
    const RunResult r = unseen(QStringLiteral("u09-jetstream-broker-restart"));
    QVERIFY(r.violations.size() >= 5);
    int batched = 0;
    int running = 0;
    for (const Violation &v : r.violations) {
        const Explanation &e = v.explained;
        // Every copy comes back once the broker is back, at 1.350 s.
        const ExplanationPart *back = e.find(Sentence::HandedOutAgainWhenBack);
        QVERIFY2(back && back->number(Role::BackAt) == msToSim(1350), told(e).constData());
        const ExplanationPart *batch = e.find(Sentence::RestartBatchWaiting);
        const ExplanationPart *inHand = e.find(Sentence::RestartWhileRunning);
        if (batch) {
            QCOMPARE(batch->number(Role::AckEvery), 5);
            QCOMPARE(batch->number(Role::At), msToSim(350));
            QVERIFY(batch->number(Role::HandlerEndAt) <= msToSim(350));
            ++batched;
        } else if (inHand) {
            QCOMPARE(inHand->number(Role::At), msToSim(350));
            QVERIFY(inHand->number(Role::From) >= msToSim(300) && inHand->number(Role::From) <= msToSim(350));
            QVERIFY(inHand->number(Role::Until) > msToSim(350) && inHand->number(Role::Until) < msToSim(400));
            ++running;
        } else {
            QVERIFY2(e.uses(Sentence::RestartDrainedBufferAt), told(e).constData());
        }
    }
    QVERIFY(batched > 0);
    QVERIFY(running > 0);
}

void TestExplanations::producerRetryTellsWhenItPublishedAgain()
{
    // u10: publish confirmations lost, a new GUID per attempt: neither SQS's
    // dedup nor the hybrid cache + inbox can recognise the second copy.
    const RunResult r = unseen(QStringLiteral("u10-sqs-new-guid-per-retry-hybrid"));
    QCOMPARE(r.violations.size(), 2);
    const Explanation &e = r.violations.first().explained;
    const int retry = indexOf(e, Sentence::PublishAckLostRetriedAt);
    QVERIFY2(retry >= 0 && indexOf(e, Sentence::RetryNewId, retry) == retry + 1, told(e).constData());
    QCOMPARE(e.parts.at(retry).number(Role::At), msToSim(200));
    QCOMPARE(e.parts.at(retry).number(Role::TimeoutMs), 1000);
    QCOMPARE(e.parts.at(retry).number(Role::RepublishedAt), msToSim(1400));
    QCOMPARE(e.parts.at(retry).number(Role::Attempt), 2);
    QVERIFY2(e.uses(Sentence::NewIdPerAttempt), told(e).constData());
}

void TestExplanations::consumerLeaveIsNamed()
{
    // u12: consumer-1 leaves at 0.1 s with applied orders whose ack waited
    // for the batch of 5; it was no dropped connection.
    const RunResult r = unseen(QStringLiteral("u12-rabbitmq-consumer-leaves-with-batched-acks"));
    QVERIFY(!r.violations.isEmpty());
    for (const Violation &v : r.violations) {
        QVERIFY2(v.explanation.contains(QRegularExpression(QStringLiteral(
                     "consumer-1 had applied it at \\d+\\.\\d{3} s, but it acks every 5 messages and that ack was not "
                     "sent yet when consumer-1 left the queue at 0\\.100 s \\(consumer-leave\\)"))),
                 qPrintable(v.explanation));
        QVERIFY2(!v.explanation.contains(QLatin1String("connection dropped")), qPrintable(v.explanation));
    }
}

void TestExplanations::localCacheLostOnCrashNamesTheCrash()
{
    // u13: order-4's id was in consumer-2's in-process cache; consumer-2
    // crashed (in a handler of another message) before the copy came back to
    // it. The crash's time is told, and whose cache it was.
    const RunResult r = unseen(QStringLiteral("u13-servicebus-local-cache-crashes-and-evictions"));
    int lostOnCrash = 0;
    for (const Violation &v : r.violations) {
        const Explanation &e = v.explained;
        const int died = indexOf(e, Sentence::CacheDiedWithCrash);
        if (died < 0)
            continue;
        ++lostOnCrash;
        QVERIFY2(indexOf(e, Sentence::CachedLostAt, died) == died + 1, told(e).constData());
        const ExplanationPart &life = e.parts.at(died + 1);
        QVERIFY(life.number(Role::CacheSetAt) < life.number(Role::CacheEndAt));
        if (Scenario::businessKey(v.logical) == QLatin1String("order-4")) {
            QCOMPARE(e.parts.at(died).number(Role::Consumer), 2);
            // In whole milliseconds, as the sentence writes them (0.171 s, 0.271 s).
            QCOMPARE(qRound64(double(life.number(Role::CacheSetAt)) / 1000), 171);
            QCOMPARE(qRound64(double(life.number(Role::CacheEndAt)) / 1000), 271);
        }
    }
    QVERIFY(lostOnCrash > 0);
    QVERIFY2(std::any_of(r.violations.cbegin(), r.violations.cend(), [](const Violation &v) {
                 return Scenario::businessKey(v.logical) == QLatin1String("order-4")
                     && v.explained.uses(Sentence::CachedLostAt);
             }),
             "order-4");
}

void TestExplanations::cacheFlushNamesSetAndFlush()
{
    // u07: a 10-minute TTL does not help: FLUSHDB at 5 s forgot the ids
    // before the 20 s locks ran out.
    const RunResult r = unseen(QStringLiteral("u07-servicebus-redis-flushed"));
    QCOMPARE(r.violations.size(), 2);
    for (const Violation &v : r.violations) {
        const Explanation &e = v.explained;
        const int flushed = indexOf(e, Sentence::CacheFlushed);
        QVERIFY2(flushed >= 0 && indexOf(e, Sentence::CachedFlushedAt, flushed) == flushed + 1, told(e).constData());
        QVERIFY(e.parts.at(flushed + 1).number(Role::CacheSetAt) < msToSim(5000));
        QCOMPARE(e.parts.at(flushed + 1).number(Role::CacheEndAt), msToSim(5000));
    }
}

void TestExplanations::storeOutageBetweenTheCommitsIsNamed()
{
    // u08, db-separate-tx: the store goes away at 0.521 s, after order-6's
    // business commit (0.520 s) and before its inbox commit; the handler's
    // retry finds no inbox row and applies it again within the same
    // delivery. order-9's crash between the commits is the other duplicate.
    const RunResult r = unseen(QStringLiteral("u08-rabbitmq-store-down-mid-transaction"));
    QCOMPARE(r.violations.size(), 2);
    QCOMPARE(r.metrics.lost, 0);
    QCOMPARE(Scenario::businessKey(r.violations.at(0).logical), QStringLiteral("order-6"));
    const QString &outage = r.violations.at(0).explanation;
    QVERIFY2(outage.contains(QLatin1String(
                 "The store became unavailable at 0.521 s, after consumer-1's business commit at 0.520 s but before its "
                 "inbox row was written")),
             qPrintable(outage));
    QVERIFY2(outage.contains(QRegularExpression(QStringLiteral(
                 "The handler's retry \\(every 500 ms\\) ran delivery 1 again once the store was back, found no inbox "
                 "row, and applied it again at 2\\.5\\d\\d s"))),
             qPrintable(outage));
    QCOMPARE(Scenario::businessKey(r.violations.at(1).logical), QStringLiteral("order-9"));
    QVERIFY2(r.violations.at(1).explanation.contains(QLatin1String(
                 "consumer-1 crashed between the business commit and the inbox commit, so the inbox never recorded it")),
             qPrintable(r.violations.at(1).explanation));
    // Under claim first the same outage rolls the one transaction back:
    // nothing applied twice by the retry.
    const RunResult claim = unseen(QStringLiteral("u08-rabbitmq-store-down-mid-transaction"),
                                   QStringLiteral("db-insert-first"));
    QVERIFY(claim.metrics.storeFailures > 0);
    QCOMPARE(claim.violations.size(), 0);
}

QTEST_GUILESS_MAIN(TestExplanations)
#include "tst_explanations.moc"
