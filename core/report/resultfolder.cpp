#include "resultfolder.h"

#include "../base/makepath.h"
#include "../scenario/scenario.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace idem {

namespace {
const QStringList kReports = {
    QStringLiteral("summary.json"),   QStringLiteral("scenario.json"),  QStringLiteral("metrics.csv"),
    QStringLiteral("violations.csv"), QStringLiteral("deliveries.csv"), QStringLiteral("trace.csv"),
    QStringLiteral("report.html"),    QStringLiteral("report.pdf"),     QStringLiteral("worksheet.html"),
    QStringLiteral("worksheet.pdf"),  QStringLiteral("answer-key.html"), QStringLiteral("answer-key.pdf"),
    QStringLiteral("comparison.json"), QStringLiteral("comparison.csv"), QStringLiteral("comparison.html"),
    QStringLiteral("comparison.pdf"), QStringLiteral("sweep.csv"),      QStringLiteral("sweep.html"),
    QStringLiteral("sweep.pdf"),      QStringLiteral("explore.json"),   QStringLiteral("check.json")};

QString tr(const char *text)
{
    // The context lupdate gives the calls in ResultFolder's members.
    return QCoreApplication::translate("idem::ResultFolder", text);
}

bool isReport(const QString &name)
{
    // explore's lessons: counterexample-STRATEGY[-CLASS].json
    static const QRegularExpression lesson(QStringLiteral("^counterexample-.+\\.json$"));
    if (kReports.contains(name) || lesson.match(name).hasMatch())
        return true;
    // QSaveFile's temporary "<name>.XXXXXX" and a copy's "<name>.part",
    // left behind by a killed run.
    static const QRegularExpression temp(QStringLiteral("^(.+)\\.(?:[A-Za-z0-9]{6}|partial|part)$"));
    const QRegularExpressionMatch m = temp.match(name);
    return m.hasMatch() && kReports.contains(m.captured(1));
}
} // namespace

ResultFolder::ResultFolder(const QString &folder) : m_folder(folder) {}

ResultFolder::~ResultFolder()
{
    if (m_fd >= 0) {
        // Unlink while still holding the lock; a run that opened the old
        // file sees it was replaced (takeLock compares inodes) and retries.
        // Only our own lock: if the folder was deleted under this run, the
        // name may be another run's lock by now.
        if (stillHeld().ok())
            QFile::remove(QDir(m_folder).filePath(lockName()));
        ::close(m_fd);
    }
}

bool ResultFolder::isResultFile(const QString &name)
{
    if (isReport(name))
        return true;
    static const QRegularExpression db(
        QStringLiteral("^(.+?)(?:-[0-9]+)?(?:-mailserver)?\\.sqlite(?:\\.partial|\\.part)?(?:-wal|-shm)?$"));
    const QRegularExpressionMatch m = db.match(name);
    return m.hasMatch() && vocab::strategies().contains(m.captured(1));
}

Outcome ResultFolder::open()
{
    QDir dir(m_folder);
    if (QString why; !dir.exists() && !makePath(m_folder, &why))
        return tr("%1: cannot create the output folder").arg(m_folder) + QStringLiteral(": ") + why;
    const QFileInfo info(m_folder);
    if (!info.isDir())
        return tr("%1: not a folder").arg(m_folder);
    if (!info.isWritable())
        return tr("%1: the output folder is not writable").arg(m_folder);
    if (Outcome locked = takeLock(); !locked.ok())
        return locked;
    return clearPrevious();
}

Outcome ResultFolder::stillHeld() const
{
    struct stat held {}, named {};
    const QString path = QDir(m_folder).filePath(lockName());
    if (m_fd >= 0 && ::fstat(m_fd, &held) == 0 && ::stat(QFile::encodeName(path).constData(), &named) == 0
        && held.st_ino == named.st_ino && held.st_dev == named.st_dev)
        return {};
    return tr("%1: the output folder was removed or replaced while the run lasted (its lock is gone or another "
              "run's); nothing more is written there")
        .arg(m_folder);
}

