#pragma once

#include "run/runptr.h"

#include <array>
#include <vector>

namespace idem::ui {

// Counts of what has happened up to a record, for "the metrics at the
// playhead". A checkpoint every few thousand records keeps a query cheap
// while scrubbing through millions of records.
class MetricsAtTime final
{
public:
    enum Counter {
        Published,
        BrokerDeduped,
        Deliveries,
        Redeliveries,
        SkippedDuplicates,
        Effects,
        DuplicateEffects,
        AcksLost,
        Crashes,
        Commits,
        Rollbacks,
        CacheHits,
        CacheMisses,
        StoreFailures,
        DeadLettered,
        CounterCount
    };
    using Counts = std::array<int, CounterCount>;

    void setRun(const RunPtr &run);
    // Counts over records [0, record]; all zero for record < 0.
    Counts at(int record) const;

private:
    static constexpr int kStride = 4096;
    void add(Counts &counts, int record) const;

    RunPtr m_run;
    std::vector<Counts> m_checkpoints; // [k] = counts over records [0, k * kStride)
    std::vector<int> m_firstHandle;    // per logical event: its first HandleStart record
};

} // namespace idem::ui
