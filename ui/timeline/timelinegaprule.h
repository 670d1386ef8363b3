#pragma once

#include "timelineindex.h"

#include <vector>

namespace idem::ui {

class TimelineCauses;

// The one rule for squeezing idle time, kept by the window's timeline and by
// every report's: a run that reads well linear is never squeezed, and no cut
// crosses a span, a bar (a handler running, a broker's hold, a session
// timeout) or a cause arrow. Reads only the index and the causes built on
// it, so it runs on any thread.
class TimelineGapRule final
{
public:
    // On only for runs of at least kMinDuration virtual time and kMinRecords
    // drawn records (no built-in scenario): in a short teaching run the real
    // proportion of waits to work is the lesson, and everything fits anyway.
    static bool compressesByDefault(const TimelineIndex &index);
    // The idle gaps a picture may squeeze: those holding no part of a bar,
    // band or cause arrow. `causes` must be built on `index`.
    static std::vector<TimelineGap> honestGaps(const TimelineIndex &index, const TimelineCauses &causes);

    static constexpr SimTime kMinDuration = SimTime(180) * 1000 * 1000; // 3 min
    static constexpr std::size_t kMinRecords = 20000;

    TimelineGapRule() = delete;
};

} // namespace idem::ui
