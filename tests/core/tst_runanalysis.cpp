// The one reading of a run (core/analysis/runanalysis.h), checked as
// structure: every redelivery and every duplicate side effect has its cause
// in the graph, with a cause record of the right kind and the right times;
// the cache lives replayed with the engine's own cache agree with every hit
// and miss the run recorded; every record an offset reset jumped over is in
// the graph; and summary.json carries each violation's chain as values.

#include "analysis/runanalysis.h"
#include "report/summaryjson.h"
#include "scenario/brokerprofile.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "scenario/vocabulary.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace idem;

namespace {
QStringList walkedScenarios()
{
    QStringList out;
    for (const QString &name : BuiltinScenarios::names())
        out.append(QStringLiteral("builtin:") + name);
    const QDir dir(QStringLiteral(TESTDATA_DIR "/unseen"));
    for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out.append(dir.filePath(file));
    return out;
}

QString rowName(const QString &source)
{
    return source.startsWith(QLatin1String("builtin:")) ? source.mid(8) : QFileInfo(source).completeBaseName();
}

// The record kinds a redelivery's cause can be, by mechanism.
bool causeKindFits(Mechanism m, TraceKind k)
{
    switch (m) {
    case Mechanism::AckLost: return k == TraceKind::AckLost;
    case Mechanism::ConnectionLost: return k == TraceKind::ConnectionLost;
    case Mechanism::ConsumerLeft: return k == TraceKind::ConsumerLeave;
    case Mechanism::CrashBeforeAck:
    case Mechanism::StaticRejoin: return k == TraceKind::Crash;
    case Mechanism::BrokerRestart: return k == TraceKind::BrokerRestart;
    case Mechanism::Rebalance:
    case Mechanism::RebalanceAfterCrash: return k == TraceKind::Rebalance;
    case Mechanism::ProducerRetry: return k == TraceKind::PublishAckLost || k == TraceKind::PublishAttempt;
    case Mechanism::HoldExpired:
    case Mechanism::Nack: return k == TraceKind::Deliver; // the copy whose hold ended
    default: return false;
    }
}
} // namespace

class TestRunAnalysis final : public QObject
{
    Q_OBJECT
private slots:
    void everyRedeliveryAndRepeatHasItsCause_data();
    void everyRedeliveryAndRepeatHasItsCause();
    void raceRepeatIsTheLaterApplication();
    void kafkaRereadAfterACrashNamesTheCrash();
    void batchedAcksWaitingAreKnown();
    void offsetResetLostRecordsAreInTheGraph();
    void summaryCarriesTheChainAsValues();
    void historyHoldsEveryCopy_data();
    void historyHoldsEveryCopy();
    void batchWaitingHoldsByHand();

private:
    RunResult load(const QString &source, const QString &strategy);
    QTemporaryDir m_dir;
};

RunResult TestRunAnalysis::load(const QString &source, const QString &strategy)
{
    ScenarioLoadResult loaded = ScenarioIo::load(source);
    if (!loaded.ok())
        qFatal("%s", qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    if (!strategy.isEmpty())
        loaded.scenario.strategy.id = strategy;
    return testsupport::runIn(m_dir, loaded.scenario, rowName(source) + QLatin1Char('-') + loaded.scenario.strategy.id);
}

void TestRunAnalysis::everyRedeliveryAndRepeatHasItsCause_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("strategy");
    for (const QString &source : walkedScenarios()) {
        const bool unseen = !source.startsWith(QLatin1String("builtin:"));
        QTest::newRow(qPrintable(rowName(source))) << source << QString();
        if (unseen) {
            for (const QString &strategy : vocab::strategies())
                QTest::newRow(qPrintable(rowName(source) + QStringLiteral(", ") + strategy)) << source << strategy;
        }
    }
}

