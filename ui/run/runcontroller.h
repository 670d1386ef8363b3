#pragma once

#include "jobs/jobcontroller.h"
#include "livefill.h"
#include "runptr.h"

#include <QObject>
#include <QPointer>

namespace idem::ui {

// The window's simulations, as JobKind::Run jobs of a JobController (which
// owns the thread). Starting a run while one is going cancels the old one;
// only the newest run's signals come out. While a run goes, its picture so
// far comes out as `filled` (LiveFill), unless setLiveFill(false).
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
    // Whether runs started from now on send their picture so far (default on).
    void setLiveFill(bool on) { m_liveFill = on; }
    bool liveFill() const { return m_liveFill; }

    // One run on the calling thread, reporting at most ~30 times a second;
    // the value is a RunPtr (also for a cancelled run), or an error naming
    // the database.
    // `watch`, if any, sees the trace so far (Simulation::setWatch).
    static JobOutcome run(const Scenario &scenario, const QString &databasePath, const std::atomic_bool &cancel,
                          const JobReport &report, const Simulation::Watch &watch = {});

signals:
    void started(const QString &databasePath);
    void progressed(double fraction);
    // The run so far, a few times a second (LiveFill::filled); never after
    // the run's finished, cancelled or failed.
    void filled(std::shared_ptr<idem::ui::PreparedRun> partial);
    void finished(idem::ui::RunPtr result);
    void cancelled();
    void failed(const QString &message);

private:
    QPointer<JobController> m_jobs;
    LiveFill *m_live = nullptr;
    bool m_liveFill = true;
};

} // namespace idem::ui
