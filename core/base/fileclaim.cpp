#include "fileclaim.h"

#include <QFile>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace idem {

FileClaim::~FileClaim()
{
    release();
}

bool FileClaim::claim(const QString &path)
{
    release();
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return false;
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        ::close(fd);
        return false;
    }
    m_fd = fd;
    m_device = st.st_dev;
    m_inode = st.st_ino;
    return true;
}

bool FileClaim::isAt(const QString &path) const
{
    struct stat st {};
    return m_fd >= 0 && ::lstat(QFile::encodeName(path).constData(), &st) == 0 && st.st_dev == m_device
        && st.st_ino == m_inode;
}

bool FileClaim::removeIfAt(const QString &path) const
{
    if (!isAt(path))
        return true; // nothing of ours there
    return ::unlink(QFile::encodeName(path).constData()) == 0;
}

void FileClaim::release()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

} // namespace idem
