#include "kafkalog.h"

#include "../kernel/partitioner.h"
#include "../scenario/brokerprofile.h"

#include <algorithm>

namespace idem {

namespace {
constexpr SimTime kMs = 1000;
} // namespace

int KafkaLog::partitionOf(quint32 message) const
{
    return message < m_partitionOf.size() ? int(m_partitionOf[message]) : 0;
}

int KafkaLog::offsetOf(quint32 message, int attempt) const
{
    if (message >= m_offsetOf.size() || attempt < 1)
        return -1;
    const auto &attempts = m_offsetOf[message];
    return attempt <= int(attempts.size()) ? attempts[std::size_t(attempt - 1)] : -1;
}

qint64 KafkaLog::recordAt(int partition, int offset) const
{
    if (partition < 0 || std::size_t(partition) >= m_log.size() || offset < 0)
        return -1;
    const auto &log = m_log[std::size_t(partition)];
    return offset < int(log.size()) ? qint64(log[std::size_t(offset)]) : -1;
}

int KafkaLog::logSize(int partition) const
{
    return partition >= 0 && std::size_t(partition) < m_log.size() ? int(m_log[std::size_t(partition)].size()) : 0;
}

const std::vector<KafkaLog::Commit> &KafkaLog::commits(int partition) const
{
    static const std::vector<Commit> none;
    return partition >= 0 && std::size_t(partition) < m_commits.size() ? m_commits[std::size_t(partition)] : none;
}

const std::vector<KafkaLog::Read> &KafkaLog::reads(int partition) const
{
    static const std::vector<Read> none;
    return partition >= 0 && std::size_t(partition) < m_reads.size() ? m_reads[std::size_t(partition)] : none;
}

const KafkaLog::Commit *KafkaLog::committedBy(int partition, SimTime t) const
{
    const auto &list = commits(partition);
    auto it = std::upper_bound(list.begin(), list.end(), t, [](SimTime v, const Commit &c) { return v < c.time; });
    return it == list.begin() ? nullptr : &*(it - 1);
}

void KafkaLog::build(const Trace &trace, const Scenario &scenario)
{
    *this = KafkaLog();
    const BrokerProfile *profile = BrokerProfile::find(scenario.broker.profile);
    m_partitioned = profile && profile->partitioned;
    if (!m_partitioned)
        return;
    m_partitions = qMax(1, scenario.broker.partitions);
    const int messages = qMax(0, scenario.messages);
    m_partitionOf.resize(std::size_t(messages));
    for (int m = 0; m < messages; ++m)
        m_partitionOf[std::size_t(m)] = quint16(KafkaPartitioner::partitionOf(Scenario::businessKey(m), m_partitions));
    m_offsetOf.assign(std::size_t(messages), {});
    m_log.assign(std::size_t(m_partitions), {});
    m_commits.assign(std::size_t(m_partitions), {});
    m_reads.assign(std::size_t(m_partitions), {});
    walk(trace, scenario);
}

// One chronological pass: the log grows, is read, committed and rewound in
// the order the run did it.
struct KafkaLog::Walker
{
    struct Partition
    {
        int position = 0; // next offset to be read
        int committed = 0;
        SimTime committedAt = -1;
        quint8 owner = 0;
        SimTime lastRead = -1;
        bool watch = false; // a round completed: does the next read rewind?
        quint32 rebalance = 0;
    };
    KafkaLog &log;
    const Trace &trace;
    const Scenario &scenario;
    std::vector<Partition> parts;
    qint64 lastCrash = -1;

