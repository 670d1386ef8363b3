#include "reportexporter.h"

#include "messages.h"
#include "report/reportfigures.h"
#include "reportexportworker.h"
#include "settings.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLocale>
#include <QMenu>
#include <QProgressDialog>

namespace idem::ui {

namespace {
QStringList formatsOf(const QString &format)
{
    if (format == QLatin1String("all"))
        return {QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html"), QStringLiteral("pdf")};
    return {format};
}
} // namespace

ReportExporter::ReportExporter(QWidget *window) : QObject(window), m_window(window)
{
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

    m_worker = new ReportExportWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &ReportExportWorker::progressed, this, [this](quint64 job, double f, const QString &file) {
        if (job != m_job)
            return;
        if (m_progress)
            m_progress->setValue(int(f * 1000));
        emit progressed(f, file);
    });
    connect(m_worker, &ReportExportWorker::finished, this, &ReportExporter::onFinished);
    m_thread.setObjectName(QStringLiteral("report-export"));
    m_thread.start();
    setRun(nullptr);
}

ReportExporter::~ReportExporter()
{
    if (m_cancel)
        m_cancel->store(true);
    m_thread.requestInterruption();
    m_thread.quit();
    m_thread.wait();
}

void ReportExporter::setRun(RunPtr run)
{
    m_run = std::move(run);
    const bool on = m_run != nullptr && !m_busy;
    m_menu->setEnabled(on);
    for (QAction *a : m_menu->actions())
        a->setEnabled(on);
    m_worksheet->setEnabled(on);
}

QString ReportExporter::exportTo(const QString &format, const QString &folder, QStringList *written) const
{
    if (!m_run)
        return tr("There is no run to export.");
    ReportFiles::Options options;
    options.formats = formatsOf(format);
    options.context.folder = folder;
    options.context.appVersion = QCoreApplication::applicationVersion();
    options.context.created = QDateTime::currentDateTimeUtc();
    return ReportFiles::writeRun(*m_run, options, written);
}

void ReportExporter::startExport(const QString &format, const QString &folder)
{
    if (!m_run || m_busy)
        return;
    // The legend is the window's widget: record it here, on the GUI thread.
    ReportFigures::prepareLegend();
    ReportExportWorker::Job job;
    job.id = ++m_job;
    job.run = m_run;
    job.options.formats = formatsOf(format);
    job.options.context.folder = folder;
    job.options.context.appVersion = QCoreApplication::applicationVersion();
    job.options.context.created = QDateTime::currentDateTimeUtc();
    job.cancel = m_cancel = std::make_shared<std::atomic_bool>(false);
    m_busy = true;
    setRun(m_run);
    ReportExportWorker *worker = m_worker;
    QMetaObject::invokeMethod(worker, [worker, job] { worker->run(job); }, Qt::QueuedConnection);
}

void ReportExporter::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ReportExporter::chooseAndExport(const QString &format)
{
    if (!m_run || m_busy)
        return;
    Settings settings;
    const QString title = format == QLatin1String("worksheet") ? tr("Export the worksheet into a folder")
                                                               : tr("Export the report into a folder");
    const QString folder = QFileDialog::getExistingDirectory(m_window, title, settings.lastFolder());
    if (folder.isEmpty())
        return;
    settings.setLastFolder(folder);
    m_progress = new QProgressDialog(tr("Writing the report…"), tr("Cancel"), 0, 1000, m_window);
    m_progress->setObjectName(QStringLiteral("exportProgress"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, this, &ReportExporter::cancel);
    startExport(format, folder);
}

void ReportExporter::onFinished(quint64 job, const QString &error, const QStringList &written, bool cancelled)
{
    if (job != m_job)
        return;
    m_busy = false;
    setRun(m_run);
    if (m_progress) {
        m_progress->close();
        m_progress->deleteLater();
    }
    if (cancelled) {
        // Whole files only, but an incomplete set: take it back.
        for (const QString &path : written)
            QFile::remove(path);
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
