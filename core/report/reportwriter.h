#pragma once

#include "../sim/runresult.h"

#include <QString>
#include <QStringList>
#include <functional>

namespace idem {

// Writes a run's report files into a folder: summary.json, metrics.csv,
// violations.csv, deliveries.csv, trace.csv, report.html. PDF is rendered by the ui
// layer (it needs QtGui). Every error names the file.
class ReportWriter final
{
public:
    static QStringList knownFormats(); // json, csv, html, pdf
    // Returns an error message, or an empty string. Writes each file
    // atomically (QSaveFile, every write checked) so a failure never leaves
    // half a report under a final name; summary.json comes last, after
    // `extra` (e.g. the PDF), so its presence means the whole report is there.
    // Refuses a run that failed or was cancelled: it is not a result.
    static QString write(const RunResult &result, const QString &folder, const QStringList &formats,
                         QStringList *written,
                         const std::function<QString(QStringList *written)> &extra = {});
    static QString html(const RunResult &result);
    static QByteArray metricsCsv(const RunResult &result);
    static QByteArray violationsCsv(const RunResult &result);
    static QByteArray deliveriesCsv(const RunResult &result);
    static QByteArray traceCsv(const RunResult &result);
    static QString writeFile(const QString &path, const QByteArray &bytes);
    static QString ensureFolder(const QString &folder);
};

} // namespace idem
