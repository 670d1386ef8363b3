// Peak memory per delivery of a large run, the per-run analysis included
// (RunAnalysis is built when every run ends, GroundTruth): MESSAGES messages
// (1 000 000) under `none` and under `db-insert-first`, default scenario.
// Before each run the process's peak RSS is reset (writing 5 to
// /proc/self/clear_refs); after it the bench prints the peak (VmHWM), what the
// run added to the resident set before it (peak - start), that per delivery,
// the trace's records and their bytes, and the wall and CPU time.
//
//   cmake --build build --target bench_memory
//   ./build/tests/bench/bench_memory [MESSAGES [DIR [STRATEGY ...]]]
#include "benchclock.h"
#include "run/runresult.h"
#include "run/simulation.h"
#include "scenario/scenario.h"
#include "store/rundatabase.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace idem;

namespace {

// A field of /proc/self/status in kB ("VmHWM", "VmRSS"), or -1.
double statusKiB(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed().split(' ').first().toDouble();
    }
    return -1;
}

bool resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int messages = args.size() > 1 ? args.at(1).toInt() : 1000000;
    if (messages <= 0) {
        std::fprintf(stderr, "usage: bench_memory [MESSAGES [DIR [STRATEGY ...]]]\n");
        return 2;
    }
    QTemporaryDir tmp;
    const QString dir = args.size() > 2 ? args.at(2) : tmp.path();
    QStringList strategies = args.mid(3);
    if (strategies.isEmpty())
        strategies = {QStringLiteral("none"), QStringLiteral("db-insert-first")};
    std::printf("%d messages, files in %s\n", messages, qPrintable(dir));
    for (const QString &strategy : std::as_const(strategies)) {
        Scenario s;
        s.messages = messages;
        s.strategy.id = strategy;
        const QString path = QDir(dir).filePath(strategy + QStringLiteral(".sqlite"));
        const bool reset = resetPeak();
        const double start = statusKiB("VmRSS");
        QElapsedTimer timer;
        timer.start();
        const double cpu0 = cpuSeconds();
        double peak = 0;
        quint64 deliveries = 0;
        std::size_t records = 0;
        {
            Simulation sim(s, path);
            const RunResult r = sim.run();
            peak = statusKiB("VmHWM");
            deliveries = quint64(r.metrics.deliveries);
            records = r.trace.size();
            if (!r.error.isEmpty() || !r.valid) {
                std::fprintf(stderr, "%s: run failed: %s\n", qPrintable(strategy), qPrintable(r.error));
                return 1;
            }
        }
        const double wall = double(timer.nsecsElapsed()) / 1e9;
        const double cpu = cpuSeconds() - cpu0;
        const double added = peak - start;
        std::printf("%-16s %8llu deliveries, %9zu records (%6.1f MiB of trace): peak RSS %7.1f MiB%s, "
                    "%7.1f MiB above the start = %4.0f bytes a delivery; wall %.1f s, cpu %.1f s\n",
                    qPrintable(strategy), static_cast<unsigned long long>(deliveries), records,
                    double(records) * 16 / 1048576, peak / 1024, reset ? "" : " (not reset: process peak)",
                    added / 1024, added * 1024 / double(qMax<quint64>(1, deliveries)), wall, cpu);
        std::fflush(stdout);
        if (const Outcome removed = RunDatabase::remove(path); !removed.ok())
            std::fprintf(stderr, "%s\n", qPrintable(removed.error()));
    }
    return 0;
}
