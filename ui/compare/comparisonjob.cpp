#include "comparisonjob.h"

#include "batchfolder.h"
#include "report/comparisonjson.h"
#include "run/comparisonrunner.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonDocument>

namespace idem::ui {

JobOutcome ComparisonJob::run(const std::atomic_bool &cancel, const JobReport &report) const
{
    JobOutcome outcome;
    if (!BatchFolder::make(folder, &outcome))
        return outcome;
    // Called under the runner's own lock, so the bookkeeping needs none.
    struct Last
    {
        QElapsedTimer timer;
        double fraction = -1;
    };
    QHash<QString, Last> last;
    QHash<QString, double> fractions;
    const auto progress = [&](const QString &strategy, double fraction) {
        fractions.insert(strategy, fraction);
        Last &l = last[strategy];
        if (l.timer.isValid() && fraction < 1.0 && l.timer.elapsed() < 50 && fraction - l.fraction < 0.05)
            return;
        l.timer.start();
        l.fraction = fraction;
        double sum = 0;
        for (double f : std::as_const(fractions))
            sum += f;
        report({sum / qMax(1, int(strategies.size())), strategy, fraction, 0, 0});
    };
    QVector<RunResult> results = ComparisonRunner::run(scenario, strategies, folder, threads, &cancel, progress);
    ComparisonOutcome comparison;
    for (const RunResult &r : results)
        outcome.cancelled = outcome.cancelled || r.cancelled;
    if (!outcome.cancelled) {
        comparison.json = QJsonDocument(ComparisonJson::build(results)).toJson();
        comparison.csv = ComparisonJson::csv(results);
    }
    for (RunResult &r : results)
        comparison.runs.append(std::make_shared<const RunResult>(std::move(r)));
    outcome.value = QVariant::fromValue(comparison);
    return outcome;
}

} // namespace idem::ui
