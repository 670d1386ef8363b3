#pragma once

#include "timelineindex.h"

#include <algorithm>
#include <vector>

namespace idem::ui {

// A stretch of one lane's time that belongs to one thing: a handler running,
// the broker holding a delivery it has not had acked, a transaction, a
// cache entry alive, a Kafka partition nobody reads. Drawn as a bar inside
// the lane, behind the marks.
struct TimelineBar
{
    enum Kind : quint8 { Handler, Hold, Transaction, CacheEntry, SessionTimeout, KindCount };
    // How it ended.
    enum End : quint8 {
        Open,         // still going when the run ended
        Done,         // handler finished
        Crashed,      // handler died with its process
        Acked,
        Redelivered,  // the broker took it back and delivered it again
        DeadLettered,
        Committed,
        RolledBack,
        Expired,      // cache entry: its TTL ran out
        Evicted,      // pushed out by newer entries (capacity)
        Flushed,
        LostOnCrash,  // an in-process cache dies with its process
        Rebalanced,   // the session timed out and the group rebalanced
        GaveUp,       // hold: JetStream reached MaxDeliver; the message stays, never delivered again
        Released,     // hold: a message group's copy handed out at last
    };
    enum Flag : quint8 {
        Slow = 1,       // handler: a slow-handler fault made it long
        Duplicate = 2,  // handler: applied the effect again
        Skipped = 4,    // handler: recognised a duplicate
        Notable = 8,    // drawn for every message, not only the one in focus
        AckLost = 16,   // hold: the consumer's ack never arrived
        Unobserved = 32, // handler: inside the user's own consumer (a check), its steps not seen
    };

    SimTime from = 0;
    SimTime to = 0;
    quint32 message = kNoMessage;
    quint32 record = 0;    // the record that opened it
    qint32 endRecord = -1; // the record that closed it, if any
    qint16 row = 0;
    Kind kind = Handler;
    End end = Open;
    quint8 flags = 0;
    quint8 track = 0;      // sub-row inside the lane, 0 … kTracks-1
    quint8 cause = 0;      // hold: the DeliveryCause of the redelivery it ended in
    quint8 hold = 0;       // hold: its BrokerHold::Kind (lock, channel, batch, message group)
    quint8 consumer = 0;

    static constexpr int kTracks = 3;
    bool has(Flag f) const { return flags & f; }
};

// The bars of a run, found per lane and length class so a frame only looks
// at bars long enough to be seen: class k holds bars 4^k … 4^(k+1) µs long,
// each class sorted by start. Cost per frame: O(classes × log n + drawn).
class TimelineBars final
{
public:
    static constexpr int kClasses = 24; // 4^24 µs ≈ 9 years

    void clear();
    // Takes the bars; `rows` = lanes of the run.
    void build(std::vector<TimelineBar> bars, int rows);
    const std::vector<TimelineBar> &all() const { return m_bars; }
    bool isEmpty() const { return m_bars.empty(); }

    // Calls f(bar) for every bar of `row` overlapping [from, to] and at
    // least `minLength` µs long (shorter ones may be visited too).
    template<typename F>
    void visit(int row, double from, double to, double minLength, F &&f) const;
    // The bars of one message, in time order.
    std::vector<const TimelineBar *> ofMessage(quint32 message) const;
    // One bar for each distinct kind, end, cause and Slow/Unobserved flags
    // of the run (a few dozen at most), found at build: what a legend asks
    // without walking every bar on the GUI thread.
    const std::vector<TimelineBar> &sorts() const { return m_sorts; }

private:
    static int classOf(SimTime length);
    void findSorts();

    std::vector<TimelineBar> m_bars;
    std::vector<TimelineBar> m_sorts;
    std::vector<quint32> m_order;  // bar indices by (row, class, start)
    std::vector<quint32> m_starts; // m_order offset of each (row, class); one extra at the end
    std::vector<quint32> m_byMessage; // bar indices by (message, start)
    int m_rows = 0;
};

template<typename F>
void TimelineBars::visit(int row, double from, double to, double minLength, F &&f) const
{
    if (row < 0 || row >= m_rows)
        return;
    for (int k = kClasses - 1; k >= 0; --k) {
        const double longest = double(1ull << (2 * (k + 1)));
        if (longest < minLength)
            break; // this class and every shorter one are too short to see
        const std::size_t slot = std::size_t(row) * kClasses + std::size_t(k);
        const auto begin = m_order.begin() + m_starts[slot];
        const auto end = m_order.begin() + m_starts[slot + 1];
        if (begin == end)
            continue;
        // Bars of this class start at most `longest` before `from` if they reach it.
        const double earliest = from - longest;
        auto it = std::lower_bound(begin, end, earliest,
                                   [this](quint32 i, double t) { return double(m_bars[i].from) < t; });
        for (; it != end && double(m_bars[*it].from) <= to; ++it) {
            const TimelineBar &b = m_bars[*it];
            if (double(b.to) >= from)
                f(b);
        }
    }
}

} // namespace idem::ui
