#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <ctime>

// The calling thread's CPU time, which other processes on a busy machine
// cannot inflate (its wall-clock gaps they can).
inline qint64 threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000;
}

// The longest gap between two ticks of a 2 ms timer: how long the GUI
// thread could not answer the user — in wall time, and in the GUI thread's
// own CPU time (what the stall would be on an idle machine).
class StallMeter final : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(2);
        connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
    }
    void start()
    {
        m_longestWall = m_longestCpu = 0;
        m_clock.start();
        m_cpu = threadCpuMs();
        m_timer.start();
    }
    void stop()
    {
        tick();
        m_timer.stop();
    }
    qint64 longestWall() const { return m_longestWall; }
    qint64 longestCpu() const { return m_longestCpu; }

private:
    void tick()
    {
        m_longestWall = qMax(m_longestWall, m_clock.restart());
        const qint64 cpu = threadCpuMs();
        m_longestCpu = qMax(m_longestCpu, cpu - m_cpu);
        m_cpu = cpu;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_cpu = 0;
    qint64 m_longestWall = 0;
    qint64 m_longestCpu = 0;
};
