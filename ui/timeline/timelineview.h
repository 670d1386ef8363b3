#pragma once

#include "sim/runresult.h"

#include <QWidget>
#include <memory>

namespace idem::ui {

// The time-space diagram of a run: lanes for producer, broker, store, cache
// and each consumer; a mark per trace record, arrows following a message
// across lanes. Painted straight from the trace (no item per event), with
// level of detail when zoomed out. The run is shared, never copied.
class TimelineView : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineView(QWidget *parent = nullptr);
    ~TimelineView() override;

    void setRun(std::shared_ptr<const RunResult> run);
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
    void setCompressGaps(bool on);
    bool compressGaps() const;

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
    void visibleRangeChanged(idem::SimTime from, idem::SimTime to);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace idem::ui
