#pragma once

#include "kernel/simtime.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace idem::ui {

// Tick spacing and time labels for the ruler and tooltips. Numbers go
// through the given QLocale (Persian digits come from it), units through UiFormat.
class TimelineRuler final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::TimelineRuler)
public:
    // The smallest "round" step (1-2-5 µs…s, then 15 s, 30 s, minutes,
    // hours, days) that keeps ticks at least minSpacing pixels apart.
    static SimTime tickStep(double pxPerUs, double minSpacing);
    // Label of the tick at time t on a ruler ticking every `step`.
    static QString tickLabel(SimTime t, SimTime step, const QLocale &locale);
    // A point in time, e.g. "12.345 s".
    static QString formatTime(SimTime t, const QLocale &locale);
    // A length of time, e.g. "29.4 s", "350 ms", "2.5 min".
    static QString formatDuration(SimTime d, const QLocale &locale);

    TimelineRuler() = delete;
};

} // namespace idem::ui
