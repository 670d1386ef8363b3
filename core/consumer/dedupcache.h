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

    SimTime m_ttl;
    int m_capacity;
    QHash<quint32, Entry> m_entries;
    std::list<quint32> m_lru; // front = most recently used
    QHash<quint32, Gone> m_gone;
};

} // namespace idem
