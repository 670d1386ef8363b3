#include "checkrun.h"

#include "amqpconnection.h"
#include "amqpproxy.h"
#include "checkeffects.h"
#include "checkplan.h"
#include "checkprocesses.h"
#include "liveloop.h"
#include "liverun.h"
#include "liveservers.h"
#include "livewire.h"

#include "../kernel/messageids.h"
#include "../kernel/rng.h"
#include "../kernel/simcontext.h"
#include "../run/groundtruth.h"
#include "scenario/scenarioio.h"
#include "store/rundatabase.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>
#include <algorithm>
#include <csignal>
#include <map>
#include <mutex>
#include <set>
#include <sys/types.h>
#include <unistd.h>

namespace idem::live {

namespace {
constexpr int kOutputKept = 8192; // the end of a consumer's output that a message quotes

struct Consumer
{
    int id = 0;
    std::unique_ptr<QProcess> process;
    qint64 pid = 0;
    QByteArray output;     // its stdout and stderr, the last kOutputKept bytes
    qint64 startedUs = 0;
    int generation = 0;
    bool consumed = false; // sent basic.consume (this start)
    bool everConsumed = false;
    bool killedByRun = false;
    bool stopping = false;
    int exitsWithoutAck = 0;
    bool killPending = false;
};

struct Link
{
    int consumer = 0;                 // 0: not known yet
    std::map<quint64, int> unacked;   // delivery tag → logical
    std::map<quint64, int> numberOf;  // delivery tag → the message's delivery number
    DeliveryCause cutCause = DeliveryCause::ConnectionLost;
};

// A proxy event with the consumer /proc named for a new connection.
struct Seen
{
    ProxyEvent event;
    int consumer = 0;
};
} // namespace

class CheckRunPrivate : public LiveLoop
{
public:
    CheckRunPrivate(const Scenario &s, const QString &db, const CheckOptions &o)
        : LiveLoop(o.status), scenario(s), databasePath(db), options(o), ctx(s), killRng(o.killSeed),
          plan(CheckPlan::of(s))
    {
    }

    Outcome prepare();
    Outcome startServers();
    Outcome declareQueue();
    Outcome startProxy();
    Outcome startConsumer(int id);
    Outcome effectsStartEmpty();
    void onProxyEvent(const ProxyEvent &e); // the proxy's thread
    void drain();
    void handle(const Seen &s);
    void onDeliver(Link &link, const ProxyEvent &e);
    void onSettled(Link &link, const ProxyEvent &e);
    void onConnectionGone(int connection, DeliveryCause cause, bool record);
    void onFinished(Consumer &c, int code, QProcess::ExitStatus status);
    void kill(int consumer, bool random);
    void scheduleRandomKill(int consumer);
    void publish(int logical);
    void pollDeadLetters();
    void timedFaults();
    void checkConnected();
    bool settled() const;
    void tick();
    void stopConsumers();
    Outcome finish(RunResult &result);
    QString outputOf(int consumer) const;
    QString describe(int consumer) const;

    quint8 actorOf(int consumer) const { return quint8(kFirstConsumerActor + qMax(1, consumer) - 1); }
    LiveServers *node() const { return options.servers ? options.servers : servers.get(); }

    const Scenario scenario;
    QString databasePath;
    CheckOptions options;
    SimContext ctx;
    Rng killRng;
    CheckPlan plan;
    int consumerCount = 1;
    std::unique_ptr<QTemporaryDir> tempFolder;
    QString folder, amqpUrl, queue, deadQueue, effects;
    std::unique_ptr<LiveServers> servers;
    AmqpConnection producer;
    std::unique_ptr<AmqpProxy> proxy;
    CheckStats stats;

    std::mutex mutex; // guards inbox and pids (the proxy's thread adds to the first, reads the second)
    std::vector<Seen> inbox;
    std::map<qint64, int> pids; // process id the lab started → consumer

