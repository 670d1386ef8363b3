#include "checkprocesses.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <unistd.h>

namespace idem::live {

namespace {
// The socket inode of a /proc/net/tcp line "sl local rem st … uid timeout inode",
// addresses as hex "0100007F:1F90"; 0 when the line is not that connection.
quint64 inodeOf(const QByteArray &line, quint16 localPort, quint16 remotePort)
{
    const QList<QByteArray> f = line.simplified().split(' ');
    if (f.size() < 10)
        return 0;
    bool ok1 = false, ok2 = false;
    const uint local = f.at(1).mid(f.at(1).indexOf(':') + 1).toUInt(&ok1, 16);
    const uint remote = f.at(2).mid(f.at(2).indexOf(':') + 1).toUInt(&ok2, 16);
    if (!ok1 || !ok2 || local != localPort || remote != remotePort)
        return 0;
    return f.at(9).toULongLong();
}

quint64 findInode(quint16 localPort, quint16 remotePort)
{
    for (const char *table : {"/proc/net/tcp", "/proc/net/tcp6"}) {
        QFile file(QString::fromLatin1(table));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        // /proc files have no size: read line by line.
        file.readLine();
        for (QByteArray line = file.readLine(); !line.isEmpty(); line = file.readLine()) {
            if (const quint64 inode = inodeOf(line, localPort, remotePort))
                return inode;
        }
    }
    return 0;
}
} // namespace

qint64 CheckProcesses::pidOfConnection(quint16 localPort, quint16 remotePort)
{
    const quint64 inode = findInode(localPort, remotePort);
    if (inode == 0)
        return 0;
    const QByteArray target = "socket:[" + QByteArray::number(inode) + ']';
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        bool ok = false;
        const qint64 n = pid.toLongLong(&ok);
        if (!ok)
            continue;
        const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
        for (const QString &fd : fds.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot)) {
            // The link's own text ("socket:[inode]"), not a path to resolve.
            char link[64];
            const ssize_t n2 = ::readlink(QFile::encodeName(fds.filePath(fd)).constData(), link, sizeof link);
            if (n2 == target.size() && QByteArray(link, int(n2)) == target)
                return n;
        }
    }
    return 0;
}

QList<qint64> CheckProcesses::lineage(qint64 pid)
{
    QList<qint64> chain;
    while (pid > 1 && chain.size() < 64) {
        chain.append(pid);
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            break;
        // "pid (comm) state ppid …": comm may hold spaces and parentheses.
        const QByteArray text = stat.readAll();
        const QList<QByteArray> rest = text.mid(text.lastIndexOf(')') + 2).split(' ');
        pid = rest.size() > 1 ? rest.at(1).toLongLong() : 0;
    }
    return chain;
}

} // namespace idem::live
