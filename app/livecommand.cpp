#include "livecommand.h"
#include "scenariocli.h"

#include "base/printable.h"
#include "report/reportfiles.h"
#include "report/reportwriter.h"
#include "report/resultfolder.h"
#include "run/comparisonrunner.h"
#include "run/simulation.h"

#ifdef IDEMLAB_HAVE_LIVE
#include "livecompare.h"
#include "liveconsumer.h"
#include "liveoutput.h"
#include "liverun.h"
#include "store/rundatabase.h"
#endif

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>
#include <csignal>

using namespace cli;

namespace {
std::atomic_bool g_stop{false};
std::atomic_int g_stopSignal{0};
static_assert(std::atomic_bool::is_always_lock_free && std::atomic_int::is_always_lock_free,
              "set from a signal handler");

extern "C" void onLiveStopSignal(int signal)
{
    g_stopSignal.store(signal);
    g_stop.store(true);
    std::signal(signal, SIG_DFL);
}
} // namespace

const std::atomic_bool *LiveCommand::stopOnSignals()
{
    std::signal(SIGINT, onLiveStopSignal);
    std::signal(SIGTERM, onLiveStopSignal);
    return &g_stop;
}

QString LiveCommand::stopSignalName()
{
    return g_stopSignal.load() == SIGTERM ? QStringLiteral("SIGTERM") : QStringLiteral("SIGINT (Ctrl-C)");
}

namespace {

#ifdef IDEMLAB_HAVE_LIVE
// The live options on top of the parsed scenario; the scenario must be one
// a local RabbitMQ or JetStream runs. Returns -1 to go on, else the exit code.
int liveOptions(const ScenarioCommand &c, idem::live::LiveOptions *options)
{
    options->amqpUrl = c.parser.value(QStringLiteral("amqp"));
    options->redisUrl = c.parser.value(QStringLiteral("redis"));
    options->consumerProgram = QCoreApplication::applicationFilePath();
    options->status = [](const QString &line) { err() << "  " << line << Qt::endl; };
    const QString refusal = idem::live::LiveRun::refusal(c.scenario(), *options);
    if (refusal.isEmpty())
        return -1;
    return fail(QStringLiteral("%1: cannot run live: %2").arg(idem::printable(c.source(), kPathChars), refusal));
}

void printCounts(const idem::RunResult &r, const idem::live::LiveStats &stats)
{
    const idem::RunMetrics &m = r.metrics;
    out() << idem::printable(r.scenario.name, kNameChars) << "  [LIVE: " << stats.broker << ", strategy " << r.scenario.strategy.id << "]\n";
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
    out() << "  database: " << idem::printable(r.databasePath, kPathChars) << Qt::endl;
}

idem::Outcome writeLiveJson(const QString &folder, const idem::live::LiveStats &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("broker"), s.broker);
    o.insert(QStringLiteral("brokerVersion"), s.brokerVersion);
    o.insert(QStringLiteral("serverStartMs"), s.serverStartMs);
    o.insert(QStringLiteral("runMs"), s.runMs);
    o.insert(QStringLiteral("totalMs"), s.totalMs);
    o.insert(QStringLiteral("kills"), s.kills);
    o.insert(QStringLiteral("killsInTransaction"), s.killsInTransaction);
    o.insert(QStringLiteral("integrityChecks"), s.integrityChecks);
    o.insert(QStringLiteral("integrityFailures"), QJsonArray::fromStringList(s.integrityFailures));
    if (s.streamMessagesLeft >= 0)
        o.insert(QStringLiteral("streamMessagesLeft"), s.streamMessagesLeft);
    return idem::ReportWriter::writeFile(QDir(folder).filePath(QStringLiteral("live.json")), QJsonDocument(o).toJson());
}
#endif

} // namespace

void LiveCommand::addOptions(cli::ScenarioCommand &c, bool compare)
{
    c.parser.addOption({QStringLiteral("amqp"),
                        QStringLiteral("Use this RabbitMQ instead of a private node (amqp://USER:PASS@HOST:PORT/)."),
                        QStringLiteral("URL")});
    c.parser.addOption({QStringLiteral("redis"), QStringLiteral("Use this Redis instead of a private one (redis://HOST:PORT)."),
                        QStringLiteral("URL")});
    if (compare)
        c.parser.addOption({QStringLiteral("live"), QStringLiteral("Compare the simulated run with the real one.")});
}