    std::map<int, Consumer> consumers;
    std::map<int, Link> links;           // proxy connection → what it carries
    QHash<QByteArray, int> logicalOf;    // message id → logical (attempt 1)
    QVector<int> deliveriesOf;           // logical → deliveries so far
    QVector<bool> done;                  // logical → acked, or rejected for good
    QHash<int, DeliveryCause> nextCause; // logical → why it comes again
    int nextLogical = 0;
    int redeliveredFlag = 0;
    int killsLeft = 0;
    std::set<int> timedDone;
    bool brokerDown = false;
    SimTime restartWindowEnd = -1; // connections the broker drops until then went with its restart
    int doneReported = -1; // messages settled when progress was last said
};

CheckRun::CheckRun(const Scenario &scenario, const QString &databasePath, const CheckOptions &options)
    : d(std::make_unique<CheckRunPrivate>(scenario, databasePath, options))
{
}

CheckRun::~CheckRun() = default;

QString CheckRun::refusal(const Scenario &s, const CheckOptions &options)
{
    const std::optional<Profile> profile = vocab::profile(s.broker.profile);
    if (profile != Profile::RabbitMq && profile != Profile::RabbitMq3)
        return QStringLiteral("$.broker.profile \"%1\": the check runs your consumer against RabbitMQ (profile "
                              "\"rabbitmq\" or \"rabbitmq-3\")")
            .arg(s.broker.profile);
    if (options.command.trimmed().isEmpty())
        return QStringLiteral("--consumer: give the command that starts your consumer");
    if (!options.commandFolder.isEmpty() && !QFileInfo(options.commandFolder).isDir())
        return QStringLiteral("%1: the consumer's working folder is not a folder").arg(options.commandFolder);
    const int n = options.consumers > 0 ? options.consumers : s.consumers.count;
    if (n < 1 || n > 16)
        return QStringLiteral("--consumers %1: the check runs 1 to 16 consumer processes").arg(n);
    if (s.messages < 1 || s.messages > 20000)
        return QStringLiteral("messages %1: the check publishes 1 to 20000 messages").arg(s.messages);
    if (s.broker.redeliveryTimeoutMs > 0 && s.broker.redeliveryTimeoutMs < 60000)
        return QStringLiteral("broker.redeliveryTimeoutMs %1: RabbitMQ's consumer timeout is enforced once a minute "
                              "at best; the check needs 0 or at least 60000")
            .arg(s.broker.redeliveryTimeoutMs);
    if (s.broker.dedupWindowMs > 0)
        return QStringLiteral("broker.dedupWindowMs: RabbitMQ has no publish-side deduplication");
    if (!options.effects.isEmpty()) {
        if (const QString why = CheckEffects::refusal(options.effects); !why.isEmpty())
            return why;
    }
    return CheckPlan::refusal(s, true);
}

Outcome CheckRunPrivate::prepare()
{
    consumerCount = options.consumers > 0 ? options.consumers : scenario.consumers.count;
    if (Outcome made = workFolder(options.workFolder, QStringLiteral("idemlab-check-XXXXXX"), tempFolder, &folder);
        !made.ok())
        return made;
    effects = options.effects.isEmpty()
        ? QStringLiteral("sqlite:") + QDir(folder).absoluteFilePath(QStringLiteral("effects.sqlite"))
        : options.effects;
    if (options.effects.isEmpty()) {
        // The lab's own effects file, of an earlier check into this folder:
        // its effects are not this run's.
        for (const char *suffix : {"", "-wal", "-shm", "-journal"}) {
            const QString old = QDir(folder).filePath(QStringLiteral("effects.sqlite") + QLatin1String(suffix));
            if (QFileInfo::exists(old) && !QFile::remove(old))
                return QStringLiteral("%1: cannot remove the previous check's effects file").arg(old);
        }
    }
    stats.effects = CheckEffects::environmentValue(effects);
    // The lab's own run file: run_info, so the window opens the run like any other.
    if (Outcome created = RunDatabase::create(databasePath, RunDatabaseOptions()); !created.ok())
        return created;
    const int n = scenario.messages;
    ctx.startEvents(n, FateNeverDelivered);
    ctx.metrics.logicalMessages = n;
    deliveriesOf.fill(0, n);
    done.fill(false, n);
    for (int i = 0; i < n; ++i)
        logicalOf.insert(MessageIds::text(scenario, i, 1).toUtf8(), i);
    if (logicalOf.size() != n)
        return QStringLiteral("$.producer.messageIdPolicy: two messages carry the same message id");
    killsLeft = options.randomKills;
    const QString tag = QStringLiteral("%1-%2").arg(QCoreApplication::applicationPid()).arg(wallMicros() % 100000000);
    queue = QStringLiteral("idemlab-check-") + tag;
    deadQueue = queue + QStringLiteral("-dead");
    return {};
}

Outcome CheckRunPrivate::startServers()
{
    QElapsedTimer clock;
    clock.start();
    if (options.servers) {
        amqpUrl = options.servers->amqpUrl();
        stats.broker = QStringLiteral("RabbitMQ node %1").arg(options.servers->nodeName());
    } else {
        servers = std::make_unique<LiveServers>(QDir(folder).filePath(QStringLiteral("servers")));
        QDir().mkpath(QDir(folder).filePath(QStringLiteral("servers")));
        say(QStringLiteral("starting a private RabbitMQ node…"));
        if (Outcome e = servers->startRabbit(); !e.ok())
            return e;
        if (Outcome e = servers->waitRabbit(options.serverTimeoutMs, cancel); !e.ok())
            return e;
        amqpUrl = servers->amqpUrl();
        stats.broker = QStringLiteral("private RabbitMQ node %1").arg(servers->nodeName());
    }
    stats.serverStartMs = double(clock.nsecsElapsed()) / 1e6;
    return {};
}

Outcome CheckRunPrivate::declareQueue()
{
    return declareRabbitQueue(producer, amqpUrl, scenario, queue, deadQueue, &stats.broker, &stats.brokerVersion);
}

Outcome CheckRunPrivate::startProxy()
{
    proxy = std::make_unique<AmqpProxy>(QStringLiteral("127.0.0.1"), QUrl(amqpUrl).port(5672),
                                        [this](const ProxyEvent &e) { onProxyEvent(e); });
    if (Outcome e = proxy->start(); !e.ok())
        return e;
    for (const ProxyAction &a : std::as_const(plan.actions))
        proxy->addAction(a);
    stats.proxyUrl = proxy->url();
    return {};
}

// Effects already in the database would be counted as this run's: a file
// or table that is not there yet is empty.
Outcome CheckRunPrivate::effectsStartEmpty()
{
    if (!effects.startsWith(QLatin1String("postgres")) && !QFileInfo::exists(stats.effects))
        return {};
    CheckEffects::Counts before;
    if (!CheckEffects::count(effects, options.query, scenario.messages, &before).ok() || before.rows == 0)
        return {};
    return QStringLiteral("%1 already holds %2 effects (query \"%3\"): the check counts every effect the query "
                          "finds, so start from an empty database")
        .arg(stats.effects)
        .arg(before.rows)
        .arg(options.query.isEmpty() ? CheckEffects::defaultQuery() : options.query);
}

void CheckRunPrivate::onProxyEvent(const ProxyEvent &e)
{
    Seen s;
    s.event = e;
    if (e.kind == ProxyEvent::Kind::Connected) {
        // While the client's socket is open: the process holding it, and
        // the consumer the lab started that it descends from.
        const qint64 pid = CheckProcesses::pidOfConnection(e.peerPort, quint16(proxy->port()));
        const QList<qint64> lineage = pid > 0 ? CheckProcesses::lineage(pid) : QList<qint64>();
        const std::lock_guard<std::mutex> lock(mutex);
        for (qint64 p : lineage) {
            if (const auto it = pids.find(p); it != pids.end()) {
                s.consumer = it->second;
                break;
            }
        }
        inbox.push_back(s);
        return;
    }
    const std::lock_guard<std::mutex> lock(mutex);
    inbox.push_back(s);
}

Outcome CheckRunPrivate::startConsumer(int id)
{
    Consumer &c = consumers[id];
    c.id = id;
    c.process = std::make_unique<QProcess>();
    c.consumed = false;
    c.killedByRun = c.stopping = c.killPending = false;
    ++c.generation;
    QProcess *p = c.process.get();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("IDEMLAB_AMQP_URL"), proxy->url());
    env.insert(QStringLiteral("IDEMLAB_QUEUE"), queue);
    env.insert(QStringLiteral("IDEMLAB_EFFECTS_DB"), stats.effects);
    env.insert(QStringLiteral("IDEMLAB_CONSUMER"), QString::number(id));
    env.insert(QStringLiteral("IDEMLAB_CONSUMERS"), QString::number(consumerCount));
    env.insert(QStringLiteral("IDEMLAB_PREFETCH"), QString::number(scenario.consumers.prefetch));
    env.insert(QStringLiteral("IDEMLAB_ACK_EVERY"), QString::number(scenario.consumers.ackEvery));
    env.insert(QStringLiteral("IDEMLAB_MESSAGES"), QString::number(scenario.messages));
    env.insert(QStringLiteral("IDEMLAB_EFFECT"), scenario.effect);
    env.insert(QStringLiteral("IDEMLAB_START"), QString::number(c.generation));
    p->setProcessEnvironment(env);
    p->setWorkingDirectory(options.commandFolder.isEmpty() ? QDir::currentPath() : options.commandFolder);
    p->setProcessChannelMode(QProcess::MergedChannels);
    // Its own session and process group: a SIGKILL reaches the shell and
    // whatever it started, and nothing else.
    p->setChildProcessModifier([] { ::setsid(); });
    QObject::connect(p, &QProcess::readyReadStandardOutput, p, [this, id] {
        Consumer &ch = consumers[id];
        ch.output += ch.process->readAllStandardOutput();
        if (ch.output.size() > kOutputKept)
            ch.output = ch.output.right(kOutputKept);
    });
    QObject::connect(p, &QProcess::finished, p,
                     [this, id](int code, QProcess::ExitStatus st) { onFinished(consumers[id], code, st); });
    p->start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), options.command});
    if (!p->waitForStarted(30000))
        return QStringLiteral("cannot start consumer-%1 (/bin/sh -c \"%2\"): %3").arg(id).arg(options.command, p->errorString());
    c.pid = p->processId();
    c.startedUs = wallMicros();
    ++stats.starts;
    const std::lock_guard<std::mutex> lock(mutex);
    pids[c.pid] = id;
    return {};
}

