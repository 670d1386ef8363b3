#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace idem::ui {

// How many of the window's runs the runs folder keeps (RunPaths::folder()):
// a number of runs and a total size; whichever is reached first prunes the
// oldest. A run is a run database with its mail-server file (and their WAL
// files), or a compare, sweep or live folder.
// (The user's limits are in Settings: maxRuns, maxRunBytes.)
struct RunLimits
{
    int maxRuns = 50;
    qint64 maxBytes = qint64(2) * 1024 * 1024 * 1024;
};

class RunRetention final
{
public:
    struct Entry
    {
        QString path; // the run database (…-<strategy>-<seed>-<time>.sqlite) or the batch folder
        qint64 bytes = 0;
        bool folder = false;
    };
    // The folder's runs, newest first (by the start their names end with,
    // RunPaths::startOf). A run still being written
    // (a .partial file) is not listed: it is nobody's to prune.
    static QVector<Entry> entries(const QString &folder);
    // Removes the oldest runs until at most `limits` remain, never one in
    // `keep` (the runs the user kept, the one on screen; a path inside a
    // folder keeps the folder) and never the newest. Returns what it
    // removed, and in `failed` what it could not.
    static QStringList prune(const QString &folder, const RunLimits &limits, const QStringList &keep,
                             QStringList *failed = nullptr);
};

} // namespace idem::ui
