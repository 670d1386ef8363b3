#include "checkcommand.h"
#include "livecommand.h"
#include "scenariocli.h"

#include "base/printable.h"
#include "report/reportfiles.h"
#include "report/reportwriter.h"
#include "report/resultfolder.h"
#include "run/comparisonrunner.h"

#ifdef IDEMLAB_HAVE_LIVE
#include "checkeffects.h"
#include "checkrun.h"
#include "liveoutput.h"
#include "store/rundatabase.h"
#endif

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <atomic>
#include <tuple>

using namespace cli;

namespace {
// The scenario when none is given: two consumers, a crash after the commit
// of order-5 and of order-14 (the classic duplicate).
const char *const kDefaultScenario = "builtin:05-crash-after-commit-before-ack";

#ifdef IDEMLAB_HAVE_LIVE
idem::Outcome writeCheckJson(const QString &folder, const idem::live::CheckOptions &o, const idem::live::CheckStats &s)
{
    QJsonObject j;
    j.insert(QStringLiteral("consumer"), o.command);
    j.insert(QStringLiteral("broker"), s.broker);
    j.insert(QStringLiteral("brokerVersion"), s.brokerVersion);
    j.insert(QStringLiteral("amqpUrl"), s.proxyUrl);
    j.insert(QStringLiteral("effectsDb"), s.effects);
    j.insert(QStringLiteral("effectsQuery"), o.query.isEmpty() ? idem::live::CheckEffects::defaultQuery() : o.query);
    j.insert(QStringLiteral("effectRows"), s.effectRows);
    j.insert(QStringLiteral("otherKeys"), QJsonValue::fromVariant(s.otherKeys));
    j.insert(QStringLiteral("kills"), s.kills);
    j.insert(QStringLiteral("killsInHandling"), s.killsInHandling);
    j.insert(QStringLiteral("exits"), s.exits);
    j.insert(QStringLiteral("starts"), s.starts);
    j.insert(QStringLiteral("connections"), s.connections);
    j.insert(QStringLiteral("connectionsByProc"), s.connectionsByProc);
    j.insert(QStringLiteral("serverStartMs"), s.serverStartMs);
    j.insert(QStringLiteral("runMs"), s.runMs);
    j.insert(QStringLiteral("totalMs"), s.totalMs);
    return idem::ReportWriter::writeFile(QDir(folder).filePath(QStringLiteral("check.json")), QJsonDocument(j).toJson());
}

void printCounts(const idem::RunResult &r, const idem::live::CheckStats &s)
{
    const idem::RunMetrics &m = r.metrics;
    const QLocale c = QLocale::c();
    out() << idem::printable(r.scenario.name, kNameChars) << "  [CHECK: your consumer on " << s.broker << "]\n";
    out() << "  messages " << m.logicalMessages << ", deliveries " << m.deliveries << ", redeliveries "
          << m.redeliveries << ", flagged redelivered " << m.redeliveredFlag << "\n";
    if (!m.redeliveriesByCause.isEmpty()) {
        out() << "  redeliveries by cause:";
        for (auto it = m.redeliveriesByCause.cbegin(); it != m.redeliveriesByCause.cend(); ++it)
            out() << " " << it.key() << "=" << it.value();
        out() << "\n";
    }
    out() << "  effects applied " << m.effectsApplied << ", duplicate side effects " << m.duplicateSideEffects
          << ", lost " << m.lost << ", dead-lettered " << m.deadLettered << "\n";
    out() << "  kills " << s.kills << ", exits " << s.exits << ", connections " << s.connections << " ("
          << s.connectionsByProc << " named by /proc)\n";
    out() << "  servers ready in " << c.toString(s.serverStartMs / 1000, 'f', 1) << " s, run "
          << c.toString(s.runMs / 1000, 'f', 1) << " s\n";
    if (!s.otherKeys.isEmpty())
        out() << "  keys the effects query returned that are no message of the scenario: "
              << idem::printable(s.otherKeys.join(QStringLiteral(", ")), kPathChars) << "\n";
    out() << "  verdict: " << (r.valid ? "VALID" : "INVALID") << "\n";
    for (int i = 0; i < qMin(5, int(r.violations.size())); ++i)
        out() << "  - " << r.violations.at(i).explanation << "\n";
    out().flush();
}

int intOption(const QCommandLineParser &p, const QString &name, int low, int high, int *value)
{
    if (!p.isSet(name))
        return -1;
    bool ok = false;
    *value = p.value(name).toInt(&ok);
    if (!ok || *value < low || *value > high)
        return fail(QStringLiteral("--%1: expected an integer from %2 to %3, got \"%4\"")
                        .arg(name)
                        .arg(low)
                        .arg(high)
                        .arg(idem::printable(p.value(name), 60)));
    return -1;
}
#endif
} // namespace

