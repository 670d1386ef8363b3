#include "jsonsource.h"

#include <QCoreApplication>
#include <QFile>
#include <QVector>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace idem::jsonsource {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("ScenarioIo", text);
}

bool isIdentifier(const QString &key)
{
    if (key.isEmpty() || key.size() > 64)
        return false;
    for (QChar c : key) {
        if (!(c.isLetterOrNumber() && c.unicode() < 0x80) && c != QLatin1Char('_'))
            return false;
    }
    return true;
}
} // namespace

QString childPath(const QString &parent, const QString &key)
{
    if (isIdentifier(key))
        return parent + QLatin1Char('.') + key;
    // Anything else is quoted and made safe: a hostile key cannot forge
    // another path or reach the terminal raw.
    return parent + QStringLiteral("[\"") + printable(key, 40) + QStringLiteral("\"]");
}

Outcome readFile(const QString &path, QByteArray *bytes)
{
    bytes->clear();
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO must not wait for a writer.
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return tr("%1: cannot read: %2").arg(printable(path, 200), QString::fromLocal8Bit(strerror(errno)));
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const QString why = QString::fromLocal8Bit(strerror(errno));
        ::close(fd);
        return tr("%1: cannot read: %2").arg(printable(path, 200), why);
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        const QString what = S_ISDIR(st.st_mode) ? tr("a folder")
            : S_ISFIFO(st.st_mode)              ? tr("a FIFO (named pipe)")
            : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? tr("a device")
            : S_ISSOCK(st.st_mode)              ? tr("a socket")
                                                : tr("not a regular file");
        return tr("%1: not a scenario file: it is %2; expected a regular JSON file").arg(printable(path, 200), what);
    }
    if (st.st_size > kMaxFileBytes) {
        ::close(fd);
        return tr("%1: the file is %2 bytes; scenario files are limited to %3 bytes (16 MiB)")
            .arg(printable(path, 200))
            .arg(qint64(st.st_size))
            .arg(kMaxFileBytes);
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    // Read at most one byte past the limit: a file that grows while it is
    // read is still refused.
    bytes->resize(qsizetype(st.st_size) + 1);
    qsizetype got = 0;
    while (got < bytes->size()) {
        const ssize_t n = ::read(fd, bytes->data() + got, size_t(bytes->size() - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const QString why = QString::fromLocal8Bit(strerror(errno));
            ::close(fd);
            bytes->clear();
            return tr("%1: cannot read: %2").arg(printable(path, 200), why);
        }
        if (n == 0)
            break;
        got += n;
        if (got == bytes->size() && got <= kMaxFileBytes)
            bytes->resize(qMin<qsizetype>(bytes->size() * 2, kMaxFileBytes + 1));
    }
    ::close(fd);
    bytes->truncate(got);
    if (got > kMaxFileBytes) {
        bytes->clear();
        return tr("%1: the file grew past the limit of %2 bytes while it was read")
            .arg(printable(path, 200))
            .arg(kMaxFileBytes);
    }
    return {};
}

namespace {
// Decodes the JSON string starting at json[i] == '"'; leaves i after the
// closing quote. The text is valid JSON (QJsonDocument checked it).
QString readString(const QByteArray &json, qsizetype &i)
{
    ++i;
    const qsizetype start = i;
    bool plain = true;
    while (i < json.size() && json.at(i) != '"') {
        if (json.at(i) == '\\') {
            plain = false;
            ++i;
        }
        ++i;
    }
    if (plain) {
        const QString s = QString::fromUtf8(json.constData() + start, i - start);
        ++i;
        return s;
    }
    QString out;
    qsizetype j = start;
    while (j < i) {
        const char c = json.at(j);
        if (c != '\\') {
            qsizetype k = j;
            while (k < i && json.at(k) != '\\')
                ++k;
            out += QString::fromUtf8(json.constData() + j, k - j);
            j = k;
            continue;
        }
        const char e = json.at(j + 1);
        j += 2;
        switch (e) {
        case 'b': out += QLatin1Char('\b'); break;
        case 'f': out += QLatin1Char('\f'); break;
        case 'n': out += QLatin1Char('\n'); break;
        case 'r': out += QLatin1Char('\r'); break;
        case 't': out += QLatin1Char('\t'); break;
        case 'u':
            out += QChar(char16_t(QByteArray(json.constData() + j, 4).toUShort(nullptr, 16)));
            j += 4;
            break;
        default: out += QLatin1Char(e); break;
        }
    }
    ++i;
    return out;
}

struct Frame
{
    bool object = false;
    QString path;
    int index = -1;                 // arrays: current element
    QHash<QString, int> keys;       // objects: key -> line of its first occurrence
};
} // namespace

LineIndex::LineIndex(const QByteArray &json, const QSet<QString> &wanted)
{
    QVector<Frame> stack;
    int line = 1;
    bool expectKey = false;
    QString pendingPath = QStringLiteral("$"); // path of the next value
    const auto valueStarts = [&] {
        // Inside an array every value is an element with its own path.
        if (!stack.isEmpty() && !stack.last().object) {
            Frame &f = stack.last();
            ++f.index;
            pendingPath = f.path + QStringLiteral("[%1]").arg(f.index);
            if (wanted.contains(pendingPath) && !m_lines.contains(pendingPath))
                m_lines.insert(pendingPath, line);
        }
    };
    qsizetype i = 0;
    const qsizetype n = json.size();
    while (i < n) {
        const char c = json.at(i);
        switch (c) {
        case '\n':
            ++line;
            ++i;
            break;
        case ' ': case '\t': case '\r': case ',': case ':':
            ++i;
            break;
        case '{':
        case '[': {
            valueStarts();
            Frame f;
            f.object = c == '{';
            f.path = pendingPath;
            stack.append(std::move(f));
            expectKey = c == '{';
            ++i;
            break;
        }
        case '}':
        case ']':
            if (!stack.isEmpty())
                stack.removeLast();
            expectKey = !stack.isEmpty() && stack.last().object;
            ++i;
            break;
        case '"': {
            if (expectKey && !stack.isEmpty() && stack.last().object) {
                Frame &f = stack.last();
                const QString key = readString(json, i);
                const QString path = childPath(f.path, key);
                const auto seen = f.keys.constFind(key);
                if (seen != f.keys.cend())
                    m_duplicates.append(Duplicate{path, *seen, line});
                else
                    f.keys.insert(key, line);
                if (wanted.contains(path) && !m_lines.contains(path))
                    m_lines.insert(path, line);
                pendingPath = path;
                expectKey = false;
            } else {
                valueStarts();
                readString(json, i);
                expectKey = !stack.isEmpty() && stack.last().object;
            }
            break;
        }
        default: {
            // A number, true, false or null.
            valueStarts();
            while (i < n && !strchr(",]} \t\r\n", json.at(i)))
                ++i;
            expectKey = !stack.isEmpty() && stack.last().object;
            break;
        }
        }
    }
}

} // namespace idem::jsonsource
