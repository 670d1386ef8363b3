#pragma once

#include "../analysis/runanalysis.h"
#include "../analysis/violation.h"
#include "../kernel/runmetrics.h"
#include "../kernel/trace.h"
#include "../scenario/scenario.h"

#include <QString>
#include <QVector>

namespace idem {

// Why a run ended before its work was done (it was not cancelled, nothing
// failed): the engine stopped it and says why in RunResult::stopReason.
enum class RunStop : quint8 {
    None,
    NoProgress, // no message settled for the progress bound (RunLimits::stallEvents)
    OverBudget, // the trace reached its record budget (RunLimits::traceBudget)
};

// Everything a finished run hands to the UI, the reports and the CLI.
// A value type; the trace can be large (16 bytes a record), so move it.
struct RunResult
{
    Scenario scenario;
    QString databasePath;
    Trace trace;
    RunMetrics metrics;
    QVector<int> effectCounts;       // per logical event, read from SQLite
    QVector<quint8> fates;           // EventFate per logical event
    QVector<Violation> violations;
    // The one reading of the trace (core/analysis/runanalysis.h), built
    // when the run ends; shared, immutable.
    std::shared_ptr<const RunAnalysis> analysis;
    QStringList notes;               // dead letters and give-ups, explained
    bool valid = false;
    bool cancelled = false;
    QString error;                   // non-empty: the run could not complete
    RunStop stop = RunStop::None;    // the engine stopped it: no verdict
    QString stopReason;              // why, in plain words naming the mechanism
    QString runId;                   // also in run_info and summary.json
    double wallMs = 0;

    bool stopped() const { return stop != RunStop::None; }
    // A result to present: it ran to its end (valid or invalid).
    bool finished() const { return error.isEmpty() && !cancelled && !stopped(); }
};

} // namespace idem
