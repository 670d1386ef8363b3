#include "timelinecauses.h"

#include "kernel/trace.h"

#include <algorithm>

// TimelineCauses, part 3 of 4: Kafka's committed offsets per partition,
// the rewinds of rebalances and the session-timeout bands.

namespace idem::ui {

namespace {
constexpr SimTime kMs = 1000;
} // namespace

void TimelineCauses::buildKafka(std::vector<TimelineBar> &bars)
{
    // Offsets: a partition's log is its enqueued records in order, so a
    // record's offset is its place among them.
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    const int partitions = ix.partitionCount();
    m_offsetOf.assign(std::size_t(ix.messageCount()), {});
    std::vector<int> logSize(std::size_t(partitions), 0);
    for (int p = 0; p < partitions; ++p) {
        for (quint32 i : ix.records(1 + p, Mark::Enqueued)) {
            const TraceRecord &r = trace.at(i);
            if (r.message >= m_offsetOf.size())
                continue;
            auto &attempts = m_offsetOf[r.message];
            const int attempt = qMax(1, int(r.delivery));
            if (int(attempts.size()) < attempt)
                attempts.resize(std::size_t(attempt), -1);
            attempts[std::size_t(attempt - 1)] = logSize[std::size_t(p)]++;
        }
        m_maxOffset[std::size_t(1 + p)] = logSize[std::size_t(p)];
    }

    // One chronological walk over deliveries, offset commits and rebalances.
    std::vector<quint32> events;
    for (int row = 0; row < ix.rowCount(); ++row) {
        if (ix.lane(row).kind == TimelineLane::Consumer) {
            for (Mark mark : {Mark::Delivery, Mark::Redelivery, Mark::Step, Mark::Crash}) {
                for (quint32 i : ix.records(row, mark)) {
                    const TraceKind k = trace.at(i).kind();
                    if (k == TraceKind::Deliver || k == TraceKind::OffsetCommit || k == TraceKind::Crash)
                        events.push_back(i);
                }
            }
        }
    }
    const auto &rebalances = ix.records(1, Mark::Rebalance);
    events.insert(events.end(), rebalances.begin(), rebalances.end());
    std::sort(events.begin(), events.end());

    struct Partition
    {
        int position = 0;      // next offset to be read
        int committed = 0;
        SimTime committedAt = 0;
        quint8 owner = 0;
        SimTime lastDelivery = -1;
        bool watch = false;    // a rebalance completed: does the next read rewind?
        quint32 rebalance = 0;
    };
    std::vector<Partition> parts(static_cast<std::size_t>(partitions));
    for (Partition &p : parts)
        p.committedAt = -1; // nothing committed yet
    quint32 lastCrash = kNoMessage;
    for (quint32 i : events) {
        const TraceRecord &r = trace.at(i);
        const SimTime t = r.time();
        switch (r.kind()) {
        case TraceKind::Crash:
            lastCrash = i;
            break;
        case TraceKind::OffsetCommit: {
            const int p = r.partition();
            if (p < 0 || p >= partitions)
                break;
            parts[std::size_t(p)].committed = r.committedOffset();
            parts[std::size_t(p)].committedAt = t;
            m_offsets.push_back({t, r.delivery, i, qint16(1 + p), quint8(r.consumer())});
            break;
        }
        case TraceKind::Rebalance:
            if (!r.rebalanceStarts()) {
                for (Partition &p : parts) {
                    p.watch = true;
                    p.rebalance = i;
                }
                break;
            }
            if (RebalanceReason(r.delivery) == RebalanceReason::SessionTimeout
                || RebalanceReason(r.delivery) == RebalanceReason::PollInterval) {
                // The stretch in which the group waited for a dead or stuck member.
                const bool session = RebalanceReason(r.delivery) == RebalanceReason::SessionTimeout;
                const SimTime wait = (session ? m_scenario.consumers.sessionTimeoutMs
                                              : m_scenario.consumers.maxPollIntervalMs) * kMs;
                quint8 who = 0;
                if (session && lastCrash != kNoMessage)
                    who = quint8(trace.at(lastCrash).consumer());
                for (int p = 0; p < partitions; ++p) {
                    const Partition &part = parts[std::size_t(p)];
                    const bool stuck = session ? part.owner == who
                                               : part.lastDelivery >= 0 && part.lastDelivery <= t - wait + kMs;
                    if (!stuck || part.owner == 0)
                        continue;
                    TimelineBar b;
                    b.kind = TimelineBar::SessionTimeout;
                    b.from = session && lastCrash != kNoMessage ? trace.at(lastCrash).time() : qMax(ix.startTime(), t - wait);
                    b.to = t;
                    b.record = session && lastCrash != kNoMessage ? lastCrash : i;
                    b.endRecord = qint32(i);
                    b.row = qint16(1 + p);
                    b.consumer = part.owner;
                    b.end = TimelineBar::Rebalanced;
                    b.cause = quint8(r.delivery);
                    b.flags = TimelineBar::Notable;
                    bars.push_back(b);
                }
            }
            break;
        case TraceKind::Deliver: {
            if (r.message >= m_offsetOf.size())
                break;
            const auto &attempts = m_offsetOf[r.message];
            const int attempt = qMax(1, r.attempt());
            if (attempt > int(attempts.size()) || attempts[std::size_t(attempt - 1)] < 0)
                break;
            const int offset = attempts[std::size_t(attempt - 1)];
            const int p = ix.brokerRowOf(r.message) - 1;
            if (p < 0 || p >= partitions)
                break;
            Partition &part = parts[std::size_t(p)];
            if (part.watch) {
                part.watch = false;
                if (offset < part.position)
                    m_rewinds.push_back({trace.at(part.rebalance).time(), part.committedAt, part.position, offset,
                                         part.rebalance, qint16(1 + p), part.owner, quint8(r.consumer())});
            }
            part.position = offset + 1;
            part.owner = quint8(r.consumer());
            part.lastDelivery = t;
            break;
        }
        default:
            break;
        }
    }
}

} // namespace idem::ui
