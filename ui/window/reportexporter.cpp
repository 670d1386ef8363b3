#include "reportexporter.h"

#include "messages.h"
#include "report/backgroundreport.h"
#include "settings.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>

namespace idem::ui {

namespace {
QStringList formatsOf(const QString &format)
{
    if (format == QLatin1String("all"))
        return {QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html"), QStringLiteral("pdf")};
    return {format};
}

ReportFiles::Options optionsFor(const QString &format, const QString &folder)
{
    ReportFiles::Options options;
    options.formats = formatsOf(format);
    options.context.folder = folder;
    options.context.appVersion = QCoreApplication::applicationVersion();
    options.context.created = QDateTime::currentDateTimeUtc();
    return options;
}
} // namespace

ReportExporter::ReportExporter(QWidget *window, JobController *jobs) : QObject(window), m_window(window)
{
    m_report = new BackgroundReport(jobs ? jobs : new JobController(this), JobKind::RunReport, window);
    connect(m_report, &BackgroundReport::progressed, this, &ReportExporter::progressed);
    connect(m_report, &BackgroundReport::finished, this, &ReportExporter::onFinished);
    m_menu = new QMenu(tr("&Export Report"), window);
    m_menu->setObjectName(QStringLiteral("exportMenu"));
    const QList<QPair<QString, QString>> formats = {
        {QStringLiteral("html"), tr("&HTML…")}, {QStringLiteral("pdf"), tr("&PDF…")},
        {QStringLiteral("csv"), tr("&CSV…")},   {QStringLiteral("json"), tr("&JSON…")},
        {QStringLiteral("all"), tr("&All formats…")},
    };
    for (const auto &f : formats) {
        QAction *a = m_menu->addAction(f.second);
        a->setObjectName(QStringLiteral("export-") + f.first);
        const QString format = f.first;
        connect(a, &QAction::triggered, this, [this, format] { chooseAndExport(format); });
    }
    QAction *html = m_menu->actions().constFirst();
    html->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    html->setProperty("shortcutLabel", tr("Export the report as HTML"));
    m_worksheet = new QAction(tr("Export &Worksheet…"), this);
    m_worksheet->setObjectName(QStringLiteral("export-worksheet"));
    m_worksheet->setToolTip(tr("A printable handout for students, with a separate answer key"));
    connect(m_worksheet, &QAction::triggered, this, [this] { chooseAndExport(QStringLiteral("worksheet")); });

    setRun(nullptr);
}

void ReportExporter::setRun(RunPtr run)
{
    m_run = std::move(run);
    const bool on = m_run != nullptr && !isExporting();
    m_menu->setEnabled(on);
    for (QAction *a : m_menu->actions())
        a->setEnabled(on);
    m_worksheet->setEnabled(on);
}

QString ReportExporter::exportTo(const QString &format, const QString &folder, QStringList *written) const
{
    if (!m_run)
        return tr("There is no run to export.");
    return ReportFiles::writeRun(*m_run, optionsFor(format, folder), written);
}

bool ReportExporter::isExporting() const
{
    return m_report->isBusy();
}

void ReportExporter::startExport(const QString &format, const QString &folder)
{
    startExport(format, folder, false);
}

void ReportExporter::startExport(const QString &format, const QString &folder, bool dialog)
{
    if (!m_run || isExporting())
        return;
    const RunPtr run = m_run; // shared: it outlives the next run on screen
    m_report->start(
        optionsFor(format, folder), [run](const ReportFiles::Options &o, QStringList *written) { return ReportFiles::writeRun(*run, o, written); },
        {}, dialog);
    setRun(m_run);
}

void ReportExporter::cancel()
{
    m_report->cancel();
}

void ReportExporter::chooseAndExport(const QString &format)
{
    if (!m_run || isExporting())
        return;
    Settings settings;
    const QString title = format == QLatin1String("worksheet") ? tr("Export the worksheet into a folder")
                                                               : tr("Export the report into a folder");
    const QString folder = QFileDialog::getExistingDirectory(m_window, title, settings.lastFolder());
    if (folder.isEmpty())
        return;
    settings.setLastFolder(folder);
    startExport(format, folder, true);
}

void ReportExporter::onFinished(const QString &error, const QStringList &written, bool cancelled)
{
    setRun(m_run);
    if (cancelled) {
        // BackgroundReport took the files back.
        emit statusMessage(tr("Export cancelled; nothing was left behind."));
    } else if (!error.isEmpty()) {
        Messages::error(m_window, tr("Cannot export the report"), error);
    } else {
        const QString folder = written.isEmpty() ? QString() : QFileInfo(written.constFirst()).absolutePath();
        emit statusMessage(tr("%1 files exported to %2")
                               .arg(QLocale().toString(int(written.size())), QDir::toNativeSeparators(folder)));
    }
    emit finished(error, written, cancelled);
}

} // namespace idem::ui