QString CheckRunPrivate::outputOf(int consumer) const
{
    const auto it = consumers.find(consumer);
    if (it == consumers.end())
        return {};
    const QString text = QString::fromLocal8Bit(it->second.output).trimmed();
    return text.isEmpty() ? QStringLiteral("(it printed nothing)") : text;
}

QString CheckRunPrivate::describe(int consumer) const
{
    return QStringLiteral("consumer-%1 (/bin/sh -c \"%2\")").arg(consumer).arg(options.command);
}

void CheckRunPrivate::drain()
{
    std::vector<Seen> batch;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        batch.swap(inbox);
    }
    for (const Seen &s : batch)
        handle(s);
}

void CheckRunPrivate::handle(const Seen &s)
{
    const ProxyEvent &e = s.event;
    switch (e.kind) {
    case ProxyEvent::Kind::Connected: {
        ++stats.connections;
        Link &link = links[e.connection];
        link.consumer = s.consumer;
        if (s.consumer > 0) {
            ++stats.connectionsByProc;
        } else {
            // /proc did not say (a process of another user, a socket already
            // gone): the consumer started last that is still running.
            qint64 latest = -1;
            for (const auto &[id, c] : consumers) {
                if (c.process && c.process->state() == QProcess::Running && c.startedUs > latest) {
                    latest = c.startedUs;
                    link.consumer = id;
                }
            }
        }
        break;
    }
    case ProxyEvent::Kind::Consuming:
        if (const auto it = links.find(e.connection); it != links.end() && consumers.count(it->second.consumer)) {
            consumers[it->second.consumer].consumed = true;
            consumers[it->second.consumer].everConsumed = true;
        }
        break;
    case ProxyEvent::Kind::Deliver: onDeliver(links[e.connection], e); break;
    case ProxyEvent::Kind::Ack:
    case ProxyEvent::Kind::Nack:
    case ProxyEvent::Kind::Reject:
    case ProxyEvent::Kind::AckDropped: onSettled(links[e.connection], e); break;
    case ProxyEvent::Kind::Cut: onConnectionGone(e.connection, links[e.connection].cutCause, true); break;
    case ProxyEvent::Kind::Closed: {
        const Link &link = links[e.connection];
        const auto c = consumers.find(link.consumer);
        const bool killed = c != consumers.end()
            && (c->second.killedByRun || !c->second.process || c->second.process->state() != QProcess::Running);
        if (e.byBroker && (brokerDown || now() <= restartWindowEnd))
            onConnectionGone(e.connection, DeliveryCause::BrokerRestart, true);
        else
            onConnectionGone(e.connection, killed ? DeliveryCause::CrashBeforeAck : DeliveryCause::ConnectionLost,
                             !killed);
        break;
    }
    default: break;
    }
}

