#include "explorecommand.h"
#include "scenariocli.h"

#include "base/printable.h"
#include "consumer/strategytraits.h"
#include "explore/counterexamplefile.h"
#include "explore/explorejson.h"
#include "explore/explorer.h"
#include "report/explorereportfiles.h"
#include "report/reportwriter.h"
#include "report/resultfolder.h"
#include "scenario/scenarioio.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QFile>
#include <QStandardPaths>
#include <atomic>
#include <csignal>
#include <unistd.h>

using namespace cli;

namespace {

std::atomic_bool g_cancel{false};

extern "C" void onExploreSignal(int signal)
{
    g_cancel.store(true);
    std::signal(signal, SIG_DFL);
}

QString number(qint64 n)
{
    return QLocale::c().toString(n);
}

// What `--format` may ask of an exploration: explore.json always, the
// report (ExploreComposer, as the window exports it) as HTML and PDF.
const QStringList kReportFormats = {QStringLiteral("json"), QStringLiteral("html"), QStringLiteral("pdf")};

struct Settings
{
    idem::ExploreOptions options;
    QStringList strategies;
    bool strict = false;
};

void addExploreOptions(ScenarioCommand &c)
{
    QCommandLineParser &p = c.parser;
    p.addOption({QStringLiteral("all-strategies"), QStringLiteral("Explore every strategy and print the matrix.")});
    p.addOption({QStringLiteral("faults"), QStringLiteral("The bound K: every schedule of up to K faults (default 2)."),
                 QStringLiteral("K"), QStringLiteral("2")});
    p.addOption({QStringLiteral("budget"),
                 QStringLiteral("Schedules to run at most per strategy; what is left after the bound goes to random "
                                "search beyond it."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("time"),
                 QStringLiteral("Stop after this long per strategy (90s, 5m, 1h); the cut then depends on the machine."),
                 QStringLiteral("D")});
    p.addOption({QStringLiteral("jobs"), QStringLiteral("Worker threads (default: one per core); never changes the result."),
                 QStringLiteral("J")});
    p.addOption({QStringLiteral("strict"),
                 QStringLiteral("Exit 3 when the bound was not covered or a fault kind of the space never fired.")});
    p.addOption({QStringLiteral("shard"),
                 QStringLiteral("Run slice I of N (I from 0 to N-1) and write it for --merge."), QStringLiteral("I/N")});
    p.addOption({QStringLiteral("merge"),
                 QStringLiteral("Join the explore.json files in the folders given instead of a scenario.")});
}

bool parseWhole(const QString &text, qint64 low, qint64 high, qint64 *value)
{
    bool ok = false;
    *value = text.toLongLong(&ok);
    return ok && *value >= low && *value <= high;
}

// "90", "90s", "5m", "1h" -> milliseconds; -1 when not a duration.
qint64 parseDuration(const QString &text)
{
    static const QList<QPair<QString, qint64>> units = {
        {QStringLiteral("ms"), 1}, {QStringLiteral("s"), 1000}, {QStringLiteral("m"), 60000}, {QStringLiteral("h"), 3600000}};
    for (const auto &u : units) {
        if (text.endsWith(u.first)) {
            qint64 n = 0;
            return parseWhole(text.chopped(u.first.size()), 1, 100000000, &n) ? n * u.second : -1;
        }
    }
    qint64 n = 0;
    return parseWhole(text, 1, 100000000, &n) ? n * 1000 : -1;
}

QString readSettings(const ScenarioCommand &c, Settings *s)
{
    const QCommandLineParser &p = c.parser;
    qint64 v = 0;
    if (!parseWhole(p.value(QStringLiteral("faults")), 1, 6, &v))
        return QStringLiteral("--faults: expected an integer from 1 to 6, got \"%1\"")
            .arg(idem::printable(p.value(QStringLiteral("faults")), 60));
    s->options.maxFaults = int(v);
    if (p.isSet(QStringLiteral("budget")) && p.isSet(QStringLiteral("time")))
        return QStringLiteral("--budget and --time: give one of them");
    if (p.isSet(QStringLiteral("budget"))) {
        if (!parseWhole(p.value(QStringLiteral("budget")), 1, 1000000000, &v))
            return QStringLiteral("--budget: expected an integer from 1 to 1000000000, got \"%1\"")
                .arg(idem::printable(p.value(QStringLiteral("budget")), 60));
        s->options.budget = v;
    }
    if (p.isSet(QStringLiteral("time"))) {
        s->options.timeLimitMs = parseDuration(p.value(QStringLiteral("time")));
        if (s->options.timeLimitMs <= 0)
            return QStringLiteral("--time: expected a duration such as 90s, 5m or 1h, got \"%1\"")
                .arg(idem::printable(p.value(QStringLiteral("time")), 60));
    }
    if (p.isSet(QStringLiteral("jobs"))) {
        if (!parseWhole(p.value(QStringLiteral("jobs")), 1, 256, &v))
            return QStringLiteral("--jobs: expected an integer from 1 to 256, got \"%1\"")
                .arg(idem::printable(p.value(QStringLiteral("jobs")), 60));
        s->options.jobs = int(v);
    }
    if (p.isSet(QStringLiteral("shard"))) {
        const QStringList parts = p.value(QStringLiteral("shard")).split(QLatin1Char('/'));
        qint64 i = -1, n = 0;
        if (parts.size() != 2 || !parseWhole(parts.at(1), 1, 100000, &n) || !parseWhole(parts.at(0), 0, n - 1, &i))
            return QStringLiteral("--shard: expected I/N with 0 <= I < N, e.g. 0/4; got \"%1\"")
                .arg(idem::printable(p.value(QStringLiteral("shard")), 60));
        s->options.shard = int(i);
        s->options.shards = int(n);
        if (s->options.timeLimitMs > 0)
            return QStringLiteral("--shard and --time: a time limit would make each slice depend on its machine; "
                                  "use --budget");
    }
    if (p.isSet(QStringLiteral("all-strategies")) && p.isSet(QStringLiteral("strategy")))
        return QStringLiteral("--all-strategies and --strategy: give one of them");
    s->strategies = p.isSet(QStringLiteral("all-strategies")) ? idem::vocab::strategies()
                                                              : QStringList{c.scenario().strategy.id};
    s->strict = p.isSet(QStringLiteral("strict"));
    s->options.seed = c.scenario().seed;
    for (const QString &f : c.formats()) {
        if (!kReportFormats.contains(f))
            return QStringLiteral("--format: explore writes json, html and pdf (the exploration report); got \"%1\"")
                .arg(idem::printable(f, 60));
    }
    return {};
}

// Scratch databases: in memory-backed /dev/shm when there is one (thousands
// of short runs), else under the result folder.
QString workFolder(const QString &out)
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString name = QStringLiteral("idemlab-explore-%1").arg(QCoreApplication::applicationPid());
    if (shm.isDir() && shm.isWritable())
        return QDir(shm.absoluteFilePath()).filePath(name);
    return QDir(out).filePath(QStringLiteral(".") + name);
}

// Where the result goes and, when --format asks for html or pdf, what the
// exploration report is written of.
struct Report
{
    explicit Report(const QString &into) : folder(into) {}

