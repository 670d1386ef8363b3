#include "comparisonrunner.h"

#include "parallelfor.h"
#include "simulation.h"

#include <QDir>
#include <mutex>

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
    std::mutex progressLock;
    parallelFor(int(strategies.size()), threads, [&](int i) {
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
    });
    return results;
}

} // namespace idem
