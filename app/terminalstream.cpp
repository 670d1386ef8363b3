#include "terminalstream.h"

#include "base/printable.h"

namespace cli {

TerminalDevice::TerminalDevice(FILE *file) : m_file(file)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 TerminalDevice::writeData(const char *data, qint64 size)
{
    // The decoder keeps a character split between two writes for the next.
    const QString text = m_decoder.decode(QByteArrayView(data, size));
    const QByteArray bytes = idem::printableLines(text).toUtf8();
    if (!bytes.isEmpty())
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), m_file);
    std::fflush(m_file);
    return size;
}

} // namespace cli
