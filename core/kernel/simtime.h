#pragma once

#include <QtGlobal>

#include <limits>

namespace idem {

// Virtual time in microseconds since the start of a run. Scenario files speak
// milliseconds; sub-millisecond costs (a local cache lookup) need the extra
// precision.
using SimTime = qint64;

constexpr SimTime msToSim(qint64 ms) { return ms * 1000; }
constexpr double simToMs(SimTime t) { return double(t) / 1000.0; }
constexpr SimTime kNever = std::numeric_limits<qint64>::max();

} // namespace idem
