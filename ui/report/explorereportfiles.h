#pragma once

#include "explorecomposer.h"
#include "reportfiles.h"

namespace idem::ui {

// Writes an exploration's report into options.context.folder: scenario.json
// (the scenario explored), its lesson files (copied from the folder they
// were written to), explore.html and explore.pdf as options.formats ask, and
// explore.json last — the same document `idemlab explore` writes, so its
// presence means the whole report is there. Runs on any thread (needs a
// QApplication for the PDF); an error names the file.
class ExploreReportFiles final
{
public:
    [[nodiscard]] static QString write(const ExploreReport &report, const ReportFiles::Options &options,
                                       QStringList *written);

    ExploreReportFiles() = delete;
};

} // namespace idem::ui