void TestRunAnalysis::everyRedeliveryAndRepeatHasItsCause()
{
    QFETCH(QString, source);
    QFETCH(QString, strategy);
    const RunResult r = load(source, strategy);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(r.analysis);
    const RunAnalysis &a = *r.analysis;
    const Trace &trace = r.trace;
    QCOMPARE(a.traceSize(), trace.size());
    int redeliveries = 0;
    int repeats = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &rec = trace.at(i);
        const bool redelivery = rec.kind() == TraceKind::Deliver && rec.cause() != DeliveryCause::First;
        const bool repeat = rec.kind() == TraceKind::SideEffect && rec.repeatsEffect();
        if (!redelivery && !repeat)
            continue;
        const auto [from, to] = a.causes().into(quint32(i));
        QVERIFY2(to - from == 1, qPrintable(QStringLiteral("record %1 has %2 causes").arg(i).arg(to - from)));
        const CauseEdge &e = *from;
        const TraceRecord &cause = trace.at(e.from);
        QVERIFY2(e.from < e.to, qPrintable(QStringLiteral("record %1: no earlier cause").arg(i)));
        QVERIFY(cause.time() <= rec.time());
        QCOMPARE(e.message, rec.message);
        if (redelivery) {
            ++redeliveries;
            QCOMPARE(int(e.kind), int(CauseEdge::Redelivery));
            QVERIFY2(causeKindFits(e.mechanism, cause.kind()),
                     qPrintable(QStringLiteral("record %1: %2 caused by a %3").arg(i).arg(CauseGraph::mechanismName(e.mechanism),
                                                                                       Trace::kindName(cause.kind()))));
            if (e.mechanism == Mechanism::RebalanceAfterCrash) {
                QVERIFY(e.crash >= 0 && trace.at(std::size_t(e.crash)).kind() == TraceKind::Crash);
                QVERIFY(trace.at(std::size_t(e.crash)).time() <= cause.time());
            }
        } else {
            ++repeats;
            QCOMPARE(int(e.kind), int(CauseEdge::Duplicate));
            QCOMPARE(cause.kind(), TraceKind::SideEffect); // the application it repeats
            QVERIFY(e.slip != Slip::None);
        }
    }
    QCOMPARE(redeliveries + repeats,
             int(std::count_if(a.causes().edges().begin(), a.causes().edges().end(),
                               [](const CauseEdge &e) { return e.kind != CauseEdge::LostRecord; })));
    // The cache replayed with the engine's own class answers every lookup as the run did.
    QCOMPARE(a.cache().disagreements(), 0);
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &rec = trace.at(i);
        if (rec.kind() != TraceKind::CacheMiss || rec.missReason() == CacheMissReason::Never)
            continue;
        const CacheLives::Life *life = a.cache().lifeBefore(rec.message, quint32(i), rec.consumer());
        QVERIFY2(life, qPrintable(QStringLiteral("miss %1 (%2) has no entry before it").arg(i).arg(Trace::missReasonName(rec.missReason()))));
        QVERIFY(life->to <= rec.time());
        QVERIFY(life->end != CacheLives::End::Open);
    }
    // Every duplicate violation tells its chain as values, one link a repeat.
    for (const Violation &v : r.violations) {
        if (v.kind != ViolationKind::DuplicateSideEffect)
            continue;
        QCOMPARE(v.causes.size(), v.applied - 1);
        for (const ViolationCause &c : v.causes) {
            QVERIFY(c.appliedAt >= c.firstAppliedAt);
            QVERIFY(c.slip != Slip::None);
        }
    }
}

void TestRunAnalysis::raceRepeatIsTheLaterApplication()
{
    // 18: the slow first handler (20 s … 60.022 s) applies after the copy
    // the visibility timeout handed out at 50 s: the repeat is its
    // application, at 60.020 s, and the words must say the same.
    const RunResult r = load(QStringLiteral("builtin:18-check-then-insert-race-no-unique-key"), {});
    QCOMPARE(r.violations.size(), 2);
    for (const Violation &v : r.violations) {
        QCOMPARE(v.causes.size(), 1);
        const ViolationCause &c = v.causes.first();
        QCOMPARE(c.slip, Slip::Race);
        QCOMPARE(c.mechanism, Mechanism::HoldExpired);
        QVERIFY(c.firstAppliedAt < c.appliedAt);
        QVERIFY(c.redeliveredAt < c.firstAppliedAt); // the second copy arrived before either commit
        QVERIFY(c.consumer != c.firstConsumer);
    }
}

