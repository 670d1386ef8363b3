#include "analysis/explainer.h"
#include "scenario/brokerprofile.h"
#include "scenario/scenariofields.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QTest>

using namespace idem;
using testsupport::parsed;
using testsupport::timesOf;

// SQS FIFO message groups, derived by hand from the SQS Developer Guide
// ("FIFO queue delivery logic", Receiving messages): one ReceiveMessage may
// return several messages of one group, but no further message of that group
// is returned "in subsequent requests until the received ones are deleted or
// become visible again". Handlers take 20 ms of work plus two 0.5 ms
// statements: 21 ms each.
class TestMessageGroups final : public QObject
{
    Q_OBJECT
private slots:
    void slowFirstMessageHoldsItsGroup();
    void crashedFirstMessageHoldsItsGroupUntilVisible();
    void oneReceiveTakesSeveralOfAGroup();
    void heldMessageSaysWhatHeldIt();
    void reportNotesTheLongestHold();
    void groupsElsewhereAreRefused();
};

namespace {
constexpr SimTime kMs = 1000;

// Two consumers (prefetch 1) and `messages` orders published at once on SQS
// FIFO, with `groups` message groups and one fault on order-1's first delivery.
QByteArray twoConsumers(int messages, int groups, const QString &fault)
{
    return QStringLiteral(R"({"messages":%1,"publishIntervalMs":0,"broker":{"profile":"sqs-fifo","messageGroups":%2},)"
                          R"("consumers":{"count":2,"processingMs":20},"strategy":{"id":"none"},)"
                          R"("faults":{"schedule":[%3]}})")
        .arg(messages)
        .arg(groups)
        .arg(fault)
        .toUtf8();
}

// Why the last handling of `logical` waited for its message group, as the
// inspector's cause chain holds it: the part that says so, or none.
ExplanationPart groupWait(const RunResult &r, int logical)
{
    Explainer explainer(r.scenario, r.trace);
    const Explainer::Story story = explainer.storyOf(logical);
    if (story.handlings.isEmpty())
        return {};
    const Explainer::Handling &h = story.handlings.last();
    const Explanation e = explainer.whyDeliveredExplained(logical, h.consumer, h.number, h.start);
    for (const Sentence s : {Sentence::WaitedForGroup, Sentence::WaitedForGroupMany, Sentence::WaitedForOwnCopy}) {
        if (const ExplanationPart *p = e.find(s))
            return *p;
    }
    return {};
}

// The run's note on held deliveries, as data.
Explanation holdNote(const RunResult &r)
{
    return GroupHolds(r.scenario, r.trace).noteExplained();
}
} // namespace

void TestMessageGroups::slowFirstMessageHoldsItsGroup()
{
    // order-1's handler is 5 s slower (5.021 s). One group: consumer-2 is idle
    // but order-2 is not delivered until order-1 is deleted at 5.021 s;
    // order-3 follows at 5.042 s. One group per business key (the default):
    // consumer-2 takes order-2 at once and order-3 at 21 ms.
    const QString slow = QStringLiteral(R"({"message":"order-1","delivery":1,"kind":"slow-handler","durationMs":5000})");
    QTemporaryDir dir;
    const RunResult one = testsupport::runIn(dir, parsed(twoConsumers(3, 1, slow)), QStringLiteral("one"));
    QVERIFY2(one.error.isEmpty(), qPrintable(one.error));
    QCOMPARE(timesOf(one, TraceKind::HandleStart, 0), (QList<SimTime>{0}));
    QCOMPARE(timesOf(one, TraceKind::Deliver, 1), (QList<SimTime>{5021 * kMs}));
    QCOMPARE(timesOf(one, TraceKind::Deliver, 2), (QList<SimTime>{5042 * kMs}));
    QCOMPARE(one.metrics.deliveries, 3);
    QCOMPARE(one.metrics.duplicateSideEffects, 0);

    const RunResult perKey = testsupport::runIn(dir, parsed(twoConsumers(3, 0, slow)), QStringLiteral("per-key"));
    QCOMPARE(timesOf(perKey, TraceKind::Deliver, 1), (QList<SimTime>{0}));
    QCOMPARE(timesOf(perKey, TraceKind::Deliver, 2), (QList<SimTime>{21 * kMs}));
    QCOMPARE(perKey.metrics.deliveries, 3);
}

