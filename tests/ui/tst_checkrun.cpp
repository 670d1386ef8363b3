// A check of the user's own consumer (`idemlab check`, issue 33) sees only
// the wire: the delivery, its ack, the ack the proxy dropped, the cut. What
// the handler did in between happened in the user's process. The views must
// draw that stretch as unknown and tell no step the lab did not see: no
// dedup check, commit or effect in the timeline, the explanations, the
// inspector or the code panel; and the run keeps its origin when it is
// written (run_info, summary.json) and read back.
//
// The trace is built as CheckRun::finish builds one (the wire's records on a
// SimContext, judged by GroundTruth from effect counts read elsewhere), so
// the test needs no broker; tst_checkwindow checks the same of a real check.

#include "uitestsupport.h"

#include "analysis/explanationtext.h"

#include "code/codelisting.h"
#include "code/codeview.h"
#include "inspector/inspectorpanel.h"
#include "kernel/simcontext.h"
#include "report/summaryjson.h"
#include "run/groundtruth.h"
#include "scenario/scenarioio.h"
#include "store/rundatabase.h"
#include "timeline/timelinecauses.h"
#include "timeline/timelineindex.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelinestyle.h"

#ifdef IDEMLAB_HAVE_LIVE
#include "liveloop.h"
#endif

#include <QImage>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace idem;
using namespace idem::ui;

class TestCheckRun final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void handlerBarsAreDrawnUnobserved();
    void theLegendNamesTheUnobservedBarOnly();
    void explanationsTellTheWireAndTheDatabaseOnly();
    void inspectorClaimsNoHandlingSteps();
    void codePanelShowsNoListing();
    void originSurvivesTheRunFileAndSummary();

private:
    // order-1: delivered, its ack dropped at the wire and the connection
    // cut, delivered again and acked; order-2 delivered and acked. The
    // user's database holds order-1 twice and order-2 once.
    static RunResult checkRun(TraceOrigin origin);
    static Scenario scenario();

    RunResult m_check;
    RunResult m_simulatedLook; // the same records, as if the lab had run the handler
    QTemporaryDir m_dir;
};

Scenario TestCheckRun::scenario()
{
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:01-happy-path"));
    Scenario s = loaded.scenario;
    s.name = QStringLiteral("check");
    s.messages = 2;
    s.consumers.count = 1;
    s.strategy.id = QStringLiteral("none");
    return s;
}

RunResult TestCheckRun::checkRun(TraceOrigin origin)
{
    SimContext ctx(scenario());
    ctx.startEvents(2, FateNeverDelivered);
    Trace &t = ctx.trace;
    const quint8 c1 = kFirstConsumerActor;
    const auto first = quint16(int(DeliveryCause::First) | (1 << 5));
    const auto again = quint16(int(DeliveryCause::AckLost) | (1 << 5));
    for (quint32 m = 0; m < 2; ++m) {
        t.append(0, TraceKind::PublishAttempt, ActorProducer, m, 1, 1);
        t.append(0, TraceKind::BrokerEnqueued, ActorBroker, m, 1, 1);
        t.append(0, TraceKind::PublishAcked, ActorProducer, m, 1, 0);
        ctx.fates[int(m)] = FateDelivered;
    }
    t.append(1000, TraceKind::Deliver, c1, 0, 1, first);
    t.append(1000, TraceKind::HandleStart, c1, 0, 1, first);
    t.append(40000, TraceKind::AckLost, c1, 0, 1, 1);
    t.append(41000, TraceKind::ConnectionLost, c1, 0, 1);
    t.append(90000, TraceKind::Deliver, c1, 0, 2, again);
    t.append(90000, TraceKind::HandleStart, c1, 0, 2, again);
    t.append(130000, TraceKind::AckSent, c1, 0, 2, 1);
    t.append(140000, TraceKind::Deliver, c1, 1, 1, first);
    t.append(140000, TraceKind::HandleStart, c1, 1, 1, first);
    t.append(180000, TraceKind::AckSent, c1, 1, 1, 1);
    t.setOrigin(origin);
    ctx.metrics.logicalMessages = 2;
    RunResult r;
    r.scenario = ctx.scenario;
    const Outcome judged = GroundTruth::analyze(ctx, QVector<int>{2, 1}, r);
    if (!judged.ok())
        qWarning("%s", qPrintable(judged.error()));
    r.trace = ctx.trace;
    return r;
}

