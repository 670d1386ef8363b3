// The window's timeline while a run goes (issue 30 item 4): it shows what
// has happened so far, with the playhead at the live end, and the finished
// run replaces it with the same picture as a run shown only at its end.
#include "editor/scenariodocument.h"
#include "run/livefill.h"
#include "run/runcontroller.h"
#include "timeline/timelinecauses.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelineprepared.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"
#include "window/mainwindow.h"

#include <QImage>
#include <QSignalSpy>
#include <QTest>
#include <cstring>

using namespace idem;
using namespace idem::ui;

class TestLiveFill final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void timelineFillsInWhileTheRunGoes();
    void snapshotEqualsAWholeReadOfItsPrefix();
    void finalPictureEqualsARunShownAtItsEnd();
    void cancelledRunGivesTheTimelineBack();

private:
    // A run long enough (about a second here) for several snapshots.
    static void openLongRun(MainWindow &w, int messages = 40000);
    struct Picture
    {
        QImage image;
        std::size_t records = 0;
        int lanes = 0;
        std::size_t arrows = 0;
        std::size_t bars = 0;
        SimTime playhead = 0;
        SimTime from = 0;
        SimTime to = 0;
        bool compressed = false;
    };
    static Picture pictureOf(MainWindow &w);
    // The first difference between two timeline preparations, or empty.
    static QString differenceOf(const TimelinePrepared &a, const TimelinePrepared &b);
};

void TestLiveFill::initTestCase()
{
    uitestsupport::pinEnvironment();
}

void TestLiveFill::openLongRun(MainWindow &w, int messages)
{
    QVERIFY(w.openScenario(QStringLiteral("builtin:lost-acks-sqs")));
    Scenario s = w.document()->scenario();
    s.messages = messages;
    s.strategy.id = QStringLiteral("none");
    w.document()->change(s, QStringLiteral("long"));
}

TestLiveFill::Picture TestLiveFill::pictureOf(MainWindow &w)
{
    // The docks' sizes follow the run's metrics: the layouts they ask for done first.
    uitestsupport::finishLayouts();
    TimelineView *t = w.timeline();
    Picture p;
    p.image = t->grab().toImage();
    p.records = t->run() ? t->run()->trace.size() : 0;
    p.lanes = t->layout().rowCount();
    p.arrows = t->causes().causes().size();
    p.bars = t->causes().bars().all().size();
    p.playhead = t->playhead();
    p.from = t->visibleFrom();
    p.to = t->visibleTo();
    p.compressed = t->compressGaps();
    return p;
}

void TestLiveFill::timelineFillsInWhileTheRunGoes()
{
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    openLongRun(w);
    // Every snapshot as the window got it, and what the timeline drew then.
    std::vector<RunPtr> partials;
    std::vector<SimTime> playheads;
    std::vector<bool> whileRunning;
    connect(w.runController(), &RunController::filled, &w, [&](const std::shared_ptr<PreparedRun> &) {
        // Queued after the window's own slot: the timeline shows it by now.
        QMetaObject::invokeMethod(
            &w,
            [&] {
                partials.push_back(w.timeline()->run());
                playheads.push_back(w.timeline()->playhead());
                whileRunning.push_back(w.runController()->isRunning());
            },
            Qt::QueuedConnection);
    });
    QSignalSpy finished(w.runController(), &RunController::finished);
    QVERIFY(w.startRun());
    QVERIFY(finished.wait(120000));
    QTRY_VERIFY_WITH_TIMEOUT(w.currentRun() && w.timeline()->run() == w.currentRun(), 60000);
    const RunPtr final = w.currentRun();
    QVERIFY(final && final->finished());
    const auto &all = final->trace.records();

    // At least one picture before the end; on a loaded machine the reading
    // thread (below normal priority) may get only one in before the run ends.
    QVERIFY2(partials.size() >= 1, qPrintable(QString::number(partials.size())));
    std::size_t before = 0;
    for (std::size_t i = 0; i < partials.size(); ++i) {
        const RunPtr &p = partials[i];
        QVERIFY(p);
        QVERIFY(whileRunning[i]);
        QVERIFY(p != final);
        const std::size_t n = p->trace.size();
        // Records visible before the run ended: some, never all, growing.
        QVERIFY(n > 0);
        QVERIFY2(n < all.size(), qPrintable(QStringLiteral("%1 of %2").arg(n).arg(all.size())));
        QVERIFY(n > before);
        before = n;
        // What has happened so far, exactly: a prefix of the final trace…
        QVERIFY(std::memcmp(p->trace.records().data(), all.data(), n * sizeof(TraceRecord)) == 0);
        // …and the playhead at its live end.
        QCOMPARE(playheads[i], p->trace.records().back().time());
    }
}

