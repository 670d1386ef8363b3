#include "runcontroller.h"

#include "run/simulation.h"

#include <QElapsedTimer>

namespace idem::ui {

RunController::RunController(JobController *jobs, QObject *parent)
    : QObject(parent), m_jobs(jobs ? jobs : new JobController(this))
{
    qRegisterMetaType<RunPtr>("idem::ui::RunPtr");
    connect(m_jobs, &JobController::progressed, this, [this](JobKind kind, quint64, const JobProgress &progress) {
        if (kind == JobKind::Run)
            emit progressed(progress.fraction);
    });
    connect(m_jobs, &JobController::finished, this, [this](JobKind kind, quint64, const JobOutcome &outcome) {
        if (kind != JobKind::Run)
            return;
        if (outcome.failed()) {
            emit failed(outcome.error);
            return;
        }
        const RunPtr result = outcome.value.value<RunPtr>();
        if (outcome.cancelled)
            emit cancelled();
        else
            emit finished(result);
    });
}

quint64 RunController::start(const Scenario &scenario, const QString &databasePath)
{
    if (!m_jobs)
        return 0;
    const quint64 id = m_jobs->start(JobKind::Run, [scenario, databasePath](const std::atomic_bool &cancel,
                                                                           const JobReport &report) {
        return run(scenario, databasePath, cancel, report);
    });
    emit started(databasePath);
    return id;
}

void RunController::cancel()
{
    if (m_jobs)
        m_jobs->cancel(JobKind::Run);
}

bool RunController::isRunning() const
{
    return m_jobs && m_jobs->isRunning(JobKind::Run);
}

JobOutcome RunController::run(const Scenario &scenario, const QString &databasePath, const std::atomic_bool &cancel,
                              const JobReport &report)
{
    JobOutcome outcome;
    auto result = std::make_shared<RunResult>();
    if (cancel.load()) {
        // Cancelled before it started: report it as such, with no work done.
        result->scenario = scenario;
        result->databasePath = databasePath;
        result->cancelled = outcome.cancelled = true;
        outcome.value = QVariant::fromValue(RunPtr(result));
        return outcome;
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
        report({fraction, {}, 0, 0, 0});
    };
    {
        Simulation simulation(scenario, databasePath);
        *result = simulation.run(&cancel, progress);
    }
    if (!result->error.isEmpty() && !result->cancelled) {
        outcome.error = result->error;
        outcome.file = databasePath;
        return outcome;
    }
    outcome.cancelled = result->cancelled;
    outcome.value = QVariant::fromValue(RunPtr(result));
    return outcome;
}

} // namespace idem::ui