void CheckRunPrivate::onDeliver(Link &link, const ProxyEvent &e)
{
    const auto found = logicalOf.constFind(e.messageId);
    if (found == logicalOf.constEnd())
        return; // not one of the scenario's messages
    const int logical = found.value();
    const int number = ++deliveriesOf[logical];
    const DeliveryCause cause = number > 1 ? nextCause.value(logical, DeliveryCause::ConnectionLost) : DeliveryCause::First;
    const int detail = int(cause) | (1 << 5);
    const quint8 actor = actorOf(link.consumer);
    // The copy reached the process: the handler may start now; what it does
    // inside is not seen, so nothing more is recorded until its ack.
    record(at(e.atUs), TraceKind::Deliver, actor, logical, number, detail);
    record(at(e.atUs), TraceKind::HandleStart, actor, logical, number, detail);
    if (e.redelivered)
        ++redeliveredFlag;
    link.unacked[e.tag] = logical;
    link.numberOf[e.tag] = number;
    if (plan.killAtDelivery.contains(CheckPlan::copyKey(logical, number)))
        kill(link.consumer, false);
    else if (killsLeft > 0)
        scheduleRandomKill(link.consumer);
}

void CheckRunPrivate::onSettled(Link &link, const ProxyEvent &e)
{
    const auto it = link.unacked.find(e.tag);
    if (it == link.unacked.end())
        return;
    const int logical = it->second;
    const int number = link.numberOf[e.tag];
    const quint8 actor = actorOf(link.consumer);
    if (e.kind == ProxyEvent::Kind::AckDropped) {
        record(at(e.atUs), TraceKind::AckLost, actor, logical, number, 1);
        if (plan.killAtAck.contains(CheckPlan::copyKey(logical, number))) {
            link.cutCause = DeliveryCause::CrashBeforeAck;
            kill(link.consumer, false);
        } else {
            link.cutCause = plan.lostConnectionAt.contains(CheckPlan::copyKey(logical, number))
                ? DeliveryCause::ConnectionLost
                : DeliveryCause::AckLost;
        }
        return; // still unacked: the broker has it back when the connection goes
    }
    link.unacked.erase(it);
    link.numberOf.erase(e.tag);
    if (e.kind == ProxyEvent::Kind::Ack) {
        record(at(e.atUs), TraceKind::AckSent, actor, logical, number, 1);
        done[logical] = true;
        if (consumers.count(link.consumer))
            consumers[link.consumer].exitsWithoutAck = 0;
    } else if (e.requeue) {
        record(at(e.atUs), TraceKind::Requeued, ActorBroker, logical, number, int(DeliveryCause::Nack));
        nextCause.insert(logical, DeliveryCause::Nack);
    } else {
        // Rejected for good: RabbitMQ dead-letters it (pollDeadLetters sees it).
        record(at(e.atUs), TraceKind::AckSent, actor, logical, number, 1);
        done[logical] = true;
    }
}

