#pragma once

#include "runresult.h"

namespace idem {

struct SimContext;

// Reads what really happened back from the run's SQLite files (effects per
// business key), combines it with the broker's fates (dead-lettered, producer
// gave up), fills the metrics, the verdict and the explained violations.
class GroundTruth final
{
public:
    // Returns an error naming the file, or an empty string.
    static QString analyze(const SimContext &ctx, const QString &databasePath, RunResult &result);
};

} // namespace idem
