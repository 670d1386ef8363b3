#include "sweepworker.h"

#include <QDir>

namespace idem::ui {

SweepWorker::SweepWorker(QObject *parent) : QObject(parent) {}

void SweepWorker::run(const Job &job)
{
    if (!QDir().mkpath(job.folder)) {
        emit failed(job.id, tr("Cannot create the folder %1 for the run databases.")
                                .arg(QDir::toNativeSeparators(job.folder)));
        return;
    }
    SweepOutcome outcome;
    outcome.path = job.path;
    outcome.values = job.values;
    outcome.strategies = job.strategies;
    // Progress comes from the engine's threads under its lock; a queued
    // signal per finished cell is few enough to send them all.
    outcome.cells = SweepRunner::run(job.scenario, job.path, job.values, job.strategies, job.folder, job.threads,
                                     job.cancel.get(),
                                     [this, &job](int done, int total) { emit progressed(job.id, done, total); });
    outcome.cancelled = job.cancel && job.cancel->load();
    emit finished(job.id, outcome);
}

} // namespace idem::ui