void CheckRunPrivate::onConnectionGone(int connection, DeliveryCause cause, bool recordIt)
{
    Link &link = links[connection];
    const quint8 actor = actorOf(link.consumer);
    if (recordIt) {
        const int logical = link.unacked.empty() ? -1 : link.unacked.begin()->second;
        record(now(), TraceKind::ConnectionLost, actor, logical, logical < 0 ? 0 : link.numberOf.begin()->second);
    }
    // RabbitMQ requeues every delivery not acked on the connection.
    for (const auto &entry : link.unacked)
        nextCause.insert(entry.second, cause);
    links.erase(connection);
}

void CheckRunPrivate::kill(int consumer, bool random)
{
    const auto it = consumers.find(consumer);
    if (it == consumers.end())
        return;
    Consumer &c = it->second;
    if (!c.process || c.process->state() != QProcess::Running || c.killedByRun || c.stopping)
        return;
    c.killedByRun = true;
    if (random)
        --killsLeft;
    ++stats.kills;
    for (const auto &entry : links) {
        if (entry.second.consumer == consumer && !entry.second.unacked.empty()) {
            ++stats.killsInHandling;
            break;
        }
    }
    // The whole process group (setsid in startConsumer): the shell and what it runs.
    ::kill(-pid_t(c.pid), SIGKILL);
    ::kill(pid_t(c.pid), SIGKILL);
}

