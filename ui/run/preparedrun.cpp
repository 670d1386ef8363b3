#include "preparedrun.h"

#include "timeline/timelineprepared.h"
#include "timeline/timelineview.h"

namespace idem::ui {

PreparedRun::PreparedRun() = default;
PreparedRun::~PreparedRun() = default;

std::shared_ptr<PreparedRun> PreparedRun::prepare(RunPtr run)
{
    auto prepared = std::make_shared<PreparedRun>();
    prepared->run = std::move(run);
    if (prepared->run) {
        prepared->timeline = TimelineView::prepare(*prepared->run);
        prepared->metrics.setRun(prepared->run);
        prepared->code = CodeTrace(prepared->run->trace, prepared->run->scenario);
    }
    return prepared;
}

} // namespace idem::ui
