#pragma once

#include "../kernel/simtime.h"
#include "../kernel/trace.h"
#include "idcache.h"

#include <QHash>
#include <list>

namespace idem {

// A processed-message-id set with a TTL and an LRU capacity, like Camel's
// MemoryIdempotentRepository or a Redis key with EXPIRE. Remembers why a key
// is gone (expired, evicted, flushed, lost in a crash) so a miss can be
// explained. Keys are interned message-id numbers.
class DedupCache final : public IdCache
{
public:
    DedupCache(SimTime ttl, int capacity);

    // True when the key is present and not expired at `now`; otherwise sets
    // `reason` to why it is missing.
    bool contains(quint32 key, SimTime now, CacheMissReason *reason) override;
    void insert(quint32 key, SimTime now) override;
    // Loses everything (process crash or FLUSHALL); later misses say why.
    void clear(CacheMissReason why, SimTime now);
    int size() const { return int(m_entries.size()); }

    // For a reading of a finished run (core/analysis/cachelives): told each
    // time an entry leaves the cache, with the reason a later miss would
    // give and the moment it left (an expiry at its deadline, not when it
    // was noticed). The engine leaves it unset.
    using EndObserver = void (*)(void *context, quint32 key, CacheMissReason why, SimTime at);
    void observeEnds(EndObserver observer, void *context)
    {
        m_observer = observer;
        m_observerContext = context;
    }
    // The entries still present, with their deadlines (kNever: no TTL).
    template<typename F>
    void forEachEntry(F &&visit) const
    {
        for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it)
            visit(it.key(), it->expires);
    }

private:
    struct Entry
    {
        SimTime expires;
        std::list<quint32>::iterator lru;
    };
    struct Gone
    {
        CacheMissReason reason;
        SimTime at;
    };
    void forget(quint32 key, CacheMissReason why, SimTime at);
    void gone(quint32 key, CacheMissReason why, SimTime at);

    SimTime m_ttl;
    int m_capacity;
    QHash<quint32, Entry> m_entries;
    std::list<quint32> m_lru; // front = most recently used
    QHash<quint32, Gone> m_gone;
    EndObserver m_observer = nullptr;
    void *m_observerContext = nullptr;
};

} // namespace idem