    void enqueued(const TraceRecord &r, quint32 i);
    void committed(const TraceRecord &r, quint32 i);
    void reset(const TraceRecord &r, quint32 i);
    void rebalance(const TraceRecord &r, quint32 i);
    void delivered(const TraceRecord &r, quint32 i);
};

void KafkaLog::Walker::enqueued(const TraceRecord &r, quint32 i)
{
    if (r.message >= log.m_offsetOf.size())
        return;
    auto &records = log.m_log[log.m_partitionOf[r.message]];
    auto &attempts = log.m_offsetOf[r.message];
    const int attempt = qMax(1, r.publishAttempt());
    if (int(attempts.size()) < attempt)
        attempts.resize(std::size_t(attempt), -1);
    attempts[std::size_t(attempt - 1)] = int(records.size());
    records.push_back(i);
}

void KafkaLog::Walker::committed(const TraceRecord &r, quint32 i)
{
    const int p = r.partition();
    if (p < 0 || p >= log.m_partitions)
        return;
    parts[std::size_t(p)].committed = r.committedOffset();
    parts[std::size_t(p)].committedAt = r.time();
    log.m_commits[std::size_t(p)].push_back({r.time(), r.committedOffset(), i, quint8(r.consumer())});
}

void KafkaLog::Walker::reset(const TraceRecord &r, quint32 i)
{
    const int p = r.partition();
    if (p < 0 || p >= log.m_partitions)
        return;
    const int size = int(log.m_log[std::size_t(p)].size());
    const int skipped = qBound(0, r.recordsSkipped(), size);
    if (skipped > 0)
        log.m_resets.push_back({i, p, size - skipped, size, quint8(r.consumer())});
}

void KafkaLog::Walker::rebalance(const TraceRecord &r, quint32 i)
{
    if (!r.rebalanceStarts()) {
        for (Partition &p : parts) {
            p.watch = true;
            p.rebalance = i;
        }
        return;
    }
    const RebalanceReason reason = r.rebalanceReason();
    if (reason != RebalanceReason::SessionTimeout && reason != RebalanceReason::PollInterval)
        return;
    // The stretch in which the group waited for a dead or stuck member.
    const SimTime t = r.time();
    const bool session = reason == RebalanceReason::SessionTimeout;
    const SimTime wait = (session ? scenario.consumers.sessionTimeoutMs : scenario.consumers.maxPollIntervalMs) * kMs;
    const bool fromCrash = session && lastCrash >= 0;
    const quint8 dead = fromCrash ? quint8(trace.at(std::size_t(lastCrash)).consumer()) : 0;
    for (int p = 0; p < log.m_partitions; ++p) {
        const Partition &part = parts[std::size_t(p)];
        const bool stuck = session ? part.owner == dead : part.lastRead >= 0 && part.lastRead <= t - wait + kMs;
        if (!stuck || part.owner == 0)
            continue;
        const SimTime from = fromCrash ? trace.at(std::size_t(lastCrash)).time() : qMax(trace.at(0).time(), t - wait);
        log.m_waits.push_back({from, t, fromCrash ? quint32(lastCrash) : i, i, p, part.owner, reason});
    }
}

void KafkaLog::Walker::delivered(const TraceRecord &r, quint32 i)
{
    if (r.message >= log.m_offsetOf.size())
        return;
    const int offset = log.offsetOf(r.message, qMax(1, r.attempt()));
    if (offset < 0)
        return;
    const int p = int(log.m_partitionOf[r.message]);
    Partition &part = parts[std::size_t(p)];
    if (part.watch) {
        part.watch = false;
        if (offset < part.position)
            log.m_rewinds.push_back(
                {part.rebalance, part.committedAt, p, part.position, offset, part.owner, quint8(r.consumer())});
    }
    part.position = offset + 1;
    part.owner = quint8(r.consumer());
    part.lastRead = r.time();
    log.m_reads[std::size_t(p)].push_back({r.time(), offset, i, quint8(r.consumer()), r.cause()});
}

void KafkaLog::walk(const Trace &trace, const Scenario &scenario)
{
    Walker w{*this, trace, scenario, std::vector<Walker::Partition>(std::size_t(m_partitions)), -1};
    for (std::size_t n = 0; n < trace.size(); ++n) {
        const TraceRecord &r = trace.at(n);
        const quint32 i = quint32(n);
        switch (r.kind()) {
        case TraceKind::BrokerEnqueued: w.enqueued(r, i); break;
        case TraceKind::Crash: w.lastCrash = qint64(n); break;
        case TraceKind::OffsetCommit: w.committed(r, i); break;
        case TraceKind::OffsetReset: w.reset(r, i); break;
        case TraceKind::Rebalance: w.rebalance(r, i); break;
        case TraceKind::Deliver: w.delivered(r, i); break;
        default: break;
        }
    }
}

} // namespace idem
