#include "livefill.h"

#include "timeline/timelineprepared.h"
#include "timeline/timelineview.h"

#include <QElapsedTimer>
#include <QThreadPool>
#include <atomic>
#include <mutex>

namespace idem::ui {

// What a run's watch, the pool thread reading a snapshot and the GUI thread
// share; outlives whichever of them ends last.
struct LiveFeed
{
    Scenario scenario;
    QElapsedTimer clock;
    // The GUI thread asks for a snapshot (wanted) no earlier than notBefore
    // on the clock; the run's thread takes it and clears wanted.
    std::atomic_bool wanted{true};
    std::atomic<qint64> notBefore{LiveFill::kMinIntervalMs};
    std::mutex lock;
    LiveFill *target = nullptr; // under lock; null once the run ended
};

namespace {

// On a pool thread: the prefix read as a whole run is read, then posted to
// the GUI thread unless the run ended meanwhile.
void readSnapshot(const std::shared_ptr<LiveFeed> &feed, const std::shared_ptr<RunResult> &partial,
                  const std::function<void(std::shared_ptr<PreparedRun>, qint64)> &post)
{
    QElapsedTimer took;
    took.start();
    partial->analysis = RunAnalysis::build(partial->trace, partial->scenario);
    auto prepared = std::make_shared<PreparedRun>();
    prepared->run = partial;
    prepared->timeline = TimelineView::prepare(*partial);
    std::lock_guard<std::mutex> guard(feed->lock);
    if (feed->target)
        post(std::move(prepared), took.elapsed());
}

} // namespace

LiveFill::LiveFill(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<PreparedRun>>("std::shared_ptr<idem::ui::PreparedRun>");
}

LiveFill::~LiveFill()
{
    end();
}

Simulation::Watch LiveFill::begin(const Scenario &scenario)
{
    end();
    auto feed = std::make_shared<LiveFeed>();
    feed->scenario = scenario;
    feed->target = this;
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
        QThreadPool::globalInstance()->start([feed, partial] {
            readSnapshot(feed, partial, [&feed](std::shared_ptr<PreparedRun> prepared, qint64 tookMs) {
                LiveFill *target = feed->target;
                QMetaObject::invokeMethod(
                    target, [target, feed, prepared, tookMs] { target->deliver(feed, prepared, tookMs); },
                    Qt::QueuedConnection);
            });
        });
    };
}

void LiveFill::end()
{
    if (!m_feed)
        return;
    {
        std::lock_guard<std::mutex> guard(m_feed->lock);
        m_feed->target = nullptr;
    }
    m_feed.reset();
}

void LiveFill::deliver(const std::shared_ptr<LiveFeed> &feed, std::shared_ptr<PreparedRun> partial, qint64 tookMs)
{
    if (feed != m_feed)
        return; // an older run's, or it ended while this one was read
    emit filled(std::move(partial));
    if (feed != m_feed)
        return;
    // The next snapshot waits at least as long as this one took to read, so
    // reading snapshots keeps at most half a core busy however long the run.
    feed->notBefore.store(feed->clock.elapsed() + qMax(kMinIntervalMs, tookMs), std::memory_order_relaxed);
    feed->wanted.store(true, std::memory_order_release);
}

} // namespace idem::ui