void CheckRunPrivate::scheduleRandomKill(int consumer)
{
    const auto it = consumers.find(consumer);
    if (it == consumers.end() || it->second.killPending || it->second.killedByRun)
        return;
    it->second.killPending = true;
    const int generation = it->second.generation;
    const int delayMs = int(killRng.nextDouble() * options.killWindowMs);
    QTimer::singleShot(delayMs, loop, [this, consumer, generation] {
        Consumer &c = consumers[consumer];
        if (c.generation != generation || killsLeft <= 0)
            return;
        c.killPending = false;
        kill(consumer, true);
    });
}

void CheckRunPrivate::onFinished(Consumer &c, int code, QProcess::ExitStatus status)
{
    c.output += c.process->readAllStandardOutput();
    if (c.stopping || !error.isEmpty())
        return;
    const int id = c.id;
    const bool byRun = c.killedByRun;
    if (!byRun) {
        // It ended by itself: before it ever consumed it cannot be checked;
        // after, it is a crash like any other (restarted), unless it keeps
        // ending without acking anything.
        const QString how = status == QProcess::NormalExit ? QStringLiteral("exited with code %1").arg(code)
                                                             : QStringLiteral("was killed by a signal");
        if (!c.everConsumed) {
            fail(QStringLiteral("%1 %2 before it consumed from the queue (IDEMLAB_AMQP_URL %3, IDEMLAB_QUEUE %4). "
                                "Its output:\n%5")
                     .arg(describe(id), how, proxy->url(), queue, outputOf(id)));
            return;
        }
        if (++c.exitsWithoutAck >= 5) {
            fail(QStringLiteral("%1 %2, the fifth time in a row without acking a message. Its output:\n%3")
                     .arg(describe(id), how, outputOf(id)));
            return;
        }
        ++stats.exits;
    }
    record(now(), TraceKind::Crash, actorOf(id), -1, 0, int(CrashPoint::Immediate));
    {
        const std::lock_guard<std::mutex> lock(mutex);
        pids.erase(c.pid);
    }
    QTimer::singleShot(int(scenario.consumers.restartDelayMs), loop, [this, id] {
        if (!error.isEmpty())
            return;
        record(now(), TraceKind::Restart, actorOf(id));
        if (const Outcome started = startConsumer(id); !started.ok())
            fail(started.error());
    });
}

void CheckRunPrivate::publish(int logical)
{
    ctx.firstPublishAt[logical] = now();
    ++nextLogical;
    record(now(), TraceKind::PublishAttempt, ActorProducer, logical, 1, 1);
    const QByteArray id = MessageIds::text(scenario, logical, 1).toUtf8();
    if (Outcome e = producer.publish(queue, CheckPlan::messageBody(scenario, logical, 1), id, 30000); !e.ok()) {
        fail(QStringLiteral("publishing %1 failed: %2").arg(Scenario::businessKey(logical), e.error()));
        return;
    }
    record(now(), TraceKind::BrokerEnqueued, ActorBroker, logical, 1, 1);
    record(now(), TraceKind::PublishAcked, ActorProducer, logical, 1, 0);
    ctx.fates[logical] = FateDelivered;
}

void CheckRunPrivate::pollDeadLetters()
{
    if (!producer.isOpen() || brokerDown)
        return;
    drainDeadLetters(producer, deadQueue, [this](const QByteArray &body) {
        // basic.get leaves the properties out here: the body names the message.
        const QByteArray id = QJsonDocument::fromJson(body).object().value(QStringLiteral("messageId")).toString().toUtf8();
        const auto found = logicalOf.constFind(id);
        if (found == logicalOf.constEnd())
            return;
        const int logical = found.value();
        done[logical] = true;
        record(now(), TraceKind::DeadLettered, ActorBroker, logical, deliveriesOf[logical],
               int(nextCause.value(logical, DeliveryCause::Nack)));
        ctx.fates[logical] = FateDeadLettered;
    });
}

