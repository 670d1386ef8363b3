// How fast the timeline paints a run of 1 M deliveries (~10 M records).
//
//   cmake --build build --target bench_timeline
//   QT_QPA_PLATFORM=offscreen ./build/tests/bench/bench_timeline [deliveries] [frames]
//
// The trace is synthetic (built with Trace::append, no SQLite): four
// consumers, one event every millisecond, every 997th ack lost and the
// message redelivered 30 s later as a duplicate side effect, a crash every
// 50 000 events, a broker restart half way. Frames render into a QImage
// through QWidget::render(), at full zoom-out, at a mid zoom and zoomed in
// far enough for single marks and arrows, each compared with an empty view
// in the same run (wall clock and this thread's CPU time; the load average
// says how much the wall clock waited for a core). During playback only the
// playhead moves and the view repaints its kept layer; the "resized every
// frame" row repaints everything each frame. Spans (handler, hold,
// transaction bars) and every cause arrow are on, and so is the legend strip.

#include "timeline/timelinecauses.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelineview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

using namespace idem;

namespace {

constexpr SimTime kSlot = 1000;              // one event per millisecond
constexpr SimTime kVisibility = 30000000;    // 30 s
constexpr int kConsumers = 4;

quint16 deliverDetail(DeliveryCause cause, int attempt)
{
    return quint16(int(cause) | (attempt << 5));
}

std::shared_ptr<RunResult> syntheticRun(int deliveries)
{
    auto run = std::make_shared<RunResult>();
    run->scenario.consumers.count = kConsumers;
    run->scenario.messages = deliveries;
    Trace &trace = run->trace;
    trace.reserve(std::size_t(deliveries) * 11);
    const int lag = int(kVisibility / kSlot); // slots until a lost ack's redelivery
    for (int i = 0; i < deliveries; ++i) {
        const SimTime t = SimTime(i) * kSlot;
        const quint32 m = quint32(i);
        const quint8 c = quint8(kFirstConsumerActor + i % kConsumers);
        if (i == deliveries / 2) {
            trace.append(t, TraceKind::BrokerRestart, ActorBroker, kNoMessage, 0, 1000);
            trace.append(t + 50, TraceKind::BrokerBack, ActorBroker);
        }
        trace.append(t + 100, TraceKind::PublishAttempt, ActorProducer, m, 1, 1);
        trace.append(t + 100, TraceKind::BrokerEnqueued, ActorBroker, m, 1, 1);
        trace.append(t + 100, TraceKind::PublishAcked, ActorProducer, m, 1, 0);
        trace.append(t + 150, TraceKind::Deliver, c, m, 1, deliverDetail(DeliveryCause::First, 1));
        trace.append(t + 150, TraceKind::HandleStart, c, m, 1, deliverDetail(DeliveryCause::First, 1));
        trace.append(t + 200, TraceKind::Sql, c, m, 1, 0);
        trace.append(t + 400, TraceKind::Sql, c, m, 1, 0);
        trace.append(t + 400, TraceKind::Commit, c, m, 1, 0);
        trace.append(t + 400, TraceKind::SideEffect, c, m, 1, 0);
        const bool lost = i % 997 == 0;
        trace.append(t + 500, lost ? TraceKind::AckLost : TraceKind::AckSent, c, m, 1, 1);
        if (i % 50000 == 49999) {
            trace.append(t + 600, TraceKind::Crash, c, kNoMessage, 0, 0);
        }
        if (i % 50000 == 1999 && i > 2000)
            trace.append(t + 600, TraceKind::Restart, quint8(kFirstConsumerActor + (i - 2000) % kConsumers));
        // The redelivery of a lost ack, 30 s later, applied a second time.
        const int back = i - lag;
        if (back >= 0 && back % 997 == 0) {
            const quint32 bm = quint32(back);
            trace.append(t + 700, TraceKind::Requeued, ActorBroker, bm, 1, int(DeliveryCause::AckLost));
            trace.append(t + 700, TraceKind::Deliver, c, bm, 2, deliverDetail(DeliveryCause::AckLost, 1));
            trace.append(t + 700, TraceKind::HandleStart, c, bm, 2, deliverDetail(DeliveryCause::AckLost, 1));
            trace.append(t + 900, TraceKind::SideEffect, c, bm, 2, 1);
            trace.append(t + 950, TraceKind::AckSent, c, bm, 2, 1);
        }
    }
    return run;
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

struct FrameTimes
{
    double median = 0; // wall clock, ms per frame
    double mean = 0;
    double cpu = 0;    // this thread's CPU time, ms per frame (ignores time preempted)
};

// Renders `frames` frames into `image`, each a real repaint: the playhead
// moves through the visible range as it does during playback. `cold`: the
// view is also one pixel narrower or wider every frame (a window being
// resized), so nothing painted before can be reused.
FrameTimes measure(ui::TimelineView &view, QImage &image, int frames, bool cold = false)
{
    view.render(&image); // warm up: fonts, glyph cache
    std::vector<double> wall;
    QElapsedTimer timer;
    const SimTime from = view.visibleFrom();
    const SimTime step = (view.visibleTo() - from) / qMax(1, frames);
    const QSize size = view.size();
    const double cpuStart = threadCpuMs();
    for (int i = 0; i < frames; ++i) {
        if (cold)
            view.resize(size.width() - (i % 2), size.height());
        view.setPlayhead(from + SimTime(i) * step);
        timer.start();
        view.render(&image);
        wall.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    if (cold)
        view.resize(size);
    FrameTimes t;
    t.cpu = (threadCpuMs() - cpuStart) / frames;
    for (double w : wall)
        t.mean += w / frames;
    std::sort(wall.begin(), wall.end());
    t.median = wall[wall.size() / 2];
    return t;
}

// Zooms in until about `window` is visible, centred on `centre`.
void zoomTo(ui::TimelineView &view, SimTime window, SimTime centre)
{
    view.fit();
    view.setPlayhead(kNever);
    for (int i = 0; i < 80 && view.visibleTo() - view.visibleFrom() > window; ++i)
        view.zoomIn();
    view.centerOn(centre);
}

} // namespace

// The first three fields of /proc/loadavg: how busy the machine was.
QByteArray loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return "?";
    const QList<QByteArray> fields = f.readAll().split(' ');
    return fields.size() >= 3 ? fields[0] + ' ' + fields[1] + ' ' + fields[2] : QByteArray("?");
}

int main(int argc, char *argv[])
{
    const QByteArray loadBefore = loadAverage();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int deliveries = argc > 1 ? QByteArray(argv[1]).toInt() : 1000000;
    const int frames = argc > 2 ? QByteArray(argv[2]).toInt() : 50;

    QElapsedTimer timer;
    timer.start();
    const std::shared_ptr<RunResult> run = syntheticRun(deliveries);
    const double buildMs = double(timer.nsecsElapsed()) / 1e6;

    QImage image(1600, 900, QImage::Format_ARGB32_Premultiplied);
    ui::TimelineView empty;
    empty.resize(image.size());
    const FrameTimes emptyT = measure(empty, image, frames);

    ui::TimelineView view;
    view.resize(image.size());
    view.setShowAllCauses(true);
    view.setShowCauses(qEnvironmentVariableIsEmpty("BENCH_NO_CAUSES"));
    view.setLegendVisible(qEnvironmentVariableIsEmpty("BENCH_NO_LEGEND"));
    timer.restart();
    view.setRun(run);
    const double setRunMs = double(timer.nsecsElapsed()) / 1e6;
    const QString out = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QString();

    view.fit();
    const FrameTimes fitT = measure(view, image, frames);
    if (!out.isEmpty())
        image.save(out + QStringLiteral("/bench-fit.png"));
    const FrameTimes coldT = measure(view, image, frames, true);
    const SimTime middle = SimTime(deliveries / 2) * kSlot; // the broker restart
    zoomTo(view, 20 * 1000 * 1000, middle); // ~20 s: ~20 000 deliveries on screen
    const SimTime midWindow = view.visibleTo() - view.visibleFrom();
    const FrameTimes midT = measure(view, image, frames);
    if (!out.isEmpty())
        image.save(out + QStringLiteral("/bench-mid.png"));
    zoomTo(view, 100 * 1000, middle); // ~100 ms: single marks and arrows
    const SimTime nearWindow = view.visibleTo() - view.visibleFrom();
    const FrameTimes nearT = measure(view, image, frames);
    if (!out.isEmpty())
        image.save(out + QStringLiteral("/bench-near.png"));

    std::printf("timeline benchmark: %d deliveries, %zu records (%.0f MB), %dx%d, %d frames each\n", deliveries,
                run->trace.size(), double(run->trace.size() * sizeof(TraceRecord)) / 1e6, image.width(),
                image.height(), frames);
    std::printf("  synthetic trace built        %8.1f ms\n", buildMs);
    std::printf("  setRun (index, spans, causes) %7.1f ms  (%zu bars, %zu cause arrows)\n", setRunMs,
                view.causes().bars().all().size(), view.causes().causes().size());
    std::printf("  load average before / after   %s / %s\n", loadBefore.constData(), loadAverage().constData());
    std::printf("  %-36s %8s %8s %8s %10s %10s\n", "ms per frame", "median", "mean", "cpu", "wall/empty",
                "cpu/empty");
    const auto row = [&](const QByteArray &name, const FrameTimes &t) {
        std::printf("  %-36s %8.2f %8.2f %8.2f %9.1fx %9.1fx\n", name.constData(), t.median, t.mean, t.cpu,
                    t.median / emptyT.median, t.cpu / emptyT.cpu);
    };
    row("empty view", emptyT);
    row("full zoom-out (whole run)", fitT);
    row("full zoom-out, resized every frame", coldT);
    row(QByteArray("mid zoom (") + QByteArray::number(double(midWindow) / 1e6, 'f', 1) + " s visible)", midT);
    row(QByteArray("zoomed in (") + QByteArray::number(double(nearWindow) / 1e3, 'f', 0) + " ms visible)", nearT);
    const bool met = fitT.median <= 16.0;
    std::printf("  target <= 16 ms/frame at full zoom-out (median): %s\n", met ? "met" : "NOT met");
    return met ? 0 : 1;
}
