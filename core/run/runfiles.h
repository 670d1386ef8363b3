#pragma once

#include "../base/fileclaim.h"
#include "../base/outcome.h"

#include <QString>

namespace idem {

// The SQLite files one run creates, the consumer database and the mail
// server's: "<final>.partial" while the run lasts, then the final names.
// Claimed by identity as soon as they exist (FileClaim), so a run renames and
// removes only its own files: if its folder is deleted under it and another
// run takes the names, this run's end leaves that run's files alone
// (issue 27). Owned by one Simulation; one thread.
class RunFiles final
{
    Q_DISABLE_COPY_MOVE(RunFiles)
public:
    explicit RunFiles(const QString &finalPath);

    // After RunDatabase::create and the first connection to each file.
    void claim();
    // Success while both partial files are still this run's; else an error
    // naming the file that was removed or replaced.
    Outcome stillOurs() const;
    // The partial files (with a -wal a failed checkpoint left) under their
    // final names, the mail server's first. Every connection must be closed.
    Outcome publish();
    // Removes this run's files under either name (and their -wal/-shm), and
    // nothing else. Every connection must be closed.
    Outcome remove();
    // Ends the claims; call when no connection to the files is open.
    void release();

private:
    QString m_final;
    FileClaim m_database;
    FileClaim m_mail;
};

} // namespace idem
