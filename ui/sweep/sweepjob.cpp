#include "sweepjob.h"

#include "compare/batchfolder.h"

namespace idem::ui {

JobOutcome SweepJob::run(const std::atomic_bool &cancel, const JobReport &report) const
{
    JobOutcome outcome;
    if (!BatchFolder::make(folder, &outcome))
        return outcome;
    SweepOutcome sweep;
    sweep.path = path;
    sweep.values = values;
    sweep.strategies = strategies;
    // Progress comes from the engine's threads under its lock; a queued
    // signal per finished cell is few enough to send them all.
    sweep.cells = SweepRunner::run(scenario, path, values, strategies, folder, threads, &cancel,
                                   [&report](int done, int total) {
                                       report({total > 0 ? double(done) / total : 0.0, {}, 0, done, total});
                                   });
    sweep.cancelled = outcome.cancelled = cancel.load();
    outcome.value = QVariant::fromValue(sweep);
    return outcome;
}

} // namespace idem::ui
