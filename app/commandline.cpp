#include "commandline.h"
#include "checkcommand.h"
#include "explorecommand.h"
#include "livecommand.h"
#include "scenariocli.h"
#include "sweepvalues.h"

#include "analysis/explainer.h"
#include "base/printable.h"
#include "consumer/strategytraits.h"
#include "kernel/runlimits.h"
#include "report/comparisonjson.h"
#include "report/reportfiles.h"
#include "reportlanguage.h"
#include "report/reportwriter.h"
#include "report/resultfolder.h"
#include "report/summaryjson.h"
#include "run/comparisonrunner.h"
#include "run/simulation.h"
#include "run/sweeprunner.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenariofields.h"
#include "scenario/scenarioio.h"
#include "uiformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>
#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace cli;

namespace {

const QStringList kCommands = {QStringLiteral("run"), QStringLiteral("compare"), QStringLiteral("sweep"),
                               QStringLiteral("validate"), QStringLiteral("scenarios"),
                               QStringLiteral("live"), QStringLiteral("consume"),
                               QStringLiteral("check"), QStringLiteral("explore")};

void printSummary(const idem::RunResult &r)
{
    const idem::RunMetrics &m = r.metrics;
    const QLocale c = QLocale::c();
    // Text from the file is escaped and cut: it cannot move the cursor,
    // set the title or print a line of its own ("verdict: VALID").
    out() << idem::printable(r.scenario.name, kNameChars) << "  [strategy " << r.scenario.strategy.id << ", broker "
          << r.scenario.broker.profile << ", effect " << r.scenario.effect << ", seed " << r.scenario.seed
          << "]\n";
    out() << "  messages " << m.logicalMessages << ", publish attempts " << m.publishAttempts
          << ", deliveries " << m.deliveries << ", redeliveries " << m.redeliveries << "\n";
    if (!m.redeliveriesByCause.isEmpty()) {
        out() << "  redeliveries by cause:";
        for (auto it = m.redeliveriesByCause.cbegin(); it != m.redeliveriesByCause.cend(); ++it)
            out() << " " << it.key() << "=" << it.value();
        out() << "\n";
    }
    out() << "  effects applied " << m.effectsApplied << ", duplicate side effects " << m.duplicateSideEffects
          << ", duplicates skipped " << m.duplicatesSkipped << ", lost " << m.lost << ", dead-lettered "
          << m.deadLettered << ", producer gave up " << m.producerGaveUp << "\n";
    out() << "  transactions " << m.dbTransactions << ", rollbacks " << m.rollbacks << ", cache hits "
          << m.cacheHits << "/" << (m.cacheHits + m.cacheMisses) << ", latency p50 "
          << c.toString(m.latencyP50Ms, 'f', 1) << " ms, p99 " << c.toString(m.latencyP99Ms, 'f', 1)
          << " ms, virtual time " << idem::formatSeconds(qint64(m.virtualDurationMs * 1000)) << "\n";
    if (r.stopped())
        out() << "  verdict: STOPPED ("
              << (r.stop == idem::RunStop::NoProgress ? "no progress" : "over the trace budget") << ")   trace "
              << r.trace.hashHex() << "\n  " << r.stopReason << "\n";
    else
        out() << "  verdict: " << (r.valid ? "VALID" : "INVALID") << "   trace " << r.trace.hashHex() << "\n";
    const int shown = qMin(5, int(r.violations.size()));
    for (int i = 0; i < shown; ++i)
        out() << "  - " << idem::ui::UiFormat::localizeNumbers(r.violations.at(i).explanation) << "\n"; // digits of --lang
    if (r.violations.size() > shown)
        out() << "  … and " << (r.violations.size() - shown) << " more in summary.json\n";
    out() << "  database: " << idem::printable(r.databasePath, kPathChars) << "\n";
    out().flush();
}

// Each command's own options, on top of the shared ones (ScenarioCommand).
void addRunOptions(cli::ScenarioCommand &c)
{
    c.parser.addOption({QStringLiteral("trace-budget"),
                        QStringLiteral("Trace records the run may hold (default: 256 a message, at least 8000000; at "
                                       "most 100000000)."),
                        QStringLiteral("N")});
}

void addCompareOptions(cli::ScenarioCommand &c)
{
    c.parser.addOption({QStringLiteral("strategies"), QStringLiteral("Comma-separated strategy ids (default: all)."),
                        QStringLiteral("IDS")});
}

void addSweepOptions(cli::ScenarioCommand &c)
{
    addCompareOptions(c);
    c.parser.addOption({QStringLiteral("param"),
                        QStringLiteral("The field to vary, e.g. strategy.cacheTtlMs or faults.ackLost."),
                        QStringLiteral("PATH")});
    c.parser.addOption({QStringLiteral("from"), QStringLiteral("First value."), QStringLiteral("X")});
    c.parser.addOption({QStringLiteral("to"), QStringLiteral("Last value."), QStringLiteral("Y")});
    c.parser.addOption({QStringLiteral("steps"),
                        QStringLiteral("Number of values from X to Y, both included (default 5)."),
                        QStringLiteral("N"), QStringLiteral("5")});
    c.parser.addOption({QStringLiteral("step"),
                        QStringLiteral("Instead of --steps: the distance between values (X, X + D, ... up to Y); "
                                       "a whole number for an integer field."),
                        QStringLiteral("D")});
}

// Ctrl-C (SIGINT) and SIGTERM stop a run at its next check (every few
// thousand events) instead of killing it: the run removes its partial
// database, the result folder's lock is released, and the command says so and
// exits with ExitStopped. A second signal while stopping kills as usual.
std::atomic_bool g_stopRequested{false};
volatile std::sig_atomic_t g_stopSignal = 0;
static_assert(std::atomic_bool::is_always_lock_free, "set from a signal handler");

extern "C" void onStopSignal(int signal)
{
    g_stopSignal = signal;
    g_stopRequested.store(true);
    std::signal(signal, SIG_DFL);
}

const std::atomic_bool *stopOnSignals()
{
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    return &g_stopRequested;
}

QString stopSignalName()
{
    return g_stopSignal == SIGTERM ? QStringLiteral("SIGTERM") : QStringLiteral("SIGINT (Ctrl-C)");
}

int stoppedBySignal()
{
    return fail(QStringLiteral("stopped by %1: the run's partial files were removed and nothing was written")
                    .arg(stopSignalName()),
                ExitStopped);
}

// A signal after the run, while its reports were being written: the files
// written so far stay (the next run into the folder clears them), but no
// summary.json is written, so the database says "reporting", not a result.
int stoppedWhileReporting()
{
    return fail(QStringLiteral("stopped by %1 while writing the reports: no summary.json was written and the "
                               "database is marked \"reporting\", not a whole result")
                    .arg(stopSignalName()),
                ExitStopped);
}

int commandRun(const QStringList &args)
{
    cli::ScenarioCommand c(QStringLiteral("Run one scenario headless and write summary.json."));
    addRunOptions(c);
    if (const int code = c.parse(args, QStringLiteral("run")); code >= 0)
        return code;
    const QCommandLineParser &p = c.parser;
    const idem::Scenario &scenario = c.scenario();
    quint64 budget = 0;
    if (p.isSet(QStringLiteral("trace-budget"))) {
        bool ok = false;
        budget = p.value(QStringLiteral("trace-budget")).toULongLong(&ok);
        if (!ok || budget < 1000 || budget > idem::RunLimits::kMaxTraceRecords)
            return fail(QStringLiteral("--trace-budget: expected an integer from 1000 to %1, got \"%2\"")
                            .arg(idem::RunLimits::kMaxTraceRecords)
                            .arg(idem::printable(p.value(QStringLiteral("trace-budget")), 60)));
    }
    const QString folder = c.outFolder(scenario.strategy.id);
    idem::ResultFolder outFolder(folder);
    if (const idem::Outcome opened = outFolder.open(); !opened.ok())
        return fail(opened.error(), ExitWriteFailed);
    idem::Simulation sim(scenario, idem::ComparisonRunner::databaseFile(folder, scenario.strategy.id));
    sim.setTraceBudget(budget);
    sim.setReportsFollow(true);
    // Long runs show progress on a terminal (never in logs or pipes).
    idem::Simulation::Progress progress;
    int shown = -1;
    if (isatty(fileno(stderr)) && scenario.messages >= 20000) {
        progress = [&shown](double f) {
            const int percent = int(f * 100);
            if (percent != shown) {
                shown = percent;
                fprintf(stderr, "\r  running… %3d%%", percent);
                if (percent >= 100)
                    fprintf(stderr, "\r                \r");
            }
        };
    }
    const idem::RunResult result = sim.run(stopOnSignals(), progress);
    if (result.cancelled)
        return stoppedBySignal();
    // Input was checked before the run: what fails now is the run's files.
    if (!result.error.isEmpty())
        return fail(QStringLiteral("run failed: %1").arg(result.error), ExitWriteFailed);
    printSummary(result);
    // A folder deleted under the run may be another run's by now.
    if (const idem::Outcome held = outFolder.stillHeld(); !held.ok())
        return fail(held.error(), ExitWriteFailed);
    QStringList written;
    idem::ui::ReportFiles::Options options = c.reportOptions(folder);
    options.cancel = stopOnSignals();
    const QString error = idem::ui::ReportFiles::writeRun(result, options, &written);
    if (g_stopRequested.load())
        return stoppedWhileReporting();
    if (!error.isEmpty())
        return fail(error, ExitWriteFailed);
    for (QString &path : written)
        path = idem::printable(path, kPathChars);
    out() << "  report: " << written.join(QStringLiteral(", ")) << Qt::endl;
    if (result.stopped())
        return fail(QStringLiteral("the run was stopped: %1").arg(result.stopReason), ExitStopped);
    return result.valid ? ExitValid : ExitInvalid;
}

bool parseStrategies(const QCommandLineParser &p, QStringList *strategies)
{
    *strategies = idem::vocab::strategies();
    if (!p.isSet(QStringLiteral("strategies")))
        return true;
    *strategies = p.value(QStringLiteral("strategies")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &s : std::as_const(*strategies)) {
        if (!idem::StrategyTraits::find(s)) {
            err() << "--strategies: expected ids from " << idem::vocab::strategies().join(QStringLiteral(", "))
                  << ", got \"" << idem::printable(s, 60) << "\"" << Qt::endl;
            return false;
        }
    }
    if (strategies->isEmpty()) {
        err() << "--strategies: expected at least one strategy id" << Qt::endl;
        return false;
    }
    // One run and one database per strategy: a repeated id would run twice
    // into the same file.
    for (int i = 0; i < strategies->size(); ++i) {
        if (strategies->indexOf(strategies->at(i)) != i) {
            err() << "--strategies: \"" << strategies->at(i) << "\" is listed more than once" << Qt::endl;
            return false;
        }
    }
    return true;
}

int commandCompare(const QStringList &args)
{
    cli::ScenarioCommand c(QStringLiteral("Run one scenario under several strategies on the same faults."));
    addCompareOptions(c);
    if (const int code = c.parse(args, QStringLiteral("compare")); code >= 0)
        return code;
    const idem::Scenario &scenario = c.scenario();
    const QStringList formats = c.formats();
    QStringList strategies;
    if (!parseStrategies(c.parser, &strategies))
        return ExitBadInput;
    const QString folder = c.outFolder(QStringLiteral("compare"));
    idem::ResultFolder outFolder(folder);
    if (const idem::Outcome opened = outFolder.open(); !opened.ok())
        return fail(opened.error(), ExitWriteFailed);
    const QVector<idem::RunResult> results
        = idem::ComparisonRunner::run(scenario, strategies, folder, 0, stopOnSignals(), {}, true);
    if (std::any_of(results.cbegin(), results.cend(), [](const idem::RunResult &r) { return r.cancelled; }))
        return stoppedBySignal();
    const QLocale locale = QLocale::c();
    out() << idem::printable(scenario.name, kNameChars) << "  [broker " << scenario.broker.profile << ", effect " << scenario.effect
          << ", seed " << scenario.seed << ", " << scenario.messages << " messages]\n";
    out() << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7\n")
                 .arg(QStringLiteral("strategy"), -22)
                 .arg(QStringLiteral("verdict"), -8)
                 .arg(QStringLiteral("dup-effects"), 11)
                 .arg(QStringLiteral("skipped"), 8)
                 .arg(QStringLiteral("lost"), 6)
                 .arg(QStringLiteral("dead"), 6)
                 .arg(QStringLiteral("p99 ms"), 9);
    for (const idem::RunResult &r : results) {
        if (!r.error.isEmpty()) {
            out() << "  " << r.scenario.strategy.id << ": error: " << r.error << "\n";
            continue;
        }
        out() << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7\n")
                     .arg(r.scenario.strategy.id, -22)
                     .arg(r.stopped() ? QStringLiteral("STOPPED") : r.valid ? QStringLiteral("valid") : QStringLiteral("INVALID"), -8)
                     .arg(r.metrics.duplicateSideEffects, 11)
                     .arg(r.metrics.duplicatesSkipped, 8)
                     .arg(r.metrics.lost, 6)
                     .arg(r.metrics.deadLettered, 6)
                     .arg(locale.toString(r.metrics.latencyP99Ms, 'f', 1), 9);
    }
    // Input was checked before the runs: what fails now is their files.
    for (const idem::RunResult &r : results) {
        if (!r.error.isEmpty())
            return fail(QStringLiteral("%1: run failed: %2").arg(r.scenario.strategy.id, r.error), ExitWriteFailed);
    }
    if (const idem::Outcome held = outFolder.stillHeld(); !held.ok())
        return fail(held.error(), ExitWriteFailed);
    // Each strategy's report, then comparison.json last (ReportFiles): its
    // presence means the whole comparison is there.
    idem::ui::ReportFiles::Options options = c.reportOptions(folder);
    options.cancel = stopOnSignals();
    const QString error
        = idem::ui::ReportFiles::writeComparison(idem::ComparisonJson::pointers(results), options, nullptr);
    if (g_stopRequested.load())
        return stoppedWhileReporting();
    if (!error.isEmpty())
        return fail(error, ExitWriteFailed);
    out() << "  report: "
          << idem::printable(QDir(folder).absoluteFilePath(formats.contains(QLatin1String("html"))
                                                               ? QStringLiteral("comparison.html")
                                                               : QStringLiteral("comparison.json")),
                             kPathChars)
          << Qt::endl;
    for (const idem::RunResult &r : results) {
        if (r.stopped())
            return fail(QStringLiteral("%1: the run was stopped: %2").arg(r.scenario.strategy.id, r.stopReason),
                        ExitStopped);
    }
    return ExitValid;
}

int commandSweep(const QStringList &args)
{
    cli::ScenarioCommand c(QStringLiteral("Vary one numeric field and chart the outcome per strategy."));
    addSweepOptions(c);
    if (const int code = c.parse(args, QStringLiteral("sweep")); code >= 0)
        return code;
    const QCommandLineParser &p = c.parser;
    const idem::Scenario &scenario = c.scenario();
    const QStringList formats = c.formats();
    QStringList strategies;
    if (!parseStrategies(p, &strategies))
        return ExitBadInput;
    const QString param = p.value(QStringLiteral("param"));
    if (param.isEmpty())
        return fail(QStringLiteral("--param: required, e.g. --param strategy.cacheTtlMs"));
    // The field first: whether a step may be fractional depends on it.
    const idem::ScenarioField *field = idem::ScenarioField::find(param);
    if (!field || field->type == idem::FieldType::Flag)
        return fail(QStringLiteral("--param %1: not a numeric scenario field").arg(idem::printable(param, 60)));
    const SweepValues swept = sweepValues(p, *field, param);
    if (!swept.error.isEmpty())
        return fail(swept.error);
    if (!swept.note.isEmpty())
        err() << swept.note << Qt::endl;
    const QVector<double> values = swept.values;
    for (double v : values) {
        idem::Scenario probe = scenario;
        if (const idem::Outcome applied = idem::SweepRunner::apply(probe, param, v); !applied.ok())
            return fail(applied.error());
    }
    const QString folder = c.outFolder(QStringLiteral("sweep"));
    idem::ResultFolder outFolder(folder);
    if (const idem::Outcome opened = outFolder.open(); !opened.ok())
        return fail(opened.error(), ExitWriteFailed);
    const QVector<idem::SweepCell> cells
        = idem::SweepRunner::run(scenario, param, values, strategies, folder, 0, stopOnSignals());
    // Stopped by a signal: the runs that had ended keep their databases (the
    // next run into the folder clears them); no table, no sweep.csv.
    if (const qsizetype cancelled = std::count_if(cells.cbegin(), cells.cend(),
                                                  [](const idem::SweepCell &c) { return c.cancelled; });
        cancelled > 0)
        return fail(QStringLiteral("stopped by %1: %2 of %3 sweep runs had not ended; their partial files were "
                                   "removed, the %4 that had ended keep their databases, and no sweep.csv was written")
                        .arg(stopSignalName())
                        .arg(cancelled)
                        .arg(cells.size())
                        .arg(cells.size() - cancelled),
                    ExitStopped);
    out() << idem::printable(scenario.name, kNameChars) << ": duplicate side effects by " << param << "\n";
    out() << QStringLiteral("  %1").arg(param, -24);
    for (const QString &s : std::as_const(strategies))
        out() << QStringLiteral(" %1").arg(s.left(12), 12);
    out() << "\n";
    for (int vi = 0; vi < values.size(); ++vi) {
        out() << QStringLiteral("  %1").arg(QLocale::c().toString(values.at(vi), 'g', 10), -24);
        for (int si = 0; si < strategies.size(); ++si) {
            const idem::SweepCell &c = cells.at(vi * strategies.size() + si);
            out() << QStringLiteral(" %1").arg(c.result()    ? QString::number(c.metrics.duplicateSideEffects)
                                               : c.stopped() ? QStringLiteral("stopped")
                                                             : QStringLiteral("error"),
                                               12);
        }
        out() << "\n";
    }
    if (const idem::Outcome held = outFolder.stillHeld(); !held.ok())
        return fail(held.error(), ExitWriteFailed);
    const QString error = idem::ui::ReportFiles::writeSweep(scenario, param, values, strategies, cells,
                                                            c.reportOptions(folder), nullptr);
    if (!error.isEmpty())
        return fail(error, ExitWriteFailed);
    out() << "  report: "
          << idem::printable(QDir(folder).absoluteFilePath(formats.contains(QLatin1String("html"))
                                                               ? QStringLiteral("sweep.html")
                                                               : QStringLiteral("sweep.csv")),
                             kPathChars)
          << Qt::endl;
    for (const idem::SweepCell &c : cells) {
        if (!c.error.isEmpty())
            return fail(QStringLiteral("%1 at %2=%3: %4").arg(c.strategy, param).arg(c.value).arg(c.error),
                        ExitWriteFailed);
    }
    // A stopped cell has no verdict: say which and why, and exit as a stopped run.
    int stopped = 0;
    for (const idem::SweepCell &c : cells) {
        if (c.stopped())
            err() << c.strategy << " at " << param << "=" << QLocale::c().toString(c.value, 'g', 10)
                  << " was stopped: " << c.stopReason << Qt::endl;
        stopped += c.stopped() ? 1 : 0;
    }
    if (stopped > 0)
        return fail(QStringLiteral("%1 of %2 sweep runs were stopped before they ended (no verdict; \"stopped\" "
                                   "in sweep.csv)")
                        .arg(stopped)
                        .arg(cells.size()),
                    ExitStopped);
    return ExitValid;
}

int commandValidate(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Check a scenario file and report every problem."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("A scenario file or builtin:NAME."));
    if (!p.parse(args))
        return fail(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        out() << p.helpText();
        return 0;
    }
    if (p.positionalArguments().isEmpty())
        return fail(QStringLiteral("validate: expected at least one scenario"));
    int code = 0;
    for (const QString &source : p.positionalArguments()) {
        const idem::ScenarioLoadResult r = idem::ScenarioIo::load(source);
        if (r.ok()) {
            out() << idem::printable(source, kPathChars) << ": ok (" << idem::printable(r.scenario.name, kNameChars) << ")"
                  << Qt::endl;
        } else {
            for (const QString &e : r.errors)
                err() << e << Qt::endl;
            code = 2;
        }
    }
    return code;
}

int commandScenarios()
{
    for (const QString &name : idem::BuiltinScenarios::names()) {
        const idem::ScenarioLoadResult r = idem::ScenarioIo::load(QStringLiteral("builtin:") + name);
        out() << QStringLiteral("builtin:%1").arg(name, -36) << "  " << r.scenario.name;
        if (!r.scenario.topic.isEmpty())
            out() << "  (" << r.scenario.topic << ")";
        out() << "\n";
    }
    out().flush();
    return 0;
}

} // namespace

