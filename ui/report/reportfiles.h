#pragma once

#include "report/reportmodel.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

namespace idem::ui {

// Writes the report files of a run, a comparison or a sweep into a folder,
// in the formats asked for — the one code path the window and the command
// line share. Formats: json (summary.json, always), csv, html, pdf,
// worksheet (worksheet.html/.pdf plus answer-key.html/.pdf). scenario.json
// (the scenario as it ran) is always written so the reproduce command
// works; a run database outside the folder is copied in. Every file is
// written whole or not at all; errors name the file. Runs on any thread
// (needs a QApplication for the pictures).
class ReportFiles final
{
public:
    using Progress = std::function<void(double fraction, const QString &file)>;
    struct Options
    {
        QStringList formats;
        ReportContext context;  // context.folder is where the files go
        Progress progress;
        const std::atomic_bool *cancel = nullptr;
        bool perRunReports = true; // a comparison also writes <strategy>/report.* per run
    };

    static QStringList formats(); // json, csv, html, pdf, worksheet
    // Returns an error, or "" (also when cancelled: *written then lists
    // what was finished before). [[nodiscard]] as core's Outcome: a caller
    // that drops the error gets a compiler warning.
    [[nodiscard]] static QString writeRun(const RunResult &run, const Options &options, QStringList *written);
    [[nodiscard]] static QString writeComparison(const QVector<const RunResult *> &runs, const Options &options,
                                                 QStringList *written);
    [[nodiscard]] static QString writeSweep(const Scenario &scenario, const QString &path, const QVector<double> &values,
                                            const QStringList &strategies, const QVector<SweepCell> &cells,
                                            const Options &options, QStringList *written);

    ReportFiles() = delete;
};

} // namespace idem::ui
