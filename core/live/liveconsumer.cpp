#include "liveconsumer.h"

#include "consumertransport.h"
#include "livewire.h"
#include "rediscache.h"

#include "../kernel/eventkinds.h"
#include "broker/broker.h"
#include "consumer/consumerinstance.h"
#include "scenario/scenarioio.h"
#include "store/rundatabase.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QThread>
#include <QDir>
#include <QFile>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <vector>
#include <fcntl.h>
#include <unistd.h>

namespace idem::live {

namespace {
volatile std::sig_atomic_t g_stop = 0;
// Set by the run's SIGUSR1 at a broker restart's scheduled instant (see
// livewire.h): no ack goes out until the broker drops the connection.
volatile std::sig_atomic_t g_holdAcks = 0;

void onTerm(int)
{
    g_stop = 1;
}

void onHoldAcks(int)
{
    g_holdAcks = 1;
}

void complain(const QString &text)
{
    fprintf(stderr, "idemlab consume: %s\n", qPrintable(text));
}

// The broker as one consumer process sees it: a real connection
// (ConsumerTransport). Acks go on the wire; a dropped connection closes the
// socket without the closing handshake (RabbitMQ requeues every unacked
// delivery of the channel at once; JetStream redelivers each after its
// AckWait), and the process connects again.
class LiveBroker final : public Broker
{
public:
    LiveBroker(const ConsumeOptions &o, int prefetch) : m_transport(ConsumerTransport::create(o, prefetch)) {}

    void attach(ConsumerInstance *consumer, std::function<void()> flush)
    {
        m_consumer = consumer;
        m_flush = std::move(flush);
    }

    Outcome connect()
    {
        // A broker that restarts refuses connections for a while: keep
        // trying for a generous minute before giving up.
        QDeadlineTimer deadline(60000);
        Outcome connected;
        while (!g_stop) {
            connected = m_transport->open();
            if (connected.ok()) {
                ++m_generation;
                wire::writeLine("READY\n"); // listening (again)
                return {};
            }
            m_transport->closeHard();
            if (deadline.hasExpired())
                break;
            QThread::msleep(100); // reconnect back-off
        }
        return connected.ok() ? Outcome(QStringLiteral("stopped")) : connected;
    }

    quint32 localTag(quint64 handle, int logical, int attempt)
    {
        const quint32 tag = ++m_nextTag;
        m_tags.insert(tag, {m_generation, handle, logical, attempt});
        return tag;
    }

    ConsumerTransport &transport() { return *m_transport; }

    // The connection is gone (a fault of the scenario, or the broker closed
    // it: a restart): what was buffered is gone, acks for it would be
    // refused. The run hears of it first (every delivery not acked on this
    // connection comes back), then we connect again.
    Outcome reconnect(wire::DropReason reason)
    {
        m_transport->closeHard();
        // The restart's drop ends the hold: the next connection acks again.
        if (reason == wire::DropReason::Broker)
            g_holdAcks = 0;
        if (m_flush)
            m_flush();
        wire::writeLine(wire::dropLine(reason));
        // Tags of this connection can never be acked now.
        for (auto it = m_tags.begin(); it != m_tags.end();) {
            if (it->generation == m_generation) {
                m_transport->forget(it->handle);
                it = m_tags.erase(it);
            } else {
                ++it;
            }
        }
        if (m_consumer)
            m_consumer->dropBuffered();
        return connect();
    }