#ifdef IDEMLAB_HAVE_LIVE

// A live run that did not end (stopped by a signal, failed): its run file
// removed, what happened said, and the exit code: 3 stopped, 4 when the
// output folder's disk is full, else 2.
int LiveCommand::unfinished(const idem::RunResult &run, const QString &folder, bool stopped)
{
    if (const idem::Outcome removed = idem::RunDatabase::remove(run.databasePath); !removed.ok())
        err() << "  " << removed.error() << Qt::endl;
    if (stopped)
        return fail(QStringLiteral("live run stopped by %1: its consumers and the servers it started were stopped, "
                                   "and its unfinished files removed")
                        .arg(stopSignalName()),
                    ExitStopped);
    if (const QString full = idem::live::LiveOutput::fullFolder(folder, run.error); !full.isEmpty())
        return fail(full, ExitWriteFailed);
    return fail(QStringLiteral("live run failed: %1").arg(run.error));
}

int LiveCommand::live(const QStringList &args)
{
    cli::ScenarioCommand c(
        QStringLiteral("Run the scenario against a real RabbitMQ or NATS JetStream (and Redis) with real consumer processes."));
    addOptions(c, false);
    idem::live::LiveOptions options;
    if (const int code = c.parse(args, QStringLiteral("live")); code >= 0)
        return code;
    if (const int code = liveOptions(c, &options); code >= 0)
        return code;
    const idem::Scenario &scenario = c.scenario();
    const QString folder = c.outFolder(QStringLiteral("live"));
    idem::ResultFolder outFolder(folder);
    if (const idem::Outcome opened = outFolder.open(); !opened.ok())
        return fail(opened.error(), ExitWriteFailed);
    const QString database = idem::ComparisonRunner::databaseFile(folder, scenario.strategy.id);
    idem::live::LiveRun run(scenario, database, options);
    idem::live::LiveStats stats;
    const std::atomic_bool *stop = stopOnSignals();
    const idem::RunResult result = run.run(&stats, stop);
    if (stop->load() || !result.error.isEmpty())
        return unfinished(result, folder, stop->load());
    printCounts(result, stats);
    QStringList written;
    QString e = writeLiveJson(folder, stats).error();
    if (e.isEmpty())
        e = idem::ui::ReportFiles::writeRun(result, c.reportOptions(folder), &written);
    if (!e.isEmpty())
        return fail(e, ExitWriteFailed);
    out() << "  report: " << written.join(QStringLiteral(", ")) << Qt::endl;
    return result.valid ? ExitValid : ExitInvalid;
}

