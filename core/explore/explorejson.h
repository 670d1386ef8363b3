#pragma once

#include "../base/outcome.h"
#include "exploreresult.h"

#include <QJsonObject>

namespace idem {

// explore.json: the verdict and everything a merge needs (the trace hashes,
// the counts per level, the counterexamples in their canonical order). A
// shard writes the same document for its slice; `--merge` reads them back.
// Numbers and words only, locale-neutral.
class ExploreJson final
{
public:
    static QJsonObject toJson(const ExploreRun &run);
    // An error names the file and the field.
    static Outcome fromJson(const QJsonObject &o, const QString &fileName, ExploreRun *run);

    // The file: {"format": "idemlab-explore", "version": 1, "explorations": [...]},
    // one exploration per strategy.
    static QByteArray fileJson(const QVector<ExploreRun> &runs);
    static Outcome readFile(const QString &path, QVector<ExploreRun> *runs);

    static QJsonObject faultToJson(const ScheduledFault &f);
    static QJsonArray scheduleToJson(const FaultSchedule &schedule);
};

} // namespace idem
