#include "livecommand.h"

#include "consumer/strategytraits.h"
#include "report/reportwriter.h"
#include "run/comparisonrunner.h"
#include "run/simulation.h"
#include "scenario/scenarioio.h"

#ifdef IDEMLAB_HAVE_LIVE
#include "livecompare.h"
#include "liveconsumer.h"
#include "liverun.h"
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QStandardPaths>
#include <QTextStream>

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int fail(const QString &message)
{
    err() << message << Qt::endl;
    return 2;
}

#ifdef IDEMLAB_HAVE_LIVE
void addOptions(QCommandLineParser &p)
{
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("A scenario file or builtin:NAME (broker profile rabbitmq)."));
    p.addOption({QStringLiteral("strategy"), QStringLiteral("Override the scenario's strategy."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("seed"), QStringLiteral("Override the scenario's seed."), QStringLiteral("N")});
    p.addOption({QStringLiteral("messages"), QStringLiteral("Override the number of messages."), QStringLiteral("N")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Folder for the report and the run database."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("format"), QStringLiteral("Report formats: json,csv,html (summary.json is always written)."),
                 QStringLiteral("LIST"), QStringLiteral("json")});
    p.addOption({QStringLiteral("amqp"), QStringLiteral("Use this RabbitMQ instead of a private node (amqp://USER:PASS@HOST:PORT/)."),
                 QStringLiteral("URL")});
    p.addOption({QStringLiteral("redis"), QStringLiteral("Use this Redis instead of a private one (redis://HOST:PORT)."),
                 QStringLiteral("URL")});
}

// Parses and loads the scenario with its overrides; -1 to go on, else the exit code.
int parse(QCommandLineParser &p, const QStringList &args, const QString &command, idem::Scenario *scenario,
          idem::live::LiveOptions *options)
{
    if (!p.parse(args))
        return fail(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        out() << p.helpText();
        return 0;
    }
    if (p.positionalArguments().size() != 1)
        return fail(QStringLiteral("%1: expected exactly one scenario (a file or builtin:NAME)").arg(command));
    const QString source = p.positionalArguments().first();
    const idem::ScenarioLoadResult loaded = idem::ScenarioIo::load(source);
    if (!loaded.ok()) {
        for (const QString &e : loaded.errors)
            err() << e << Qt::endl;
        return 2;
    }
    *scenario = loaded.scenario;
    QStringList problems;
    if (p.isSet(QStringLiteral("strategy"))) {
        scenario->strategy.id = p.value(QStringLiteral("strategy"));
        if (!idem::StrategyTraits::find(scenario->strategy.id))
            problems.append(QStringLiteral("--strategy: expected one of %1, got \"%2\"")
                                .arg(idem::vocab::strategies().join(QStringLiteral(", ")), scenario->strategy.id));
    }
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        scenario->seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            problems.append(QStringLiteral("--seed: expected an integer, got \"%1\"").arg(p.value(QStringLiteral("seed"))));
    }
    if (p.isSet(QStringLiteral("messages"))) {
        bool ok = false;
        scenario->messages = p.value(QStringLiteral("messages")).toInt(&ok);
        if (!ok || scenario->messages < 1)
            problems.append(QStringLiteral("--messages: expected a positive integer, got \"%1\"")
                                .arg(p.value(QStringLiteral("messages"))));
    }
    const QStringList formats = p.value(QStringLiteral("format")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &f : formats) {
        if (f != QLatin1String("json") && f != QLatin1String("csv") && f != QLatin1String("html"))
            problems.append(QStringLiteral("--format: expected a comma-separated list of json, csv, html; got \"%1\"").arg(f));
    }
    if (problems.isEmpty())
        problems = idem::ScenarioIo::validate(*scenario);
    options->amqpUrl = p.value(QStringLiteral("amqp"));
    options->redisUrl = p.value(QStringLiteral("redis"));
    options->consumerProgram = QCoreApplication::applicationFilePath();
    options->status = [](const QString &line) { err() << "  " << line << Qt::endl; };
    if (problems.isEmpty()) {
        const QString refusal = idem::live::LiveRun::refusal(*scenario, *options);
        if (!refusal.isEmpty())
            problems.append(QStringLiteral("cannot run live: %1").arg(refusal));
    }
    for (const QString &e : std::as_const(problems))
        err() << source << ": " << e << Qt::endl;
    return problems.isEmpty() ? -1 : 2;
}

