#include "timelinecauses.h"

#include "consumer/strategytraits.h"
#include "kernel/trace.h"
#include "scenario/brokerprofile.h"
#include "store/sqlstatements.h"

#include <QHash>
#include <algorithm>
#include <list>

namespace idem::ui {

namespace {
constexpr SimTime kMs = 1000;

bool closesHandling(TraceKind k)
{
    return k == TraceKind::Crash || k == TraceKind::ConsumerLeave || k == TraceKind::Restart;
}
} // namespace

void TimelineCauses::clear()
{
    m_index = nullptr;
    m_kafka = false;
    m_bars.clear();
    m_causes.clear();
    m_longestCause = 0;
    m_causesByMessage.clear();
    m_offsets.clear();
    m_rewinds.clear();
    m_maxOffset.clear();
    m_tracks.clear();
    m_global.clear();
    m_offsetOf.clear();
}

void TimelineCauses::build(const TimelineIndex &index, const Scenario &scenario)
{
    clear();
    m_index = &index;
    m_scenario = scenario;
    if (index.isEmpty())
        return;
    const BrokerProfile *profile = BrokerProfile::find(scenario.broker.profile);
    m_kafka = profile && profile->partitioned;
    m_maxOffset.assign(std::size_t(index.rowCount()), 0);
    std::vector<TimelineBar> bars;
    buildHandlersAndHolds(bars);
    buildTransactions(bars);
    buildCacheEntries(bars);
    if (m_kafka)
        buildKafka(bars);
    assignTracks(bars, TimelineBar::Hold);
    assignTracks(bars, TimelineBar::CacheEntry);
    m_tracks.assign(std::size_t(index.rowCount()), 1);
    for (const TimelineBar &b : bars) {
        if (b.kind != TimelineBar::Handler && b.row >= 0 && b.row < index.rowCount()
            && (b.has(TimelineBar::Notable) || b.kind == TimelineBar::Transaction))
            m_tracks[std::size_t(b.row)] = qMax(m_tracks[std::size_t(b.row)], int(b.track) + 1);
    }
    m_bars.build(std::move(bars), index.rowCount());
    buildCauses();
}

void TimelineCauses::buildHandlersAndHolds(std::vector<TimelineBar> &bars)
{
    // Per message, in time order: a handler runs from HandleStart to the
    // last record of that consumer's handling; the broker holds a delivery
    // from Deliver until it is requeued or dead-lettered (an acked hold is
    // as short as its handler and is not kept).
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    struct Open
    {
        int bar = -1;
        quint8 actor = 0;
        quint16 delivery = 0;
    };
    std::vector<Open> handlers;
    struct Held
    {
        quint16 delivery = 0;
        quint32 deliver = 0; // its Deliver record
        bool open = true;
        bool ackLost = false;
    };
    std::vector<Held> holds;
    for (int m = 0; m < ix.messageCount(); ++m) {
        handlers.clear();
        holds.clear();
        const int brokerRow = ix.brokerRowOf(quint32(m));
        for (const quint32 *it = ix.messageBegin(m), *end = ix.messageEnd(m); it != end; ++it) {
            const TraceRecord &r = trace.at(*it);
            const TraceKind k = r.kind();
            if (r.isConsumer()) {
                Open *open = nullptr;
                for (Open &h : handlers) {
                    if (h.actor == r.actor())
                        open = &h;
                }
                if (k == TraceKind::HandleStart) {
                    TimelineBar b;
                    b.kind = TimelineBar::Handler;
                    b.from = b.to = r.time();
                    b.message = quint32(m);
                    b.record = *it;
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
                    b.endRecord = qint32(*it);
                    if (k == TraceKind::SlowHandler)
                        b.flags |= TimelineBar::Slow | TimelineBar::Notable;
                    else if (k == TraceKind::SideEffect && r.detail == 1)
                        b.flags |= TimelineBar::Duplicate | TimelineBar::Notable;
                    else if (k == TraceKind::Skipped)
                        b.flags |= TimelineBar::Skipped;
                    if (closesHandling(k)) {
                        b.end = TimelineBar::Crashed;
                        b.flags |= TimelineBar::Notable;
                        open->bar = -1;
                    }
                }
                if (k == TraceKind::Deliver && !m_kafka) {
                    holds.push_back({r.delivery, *it, true, false});
                } else if (k == TraceKind::AckLost || k == TraceKind::ConnectionLost) {
                    for (Held &h : holds) {
                        if (h.delivery == r.delivery)
                            h.ackLost = true;
                    }
                }
                continue;
            }
            if (k != TraceKind::Requeued && k != TraceKind::DeadLettered)
                continue;
            for (Held &h : holds) {
                if (!h.open || h.delivery != r.delivery)
                    continue;
                const TraceRecord &d = trace.at(h.deliver);
                TimelineBar b;
                b.kind = TimelineBar::Hold;
                b.from = d.time();
                b.to = r.time();
                b.message = quint32(m);
                b.record = h.deliver;
                b.endRecord = qint32(*it);
                b.row = qint16(brokerRow);
                b.consumer = quint8(d.consumer());
                b.end = k == TraceKind::Requeued ? TimelineBar::Redelivered : TimelineBar::DeadLettered;
                b.cause = quint8(r.detail & 0x1F);
                b.flags = TimelineBar::Notable | (h.ackLost ? TimelineBar::AckLost : 0);
                bars.push_back(b);
                h.open = false;
            }
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
            const bool isBegin = k == TraceKind::Sql && SqlStatement(r.detail & 0xFF) == SqlStatement::Begin
                && (r.detail >> 8) == 0;
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
                && (SqlStatement(r.detail & 0xFF) == SqlStatement::Commit
                    || SqlStatement(r.detail & 0xFF) == SqlStatement::Rollback);
            if (k == TraceKind::Commit || k == TraceKind::Rollback) {
                b.to = r.time();
                b.endRecord = qint32(*it);
                b.end = k == TraceKind::Commit ? TimelineBar::Committed : TimelineBar::RolledBack;
                b.cause = k == TraceKind::Rollback ? quint8(r.detail) : 0;
                if (k == TraceKind::Rollback)
                    b.flags |= TimelineBar::Notable;
                slot->second = -1;
            } else if (sqlEnd || k == TraceKind::ConsumerLeave) {
                // A rollback without its record (the consumer left): still undone.
                b.to = r.time();
                b.end = SqlStatement(r.detail & 0xFF) == SqlStatement::Commit ? TimelineBar::Committed
                                                                              : TimelineBar::RolledBack;
            } else {
                b.to = r.time();
            }
        }
    }
}

void TimelineCauses::buildCacheEntries(std::vector<TimelineBar> &bars)
{
    // The trace records a cache set, hit and miss, not when an entry left
    // the cache: replay the cache (TTL, LRU capacity, flushes, crashes) to
    // know. The engine's cache behaves the same way (consumer/dedupcache).
    const StrategyTraits *traits = StrategyTraits::find(m_scenario.strategy.id);
    if (!traits || traits->cache == CacheUse::None)
        return;
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    const bool shared = traits->cache == CacheUse::Shared;
    const SimTime ttl = m_scenario.strategy.cacheTtlMs * kMs;
    const int capacity = qMax(1, m_scenario.strategy.cacheCapacity);

    std::vector<quint32> events;
    const int cache = ix.cacheRow();
    for (Mark mark : {Mark::Step, Mark::CacheHit, Mark::CacheFlush}) {
        const auto &list = ix.records(cache, mark);
        events.insert(events.end(), list.begin(), list.end());
    }
    for (int row = 0; row < ix.rowCount(); ++row) {
        if (ix.lane(row).kind == TimelineLane::Consumer) {
            const auto &list = ix.records(row, Mark::Crash);
            events.insert(events.end(), list.begin(), list.end());
        }
    }
    std::sort(events.begin(), events.end());

    struct Entry
    {
        int bar;
        SimTime expires;
        std::list<quint64>::iterator lru;
    };
    struct Cache
    {
        QHash<quint64, Entry> entries;
        std::list<quint64> lru; // front = most recently used
    };
    std::vector<Cache> caches(std::size_t(shared ? 1 : ix.consumerCount() + 1));
    QHash<quint64, int> lastBar; // key → the latest entry's bar, for the miss it explains
    const auto cacheOf = [&](const TraceRecord &r) -> Cache * {
        const std::size_t c = shared ? 0 : std::size_t(r.consumer());
        return c < caches.size() ? &caches[c] : nullptr;
    };
    const auto close = [&](Cache &c, QHash<quint64, Entry>::iterator it, TimelineBar::End why, SimTime at,
                           int record) {
        TimelineBar &b = bars[std::size_t(it->bar)];
        if (ttl > 0 && it->expires <= at) {
            b.to = it->expires;
            b.end = TimelineBar::Expired;
        } else {
            b.to = at;
            b.end = why;
            b.endRecord = record;
        }
        c.lru.erase(it->lru);
        c.entries.erase(it);
    };
    const auto attemptOf = [&](quint32 record) {
        // The attempt of the handling this record belongs to (the cache key
        // is the message id, which is per attempt under new-per-attempt).
        const TraceRecord &r = trace.at(record);
        const quint32 *begin = ix.messageBegin(int(r.message));
        const quint32 *at = std::lower_bound(begin, ix.messageEnd(int(r.message)), record);
        for (const quint32 *it = at; it != begin;) {
            const TraceRecord &x = trace.at(*--it);
            if (x.kind() == TraceKind::HandleStart && x.actor() == r.actor() && x.delivery == r.delivery)
                return x.attempt();
        }
        return 1;
    };
    for (quint32 i : events) {
        const TraceRecord &r = trace.at(i);
        const SimTime t = r.time();
        switch (r.kind()) {
        case TraceKind::CacheSet:
        case TraceKind::CacheHit:
        case TraceKind::CacheMiss: {
            Cache *c = cacheOf(r);
            if (!c || r.message == kNoMessage)
                break;
            const quint64 key = (quint64(r.message) << 16) | quint64(attemptOf(i));
            auto it = c->entries.find(key);
            if (it != c->entries.end() && ttl > 0 && it->expires <= t) {
                close(*c, it, TimelineBar::Expired, t, int(i));
                it = c->entries.end();
            }
            if (r.kind() == TraceKind::CacheMiss) {
                const auto last = lastBar.constFind(key);
                if (last != lastBar.cend())
                    bars[std::size_t(*last)].flags |= TimelineBar::Notable;
                break;
            }
            if (it != c->entries.end()) {
                c->lru.splice(c->lru.begin(), c->lru, it->lru);
                if (r.kind() == TraceKind::CacheSet)
                    it->expires = ttl > 0 ? t + ttl : kNever;
                break;
            }
            if (r.kind() != TraceKind::CacheSet)
                break;
            TimelineBar b;
            b.kind = TimelineBar::CacheEntry;
            b.from = b.to = t;
            b.message = r.message;
            b.record = i;
            b.row = qint16(cache);
            b.consumer = quint8(r.consumer());
            b.end = TimelineBar::Open;
            lastBar.insert(key, int(bars.size()));
            c->lru.push_front(key);
            c->entries.insert(key, Entry{int(bars.size()), ttl > 0 ? t + ttl : kNever, c->lru.begin()});
            bars.push_back(b);
            while (int(c->entries.size()) > capacity) {
                auto victim = c->entries.find(c->lru.back());
                close(*c, victim, TimelineBar::Evicted, t, int(i));
            }
            break;
        }
        case TraceKind::CacheFlush:
            for (Cache &c : caches) {
                while (!c.entries.isEmpty())
                    close(c, c.entries.begin(), TimelineBar::Flushed, t, int(i));
            }
            break;
        case TraceKind::Crash:
            if (!shared) {
                if (Cache *c = cacheOf(r)) {
                    while (!c->entries.isEmpty())
                        close(*c, c->entries.begin(), TimelineBar::LostOnCrash, t, int(i));
                }
            }
            break;
        default:
            break;
        }
    }
    const SimTime end = ix.endTime();
    for (Cache &c : caches) {
        while (!c.entries.isEmpty())
            close(c, c.entries.begin(), TimelineBar::Open, end, -1);
    }
}

void TimelineCauses::buildKafka(std::vector<TimelineBar> &bars)
{
    // Offsets: a partition's log is its enqueued records in order, so a
    // record's offset is its place among them.
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    const int partitions = ix.partitionCount();
    m_offsetOf.assign(std::size_t(ix.messageCount()), {});
    std::vector<int> logSize(std::size_t(partitions), 0);
    for (int p = 0; p < partitions; ++p) {
        for (quint32 i : ix.records(1 + p, Mark::Enqueued)) {
            const TraceRecord &r = trace.at(i);
            if (r.message >= m_offsetOf.size())
                continue;
            auto &attempts = m_offsetOf[r.message];
            const int attempt = qMax(1, int(r.delivery));
            if (int(attempts.size()) < attempt)
                attempts.resize(std::size_t(attempt), -1);
            attempts[std::size_t(attempt - 1)] = logSize[std::size_t(p)]++;
        }
        m_maxOffset[std::size_t(1 + p)] = logSize[std::size_t(p)];
    }

    // One chronological walk over deliveries, offset commits and rebalances.
    std::vector<quint32> events;
    for (int row = 0; row < ix.rowCount(); ++row) {
        if (ix.lane(row).kind == TimelineLane::Consumer) {
            for (Mark mark : {Mark::Delivery, Mark::Redelivery, Mark::Step, Mark::Crash}) {
                for (quint32 i : ix.records(row, mark)) {
                    const TraceKind k = trace.at(i).kind();
                    if (k == TraceKind::Deliver || k == TraceKind::OffsetCommit || k == TraceKind::Crash)
                        events.push_back(i);
                }
            }
        }
    }
    const auto &rebalances = ix.records(1, Mark::Rebalance);
    events.insert(events.end(), rebalances.begin(), rebalances.end());
    std::sort(events.begin(), events.end());

    struct Partition
    {
        int position = 0;      // next offset to be read
        int committed = 0;
        SimTime committedAt = 0;
        quint8 owner = 0;
        SimTime lastDelivery = -1;
        bool watch = false;    // a rebalance completed: does the next read rewind?
        quint32 rebalance = 0;
    };
    std::vector<Partition> parts(static_cast<std::size_t>(partitions));
    for (Partition &p : parts)
        p.committedAt = -1; // nothing committed yet
    quint32 lastCrash = kNoMessage;
    for (quint32 i : events) {
        const TraceRecord &r = trace.at(i);
        const SimTime t = r.time();
        switch (r.kind()) {
        case TraceKind::Crash:
            lastCrash = i;
            break;
        case TraceKind::OffsetCommit: {
            const int p = r.detail;
            if (p < 0 || p >= partitions)
                break;
            parts[std::size_t(p)].committed = r.delivery;
            parts[std::size_t(p)].committedAt = t;
            m_offsets.push_back({t, r.delivery, i, qint16(1 + p), quint8(r.consumer())});
            break;
        }
        case TraceKind::Rebalance:
            if (r.detail != 0) {
                for (Partition &p : parts) {
                    p.watch = true;
                    p.rebalance = i;
                }
                break;
            }
            if (RebalanceReason(r.delivery) == RebalanceReason::SessionTimeout
                || RebalanceReason(r.delivery) == RebalanceReason::PollInterval) {
                // The stretch in which the group waited for a dead or stuck member.
                const bool session = RebalanceReason(r.delivery) == RebalanceReason::SessionTimeout;
                const SimTime wait = (session ? m_scenario.consumers.sessionTimeoutMs
                                              : m_scenario.consumers.maxPollIntervalMs) * kMs;
                quint8 who = 0;
                if (session && lastCrash != kNoMessage)
                    who = quint8(trace.at(lastCrash).consumer());
                for (int p = 0; p < partitions; ++p) {
                    const Partition &part = parts[std::size_t(p)];
                    const bool stuck = session ? part.owner == who
                                               : part.lastDelivery >= 0 && part.lastDelivery <= t - wait + kMs;
                    if (!stuck || part.owner == 0)
                        continue;
                    TimelineBar b;
                    b.kind = TimelineBar::SessionTimeout;
                    b.from = session && lastCrash != kNoMessage ? trace.at(lastCrash).time() : qMax(ix.startTime(), t - wait);
                    b.to = t;
                    b.record = session && lastCrash != kNoMessage ? lastCrash : i;
                    b.endRecord = qint32(i);
                    b.row = qint16(1 + p);
                    b.consumer = part.owner;
                    b.end = TimelineBar::Rebalanced;
                    b.cause = quint8(r.delivery);
                    b.flags = TimelineBar::Notable;
                    bars.push_back(b);
                }
            }
            break;
        case TraceKind::Deliver: {
            if (r.message >= m_offsetOf.size())
                break;
            const auto &attempts = m_offsetOf[r.message];
            const int attempt = qMax(1, r.attempt());
            if (attempt > int(attempts.size()) || attempts[std::size_t(attempt - 1)] < 0)
                break;
            const int offset = attempts[std::size_t(attempt - 1)];
            const int p = ix.brokerRowOf(r.message) - 1;
            if (p < 0 || p >= partitions)
                break;
            Partition &part = parts[std::size_t(p)];
            if (part.watch) {
                part.watch = false;
                if (offset < part.position)
                    m_rewinds.push_back({trace.at(part.rebalance).time(), part.committedAt, part.position, offset,
                                         part.rebalance, qint16(1 + p), part.owner, quint8(r.consumer())});
            }
            part.position = offset + 1;
            part.owner = quint8(r.consumer());
            part.lastDelivery = t;
            break;
        }
        default:
            break;
        }
    }
}

void TimelineCauses::assignTracks(std::vector<TimelineBar> &bars, TimelineBar::Kind kind)
{
    // Greedy: the first sub-row free at the bar's start, else the one that
    // frees up first. Only bars drawn for every message take part.
    std::vector<std::size_t> ids;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        if (bars[i].kind == kind && bars[i].has(TimelineBar::Notable))
            ids.push_back(i);
    }
    std::sort(ids.begin(), ids.end(), [&bars](std::size_t a, std::size_t b) {
        return bars[a].row < bars[b].row || (bars[a].row == bars[b].row && bars[a].from < bars[b].from);
    });
    qint16 row = -1;
    SimTime freeAt[TimelineBar::kTracks] = {};
    for (std::size_t i : ids) {
        TimelineBar &b = bars[i];
        if (b.row != row) {
            row = b.row;
            std::fill(std::begin(freeAt), std::end(freeAt), std::numeric_limits<SimTime>::min());
        }
        int best = 0;
        for (int k = 0; k < TimelineBar::kTracks; ++k) {
            if (freeAt[k] < b.from) {
                best = k;
                break;
            }
            if (freeAt[k] < freeAt[best])
                best = k;
        }
        b.track = quint8(best);
        freeAt[best] = b.to;
    }
}

