#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QVariant>
#include <map>
#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace idem::ui {

// The kinds of batch job the window runs off the GUI thread. Each kind has
// its own lane: a worker thread, the newest job's number and its cancel
// flag. Jobs of different kinds run side by side; a new job of a kind
// supersedes the one of that kind still going. A new kind is one more
// value here and its thread's name in JobController::threadName.
enum class JobKind : int {
    Run,           // one simulation (Ctrl+R)
    RunReport,     // File ▸ Export report for the run on screen
    Compare,       // the strategies side by side
    CompareReport, // the comparison's report files
    Sweep,         // one parameter over a range
    SweepReport,   // the sweep's report files
    Live,          // the scenario against a real broker, then simulated (ui/live)
    Explore,       // the search for the smallest fault schedule that breaks a strategy (ui/explore)
    ExploreReport, // the exploration's report files
    Check,         // the user's own consumer against the private broker (ui/check)
};

// How far a job is: the whole (0..1), and optionally the part it just
// moved (a strategy of a comparison, a file of an export) and a count of
// steps (a sweep's cells).
struct JobProgress
{
    double fraction = 0;
    QString part;
    double partFraction = 0;
    int done = 0;
    int total = 0;
};

// How a job ended. `value` is what the view shows (a run, a comparison's
// runs, a sweep's cells, the files written), also for a cancelled job, to
// say how far it got; `error` is a failure, with the file it concerns.
struct JobOutcome
{
    QVariant value;
    bool cancelled = false;
    QString error;
    QString file;

    bool failed() const { return !error.isEmpty(); }
};

// Called by a job on its worker thread (or the engine's threads) to report.
using JobReport = std::function<void(const JobProgress &progress)>;
// The job itself: runs on its kind's worker thread, checks `cancel` often,
// and must own copies of everything it reads.
using JobWork = std::function<JobOutcome(const std::atomic_bool &cancel, const JobReport &report)>;

// The window's one owner of batch-job threads. Views start jobs and show
// their state; they own no thread. Only the newest job of a kind is heard:
// a job superseded or cancelled-then-replaced never delivers progress or a
// result. The destructor (or shutdown()) cancels every job and joins every
// thread, so closing the window mid-job neither hangs nor crashes. Lives in
// and is used from the GUI thread.
class JobController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobController)
public:
    explicit JobController(QObject *parent = nullptr);
    ~JobController() override;

    // Queues `work` on its kind's thread; the job of that kind still going
    // is asked to stop and is never heard from again. Returns the new job's
    // number (0 after shutdown(): nothing starts then).
    quint64 start(JobKind kind, JobWork work);
    // Asks the kind's job to stop; false when none runs.
    bool cancel(JobKind kind);
    // Asks every running job to stop (the window is closing).
    void cancelAll();
    bool isRunning(JobKind kind) const;
    bool isCancelling(JobKind kind) const;
    bool isAnyRunning() const;
    quint64 currentJob(JobKind kind) const;
    // Milliseconds since the kind's newest job started; once it ended, how long it took.
    qint64 elapsedMs(JobKind kind) const;
    // Cancels every job and waits for every thread to end; idempotent.
    void shutdown();

    static QString threadName(JobKind kind);

signals:
    void started(idem::ui::JobKind kind, quint64 job);
    // `job` is the number start() returned: a view hears only the job it started.
    void progressed(idem::ui::JobKind kind, quint64 job, const idem::ui::JobProgress &progress);
    // The one end of every job: done, cancelled or failed, as `outcome` says.
    void finished(idem::ui::JobKind kind, quint64 job, const idem::ui::JobOutcome &outcome);
    // The kind's job was asked to stop (Cancel, Esc, or a newer job).
    void cancelling(idem::ui::JobKind kind);

private:
    struct Lane;
    Lane &lane(JobKind kind);
    Lane *laneIfAny(JobKind kind) const;
    void onProgress(JobKind kind, quint64 job, const JobProgress &progress);
    void onDone(JobKind kind, quint64 job, const JobOutcome &outcome);

    std::map<JobKind, std::unique_ptr<Lane>> m_lanes; // made on a kind's first job
    bool m_shutDown = false;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::JobKind)
Q_DECLARE_METATYPE(idem::ui::JobProgress)
Q_DECLARE_METATYPE(idem::ui::JobOutcome)
