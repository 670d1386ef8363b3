#pragma once

#include "preparedrun.h"
#include "run/simulation.h"

#include <QObject>
#include <QThread>
#include <memory>

namespace idem::ui {

struct LiveFeed;

// The picture of a run while it goes. The run's thread copies its trace so
// far when a snapshot is wanted (a memcpy, never more often than every
// kMinIntervalMs); a thread of its own, below normal priority, grows the
// timeline's index of the last snapshot by the records new in this one
// (TimelineIndex::append: what a whole build of the prefix gives, at the
// cost of the new records) and hands the copy with a copy of the index to
// the GUI thread, which shows it and only then asks for the next one — so
// one snapshot at a time is in flight, and the next waits kSpacing times as
// long as the last one took. A snapshot has no analysis (no bars, no cause
// arrows): the finished run, read whole once, brings them.
// Lives in and is used from the GUI thread; the watch it hands out is
// called on the run's thread.
class LiveFill final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveFill)
public:
    static constexpr qint64 kMinIntervalMs = 150;
    static constexpr qint64 kSpacing = 2;

    explicit LiveFill(QObject *parent = nullptr);
    ~LiveFill() override;

    // A new run of `scenario`: the watch to give its Simulation. Snapshots
    // of an older run still on their way are dropped.
    Simulation::Watch begin(const Scenario &scenario);
    // The run ended (finished, cancelled or failed): nothing more of it comes.
    void end();
    bool isActive() const { return m_feed != nullptr; }

signals:
    // The run so far: `partial->run` holds the scenario and the trace prefix
    // (no analysis, no effect counts, no verdict), `partial->timeline` its
    // timeline (TimelineView::prepareLive), ready for TimelineView::setRun.
    void filled(std::shared_ptr<idem::ui::PreparedRun> partial);

private:
    // On the reading thread.
    static void read(const std::shared_ptr<LiveFeed> &feed, const std::shared_ptr<RunResult> &partial);
    void deliver(const std::shared_ptr<LiveFeed> &feed, std::shared_ptr<PreparedRun> partial, qint64 tookMs);

    std::shared_ptr<LiveFeed> m_feed;
    QThread m_thread;
    QObject *m_reader = nullptr; // lives on m_thread
};

} // namespace idem::ui
