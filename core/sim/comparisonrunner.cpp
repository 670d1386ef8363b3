#include "comparisonrunner.h"

#include "simulation.h"

#include <QDir>
#include <QThread>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

namespace idem {

QString ComparisonRunner::databaseFile(const QString &folder, const QString &strategy)
{
    return QDir(folder).filePath(strategy + QStringLiteral(".sqlite"));
}

QVector<RunResult> ComparisonRunner::run(const Scenario &scenario, const QStringList &strategies,
                                         const QString &folder, int threads,
                                         const std::atomic_bool *cancel, const Progress &progress)
{
    QVector<RunResult> results(strategies.size());
    std::atomic_int nextIndex{0};
    std::mutex progressLock;
    const auto worker = [&]() {
        for (;;) {
            const int i = nextIndex.fetch_add(1);
            if (i >= strategies.size())
                return;
            Scenario s = scenario;
            s.strategy.id = strategies.at(i);
            Simulation sim(s, databaseFile(folder, strategies.at(i)));
            Simulation::Progress p;
            if (progress) {
                const QString id = strategies.at(i);
                p = [&progressLock, &progress, id](double f) {
                    std::lock_guard<std::mutex> guard(progressLock);
                    progress(id, f);
                };
            }
            results[i] = sim.run(cancel, p);
        }
    };
    const int cores = qMax(1, QThread::idealThreadCount());
    const int n = qBound(1, threads > 0 ? threads : cores, qMax(1, int(strategies.size())));
    std::vector<std::thread> pool;
    for (int t = 1; t < n; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto &t : pool)
        t.join();
    return results;
}

} // namespace idem
