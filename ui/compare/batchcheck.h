#pragma once

#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace idem::ui {

// What stops a batch of runs (a comparison or a sweep) from starting: no
// scenario, no strategy checked, or a scenario that does not validate.
class BatchCheck final
{
    Q_DECLARE_TR_FUNCTIONS(BatchCheck)
public:
    // Empty when the batch can start; otherwise the message to show.
    // `noStrategies` is the caller's own wording for an empty selection.
    static QString problem(bool hasScenario, const Scenario &scenario, const QStringList &strategies,
                           const QString &noStrategies);
};

} // namespace idem::ui