void TestRunAnalysis::kafkaRereadAfterACrashNamesTheCrash()
{
    // 08: consumer-2 crashed at 6.950 s past its last auto-commit; the
    // records it had read were re-read after the rebalance: the crash is the
    // cause, not only the round.
    const RunResult r = load(QStringLiteral("builtin:08-kafka-crash-before-auto-commit"), {});
    QCOMPARE(r.violations.size(), 10);
    for (const Violation &v : r.violations) {
        QCOMPARE(v.causes.size(), 1);
        const ViolationCause &c = v.causes.first();
        QCOMPARE(c.mechanism, Mechanism::RebalanceAfterCrash);
        QCOMPARE(c.crashAt, SimTime(6950000));
        QCOMPARE(c.heldBy, 2);
        QCOMPARE(c.partition, 1);
        QVERIFY(c.offset >= 0);
        QVERIFY(c.at > c.crashAt);
    }
}

void TestRunAnalysis::batchedAcksWaitingAreKnown()
{
    // RabbitMQ, prefetch 10, ackEvery 10, a crash after six were handled:
    // the six came back because their acks were waiting for the batch.
    Scenario s = testsupport::parsed(R"({
        "name": "batch waiting", "seed": 7, "messages": 10, "publishIntervalMs": 1,
        "broker": {"profile": "rabbitmq"},
        "consumers": {"count": 1, "prefetch": 10, "ackEvery": 10, "processingMs": 10},
        "strategy": {"id": "none"},
        "faults": {"schedule": [{"atMs": 65, "kind": "consumer-crash", "consumer": 1}]}
    })");
    const RunResult r = testsupport::runIn(m_dir, s, QStringLiteral("batch"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    int waiting = 0;
    int crashes = 0;
    for (const CauseEdge &e : r.analysis->causes().edges()) {
        if (e.kind != CauseEdge::Redelivery)
            continue;
        QCOMPARE(e.mechanism, Mechanism::CrashBeforeAck);
        ++crashes;
        waiting += e.batchWaiting ? 1 : 0;
    }
    QVERIFY(crashes > 0);
    QVERIFY2(waiting > 0 && waiting < 10, qPrintable(QStringLiteral("%1 of %2 waiting").arg(waiting).arg(crashes)));
    QCOMPARE(r.metrics.duplicateSideEffects, waiting);
}

void TestRunAnalysis::offsetResetLostRecordsAreInTheGraph()
{
    // Every record an auto.offset.reset latest jumped over is a lost-record
    // edge from its reset, as many as the metrics count.
    for (const QString &source : walkedScenarios()) {
        const RunResult r = load(source, {});
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        int lost = 0;
        for (const CauseEdge &e : r.analysis->causes().edges()) {
            if (e.kind != CauseEdge::LostRecord)
                continue;
            ++lost;
            QCOMPARE(r.trace.at(e.from).kind(), TraceKind::OffsetReset);
            QCOMPARE(r.trace.at(e.to).kind(), TraceKind::BrokerEnqueued);
            QVERIFY(r.trace.at(e.to).time() <= r.trace.at(e.from).time());
        }
        QVERIFY2(lost == r.metrics.offsetResetSkipped,
                 qPrintable(QStringLiteral("%1: %2 lost-record edges, %3 skipped").arg(source).arg(lost).arg(r.metrics.offsetResetSkipped)));
    }
}

void TestRunAnalysis::summaryCarriesTheChainAsValues()
{
    const RunResult r = load(QStringLiteral("builtin:08-kafka-crash-before-auto-commit"), {});
    const QJsonArray violations = SummaryJson::build(r).value(QStringLiteral("violations")).toArray();
    QCOMPARE(violations.size(), 10);
    for (const QJsonValue &v : violations) {
        const QJsonArray causes = v.toObject().value(QStringLiteral("causes")).toArray();
        QCOMPARE(causes.size(), 1);
        const QJsonObject c = causes.first().toObject();
        QCOMPARE(c.value(QStringLiteral("mechanism")).toString(), QStringLiteral("rebalance-after-crash"));
        QCOMPARE(c.value(QStringLiteral("crashAtMs")).toDouble(), 6950.0);
        QCOMPARE(c.value(QStringLiteral("heldBy")).toInt(), 2);
        QCOMPARE(c.value(QStringLiteral("partition")).toInt(), 1);
        QVERIFY(c.value(QStringLiteral("firstAppliedAtMs")).toDouble() < c.value(QStringLiteral("appliedAtMs")).toDouble());
    }
}

void TestRunAnalysis::historyHoldsEveryCopy_data()
{
    everyRedeliveryAndRepeatHasItsCause_data();
}

// The message history against the trace it was read from: every delivery
// and every handler start is one handling's, its steps are the consumer's
// own records of that copy in order, every ack covers as many handlings as
// it says, and every copy the broker took back ends exactly one hold.
void TestRunAnalysis::historyHoldsEveryCopy()
{
    QFETCH(QString, source);
    QFETCH(QString, strategy);
    const RunResult r = load(source, strategy);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const MessageHistory &h = r.analysis->history();
    const Trace &trace = r.trace;
    QHash<qint32, int> delivers, starts, acks, holdEnds;
    for (int k = 0; k < int(h.handlings().size()); ++k) {
        const Handling &x = h.handlings()[std::size_t(k)];
        if (x.deliver >= 0)
            ++delivers[x.deliver];
        if (!x.handled())
            continue;
        ++starts[x.handleStart];
        QCOMPARE(h.handlingOf(trace, quint32(x.handleStart)), k);
        const TraceRecord &start = trace.at(quint32(x.handleStart));
        QCOMPARE(start.message, x.message);
        QCOMPARE(start.number(), int(x.number));
        QCOMPARE(start.consumer(), int(x.consumer));
        QVERIFY(x.deliver < x.handleStart && x.handleStart <= x.last);
        const auto step = [&](qint32 record, TraceKind kind) {
            if (record < 0)
                return true;
            const TraceRecord &s = trace.at(quint32(record));
            return s.kind() == kind && s.message == x.message && s.consumer() == x.consumer && record <= x.last
                && record > x.handleStart;
        };
        QVERIFY(step(x.applied, TraceKind::SideEffect));
        QVERIFY(step(x.commit, TraceKind::Commit));
        QVERIFY(step(x.skip, TraceKind::Skipped));
        QCOMPARE(x.end == Handling::Crashed || x.end == Handling::Left, x.crash >= 0);
        if (x.ack >= 0) {
            const TraceRecord &a = trace.at(quint32(x.ack));
            QVERIFY(a.kind() == TraceKind::AckSent || a.kind() == TraceKind::AckLost);
            QCOMPARE(a.consumer(), int(x.consumer));
            QVERIFY(x.ack > x.handleStart);
            ++acks[x.ack];
        }
    }
    const BrokerProfile *profile = BrokerProfile::find(r.scenario.broker.profile);
    const bool holdsCopies = !(profile && profile->partitioned);
    for (const BrokerHold &x : h.holds()) {
        QVERIFY(x.from <= x.until);
        if (x.kind == BrokerHold::MessageGroup) {
            QVERIFY(profile && profile->messageGroups);
            QCOMPARE(trace.at(quint32(x.ended)).kind(), TraceKind::Deliver);
            QVERIFY(x.heldBy != kNoMessage && x.heldBy != x.message);
            continue;
        }
        QVERIFY(holdsCopies);
        ++holdEnds[x.ended];
        const Handling &held = h.handlings()[std::size_t(x.handling)];
        QCOMPARE(x.from, trace.at(quint32(held.deliver)).time());
        QCOMPARE(x.until, trace.at(quint32(x.ended)).time());
        QCOMPARE(int(x.consumer), int(held.consumer));
        QCOMPARE(x.kind == BrokerHold::UntilChannelClosed, profile->requeueOnDisconnect && x.kind != BrokerHold::BatchAckWaiting);
    }
    int deliverRecords = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const TraceRecord &rec = trace.at(i);
        if (rec.message == kNoMessage)
            continue;
        switch (rec.kind()) {
        case TraceKind::Deliver:
            ++deliverRecords;
            QVERIFY2(delivers.value(qint32(i)) == 1, qPrintable(QStringLiteral("deliver %1").arg(i)));
            break;
        case TraceKind::HandleStart: QCOMPARE(starts.value(qint32(i)), 1); break;
        case TraceKind::AckSent:
        case TraceKind::AckLost:
            QVERIFY2(acks.value(qint32(i)) == qMax(1, rec.acksCovered()),
                     qPrintable(QStringLiteral("ack %1 covers %2, the history %3").arg(i).arg(rec.acksCovered()).arg(acks.value(qint32(i)))));
            break;
        case TraceKind::Requeued:
            if (holdsCopies)
                QVERIFY2(holdEnds.value(qint32(i)) == 1, qPrintable(QStringLiteral("requeue %1 ends %2 holds").arg(i).arg(holdEnds.value(qint32(i)))));
            break;
        default: break;
        }
    }
    QCOMPARE(deliverRecords, int(std::count_if(h.handlings().begin(), h.handlings().end(),
                                               [](const Handling &x) { return x.deliver >= 0; })));
}

