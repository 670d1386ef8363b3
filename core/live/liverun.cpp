#include "liverun.h"

#include "amqpconnection.h"
#include "jetstreamqueue.h"
#include "liveloop.h"
#include "liveservers.h"
#include "livewire.h"
#include "rediscache.h"

#include "../kernel/rng.h"
#include "../kernel/simcontext.h"
#include "../run/groundtruth.h"
#include "../scenario/brokerprofile.h"
#include "consumer/strategytraits.h"
#include "scenario/scenarioio.h"
#include "store/rundatabase.h"
#include "store/sqlstatements.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <csignal>
#include <map>
#include <set>
#include <sys/types.h>

namespace idem::live {

namespace {
quint64 copyKey(int logical, int attempt)
{
    return (quint64(quint32(logical)) << 16) | quint64(quint16(attempt));
}

// Faults decided per delivery inside the consumer or producer (FaultPlan),
// or acted on here at their time.
bool supportedFault(const ScheduledFault &f, bool privateNode, bool sharedCache, QString *why)
{
    switch (f.kind) {
    case ScheduleKind::AckLost:
    case ScheduleKind::PublishAckLost:
    case ScheduleKind::PublishLost:
    case ScheduleKind::SlowHandler:
    case ScheduleKind::ConsumerCrash:
        return true;
    case ScheduleKind::ConnectionLost:
        if (f.isTargeted())
            return true;
        *why = QStringLiteral("a timed connection-lost (give it a message and delivery instead)");
        return false;
    case ScheduleKind::BrokerRestart:
        if (privateNode)
            return true;
        *why = QStringLiteral("broker-restart needs the private node (run without --amqp)");
        return false;
    case ScheduleKind::CacheFlush:
        if (sharedCache)
            return true;
        *why = QStringLiteral("cache-flush of an in-process cache (only the shared Redis cache is flushed live)");
        return false;
    case ScheduleKind::ConsumerJoin:
    case ScheduleKind::ConsumerLeave:
    case ScheduleKind::StoreUnavailable:
    case ScheduleKind::Count:
        break;
    }
    *why = QStringLiteral("the fault kind \"%1\"").arg(vocab::word(f.kind));
    return false;
}

struct Child
{
    int id = 0;
    std::unique_ptr<QProcess> process;
    QByteArray pending;
    QByteArray stderrText;
    bool ready = false;
    bool stopping = false;
    bool killedByRun = false;
    bool sawCrash = false;
    bool inTransaction = false;
    // A broker restart was issued: the next dropped connection is its, and
    // acks sent meanwhile may have been cut off by it.
    bool restartPending = false;
    bool held = false; // sent SIGUSR1: holds its acks until the restart's drop
    int generation = 0;
    int currentLogical = -1;
    int currentNumber = 0;
    std::vector<quint64> unacked;         // delivered on the current connection, not acked (copy keys)
    std::vector<quint64> ackedInRestart;  // acked while the restart was under way
};
// How a private broker of one kind is started, waited for and reached.
struct PrivateBroker
{
    const char *starting; // the status line while it starts
    Outcome (LiveServers::*start)();
    Outcome (LiveServers::*wait)(int timeoutMs, const std::atomic_bool *cancel);
    QString (LiveServers::*url)() const;
};

const PrivateBroker kPrivateRabbit{"starting a private RabbitMQ node…", &LiveServers::startRabbit,
                                   &LiveServers::waitRabbit, &LiveServers::amqpUrl};
const PrivateBroker kPrivateNats{"starting a private NATS server with JetStream…", &LiveServers::startNats,
                                 &LiveServers::waitNats, &LiveServers::natsUrl};
} // namespace

class LiveRunPrivate : public LiveLoop
{
public:
    LiveRunPrivate(const Scenario &s, const QString &db, const LiveOptions &o)
        : LiveLoop(o.status), scenario(s), databasePath(db), options(o), ctx(s), killRng(o.killSeed)
    {
    }

    // The run's set-up steps: success, or why the run cannot go on.
    Outcome prepare();
    Outcome startServers();
    Outcome declareQueue();
    Outcome startChild(int id);
    void onOutput(Child &c);
    void onRecord(Child &c, TraceRecord r);
    void onFinished(Child &c, int code, QProcess::ExitStatus status);
    void onAcked(Child &c, int logical, int attempt);
    void onDropped(Child &c, wire::DropReason reason);
    Outcome openProducer();
    void onLostAck(Child &c, int logical, int attempt);
    void returnUnacked(Child &c, DeliveryCause cause);
    void holdAcks(Child &c);
    void tick();
    void publish(int logical, int attempt);
    void brokerTook(int logical, int attempt, bool deduped, SimTime timeout);
    void publishTimedOut(int logical, int attempt);
    void pollDeadLetters();
    void pollAdvisories();
    Outcome startNats();
    Outcome startBroker(QString &url, const PrivateBroker &broker, bool needRedis);
    Outcome openRedis(bool needRedis, const QElapsedTimer &clock);
    void timedFaults();
    void maybeScheduleKill(Child &c);
    void integrityCheck();
    bool settled() const;
    void stopChildren();
    void finish(RunResult &result);
    // The node a broker-restart stops and starts: the caller's or our own.
    LiveServers *node() const { return options.servers ? options.servers : servers.get(); }
    void record(TraceKind kind, quint8 actor, int logical = -1, int delivery = 0, int detail = 0)
    {
        LiveLoop::record(now(), kind, actor, logical, delivery, detail);
    }

    const Scenario scenario;
    QString databasePath;
    LiveOptions options;
    SimContext ctx; // the scenario, the fault plan and the ground truth's inputs
    Rng killRng;
    std::unique_ptr<QTemporaryDir> tempFolder;
    QString folder;
    std::unique_ptr<LiveServers> servers;
    QString amqpUrl, redisUrl, queue, deadQueue, redisPrefix, claimFolder;
    AmqpConnection producer;
    // JetStream (broker.profile nats-jetstream) instead of the quorum queue.
    bool jetStream = false;
    std::unique_ptr<JetStreamQueue> jet;
    QString natsUrl;
    RedisClient redis;
    const StrategyTraits *traits = nullptr;
    LiveStats stats;

