#pragma once

#include "run/runresult.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace idem::ui {

// One sentence a presenter reads out when playback reaches `time`.
struct NarrationLine
{
    enum class Kind {
        DuplicateEffect,
        SkippedDuplicate,
        Crash,
        AckLost,
        PublishAckLost,
        BrokerDeduped,
        DeadLetter,
        Rebalance,
        BrokerRestart,
        ConnectionLost,
        ConsumerRestart,
        SlowHandler,
        StoreDown,
        StoreFailed,
        StoreUp,
        CacheFlush,
        InboxCleanup
    };
    SimTime time = 0;
    int record = -1; // index into the run's trace
    Kind kind = Kind::DuplicateEffect;
    QString text;    // "12.40 s — consumer-1's ack for order-17 was lost."
    QString why;     // the run's explanation of a duplicate, when it has one
    // What led to it, read off the run's analysis (never worked out here):
    // edges of its cause graph (indices into RunAnalysis::causes().edges())
    // — a duplicate's repeat of the first application and the redelivery of
    // the copy that came again, a skip's redelivery — and records the
    // analysis links to it outside the graph: the crash a restart recovers
    // from, the outage a database return ends, the crash whose session a
    // rebalance waited out, the application a skip spared.
    QVector<quint32> causeEdges;
    QVector<quint32> origins;
};

// Turns a run's trace into plain sentences, one per interesting event, in
// trace (= time) order. A duplicate side effect carries the run's own
// violation explanation (its cause chain) on the first duplicate of a key.
// The periodic inbox cleanup is told once, the first time it deletes rows;
// a consumer meeting the unavailable database once per outage.
class Narration final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::Narration)
public:
    // Reads run.analysis (built here when the run has none: a trace made by hand).
    static QVector<NarrationLine> build(const RunResult &run);
    // The sentence for one record; an empty line (record -1) when the
    // record is not worth narrating.
    static NarrationLine line(const TraceRecord &record, int index);
    // Fills a line's causes from the analysis of the trace it was told from.
    static void addCauses(NarrationLine &line, const Trace &trace, const RunAnalysis &analysis);
};

} // namespace idem::ui