int LiveCommand::compareLive(const QStringList &args)
{
    cli::ScenarioCommand c(
        QStringLiteral("Run the scenario simulated and against a real RabbitMQ or NATS JetStream; list every count that differs."));
    addOptions(c, true);
    idem::live::LiveOptions options;
    if (const int code = c.parse(args, QStringLiteral("compare --live")); code >= 0)
        return code;
    if (const int code = liveOptions(c, &options); code >= 0)
        return code;
    const idem::Scenario &scenario = c.scenario();
    const QString folder = c.outFolder(QStringLiteral("sim-vs-live"));
    const QDir dir(folder);
    idem::ResultFolder outFolder(folder), simFolder(dir.filePath(QStringLiteral("simulated"))),
        liveFolder(dir.filePath(QStringLiteral("live")));
    for (idem::ResultFolder *f : {&outFolder, &simFolder, &liveFolder}) {
        if (const idem::Outcome opened = f->open(); !opened.ok())
            return fail(opened.error(), ExitWriteFailed);
    }
    idem::Simulation sim(scenario, idem::ComparisonRunner::databaseFile(dir.filePath(QStringLiteral("simulated")),
                                                                        scenario.strategy.id));
    const idem::RunResult simulated = sim.run();
    if (!simulated.error.isEmpty()) {
        // A full disk before the live run starts: said, naming the folder,
        // exit 4, and no broker or consumer started for nothing.
        if (const QString full = idem::live::LiveOutput::fullFolder(simFolder.path(), simulated.error); !full.isEmpty())
            return fail(full, ExitWriteFailed);
        return fail(QStringLiteral("simulated run failed: %1").arg(simulated.error));
    }
    idem::live::LiveRun run(scenario, idem::ComparisonRunner::databaseFile(dir.filePath(QStringLiteral("live")),
                                                                           scenario.strategy.id), options);
    idem::live::LiveStats stats;
    const std::atomic_bool *stop = stopOnSignals();
    const idem::RunResult real = run.run(&stats, stop);
    if (stop->load() || !real.error.isEmpty())
        return unfinished(real, dir.filePath(QStringLiteral("live")), stop->load());
    out() << idem::printable(scenario.name, kNameChars) << "  [strategy " << scenario.strategy.id << ", seed " << scenario.seed << "]\n";
    out() << QStringLiteral("  %1 %2 %3\n").arg(QStringLiteral("count"), -24).arg(QStringLiteral("simulated"), 10).arg(QStringLiteral("real"), 10);
    const QVector<idem::live::CountRow> rows = idem::live::LiveCompare::rows(simulated, real);
    for (const idem::live::CountRow &r : rows)
        out() << QStringLiteral("  %1 %2 %3%4\n").arg(r.label, -24).arg(r.simulated, 10).arg(r.real, 10)
                     .arg(r.differs() ? QStringLiteral("   ≠") : QString());
    const QVector<idem::live::CountRow> diffs = idem::live::LiveCompare::differences(simulated, real);
    if (diffs.isEmpty())
        out() << "  every count agrees with the model.\n";
    for (const idem::live::CountRow &r : diffs)
        out() << "  " << r.label << ": simulated " << r.simulated << ", real " << r.real << " — " << r.cause << "\n";
    QString e = idem::ui::ReportFiles::writeRun(simulated, c.reportOptions(simFolder.path()), nullptr);
    if (e.isEmpty())
        e = writeLiveJson(liveFolder.path(), stats).error();
    if (e.isEmpty())
        e = idem::ui::ReportFiles::writeRun(real, c.reportOptions(liveFolder.path()), nullptr);
    if (e.isEmpty())
        e = idem::ReportWriter::writeFile(dir.filePath(QStringLiteral("sim-vs-live.json")),
                                          QJsonDocument(idem::live::LiveCompare::json(simulated, real)).toJson())
                .error();
    if (!e.isEmpty())
        return fail(e, ExitWriteFailed);
    out() << "  report: " << dir.absoluteFilePath(QStringLiteral("sim-vs-live.json")) << Qt::endl;
    return ExitValid;
}

int LiveCommand::consume(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("One live consumer process (started by `idemlab live`)."));
    p.addHelpOption();
    const QStringList names = {QStringLiteral("amqp"), QStringLiteral("redis"), QStringLiteral("redis-prefix"),
                               QStringLiteral("queue"), QStringLiteral("db"), QStringLiteral("scenario"),
                               QStringLiteral("consumer"), QStringLiteral("epoch-us"), QStringLiteral("claims"),
                               QStringLiteral("nats"), QStringLiteral("stream"), QStringLiteral("subject"),
                               QStringLiteral("durable")};
    for (const QString &n : names)
        p.addOption({n, n, QStringLiteral("VALUE")});
    if (!p.parse(args))
        return fail(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        out() << p.helpText();
        return 0;
    }
    // RabbitMQ (--amqp, --queue) or JetStream (--nats, --stream, --subject, --durable).
    const bool nats = p.isSet(QStringLiteral("nats"));
    QStringList required = {QStringLiteral("db"), QStringLiteral("scenario"), QStringLiteral("consumer"),
                            QStringLiteral("epoch-us")};
    if (nats)
        required << QStringLiteral("stream") << QStringLiteral("subject") << QStringLiteral("durable");
    else
        required << QStringLiteral("amqp") << QStringLiteral("queue");
    for (const QString &n : required) {
        if (!p.isSet(n))
            return fail(QStringLiteral("consume: --%1 is required").arg(n));
    }
    idem::live::ConsumeOptions o;
    o.amqpUrl = p.value(QStringLiteral("amqp"));
    o.redisUrl = p.value(QStringLiteral("redis"));
    o.redisPrefix = p.value(QStringLiteral("redis-prefix"));
    o.queue = p.value(QStringLiteral("queue"));
    o.natsUrl = p.value(QStringLiteral("nats"));
    o.stream = p.value(QStringLiteral("stream"));
    o.subject = p.value(QStringLiteral("subject"));
    o.durable = p.value(QStringLiteral("durable"));
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
