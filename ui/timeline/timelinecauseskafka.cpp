#include "timelinecauses.h"

#include <algorithm>

// TimelineCauses, part 3 of 4: Kafka's committed offsets per partition, the
// rewinds of rebalances and the stretches the group waited for a member,
// placed on the partition lanes from the run's Kafka log
// (core/analysis/kafkalog.h).

namespace idem::ui {

void TimelineCauses::buildKafka(std::vector<TimelineBar> &bars)
{
    const KafkaLog &log = m_analysis->kafka();
    const Trace &trace = *m_index->trace();
    for (int p = 0; p < log.partitions(); ++p) {
        const qint16 row = qint16(1 + p);
        if (std::size_t(row) < m_maxOffset.size())
            m_maxOffset[std::size_t(row)] = log.logSize(p);
        for (const KafkaLog::Commit &c : log.commits(p))
            m_offsets.push_back({c.time, c.offset, c.record, row, c.consumer});
    }
    std::sort(m_offsets.begin(), m_offsets.end(),
              [](const TimelineOffsetStep &a, const TimelineOffsetStep &b) { return a.record < b.record; });
    for (const KafkaLog::Rewind &r : log.rewinds()) {
        m_rewinds.push_back({trace.at(r.rebalance).time(), r.committedAt, r.position, r.committed, r.rebalance,
                             qint16(1 + r.partition), r.oldOwner, r.newOwner});
    }
    for (const KafkaLog::Wait &w : log.waits()) {
        TimelineBar b;
        b.kind = TimelineBar::SessionTimeout;
        b.from = w.from;
        b.to = w.to;
        b.record = w.cause;
        b.endRecord = qint32(w.rebalance);
        b.row = qint16(1 + w.partition);
        b.consumer = w.member;
        b.end = TimelineBar::Rebalanced;
        b.cause = quint8(w.reason);
        b.flags = TimelineBar::Notable;
        bars.push_back(b);
    }
}

} // namespace idem::ui
