#pragma once

#include "timelinecauses.h"
#include "timelineglyphcache.h"
#include "timelineindex.h"
#include "timelinelayout.h"
#include "timelinepainter.h"
#include "timelinelegend.h"
#include "timelineview.h"

#include <QImage>
#include <QPointF>

class QScrollBar;

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
    // Scrolls the lanes (clamped), the scroll bar following.
    void setRowScroll(double scroll);
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
    // Shown when the lanes are taller than the room for them: at the
    // smallest readable row height, the rest is scrolled to.
    QScrollBar *rowBar = nullptr;
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
    std::vector<TimelineArrowShape> paintedArrows;

    // The layer (everything but the playhead, the selection ring and the
    // follow caption) as last painted, and what it was painted from: while
    // a run plays only the playhead moves, and a frame is this image plus
    // the overlay. `generation` counts changes the key cannot see (a new
    // run, spans or arrows switched, a new language).
    struct LayerKey
    {
        QSize size;
        qreal dpr = 0;
        double scale = 0, scroll = 0, rowScroll = 0, rowHeight = 0, rowsTop = 0, rowsBottom = 0;
        double plotLeft = 0, plotWidth = 0, contentWidth = 0;
        SimTime start = 0, end = 0;
        int selected = -1, followed = -1, focus = -1;
        bool focused = false, causes = false, allCauses = false, rightToLeft = false, compress = false;
        qint64 palette = 0;
        QString font;
        QString locale;
        quint64 generation = 0;
        bool operator==(const LayerKey &o) const;
    };
    LayerKey layerKey(const TimelineFrame &frame) const;
    void invalidateLayer() { ++generation; }
    QImage layer;
    LayerKey layerPainted;
    TimelineLayerResult layerResult;
    quint64 generation = 1;
    SimTime lastFrom = -1;
    SimTime lastTo = -1;
};

} // namespace idem::ui
