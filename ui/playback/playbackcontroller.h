#pragma once

#include "run/runptr.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace idem::ui {

// The playhead over a finished run, for teaching: play / pause at a speed
// (a multiple of virtual time, or events per second), step record by
// record, jump to the next interesting record, seek. Everything that shows
// "the run at time t" follows playheadMoved.
class PlaybackController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaybackController)
public:
    static constexpr int kDefaultSpeed = 2; // 1× virtual time

    explicit PlaybackController(QObject *parent = nullptr);

    static int speedCount();
    static QString speedLabel(int index);
    // The speed as settings keep it: "0.25x" (a multiple of virtual time)
    // or "10/s" (events per second); speedIndex() is -1 for an unknown key.
    static QString speedKey(int index);
    static int speedIndex(const QString &key);

    // The playhead starts at the end: the whole run is visible.
    void setRun(RunPtr run);
    RunPtr run() const { return m_run; }
    void clear();
    bool hasRun() const { return m_run != nullptr && m_run->trace.size() > 0; }

    int recordIndex() const { return m_index; } // last record at or before the playhead; -1 = before all
    SimTime time() const { return m_time; }
    SimTime endTime() const;
    int recordCount() const;
    bool isPlaying() const { return m_timer.isActive(); }
    int speed() const { return m_speed; }
    bool skipsIdleGaps() const { return m_skipIdle; }

public slots:
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBackward();
    void nextInteresting();
    void previousInteresting();
    void goToStart();
    void goToEnd();
    void seekTime(idem::SimTime time);
    void seekRecord(int index);
    void setSpeed(int index);
    void faster();
    void slower();
    // While playing, jump over stretches where nothing happens.
    void setSkipIdleGaps(bool on);

signals:
    void playheadMoved(idem::SimTime time, int recordIndex);
    // A step or jump stopped on this record: views select it.
    void landedOn(int recordIndex);
    void playingChanged(bool playing);
    void speedChanged(int index);
    void runChanged();

private:
    void tick();
    void moveTo(SimTime time, int index);
    int indexAtTime(SimTime time) const;
    SimTime recordTime(int index) const;

    RunPtr m_run;
    QTimer m_timer;
    QElapsedTimer m_clock;
    SimTime m_time = 0;
    int m_index = -1;
    int m_speed = kDefaultSpeed;
    double m_eventDebt = 0;
    bool m_skipIdle = true;
};

} // namespace idem::ui
