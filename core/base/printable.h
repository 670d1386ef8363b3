#pragma once

#include <QString>

namespace idem {

// Text that came from a file or the command line (a scenario's name, a key,
// a field's value, a file name), made safe to print on a terminal or in a
// log: every control character (C0 including newline and tab, DEL, C1) and
// every bidirectional control (U+061C, U+200E/F, U+202A-202E, U+2066-2069)
// becomes a visible "\u001b"-style escape, so a file can neither set the
// terminal's title nor start a line of its own; text longer than `maxChars`
// is cut with "…". Any thread.
QString printable(const QString &text, int maxChars = 80);

// A whole message of our own, possibly several lines, that may carry such
// text: control characters and the bidi embeddings and overrides
// (U+202A-202E) are escaped; newline, tab, the isolates and marks a
// translated message uses are kept, and nothing is cut. The last guard before
// a terminal (the command line's streams).
QString printableLines(const QString &text);

} // namespace idem