QString TestLiveFill::differenceOf(const TimelinePrepared &a, const TimelinePrepared &b)
{
    const TimelineIndex &x = a.index;
    const TimelineIndex &y = b.index;
    if (x.startTime() != y.startTime() || x.endTime() != y.endTime() || x.gapThreshold() != y.gapThreshold())
        return QStringLiteral("extent");
    if (x.rowCount() != y.rowCount() || x.consumerCount() != y.consumerCount())
        return QStringLiteral("lanes");
    for (int row = 0; row < x.rowCount(); ++row) {
        if (x.lane(row).kind != y.lane(row).kind || x.markMask(row) != y.markMask(row))
            return QStringLiteral("lane %1").arg(row);
        for (int m = 0; m < kMarkCount; ++m) {
            const TimelineIndex::List &l = x.list(row, Mark(m));
            const TimelineIndex::List &r = y.list(row, Mark(m));
            if (l.records != r.records || l.fences != r.fences)
                return QStringLiteral("lane %1 mark %2").arg(row).arg(m);
        }
    }
    const auto sameSpan = [](const TimelineSpan &l, const TimelineSpan &r) {
        return l.kind == r.kind && l.row == r.row && l.from == r.from && l.to == r.to && l.record == r.record;
    };
    if (!std::equal(x.spans().begin(), x.spans().end(), y.spans().begin(), y.spans().end(), sameSpan))
        return QStringLiteral("spans");
    const auto sameLine = [](const TimelineLine &l, const TimelineLine &r) {
        return l.mark == r.mark && l.time == r.time && l.record == r.record;
    };
    if (!std::equal(x.lines().begin(), x.lines().end(), y.lines().begin(), y.lines().end(), sameLine))
        return QStringLiteral("lines");
    const auto sameGap = [](const TimelineGap &l, const TimelineGap &r) { return l.from == r.from && l.to == r.to; };
    if (!std::equal(x.gaps().begin(), x.gaps().end(), y.gaps().begin(), y.gaps().end(), sameGap))
        return QStringLiteral("gaps");
    if (!std::equal(a.honestGaps.begin(), a.honestGaps.end(), b.honestGaps.begin(), b.honestGaps.end(), sameGap))
        return QStringLiteral("honest gaps");
    if (x.messageCount() != y.messageCount())
        return QStringLiteral("messages");
    for (int k = 0; k < x.messageCount(); ++k) {
        if (!std::equal(x.messageBegin(k), x.messageEnd(k), y.messageBegin(k), y.messageEnd(k)))
            return QStringLiteral("message %1").arg(k);
    }
    return {};
}

void TestLiveFill::snapshotEqualsAWholeReadOfItsPrefix()
{
    // The run's records handed to the live fill in growing cuts, as the
    // engine's watch would see them: each snapshot, its index grown from the
    // last one's by the new records, is the prefix read whole.
    MainWindow w;
    openLongRun(w, 6000);
    QVERIFY(uitestsupport::runAndWait(w));
    const RunPtr final = w.currentRun();
    QVERIFY(final && final->finished());
    const std::vector<TraceRecord> &all = final->trace.records();
    LiveFill fill;
    std::vector<std::shared_ptr<PreparedRun>> snapshots;
    connect(&fill, &LiveFill::filled, &fill,
            [&snapshots](const std::shared_ptr<PreparedRun> &p) { snapshots.push_back(p); });
    const Simulation::Watch watch = fill.begin(final->scenario);
    Trace growing;
    const std::size_t cuts[] = {1, all.size() / 7, all.size() / 3, all.size() / 3 + 1, all.size() / 2, all.size()};
    for (const std::size_t cut : cuts) {
        for (std::size_t i = growing.size(); i < cut; ++i) {
            const TraceRecord &r = all[i];
            growing.append(r.time(), r.kind(), r.actor(), r.message, r.delivery, r.detail);
        }
        const std::size_t before = snapshots.size();
        // The watch takes a snapshot once the last one is shown and its pause is over.
        QTRY_VERIFY_WITH_TIMEOUT((watch(growing), snapshots.size() > before), 20000);
        const std::shared_ptr<PreparedRun> &p = snapshots.back();
        QVERIFY(p->run && p->timeline);
        QCOMPARE(p->run->trace.size(), cut);
        QVERIFY(std::memcmp(p->run->trace.records().data(), all.data(), cut * sizeof(TraceRecord)) == 0);
        QCOMPARE(p->run->trace.hash(), growing.hash());
        QCOMPARE(p->timeline->index.trace(), &p->run->trace);
        RunResult whole;
        whole.scenario = final->scenario;
        whole.trace = growing;
        const std::unique_ptr<TimelinePrepared> read = TimelineView::prepareLive(whole);
        QVERIFY2(differenceOf(*p->timeline, *read).isEmpty(),
                 qPrintable(QStringLiteral("%1 at %2 records").arg(differenceOf(*p->timeline, *read)).arg(cut)));
    }
    // The whole trace handed over piecewise has the run's own hash.
    QCOMPARE(snapshots.back()->run->trace.hashHex(), final->trace.hashHex());
    fill.end();
}

