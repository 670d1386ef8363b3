#include "messageindex.h"

#include <algorithm>

namespace idem {

void MessageIndex::build(const Trace &trace, int messages)
{
    // A counting sort: two passes, no per-message allocation.
    const std::size_t n = std::size_t(qMax(0, messages));
    m_begin.assign(n + 1, 0);
    m_unowned.clear();
    const std::size_t count = trace.size();
    for (std::size_t i = 0; i < count; ++i) {
        const quint32 m = trace.at(i).message;
        if (m < n)
            ++m_begin[m + 1];
        else
            m_unowned.push_back(quint32(i));
    }
    for (std::size_t m = 0; m < n; ++m)
        m_begin[m + 1] += m_begin[m];
    m_records.assign(m_begin[n], 0);
    std::vector<quint32> fill(m_begin.begin(), m_begin.end() - 1);
    for (std::size_t i = 0; i < count; ++i) {
        const quint32 m = trace.at(i).message;
        if (m < n)
            m_records[fill[m]++] = quint32(i);
    }
}

const quint32 *MessageIndex::find(int message, quint32 record) const
{
    return std::lower_bound(begin(message), end(message), record);
}

} // namespace idem