void TestMessageGroups::crashedFirstMessageHoldsItsGroupUntilVisible()
{
    // consumer-1 dies before handling order-1 (restart after 2 s). order-1
    // stays in flight until its 30 s visibility timeout, and so does its
    // group: order-2 waits although consumer-2 is idle the whole time. At 30 s
    // order-1 is received again and handled (30.000–30.021 s), then order-2.
    const QString crash = QStringLiteral(R"({"message":"order-1","delivery":1,"kind":"consumer-crash","point":"before-handle"})");
    QTemporaryDir dir;
    const RunResult one = testsupport::runIn(dir, parsed(twoConsumers(2, 1, crash)), QStringLiteral("one"));
    QVERIFY2(one.error.isEmpty(), qPrintable(one.error));
    QCOMPARE(timesOf(one, TraceKind::Deliver, 0), (QList<SimTime>{0, 30000 * kMs}));
    QCOMPARE(timesOf(one, TraceKind::Deliver, 1), (QList<SimTime>{30021 * kMs}));
    QCOMPARE(one.metrics.crashes, 1);
    QCOMPARE(one.metrics.deliveries, 3); // order-1 twice (the first died before handling), order-2 once
    QCOMPARE(one.metrics.duplicateSideEffects, 0);
    QCOMPARE(one.effectCounts, (QVector<int>{1, 1}));

    // Per key, order-2 is its own group: handled at once.
    const RunResult perKey = testsupport::runIn(dir, parsed(twoConsumers(2, 0, crash)), QStringLiteral("per-key"));
    QCOMPARE(timesOf(perKey, TraceKind::Deliver, 1), (QList<SimTime>{0}));
}

void TestMessageGroups::oneReceiveTakesSeveralOfAGroup()
{
    // One consumer receiving up to 3 at a time (prefetch 3), six orders in
    // one group, each deleted when handled. order-1 arrives alone (it is
    // published first and the receive returns at once). Deleting it frees the
    // group at 21 ms: the next receive returns order-2, order-3 and order-4
    // together; order-5 waits until all three are deleted (84 ms), then
    // order-5 and order-6 come in one receive. Per key, the window is
    // refilled one message at a time as each is deleted.
    const QString json = QStringLiteral(R"({"messages":6,"publishIntervalMs":0,"broker":{"profile":"sqs-fifo","messageGroups":%1},)"
                                        R"("consumers":{"prefetch":3,"processingMs":20},"strategy":{"id":"none"}})");
    QTemporaryDir dir;
    const RunResult one = testsupport::runIn(dir, parsed(json.arg(1).toUtf8()), QStringLiteral("one"));
    QVERIFY2(one.error.isEmpty(), qPrintable(one.error));
    const QList<SimTime> expected{0, 21 * kMs, 21 * kMs, 21 * kMs, 84 * kMs, 84 * kMs};
    for (int logical = 0; logical < 6; ++logical)
        QCOMPARE(timesOf(one, TraceKind::Deliver, logical), (QList<SimTime>{expected.at(logical)}));
    QCOMPARE(timesOf(one, TraceKind::HandleStart, 5), (QList<SimTime>{105 * kMs}));

    const RunResult perKey = testsupport::runIn(dir, parsed(json.arg(0).toUtf8()), QStringLiteral("per-key"));
    const QList<SimTime> window{0, 0, 0, 21 * kMs, 42 * kMs, 63 * kMs};
    for (int logical = 0; logical < 6; ++logical)
        QCOMPARE(timesOf(perKey, TraceKind::Deliver, logical), (QList<SimTime>{window.at(logical)}));
}

void TestMessageGroups::heldMessageSaysWhatHeldIt()
{
    // The crashed first message (above): order-2 was stored at 0 s and handed
    // out at 30.021 s, and the inspector says why, with the numbers: order-1
    // was in flight from 0 s (the delivery that died) through its second
    // delivery at 30 s until it was deleted at 30.021 s.
    const QString crash = QStringLiteral(R"({"message":"order-1","delivery":1,"kind":"consumer-crash","point":"before-handle"})");
    QTemporaryDir dir;
    const RunResult one = testsupport::runIn(dir, parsed(twoConsumers(2, 1, crash)), QStringLiteral("one"));
    QVERIFY2(one.error.isEmpty(), qPrintable(one.error));
    const ExplanationPart why = groupWait(one, 1);
    QCOMPARE(why.sentence, Sentence::WaitedForGroup);
    QCOMPARE(why.number(Role::From), 0);
    QCOMPARE(why.number(Role::Until), 30021 * kMs);
    QCOMPARE(why.text(Role::Keys), QStringLiteral("order-1"));
    QCOMPARE(why.number(Role::At), 30021 * kMs);
    // order-1's own second delivery did not wait for anyone.
    QCOMPARE(groupWait(one, 0).sentence, Sentence::Count);

    // The slow first message: order-2 waits for order-1 (deleted at 5.021 s),
    // order-3 for both (order-2 deleted at 5.042 s).
    const QString slow = QStringLiteral(R"({"message":"order-1","delivery":1,"kind":"slow-handler","durationMs":5000})");
    const RunResult slowRun = testsupport::runIn(dir, parsed(twoConsumers(3, 1, slow)), QStringLiteral("slow"));
    const ExplanationPart second = groupWait(slowRun, 1);
    QCOMPARE(second.sentence, Sentence::WaitedForGroup);
    QCOMPARE(second.text(Role::Keys), QStringLiteral("order-1"));
    QCOMPARE(second.number(Role::At), 5021 * kMs);
    const ExplanationPart third = groupWait(slowRun, 2);
    QCOMPARE(third.sentence, Sentence::WaitedForGroupMany);
    QCOMPARE(third.text(Role::Keys), QStringLiteral("order-1, order-2"));
    QCOMPARE(third.number(Role::At), 5042 * kMs);
    // Each is one whole sentence with its values in place.
    QVERIFY(ExplanationText::missingRoles(third).isEmpty());

    // One group per business key: order-2 did not wait, nothing to explain.
    const RunResult perKey = testsupport::runIn(dir, parsed(twoConsumers(2, 0, crash)), QStringLiteral("per-key"));
    QCOMPARE(groupWait(perKey, 1).sentence, Sentence::Count);
}

