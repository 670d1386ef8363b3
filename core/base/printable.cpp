#include "printable.h"

namespace idem {

namespace {
// Controls a terminal acts on, and the embeddings and overrides that reorder
// the text after them.
bool isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E);
}

// The isolates and marks besides: our own right-to-left messages use them
// (a Persian explanation, ui/uiformat.cpp), text from a file has no need.
bool isBidiMark(char16_t c)
{
    return (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F || c == 0x061C;
}

QString escaped(const QString &text, qsizetype maxChars, bool keepLines)
{
    QString out;
    out.reserve(qMin(text.size(), maxChars) + 8);
    qsizetype shown = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (shown >= maxChars) {
            out += QChar(0x2026);
            break;
        }
        const char16_t c = text.at(i).unicode();
        const bool escape = keepLines ? isControl(c) && c != u'\n' && c != u'\t' : isControl(c) || isBidiMark(c);
        if (escape)
            out += QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
        else
            out += QChar(c);
        ++shown;
    }
    return out;
}
} // namespace

QString printable(const QString &text, int maxChars)
{
    return escaped(text, qMax(0, maxChars), false);
}

QString printableLines(const QString &text)
{
    return escaped(text, text.size(), true);
}

} // namespace idem
