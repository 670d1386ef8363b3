#include "timelinecauses.h"

#include "store/sqlstatements.h"

#include <algorithm>

// TimelineCauses, part 1 of 4: the handler, hold and transaction bars
// (what each consumer and the broker were doing, message by message).

namespace idem::ui {

namespace {
bool closesHandling(TraceKind k)
{
    return k == TraceKind::Crash || k == TraceKind::ConsumerLeave || k == TraceKind::Restart;
}

// One consumer's handling of a message, open while its bar grows (-1: none).
struct OpenHandler
{
    int bar = -1;
    quint8 actor = 0;
    quint16 delivery = 0;
};

// A delivery the broker holds until it takes it back or gives it up.
struct HeldDelivery
{
    quint16 delivery = 0;
    quint32 deliver = 0; // its Deliver record
    bool open = true;
    bool ackLost = false;
};

// A consumer's record `record` of message `message`: opens a handler bar
// (HandleStart) or grows the one open on that consumer.
void followHandling(const TimelineIndex &ix, const TraceRecord &r, quint32 record, int message,
                    std::vector<OpenHandler> &handlers, std::vector<TimelineBar> &bars)
{
    const TraceKind k = r.kind();
    OpenHandler *open = nullptr;
    for (OpenHandler &h : handlers) {
        if (h.actor == r.actor())
            open = &h;
    }
    // A new copy reaching this consumer (a publish retry under
    // another id, also "delivery 1") ends the last handling:
    // its records are not that handling's.
    if (k == TraceKind::Deliver && open)
        open->bar = -1;
    if (k == TraceKind::HandleStart) {
        TimelineBar b;
        b.kind = TimelineBar::Handler;
        b.from = b.to = r.time();
        b.message = quint32(message);
        b.record = record;
        b.row = qint16(ix.rowOfActor(r.actor()));
        b.consumer = quint8(r.consumer());
        b.end = TimelineBar::Done;
        if (!open) {
            handlers.push_back({});
            open = &handlers.back();
        }
        *open = {int(bars.size()), r.actor(), r.delivery};
        bars.push_back(b);
    } else if (open && open->bar >= 0 && r.delivery == open->delivery) {
        TimelineBar &b = bars[std::size_t(open->bar)];
        b.to = r.time();
        b.endRecord = qint32(record);
        if (k == TraceKind::SlowHandler)
            b.flags |= TimelineBar::Slow | TimelineBar::Notable;
        else if (k == TraceKind::SideEffect && r.repeatsEffect())
            b.flags |= TimelineBar::Duplicate | TimelineBar::Notable;
        else if (k == TraceKind::Skipped)
            b.flags |= TimelineBar::Skipped;
        if (closesHandling(k)) {
            b.end = TimelineBar::Crashed;
            b.flags |= TimelineBar::Notable;
            open->bar = -1;
        }
    }
}

// The broker took back or gave up delivery r.delivery (record `record`):
// the holds of that delivery still open become bars on the broker lane.
void endHolds(const Trace &trace, const TraceRecord &r, quint32 record, int message, int brokerRow,
              std::vector<HeldDelivery> &holds, std::vector<TimelineBar> &bars)
{
    const TraceKind k = r.kind();
    for (HeldDelivery &h : holds) {
        if (!h.open || h.delivery != r.delivery)
            continue;
        const TraceRecord &d = trace.at(h.deliver);
        TimelineBar b;
        b.kind = TimelineBar::Hold;
        b.from = d.time();
        b.to = r.time();
        b.message = quint32(message);
        b.record = h.deliver;
        b.endRecord = qint32(record);
        b.row = qint16(brokerRow);
        b.consumer = quint8(d.consumer());
        b.end = k == TraceKind::Requeued       ? TimelineBar::Redelivered
            : k == TraceKind::DeadLettered ? TimelineBar::DeadLettered
                                           : TimelineBar::GaveUp;
        b.cause = quint8(r.cause());
        b.flags = TimelineBar::Notable | (h.ackLost ? TimelineBar::AckLost : 0);
        bars.push_back(b);
        h.open = false;
    }
}
} // namespace

void TimelineCauses::buildHandlersAndHolds(std::vector<TimelineBar> &bars)
{
    // Per message, in time order: a handler runs from HandleStart to the
    // last record of that consumer's handling; the broker holds a delivery
    // from Deliver until it is requeued, dead-lettered or (JetStream) given
    // up after MaxDeliver (an acked hold is as short as its handler and is
    // not kept).
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    std::vector<OpenHandler> handlers;
    std::vector<HeldDelivery> holds;
    for (int m = 0; m < ix.messageCount(); ++m) {
        handlers.clear();
        holds.clear();
        const int brokerRow = ix.brokerRowOf(quint32(m));
        for (const quint32 *it = ix.messageBegin(m), *end = ix.messageEnd(m); it != end; ++it) {
            const TraceRecord &r = trace.at(*it);
            const TraceKind k = r.kind();
            if (r.isConsumer()) {
                followHandling(ix, r, *it, m, handlers, bars);
                if (k == TraceKind::Deliver && !m_kafka) {
                    holds.push_back({r.delivery, *it, true, false});
                } else if (k == TraceKind::AckLost || k == TraceKind::ConnectionLost) {
                    for (HeldDelivery &h : holds) {
                        if (h.delivery == r.delivery)
                            h.ackLost = true;
                    }
                }
                continue;
            }
            if (k != TraceKind::Requeued && k != TraceKind::DeadLettered && k != TraceKind::MaxDeliveries)
                continue;
            endHolds(trace, r, *it, m, brokerRow, holds, bars);
        }
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
