#include "timelinecauses.h"

#include "consumer/strategytraits.h"

#include <QHash>
#include <algorithm>
#include <list>

// TimelineCauses, part 2 of 4: each cache entry's life, replayed from the
// trace's sets, hits and misses with the scenario's TTL and capacity.

namespace idem::ui {

namespace {
constexpr SimTime kMs = 1000;
} // namespace

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
    // The entry of a message applied twice is part of its story (the cache
    // knew it, but a handler had checked before): drawn for every message.
    std::vector<qint8> applied; // per message: -1 not looked at, 0 once, 1 twice
    for (TimelineBar &b : bars) {
        if (b.kind != TimelineBar::CacheEntry || b.has(TimelineBar::Notable) || b.message == kNoMessage
            || int(b.message) >= ix.messageCount())
            continue;
        if (applied.empty())
            applied.assign(std::size_t(ix.messageCount()), -1);
        qint8 &twice = applied[b.message];
        if (twice < 0) {
            twice = 0;
            for (const quint32 *it = ix.messageBegin(int(b.message)), *last = ix.messageEnd(int(b.message));
                 it != last && !twice; ++it) {
                const TraceRecord &r = trace.at(*it);
                twice = r.kind() == TraceKind::SideEffect && r.repeatsEffect() ? 1 : 0;
            }
        }
        if (twice)
            b.flags |= TimelineBar::Notable;
    }
}

} // namespace idem::ui
