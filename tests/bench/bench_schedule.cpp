// Run time against the size of the fault schedule: 100 000 messages under
// db-insert-first with N targeted ack-lost entries (each aimed at the first
// delivery of a different key, spread over the run), N from 0 to 100 000.
// The fault checks look the schedule up per delivery, so the time per
// delivery should not grow with N (the issue measured 14.6 s at 0, 57 s at
// 10 000 and more than 300 s at 100 000 while it scanned the whole schedule).
//   cmake --build build --target bench_schedule && ./build/tests/bench/bench_schedule [N ...]
#include "run/simulation.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <cstdio>

namespace {
idem::Scenario withSchedule(int messages, int entries)
{
    idem::Scenario s;
    s.messages = messages;
    s.strategy.id = QStringLiteral("db-insert-first");
    s.publishIntervalMs = 0;
    const int step = entries > 0 ? qMax(1, messages / entries) : 1;
    for (int i = 0; i < entries; ++i) {
        idem::ScheduledFault f;
        f.kind = idem::ScheduleKind::AckLost;
        f.message = idem::Scenario::businessKey((i * step) % messages);
        f.delivery = 1 + (i * step) / messages; // past one entry a key, aim at later deliveries
        s.faults.schedule.append(f);
    }
    return s;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QList<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.append(QByteArray(argv[i]).toInt());
    if (sizes.isEmpty())
        sizes = {0, 1000, 10000, 100000};
    const int messages = 100000;
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString root = shm.isDir() && shm.isWritable() ? shm.absoluteFilePath() : QDir::tempPath();
    std::printf("%10s %10s %12s %12s %14s %s\n", "entries", "messages", "deliveries", "wall s", "us/delivery", "trace");
    for (int n : std::as_const(sizes)) {
        QTemporaryDir dir(root + QStringLiteral("/idemlab-bench-schedule-XXXXXX"));
        const idem::Scenario s = withSchedule(messages, n);
        idem::Simulation sim(s, QDir(dir.path()).filePath(QStringLiteral("run.sqlite")));
        QElapsedTimer t;
        t.start();
        const idem::RunResult r = sim.run(nullptr);
        const double seconds = double(t.nsecsElapsed()) / 1e9;
        std::printf("%10d %10d %12d %12.2f %14.2f %s%s\n", n, messages, r.metrics.deliveries, seconds,
                    seconds * 1e6 / qMax(1, r.metrics.deliveries), qPrintable(r.trace.hashHex()),
                    r.error.isEmpty() ? "" : qPrintable(QStringLiteral(" error: ") + r.error));
        std::fflush(stdout);
    }
    return 0;
}
