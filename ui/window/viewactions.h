#pragma once

#include <QList>
#include <QObject>

class QAction;

namespace idem::ui {

class TimelineView;

// The timeline's view commands with their shortcuts: zoom, fit, pan,
// compress idle gaps, the legend, every cause arrow, stop following a
// message. "Compress idle gaps" shows the current run's state (each run
// picks its default); toggling it on a long run is remembered for long runs.
class ViewActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ViewActions)
public:
    // The actions are children of `window`, so their shortcuts work anywhere in it.
    ViewActions(TimelineView *timeline, QObject *window);

    QAction *zoomIn = nullptr;
    QAction *zoomOut = nullptr;
    QAction *fit = nullptr;
    QAction *panLeft = nullptr;
    QAction *panRight = nullptr;
    QAction *compressGaps = nullptr;
    QAction *showLegend = nullptr;
    QAction *allCauses = nullptr;
    QAction *stopFollowing = nullptr;

    QList<QAction *> all() const;

signals:
    void compressGapsToggled(bool on);
};

} // namespace idem::ui