void TestCheckRun::initTestCase()
{
    uitestsupport::pinEnvironment();
    QVERIFY(m_dir.isValid());
    m_check = checkRun(TraceOrigin::Check);
    m_simulatedLook = checkRun(TraceOrigin::Simulated);
    QVERIFY(m_check.analysis);
    QCOMPARE(m_check.metrics.duplicateSideEffects, 1);
    QCOMPARE(m_check.violations.size(), 1);
    QCOMPARE(m_check.trace.hash(), m_simulatedLook.trace.hash()); // the origin is no part of the trace's hash
}

void TestCheckRun::handlerBarsAreDrawnUnobserved()
{
    for (const RunResult *run : {&m_check, &m_simulatedLook}) {
        TimelineIndex index;
        index.build(run->trace, run->scenario.consumers.count, 1);
        TimelineCauses causes;
        causes.build(index, run->scenario, run->analysis);
        int handlers = 0;
        for (const TimelineBar &b : causes.bars().all()) {
            QVERIFY(b.kind != TimelineBar::Transaction && b.kind != TimelineBar::CacheEntry);
            if (b.kind != TimelineBar::Handler)
                continue;
            ++handlers;
            QCOMPARE(b.has(TimelineBar::Unobserved), run == &m_check);
            QVERIFY(!b.has(TimelineBar::Duplicate) && !b.has(TimelineBar::Skipped)); // no step the wire did not see
        }
        QCOMPARE(handlers, 3); // one per delivery: delivery → ack, or → the cut
        // No mark of a handling step: no commit, effect, skip or cache hit.
        for (int row = 0; row < index.rowCount(); ++row) {
            for (Mark m : {Mark::Commit, Mark::Processed, Mark::Skipped, Mark::CacheHit, Mark::DuplicateEffect,
                           Mark::Rollback})
                QVERIFY2(!(index.markMask(row) & (1u << int(m))), qPrintable(QString::number(int(m))));
        }
    }
    // The unknown stretch looks unlike a handler the lab ran: grey, and
    // hatched (its pixels alternate) where the lab's is a flat tint.
    const quint8 unobserved = TimelineBar::Unobserved;
    QVERIFY(TimelineStyle::barColor(TimelineBar::Handler, unobserved) != TimelineStyle::barColor(TimelineBar::Handler, 0));
    QCOMPARE(TimelineStyle::barColor(TimelineBar::Handler, unobserved).saturation(), 0);
    const auto distinctInside = [](quint8 flags) {
        QImage image(60, 20, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        TimelineStyle::drawBar(p, QRectF(0, 0, 60, 20), TimelineBar::Handler, TimelineBar::Done, flags);
        p.end();
        QSet<QRgb> colours;
        for (int x = 10; x < 50; ++x)
            colours.insert(image.pixel(x, 10));
        return colours.size();
    };
    QVERIFY(distinctInside(unobserved) >= 2);
    QCOMPARE(distinctInside(0), 1);
}

void TestCheckRun::theLegendNamesTheUnobservedBarOnly()
{
    const auto handlerEntries = [](const RunResult &run) {
        TimelineIndex index;
        index.build(run.trace, run.scenario.consumers.count, 1);
        TimelineCauses causes;
        causes.build(index, run.scenario, run.analysis);
        TimelineLegend legend;
        legend.setRun(&index, &causes);
        QList<quint8> flags;
        for (const TimelineLegend::Entry &e : legend.shown()) {
            if (e.sample == TimelineLegend::Sample::Bar && e.bar == TimelineBar::Handler)
                flags.append(e.flags);
        }
        return flags;
    };
    QCOMPARE(handlerEntries(m_check), QList<quint8>{quint8(TimelineBar::Unobserved)});
    QCOMPARE(handlerEntries(m_simulatedLook), QList<quint8>{quint8(0)});
}

void TestCheckRun::explanationsTellTheWireAndTheDatabaseOnly()
{
    const Explanation &e = m_check.violations.first().explained;
    QVERIFY(!e.parts.isEmpty());
    QCOMPARE(e.parts.first().sentence, Sentence::CheckHeldTimes);
    QCOMPARE(e.parts.first().number(Role::Count), 2);
    // Every delivery of order-1, in order, and why the second came: the ack
    // dropped at the wire. No step inside the handler: no application time,
    // no guard, no inbox check or commit.
    QVector<qint64> delivered;
    bool ackLostTold = false;
    for (const ExplanationPart &p : e.parts) {
        if (p.sentence == Sentence::CheckDelivered)
            delivered.append(p.number(Role::Delivery));
        if (p.sentence == Sentence::AckLostAt || p.sentence == Sentence::AckLostWithConnection)
            ackLostTold = p.number(Role::AckLostAt) == 40000;
        for (Role step : {Role::AppliedAt, Role::FirstAppliedAt, Role::Guard, Role::FirstCheckAt,
                          Role::SecondCheckAt, Role::FirstCommitAt, Role::CacheSetAt})
            QVERIFY2(!p.has(step), qPrintable(ExplanationText::text(e)));
        QVERIFY(p.sentence != Sentence::NoDedup && p.sentence != Sentence::NotRecognised
                && p.sentence != Sentence::FirstApplied && p.sentence != Sentence::RepeatApplied);
    }
    QCOMPARE(delivered, (QVector<qint64>{1, 2}));
    QVERIFY2(ackLostTold, qPrintable(ExplanationText::text(e)));
    // The lab's own run of the same records tells the lab's story instead.
    QVERIFY(m_simulatedLook.violations.first().explained.parts.first().sentence != Sentence::CheckHeldTimes);
}

void TestCheckRun::inspectorClaimsNoHandlingSteps()
{
    const auto section = [](const char *title) {
        return QCoreApplication::translate("idem::ui::InspectorHtml", title);
    };
    const auto textFor = [](const RunResult &run) {
        InspectorPanel panel;
        panel.setRun(std::make_shared<const RunResult>(run));
        int handleStart = -1;
        for (std::size_t i = 0; i < run.trace.size(); ++i) {
            if (run.trace.at(i).kind() == TraceKind::HandleStart && handleStart < 0)
                handleStart = int(i);
        }
        panel.inspect(handleStart);
        return panel.plainText();
    };
    const QString check = textFor(m_check);
    const QString lab = textFor(m_simulatedLook);
    for (const char *claim : {"SQL that ran", "Transaction"}) {
        QVERIFY2(lab.contains(section(claim)), qPrintable(lab));
        QVERIFY2(!check.contains(section(claim)), qPrintable(check));
    }
    QVERIFY2(check.contains(section("Inside your consumer")), qPrintable(check));
    QVERIFY2(!lab.contains(section("Inside your consumer")), qPrintable(lab));
}

void TestCheckRun::codePanelShowsNoListing()
{
    CodeView check;
    check.setRun(std::make_shared<const RunResult>(m_check));
    QVERIFY(!check.currentListing().has_value());
    CodeView lab;
    lab.setRun(std::make_shared<const RunResult>(m_simulatedLook));
    QVERIFY(lab.currentListing().has_value()); // the lab's own handler has a listing
    // A record of the check highlights nothing.
    check.showRecord(4);
    QCOMPARE(check.shownRecord(), -1);
}

void TestCheckRun::originSurvivesTheRunFileAndSummary()
{
    const QJsonObject summary = SummaryJson::build(m_check);
    QCOMPARE(summary.value(QStringLiteral("origin")).toString(), QStringLiteral("check"));
    QCOMPARE(Trace::originFromName(summary.value(QStringLiteral("origin")).toString()), TraceOrigin::Check);
    QCOMPARE(SummaryJson::build(m_simulatedLook).value(QStringLiteral("origin")).toString(), QStringLiteral("simulated"));
#ifdef IDEMLAB_HAVE_LIVE
    // The run file keeps it in run_info: the rows CheckRun writes.
    const QString db = m_dir.filePath(QStringLiteral("check.sqlite"));
    QVERIFY(RunDatabase::create(db, RunDatabaseOptions()).ok());
    const QHash<QString, QString> info =
        live::LiveLoop::runInfo(m_check.scenario, m_check.trace, m_check.valid, QStringLiteral("private node"));
    QVERIFY(RunDatabase::writeRunInfo(db, info, m_check.fates).ok());
    QHash<QString, QString> read;
    QCOMPARE(RunDatabase::readRunInfo(db, &read).error(), QString());
    QCOMPARE(Trace::originFromName(read.value(QStringLiteral("origin"))), TraceOrigin::Check);
    QCOMPARE(read.value(QStringLiteral("traceHash")), m_check.trace.hashHex());
#endif
    for (TraceOrigin o : {TraceOrigin::Simulated, TraceOrigin::Live, TraceOrigin::Check})
        QCOMPARE(Trace::originFromName(Trace::originName(o)), o);
    QCOMPARE(Trace::originFromName(QString()), TraceOrigin::Simulated); // a run written before origins
    // A copy of the trace (the window's shared run) keeps it too.
    const Trace copy = m_check.trace;
    QVERIFY(!copy.handlingObserved());
}

QTEST_MAIN(TestCheckRun)
#include "tst_checkrun.moc"
