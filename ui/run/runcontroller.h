#pragma once

#include "jobs/jobcontroller.h"
#include "runptr.h"

#include <QObject>
#include <QPointer>

namespace idem::ui {

// The window's simulations, as JobKind::Run jobs of a JobController (which
// owns the thread). Starting a run while one is going cancels the old one;
// only the newest run's signals come out.
class RunController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunController)
public:
    // `jobs` null: the runs go to a controller of its own.
    explicit RunController(JobController *jobs = nullptr, QObject *parent = nullptr);

    // Starts `scenario` into `databasePath`; returns the run's id.
    quint64 start(const Scenario &scenario, const QString &databasePath);
    void cancel();
    bool isRunning() const;
    JobController *jobs() const { return m_jobs.data(); }

    // One run on the calling thread, reporting at most ~30 times a second;
    // the value is a RunPtr (also for a cancelled run), or an error naming
    // the database.
    static JobOutcome run(const Scenario &scenario, const QString &databasePath, const std::atomic_bool &cancel,
                          const JobReport &report);

signals:
    void started(const QString &databasePath);
    void progressed(double fraction);
    void finished(idem::ui::RunPtr result);
    void cancelled();
    void failed(const QString &message);

private:
    QPointer<JobController> m_jobs;
};

} // namespace idem::ui
