// The explorer's speed on a 20-message RabbitMQ scenario (one consumer,
// prefetch 1, the profile's defaults): first the cost of one run on a
// scratch database (ScratchDatabase: rows deleted, files and connections
// kept open) against a normal run (a new file and schema, run_info, renamed
// into place), both in DIR, and their ratio; then the exhaustive bound of K
// faults under every strategy with THREADS workers: schedules in the bound,
// simulations, wall and process CPU time, schedules a second and schedules
// a CPU second (= per core), the verdict; last the whole bound's wall time
// against the 60 s target. Prints the load average before and after: the
// machine is shared, and CPU seconds are the figure that load disturbs least.
//
//   cmake --build build --target bench_explore
//   ./build/tests/bench/bench_explore [K [MESSAGES [THREADS [DIR [STRATEGIES]]]]]
//
// Defaults: K 2, 20 messages, THREADS 0 = one per core, DIR a temporary
// folder under the system temp dir (the explorer itself uses /dev/shm),
// STRATEGIES every strategy (or a comma-separated list).
#include "benchclock.h"
#include "explore/explorer.h"
#include "explore/schedulerunner.h"
#include "scenario/brokerprofile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>

using namespace idem;

namespace {

Scenario rabbit(const QString &strategy, int messages)
{
    Scenario s;
    s.seed = 11;
    s.messages = messages;
    s.broker.profile = QStringLiteral("rabbitmq");
    BrokerProfile::applyDefaults(s.broker);
    s.strategy.id = strategy;
    return s;
}

double msPerRun(const QString &path, bool scratch, int messages, int runs)
{
    ScheduleRunner runner(path);
    runner.setScratch(scratch);
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < runs; ++i)
        runner.run(rabbit(QStringLiteral("db-insert-first"), messages), {}, false);
    return double(t.nsecsElapsed()) / 1e6 / runs;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int k = args.size() > 1 ? args.at(1).toInt() : 2;
    const int messages = args.size() > 2 ? args.at(2).toInt() : 20;
    const int threads = args.size() > 3 ? args.at(3).toInt() : 0;
    QTemporaryDir temp;
    const QString dir = args.size() > 4 ? args.at(4) : temp.path();
    QDir().mkpath(dir);
    const QStringList strategies = args.size() > 5 ? args.at(5).split(QLatin1Char(',')) : vocab::strategies();
    std::printf("load before: %s\n", loadAverage().constData());
    const double fresh = msPerRun(QDir(dir).filePath(QStringLiteral("fresh.sqlite")), false, messages, 50);
    const double scratch = msPerRun(QDir(dir).filePath(QStringLiteral("scratch.sqlite")), true, messages, 200);
    std::printf("one fault-free run, %d messages, in %s: new file and schema %.2f ms, scratch database %.2f ms "
                "(%.0fx)\n",
                messages, qPrintable(dir), fresh, scratch, fresh / scratch);
    const QString work = QDir(QStringLiteral("/dev/shm")).exists()
        ? QStringLiteral("/dev/shm/bench-explore-%1").arg(QCoreApplication::applicationPid())
        : QDir(dir).filePath(QStringLiteral("work"));
    std::printf("%-22s %9s %9s %8s %8s %10s %12s  %s\n", "strategy", "schedules", "runs", "wall s", "cpu s",
                "sched/s", "sched/s/core", "verdict");
    double totalWall = 0;
    double totalCpu = 0;
    qint64 totalSchedules = 0;
    for (const QString &strategy : strategies) {
        ExploreOptions o;
        o.maxFaults = k;
        o.jobs = threads;
        o.workDir = QDir(work).filePath(strategy);
        const double cpu0 = cpuSeconds();
        QElapsedTimer t;
        t.start();
        const ExploreRun r = Explorer::explore(rabbit(strategy, messages), o);
        const double wall = double(t.nsecsElapsed()) / 1e9;
        const double cpu = cpuSeconds() - cpu0;
        totalWall += wall;
        totalCpu += cpu;
        totalSchedules += r.exhaustiveRun();
        std::printf("%-22s %9lld %9lld %8.2f %8.2f %10.0f %12.0f  %s\n", qPrintable(strategy),
                    qlonglong(r.exhaustiveRun()), qlonglong(r.runs), wall, cpu, double(r.exhaustiveRun()) / wall,
                    double(r.exhaustiveRun()) / cpu, qPrintable(verdictWord(r.verdict())));
    }
    std::printf("%-22s %9lld %9s %8.2f %8.2f %10.0f %12.0f\n", "all", qlonglong(totalSchedules), "", totalWall,
                totalCpu, double(totalSchedules) / totalWall, double(totalSchedules) / totalCpu);
    QDir(work).removeRecursively();
    std::printf("K=%d bound under %lld strategies: %lld schedules in %.1f s wall (%d threads, %.1f CPU s, %.0f "
                "schedules/s/core); target 60 s: %s\n",
                k, qlonglong(strategies.size()), qlonglong(totalSchedules), totalWall,
                threads > 0 ? threads : QThread::idealThreadCount(), totalCpu, double(totalSchedules) / totalCpu,
                totalWall < 60 ? "met" : "missed");
    std::printf("load after: %s\n", loadAverage().constData());
    return 0;
}
