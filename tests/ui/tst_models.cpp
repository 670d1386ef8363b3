#include "database/balancemodel.h"
#include "database/snapshotmodel.h"
#include "database/tablereader.h"
#include "editor/scenariodocument.h"
#include "editor/schedulemodel.h"
#include "inspector/deliveryinspection.h"
#include "log/eventlogmodel.h"
#include "log/eventlogpanel.h"
#include "run/metricsattime.h"
#include "metrics/metricsmodel.h"
#include "metrics/violationsmodel.h"
#include "playback/interestingevents.h"
#include "playback/playbackcontroller.h"
#include "uitestsupport.h"
#include "window/shortcutmodel.h"

#include "kernel/simcontext.h"
#include "run/simulation.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLocale>
#include <QScrollBar>
#include <QTableView>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace idem;
using namespace idem::ui;

class TestModels final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void scheduleModel();
    void eventLogModelFilters();
    void eventLogListsAWindowOfALongLog();
    void eventLogPanelSlidesItsWindow();
    void metricsModelMatchesTheEngineAtTheEnd();
    void violationsModel();
    void balanceModelRebuildsFromCommits();
    void tableReaderShowsRowsUpToThePlayhead();
    void shortcutModelListsEveryShortcut();
    void inspectionOfADuplicate();
    void playbackStepsAndJumps();

private:
    static RunPtr runOf(const Scenario &s, const QString &file);
    QTemporaryDir m_dir;
    RunPtr m_none;      // strategy none: duplicates
    RunPtr m_balance;   // increment-balance with duplicates
};

RunPtr TestModels::runOf(const Scenario &s, const QString &file)
{
    Simulation sim(s, file);
    return std::make_shared<RunResult>(sim.run());
}

void TestModels::initTestCase()
{
    uitestsupport::pinEnvironment();
    Scenario s;
    s.messages = 120;
    s.strategy.id = QStringLiteral("none");
    s.faults.ackLost = 0.1;
    m_none = runOf(s, m_dir.filePath(QStringLiteral("none.sqlite")));
    QVERIFY2(m_none->error.isEmpty(), qPrintable(m_none->error));
    QVERIFY(!m_none->valid);
    s.effect = QStringLiteral("increment-balance");
    m_balance = runOf(s, m_dir.filePath(QStringLiteral("balance.sqlite")));
    QVERIFY2(m_balance->error.isEmpty(), qPrintable(m_balance->error));
}

