#include "metricsattime.h"

namespace idem::ui {

void MetricsAtTime::setRun(const RunPtr &run)
{
    m_run = run;
    m_checkpoints.clear();
    m_firstHandle.clear();
    if (!m_run)
        return;
    const auto &records = m_run->trace.records();
    m_firstHandle.assign(std::size_t(qMax(0, m_run->scenario.messages)), -1);
    for (std::size_t i = 0; i < records.size(); ++i) {
        const TraceRecord &r = records[i];
        if (r.kind() == TraceKind::HandleStart && r.message < m_firstHandle.size()
            && m_firstHandle[r.message] < 0)
            m_firstHandle[r.message] = int(i);
    }
    Counts counts{};
    m_checkpoints.push_back(counts);
    for (std::size_t i = 0; i < records.size(); ++i) {
        add(counts, int(i));
        if ((i + 1) % kStride == 0)
            m_checkpoints.push_back(counts);
    }
}

void MetricsAtTime::add(Counts &c, int record) const
{
    const TraceRecord &r = m_run->trace.at(std::size_t(record));
    switch (r.kind()) {
    case TraceKind::PublishAttempt: ++c[Published]; break;
    case TraceKind::BrokerDeduped: ++c[BrokerDeduped]; break;
    case TraceKind::HandleStart:
        ++c[Deliveries];
        if (r.message < m_firstHandle.size() && m_firstHandle[r.message] != record)
            ++c[Redeliveries];
        break;
    case TraceKind::Skipped: ++c[SkippedDuplicates]; break;
    case TraceKind::SideEffect:
        ++c[Effects];
        if (r.repeatsEffect())
            ++c[DuplicateEffects];
        break;
    case TraceKind::AckLost: ++c[AcksLost]; break;
    case TraceKind::Crash: ++c[Crashes]; break;
    case TraceKind::Commit: ++c[Commits]; break;
    case TraceKind::Rollback: ++c[Rollbacks]; break;
    case TraceKind::CacheHit: ++c[CacheHits]; break;
    case TraceKind::CacheMiss: ++c[CacheMisses]; break;
    case TraceKind::StoreFailed: ++c[StoreFailures]; break;
    case TraceKind::DeadLettered: ++c[DeadLettered]; break;
    default: break;
    }
}

MetricsAtTime::Counts MetricsAtTime::at(int record) const
{
    if (!m_run || record < 0 || m_checkpoints.empty())
        return Counts{};
    record = qMin(record, int(m_run->trace.size()) - 1);
    const std::size_t k = std::size_t(record + 1) / kStride;
    Counts c = m_checkpoints[qMin(k, m_checkpoints.size() - 1)];
    for (int i = int(k * kStride); i <= record; ++i)
        add(c, i);
    return c;
}

} // namespace idem::ui
