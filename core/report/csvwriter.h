#pragma once

#include "../kernel/trace.h"

#include <QByteArray>
#include <QString>
#include <atomic>
#include <functional>

class QIODevice;

namespace idem {

// RFC 4180 CSV: fields with a comma, a quote, CR or LF are quoted and their
// quotes doubled; lines end in CRLF-free "\n" as the rest of the lab's files.
// Numbers are written with QLocale::c(), whatever the user's language.
class CsvWriter final
{
public:
    using Progress = std::function<void(double fraction)>;

    static QByteArray field(const QString &text);
    // Streams every trace record, decoded, to `out` in chunks (never the
    // whole file in memory). Returns an error naming `name`, or "" — also
    // "" with *cancelled set when `cancel` was raised.
    static QString writeTrace(const Trace &trace, QIODevice *out, const QString &name,
                              const Progress &progress = {}, const std::atomic_bool *cancel = nullptr,
                              bool *cancelled = nullptr);
    static QByteArray traceHeader();

    CsvWriter() = delete;
};

} // namespace idem
