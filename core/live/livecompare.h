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
    QString id;     // metrics key, as in summary.json
    QString label;  // translatable (QT_TRANSLATE_NOOP "LiveCompare")
    int simulated = 0;
    int real = 0;
    QString cause;  // translatable; empty when the counts agree
    bool differs() const { return simulated != real; }
};

// Sim vs real: every count both runs have, side by side.
class LiveCompare final
{
public:
    static QVector<CountRow> rows(const RunMetrics &simulated, const RunMetrics &real);
    static QVector<CountRow> differences(const RunMetrics &simulated, const RunMetrics &real);
    static QJsonObject json(const RunResult &simulated, const RunResult &real);
};

} // namespace idem::live