int TimelineCauses::causeRecordOf(quint32 deliver) const
{
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    const TraceRecord &d = trace.at(deliver);
    const quint32 *begin = ix.messageBegin(int(d.message));
    const quint32 *at = std::lower_bound(begin, ix.messageEnd(int(d.message)), deliver);
    const auto latest = [&](const auto &match) -> int {
        for (const quint32 *it = at; it != begin;) {
            --it;
            if (match(trace.at(*it)))
                return int(*it);
        }
        return -1;
    };
    const auto latestGlobal = [&](const auto &match) -> int {
        auto it = std::lower_bound(m_global.begin(), m_global.end(), deliver);
        while (it != m_global.begin()) {
            --it;
            if (match(trace.at(*it)))
                return int(*it);
        }
        return -1;
    };
    const int previous = latest([](const TraceRecord &r) { return r.kind() == TraceKind::Deliver; });
    const int previousActor = previous >= 0 ? trace.at(quint32(previous)).actor() : -1;
    int found = -1;
    switch (d.cause()) {
    case DeliveryCause::AckLost:
        found = latest([](const TraceRecord &r) {
            return r.kind() == TraceKind::AckLost || r.kind() == TraceKind::ConnectionLost;
        });
        if (found < 0) // a batched ack carries the batch's last message
            found = latestGlobal([previousActor](const TraceRecord &r) {
                return (r.kind() == TraceKind::AckLost || r.kind() == TraceKind::ConnectionLost)
                    && r.actor() == previousActor;
            });
        break;
    case DeliveryCause::CrashBeforeAck:
        found = latest([](const TraceRecord &r) { return r.kind() == TraceKind::Crash; });
        if (found < 0)
            found = latestGlobal(
                [previousActor](const TraceRecord &r) { return r.kind() == TraceKind::Crash && r.actor() == previousActor; });
        break;
    case DeliveryCause::ConnectionLost:
        found = latest([](const TraceRecord &r) { return r.kind() == TraceKind::ConnectionLost; });
        if (found < 0)
            found = latestGlobal([previousActor](const TraceRecord &r) {
                return r.kind() == TraceKind::ConnectionLost && r.actor() == previousActor;
            });
        break;
    case DeliveryCause::BrokerRestart:
        found = latestGlobal([](const TraceRecord &r) { return r.kind() == TraceKind::BrokerRestart; });
        break;
    case DeliveryCause::Rebalance:
        found = latestGlobal([](const TraceRecord &r) { return r.kind() == TraceKind::Rebalance && r.detail != 0; });
        break;
    case DeliveryCause::ProducerRetry:
        found = latest([](const TraceRecord &r) { return r.kind() == TraceKind::PublishAckLost; });
        if (found < 0)
            found = latest([&d](const TraceRecord &r) {
                return r.kind() == TraceKind::PublishAttempt && int(r.delivery) < d.attempt();
            });
        break;
    case DeliveryCause::StaticRejoin: // the restarted static member's crash
        found = latestGlobal(
            [previousActor](const TraceRecord &r) { return r.kind() == TraceKind::Crash && r.actor() == previousActor; });
        break;
    case DeliveryCause::TimeoutExpired:
    case DeliveryCause::Nack:
    case DeliveryCause::First:
    case DeliveryCause::Count:
        break;
    }
    return found >= 0 ? found : previous;
}

