#pragma once

#include "scenario/scenario.h"

namespace idem::ui {

// The message id the consumer saw for a logical event's publish attempt,
// exactly as the engine formats it (SimContext::messageIdText): it depends
// on the producer's messageIdPolicy. Reimplemented here because the engine
// keeps SimContext private to a run; tst_models checks both agree.
class MessageIdText final
{
public:
    static QString of(const Scenario &scenario, int logical, int attempt);
};

} // namespace idem::ui
