#include "interestingevents.h"

namespace idem::ui {

bool InterestingEvents::isInteresting(const TraceRecord &r)
{
    switch (r.kind()) {
    case TraceKind::SideEffect: return r.repeatsEffect(); // applied again: a duplicate side effect
    case TraceKind::Crash:
    case TraceKind::Skipped:
    case TraceKind::AckLost:
    case TraceKind::DeadLettered:
        return true;
    default: break;
    }
    return false;
}

int InterestingEvents::next(const Trace &trace, int from)
{
    const int n = int(trace.size());
    for (int i = qMax(0, from + 1); i < n; ++i) {
        if (isInteresting(trace.at(std::size_t(i))))
            return i;
    }
    return -1;
}

int InterestingEvents::previous(const Trace &trace, int from)
{
    for (int i = qMin(from, int(trace.size())) - 1; i >= 0; --i) {
        if (isInteresting(trace.at(std::size_t(i))))
            return i;
    }
    return -1;
}

} // namespace idem::ui