void CheckRunPrivate::timedFaults()
{
    for (int i = 0; i < plan.timed.size(); ++i) {
        const CheckPlan::Timed &t = plan.timed.at(i);
        if (timedDone.count(i) || now() < msToSim(t.atMs))
            continue;
        timedDone.insert(i);
        if (t.kind == CheckPlan::Timed::Kind::Crash) {
            kill(qMax(1, t.consumer), false);
            continue;
        }
        record(now(), TraceKind::BrokerRestart, ActorBroker, -1, 0, int(qMin<qint64>(t.durationMs / 1000, 65535)));
        brokerDown = true;
        if (!stopBrokerApp(node(), producer))
            return;
        QTimer::singleShot(int(t.durationMs), loop, [this] {
            if (!startBrokerApp(node()))
                return;
            // Drops the proxy reports from now on, for a moment, are still the restart's.
            drain();
            brokerDown = false;
            restartWindowEnd = now() + msToSim(500);
            record(now(), TraceKind::BrokerBack, ActorBroker);
        });
    }
}

void CheckRunPrivate::checkConnected()
{
    for (const auto &[id, c] : consumers) {
        if (c.process && c.process->state() == QProcess::Running && !c.consumed && !brokerDown
            && now() > restartWindowEnd && wallMicros() - c.startedUs > qint64(options.connectTimeoutMs) * 1000) {
            fail(QStringLiteral("%1 did not consume from the queue within %2 s (it should connect to "
                                "IDEMLAB_AMQP_URL %3 and consume IDEMLAB_QUEUE %4). Its output:\n%5")
                     .arg(describe(id))
                     .arg(options.connectTimeoutMs / 1000)
                     .arg(proxy->url(), queue, outputOf(id)));
            return;
        }
    }
}

bool CheckRunPrivate::settled() const
{
    if (nextLogical < scenario.messages || brokerDown || killsLeft > 0)
        return false;
    if (std::find(done.cbegin(), done.cend(), false) != done.cend())
        return false;
    for (const auto &entry : links) {
        if (!entry.second.unacked.empty())
            return false;
    }
    for (const auto &[id, c] : consumers) {
        if (!c.process || c.process->state() != QProcess::Running)
            return false;
    }
    return true;
}

void CheckRunPrivate::tick()
{
    drain();
    if (cancel && cancel->load()) {
        fail(QStringLiteral("cancelled"));
        return;
    }
    if (now() > msToSim(options.runTimeoutMs)) {
        const int acked = int(std::count(done.cbegin(), done.cend(), true));
        fail(QStringLiteral("the check had not settled after %1 s: %2 of %3 messages acked (queue %4). "
                            "consumer-1's output:\n%5")
                 .arg(options.runTimeoutMs / 1000)
                 .arg(acked)
                 .arg(scenario.messages)
                 .arg(queue, outputOf(1)));
        return;
    }
    timedFaults();
    if (!error.isEmpty() || brokerDown)
        return;
    checkConnected();
    if (!producer.isOpen() && !(producer.open(amqpUrl, 0).ok() && producer.confirmSelect().ok())) {
        producer.closeHard();
        return;
    }
    while (nextLogical < scenario.messages && now() >= msToSim(qint64(nextLogical) * scenario.publishIntervalMs)
           && error.isEmpty())
        publish(nextLogical);
    pollDeadLetters();
    if (const int settledCount = int(std::count(done.cbegin(), done.cend(), true));
        options.progress && settledCount != doneReported) {
        doneReported = settledCount;
        options.progress(double(settledCount) / qMax(1, scenario.messages));
    }
    // Every message handled and kills still owed: they come at random
    // moments of the idle consumers, so a check always sends all it was asked.
    if (killsLeft > 0 && std::find(done.cbegin(), done.cend(), false) == done.cend()) {
        for (const auto &[id, c] : consumers) {
            if (c.consumed && c.process && c.process->state() == QProcess::Running)
                scheduleRandomKill(id);
        }
    }
    const bool quiet = settled();
    const int ready = quiet ? producer.readyCount(queue) : -1;
    if (quiet && ready < 0)
        producer.closeHard();
    settleWhen(quiet && ready == 0);
}

void CheckRunPrivate::stopConsumers()
{
    for (auto &[id, c] : consumers) {
        if (!c.process)
            continue;
        c.stopping = true;
        if (c.process->state() != QProcess::NotRunning) {
            ::kill(-pid_t(c.pid), SIGTERM);
            if (!c.process->waitForFinished(5000)) {
                ::kill(-pid_t(c.pid), SIGKILL);
                c.process->kill();
                c.process->waitForFinished(5000);
            }
        }
        // What the shell started and left behind in its group goes too.
        ::kill(-pid_t(c.pid), SIGKILL);
        c.output += c.process->readAllStandardOutput();
    }
}

