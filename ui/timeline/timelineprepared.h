#pragma once

#include "timelinecauses.h"
#include "timelineindex.h"

#include <vector>

namespace idem::ui {

// Everything a timeline derives from a run's whole trace before it can draw
// it: the index, the bars and cause arrows built on it, and the gaps that
// may be squeezed. Built by TimelineView::prepare, on any thread (it only
// reads the run), so a million-delivery run never stalls the GUI thread.
struct TimelinePrepared
{
    TimelineIndex index;
    TimelineCauses causes;
    std::vector<TimelineGap> honestGaps;
};

} // namespace idem::ui