void TestMessageGroups::reportNotesTheLongestHold()
{
    // The run's notes (the log, summary.json and the report) count the held
    // deliveries and tell the longest wait: order-2, 30.021 s.
    const QString crash = QStringLiteral(R"({"message":"order-1","delivery":1,"kind":"consumer-crash","point":"before-handle"})");
    QTemporaryDir dir;
    const RunResult one = testsupport::runIn(dir, parsed(twoConsumers(2, 1, crash)), QStringLiteral("one"));
    const Explanation note = holdNote(one);
    const ExplanationPart *count = note.find(Sentence::GroupHoldsNote);
    QVERIFY(count);
    QCOMPARE(count->number(Role::Count), 1);
    QCOMPARE(count->text(Role::Key), QStringLiteral("order-2"));
    QCOMPARE(count->number(Role::Gap), 30021 * kMs);
    const ExplanationPart *why = note.find(Sentence::WaitedForGroup);
    QVERIFY(why);
    QCOMPARE(why->text(Role::Keys), QStringLiteral("order-1"));
    QCOMPARE(why->number(Role::At), 30021 * kMs);
    // …and the run's notes carry it, as the last one.
    QVERIFY(!one.notes.isEmpty());
    QCOMPARE(one.notes.last(), ExplanationText::text(note));
    // Three orders behind a slow first one: two held.
    const QString slow = QStringLiteral(R"({"message":"order-1","delivery":1,"kind":"slow-handler","durationMs":5000})");
    const RunResult slowRun = testsupport::runIn(dir, parsed(twoConsumers(3, 1, slow)), QStringLiteral("slow"));
    const ExplanationPart *slowCount = holdNote(slowRun).find(Sentence::GroupHoldsNote);
    QVERIFY(slowCount);
    QCOMPARE(slowCount->number(Role::Count), 2);
    QCOMPARE(slowCount->text(Role::Key), QStringLiteral("order-3"));
    QCOMPARE(slowCount->number(Role::Gap), 5042 * kMs);
    // Per key nothing waited: no note.
    const RunResult perKey = testsupport::runIn(dir, parsed(twoConsumers(2, 0, crash)), QStringLiteral("per-key"));
    QVERIFY(holdNote(perKey).isEmpty());
}

void TestMessageGroups::groupsElsewhereAreRefused()
{
    // RabbitMQ has no message groups: a file asking for them would run
    // without them, unnoticed. It is refused, naming the file, the line, the
    // field and which profile has groups.
    QByteArray json = twoConsumers(3, 1, QString());
    json.replace("sqs-fifo", "rabbitmq");
    const ScenarioLoadResult refused = ScenarioIo::parse(json, QStringLiteral("groups.json"));
    QCOMPARE(refused.errors.size(), 1);
    QCOMPARE(refused.errors.first(),
             QStringLiteral("groups.json:1: $.broker.messageGroups: only sqs-fifo has message groups; rabbitmq has "
                            "none and would ignore it. Expected 0 (or leave it out), got 1"));
    // 0 (what every saved file carries) is fine anywhere, and on SQS FIFO any
    // count is.
    json.replace("\"messageGroups\":1", "\"messageGroups\":0");
    QVERIFY2(ScenarioIo::parse(json, QStringLiteral("zero.json")).ok(), "messageGroups 0 on rabbitmq");
    QVERIFY(ScenarioIo::parse(twoConsumers(3, 7, QString()), QStringLiteral("sqs.json")).ok());
    // The editor greys it out through the same table entry, and choosing
    // another profile drops the groups (as it does Kafka's partitions), so
    // the form never holds a refused value.
    const ScenarioField *field = ScenarioField::find(QStringLiteral("broker.messageGroups"));
    QVERIFY(field);
    QCOMPARE(field->profilesItAppliesTo(), QStringList{QStringLiteral("sqs-fifo")});
    for (const QString &profile : vocab::profiles())
        QCOMPARE(field->appliesToProfile(profile), profile == QLatin1String("sqs-fifo"));
    Scenario s = parsed(twoConsumers(3, 4, QString()));
    s.broker.profile = QStringLiteral("nats-jetstream");
    QCOMPARE(ScenarioIo::validate(s).size(), 1);
    BrokerProfile::applyDefaults(s.broker);
    QCOMPARE(s.broker.messageGroups, 0);
    QVERIFY2(ScenarioIo::validate(s).isEmpty(), qPrintable(ScenarioIo::validate(s).join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestMessageGroups)
#include "tst_messagegroups.moc"