void TestModels::scheduleModel()
{
    ScenarioDocument doc;
    ScheduleModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
    QVERIFY(model.insertRows(0, 1));
    QVERIFY(model.insertRows(1, 1));
    QVERIFY(model.setData(model.index(1, ScheduleModel::Kind), QStringLiteral("cache-flush")));
    QCOMPARE(inserted.count(), 2);
    QVERIFY(model.moveRows({}, 1, 1, {}, 0));
    QCOMPARE(moved.count(), 1);
    QCOMPARE(model.index(0, ScheduleModel::Kind).data(Qt::EditRole).toString(), QStringLiteral("cache-flush"));
    QVERIFY(model.removeRows(0, 1));
    QCOMPARE(removed.count(), 1);
    doc.undoStack()->undo(); // back in: an insertion, not a reset
    QCOMPARE(inserted.count(), 3);
    doc.undoStack()->undo();
    QCOMPARE(moved.count(), 2);
    for (int c = 0; c < model.columnCount(); ++c) {
        QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
        QVERIFY(model.index(0, c).data().isValid());
    }
    QVERIFY(!model.insertRows(5, 1));
    QVERIFY(!model.removeRows(0, 9));
    QVERIFY(!model.setData(model.index(0, ScheduleModel::Point), QStringLiteral("before-handle"))); // not a crash
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::eventLogModelFilters()
{
    EventLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRun(m_none);
    const int all = int(m_none->trace.size());
    QCOMPARE(model.rowCount(), all);
    QCOMPARE(model.recordAt(10), 10);
    QVERIFY(!model.index(0, EventLogModel::Event).data().toString().isEmpty());
    model.setMessageFilter(4);
    QVERIFY(model.rowCount() > 3 && model.rowCount() < all);
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.index(row, EventLogModel::Key).data().toString(), QStringLiteral("order-5"));
    const int firstOfFive = model.recordAt(0);
    QCOMPARE(model.rowAtOrBefore(firstOfFive), 0);
    QCOMPARE(model.rowAtOrBefore(firstOfFive - 1), -1);
    model.setKindFilter(int(TraceKind::HandleStart));
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(m_none->trace.at(std::size_t(model.recordAt(row))).kind(), TraceKind::HandleStart);
    model.setMessageFilter(-1);
    model.setKindFilter(EventLogModel::kInterestingKinds);
    QVERIFY(model.rowCount() > 0);
    for (int row = 0; row < model.rowCount(); ++row)
        QVERIFY(InterestingEvents::isInteresting(m_none->trace.at(std::size_t(model.recordAt(row)))));
    model.setKindFilter(EventLogModel::kAllKinds);
    QCOMPARE(model.rowCount(), all);
    model.setRun(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::eventLogListsAWindowOfALongLog()
{
    EventLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setWindowRows(50);
    model.setRun(m_none);
    const int all = int(m_none->trace.size());
    QVERIFY2(all > 200, "the run must be several windows long");
    QCOMPARE(model.totalRows(), all);
    QCOMPARE(model.rowCount(), 50);
    QCOMPARE(model.recordAt(49), 49);
    QCOMPARE(model.recordAt(50), -1);

    // Asking for a record outside the window moves the window around it.
    const int row = model.rowAtOrBefore(150);
    QCOMPARE(model.recordAt(row), 150);
    QCOMPARE(model.index(row, EventLogModel::Index).data().toString(), QLocale().toString(151));
    QVERIFY(model.windowStart() > 100 && model.windowStart() <= 150);
    QCOMPARE(model.recordAt(model.rowAtOrBefore(all - 1)), all - 1);
    QCOMPARE(model.windowStart() + model.rowCount(), all);

    // A filter starts the window at its first row and windows the filtered rows.
    model.setKindFilter(int(TraceKind::HandleStart));
    QCOMPARE(model.windowStart(), 0);
    const int handled = model.totalRows();
    QVERIFY(handled > 0 && handled < all);
    QCOMPARE(model.rowCount(), qMin(50, handled));
    const int lastHandle = model.recordAt(model.rowAtOrBefore(all - 1));
    QCOMPARE(m_none->trace.at(std::size_t(lastHandle)).kind(), TraceKind::HandleStart);
    for (int r = lastHandle + 1; r < all; ++r)
        QVERIFY(m_none->trace.at(std::size_t(r)).kind() != TraceKind::HandleStart);
}

void TestModels::eventLogPanelSlidesItsWindow()
{
    EventLogPanel panel;
    panel.model()->setWindowRows(60);
    panel.setRun(m_none);
    panel.resize(700, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const int all = int(m_none->trace.size());
    QTableView *view = panel.view();
    QSignalSpy chosen(&panel, &EventLogPanel::recordChosen);
    const auto topRecord = [&] { return view->indexAt(QPoint(2, 2)).data(EventLogModel::RecordIndexRole).toInt(); };

    // Scrolling to the bottom of the window lists the next rows and keeps
    // the rows on screen where they were.
    QScrollBar *bar = view->verticalScrollBar();
    bar->setValue(bar->maximum());
    const int top = topRecord();
    QVERIFY(top > 0);
    QVERIFY(panel.model()->windowStart() > 0);
    QVERIFY(bar->value() < bar->maximum());
    QCOMPARE(topRecord(), top);

    // Ctrl+End and Ctrl+Home reach the ends of the whole log and move the playhead there.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_End, Qt::ControlModifier);
    QVERIFY(!chosen.isEmpty());
    QCOMPARE(chosen.last().at(0).toInt(), all - 1);
    QTest::keyClick(view, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(chosen.last().at(0).toInt(), 0);

    // The arrow keys walk on past the window's end.
    for (int i = 0; i < 100; ++i)
        QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(chosen.last().at(0).toInt(), 100);
    QVERIFY(panel.model()->windowStart() > 0);

    // The playhead far away brings its record into the list.
    panel.showRecord(all - 7);
    QCOMPARE(view->currentIndex().data(EventLogModel::RecordIndexRole).toInt(), all - 7);
}

void TestModels::metricsModelMatchesTheEngineAtTheEnd()
{
    MetricsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRun(m_none);
    QVERIFY(model.rowCount() > 10);
    // At the end, the counts from the trace agree with the engine's.
    MetricsAtTime timeline;
    timeline.setRun(m_none);
    const auto end = timeline.at(int(m_none->trace.size()) - 1);
    const RunMetrics &m = m_none->metrics;
    QCOMPARE(end[MetricsAtTime::Deliveries], m.deliveries);
    QCOMPARE(end[MetricsAtTime::Redeliveries], m.redeliveries);
    QCOMPARE(end[MetricsAtTime::DuplicateEffects], m.duplicateSideEffects);
    QCOMPARE(end[MetricsAtTime::Published], m.publishAttempts);
    QCOMPARE(end[MetricsAtTime::SkippedDuplicates], m.duplicatesSkipped);
    // Before anything happened, nothing is counted; halfway, less than at the end.
    QCOMPARE(timeline.at(-1)[MetricsAtTime::Deliveries], 0);
    QVERIFY(timeline.at(int(m_none->trace.size()) / 2)[MetricsAtTime::Deliveries] < m.deliveries);
    model.setPlayhead(0);
    QCOMPARE(model.index(0, MetricsModel::AtPlayhead).data().toString(), QStringLiteral("0"));
    QCOMPARE(model.index(0, MetricsModel::AtEnd).data().toString(), QString::number(m.duplicateSideEffects));
    model.setRun(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::violationsModel()
{
    ViolationsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRun(m_none);
    QCOMPARE(model.rowCount(), int(m_none->violations.size() + m_none->notes.size()));
    QVERIFY(model.rowCount() > 0);
    const Violation &v = m_none->violations.first();
    QCOMPARE(model.index(0, ViolationsModel::Key).data().toString(), Scenario::businessKey(v.logical));
    QCOMPARE(model.index(0, ViolationsModel::Explanation).data().toString(), v.explanation);
    QCOMPARE(model.index(0, 0).data(ViolationsModel::LogicalRole).toInt(), v.logical);
}

void TestModels::balanceModelRebuildsFromCommits()
{
    BalanceModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRun(m_balance);
    const int last = int(m_balance->trace.size()) - 1;
    model.setPlayhead(last);
    // At the end it agrees with the database's account_balance.
    int total = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        total += model.index(row, BalanceModel::Increments).data().toInt();
    int expected = 0;
    for (int c : m_balance->effectCounts)
        expected += c;
    QCOMPARE(total, expected);
    model.setPlayhead(last / 3);
    QVERIFY(model.rowCount() < m_balance->scenario.messages);
    model.setPlayhead(last);
    model.setRun(m_none); // not an increment-balance run: no rows
    model.setPlayhead(last);
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::tableReaderShowsRowsUpToThePlayhead()
{
    TableReader reader;
    const TablesAtTime all = reader.readNow(1, m_none->databasePath, std::numeric_limits<qint64>::max());
    QCOMPARE(all.error, QString());
    QCOMPARE(all.request, quint64(1));
    QCOMPARE(all.orders.total, m_none->metrics.effectsApplied);
    QCOMPARE(int(all.orders.rows.size()), qMin(all.orders.total, TableReader::kPageRows));
    // Newest first: ids descend.
    QVERIFY(all.orders.rows.first().first().toInt() > all.orders.rows.last().first().toInt());
    const TablesAtTime early = reader.readNow(2, m_none->databasePath, 1000);
    QVERIFY(early.orders.total < all.orders.total);
    QCOMPARE(reader.readNow(3, m_none->databasePath, -1).orders.total, 0);

    // A duplicate order is marked in the model that shows the snapshot.
    SnapshotModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(all.orders);
    QCOMPARE(model.rowCount(), int(all.orders.rows.size()));
    bool marked = false;
    for (int row = 0; row < model.rowCount() && !marked; ++row)
        marked = model.index(row, 0).data(Qt::BackgroundRole).isValid();
    QVERIFY(marked);
    model.setSnapshot(early.orders);
    QCOMPARE(model.rowCount(), int(early.orders.rows.size()));

    // A missing file is an error naming it, not a crash.
    const TablesAtTime missing = reader.readNow(4, QStringLiteral("/nonexistent/run.sqlite"), 0);
    QVERIFY(missing.error.contains(QStringLiteral("/nonexistent/run.sqlite")));
}

void TestModels::shortcutModelListsEveryShortcut()
{
    QAction withKey(QStringLiteral("&Play"));
    withKey.setShortcuts({QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_P)});
    QAction without(QStringLiteral("Nothing"));
    ShortcutModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSections({{QStringLiteral("Playback"), {&withKey, &without, nullptr}}});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, ShortcutModel::Group).data().toString(), QStringLiteral("Playback"));
    QCOMPARE(model.index(0, ShortcutModel::Action).data().toString(), QStringLiteral("Play"));
    QVERIFY(model.index(0, ShortcutModel::Keys).data().toString().contains(QStringLiteral("Space")));
}

void TestModels::inspectionOfADuplicate()
{
    int duplicate = -1;
    for (std::size_t i = 0; i < m_none->trace.size() && duplicate < 0; ++i) {
        const TraceRecord &r = m_none->trace.at(i);
        if (r.kind() == TraceKind::SideEffect && r.detail != 0)
            duplicate = int(i);
    }
    QVERIFY(duplicate > 0);
    const DeliveryFacts f = DeliveryInspection::inspect(*m_none, duplicate);
    QVERIFY(f.isDelivery());
    QVERIFY(f.applied && f.duplicate);
    QVERIFY(f.delivery >= 2);
    QCOMPARE(f.cause, DeliveryCause::AckLost);
    QVERIFY(!f.sql.isEmpty());
    QCOMPARE(f.sql.first().statement, SqlStatement::Begin);
    QCOMPARE(f.transactions.size(), 1);
    QVERIFY(f.transactions.first().committed);
    // Inspecting the Deliver record finds the same handling, from before it.
    int deliver = -1;
    for (int i = f.handleRecord; i >= 0 && deliver < 0; --i) {
        const TraceRecord &r = m_none->trace.at(std::size_t(i));
        if (r.kind() == TraceKind::Deliver && r.message == f.selected.message && r.delivery == f.delivery)
            deliver = i;
    }
    QVERIFY(deliver >= 0);
    QCOMPARE(DeliveryInspection::inspect(*m_none, deliver).handleRecord, f.handleRecord);
    // A record about no message has no delivery.
    QVERIFY(!DeliveryInspection::inspect(*m_none, -1).isDelivery());
}

void TestModels::playbackStepsAndJumps()
{
    PlaybackController p;
    QSignalSpy moved(&p, &PlaybackController::playheadMoved);
    QSignalSpy landed(&p, &PlaybackController::landedOn);
    p.setRun(m_none);
    QCOMPARE(p.recordIndex(), int(m_none->trace.size()) - 1);
    // A run opens at its end; N then starts again at the first interesting
    // event instead of doing nothing, and Shift+N from the start wraps to the last.
    const int firstInteresting = InterestingEvents::next(m_none->trace, -1);
    const int lastInteresting = InterestingEvents::previous(m_none->trace, int(m_none->trace.size()));
    QVERIFY(firstInteresting >= 0 && lastInteresting > firstInteresting);
    p.nextInteresting();
    QCOMPARE(p.recordIndex(), firstInteresting);
    p.previousInteresting();
    QCOMPARE(p.recordIndex(), lastInteresting);
    p.goToEnd();
    landed.clear();
    QVERIFY(moved.count() >= 1);
    p.goToStart();
    QCOMPARE(p.time(), SimTime(0));
    p.stepForward();
    QCOMPARE(landed.count(), 1);
    const int here = p.recordIndex();
    p.nextInteresting();
    QVERIFY(p.recordIndex() > here);
    QVERIFY(InterestingEvents::isInteresting(m_none->trace.at(std::size_t(p.recordIndex()))));
    const int interesting = p.recordIndex();
    p.stepBackward();
    QCOMPARE(p.recordIndex(), interesting - 1);
    p.previousInteresting();
    // Nothing interesting comes before the first one: back past it wraps to the last.
    QCOMPARE(interesting, firstInteresting);
    QCOMPARE(p.recordIndex(), lastInteresting);
    p.seekTime(m_none->trace.at(std::size_t(interesting)).time());
    QVERIFY(p.recordIndex() >= interesting);
    p.setSpeed(PlaybackController::speedCount() - 1); // events per second
    p.goToStart();
    p.play();
    QVERIFY(p.isPlaying());
    QTRY_VERIFY(p.recordIndex() > 0);
    p.pause();
    QVERIFY(!p.isPlaying());
}

QTEST_MAIN(TestModels)
#include "tst_models.moc"
