#pragma once

#include "../base/outcome.h"
#include "../base/printable.h"

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace idem {

// The raw-text side of reading a scenario file: refusing what must not be
// read (special files, oversized files), one linear scan of the JSON text
// for what QJsonDocument does not tell (the line of a JSON path, duplicate
// keys). Text taken from the input is printed through printable() (core/base).
namespace jsonsource {

// Scenario files above this size are refused before they are read.
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;
// At most this many problems are reported, then "… and N more".
constexpr int kMaxReportedErrors = 50;

// Reads a regular file of at most kMaxFileBytes. Devices, FIFOs, sockets and
// folders are refused without blocking (the file is opened non-blocking and
// checked with fstat before any read). A failure names the file.
Outcome readFile(const QString &path, QByteArray *bytes);

// The JSON path of member `key` of the object at `parent`, as the field
// reader and the line index both render it: "$.broker.profile".
QString childPath(const QString &parent, const QString &key);

struct Duplicate
{
    QString path;
    int firstLine = 0;
    int line = 0;
};

// One pass over syntactically valid JSON. Finds every duplicate key (with
// both lines) and the line of each path in `wanted` (its key, or the start
// of an array element). Linear in the text.
class LineIndex final
{
public:
    LineIndex(const QByteArray &json, const QSet<QString> &wanted);
    QVector<Duplicate> duplicates() const { return m_duplicates; }
    int lineOf(const QString &path) const { return m_lines.value(path, 0); }

private:
    QVector<Duplicate> m_duplicates;
    QHash<QString, int> m_lines;
};

} // namespace jsonsource
} // namespace idem
