#include "livefill.h"

#include "timeline/timelineindex.h"
#include "timeline/timelineprepared.h"
#include "timeline/timelineview.h"

#include <QElapsedTimer>
#include <QThread>
#include <atomic>
#include <ctime>
#include <mutex>
#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace idem::ui {

// What a run's watch, the reading thread and the GUI thread share; outlives
// whichever of them ends last.
struct LiveFeed
{
    Scenario scenario;
    QElapsedTimer clock;
    // The GUI thread asks for a snapshot (wanted) no earlier than notBefore
    // on the clock; the run's thread takes it and clears wanted.
    std::atomic_bool wanted{true};
    std::atomic<qint64> notBefore{LiveFill::kMinIntervalMs};
    // The reading thread only: the timeline's index of the last snapshot's
    // records, grown by the new records of each next one.
    TimelineIndex index;
    std::mutex lock;
    LiveFill *target = nullptr; // under lock; null once the run ended
    QObject *reader = nullptr;  // under lock: lives on the reading thread
};

namespace {

qint64 threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000;
}

// The reading thread yields to every normal thread (the run's, the GUI's,
// other programs'): on a busy machine snapshots come later, the run does not.
void lowerThisThread()
{
#if defined(Q_OS_LINUX)
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

} // namespace

LiveFill::LiveFill(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<PreparedRun>>("std::shared_ptr<idem::ui::PreparedRun>");
    m_thread.setObjectName(QStringLiteral("idemlab-live-fill"));
    m_reader = new QObject;
    m_reader->moveToThread(&m_thread);
    connect(&m_thread, &QThread::started, m_reader, [] { lowerThisThread(); });
    connect(&m_thread, &QThread::finished, m_reader, &QObject::deleteLater);
    m_thread.start();
}

LiveFill::~LiveFill()
{
    end();
    m_thread.quit();
    m_thread.wait();
}

Simulation::Watch LiveFill::begin(const Scenario &scenario)
{
    end();
    auto feed = std::make_shared<LiveFeed>();
    feed->scenario = scenario;
    feed->target = this;
    feed->reader = m_reader;
    feed->clock.start();
    m_feed = feed;
    return [feed](const Trace &trace) {
        if (!feed->wanted.load(std::memory_order_acquire) || trace.size() == 0
            || feed->clock.elapsed() < feed->notBefore.load(std::memory_order_relaxed))
            return;
        feed->wanted.store(false, std::memory_order_relaxed);
        // The only cost to the run: one copy of the records so far.
        auto partial = std::make_shared<RunResult>();
        partial->scenario = feed->scenario;
        partial->trace = trace;
        std::lock_guard<std::mutex> guard(feed->lock);
        if (feed->reader)
            QMetaObject::invokeMethod(
                feed->reader, [feed, partial] { read(feed, partial); }, Qt::QueuedConnection);
    };
}

void LiveFill::read(const std::shared_ptr<LiveFeed> &feed, const std::shared_ptr<RunResult> &partial)
{
    // The timeline's index of the last snapshot grows by the records new in
    // this one (records on their lanes, spans, gaps), and the snapshot gets a
    // copy: the cost of the new records, not of the run so far. No analysis:
    // the bars and cause arrows come with the finished run, read whole once.
    const qint64 cpu = threadCpuMs();
    TimelineView::growLive(feed->index, partial->trace, feed->scenario);
    auto prepared = std::make_shared<PreparedRun>();
    prepared->run = partial;
    prepared->timeline = TimelineView::prepareLive(*partial, feed->index);
    const qint64 tookMs = threadCpuMs() - cpu;
    std::lock_guard<std::mutex> guard(feed->lock);
    if (LiveFill *target = feed->target)
        QMetaObject::invokeMethod(
            target, [target, feed, prepared, tookMs] { target->deliver(feed, prepared, tookMs); },
            Qt::QueuedConnection);
}

void LiveFill::end()
{
    if (!m_feed)
        return;
    {
        std::lock_guard<std::mutex> guard(m_feed->lock);
        m_feed->target = nullptr;
        m_feed->reader = nullptr;
    }
    // The feed's index of a million-delivery run takes tens of milliseconds
    // to free: the reading thread lets go of it, after anything still queued.
    QMetaObject::invokeMethod(
        m_reader, [feed = std::move(m_feed)]() mutable { feed.reset(); }, Qt::QueuedConnection);
    m_feed.reset();
}

void LiveFill::deliver(const std::shared_ptr<LiveFeed> &feed, std::shared_ptr<PreparedRun> partial, qint64 tookMs)
{
    if (feed != m_feed)
        return; // an older run's, or it ended while this one was read
    emit filled(std::move(partial));
    if (feed != m_feed)
        return;
    // The next waits kSpacing times this one's CPU time (its part that grows
    // with the run is copying the index and rebuilding its message lists):
    // the reading keeps at most a third of a core, and being below normal
    // priority it takes only time the run does not want.
    feed->notBefore.store(feed->clock.elapsed() + qMax(kMinIntervalMs, kSpacing * tookMs), std::memory_order_relaxed);
    feed->wanted.store(true, std::memory_order_release);
}

} // namespace idem::ui
