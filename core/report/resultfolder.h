#pragma once

#include "../base/outcome.h"

#include <QString>
#include <QStringList>

namespace idem {

// The --out folder of one command-line run. open() creates it, takes its
// lock (".idemlab.lock" holding the owner's pid; an flock, so a killed owner
// never keeps it) and removes the previous run's results, summary.json
// first, so nothing of an earlier run can be read as this one's. A second
// run into a folder a live run holds is refused, naming that run's pid. The
// lock is released when the object is destroyed. Unix only; one thread.
class ResultFolder final
{
    Q_DISABLE_COPY_MOVE(ResultFolder)
public:
    explicit ResultFolder(const QString &folder);
    ~ResultFolder();

    // Success, or an error naming the folder or file; a caller must not run
    // into a folder it failed to open.
    Outcome open();
    QString path() const { return m_folder; }
    // Success while the folder's lock file is still the one open() took; an
    // error naming the folder when it was deleted or replaced under the run
    // (then nothing more may be written or removed there).
    Outcome stillHeld() const;

    static QString lockName() { return QStringLiteral(".idemlab.lock"); }
    // Every file name a run writes into a folder (reports, run databases of
    // every strategy, their -wal/-shm and partial files, QSaveFile leftovers).
    static bool isResultFile(const QString &fileName);

private:
    Outcome takeLock();
    Outcome clearPrevious();

    QString m_folder;
    int m_fd = -1;
};

} // namespace idem
