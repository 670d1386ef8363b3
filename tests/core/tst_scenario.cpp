#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"

#include <QTemporaryDir>
#include <QTest>

using namespace idem;

class TestScenario final : public QObject
{
    Q_OBJECT
private slots:
    void defaultsForAnEmptyObject();
    void profileSetsDefaultsAndFieldsOverride();
    void badInputIsRejectedWithPath_data();
    void badInputIsRejectedWithPath();
    void errorsNameFileAndLine();
    void roundTripsThroughJson();
    void saveIsAtomicAndReportsUnwritable();
    void builtinScenariosLoad();
};

void TestScenario::defaultsForAnEmptyObject()
{
    const ScenarioLoadResult r = ScenarioIo::parse("{}", QStringLiteral("empty.json"));
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.scenario, Scenario());
    QCOMPARE(r.scenario.broker.profile, QStringLiteral("sqs-fifo"));
    QCOMPARE(r.scenario.broker.redeliveryTimeoutMs, 30000);
}

void TestScenario::profileSetsDefaultsAndFieldsOverride()
{
    ScenarioLoadResult r = ScenarioIo::parse(R"({"broker":{"profile":"azure-service-bus"}})", QStringLiteral("a.json"));
    QVERIFY(r.ok());
    QCOMPARE(r.scenario.broker.dedupWindowMs, 600000);
    QCOMPARE(r.scenario.broker.redeliveryTimeoutMs, 60000);
    QCOMPARE(r.scenario.broker.maxDeliveries, 10);
    r = ScenarioIo::parse(R"({"broker":{"profile":"rabbitmq","maxDeliveries":3}})", QStringLiteral("b.json"));
    QVERIFY(r.ok());
    QCOMPARE(r.scenario.broker.dedupWindowMs, 0);
    QCOMPARE(r.scenario.broker.maxDeliveries, 3);
    r = ScenarioIo::parse(R"({"broker":{"profile":"nats-jetstream"}})", QStringLiteral("c.json"));
    QCOMPARE(r.scenario.broker.dedupWindowMs, 120000);
    QCOMPARE(r.scenario.broker.maxDeliveries, 0);
}