void TimelineCauses::buildCauses()
{
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    // The rare records a cause can be that belong to no message.
    for (int row = 0; row < ix.rowCount(); ++row) {
        for (Mark mark : {Mark::BrokerRestart, Mark::Rebalance, Mark::Crash, Mark::LostAck}) {
            for (quint32 i : ix.records(row, mark)) {
                m_global.push_back(i);
            }
        }
    }
    std::sort(m_global.begin(), m_global.end());
    m_global.erase(std::unique(m_global.begin(), m_global.end()), m_global.end());

    for (int row = 0; row < ix.rowCount(); ++row) {
        if (ix.lane(row).kind != TimelineLane::Consumer)
            continue;
        for (quint32 i : ix.records(row, Mark::Redelivery)) {
            const TraceRecord &d = trace.at(i);
            const int from = causeRecordOf(i);
            if (from < 0)
                continue;
            TimelineCause c;
            c.from = quint32(from);
            c.to = i;
            c.message = d.message;
            c.kind = TimelineCause::Redelivery;
            c.cause = d.cause();
            const TraceRecord &src = trace.at(quint32(from));
            c.fromRow = qint16(src.actor() == ActorBroker && d.message != kNoMessage ? ix.brokerRowOf(d.message)
                                                                                      : ix.rowOfRecord(from));
            m_causes.push_back(c);
        }
        for (quint32 i : ix.records(row, Mark::DuplicateEffect)) {
            const TraceRecord &dup = trace.at(i);
            const quint32 *begin = ix.messageBegin(int(dup.message));
            const quint32 *at = std::lower_bound(begin, ix.messageEnd(int(dup.message)), i);
            for (const quint32 *it = at; it != begin;) {
                --it;
                if (trace.at(*it).kind() == TraceKind::SideEffect) {
                    TimelineCause c;
                    c.from = *it;
                    c.to = i;
                    c.message = dup.message;
                    c.kind = TimelineCause::Duplicate;
                    c.fromRow = qint16(ix.rowOfRecord(int(*it)));
                    m_causes.push_back(c);
                    break;
                }
            }
        }
    }
    std::sort(m_causes.begin(), m_causes.end(), [&trace](const TimelineCause &a, const TimelineCause &b) {
        return trace.at(a.from).time() < trace.at(b.from).time() || (a.from == b.from && a.to < b.to);
    });
    std::vector<quint32> duplicated;
    for (const TimelineCause &c : m_causes) {
        if (c.kind == TimelineCause::Duplicate)
            duplicated.push_back(c.message);
    }
    std::sort(duplicated.begin(), duplicated.end());
    for (TimelineCause &c : m_causes)
        c.duplicated = std::binary_search(duplicated.begin(), duplicated.end(), c.message);
    for (const TimelineCause &c : m_causes)
        m_longestCause = qMax(m_longestCause, trace.at(c.to).time() - trace.at(c.from).time());
    m_causesByMessage.resize(m_causes.size());
    for (std::size_t i = 0; i < m_causes.size(); ++i)
        m_causesByMessage[i] = i;
    std::stable_sort(m_causesByMessage.begin(), m_causesByMessage.end(),
                     [this](std::size_t a, std::size_t b) { return m_causes[a].message < m_causes[b].message; });
}

