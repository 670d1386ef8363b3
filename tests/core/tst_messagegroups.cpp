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
    void groupsOnlyExistOnSqs();
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

void TestMessageGroups::groupsOnlyExistOnSqs()
{
    // RabbitMQ has no message groups: the same slow first message does not
    // hold order-2 back (the field is greyed out there and ignored).
    const QString slow = QStringLiteral(R"({"message":"order-1","delivery":1,"kind":"slow-handler","durationMs":5000})");
    QByteArray json = twoConsumers(3, 1, slow);
    json.replace("sqs-fifo", "rabbitmq");
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, parsed(json));
    QCOMPARE(timesOf(r, TraceKind::Deliver, 1), (QList<SimTime>{0}));
}

QTEST_GUILESS_MAIN(TestMessageGroups)
#include "tst_messagegroups.moc"
