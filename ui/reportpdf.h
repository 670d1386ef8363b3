#pragma once

#include "sim/runresult.h"

#include <QString>

namespace idem {

// Renders a run report to PDF (QTextDocument → QPdfWriter). Needs QtGui, so
// it lives in ui; works without a display on the offscreen platform.
class ReportPdf final
{
public:
    // Returns an error naming the file, or an empty string.
    static QString write(const RunResult &result, const QString &path);
};

} // namespace idem