int TimelineCauses::tracks(int row) const
{
    return row >= 0 && std::size_t(row) < m_tracks.size() ? m_tracks[std::size_t(row)] : 1;
}

int TimelineCauses::maxOffset(int row) const
{
    return row >= 0 && std::size_t(row) < m_maxOffset.size() ? m_maxOffset[std::size_t(row)] : 0;
}

std::pair<std::size_t, std::size_t> TimelineCauses::causesBetween(double from, double to) const
{
    if (!m_index || m_causes.empty())
        return {0, 0};
    const Trace &trace = *m_index->trace();
    const auto startOf = [&trace](const TimelineCause &c) { return double(trace.at(c.from).time()); };
    const auto first = std::lower_bound(m_causes.begin(), m_causes.end(), from - double(m_longestCause),
                                        [&](const TimelineCause &c, double t) { return startOf(c) < t; });
    const auto last = std::upper_bound(first, m_causes.end(), to,
                                       [&](double t, const TimelineCause &c) { return t < startOf(c); });
    return {std::size_t(first - m_causes.begin()), std::size_t(last - m_causes.begin())};
}

std::vector<std::size_t> TimelineCauses::causesOf(quint32 message) const
{
    std::vector<std::size_t> out;
    auto it = std::lower_bound(m_causesByMessage.begin(), m_causesByMessage.end(), message,
                               [this](std::size_t i, quint32 m) { return m_causes[i].message < m; });
    for (; it != m_causesByMessage.end() && m_causes[*it].message == message; ++it)
        out.push_back(*it);
    return out;
}

