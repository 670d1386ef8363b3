#include "timelinecauses.h"

#include "store/sqlstatements.h"

#include <algorithm>

// TimelineCauses, part 1 of 4: the handler, hold and transaction bars
// (what each consumer and the broker were doing, message by message); the
// handlers and holds are the run's message history.

namespace idem::ui {

namespace {
TimelineBar::End holdEnd(BrokerHold::End end)
{
    switch (end) {
    case BrokerHold::Redelivered: return TimelineBar::Redelivered;
    case BrokerHold::DeadLettered: return TimelineBar::DeadLettered;
    case BrokerHold::GaveUp: return TimelineBar::GaveUp;
    case BrokerHold::Delivered: return TimelineBar::Released;
    }
    return TimelineBar::Open;
}

TimelineBar handlerBar(const Handling &h, const TimelineIndex &ix)
{
    const Trace &trace = *ix.trace();
    TimelineBar b;
    b.kind = TimelineBar::Handler;
    b.from = trace.at(quint32(h.handleStart)).time();
    b.to = trace.at(quint32(h.last)).time();
    b.message = h.message;
    b.record = quint32(h.handleStart);
    b.endRecord = h.last != h.handleStart ? h.last : -1;
    b.row = qint16(ix.rowOfActor(quint8(kFirstConsumerActor + h.consumer - 1)));
    b.consumer = h.consumer;
    b.end = h.end == Handling::Crashed || h.end == Handling::Left ? TimelineBar::Crashed : TimelineBar::Done;
    if (h.has(Handling::Slow))
        b.flags |= TimelineBar::Slow | TimelineBar::Notable;
    if (h.has(Handling::Repeated))
        b.flags |= TimelineBar::Duplicate | TimelineBar::Notable;
    if (h.has(Handling::Skipped))
        b.flags |= TimelineBar::Skipped;
    if (b.end == TimelineBar::Crashed)
        b.flags |= TimelineBar::Notable;
    return b;
}
} // namespace

void TimelineCauses::buildHandlersAndHolds(std::vector<TimelineBar> &bars)
{
    // The run's message history (core/analysis/messagehistory.h) found each
    // handling and each of the broker's holds; here they only get a lane.
    // A message-group hold is drawn for the message in focus: nearly every
    // message of a busy group waits a little.
    const TimelineIndex &ix = *m_index;
    const MessageHistory &history = m_analysis->history();
    for (const Handling &h : history.handlings()) {
        if (h.handled())
            bars.push_back(handlerBar(h, ix));
    }
    for (const BrokerHold &h : history.holds()) {
        TimelineBar b;
        b.kind = TimelineBar::Hold;
        b.from = h.from;
        b.to = h.until;
        b.message = h.message;
        b.record = quint32(qMax(0, h.start));
        b.endRecord = h.ended;
        b.row = qint16(ix.brokerRowOf(h.message));
        b.consumer = h.consumer;
        b.end = holdEnd(h.end);
        b.cause = quint8(h.cause);
        b.hold = quint8(h.kind);
        if (h.kind != BrokerHold::MessageGroup)
            b.flags = TimelineBar::Notable | (h.ackLost ? TimelineBar::AckLost : 0);
        bars.push_back(b);
    }
}

void TimelineCauses::buildTransactions(std::vector<TimelineBar> &bars)
{
    // BEGIN → COMMIT or ROLLBACK, per consumer; the store lane shows them,
    // a sub-row per consumer so concurrent transactions do not cover each other.
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    const int store = ix.storeRow();
    std::vector<std::pair<quint8, int>> open; // actor → bar
    for (int m = 0; m < ix.messageCount(); ++m) {
        open.clear();
        for (const quint32 *it = ix.messageBegin(m), *end = ix.messageEnd(m); it != end; ++it) {
            const TraceRecord &r = trace.at(*it);
            if (!r.isConsumer())
                continue;
            const TraceKind k = r.kind();
            auto slot = std::find_if(open.begin(), open.end(), [&r](const auto &o) { return o.first == r.actor(); });
            const bool isBegin = k == TraceKind::Sql && SqlStatement(r.sqlStatementCode()) == SqlStatement::Begin
                && r.sqlStoreStatus() == 0;
            if (isBegin) {
                if (slot != open.end() && slot->second >= 0)
                    continue; // already open (a retried BEGIN)
                TimelineBar b;
                b.kind = TimelineBar::Transaction;
                b.from = b.to = r.time();
                b.message = quint32(m);
                b.record = *it;
                b.row = qint16(store);
                b.consumer = quint8(r.consumer());
                b.track = quint8((r.consumer() - 1) % TimelineBar::kTracks);
                b.end = TimelineBar::Open;
                if (slot == open.end())
                    open.push_back({r.actor(), int(bars.size())});
                else
                    slot->second = int(bars.size());
                bars.push_back(b);
                continue;
            }
            if (slot == open.end() || slot->second < 0)
                continue;
            TimelineBar &b = bars[std::size_t(slot->second)];
            const bool sqlEnd = k == TraceKind::Sql
                && (SqlStatement(r.sqlStatementCode()) == SqlStatement::Commit
                    || SqlStatement(r.sqlStatementCode()) == SqlStatement::Rollback);
            if (k == TraceKind::Commit || k == TraceKind::Rollback) {
                b.to = r.time();
                b.endRecord = qint32(*it);
                b.end = k == TraceKind::Commit ? TimelineBar::Committed : TimelineBar::RolledBack;
                b.cause = k == TraceKind::Rollback ? quint8(r.rollbackReason()) : 0;
                if (k == TraceKind::Rollback)
                    b.flags |= TimelineBar::Notable;
                slot->second = -1;
            } else if (sqlEnd || k == TraceKind::ConsumerLeave) {
                // A rollback without its record (the consumer left): still undone.
                b.to = r.time();
                b.end = SqlStatement(r.sqlStatementCode()) == SqlStatement::Commit ? TimelineBar::Committed
                                                                              : TimelineBar::RolledBack;
            } else {
                b.to = r.time();
            }
        }
    }
}

} // namespace idem::ui
