#pragma once

#include "../kernel/trace.h"

#include <vector>

namespace idem {

// The records of each message, in trace order: the one per-message view of
// a trace every reading of it starts from. Records about no message (a
// crash between deliveries, a rebalance) are listed apart, also in order.
class MessageIndex final
{
public:
    void build(const Trace &trace, int messages);

    int messageCount() const { return int(m_begin.size()) - 1; }
    const quint32 *begin(int message) const { return m_records.data() + m_begin[std::size_t(message)]; }
    const quint32 *end(int message) const { return m_records.data() + m_begin[std::size_t(message) + 1]; }
    // The position of `record` among its message's records (lower bound).
    const quint32 *find(int message, quint32 record) const;
    const std::vector<quint32> &unowned() const { return m_unowned; }

private:
    std::vector<quint32> m_begin;   // messageCount + 1 offsets into m_records
    std::vector<quint32> m_records; // record indices, grouped by message
    std::vector<quint32> m_unowned; // records with message == kNoMessage
};

} // namespace idem
