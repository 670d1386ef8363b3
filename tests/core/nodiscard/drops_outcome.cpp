// Not a suite: the compile check "outcome_is_nodiscard" (tests/core/
// CMakeLists.txt) compiles this file and expects the compiler to warn that
// the Outcome below is dropped. If it stops warning, a caller could ignore a
// failed save without anyone noticing.
#include "scenario/scenarioio.h"

void dropsTheOutcome()
{
    idem::ScenarioIo::save(idem::Scenario(), QStringLiteral("/nonexistent/folder/s.json"));
}
