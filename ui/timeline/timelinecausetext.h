#pragma once

#include "timelinecauses.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace idem::ui {

// The words written into the picture: bar, band and arrow labels, short
// enough to fit inside a lane, with the mechanism and its number
// ("lost ack · visibility timeout 30 s").
class TimelineCauseText final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::TimelineCauseText)
public:
    static QString barLabel(const TimelineBar &bar, const TimelineCauses &causes, const QLocale &locale);
    // Whether barLabel tells how the bar ended (a cache entry expired, a
    // handler crashed, a transaction rolled back), which is not known before its end.
    static bool barLabelTellsItsEnd(const TimelineBar &bar);
    // Fewer words for a crowded lane (the mechanism and its number), or
    // empty where barLabel is short already.
    static QString shortBarLabel(const TimelineBar &bar, const TimelineCauses &causes, const QLocale &locale);
    static QString causeLabel(const TimelineCause &cause, const TimelineCauses &causes, const QLocale &locale);
    // A cause label shared by `count` alike arrows drawn as one bundle.
    // Duplicates repeating applications made between `first` and `last`.
    static QString repeatsLabel(SimTime first, SimTime last, const QLocale &locale);
    static QString sharedLabel(const QString &label, int count, const QLocale &locale);
    static QString spanLabel(const TimelineSpan &span, const Scenario &scenario);
    static QString rewindLabel(const TimelineRewind &rewind, const QLocale &locale);
    // "visibility timeout 30 s", from the scenario's broker profile.
    static QString holdMechanism(const Scenario &scenario, const QLocale &locale);

    TimelineCauseText() = delete;
};

} // namespace idem::ui
