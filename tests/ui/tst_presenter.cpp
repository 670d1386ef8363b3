#include "code/codelisting.h"
#include "code/codeview.h"
#include "presenter/narration.h"
#include "presenter/narrationmodel.h"
#include "presenter/presentermode.h"
#include "timeline/timelineview.h"
#include "run/simulation.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"

#include <QAbstractItemModelTester>
#include <QKeySequence>
#include <QMap>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <set>
#include <tuple>

using namespace idem;
using namespace idem::ui;

namespace {
RunPtr runLostAcks(const QTemporaryDir &dir, const QString &strategy)
{
    Scenario s = ScenarioIo::load(QStringLiteral("builtin:lost-acks-sqs")).scenario;
    s.strategy.id = strategy;
    Simulation sim(s, dir.filePath(strategy + QStringLiteral(".sqlite")));
    return std::make_shared<const RunResult>(sim.run());
}

QString labelText(const QWidget &w, const char *name)
{
    const auto *label = w.findChild<QLabel *>(QLatin1String(name));
    return label ? label->text() : QString();
}

int count(const Trace &trace, TraceKind kind, int detail = -1, SimTime upTo = kNever)
{
    int n = 0;
    for (const TraceRecord &r : trace.records()) {
        if (r.kind() == kind && (detail < 0 || r.detail == detail) && r.time() <= upTo)
            ++n;
    }
    return n;
}
} // namespace

class TestPresenter final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sentences_data();
    void sentences();
    void narrationCoversEveryInterestingEventInTimeOrder();
    void duplicatesCarryTheRunsExplanation();
    void everyBuiltinNarratesInTimeOrder_data();
    void everyBuiltinNarratesInTimeOrder();
    void storeOutageIsToldOncePerConsumer();
    void storyPredictRevealAndLesson();
    void narratesUpToThePlayhead();
    void keyboard();
    void keysStepTheSameWayInEveryDirection_data();
    void keysStepTheSameWayInEveryDirection();
    void keyHintsReadFromTheRightInPersian();
    void cameraShowsTheEventAndItsCause_data();
    void cameraShowsTheEventAndItsCause();
    void aBurstIsZoomedInto();
    void codePanelFollowsTheToldEvent_data();
    void codePanelFollowsTheToldEvent();
    void narrationToldTheGraphsCauses_data();
    void narrationToldTheGraphsCauses();

private:
    QTemporaryDir m_dir;
    RunPtr m_none;
    RunPtr m_claim;
};

void TestPresenter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    m_none = runLostAcks(m_dir, QStringLiteral("none"));
    m_claim = runLostAcks(m_dir, QStringLiteral("db-insert-first"));
    QVERIFY(m_none->error.isEmpty() && m_claim->error.isEmpty());
    QVERIFY(m_none->metrics.duplicateSideEffects > 0);
    QVERIFY(m_claim->metrics.duplicatesSkipped > 0);
}

void TestPresenter::sentences_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("actor");
    QTest::addColumn<int>("message");
    QTest::addColumn<int>("delivery");
    QTest::addColumn<int>("detail");
    QTest::addColumn<QString>("expected");
    const int c1 = kFirstConsumerActor;
    QTest::newRow("ack lost") << int(TraceKind::AckLost) << c1 << 16 << 1 << 1
                              << QStringLiteral("12.40 s — consumer-1's ack for order-17 was lost.");
    QTest::newRow("duplicate") << int(TraceKind::SideEffect) << c1 << 16 << 2 << 1
                               << QStringLiteral("12.40 s — order-17 was applied again: a duplicate side effect.");
    QTest::newRow("skipped") << int(TraceKind::Skipped) << c1 + 1 << 2 << 2 << int(Guard::InboxClaim)
                             << QStringLiteral("12.40 s — order-3 arrived again and consumer-2 skipped it: the "
                                               "inbox claim for its id conflicted.");
    QTest::newRow("crash") << int(TraceKind::Crash) << c1 << 4 << 1 << int(CrashPoint::AfterCommitBeforeAck)
                           << QStringLiteral("12.40 s — consumer-1 crashed while handling order-5, after the "
                                             "commit, before the ack.");
    QTest::newRow("dead letter") << int(TraceKind::DeadLettered) << int(ActorBroker) << 8 << 10 << 0
                                 << QStringLiteral("12.40 s — order-9 was moved to the dead-letter queue after 10 "
                                                   "deliveries.");
    QTest::newRow("broker restart") << int(TraceKind::BrokerRestart) << int(ActorBroker) << -1 << 0 << 1
                                    << QStringLiteral("12.40 s — the broker restarted.");
    QTest::newRow("rebalance") << int(TraceKind::Rebalance) << int(ActorBroker) << -1 << 1 << 0
                               << QStringLiteral("12.40 s — the consumer group started a rebalance: a consumer "
                                                 "joined.");
    QTest::newRow("store down") << int(TraceKind::StoreDown) << int(ActorStore) << -1 << 0 << 30
                                << QStringLiteral("12.40 s — the database became unavailable: consumers must "
                                                  "neither ack nor skip, only retry.");
    QTest::newRow("slow handler") << int(TraceKind::SlowHandler) << c1 << 4 << 1 << 25
                                  << QStringLiteral("12.40 s — consumer-1 is slow on order-5: 2.5 s longer than "
                                                    "usual.");
    QTest::newRow("first effect is not news") << int(TraceKind::SideEffect) << c1 << 16 << 1 << 0 << QString();
    QTest::newRow("the initial assignment is not news") << int(TraceKind::Rebalance) << int(ActorBroker) << -1 << 0
                                                        << 0 << QString();
    QTest::newRow("a delivery is not news") << int(TraceKind::Deliver) << int(ActorBroker) << 16 << 1 << 0
                                            << QString();
}

