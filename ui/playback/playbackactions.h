#pragma once

#include <QList>
#include <QObject>

class QAction;

namespace idem::ui {

class PlaybackController;

// The playback commands as actions with keyboard shortcuts, shared by the
// menu, the playback bar and the shortcut overlay.
class PlaybackActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaybackActions)
public:
    // The actions are children of `parent` (the window, so their shortcuts
    // work anywhere in it).
    PlaybackActions(PlaybackController *controller, QObject *parent);

    QAction *playPause = nullptr;
    QAction *stepForward = nullptr;
    QAction *stepBackward = nullptr;
    QAction *nextInteresting = nullptr;
    QAction *previousInteresting = nullptr;
    QAction *toStart = nullptr;
    QAction *toEnd = nullptr;
    QAction *faster = nullptr;
    QAction *slower = nullptr;

    QList<QAction *> all() const;
    void setEnabled(bool enabled);

private:
    void updatePlayPause(bool playing);
};

} // namespace idem::ui
