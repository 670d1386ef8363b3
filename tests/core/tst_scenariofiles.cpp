#include "kernel/rng.h"
#include "scenario/brokerprofile.h"
#include "scenario/builtinscenarios.h"
#include "scenario/jsonsource.h"
#include "scenario/scenarioio.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace idem;

// Reading scenario files from untrusted hands: bounded, linear, honest.
// Messages never carry raw control characters or megabytes of input; every
// problem of a file comes in one pass with its line; duplicate keys and
// fields the runner would ignore are errors; special and oversized files are
// refused before they are read; what is saved loads back to the same run.
class TestScenarioFiles final : public QObject
{
    Q_OBJECT
private slots:
    void hostileTextIsEscapedAndCut_data();
    void hostileTextIsEscapedAndCut();
    void errorsCarryTheirLine_data();
    void errorsCarryTheirLine();
    void duplicateKeysNameBothLines();
    void manyErrorsAreBoundedWithLines();
    void ignoredFieldsAreRefused_data();
    void ignoredFieldsAreRefused();
    void specialAndHugeFilesAreRefused();
    void saveLoadSaveIsIdenticalForBuiltins();
    void saveLoadSaveIsIdenticalForRandomScenarios();
};

namespace {
bool hasControl(const QString &s)
{
    for (QChar c : s) {
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7F && c.unicode() <= 0x9F))
            return true;
    }
    return false;
}
} // namespace

void TestScenarioFiles::hostileTextIsEscapedAndCut_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ESC in a field name") << QByteArray("{\"x\\u001b[2J\": 1}") << QStringLiteral("$[\"x\\u001b[2J\"]: unknown field");
    QTest::newRow("newline in a value") << QByteArray(R"({"effect": "insert\nrm -rf"})")
                                        << QStringLiteral("got \"insert\\u000arm -rf\"");
    QTest::newRow("bidi override") << QByteArray("{\"effect\": \"a\\u202eb\"}") << QStringLiteral("\"a\\u202eb\"");
    QTest::newRow("C1 control") << QByteArray("{\"effect\": \"\\u009b31m\"}") << QStringLiteral("\\u009b31m");
    QTest::newRow("10 kB value") << "{\"effect\": \"" + QByteArray(10000, 'v') + "\"}" << QString(QChar(0x2026));
    QTest::newRow("10 kB name") << "{\"" + QByteArray(10000, 'k') + "\": 1}" << QStringLiteral("…\"]: unknown field");
    // A schedule entry's message id, checked after it was read (issue 27).
    QTest::newRow("ESC in a message id")
        << QByteArray(R"({"faults": {"schedule": [{"kind": "ack-lost", "message": "\u001b]0;owned\u0007\rverdict: VALID"}]}})")
        << QStringLiteral("got \"\\u001b]0;owned\\u0007\\u000dverdict: VALID\"");
    // A language key of 500 characters with controls: escaped and cut, and
    // on its line.
    QTest::newRow("500-character language key")
        << "{\"translations\": {\"\\u001b[2J" + QByteArray(500, 'k') + "\": {\"name\": \"x\"}}}"
        << QStringLiteral("$.translations[\"\\u001b[2J") + QString(36, QLatin1Char('k')) + QChar(0x2026);
}

void TestScenarioFiles::hostileTextIsEscapedAndCut()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const ScenarioLoadResult r = ScenarioIo::parse(json, QStringLiteral("evil\x1b]0;owned\x07.json"));
    QVERIFY(!r.ok());
    const QString all = r.errors.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(expected), qPrintable(all));
    for (const QString &e : r.errors) {
        QVERIFY2(!hasControl(e), qPrintable(e));
        QVERIFY2(e.size() < 400, qPrintable(QString::number(e.size())));
        QVERIFY2(e.startsWith(QLatin1String("evil\\u001b]0;owned\\u0007.json")), qPrintable(e));
    }
}

// Every error carries its line, also for a field that is missing (then the
// line of its entry) and for a language key that is not a plain word; an
// empty file says so.
void TestScenarioFiles::errorsCarryTheirLine_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("schedule kind missing")
        << QByteArray("{\n  \"faults\": {\"schedule\": [\n    {\"atMs\": 5},\n    {\"atMs\": 9}\n  ]}\n}\n")
        << QStringLiteral("f.json:3: $.faults.schedule[0].kind: required");
    QTest::newRow("durationMs missing")
        << QByteArray("{\n  \"faults\": {\"schedule\": [\n    {\"atMs\": 5,\n     \"kind\": \"store-unavailable\"}\n  ]}\n}\n")
        << QStringLiteral("f.json:3: $.faults.schedule[0].durationMs: required");
    QTest::newRow("language key")
        << QByteArray("{\n  \"translations\": {\n    \"f a\": {\"name\": \"x\"}\n  }\n}\n")
        << QStringLiteral("f.json:3: $.translations[\"f a\"]: expected a language code");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("f.json: the file is empty");
    QTest::newRow("only whitespace") << QByteArray(" \n\t\n") << QStringLiteral("f.json: the file is empty");
}

