#pragma once

#include "run/runptr.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace idem::ui {

class ComparisonModel;
class TimelineView;

// Two strategies' timelines stacked, each chosen from the comparison's
// rows. Following a message in one follows it in the other, panning one
// pans the other.
//
// TimelineView has no setter for its visible range, so zoom cannot be
// mirrored exactly: both are fitted whenever a run is shown, "Fit both"
// refits them, and panning is mirrored with centerOn(). Idle gaps are
// compressed per run, so "Compress idle gaps" off gives both the same
// linear time scale.
class TimelinePair final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelinePair)
public:
    explicit TimelinePair(ComparisonModel *model, QWidget *parent = nullptr);

    // Rows of the comparison model; -1 clears that timeline.
    void setRows(int upper, int lower);
    int upperRow() const;
    int lowerRow() const;
    TimelineView *upper() const { return m_views[0]; }
    TimelineView *lower() const { return m_views[1]; }

public slots:
    void fitBoth();

private:
    void pickDefaults();
    void show(int which, int row);
    void mirrorRange(int from, SimTime start, SimTime end);
    void mirrorFollow(int from, int logical);

    ComparisonModel *m_model;
    QComboBox *m_pick[2];
    QCheckBox *m_compress;
    QLabel *m_caption[2];
    TimelineView *m_views[2];
    RunPtr m_shown[2];
    bool m_mirroring = false;
};

} // namespace idem::ui
