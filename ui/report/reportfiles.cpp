#include "reportfiles.h"

#include "uiformat.h"

#include "report/comparisonjson.h"
#include "report/reportwriter.h"
#include "reportcomposer.h"
#include "reportfigures.h"
#include "reporthtml.h"
#include "reportpdf.h"
#include "scenario/scenarioio.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace idem::ui {

namespace {

bool cancelled(const ReportFiles::Options &o)
{
    return o.cancel && o.cancel->load();
}

// Writes one rendered file, whole or not at all.
QString put(const QDir &dir, const QString &name, const QByteArray &bytes, QStringList *written)
{
    const QString path = dir.filePath(name);
    const QString error = ReportWriter::writeFile(path, bytes).error();
    if (error.isEmpty() && written)
        written->append(path);
    return error;
}

// Copies a file into the folder through a temporary name, so a reader
// never sees half a database.
QString copyInto(const QString &from, const QString &to)
{
    if (!QFileInfo::exists(from))
        return {};
    const QString partial = to + QStringLiteral(".part");
    QFile::remove(partial);
    if (!QFile::copy(from, partial))
        return QStringLiteral("%1: cannot copy the run database to %2").arg(from, to);
    QFile::remove(to);
    if (!QFile::rename(partial, to)) {
        QFile::remove(partial);
        return QStringLiteral("%1: cannot write").arg(to);
    }
    return {};
}

// The database beside the report: copied into the folder when it lives
// elsewhere (the window's runs live under the user's data folder).
QString bringDatabase(const RunResult &run, const QString &folder, QString *relative, QStringList *written)
{
    const QString rel = QDir(folder).relativeFilePath(run.databasePath);
    if (run.databasePath.isEmpty() || !rel.startsWith(QLatin1String(".."))) {
        *relative = rel;
        return {};
    }
    const QString name = QFileInfo(run.databasePath).fileName();
    *relative = name;
    QString error = copyInto(run.databasePath, QDir(folder).filePath(name));
    if (error.isEmpty() && written)
        written->append(QDir(folder).filePath(name));
    if (error.isEmpty() && run.databasePath.endsWith(QLatin1String(".sqlite"))) {
        const QString mail = run.databasePath.chopped(7) + QStringLiteral("-mailserver.sqlite");
        const QString to = QDir(folder).filePath(QFileInfo(mail).fileName());
        error = copyInto(mail, to);
        if (error.isEmpty() && written && QFileInfo::exists(to))
            written->append(to);
    }
    return error;
}

QString writeDocument(const QDir &dir, const QString &stem, const ReportDocument &doc, ReportFigures &figures,
                      bool html, bool pdf, QStringList *written)
{
    QString error;
    if (html)
        error = put(dir, stem + QStringLiteral(".html"), ReportHtml::render(doc, figures), written);
    if (error.isEmpty() && pdf)
        error = put(dir, stem + QStringLiteral(".pdf"), ReportPdf::render(doc, figures), written);
    return error;
}

} // namespace

QStringList ReportFiles::formats()
{
    return ReportWriter::knownFormats();
}

QString ReportFiles::writeRun(const RunResult &run, const Options &o, QStringList *written)
{
    const QString folder = o.context.folder;
    if (cancelled(o))
        return {};
    QString error = ReportWriter::notAResult(run, folder).error();
    if (error.isEmpty())
        error = ReportWriter::ensureFolder(folder).error();
    if (!error.isEmpty())
        return error;
    const QDir dir(folder);
    const auto step = [&](double f, const QString &file) {
        if (o.progress)
            o.progress(f, file);
    };
    QString database;
    step(0.0, QStringLiteral("scenario.json"));
    error = bringDatabase(run, folder, &database, written);
    if (error.isEmpty())
        error = ScenarioIo::save(run.scenario, dir.filePath(QStringLiteral("scenario.json"))).error();
    if (!error.isEmpty())
        return error;
    if (written)
        written->append(dir.filePath(QStringLiteral("scenario.json")));

    RunReport report = ReportModel::run(run, o.context);
    report.database = database;
    report.duplicatesDatabase = database;
    if (vocab::effect(run.scenario.effect) == Effect::SendEmail && database.endsWith(QLatin1String(".sqlite")))
        report.duplicatesDatabase = database.chopped(7) + QStringLiteral("-mailserver.sqlite");
    QJsonObject extra;
    extra.insert(QStringLiteral("reproduce"), report.reproduce);
    extra.insert(QStringLiteral("database"), database);

    const bool csv = o.formats.contains(QLatin1String("csv"));
    const double csvShare = csv ? 0.5 : 0.0;
    const bool html = o.formats.contains(QLatin1String("html"));
    const bool pdf = o.formats.contains(QLatin1String("pdf"));
    const bool worksheet = o.formats.contains(QLatin1String("worksheet"));
    // The rendered reports go in before summary.json (ReportWriter writes it
    // last): its presence means the whole report is there.
    const auto documents = [&]() -> QString {
        QString e;
        ReportFigures figures;
        if (html || pdf) {
            step(0.1 + csvShare * 0.8, QStringLiteral("report"));
            e = writeDocument(dir, QStringLiteral("report"), ReportComposer::run(report), figures, html, pdf, written);
        }
        if (e.isEmpty() && worksheet && !cancelled(o)) {
            step(0.9, QStringLiteral("worksheet"));
            e = writeDocument(dir, QStringLiteral("worksheet"), ReportComposer::worksheet(report), figures, true, true,
                              written);
            if (e.isEmpty())
                e = writeDocument(dir, QStringLiteral("answer-key"), ReportComposer::answerKey(report), figures, true, true,
                                  written);
        }
        return e;
    };
    // Sentences for a reader in the report's digits and units, as the HTML
    // and the console print them; the fields for programs stay Latin.
    const auto sentence = [](const QString &text) { return UiFormat::localizeNumbers(text); };
    error = ReportWriter::write(run, folder, o.formats, written, extra,
                                [&](double f) { step(0.05 + f * csvShare, QStringLiteral("trace.csv")); }, o.cancel,
                                documents, sentence).error();
    if (error.isEmpty() && !cancelled(o))
        step(1.0, QString());
    return error;
}

