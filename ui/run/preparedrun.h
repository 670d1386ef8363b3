#pragma once

#include "code/codetrace.h"
#include "metricsattime.h"
#include "runptr.h"

#include <memory>

namespace idem::ui {

struct TimelinePrepared;

// What the window's views derive from a run's whole trace before they can
// show it — the timeline's index, the metrics' checkpoints, the code view's
// steps — built in one
// pass that touches only the run, so it can run on any thread and a
// million-delivery run never stalls the GUI thread (MainWindow builds it on
// a pool thread for large runs).
struct PreparedRun
{
    RunPtr run;
    std::unique_ptr<TimelinePrepared> timeline;
    MetricsAtTime metrics;
    CodeTrace code; // the code view's steps of the run's records

    static std::shared_ptr<PreparedRun> prepare(RunPtr run);
    PreparedRun();
    ~PreparedRun();
    Q_DISABLE_COPY_MOVE(PreparedRun)
};

} // namespace idem::ui