void TestPresenter::sentences()
{
    QFETCH(int, kind);
    QFETCH(int, actor);
    QFETCH(int, message);
    QFETCH(int, delivery);
    QFETCH(int, detail);
    QFETCH(QString, expected);
    Trace trace;
    trace.append(12400000, TraceKind(kind), quint8(actor), message < 0 ? kNoMessage : quint32(message),
                 quint16(delivery), quint16(detail));
    const NarrationLine line = Narration::line(trace.at(0), 0);
    QCOMPARE(line.text, expected);
    QCOMPARE(line.record, expected.isEmpty() ? -1 : 0);
}

void TestPresenter::narrationCoversEveryInterestingEventInTimeOrder()
{
    for (const RunPtr &run : {m_none, m_claim}) {
        const QVector<NarrationLine> lines = Narration::build(*run);
        const Trace &t = run->trace;
        int rebalances = 0; // starts of a rebalance that something set off
        for (const TraceRecord &r : t.records())
            rebalances += r.kind() == TraceKind::Rebalance && r.detail == 0 && r.delivery != 0;
        const int expected = count(t, TraceKind::SideEffect, 1) + count(t, TraceKind::Skipped)
            + count(t, TraceKind::AckLost) + count(t, TraceKind::Crash) + count(t, TraceKind::DeadLettered)
            + count(t, TraceKind::PublishAckLost) + count(t, TraceKind::BrokerDeduped)
            + count(t, TraceKind::BrokerRestart) + count(t, TraceKind::ConnectionLost) + rebalances
            + count(t, TraceKind::StoreDown) + count(t, TraceKind::StoreUp) + count(t, TraceKind::CacheFlush)
            + count(t, TraceKind::SlowHandler) + qMin(1, count(t, TraceKind::RetentionCleanup));
        int restarts = 0; // of consumers
        for (const TraceRecord &r : t.records())
            restarts += r.kind() == TraceKind::Restart && r.isConsumer();
        QCOMPARE(count(t, TraceKind::StoreFailed), 0); // told once per outage: storeOutageIsToldOncePerConsumer()
        QCOMPARE(lines.size(), expected + restarts);
        int duplicates = 0;
        for (int i = 0; i < lines.size(); ++i) {
            if (i > 0)
                QVERIFY(lines.at(i).time >= lines.at(i - 1).time);
            QVERIFY(lines.at(i).text.startsWith(QLocale::c().toString(double(lines.at(i).time) / 1e6, 'f', 2)));
            duplicates += lines.at(i).kind == NarrationLine::Kind::DuplicateEffect;
        }
        QCOMPARE(duplicates, run->metrics.duplicateSideEffects);
    }
}

void TestPresenter::duplicatesCarryTheRunsExplanation()
{
    const QVector<NarrationLine> lines = Narration::build(*m_none);
    QSet<QString> explained;
    for (const NarrationLine &l : lines) {
        if (!l.why.isEmpty())
            explained.insert(l.why);
    }
    QSet<QString> expected;
    for (const Violation &v : m_none->violations) {
        if (v.kind == ViolationKind::DuplicateSideEffect && !v.explanation.isEmpty())
            expected.insert(v.explanation);
    }
    QVERIFY(!expected.isEmpty());
    QCOMPARE(explained, expected);
}

void TestPresenter::everyBuiltinNarratesInTimeOrder_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : BuiltinScenarios::names())
        QTest::newRow(qPrintable(name)) << name;
}

