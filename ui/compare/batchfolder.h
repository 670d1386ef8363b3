#pragma once

#include <QString>

namespace idem::ui {

// A fresh folder name for a batch of runs (a comparison or a sweep) under
// the runs folder: runs/<yyyyMMdd-HHmmss-zzz>-<kind>; never an existing
// path. The caller creates it.
class BatchFolder final
{
public:
    static QString fresh(const QString &kind);
};

} // namespace idem::ui
