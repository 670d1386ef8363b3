#pragma once

#include "run/runresult.h"

#include <memory>

namespace idem::ui {

// A finished run, shared read-only by every view (the trace can be large:
// it is never copied).
using RunPtr = std::shared_ptr<const RunResult>;

} // namespace idem::ui
