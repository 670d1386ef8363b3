#pragma once

#include "../base/outcome.h"
#include "runresult.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <atomic>
#include <functional>

namespace idem {

// One cell of a sweep: a parameter value under one strategy.
struct SweepCell
{
    double value = 0;
    QString strategy;
    RunMetrics metrics;
    bool valid = false;
    QString traceHash;
    QString error;
    RunStop stop = RunStop::None; // the engine stopped the run: no verdict
    QString stopReason;
    bool cancelled = false; // the cancel flag was set before the cell ended: no result, no database

    bool stopped() const { return stop != RunStop::None; }
    // A verdict and numbers to show: it ran to its end.
    bool result() const { return error.isEmpty() && !stopped(); }
};

// Varies one numeric scenario field (a JSON path such as
// "strategy.cacheTtlMs" or "faults.ackLost") over a list of values and runs
// every value under every strategy, same seed. Each value is set through the
// field's descriptor (ScenarioField) and the scenario validated, so
// out-of-range values are rejected with the reader's message. Traces are dropped after each run to keep memory flat.
class SweepRunner final
{
public:
    using Progress = std::function<void(int done, int total)>;
    // Fills `scenario` with `value` at `path`; on failure (not a numeric
    // field, out of range, or a scenario the validator refuses) says why,
    // naming the path, and leaves `scenario` as it was.
    static Outcome apply(Scenario &scenario, const QString &path, double value);
    static QVector<double> range(double from, double to, int steps);
    static QVector<SweepCell> run(const Scenario &scenario, const QString &path, const QVector<double> &values,
                                  const QStringList &strategies, const QString &folder, int threads = 0,
                                  const std::atomic_bool *cancel = nullptr, const Progress &progress = {});
    static QByteArray csv(const QString &path, const QVector<SweepCell> &cells);
};

} // namespace idem