    QString folder;
    QStringList formats;
    idem::Scenario scenario;
    QString source;
    int maxFaults = 2;
    qint64 budget = 0;

    bool wanted() const { return formats.contains(QLatin1String("html")) || formats.contains(QLatin1String("pdf")); }
};

QString verdictLine(const idem::ExploreRun &r)
{
    const QString strategy = r.strategy;
    if (!r.error.isEmpty())
        return QStringLiteral("%1: ERROR %2").arg(strategy, r.error);
    const QString equivalent = QStringLiteral("%1 equivalent to an earlier schedule (the same trace hash)")
                                   .arg(number(r.equivalent()));
    switch (r.verdict()) {
    case idem::VerdictKind::ViolationFound: {
        const idem::Counterexample &c = *r.smallest;
        QString line = QStringLiteral("%1: VIOLATION FOUND  %2 under %3 fault(s): %4")
                           .arg(strategy, idem::breachWord(c.breach))
                           .arg(c.schedule.size())
                           .arg(idem::FaultSites::describe(c.schedule));
        if (c.random)
            line += QStringLiteral(" (random search, beyond the bound)");
        if (c.shrunkDone)
            line += QStringLiteral("\n    shrunk in %1 step(s) (%2 runs) to %3 on %4 message(s), %5 consumer(s); %6")
                        .arg(c.shrinkSteps)
                        .arg(c.shrinkRuns)
                        .arg(idem::FaultSites::describe(c.shrunk))
                        .arg(c.messages)
                        .arg(c.consumers)
                        .arg(c.shrinkCancelled  ? QStringLiteral("NOT minimal (cancelled during shrinking)")
                             : c.locallyMinimal ? QStringLiteral("locally minimal: no single deletion still fails")
                                                : QStringLiteral("NOT locally minimal (shrink budget spent)"));
        if (!c.file.isEmpty())
            line += QStringLiteral("\n    lesson: %1").arg(c.file);
        return line;
    }
    case idem::VerdictKind::Complete:
        return QStringLiteral("%1: COMPLETE  0 violations in %2 schedules of <= %3 faults (%4)")
            .arg(strategy, number(r.exhaustiveRun()))
            .arg(r.maxFaults)
            .arg(equivalent);
    case idem::VerdictKind::Incomplete: {
        QStringList levels;
        for (const idem::LevelStats &l : r.levels)
            levels.append(QStringLiteral("%1 fault(s): %2 of %3").arg(l.depth).arg(number(l.run), number(l.schedules)));
        return QStringLiteral("%1: INCOMPLETE  stopped by %2 after %3 schedules, 0 violations; the bound covered: %4")
            .arg(strategy, r.stopReason.isEmpty() ? QStringLiteral("the slice") : r.stopReason,
                 number(r.schedulesRun()), levels.join(QStringLiteral(", ")));
    }
    }
    return {};
}

void printCoverage(const idem::ExploreRun &r)
{
    const idem::Coverage c = r.coverage();
    QStringList fired;
    for (int i = 0; i < int(idem::Fired::Count); ++i) {
        if (c[std::size_t(i)] > 0)
            fired.append(QStringLiteral("%1=%2").arg(idem::firedWord(idem::Fired(i)), number(c[std::size_t(i)])));
    }
    out() << "    fired (runs): " << fired.join(QStringLiteral(", ")) << "\n";
    if (r.randomRun > 0)
        out() << "    random search beyond the bound: " << number(r.randomRun) << " schedules, "
              << number(r.randomViolating) << " violating\n";
    if (!r.neverFired().isEmpty())
        out() << "    NEVER FIRED: " << r.neverFired().join(QStringLiteral(", ")) << "\n";
}

void printMatrix(const QVector<idem::ExploreRun> &runs)
{
    QStringList classes;
    for (const idem::ExploreRun &r : runs) {
        for (const QString &c : r.classes) {
            if (!classes.contains(c))
                classes.append(c);
        }
    }
    classes.sort();
    out() << "\nMatrix (holds up to the bound / BREAKS), columns:\n";
    for (int i = 0; i < classes.size(); ++i)
        out() << QStringLiteral("  c%1 = %2\n").arg(i + 1).arg(classes.at(i));
    out() << QStringLiteral("  %1").arg(QStringLiteral("strategy"), -22);
    for (int i = 0; i < classes.size(); ++i)
        out() << QStringLiteral(" %1").arg(QStringLiteral("c%1").arg(i + 1), 6);
    out() << "\n";
    for (const idem::ExploreRun &r : runs) {
        out() << QStringLiteral("  %1").arg(r.strategy, -22);
        for (const QString &c : std::as_const(classes)) {
            const QString cell = !r.classes.contains(c) ? QStringLiteral("-")
                : r.byClass.contains(c)                 ? QStringLiteral("BREAKS")
                                                        : QStringLiteral("holds");
            out() << QStringLiteral(" %1").arg(cell, 6);
        }
        out() << "\n";
    }
    out() << "\nSmallest counterexample per break:\n";
    for (const idem::ExploreRun &r : runs) {
        for (auto it = r.byClass.cbegin(); it != r.byClass.cend(); ++it) {
            const idem::Counterexample &c = it.value();
            out() << "  " << r.strategy << " x " << it.key() << ": "
                  << idem::FaultSites::describe(c.shrunkDone ? c.shrunk : c.schedule);
            if (c.shrunkDone)
                out() << " (" << c.messages << " message(s))";
            if (!c.file.isEmpty())
                out() << "  -> " << c.file;
            out() << "\n";
        }
    }
}

// The lessons of one exploration: its smallest counterexample and one per
// fault class it breaks under, as scenario files in `folder`; each file
// written is added to `written`.
QString writeLessons(idem::ExploreRun &r, const QString &folder, const QString &work, QStringList *written)
{
    const auto write = [&](idem::Counterexample &c, const QString &cls) -> QString {
        idem::Scenario lesson;
        if (const idem::Outcome made = idem::CounterexampleFile::lesson(r, c, work, &lesson); !made.ok())
            return made.error();
        const QString name = idem::CounterexampleFile::fileName(r.strategy, cls);
        if (const idem::Outcome saved = idem::ScenarioIo::save(lesson, QDir(folder).filePath(name)); !saved.ok())
            return saved.error();
        written->append(QDir(folder).filePath(name));
        c.file = name;
        return {};
    };
    if (r.smallest) {
        if (const QString e = write(*r.smallest, {}); !e.isEmpty())
            return e;
    }
    for (auto it = r.byClass.begin(); it != r.byClass.end(); ++it) {
        if (const QString e = write(it.value(), it.key()); !e.isEmpty())
            return e;
    }
    return {};
}

// explore.json alone (a merge, a slice, --format json), or the exploration
// report around it: scenario.json, explore.html and explore.pdf as asked,
// explore.json last (ExploreReportFiles, the window's Export…). Each file
// written is added to `written`.
QString writeResult(const QVector<idem::ExploreRun> &runs, const Report &report, QStringList *written)
{
    if (!report.wanted()) {
        const QString path = QDir(report.folder).filePath(QStringLiteral("explore.json"));
        const QString error = idem::ReportWriter::writeFile(path, idem::ExploreJson::fileJson(runs)).error();
        if (error.isEmpty())
            written->append(path);
        return error;
    }
    idem::ui::ExploreReport r{report.scenario, runs, report.maxFaults, report.budget, report.folder, {}};
    idem::ui::ReportFiles::Options o;
    o.formats = report.formats;
    o.context.folder = report.folder;
    o.context.source = report.source;
    o.context.appVersion = QCoreApplication::applicationVersion();
    o.context.created = QDateTime::currentDateTimeUtc();
    return idem::ui::ExploreReportFiles::write(r, o, written);
}

// A result is whole or absent: the lessons written before a write failed
// go too, so nothing in the folder reads as this exploration's outcome.
int failWriting(const QString &error, const QStringList &written)
{
    for (const QString &file : written)
        QFile::remove(file);
    return fail(error, ExitWriteFailed);
}

// The verdicts, the files, the exit code: shared by a search and a merge.
int conclude(QVector<idem::ExploreRun> &runs, const Report &report, const QString &work, bool strict)
{
    const QString &folder = report.folder;
    const bool sliced = !runs.isEmpty() && runs.first().shardsMerged.size() < runs.first().shards;
    int code = ExitValid;
    QStringList written;
    for (idem::ExploreRun &r : runs) {
        if (!sliced && r.error.isEmpty()) {
            // A signal stops the shrinking within one run; the lessons (a
            // full run each) are then left out: explore.json holds the
            // schedules, marked not minimal.
            idem::Explorer::shrinkCounterexamples(r, work, &g_cancel);
            if (const QString e = g_cancel.load() ? QString() : writeLessons(r, folder, work, &written);
                !e.isEmpty())
                return failWriting(e, written);
        }
        out() << verdictLine(r) << "\n";
        printCoverage(r);
        if (!r.error.isEmpty())
            code = qMax<int>(code, ExitWriteFailed);
        else if (r.verdict() == idem::VerdictKind::ViolationFound)
            code = qMax<int>(code, ExitInvalid);
        else if (strict && (r.verdict() == idem::VerdictKind::Incomplete || !r.neverFired().isEmpty()))
            code = qMax<int>(code, ExitStopped);
    }
    if (runs.size() > 1)
        printMatrix(runs);
    if (const QString e = writeResult(runs, sliced ? Report{folder} : report, &written); !e.isEmpty())
        return failWriting(e, written);
    if (report.wanted() && !sliced)
        out() << "  report: "
              << idem::printable(QDir(folder).absoluteFilePath(report.formats.contains(QLatin1String("html"))
                                                                   ? QStringLiteral("explore.html")
                                                                   : QStringLiteral("explore.pdf")),
                                 kPathChars)
              << "\n";
    out() << "  explore.json: " << idem::printable(QDir(folder).absoluteFilePath(QStringLiteral("explore.json")), kPathChars)
          << (sliced ? QStringLiteral("  (a slice: join the slices with idemlab explore --merge)") : QString())
          << Qt::endl;
    return code == ExitWriteFailed ? ExitWriteFailed : code;
}

int merge(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Join the slices of a sharded exploration into one verdict."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("dirs"), QStringLiteral("Folders holding a shard's explore.json."));
    p.addOption({QStringLiteral("merge"), QStringLiteral("Merge mode.")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Folder for the merged explore.json and the lessons."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("strict"), QStringLiteral("Exit 3 on an incomplete verdict.")});
    if (!p.parse(args))
        return fail(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        out() << p.helpText();
        return ExitValid;
    }
    const QStringList dirs = p.positionalArguments();
    if (dirs.isEmpty())
        return fail(QStringLiteral("explore --merge: expected the folders of the shards"));
    QMap<QString, QVector<idem::ExploreRun>> byStrategy;
    QStringList order;
    for (const QString &dir : dirs) {
        QVector<idem::ExploreRun> runs;
        const QString file = QDir(dir).filePath(QStringLiteral("explore.json"));
        if (const idem::Outcome read = idem::ExploreJson::readFile(file, &runs); !read.ok())
            return fail(read.error());
        for (const idem::ExploreRun &r : std::as_const(runs)) {
            if (!order.contains(r.strategy))
                order.append(r.strategy);
            byStrategy[r.strategy].append(r);
        }
    }
    QVector<idem::ExploreRun> merged;
    for (const QString &strategy : std::as_const(order)) {
        idem::ExploreRun m = idem::Explorer::merge(byStrategy.value(strategy));
        if (!m.error.isEmpty())
            return fail(QStringLiteral("explore --merge: %1: %2").arg(strategy, m.error));
        merged.append(m);
    }
    const QString folder = p.isSet(QStringLiteral("out")) ? p.value(QStringLiteral("out")) : QStringLiteral("explore-merged");
    idem::ResultFolder outFolder(folder);
    if (const idem::Outcome opened = outFolder.open(); !opened.ok())
        return fail(opened.error(), ExitWriteFailed);
    const QString work = workFolder(folder);
    std::signal(SIGINT, onExploreSignal);
    std::signal(SIGTERM, onExploreSignal);
    const int code = conclude(merged, Report{folder}, work, p.isSet(QStringLiteral("strict")));
    if (g_cancel.load())
        return fail(QStringLiteral("stopped by a signal: shrinking was cut short, the counterexamples above are not "
                                   "minimal"),
                    ExitStopped);
    QDir(work).removeRecursively();
    return code;
}

} // namespace

void ExploreCommand::addOptions(ScenarioCommand &c)
{
    addExploreOptions(c);
}

int ExploreCommand::run(const QStringList &args)
{
    if (args.contains(QLatin1String("--merge")))
        return merge(args);
    ScenarioCommand c(QStringLiteral("Search the fault schedules of a scenario for the smallest that breaks a strategy."));
    addExploreOptions(c);
    if (const int code = c.parse(args, QStringLiteral("explore")); code >= 0)
        return code;
    Settings settings;
    if (const QString problem = readSettings(c, &settings); !problem.isEmpty())
        return fail(problem);
    const QString folder = c.outFolder(QStringLiteral("explore"));
    idem::ResultFolder outFolder(folder);
    if (const idem::Outcome opened = outFolder.open(); !opened.ok())
        return fail(opened.error(), ExitWriteFailed);
    const QString work = workFolder(folder);
    std::signal(SIGINT, onExploreSignal);
    std::signal(SIGTERM, onExploreSignal);
    settings.options.cancel = &g_cancel;
    const bool terminal = isatty(fileno(stderr));
    QVector<idem::ExploreRun> runs;
    for (const QString &strategy : std::as_const(settings.strategies)) {
        idem::Scenario s = c.scenario();
        s.strategy.id = strategy;
        settings.options.workDir = QDir(work).filePath(strategy);
        if (terminal)
            settings.options.progress = [&strategy](qint64 done, qint64 planned) {
                fprintf(stderr, "\r  %s: %lld / %lld   ", qPrintable(strategy), done, planned);
            };
        runs.append(idem::Explorer::explore(s, settings.options));
        if (terminal)
            fprintf(stderr, "\r%60s\r", "");
        if (g_cancel.load())
            break;
    }
    Report report(folder);
    report.formats = c.formats();
    report.scenario = c.scenario();
    report.source = c.source();
    report.maxFaults = settings.options.maxFaults;
    report.budget = settings.options.budget;
    const int code = conclude(runs, report, work, settings.strict);
    QDir(work).removeRecursively();
    if (g_cancel.load())
        return fail(QStringLiteral("stopped by a signal: the verdicts above are incomplete"), ExitStopped);
    return code;
}