void TestPresenter::everyBuiltinNarratesInTimeOrder()
{
    QFETCH(QString, name);
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    Simulation sim(loaded.scenario, m_dir.filePath(QStringLiteral("builtin-%1.sqlite").arg(name)));
    const RunResult run = sim.run();
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    const QVector<NarrationLine> lines = Narration::build(run);
    int duplicates = 0;
    for (int i = 0; i < lines.size(); ++i) {
        QVERIFY(!lines.at(i).text.isEmpty());
        if (i > 0)
            QVERIFY(lines.at(i).time >= lines.at(i - 1).time);
        duplicates += lines.at(i).kind == NarrationLine::Kind::DuplicateEffect;
    }
    QCOMPARE(duplicates, run.metrics.duplicateSideEffects);
    // A scenario is written to show something: there is at least one event to tell.
    QVERIFY(!lines.isEmpty());
}

void TestPresenter::storeOutageIsToldOncePerConsumer()
{
    RunResult run;
    const quint8 c1 = kFirstConsumerActor;
    const quint8 c2 = kFirstConsumerActor + 1;
    Trace &t = run.trace;
    t.append(1000000, TraceKind::StoreDown, ActorStore, kNoMessage, 0, 30);
    t.append(1100000, TraceKind::StoreFailed, c1, 4, 1);
    t.append(1200000, TraceKind::StoreFailed, c2, 5, 1);
    t.append(1600000, TraceKind::StoreFailed, c1, 4, 1); // a retry: nothing new
    t.append(4000000, TraceKind::StoreUp, ActorStore);
    t.append(5000000, TraceKind::StoreDown, ActorStore, kNoMessage, 0, 10);
    t.append(5100000, TraceKind::StoreFailed, c1, 9, 1); // a new outage: told again
    QStringList told;
    for (const NarrationLine &l : Narration::build(run))
        told.append(l.text);
    QCOMPARE(told, (QStringList{
        QStringLiteral("1.00 s — the database became unavailable: consumers must neither ack nor skip, only retry."),
        QStringLiteral("1.10 s — consumer-1 could not reach the database while handling order-5: it does not ack "
                       "and does not skip; it tries again later."),
        QStringLiteral("1.20 s — consumer-2 could not reach the database while handling order-6: it does not ack "
                       "and does not skip; it tries again later."),
        QStringLiteral("4.00 s — the database is back."),
        QStringLiteral("5.00 s — the database became unavailable: consumers must neither ack nor skip, only retry."),
        QStringLiteral("5.10 s — consumer-1 could not reach the database while handling order-10: it does not ack "
                       "and does not skip; it tries again later."),
    }));
}

void TestPresenter::storyPredictRevealAndLesson()
{
    PresenterMode presenter;
    QSignalSpy reveal(&presenter, &PresenterMode::revealRequested);
    QSignalSpy stages(&presenter, &PresenterMode::stageChanged);
    presenter.resize(1280, 720);
    presenter.show();
    const Scenario &s = m_none->scenario;
    presenter.setScenario(s);
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Story);
    QCOMPARE(labelText(presenter, "title"), s.name);
    QCOMPARE(labelText(presenter, "story"), s.description);
    presenter.advance();
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Predict);
    QCOMPARE(labelText(presenter, "predict"), s.predict);
    auto *button = presenter.findChild<QPushButton *>(QStringLiteral("reveal"));
    QVERIFY(button && button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(reveal.count(), 1);
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Waiting);
    presenter.setRun(m_none); // the main window ran it
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Narrating);
    QCOMPARE(presenter.narration()->toldCount(), 0);
    // Playback reaches the end: every event has been told, then the lesson.
    presenter.setPlayhead(SimTime(m_none->metrics.virtualDurationMs * 1000) + m_none->trace.records().back().time());
    QCOMPARE(presenter.narration()->toldCount(), presenter.narration()->lines().size());
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Lesson);
    QCOMPARE(labelText(presenter, "lesson"), s.lesson);
    QVERIFY(presenter.findChild<QLabel *>(QStringLiteral("lesson"))->isVisible());
    QVERIFY(labelText(presenter, "summary").contains(QString::number(m_none->metrics.duplicateSideEffects)));
    QCOMPARE(stages.count(), 4); // predict, waiting, narrating, lesson
}

