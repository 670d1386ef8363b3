#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"
#include "groupholds.h"
#include "runanalysis.h"
#include "violation.h"

#include <QCoreApplication>
#include <QHash>
#include <QVector>

namespace idem {

struct BrokerProfile;

// Turns the trace of one message into plain sentences with the cause chain:
// which fault, which timeout, which missing cache entry or constraint let a
// duplicate through, or why an event was never applied.
class Explainer final
{
    Q_DECLARE_TR_FUNCTIONS(Explainer)
public:
    // `analysis` is the run's reading of the trace (RunResult::analysis);
    // without one it is built here.
    Explainer(const Scenario &scenario, const Trace &trace, const RunAnalysis *analysis = nullptr);

    QVector<Violation> explain(const QVector<int> &duplicated, const QVector<int> &lost,
                               const QVector<int> &counts);
    QStringList notes(const QVector<int> &logicals, const QVector<quint8> &fates);
    // The story of one message (for the inspector), in trace order.
    QString story(int logical);

    struct Handling
    {
        qint32 record = -1; // its HandleStart
        int consumer = 0;
        int number = 0;
        int attempt = 1;
        DeliveryCause cause = DeliveryCause::First;
        SimTime start = 0;
        bool applied = false;
        SimTime appliedAt = 0;
        bool skipped = false;
        Guard guard = Guard::LocalCache;
        bool missed = false;
        CacheMissReason miss = CacheMissReason::Never;
        bool crashed = false;
        CrashPoint crashPoint = CrashPoint::Immediate;
        SimTime crashedAt = 0;
        SimTime ackLostAt = -1;
        bool rolledBackUnique = false;
        SimTime checkedAt = -1;   // the inbox SELECT / claim or the cache lookup
        bool checkFound = false;  // …and whether it recognised the id
        SimTime cacheSetAt = -1;  // this handling stored the id in the cache
        SimTime endAt = 0;        // its last step
        // The same handling applied it a second time: the store failed after
        // the effect was out (between db-separate-tx's two commits, or after
        // an email) and the handler's retry ran it again.
        SimTime storeFailedAt = -1; // the first store failure after the effect
        SimTime appliedAgainAt = -1;
    };
    struct Story
    {
        QVector<Handling> handlings;
        QVector<QPair<int, SimTime>> publishAckLost;  // attempt, time
        QVector<QPair<int, SimTime>> publishes;       // attempt, time
        QVector<QPair<int, SimTime>> deduped;
        SimTime deadAt = -1;
        int deadDeliveries = 0;
        bool gaveUp = false;
    };
    Story storyOf(int logical);
    static void noteInHandling(Handling &h, const TraceRecord &r);
    // Why the handling of `logical` by `consumer` (delivery `number`,
    // started at `start`) happened, with the numbers: for a redelivery its
    // cause chain; for a first delivery that another copy overtook, the race.
    // Empty for a plain first delivery.
    QString whyDelivered(int logical, int consumer, int number, SimTime start);
    // What a record about no message means for the run (a crash between
    // deliveries, a rebalance), with the consequences found in the trace.
    QString recordStory(int record);

private:
    void index(const QVector<int> &logicals);
    QString duplicateText(int logical, int timesApplied);
    QString appliedTwiceByOneHandling(const QVector<Handling> &applied) const;
    QString lostText(int logical);
    QString redeliveryCause(int logical, const Story &story, const Handling &prev, const Handling &h);
    // What every cause's words share: the broker, its hold on the copy before, how it took it back.
    struct HoldWords;
    HoldWords holdWords(int logical, const Handling &prev, const Handling &h) const;
    // The broker's hold on the copy `prev` handled: when it was handed out
    // and when the broker took it back (before `before`), -1 when unknown.
    struct Hold
    {
        SimTime from = -1;
        SimTime until = -1;
    };
    Hold holdOf(int logical, const Handling &prev, SimTime before) const;
    struct HoldWords
    {
        const BrokerProfile *profile = nullptr;
        bool requeuesAtOnce = false; // the broker requeues when the channel closes
        QString timeout;             // "visibility timeout (30 s)"
        Hold hold;
        QString afterTimeout;        // "redelivered it when the … ran out at …"
    };
    // One redelivery to explain: the copy `h` that came after `prev`.
    struct CauseContext
    {
        int logical;
        const Story &story;
        const Handling &prev;
        const Handling &h;
        HoldWords w;
    };
    // One per DeliveryCause: why `c.h` came after `c.prev`, as a clause.
    QString ackLostCause(const CauseContext &c);
    QString crashCause(const CauseContext &c);
    QString timeoutCause(const CauseContext &c);
    QString restartCause(const CauseContext &c);
    QString rebalanceCause(const CauseContext &c);
    QString connectionLostCause(const CauseContext &c);
    QString producerRetryCause(const CauseContext &c);
    QString staticRejoinCause(const CauseContext &c);
    QString restartStory(int record);
    QString kafkaCrashStory(const TraceRecord &r) const;
    QString unseenBefore(int logical, const Story &story, const Handling &h);
    QString whyNotSkipped(int logical, const Story &story, const Handling &prev, const Handling &h) const;
    SimTime globalBetween(TraceKind kind, SimTime from, SimTime to) const;
    // The time of the last run-wide `kind` record at or before `t`, or -1.
    SimTime globalAtOrBefore(TraceKind kind, SimTime t) const;

