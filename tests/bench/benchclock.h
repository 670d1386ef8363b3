#pragma once

#include <ctime>

// CPU time of the process (user + system), in seconds: on a shared, loaded
// machine the wall clock is mostly waiting for a core.
inline double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}