void TestPresenter::narratesUpToThePlayhead()
{
    PresenterMode presenter;
    NarrationModel *model = presenter.narration();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    presenter.setScenario(m_none->scenario);
    presenter.reveal();
    presenter.setRun(m_none);
    const QVector<NarrationLine> &all = model->lines();
    QVERIFY(all.size() > 4);
    // The middle of the run, then back to before the first event, then forward again.
    const SimTime mid = all.at(all.size() / 2).time;
    for (SimTime t : {mid, all.first().time - 1, all.at(3).time, mid}) {
        presenter.setPlayhead(t);
        int expected = 0;
        while (expected < all.size() && all.at(expected).time <= t)
            ++expected;
        // One row per told line, but duplicates told one after another share one.
        int told = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row);
            QVERIFY(index.data(NarrationModel::TimeRole).toLongLong() <= t);
            QCOMPARE(model->firstLineOf(row), told);
            const int n = index.data(NarrationModel::CountRole).toInt();
            QVERIFY(n >= 1);
            if (n == 1)
                QCOMPARE(index.data().toString(), all.at(told).text);
            for (int i = told + 1; i < told + n; ++i) {
                QCOMPARE(all.at(i).kind, all.at(told).kind);
                QVERIFY(all.at(i).kind == NarrationLine::Kind::DuplicateEffect
                        || all.at(i).kind == NarrationLine::Kind::SkippedDuplicate);
            }
            if (row > 0 && n > 1) // a row of duplicates starts after a line of another kind
                QVERIFY(all.at(told - 1).kind != all.at(told).kind);
            told += n;
        }
        QCOMPARE(told, expected);
        if (expected > 0)
            QCOMPARE(labelText(presenter, "current"), all.at(expected - 1).text);
        QCOMPARE(presenter.stage(), PresenterMode::Stage::Narrating);
    }
    // Counting duplicates up to the playhead matches the trace.
    int shownDuplicates = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        shownDuplicates += model->index(row).data(NarrationModel::KindRole).toInt()
                == int(NarrationLine::Kind::DuplicateEffect)
            ? model->index(row).data(NarrationModel::CountRole).toInt()
            : 0;
    QCOMPARE(shownDuplicates, count(m_none->trace, TraceKind::SideEffect, 1, mid));
}

void TestPresenter::keyboard()
{
    PresenterMode presenter;
    QSignalSpy reveal(&presenter, &PresenterMode::revealRequested);
    QSignalSpy seek(&presenter, &PresenterMode::seekRequested);
    QSignalSpy leave(&presenter, &PresenterMode::leaveRequested);
    presenter.show();
    presenter.setScenario(m_claim->scenario);
    QTest::keyClick(&presenter, Qt::Key_Space);
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Predict);
    QTest::keyClick(&presenter, Qt::Key_Left);
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Story);
    QTest::keyClick(&presenter, Qt::Key_Right);
    QTest::keyClick(&presenter, Qt::Key_Space);
    QCOMPARE(reveal.count(), 1);
    presenter.setRun(m_claim);
    // Each Space tells the next event and asks playback to go there.
    const QVector<NarrationLine> &all = presenter.narration()->lines();
    QTest::keyClick(&presenter, Qt::Key_Space);
    QCOMPARE(seek.count(), 1);
    QCOMPARE(seek.last().first().value<SimTime>(), all.at(0).time);
    QVERIFY(presenter.narration()->toldCount() >= 1);
    QTest::keyClick(&presenter, Qt::Key_Right);
    QCOMPARE(seek.last().first().value<SimTime>(), all.at(presenter.narration()->toldCount() - 1).time);
    // Past the last event, Space brings the lesson.
    presenter.setPlayhead(all.last().time);
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Narrating);
    QTest::keyClick(&presenter, Qt::Key_Space);
    QCOMPARE(presenter.stage(), PresenterMode::Stage::Lesson);
    QTest::keyClick(&presenter, Qt::Key_Escape);
    QCOMPARE(leave.count(), 1);
    QVERIFY(!presenter.isVisible()); // a top-level presenter closes
}

void TestPresenter::keysStepTheSameWayInEveryDirection_data()
{
    QTest::addColumn<Qt::LayoutDirection>("direction");
    QTest::newRow("left to right") << Qt::LeftToRight;
    QTest::newRow("right to left") << Qt::RightToLeft;
}

