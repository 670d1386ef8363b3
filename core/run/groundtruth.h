#pragma once

#include "../base/outcome.h"
#include "runresult.h"

namespace idem {

struct SimContext;

// Reads what really happened back from the run's SQLite files (effects per
// business key), combines it with the broker's fates (dead-lettered, producer
// gave up), fills the metrics, the verdict and the explained violations.
class GroundTruth final
{
public:
    // A failure names the file (or the field) that stopped the analysis.
    static Outcome analyze(const SimContext &ctx, const QString &databasePath, RunResult &result);
    // Only what the files hold: effects applied and duplicated, per event and
    // in total. A stopped run reports these as partial counts, with no verdict.
    static Outcome countEffects(const SimContext &ctx, const QString &databasePath, RunResult &result);
    // The same from effect counts read elsewhere (a scratch database's
    // connections), one count per message index.
    static void countEffects(const SimContext &ctx, QVector<int> effectCounts, RunResult &result);
    // The same verdict from effect counts per event read elsewhere (`idemlab
    // check`: the user's own database), one count per message index.
    static Outcome analyze(const SimContext &ctx, QVector<int> effectCounts, RunResult &result);

private:
    static void tally(const SimContext &ctx, QVector<int> counts, RunResult &result);
    static void judge(const SimContext &ctx, RunResult &result);
};

} // namespace idem