std::vector<std::size_t> TimelineCauses::causesInto(quint32 record) const
{
    std::vector<std::size_t> out;
    if (!m_index || record >= m_index->trace()->size())
        return out;
    for (std::size_t i : causesOf(m_index->trace()->at(record).message)) {
        if (m_causes[i].to == record)
            out.push_back(i);
    }
    return out;
}

bool TimelineCauses::offsetOf(quint32 message, int attempt, int *partition, int *offset) const
{
    if (!m_kafka || message >= m_offsetOf.size())
        return false;
    const auto &attempts = m_offsetOf[message];
    attempt = qMax(1, attempt);
    if (attempt > int(attempts.size()) || attempts[std::size_t(attempt - 1)] < 0)
        return false;
    *partition = m_index->brokerRowOf(message) - 1;
    *offset = attempts[std::size_t(attempt - 1)];
    return true;
}

std::vector<TimelineGap> TimelineCauses::honestGaps(const std::vector<TimelineGap> &gaps,
                                                    const std::vector<TimelineSpan> &spans) const
{
    if (gaps.empty() || !m_index)
        return gaps;
    // Only stretches longer than the shortest gap can cover one (a bar
    // runs from a record to a record, and gaps hold none), except the cache
    // entries that end at a derived expiry.
    const SimTime shortest = m_index->gapThreshold();
    std::vector<std::pair<SimTime, SimTime>> covered;
    for (const TimelineBar &b : m_bars.all()) {
        const bool drawn = b.kind == TimelineBar::Handler || b.kind == TimelineBar::Transaction
            || b.has(TimelineBar::Notable);
        if (drawn && (b.to - b.from >= shortest || b.kind == TimelineBar::CacheEntry))
            covered.push_back({b.from, b.to});
    }
    for (const TimelineSpan &s : spans)
        covered.push_back({s.from, s.to});
    const Trace &trace = *m_index->trace();
    for (const TimelineCause &c : m_causes)
        covered.push_back({trace.at(c.from).time(), trace.at(c.to).time()});
    for (const TimelineRewind &r : m_rewinds)
        covered.push_back({r.committedAt >= 0 ? r.committedAt : m_index->startTime(), r.at});
    std::sort(covered.begin(), covered.end());
    std::vector<TimelineGap> out;
    std::size_t k = 0;
    SimTime reach = std::numeric_limits<SimTime>::min(); // the end of everything covered so far
    for (const TimelineGap &g : gaps) {
        SimTime free = qMax(g.from, reach);
        for (; k < covered.size() && covered[k].first < g.to; ++k) {
            const auto &c = covered[k];
            if (c.first > free && c.first - free >= shortest)
                out.push_back({free, c.first});
            free = qMax(free, c.second);
            reach = qMax(reach, c.second);
        }
        if (g.to - free >= shortest)
            out.push_back({free, g.to});
    }
    return out;
}

} // namespace idem::ui
