#pragma once

#include <functional>

#include "../run/runresult.h"

#include <QJsonObject>

namespace idem {

// The machine-readable summary of a run (summary.json): scenario, seed,
// strategy, metrics, verdict, violations, traceHash, database.
class SummaryJson final
{
public:
    // `sentence` rewrites the texts written for a reader (each violation's
    // explanation, a stop's reason) before they go in, e.g. into the report
    // language's digits; every other field stays as the run holds it.
    static QJsonObject build(const RunResult &result, const std::function<QString(const QString &)> &sentence = {});
    static QJsonObject metrics(const RunMetrics &metrics);
};

} // namespace idem
