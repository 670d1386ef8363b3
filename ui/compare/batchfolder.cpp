#include "batchfolder.h"

#include "run/runpaths.h"

#include <QCoreApplication>
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

bool BatchFolder::make(const QString &folder, JobOutcome *failure)
{
    if (QDir().mkpath(folder))
        return true;
    failure->error = QCoreApplication::translate("idem::ui::ComparisonWorker",
                                                 "Cannot create the folder %1 for the run databases.")
                         .arg(QDir::toNativeSeparators(folder));
    failure->file = folder;
    return false;
}

} // namespace idem::ui
