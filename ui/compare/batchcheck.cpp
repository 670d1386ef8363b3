#include "batchcheck.h"

#include "scenario/scenarioio.h"

namespace idem::ui {

QString BatchCheck::problem(bool hasScenario, const Scenario &scenario, const QStringList &strategies,
                            const QString &noStrategies)
{
    if (!hasScenario)
        return tr("Open or choose a scenario first.");
    if (strategies.isEmpty())
        return noStrategies;
    const QStringList problems = ScenarioIo::validate(scenario);
    if (!problems.isEmpty())
        return tr("The scenario cannot run:\n%1").arg(problems.join(QLatin1Char('\n')));
    return {};
}

} // namespace idem::ui