void TestScenarioFiles::errorsCarryTheirLine()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const ScenarioLoadResult r = ScenarioIo::parse(json, QStringLiteral("f.json"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errors.value(0).startsWith(expected), qPrintable(r.errors.join(QLatin1Char('\n'))));
}

void TestScenarioFiles::duplicateKeysNameBothLines()
{
    const QByteArray json = "{\n  \"messages\": \"x\",\n  \"broker\": {\"profile\": \"kafka\"},\n  \"messages\": 5\n}\n";
    const ScenarioLoadResult r = ScenarioIo::parse(json, QStringLiteral("dup.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.value(0), QStringLiteral("dup.json:4: $.messages: duplicate key: first on line 2, again on line 4; keep one"));
    // Nested objects and schedule entries too.
    const QByteArray nested = "{\"faults\": {\"schedule\": [\n{\"atMs\": 1, \"kind\": \"cache-flush\",\n \"kind\": \"cache-flush\"}]}}";
    const ScenarioLoadResult n = ScenarioIo::parse(nested, QStringLiteral("n.json"));
    QVERIFY(!n.ok());
    QCOMPARE(n.errors.value(0), QStringLiteral("n.json:3: $.faults.schedule[0].kind: duplicate key: first on line 2, again on line 3; keep one"));
}

void TestScenarioFiles::manyErrorsAreBoundedWithLines()
{
    QByteArray json = "{\"faults\": {\"schedule\": [\n";
    for (int i = 0; i < 5000; ++i)
        json += QByteArray(i ? ",\n" : "") + "{\"atMs\": 1, \"kind\": \"no-such-kind\"}";
    json += "\n]}}";
    const ScenarioLoadResult r = ScenarioIo::parse(json, QStringLiteral("many.json"));
    QCOMPARE(r.errors.size(), jsonsource::kMaxReportedErrors + 1);
    // Entry i is on line i + 2: every reported error has its own line.
    for (int i = 0; i < jsonsource::kMaxReportedErrors; ++i)
        QVERIFY2(r.errors.at(i).startsWith(QStringLiteral("many.json:%1: $.faults.schedule[%2].kind:").arg(i + 2).arg(i)),
                 qPrintable(r.errors.at(i)));
    QCOMPARE(r.errors.last(), QStringLiteral("many.json: … and %1 more").arg(5000 - jsonsource::kMaxReportedErrors));
}

void TestScenarioFiles::ignoredFieldsAreRefused_data()
{
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("expected");
    QTest::newRow("atMs on a targeted fault") << QByteArray(R"({"message": "order-1", "atMs": 5, "kind": "ack-lost"})")
                                              << QStringLiteral("$.faults.schedule[0].atMs: not used by a fault aimed at a message");
    QTest::newRow("delivery on a timed fault") << QByteArray(R"({"atMs": 5, "delivery": 2, "kind": "ack-lost"})")
                                               << QStringLiteral("$.faults.schedule[0].delivery: only a fault aimed at a message");
    QTest::newRow("point on an ack-lost") << QByteArray(R"({"atMs": 5, "kind": "ack-lost", "point": "before-handle"})")
                                          << QStringLiteral("$.faults.schedule[0].point: not used by a ack-lost fault");
    QTest::newRow("durationMs on a cache-flush") << QByteArray(R"({"atMs": 5, "kind": "cache-flush", "durationMs": 9})")
                                                 << QStringLiteral("$.faults.schedule[0].durationMs: not used by a cache-flush fault");
    QTest::newRow("consumer on a broker-restart") << QByteArray(R"({"atMs": 5, "kind": "broker-restart", "consumer": 1})")
                                                  << QStringLiteral("$.faults.schedule[0].consumer: not used by a broker-restart fault");
}

void TestScenarioFiles::ignoredFieldsAreRefused()
{
    QFETCH(QByteArray, entry);
    QFETCH(QString, expected);
    const ScenarioLoadResult r = ScenarioIo::parse("{\"faults\": {\"schedule\": [\n" + entry + "]}}", QStringLiteral("f.json"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errors.join(QLatin1Char('\n')).contains(QStringLiteral("f.json:2: ") + expected),
             qPrintable(r.errors.join(QLatin1Char('\n'))));
}

void TestScenarioFiles::specialAndHugeFilesAreRefused()
{
    ScenarioLoadResult r = ScenarioIo::load(QStringLiteral("/dev/zero"));
    QCOMPARE(r.errors.value(0), QStringLiteral("/dev/zero: not a scenario file: it is a device; expected a regular JSON file"));
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // Would block for ever if it were opened to be read.
    r = ScenarioIo::load(fifo);
    QVERIFY2(r.errors.value(0).endsWith(QLatin1String("it is a FIFO (named pipe); expected a regular JSON file")),
             qPrintable(r.errors.value(0)));
    r = ScenarioIo::load(dir.path());
    QVERIFY(r.errors.value(0).contains(QLatin1String("it is a folder")));
    const QString huge = dir.filePath(QStringLiteral("huge.json"));
    QFile f(huge);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(jsonsource::kMaxFileBytes + 1)); // sparse: nothing is really written
    f.close();
    r = ScenarioIo::load(huge);
    QVERIFY2(r.errors.value(0).contains(QStringLiteral("scenario files are limited to %1 bytes").arg(jsonsource::kMaxFileBytes)),
             qPrintable(r.errors.value(0)));
}

void TestScenarioFiles::saveLoadSaveIsIdenticalForBuiltins()
{
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult first = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY2(first.ok(), qPrintable(first.errors.join(QLatin1Char('\n'))));
        const QByteArray saved = ScenarioIo::toJson(first.scenario);
        const ScenarioLoadResult again = ScenarioIo::parse(saved, name);
        QVERIFY2(again.ok(), qPrintable(name + QLatin1Char(' ') + again.errors.join(QLatin1Char('\n'))));
        QVERIFY2(again.scenario == first.scenario, qPrintable(name));
        QCOMPARE(ScenarioIo::toJson(again.scenario), saved);
    }
}

void TestScenarioFiles::saveLoadSaveIsIdenticalForRandomScenarios()
{
    Rng rng(0x5A7E);
    const QStringList kinds = vocab::scheduleKinds();
    for (int n = 0; n < 300; ++n) {
        Scenario s;
        s.seed = rng.next() >> 11;
        s.messages = 1 + int(rng.below(5000));
        s.effect = vocab::effects().at(int(rng.below(quint64(vocab::effects().size()))));
        s.broker.profile = vocab::profiles().at(int(rng.below(quint64(vocab::profiles().size()))));
        BrokerProfile::applyDefaults(s.broker);
        if (s.broker.profile == QLatin1String("kafka"))
            s.broker.partitions = 1 + int(rng.below(8));
        s.consumers.count = 1 + int(rng.below(8));
        s.consumers.prefetch = 1 + int(rng.below(20));
        s.consumers.ackEvery = 1 + int(rng.below(quint64(s.consumers.prefetch)));
        s.consumers.dbOpMs = double(rng.below(2000)) / 1000.0;
        s.strategy.id = vocab::strategies().at(int(rng.below(quint64(vocab::strategies().size()))));
        s.faults.ackLost = rng.nextDouble() * 0.5;
        s.faults.consumerCrash.probability = rng.nextDouble() * 0.3;
        s.faults.consumerCrash.point = *vocab::crashPoint(vocab::crashPoints().at(int(rng.below(quint64(vocab::crashPoints().size())))));
        for (int i = int(rng.below(6)); i > 0; --i) {
            ScheduledFault f;
            f.kind = *vocab::scheduleKind(kinds.at(int(rng.below(quint64(kinds.size())))));
            const bool targetable = f.kind == ScheduleKind::AckLost || f.kind == ScheduleKind::ConsumerCrash
                || f.kind == ScheduleKind::SlowHandler || f.kind == ScheduleKind::PublishLost;
            if (targetable && rng.below(2)) {
                f.message = Scenario::businessKey(int(rng.below(quint64(s.messages))));
                f.delivery = 1 + int(rng.below(3));
            } else {
                f.atMs = qint64(rng.below(100000));
            }
            if (vocab::hasDuration(f.kind))
                f.durationMs = 1 + qint64(rng.below(5000));
            if (f.kind == ScheduleKind::ConsumerCrash && rng.below(2))
                f.point = CrashPoint::BeforeHandle;
            if ((f.kind == ScheduleKind::ConsumerCrash || f.kind == ScheduleKind::AckLost) && rng.below(2))
                f.consumer = 1 + int(rng.below(quint64(s.consumers.count)));
            s.faults.schedule.append(f);
        }
        const QByteArray saved = ScenarioIo::toJson(s);
        const ScenarioLoadResult loaded = ScenarioIo::parse(saved, QStringLiteral("random-%1").arg(n));
        QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n')) + QString::fromUtf8(saved)));
        QVERIFY2(loaded.scenario == s, qPrintable(QString::fromUtf8(saved)));
        QCOMPARE(ScenarioIo::toJson(loaded.scenario), saved);
    }
}

QTEST_GUILESS_MAIN(TestScenarioFiles)
#include "tst_scenariofiles.moc"