void TestScenario::badInputIsRejectedWithPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not json") << QByteArray("{\"messages\": 10,,}") << QStringLiteral("bad.json:1:");
    QTest::newRow("not an object") << QByteArray("[1,2]") << QStringLiteral("$: expected a JSON object");
    QTest::newRow("unknown top field") << QByteArray(R"({"mesages": 10})") << QStringLiteral("$.mesages: unknown field");
    QTest::newRow("unknown nested field") << QByteArray(R"({"broker":{"visibility":1}})")
                                          << QStringLiteral("$.broker.visibility: unknown field");
    // The message says what was meant: a misspelling, a field of another
    // object, or the fields the object has.
    QTest::newRow("misspelt field") << QByteArray(R"({"mesages": 10})")
                                    << QStringLiteral("$.mesages: unknown field; did you mean \"messages\"?");
    QTest::newRow("field of another object") << QByteArray(R"({"broker":{"prefetch":10}})")
                                             << QStringLiteral("$.broker.prefetch: unknown field; prefetch is $.consumers.prefetch");
    QTest::newRow("same first letters") << QByteArray(R"({"consumers":{"ackBatch":5}})")
                                        << QStringLiteral("$.consumers.ackBatch: unknown field; did you mean \"ackEvery\"?");
    QTest::newRow("nothing close") << QByteArray(R"({"strategy":{"zz":1}})")
                                   << QStringLiteral("$.strategy.zz: unknown field; the fields here are id,");
    QTest::newRow("wrong type") << QByteArray(R"({"messages":"many"})")
                                << QStringLiteral("$.messages: expected an integer from 1 to 5000000, got \"many\"");
    QTest::newRow("fraction") << QByteArray(R"({"messages":2.5})") << QStringLiteral("$.messages: expected an integer");
    QTest::newRow("zero messages") << QByteArray(R"({"messages":0})") << QStringLiteral("$.messages: expected an integer from 1");
    QTest::newRow("probability above 1") << QByteArray(R"({"faults":{"ackLost":1.5}})")
                                         << QStringLiteral("$.faults.ackLost: expected a number from 0 to 1, got 1.5");
    QTest::newRow("unknown profile") << QByteArray(R"({"broker":{"profile":"activemq"}})")
                                     << QStringLiteral("$.broker.profile: expected one of rabbitmq, rabbitmq-3, sqs-fifo");
    QTest::newRow("unknown strategy") << QByteArray(R"({"strategy":{"id":"magic"}})")
                                      << QStringLiteral("$.strategy.id: expected one of none,");
    QTest::newRow("bool as string") << QByteArray(R"({"strategy":{"uniqueConstraint":"yes"}})")
                                    << QStringLiteral("$.strategy.uniqueConstraint: expected true or false");
    QTest::newRow("azure window too short") << QByteArray(R"({"broker":{"profile":"azure-service-bus","dedupWindowMs":5000}})")
                                            << QStringLiteral("$.broker.dedupWindowMs: Azure Service Bus allows 20000 to 604800000 ms");
    QTest::newRow("schedule not array") << QByteArray(R"({"faults":{"schedule":{}}})")
                                        << QStringLiteral("$.faults.schedule: expected an array");
    QTest::newRow("schedule kind missing") << QByteArray(R"({"faults":{"schedule":[{"atMs":5}]}})")
                                           << QStringLiteral("$.faults.schedule[0].kind: required");
    QTest::newRow("schedule bad kind") << QByteArray(R"({"faults":{"schedule":[{"atMs":5,"kind":"explode"}]}})")
                                       << QStringLiteral("$.faults.schedule[0].kind: expected one of ack-lost");
    QTest::newRow("schedule message out of range") << QByteArray(R"({"messages":5,"faults":{"schedule":[{"message":"order-9","kind":"ack-lost"}]}})")
                                                   << QStringLiteral("$.faults.schedule[0].message: expected a business key from order-1 to order-5");
    QTest::newRow("schedule no time") << QByteArray(R"({"faults":{"schedule":[{"kind":"broker-restart"}]}})")
                                      << QStringLiteral("$.faults.schedule[0]: expected atMs");
    QTest::newRow("slow without duration") << QByteArray(R"({"faults":{"schedule":[{"atMs":1,"kind":"slow-handler"}]}})")
                                           << QStringLiteral("$.faults.schedule[0].durationMs: required");
    QTest::newRow("bad crash point") << QByteArray(R"({"faults":{"consumerCrash":{"point":"sometime"}}})")
                                     << QStringLiteral("$.faults.consumerCrash.point: expected one of before-handle");
    QTest::newRow("ackEvery above prefetch") << QByteArray(R"({"consumers":{"prefetch":2,"ackEvery":5}})")
                                             << QStringLiteral("$.consumers.ackEvery: expected at most prefetch (2), got 5");
    QTest::newRow("partitions on a queue") << QByteArray(R"({"broker":{"profile":"rabbitmq","partitions":4}})")
                                           << QStringLiteral("$.broker.partitions: only Kafka has partitions");
    QTest::newRow("schema version") << QByteArray(R"({"schemaVersion":2})")
                                    << QStringLiteral("$.schemaVersion: expected an integer from 1 to 1, got 2");
    QTest::newRow("bad cache write") << QByteArray(R"({"strategy":{"cacheWrite":"sometimes"}})")
                                     << QStringLiteral("$.strategy.cacheWrite: expected one of after-commit, before-commit");
    QTest::newRow("seed negative") << QByteArray(R"({"seed":-1})") << QStringLiteral("$.seed: expected an integer from 0");
}

void TestScenario::badInputIsRejectedWithPath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const ScenarioLoadResult r = ScenarioIo::parse(json, QStringLiteral("bad.json"));
    QVERIFY(!r.ok());
    const QString all = r.errors.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(expected), qPrintable(all));
    QVERIFY2(all.startsWith(QLatin1String("bad.json")), qPrintable(all));
}

