// Mouse events go through the platform (QWindowSystemInterface), as a real
// click does, so a right click produces a real QContextMenuEvent.
#define QTEST_QPA_MOUSE_HANDLING

#include "kernel/partitioner.h"
#include "run/simulation.h"
#include "scenario/brokerprofile.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "timeline/timelinebinner.h"
#include "timeline/timelinecauses.h"
#include "timeline/timelinecausetext.h"
#include "timeline/timelineindex.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelineruler.h"
#include "timeline/timelinestyle.h"
#include "timeline/timelinetext.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QResizeEvent>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <functional>
#include <map>

using namespace idem;
using namespace idem::ui;

namespace {

constexpr SimTime kSecond = 1000 * 1000;

int findRecord(const Trace &trace, const std::function<bool(const TraceRecord &)> &match)
{
    for (std::size_t i = 0; i < trace.size(); ++i) {
        if (match(trace.at(i)))
            return int(i);
    }
    return -1;
}

int findKind(const Trace &trace, TraceKind kind, int detail = -1)
{
    return findRecord(trace, [=](const TraceRecord &r) {
        return r.kind() == kind && (detail < 0 || r.detail == detail);
    });
}

// A synthetic run: one consumer processing 10 000 events, one of them twice.
std::shared_ptr<RunResult> denseRun(int *duplicate)
{
    auto run = std::make_shared<RunResult>();
    run->scenario.consumers.count = 1;
    const quint8 consumer = kFirstConsumerActor;
    for (int i = 0; i < 10000; ++i) {
        const SimTime t = SimTime(i) * 1000;
        run->trace.append(t, TraceKind::Deliver, consumer, quint32(i), 1, 0);
        run->trace.append(t + 400, TraceKind::SideEffect, consumer, quint32(i), 1, 0);
        if (i == 5000) {
            *duplicate = int(run->trace.size());
            run->trace.append(t + 500, TraceKind::SideEffect, consumer, quint32(i), 2, 1);
        }
    }
    return run;
}

bool nearColour(const QImage &image, const QPointF &at, const QColor &wanted, int radius)
{
    for (int dy = -radius; dy <= radius; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint p = at.toPoint() + QPoint(dx, dy);
            if (!image.rect().contains(p))
                continue;
            const QColor c = image.pixelColor(p);
            if (qAbs(c.red() - wanted.red()) + qAbs(c.green() - wanted.green()) + qAbs(c.blue() - wanted.blue()) < 40)
                return true;
        }
    }
    return false;
}

} // namespace

class TestTimeline final : public QObject
{
    Q_OBJECT
private slots:
    void aFanOfRepeatsNamesTheRangeOfTheFirstApplications();
    void initTestCase();
    void init();
    void cleanup();

    void layoutRoundTrip_data();
    void layoutRoundTrip();
    void zoomKeepsTimeUnderCursor_data();
    void zoomKeepsTimeUnderCursor();
    void fitShowsWholeRun();
    void gapCompressionShortensIdleWait();
    void honestCompressionKeepsSpansWhole();
    void legendIsShownAndListsThisRun();
    void causeArrowsFollowTheSelection();
    void jetStreamDrawsEveryHold();
    void handlerBarsEndWithTheirHandling();
    void wordsSayWhatThisRunDid();
    void keptLayerMatchesAFreshPaint();
    void playheadDimsALabelWholeByItsMoment();
    void aCacheEntrysEndIsNotToldBeforeIt();
    void thePlayheadLeavesTheTimeItStandsOnReadable();
    void marksStandOutOnADarkPalette();
    void causeLabelsNameOneBundleEach();
    void duplicatedMessagesShowTheirCacheEntry();
    void caughtRepeatsShowTheirCause();
    void hitTestFindsRecord_data();
    void hitTestFindsRecord();
    void ensureRecordVisibleZoomsToIt();
    void rightClickEmitsContextSignals();
    void followAndClickSelects();
    void doubleClickFollowsMessage();
    void rulerClickScrubsPlayhead();
    void tooltipDescribesRecord();
    void denseBinsKeepMostSevereMark();
    void evenlySpacedMarksKeepEvenGapsAtFit_data();
    void evenlySpacedMarksKeepEvenGapsAtFit();
    void keyboardZoomsAndPans();
    void tickStep_data();
    void tickStep();
    void rulerUsesLocaleDigits_data();
    void rulerUsesLocaleDigits();
    void kafkaPartitionsGetBrokerLanes();
    void rightToLeftKeepsTimeLeftToRight();
    void legendListsEveryMark();
    void legendSamplesSitInTheirBox();
    void renders();
    void setVisibleRangeShowsExactlyThatRange_data();
    void setVisibleRangeShowsExactlyThatRange();
    void builtinsLinkEveryRedeliveryAndDuplicate_data();
    void builtinsLinkEveryRedeliveryAndDuplicate();

private:
    void showView();
    void zoomAround(SimTime t, SimTime window);
    QString pngDir() const { return qEnvironmentVariable("IDEMLAB_TIMELINE_PNG"); }

    QTemporaryDir m_dir;
    std::shared_ptr<const RunResult> m_run;
    std::shared_ptr<const RunResult> m_kafka;
    std::unique_ptr<TimelineView> m_view;
};

