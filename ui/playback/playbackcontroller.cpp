#include "playbackcontroller.h"

#include "interestingevents.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace idem::ui {

namespace {
struct Speed
{
    const char *label;
    bool eventsPerSecond;
    double value;
};

const Speed kSpeeds[] = {
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "0.25× time"), false, 0.25},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "0.5× time"), false, 0.5},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "1× time"), false, 1.0},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "2× time"), false, 2.0},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "4× time"), false, 4.0},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "8× time"), false, 8.0},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "16× time"), false, 16.0},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "2 events/s"), true, 2.0},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "10 events/s"), true, 10.0},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "50 events/s"), true, 50.0},
    {QT_TRANSLATE_NOOP("idem::ui::PlaybackController", "250 events/s"), true, 250.0},
};
constexpr int kTickMs = 33;
// While playing with skipping on, a quiet stretch longer than this is
// jumped over, landing shortly before the next record.
constexpr SimTime kIdleGap = 1000000;
constexpr SimTime kLeadIn = 250000;
} // namespace

PlaybackController::PlaybackController(QObject *parent) : QObject(parent)
{
    m_timer.setInterval(kTickMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PlaybackController::tick);
}

int PlaybackController::speedCount()
{
    return int(std::size(kSpeeds));
}

QString PlaybackController::speedLabel(int index)
{
    if (index < 0 || index >= speedCount())
        return {};
    return QCoreApplication::translate("idem::ui::PlaybackController", kSpeeds[index].label);
}

QString PlaybackController::speedKey(int index)
{
    if (index < 0 || index >= speedCount())
        return {};
    const Speed &speed = kSpeeds[index];
    return QString::number(speed.value) + (speed.eventsPerSecond ? QStringLiteral("/s") : QStringLiteral("x"));
}

int PlaybackController::speedIndex(const QString &key)
{
    for (int i = 0; i < speedCount(); ++i) {
        if (speedKey(i) == key)
            return i;
    }
    return -1;
}

void PlaybackController::setRun(RunPtr run)
{
    pause();
    m_run = std::move(run);
    m_index = -2; // so the new run's playhead is always announced
    emit runChanged();
    goToEnd();
}

void PlaybackController::clear()
{
    pause();
    m_run.reset();
    m_index = -1;
    m_time = 0;
    emit runChanged();
    emit playheadMoved(m_time, m_index);
}

SimTime PlaybackController::endTime() const
{
    return hasRun() ? m_run->trace.records().back().time() : 0;
}

int PlaybackController::recordCount() const
{
    return m_run ? int(m_run->trace.size()) : 0;
}

SimTime PlaybackController::recordTime(int index) const
{
    return m_run->trace.at(std::size_t(index)).time();
}

int PlaybackController::indexAtTime(SimTime time) const
{
    const auto &records = m_run->trace.records();
    const auto it = std::upper_bound(records.begin(), records.end(), time,
                                     [](SimTime t, const TraceRecord &r) { return t < r.time(); });
    return int(it - records.begin()) - 1;
}

void PlaybackController::moveTo(SimTime time, int index)
{
    if (time == m_time && index == m_index)
        return;
    m_time = time;
    m_index = index;
    emit playheadMoved(m_time, m_index);
}

void PlaybackController::play()
{
    if (!hasRun() || isPlaying())
        return;
    if (m_index >= recordCount() - 1)
        moveTo(0, indexAtTime(0)); // play again from the start
    m_eventDebt = 0;
    m_clock.start();
    m_timer.start();
    emit playingChanged(true);
}

void PlaybackController::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void PlaybackController::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void PlaybackController::tick()
{
    const double elapsedMs = double(m_clock.restart());
    const Speed &speed = kSpeeds[m_speed];
    const int last = recordCount() - 1;
    if (speed.eventsPerSecond) {
        m_eventDebt += elapsedMs / 1000.0 * speed.value;
        const int steps = int(m_eventDebt);
        m_eventDebt -= steps;
        if (steps > 0) {
            const int index = qMin(last, m_index + steps);
            moveTo(recordTime(index), index);
        }
    } else {
        SimTime t = m_time + SimTime(std::llround(elapsedMs * speed.value * 1000.0));
        if (m_skipIdle && m_index < last) {
            const SimTime next = recordTime(m_index + 1);
            if (next - m_time > kIdleGap && t < next - kLeadIn)
                t = next - kLeadIn;
        }
        t = qMin(t, endTime());
        moveTo(t, indexAtTime(t));
    }
    if (m_index >= last)
        pause();
}

void PlaybackController::seekRecord(int index)
{
    if (!hasRun() || index < 0 || index >= recordCount())
        return;
    moveTo(recordTime(index), index);
    emit landedOn(index);
}

void PlaybackController::seekTime(SimTime time)
{
    if (!hasRun())
        return;
    time = qBound<SimTime>(0, time, endTime());
    moveTo(time, indexAtTime(time));
}

void PlaybackController::stepForward()
{
    pause();
    seekRecord(m_index + 1);
}

void PlaybackController::stepBackward()
{
    pause();
    seekRecord(m_index - 1);
}

void PlaybackController::nextInteresting()
{
    if (!hasRun())
        return;
    pause();
    // Past the last one it starts again at the first, as Find Next does: a run
    // ends with the playhead at its end, where "next" would otherwise do nothing.
    int i = InterestingEvents::next(m_run->trace, m_index);
    if (i < 0)
        i = InterestingEvents::next(m_run->trace, -1);
    if (i >= 0)
        seekRecord(i);
}

void PlaybackController::previousInteresting()
{
    if (!hasRun())
        return;
    pause();
    int i = InterestingEvents::previous(m_run->trace, m_index);
    if (i < 0)
        i = InterestingEvents::previous(m_run->trace, int(m_run->trace.size()));
    if (i >= 0)
        seekRecord(i);
}

void PlaybackController::goToStart()
{
    if (!hasRun())
        return;
    pause();
    moveTo(0, indexAtTime(0));
}

void PlaybackController::goToEnd()
{
    if (!hasRun()) {
        moveTo(0, -1);
        return;
    }
    pause();
    moveTo(endTime(), recordCount() - 1);
}

void PlaybackController::setSpeed(int index)
{
    index = qBound(0, index, speedCount() - 1);
    if (index == m_speed)
        return;
    m_speed = index;
    m_eventDebt = 0;
    emit speedChanged(m_speed);
}

void PlaybackController::faster()
{
    setSpeed(m_speed + 1);
}

void PlaybackController::slower()
{
    setSpeed(m_speed - 1);
}

void PlaybackController::setSkipIdleGaps(bool on)
{
    m_skipIdle = on;
}

} // namespace idem::ui
