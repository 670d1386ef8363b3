#pragma once

#include "../base/outcome.h"
#include "../run/runresult.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

namespace idem {

// Writes a run's machine-readable files into a folder: summary.json and,
// with "csv", metrics.csv, violations.csv, deliveries.csv and trace.csv
// (streamed). HTML, PDF and worksheets are rendered by the ui layer
// (ReportFiles: they need a painter). Every error names the file.
class ReportWriter final
{
public:
    static QStringList knownFormats(); // json, csv, html, pdf, worksheet
    // Success, or an error naming the file. Writes each file
    // atomically (QSaveFile, every write checked) so a failure never leaves
    // half a report under a final name. `extra` is merged into summary.json
    // (the reproduce command). `documents` writes the rendered reports (HTML,
    // PDF: the ui layer) after the CSV files; summary.json comes last, so its
    // presence means the whole report is there. Refuses a run that failed or
    // was cancelled: it is not a result. Cancelling stops before the next
    // file (and inside trace.csv), leaving no partial file and no summary.
    // `sentence` rewrites the texts written for a reader (violations.csv's
    // explanation column, summary.json's explanations and stop reason: the
    // report language's digits and units); keys, kinds, counts, times and
    // headers are for programs and stay in the C locale.
    static Outcome write(const RunResult &result, const QString &folder, const QStringList &formats,
                         QStringList *written, const QJsonObject &extra = {},
                         const std::function<void(double)> &progress = {}, const std::atomic_bool *cancel = nullptr,
                         const std::function<Outcome()> &documents = {},
                         const std::function<QString(const QString &)> &sentence = {});
    // Why `result` is no report to write (it failed or was cancelled), or success.
    static Outcome notAResult(const RunResult &result, const QString &folder);
    // trace.csv, streamed into a QSaveFile; committed only when complete.
    static Outcome writeTrace(const RunResult &result, const QString &path,
                              const std::function<void(double)> &progress = {},
                              const std::atomic_bool *cancel = nullptr);
    static QByteArray metricsCsv(const RunResult &result);
    static QByteArray violationsCsv(const RunResult &result,
                                    const std::function<QString(const QString &)> &sentence = {});
    static QByteArray deliveriesCsv(const RunResult &result);
    // One file, whole or not at all (QSaveFile).
    static Outcome writeFile(const QString &path, const QByteArray &bytes);
    // The same, with `beforeCommit` run when the bytes are on the disk and
    // only the rename into place is left; its error cancels the file.
    static Outcome writeFile(const QString &path, const QByteArray &bytes, const std::function<Outcome()> &beforeCommit);
    // Creates the folder when missing; refuses one that is a file or read-only.
    static Outcome ensureFolder(const QString &folder);
};

} // namespace idem