QString outFolder(const QCommandLineParser &p, const idem::Scenario &s, const QString &what)
{
    if (p.isSet(QStringLiteral("out")))
        return p.value(QStringLiteral("out"));
    QString name = s.name.toLower();
    for (QChar &c : name) {
        if (!c.isLetterOrNumber())
            c = QLatin1Char('-');
    }
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    return QDir(base).filePath(QStringLiteral("runs/%1-%2-%3").arg(name.left(40), what,
                                                                  QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
}

void printCounts(const idem::RunResult &r, const idem::live::LiveStats &stats)
{
    const idem::RunMetrics &m = r.metrics;
    out() << r.scenario.name << "  [LIVE: " << stats.broker << ", strategy " << r.scenario.strategy.id << "]\n";
    out() << "  messages " << m.logicalMessages << ", publish attempts " << m.publishAttempts << ", deliveries "
          << m.deliveries << ", redeliveries " << m.redeliveries << "\n";
    out() << "  effects applied " << m.effectsApplied << ", duplicate side effects " << m.duplicateSideEffects
          << ", duplicates skipped " << m.duplicatesSkipped << ", lost " << m.lost << ", dead-lettered "
          << m.deadLettered << ", crashes " << m.crashes << "\n";
    const QLocale c = QLocale::c();
    out() << "  servers ready in " << c.toString(stats.serverStartMs / 1000, 'f', 1) << " s, run "
          << c.toString(stats.runMs / 1000, 'f', 1) << " s, total " << c.toString(stats.totalMs / 1000, 'f', 1)
          << " s\n";
    out() << "  verdict: " << (r.valid ? "VALID" : "INVALID") << "\n";
    for (int i = 0; i < qMin(5, int(r.violations.size())); ++i)
        out() << "  - " << r.violations.at(i).explanation << "\n";
    out() << "  database: " << r.databasePath << Qt::endl;
}

QString writeLiveJson(const QString &folder, const idem::live::LiveStats &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("broker"), s.broker);
    o.insert(QStringLiteral("serverStartMs"), s.serverStartMs);
    o.insert(QStringLiteral("runMs"), s.runMs);
    o.insert(QStringLiteral("totalMs"), s.totalMs);
    o.insert(QStringLiteral("kills"), s.kills);
    o.insert(QStringLiteral("killsInTransaction"), s.killsInTransaction);
    o.insert(QStringLiteral("integrityChecks"), s.integrityChecks);
    o.insert(QStringLiteral("integrityFailures"), QJsonArray::fromStringList(s.integrityFailures));
    return idem::ReportWriter::writeFile(QDir(folder).filePath(QStringLiteral("live.json")), QJsonDocument(o).toJson());
}
#endif

} // namespace

#ifdef IDEMLAB_HAVE_LIVE

