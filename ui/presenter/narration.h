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
    static QVector<NarrationLine> build(const RunResult &run);
    // The sentence for one record; an empty line (record -1) when the
    // record is not worth narrating.
    static NarrationLine line(const TraceRecord &record, int index);
};

} // namespace idem::ui
