#pragma once

#include "run/runresult.h"
#include "timelineindex.h"
#include "timelinelabels.h"

#include <QRegion>
#include <QWidget>
#include <memory>

namespace idem::ui {

class TimelineCauses;
class TimelineIndex;
struct TimelinePrepared;
class TimelineLayout;
class TimelineLegend;

// The time-space diagram of a run: lanes for producer, broker, store, cache
// and each consumer; a mark per trace record, arrows following a message
// across lanes. Painted straight from the trace (no item per event), with
// level of detail when zoomed out. The run is shared, never copied.
//
// Mouse: wheel zooms around the cursor (Shift+wheel or a horizontal wheel
// pans; over the lane names it scrolls the lanes), drag pans, a click on the
// ruler moves the playhead, a click on a mark selects it, a double click
// follows its message (on empty space: stops following). Keys: + and −
// zoom, arrows pan and scroll, 0 fits, Home/End jump, Esc stops following.
// Time always runs left to right, also in right-to-left layouts, where the
// lane names move to the right.
class TimelineView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineView)
public:
    explicit TimelineView(QWidget *parent = nullptr);
    ~TimelineView() override;

    void setRun(std::shared_ptr<const RunResult> run);
    // What setRun builds from the trace, built ahead on any thread (it reads
    // only the run), so a large run can be shown without the GUI thread
    // walking its trace: setRun(run, prepare(*run)).
    static std::unique_ptr<TimelinePrepared> prepare(const RunResult &run);
    // A run still going: its records on their lanes, spans and gaps, without
    // the analysis's bars and cause arrows (the finished run brings them), so
    // a snapshot costs the index alone. The run needs no analysis.
    static std::unique_ptr<TimelinePrepared> prepareLive(const RunResult &run);
    // The same from `grown`, an index of a trace with the same records as
    // run's (kept up to date by growLive): copied, not built.
    static std::unique_ptr<TimelinePrepared> prepareLive(const RunResult &run, const TimelineIndex &grown);
    // `index` brought up to date with `trace`, whose first records are the
    // ones the index has (built the first time, then only the new records
    // added), for prepareLive.
    static void growLive(TimelineIndex &index, const Trace &trace, const Scenario &scenario);
    void setRun(std::shared_ptr<const RunResult> run, std::unique_ptr<TimelinePrepared> prepared);
    std::shared_ptr<const RunResult> run() const;
    void clear();
    // Records after the playhead are drawn dimmed; kNever shows everything.
    void setPlayhead(SimTime t);
    SimTime playhead() const;
    // -1 = follow nothing; otherwise every record of that logical event is
    // highlighted and the rest fade.
    void setFollowedMessage(int logical);
    int followedMessage() const;
    void setSelectedRecord(int recordIndex); // -1 = none
    int selectedRecord() const;
    // Squeezing idle gaps. Each run picks its own default (see
    // compressesByDefault); setting it overrides that until the next run.
    void setCompressGaps(bool on);
    bool compressGaps() const;
    // TimelineGapRule's: the same rule as every report's timeline.
    static bool compressesByDefault(const TimelineIndex &index);
    // The user's say for long runs (default on): off keeps every run linear.
    void setCompressLongRuns(bool on);
    // The run shown is long and busy enough to be compressed by default.
    bool isLongRun() const;
    // Idle gaps this view may squeeze: those holding no part of a bar,
    // band or cause arrow.
    const std::vector<TimelineGap> &compressibleGaps() const;
    // Stacked views share one axis: the same time range and gaps (and then
    // setViewport) give one moment one x in both. Cleared by clearSharedAxis,
    // setRun and clear.
    void setSharedAxis(SimTime start, SimTime end, const std::vector<TimelineGap> &gaps);
    void clearSharedAxis();
    void setViewport(double scale, double scroll);

    // Spans (handler, hold, transaction, cache entry, Kafka offsets) and
    // cause arrows; on by default. Arrows are drawn for the selected or
    // followed message, or (nothing selected) for every message applied
    // twice or whose repeat the strategy caught (skipped), so a run without
    // duplicates still shows why its redeliveries came; setShowAllCauses
    // draws every one.
    void setShowCauses(bool on);
    bool showCauses() const;
    void setShowAllCauses(bool on);
    bool showAllCauses() const;
    const TimelineCauses &causes() const;
    // The legend strip along the bottom: what this run's marks, bars and
    // arrows mean, drawn with the same style code. Visible by default.
    void setLegendVisible(bool on);
    bool legendVisible() const;
    TimelineLegend *legend() const;
    // This view's legend also explains `other`'s run (null: only its own):
    // two stacked timelines under one legend, the other's hidden.
    void setLegendCompanion(const TimelineView *other);

    // Every text the last paint wrote (lane names, ruler, caption, the
    // labels over the lanes) with its box: no two of them overlap.
    const std::vector<TimelineLabel> &paintedLabels() const;
    // The arrows over the lanes the last paint drew, which those labels
    // keep off (TimelineLabelPlacer::avoid).
    const std::vector<TimelineArrowShape> &paintedArrows() const;
    // What the playhead dims in the last painted frame.
    QRegion dimmedRegion() const;

    // The record drawn at a widget position, or -1.
    int recordAt(const QPoint &pos) const;
    // Where a record's mark is drawn (its time on its lane), in widget
    // coordinates; a null point when the record has no lane.
    QPointF recordPosition(int recordIndex) const;
    // Scrolls (without zooming) so that `t` is in the middle.
    void centerOn(SimTime t);
    // Scrolls so the record is visible, zooming in if its lane is too dense
    // to show it on its own.
    void ensureRecordVisible(int recordIndex);
    // Shows exactly [from, to] across the plot (as far as zoom limits allow),
    // so two views of different runs can share one time axis.
    void setVisibleRange(SimTime from, SimTime to);
    SimTime visibleFrom() const;
    SimTime visibleTo() const;
    // Time ↔ x and lane ↔ y mapping of the current view, for tests and for
    // widgets drawn in step with the timeline.
    const TimelineLayout &layout() const;

    // The height that shows every lane of this run at the smallest row
    // height, with the ruler and (at `width`) the legend.
    int heightForAllLanes(int width) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    void zoomIn();
    void zoomOut();
    void fit();
    void panLeft();
    void panRight();

signals:
    void recordClicked(int recordIndex);
    void recordContextMenuRequested(int recordIndex, const QPoint &globalPos);
    void backgroundContextMenuRequested(idem::SimTime time, const QPoint &globalPos);
    void followedMessageChanged(int logical);
    // The run's default or the user changed whether idle gaps are squeezed.
    void compressGapsChanged(bool on);
    void visibleRangeChanged(idem::SimTime from, idem::SimTime to);
    // The user clicked or dragged on the time ruler.
    void playheadScrubbed(idem::SimTime time);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    static void retire(std::shared_ptr<const RunResult> run, TimelineIndex index, TimelineCauses causes);
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace idem::ui
