#include "batchfolder.h"

#include "run/runpaths.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace idem::ui {

QString BatchFolder::fresh(const QString &kind)
{
    // Locale-neutral stamp: a Persian locale must not put its digits in a path.
    const QString stamp = QLocale::c().toString(QDateTime::currentDateTime(), QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    const QDir runs(RunPaths::folder());
    QString path = runs.filePath(QStringLiteral("%1-%2").arg(stamp, kind));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = runs.filePath(QStringLiteral("%1-%2-%3").arg(stamp, kind).arg(n));
    return path;
}

} // namespace idem::ui