bool CommandLine::isCommand(const QString &word)
{
    return kCommands.contains(word) || word == QLatin1String("--help") || word == QLatin1String("-h")
        || word == QLatin1String("help") || word == QLatin1String("--version");
}

bool CommandLine::needsGui(const QStringList &arguments)
{
    // Reports with pictures (HTML, PDF, worksheets) paint the window's
    // timeline and legend: a widget application on the offscreen platform.
    // Parsed with the command's own options; a command line that does not
    // parse reports its error later and renders nothing.
    const QString command = arguments.value(1);
    const QStringList args = arguments.mid(1);
    cli::ScenarioCommand c({});
    if (command == QLatin1String("run"))
        addRunOptions(c);
    else if (command == QLatin1String("compare") && args.contains(QLatin1String("--live")))
        LiveCommand::addOptions(c, true);
    else if (command == QLatin1String("compare"))
        addCompareOptions(c);
    else if (command == QLatin1String("sweep"))
        addSweepOptions(c);
    else if (command == QLatin1String("live"))
        LiveCommand::addOptions(c, false);
    else if (command == QLatin1String("check"))
        CheckCommand::addOptions(c);
    else if (command == QLatin1String("explore") && !args.contains(QLatin1String("--merge")))
        ExploreCommand::addOptions(c);
    else
        return false;
    return cli::ScenarioCommand::wantsPictures(c.parser, args);
}

