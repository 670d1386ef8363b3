#include "eventqueue.h"

#include <algorithm>

namespace idem {

namespace {
// std heap functions build a max-heap; "greater" puts the earliest on top.
bool later(const SimEvent &x, const SimEvent &y)
{
    return x.time != y.time ? x.time > y.time : x.seq > y.seq;
}
} // namespace

void EventQueue::push(SimTime time, int kind, int a, int b, qint64 c)
{
    m_heap.push_back(SimEvent{time, m_nextSeq++, kind, a, b, c});
    std::push_heap(m_heap.begin(), m_heap.end(), later);
}

SimEvent EventQueue::pop()
{
    std::pop_heap(m_heap.begin(), m_heap.end(), later);
    SimEvent e = m_heap.back();
    m_heap.pop_back();
    return e;
}

} // namespace idem
