#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"

#include <QCoreApplication>

namespace idem {

// Says, in plain words naming the mechanism, what a run kept doing while it
// made no progress: it counts the trace records from `from` to the end
// (crashes, removals by max.poll.interval.ms, rebalances, redeliveries by
// cause, store failures) and explains the one that dominates, with whether
// a real broker would loop the same way and which setting ends it.
class StallDiagnosis final
{
    Q_DECLARE_TR_FUNCTIONS(StallDiagnosis)
public:
    static QString explain(const Scenario &scenario, const Trace &trace, std::size_t from);
};

} // namespace idem