void TestTimeline::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());

    // SQS FIFO defaults: a lost ack comes back after the 30 s visibility
    // timeout, and with no deduplication it is applied twice.
    Scenario s;
    s.messages = 20;
    s.strategy.id = QStringLiteral("none");
    s.faults.ackLost = 0.2;
    Simulation sim(s, m_dir.filePath(QStringLiteral("none.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    QVERIFY(findKind(run->trace, TraceKind::AckLost) >= 0);
    QVERIFY(findKind(run->trace, TraceKind::SideEffect, 1) >= 0);
    m_run = run;

    Scenario k;
    k.messages = 60;
    k.publishIntervalMs = 100;
    k.broker.profile = QStringLiteral("kafka");
    BrokerProfile::applyDefaults(k.broker);
    k.broker.partitions = 3;
    k.consumers.count = 2;
    k.strategy.id = QStringLiteral("none");
    ScheduledFault crash;
    crash.kind = ScheduleKind::ConsumerCrash;
    crash.atMs = 3000;
    crash.consumer = 2;
    k.faults.schedule.append(crash);
    Simulation kafka(k, m_dir.filePath(QStringLiteral("kafka.sqlite")));
    auto kafkaRun = std::make_shared<RunResult>(kafka.run());
    QVERIFY2(kafkaRun->error.isEmpty(), qPrintable(kafkaRun->error));
    m_kafka = kafkaRun;
}

void TestTimeline::init()
{
    m_view = std::make_unique<TimelineView>();
    m_view->resize(1000, 420);
    m_view->setRun(m_run);
}

void TestTimeline::cleanup()
{
    m_view.reset();
}

void TestTimeline::showView()
{
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TestTimeline::zoomAround(SimTime t, SimTime window)
{
    m_view->fit();
    for (int i = 0; i < 60 && m_view->visibleTo() - m_view->visibleFrom() > window; ++i)
        m_view->zoomIn();
    m_view->centerOn(t);
}

void TestTimeline::layoutRoundTrip_data()
{
    QTest::addColumn<bool>("compress");
    QTest::addColumn<double>("zoom");
    QTest::newRow("fit") << false << 1.0;
    QTest::newRow("fit, gaps compressed") << true << 1.0;
    QTest::newRow("zoomed 50x") << false << 50.0;
    QTest::newRow("zoomed 50x, gaps compressed") << true << 50.0;
    QTest::newRow("zoomed 10^5x, gaps compressed") << true << 1e5;
}

void TestTimeline::layoutRoundTrip()
{
    QFETCH(bool, compress);
    QFETCH(double, zoom);
    // The mapping is a plain class: no widget, no painting.
    TimelineIndex index;
    index.build(m_run->trace, 1);
    TimelineLayout layout;
    layout.setTimeRange(index.startTime(), index.endTime());
    layout.setGaps(index.gaps());
    layout.setCompressGaps(compress);
    layout.setPlotArea(120, 880);
    layout.setRows(30, 40, index.rowCount(), 380);
    layout.fit();
    layout.zoomAt(zoom, layout.plotLeft() + 200);
    const Trace &trace = m_run->trace;
    double previousX = -1e300;
    for (std::size_t i = 0; i < trace.size(); i += 3) {
        const double t = double(trace.at(i).time());
        const double x = layout.xForTime(t);
        QVERIFY2(x >= previousX, "time must map to x monotonically");
        previousX = x;
        QVERIFY2(qAbs(layout.timeForX(x) - t) <= 0.5, qPrintable(QString::number(layout.timeForX(x) - t)));
    }
    // Lanes: the centre of each row maps back to that row; outside, none.
    for (int row = 0; row < layout.rowCount(); ++row)
        QCOMPARE(layout.rowAt(layout.rowCenter(row)), row);
    QCOMPARE(layout.rowAt(layout.rowsTop() - 1), -1);
    QCOMPARE(layout.rowAt(layout.rowsTop() + layout.rowCount() * layout.rowHeight() + 1), -1);
}

void TestTimeline::zoomKeepsTimeUnderCursor_data()
{
    QTest::addColumn<int>("angle");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<double>("at"); // fraction of the plot width
    QTest::newRow("wheel in, left third") << 120 << 0 << 0.33;
    QTest::newRow("wheel in, right edge") << 240 << 0 << 0.95;
    QTest::newRow("ctrl+wheel in, middle") << 120 << int(Qt::ControlModifier) << 0.5;
    QTest::newRow("wheel out, middle") << -120 << 0 << 0.5;
}

void TestTimeline::zoomKeepsTimeUnderCursor()
{
    QFETCH(int, angle);
    QFETCH(int, modifiers);
    QFETCH(double, at);
    showView();
    const TimelineLayout &layout = m_view->layout();
    // Start zoomed in and in the middle so zooming out has room both ways.
    m_view->zoomIn();
    m_view->zoomIn();
    m_view->zoomIn();
    m_view->centerOn((m_run->trace.at(0).time() + m_run->trace.at(m_run->trace.size() - 1).time()) / 2);
    const QPointF pos(layout.plotLeft() + at * layout.plotWidth(), layout.rowCenter(1));
    const double before = layout.timeForX(pos.x());
    const double scaleBefore = layout.scale();
    QWheelEvent wheel(pos, m_view->mapToGlobal(pos), QPoint(), QPoint(0, angle), Qt::NoButton,
                      Qt::KeyboardModifiers(modifiers), Qt::NoScrollPhase, false);
    QApplication::sendEvent(m_view.get(), &wheel);
    QVERIFY(angle > 0 ? layout.scale() > scaleBefore : layout.scale() < scaleBefore);
    const double onePixel = 1.0 / layout.scale();
    QVERIFY2(qAbs(layout.timeForX(pos.x()) - before) <= onePixel,
             qPrintable(QStringLiteral("moved by %1 µs").arg(layout.timeForX(pos.x()) - before)));
}

void TestTimeline::fitShowsWholeRun()
{
    m_view->zoomIn();
    m_view->zoomIn();
    m_view->panRight();
    QSignalSpy range(m_view.get(), &TimelineView::visibleRangeChanged);
    m_view->fit();
    const TimelineLayout &layout = m_view->layout();
    const SimTime start = m_run->trace.at(0).time();
    const SimTime end = m_run->trace.at(m_run->trace.size() - 1).time();
    QVERIFY(layout.xForTime(double(start)) >= layout.plotLeft());
    QVERIFY(layout.xForTime(double(end)) <= layout.plotRight());
    // …and uses the width: the run spans most of the plot.
    QVERIFY(layout.xForTime(double(end)) - layout.xForTime(double(start)) > 0.9 * layout.plotWidth());
    QCOMPARE(range.count(), 1);
    QCOMPARE(range.last().at(0).value<SimTime>(), start);
    QCOMPARE(range.last().at(1).value<SimTime>(), end);
    QVERIFY(!layout.canZoomOut());
}

void TestTimeline::setVisibleRangeShowsExactlyThatRange_data()
{
    QTest::addColumn<bool>("compress");
    QTest::newRow("linear") << false;
    QTest::newRow("gaps compressed") << true;
}

void TestTimeline::setVisibleRangeShowsExactlyThatRange()
{
    // Two stacked runs share one axis by handing each other their range.
    QFETCH(bool, compress);
    m_view->setCompressGaps(compress);
    // A range of activity: from the first record to the last one before the
    // longest idle wait (a range made mostly of a squeezed gap cannot fill
    // the plot, by design).
    std::size_t beforeGap = 0;
    SimTime longest = 0;
    for (std::size_t i = 1; i < m_run->trace.size(); ++i) {
        const SimTime wait = m_run->trace.at(i).time() - m_run->trace.at(i - 1).time();
        if (wait > longest) {
            longest = wait;
            beforeGap = i - 1;
        }
    }
    const SimTime from = m_run->trace.at(0).time();
    const SimTime to = m_run->trace.at(beforeGap).time();
    QVERIFY(to > from);
    m_view->setVisibleRange(from, to);
    const TimelineLayout &layout = m_view->layout();
    // The range starts at the plot's left edge and spans its width (to a pixel).
    QVERIFY(qAbs(layout.xForTime(double(from)) - layout.plotLeft()) < 1.0);
    QVERIFY(qAbs(layout.xForTime(double(to)) - layout.plotRight()) < 1.0);
    m_view->fit();
}

void TestTimeline::gapCompressionShortensIdleWait()
{
    TimelineIndex index;
    index.build(m_run->trace, 1);
    // The 30 s visibility timeout leaves a long wait with no record at all.
    SimTime longest = 0;
    for (const TimelineGap &g : index.gaps())
        longest = qMax(longest, g.to - g.from);
    QVERIFY2(longest > 25 * kSecond, qPrintable(QString::number(longest)));

    TimelineLayout plain;
    TimelineLayout compressed;
    for (TimelineLayout *l : {&plain, &compressed}) {
        l->setTimeRange(index.startTime(), index.endTime());
        l->setGaps(index.gaps());
        l->setPlotArea(100, 900);
    }
    plain.setCompressGaps(false);
    compressed.setCompressGaps(true);
    // Fitting the run, the busy parts get far more room when the wait is squeezed.
    QVERIFY(compressed.fitScale() > 5 * plain.fitScale());
    // At one scale the wait shrinks to a fixed width.
    const double scale = qMax(plain.fitScale(), compressed.fitScale()) * 2;
    plain.setScale(scale, 100);
    compressed.setScale(scale, 100);
    QCOMPARE(plain.scale(), compressed.scale());
    QVERIFY(compressed.contentWidth() < plain.contentWidth() - 0.9 * double(longest) * scale);
    int gapSegments = 0;
    for (const TimelineLayout::Segment &seg : compressed.segments()) {
        if (seg.gap) {
            ++gapSegments;
            QCOMPARE(seg.x1 - seg.x0, TimelineLayout::kGapWidth);
        }
    }
    QVERIFY(gapSegments >= 1);

    // The view never squeezes that wait: the broker's hold on the delivery
    // whose ack was lost spans it, and so does the arrow to the redelivery.
    // A run this short also starts on a linear axis.
    QVERIFY(!m_view->compressGaps());
    for (const TimelineGap &g : m_view->compressibleGaps())
        QVERIFY2(g.to - g.from < longest, "the hold's wait must not be compressible");
    m_view->setCompressGaps(true);
    QVERIFY(m_view->compressGaps());
}

void TestTimeline::honestCompressionKeepsSpansWhole()
{
    // A long synthetic run: a slow handler spans one idle stretch, nothing
    // spans the other. Only the empty one may be squeezed.
    auto run = std::make_shared<RunResult>();
    run->scenario.consumers.count = 1;
    run->scenario.broker.profile = QStringLiteral("sqs-fifo");
    const quint8 c = kFirstConsumerActor;
    SimTime t = 0;
    for (int i = 0; i < 12000; ++i, t += 1000) {
        run->trace.append(t, TraceKind::Deliver, c, quint32(i), 1, 0);
        run->trace.append(t, TraceKind::HandleStart, c, quint32(i), 1, 0);
        run->trace.append(t + 400, TraceKind::SideEffect, c, quint32(i), 1, 0);
        run->trace.append(t + 500, TraceKind::AckSent, c, quint32(i), 1, 1);
        if (i == 4000) { // a handler that hangs for 100 s
            run->trace.append(t + 600, TraceKind::Deliver, c, 20000, 1, 0);
            run->trace.append(t + 600, TraceKind::HandleStart, c, 20000, 1, 0);
            t += 100 * kSecond;
            run->trace.append(t, TraceKind::SideEffect, c, 20000, 1, 0);
            run->trace.append(t + 100, TraceKind::AckSent, c, 20000, 1, 1);
        }
        if (i == 8000)
            t += 100 * kSecond; // nothing at all for 100 s
    }
    m_view->setRun(run);
    QVERIFY2(m_view->compressGaps(), "a long, busy run starts compressed");
    const std::vector<TimelineGap> &gaps = m_view->compressibleGaps();
    QCOMPARE(int(gaps.size()), 1);
    QVERIFY(gaps.front().from > 4000 * 1000 + 100 * kSecond); // after the hang, not inside it
    QVERIFY(gaps.front().to - gaps.front().from >= 99 * kSecond);
    // The slow handler's bar is whole: drawn at the scale of the rest.
    const TimelineLayout &layout = m_view->layout();
    const double hangStart = layout.xForTime(4000.0 * 1000 + 600);
    const double hangEnd = layout.xForTime(4000.0 * 1000 + 100 * kSecond);
    const double whole = layout.xForTime(double(run->trace.records().back().time())) - layout.xForTime(0);
    QVERIFY(hangEnd - hangStart > 0.3 * whole); // 100 s of a 312 s run, minus the squeezed 100 s
    // Fitting leaves room right of the end.
    m_view->fit();
    QVERIFY(layout.xForTime(double(run->trace.records().back().time())) <= layout.plotRight() - 40);
}

void TestTimeline::legendIsShownAndListsThisRun()
{
    showView();
    QVERIFY(m_view->legendVisible());
    TimelineLegend *legend = m_view->legend();
    QVERIFY(legend && legend->isVisible());
    // Along the bottom, below the lanes.
    QCOMPARE(legend->geometry().bottom(), m_view->height() - 1);
    QVERIFY(m_view->layout().rowsBottom() <= legend->geometry().top());
    QStringList names;
    for (const TimelineLegend::Entry &e : legend->shown())
        names << e.name;
    // This run has a lost ack, its redelivery after the hold, a duplicate.
    QVERIFY(names.contains(TimelineText::markName(Mark::LostAck)));
    QVERIFY(names.contains(TimelineText::markName(Mark::DuplicateEffect)));
    QVERIFY(names.contains(QStringLiteral("Broker waits for the ack")));
    QVERIFY(names.contains(QStringLiteral("Cause of a redelivery")));
    // …and nothing it cannot show.
    QVERIFY(!names.contains(QStringLiteral("Committed offset")));
    QVERIFY(!names.contains(QStringLiteral("Broker gave up"))); // every hold here ends in a redelivery
    QVERIFY(!names.contains(TimelineText::markName(Mark::Rebalance)));
    m_view->setRun(m_kafka);
    names.clear();
    for (const TimelineLegend::Entry &e : legend->shown())
        names << e.name;
    QVERIFY(names.contains(QStringLiteral("Committed offset")));
    m_view->setRun(m_run);
    const double rowHeight = m_view->layout().rowHeight();
    m_view->setLegendVisible(false);
    QVERIFY(!legend->isVisible());
    QVERIFY(m_view->layout().rowHeight() >= rowHeight); // the lanes get the room
}

void TestTimeline::causeArrowsFollowTheSelection()
{
    // Nothing selected: the causes of the duplicated messages. A selected
    // record: its message's. The toggle: all.
    const TimelineCauses &causes = m_view->causes();
    QVERIFY(!causes.causes().empty());
    const int duplicate = findKind(m_run->trace, TraceKind::SideEffect, 1);
    const std::vector<std::size_t> into = causes.causesInto(quint32(duplicate));
    QCOMPARE(int(into.size()), 1);
    const TimelineCause &link = causes.causes()[into.front()];
    QCOMPARE(link.kind, TimelineCause::Duplicate);
    QVERIFY(link.duplicated);
    // The redelivery before it is linked to the lost ack, with the timeout in its label.
    const quint32 message = m_run->trace.at(std::size_t(duplicate)).message;
    bool lostAck = false;
    for (std::size_t i : causes.causesOf(message)) {
        const TimelineCause &c = causes.causes()[i];
        if (c.kind == TimelineCause::Redelivery && c.cause == DeliveryCause::AckLost) {
            lostAck = true;
            QCOMPARE(m_run->trace.at(c.from).kind(), TraceKind::AckLost);
            QVERIFY(TimelineCauseText::causeLabel(c, causes, QLocale()).contains(QStringLiteral("visibility timeout 30 s")));
        }
    }
    QVERIFY(lostAck);
    // The hold that ended in that redelivery.
    bool held = false;
    for (const TimelineBar *b : causes.bars().ofMessage(message))
        held = held || (b->kind == TimelineBar::Hold && b->end == TimelineBar::Redelivered && b->has(TimelineBar::AckLost));
    QVERIFY(held);
}

void TestTimeline::jetStreamDrawsEveryHold()
{
    // JetStream, MaxDeliver 2: order-2's ack is lost twice (AckWait runs out,
    // redelivered; runs out again, MaxDeliver reached, not delivered again)
    // and order-4's handlers hang 70 s, past AckWait, twice (on consumer-2,
    // then on consumer-1 while the first still runs). Every delivery the
    // broker held until it took it back or gave it up is a hold bar, from
    // the delivery to that record; the last one is painted too.
    Scenario s;
    s.messages = 5;
    s.publishIntervalMs = 100;
    s.broker.profile = QStringLiteral("nats-jetstream");
    BrokerProfile::applyDefaults(s.broker);
    s.broker.maxDeliveries = 2;
    s.strategy.id = QStringLiteral("none");
    s.consumers.count = 2;
    for (int delivery : {1, 2}) {
        ScheduledFault lost;
        lost.kind = ScheduleKind::AckLost;
        lost.message = QStringLiteral("order-2");
        lost.delivery = delivery;
        s.faults.schedule.append(lost);
        ScheduledFault slow;
        slow.kind = ScheduleKind::SlowHandler;
        slow.message = QStringLiteral("order-4");
        slow.delivery = delivery;
        slow.durationMs = 70000;
        s.faults.schedule.append(slow);
    }
    Simulation sim(s, m_dir.filePath(QStringLiteral("jetstream.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    const Trace &trace = run->trace;
    m_view->resize(1400, 520);
    m_view->setRun(run);
    const TimelineCauses &causes = m_view->causes();

    int gaveUp = 0;
    for (const quint32 message : {1u, 3u}) { // order-2, order-4
        // The trace's holds: a delivery of this message, closed by the
        // broker taking it back (requeue, dead letter, MaxDeliver).
        struct Held
        {
            SimTime from;
            SimTime to;
            TraceKind end;
        };
        std::vector<Held> held;
        for (std::size_t i = 0; i < trace.size(); ++i) {
            const TraceRecord &r = trace.at(i);
            if (r.message != message || r.actor() != ActorBroker)
                continue;
            if (r.kind() != TraceKind::Requeued && r.kind() != TraceKind::DeadLettered
                && r.kind() != TraceKind::MaxDeliveries)
                continue;
            const int deliver = findRecord(trace, [&](const TraceRecord &d) {
                return d.kind() == TraceKind::Deliver && d.message == message && d.delivery == r.delivery;
            });
            QVERIFY(deliver >= 0);
            held.push_back({trace.at(std::size_t(deliver)).time(), r.time(), r.kind()});
        }
        QVERIFY2(held.size() == 2, qPrintable(Scenario::businessKey(int(message)))); // redelivered, then given up
        QCOMPARE(held.back().end, TraceKind::MaxDeliveries);
        std::vector<const TimelineBar *> bars;
        for (const TimelineBar *b : causes.bars().ofMessage(message)) {
            if (b->kind == TimelineBar::Hold)
                bars.push_back(b);
        }
        QCOMPARE(bars.size(), held.size());
        for (std::size_t i = 0; i < held.size(); ++i) {
            QCOMPARE(bars[i]->from, held[i].from);
            QCOMPARE(bars[i]->to, held[i].to);
            QCOMPARE(bars[i]->end, held[i].end == TraceKind::Requeued ? TimelineBar::Redelivered : TimelineBar::GaveUp);
            QVERIFY(bars[i]->has(TimelineBar::Notable)); // drawn without selecting the message
        }
        const QString label = TimelineCauseText::barLabel(*bars.back(), causes, QLocale());
        QVERIFY2(label.contains(QStringLiteral("MaxDeliver 2")), qPrintable(label));
        QVERIFY2(label.contains(QStringLiteral("AckWait 30 s")), qPrintable(label));
        ++gaveUp;

        // Painted: the hold's end, where the broker gives up, has the dead-letter colour.
        showView();
        m_view->setVisibleRange(held.back().from - 2 * kSecond, held.back().to + 2 * kSecond);
        const QImage image = m_view->grab().toImage();
        const TimelineLayout &layout = m_view->layout();
        const double x = layout.xForTime(double(held.back().to)) - 2;
        const int row = m_view->causes().index()->brokerRowOf(message);
        bool found = false;
        for (double y = layout.rowTop(row); y < layout.rowTop(row) + layout.rowHeight() && !found; y += 1)
            found = nearColour(image, QPointF(x, y), TimelineStyle::markColor(Mark::DeadLettered), 1);
        QVERIFY2(found, "the hold that ends at MaxDeliver is painted, with its given-up end");
        if (!pngDir().isEmpty()) {
            QDir().mkpath(pngDir());
            image.save(pngDir() + QStringLiteral("/jetstream-") + Scenario::businessKey(int(message)) + QStringLiteral(".png"));
        }
    }
    QCOMPARE(gaveUp, 2);
    // The legend tells the two ends apart.
    QStringList names;
    for (const TimelineLegend::Entry &e : m_view->legend()->shown())
        names << e.name;
    QVERIFY(names.contains(QStringLiteral("Broker waits for the ack")));
    QVERIFY(names.contains(QStringLiteral("Broker gave up")));
}

void TestTimeline::handlerBarsEndWithTheirHandling()
{
    // A fresh id per publish retry: order-3's and order-6's confirmations
    // are lost, the producer sends each again 1 s later under a new id, and
    // the one consumer gets both copies (each "delivery 1"). Every handler
    // took 20 ms; none may be drawn as a second-long slow handler joining
    // the first copy's handling to the second copy's.
    const QString path = m_dir.filePath(QStringLiteral("new-guid.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schemaVersion": 1, "name": "new id per retry", "seed": 610, "messages": 8,
 "publishIntervalMs": 100, "effect": "insert-order", "broker": {"profile": "sqs-fifo"},
 "producer": {"messageIdPolicy": "new-per-attempt", "applicationRetries": true, "publishTimeoutMs": 1000},
 "consumers": {"count": 1, "processingMs": 20}, "strategy": {"id": "hybrid"},
 "faults": {"schedule": [{"message": "order-3", "delivery": 1, "kind": "publish-ack-lost"},
                         {"message": "order-6", "delivery": 1, "kind": "publish-ack-lost"}]}})");
    }
    const ScenarioLoadResult loaded = ScenarioIo::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    Simulation sim(loaded.scenario, m_dir.filePath(QStringLiteral("new-guid.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    QCOMPARE(run->metrics.duplicateSideEffects, 2);
    m_view->setRun(run);
    int handlers = 0;
    for (const TimelineBar &b : m_view->causes().bars().all()) {
        if (b.kind != TimelineBar::Handler)
            continue;
        ++handlers;
        QVERIFY2(b.to - b.from < 100 * 1000 && !b.has(TimelineBar::Slow),
                 qPrintable(QStringLiteral("%1's handler from %2 to %3 µs")
                                .arg(Scenario::businessKey(int(b.message)))
                                .arg(b.from)
                                .arg(b.to)));
    }
    QCOMPARE(handlers, 10); // eight messages, two of them twice
}

void TestTimeline::wordsSayWhatThisRunDid()
{
    // Three runs (not in the library) whose picture used to tell another
    // run's story.
    const auto runOf = [this](const char *name, const char *json) {
        const QString path = m_dir.filePath(QLatin1String(name) + QStringLiteral(".json"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return std::shared_ptr<RunResult>();
        file.write(json);
        file.close();
        const ScenarioLoadResult loaded = ScenarioIo::load(path);
        if (!loaded.ok())
            return std::shared_ptr<RunResult>();
        Simulation sim(loaded.scenario, m_dir.filePath(QLatin1String(name) + QStringLiteral(".sqlite")));
        return std::make_shared<RunResult>(sim.run());
    };
    // A cooperative rebalance pauses only the partitions that move: its band
    // does not say the eager protocol's "partitions paused".
    const auto cooperative = runOf("cooperative", R"({"schemaVersion": 1, "name": "c", "seed": 604, "messages": 120,
 "publishIntervalMs": 500, "effect": "insert-order",
 "broker": {"profile": "kafka", "partitions": 4, "assignment": "cooperative-sticky", "rebalance": "cooperative"},
 "consumers": {"count": 2, "processingMs": 10, "restartDelayMs": 10000}, "strategy": {"id": "none"},
 "faults": {"schedule": [{"atMs": 3500, "kind": "consumer-crash", "consumer": 2}]}})");
    QVERIFY(cooperative && cooperative->error.isEmpty());
    m_view->setRun(cooperative);
    int rebalances = 0;
    for (const TimelineSpan &span : m_view->causes().index()->spans()) {
        if (span.kind != TimelineSpan::Rebalance)
            continue;
        ++rebalances;
        const QString text = TimelineCauseText::spanLabel(span, cooperative->scenario);
        QVERIFY2(!text.contains(QStringLiteral("partitions paused")) && text.contains(QStringLiteral("cooperative")),
                 qPrintable(text));
    }
    QVERIFY(rebalances > 0);

    // max.poll.interval.ms: the member is alive, only slow; the legend does
    // not call it a dead member.
    const auto slow = runOf("poll", R"({"schemaVersion": 1, "name": "p", "seed": 605, "messages": 20,
 "publishIntervalMs": 100, "effect": "insert-order", "broker": {"profile": "kafka", "partitions": 2},
 "consumers": {"count": 2, "processingMs": 20, "maxPollIntervalMs": 10000, "maxPollRecords": 5},
 "strategy": {"id": "db-check-then-insert", "uniqueConstraint": false},
 "faults": {"schedule": [{"message": "order-4", "delivery": 1, "kind": "slow-handler", "durationMs": 15000}]}})");
    QVERIFY(slow && slow->error.isEmpty());
    m_view->setRun(slow);
    QStringList names;
    for (const TimelineLegend::Entry &e : m_view->legend()->shown())
        names << e.name;
    QVERIFY2(names.contains(QStringLiteral("Kafka: a slow member removed")), qPrintable(names.join(QLatin1String(", "))));
    QVERIFY(!names.contains(QStringLiteral("Kafka: waiting for a dead member")));

    // One cache lane for two consumers' in-process caches: each entry says
    // whose process it lives in.
    const auto local = runOf("local", R"({"schemaVersion": 1, "name": "l", "seed": 606, "messages": 14,
 "publishIntervalMs": 0, "effect": "insert-order", "broker": {"profile": "rabbitmq-3"},
 "consumers": {"count": 2, "processingMs": 30, "prefetch": 10, "ackEvery": 5}, "strategy": {"id": "cache-local"},
 "faults": {"schedule": [{"message": "order-7", "delivery": 1, "kind": "connection-lost"}]}})");
    QVERIFY(local && local->error.isEmpty());
    m_view->setRun(local);
    int entries = 0;
    for (const TimelineBar &b : m_view->causes().bars().all()) {
        if (b.kind != TimelineBar::CacheEntry)
            continue;
        ++entries;
        const QString text = TimelineCauseText::barLabel(b, m_view->causes(), QLocale());
        QVERIFY2(text.contains(QStringLiteral("consumer-%1's own cache").arg(b.consumer)), qPrintable(text));
    }
    QVERIFY(entries > 0);
}

void TestTimeline::keptLayerMatchesAFreshPaint()
{
    // While a run plays the view repaints the picture it kept and draws the
    // playhead over it. After every change a user can make, what it shows
    // is exactly what a new view in the same state paints from scratch.
    m_view->resize(1200, 460);
    (void)m_view->grab();
    const auto fresh = [this] {
        TimelineView v;
        v.resize(m_view->size());
        QResizeEvent resized(v.size(), QSize()); // laid out now, painted once: by the grab below
        QCoreApplication::sendEvent(&v, &resized);
        v.setRun(m_run);
        v.setShowAllCauses(m_view->showAllCauses());
        v.setCompressGaps(m_view->compressGaps());
        v.setViewport(m_view->layout().scale(), m_view->layout().scroll());
        v.setSelectedRecord(m_view->selectedRecord());
        v.setFollowedMessage(m_view->followedMessage());
        v.setPlayhead(m_view->playhead());
        return v.grab().toImage();
    };
    const int duplicate = findKind(m_run->trace, TraceKind::SideEffect, 1);
    const SimTime end = m_run->trace.records().back().time();
    const std::vector<std::pair<const char *, std::function<void()>>> steps = {
        {"as first shown", [] {}},
        {"playhead at 5 s", [this] { m_view->setPlayhead(5 * kSecond); }},
        {"playhead at 31 s", [this] { m_view->setPlayhead(31 * kSecond); }},
        {"a duplicate selected", [&] { m_view->setSelectedRecord(duplicate); }},
        {"its message followed", [&] { m_view->setFollowedMessage(int(m_run->trace.at(std::size_t(duplicate)).message)); }},
        {"zoomed in", [this] { m_view->zoomIn(); m_view->zoomIn(); }},
        {"playhead moved while zoomed", [this] { m_view->setPlayhead(m_view->visibleFrom() + 1000); }},
        {"every cause arrow", [this] { m_view->setShowAllCauses(true); }},
        {"following stopped", [this] { m_view->setFollowedMessage(-1); }},
        {"selection cleared", [this] { m_view->setSelectedRecord(-1); }},
        {"fitted", [this] { m_view->fit(); }},
        {"playhead at the end", [&] { m_view->setPlayhead(end); }},
        {"resized", [this] { m_view->resize(1100, 500); }},
        {"no playhead", [this] { m_view->setPlayhead(kNever); }},
    };
    for (const auto &step : steps) {
        step.second();
        const QImage shown = m_view->grab().toImage();
        QVERIFY2(shown == fresh(), step.first);
    }
}

void TestTimeline::playheadDimsALabelWholeByItsMoment()
{
    // A label crossing the playhead is not half dimmed: it belongs to one
    // moment (the redelivery or duplicate a cause label explains, the start
    // of a bar), and is drawn whole as the past or whole as the future.
    m_view->resize(1200, 460);
    const SimTime start = m_run->trace.records().front().time();
    const auto shown = [this](SimTime playhead) {
        m_view->setPlayhead(playhead);
        return m_view->grab().toImage();
    };
    const QImage bright = shown(kNever);
    const QImage dim = shown(start); // everything after the run's first moment dimmed
    const std::vector<TimelineLabel> labels = m_view->paintedLabels();
    const double dimFrom = m_view->layout().xForTime(double(start)) + 12;
    int past = 0;
    int future = 0;
    for (const TimelineLabel &l : labels) {
        if (l.at == kNever || l.rect.left() < dimFrom || l.rect.width() < 30)
            continue;
        const double x = l.rect.center().x();
        const SimTime playhead = SimTime(m_view->layout().timeForX(x));
        if (playhead == l.at)
            continue;
        const bool happened = l.at < playhead;
        const QImage image = shown(playhead);
        const QImage &wanted = happened ? bright : dim;
        const QRect box = l.rect.toRect().adjusted(1, 1, -1, -1);
        int wrong = 0;
        for (int py = box.top(); py <= box.bottom(); ++py) {
            for (int px = box.left(); px <= box.right(); ++px) {
                if (std::abs(px - x) <= 2) // the playhead's line
                    continue;
                wrong += image.pixel(px, py) != wanted.pixel(px, py);
            }
        }
        QVERIFY2(wrong == 0, qPrintable(QStringLiteral("\"%1\" (at %2 µs, playhead %3 µs): %4 pixels not drawn %5")
                                            .arg(l.text)
                                            .arg(l.at)
                                            .arg(playhead)
                                            .arg(wrong)
                                            .arg(QLatin1String(happened ? "bright" : "dimmed"))));
        ++(happened ? past : future);
    }
    // Both kinds were looked at: cause labels (their redelivery after the
    // middle of the arrow) and bar labels (their bar began before them).
    QVERIFY2(past > 0 && future > 0, qPrintable(QStringLiteral("%1 past, %2 future").arg(past).arg(future)));
}

void TestTimeline::aCacheEntrysEndIsNotToldBeforeIt()
{
    // Lesson 13: a cache entry expires after its 10 s TTL and the
    // redelivery is applied again. While the playhead is inside the entry's
    // life, the words that say it expired are the future: dimmed like the
    // marks after the playhead, and bright once the playhead passes it.
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:13-cache-ttl-expiry"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    Simulation sim(loaded.scenario, m_dir.filePath(QStringLiteral("ttl.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    m_view->resize(1400, 560);
    m_view->setRun(run);
    m_view->setShowAllCauses(true);
    const QLocale locale;
    const auto shown = [this](SimTime playhead) {
        m_view->setPlayhead(playhead);
        return m_view->grab().toImage();
    };
    const QImage bright = shown(kNever);
    const std::vector<TimelineLabel> labels = m_view->paintedLabels();
    int checked = 0;
    for (const TimelineBar &bar : m_view->causes().bars().all()) {
        if (bar.kind != TimelineBar::CacheEntry || bar.end != TimelineBar::Expired)
            continue;
        const QString words = TimelineCauseText::barLabel(bar, m_view->causes(), locale);
        const auto label = std::find_if(labels.begin(), labels.end(), [&](const TimelineLabel &l) {
            return l.kind == TimelineLabel::Bar && l.text == words;
        });
        if (label == labels.end())
            continue;
        QCOMPARE(label->at, bar.to);
        const QRect box = label->rect.toRect().adjusted(1, 1, -1, -1);
        const double playheadX = m_view->layout().xForTime(double(bar.from + (bar.to - bar.from) / 2));
        const auto differing = [&](const QImage &image) {
            int n = 0;
            for (int py = box.top(); py <= box.bottom(); ++py) {
                for (int px = box.left(); px <= box.right(); ++px)
                    n += std::abs(px - playheadX) > 2 && image.pixel(px, py) != bright.pixel(px, py);
            }
            return n;
        };
        const int inside = differing(shown(bar.from + (bar.to - bar.from) / 2));
        const int pixels = box.width() * box.height();
        QVERIFY2(inside > pixels / 2, qPrintable(QStringLiteral("\"%1\": %2 of %3 pixels dimmed before the expiry")
                                                      .arg(words).arg(inside).arg(pixels)));
        QCOMPARE(differing(shown(bar.to + 1)), 0);
        ++checked;
    }
    QVERIFY2(checked > 0, "an expired entry's label was painted");
}

void TestTimeline::thePlayheadLeavesTheTimeItStandsOnReadable()
{
    // Playback stops on a labelled time (0:05, 0:10 …): the playhead's
    // pointer on the ruler stays under the words, so every pixel of the
    // time it stands on is drawn as without the playhead.
    m_view->resize(1200, 460);
    const QImage without = [this] {
        m_view->setPlayhead(kNever);
        return m_view->grab().toImage();
    }();
    const QColor ruler = m_view->palette().color(QPalette::Window);
    int checked = 0;
    const std::vector<TimelineLabel> labels = m_view->paintedLabels();
    for (const TimelineLabel &l : labels) {
        if (l.kind != TimelineLabel::Tick)
            continue;
        const double x = l.rect.center().x();
        m_view->setPlayhead(SimTime(std::llround(m_view->layout().timeForX(x))));
        const QImage with = m_view->grab().toImage();
        // The words, not the tick's own stroke at the ruler's bottom edge.
        QRect box = l.rect.toAlignedRect() & with.rect();
        box.setBottom(int(std::floor(l.rect.bottom())) - 6);
        int ink = 0;
        int hidden = 0;
        for (int py = box.top(); py <= box.bottom(); ++py) {
            for (int px = box.left(); px <= box.right(); ++px) {
                if (without.pixelColor(px, py) == ruler)
                    continue;
                ++ink;
                hidden += with.pixel(px, py) != without.pixel(px, py);
            }
        }
        QVERIFY2(ink > 0, qPrintable(l.text));
        QVERIFY2(hidden == 0, qPrintable(QStringLiteral("\"%1\": %2 of its %3 pixels covered by the playhead")
                                             .arg(l.text).arg(hidden).arg(ink)));
        ++checked;
    }
    QVERIFY(checked >= 3);
}

void TestTimeline::marksStandOutOnADarkPalette()
{
    // Under a dark desktop palette the article's dark colours (a delivery's
    // slate, a crash's purple, a publish's indigo) sank into the lanes.
    // Every kind of mark, drawn as the view draws it on either lane colour,
    // has ink that stands out at least 3:1 from that lane.
    const QPalette dark = uitestsupport::darkPalette();
    const QColor base = dark.color(QPalette::Base);
    const QColor alternate = dark.color(QPalette::AlternateBase);
    for (const QColor &lane : {base, alternate}) {
        for (int m = 1; m < kMarkCount; ++m) {
            QImage image(40, 40, QImage::Format_ARGB32);
            image.fill(lane);
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing, true);
            TimelineStyle::drawGlyph(p, Mark(m), QPointF(20, 20), 6, alternate);
            p.end();
            double best = 1;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x)
                    best = qMax(best, uitestsupport::contrast(image.pixelColor(x, y), lane));
            }
            QVERIFY2(best >= 3.0, qPrintable(QStringLiteral("%1 on %2: %3:1")
                                                 .arg(TimelineText::markName(Mark(m)), lane.name())
                                                 .arg(best, 0, 'f', 2)));
        }
    }
    // The view draws them so: a delivery on its lane in the lifted colour.
    m_view->setPalette(dark);
    m_view->resize(1200, 460);
    const int delivery = findKind(m_run->trace, TraceKind::Deliver);
    QVERIFY(delivery >= 0);
    zoomAround(m_run->trace.at(std::size_t(delivery)).time(), kSecond / 20); // each mark on its own
    const QImage shown = m_view->grab().toImage();
    const QColor ink = TimelineStyle::markColor(Mark::Delivery, alternate);
    QVERIFY(TimelineStyle::contrast(ink, base) >= 3.0);
    if (!pngDir().isEmpty())
        shown.save(QDir(pngDir()).filePath(QStringLiteral("dark.png")));
    QVERIFY2(nearColour(shown, m_view->recordPosition(delivery), ink, 3),
             qPrintable(QStringLiteral("%1,%2").arg(m_view->recordPosition(delivery).x()).arg(m_view->recordPosition(delivery).y())));
}

void TestTimeline::causeLabelsNameOneBundleEach()
{
    // Nothing selected: the lost acks' arrows and the "applied again" ones
    // of several messages are drawn. A label shared by several arrows is
    // shared only by arrows drawn as one bundle (both ends together), and
    // says how many; arrows that part from each other have their own words.
    m_view->resize(1200, 460);
    (void)m_view->grab();
    std::map<int, std::vector<QPolygonF>> groups;
    for (const TimelineArrowShape &a : m_view->paintedArrows()) {
        if (a.group >= 0)
            groups[a.group].push_back(a.shaft);
    }
    int labelled = 0;
    int separate = 0;
    for (const TimelineLabel &l : m_view->paintedLabels()) {
        if (l.kind != TimelineLabel::Cause)
            continue;
        ++labelled;
        QVERIFY(l.arrows >= 0);
        const std::vector<QPolygonF> &shafts = groups[l.arrows];
        QVERIFY(!shafts.empty());
        for (const QPolygonF &s : shafts) {
            QVERIFY2(QLineF(s.first(), shafts.front().first()).length() < 24
                         && QLineF(s.last(), shafts.front().last()).length() < 24,
                     qPrintable(QStringLiteral("\"%1\" is shared by arrows that part").arg(l.text)));
        }
        QCOMPARE(l.text.contains(QStringLiteral("×%1").arg(shafts.size())), shafts.size() > 1);
        separate += shafts.size() == 1;
    }
    QVERIFY2(labelled >= 3 && separate >= 2, qPrintable(QStringLiteral("%1 labels").arg(labelled)));
}

void TestTimeline::duplicatedMessagesShowTheirCacheEntry()
{
    // Service Bus, shared cache: order-3's handler hangs 75 s past the 60 s
    // peek-lock; consumer-2 applies the redelivery and sets the cache entry
    // at 60 s, consumer-1 (which checked at 0.2 s) applies it again at 75 s.
    // The entry the cache had all along is drawn without selecting order-3.
    Scenario s;
    s.messages = 8;
    s.broker.profile = QStringLiteral("azure-service-bus");
    BrokerProfile::applyDefaults(s.broker);
    s.consumers.count = 2;
    s.strategy.id = QStringLiteral("cache-shared");
    s.strategy.cacheTtlMs = 600000;
    ScheduledFault slow;
    slow.kind = ScheduleKind::SlowHandler;
    slow.message = QStringLiteral("order-3");
    slow.durationMs = 75000;
    s.faults.schedule.append(slow);
    Simulation sim(s, m_dir.filePath(QStringLiteral("sb-cache.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    QCOMPARE(run->metrics.duplicateSideEffects, 1);
    m_view->setRun(run);
    const int duplicate = findKind(run->trace, TraceKind::SideEffect, 1);
    QVERIFY(duplicate >= 0);
    const quint32 order3 = run->trace.at(std::size_t(duplicate)).message;
    bool drawn = false;
    for (const TimelineBar *b : m_view->causes().bars().ofMessage(order3)) {
        if (b->kind == TimelineBar::CacheEntry) {
            drawn = b->has(TimelineBar::Notable);
            QVERIFY(b->from < run->trace.at(std::size_t(duplicate)).time()); // set before the second application
        }
    }
    QVERIFY2(drawn, "the cache entry of the duplicated message is drawn for every message");
    // A message applied once keeps its entry out of the picture unless selected.
    for (const TimelineBar &b : m_view->causes().bars().all()) {
        if (b.kind == TimelineBar::CacheEntry && b.message != order3)
            QVERIFY(!b.has(TimelineBar::Notable));
    }
}

void TestTimeline::caughtRepeatsShowTheirCause()
{
    // The inbox catches every redelivery of a lost ack: nothing is applied
    // twice, yet with nothing selected the picture still says why each
    // repeat came (the arrow from the lost ack, labelled with the timeout).
    Scenario s;
    s.messages = 20;
    s.strategy.id = QStringLiteral("db-insert-first");
    s.faults.ackLost = 0.2;
    Simulation sim(s, m_dir.filePath(QStringLiteral("caught.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    QCOMPARE(run->metrics.duplicateSideEffects, 0);
    QVERIFY(run->metrics.duplicatesSkipped > 0);
    m_view->setRun(run);
    (void)m_view->grab();
    int causeLabels = 0;
    for (const TimelineLabel &l : m_view->paintedLabels())
        causeLabels += l.kind == TimelineLabel::Cause && l.text.contains(QStringLiteral("visibility timeout 30 s"));
    QVERIFY(causeLabels >= 1);
}

void TestTimeline::hitTestFindsRecord_data()
{
    QTest::addColumn<int>("record");
    const Trace &trace = m_run->trace;
    QTest::newRow("publish") << findKind(trace, TraceKind::PublishAttempt);
    QTest::newRow("enqueued") << findKind(trace, TraceKind::BrokerEnqueued);
    QTest::newRow("lost ack") << findKind(trace, TraceKind::AckLost);
    QTest::newRow("duplicate side effect") << findKind(trace, TraceKind::SideEffect, 1);
    QTest::newRow("redelivery") << findRecord(trace, [](const TraceRecord &r) {
        return r.kind() == TraceKind::Deliver && r.cause() != DeliveryCause::First;
    });
    QTest::newRow("commit, on the store lane") << findKind(trace, TraceKind::Commit);
}

void TestTimeline::hitTestFindsRecord()
{
    QFETCH(int, record);
    QVERIFY(record >= 0);
    showView();
    zoomAround(m_run->trace.at(std::size_t(record)).time(), 20 * 1000);
    const QPointF pos = m_view->recordPosition(record);
    QVERIFY(m_view->rect().contains(pos.toPoint()));
    QCOMPARE(m_view->recordAt(pos.toPoint()), record);
    // A few pixels off still hits; far off does not.
    QCOMPARE(m_view->recordAt((pos + QPointF(3, 2)).toPoint()), record);
    QVERIFY(m_view->recordAt((pos + QPointF(0, m_view->layout().rowHeight())).toPoint()) != record);

    QSignalSpy clicked(m_view.get(), &TimelineView::recordClicked);
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, pos.toPoint());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().at(0).toInt(), record);
    QCOMPARE(m_view->selectedRecord(), record);
}

void TestTimeline::ensureRecordVisibleZoomsToIt()
{
    // A processed record in a dense run is hidden in its bin at full zoom-out…
    int duplicate = -1;
    const std::shared_ptr<RunResult> run = denseRun(&duplicate);
    m_view->setRun(run);
    const int record = findRecord(run->trace, [](const TraceRecord &r) {
        return r.kind() == TraceKind::SideEffect && r.message == 7000;
    });
    QVERIFY(m_view->recordAt(m_view->recordPosition(record).toPoint()) != record);
    // …and one call brings it on screen on its own.
    QSignalSpy range(m_view.get(), &TimelineView::visibleRangeChanged);
    m_view->ensureRecordVisible(record);
    QCOMPARE(m_view->recordAt(m_view->recordPosition(record).toPoint()), record);
    QVERIFY(m_view->visibleFrom() <= run->trace.at(std::size_t(record)).time());
    QVERIFY(m_view->visibleTo() >= run->trace.at(std::size_t(record)).time());
    QCOMPARE(range.count(), 1);
}

void TestTimeline::rightClickEmitsContextSignals()
{
    showView();
    const int record = findKind(m_run->trace, TraceKind::AckLost);
    zoomAround(m_run->trace.at(std::size_t(record)).time(), 20 * 1000);
    QSignalSpy onRecord(m_view.get(), &TimelineView::recordContextMenuRequested);
    QSignalSpy onBackground(m_view.get(), &TimelineView::backgroundContextMenuRequested);
    const QPoint pos = m_view->recordPosition(record).toPoint();
    QTest::mouseClick(m_view.get(), Qt::RightButton, {}, pos);
    QCOMPARE(onRecord.count(), 1);
    QCOMPARE(onRecord.first().at(0).toInt(), record);
    QCOMPARE(onRecord.first().at(1).toPoint(), m_view->mapToGlobal(pos));
    QCOMPARE(onBackground.count(), 0);

    // The cache lane is empty with strategy "none": background.
    TimelineIndex index;
    index.build(m_run->trace, 1);
    const TimelineLayout &layout = m_view->layout();
    const QPoint empty(int(layout.plotLeft() + layout.plotWidth() * 0.4), int(layout.rowCenter(index.cacheRow())));
    QCOMPARE(m_view->recordAt(empty), -1);
    QTest::mouseClick(m_view.get(), Qt::RightButton, {}, empty);
    QCOMPARE(onRecord.count(), 1);
    QCOMPARE(onBackground.count(), 1);
    const SimTime t = onBackground.first().at(0).value<SimTime>();
    QVERIFY(qAbs(double(t) - layout.timeForX(empty.x())) <= 1.0 / layout.scale());
    QCOMPARE(onBackground.first().at(1).toPoint(), m_view->mapToGlobal(empty));
}

void TestTimeline::followAndClickSelects()
{
    showView();
    const int duplicate = findKind(m_run->trace, TraceKind::SideEffect, 1);
    const int logical = int(m_run->trace.at(std::size_t(duplicate)).message);
    QSignalSpy followed(m_view.get(), &TimelineView::followedMessageChanged);
    m_view->fit();
    m_view->setFollowedMessage(logical);
    QCOMPARE(followed.count(), 1);
    QCOMPARE(followed.first().at(0).toInt(), logical);
    QCOMPARE(m_view->followedMessage(), logical);
    m_view->setFollowedMessage(logical); // unchanged: no signal
    QCOMPARE(followed.count(), 1);

    // Every record of the followed event is on top, even zoomed out.
    QSignalSpy clicked(m_view.get(), &TimelineView::recordClicked);
    const QPoint pos = m_view->recordPosition(duplicate).toPoint();
    QCOMPARE(m_view->recordAt(pos), duplicate);
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, pos);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().at(0).toInt(), duplicate);
    QCOMPARE(m_view->selectedRecord(), duplicate);

    // Esc stops following.
    QTest::keyClick(m_view.get(), Qt::Key_Escape);
    QCOMPARE(m_view->followedMessage(), -1);
    QCOMPARE(followed.count(), 2);
}

void TestTimeline::doubleClickFollowsMessage()
{
    showView();
    const int record = findKind(m_run->trace, TraceKind::AckLost);
    const int logical = int(m_run->trace.at(std::size_t(record)).message);
    zoomAround(m_run->trace.at(std::size_t(record)).time(), 20 * 1000);
    QSignalSpy followed(m_view.get(), &TimelineView::followedMessageChanged);
    QTest::mouseDClick(m_view.get(), Qt::LeftButton, {}, m_view->recordPosition(record).toPoint());
    QCOMPARE(followed.count(), 1);
    QCOMPARE(followed.first().at(0).toInt(), logical);
    QCOMPARE(m_view->followedMessage(), logical);
    QCOMPARE(m_view->selectedRecord(), record);

    TimelineIndex index;
    index.build(m_run->trace, 1);
    const TimelineLayout &layout = m_view->layout();
    const QPoint empty(int(layout.plotLeft() + 40), int(layout.rowCenter(index.cacheRow())));
    QTest::mouseDClick(m_view.get(), Qt::LeftButton, {}, empty);
    QCOMPARE(m_view->followedMessage(), -1);
    QCOMPARE(followed.count(), 2);
}

void TestTimeline::rulerClickScrubsPlayhead()
{
    showView();
    QCOMPARE(m_view->playhead(), kNever);
    const TimelineLayout &layout = m_view->layout();
    QSignalSpy scrubbed(m_view.get(), &TimelineView::playheadScrubbed);
    const QPoint onRuler(int(layout.plotLeft() + 300), 5);
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, onRuler);
    QCOMPARE(scrubbed.count(), 1);
    const SimTime t = scrubbed.first().at(0).value<SimTime>();
    QVERIFY(qAbs(double(t) - layout.timeForX(onRuler.x())) <= 1.0);
    QCOMPARE(m_view->playhead(), t);
    // A ruler click is not a record click.
    QCOMPARE(m_view->selectedRecord(), -1);
}

void TestTimeline::tooltipDescribesRecord()
{
    showView();
    const int record = findRecord(m_run->trace, [](const TraceRecord &r) {
        return r.kind() == TraceKind::Deliver && r.cause() != DeliveryCause::First;
    });
    QVERIFY(record >= 0);
    zoomAround(m_run->trace.at(std::size_t(record)).time(), 20 * 1000);
    const QPoint pos = m_view->recordPosition(record).toPoint();
    QHelpEvent help(QEvent::ToolTip, pos, m_view->mapToGlobal(pos));
    QApplication::sendEvent(m_view.get(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString text = QToolTip::text();
    const QString key = Scenario::businessKey(int(m_run->trace.at(std::size_t(record)).message));
    QVERIFY2(text.startsWith(QLatin1String("Redelivery")), qPrintable(text));
    QVERIFY2(text.contains(key + QLatin1String(", delivery 2")), qPrintable(text));
    QCOMPARE(m_run->trace.at(std::size_t(record)).cause(), DeliveryCause::AckLost);
    QVERIFY2(text.contains(QLatin1String("Cause: ack lost")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Consumer 1 at ")), qPrintable(text));
    QToolTip::hideText();
}

void TestTimeline::denseBinsKeepMostSevereMark()
{
    int duplicate = -1;
    const std::shared_ptr<RunResult> run = denseRun(&duplicate);
    m_view->setRun(run);
    m_view->fit();
    showView();
    const TimelineLayout &layout = m_view->layout();
    // 10 s on ~900 px: ~90 records per bin, so bins aggregate…
    TimelineIndex index;
    index.build(run->trace, 1);
    std::vector<TimelineGlyph> glyphs;
    std::vector<TimelineBin> bins;
    TimelineBinner(index, layout).collect(index.rowOfActor(kFirstConsumerActor), layout.plotLeft(), layout.plotRight(),
                                          glyphs, bins);
    QVERIFY(!bins.empty());
    // …drawing O(pixels), not O(records)…
    QVERIFY(bins.size() <= std::size_t(layout.plotWidth() / TimelineBinner::kBinWidth) + 2);
    QCOMPARE(glyphs.size(), std::size_t(1));
    // …and the duplicate still shows, and is what a click there selects.
    QCOMPARE(glyphs.front().record, quint32(duplicate));
    const QPointF at = m_view->recordPosition(duplicate);
    QCOMPARE(m_view->recordAt(at.toPoint()), duplicate);
    const QImage image = m_view->grab().toImage();
    QVERIFY(nearColour(image, at, QColor(0xe5, 0x39, 0x35), 3));
    // Elsewhere, a click on the density bar selects a processed record there.
    const QPointF plain = m_view->recordPosition(int(run->trace.size() / 5));
    const int hit = m_view->recordAt(plain.toPoint());
    QVERIFY(hit >= 0);
    QCOMPARE(run->trace.at(std::size_t(hit)).kind(), TraceKind::SideEffect);
    QCOMPARE(run->trace.at(std::size_t(hit)).detail, quint16(0));
}

void TestTimeline::evenlySpacedMarksKeepEvenGapsAtFit_data()
{
    // The timeline's width in a window 1280 and 1600 wide, and wider.
    QTest::addColumn<int>("width");
    for (int width : {610, 700, 900, 1280, 1600})
        QTest::newRow(qPrintable(QString::number(width))) << width;
}

void TestTimeline::evenlySpacedMarksKeepEvenGapsAtFit()
{
    // A producer publishing every 250 ms for 60 s, fitted: every lane's
    // messages are equally spaced in time, so what is drawn for them is
    // equally spaced too (±1 px). A lane near four records a bin was half
    // glyphs, half density bars, and its gaps went 2, 8, 3, 12 px.
    QFETCH(int, width);
    Scenario s;
    s.messages = 240;
    s.publishIntervalMs = 250;
    s.strategy.id = QStringLiteral("db-insert-first");
    Simulation sim(s, m_dir.filePath(QStringLiteral("steady-%1.sqlite").arg(width)));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    m_view->resize(width, 420);
    m_view->setRun(run);
    m_view->fit();
    const TimelineLayout &layout = m_view->layout();
    TimelineIndex index;
    index.build(run->trace, s.consumers.count);
    int lanes = 0;
    for (int row = 0; row < index.rowCount(); ++row) {
        std::vector<TimelineGlyph> glyphs;
        std::vector<TimelineBin> bins;
        TimelineBinner(index, layout).collect(row, layout.plotLeft(), layout.plotRight(), glyphs, bins);
        // Where each mark is painted: a bar from its left pixel, a glyph
        // centred on its pixel; the marks of one message (a delivery and its
        // processing 20 ms later) land within 2 px of one another and read as one.
        std::vector<long> at;
        for (const TimelineBin &b : bins)
            at.push_back(std::lround(b.x0) + 1);
        for (const TimelineGlyph &g : glyphs)
            at.push_back(std::lround(g.x));
        std::sort(at.begin(), at.end());
        std::vector<long> marks;
        for (long x : at) {
            if (marks.empty() || x - marks.back() > 2)
                marks.push_back(x);
        }
        if (marks.size() < 20)
            continue;
        ++lanes;
        // The run's first and last moments are not part of the stream.
        long shortest = 1 << 20;
        long longest = 0;
        for (std::size_t i = 3; i + 3 < marks.size(); ++i) {
            shortest = qMin(shortest, marks[i] - marks[i - 1]);
            longest = qMax(longest, marks[i] - marks[i - 1]);
        }
        QVERIFY2(longest - shortest <= 1,
                 qPrintable(QStringLiteral("lane %1 at %2 px: gaps from %3 to %4 px (%5 glyphs, %6 bars)")
                                .arg(row).arg(width).arg(shortest).arg(longest).arg(glyphs.size()).arg(bins.size())));
    }
    QVERIFY(lanes >= 3); // producer, broker, consumer at least
}

void TestTimeline::keyboardZoomsAndPans()
{
    showView();
    m_view->setFocus();
    const TimelineLayout &layout = m_view->layout();
    const double fit = layout.scale();
    QTest::keyClick(m_view.get(), Qt::Key_Minus);
    QCOMPARE(layout.scale(), fit); // cannot zoom out past the whole run
    QTest::keyClick(m_view.get(), Qt::Key_Plus);
    QVERIFY(layout.scale() > fit);
    QTest::keyClick(m_view.get(), Qt::Key_Equal); // + without Shift
    QTest::keyClick(m_view.get(), Qt::Key_Plus);
    const double scroll = layout.scroll();
    QTest::keyClick(m_view.get(), Qt::Key_Right);
    QVERIFY(layout.scroll() > scroll);
    QTest::keyClick(m_view.get(), Qt::Key_Left);
    QCOMPARE(layout.scroll(), scroll);
    QTest::keyClick(m_view.get(), Qt::Key_0);
    QCOMPARE(layout.scale(), fit);
    m_view->zoomIn();
    m_view->zoomOut();
    QCOMPARE(layout.scale(), fit);
}

void TestTimeline::tickStep_data()
{
    QTest::addColumn<double>("pxPerUs");
    QTest::addColumn<SimTime>("step");
    QTest::newRow("1 px = 1 µs") << 1.0 << SimTime(100);
    QTest::newRow("1 px = 1 ms") << 0.001 << SimTime(100 * 1000);
    QTest::newRow("1 px = 12 ms") << 1.0 / 12000 << 2 * kSecond;
    QTest::newRow("1 px = 0.2 s") << 1.0 / 200000 << 30 * kSecond;
    QTest::newRow("1 px = 8 s") << 1.25e-7 << 15 * 60 * kSecond;
    QTest::newRow("1 px = 1 h: days") << 1.0 / 3.6e9 << 5 * 24 * 3600 * kSecond;
}

void TestTimeline::tickStep()
{
    QFETCH(double, pxPerUs);
    QFETCH(SimTime, step);
    QCOMPARE(TimelineRuler::tickStep(pxPerUs, 90), step);
}

void TestTimeline::rulerUsesLocaleDigits_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<SimTime>("t");
    QTest::addColumn<SimTime>("step");
    QTest::addColumn<QString>("number");
    const QLocale fa(QLocale::Persian, QLocale::Iran);
    const QLocale tr(QLocale::Turkish, QLocale::Turkey);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    QTest::newRow("en, 1.5 s") << en << SimTime(1500000) << SimTime(500000) << QStringLiteral("1.5");
    QTest::newRow("tr, 1,5 s") << tr << SimTime(1500000) << SimTime(500000) << QStringLiteral("1,5");
    QTest::newRow("fa, Persian digits") << fa << SimTime(1500000) << SimTime(500000) << fa.toString(1.5, 'f', 1);
    QTest::newRow("en, 2 min") << en << SimTime(120 * kSecond) << SimTime(60 * kSecond) << QStringLiteral("2");
    QTest::newRow("en, 0.05 s") << en << SimTime(50000) << SimTime(50000) << QStringLiteral("0.05");
}

void TestTimeline::rulerUsesLocaleDigits()
{
    QFETCH(QLocale, locale);
    QFETCH(SimTime, t);
    QFETCH(SimTime, step);
    QFETCH(QString, number);
    const QString label = TimelineRuler::tickLabel(t, step, locale);
    QVERIFY2(label.startsWith(number), qPrintable(label));
    if (locale.language() == QLocale::Persian) {
        QVERIFY(label.contains(QChar(0x06F1))); // ۱
        QVERIFY(!label.contains(QLatin1Char('1')));
    }
}

void TestTimeline::kafkaPartitionsGetBrokerLanes()
{
    TimelineIndex index;
    index.build(m_kafka->trace, m_kafka->scenario.consumers.count, 3);
    QCOMPARE(index.partitionCount(), 3);
    // Producer, three partitions, two consumers, store, cache.
    QCOMPARE(index.rowCount(), 1 + 3 + 2 + 2);
    QCOMPARE(index.lane(2).kind, TimelineLane::Broker);
    QCOMPARE(index.lane(2).partition, 1);
    int enqueued = 0;
    const Trace &trace = m_kafka->trace;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &r = trace.at(i);
        if (r.kind() != TraceKind::BrokerEnqueued)
            continue;
        ++enqueued;
        const int partition = KafkaPartitioner::partitionOf(Scenario::businessKey(int(r.message)), 3);
        QCOMPARE(index.rowOfRecord(int(i)), 1 + partition);
    }
    QCOMPARE(enqueued, m_kafka->scenario.messages);
    // The crash and the rebalances it causes are shaded.
    bool offline = false;
    bool rebalance = false;
    for (const TimelineSpan &span : index.spans()) {
        offline = offline || span.kind == TimelineSpan::ConsumerOffline;
        rebalance = rebalance || span.kind == TimelineSpan::Rebalance;
    }
    QVERIFY(offline);
    QVERIFY(rebalance);

    // The view picks the partitions up from the scenario.
    m_view->setRun(m_kafka);
    QCOMPARE(m_view->layout().rowCount(), index.rowCount());
}

void TestTimeline::rightToLeftKeepsTimeLeftToRight()
{
    m_view->setLayoutDirection(Qt::RightToLeft);
    showView();
    const TimelineLayout &layout = m_view->layout();
    // Lane names move to the right; time still grows to the right.
    QCOMPARE(layout.plotLeft(), 0.0);
    QVERIFY(layout.plotRight() < m_view->width() - 40);
    const SimTime end = m_run->trace.at(m_run->trace.size() - 1).time();
    QVERIFY(layout.xForTime(double(end)) > layout.xForTime(0));
    const int record = findKind(m_run->trace, TraceKind::AckLost);
    zoomAround(m_run->trace.at(std::size_t(record)).time(), 20 * 1000);
    QCOMPARE(m_view->recordAt(m_view->recordPosition(record).toPoint()), record);
}

void TestTimeline::legendListsEveryMark()
{
    TimelineLegend legend;
    QSet<int> marks;
    for (const TimelineLegend::Entry &e : legend.entries()) {
        QVERIFY(!e.name.isEmpty());
        QVERIFY(!e.hint.isEmpty());
        if (e.sample == TimelineLegend::Sample::Glyph)
            marks.insert(int(e.mark));
    }
    // Every mark the timeline can draw is explained.
    for (int m = int(Mark::Step); m < kMarkCount; ++m)
        QVERIFY2(marks.contains(m), qPrintable(QString::number(m)));
    // Height follows width.
    QVERIFY(legend.heightForWidth(300) > legend.heightForWidth(1200));
}

void TestTimeline::legendSamplesSitInTheirBox()
{
    // At the main window's type and at presenter mode's (22 px words, a 32
    // px sample box), every legend sample stays inside its box, and the
    // arrows' arcs sit on the words' centre line (they sat at the bottom,
    // the dashed one cut by the legend's edge).
    TimelineLegend legend;
    for (const qreal height : {19.0, 32.0}) {
        const QRectF box(10, 10, 30, height);
        for (const TimelineLegend::Entry &e : legend.shown()) {
            QImage image(60, 60, QImage::Format_ARGB32);
            image.fill(Qt::transparent);
            {
                QPainter p(&image);
                p.setRenderHint(QPainter::Antialiasing, true);
                TimelineLegend::paintSample(p, e, box, legend.palette());
            }
            int top = 60;
            int bottom = -1;
            int outside = 0;
            for (int y = 0; y < 60; ++y) {
                for (int x = 0; x < 60; ++x) {
                    if (qAlpha(image.pixel(x, y)) < 40)
                        continue;
                    top = qMin(top, y);
                    bottom = qMax(bottom, y);
                    outside += !box.adjusted(-1, -1, 1, 1).contains(QPointF(x + 0.5, y + 0.5));
                }
            }
            QVERIFY2(outside == 0, qPrintable(QStringLiteral("%1 at %2 px: %3 pixels outside").arg(e.name).arg(height).arg(outside)));
            if (e.sample == TimelineLegend::Sample::Cause)
                QVERIFY2(std::abs((top + bottom + 1) / 2.0 - box.center().y()) <= 3,
                         qPrintable(QStringLiteral("%1 at %2 px: drawn from %3 to %4").arg(e.name).arg(height).arg(top).arg(bottom)));
        }
    }
}

void TestTimeline::renders()
{
    showView();
    const QImage fit = m_view->grab().toImage();
    QVERIFY(!fit.isNull());
    // Not a blank widget: many distinct colours.
    QSet<QRgb> colours;
    for (int y = 0; y < fit.height(); y += 3) {
        for (int x = 0; x < fit.width(); x += 3)
            colours.insert(fit.pixel(x, y));
    }
    QVERIFY(colours.size() > 20);

    const QString dir = pngDir();
    if (dir.isEmpty())
        return;
    // IDEMLAB_TIMELINE_PNG=/some/dir saves screenshots to look at.
    QDir().mkpath(dir);
    m_view->resize(1400, 460);
    m_view->fit();
    m_view->grab().save(dir + QStringLiteral("/timeline-fit.png"));
    const int duplicate = findKind(m_run->trace, TraceKind::SideEffect, 1);
    const SimTime t = m_run->trace.at(std::size_t(duplicate)).time();
    zoomAround(t, 120 * 1000);
    m_view->grab().save(dir + QStringLiteral("/timeline-zoom.png"));
    m_view->fit();
    m_view->setFollowedMessage(int(m_run->trace.at(std::size_t(duplicate)).message));
    m_view->setSelectedRecord(duplicate);
    m_view->setPlayhead(t);
    m_view->grab().save(dir + QStringLiteral("/timeline-follow.png"));
    m_view->setFollowedMessage(-1);
    m_view->setPlayhead(kNever);
    m_view->setCompressGaps(false);
    m_view->grab().save(dir + QStringLiteral("/timeline-uncompressed.png"));
    m_view->setCompressGaps(true);
    m_view->setRun(m_kafka);
    m_view->grab().save(dir + QStringLiteral("/timeline-kafka.png"));
    m_view->setLayoutDirection(Qt::RightToLeft);
    m_view->setLocale(QLocale(QLocale::Persian, QLocale::Iran));
    m_view->grab().save(dir + QStringLiteral("/timeline-rtl.png"));
    int denseDuplicate = -1;
    m_view->setLayoutDirection(Qt::LeftToRight);
    m_view->setLocale(QLocale());
    m_view->setRun(denseRun(&denseDuplicate));
    m_view->grab().save(dir + QStringLiteral("/timeline-dense.png"));
    TimelineLegend legend;
    legend.resize(1000, legend.heightForWidth(1000));
    legend.grab().save(dir + QStringLiteral("/timeline-legend.png"));
}

void TestTimeline::builtinsLinkEveryRedeliveryAndDuplicate_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : BuiltinScenarios::names())
        QTest::newRow(qPrintable(name)) << name;
}

void TestTimeline::builtinsLinkEveryRedeliveryAndDuplicate()
{
    // The picture explains itself: every redelivery has an arrow from what
    // caused it, every duplicate side effect one from the application it
    // repeats, and a redelivery after a lost ack or an expired lock shows
    // the broker's hold ending where it delivered again.
    QFETCH(QString, name);
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    Simulation sim(loaded.scenario, m_dir.filePath(name + QStringLiteral(".sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    m_view->resize(1500, 620);
    m_view->setRun(run);
    const TimelineCauses &causes = m_view->causes();
    const Trace &trace = run->trace;
    int redeliveries = 0;
    int duplicates = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &r = trace.at(i);
        const bool redelivery = r.kind() == TraceKind::Deliver && r.cause() != DeliveryCause::First;
        const bool duplicate = r.kind() == TraceKind::SideEffect && r.detail == 1;
        if (!redelivery && !duplicate)
            continue;
        (redelivery ? redeliveries : duplicates)++;
        const std::vector<std::size_t> into = causes.causesInto(quint32(i));
        QVERIFY2(into.size() == 1, qPrintable(QStringLiteral("record %1 (%2) has %3 cause arrows")
                                                  .arg(i).arg(TimelineText::describe(r, QLocale()))
                                                  .arg(into.size())));
        const TimelineCause &c = causes.causes()[into.front()];
        QVERIFY(c.from < quint32(i));
        QCOMPARE(c.kind, redelivery ? TimelineCause::Redelivery : TimelineCause::Duplicate);
        if (duplicate) {
            QCOMPARE(trace.at(c.from).kind(), TraceKind::SideEffect);
            QCOMPARE(trace.at(c.from).message, r.message);
        }
    }
    // Every arrow is drawn between its two records, on their lanes (the
    // painter reads the ends placed when the arrows were built, not the trace).
    const TimelineIndex &index = *causes.index();
    for (const TimelineCause &c : causes.causes()) {
        QCOMPARE(c.fromTime, trace.at(c.from).time());
        QCOMPARE(c.toTime, trace.at(c.to).time());
        QCOMPARE(int(c.toRow), index.rowOfRecord(int(c.to)));
        QVERIFY(c.fromRow >= 0 && c.fromRow < index.rowCount());
    }
    // Idle gaps that hold a bar or an arrow are never squeezed.
    for (const TimelineGap &g : m_view->compressibleGaps()) {
        for (const TimelineCause &c : causes.causes()) {
            const SimTime a = trace.at(c.from).time();
            const SimTime b = trace.at(c.to).time();
            QVERIFY2(b <= g.from || a >= g.to, "a compressible gap cuts a cause arrow");
        }
        for (const TimelineBar &bar : causes.bars().all()) {
            if (bar.has(TimelineBar::Notable))
                QVERIFY2(bar.to <= g.from || bar.from >= g.to, "a compressible gap cuts a bar");
        }
    }
    // A short teaching run keeps its real proportions.
    QVERIFY(!m_view->compressGaps());
    if (!pngDir().isEmpty()) {
        QDir().mkpath(pngDir());
        m_view->fit();
        m_view->grab().save(pngDir() + QStringLiteral("/builtin-") + name + QStringLiteral(".png"));
    }
    qInfo("%s: %d redeliveries, %d duplicates, %zu arrows", qPrintable(name), redeliveries, duplicates,
          causes.causes().size());
}

void TestTimeline::aFanOfRepeatsNamesTheRangeOfTheFirstApplications()
{
    // 55 repeats of applications spread over 5.0–7.5 s: the bundle's label
    // gives both ends, not the first one alone.
    const QLocale c = QLocale::c();
    const QString range = TimelineCauseText::repeatsLabel(5005000, 7500000, c);
    QVERIFY(range.contains(TimelineRuler::formatTime(5005000, c)));
    QVERIFY(range.contains(TimelineRuler::formatTime(7500000, c)));
    // One instant reads as one time.
    const QString one = TimelineCauseText::repeatsLabel(5005000, 5005400, c);
    QCOMPARE(one.count(TimelineRuler::formatTime(5005000, c)), 1);
    QVERIFY(!one.contains(TimelineRuler::formatTime(7500000, c)));
}

QTEST_MAIN(TestTimeline)
#include "tst_timeline.moc"