// Right, Down, PageDown (a clicker's "next"), Space and Enter go on; Left,
// Up, PageUp and Backspace go back — from the story page on, and the same
// in a right-to-left layout, where the diagram's time still runs to the right.
void TestPresenter::keysStepTheSameWayInEveryDirection()
{
    QFETCH(Qt::LayoutDirection, direction);
    PresenterMode presenter;
    presenter.setLayoutDirection(direction);
    QSignalSpy reveal(&presenter, &PresenterMode::revealRequested);
    presenter.show();
    presenter.setScenario(m_claim->scenario);
    using Stage = PresenterMode::Stage;
    const auto press = [&presenter](Qt::Key key) {
        QTest::keyClick(&presenter, key);
        return presenter.stage();
    };
    for (Qt::Key on : {Qt::Key_Right, Qt::Key_PageDown, Qt::Key_Down, Qt::Key_Space, Qt::Key_Return}) {
        QCOMPARE(presenter.stage(), Stage::Story);
        QVERIFY2(press(on) == Stage::Predict, qPrintable(QKeySequence(on).toString()));
        QVERIFY(press(on == Qt::Key_Right ? Qt::Key_Left : on == Qt::Key_PageDown ? Qt::Key_PageUp : Qt::Key_Up)
                == Stage::Story);
    }
    QCOMPARE(press(Qt::Key_Right), Stage::Predict);
    QCOMPARE(press(Qt::Key_PageDown), Stage::Waiting);
    QCOMPARE(reveal.count(), 1);
    presenter.setRun(m_claim);
    QCOMPARE(presenter.stage(), Stage::Narrating);
    QVERIFY(presenter.narration()->lines().size() >= 2);
    press(Qt::Key_Right);
    QCOMPARE(presenter.narration()->toldCount(), 1);
    press(Qt::Key_PageDown);
    QCOMPARE(presenter.narration()->toldCount(), 2);
    press(Qt::Key_PageUp);
    QCOMPARE(presenter.narration()->toldCount(), 1);
    press(Qt::Key_Left);
    QCOMPARE(presenter.narration()->toldCount(), 0);
    // The footer shows the keys that work: → on, ← back.
    const QString hint = labelText(presenter, "hint");
    QVERIFY2(hint.contains(QStringLiteral("→")) && hint.contains(QStringLiteral("←")), qPrintable(hint));
    QVERIFY2(hint.indexOf(QStringLiteral("→")) < hint.indexOf(QStringLiteral("←")), qPrintable(hint));
}

// The key hints in Persian read from the right ("Space: …" first, at the
// right edge): each hint is an isolate, which does not set the row's
// direction, so the row itself has to start right to left.
void TestPresenter::keyHintsReadFromTheRightInPersian()
{
    QLocale::setDefault(QLocale(QLocale::Persian, QLocale::Iran));
    PresenterMode presenter;
    presenter.setLayoutDirection(Qt::RightToLeft);
    presenter.setScenario(m_claim->scenario);
    QStringList wrong;
    const auto check = [&] {
        const QString hint = labelText(presenter, "hint");
        if (!QStringView(hint).isRightToLeft())
            wrong.append(hint);
    };
    check();
    presenter.advance();
    check();
    presenter.advance();
    presenter.setRun(m_claim);
    check();
    presenter.showLesson();
    check();
    QLocale::setDefault(QLocale::c());
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestPresenter::cameraShowsTheEventAndItsCause_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : BuiltinScenarios::names())
        QTest::newRow(qPrintable(name)) << name;
}

