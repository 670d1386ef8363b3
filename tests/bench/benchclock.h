#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <ctime>

// CPU time of the process (user + system), in seconds: on a shared, loaded
// machine the wall clock is mostly waiting for a core.
inline double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

// /proc/loadavg as it reads: a bench prints it beside its figures, which mean
// little on a busy machine.
inline QByteArray loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return "?";
    return f.readAll().trimmed();
}
