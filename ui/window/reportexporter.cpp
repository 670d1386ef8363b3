#include "reportexporter.h"

#include "messages.h"
#include "reportpdf.h"
#include "settings.h"

#include "report/reportwriter.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>

namespace idem::ui {

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
    setRun(nullptr);
}

void ReportExporter::setRun(RunPtr run)
{
    m_run = std::move(run);
    m_menu->setEnabled(m_run != nullptr);
    for (QAction *a : m_menu->actions())
        a->setEnabled(m_run != nullptr);
}

QString ReportExporter::exportTo(const QString &format, const QString &target, QStringList *written) const
{
    if (!m_run)
        return tr("There is no run to export.");
    if (format == QLatin1String("pdf")) {
        const QString error = ReportPdf::write(*m_run, target);
        if (error.isEmpty() && written)
            written->append(target);
        return error;
    }
    const QStringList formats = format == QLatin1String("all")
        ? QStringList{QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html")}
        : QStringList{format};
    QString error = ReportWriter::write(*m_run, target, formats, written);
    if (error.isEmpty() && format == QLatin1String("all")) {
        const QString pdf = QDir(target).filePath(QStringLiteral("report.pdf"));
        error = ReportPdf::write(*m_run, pdf);
        if (error.isEmpty() && written)
            written->append(pdf);
    }
    return error;
}

void ReportExporter::chooseAndExport(const QString &format)
{
    if (!m_run)
        return;
    Settings settings;
    QString target;
    if (format == QLatin1String("pdf")) {
        const QString suggested = QDir(settings.lastFolder()).filePath(m_run->scenario.strategy.id + QStringLiteral("-report.pdf"));
        target = QFileDialog::getSaveFileName(m_window, tr("Export PDF report"), suggested, tr("PDF files (*.pdf)"));
    } else {
        target = QFileDialog::getExistingDirectory(m_window, tr("Export the report into a folder"), settings.lastFolder());
    }
    if (target.isEmpty())
        return;
    settings.setLastFolder(format == QLatin1String("pdf") ? QFileInfo(target).absolutePath() : target);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QStringList written;
    const QString error = exportTo(format, target, &written);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        Messages::error(m_window, tr("Cannot export the report"), error);
        return;
    }
    emit statusMessage(tr("Files exported to %1: %2")
                           .arg(QLocale().toString(int(written.size()))).arg(format == QLatin1String("pdf") ? target : QDir::toNativeSeparators(target)));
}

} // namespace idem::ui
