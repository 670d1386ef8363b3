#include "reportpdf.h"

#include "report/reportwriter.h"

#include <QFile>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace idem {

QString ReportPdf::write(const RunResult &result, const QString &path)
{
    const QFileInfo info(path);
    if (!QFileInfo(info.absolutePath()).isWritable())
        return QStringLiteral("%1: the folder is not writable").arg(path);
    const QString partial = path + QStringLiteral(".part");
    {
        QPdfWriter writer(partial);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setTitle(result.scenario.name);
        writer.setCreator(QStringLiteral("Idempotency Lab"));
        QTextDocument doc;
        doc.setHtml(ReportWriter::html(result));
        doc.print(&writer);
    }
    if (!QFileInfo::exists(partial))
        return QStringLiteral("%1: cannot write the PDF").arg(path);
    QFile::remove(path);
    if (!QFile::rename(partial, path))
        return QStringLiteral("%1: cannot write the PDF").arg(path);
    return {};
}

} // namespace idem
