#include "sweeprunner.h"

#include "../scenario/scenariofields.h"
#include "../scenario/scenarioio.h"
#include "comparisonrunner.h"
#include "parallelfor.h"
#include "simulation.h"

#include <QDir>
#include <QLocale>
#include <cmath>
#include <mutex>

namespace idem {

Outcome SweepRunner::apply(Scenario &scenario, const QString &path, double value)
{
    const ScenarioField *field = ScenarioField::find(path);
    if (!field || field->type == FieldType::Flag)
        return QStringLiteral("%1: not a numeric scenario field").arg(path);
    if (Outcome fits = field->check(value); !fits.ok())
        return fits;
    Scenario next = scenario;
    field->set(next, value);
    const QStringList problems = ScenarioIo::validate(next);
    if (!problems.isEmpty())
        return problems.join(QLatin1Char('\n'));
    scenario = next;
    return {};
}

QVector<double> SweepRunner::range(double from, double to, int steps)
{
    QVector<double> out;
    if (steps <= 1) {
        out.append(from);
        return out;
    }
    for (int i = 0; i < steps; ++i) {
        const double v = from + (to - from) * i / (steps - 1);
        out.append(std::round(v * 1e9) / 1e9);
    }
    return out;
}

QVector<SweepCell> SweepRunner::run(const Scenario &scenario, const QString &path, const QVector<double> &values,
                                    const QStringList &strategies, const QString &folder, int threads,
                                    const std::atomic_bool *cancel, const Progress &progress)
{
    const int total = int(values.size() * strategies.size());
    QVector<SweepCell> cells(total);
    std::mutex lock;
    int done = 0;
    // Every value's costliest strategies first, value by value (the cells
    // stay in their order: value-major, strategies as given).
    const QVector<int> strategyOrder = ComparisonRunner::longestFirst(strategies);
    QVector<int> order;
    order.reserve(total);
    for (int v = 0; v < values.size(); ++v) {
        for (int s : strategyOrder)
            order.append(v * int(strategies.size()) + s);
    }
    parallelFor(order, threads, [&](int i) {
        SweepCell &cell = cells[i];
        cell.value = values.at(i / strategies.size());
        cell.strategy = strategies.at(i % strategies.size());
        if (cancel && cancel->load()) {
            cell.error = QStringLiteral("cancelled");
            cell.cancelled = true;
            return;
        }
        Scenario s = scenario;
        s.strategy.id = cell.strategy;
        cell.error = apply(s, path, cell.value).error();
        if (cell.error.isEmpty()) {
            const QString file = QDir(folder).filePath(QStringLiteral("%1-%2.sqlite").arg(cell.strategy).arg(i / strategies.size()));
            Simulation sim(s, file);
            const RunResult r = sim.run(cancel);
            cell.metrics = r.metrics;
            cell.valid = r.valid;
            cell.traceHash = r.trace.hashHex();
            cell.error = r.cancelled ? QStringLiteral("cancelled") : r.error;
            cell.cancelled = r.cancelled;
            cell.stop = r.stop;
            cell.stopReason = r.stopReason;
        }
        std::lock_guard<std::mutex> guard(lock);
        ++done;
        if (progress)
            progress(done, total);
    });
    return cells;
}

QByteArray SweepRunner::csv(const QString &path, const QVector<SweepCell> &cells)
{
    const QLocale c = QLocale::c();
    QByteArray out = path.toUtf8()
        + ",strategy,verdict,duplicateSideEffects,duplicatesSkipped,lost,deadLettered,redeliveries,"
          "dbTransactions,cacheHits,cacheMisses,latencyP99Ms,error,stopReason\n";
    for (const SweepCell &cell : cells) {
        const RunMetrics &m = cell.metrics;
        QString error = cell.error;
        error.replace(QLatin1Char('"'), QLatin1String("\"\""));
        QString stopReason = cell.stopReason;
        stopReason.replace(QLatin1Char('"'), QLatin1String("\"\""));
        // A stopped cell has no verdict: its counts are where it stopped.
        const QByteArray verdict = !cell.error.isEmpty() ? "error" : cell.stopped() ? "stopped" : cell.valid ? "valid" : "invalid";
        out += c.toString(cell.value, 'g', 12).toUtf8() + ',' + cell.strategy.toUtf8() + ',' + verdict + ','
            + QByteArray::number(m.duplicateSideEffects) + ',' + QByteArray::number(m.duplicatesSkipped) + ','
            + QByteArray::number(m.lost) + ',' + QByteArray::number(m.deadLettered) + ','
            + QByteArray::number(m.redeliveries) + ',' + QByteArray::number(m.dbTransactions) + ','
            + QByteArray::number(m.cacheHits) + ',' + QByteArray::number(m.cacheMisses) + ','
            + c.toString(m.latencyP99Ms, 'f', 3).toUtf8() + ",\"" + error.toUtf8() + "\",\"" + stopReason.toUtf8()
            + "\"\n";
    }
    return out;
}

} // namespace idem
