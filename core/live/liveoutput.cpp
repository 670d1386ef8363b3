#include "liveoutput.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStorageInfo>

namespace idem::live {

namespace {
constexpr qint64 kNearlyFull = 1024 * 1024;

QString megabytes(qint64 bytes)
{
    return QLocale::c().toString(double(bytes) / (1024.0 * 1024.0), 'f', 1) + QStringLiteral(" MB");
}
} // namespace

qint64 LiveOutput::freeBytes(const QString &folder)
{
    QString path = QFileInfo(folder).absoluteFilePath();
    while (!path.isEmpty() && !QFileInfo::exists(path)) {
        const QString parent = QFileInfo(path).absolutePath();
        if (parent == path)
            break;
        path = parent;
    }
    const QStorageInfo disk(path);
    return disk.isValid() && disk.isReady() ? disk.bytesAvailable() : -1;
}

QString LiveOutput::tooFullForNode(const QString &folder)
{
    const qint64 free = freeBytes(folder);
    if (free < 0 || free >= kNodeNeeds)
        return {};
    return QStringLiteral("%1: the results could not be written: its disk has %2 free, and the check keeps its "
                          "private RabbitMQ node's data there, which needs about %3 (RabbitMQ takes no message "
                          "while less than %4 is free); free some space or give another --out")
        .arg(QDir::toNativeSeparators(folder), megabytes(free), megabytes(kNodeNeeds), megabytes(kNodeDiskFreeLimit));
}

QString LiveOutput::fullFolder(const QString &folder, const QString &error)
{
    const qint64 free = freeBytes(folder);
    const bool said = error.contains(QLatin1String("disk is full"), Qt::CaseInsensitive)
        || error.contains(QLatin1String("No space left"), Qt::CaseInsensitive)
        || error.contains(QLatin1String("ENOSPC"));
    if (!said && (free < 0 || free >= kNearlyFull))
        return {};
    return QStringLiteral("%1: the results could not be written: its disk is full (%2 free), so the run stopped "
                          "(every process and server it started was stopped): %3")
        .arg(QDir::toNativeSeparators(folder), megabytes(qMax<qint64>(0, free)), error);
}

} // namespace idem::live
