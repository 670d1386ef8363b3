#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace idem::ui {

// The colours of a problem or a caution, taken from the palette so they
// read on a dark theme as on a light one: a red (or amber) pulled towards
// the theme's own text colour for the words and towards its base colour
// for the box (green for a success). One source for every label that shows an error or a warning.
class NoticeStyle final
{
public:
    enum class Tone { Error, Warning, Success };
    struct Colours
    {
        QColor text;
        QColor background;
        QColor border;
    };

    static Colours colours(const QPalette &palette, Tone tone = Tone::Error);
    // An accent colour for words (a heading), pulled towards the theme's text
    // colour as the tones are: dark on a light theme, light on a dark one.
    static QColor wordsIn(const QPalette &palette, const QColor &accent);
    // A QLabel style sheet: a boxed message (an error under a batch job, a
    // list of problems in the editor, a run's verdict).
    static QString boxStyleSheet(const QPalette &palette, Tone tone = Tone::Error, bool bold = false);
    // A QLabel style sheet: coloured bold words, no box (a status-bar caution).
    static QString textStyleSheet(const QPalette &palette, Tone tone = Tone::Warning);
};

} // namespace idem::ui
