// The trace-kind table: one row per TraceKind, each record a run writes sits
// on the lane its row names, and the format's words come from the table.
#include "kernel/tracekinds.h"
#include "scenario/builtinscenarios.h"
#include "testsupport.h"

#include <QSet>
#include <QtTest>

using namespace idem;

class TestTraceKinds : public QObject
{
    Q_OBJECT
private slots:
    void everyKindHasItsRow();
    void recordsSitOnTheirRowsLane_data();
    void recordsSitOnTheirRowsLane();
};

void TestTraceKinds::everyKindHasItsRow()
{
    QCOMPARE(TraceKinds::count(), int(TraceKind::Count));
    QSet<QString> names;
    for (int k = 0; k < int(TraceKind::Count); ++k) {
        const TraceKindRow &row = TraceKinds::row(TraceKind(k));
        QCOMPARE(int(row.kind), k);
        const QString name = QString::fromLatin1(row.name);
        QVERIFY2(!name.isEmpty() && !names.contains(name), row.name);
        names.insert(name);
        QCOMPARE(Trace::kindName(TraceKind(k)), name);
    }
}

void TestTraceKinds::recordsSitOnTheirRowsLane_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("strategy");
    for (const QString &name : BuiltinScenarios::names()) {
        for (const QString &strategy : {QString(), QStringLiteral("none"), QStringLiteral("hybrid")})
            QTest::newRow(qPrintable(name + QLatin1Char('/') + (strategy.isEmpty() ? QStringLiteral("own") : strategy)))
                << name << strategy;
    }
}

void TestTraceKinds::recordsSitOnTheirRowsLane()
{
    QFETCH(QString, name);
    QFETCH(QString, strategy);
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    Scenario s = loaded.scenario;
    if (!strategy.isEmpty())
        s.strategy.id = strategy;
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QMap<QString, int> misplaced;
    int kinds = 0;
    QSet<int> seen;
    for (const TraceRecord &rec : r.trace.records()) {
        QVERIFY(rec.kind() < TraceKind::Count);
        if (!seen.contains(int(rec.kind()))) {
            seen.insert(int(rec.kind()));
            ++kinds;
        }
        if (!TraceKinds::actorFits(rec.kind(), rec.actor()))
            ++misplaced[Trace::kindName(rec.kind()) + QStringLiteral(" on actor ") + QString::number(rec.actor())];
    }
    QVERIFY(kinds >= 5);
    QVERIFY2(misplaced.isEmpty(), qPrintable(QStringList(misplaced.keys()).join(QStringLiteral(", "))));
}

QTEST_GUILESS_MAIN(TestTraceKinds)
#include "tst_tracekinds.moc"
