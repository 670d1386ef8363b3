#pragma once

#include <QList>
#include <QtGlobal>

namespace idem::live {

// Which process opened a loopback TCP connection, from Linux's /proc: the
// socket whose local end is 127.0.0.1:`localPort` and whose remote end is
// port `remotePort` (/proc/net/tcp gives its inode), then the process holding
// that inode among its descriptors (/proc/PID/fd). The check run maps each
// connection its proxy accepts to the consumer process it started this way
// (a shell's child, a runtime's worker: their ancestors are walked).
class CheckProcesses final
{
public:
    // 0 when no process (that this user may read) holds such a socket.
    static qint64 pidOfConnection(quint16 localPort, quint16 remotePort);
    // pid, its parent, its parent's parent… (from /proc/PID/stat), pid first.
    static QList<qint64> lineage(qint64 pid);
};

} // namespace idem::live
