#include "runcontroller.h"

#include <QElapsedTimer>

namespace idem::ui {

RunController::RunController(JobController *jobs, QObject *parent)
    : QObject(parent), m_jobs(jobs ? jobs : new JobController(this))
{
    qRegisterMetaType<RunPtr>("idem::ui::RunPtr");
    m_live = new LiveFill(this);
    connect(m_live, &LiveFill::filled, this, &RunController::filled);
    connect(m_jobs, &JobController::progressed, this, [this](JobKind kind, quint64, const JobProgress &progress) {
        if (kind == JobKind::Run)
            emit progressed(progress.fraction);
    });
    connect(m_jobs, &JobController::finished, this, [this](JobKind kind, quint64, const JobOutcome &outcome) {
        if (kind != JobKind::Run)
            return;
        m_live->end();
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
    Simulation::Watch watch;
    if (m_liveFill)
        watch = m_live->begin(scenario);
    else
        m_live->end();
    const quint64 id = m_jobs->start(
        JobKind::Run, [scenario, databasePath, watch](const std::atomic_bool &cancel, const JobReport &report) {
            return run(scenario, databasePath, cancel, report, watch);
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
                              const JobReport &report, const Simulation::Watch &watch)
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
        simulation.setWatch(watch);
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
