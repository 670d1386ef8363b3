// Does the live timeline (issue 30 item 4) slow the run or the window? The
// same run (`none` on SQS with lost acks) started from a shown main window
// with the live fill off and on, alternately REPEAT times (the order
// swapped each round so both meet the same background load). Prints per run
// the engine's wall time (RunResult::wallMs: the run's thread, which also
// makes the snapshot copies), the process CPU time (the snapshots' reading
// on its own thread is there), the snapshots shown and the longest stall of
// the GUI thread's event loop from the start until the finished run is on
// screen (wall, and the GUI thread's own CPU time); then the median ratio
// live / not live of the engine's wall time, and the load average (the
// machine is shared: read a ratio next to its load). Both modes must give
// the same trace hash.
//
//   cmake --build build --target bench_livefill
//   QT_QPA_PLATFORM=offscreen ./build/tests/bench/bench_livefill [MESSAGES [REPEAT]]
//
// Budget: the ratio at most 1.10, no GUI stall over 100 ms. Defaults:
// 300 000 messages, 3 rounds.
#include "benchclock.h"
#include "editor/scenariodocument.h"
#include "run/runcontroller.h"
#include "stallmeter.h"
#include "timeline/timelineview.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <algorithm>
#include <climits>
#include <cstdio>

using namespace idem;
using namespace idem::ui;

