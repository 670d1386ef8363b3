#include "timelinecauses.h"

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
    // A check saw only the wire: from the delivery to its ack, kill or
    // drop the handler ran in the user's process, its steps unknown.
    if (!trace.handlingObserved())
        b.flags |= TimelineBar::Unobserved;
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
    // BEGIN → COMMIT or ROLLBACK of the handlings that tell something (a
    // crash, a rollback, an effect applied again: the business commit that
    // stood while the inbox's never came, the rollback an email outlived),
    // as the message history reads them; the store lane shows them, a
    // sub-row per consumer so concurrent transactions do not cover each other.
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    const MessageHistory &history = m_analysis->history();
    const int store = ix.storeRow();
    for (int k = 0; k < int(history.handlings().size()); ++k) {
        const Handling &h = history.handlings()[std::size_t(k)];
        if (h.crash < 0 && h.rollback < 0 && !h.has(Handling::Repeated))
            continue;
        const bool died = h.end == Handling::Crashed || h.end == Handling::Left;
        for (const HandlingTransaction &t : history.transactionsOf(trace, m_analysis->messages(), k)) {
            TimelineBar b;
            b.kind = TimelineBar::Transaction;
            b.from = trace.at(t.begin).time();
            b.to = trace.at(quint32(t.last)).time();
            b.message = h.message;
            b.record = t.begin;
            b.endRecord = t.end;
            b.row = qint16(store);
            b.consumer = h.consumer;
            b.track = quint8((h.consumer - 1) % TimelineBar::kTracks);
            const bool undone = t.closed ? !t.committed : died || !t.committed;
            b.end = undone ? TimelineBar::RolledBack : TimelineBar::Committed;
            b.cause = undone && t.closed ? quint8(t.reason) : 0;
            if (undone && t.closed)
                b.flags |= TimelineBar::Notable;
            bars.push_back(b);
        }
    }
}

} // namespace idem::ui