QString CommandLine::usage()
{
    return QStringLiteral(
        "Idempotency Lab: the Idempotent Consumer pattern, simulated over a real SQLite consumer.\n\n"
        "Usage:\n"
        "  idemlab [SCENARIO]           start the desktop app (opening SCENARIO)\n"
        "  idemlab run SCENARIO [--strategy ID] [--seed N] [--messages N] [--out DIR]\n"
        "              [--format json,csv,html,pdf,worksheet] [--lang en|fa|tr]\n"
        "  idemlab compare SCENARIO [--strategies ID,ID,...] [--out DIR] [--format ...] [--lang ...]\n"
        "  idemlab sweep SCENARIO --param PATH --from X --to Y [--steps N | --step D] [--strategies ...] [--out DIR]\n"
        "              [--format csv,html,pdf] [--lang ...]\n"
        "  idemlab validate SCENARIO...\n"
        "  idemlab live SCENARIO [--strategy ID] [--out DIR] [--amqp URL] [--redis URL]   against a real RabbitMQ\n"
        "  idemlab compare --live SCENARIO [--strategy ID] [--out DIR]   simulated and real, side by side\n"
        "  idemlab check --consumer \"COMMAND...\" [SCENARIO] [--consumers N] [--effects DB --query SQL] [--out DIR]\n"
        "              your own consumer against a private RabbitMQ, faults at the wire (docs/check.md)\n"
        "  idemlab explore SCENARIO [--strategy ID | --all-strategies] [--faults K] [--budget N | --time D]\n"
        "              [--jobs J] [--seed S] [--strict] [--shard I/N] [--out DIR] [--format json,html,pdf] [--lang ...]\n"
        "              find the smallest fault schedule that breaks a strategy\n"
        "  idemlab explore --merge DIR... [--out DIR]   join the shards of an exploration\n"
        "  idemlab scenarios            list the built-in scenarios (use them as builtin:NAME)\n"
        "  idemlab --help | --version\n\n"
        "SCENARIO is a scenario file (.idemlab or .json) or builtin:NAME. Exit codes: 0 valid, 1 invalid verdict,\n"
        "2 bad input, 3 the run was stopped (no progress, or over its trace budget), 4 the results could not be\n"
        "written (disk full, unwritable folder, folder in use by another run).\n"
        "Strategies: %1\n")
        .arg(idem::vocab::strategies().join(QStringLiteral(", ")));
}

int CommandLine::execute(const QStringList &arguments)
{
    const QString command = arguments.value(1);
    QStringList rest = arguments.mid(1);
    rest[0] = arguments.value(0) + QLatin1Char(' ') + command;
    if (command == QLatin1String("run"))
        return commandRun(rest);
    if (command == QLatin1String("compare"))
        return rest.contains(QLatin1String("--live")) ? LiveCommand::compareLive(rest) : commandCompare(rest);
    if (command == QLatin1String("live"))
        return LiveCommand::live(rest);
    if (command == QLatin1String("check"))
        return CheckCommand::check(rest);
    if (command == QLatin1String("consume"))
        return LiveCommand::consume(rest);
    if (command == QLatin1String("sweep"))
        return commandSweep(rest);
    if (command == QLatin1String("validate"))
        return commandValidate(rest);
    if (command == QLatin1String("explore"))
        return ExploreCommand::run(rest);
    if (command == QLatin1String("scenarios"))
        return commandScenarios();
    if (command == QLatin1String("--version")) {
        out() << "idemlab " << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    out() << usage();
    out().flush();
    return 0;
}