namespace {

constexpr double kRatioBudget = 1.10;
constexpr qint64 kStallBudgetMs = 100;

struct Sample
{
    double engineMs = 0;
    double shownMs = 0; // start → the finished run on screen
    double cpuS = 0;
    int snapshots = 0;
    std::size_t lastSnapshotRecords = 0;
    std::size_t records = 0;
    qint64 stallWall = 0; // start → the finished run on screen
    qint64 stallCpu = 0;
    qint64 runningStallWall = 0; // start → finished: the live fill's part
    qint64 runningStallCpu = 0;
    qint64 swapStallWall = 0; // finished → the finished run on screen: the swap's part
    qint64 swapStallCpu = 0;
    // Wall time between the run's start, its snapshots and its end.
    qint64 firstSnapshotMs = -1;
    qint64 longestIntervalMs = 0;
    qint64 lastToEndMs = 0; // the last snapshot → the run's end (its own analysis and metrics)
    QString hash;
};

Sample runOnce(MainWindow &w, bool live)
{
    Sample sample;
    RunController *runs = w.runController();
    runs->setLiveFill(live);
    bool finished = false;
    const QMetaObject::Connection onFinished =
        QObject::connect(runs, &RunController::finished, &w, [&finished] { finished = true; });
    QElapsedTimer clock;
    qint64 lastSnapshotAt = 0;
    const QMetaObject::Connection onFilled = QObject::connect(
        runs, &RunController::filled, &w, [&sample, &clock, &lastSnapshotAt](const std::shared_ptr<PreparedRun> &p) {
            ++sample.snapshots;
            sample.lastSnapshotRecords = p->run->trace.size();
            const qint64 now = clock.elapsed();
            if (sample.firstSnapshotMs < 0)
                sample.firstSnapshotMs = now;
            else
                sample.longestIntervalMs = qMax(sample.longestIntervalMs, now - lastSnapshotAt);
            lastSnapshotAt = now;
        });
    StallMeter meter;
    StallMeter running;
    StallMeter swap;
    const double cpu0 = cpuSeconds();
    meter.start();
    running.start();
    clock.start();
    if (!w.startRun())
        return sample;
    const QMetaObject::Connection onEnd =
        QObject::connect(runs, &RunController::finished, &w, [&running, &swap, &sample, &clock, &lastSnapshotAt] {
            running.stop();
            swap.start();
            if (sample.snapshots > 0)
                sample.lastToEndMs = clock.elapsed() - lastSnapshotAt;
        });
    while (!(finished && w.currentRun() && w.timeline()->run() == w.currentRun()) && clock.elapsed() < 1800000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    sample.shownMs = double(clock.elapsed());
    // The first paints of the finished run land too.
    while (clock.elapsed() < sample.shownMs + 500)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    meter.stop();
    swap.stop();
    sample.cpuS = cpuSeconds() - cpu0;
    QObject::disconnect(onFinished);
    QObject::disconnect(onFilled);
    QObject::disconnect(onEnd);
    sample.runningStallWall = running.longestWall();
    sample.runningStallCpu = running.longestCpu();
    sample.swapStallWall = swap.longestWall();
    sample.swapStallCpu = swap.longestCpu();
    sample.stallWall = meter.longestWall();
    sample.stallCpu = meter.longestCpu();
    if (const RunPtr run = w.currentRun()) {
        sample.engineMs = run->wallMs;
        sample.records = run->trace.size();
        sample.hash = run->trace.hashHex();
    }
    return sample;
}

void print(const char *mode, const Sample &s)
{
    std::printf("  %-8s engine %7.0f ms, on screen after %7.0f ms, process CPU %6.2f s, %3d snapshots (last %zu of "
                "%zu records; first after %lld ms, longest interval %lld ms wall, the last to the run's end %lld ms), longest GUI stall while running "
                "%lld ms wall / %lld ms GUI-thread CPU, in the finished run's swap %lld / %lld ms, from start until "
                "the finished run is on screen %lld / %lld ms\n",
                mode, s.engineMs, s.shownMs, s.cpuS, s.snapshots, s.lastSnapshotRecords, s.records,
                static_cast<long long>(s.firstSnapshotMs), static_cast<long long>(s.longestIntervalMs),
                static_cast<long long>(s.lastToEndMs),
                static_cast<long long>(s.runningStallWall), static_cast<long long>(s.runningStallCpu),
                static_cast<long long>(s.swapStallWall), static_cast<long long>(s.swapStallCpu),
                static_cast<long long>(s.stallWall), static_cast<long long>(s.stallCpu));
}

double median(QVector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.size() % 2 ? v.at(v.size() / 2) : (v.at(v.size() / 2 - 1) + v.at(v.size() / 2)) / 2;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int messages = argc > 1 ? QByteArray(argv[1]).toInt() : 300000;
    const int repeat = argc > 2 ? QByteArray(argv[2]).toInt() : 3;
    if (messages <= 0 || repeat <= 0) {
        std::fprintf(stderr, "usage: bench_livefill [MESSAGES [REPEAT]]\n");
        return 2;
    }
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    if (!w.openScenario(QStringLiteral("builtin:lost-acks-sqs")))
        return 1;
    Scenario s = w.document()->scenario();
    s.messages = messages;
    s.strategy.id = QStringLiteral("none");
    w.document()->change(s, QStringLiteral("bench"));
    QCoreApplication::processEvents();
    std::printf("live fill: %d messages of lost-acks-sqs under none, %d rounds; load average before: %s\n", messages,
                repeat, loadAverage().constData());
    std::fflush(stdout);

    QVector<double> ratios;
    qint64 worstStallCpu = 0;
    qint64 worstStallWall = 0;
    qint64 worstSwapCpu = 0;
    qint64 worstSwapWall = 0;
    qint64 worstInterval = 0;
    int fewestSnapshots = INT_MAX;
    for (int i = 0; i < repeat; ++i) {
        Sample off;
        Sample on;
        if (i % 2 == 0) {
            off = runOnce(w, false);
            on = runOnce(w, true);
        } else {
            on = runOnce(w, true);
            off = runOnce(w, false);
        }
        if (off.hash.isEmpty() || off.hash != on.hash) {
            std::fprintf(stderr, "the runs failed or their trace hashes differ (%s, %s)\n", qPrintable(off.hash),
                         qPrintable(on.hash));
            return 1;
        }
        const double ratio = on.engineMs / off.engineMs;
        ratios.append(ratio);
        worstStallCpu = qMax(worstStallCpu, on.runningStallCpu);
        worstStallWall = qMax(worstStallWall, on.runningStallWall);
        worstSwapCpu = qMax(worstSwapCpu, qMax(on.swapStallCpu, off.swapStallCpu));
        worstSwapWall = qMax(worstSwapWall, qMax(on.swapStallWall, off.swapStallWall));
        worstInterval = qMax(worstInterval, on.longestIntervalMs);
        fewestSnapshots = qMin(fewestSnapshots, on.snapshots);
        std::printf("round %d: live / not live %.3f; load %s\n", i + 1, ratio, loadAverage().constData());
        print("not live", off);
        print("live", on);
        std::fflush(stdout);
    }
    // The stalls are judged by the GUI thread's CPU time: what the user
    // waits on an idle machine (wall time also counts the other programs).
    const auto verdict = [](bool within) { return within ? "PASS" : "over"; };
    const double ratio = median(ratios);
    std::printf("median engine wall live / not live over %d rounds: %.3f (budget <= 1.10: %s); longest GUI stall while "
                "a run filled in %lld ms of GUI-thread CPU, %lld ms wall (budget %lld ms: %s)\n",
                repeat, ratio, verdict(ratio <= kRatioBudget), static_cast<long long>(worstStallCpu),
                static_cast<long long>(worstStallWall), static_cast<long long>(kStallBudgetMs),
                verdict(worstStallCpu <= kStallBudgetMs));
    std::printf("snapshots per live run at least %d, longest wall interval between two "
                "%lld ms (aim about 1 s); longest GUI stall in a finished run's swap %lld ms of GUI-thread CPU, "
                "%lld ms wall (budget %lld ms: %s)\n",
                fewestSnapshots, static_cast<long long>(worstInterval), static_cast<long long>(worstSwapCpu),
                static_cast<long long>(worstSwapWall), static_cast<long long>(kStallBudgetMs),
                verdict(worstSwapCpu <= kStallBudgetMs));
    std::printf("load average after: %s\n", loadAverage().constData());
    return 0;
}
