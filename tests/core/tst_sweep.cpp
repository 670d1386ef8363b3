#include "run/comparisonrunner.h"
#include "run/sweeprunner.h"
#include "testsupport.h"

#include <QTest>

using namespace idem;

class TestSweep final : public QObject
{
    Q_OBJECT
private slots:
    void applySetsNestedFieldsThroughTheParser();
    void rangeIsInclusive();
    void duplicatesGrowWithAckLoss();
    void comparisonStartsTheLongestRunsFirst();
};

void TestSweep::applySetsNestedFieldsThroughTheParser()
{
    Scenario s;
    QVERIFY(SweepRunner::apply(s, QStringLiteral("strategy.cacheTtlMs"), 5000).ok());
    QCOMPARE(s.strategy.cacheTtlMs, 5000);
    QVERIFY(SweepRunner::apply(s, QStringLiteral("faults.ackLost"), 0.25).ok());
    QCOMPARE(s.faults.ackLost, 0.25);
    QVERIFY(SweepRunner::apply(s, QStringLiteral("messages"), 7).ok());
    QCOMPARE(s.messages, 7);
    const Outcome outOfRange = SweepRunner::apply(s, QStringLiteral("faults.ackLost"), 1.5);
    QVERIFY(!outOfRange.ok());
    QVERIFY2(outOfRange.error().contains(QLatin1String("$.faults.ackLost")), qPrintable(outOfRange.error()));
    QCOMPARE(s.faults.ackLost, 0.25); // unchanged after a rejected value
    QVERIFY(SweepRunner::apply(s, QStringLiteral("broker.nope"), 1).error().contains(QLatin1String("not a numeric")));
    QVERIFY(SweepRunner::apply(s, QStringLiteral("effect"), 1).error().contains(QLatin1String("not a numeric")));
    // A value in the field's range that the whole scenario refuses (ackEvery
    // above prefetch) is refused too, and changes nothing.
    s.consumers.prefetch = 2;
    const Outcome refused = SweepRunner::apply(s, QStringLiteral("consumers.ackEvery"), 3);
    QVERIFY2(refused.error().contains(QLatin1String("$.consumers.ackEvery")), qPrintable(refused.error()));
    QCOMPARE(s.consumers.ackEvery, 1);
}

void TestSweep::rangeIsInclusive()
{
    QCOMPARE(SweepRunner::range(0, 0.3, 4), (QVector<double>{0, 0.1, 0.2, 0.3}));
    QCOMPARE(SweepRunner::range(5, 9, 1), (QVector<double>{5}));
}

void TestSweep::duplicatesGrowWithAckLoss()
{
    Scenario s;
    s.messages = 100;
    QTemporaryDir dir;
    const QVector<double> values{0.0, 0.1, 0.3};
    const QStringList strategies{QStringLiteral("none"), QStringLiteral("db-insert-first")};
    int calls = 0;
    const QVector<SweepCell> cells = SweepRunner::run(s, QStringLiteral("faults.ackLost"), values, strategies,
                                                      dir.path(), 2, nullptr, [&calls](int, int) { ++calls; });
    QCOMPARE(cells.size(), 6);
    QCOMPARE(calls, 6);
    for (const SweepCell &c : cells)
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    // none: 0 → some → more; the inbox: always 0.
    QCOMPARE(cells.at(0).metrics.duplicateSideEffects, 0);
    QVERIFY(cells.at(2).metrics.duplicateSideEffects > 0);
    QVERIFY(cells.at(4).metrics.duplicateSideEffects > cells.at(2).metrics.duplicateSideEffects);
    QCOMPARE(cells.at(1).metrics.duplicateSideEffects + cells.at(3).metrics.duplicateSideEffects
                 + cells.at(5).metrics.duplicateSideEffects, 0);
    // A sweep cell equals a single run with that value (same seed, same faults).
    Scenario single = s;
    single.faults.ackLost = 0.3;
    single.strategy.id = QStringLiteral("none");
    const RunResult r = testsupport::runIn(dir, single, QStringLiteral("single"));
    QCOMPARE(cells.at(4).traceHash, r.trace.hashHex());
    const QByteArray csv = SweepRunner::csv(QStringLiteral("faults.ackLost"), cells);
    QVERIFY(csv.startsWith("faults.ackLost,strategy,verdict,duplicateSideEffects"));
    QCOMPARE(csv.count('\n'), 7);
}

void TestSweep::comparisonStartsTheLongestRunsFirst()
{
    // Handing the costliest runs out first keeps both cores busy to the end;
    // the results still come back in the order asked for.
    const QStringList strategies{QStringLiteral("none"), QStringLiteral("db-insert-first"),
                                 QStringLiteral("cache-local"), QStringLiteral("db-separate-tx")};
    QCOMPARE(ComparisonRunner::longestFirst(strategies), (QVector<int>{3, 1, 0, 2}));
    Scenario s;
    s.messages = 20;
    QTemporaryDir dir;
    QStringList started;
    const QVector<RunResult> results = ComparisonRunner::run(
        s, strategies, dir.path(), 1, nullptr, [&started](const QString &id, double) {
            if (!started.contains(id))
                started.append(id);
        });
    QCOMPARE(started, (QStringList{QStringLiteral("db-separate-tx"), QStringLiteral("db-insert-first"),
                                   QStringLiteral("none"), QStringLiteral("cache-local")}));
    QCOMPARE(results.size(), strategies.size());
    for (int i = 0; i < strategies.size(); ++i)
        QCOMPARE(results.at(i).scenario.strategy.id, strategies.at(i));
}

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
