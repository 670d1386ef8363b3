#pragma once

#include <QString>

namespace idem::live {

// The output folder of `idemlab check` and `idemlab live` as the place the
// run writes to (issue 27): the private RabbitMQ node's data (a check keeps
// it in OUT/check), the run's SQLite file its consumers write, the user's
// default effects file, the results. When the folder's disk is the problem
// the command says so, naming the folder, and exits 4 ("results could not
// be written") instead of blaming the consumer or the node.
class LiveOutput final
{
public:
    // RabbitMQ blocks every publisher while its data's disk has less free
    // space than its disk_free_limit (liveservers.cpp writes 50 MB): a
    // check whose node would keep its data there waits for nothing.
    static constexpr qint64 kNodeDiskFreeLimit = 50ll * 1024 * 1024;
    static constexpr qint64 kNodeNeeds = kNodeDiskFreeLimit + 16ll * 1024 * 1024;

    // Bytes an unprivileged writer can still use on the disk of `folder`
    // (or of its nearest existing parent); -1 when unknown.
    static qint64 freeBytes(const QString &folder);
    // Why a private RabbitMQ node cannot keep its data in `folder` (too
    // little free space, naming the folder and both amounts), or empty.
    static QString tooFullForNode(const QString &folder);
    // After a run failed with `error`: the message naming `folder` when its
    // disk is full (SQLite's "database or disk is full", ENOSPC, or less
    // than 1 MB left), else empty.
    static QString fullFolder(const QString &folder, const QString &error);

    LiveOutput() = delete;
};

} // namespace idem::live
