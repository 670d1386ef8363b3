#include "simulation.h"

#include "../analysis/explainer.h"
#include "../broker/kafkabroker.h"
#include "../broker/queuebroker.h"
#include "../consumer/consumerinstance.h"
#include "../kernel/eventkinds.h"
#include "../kernel/runlimits.h"
#include "../kernel/simcontext.h"
#include "../producer/producer.h"
#include "../scenario/brokerprofile.h"
#include "../scenario/scenarioio.h"
#include "../store/rundatabase.h"
#include "../store/scratchdatabase.h"
#include "groundtruth.h"
#include "runfiles.h"
#include "stalldiagnosis.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QUuid>
#include <memory>
#include <vector>

namespace idem {

namespace {
// A run that has not settled after 30 virtual days is stuck (e.g. no
// consumer left to take the queue); it stops with an explanation.
constexpr SimTime kHorizon = SimTime(30) * 24 * 3600 * 1000 * 1000;

QString count(quint64 n)
{
    return QLocale::c().toString(n);
}
} // namespace

class SimulationPrivate final : public ConsumerDirectory
{
public:
    SimulationPrivate(const Scenario &scenario, const QString &path)
        : ctx(scenario), finalPath(path), databasePath(RunDatabase::partialPath(path)), files(path)
    {
    }

    int consumerSlots() const override { return int(consumers.size()); }
    bool canReceive(int consumer) const override { return consumers[std::size_t(consumer - 1)]->canReceive(); }
    int unacked(int consumer) const override { return consumers[std::size_t(consumer - 1)]->unacked(); }
    void deliver(int consumer, const Delivery &d) override { consumers[std::size_t(consumer - 1)]->receive(d); }
    void dropBuffered(int consumer) override { consumers[std::size_t(consumer - 1)]->dropBuffered(); }
    void brokerClosed(int consumer) override { consumers[std::size_t(consumer - 1)]->brokerClosed(); }

    Outcome setUp();
    // After the database is ready: the connections, the actors, the first events.
    Outcome startRun(const BrokerProfile &profile, Effect effect);
    Outcome addConsumer();
    // The run's own connection `own`, or the scratch database's; `use` is the one to use.
    Outcome connect(std::unique_ptr<StoreConnection> &own, StoreConnection *&use, bool mail, const QString &name);
    // Every connection closed (or, for a scratch run, given back).
    void disconnect();
    void handle(const SimEvent &e);
    void scheduled(const ScheduledFault &f);
    void retention();
    QString fatalError() const;
    qint64 progressMark() const;
    bool anyConsumerLeft() const;

