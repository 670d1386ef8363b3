#include "runretention.h"

#include "runpaths.h"
#include "store/rundatabase.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <algorithm>

namespace idem::ui {

namespace {
qint64 folderBytes(const QString &path)
{
    qint64 bytes = 0;
    QDirIterator it(path, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        bytes += it.fileInfo().size();
    }
    return bytes;
}

qint64 runBytes(const QString &database)
{
    qint64 bytes = 0;
    const QString mail = RunDatabase::mailServerPath(database);
    for (const QString &base : {database, mail}) {
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            bytes += QFileInfo(base + suffix).size();
    }
    return bytes;
}

bool keeps(const QString &entry, const QStringList &keep)
{
    const QString absolute = QFileInfo(entry).absoluteFilePath();
    for (const QString &k : keep) {
        const QString kept = QFileInfo(k).absoluteFilePath();
        if (kept == absolute || kept.startsWith(absolute + QLatin1Char('/')))
            return true;
    }
    return false;
}
} // namespace

QVector<RunRetention::Entry> RunRetention::entries(const QString &folder)
{
    QVector<Entry> out;
    const QDir dir(folder);
    QFileInfoList infos = dir.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    // Oldest first, by the start written in each name (the names begin with
    // the scenario, not the time); one without it by when it was last written.
    const auto started = [](const QFileInfo &info) {
        const QDateTime named = RunPaths::startOf(info.fileName());
        return named.isValid() ? named : info.lastModified().toUTC();
    };
    std::stable_sort(infos.begin(), infos.end(),
                     [&](const QFileInfo &a, const QFileInfo &b) { return started(a) < started(b); });
    for (const QFileInfo &info : infos) {
        const QString name = info.fileName();
        if (info.isDir()) {
            out.append({info.absoluteFilePath(), folderBytes(info.absoluteFilePath()), true});
            continue;
        }
        // One entry a run: its database; the mail server's file, the WAL
        // files and a run still being written go with it or are not listed.
        if (!name.endsWith(QLatin1String(".sqlite")) || name.endsWith(QLatin1String("-mailserver.sqlite")))
            continue;
        out.append({info.absoluteFilePath(), runBytes(info.absoluteFilePath()), false});
    }
    std::reverse(out.begin(), out.end());
    return out;
}

QStringList RunRetention::prune(const QString &folder, const RunLimits &limits, const QStringList &keep,
                                QStringList *failed)
{
    const QVector<Entry> all = entries(folder);
    qint64 total = 0;
    for (const Entry &e : all)
        total += e.bytes;
    int count = int(all.size());
    QStringList removed;
    // Oldest first; the newest is never a candidate (it is the run that just ended).
    for (int i = int(all.size()) - 1; i > 0; --i) {
        if (count <= qMax(1, limits.maxRuns) && total <= limits.maxBytes)
            break;
        const Entry &e = all.at(i);
        if (keeps(e.path, keep))
            continue;
        const bool gone = e.folder ? QDir(e.path).removeRecursively() : RunDatabase::remove(e.path).ok();
        if (!gone) {
            if (failed)
                failed->append(e.path);
            continue;
        }
        removed.append(e.path);
        --count;
        total -= e.bytes;
    }
    return removed;
}

} // namespace idem::ui
