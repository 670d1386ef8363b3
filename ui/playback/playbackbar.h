#pragma once

#include "kernel/simtime.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;

namespace idem::ui {

class PlaybackActions;
class PlaybackController;

// Transport controls under the timeline: start, back, play/pause, forward,
// next interesting, end, the speed, a scrub slider and where the playhead is.
class PlaybackBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaybackBar)
public:
    PlaybackBar(PlaybackController *controller, PlaybackActions *actions, QWidget *parent = nullptr);

    QSlider *scrubber() const { return m_slider; }

private:
    void showPlayhead(SimTime time, int recordIndex);
    void updateEnabled();
    QString positionText(SimTime time, int recordIndex) const;

    PlaybackController *m_controller;
    QSlider *m_slider = nullptr;
    QComboBox *m_speed = nullptr;
    QLabel *m_position = nullptr;
};

} // namespace idem::ui
