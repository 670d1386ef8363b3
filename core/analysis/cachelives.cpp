#include "cachelives.h"

#include "../consumer/dedupcache.h"
#include "../consumer/strategytraits.h"
#include "../kernel/messageids.h"

#include <QHash>
#include <memory>

namespace idem {

namespace {
constexpr SimTime kMs = 1000;
} // namespace

// One cache as the engine had it, with the lives it holds open.
struct CacheLives::Replay
{
    std::unique_ptr<DedupCache> cache;
    QHash<quint32, int> open; // key → index into lives
    std::vector<CacheLives::Life> *lives = nullptr;
    qint32 endRecord = -1;   // the record being replayed: what ends an entry now

    static void ended(void *self, quint32 key, CacheMissReason why, SimTime at)
    {
        auto *r = static_cast<Replay *>(self);
        const auto it = r->open.constFind(key);
        if (it == r->open.cend())
            return;
        CacheLives::Life &life = (*r->lives)[std::size_t(*it)];
        life.to = at;
        switch (why) {
        case CacheMissReason::Expired: life.end = CacheLives::End::Expired; break;
        case CacheMissReason::Evicted: life.end = CacheLives::End::Evicted; break;
        case CacheMissReason::Flushed: life.end = CacheLives::End::Flushed; break;
        case CacheMissReason::LostOnCrash: life.end = CacheLives::End::LostOnCrash; break;
        case CacheMissReason::Never:
        case CacheMissReason::Count: break;
        }
        if (why != CacheMissReason::Expired)
            life.endRecord = r->endRecord;
        r->open.erase(it);
    }
};

namespace {

// The attempt of the handling a cache record belongs to: the cache key is
// the message id, which is per attempt under new-per-attempt.
int attemptOf(const Trace &trace, const MessageIndex &messages, quint32 record)
{
    const TraceRecord &r = trace.at(record);
    const quint32 *begin = messages.begin(int(r.message));
    for (const quint32 *it = messages.find(int(r.message), record); it != begin;) {
        const TraceRecord &x = trace.at(*--it);
        if (x.kind() == TraceKind::HandleStart && x.actor() == r.actor() && x.delivery == r.delivery)
            return x.attempt();
    }
    return 1;
}
} // namespace

void CacheLives::build(const Trace &trace, const Scenario &scenario, const MessageIndex &messages)
{
    m_lives.clear();
    m_disagreements = 0;
    m_shared = false;
    m_byMessage.clear();
    const StrategyTraits *traits = StrategyTraits::find(scenario.strategy.id);
    if (!traits || traits->cache == CacheUse::None || trace.size() == 0)
        return;
    // Only a run with a cache pays the 24 bytes a message (24 MB at 1 M).
    m_byMessage.assign(std::size_t(messages.messageCount()), {});
    const bool shared = traits->cache == CacheUse::Shared;
    m_shared = shared;
    const SimTime ttl = scenario.strategy.cacheTtlMs * kMs;
    std::vector<Replay> caches(std::size_t(shared ? 1 : qMax(1, scenario.consumers.count) + 1));
    for (Replay &c : caches) {
        c.cache = std::make_unique<DedupCache>(ttl, scenario.strategy.cacheCapacity);
        c.cache->observeEnds(&Replay::ended, &c);
        c.lives = &m_lives;
    }
    const auto cacheOf = [&](const TraceRecord &r) -> Replay * {
        const std::size_t c = shared ? 0 : std::size_t(qMax(0, r.consumer()));
        return c < caches.size() ? &caches[c] : nullptr;
    };
    for (std::size_t n = 0; n < trace.size(); ++n) {
        const TraceRecord &r = trace.at(n);
        const TraceKind k = r.kind();
        if (k == TraceKind::CacheFlush) {
            for (Replay &c : caches) {
                c.endRecord = qint32(n);
                c.cache->clear(CacheMissReason::Flushed, r.time());
            }
            continue;
        }
        if (k == TraceKind::Crash && !shared && r.isConsumer()) {
            if (Replay *c = cacheOf(r)) {
                c->endRecord = qint32(n);
                c->cache->clear(CacheMissReason::LostOnCrash, r.time());
            }
            continue;
        }
        if ((k != TraceKind::CacheSet && k != TraceKind::CacheHit && k != TraceKind::CacheMiss)
            || r.message >= m_byMessage.size())
            continue;
        Replay *c = cacheOf(r);
        if (!c)
            continue;
        c->endRecord = qint32(n);
        const quint32 key = MessageIds::key(scenario, int(r.message), attemptOf(trace, messages, quint32(n)));
        if (k == TraceKind::CacheSet)
            store(*c, key, r, quint32(n));
        else
            lookUp(*c, key, r, quint32(n));
    }
    const SimTime end = trace.at(trace.size() - 1).time();
    for (Replay &c : caches) {
        c.cache->forEachEntry([&](quint32 key, SimTime expires) {
            const auto it = c.open.constFind(key);
            if (it == c.open.cend())
                return;
            Life &life = m_lives[std::size_t(*it)];
            const bool expired = ttl > 0 && expires <= end;
            life.to = expired ? expires : end;
            life.end = expired ? End::Expired : End::Open;
        });
        c.open.clear();
    }
}

// A hit or a miss, asked again of the engine's cache: the answer must be the run's.
void CacheLives::lookUp(Replay &c, quint32 key, const TraceRecord &r, quint32 record)
{
    CacheMissReason reason = CacheMissReason::Never;
    const bool hit = c.cache->contains(key, r.time(), &reason);
    if (hit != (r.kind() == TraceKind::CacheHit) || (!hit && reason != r.missReason()))
        ++m_disagreements;
    if (!hit && r.kind() == TraceKind::CacheMiss) {
        if (const Life *gone = lifeBefore(r.message, record, r.consumer()))
            m_lives[std::size_t(gone - m_lives.data())].explainsMiss = true;
    }
}

// A set: a new entry's life begins, or (the id still there) the same one lives on.
void CacheLives::store(Replay &c, quint32 key, const TraceRecord &r, quint32 record)
{
    if (!c.open.contains(key)) {
        Life life;
        life.from = life.to = r.time();
        life.message = r.message;
        life.record = record;
        life.consumer = quint8(r.consumer());
        c.open.insert(key, int(m_lives.size()));
        m_byMessage[r.message].push_back(quint32(m_lives.size()));
        m_lives.push_back(life);
    }
    c.cache->insert(key, r.time());
}

const CacheLives::Life *CacheLives::lifeBefore(quint32 message, quint32 record, int consumer) const
{
    if (message >= m_byMessage.size())
        return nullptr;
    const Life *found = nullptr;
    for (quint32 i : m_byMessage[message]) {
        if (m_lives[i].record >= record)
            break;
        if (m_shared || m_lives[i].consumer == consumer)
            found = &m_lives[i];
    }
    return found;
}

} // namespace idem
