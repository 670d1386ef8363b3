#pragma once

#include "runresult.h"

#include <atomic>
#include <functional>
#include <memory>

namespace idem {

class SimulationPrivate;

// Runs one scenario to completion on the calling thread: a deterministic
// discrete-event loop over the broker, producer and consumers, with the
// consumers' transactions executed for real against a SQLite file at
// `databasePath` (created anew). Not reentrant; create one per run. The
// cancel flag and progress callback may be used from a worker thread.
class Simulation final
{
    Q_DISABLE_COPY_MOVE(Simulation)
public:
    Simulation(const Scenario &scenario, const QString &databasePath);
    ~Simulation();

    using Progress = std::function<void(double fraction)>;
    RunResult run(const std::atomic_bool *cancel = nullptr, const Progress &progress = {});

private:
    std::unique_ptr<SimulationPrivate> d;
};

} // namespace idem
