#include "runworker.h"

#include "run/simulation.h"

#include <QElapsedTimer>
#include <QThread>

namespace idem::ui {

RunWorker::RunWorker(QObject *parent) : QObject(parent) {}

void RunWorker::run(const Job &job)
{
    const bool stopping = QThread::currentThread()->isInterruptionRequested();
    if (stopping || (job.cancel && job.cancel->load())) {
        // Cancelled before it started: report it as such, with no work done.
        auto result = std::make_shared<RunResult>();
        result->scenario = job.scenario;
        result->databasePath = job.databasePath;
        result->cancelled = true;
        emit finished(job.id, result);
        return;
    }
    // The engine reports every few thousand steps; forward at most ~30 a second.
    QElapsedTimer sinceLast;
    sinceLast.start();
    double lastSent = -1.0;
    const auto progress = [&](double fraction) {
        if (fraction < 1.0 && sinceLast.elapsed() < 33 && fraction - lastSent < 0.05)
            return;
        sinceLast.restart();
        lastSent = fraction;
        emit progressed(job.id, fraction);
    };
    auto result = std::make_shared<RunResult>();
    {
        Simulation simulation(job.scenario, job.databasePath);
        *result = simulation.run(job.cancel.get(), progress);
    }
    if (!result->error.isEmpty() && !result->cancelled)
        emit failed(job.id, result->error);
    else
        emit finished(job.id, result);
}

} // namespace idem::ui