// Each told event is on screen with what caused it, worked out here from
// the trace: a duplicate with the application it repeats and the lost ack
// before its redelivery, a skipped duplicate with the application it
// spared, a consumer's restart with its crash, a rebalance after a session
// timeout with the crash of the member it waited for, the database's return
// with its outage. The event is the one selected.
void TestPresenter::cameraShowsTheEventAndItsCause()
{
    QFETCH(QString, name);
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY(loaded.ok());
    Simulation sim(loaded.scenario, m_dir.filePath(QStringLiteral("camera-%1.sqlite").arg(name)));
    const auto run = std::make_shared<const RunResult>(sim.run());
    QVERIFY(run->error.isEmpty());
    PresenterMode presenter;
    presenter.resize(1280, 720);
    presenter.show();
    presenter.setScenario(run->scenario);
    presenter.reveal();
    presenter.setRun(run);
    const auto &records = run->trace.records();
    const auto latestBefore = [&records](int record, auto matches) -> int {
        for (int i = record - 1; i >= 0; --i) {
            if (matches(records[std::size_t(i)]))
                return i;
        }
        return -1;
    };
    QStringList problems;
    const QVector<NarrationLine> lines = presenter.narration()->lines();
    while (presenter.narration()->nextLine() >= 0) {
        presenter.advance(); // tells every event of the next moment; the camera is on the last
        const NarrationLine &line = lines.at(presenter.narration()->toldCount() - 1);
        const TraceRecord &r = records[std::size_t(line.record)];
        QCOMPARE(presenter.timeline()->selectedRecord(), line.record);
        QMap<QString, int> causes; // what → record
        using K = NarrationLine::Kind;
        if (line.kind == K::DuplicateEffect || line.kind == K::SkippedDuplicate) {
            causes.insert(QStringLiteral("the first application"), latestBefore(line.record, [&r](const TraceRecord &o) {
                              return o.kind() == TraceKind::SideEffect && o.message == r.message && o.detail == 0;
                          }));
            const int lost = latestBefore(line.record, [&r](const TraceRecord &o) {
                return o.kind() == TraceKind::AckLost && o.message == r.message;
            });
            if (lost >= 0)
                causes.insert(QStringLiteral("the lost ack"), lost);
        } else if (line.kind == K::ConsumerRestart) {
            causes.insert(QStringLiteral("the crash"), latestBefore(line.record, [&r](const TraceRecord &o) {
                              return o.kind() == TraceKind::Crash && o.actor() == r.actor();
                          }));
        } else if (line.kind == K::Rebalance && RebalanceReason(r.delivery) == RebalanceReason::SessionTimeout) {
            causes.insert(QStringLiteral("the dead member's crash"), latestBefore(line.record, [](const TraceRecord &o) {
                              return o.kind() == TraceKind::Crash;
                          }));
        } else if (line.kind == K::StoreUp) {
            causes.insert(QStringLiteral("the outage"), latestBefore(line.record, [](const TraceRecord &o) {
                              return o.kind() == TraceKind::StoreDown;
                          }));
        }
        causes.insert(QStringLiteral("the event"), line.record);
        const SimTime from = presenter.timeline()->visibleFrom();
        const SimTime to = presenter.timeline()->visibleTo();
        if (presenter.zoomedIntoBurst()) {
            // Inside a burst (its first event was shown with its causes):
            // the event and the one told before it, closer than its causes.
            const int told = presenter.narration()->toldCount();
            QVERIFY(told >= 2);
            const SimTime before = lines.at(told - 2).time;
            QVERIFY2(from <= before && line.time <= to, qPrintable(line.text));
            SimTime earliest = line.time;
            for (int record : causes)
                earliest = record >= 0 ? qMin(earliest, records[std::size_t(record)].time()) : earliest;
            QVERIFY2(to - from < qMax<SimTime>(line.time - earliest, 1) * 2, qPrintable(line.text));
            continue;
        }
        for (auto it = causes.cbegin(); it != causes.cend(); ++it) {
            if (it.value() < 0)
                continue; // nothing earlier of that kind (a skip of a message another process applied)
            const SimTime t = records[std::size_t(it.value())].time();
            if (t < from || t > to)
                problems.append(QStringLiteral("%1: \"%2\": %3 at %4 µs is off screen (%5 … %6 µs)")
                                    .arg(name, line.text, it.key())
                                    .arg(t)
                                    .arg(from)
                                    .arg(to));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// A broker restart sends a dozen duplicates in a fraction of a second,
// half a minute after what caused them: framed with that cause they are one
// blob, so the first is shown with its cause and each next key press zooms
// to the burst, where the event told stands apart from the one before.
void TestPresenter::aBurstIsZoomedInto()
{
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:06-broker-restart"));
    QVERIFY(loaded.ok());
    Simulation sim(loaded.scenario, m_dir.filePath(QStringLiteral("burst.sqlite")));
    const auto run = std::make_shared<const RunResult>(sim.run());
    PresenterMode presenter;
    presenter.resize(1280, 800);
    presenter.show();
    presenter.setScenario(run->scenario);
    presenter.reveal();
    presenter.setRun(run);
    const QVector<NarrationLine> lines = presenter.narration()->lines();
    const auto pixelsApart = [&presenter](SimTime a, SimTime b) {
        const TimelineView *t = presenter.timeline();
        return double(qAbs(b - a)) * t->width() / double(qMax<SimTime>(1, t->visibleTo() - t->visibleFrom()));
    };
    int zoomed = 0;
    int blobs = 0;
    while (presenter.narration()->nextLine() >= 0) {
        presenter.advance();
        const int told = presenter.narration()->toldCount();
        if (told < 2 || lines.at(told - 1).kind != NarrationLine::Kind::DuplicateEffect
            || lines.at(told - 2).kind != NarrationLine::Kind::DuplicateEffect)
            continue;
        const double apart = pixelsApart(lines.at(told - 2).time, lines.at(told - 1).time);
        if (presenter.zoomedIntoBurst()) {
            ++zoomed;
            QVERIFY2(apart >= 20, qPrintable(QStringLiteral("%1: %2 px").arg(lines.at(told - 1).text).arg(apart)));
        } else if (apart < 20) {
            ++blobs;
        }
    }
    QVERIFY2(zoomed >= 5, qPrintable(QString::number(zoomed)));
    QCOMPARE(blobs, 0);
}

void TestPresenter::codePanelFollowsTheToldEvent_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("rtl");
    QTest::newRow("1280x800") << QSize(1280, 800) << false;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
    QTest::newRow("1280x800 right to left") << QSize(1280, 800) << true;
}

// Issue 32 in presenter mode: C shows the handler as code beside the
// events, in large type; the line of each told event's step is the one the
// window's Code dock highlights for that record (a crash on its crash line,
// in the crash tone); the diagram makes room; C hides it again.
void TestPresenter::codePanelFollowsTheToldEvent()
{
    QFETCH(QSize, size);
    QFETCH(bool, rtl);
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:05-crash-after-commit-before-ack"));
    QVERIFY(loaded.ok());
    Simulation sim(loaded.scenario, m_dir.filePath(QStringLiteral("code-%1.sqlite").arg(size.width())));
    const auto run = std::make_shared<const RunResult>(sim.run());
    PresenterMode presenter;
    presenter.setLayoutDirection(rtl ? Qt::RightToLeft : Qt::LeftToRight);
    presenter.resize(size);
    presenter.show();
    QVERIFY(QTest::qWaitForWindowExposed(&presenter));
    presenter.setScenario(run->scenario);
    presenter.reveal();
    presenter.setRun(run);
    CodeView *code = presenter.code();
    QVERIFY(!code->isVisible());
    const int diagramAlone = presenter.timeline()->width();
    QTest::keyClick(&presenter, Qt::Key_C);
    QVERIFY(presenter.codeShown() && code->isVisible());
    QVERIFY(presenter.timeline()->width() < diagramAlone);
    // Beside the diagram, not over it, inside the screen.
    const QRect panel(code->mapTo(&presenter, QPoint(0, 0)), code->size());
    const QRect diagram(presenter.timeline()->mapTo(&presenter, QPoint(0, 0)), presenter.timeline()->size());
    QVERIFY(presenter.rect().contains(panel));
    QVERIFY2(presenter.rect().contains(diagram), qPrintable(QStringLiteral("diagram %1..%2 in %3 px")
                                                                .arg(diagram.left()).arg(diagram.right()).arg(size.width())));
    QVERIFY(!panel.intersects(diagram));
    QCOMPARE(panel.left() > diagram.left(), !rtl);
    // It takes the room the page leaves (up to two fifths of the screen),
    // not the little it would ask for: at 1920×1080 it was a 240 px strip
    // showing the first words of each line.
    QVERIFY2(code->width() * 4 >= size.width(), qPrintable(QStringLiteral("%1 px of %2").arg(code->width()).arg(size.width())));
    QVERIFY2(code->listing()->lineRect(0).height() * 50 >= size.height(),
             qPrintable(QString::number(code->listing()->lineRect(0).height())));

    CodeView dock; // the window's Code dock on the same run
    dock.setRun(run);
    int highlighted = 0;
    int crashes = 0;
    const QVector<NarrationLine> lines = presenter.narration()->lines();
    while (presenter.narration()->nextLine() >= 0) {
        presenter.advance();
        const NarrationLine &line = lines.at(presenter.narration()->toldCount() - 1);
        dock.showRecord(line.record);
        QCOMPARE(code->shownRecord(), dock.shownRecord());
        QCOMPARE(code->listing()->highlightFirst(), dock.listing()->highlightFirst());
        QCOMPARE(code->listing()->highlightLast(), dock.listing()->highlightLast());
        QCOMPARE(code->listing()->tone(), dock.listing()->tone());
        highlighted += code->listing()->highlightFirst() >= 0;
        if (line.kind == NarrationLine::Kind::Crash) {
            QVERIFY(code->listing()->highlightFirst() >= 0);
            QCOMPARE(code->listing()->tone(), CodeListing::Tone::Crash);
            ++crashes;
        }
    }
    QVERIFY(highlighted > 0);
    QVERIFY(crashes > 0);
    QTest::keyClick(&presenter, Qt::Key_C);
    QVERIFY(!code->isVisible());
    QTRY_VERIFY(presenter.timeline()->width() > panel.width() + diagram.width() / 2);
}

void TestPresenter::narrationToldTheGraphsCauses_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("strategy");
    QTest::newRow("lost acks, none") << QStringLiteral("lost-acks-sqs") << QStringLiteral("none");
    QTest::newRow("lost acks, claim first") << QStringLiteral("lost-acks-sqs") << QStringLiteral("db-insert-first");
    QTest::newRow("crash after commit") << QStringLiteral("05-crash-after-commit-before-ack") << QString();
    QTest::newRow("prefetch, connection lost") << QStringLiteral("07-rabbitmq-prefetch-connection-lost") << QString();
    QTest::newRow("kafka crash before auto-commit") << QStringLiteral("08-kafka-crash-before-auto-commit") << QString();
    QTest::newRow("race, no unique key") << QStringLiteral("18-check-then-insert-race-no-unique-key") << QString();
    QTest::newRow("inbox in its own transaction") << QStringLiteral("21-inbox-in-separate-transaction") << QString();
    QTest::newRow("hybrid") << QStringLiteral("23-hybrid-cache-in-front-of-inbox") << QString();
}

// What the presenter tells is the run's one reading: each duplicate it
// narrates is a duplicate edge of the cause graph (all of them, as a set),
// with the redelivery behind the copy that came again; and, as values, the
// same cause chain the violation carries to the inspector and the reports
// (mechanism, the cause's time, the redelivery's, both applications').
void TestPresenter::narrationToldTheGraphsCauses()
{
    QFETCH(QString, name);
    QFETCH(QString, strategy);
    ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    if (!strategy.isEmpty())
        loaded.scenario.strategy.id = strategy;
    Simulation sim(loaded.scenario, m_dir.filePath(QStringLiteral("causes-%1-%2.sqlite").arg(name, strategy)));
    const RunResult run = sim.run();
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    QVERIFY(run.analysis);
    const Trace &trace = run.trace;
    const std::vector<CauseEdge> &edges = run.analysis->causes().edges();

    using Link = std::tuple<quint32, SimTime, SimTime, int, SimTime, SimTime>; // message, applied, first, mechanism, at, again
    std::set<std::pair<quint32, quint32>> toldRepeats;
    std::set<Link> toldLinks;
    int skips = 0;
    for (const NarrationLine &l : Narration::build(run)) {
        const TraceRecord &r = trace.at(std::size_t(l.record));
        if (l.kind == NarrationLine::Kind::SkippedDuplicate) {
            ++skips;
            for (quint32 e : l.causeEdges) { // the redelivery of the copy it recognised
                QCOMPARE(edges[e].kind, CauseEdge::Redelivery);
                QCOMPARE(trace.at(edges[e].to).message, r.message);
                QCOMPARE(trace.at(edges[e].to).actor(), r.actor());
                QVERIFY(edges[e].to < quint32(l.record));
            }
            continue;
        }
        if (l.kind != NarrationLine::Kind::DuplicateEffect)
            continue;
        const CauseEdge *repeat = nullptr;
        const CauseEdge *again = nullptr;
        for (quint32 e : l.causeEdges) {
            const CauseEdge &edge = edges[e];
            QCOMPARE(edge.message, r.message);
            if (edge.kind == CauseEdge::Duplicate) {
                QVERIFY(!repeat);
                repeat = &edge;
                QCOMPARE(edge.to, quint32(l.record));
            } else {
                QCOMPARE(edge.kind, CauseEdge::Redelivery);
                again = &edge;
            }
        }
        QVERIFY2(repeat, qPrintable(l.text));
        toldRepeats.insert({repeat->from, repeat->to});
        toldLinks.insert({r.message, l.time, trace.at(repeat->from).time(),
                          int(again ? again->mechanism : Mechanism::RepeatsEffect),
                          again ? trace.at(again->from).time() : SimTime(-1),
                          again ? trace.at(again->to).time() : SimTime(-1)});
    }
    std::set<std::pair<quint32, quint32>> graphRepeats;
    for (const CauseEdge &e : edges) {
        if (e.kind == CauseEdge::Duplicate)
            graphRepeats.insert({e.from, e.to});
    }
    QCOMPARE(toldRepeats, graphRepeats);
    QVERIFY(!graphRepeats.empty() || skips > 0); // each scenario shows a duplicate or a caught one

    // The violations' chains (what the inspector and the reports say), for
    // the keys the database holds twice.
    std::set<Link> violationLinks;
    std::set<quint32> violating;
    for (const Violation &v : run.violations) {
        if (v.kind != ViolationKind::DuplicateSideEffect)
            continue;
        violating.insert(quint32(v.logical));
        for (const ViolationCause &c : v.causes)
            violationLinks.insert({quint32(v.logical), c.appliedAt, c.firstAppliedAt, int(c.mechanism), c.at,
                                   c.redeliveredAt});
    }
    std::set<Link> toldOfViolating;
    for (const Link &l : toldLinks) {
        if (violating.count(std::get<0>(l)))
            toldOfViolating.insert(l);
    }
    QCOMPARE(toldOfViolating, violationLinks);
}

QTEST_MAIN(TestPresenter)
#include "tst_presenter.moc"
