#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"

#include <vector>

namespace idem {

// Kafka: each partition's log as the run wrote and read it — which offset
// every record got, the offsets committed, the reads, the rewinds a
// rebalance caused, the stretches a group waited for a dead or stuck member
// and the records an `auto.offset.reset latest` jumped over. Found in the
// trace once; the explanations and the picture read it.
class KafkaLog final
{
public:
    struct Commit
    {
        SimTime time;
        int offset;
        quint32 record;
        quint8 consumer;
    };
    struct Read
    {
        SimTime time;
        int offset;
        quint32 record; // the Deliver record
        quint8 consumer;
        DeliveryCause cause;
    };
    // A rebalance moved a partition back from how far it had been read to
    // its last committed offset: every record in between is read again.
    struct Rewind
    {
        quint32 rebalance;        // the record that completed the round
        SimTime committedAt = -1; // when that offset was committed; -1: never
        int partition = 0;
        int position = 0;  // next offset the old owner would have read
        int committed = 0; // where the new owner starts
        quint8 oldOwner = 0; // 0: unknown
        quint8 newOwner = 0;
    };
    // The group waited for a member: its session to expire after a crash,
    // or its poll interval to run out while it was stuck.
    struct Wait
    {
        SimTime from;
        SimTime to;
        quint32 cause;     // the crash, or the round's start when stuck
        quint32 rebalance; // the round that ended the wait
        int partition;
        quint8 member;
        RebalanceReason reason;
    };
    // A partition started at its log end: the records in between were never read.
    struct Reset
    {
        quint32 record;
        int partition;
        int fromOffset; // the first skipped offset
        int toOffset;   // one past the last
        quint8 consumer;
    };

    void build(const Trace &trace, const Scenario &scenario);
    bool partitioned() const { return m_partitioned; }
    int partitions() const { return m_partitions; }
    int partitionOf(quint32 message) const;
    // The offset a message's `attempt` was written at, or -1.
    int offsetOf(quint32 message, int attempt) const;
    // The record written at `offset` of `partition` (its BrokerEnqueued), or -1.
    qint64 recordAt(int partition, int offset) const;
    int logSize(int partition) const;
    // Empty for a partition the log does not have (every one of a queue's run).
    const std::vector<Commit> &commits(int partition) const;
    const std::vector<Read> &reads(int partition) const;
    const std::vector<Rewind> &rewinds() const { return m_rewinds; }
    const std::vector<Wait> &waits() const { return m_waits; }
    const std::vector<Reset> &resets() const { return m_resets; }
    // The last commit on `partition` at or before `t`, or nullptr.
    const Commit *committedBy(int partition, SimTime t) const;

private:
    struct Walker;
    void walk(const Trace &trace, const Scenario &scenario);

    bool m_partitioned = false;
    int m_partitions = 1;
    std::vector<quint16> m_partitionOf;             // per message
    std::vector<std::vector<qint32>> m_offsetOf;    // [message][attempt-1]
    std::vector<std::vector<quint32>> m_log;        // [partition][offset] → BrokerEnqueued record
    std::vector<std::vector<Commit>> m_commits;     // per partition, in time order
    std::vector<std::vector<Read>> m_reads;         // per partition, in time order
    std::vector<Rewind> m_rewinds;
    std::vector<Wait> m_waits;
    std::vector<Reset> m_resets;
};

} // namespace idem
