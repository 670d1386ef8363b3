#pragma once

#include "../run/runresult.h"

#include <QJsonObject>
#include <QVector>

namespace idem {

// comparison.json: the scenario once, then one row per strategy with its
// metrics, verdict, trace hash and database file.
class ComparisonJson final
{
public:
    static QJsonObject build(const QVector<const RunResult *> &results);
    static QByteArray csv(const QVector<const RunResult *> &results);
    static QJsonObject build(const QVector<RunResult> &results);
    static QByteArray csv(const QVector<RunResult> &results);
    static QVector<const RunResult *> pointers(const QVector<RunResult> &results);
};

} // namespace idem
