#pragma once

#include <QIcon>

namespace idem::ui {

// Crisp, theme-independent transport icons drawn with the palette's text
// colour (icon themes draw media icons too faint at toolbar size). The
// "interesting" jumps are amber, like the records they stop at; Run is
// green and Stop red, as on any run button.
class TransportIcons final
{
public:
    enum Kind { ToStart, PreviousInteresting, StepBackward, Play, Pause, StepForward, NextInteresting, ToEnd, Run, Stop };
    static QIcon icon(Kind kind);
};

} // namespace idem::ui
