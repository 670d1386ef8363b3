// How long does asking the cause graph for one message's edges take, for
// every message of a large run? CauseGraph::of reads the by-message index
// built with the graph; the scan it replaced (every edge, per message) is
// timed beside it as the "before", and both must give the same edges.
// Then RunAnalysis::causesOf for every violation (what the explainer, the
// reports and the presenter ask).
//
//   cmake --build build --target bench_causegraph
//   ./build/tests/bench/bench_causegraph [messages]

#include "benchclock.h"
#include "run/simulation.h"
#include "scenario/scenarioio.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cstdio>

using namespace idem;

namespace {
std::vector<const CauseEdge *> scanned(const CauseGraph &graph, quint32 message)
{
    std::vector<const CauseEdge *> out;
    for (const CauseEdge &e : graph.edges()) {
        if (e.message == message)
            out.push_back(&e);
    }
    return out;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int messages = argc > 1 ? qMax(100, atoi(argv[1])) : 20000;
    Scenario s = ScenarioIo::load(QStringLiteral("builtin:lost-acks-sqs")).scenario;
    s.strategy.id = QStringLiteral("none");
    s.messages = messages;
    s.faults.ackLost = 0.2;
    QTemporaryDir dir;
    Simulation sim(s, dir.filePath(QStringLiteral("bench.sqlite")));
    const RunResult run = sim.run();
    if (!run.error.isEmpty() || !run.analysis) {
        std::fprintf(stderr, "run failed: %s\n", qPrintable(run.error));
        return 1;
    }
    const CauseGraph &graph = run.analysis->causes();
    std::printf("%d messages, %zu records, %zu edges, %lld violations\n", messages, run.trace.size(),
                graph.edges().size(), qlonglong(run.violations.size()));

    std::size_t found = 0;
    double t0 = cpuSeconds();
    for (int m = 0; m < messages; ++m)
        found += graph.of(quint32(m)).size();
    const double indexed = cpuSeconds() - t0;

    std::size_t foundByScan = 0;
    bool same = true;
    t0 = cpuSeconds();
    for (int m = 0; m < messages; ++m) {
        const auto edges = scanned(graph, quint32(m));
        foundByScan += edges.size();
        same = same && edges == graph.of(quint32(m));
    }
    const double scan = cpuSeconds() - t0 - indexed; // the check's own of() calls taken off
    std::printf("of() for every message: indexed %.3f ms, scan %.1f ms, %zu edges (scan %zu, %s)\n", indexed * 1e3,
                scan * 1e3, found, foundByScan, same ? "same" : "DIFFERENT");

    t0 = cpuSeconds();
    int causes = 0;
    for (const Violation &v : run.violations)
        causes += int(run.analysis->causesOf(run.trace, v.logical, v.kind).size());
    std::printf("causesOf() for every violation: %.1f ms, %d causes\n", (cpuSeconds() - t0) * 1e3, causes);
    return same && found == foundByScan ? 0 : 1;
}