QString ReportFiles::writeComparison(const QVector<const RunResult *> &runs, const Options &o, QStringList *written)
{
    const QString folder = o.context.folder;
    QString error = ReportWriter::ensureFolder(folder).error();
    if (!error.isEmpty() || runs.isEmpty())
        return error;
    const QDir dir(folder);
    if (o.progress)
        o.progress(0.0, QStringLiteral("scenario.json"));
    error = ScenarioIo::save(runs.first()->scenario, dir.filePath(QStringLiteral("scenario.json"))).error();
    if (error.isEmpty() && written)
        written->append(dir.filePath(QStringLiteral("scenario.json")));
    const double runsShare = o.perRunReports ? 0.6 : 0.0; // of the progress bar
    // One run report per strategy, in its own folder.
    for (int i = 0; i < runs.size() && o.perRunReports && error.isEmpty() && !cancelled(o); ++i) {
        const RunResult &r = *runs.at(i);
        if (!r.error.isEmpty())
            continue;
        Options sub = o;
        sub.context.folder = dir.filePath(r.scenario.strategy.id);
        sub.formats.removeAll(QStringLiteral("worksheet"));
        sub.progress = {};
        if (o.progress)
            o.progress(runsShare * i / runs.size(), r.scenario.strategy.id);
        error = writeRun(r, sub, written);
    }
    if (error.isEmpty() && o.formats.contains(QLatin1String("csv")))
        error = put(dir, QStringLiteral("comparison.csv"), ComparisonJson::csv(runs), written);
    const bool html = o.formats.contains(QLatin1String("html"));
    const bool pdf = o.formats.contains(QLatin1String("pdf"));
    if (error.isEmpty() && (html || pdf) && !cancelled(o)) {
        if (o.progress)
            o.progress(runsShare + 0.1, QStringLiteral("comparison"));
        const ComparisonReport report = ReportModel::comparison(runs, o.context);
        ReportFigures figures;
        error = writeDocument(dir, QStringLiteral("comparison"), BatchComposer::comparison(report), figures, html, pdf,
                              written);
    }
    // comparison.json last: its presence means the whole comparison is there.
    if (error.isEmpty() && !cancelled(o))
        error = put(dir, QStringLiteral("comparison.json"),
                    QJsonDocument(ComparisonJson::build(runs)).toJson(QJsonDocument::Indented), written);
    if (error.isEmpty() && o.progress)
        o.progress(1.0, QString());
    return error;
}

QString ReportFiles::writeSweep(const Scenario &scenario, const QString &path, const QVector<double> &values,
                                const QStringList &strategies, const QVector<SweepCell> &cells, const Options &o,
                                QStringList *written)
{
    const QString folder = o.context.folder;
    QString error = ReportWriter::ensureFolder(folder).error();
    if (!error.isEmpty())
        return error;
    const QDir dir(folder);
    if (o.progress)
        o.progress(0.0, QStringLiteral("scenario.json"));
    error = ScenarioIo::save(scenario, dir.filePath(QStringLiteral("scenario.json"))).error();
    if (error.isEmpty() && written)
        written->append(dir.filePath(QStringLiteral("scenario.json")));
    if (error.isEmpty())
        error = put(dir, QStringLiteral("sweep.csv"), SweepRunner::csv(path, cells), written);
    const bool html = o.formats.contains(QLatin1String("html"));
    const bool pdf = o.formats.contains(QLatin1String("pdf"));
    if (error.isEmpty() && (html || pdf) && !cancelled(o)) {
        if (o.progress)
            o.progress(0.1, QStringLiteral("sweep"));
        const SweepReport report = ReportModel::sweep(scenario, path, values, strategies, cells, o.context);
        ReportFigures figures;
        error = writeDocument(dir, QStringLiteral("sweep"), BatchComposer::sweep(report), figures, html, pdf, written);
    }
    if (error.isEmpty() && !cancelled(o) && o.progress)
        o.progress(1.0, QString());
    return error;
}

} // namespace idem::ui
