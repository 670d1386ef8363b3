#pragma once

#include "../base/outcome.h"
#include "scenario.h"

#include <QByteArray>
#include <QStringList>

namespace idem {

struct ScenarioLoadResult
{
    Scenario scenario;
    QStringList errors; // each "FILE:LINE: $.path: what was expected"
    bool ok() const { return errors.isEmpty(); }
};

// Reads and writes the public scenario format (schemaVersion 1). Every field
// is optional; unknown fields and out-of-range values are errors naming the
// file, the line and the JSON path.
class ScenarioIo final
{
public:
    // `source` is a file path or `builtin:NAME`.
    static ScenarioLoadResult load(const QString &source);
    static ScenarioLoadResult parse(const QByteArray &json, const QString &fileName);
    static QByteArray toJson(const Scenario &scenario);
    // Writes atomically (QSaveFile): success, or an error naming the file;
    // on failure the file on disk is as it was.
    static Outcome save(const Scenario &scenario, const QString &path);
    // Cross-field checks on an in-memory scenario (the editor uses these too).
    static QStringList validate(const Scenario &scenario);
};

} // namespace idem