    PublishOutcome publish(int, int) override { return PublishOutcome::Unavailable; }
    void dispatch() override {}
    void ack(int, const QVector<quint32> &tags, bool lost) override
    {
        // The run hears of the ack before the broker does: a kill right
        // after the ack is on the wire must not leave the run waiting.
        if (m_flush)
            m_flush();
        if (lost && m_transport->lostAckDropsConnection()) {
            // The ack is never sent: the connection drops first.
            m_pendingError = reconnect(wire::DropReason::AckLost).error();
            return;
        }
        // A tag from an earlier connection cannot be acked on this one
        // (RabbitMQ would close the channel); that delivery was requeued
        // when its connection dropped. The others: the run is told which
        // copies are acked, then the acks go on the wire.
        // Held (a broker restart is under way): the broker stopped at that
        // instant, as the simulation's does, so these acks are lost with the
        // connection and their deliveries come back.
        // Lost (JetStream): the ack never reaches the server; the run is told
        // which copies will come back after AckWait.
        const bool held = g_holdAcks != 0;
        std::vector<quint64> wireHandles;
        QByteArray lines;
        for (quint32 tag : tags) {
            const auto it = m_tags.constFind(tag);
            if (it == m_tags.cend())
                continue;
            if (it->generation == m_generation && lost) {
                lines += wire::lostAckLine(it->logical, it->attempt);
                m_transport->forget(it->handle);
            } else if (it->generation == m_generation && !held) {
                wireHandles.push_back(it->handle);
                lines += wire::ackLine(it->logical, it->attempt);
            } else {
                m_transport->forget(it->handle);
            }
            m_tags.erase(it);
        }
        if (!lines.isEmpty())
            wire::writeLine(lines);
        for (quint64 h : wireHandles)
            m_transport->ack(h);
    }
    void consumerGone(int, bool) override { m_transport->closeHard(); }
    void consumerJoined(int) override {}
    void connectionLost(int) override { m_pendingError = reconnect(wire::DropReason::ConnectionLost).error(); }
    void restart(SimTime) override {}
    void onEvent(const SimEvent &) override {}
    bool available() const override { return m_transport->isOpen(); }

    // A reconnect that failed inside a broker call (which cannot return it).
    Outcome takeError()
    {
        Outcome pending(m_pendingError);
        m_pendingError.clear();
        return pending;
    }

private:
    std::unique_ptr<ConsumerTransport> m_transport;
    ConsumerInstance *m_consumer = nullptr;
    std::function<void()> m_flush;
    int m_generation = 0;
    quint32 m_nextTag = 0;
    struct Tag
    {
        int generation = 0;
        quint64 handle = 0;
        int logical = -1;
        int attempt = 1;
    };
    QHash<quint32, Tag> m_tags;
    QString m_pendingError;
};

SimTime runClock(const ConsumeOptions &o)
{
    return wallMicros() - o.epochUs;
}

void flushTrace(const Trace &trace, std::size_t *sent)
{
    QByteArray lines;
    for (; *sent < trace.size(); ++*sent)
        lines += wire::recordLine(trace.at(*sent));
    if (!lines.isEmpty())
        wire::writeLine(lines);
}
} // namespace

bool claimFault(const QString &folder, int entry)
{
    const QByteArray path = QFile::encodeName(QDir(folder).filePath(QStringLiteral("fault-%1.claimed").arg(entry)));
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (errno != EEXIST)
            complain(QStringLiteral("cannot claim fault %1 in %2: %3").arg(entry).arg(folder, QString::fromLocal8Bit(strerror(errno))));
        return false;
    }
    ::close(fd);
    return true;
}

