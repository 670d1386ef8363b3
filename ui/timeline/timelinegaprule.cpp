#include "timelinegaprule.h"

#include "timelinecauses.h"

namespace idem::ui {

bool TimelineGapRule::compressesByDefault(const TimelineIndex &index)
{
    if (index.isEmpty() || index.endTime() - index.startTime() < kMinDuration)
        return false;
    std::size_t drawn = 0;
    for (int row = 0; row < index.rowCount() && drawn < kMinRecords; ++row) {
        for (int m = 1; m < kMarkCount; ++m)
            drawn += index.records(row, Mark(m)).size();
    }
    return drawn >= kMinRecords;
}

std::vector<TimelineGap> TimelineGapRule::honestGaps(const TimelineIndex &index, const TimelineCauses &causes)
{
    return causes.honestGaps(index.gaps(), index.spans());
}

} // namespace idem::ui
