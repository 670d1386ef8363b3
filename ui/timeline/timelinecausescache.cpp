#include "timelinecauses.h"

// TimelineCauses, part 2 of 4: each cache entry's life on the cache lane,
// as the run's analysis found it (core/analysis/cachelives.h replays the
// engine's own cache).

namespace idem::ui {

namespace {
TimelineBar::End endOf(CacheLives::End end)
{
    switch (end) {
    case CacheLives::End::Open: return TimelineBar::Open;
    case CacheLives::End::Expired: return TimelineBar::Expired;
    case CacheLives::End::Evicted: return TimelineBar::Evicted;
    case CacheLives::End::Flushed: return TimelineBar::Flushed;
    case CacheLives::End::LostOnCrash: return TimelineBar::LostOnCrash;
    }
    return TimelineBar::Open;
}
} // namespace

void TimelineCauses::buildCacheEntries(std::vector<TimelineBar> &bars)
{
    const qint16 cache = qint16(m_index->cacheRow());
    for (const CacheLives::Life &life : m_analysis->cache().lives()) {
        TimelineBar b;
        b.kind = TimelineBar::CacheEntry;
        b.from = life.from;
        b.to = life.to;
        b.message = life.message;
        b.record = life.record;
        b.endRecord = life.endRecord;
        b.row = cache;
        b.consumer = life.consumer;
        b.end = endOf(life.end);
        // Drawn for every message: the entry a miss found gone, and the
        // entry of a message applied twice (the cache knew it, but a
        // handler had checked before).
        if (life.explainsMiss || m_analysis->repeated(life.message))
            b.flags |= TimelineBar::Notable;
        bars.push_back(b);
    }
}

} // namespace idem::ui
