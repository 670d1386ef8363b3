#pragma once

#include "../kernel/simtime.h"
#include "../kernel/trace.h"

namespace idem {

// What a consumer asks of a processed-message-id cache. DedupCache is the
// in-process one (local, or shared in the simulation); the live lab plugs a
// real Redis behind the same calls (core/live/rediscache.h).
class IdCache
{
public:
    virtual ~IdCache() = default;
    // True when the key is present and not expired at `now`; otherwise sets
    // `reason` to why it is missing.
    virtual bool contains(quint32 key, SimTime now, CacheMissReason *reason) = 0;
    virtual void insert(quint32 key, SimTime now) = 0;
};

} // namespace idem
