// The picture and the words come from one reading of the run: the arrows
// the timeline draws are the cause graph's edges, exactly (as sets; a
// record an offset reset skipped is linked to its reset), and the
// duplicate each violation tells of is an arrow with the same two
// application times — for every built-in and every scenario outside the
// library, under every strategy. The cache entries drawn are the lives the
// analysis replayed, the rewinds and offset steps its Kafka log.

#include "run/simulation.h"
#include "scenario/builtinscenarios.h"
#include "scenario/brokerprofile.h"
#include "scenario/scenarioio.h"
#include "scenario/vocabulary.h"
#include "timeline/timelinecauses.h"
#include "timeline/timelineindex.h"

#include <QDir>
#include <set>
#include <tuple>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace idem;
using namespace idem::ui;

class TestCauseParity final : public QObject
{
    Q_OBJECT
private slots:
    void arrowsAreTheGraph_data();
    void arrowsAreTheGraph();

private:
    static void barsAreTheHistory(const RunResult &run, const TimelineCauses &causes);
    QTemporaryDir m_dir;
};

void TestCauseParity::arrowsAreTheGraph_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("strategy");
    for (const QString &name : BuiltinScenarios::names())
        QTest::newRow(qPrintable(name)) << QStringLiteral("builtin:") + name << QString();
    const QDir dir(QStringLiteral(UNSEEN_DIR));
    const QStringList unseen = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(unseen.size() >= 8);
    for (const QString &file : unseen) {
        for (const QString &strategy : vocab::strategies())
            QTest::newRow(qPrintable(QFileInfo(file).completeBaseName() + QStringLiteral(", ") + strategy))
                << dir.filePath(file) << strategy;
    }
}

void TestCauseParity::arrowsAreTheGraph()
{
    QFETCH(QString, source);
    QFETCH(QString, strategy);
    ScenarioLoadResult loaded = ScenarioIo::load(source);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    if (!strategy.isEmpty())
        loaded.scenario.strategy.id = strategy;
    const QString tag = QString::number(qHash(source + strategy), 16);
    Simulation sim(loaded.scenario, m_dir.filePath(tag + QStringLiteral(".sqlite")));
    const RunResult run = sim.run();
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    QVERIFY(run.analysis);

    const BrokerProfile *profile = BrokerProfile::find(run.scenario.broker.profile);
    TimelineIndex index;
    index.build(run.trace, run.scenario.consumers.count, profile && profile->partitioned ? run.scenario.broker.partitions : 1);
    TimelineCauses causes;
    causes.build(index, run.scenario, run.analysis);
    QCOMPARE(causes.analysis(), run.analysis.get()); // read, not worked out again

    // A record never read is drawn from itself to the reset that skipped
    // it: the graph's edge turned round.
    QSet<QPair<quint32, quint32>> drawn;
    int lostDrawn = 0;
    for (const TimelineCause &c : causes.causes()) {
        const bool lost = c.kind == TimelineCause::LostRecord;
        drawn.insert(lost ? qMakePair(c.to, c.from) : qMakePair(c.from, c.to));
        if (lost) {
            ++lostDrawn;
            QCOMPARE(run.trace.at(c.to).kind(), TraceKind::OffsetReset);
            QVERIFY(c.lost);
        }
    }
    QSet<QPair<quint32, quint32>> told;
    for (const CauseEdge &e : run.analysis->causes().edges())
        told.insert({e.from, e.to});
    QCOMPARE(lostDrawn, run.metrics.offsetResetSkipped);
    QCOMPARE(drawn.size(), int(causes.causes().size())); // no arrow drawn twice
    QCOMPARE(drawn, told);

    // The duplicate each violation tells of is drawn, with the same times.
    QSet<QPair<SimTime, SimTime>> repeatArrows;
    for (const TimelineCause &c : causes.causes()) {
        if (c.kind == TimelineCause::Duplicate)
            repeatArrows.insert({run.trace.at(c.from).time(), run.trace.at(c.to).time()});
    }
    for (const Violation &v : run.violations) {
        for (const ViolationCause &c : v.causes) {
            if (v.kind == ViolationKind::DuplicateSideEffect)
                QVERIFY2(repeatArrows.contains({c.firstAppliedAt, c.appliedAt}),
                         qPrintable(QStringLiteral("%1: %2 → %3 not drawn").arg(Scenario::businessKey(v.logical))
                                        .arg(c.firstAppliedAt).arg(c.appliedAt)));
        }
    }

    barsAreTheHistory(run, causes);

    // The cache lane draws every life the analysis replayed, each once.
    int entries = 0;
    for (const TimelineBar &b : causes.bars().all())
        entries += b.kind == TimelineBar::CacheEntry ? 1 : 0;
    QCOMPARE(entries, int(run.analysis->cache().lives().size()));
    QCOMPARE(causes.rewinds().size(), run.analysis->kafka().rewinds().size());
}

namespace {
// A bar or a history entry as the values a reader sees: whose, whose
// consumer, from when until when, and what kind (a handler's end, a hold's kind).
using Stretch = std::tuple<quint32, int, SimTime, SimTime, int>;

QString describe(const Stretch &s)
{
    return QStringLiteral("(%1, consumer %2, %3 → %4, kind %5)")
        .arg(Scenario::businessKey(int(std::get<0>(s))))
        .arg(std::get<1>(s))
        .arg(std::get<2>(s))
        .arg(std::get<3>(s))
        .arg(std::get<4>(s));
}

QString difference(const std::multiset<Stretch> &a, const std::multiset<Stretch> &b)
{
    std::vector<Stretch> only;
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(only));
    QStringList out;
    for (std::size_t i = 0; i < only.size() && i < 5; ++i)
        out.append(describe(only[i]));
    return out.join(QStringLiteral("; "));
}
} // namespace

// Every handler bar is a handling of the message history and every hold
// bar one of its holds, with the same message, consumer, times and kind;
// nothing drawn that the history does not hold, nothing held left undrawn.
void TestCauseParity::barsAreTheHistory(const RunResult &run, const TimelineCauses &causes)
{
    const MessageHistory &history = run.analysis->history();
    std::multiset<Stretch> handlers, handlings, holdBars, holds;
    for (const TimelineBar &b : causes.bars().all()) {
        if (b.kind == TimelineBar::Handler)
            handlers.insert({b.message, b.consumer, b.from, b.to, b.end == TimelineBar::Crashed ? 1 : 0});
        else if (b.kind == TimelineBar::Hold)
            holdBars.insert({b.message, b.consumer, b.from, b.to, b.hold});
    }
    for (const Handling &h : history.handlings()) {
        if (!h.handled())
            continue;
        const bool crashed = h.end == Handling::Crashed || h.end == Handling::Left;
        handlings.insert({h.message, h.consumer, run.trace.at(quint32(h.handleStart)).time(),
                          run.trace.at(quint32(h.last)).time(), crashed ? 1 : 0});
    }
    for (const BrokerHold &h : history.holds())
        holds.insert({h.message, h.consumer, h.from, h.until, int(h.kind)});
    QVERIFY2(handlers == handlings, qPrintable(QStringLiteral("drawn only: %1 / held only: %2")
                                                   .arg(difference(handlers, handlings), difference(handlings, handlers))));
    QVERIFY2(holdBars == holds, qPrintable(QStringLiteral("drawn only: %1 / held only: %2")
                                               .arg(difference(holdBars, holds), difference(holds, holdBars))));
}

QTEST_MAIN(TestCauseParity)
#include "tst_causeparity.moc"
