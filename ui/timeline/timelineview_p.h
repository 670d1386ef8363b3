#pragma once

#include "timelinecauses.h"
#include "timelineglyphcache.h"
#include "timelineindex.h"
#include "timelinelayout.h"
#include "timelinepainter.h"
#include "timelinelegend.h"
#include "timelineview.h"

#include <QPointF>

namespace idem::ui {

// The state behind a TimelineView: the run and its index, the time/lane
// mapping, what is selected, followed and played, and the pointer gesture in
// progress. Only the view uses it.
class TimelineView::Private final
{
    Q_DISABLE_COPY_MOVE(Private)
public:
    static constexpr double kZoomStep = 1.5;      // zoomIn() / zoomOut()
    static constexpr double kWheelZoomStep = 1.2; // per wheel notch (120 units)
    static constexpr double kMinRowHeight = 22;
    static constexpr double kMaxRowHeight = 84; // room for two sub-rows of bars with their labels

    explicit Private(TimelineView *view) : q(view) {}

    void relayout();
    // The gaps this view may squeeze: its run's honest gaps, or the shared ones.
    void applyGaps();
    int focusMessage() const;
    double legendHeight() const;
    TimelineFrame frame() const;
    bool inRuler(const QPointF &pos) const;
    bool inPlot(const QPointF &pos) const;
    void viewChanged();
    void scrubTo(double x);
    void select(int record);
    double anchorX() const;

    TimelineView *q;
    std::shared_ptr<const RunResult> run;
    TimelineIndex index;
    TimelineCauses causes;
    TimelineLayout layout;
    std::vector<TimelineGap> honestGaps;
    bool sharedAxis = false;
    SimTime sharedStart = 0;
    SimTime sharedEnd = 0;
    std::vector<TimelineGap> sharedGaps;
    TimelineLegend *legend = nullptr;
    bool showCauses = true;
    bool compressLongRuns = true;
    bool allCauses = false;
    TimelineGlyphCache glyphs;
    SimTime playhead = kNever;
    int followed = -1;
    int selected = -1;
    bool fitted = true; // refits on resize until the user zooms or pans
    double labelWidth = 90;
    double rulerHeight = 28;

    QPointF pressPos;
    double pressScroll = 0;
    double pressRowScroll = 0;
    bool pressed = false;
    bool dragging = false;
    bool scrubbing = false;
    std::vector<TimelineLabel> painted; // by the last paintEvent
    SimTime lastFrom = -1;
    SimTime lastTo = -1;
};

} // namespace idem::ui
