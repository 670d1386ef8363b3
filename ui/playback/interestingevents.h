#pragma once

#include "kernel/trace.h"

namespace idem::ui {

// The records a teacher stops at: a duplicate side effect, a crash, a
// skipped duplicate, a lost ack, a dead letter.
class InterestingEvents final
{
public:
    static bool isInteresting(const TraceRecord &record);
    // The next / previous interesting record strictly after / before `from`;
    // -1 when there is none.
    static int next(const Trace &trace, int from);
    static int previous(const Trace &trace, int from);
};

} // namespace idem::ui
