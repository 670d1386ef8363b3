#pragma once

#include "../base/outcome.h"
#include "exploreresult.h"

#include <QCoreApplication>

namespace idem {

// Turns a counterexample into a scenario that opens as a lesson: the
// explored scenario with the shrunk schedule (and its fewer messages and
// consumers), a name, what to predict, what the run shows (the violations'
// own explanations from the run's analysis) and where the strategy leaks.
class CounterexampleFile final
{
    Q_DECLARE_TR_FUNCTIONS(idem::CounterexampleFile)
public:
    // Runs the counterexample once (on a database in `workDir`) for its story.
    static Outcome lesson(const ExploreRun &run, const Counterexample &c, const QString &workDir, Scenario *out);
    // A file name for it: "counterexample-<strategy>-<class>.json".
    static QString fileName(const QString &strategy, const QString &faultClass);
};

} // namespace idem