Outcome ResultFolder::takeLock()
{
    const QString path = QDir(m_folder).filePath(lockName());
    const QByteArray native = QFile::encodeName(path);
    for (int attempt = 0; attempt < 5; ++attempt) {
        const int fd = ::open(native.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0)
            return tr("%1: cannot create the lock file: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int why = errno;
            QByteArray owner(256, '\0');
            const ssize_t n = ::pread(fd, owner.data(), owner.size() - 1, 0);
            if (why != EWOULDBLOCK) {
                ::close(fd);
                return tr("%1: cannot lock: %2").arg(path, QString::fromLocal8Bit(strerror(why)));
            }
            // The owner writes its pid and start time right after it takes
            // the lock: an empty file is a run that is starting.
            owner.truncate(qMax<ssize_t>(0, n));
            for (int wait = 0; wait < 50 && !owner.endsWith('\n'); ++wait) {
                ::usleep(2000);
                owner.fill('\0', 256);
                owner.truncate(qMax<ssize_t>(0, ::pread(fd, owner.data(), owner.size() - 1, 0)));
            }
            ::close(fd);
            const QList<QByteArray> lines = owner.trimmed().split('\n');
            if (lines.size() < 2 || lines.at(0).trimmed().isEmpty() || lines.at(1).trimmed().isEmpty())
                return tr("%1: the folder is in use by another idemlab run that is starting; wait for it to end or "
                          "choose another --out folder")
                    .arg(m_folder);
            return tr("%1: the folder is in use by another idemlab run (pid %2, started %3); wait for it to "
                      "end or choose another --out folder")
                .arg(m_folder, QString::fromLatin1(lines.value(0).trimmed()),
                     QString::fromLatin1(lines.value(1).trimmed()));
        }
        // The owner before us may have unlinked the file between our open
        // and our lock: then this lock guards nothing and we try again.
        struct stat held {}, named {};
        if (::fstat(fd, &held) == 0 && ::stat(native.constData(), &named) == 0 && held.st_ino == named.st_ino
            && held.st_dev == named.st_dev) {
            const QByteArray text = QByteArray::number(QCoreApplication::applicationPid()) + '\n'
                + QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toLatin1() + '\n';
            if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, text.constData(), size_t(text.size()), 0) != text.size()) {
                const QString reason = QString::fromLocal8Bit(strerror(errno));
                ::close(fd);
                return tr("%1: cannot write the lock file: %2").arg(path, reason);
            }
            m_fd = fd;
            return {};
        }
        ::close(fd);
    }
    return tr("%1: cannot take the folder's lock (it kept changing)").arg(path);
}

Outcome ResultFolder::clearPrevious()
{
    QDir dir(m_folder);
    const auto removeIn = [](const QDir &d) -> QString {
        // summary.json first: without it the folder holds no result, even if
        // the removal stops half-way.
        QStringList names = d.entryList(QDir::Files | QDir::Hidden | QDir::System);
        names.removeAll(QStringLiteral("summary.json"));
        names.prepend(QStringLiteral("summary.json"));
        for (const QString &name : std::as_const(names)) {
            if (!isResultFile(name) || !d.exists(name))
                continue;
            if (!QFile::remove(d.filePath(name)))
                return tr("%1: cannot remove the previous run's file").arg(d.filePath(name));
        }
        return QString();
    };
    QString error = removeIn(dir);
    // compare writes one report folder per strategy.
    for (const QString &strategy : vocab::strategies()) {
        if (!error.isEmpty())
            break;
        const QDir sub(dir.filePath(strategy));
        if (!sub.exists())
            continue;
        error = removeIn(sub);
        if (error.isEmpty())
            dir.rmdir(strategy); // only when nothing else is in it
    }
    return error;
}

} // namespace idem
