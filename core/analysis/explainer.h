#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"
#include "explanationtext.h"
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
    // The same notes as data (the message-group note, when deliveries waited for their group, last).
    QVector<Explanation> notesExplained(const QVector<int> &logicals, const QVector<quint8> &fates);
    // The story of one message (for the inspector), in trace order.
    QString story(int logical);

    struct Handling
    {
        qint32 record = -1; // its HandleStart
        int history = -1;   // its index in the run's MessageHistory::handlings()
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
    // Read from the run's message history (RunAnalysis::history), the same
    // handlings the timeline draws.
    Story storyOf(int logical);
    static void noteInHandling(Handling &h, const TraceRecord &r);
    // Why the handling of `logical` by `consumer` (delivery `number`,
    // started at `start`) happened, with the numbers: for a redelivery its
    // cause chain; for a first delivery that another copy overtook, the race.
    // Empty for a plain first delivery. `whyDelivered` is it as sentences.
    Explanation whyDeliveredExplained(int logical, int consumer, int number, SimTime start);
    QString whyDelivered(int logical, int consumer, int number, SimTime start);
    // What a record about no message means for the run (a crash between
    // deliveries, a rebalance), with the consequences found in the trace.
    Explanation recordExplained(int record);
    QString recordStory(int record);
    // The story of one message as data: one StoryDelivery part per handling, its outcomes after it.
    Explanation storyExplained(int logical);

private:
    using Parts = QVector<ExplanationPart>;
    // The run-wide records (crashes, restarts, rebalances …), collected once on first use.
    void index();
    // One message's records, in trace order: the analysis's index.
    struct Records
    {
        const quint32 *from;
        const quint32 *to;
        const quint32 *begin() const { return from; }
        const quint32 *end() const { return to; }
    };
    Records recordsOf(int logical) const;
    Handling handlingFrom(int index) const; // MessageHistory::handlings()[index], handled
    Explanation duplicateExplained(int logical, int timesApplied);
    void repeatParts(int logical, const Story &story, const Handling &prev, const Handling &h, Parts &out);
    void appliedTwiceByOneHandling(const QVector<Handling> &applied, Parts &out) const;
    void deadParts(const Story &story, Parts &out) const;
    Explanation lostExplained(int logical);
    // Why a handled key was never applied, when it is one of these; false otherwise.
    bool offsetResetPastHandled(int logical, const Handling &last, Parts &out);
    bool lastConsumerLeft(const Handling &last, Parts &out);
    // A check run's duplicate or lost key: the user's database's count and the wire's story.
    Explanation checkExplained(int logical, Explanation::Subject subject, int timesApplied);
    void noteEnds(const Story &story, Parts &out) const;
    void redeliveryCause(int logical, const Story &story, const Handling &prev, const Handling &h, Parts &out);
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
        QString holdName;            // "visibility timeout" (BrokerProfile source text)
        Hold hold;
    };
    // "The broker redelivered it when the … ran out at …" / "… after the …".
    void afterTimeout(const HoldWords &w, Parts &out) const;
    // One redelivery to explain: the copy `h` that came after `prev`.
    struct CauseContext
    {
        int logical;
        const Story &story;
        const Handling &prev;
        const Handling &h;
        HoldWords w;
    };
    // How the broker took the copy back: at once, or when its hold ran out.
    void requeued(const CauseContext &c, Parts &out) const;
    ExplanationPart &holdPart(const CauseContext &c, Parts &out, Sentence s) const;
    // One per DeliveryCause: why `c.h` came after `c.prev`, as whole sentences.
    void ackLostCause(const CauseContext &c, Parts &out);
    void crashCause(const CauseContext &c, Parts &out);
    void timeoutCause(const CauseContext &c, Parts &out);
    void restartCause(const CauseContext &c, Parts &out);
    void restartFromBuffer(const CauseContext &c, Parts &out);
    void rebalanceCause(const CauseContext &c, Parts &out);
    void connectionLostCause(const CauseContext &c, Parts &out);
    void producerRetryCause(const CauseContext &c, Parts &out);
    void staticRejoinCause(const CauseContext &c, Parts &out);
    void restartStory(int record, Parts &out);
    void kafkaCrashStory(const TraceRecord &r, Parts &out) const;
    bool unseenBefore(int logical, const Story &story, const Handling &h, Parts &out);
    void whyNotSkipped(int logical, const Story &story, const Handling &prev, const Handling &h, Parts &out) const;
    bool raceOrClaim(const Handling &prev, const Handling &h, Parts &out) const;
    SimTime globalBetween(TraceKind kind, SimTime from, SimTime to) const;
    // The time of the last run-wide `kind` record at or before `t`, or -1.
    SimTime globalAtOrBefore(TraceKind kind, SimTime t) const;

    const Scenario &m_scenario;
    const Trace &m_trace;
    std::shared_ptr<const RunAnalysis> m_ownAnalysis;
    const RunAnalysis *m_analysis;
    bool m_indexed = false;
    struct GlobalEvent
    {
        TraceKind kind;
        SimTime time;
        int actor;
        int delivery;
        int detail;
        int consumer() const { return actor - kFirstConsumerActor + 1; }
    };
    QVector<GlobalEvent> m_global; // flushes, cleanups, restarts, rebalances, crashes
    // Sorted lookups into m_global (time order): a storm of rebalances must
    // not make explaining each duplicate a scan of all of them.
    QHash<int, QVector<SimTime>> m_timesByKind;
    QVector<int> m_rebalanceStarts; // indices into m_global
    QVector<int> m_crashes;         // indices into m_global
    QHash<int, QVector<SimTime>> m_connectionLost; // consumer → times its connection dropped
    QHash<int, QVector<SimTime>> m_crashAt;        // consumer → times it crashed, in a handler or not
    SimTime m_allLeftAt = -1; // the leave after which no consumer was left (none joined again), or -1
    int m_allLeftBy = 0;      // …and the consumer that left then
    // `prev`, when known, is the handling of the copy the re-read repeats.
    void rebalanceStory(SimTime before, const Handling *prev, Parts &out) const;
    struct Round
    {
        const GlobalEvent *start = nullptr;    // the round's first record; nullptr: none before
        const GlobalEvent *crash = nullptr;    // the member behind it
        const GlobalEvent *trigger = nullptr;  // the member whose session expiry began it
        const GlobalEvent *alsoDead = nullptr; // another dead member the round waited for
        SimTime done = -1;                     // when it completed
    };
    Round roundBefore(SimTime before, const Handling *prev) const;
    const GlobalEvent *crashBehindRound(const GlobalEvent *start, const Handling *prev,
                                        const GlobalEvent **trigger) const;
    void roundWords(const Round &r, const Handling *prev, Parts &out) const;
    void sessionWords(const Round &r, Parts &out) const;
    void pollIntervalWords(const Round &r, const Handling *prev, Parts &out) const;
    // "The partition's owner re-read it from the last committed offset (…)".
    void rereadFromCommit(Parts &out) const;
    void kafkaReread(int logical, const Handling &prev, const Handling &h, Parts &out);
    // Kafka: the reset to latest that jumped over `logical`; false when none.
    bool offsetResetStory(int logical, Parts &out);
    void checkRace(const Handling &prev, const Handling &h, Parts &out) const;
    void cacheMissedWhy(int logical, const Handling &prev, const Handling &h, bool overlapping, Parts &out) const;
    // The cause graph's edge into the Deliver that began `h`, or nullptr.
    const CauseEdge *edgeInto(const Handling &h) const;
    // A crash the graph found behind a redelivery that the handling's own
    // records do not hold (a crash between deliveries, with acks waiting
    // for their batch; an owner that crashed before a rebalance); false
    // when there is none.
    bool crashBehind(const CauseEdge &edge, Parts &out) const;
    bool crashedOwner(const CauseEdge &edge, Parts &out) const;
    void cacheLife(int logical, const Handling &h, Parts &out) const;
    SimTime cacheSetBefore(int logical, SimTime t, int consumer) const;
    GroupHolds m_groups; // SQS FIFO: why a delivery waited for its message group (whyDelivered, notes)
};

} // namespace idem
