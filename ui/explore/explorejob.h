#pragma once

#include "explore/exploreresult.h"
#include "jobs/jobcontroller.h"
#include "scenario/scenario.h"

#include <QStringList>
#include <QVector>

namespace idem::ui {

// A finished (or cancelled) exploration of the window: one ExploreRun per
// strategy in the order asked, and the folder holding explore.json and the
// counterexamples as lesson scenarios (each Counterexample::file a name in
// it, empty when none was written: a cancelled search writes none).
struct ExploreOutcome
{
    Scenario scenario; // as explored (its own strategy is replaced per run)
    QStringList strategies;
    int maxFaults = 2;
    qint64 budget = 0;
    QString folder;
    QVector<ExploreRun> runs;
    bool cancelled = false;

    bool isEmpty() const { return runs.isEmpty(); }
    // The absolute path of a counterexample's lesson file, or "".
    QString lessonPath(const Counterexample &c) const;
};

// The exploration as a JobController job (Explorer::explore per strategy on
// the job's thread, its simulations on `threads` threads), then, unless
// cancelled, the counterexamples shrunk and written as lessons, as
// `idemlab explore --out` writes them. Progress: `part` is the strategy,
// `done`/`total` the schedules of the level being run. The value is an
// ExploreOutcome, also when cancelled (the verdicts so far: incomplete).
struct ExploreJob
{
    // JobProgress::done and total while a strategy's counterexamples are shrunk.
    static constexpr int kShrinking = -1;

    Scenario scenario;
    QStringList strategies;
    int maxFaults = 2;
    qint64 budget = 0; // 0: the bound, no random search
    QString folder;
    int threads = 0;   // 0 = one per core

    JobOutcome run(const std::atomic_bool &cancel, const JobReport &report) const;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::ExploreOutcome)
