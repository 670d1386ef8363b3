#include "makepath.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace idem {

bool makePath(const QString &path, QString *why)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("idem::makePath", text); };
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    // Every folder from the root down: each one that is missing is made.
    QStringList parts = absolute.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QString current;
    for (const QString &part : std::as_const(parts)) {
        current += QLatin1Char('/') + part;
        const QByteArray native = QFile::encodeName(current);
        struct stat st {};
        if (::stat(native.constData(), &st) == 0) {
            if (S_ISDIR(st.st_mode))
                continue;
            *why = tr("%1 is a file, not a folder").arg(current);
            return false;
        }
        if (errno != ENOENT) {
            *why = QStringLiteral("%1: %2").arg(current, QString::fromLocal8Bit(strerror(errno)));
            return false;
        }
        if (::mkdir(native.constData(), 0777) != 0 && errno != EEXIST) {
            *why = QStringLiteral("%1: %2").arg(current, QString::fromLocal8Bit(strerror(errno)));
            return false;
        }
    }
    return true;
}

} // namespace idem
