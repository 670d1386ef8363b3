#include "timelinespans.h"

namespace idem::ui {

void TimelineBars::clear()
{
    m_bars.clear();
    m_sorts.clear();
    m_order.clear();
    m_starts.clear();
    m_byMessage.clear();
    m_rows = 0;
}

int TimelineBars::classOf(SimTime length)
{
    int k = 0;
    for (quint64 l = quint64(qMax<SimTime>(1, length)); l >= 4 && k < kClasses - 1; l >>= 2)
        ++k;
    return k;
}

void TimelineBars::findSorts()
{
    constexpr quint8 kSortFlags = TimelineBar::Slow | TimelineBar::Unobserved;
    const auto sortOf = [](const TimelineBar &b) {
        return quint32(b.kind) | quint32(b.end) << 8 | quint32(b.flags & kSortFlags) << 16 | quint32(b.cause) << 24;
    };
    std::vector<quint32> seen;
    for (const TimelineBar &b : m_bars) {
        const quint32 sort = sortOf(b);
        if (std::find(seen.begin(), seen.end(), sort) != seen.end())
            continue;
        seen.push_back(sort);
        m_sorts.push_back(b);
    }
}

void TimelineBars::build(std::vector<TimelineBar> bars, int rows)
{
    clear();
    m_bars = std::move(bars);
    m_rows = qMax(0, rows);
    const std::size_t slotCount = std::size_t(m_rows) * kClasses;
    std::vector<quint32> count(slotCount + 1, 0);
    std::vector<quint32> slotOf(m_bars.size(), quint32(slotCount));
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        const TimelineBar &b = m_bars[i];
        if (b.row < 0 || b.row >= m_rows)
            continue;
        slotOf[i] = quint32(std::size_t(b.row) * kClasses + std::size_t(classOf(b.to - b.from)));
        ++count[slotOf[i]];
    }
    m_starts.assign(slotCount + 1, 0);
    for (std::size_t s = 0; s < slotCount; ++s)
        m_starts[s + 1] = m_starts[s] + count[s];
    m_order.resize(m_starts.back());
    std::vector<quint32> cursor(m_starts.begin(), m_starts.end() - 1);
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        if (slotOf[i] < slotCount)
            m_order[cursor[slotOf[i]]++] = quint32(i);
    }
    const auto byStart = [this](quint32 a, quint32 b) {
        return m_bars[a].from < m_bars[b].from || (m_bars[a].from == m_bars[b].from && a < b);
    };
    for (std::size_t s = 0; s < slotCount; ++s) {
        auto first = m_order.begin() + m_starts[s];
        auto last = m_order.begin() + m_starts[s + 1];
        if (!std::is_sorted(first, last, byStart))
            std::sort(first, last, byStart);
    }
    findSorts();
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        if (m_bars[i].message != kNoMessage)
            m_byMessage.push_back(quint32(i));
    }
    std::sort(m_byMessage.begin(), m_byMessage.end(), [this](quint32 a, quint32 b) {
        const TimelineBar &x = m_bars[a];
        const TimelineBar &y = m_bars[b];
        return x.message < y.message || (x.message == y.message && (x.from < y.from || (x.from == y.from && a < b)));
    });
}

std::vector<const TimelineBar *> TimelineBars::ofMessage(quint32 message) const
{
    std::vector<const TimelineBar *> out;
    auto it = std::lower_bound(m_byMessage.begin(), m_byMessage.end(), message,
                               [this](quint32 i, quint32 m) { return m_bars[i].message < m; });
    for (; it != m_byMessage.end() && m_bars[*it].message == message; ++it)
        out.push_back(&m_bars[*it]);
    return out;
}

} // namespace idem::ui
