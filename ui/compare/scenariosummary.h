#pragma once

#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QString>

namespace idem::ui {

// The one-line facts of a scenario (broker, effect, size, seed) as the
// comparison, sweep and workshop views show them above their results.
class ScenarioSummary final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::ScenarioSummary)
public:
    static QString brokerName(const QString &profile); // "Amazon SQS FIFO"
    static QString facts(const Scenario &scenario);    // plain text
    static QString heading(const Scenario &scenario);  // rich text: name, then the facts
};

} // namespace idem::ui
