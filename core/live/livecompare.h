#pragma once

#include "../run/runresult.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

namespace idem::live {

// One count of a run, simulated and real, and — when they differ — what in
// the model explains the difference.
struct CountRow
{
    QString id;     // metrics key, as in summary.json ("redeliveries.ack-lost" for a cause)
    QString label;  // translatable (QT_TRANSLATE_NOOP "LiveCompare")
    int simulated = 0;
    int real = 0;
    QString cause;  // translatable; empty when the counts agree
    // The difference comes from real timing (processes contending for
    // SQLite's lock, Redis's clock, a handler racing AckWait, a retry at the
    // edge of the duplicate window), not from a rule the model and the
    // broker apply differently. Never set as a fallback.
    bool timing = false;
    bool differs() const { return simulated != real; }
};

// Sim vs real: every count both runs have, side by side, and the
// redeliveries by cause; a differing count names its cause for the broker
// the scenario ran on (RabbitMQ or JetStream), and a count that follows the
// redeliveries (deliveries, effects, skips…) names the causes that differ.
class LiveCompare final
{
public:
    static QVector<CountRow> rows(const RunResult &simulated, const RunResult &real);
    static QVector<CountRow> differences(const RunResult &simulated, const RunResult &real);
    static QJsonObject json(const RunResult &simulated, const RunResult &real);
};

} // namespace idem::live
