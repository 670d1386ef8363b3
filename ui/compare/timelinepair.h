#pragma once

#include "run/runptr.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace idem::ui {

class ComparisonModel;
class TimelineLegend;
class TimelineView;

// Two strategies' timelines stacked, each chosen from the comparison's
// rows. Following a message in one follows it in the other, panning one
// pans the other.
//
// Both share one time axis: the same range (the union of the two runs),
// the same squeezed gaps (only stretches idle in both runs, holding no
// bar or arrow of either) and the same zoom and scroll, so one moment has
// one x in both; zooming or panning one moves the other exactly. The two
// are of one height (the shared legend sits under both, not inside the
// lower one), so both runs' lanes get the same room.
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
    // The one legend under both timelines, for what either run draws.
    TimelineLegend *legend() const { return m_legend; }

    // One time axis for two timelines that show `shown` (either may be
    // null): the union of the runs' time, only the gaps idle in both.
    static void shareAxis(TimelineView *const views[2], const RunPtr shown[2], bool compress);
    // One of two panes: a caption over a timeline, the timeline named `name`.
    static QWidget *makePane(QWidget *parent, const QString &name, QLabel *&caption, TimelineView *&view);
    // What one of two timelines does, the other follows for as long as
    // `owner` lives: the same zoom and scroll (when it shows a run), the same
    // followed message. `shown` and `mirroring` are the owner's members;
    // `mirroring` is set while one follows the other (and by the owner while
    // it sets runs or fits both itself).
    static void followEachOther(QObject *owner, TimelineView *const views[2], const RunPtr shown[2], bool &mirroring);

public slots:
    void fitBoth();

private:
    void pickDefaults();
    void show(int which, int row);
    void shareAxis();
    void updateLegend();

    ComparisonModel *m_model;
    QComboBox *m_pick[2];
    QCheckBox *m_compress;
    QLabel *m_caption[2];
    TimelineView *m_views[2];
    TimelineLegend *m_legend;
    RunPtr m_shown[2];
    bool m_mirroring = false;
};

} // namespace idem::ui