int runConsumer(const ConsumeOptions &o)
{
    std::signal(SIGTERM, onTerm);
    std::signal(SIGUSR1, onHoldAcks);
    std::signal(SIGPIPE, SIG_IGN);
    const ScenarioLoadResult loaded = ScenarioIo::load(o.scenarioFile);
    if (!loaded.ok()) {
        complain(loaded.errors.join(QLatin1Char('\n')));
        return 2;
    }
    const Scenario &s = loaded.scenario;
    const StrategyTraits *traits = StrategyTraits::find(s.strategy.id);
    if (!traits) {
        complain(QStringLiteral("unknown strategy \"%1\"").arg(s.strategy.id));
        return 2;
    }
    const std::optional<Effect> effect = vocab::effect(s.effect);
    if (!effect) {
        complain(QStringLiteral("$.effect: unknown effect \"%1\"").arg(s.effect));
        return 2;
    }
    SimContext ctx(s);
    if (!o.claimFolder.isEmpty())
        ctx.faults.setClaim([folder = o.claimFolder](int entry) { return claimFault(folder, entry); });
    const int n = s.messages;
    ctx.startEvents(n, FateDelivered);

    RedisClient redis;
    std::unique_ptr<RedisCache> sharedCache;
    if (traits->cache == CacheUse::Shared) {
        if (Outcome e = redis.open(o.redisUrl); !e.ok()) {
            complain(e.error());
            return 3;
        }
        sharedCache = std::make_unique<RedisCache>(redis, o.redisPrefix, s.strategy.cacheTtlMs, s.strategy.cacheCapacity);
    }
    StoreConnection mailServer(RunDatabase::mailServerPath(o.databasePath), QStringLiteral("mail-server"));
    if (*effect == Effect::SendEmail) {
        if (Outcome e = mailServer.open(); !e.ok()) {
            complain(e.error());
            return 3;
        }
    }

    LiveBroker broker(o, s.consumers.prefetch);
    ctx.broker = &broker;
    std::size_t sent = 0;
    ConsumerInstance::Shared shared;
    shared.traits = traits;
    shared.effect = *effect;
    shared.sharedCache = sharedCache.get();
    shared.mailServer = &mailServer;
    shared.databasePath = o.databasePath;
    shared.cacheBeforeCommit = vocab::cacheWrite(s.strategy.cacheWrite) == CacheWrite::BeforeCommit;
    ConsumerInstance *self = nullptr;
    // A crash point: say so, then die for real, mid-whatever, with no
    // rollback and no goodbye to the broker.
    shared.beforeCrash = [&ctx, &sent, &self](CrashPoint point) {
        ctx.record(TraceKind::Crash, quint8(kFirstConsumerActor + self->id() - 1), -1, 0, int(point));
        flushTrace(ctx.trace, &sent);
        std::raise(SIGKILL);
    };
    ConsumerInstance consumer(ctx, shared, o.consumer);
    self = &consumer;
    broker.attach(&consumer, [&ctx, &sent] { flushTrace(ctx.trace, &sent); });
    // Opening right after a sibling was killed can meet SQLite recovering
    // the WAL, or a writer holding the lock: busy, so try again for a while.
    {
        QDeadlineTimer deadline(30000);
        Outcome opened = consumer.open();
        while (!opened.ok() && opened.error().contains(QLatin1String("locked")) && !deadline.hasExpired() && !g_stop) {
            QThread::msleep(5);
            opened = consumer.open();
        }
        if (!opened.ok()) {
            complain(opened.error());
            return 3;
        }
    }
    if (const Outcome connected = broker.connect(); !connected.ok()) {
        complain(connected.error());
        return 3;
    }

    while (!g_stop) {
        // Run every step that is due; each sets the clock to real time, so
        // a phase's modelled cost (processingMs…) is really waited for.
        while (!ctx.queue.isEmpty() && ctx.queue.nextTime() <= runClock(o)) {
            const SimEvent e = ctx.queue.pop();
            ctx.now = runClock(o);
            if (e.kind == EvConsumerStep)
                consumer.onStep(e.b);
            flushTrace(ctx.trace, &sent);
            if (const Outcome pending = broker.takeError(); !pending.ok()) {
                complain(pending.error());
                return 3;
            }
            if (!consumer.fatalError().isEmpty()) {
                complain(consumer.fatalError());
                return 3;
            }
        }
        const SimTime next = ctx.queue.nextTime();
        const int waitMs = next == kNever ? 200 : int(qBound<SimTime>(SimTime(0), (next - runClock(o) + 999) / 1000, SimTime(200)));
        IncomingDelivery d;
        QString error;
        const int room = consumer.canReceive() ? qMax(1, s.consumers.prefetch - consumer.unacked()) : 0;
        const int got = broker.transport().next(waitMs, room, &d, &error);
        if (got < 0) {
            if (g_stop)
                break;
            ctx.now = runClock(o);
            if (const Outcome back = broker.reconnect(wire::DropReason::Broker); !back.ok()) {
                complain(QStringLiteral("lost the broker (%1) and could not reconnect: %2").arg(error, back.error()));
                return 3;
            }
            continue;
        }
        if (got == 0)
            continue;
        int logical = -1, attempt = 1;
        if (!parseMessageBody(d.body, &logical, &attempt) || logical >= n) {
            complain(QStringLiteral("a message that is not this run's: \"%1\"").arg(QString::fromUtf8(d.body.left(60))));
            return 3;
        }
        Delivery delivery;
        delivery.tag = broker.localTag(d.handle, logical, attempt);
        delivery.logical = logical;
        delivery.attempt = attempt;
        delivery.number = d.number;
        // Why it came again is known to the run (which saw the crash, the
        // dropped connection…); it rewrites this cause.
        delivery.cause = delivery.number > 1 ? DeliveryCause::ConnectionLost
                                             : (attempt > 1 ? DeliveryCause::ProducerRetry : DeliveryCause::First);
        ctx.now = runClock(o);
        consumer.receive(delivery);
        flushTrace(ctx.trace, &sent);
    }
    flushTrace(ctx.trace, &sent);
    broker.transport().closeClean();
    return 0;
}

} // namespace idem::live
