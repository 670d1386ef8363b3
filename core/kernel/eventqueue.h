#pragma once

#include "simtime.h"

#include <vector>

namespace idem {

// One pending engine event. Plain data so a million of them stay cheap; the
// engine interprets `kind` and the three arguments.
struct SimEvent
{
    SimTime time = 0;
    quint64 seq = 0;
    int kind = 0;
    int a = 0;
    int b = 0;
    qint64 c = 0;
};

// Min-heap on (time, seq): events at the same time run in the order they were
// scheduled, which keeps runs deterministic.
class EventQueue final
{
public:
    void push(SimTime time, int kind, int a = 0, int b = 0, qint64 c = 0);
    SimEvent pop();
    bool isEmpty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    SimTime nextTime() const { return m_heap.empty() ? kNever : m_heap.front().time; }
    void clear() { m_heap.clear(); }

private:
    std::vector<SimEvent> m_heap;
    quint64 m_nextSeq = 0;
};

} // namespace idem
