// How long a run report takes to render and how big it gets.
//
//   cmake --build build --target bench_reports
//   QT_QPA_PLATFORM=offscreen ./build/tests/bench/bench_reports [scenario] [big-messages]
//
// 1. A 200-message run of a built-in scenario (default lost-acks-sqs):
//    model, document, HTML and PDF together, best of 5.
// 2. The same scenario with 100 000 messages: the HTML and PDF sizes (the
//    timeline picture summarises, it does not draw every mark).

#include "report/reportcomposer.h"
#include "report/reportfigures.h"
#include "report/reporthtml.h"
#include "report/reportmodel.h"
#include "reportpdf.h"
#include "scenario/scenarioio.h"
#include "sim/simulation.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <cstdio>

using namespace idem;
using namespace idem::ui;

namespace {

RunResult runOf(const QString &name, int messages, const QString &folder)
{
    ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    if (!loaded.ok()) {
        fprintf(stderr, "%s\n", qPrintable(loaded.errors.join(QLatin1Char('\n'))));
        std::exit(2);
    }
    loaded.scenario.messages = messages;
    loaded.scenario.strategy.id = QStringLiteral("cache-local");
    Simulation sim(loaded.scenario, folder + QStringLiteral("/run-%1.sqlite").arg(messages));
    return sim.run();
}

struct Rendered
{
    double ms = 0;
    qsizetype html = 0;
    qsizetype pdf = 0;
};

Rendered render(const RunResult &r, const QString &folder)
{
    QElapsedTimer t;
    t.start();
    ReportContext ctx;
    ctx.folder = folder;
    const RunReport report = ReportModel::run(r, ctx);
    const ReportDocument doc = ReportComposer::run(report);
    ReportFigures figures;
    const QByteArray html = ReportHtml::render(doc, figures);
    const QByteArray pdf = ReportPdf::render(doc, figures);
    return {double(t.nsecsElapsed()) / 1e6, html.size(), pdf.size()};
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QString name = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("lost-acks-sqs");
    const int big = argc > 2 ? atoi(argv[2]) : 100000;
    QTemporaryDir dir;
    ReportFigures::prepareLegend();

    const RunResult small = runOf(name, 200, dir.path());
    double best = 1e9;
    Rendered last;
    for (int i = 0; i < 5; ++i) {
        last = render(small, dir.path());
        best = qMin(best, last.ms);
    }
    printf("%s, 200 messages (%zu trace records, %d violations): HTML + PDF in %.0f ms (best of 5); "
           "HTML %.0f kB, PDF %.0f kB\n",
           qPrintable(name), small.trace.size(), int(small.violations.size()), best, last.html / 1024.0,
           last.pdf / 1024.0);

    QElapsedTimer t;
    t.start();
    const RunResult large = runOf(name, big, dir.path());
    const double simMs = double(t.elapsed());
    const Rendered r = render(large, dir.path());
    printf("%s, %d messages (%zu trace records, %d violations; simulated in %.1f s): HTML + PDF in %.0f ms; "
           "HTML %.2f MB, PDF %.2f MB\n",
           qPrintable(name), big, large.trace.size(), int(large.violations.size()), simMs / 1000, r.ms,
           r.html / 1048576.0, r.pdf / 1048576.0);
    return 0;
}
