#include "explorereportfiles.h"

#include "explore/explorejson.h"
#include "report/reportwriter.h"
#include "reportfigures.h"
#include "reporthtml.h"
#include "reportpdf.h"
#include "scenario/scenarioio.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace idem::ui {

namespace {

QString put(const QDir &dir, const QString &name, const QByteArray &bytes, QStringList *written)
{
    const QString path = dir.filePath(name);
    const QString error = ReportWriter::writeFile(path, bytes).error();
    if (error.isEmpty() && written)
        written->append(path);
    return error;
}

// Every lesson file the runs name, read from where the search wrote them.
QString copyLessons(const ExploreReport &report, const QDir &dir, QStringList *written)
{
    const QDir from(report.lessonsFolder);
    if (report.lessonsFolder.isEmpty() || from.absolutePath() == dir.absolutePath())
        return {};
    QStringList names;
    for (const ExploreRun &r : report.runs) {
        if (r.smallest && !r.smallest->file.isEmpty())
            names.append(r.smallest->file);
        for (const Counterexample &c : r.byClass) {
            if (!c.file.isEmpty() && !names.contains(c.file))
                names.append(c.file);
        }
    }
    for (const QString &name : std::as_const(names)) {
        QFile in(from.filePath(name));
        if (!in.open(QIODevice::ReadOnly))
            return QStringLiteral("%1: cannot read: %2").arg(in.fileName(), in.errorString());
        if (const QString e = put(dir, name, in.readAll(), written); !e.isEmpty())
            return e;
    }
    return {};
}

} // namespace

QString ExploreReportFiles::write(const ExploreReport &report, const ReportFiles::Options &o, QStringList *written)
{
    const QString folder = o.context.folder;
    QString error = ReportWriter::ensureFolder(folder).error();
    if (!error.isEmpty())
        return error;
    const QDir dir(folder);
    const auto cancelled = [&o] { return o.cancel && o.cancel->load(); };
    const auto step = [&o](double f, const QString &file) {
        if (o.progress)
            o.progress(f, file);
    };
    step(0.0, QStringLiteral("scenario.json"));
    error = ScenarioIo::save(report.scenario, dir.filePath(QStringLiteral("scenario.json"))).error();
    if (error.isEmpty() && written)
        written->append(dir.filePath(QStringLiteral("scenario.json")));
    if (error.isEmpty())
        error = copyLessons(report, dir, written);
    const bool html = o.formats.contains(QLatin1String("html"));
    const bool pdf = o.formats.contains(QLatin1String("pdf"));
    if (error.isEmpty() && (html || pdf) && !cancelled()) {
        ExploreReport withContext = report;
        withContext.context = o.context;
        if (!withContext.context.created.isValid())
            withContext.context.created = QDateTime::currentDateTimeUtc();
        const ReportDocument doc = ExploreComposer::exploration(withContext);
        ReportFigures figures;
        step(0.2, QStringLiteral("explore.html"));
        if (html)
            error = put(dir, QStringLiteral("explore.html"), ReportHtml::render(doc, figures), written);
        step(0.5, QStringLiteral("explore.pdf"));
        if (error.isEmpty() && pdf && !cancelled())
            error = put(dir, QStringLiteral("explore.pdf"), ReportPdf::render(doc, figures), written);
    }
    if (error.isEmpty() && !cancelled())
        error = put(dir, QStringLiteral("explore.json"), ExploreJson::fileJson(report.runs), written);
    if (error.isEmpty() && !cancelled())
        step(1.0, QString());
    return error;
}

} // namespace idem::ui
