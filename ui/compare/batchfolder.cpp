#include "batchfolder.h"

#include "run/runpaths.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace idem::ui {

QString BatchFolder::fresh(const QString &scenario, const QString &kind, quint64 seed)
{
    const QDir runs(RunPaths::folder());
    const QString name = RunPaths::runName(scenario, kind, seed, QDateTime::currentDateTimeUtc());
    QString path = runs.filePath(name);
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = runs.filePath(QStringLiteral("%1-%2").arg(name).arg(n));
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