void CheckCommand::addOptions(cli::ScenarioCommand &c)
{
    c.parser.addOption({QStringLiteral("consumer"),
                        QStringLiteral("The command that starts your consumer (run by /bin/sh -c, once per "
                                       "consumer; see docs/check.md for its environment)."),
                        QStringLiteral("COMMAND")});
    c.parser.addOption({QStringLiteral("consumers"),
                        QStringLiteral("How many consumer processes run at once (default: the scenario's)."),
                        QStringLiteral("N")});
    c.parser.addOption({QStringLiteral("effects"),
                        QStringLiteral("Your database: sqlite:PATH or postgresql://USER:PASS@HOST:PORT/DB (default: "
                                       "an SQLite file in the output folder)."),
                        QStringLiteral("DB")});
    c.parser.addOption({QStringLiteral("query"),
                        QStringLiteral("SQL listing the applied effects by business key (default: SELECT order_key, "
                                       "count(*) FROM orders GROUP BY order_key)."),
                        QStringLiteral("SQL")});
    c.parser.addOption({QStringLiteral("kills"),
                        QStringLiteral("SIGKILL the consumers this many times at random moments after a delivery."),
                        QStringLiteral("N")});
    c.parser.addOption({QStringLiteral("kill-seed"), QStringLiteral("Seed of the random kills (default 1)."),
                        QStringLiteral("N")});
    c.parser.addOption({QStringLiteral("timeout"),
                        QStringLiteral("Seconds the check may take once the broker runs (default 240)."),
                        QStringLiteral("S")});
}

int CheckCommand::check(const QStringList &arguments)
{
    cli::ScenarioCommand c(QStringLiteral("Run your own consumer against the lab's private RabbitMQ through a "
                                          "fault-injecting AMQP proxy; the verdict comes from your database."));
    addOptions(c);
    QStringList args = arguments;
    // SCENARIO is optional: the classic crash after the commit.
    if (c.parser.parse(args) && c.parser.positionalArguments().isEmpty() && !c.parser.isSet(QStringLiteral("help")))
        args.append(QString::fromLatin1(kDefaultScenario));
    if (const int code = c.parse(args, QStringLiteral("check")); code >= 0)
        return code;
#ifdef IDEMLAB_HAVE_LIVE
    const QCommandLineParser &p = c.parser;
    idem::live::CheckOptions options;
    options.command = p.value(QStringLiteral("consumer"));
    options.effects = p.value(QStringLiteral("effects"));
    options.query = p.value(QStringLiteral("query"));
    int timeout = 240;
    for (const auto &[name, low, high, value] :
         {std::tuple<QString, int, int, int *>{QStringLiteral("consumers"), 1, 16, &options.consumers},
          {QStringLiteral("kills"), 0, 100000, &options.randomKills},
          {QStringLiteral("timeout"), 5, 86400, &timeout}}) {
        if (const int code = intOption(p, name, low, high, value); code >= 0)
            return code;
    }
    options.runTimeoutMs = timeout * 1000;
    if (p.isSet(QStringLiteral("kill-seed")))
        options.killSeed = p.value(QStringLiteral("kill-seed")).toULongLong();
    options.status = [](const QString &line) { err() << "  " << line << Qt::endl; };
    const idem::Scenario &scenario = c.scenario();
    if (const QString why = idem::live::CheckRun::refusal(scenario, options); !why.isEmpty())
        return fail(QStringLiteral("%1: cannot check: %2").arg(idem::printable(c.source(), kPathChars), why));
    const QString folder = c.outFolder(QStringLiteral("check"));
    idem::ResultFolder outFolder(folder);
    if (const idem::Outcome opened = outFolder.open(); !opened.ok())
        return fail(opened.error(), ExitWriteFailed);
    options.workFolder = QDir(folder).filePath(QStringLiteral("check"));
    // The private node keeps its data in OUT/check: below RabbitMQ's disk
    // limit it would take no message, and the check would wait for nothing.
    if (const QString full = idem::live::LiveOutput::tooFullForNode(options.workFolder); !full.isEmpty())
        return fail(full, ExitWriteFailed);
    const QString database = idem::ComparisonRunner::databaseFile(folder, scenario.strategy.id);
    idem::live::CheckRun run(scenario, database, options);
    idem::live::CheckStats stats;
    // Ctrl-C and SIGTERM stop the check at its next tick: the consumers,
    // the proxy and the private node are stopped before it returns.
    const std::atomic_bool *stop = LiveCommand::stopOnSignals();
    const idem::RunResult result = run.run(&stats, stop);
    // No run file of a check that did not end.
    if (stop->load() || !result.error.isEmpty()) {
        if (const idem::Outcome removed = idem::RunDatabase::remove(database); !removed.ok())
            err() << "  " << removed.error() << Qt::endl;
    }
    if (stop->load())
        return fail(QStringLiteral("check stopped by %1: the consumers, the proxy and the servers it started were "
                                   "stopped, and its unfinished files removed")
                        .arg(LiveCommand::stopSignalName()),
                    ExitStopped);
    if (!result.error.isEmpty()) {
        if (const QString full = idem::live::LiveOutput::fullFolder(folder, result.error); !full.isEmpty())
            return fail(full, ExitWriteFailed);
        return fail(QStringLiteral("check failed: %1").arg(result.error));
    }
    printCounts(result, stats);
    QStringList written;
    QString e = writeCheckJson(folder, options, stats).error();
    if (e.isEmpty())
        e = idem::ui::ReportFiles::writeRun(result, c.reportOptions(folder), &written);
    if (!e.isEmpty()) {
        // Whole or absent: check.json without its summary is no result.
        QFile::remove(QDir(folder).filePath(QStringLiteral("check.json")));
        return fail(e, ExitWriteFailed);
    }
    out() << "  report: " << written.join(QStringLiteral(", ")) << Qt::endl;
    return result.valid ? ExitValid : ExitInvalid;
#else
    return fail(QStringLiteral("check: this idemlab was built without the live lab (install librabbitmq-dev, "
                               "libnats-dev and libhiredis-dev, e.g. with ./lab.sh, and build again)"));
#endif
}
