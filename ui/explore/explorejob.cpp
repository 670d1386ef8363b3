#include "explorejob.h"

#include "compare/batchfolder.h"
#include "explore/counterexamplefile.h"
#include "explore/explorejson.h"
#include "explore/explorer.h"
#include "report/reportwriter.h"
#include "scenario/scenarioio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace idem::ui {

QString ExploreOutcome::lessonPath(const Counterexample &c) const
{
    return c.file.isEmpty() ? QString() : QDir(folder).absoluteFilePath(c.file);
}

namespace {

// Scratch databases: thousands of short runs, so memory-backed /dev/shm
// when there is one (as the command line does), else inside the folder.
QString workFolder(const QString &folder)
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString name = QStringLiteral("idemlab-explore-%1-%2")
                             .arg(QCoreApplication::applicationPid())
                             .arg(QFileInfo(folder).fileName());
    if (shm.isDir() && shm.isWritable())
        return QDir(shm.absoluteFilePath()).filePath(name);
    return QDir(folder).filePath(QStringLiteral(".") + name);
}

// The smallest counterexample and one per breaking fault class, as lesson
// scenarios beside explore.json (the names `idemlab explore` gives them).
QString writeLessons(ExploreRun &run, const QString &folder, const QString &work)
{
    const auto write = [&](Counterexample &c, const QString &cls) -> QString {
        Scenario lesson;
        if (const Outcome made = CounterexampleFile::lesson(run, c, work, &lesson); !made.ok())
            return made.error();
        const QString name = CounterexampleFile::fileName(run.strategy, cls);
        if (const Outcome saved = ScenarioIo::save(lesson, QDir(folder).filePath(name)); !saved.ok())
            return saved.error();
        c.file = name;
        return {};
    };
    QString error;
    if (run.smallest)
        error = write(*run.smallest, {});
    for (auto it = run.byClass.begin(); it != run.byClass.end() && error.isEmpty(); ++it)
        error = write(it.value(), it.key());
    return error;
}

} // namespace

JobOutcome ExploreJob::run(const std::atomic_bool &cancel, const JobReport &report) const
{
    JobOutcome outcome;
    if (!BatchFolder::make(folder, &outcome))
        return outcome;
    ExploreOutcome ex{scenario, strategies, maxFaults, budget, folder, {}, false};
    const QString work = workFolder(folder);
    const int n = int(strategies.size());
    for (int i = 0; i < n && !cancel.load(); ++i) {
        Scenario s = scenario;
        s.strategy.id = strategies.at(i);
        ExploreOptions o;
        o.maxFaults = maxFaults;
        o.budget = budget;
        o.jobs = threads;
        o.seed = scenario.seed;
        o.workDir = QDir(work).filePath(s.strategy.id);
        o.cancel = &cancel;
        const QString part = s.strategy.id;
        o.progress = [&report, &part, i, n](qint64 done, qint64 planned) {
            const double within = planned > 0 ? double(done) / double(planned) : 0.0;
            report({(i + within) / n, part, within, int(qMin<qint64>(done, INT_MAX)),
                    int(qMin<qint64>(planned, INT_MAX))});
        };
        ex.runs.append(Explorer::explore(s, o));
    }
    // A cancelled search is shown as far as it got, without lessons: its
    // counterexamples may not be the smallest. A search that ended has its
    // smallest counterexamples; Cancel while they are shrunk stops the
    // shrinking within one run and keeps each as far as it got (marked
    // not minimal).
    const bool searchCancelled = cancel.load();
    for (ExploreRun &r : ex.runs) {
        if (searchCancelled || !r.error.isEmpty())
            continue;
        if (r.smallest)
            report({1.0, r.strategy, 1.0, kShrinking, kShrinking});
        Explorer::shrinkCounterexamples(r, work, &cancel);
    }
    // A lesson file replays its schedule in full; after Cancel nothing more
    // runs, so none is written (explore.json still holds the schedules).
    for (ExploreRun &r : ex.runs) {
        if (cancel.load() || !r.error.isEmpty())
            continue;
        if (const QString e = writeLessons(r, folder, work); !e.isEmpty() && outcome.error.isEmpty()) {
            outcome.error = e;
            outcome.file = folder;
        }
    }
    if (outcome.error.isEmpty()) {
        const Outcome saved =
            ReportWriter::writeFile(QDir(folder).filePath(QStringLiteral("explore.json")), ExploreJson::fileJson(ex.runs));
        if (!saved.ok())
            outcome.error = saved.error();
    }
    QDir(work).removeRecursively();
    ex.cancelled = outcome.cancelled = cancel.load();
    outcome.value = QVariant::fromValue(ex);
    return outcome;
}

} // namespace idem::ui
