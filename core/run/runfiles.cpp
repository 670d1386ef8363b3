#include "runfiles.h"

#include "../store/rundatabase.h"

#include <QCoreApplication>
#include <QFile>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace idem {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("idem::RunFiles", text);
}

const QString kWal = QStringLiteral("-wal");
const QString kShm = QStringLiteral("-shm");

// The file's -wal first (committed pages a failed checkpoint left), then the
// file; the -shm is an index SQLite rebuilds. Only when `claim` is at `from`.
QString renameOwn(const FileClaim &claim, const QString &from, const QString &to)
{
    if (!claim.isAt(from))
        return tr("%1: the run's database was removed or replaced while the run lasted (was the folder deleted, "
                  "or is another run using it?); nothing was published")
            .arg(from);
    // A -wal left under the final name belongs to no file of ours: SQLite
    // must not replay it into this one.
    if (!QFile::exists(from + kWal))
        QFile::remove(to + kWal);
    QFile::remove(to + kShm);
    for (const QString &suffix : {kWal, QString()}) {
        if (!QFile::exists(from + suffix))
            continue;
        if (std::rename(QFile::encodeName(from + suffix).constData(), QFile::encodeName(to + suffix).constData()) != 0)
            return tr("%1: cannot rename the finished run database into place: %2")
                .arg(to + suffix, QString::fromLocal8Bit(strerror(errno)));
    }
    QFile::remove(from + kShm);
    return {};
}

// `path` and its -wal/-shm, only when `path` is the claimed file.
QString removeOwn(const FileClaim &claim, const QString &path)
{
    if (!claim.isAt(path))
        return {};
    for (const QString &suffix : {kWal, kShm}) {
        if (QFile::exists(path + suffix) && !QFile::remove(path + suffix))
            return tr("%1: cannot remove the run's file").arg(path + suffix);
    }
    if (!claim.removeIfAt(path))
        return tr("%1: cannot remove the run's file: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
    return {};
}
} // namespace

RunFiles::RunFiles(const QString &finalPath) : m_final(finalPath) {}

void RunFiles::claim()
{
    const QString partial = RunDatabase::partialPath(m_final);
    if (!m_database.claimed())
        m_database.claim(partial);
    if (!m_mail.claimed())
        m_mail.claim(RunDatabase::mailServerPath(partial));
}

Outcome RunFiles::stillOurs() const
{
    const QString partial = RunDatabase::partialPath(m_final);
    for (const auto &[claim, path] : {std::pair<const FileClaim *, QString>{&m_database, partial},
                                      {&m_mail, RunDatabase::mailServerPath(partial)}}) {
        if (!claim->isAt(path))
            return tr("%1: the run's database was removed or replaced while the run lasted (was the folder "
                      "deleted, or is another run using it?); nothing was published")
                .arg(path);
    }
    return {};
}

Outcome RunFiles::publish()
{
    const QString partial = RunDatabase::partialPath(m_final);
    if (Outcome ours = stillOurs(); !ours.ok())
        return ours;
    const QString error = renameOwn(m_mail, RunDatabase::mailServerPath(partial), RunDatabase::mailServerPath(m_final));
    if (!error.isEmpty())
        return error;
    // The consumer database last: it is the one readers look at first.
    return renameOwn(m_database, partial, m_final);
}

Outcome RunFiles::remove()
{
    const QString partial = RunDatabase::partialPath(m_final);
    // The consumer database first: without it the folder holds no run.
    for (const auto &[claim, path] :
         {std::pair<const FileClaim *, QString>{&m_database, partial}, {&m_database, m_final},
          {&m_mail, RunDatabase::mailServerPath(partial)}, {&m_mail, RunDatabase::mailServerPath(m_final)}}) {
        if (const QString error = removeOwn(*claim, path); !error.isEmpty())
            return error;
    }
    return {};
}

void RunFiles::release()
{
    m_database.release();
    m_mail.release();
}

} // namespace idem
