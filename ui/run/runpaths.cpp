#include "runpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

namespace idem::ui {

QString RunPaths::folder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("runs"));
}

QString RunPaths::newRunPath(const QString &strategy, const QDateTime &when)
{
    const QString dir = folder();
    if (!QDir().mkpath(dir))
        return {};
    // Locale-neutral stamp: a Persian locale must not put its digits in a file name.
    const QString stamp = QLocale::c().toString(when, QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString safe = strategy;
    for (QChar &c : safe) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-'))
            c = QLatin1Char('_');
    }
    QString path = QDir(dir).filePath(QStringLiteral("%1-%2.sqlite").arg(stamp, safe));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QDir(dir).filePath(QStringLiteral("%1-%2-%3.sqlite").arg(stamp, safe).arg(n));
    return path;
}

} // namespace idem::ui
