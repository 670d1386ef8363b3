#include "filesync.h"

#include <QFileDevice>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace idem {

QString flushToDisk(QFileDevice &file)
{
    if (!file.flush()) {
        const QString why = file.errorString();
        return why.isEmpty() ? QString::fromLocal8Bit(strerror(ENOSPC)) : why;
    }
    const int fd = file.handle();
    // EINVAL: a file that cannot be synced (a pipe, some special files).
    if (fd >= 0 && ::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
        return QString::fromLocal8Bit(strerror(errno));
    return {};
}

} // namespace idem
