// The window's timeline while a run goes (issue 30 item 4): it shows what
// has happened so far, with the playhead at the live end, and the finished
// run replaces it with the same picture as a run shown only at its end.
#include "editor/scenariodocument.h"
#include "run/livefill.h"
#include "run/runcontroller.h"
#include "timeline/timelinecauses.h"
#include "timeline/timelinelayout.h"
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

    QVERIFY2(partials.size() >= 2, qPrintable(QString::number(partials.size())));
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
        // …read as a run is read, and the playhead at its live end.
        QVERIFY(p->analysis);
        QCOMPARE(playheads[i], p->trace.records().back().time());
    }
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