void TestRunAnalysis::batchWaitingHoldsByHand()
{
    // RabbitMQ, prefetch 10, ackEvery 10, one consumer, 10 ms a message,
    // a crash at 65 ms. Published 1 ms apart, order-k is delivered at k-1 ms
    // (all ten fit the prefetch). A handling takes 10 ms and the next starts
    // 1 ms after: 0–10, 11–21, 22–32, 33–43, 44–54 are handled, their acks
    // waiting for the tenth; the sixth (55 ms) is in hand at 65 ms, four wait
    // in the buffer. The crash closes the channel: all ten come back at
    // 65 ms, five holds whose acks waited for the batch, five unacked until
    // the channel closed. After the restart (2 s) the ten are handled again
    // and one ack covers them all; the five handled twice are the duplicates.
    Scenario s = testsupport::parsed(R"({
        "name": "batch waiting", "seed": 7, "messages": 10, "publishIntervalMs": 1,
        "broker": {"profile": "rabbitmq"},
        "consumers": {"count": 1, "prefetch": 10, "ackEvery": 10, "processingMs": 10},
        "strategy": {"id": "none"},
        "faults": {"schedule": [{"atMs": 65, "kind": "consumer-crash", "consumer": 1}]}
    })");
    const RunResult r = testsupport::runIn(m_dir, s, QStringLiteral("batch-holds"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const MessageHistory &h = r.analysis->history();
    const SimTime crash = 65000;
    QCOMPARE(int(h.holds().size()), 10);
    int batch = 0;
    int channel = 0;
    for (const BrokerHold &x : h.holds()) {
        QCOMPARE(x.until, crash);
        QCOMPARE(int(x.consumer), 1);
        QCOMPARE(x.end, BrokerHold::Redelivered);
        QCOMPARE(x.cause, DeliveryCause::CrashBeforeAck);
        QCOMPARE(x.from, SimTime(x.message) * 1000);
        QCOMPARE(x.kind, x.message < 5 ? BrokerHold::BatchAckWaiting : BrokerHold::UntilChannelClosed);
        batch += x.kind == BrokerHold::BatchAckWaiting ? 1 : 0;
        channel += x.kind == BrokerHold::UntilChannelClosed ? 1 : 0;
    }
    QCOMPARE(batch, 5);
    QCOMPARE(channel, 5);
    QCOMPARE(int(h.handlings().size()), 20);
    int done = 0, crashed = 0, notHandled = 0;
    QSet<qint32> secondAcks;
    for (const Handling &x : h.handlings()) {
        if (x.number == 1) {
            done += x.end == Handling::Done ? 1 : 0;
            crashed += x.end == Handling::Crashed ? 1 : 0;
            notHandled += x.end == Handling::NotHandled ? 1 : 0;
            QCOMPARE(x.ack, -1); // the batch never filled
            if (x.end == Handling::Crashed) {
                QCOMPARE(x.message, 5u); // order-6
                QCOMPARE(r.trace.at(quint32(x.handleStart)).time(), SimTime(55000));
                QCOMPARE(r.trace.at(quint32(x.crash)).time(), crash);
            }
        } else {
            QCOMPARE(int(x.number), 2);
            QCOMPARE(x.end, Handling::Done);
            QVERIFY(x.applied >= 0);
            secondAcks.insert(x.ack);
        }
    }
    QCOMPARE(done, 5);
    QCOMPARE(crashed, 1);
    QCOMPARE(notHandled, 4);
    QCOMPARE(r.metrics.duplicateSideEffects, 5);
    QCOMPARE(secondAcks.size(), 1);
    QCOMPARE(r.trace.at(quint32(*secondAcks.begin())).acksCovered(), 10);
}

QTEST_GUILESS_MAIN(TestRunAnalysis)
#include "tst_runanalysis.moc"