Outcome CheckRunPrivate::finish(RunResult &result)
{
    sortRecords();
    // What the wire saw: the handler's steps are the user's, not observed.
    ctx.trace.setOrigin(TraceOrigin::Check);
    RunMetrics &m = ctx.metrics;
    m = RunMetrics();
    m.logicalMessages = scenario.messages;
    m.redeliveredFlag = redeliveredFlag;
    QVector<int> handled(scenario.messages, 0);
    for (const TraceRecord &r : records) {
        ctx.trace.append(r.time(), r.kind(), r.actor(), r.message, r.delivery, r.detail);
        LiveLoop::countWire(m, r, handled);
    }
    m.virtualDurationMs = records.empty() ? 0.0 : simToMs(records.back().time());
    result.metrics = m;
    result.fates = ctx.fates;
    CheckEffects::Counts counts;
    if (Outcome read = CheckEffects::count(effects, options.query, scenario.messages, &counts); !read.ok())
        return read;
    stats.effectRows = counts.rows;
    stats.otherKeys = counts.otherKeys;
    if (counts.rows == 0)
        return QStringLiteral("the consumer acked %1 messages but the effects query found no effect in %2 (query: "
                              "\"%3\"): does it write to IDEMLAB_EFFECTS_DB, and does the query read that table? "
                              "consumer-1's output:\n%4")
            .arg(int(std::count(done.cbegin(), done.cend(), true)))
            .arg(stats.effects, options.query.isEmpty() ? CheckEffects::defaultQuery() : options.query, outputOf(1));
    if (Outcome judged = GroundTruth::analyze(ctx, counts.perMessage, result); !judged.ok())
        return judged;
    QHash<QString, QString> info = runInfo(scenario, ctx.trace, result.valid, stats.broker);
    info.insert(QStringLiteral("check"), options.command);
    const Outcome written = RunDatabase::writeRunInfo(databasePath, info, ctx.fates);
    result.trace = std::move(ctx.trace);
    return written;
}

RunResult CheckRun::run(CheckStats *stats, const std::atomic_bool *cancel)
{
    QElapsedTimer wall;
    wall.start();
    RunResult result = d->begin(
        d->scenario, d->databasePath, cancel, [this] { return refusal(d->scenario, d->options); },
        {[this] { return d->prepare(); }, [this] { return d->startServers(); }, [this] { return d->declareQueue(); },
         [this] { return d->startProxy(); }, [this] { return d->effectsStartEmpty(); }});
    QElapsedTimer runClock;
    runClock.start();
    if (result.error.isEmpty()) {
        QEventLoop loop;
        d->loop = &loop;
        d->epochUs = wallMicros();
        d->say(QStringLiteral("checking \"%1\": %2 messages, %3 consumer processes…")
                   .arg(d->options.command)
                   .arg(d->scenario.messages)
                   .arg(d->consumerCount));
        // All at once (publishIntervalMs 0): on the queue before a consumer
        // starts, as the simulation has them at t = 0 (and the publishes'
        // confirms never hold up the run's loop while consumers work).
        while (d->scenario.publishIntervalMs == 0 && d->nextLogical < d->scenario.messages && d->error.isEmpty())
            d->publish(d->nextLogical);
        for (int id = 1; id <= d->consumerCount && d->error.isEmpty(); ++id) {
            if (const Outcome started = d->startConsumer(id); !started.ok())
                d->fail(started.error());
        }
        d->exec([this] { d->tick(); });
        d->stopConsumers();
        d->loop = nullptr;
        result.error = d->error;
    }
    d->stats.runMs = double(runClock.nsecsElapsed()) / 1e6;
    if (d->proxy)
        d->proxy->stop();
    LiveLoop::tidyBroker(d->producer, d->queue, d->deadQueue);
    if (d->servers)
        d->servers->stop();
    if (result.error.isEmpty())
        result.error = d->finish(result).error();
    d->stats.totalMs = double(wall.nsecsElapsed()) / 1e6;
    result.wallMs = d->stats.totalMs;
    if (stats)
        *stats = d->stats;
    return result;
}

} // namespace idem::live
