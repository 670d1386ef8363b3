#include "counterexamplefile.h"

#include "../consumer/strategytraits.h"
#include "../scenario/scenarioio.h"
#include "schedulerunner.h"

#include <QDir>

namespace idem {

QString CounterexampleFile::fileName(const QString &strategy, const QString &faultClass)
{
    QString cls = faultClass;
    cls.replace(QLatin1Char('@'), QLatin1Char('-'));
    return QStringLiteral("counterexample-%1%2.json")
        .arg(strategy, cls.isEmpty() ? QString() : QLatin1Char('-') + cls);
}

Outcome CounterexampleFile::lesson(const ExploreRun &run, const Counterexample &c, const QString &workDir,
                                   Scenario *out)
{
    const ScenarioLoadResult loaded = ScenarioIo::parse(run.scenarioJson.toUtf8(), QStringLiteral("explore.json"));
    if (!loaded.ok())
        return loaded.errors.join(QLatin1Char('\n'));
    Scenario s = ScheduleRunner::withSchedule(loaded.scenario, c.shrunkDone ? c.shrunk : c.schedule);
    if (c.shrunkDone) {
        s.messages = c.messages;
        s.consumers.count = c.consumers;
    }
    QDir().mkpath(workDir);
    ScheduleRunner runner(QDir(workDir).absoluteFilePath(QStringLiteral("story.sqlite")));
    const RunResult r = runner.runFull(s, s.faults.schedule);
    if (!r.error.isEmpty())
        return r.error;
    const QString faults = FaultSites::describe(s.faults.schedule);
    const StrategyTraits *traits = StrategyTraits::find(s.strategy.id);
    const QString title = traits ? QCoreApplication::translate("Strategy", traits->title) : s.strategy.id;
    const int n = int(s.faults.schedule.size());
    s.name = tr("Found by explore: %1 breaks under %2").arg(s.strategy.id, faults).left(200);
    s.topic = tr("Explore");
    s.description = (c.shrinkCancelled
                         ? tr("A fault schedule the search found that breaks \"%1\": %n fault(s) (%2) on %3 "
                              "messages and %4 consumer(s). It is not minimal: its shrinking was cancelled, so a "
                              "smaller schedule may break it too.",
                              nullptr, n)
                         : tr("The smallest fault schedule the search found that breaks \"%1\": %n fault(s) "
                              "(%2) on %3 messages and %4 consumer(s). No single fault of it can be left out.",
                              nullptr, n))
                        .arg(title, faults)
                        .arg(s.messages)
                        .arg(s.consumers.count);
    s.predict = tr("Under \"%1\", the schedule injects %2. Does every order take effect exactly once?")
                    .arg(title, faults);
    QStringList seen;
    for (int i = 0; i < qMin(3, int(r.violations.size())); ++i)
        seen.append(r.violations.at(i).explanation);
    if (r.stopped())
        seen.append(tr("The run stopped: %1").arg(r.stopReason));
    s.observe = seen.join(QLatin1Char('\n'));
    s.lesson = traits ? tr("Where \"%1\" leaks: %2").arg(title, QCoreApplication::translate("Strategy", traits->leaks))
                      : QString();
    s.translations.clear();
    *out = s;
    return {};
}

} // namespace idem
