#pragma once

#include "timelineindex.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace idem::ui {

// Every user-visible word of the timeline: mark and lane names, tooltips.
class TimelineText final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::TimelineText)
public:
    static QString markName(Mark mark);
    static QString markHint(Mark mark);
    static QString kindName(TraceKind kind);
    static QString causeName(DeliveryCause cause);
    static QString laneLabel(const TimelineLane &lane, const QLocale &locale);
    static QString actorName(quint8 actor, const QLocale &locale);
    // A multi-line description of one record, for tooltips.
    static QString describe(const TraceRecord &record, const QLocale &locale);
    static QString gapTooltip(SimTime length, const QLocale &locale);

    TimelineText() = delete;
};

} // namespace idem::ui
