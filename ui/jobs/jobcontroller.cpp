#include "jobcontroller.h"

#include <QThread>

namespace idem::ui {

namespace {
// Lives on one lane's thread and runs that lane's jobs one at a time, in
// the order they were started.
class JobWorker final : public QObject
{
    Q_OBJECT
public:
    void run(quint64 job, const JobWork &work, const std::shared_ptr<std::atomic_bool> &cancel)
    {
        if (QThread::currentThread()->isInterruptionRequested())
            cancel->store(true);
        const JobReport report = [this, job](const JobProgress &progress) { emit progressed(job, progress); };
        JobOutcome outcome = work(*cancel, report);
        emit done(job, outcome);
    }

signals:
    void progressed(quint64 job, const idem::ui::JobProgress &progress);
    void done(quint64 job, const idem::ui::JobOutcome &outcome);
};
} // namespace

struct JobController::Lane
{
    QThread thread;
    JobWorker *worker = nullptr;
    quint64 lastJob = 0;
    std::shared_ptr<std::atomic_bool> cancel;
    bool running = false;
    QElapsedTimer timer;
    qint64 lastElapsedMs = 0;
};

JobController::JobController(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<JobKind>("idem::ui::JobKind");
    qRegisterMetaType<JobProgress>("idem::ui::JobProgress");
    qRegisterMetaType<JobOutcome>("idem::ui::JobOutcome");
}

JobController::~JobController()
{
    shutdown();
}

QString JobController::threadName(JobKind kind)
{
    const char *name = "";
    switch (kind) {
    case JobKind::Run:
        name = "run";
        break;
    case JobKind::RunReport:
        name = "run-report";
        break;
    case JobKind::Compare:
        name = "compare";
        break;
    case JobKind::CompareReport:
        name = "compare-report";
        break;
    case JobKind::Sweep:
        name = "sweep";
        break;
    case JobKind::SweepReport:
        name = "sweep-report";
        break;
    case JobKind::Live:
        name = "live";
        break;
    case JobKind::Explore:
        name = "explore";
        break;
    case JobKind::ExploreReport:
        name = "explore-report";
        break;
    case JobKind::Check:
        name = "check";
        break;
    }
    return QStringLiteral("idemlab-") + QLatin1String(name);
}

JobController::Lane &JobController::lane(JobKind kind)
{
    std::unique_ptr<Lane> &slot = m_lanes[kind];
    if (slot)
        return *slot;
    // Made on first use: a window that never sweeps has no sweep thread.
    slot = std::make_unique<Lane>();
    Lane &l = *slot;
    l.worker = new JobWorker;
    l.worker->moveToThread(&l.thread);
    connect(&l.thread, &QThread::finished, l.worker, &QObject::deleteLater);
    connect(l.worker, &JobWorker::progressed, this,
            [this, kind](quint64 job, const JobProgress &progress) { onProgress(kind, job, progress); });
    connect(l.worker, &JobWorker::done, this,
            [this, kind](quint64 job, const JobOutcome &outcome) { onDone(kind, job, outcome); });
    l.thread.setObjectName(threadName(kind));
    l.thread.start();
    return l;
}

JobController::Lane *JobController::laneIfAny(JobKind kind) const
{
    const auto it = m_lanes.find(kind);
    return it == m_lanes.end() ? nullptr : it->second.get();
}

quint64 JobController::start(JobKind kind, JobWork work)
{
    if (m_shutDown)
        return 0;
    Lane &l = lane(kind);
    if (l.cancel)
        l.cancel->store(true); // the older job stops at its next check; its end is dropped
    const quint64 job = ++l.lastJob;
    auto cancel = std::make_shared<std::atomic_bool>(false);
    l.cancel = cancel;
    l.running = true;
    l.timer.start();
    JobWorker *worker = l.worker;
    QMetaObject::invokeMethod(
        worker, [worker, job, work = std::move(work), cancel] { worker->run(job, work, cancel); },
        Qt::QueuedConnection);
    emit started(kind, job);
    return job;
}

bool JobController::cancel(JobKind kind)
{
    Lane *l = laneIfAny(kind);
    if (!l || !l->running || !l->cancel || l->cancel->load())
        return false;
    l->cancel->store(true);
    emit cancelling(kind);
    return true;
}

void JobController::cancelAll()
{
    for (const auto &[kind, lane] : m_lanes)
        cancel(kind);
}

bool JobController::isRunning(JobKind kind) const
{
    const Lane *l = laneIfAny(kind);
    return l && l->running;
}

bool JobController::isCancelling(JobKind kind) const
{
    const Lane *l = laneIfAny(kind);
    return l && l->running && l->cancel && l->cancel->load();
}

bool JobController::isAnyRunning() const
{
    for (const auto &[kind, l] : m_lanes) {
        if (l && l->running)
            return true;
    }
    return false;
}

quint64 JobController::currentJob(JobKind kind) const
{
    const Lane *l = laneIfAny(kind);
    return l ? l->lastJob : 0;
}

qint64 JobController::elapsedMs(JobKind kind) const
{
    const Lane *l = laneIfAny(kind);
    if (!l)
        return 0;
    return l->running ? l->timer.elapsed() : l->lastElapsedMs;
}

void JobController::shutdown()
{
    if (m_shutDown)
        return;
    m_shutDown = true;
    for (const auto &[kind, l] : m_lanes) {
        if (!l)
            continue;
        if (l->cancel)
            l->cancel->store(true);
        l->thread.requestInterruption();
        l->thread.quit();
    }
    // Every lane was told first, so they wind down together.
    for (const auto &[kind, l] : m_lanes) {
        if (!l)
            continue;
        l->thread.wait();
        l->running = false;
    }
}

void JobController::onProgress(JobKind kind, quint64 job, const JobProgress &progress)
{
    const Lane *l = laneIfAny(kind);
    if (m_shutDown || !l || job != l->lastJob || !l->running)
        return; // a superseded job's, or one that already ended
    emit progressed(kind, job, progress);
}

void JobController::onDone(JobKind kind, quint64 job, const JobOutcome &outcome)
{
    Lane *l = laneIfAny(kind);
    if (m_shutDown || !l || job != l->lastJob)
        return; // superseded by a newer job of its kind
    l->running = false;
    l->cancel.reset();
    l->lastElapsedMs = l->timer.elapsed();
    emit finished(kind, job, outcome);
}

} // namespace idem::ui

#include "jobcontroller.moc"
