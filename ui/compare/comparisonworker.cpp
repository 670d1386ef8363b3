#include "comparisonworker.h"

#include "report/comparisonjson.h"
#include "run/comparisonrunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonDocument>

namespace idem::ui {

ComparisonWorker::ComparisonWorker(QObject *parent) : QObject(parent) {}

void ComparisonWorker::run(const Job &job)
{
    if (!QDir().mkpath(job.folder)) {
        emit failed(job.id, tr("Cannot create the folder %1 for the run databases.")
                                .arg(QDir::toNativeSeparators(job.folder)));
        return;
    }
    // Called under the runner's own lock, so the bookkeeping needs none.
    struct Last
    {
        QElapsedTimer timer;
        double fraction = -1;
    };
    QHash<QString, Last> last;
    const auto progress = [&](const QString &strategy, double fraction) {
        Last &l = last[strategy];
        if (l.timer.isValid() && fraction < 1.0 && l.timer.elapsed() < 50 && fraction - l.fraction < 0.05)
            return;
        l.timer.start();
        l.fraction = fraction;
        emit progressed(job.id, strategy, fraction);
    };
    QVector<RunResult> results = ComparisonRunner::run(job.scenario, job.strategies, job.folder, job.threads,
                                                       job.cancel.get(), progress);
    ComparisonOutcome outcome;
    bool cancelled = false;
    for (const RunResult &r : results)
        cancelled = cancelled || r.cancelled;
    if (!cancelled) {
        outcome.json = QJsonDocument(ComparisonJson::build(results)).toJson();
        outcome.csv = ComparisonJson::csv(results);
    }
    for (RunResult &r : results)
        outcome.runs.append(std::make_shared<const RunResult>(std::move(r)));
    emit finished(job.id, outcome);
}

} // namespace idem::ui