int LiveCommand::live(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Run the scenario against a real RabbitMQ (and Redis) with real consumer processes."));
    addOptions(p);
    idem::Scenario scenario;
    idem::live::LiveOptions options;
    if (const int code = parse(p, args, QStringLiteral("live"), &scenario, &options); code >= 0)
        return code;
    const QString folder = outFolder(p, scenario, QStringLiteral("live"));
    if (QString e = idem::ReportWriter::ensureFolder(folder); !e.isEmpty())
        return fail(e);
    idem::live::LiveRun run(scenario, idem::ComparisonRunner::databaseFile(folder, scenario.strategy.id), options);
    idem::live::LiveStats stats;
    const idem::RunResult result = run.run(&stats);
    if (!result.error.isEmpty())
        return fail(QStringLiteral("live run failed: %1").arg(result.error));
    printCounts(result, stats);
    const QStringList formats = p.value(QStringLiteral("format")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    QString e = idem::ReportWriter::write(result, folder, formats, nullptr);
    if (e.isEmpty())
        e = writeLiveJson(folder, stats);
    if (!e.isEmpty())
        return fail(e);
    out() << "  report: " << QDir(folder).absoluteFilePath(QStringLiteral("summary.json")) << Qt::endl;
    return result.valid ? 0 : 1;
}

int LiveCommand::compareLive(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Run the scenario simulated and against a real RabbitMQ; list every count that differs."));
    addOptions(p);
    p.addOption({QStringLiteral("live"), QStringLiteral("Compare the simulated run with the real one.")});
    idem::Scenario scenario;
    idem::live::LiveOptions options;
    if (const int code = parse(p, args, QStringLiteral("compare --live"), &scenario, &options); code >= 0)
        return code;
    const QString folder = outFolder(p, scenario, QStringLiteral("sim-vs-live"));
    const QDir dir(folder);
    if (QString e = idem::ReportWriter::ensureFolder(dir.filePath(QStringLiteral("live"))); !e.isEmpty())
        return fail(e);
    if (QString e = idem::ReportWriter::ensureFolder(dir.filePath(QStringLiteral("simulated"))); !e.isEmpty())
        return fail(e);
    idem::Simulation sim(scenario, idem::ComparisonRunner::databaseFile(dir.filePath(QStringLiteral("simulated")),
                                                                        scenario.strategy.id));
    const idem::RunResult simulated = sim.run();
    if (!simulated.error.isEmpty())
        return fail(QStringLiteral("simulated run failed: %1").arg(simulated.error));
    idem::live::LiveRun run(scenario, idem::ComparisonRunner::databaseFile(dir.filePath(QStringLiteral("live")),
                                                                           scenario.strategy.id), options);
    idem::live::LiveStats stats;
    const idem::RunResult real = run.run(&stats);
    if (!real.error.isEmpty())
        return fail(QStringLiteral("live run failed: %1").arg(real.error));
    out() << scenario.name << "  [strategy " << scenario.strategy.id << ", seed " << scenario.seed << "]\n";
    out() << QStringLiteral("  %1 %2 %3\n").arg(QStringLiteral("count"), -24).arg(QStringLiteral("simulated"), 10).arg(QStringLiteral("real"), 10);
    const QVector<idem::live::CountRow> rows = idem::live::LiveCompare::rows(simulated.metrics, real.metrics);
    for (const idem::live::CountRow &r : rows)
        out() << QStringLiteral("  %1 %2 %3%4\n").arg(r.label, -24).arg(r.simulated, 10).arg(r.real, 10)
                     .arg(r.differs() ? QStringLiteral("   ≠") : QString());
    const QVector<idem::live::CountRow> diffs = idem::live::LiveCompare::differences(simulated.metrics, real.metrics);
    if (diffs.isEmpty())
        out() << "  every count agrees with the model.\n";
    for (const idem::live::CountRow &r : diffs)
        out() << "  " << r.label << ": simulated " << r.simulated << ", real " << r.real << " — " << r.cause << "\n";
    QString e = idem::ReportWriter::write(simulated, dir.filePath(QStringLiteral("simulated")), {}, nullptr);
    if (e.isEmpty())
        e = idem::ReportWriter::write(real, dir.filePath(QStringLiteral("live")), {}, nullptr);
    if (e.isEmpty())
        e = writeLiveJson(dir.filePath(QStringLiteral("live")), stats);
    if (e.isEmpty())
        e = idem::ReportWriter::writeFile(dir.filePath(QStringLiteral("sim-vs-live.json")),
                                          QJsonDocument(idem::live::LiveCompare::json(simulated, real)).toJson());
    if (!e.isEmpty())
        return fail(e);
    out() << "  report: " << dir.absoluteFilePath(QStringLiteral("sim-vs-live.json")) << Qt::endl;
    return 0;
}

int LiveCommand::consume(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("One live consumer process (started by `idemlab live`)."));
    p.addHelpOption();
    const QStringList names = {QStringLiteral("amqp"), QStringLiteral("redis"), QStringLiteral("redis-prefix"),
                               QStringLiteral("queue"), QStringLiteral("db"), QStringLiteral("scenario"),
                               QStringLiteral("consumer"), QStringLiteral("epoch-us"), QStringLiteral("claims")};
    for (const QString &n : names)
        p.addOption({n, n, QStringLiteral("VALUE")});
    if (!p.parse(args))
        return fail(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        out() << p.helpText();
        return 0;
    }
    for (const QString &n : {QStringLiteral("amqp"), QStringLiteral("queue"), QStringLiteral("db"),
                             QStringLiteral("scenario"), QStringLiteral("consumer"), QStringLiteral("epoch-us")}) {
        if (!p.isSet(n))
            return fail(QStringLiteral("consume: --%1 is required").arg(n));
    }
    idem::live::ConsumeOptions o;
    o.amqpUrl = p.value(QStringLiteral("amqp"));
    o.redisUrl = p.value(QStringLiteral("redis"));
    o.redisPrefix = p.value(QStringLiteral("redis-prefix"));
    o.queue = p.value(QStringLiteral("queue"));
    o.databasePath = p.value(QStringLiteral("db"));
    o.scenarioFile = p.value(QStringLiteral("scenario"));
    o.claimFolder = p.value(QStringLiteral("claims"));
    bool ok1 = false, ok2 = false;
    o.consumer = p.value(QStringLiteral("consumer")).toInt(&ok1);
    o.epochUs = p.value(QStringLiteral("epoch-us")).toLongLong(&ok2);
    if (!ok1 || o.consumer < 1 || !ok2)
        return fail(QStringLiteral("consume: --consumer and --epoch-us expect integers"));
    return idem::live::runConsumer(o);
}

#else

int LiveCommand::live(const QStringList &)
{
    return fail(QStringLiteral("live: this idemlab was built without the live lab (install librabbitmq-dev and "
                               "libhiredis-dev, e.g. with ./lab.sh, and build again)"));
}

int LiveCommand::consume(const QStringList &args)
{
    return live(args);
}

int LiveCommand::compareLive(const QStringList &args)
{
    return live(args);
}

#endif
