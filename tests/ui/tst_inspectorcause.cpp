// The inspector's Cause row on a duplicate names what made it one, also when
// the duplicate is a first delivery: the copy it raced with (issue 11: "a
// race duplicate says 'Cause: first delivery'"), or the handler's retry.

#include "inspector/inspectorpanel.h"
#include "uitestsupport.h"

#include "run/simulation.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <memory>

using namespace idem;
using namespace idem::ui;

class TestInspectorCause final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void firstDeliveryDuplicateNamesItsMechanism_data();
    void firstDeliveryDuplicateNamesItsMechanism();
    void redeliveryCauseIsUnchanged();
    void noDuplicateSaysOnlyFirstDelivery_data();
    void noDuplicateSaysOnlyFirstDelivery();

private:
    RunPtr run(const QString &source, const QString &strategy = {});
    // The inspector's text for the first duplicate side effect of `key`.
    QString inspectDuplicate(const RunPtr &run, const QString &key, int *delivery = nullptr);
    QTemporaryDir m_dir;
};

void TestInspectorCause::initTestCase()
{
    uitestsupport::pinEnvironment();
}

RunPtr TestInspectorCause::run(const QString &source, const QString &strategy)
{
    // Fixtures of the core suites are named from this suite's data folder.
    const bool builtin = source.startsWith(QLatin1String("builtin:"));
    ScenarioLoadResult loaded = ScenarioIo::load(builtin ? source : QDir::cleanPath(source));
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    if (!strategy.isEmpty())
        loaded.scenario.strategy.id = strategy;
    static int n = 0;
    Simulation sim(loaded.scenario, m_dir.filePath(QStringLiteral("run-%1.sqlite").arg(++n)));
    return std::make_shared<const RunResult>(sim.run());
}

QString TestInspectorCause::inspectDuplicate(const RunPtr &run, const QString &key, int *delivery)
{
    const int logical = Scenario::logicalIndexOf(key);
    int record = -1;
    for (std::size_t i = 0; i < run->trace.size() && record < 0; ++i) {
        const TraceRecord &r = run->trace.at(i);
        if (r.kind() == TraceKind::SideEffect && r.detail != 0 && int(r.message) == logical)
            record = int(i);
    }
    if (record < 0)
        return {};
    if (delivery)
        *delivery = run->trace.at(std::size_t(record)).delivery;
    InspectorPanel panel;
    panel.setRun(run);
    panel.inspect(record);
    return panel.plainText();
}

void TestInspectorCause::firstDeliveryDuplicateNamesItsMechanism_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("cause");
    // 18: consumer-1's first delivery of order-3 (slow, 40 s) applies after
    // consumer-2's copy, handed out when the 30 s visibility timeout ran out.
    QTest::newRow("18, race") << QStringLiteral("builtin:18-check-then-insert-race-no-unique-key") << QString()
                              << QStringLiteral("order-3")
                              << QStringLiteral("first delivery — raced with consumer-2's redelivery (#2 at 50.000 s, "
                                                "visibility timeout 30 s)");
    // u01: a 75 s handler under Service Bus's 60 s peek-lock.
    QTest::newRow("u01, peek-lock") << QStringLiteral(TESTDATA_DIR "/../../core/data/unseen/"
                                                      "u01-servicebus-peeklock-slow-shared-cache.json")
                                    << QString() << QStringLiteral("order-3")
                                    << QStringLiteral("first delivery — raced with consumer-2's redelivery (#2 at "
                                                      "60.200 s, peek-lock duration 1 min)");
    // u08: the store went away between db-separate-tx's two commits; the
    // handler's retry applied order-6 again within its first delivery.
    QTest::newRow("u08, store retry") << QStringLiteral(TESTDATA_DIR "/../../core/data/unseen/"
                                                        "u08-rabbitmq-store-down-mid-transaction.json")
                                      << QString() << QStringLiteral("order-6")
                                      << QStringLiteral("first delivery — applied again at 2.542 s by the handler's "
                                                        "retry, after the store became unavailable at 0.521 s");
}

void TestInspectorCause::firstDeliveryDuplicateNamesItsMechanism()
{
    QFETCH(QString, source);
    QFETCH(QString, strategy);
    QFETCH(QString, key);
    QFETCH(QString, cause);
    const RunPtr r = run(source, strategy);
    QVERIFY2(r->error.isEmpty(), qPrintable(r->error));
    int delivery = 0;
    const QString text = inspectDuplicate(r, key, &delivery);
    QVERIFY2(!text.isEmpty(), "no duplicate side effect");
    QCOMPARE(delivery, 1); // the duplicate is the first delivery's own application
    QVERIFY2(text.contains(cause), qPrintable(text));
    // Never the bare words the issue quotes.
    QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("Cause\\s+first delivery\\s*\\n"))), qPrintable(text));
}

void TestInspectorCause::redeliveryCauseIsUnchanged()
{
    // 04: the duplicate is the redelivery; its Cause row is its mechanism.
    const RunPtr r = run(QStringLiteral("builtin:04-ack-lost-network-timeout"));
    int delivery = 0;
    const QString text = inspectDuplicate(r, QStringLiteral("order-3"), &delivery);
    QCOMPARE(delivery, 2);
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("Cause\\s+ack lost\\s*\\n"))), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("raced with")), qPrintable(text));
}

void TestInspectorCause::noDuplicateSaysOnlyFirstDelivery_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("strategy");
    QStringList sources;
    for (const QString &name : BuiltinScenarios::names())
        sources.append(QStringLiteral("builtin:") + name);
    const QDir unseen(QDir::cleanPath(QStringLiteral(TESTDATA_DIR "/../../core/data/unseen")));
    for (const QString &file : unseen.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        sources.append(unseen.filePath(file));
    QVERIFY(sources.size() > BuiltinScenarios::names().size());
    for (const QString &source : std::as_const(sources)) {
        const QString name = QFileInfo(source).completeBaseName().section(QLatin1Char(':'), -1);
        QTest::newRow(qPrintable(name)) << source << QString();
        QTest::newRow(qPrintable(name + QStringLiteral(", none"))) << source << QStringLiteral("none");
    }
}

void TestInspectorCause::noDuplicateSaysOnlyFirstDelivery()
{
    // Every duplicate side effect, selected: its Cause row is a mechanism.
    QFETCH(QString, source);
    QFETCH(QString, strategy);
    const RunPtr r = run(source, strategy);
    QVERIFY2(r->error.isEmpty(), qPrintable(r->error));
    InspectorPanel panel;
    panel.setRun(r);
    const QRegularExpression row(QStringLiteral("Cause\\s+([^\\n]*)\\n"));
    int duplicates = 0;
    for (std::size_t i = 0; i < r->trace.size() && duplicates < 50; ++i) {
        const TraceRecord &x = r->trace.at(i);
        if (x.kind() != TraceKind::SideEffect || x.detail == 0)
            continue;
        ++duplicates;
        panel.inspect(int(i));
        const QString text = panel.plainText();
        const QRegularExpressionMatch m = row.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QVERIFY2(m.captured(1).trimmed() != QLatin1String("first delivery"),
                 qPrintable(Scenario::businessKey(int(x.message)) + QStringLiteral(": ") + text));
    }
    const bool duplicated = std::any_of(r->violations.cbegin(), r->violations.cend(), [](const Violation &v) {
        return v.kind == ViolationKind::DuplicateSideEffect;
    });
    QCOMPARE(duplicates > 0, duplicated);
}

QTEST_MAIN(TestInspectorCause)
#include "tst_inspectorcause.moc"
