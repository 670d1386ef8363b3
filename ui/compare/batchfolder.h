#pragma once

#include "jobs/jobcontroller.h"

#include <QString>

namespace idem::ui {

// A fresh folder name for a batch of runs (a comparison or a sweep) under
// the runs folder: runs/<scenario>-<kind>-<seed>-<time> (RunPaths::runName);
// never an existing path. The caller creates it.
class BatchFolder final
{
public:
    static QString fresh(const QString &scenario, const QString &kind, quint64 seed);
    // Creates `folder` for a batch's databases; false, with `failure` set
    // to the error naming it, when it cannot be made.
    static bool make(const QString &folder, JobOutcome *failure);
};

} // namespace idem::ui