void TestLiveFill::finalPictureEqualsARunShownAtItsEnd()
{
    Picture pictures[2];
    int partialsSeen[2] = {0, 0};
    for (int live = 0; live < 2; ++live) {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        openLongRun(w);
        w.runController()->setLiveFill(live == 1);
        QSignalSpy filled(w.runController(), &RunController::filled);
        QSignalSpy finished(w.runController(), &RunController::finished);
        QVERIFY(w.startRun());
        QVERIFY(finished.wait(120000));
        QTRY_VERIFY_WITH_TIMEOUT(w.currentRun() && w.timeline()->run() == w.currentRun(), 60000);
        partialsSeen[live] = int(filled.count());
        pictures[live] = pictureOf(w);
    }
    QCOMPARE(partialsSeen[0], 0);
    QVERIFY(partialsSeen[1] > 0);
    const Picture &without = pictures[0];
    const Picture &with = pictures[1];
    QCOMPARE(with.records, without.records);
    QCOMPARE(with.lanes, without.lanes);
    QCOMPARE(with.arrows, without.arrows);
    QCOMPARE(with.bars, without.bars);
    QCOMPARE(with.playhead, without.playhead);
    QCOMPARE(with.from, without.from);
    QCOMPARE(with.to, without.to);
    QCOMPARE(with.compressed, without.compressed);
    QCOMPARE(with.image.size(), without.image.size());
    QVERIFY(with.image == without.image);
}

void TestLiveFill::cancelledRunGivesTheTimelineBack()
{
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    openLongRun(w, 2000);
    QVERIFY(uitestsupport::runAndWait(w));
    QTRY_VERIFY_WITH_TIMEOUT(w.currentRun() && w.timeline()->run() == w.currentRun(), 60000);
    const RunPtr shown = w.currentRun();
    const std::size_t shownRecords = shown->trace.size();

    Scenario s = w.document()->scenario();
    s.messages = 400000;
    w.document()->change(s, QStringLiteral("longer"));
    QSignalSpy filled(w.runController(), &RunController::filled);
    QSignalSpy cancelled(w.runController(), &RunController::cancelled);
    QVERIFY(w.startRun());
    QVERIFY(filled.wait(60000));
    QTRY_VERIFY(w.timeline()->run() != shown);
    // A click on the run going selects nothing of the run on screen.
    const int before = w.timeline()->selectedRecord();
    emit w.timeline()->recordClicked(0);
    QCOMPARE(w.timeline()->selectedRecord(), before);
    w.runController()->cancel();
    QVERIFY(cancelled.wait(60000));
    QVERIFY2(
        w.currentRun() == shown,
        qPrintable(QStringLiteral("%1 %2").arg(w.currentRun() ? w.currentRun()->trace.size() : 0).arg(shownRecords)));
    QTRY_VERIFY_WITH_TIMEOUT(w.timeline()->run() == shown, 60000);
    QCOMPARE(w.timeline()->run()->trace.size(), shownRecords);
    // Nothing of the cancelled run arrives afterwards.
    QTest::qWait(2 * int(LiveFill::kMinIntervalMs));
    QCOMPARE(w.timeline()->run(), shown);
}

QTEST_MAIN(TestLiveFill)
#include "tst_livefill.moc"
