#pragma once

#include "../scenario/scenario.h"

namespace idem {

// The message id a logical event's publish attempt carries, by the
// producer's messageIdPolicy: "msg-order-17" (stable), a GUID derived from
// the seed (new-per-attempt), or "sha-…" of the content (content-hash).
// Pure functions of the scenario, shared by the engine and the UI.
class MessageIds final
{
public:
    static QString text(const Scenario &scenario, int logical, int attempt);
    // The interned number caches and broker dedup compare.
    static quint32 key(const Scenario &scenario, int logical, int attempt);
};

} // namespace idem
