#pragma once

#include "../run/runresult.h"

#include <QJsonObject>

namespace idem {

// The machine-readable summary of a run (summary.json): scenario, seed,
// strategy, metrics, verdict, violations, traceHash, database.
class SummaryJson final
{
public:
    static QJsonObject build(const RunResult &result);
    static QJsonObject metrics(const RunMetrics &metrics);
};

} // namespace idem