    std::map<int, Child> children;
    std::set<int> timedDone;
    QHash<quint64, DeliveryCause> nextCause;
    QHash<quint64, int> stored;   // copies stored by the broker
    QHash<quint64, int> acked;    // copies acked (or dead-lettered)
    QSet<int> gaveUp;
    int nextLogical = 0;
    std::multimap<SimTime, std::pair<int, int>> publishes; // due → (logical, attempt)
    std::multimap<SimTime, std::pair<int, int>> timeouts;
    int pendingKills = 0;
    int killsIssued = 0; // SIGKILLs sent by the random-kill timer (a kill is counted in stats when the process is seen to end)
    bool brokerDown = false;
    SimTime producerRetryAt = 0;
    SimTime progressAt = 0;
    void reportProgress();
    QString unsettled() const;
};

LiveRun::LiveRun(const Scenario &scenario, const QString &databasePath, const LiveOptions &options)
    : d(std::make_unique<LiveRunPrivate>(scenario, databasePath, options))
{
}

LiveRun::~LiveRun() = default;

QString LiveRun::refusal(const Scenario &s, const LiveOptions &options)
{
    const std::optional<Profile> profile = vocab::profile(s.broker.profile);
    const bool jetStream = profile == Profile::NatsJetStream;
    if (profile != Profile::RabbitMq && profile != Profile::RabbitMq3 && !jetStream) {
        const BrokerProfile *p = BrokerProfile::find(s.broker.profile);
        return QStringLiteral("the scenario's broker is %1: only RabbitMQ and NATS JetStream run locally here (no "
                              "%1 server is installed or can be started on this machine); the live lab runs "
                              "scenarios with broker.profile \"rabbitmq\", \"rabbitmq-3\" or \"nats-jetstream\"")
            .arg(p ? QCoreApplication::translate("BrokerProfile", p->displayName) : s.broker.profile);
    }
    const StrategyTraits *t = StrategyTraits::find(s.strategy.id);
    if (!t)
        return QStringLiteral("unknown strategy \"%1\"").arg(s.strategy.id);
    if (s.consumers.count < 1 || s.consumers.count > 16)
        return QStringLiteral("consumers.count %1: the live lab runs 1 to 16 consumer processes").arg(s.consumers.count);
    if (s.messages > 20000)
        return QStringLiteral("messages %1: the live lab runs at most 20000 messages").arg(s.messages);
    if (jetStream) {
        if (const QString why = JetStreamQueue::refusal(s); !why.isEmpty())
            return why;
    } else if (s.broker.redeliveryTimeoutMs > 0 && s.broker.redeliveryTimeoutMs < 60000)
        return QStringLiteral("broker.redeliveryTimeoutMs %1: RabbitMQ's consumer timeout is enforced once a minute "
                              "at best; the live lab needs 0 or at least 60000")
            .arg(s.broker.redeliveryTimeoutMs);
    if (!jetStream && s.broker.dedupWindowMs > 0)
        return QStringLiteral("broker.dedupWindowMs: RabbitMQ has no publish-side deduplication");
    if (s.strategy.retentionMs > 0)
        return QStringLiteral("strategy.retentionMs: the inbox retention job is not run live");
    const bool privateNode = jetStream || options.amqpUrl.isEmpty() || options.servers;
    for (int i = 0; i < s.faults.schedule.size(); ++i) {
        QString why;
        if (!supportedFault(s.faults.schedule.at(i), privateNode, t->cache == CacheUse::Shared, &why))
            return QStringLiteral("$.faults.schedule[%1]: %2 is not run against the real broker").arg(i).arg(why);
    }
    return {};
}

Outcome LiveRunPrivate::prepare()
{
    traits = StrategyTraits::find(scenario.strategy.id);
    if (!traits)
        return QStringLiteral("$.strategy.id: unknown strategy \"%1\"").arg(scenario.strategy.id);
    if (options.consumerProgram.isEmpty() || !QFileInfo(options.consumerProgram).isExecutable())
        return QStringLiteral("the consumer program \"%1\" is missing").arg(options.consumerProgram);
    if (Outcome made = workFolder(options.workFolder, QStringLiteral("idemlab-live-XXXXXX"), tempFolder, &folder);
        !made.ok())
        return made;
    claimFolder = QDir(folder).filePath(QStringLiteral("fault-claims-%1").arg(wallMicros()));
    if (!QDir().mkpath(claimFolder))
        return QStringLiteral("%1: cannot create the folder").arg(claimFolder);
    const std::optional<Effect> found = vocab::effect(scenario.effect);
    if (!found)
        return QStringLiteral("$.effect: unknown effect \"%1\"").arg(scenario.effect);
    const Effect effect = *found;
    RunDatabaseOptions db;
    db.uniqueInbox = scenario.strategy.uniqueConstraint;
    db.uniqueOrderKey = effect == Effect::UpsertOrder || (traits->naturalUpsert && effect == Effect::InsertOrder);
    if (QString e = RunDatabase::create(databasePath, db).error(); !e.isEmpty())
        return e;
    const int n = scenario.messages;
    ctx.startEvents(n, FateNeverDelivered);
    ctx.metrics.logicalMessages = n;
    const QString tag = QStringLiteral("%1-%2").arg(QCoreApplication::applicationPid()).arg(wallMicros() % 100000000);
    queue = QStringLiteral("idemlab-") + tag;
    deadQueue = queue + QStringLiteral("-dead");
    jetStream = vocab::profile(scenario.broker.profile) == Profile::NatsJetStream;
    if (jetStream) {
        jet = std::make_unique<JetStreamQueue>(tag);
        queue = jet->stream();
    }
    redisPrefix = QStringLiteral("idemlab:") + tag;
    return {};
}

Outcome LiveRunPrivate::startServers()
{
    QElapsedTimer clock;
    clock.start();
    const bool needRedis = traits->cache == CacheUse::Shared;
    if (jetStream)
        return startNats();
    if (options.servers) {
        amqpUrl = options.servers->amqpUrl();
        redisUrl = needRedis ? options.servers->redisUrl() : QString();
        stats.broker = QStringLiteral("RabbitMQ node %1").arg(options.servers->nodeName());
        return openRedis(needRedis, clock);
    }
    amqpUrl = options.amqpUrl;
    redisUrl = options.redisUrl;
    const bool own = amqpUrl.isEmpty();
    if (Outcome e = startBroker(amqpUrl, kPrivateRabbit, needRedis); !e.ok())
        return e;
    stats.broker = own ? QStringLiteral("private RabbitMQ node %1").arg(servers->nodeName()) : amqpUrl;
    return openRedis(needRedis, clock);
}

// The broker at `url`, or a private one (its URL then in `url`), and a
// private Redis when the strategy shares a cache and no URL was given; a
// private broker is waited for last, so it starts while Redis does.
Outcome LiveRunPrivate::startBroker(QString &url, const PrivateBroker &broker, bool needRedis)
{
    const bool own = url.isEmpty();
    const bool ownRedis = needRedis && redisUrl.isEmpty();
    if (own || ownRedis)
        servers = std::make_unique<LiveServers>(folder);
    if (own) {
        say(QString::fromUtf8(broker.starting));
        if (Outcome e = (servers.get()->*broker.start)(); !e.ok())
            return e;
    }
    if (ownRedis) {
        if (Outcome e = servers->startRedis(); !e.ok())
            return e;
        if (Outcome e = servers->waitRedis(options.serverTimeoutMs, cancel); !e.ok())
            return e;
        redisUrl = servers->redisUrl();
    }
    if (own) {
        if (Outcome e = (servers.get()->*broker.wait)(options.serverTimeoutMs, cancel); !e.ok())
            return e;
        url = (servers.get()->*broker.url)();
    }
    return {};
}

// The shared cache's connection, once the servers are up; the start-up time.
Outcome LiveRunPrivate::openRedis(bool needRedis, const QElapsedTimer &clock)
{
    if (needRedis) {
        if (Outcome e = redis.open(redisUrl); !e.ok())
            return e;
    }
    stats.serverStartMs = double(clock.nsecsElapsed()) / 1e6;
    return {};
}

// JetStream: the caller's NATS server (the suite's, the window's) or a
// private one, and Redis as for RabbitMQ.
Outcome LiveRunPrivate::startNats()
{
    QElapsedTimer clock;
    clock.start();
    const bool needRedis = traits->cache == CacheUse::Shared;
    natsUrl = options.servers ? options.servers->natsUrl() : QString();
    redisUrl = needRedis && options.servers ? options.servers->redisUrl() : options.redisUrl;
    const bool own = natsUrl.isEmpty();
    if (Outcome e = startBroker(natsUrl, kPrivateNats, needRedis); !e.ok())
        return e;
    stats.broker = (own ? QStringLiteral("private NATS server %1") : QStringLiteral("NATS server %1")).arg(natsUrl);
    return openRedis(needRedis, clock);
}

QString LiveRun::versionRefusal(const Scenario &s, const QString &serverVersion)
{
    const BrokerProfile *p = BrokerProfile::find(s.broker.profile);
    if (!p)
        return QStringLiteral("$.broker.profile: unknown profile \"%1\"").arg(s.broker.profile);
    // "RabbitMQ 4.0" → 4: the major version the profile's defaults are for.
    const int needs = QString::fromLatin1(p->version).section(QLatin1Char(' '), 1).section(QLatin1Char('.'), 0, 0).toInt();
    const QStringList parts = serverVersion.split(QLatin1Char('.'));
    const int major = parts.value(0).toInt();
    const int minor = parts.value(1).toInt();
    if (major == 0)
        return QStringLiteral("the broker did not say its version (AMQP server-properties 'version' is \"%1\"); "
                              "profile %2 needs RabbitMQ %3.x")
            .arg(serverVersion, s.broker.profile)
            .arg(needs);
    // Quorum queues and x-delivery-limit came with 3.8 (rabbitmq.com/docs/quorum-queues).
    if (major < 3 || (major == 3 && minor < 8))
        return QStringLiteral("RabbitMQ %1 is installed: it has no quorum queues (3.8 or later); profile %2 needs "
                              "RabbitMQ %3.x")
            .arg(serverVersion, s.broker.profile)
            .arg(needs);
    if (major == needs)
        return {};
    // The two profiles differ only in the default delivery limit (4.0: 20,
    // 3.x: none, BrokerProfile). A limit is declared as x-delivery-limit,
    // which 3.8+ and 4.x count alike (returns), so any version runs it; "no
    // limit" is 3.x's alone: a 4.x node gives an undeclared queue 20.
    if (s.broker.maxDeliveries > 0 || major < 4)
        return {};
    return QStringLiteral("RabbitMQ %1 is installed and profile %2 needs RabbitMQ %3.x: broker.maxDeliveries 0 (no "
                          "delivery limit) cannot be had on RabbitMQ 4, whose quorum queues have a delivery limit "
                          "of 20 by default")
        .arg(serverVersion, s.broker.profile)
        .arg(needs);
}

Outcome LiveRunPrivate::declareQueue()
{
    if (jetStream) {
        if (Outcome e = jet->open(natsUrl); !e.ok())
            return e;
        // The server the lab runs is Debian's nats-server; its version is
        // what that program says (the client library does not report it).
        stats.brokerVersion = LiveServers::natsVersion();
        stats.broker += QStringLiteral(" (NATS %1, JetStream)").arg(stats.brokerVersion);
        return jet->declare(scenario);
    }
    return declareRabbitQueue(producer, amqpUrl, scenario, queue, deadQueue, &stats.broker, &stats.brokerVersion);
}

// The producer's connection with publisher confirms, as at the start (after
// a broker restart, or when the broker closed its channel).
Outcome LiveRunPrivate::openProducer()
{
    if (jetStream)
        return jet->isOpen() ? Outcome() : jet->open(natsUrl);
    Outcome opened = producer.open(amqpUrl, 0);
    if (opened.ok())
        opened = producer.confirmSelect();
    if (!opened.ok())
        producer.closeHard();
    return opened;
}

Outcome LiveRunPrivate::startChild(int id)
{
    Child &c = children[id];
    c.id = id;
    c.process = std::make_unique<QProcess>();
    c.pending.clear();
    c.ready = c.stopping = c.killedByRun = c.sawCrash = c.inTransaction = false;
    c.currentLogical = -1;
    c.restartPending = c.held = false;
    c.unacked.clear();
    c.ackedInRestart.clear();
    ++c.generation;
    // Every process gets the whole schedule; its one-shot entries are
    // claimed in claimFolder, so each fires once in the run (in whichever
    // process meets it first) and never again after a restart.
    const QString file = QDir(folder).filePath(QStringLiteral("scenario-consumer-%1-%2.json").arg(id).arg(c.generation));
    if (Outcome saved = ScenarioIo::save(scenario, file); !saved.ok())
        return saved;
    QProcess *p = c.process.get();
    QObject::connect(p, &QProcess::readyReadStandardOutput, p, [this, id] { onOutput(children[id]); });
    QObject::connect(p, &QProcess::readyReadStandardError, p, [this, id] {
        Child &ch = children[id];
        ch.stderrText += ch.process->readAllStandardError();
    });
    QObject::connect(p, &QProcess::finished, p, [this, id](int code, QProcess::ExitStatus st) {
        onFinished(children[id], code, st);
    });
    QStringList args = {QStringLiteral("consume")};
    if (jetStream)
        args << QStringLiteral("--nats") << natsUrl << QStringLiteral("--stream") << jet->stream()
             << QStringLiteral("--subject") << jet->subject() << QStringLiteral("--durable") << jet->durable();
    else
        args << QStringLiteral("--amqp") << amqpUrl << QStringLiteral("--queue") << queue;
    args << QStringList{QStringLiteral("--db"), databasePath, QStringLiteral("--scenario"), file,
                        QStringLiteral("--consumer"), QString::number(id), QStringLiteral("--epoch-us"),
                        QString::number(epochUs), QStringLiteral("--claims"), claimFolder};
    if (!redisUrl.isEmpty())
        args << QStringLiteral("--redis") << redisUrl << QStringLiteral("--redis-prefix") << redisPrefix;
    p->start(options.consumerProgram, args);
    if (!p->waitForStarted(30000))
        return QStringLiteral("cannot start the consumer process %1: %2").arg(options.consumerProgram, p->errorString());
    return {};
}

void LiveRunPrivate::onOutput(Child &c)
{
    c.pending += c.process->readAllStandardOutput();
    int start = 0;
    for (;;) {
        const int nl = c.pending.indexOf('\n', start);
        if (nl < 0)
            break;
        const QByteArray line = c.pending.mid(start, nl - start);
        start = nl + 1;
        if (line == "READY") {
            c.ready = true;
            // Connected after the broker came back: that connection is not
            // the restart's to drop.
            if (!brokerDown) {
                c.restartPending = false;
                c.ackedInRestart.clear();
            } else {
                // Its first connection, made after the restart's instant (a
                // slow start): the restart will drop it too, so it holds.
                holdAcks(c);
            }
            continue;
        }
        TraceRecord r;
        int logical = -1, attempt = 1;
        wire::DropReason reason = wire::DropReason::Broker;
        if (wire::parseRecord(line, &r))
            onRecord(c, r);
        else if (wire::parseAck(line, &logical, &attempt))
            onAcked(c, logical, attempt);
        else if (wire::parseLostAck(line, &logical, &attempt))
            onLostAck(c, logical, attempt);
        else if (wire::parseDrop(line, &reason))
            onDropped(c, reason);
    }
    c.pending.remove(0, start);
}

void LiveRunPrivate::holdAcks(Child &c)
{
    // Only a process that said READY has its handler installed (SIGUSR1
    // would end one still starting); a READY process not yet held is held
    // once, until the restart's drop.
    if (!c.ready || c.held || !c.restartPending || !c.process || c.process->state() != QProcess::Running)
        return;
    c.held = true;
    ::kill(pid_t(c.process->processId()), SIGUSR1);
}

void LiveRunPrivate::returnUnacked(Child &c, DeliveryCause cause)
{
    for (quint64 key : c.unacked)
        nextCause.insert(key, cause);
    c.unacked.clear();
}

void LiveRunPrivate::onAcked(Child &c, int logical, int attempt)
{
    const quint64 key = copyKey(logical, attempt);
    const auto it = std::find(c.unacked.begin(), c.unacked.end(), key);
    if (it != c.unacked.end())
        c.unacked.erase(it);
    ++acked[key];
    if (c.restartPending)
        c.ackedInRestart.push_back(key);
}

void LiveRunPrivate::onLostAck(Child &c, int logical, int attempt)
{
    // JetStream: the ack never reached the server; it redelivers the
    // message once AckWait runs out, for this cause.
    const quint64 key = copyKey(logical, attempt);
    const auto it = std::find(c.unacked.begin(), c.unacked.end(), key);
    if (it != c.unacked.end())
        c.unacked.erase(it);
    nextCause.insert(key, DeliveryCause::AckLost);
}

void LiveRunPrivate::onDropped(Child &c, wire::DropReason reason)
{
    // The broker requeues every delivery not acked on the connection.
    DeliveryCause cause = reason == wire::DropReason::AckLost ? DeliveryCause::AckLost : DeliveryCause::ConnectionLost;
    if (reason == wire::DropReason::Broker && c.restartPending) {
        cause = DeliveryCause::BrokerRestart;
        // An ack sent as the broker was stopping may never have been
        // processed: if such a copy comes again, the restart sent it.
        for (quint64 key : c.ackedInRestart)
            nextCause.insert(key, cause);
    }
    if (reason == wire::DropReason::Broker) {
        c.restartPending = false;
        c.held = false;
        c.ackedInRestart.clear();
    }
    returnUnacked(c, cause);
}

void LiveRunPrivate::onRecord(Child &c, TraceRecord r)
{
    const int logical = r.message == kNoMessage ? -1 : int(r.message);
    switch (r.kind()) {
    case TraceKind::Deliver:
    case TraceKind::HandleStart: {
        const int attempt = r.attempt();
        const quint64 key = copyKey(logical, attempt);
        if (r.delivery > 1)
            r.detail = quint16(int(nextCause.value(key, DeliveryCause::ConnectionLost)) | (attempt << 5));
        if (r.kind() == TraceKind::Deliver) {
            c.unacked.push_back(key);
        } else {
            c.currentLogical = logical;
            c.currentNumber = r.delivery;
            maybeScheduleKill(c);
        }
        break;
    }
    // Acks and dropped connections are accounted by the process's own A and
    // DROPPED lines (livewire.h): only it knows which acks went on which
    // connection.
    case TraceKind::Sql: {
        const auto st = SqlStatement(r.detail & 0xFF);
        if (st == SqlStatement::Begin)
            c.inTransaction = (r.detail >> 8) == 0;
        else if (st == SqlStatement::Commit || st == SqlStatement::Rollback)
            c.inTransaction = false;
        break;
    }
    case TraceKind::Crash:
        c.sawCrash = true;
        if (logical < 0 && c.currentLogical >= 0) {
            r.message = quint32(c.currentLogical);
            r.delivery = quint16(c.currentNumber);
        }
        break;
    default:
        break;
    }
    records.push_back(r);
}

void LiveRunPrivate::maybeScheduleKill(Child &c)
{
    // Count kills when they are sent, not when their process is seen to
    // end: in between, another delivery could schedule one more than asked.
    if (killsIssued + pendingKills >= options.randomKills)
        return;
    ++pendingKills;
    // A random moment inside the handling of this delivery: the claim, the
    // handler's work, the business statement, the commit or just after it.
    const ConsumerSettings &cs = scenario.consumers;
    const double spanMs = double(cs.processingMs) + 6 * cs.dbOpMs + 4;
    const int delayMs = int(killRng.nextDouble() * spanMs);
    const int id = c.id;
    const int generation = c.generation;
    QTimer::singleShot(delayMs, loop, [this, id, generation] {
        --pendingKills;
        Child &ch = children[id];
        // Two deliveries of one process may both have a kill scheduled: the
        // first one sent ends that process (it still reads Running until
        // its end is seen), so the second is not sent.
        if (ch.generation != generation || !ch.process || ch.process->state() != QProcess::Running || ch.stopping
            || ch.killedByRun)
            return;
        ch.killedByRun = true;
        ++killsIssued;
        ch.process->kill(); // SIGKILL
    });
}

void LiveRunPrivate::integrityCheck()
{
    const QString name = QStringLiteral("idemlab-live-integrity");
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(databasePath);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
        if (!db.open()) {
            result = db.lastError().text();
        } else {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next())
                result = q.value(0).toString();
            else
                result = q.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    ++stats.integrityChecks;
    if (result != QLatin1String("ok"))
        stats.integrityFailures.append(QStringLiteral("after kill %1: %2").arg(stats.kills).arg(result));
}

void LiveRunPrivate::onFinished(Child &c, int code, QProcess::ExitStatus status)
{
    c.pending += c.process->readAllStandardOutput();
    c.stderrText += c.process->readAllStandardError();
    onOutput(c);
    if (c.stopping)
        return;
    if (status == QProcess::NormalExit) {
        fail(QStringLiteral("consumer-%1 exited (code %2): %3")
                 .arg(c.id)
                 .arg(code)
                 .arg(QString::fromLocal8Bit(c.stderrText).trimmed()));
        return;
    }
    // Killed: by its own crash point, or by the run.
    ++stats.kills;
    const quint8 actor = quint8(kFirstConsumerActor + c.id - 1);
    if (!c.sawCrash)
        record(TraceKind::Crash, actor, c.currentLogical, c.currentLogical < 0 ? 0 : c.currentNumber,
               int(CrashPoint::Immediate));
    if (c.inTransaction)
        ++stats.killsInTransaction;
    if (c.inTransaction)
        record(TraceKind::Rollback, actor, c.currentLogical, c.currentNumber, int(RollbackReason::Crash));
    returnUnacked(c, DeliveryCause::CrashBeforeAck);
    if (options.randomKills > 0)
        integrityCheck();
    const int id = c.id;
    QTimer::singleShot(int(scenario.consumers.restartDelayMs), loop, [this, id] {
        if (!error.isEmpty())
            return;
        record(TraceKind::Restart, quint8(kFirstConsumerActor + id - 1));
        if (const Outcome started = startChild(id); !started.ok())
            fail(started.error());
    });
}

void LiveRunPrivate::publish(int logical, int attempt)
{
    if (attempt == 1) {
        ctx.firstPublishAt[logical] = now();
        ++nextLogical;
    }
    record(TraceKind::PublishAttempt, ActorProducer, logical, attempt, attempt);
    const SimTime timeout = now() + msToSim(scenario.producer.publishTimeoutMs);
    if (ctx.faults.publishLost(logical, attempt, now())) {
        record(TraceKind::PublishLost, ActorProducer, logical, attempt, 0);
        timeouts.emplace(timeout, std::make_pair(logical, attempt));
        return;
    }
    if (jetStream) {
        // Nats-Msg-Id from the scenario's id policy; none without a window
        // (dedupWindowMs 0: the model's broker does not deduplicate).
        const QByteArray msgId =
            scenario.broker.dedupWindowMs > 0 ? ctx.messageIdText(logical, attempt).toUtf8() : QByteArray();
        QString why;
        const JetStreamQueue::Published got =
            openProducer().ok() ? jet->publish(logical, attempt, msgId, &why) : JetStreamQueue::Published::Failed;
        if (got == JetStreamQueue::Published::Failed) {
            jet->close();
            record(TraceKind::PublishLost, ActorProducer, logical, attempt, 1);
            timeouts.emplace(timeout, std::make_pair(logical, attempt));
            return;
        }
        // Duplicate: the server's own duplicate detection; the PubAck says
        // duplicate, and nothing was stored.
        brokerTook(logical, attempt, got == JetStreamQueue::Published::Duplicate, timeout);
        return;
    }
    Outcome sent = producer.isOpen() ? Outcome() : openProducer();
    if (sent.ok())
        sent = producer.publish(queue, messageBody(logical, attempt),
                                ctx.messageIdText(logical, attempt).toUtf8(), 30000);
    if (!sent.ok()) {
        // The broker is away (restarting): the publish is lost; retry.
        producer.closeHard();
        record(TraceKind::PublishLost, ActorProducer, logical, attempt, 1);
        timeouts.emplace(timeout, std::make_pair(logical, attempt));
        return;
    }
    brokerTook(logical, attempt, false, timeout);
}

// The broker took the copy (stored it, or found it a duplicate of one it
// holds) and its confirm or PubAck came; the producer acts on it unless the
// fault plan loses it: then it times out and publishes again, with the id
// its policy gives.
void LiveRunPrivate::brokerTook(int logical, int attempt, bool deduped, SimTime timeout)
{
    if (deduped) {
        record(TraceKind::BrokerDeduped, ActorBroker, logical, attempt, attempt);
    } else {
        ++stored[copyKey(logical, attempt)];
        record(TraceKind::BrokerEnqueued, ActorBroker, logical, attempt, attempt);
        if (ctx.fates[logical] == FateNeverDelivered)
            ctx.fates[logical] = FateDelivered;
    }
    if (ctx.faults.publishAckLost(logical, attempt, now())) {
        record(TraceKind::PublishAckLost, ActorProducer, logical, attempt, 0);
        timeouts.emplace(timeout, std::make_pair(logical, attempt));
    } else {
        record(TraceKind::PublishAcked, ActorProducer, logical, attempt, 0);
    }
}

void LiveRunPrivate::publishTimedOut(int logical, int attempt)
{
    const ProducerSettings &p = scenario.producer;
    if (attempt > p.maxRetries) {
        record(TraceKind::PublishGaveUp, ActorProducer, logical, attempt, 0);
        gaveUp.insert(logical);
        if (ctx.fates[logical] == FateNeverDelivered)
            ctx.fates[logical] = FateGaveUp;
        return;
    }
    const qint64 backoff = qMin<qint64>(p.retryBackoffMs << qMin(attempt - 1, 20), 600000);
    publishes.emplace(now() + msToSim(backoff), std::make_pair(logical, attempt + 1));
}

void LiveRunPrivate::pollAdvisories()
{
    if (!jet->isOpen())
        return;
    // JetStream: past MaxDeliver the message stays in the stream, and the
    // server says so once on $JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.
    for (const JetStreamQueue::MaxDelivered &m : jet->takeAdvisories()) {
        if (m.logical < 0 || m.logical >= scenario.messages)
            continue;
        const quint64 key = copyKey(m.logical, m.attempt);
        ++acked[key]; // settled: it will not be delivered again
        record(TraceKind::MaxDeliveries, ActorBroker, m.logical, m.deliveries,
               int(nextCause.value(key, DeliveryCause::TimeoutExpired)));
    }
}

void LiveRunPrivate::pollDeadLetters()
{
    if (jetStream) {
        pollAdvisories();
        return;
    }
    if (!producer.isOpen() || brokerDown)
        return;
    drainDeadLetters(producer, deadQueue, [this](const QByteArray &body) {
        int logical = -1, attempt = 1;
        if (!parseMessageBody(body, &logical, &attempt) || logical >= scenario.messages)
            return;
        const quint64 key = copyKey(logical, attempt);
        ++acked[key];
        record(TraceKind::DeadLettered, ActorBroker, logical, scenario.broker.maxDeliveries,
               int(nextCause.value(key, DeliveryCause::TimeoutExpired)));
        ctx.fates[logical] = FateDeadLettered;
    });
}

void LiveRunPrivate::timedFaults()
{
    for (int i = 0; i < scenario.faults.schedule.size(); ++i) {
        const ScheduledFault &f = scenario.faults.schedule.at(i);
        if (f.isTargeted() || timedDone.count(i) || msToSim(f.atMs) > now())
            continue;
        if (f.kind == ScheduleKind::ConsumerCrash && f.point == CrashPoint::Immediate) {
            timedDone.insert(i);
            Child &c = children[f.consumer > 0 ? f.consumer : 1];
            if (c.process && c.process->state() == QProcess::Running) {
                c.killedByRun = true;
                c.process->kill();
            }
        } else if (f.kind == ScheduleKind::BrokerRestart && node()) {
            timedDone.insert(i);
            record(TraceKind::BrokerRestart, ActorBroker, -1, 0,
                   int(qMin<qint64>((f.durationMs > 0 ? f.durationMs : scenario.broker.restartDurationMs) / 1000, 65535)));
            // The simulation's broker stops at this instant; rabbitmqctl
            // stop_app takes seconds to reach the consumers' connections, and
            // acks sent meanwhile would be taken (built-in 06: 0 duplicates
            // live, 10 simulated). So every consumer holds its acks from now
            // (SIGUSR1, livewire.h) until its connection drops; what it holds
            // then comes back (its DROPPED line).
            for (auto &entry : children) {
                Child &c = entry.second;
                if (!c.process)
                    continue;
                onOutput(c);
                c.restartPending = true;
                c.ackedInRestart.clear();
                holdAcks(c);
            }
            brokerDown = true;
            if (!stopBrokerApp(node(), producer))
                return;
            const qint64 downMs = f.durationMs > 0 ? f.durationMs : scenario.broker.restartDurationMs;
            QTimer::singleShot(int(downMs), loop, [this] {
                if (!startBrokerApp(node()))
                    return;
                brokerDown = false;
                record(TraceKind::BrokerBack, ActorBroker);
                // A failure here is not the run's: tick and publish try again.
                (void)openProducer();
            });
        } else if (f.kind == ScheduleKind::CacheFlush) {
            timedDone.insert(i);
            record(TraceKind::CacheFlush, ActorCache);
            redis.command({QByteArrayLiteral("FLUSHDB")});
            redis.command({QByteArrayLiteral("SET"), RedisCache::flushMarker(redisPrefix), QByteArrayLiteral("1")});
        }
    }
}

bool LiveRunPrivate::settled() const
{
    if (nextLogical < scenario.messages || !publishes.empty() || !timeouts.empty() || pendingKills > 0)
        return false;
    for (int i = 0; i < scenario.messages; ++i) {
        bool any = false;
        for (int a = 1; a <= scenario.producer.maxRetries + 1; ++a) {
            const quint64 key = copyKey(i, a);
            const int s = stored.value(key);
            if (s == 0)
                continue;
            any = true;
            if (acked.value(key) < s)
                return false;
        }
        if (!any && !gaveUp.contains(i))
            return false;
    }
    for (const auto &entry : children) {
        const Child &c = entry.second;
        if (!c.process || c.process->state() != QProcess::Running || !c.unacked.empty() || c.restartPending)
            return false;
    }
    return true;
}

QString LiveRunPrivate::unsettled() const
{
    QStringList open;
    for (auto it = stored.cbegin(); it != stored.cend() && open.size() < 8; ++it) {
        if (acked.value(it.key()) < it.value())
            open.append(QStringLiteral("%1 (copy %2) not acked").arg(Scenario::businessKey(int(it.key() >> 16))).arg(it.key() & 0xFFFF));
    }
    for (const auto &entry : children) {
        if (!entry.second.unacked.empty())
            open.append(QStringLiteral("consumer-%1 holds %2 unacked").arg(entry.first).arg(entry.second.unacked.size()));
        if (entry.second.restartPending)
            open.append(QStringLiteral("consumer-%1 has not seen the broker restart drop its connection").arg(entry.first));
    }
    if (nextLogical < scenario.messages)
        open.append(QStringLiteral("%1 of %2 published").arg(nextLogical).arg(scenario.messages));
    return open.isEmpty() ? QStringLiteral("the queue still holds messages") : open.join(QStringLiteral(", "));
}

void LiveRunPrivate::reportProgress()
{
    if (!options.progress || now() < progressAt || scenario.messages <= 0)
        return;
    progressAt = now() + msToSim(100);
    int done = 0;
    for (int i = 0; i < nextLogical; ++i) {
        bool any = false, all = true;
        for (int a = 1; a <= scenario.producer.maxRetries + 1; ++a) {
            const quint64 key = copyKey(i, a);
            const int s = stored.value(key);
            any = any || s > 0;
            all = all && acked.value(key) >= s;
        }
        done += (any && all) || gaveUp.contains(i) ? 1 : 0;
    }
    options.progress(double(done) / scenario.messages);
}

void LiveRunPrivate::tick()
{
    if (cancel && cancel->load()) {
        fail(QStringLiteral("cancelled"));
        return;
    }
    if (now() > msToSim(options.runTimeoutMs)) {
        fail(QStringLiteral("the live run had not settled after %1 s (queue %2): %3")
                 .arg(options.runTimeoutMs / 1000)
                 .arg(queue, unsettled()));
        return;
    }
    timedFaults();
    if (!error.isEmpty() || brokerDown)
        return;
    // Interval publishing: each event at its time, as the simulation's producer.
    while (nextLogical < scenario.messages
           && now() >= msToSim(qint64(nextLogical) * scenario.publishIntervalMs)) {
        publish(nextLogical, 1);
    }
    while (!timeouts.empty() && timeouts.begin()->first <= now()) {
        const auto [logical, attempt] = timeouts.begin()->second;
        timeouts.erase(timeouts.begin());
        publishTimedOut(logical, attempt);
    }
    while (!publishes.empty() && publishes.begin()->first <= now()) {
        const auto [logical, attempt] = publishes.begin()->second;
        publishes.erase(publishes.begin());
        publish(logical, attempt);
    }
    pollDeadLetters();
    reportProgress();
    // Settled: every stored copy acked, nothing ready, no consumer holding
    // an unacked delivery — and still so a moment later (a delivery can be
    // on its way to a consumer that has not reported it yet).
    const bool producerOpen = jetStream ? jet->isOpen() : producer.isOpen();
    if (!producerOpen && now() >= producerRetryAt && !openProducer().ok())
        producerRetryAt = now() + msToSim(200);
    const bool quiet = settled();
    // RabbitMQ: nothing ready in the queue. JetStream: nothing the consumer
    // has not delivered, nothing waiting for an ack.
    const qint64 ready = !quiet ? -1 : jetStream ? jet->openOnServer() : producer.readyCount(queue);
    // A failed passive declare closes the channel (a quorum queue still
    // electing its leader after a restart): connect again on the next tick.
    if (quiet && ready < 0 && !jetStream)
        producer.closeHard();
    settleWhen(quiet && ready == 0 && settled());
}

void LiveRunPrivate::stopChildren()
{
    for (auto &entry : children) {
        Child &c = entry.second;
        if (!c.process)
            continue;
        c.stopping = true;
        if (c.process->state() != QProcess::NotRunning) {
            c.process->terminate();
            if (!c.process->waitForFinished(15000)) {
                c.process->kill();
                c.process->waitForFinished(5000);
            }
        }
        c.pending += c.process->readAllStandardOutput();
        onOutput(c);
    }
}

void LiveRunPrivate::finish(RunResult &result)
{
    sortRecords();
    RunMetrics &m = ctx.metrics;
    m = RunMetrics();
    m.logicalMessages = scenario.messages;
    QVector<int> handled(scenario.messages, 0);
    std::set<int> maxDelivered;
    // A consumer process counts only its own applications, so an effect a
    // sibling or a restarted process applies again is seen as a repeat only
    // here, where every process's records meet: mark it as the simulation
    // marks it (SimContext::countEffect), for the timeline's stars.
    const std::optional<Effect> effect = vocab::effect(scenario.effect);
    const bool repeatable = effect && traits && traits->businessStatement(*effect) == SqlStatement::UpsertOrder;
    ctx.trace.setOrigin(TraceOrigin::Live);
    for (const TraceRecord &r : records) {
        const int logical = r.message == kNoMessage ? -1 : int(r.message);
        int detail = r.detail;
        if (r.kind() == TraceKind::SideEffect && logical >= 0 && logical < ctx.appliedSoFar.size())
            detail = ctx.countEffect(logical, repeatable) ? 1 : 0;
        ctx.trace.append(r.time(), r.kind(), r.actor(), r.message, r.delivery, detail);
        LiveLoop::countWire(m, r, handled);
        switch (r.kind()) {
        case TraceKind::HandleStart:
            // As the simulation counts it (ConsumerInstance::start): the
            // copy's own delivery number, from x-delivery-count or the
            // redelivered flag (liveconsumer.cpp), is past its first.
            if (r.delivery > 1)
                ++m.redeliveredFlag;
            break;
        case TraceKind::Skipped: ++m.duplicatesSkipped; break;
        case TraceKind::Commit: ++m.dbTransactions; break;
        case TraceKind::Rollback: ++m.rollbacks; break;
        case TraceKind::CacheHit: ++m.cacheHits; break;
        case TraceKind::CacheMiss: ++m.cacheMisses; break;
        case TraceKind::StoreBusy: ++m.busyRetries; break;
        case TraceKind::StoreFailed: ++m.storeFailures; break;
        case TraceKind::MaxDeliveries:
            ++m.maxDeliveriesAdvisories;
            maxDelivered.insert(logical);
            break;
        case TraceKind::BrokerDeduped: ++m.brokerDeduped; break;
        case TraceKind::PublishGaveUp: ++m.producerGaveUp; break;
        case TraceKind::SideEffect:
            if (logical >= 0 && logical < ctx.firstEffectAt.size() && ctx.firstEffectAt[logical] < 0)
                ctx.firstEffectAt[logical] = r.time();
            break;
        default: break;
        }
    }
    // As the model decides it (QueueBroker::requeue): stopped after MaxDeliver
    // with nothing applied is its own fate, else the effect stands.
    for (int logical : maxDelivered) {
        if (logical >= 0 && logical < ctx.appliedSoFar.size() && ctx.appliedSoFar[logical] == 0)
            ctx.fates[logical] = FateMaxDelivered;
    }
    m.virtualDurationMs = records.empty() ? 0.0 : simToMs(records.back().time());
    result.metrics = m;
    result.fates = ctx.fates;
    result.error = GroundTruth::analyze(ctx, databasePath, result).error();
    const QString infoError =
        RunDatabase::writeRunInfo(databasePath, runInfo(scenario, ctx.trace, result.valid, stats.broker), ctx.fates)
            .error();
    if (result.error.isEmpty())
        result.error = infoError;
    result.trace = std::move(ctx.trace);
}

RunResult LiveRun::run(LiveStats *stats, const std::atomic_bool *cancel)
{
    QElapsedTimer wall;
    wall.start();
    // The scenario's problems and the refusal end it as a failed step does:
    // nothing started, every server and process stopped, the stats filled.
    RunResult result = d->begin(
        d->scenario, d->databasePath, cancel, [this] { return refusal(d->scenario, d->options); },
        {[this] { return d->prepare(); }, [this] { return d->startServers(); }, [this] { return d->declareQueue(); }});
    QElapsedTimer runClock;
    runClock.start();
    if (result.error.isEmpty()) {
        QEventLoop loop;
        d->loop = &loop;
        d->epochUs = wallMicros();
        d->say(QStringLiteral("running %1 messages on queue %2…").arg(d->scenario.messages).arg(d->queue));
        // All at once (publishIntervalMs 0): every message is on the queue
        // before a consumer connects, as the simulation has them at t = 0.
        if (d->scenario.publishIntervalMs == 0) {
            while (d->nextLogical < d->scenario.messages && d->error.isEmpty())
                d->publish(d->nextLogical, 1);
        }
        for (int id = 1; id <= d->scenario.consumers.count && d->error.isEmpty(); ++id) {
            if (const Outcome started = d->startChild(id); !started.ok())
                d->fail(started.error());
        }
        // Interval publishing starts once every consumer listens.
        d->exec([this] {
            for (auto &entry : d->children) {
                if (!entry.second.ready && entry.second.process
                    && entry.second.process->state() == QProcess::Running && entry.second.generation == 1
                    && d->scenario.publishIntervalMs > 0 && d->nextLogical == 0)
                    return;
            }
            d->tick();
        });
        d->stopChildren();
        d->loop = nullptr;
        result.error = d->error;
    }
    d->stats.runMs = double(runClock.nsecsElapsed()) / 1e6;
    if (d->jet && d->jet->isOpen()) {
        d->stats.streamMessagesLeft = int(d->jet->streamMessages());
        (void)d->jet->tearDown();
        d->jet->close();
    }
    LiveLoop::tidyBroker(d->producer, d->queue, d->deadQueue);
    if (d->servers)
        d->servers->stop();
    if (result.error.isEmpty())
        d->finish(result);
    d->stats.totalMs = double(wall.nsecsElapsed()) / 1e6;
    result.wallMs = d->stats.totalMs;
    if (stats)
        *stats = d->stats;
    return result;
}

} // namespace idem::live
