#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"
#include "messageindex.h"

#include <vector>

namespace idem {

// Each processed-id cache entry's life — when a handler stored it and when
// and why it left (TTL, LRU eviction, a flush, a crash of the process that
// held it) — found by replaying the run's sets, hits and misses through the
// engine's own cache class (consumer/dedupcache), so a miss and the end of
// the entry it missed can never disagree.
class CacheLives final
{
public:
    enum class End : quint8 { Open, Expired, Evicted, Flushed, LostOnCrash };
    struct Life
    {
        SimTime from = 0;
        SimTime to = 0;
        quint32 message = kNoMessage;
        quint32 record = 0;     // the CacheSet that stored it
        qint32 endRecord = -1;  // what ended it (the flush, the crash, the set that evicted it)
        quint8 consumer = 0;    // who stored it
        End end = End::Open;
        bool explainsMiss = false;  // a later miss of this id found it gone
    };

    void build(const Trace &trace, const Scenario &scenario, const MessageIndex &messages);
    const std::vector<Life> &lives() const { return m_lives; }
    // The entry a miss at `record` by `consumer` would have found, had it
    // not left: the latest life of that message in the cache that consumer
    // asks (its own, or the shared one) that started before it, or nullptr.
    const Life *lifeBefore(quint32 message, quint32 record, int consumer) const;
    // Hits and misses the replay answered otherwise than the run did (with
    // another reason for a miss): 0 for every simulated run; a live run's
    // real Redis may differ by its own clock.
    int disagreements() const { return m_disagreements; }

private:
    struct Replay;
    void lookUp(Replay &c, quint32 key, const TraceRecord &r, quint32 record);
    void store(Replay &c, quint32 key, const TraceRecord &r, quint32 record);

    std::vector<Life> m_lives;
    bool m_shared = false;
    int m_disagreements = 0;
    std::vector<std::vector<quint32>> m_byMessage; // message → indices into m_lives, in order
};

} // namespace idem
