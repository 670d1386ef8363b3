#include "livelab.h"

#include "consumer/strategytraits.h"
#include "scenario/vocabulary.h"
#include "run/comparisonrunner.h"
#include "run/simulation.h"

#ifdef IDEMLAB_HAVE_LIVE
#include "liverun.h"
#include "liveservers.h"
#endif

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QLocale>

namespace idem::ui {

QString LiveLab::unavailable(const Scenario &scenario)
{
#ifdef IDEMLAB_HAVE_LIVE
    const QString refusal = live::LiveRun::refusal(scenario, {});
    if (!refusal.isEmpty())
        return tr("This scenario cannot run against a real broker: %1").arg(refusal);
    const bool jetStream = vocab::profile(scenario.broker.profile) == Profile::NatsJetStream;
    if (jetStream && live::LiveServers::program(QStringLiteral("nats-server")).isEmpty())
        return tr("NATS is not installed: the program nats-server was not found. Install the Debian package "
                  "nats-server (./lab.sh installs it) and try again.");
    if (!jetStream && live::LiveServers::program(QStringLiteral("rabbitmq-server")).isEmpty())
        return tr("RabbitMQ is not installed: the program rabbitmq-server was not found. Install the Debian package "
                  "rabbitmq-server (./lab.sh installs it) and try again.");
    const StrategyTraits *traits = StrategyTraits::find(scenario.strategy.id);
    if (traits && traits->cache == CacheUse::Shared && live::LiveServers::program(QStringLiteral("redis-server")).isEmpty())
        return tr("Redis is not installed: the program redis-server was not found (the strategy keeps its ids in a "
                  "shared Redis). Install the Debian package redis-server (./lab.sh installs it) and try again.");
    return {};
#else
    Q_UNUSED(scenario)
    return tr("This idemlab was built without the live lab: install librabbitmq-dev, libnats-dev and libhiredis-dev "
              "(./lab.sh installs them), build again, and install rabbitmq-server, nats-server and redis-server.");
#endif
}

#ifdef IDEMLAB_HAVE_LIVE
Outcome LiveLab::startServers(const Scenario &scenario, live::LiveServers &servers, const std::atomic_bool &cancel,
                              const Report &report)
{
    const StrategyTraits *traits = StrategyTraits::find(scenario.strategy.id);
    const bool needRedis = traits && traits->cache == CacheUse::Shared;
    const int timeoutMs = 180000; // a busy 2-core machine boots a node in 10 to 40 s
    const QString rabbit = QStringLiteral("rabbitmq-server");
    const QString redis = QStringLiteral("redis-server");
    if (vocab::profile(scenario.broker.profile) == Profile::NatsJetStream) {
        // A NATS server with JetStream starts in a fraction of a second.
        const QString nats = QStringLiteral("nats-server");
        report(tr("Starting a private NATS server with JetStream…"), 0.02);
        if (Outcome e = servers.startNats(); !e.ok())
            return cannotStart(tr("NATS"), nats, e.error());
        if (needRedis) {
            if (Outcome e = servers.startRedis(); !e.ok())
                return cannotStart(tr("Redis"), redis, e.error());
            if (Outcome e = servers.waitRedis(timeoutMs, &cancel); !e.ok())
                return cannotStart(tr("Redis"), redis, e.error());
        }
        if (Outcome e = servers.waitNats(timeoutMs, &cancel); !e.ok())
            return cannotStart(tr("NATS"), nats, e.error());
        return {};
    }
    report(tr("Starting a private RabbitMQ node (10 to 40 s)…"), 0.02);
    if (Outcome e = servers.startRabbit(); !e.ok())
        return cannotStart(tr("RabbitMQ"), rabbit, e.error());
    if (needRedis) {
        report(tr("Starting a private Redis…"), 0.03);
        if (Outcome e = servers.startRedis(); !e.ok())
            return cannotStart(tr("Redis"), redis, e.error());
        if (Outcome e = servers.waitRedis(timeoutMs, &cancel); !e.ok())
            return cannotStart(tr("Redis"), redis, e.error());
        report(tr("Redis is up; waiting for the RabbitMQ node (10 to 40 s)…"), 0.04);
    }
    if (Outcome e = servers.waitRabbit(timeoutMs, &cancel); !e.ok())
        return cannotStart(tr("RabbitMQ"), rabbit, e.error());
    return {};
}

QString LiveLab::cannotStart(const QString &server, const QString &program, const QString &why)
{
    return tr("%1 could not be started (the program %2, Debian package %2; ./lab.sh installs it): %3")
        .arg(server, program, why);
}
#endif

SimVsReal LiveLab::run(const Scenario &scenario, const QString &parent, const QString &consumerProgram,
                       const std::atomic_bool &cancel, const Report &report, QString *error)
{
    SimVsReal out;
    error->clear();
    if (const QString why = unavailable(scenario); !why.isEmpty()) {
        *error = why;
        return out;
    }
#ifdef IDEMLAB_HAVE_LIVE
    const QDir dir(parent);
    out.folder = dir.filePath(QStringLiteral("live-%1-%2")
                                  .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")),
                                       scenario.strategy.id));
    const QString liveFolder = QDir(out.folder).filePath(QStringLiteral("live"));
    const QString simFolder = QDir(out.folder).filePath(QStringLiteral("simulated"));
    const QString serverFolder = QDir(out.folder).filePath(QStringLiteral("servers"));
    for (const QString &f : {liveFolder, simFolder, serverFolder}) {
        if (!QDir().mkpath(f)) {
            *error = tr("%1: cannot create the folder").arg(f);
            return out;
        }
    }
    // The servers are started here rather than by LiveRun, so that a
    // server that cannot start is said as such (which program, which
    // package) and Cancel while a node boots stops it at once.
    QElapsedTimer serverClock;
    serverClock.start();
    live::LiveServers servers(serverFolder);
    if (const Outcome started = startServers(scenario, servers, cancel, report); !started.ok()) {
        servers.stop();
        *error = cancel.load() ? cancelledError() : started.error();
        return out;
    }
    out.serverStartMs = double(serverClock.nsecsElapsed()) / 1e6;
    live::LiveOptions options;
    options.servers = &servers;
    options.consumerProgram = consumerProgram;
    options.workFolder = serverFolder;
    report(tr("Running %1 messages on the real broker…").arg(QLocale().toString(scenario.messages)), 0.1);
    options.progress = [&](double f) {
        report(tr("Running %1 messages on the real broker: %2 % done")
                   .arg(QLocale().toString(scenario.messages), QLocale().toString(qRound(f * 100))),
               0.1 + 0.85 * f);
    };
    live::LiveRun run(scenario, ComparisonRunner::databaseFile(liveFolder, scenario.strategy.id), options);
    live::LiveStats stats;
    auto real = std::make_shared<RunResult>(run.run(&stats, &cancel));
    servers.stop(); // the consumer processes ended with the run
    if (cancel.load()) {
        *error = cancelledError();
        return out;
    }
    if (!real->error.isEmpty()) {
        *error = tr("The real run failed: %1").arg(real->error);
        return out;
    }
    report(tr("Simulating the same scenario…"), 0.96);
    Simulation sim(scenario, ComparisonRunner::databaseFile(simFolder, scenario.strategy.id));
    auto simulated = std::make_shared<RunResult>(sim.run(&cancel));
    if (cancel.load()) {
        *error = cancelledError();
        return out;
    }
    if (!simulated->error.isEmpty()) {
        *error = tr("The simulated run failed: %1").arg(simulated->error);
        return out;
    }
    out.real = std::move(real);
    out.simulated = std::move(simulated);
    out.broker = tr("private RabbitMQ node %1").arg(servers.nodeName());
    out.runMs = stats.runMs;
    report(tr("Done."), 1.0);
#else
    Q_UNUSED(parent)
    Q_UNUSED(consumerProgram)
    Q_UNUSED(cancel)
    Q_UNUSED(report)
#endif
    return out;
}

} // namespace idem::ui
