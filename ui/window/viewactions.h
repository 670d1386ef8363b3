#pragma once

#include <QList>
#include <QObject>

class QAction;

namespace idem::ui {

class TimelineView;

// The timeline's view commands with their shortcuts: zoom, fit, pan,
// compress idle gaps, stop following a message.
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
    QAction *stopFollowing = nullptr;

    QList<QAction *> all() const;

signals:
    void compressGapsToggled(bool on);
};

} // namespace idem::ui