    const Scenario &m_scenario;
    const Trace &m_trace;
    std::shared_ptr<const RunAnalysis> m_ownAnalysis;
    const RunAnalysis *m_analysis;
    QHash<int, QVector<int>> m_byMessage; // logical → record indices
    struct GlobalEvent
    {
        TraceKind kind;
        SimTime time;
        int actor;
        int delivery;
        int detail;
    };
    QVector<GlobalEvent> m_global; // flushes, cleanups, restarts, rebalances, crashes
    // Sorted lookups into m_global (time order): a storm of rebalances must
    // not make explaining each duplicate a scan of all of them.
    QHash<int, QVector<SimTime>> m_timesByKind;
    QVector<int> m_rebalanceStarts; // indices into m_global
    QVector<int> m_crashes;         // indices into m_global
    QHash<int, QVector<SimTime>> m_connectionLost; // consumer → times its connection dropped
    QHash<int, QVector<SimTime>> m_crashAt;        // consumer → times it crashed, in a handler or not
    // `prev`, when known, is the handling of the copy the re-read repeats.
    QString rebalanceStory(SimTime before, const Handling *prev = nullptr) const;
    struct Round
    {
        const GlobalEvent *start = nullptr;    // the round's first record; nullptr: none before
        const GlobalEvent *crash = nullptr;    // the member behind it
        const GlobalEvent *trigger = nullptr;  // the member whose session expiry began it
        const GlobalEvent *alsoDead = nullptr; // another dead member the round waited for
        SimTime done = -1;                     // when it completed
        QString who;
        QString reread; // "the partition's owner re-read it from the last committed offset (…)"
    };
    Round roundBefore(SimTime before, const Handling *prev) const;
    QString roundWords(const Round &r, const Handling *prev) const;
    QString sessionWords(const Round &r) const;
    QString pollIntervalWords(const Round &r, const Handling *prev) const;
    QString kafkaReread(int logical, const Handling &prev, const Handling &h);
    // Kafka: the reset to latest that jumped over `logical`, or "".
    QString offsetResetStory(int logical);
    QString checkRace(const Handling &prev, const Handling &h) const;
    QString cacheMissedWhy(int logical, const Handling &prev, const Handling &h, bool overlapping) const;
    // The cause graph's edge into the Deliver that began `h`, or nullptr.
    const CauseEdge *edgeInto(const Handling &h) const;
    // A crash the graph found behind a redelivery that the handling's own
    // records do not hold (a crash between deliveries, with acks waiting
    // for their batch; an owner that crashed before a rebalance), as one
    // whole sentence; empty when there is none.
    QString crashBehind(const CauseEdge &edge, const QString &requeued) const;
    QString crashedOwner(const CauseEdge &edge) const;
    QString cacheLife(int logical, const Handling &h) const;
    SimTime cacheSetBefore(int logical, SimTime t, int consumer) const;
    GroupHolds m_groups; // SQS FIFO: why a delivery waited for its message group (whyDelivered, notes)
};

QString formatSeconds(SimTime t); // "12.400 s", locale-neutral

} // namespace idem