    SimContext ctx;
    QString finalPath;
    QString databasePath; // the working (partial) file while the run lasts
    RunFiles files;       // what this run created: the only files it renames or removes
    QString runId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    quint64 traceBudget = 0;
    ScratchDatabase *scratch = nullptr; // Simulation::setScratchDatabase
    bool verdictOnly = false;
    bool reportsFollow = false; // Simulation::setReportsFollow
    Simulation::Watch watch;
    const StrategyTraits *traits = nullptr;
    ConsumerInstance::Shared shared;
    std::unique_ptr<DedupCache> sharedCache;
    std::unique_ptr<StoreConnection> ownMailServer;
    std::unique_ptr<StoreConnection> ownMaintenance;
    StoreConnection *mailServer = nullptr;
    StoreConnection *maintenance = nullptr;
    std::unique_ptr<Broker> broker;
    std::unique_ptr<Producer> producer;
    std::vector<std::unique_ptr<ConsumerInstance>> consumers;
    SimTime retentionInterval = 0;
};

Outcome SimulationPrivate::setUp()
{
    const Scenario &s = ctx.scenario;
    traits = StrategyTraits::find(s.strategy.id);
    if (!traits)
        return QStringLiteral("$.strategy.id: unknown strategy \"%1\"").arg(s.strategy.id);
    const std::optional<Effect> found = vocab::effect(s.effect);
    if (!found)
        return QStringLiteral("$.effect: unknown effect \"%1\"").arg(s.effect);
    const Effect effect = *found;
    const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
    if (!profile)
        return QStringLiteral("$.broker.profile: unknown broker profile \"%1\"").arg(s.broker.profile);
    RunDatabaseOptions options;
    options.uniqueInbox = s.strategy.uniqueConstraint;
    options.uniqueOrderKey = effect == Effect::UpsertOrder
        || (traits->naturalUpsert && effect == Effect::InsertOrder);
    if (scratch) {
        if (Outcome reset = scratch->reset(options); !reset.ok())
            return reset;
        return startRun(*profile, effect);
    }
    // The previous run's files go first: whatever happens next, nothing of
    // it is left to be read as this run's result.
    if (Outcome removed = RunDatabase::remove(finalPath); !removed.ok())
        return removed;
    QHash<QString, QString> info;
    info.insert(QStringLiteral("state"), QStringLiteral("running"));
    info.insert(QStringLiteral("runId"), runId);
    info.insert(QStringLiteral("pid"), QString::number(QCoreApplication::applicationPid()));
    info.insert(QStringLiteral("startedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    info.insert(QStringLiteral("strategy"), s.strategy.id);
    info.insert(QStringLiteral("seed"), QString::number(s.seed));
    info.insert(QStringLiteral("scenario"), QString::fromUtf8(ScenarioIo::toJson(s)));
    if (Outcome created = RunDatabase::create(databasePath, options, info); !created.ok())
        return created;
    files.claim();
    return startRun(*profile, effect);
}

Outcome SimulationPrivate::startRun(const BrokerProfile &profile, Effect effect)
{
    const Scenario &s = ctx.scenario;
    const int n = s.messages;
    ctx.startEvents(n, FateNeverDelivered);
    // Reserved, not touched: pages become resident only as records arrive,
    // and a generous reserve avoids a doubling copy of a huge trace.
    ctx.trace.reserve(std::size_t(qMin<quint64>(quint64(n) * 16 + 1024, traceBudget + 1024)));
    ctx.metrics.logicalMessages = n;

    if (Outcome opened = connect(ownMailServer, mailServer, true, QStringLiteral("mail-server")); !opened.ok())
        return opened;
    if (Outcome opened = connect(ownMaintenance, maintenance, false, QStringLiteral("retention-job")); !opened.ok())
        return opened;
    if (traits->cache == CacheUse::Shared)
        sharedCache = std::make_unique<DedupCache>(msToSim(s.strategy.cacheTtlMs), s.strategy.cacheCapacity);

    shared.traits = traits;
    shared.effect = effect;
    shared.sharedCache = sharedCache.get();
    shared.mailServer = mailServer;
    shared.databasePath = databasePath;
    shared.scratch = scratch;
    shared.cacheBeforeCommit = vocab::cacheWrite(s.strategy.cacheWrite) == CacheWrite::BeforeCommit;

    if (profile.partitioned)
        broker = std::make_unique<KafkaBroker>(ctx, *this);
    else
        broker = std::make_unique<QueueBroker>(ctx, *this);
    ctx.broker = broker.get();
    producer = std::make_unique<Producer>(ctx);

    for (int i = 0; i < s.consumers.count; ++i) {
        if (Outcome added = addConsumer(); !added.ok())
            return added;
    }
    for (int i = 0; i < s.faults.schedule.size(); ++i) {
        const ScheduledFault &f = s.faults.schedule.at(i);
        // Timed faults that act on their own; the rest are decided when a
        // publish, ack or handler step reaches them (see FaultPlan).
        const bool standalone = vocab::actsAtItsTime(f.kind, f.point);
        if (!f.isTargeted() && standalone)
            ctx.schedule(msToSim(f.atMs), EvScheduled, i);
    }
    if (s.strategy.retentionMs > 0 && traits->guard != DbGuard::None) {
        retentionInterval = qBound(SimTime(100000), msToSim(s.strategy.retentionMs) / 4, SimTime(60000000));
        ctx.schedule(retentionInterval, EvRetention);
    }
    broker->consumerJoined(1);
    producer->start();
    return {};
}

Outcome SimulationPrivate::connect(std::unique_ptr<StoreConnection> &own, StoreConnection *&use, bool mail,
                                   const QString &name)
{
    if (scratch) {
        QString error;
        use = scratch->connection(mail, name, 0, &error);
        return error;
    }
    own = std::make_unique<StoreConnection>(mail ? RunDatabase::mailServerPath(databasePath) : databasePath, name);
    use = own.get();
    return own->open();
}

void SimulationPrivate::disconnect()
{
    consumers.clear();
    mailServer = nullptr;
    maintenance = nullptr;
    ownMailServer.reset();
    ownMaintenance.reset();
    if (scratch)
        scratch->release();
}

Outcome SimulationPrivate::addConsumer()
{
    const int id = int(consumers.size()) + 1;
    if (id > 200)
        return QStringLiteral("too many consumers");
    consumers.push_back(std::make_unique<ConsumerInstance>(ctx, shared, id));
    return consumers.back()->open();
}

void SimulationPrivate::handle(const SimEvent &e)
{
    switch (e.kind) {
    case EvPublish:
    case EvPublishTimeout:
        producer->onEvent(e);
        break;
    case EvConsumerStep:
        consumers[std::size_t(e.a - 1)]->onStep(e.b);
        break;
    case EvConsumerRestart:
        consumers[std::size_t(e.a - 1)]->restart(e.b);
        break;
    case EvScheduled:
        scheduled(ctx.scenario.faults.schedule.at(e.a));
        break;
    case EvStoreUp:
        ctx.storeDown = false;
        ctx.record(TraceKind::StoreUp, ActorStore);
        break;
    case EvRetention:
        retention();
        break;
    default:
        broker->onEvent(e);
        break;
    }
}

void SimulationPrivate::scheduled(const ScheduledFault &f)
{
    const auto consumerAt = [this](int wanted) -> ConsumerInstance * {
        if (wanted > 0 && wanted <= int(consumers.size()))
            return consumers[std::size_t(wanted - 1)].get();
        for (auto it = consumers.rbegin(); it != consumers.rend(); ++it) {
            if ((*it)->member())
                return it->get();
        }
        return nullptr;
    };
    switch (f.kind) {
    case ScheduleKind::ConsumerCrash: {
        ConsumerInstance *c = consumerAt(f.consumer > 0 ? f.consumer : 1);
        if (c && c->alive())
            c->crash(CrashPoint::Immediate);
        break;
    }
    case ScheduleKind::ConsumerJoin:
        if (addConsumer().ok())
            consumers.back()->join();
        break;
    case ScheduleKind::ConnectionLost:
        if (ConsumerInstance *c = consumerAt(f.consumer > 0 ? f.consumer : 1))
            c->connectionLost();
        break;
    case ScheduleKind::ConsumerLeave:
        if (ConsumerInstance *c = consumerAt(f.consumer))
            c->leave();
        break;
    case ScheduleKind::BrokerRestart:
        broker->restart(msToSim(f.durationMs > 0 ? f.durationMs : ctx.scenario.broker.restartDurationMs));
        break;
    case ScheduleKind::CacheFlush:
        ctx.record(TraceKind::CacheFlush, ActorCache);
        if (sharedCache)
            sharedCache->clear(CacheMissReason::Flushed, ctx.now);
        for (auto &c : consumers)
            c->flushLocalCache();
        break;
    case ScheduleKind::StoreUnavailable:
        ctx.storeDown = true;
        ctx.record(TraceKind::StoreDown, ActorStore, -1, 0, int(qMin<qint64>(f.durationMs / 100, 65535)));
        ctx.schedule(ctx.now + msToSim(f.durationMs), EvStoreUp);
        break;
    case ScheduleKind::AckLost:
    case ScheduleKind::PublishAckLost:
    case ScheduleKind::PublishLost:
    case ScheduleKind::SlowHandler:
    case ScheduleKind::Count:
        break; // decided by the fault plan when a step reaches them
    }
}

void SimulationPrivate::retention()
{
    // Keep cleaning only while the run still has work; otherwise the job
    // alone would keep the clock running for ever.
    if (ctx.queue.isEmpty())
        return;
    if (!ctx.storeDown) {
        const qint64 cutoffMs = (ctx.now - msToSim(ctx.scenario.strategy.retentionMs)) / 1000;
        const int deleted = maintenance->deleteInboxBefore(cutoffMs);
        if (deleted < 0) {
            // Busy: a consumer holds the write lock; try again shortly.
            ctx.record(TraceKind::StoreBusy, ActorStore);
            ctx.schedule(ctx.now + 5000, EvRetention);
            return;
        }
        if (deleted > 0)
            ctx.record(TraceKind::RetentionCleanup, ActorStore, -1, 0, qMin(deleted, 65535));
    }
    ctx.schedule(ctx.now + retentionInterval, EvRetention);
}

QString SimulationPrivate::fatalError() const
{
    for (const auto &c : consumers) {
        if (!c->fatalError().isEmpty())
            return QStringLiteral("%1: %2").arg(finalPath, c->fatalError());
    }
    return {};
}

qint64 SimulationPrivate::progressMark() const
{
    // Every part only grows and is bounded by the scenario (RunLimits).
    return broker->settled() + ctx.firstEffects + ctx.metrics.publishAttempts + ctx.metrics.producerGaveUp;
}

bool SimulationPrivate::anyConsumerLeft() const
{
    for (const auto &c : consumers) {
        if (c->member())
            return true;
    }
    return false;
}

Simulation::Simulation(const Scenario &scenario, const QString &databasePath)
    : d(std::make_unique<SimulationPrivate>(scenario, databasePath))
{
}

Simulation::~Simulation() = default;

void Simulation::setTraceBudget(quint64 records)
{
    d->traceBudget = records;
}

void Simulation::setVerdictOnly(bool verdictOnly)
{
    d->verdictOnly = verdictOnly;
}

void Simulation::setReportsFollow(bool reportsFollow)
{
    d->reportsFollow = reportsFollow;
}

void Simulation::setWatch(Watch watch)
{
    d->watch = std::move(watch);
}

void Simulation::setScratchDatabase(ScratchDatabase *scratch)
{
    d->scratch = scratch;
    d->finalPath = scratch ? scratch->path() : d->finalPath;
    d->databasePath = scratch ? d->finalPath : RunDatabase::partialPath(d->finalPath);
}

RunResult Simulation::run(const std::atomic_bool *cancel, const Progress &progress)
{
    QElapsedTimer wall;
    wall.start();
    RunResult result;
    result.scenario = d->ctx.scenario;
    result.databasePath = QFileInfo(d->finalPath).absoluteFilePath();
    result.runId = d->runId;

    const QStringList problems = ScenarioIo::validate(d->ctx.scenario);
    if (!problems.isEmpty()) {
        result.error = problems.join(QLatin1Char('\n'));
        return result;
    }
    d->traceBudget = d->traceBudget > 0 ? qMin(d->traceBudget, RunLimits::kMaxTraceRecords)
                                        : RunLimits::traceBudget(d->ctx.scenario);
    result.error = d->setUp().error();
    if (!result.error.isEmpty()) {
        d->disconnect();
        if (d->scratch)
            return result;
        // What create() made moments ago, if it failed half-way.
        d->files.claim();
        if (const Outcome removed = d->files.remove(); !removed.ok())
            result.error += QLatin1Char('\n') + removed.error();
        d->files.release();
        return result;
    }

    runEvents(result, cancel, progress);
    SimContext &ctx = d->ctx;
    if (result.error.isEmpty())
        result.error = d->fatalError();
    // The run lasts until its last recorded event; pending guard timers
    // (a poll deadline that never fires) do not stretch it.
    ctx.metrics.virtualDurationMs = ctx.trace.size() ? simToMs(ctx.trace.records().back().time()) : 0.0;

    // Close every connection before the ground truth reads the files.
    d->disconnect();

    result.metrics = ctx.metrics;
    result.fates = ctx.fates;
    if (result.error.isEmpty() && !result.cancelled)
        finish(result, cancel);
    if ((!result.error.isEmpty() || result.cancelled) && !d->scratch) {
        // Not a result: nothing of this run is left under any name, or the
        // run says what is; another run's files under the names are left alone.
        if (const Outcome removed = d->files.remove(); !removed.ok())
            result.error = result.error.isEmpty() ? removed.error() : result.error + QLatin1Char('\n') + removed.error();
    }
    // Every connection is closed: the claims can go.
    d->files.release();
    result.trace = std::move(ctx.trace);
    result.wallMs = double(wall.nsecsElapsed()) / 1e6;
    if (progress)
        progress(1.0);
    return result;
}

void Simulation::runEvents(RunResult &result, const std::atomic_bool *cancel, const Progress &progress)
{
    SimContext &ctx = d->ctx;
    const quint64 budget = d->traceBudget;
    quint64 steps = 0;
    const double total = double(ctx.scenario.messages);
    // The progress watch (RunLimits): where the mark last moved.
    const quint64 stallEvents = RunLimits::stallEvents(ctx.scenario);
    qint64 lastMark = -1;
    quint64 lastMarkStep = 0;
    SimTime lastMarkTime = 0;
    std::size_t lastMarkRecord = 0;
    const auto stallText = [&] {
        return tr("%1; no message settled since %2 (virtual time), %3 events ago")
            .arg(StallDiagnosis::explain(ctx.scenario, ctx.trace, lastMarkRecord), formatSeconds(lastMarkTime),
                 count(steps - lastMarkStep));
    };
    while (!ctx.queue.isEmpty()) {
        const SimEvent e = ctx.queue.pop();
        ctx.now = e.time;
        if (ctx.now > kHorizon) {
            result.stop = RunStop::NoProgress;
            result.stopReason = d->anyConsumerLeft()
                ? tr("the run had not settled after 30 virtual days: %1").arg(stallText())
                : tr("the run had not settled after 30 virtual days: no consumer is left to take the queue "
                     "(every consumer left the group and none joined)");
            return;
        }
        d->handle(e);
        if (ctx.trace.size() > budget) {
            result.stop = RunStop::OverBudget;
            result.stopReason =
                tr("the run reached its trace budget of %1 records (%2 MB; %3 a message, at least %4, at most %5) "
                   "at %6 of virtual time, with %7 of %8 messages settled. What it was doing: %9. Raise the "
                   "budget with --trace-budget N (at most %5 records), or lower the fault rates")
                    .arg(count(budget), count(budget * sizeof(TraceRecord) / 1000000),
                         count(RunLimits::kRecordsPerMessage), count(RunLimits::kMinTraceRecords),
                         count(RunLimits::kMaxTraceRecords), formatSeconds(ctx.now),
                         count(quint64(qMax<qint64>(0, d->broker->settled()))), count(quint64(ctx.scenario.messages)),
                         StallDiagnosis::explain(ctx.scenario, ctx.trace, lastMarkRecord));
            return;
        }
        if ((++steps & 0xFFF) != 0)
            continue;
        if (const QString fatal = d->fatalError(); !fatal.isEmpty()) {
            result.error = fatal;
            return;
        }
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            return;
        }
        if (progress)
            progress(qMin(0.99, ctx.metrics.deliveries / qMax(1.0, total)));
        if (d->watch)
            d->watch(ctx.trace);
        const qint64 mark = d->progressMark();
        if (mark != lastMark) {
            lastMark = mark;
            lastMarkStep = steps;
            lastMarkTime = ctx.now;
            lastMarkRecord = ctx.trace.size();
        } else if (steps - lastMarkStep >= stallEvents) {
            result.stop = RunStop::NoProgress;
            result.stopReason = stallText();
            return;
        }
    }
}

void Simulation::finish(RunResult &result, const std::atomic_bool *cancel)
{
    const SimContext &ctx = d->ctx;
    // A folder deleted under the run may hold another run's files by now:
    // read, write and publish nothing that is not this run's.
    if (const Outcome ours = d->scratch ? Outcome() : d->files.stillOurs(); !ours.ok()) {
        result.error = ours.error();
        return;
    }
    // A stopped run has no verdict: what it did so far is in the trace and
    // the database, marked "stopped" with the reason, and its counts are the
    // effects the database holds at the stop (partial, like the run).
    if (d->scratch) {
        finishScratch(result);
        return; // no run_info, nothing to publish
    }
    if (!result.stopped()) {
        result.error = GroundTruth::analyze(ctx, d->databasePath, result).error();
    } else {
        result.valid = false;
        result.error = GroundTruth::countEffects(ctx, d->databasePath, result).error();
    }
    QHash<QString, QString> info;
    info.insert(QStringLiteral("scenario"), QString::fromUtf8(ScenarioIo::toJson(ctx.scenario)));
    info.insert(QStringLiteral("strategy"), ctx.scenario.strategy.id);
    info.insert(QStringLiteral("seed"), QString::number(ctx.scenario.seed));
    info.insert(QStringLiteral("traceHash"), ctx.trace.hashHex());
    info.insert(QStringLiteral("finishedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (result.stopped()) {
        info.insert(QStringLiteral("state"), QStringLiteral("stopped"));
        info.insert(QStringLiteral("verdict"), QStringLiteral("stopped"));
        info.insert(QStringLiteral("stopReason"), result.stopReason);
    } else {
        info.insert(QStringLiteral("state"), QStringLiteral("finished"));
        info.insert(QStringLiteral("verdict"), result.valid ? QStringLiteral("valid") : QStringLiteral("invalid"));
    }
    // Not a whole result until its summary.json is written (ReportWriter).
    if (d->reportsFollow)
        info.insert(QStringLiteral("state"), RunDatabase::kReporting);
    if (result.error.isEmpty())
        result.error = RunDatabase::writeRunInfo(d->databasePath, info, ctx.fates).error();
    // A stop asked for while the run was being read (ground truth, analysis)
    // still stops it: nothing is published, as for a stop in the engine.
    if (result.error.isEmpty() && cancel && cancel->load(std::memory_order_relaxed)) {
        result.cancelled = true;
        return;
    }
    if (result.error.isEmpty())
        result.error = d->files.publish().error();
}

void Simulation::finishScratch(RunResult &result)
{
    const SimContext &ctx = d->ctx;
    // The same reading as a file's, on the scratch database's open connections.
    const std::optional<Effect> effect = vocab::effect(ctx.scenario.effect);
    if (!effect) {
        result.error = QStringLiteral("$.effect: unknown effect \"%1\"").arg(ctx.scenario.effect);
        return;
    }
    QVector<int> counts;
    if (Outcome counted = d->scratch->countEffects(*effect, ctx.scenario.messages, &counts); !counted.ok()) {
        result.error = counted.error();
        return;
    }
    if (!result.stopped()) {
        result.error = (d->verdictOnly ? GroundTruth::verdict(ctx, std::move(counts), result)
                                       : GroundTruth::analyze(ctx, std::move(counts), result))
                           .error();
    } else {
        result.valid = false;
        GroundTruth::countEffects(ctx, std::move(counts), result, !d->verdictOnly);
    }
}

} // namespace idem
