#pragma once

#include "../scenario/scenario.h"
#include "codestep.h"

#include <vector>

namespace idem {

struct StrategyTraits;

// Which step of the handler each trace record is. One walk in trace order
// keeps, per consumer, what its handling has done so far: the same record
// kind can be two steps (a BEGIN of the business transaction or of
// db-separate-tx's inbox transaction; a timed crash is wherever the handler
// was). Reads records only through their typed accessors.
class StepWalker final
{
public:
    StepWalker(const StrategyTraits *traits, Effect effect);

    // The step of trace.at(index); call it for every record in order.
    CodeStep next(const Trace &trace, std::size_t index);

    // Every record's step, in trace order (a byte each).
    static std::vector<CodeStep> steps(const Trace &trace, const Scenario &scenario);

private:
    struct Handling
    {
        CodeStep last = CodeStep::None; // the latest step of the delivery in hand
        CodeStep crash = CodeStep::None;
        bool separateOpen = false;      // db-separate-tx: the inbox transaction began
    };
    CodeStep stepOf(const Trace &trace, std::size_t index, Handling &h) const;
    CodeStep sqlStep(const Trace &trace, std::size_t index, Handling &h) const;
    CodeStep rollbackStep(const TraceRecord &r, const Handling &h) const;
    static bool acksDuplicate(const Handling &h);

    const StrategyTraits *m_traits;
    Effect m_effect;
    std::vector<Handling> m_consumers; // by actor
};

} // namespace idem
