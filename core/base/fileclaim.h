#pragma once

#include <QString>

namespace idem {

// A file this process created, known by what it is (device and inode), not
// by its name: someone may delete it, or the folder it is in, and another
// run may put its own file under the same name (`rm -rf out` under a live
// run, then a second run into `out`). Only the claimed file is ever renamed
// or removed. The claim holds the file open (read-only), so its inode number
// cannot be handed to a new file while the claim lasts; release() it only
// when no SQLite connection of this process has the file open (closing any
// descriptor of a file drops the process's POSIX locks on it). Unix only;
// one thread.
class FileClaim final
{
    Q_DISABLE_COPY_MOVE(FileClaim)
public:
    FileClaim() = default;
    ~FileClaim();

    // Claims the file now at `path`; false (and no claim) if there is none.
    bool claim(const QString &path);
    bool claimed() const { return m_fd >= 0; }
    // Whether `path` names the claimed file (false when nothing is claimed).
    bool isAt(const QString &path) const;
    // Removes `path` if it names the claimed file; another file under the
    // name is left as it is. False only when the claimed file is there and
    // cannot be removed.
    bool removeIfAt(const QString &path) const;
    void release();

private:
    int m_fd = -1;
    unsigned long long m_device = 0;
    unsigned long long m_inode = 0;
};

} // namespace idem
