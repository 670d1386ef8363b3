// Every duplicate in every built-in scenario is explained by a mechanism,
// with the numbers: a reader of the explanation learns why the message
// came again and why the strategy let it through, never a generic "it was
// delivered again".

#include "analysis/explainer.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QRegularExpression>
#include <QTest>

using namespace idem;

namespace {
// The phrases the explainer falls back to when it knows no mechanism.
const char *const kFallbacks[] = {"it was delivered again", "the strategy did not recognise it",
                                  "the id was not in the cache"};
// Why a copy came again.
const char *const kRedelivery[] = {"ack", "crash", "timeout", "lock", "restart", "rebalance", "offset",
                                   "connection", "publish", "rejected", "still running"};
// Why the strategy let it through.
const char *const kLetThrough[] = {"does not deduplicate", "new message id", "outside the database transaction",
                                   "natural idempotency", "expired", "evicted", "flushed", "died with",
                                   "not atomic", "race", "cannot know", "retention", "without a unique key",
                                   "between the business commit and the inbox commit"};

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
    void everyDuplicateNamesItsMechanism_data();
    void everyDuplicateNamesItsMechanism();
    void kafkaNamesPartitionOffsetsAndWho();
    void raceNamesBothHandlersAndTheirChecks();
    void claimFirstWithoutAUniqueKeyIsNoRace();
    void cacheNamesSetAndExpiry();
    void kafkaCrashTellsWhatIsReadAgain();
    void kafkaMemberExpiredAfterLastHeartbeat();
    void kafkaCoordinatorRestartReloadsTheGroup();

private:
    RunResult run(const QString &name, const QString &strategy = {});
    QTemporaryDir m_dir;
};

RunResult TestExplanations::run(const QString &name, const QString &strategy)
{
    ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    if (!strategy.isEmpty())
        loaded.scenario.strategy.id = strategy;
    return testsupport::runIn(m_dir, loaded.scenario, name + QLatin1Char('-') + loaded.scenario.strategy.id);
}

void TestExplanations::everyDuplicateNamesItsMechanism_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("strategy");
    for (const QString &name : BuiltinScenarios::names()) {
        QTest::newRow(qPrintable(name)) << name << QString();
        QTest::newRow(qPrintable(name + QStringLiteral(", none"))) << name << QStringLiteral("none");
    }
}

void TestExplanations::everyDuplicateNamesItsMechanism()
{
    QFETCH(QString, name);
    QFETCH(QString, strategy);
    const RunResult r = run(name, strategy);
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
        QVERIFY2(v.explanation.contains(QStringLiteral("partition 1's last commit was offset")), qPrintable(v.explanation));
        QVERIFY2(v.explanation.contains(QRegularExpression(QStringLiteral("consumer-1 re-read offsets \\d+–\\d+"))),
                 qPrintable(v.explanation));
        QVERIFY2(v.explanation.contains(QStringLiteral("consumer-2 crashed at 6.950 s")), qPrintable(v.explanation));
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
    for (const Violation &v : r.violations)
        QVERIFY2(v.explanation.contains(QLatin1String("consumer-2 crashed at 7.000 s; member expired after session "
                                                      "timeout (45 s after its last heartbeat), the group "
                                                      "rebalanced at 51.000 s")),
                 qPrintable(v.explanation));
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

QTEST_GUILESS_MAIN(TestExplanations)
#include "tst_explanations.moc"