void TestScenario::errorsNameFileAndLine()
{
    const QString file = QStringLiteral(TESTDATA_DIR "/bad-types.json");
    const ScenarioLoadResult r = ScenarioIo::load(file);
    QCOMPARE(r.errors.size(), 2);
    QVERIFY2(r.errors.at(0).startsWith(file + QStringLiteral(":3: $.messages")), qPrintable(r.errors.at(0)));
    QVERIFY2(r.errors.at(1).startsWith(file + QStringLiteral(":6: $.broker.visibility: unknown field")),
             qPrintable(r.errors.at(1)));
    const ScenarioLoadResult missing = ScenarioIo::load(QStringLiteral("/nonexistent/x.json"));
    QVERIFY(missing.errors.first().startsWith(QLatin1String("/nonexistent/x.json: cannot read")));
}

void TestScenario::roundTripsThroughJson()
{
    Scenario s;
    s.name = QStringLiteral("Round trip — سناریو — İstanbul");
    s.seed = 9007199254740991ull;
    s.messages = 1234;
    s.effect = QStringLiteral("increment-balance");
    s.broker.profile = QStringLiteral("rabbitmq");
    s.broker.dedupWindowMs = 0;
    s.broker.maxDeliveries = 20;
    s.broker.redeliveryTimeoutMs = 1800000;
    s.producer.messageIdPolicy = MessageIdPolicy::NewPerAttempt;
    s.producer.applicationRetries = true; // a new id per attempt is the application sending again
    s.consumers.count = 3;
    s.consumers.dbOpMs = 0.25;
    s.strategy.id = QStringLiteral("hybrid");
    s.strategy.uniqueConstraint = false;
    s.strategy.cacheWrite = QStringLiteral("before-commit");
    s.faults.ackLost = 0.125;
    s.faults.consumerCrash.probability = 0.01;
    s.faults.consumerCrash.point = CrashPoint::BetweenCommits;
    ScheduledFault f;
    f.kind = ScheduleKind::ConsumerCrash;
    f.atMs = 8000;
    f.consumer = 2;
    f.point = CrashPoint::AfterSideEffectBeforeCommit;
    s.faults.schedule.append(f);
    ScheduledFault g;
    g.kind = ScheduleKind::AckLost;
    g.message = QStringLiteral("order-3");
    g.delivery = 2;
    s.faults.schedule.append(g);
    const ScenarioLoadResult r = ScenarioIo::parse(ScenarioIo::toJson(s), QStringLiteral("rt.json"));
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.scenario, s);
}

void TestScenario::saveIsAtomicAndReportsUnwritable()
{
    QTemporaryDir dir;
    Scenario s;
    s.name = QStringLiteral("Saved");
    const QString path = dir.filePath(QStringLiteral("s.json"));
    QCOMPARE(ScenarioIo::save(s, path).error(), QString());
    QCOMPARE(ScenarioIo::load(path).scenario, s);
    const QString error = ScenarioIo::save(s, dir.filePath(QStringLiteral("missing/folder/s.json"))).error();
    QVERIFY2(error.contains(QLatin1String("missing/folder/s.json: cannot write")), qPrintable(error));
    QCOMPARE(ScenarioIo::load(path).scenario, s); // nothing lost
}

void TestScenario::builtinScenariosLoad()
{
    const QStringList names = BuiltinScenarios::names();
    QVERIFY(names.contains(QStringLiteral("lost-acks-sqs")));
    for (const QString &name : names) {
        const ScenarioLoadResult r = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY2(r.ok(), qPrintable(name + QLatin1String(": ") + r.errors.join(QLatin1Char('\n'))));
        QVERIFY2(!r.scenario.predict.isEmpty() && !r.scenario.observe.isEmpty(), qPrintable(name));
    }
    const ScenarioLoadResult unknown = ScenarioIo::load(QStringLiteral("builtin:nope"));
    QVERIFY(unknown.errors.first().contains(QLatin1String("no built-in scenario named \"nope\"")));
}

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
