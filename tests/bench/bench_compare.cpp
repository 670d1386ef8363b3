// A comparison's speed-up from running its strategies side by side: the same
// compare (every strategy, default scenario, MESSAGES messages) run through
// ComparisonRunner once with one thread and once with one per core, in the
// same process, alternately REPEAT times (the order swapped each round so
// both meet the same background load). Prints each round's wall and process
// CPU time, the CPU used per wall second (2.0 = both cores busy), the ratio
// sequential / parallel per round and the median, and the load average before
// and after (the machine is shared: read a ratio next to its load). Each
// round also measures the machine's own ceiling: the same fixed CPU-only work
// (no memory, no system calls) once per core, one after the other and then
// side by side — on a shared or oversubscribed virtual machine that ratio is
// below the core count too, and the compare cannot beat it. Both
// modes must give the same trace hash per strategy (the runs are deterministic
// whatever the threads).
//
//   cmake --build build --target bench_compare
//   ./build/tests/bench/bench_compare [MESSAGES [REPEAT [DIR [THREADS]]]]
//
// Defaults: 100 000 messages, 3 rounds, files in a temporary folder under the
// system temp dir (pass DIR to choose the disk), THREADS 0 = one per core.
#include "benchclock.h"
#include "run/comparisonrunner.h"
#include "run/runresult.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

using namespace idem;

namespace {

struct Round
{
    double wall = 0;
    double cpu = 0;
    QStringList hashes;
    QVector<double> runMs; // each strategy's own wall time, in run order
    QString error;
};

Round compare(const Scenario &scenario, const QStringList &strategies, const QString &folder, int threads)
{
    QDir().mkpath(folder);
    Round round;
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    const QVector<RunResult> results = ComparisonRunner::run(scenario, strategies, folder, threads);
    round.cpu = cpuSeconds() - cpu0;
    round.wall = double(timer.nsecsElapsed()) / 1e9;
    for (const RunResult &r : results) {
        round.hashes.append(r.trace.hashHex());
        round.runMs.append(r.wallMs);
        if (!r.error.isEmpty())
            round.error += r.scenario.strategy.id + QStringLiteral(": ") + r.error + QLatin1Char('\n');
    }
    return round;
}

// Integer work that stays in registers: what a core can do when nothing else
// (memory, the kernel, a lock) is shared.
quint64 spin(quint64 rounds)
{
    quint64 x = 88172645463325252ull;
    for (quint64 i = 0; i < rounds; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
    }
    return x;
}

// Sequential wall time / parallel wall time of `cores` equal pieces of spin().
double ceiling(int cores)
{
    constexpr quint64 kRounds = 400000000ull; // about 0.4 s a piece
    std::atomic<quint64> sink{0};
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < cores; ++i)
        sink += spin(kRounds + quint64(i));
    const double sequential = double(timer.nsecsElapsed());
    timer.restart();
    std::vector<std::thread> pool;
    for (int i = 0; i < cores; ++i)
        pool.emplace_back([&sink, i] { sink += spin(kRounds + quint64(i)); });
    for (auto &t : pool)
        t.join();
    const double parallel = double(timer.nsecsElapsed());
    return sequential / parallel;
}

double median(QVector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.size() % 2 ? v.at(v.size() / 2) : (v.at(v.size() / 2 - 1) + v.at(v.size() / 2)) / 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int messages = args.size() > 1 ? args.at(1).toInt() : 100000;
    const int repeat = args.size() > 2 ? args.at(2).toInt() : 3;
    const int threads = args.size() > 4 ? args.at(4).toInt() : 0;
    if (messages <= 0 || repeat <= 0 || threads < 0) {
        std::fprintf(stderr, "usage: bench_compare [MESSAGES [REPEAT [DIR [THREADS]]]]\n");
        return 2;
    }
    QTemporaryDir tmp;
    const QString dir = args.size() > 3 ? args.at(3) : tmp.path();
    Scenario scenario;
    scenario.messages = messages;
    const QStringList strategies = vocab::strategies();
    const int cores = QThread::idealThreadCount();
    std::printf("compare of %d messages under %lld strategies, files in %s, %d cores, parallel threads %d\n",
                messages, qlonglong(strategies.size()), qPrintable(dir), cores, threads > 0 ? threads : cores);
    std::printf("load average before: %s\n", loadAverage().constData());
    std::fflush(stdout);

    QVector<double> ratios;
    QVector<double> cpuRatios;
    QVector<double> ceilings;
    for (int i = 0; i < repeat; ++i) {
        Round sequential;
        Round parallel;
        const QString folder = QDir(dir).filePath(QStringLiteral("round-%1").arg(i));
        if (i % 2 == 0) {
            sequential = compare(scenario, strategies, folder, 1);
            parallel = compare(scenario, strategies, folder, threads);
        } else {
            parallel = compare(scenario, strategies, folder, threads);
            sequential = compare(scenario, strategies, folder, 1);
        }
        QDir(folder).removeRecursively();
        if (!sequential.error.isEmpty() || !parallel.error.isEmpty()) {
            std::fprintf(stderr, "run failed:\n%s%s", qPrintable(sequential.error), qPrintable(parallel.error));
            return 1;
        }
        if (sequential.hashes != parallel.hashes) {
            std::fprintf(stderr, "trace hashes differ between the sequential and the parallel compare\n");
            return 1;
        }
        const double ratio = sequential.wall / parallel.wall;
        const double machine = ceiling(threads > 0 ? threads : cores);
        ratios.append(ratio);
        ceilings.append(machine);
        cpuRatios.append(parallel.cpu / sequential.cpu);
        std::printf("round %d: sequential wall %6.2f s cpu %6.2f s (%.2f cores); parallel wall %6.2f s cpu %6.2f s "
                    "(%.2f cores); speed-up %.2fx (CPU-only ceiling now %.2fx); load %s\n",
                    i + 1, sequential.wall, sequential.cpu, sequential.cpu / sequential.wall, parallel.wall,
                    parallel.cpu, parallel.cpu / parallel.wall, ratio, machine, loadAverage().constData());
        std::printf("  each strategy, sequential / parallel, s:");
        for (int s = 0; s < strategies.size(); ++s)
            std::printf(" %s %.2f/%.2f", qPrintable(strategies.at(s)), sequential.runMs.at(s) / 1000,
                        parallel.runMs.at(s) / 1000);
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("median speed-up over %d rounds: %.2fx (target >= 1.80); parallel CPU / sequential CPU %.2f; "
                "CPU-only ceiling %.2fx\n",
                repeat, median(ratios), median(cpuRatios), median(ceilings));
    std::printf("load average after: %s\n", loadAverage().constData());
    return 0;
}
