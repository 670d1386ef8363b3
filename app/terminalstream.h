#pragma once

#include <QIODevice>
#include <QStringDecoder>
#include <cstdio>

namespace cli {

// The device under the command line's out() and err(): the last guard
// between any message and the terminal. Whatever reaches it is passed
// through idem::printableLines(), so no control character but newline and
// tab (no ESC, BEL, CR, DEL, C1, no bidi embedding or override) reaches stdout or
// stderr, even from a message that forgot to escape a field. Fields are
// still escaped and cut where they are printed (idem::printable): this
// cannot tell a forged newline from ours. One thread.
class TerminalDevice final : public QIODevice
{
    Q_DISABLE_COPY_MOVE(TerminalDevice)
public:
    explicit TerminalDevice(FILE *file);

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    FILE *m_file;
    QStringDecoder m_decoder{QStringDecoder::Utf8};
};

} // namespace cli
