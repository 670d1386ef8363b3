#pragma once

#include "../run/runresult.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>

namespace idem::live {

class LiveServers;

struct LiveOptions
{
    QString amqpUrl;          // empty: start a private RabbitMQ node
    QString redisUrl;         // empty: start a private Redis (when the strategy needs one)
    // Servers the caller started and keeps (a test suite's, the window's):
    // their URLs are used, and a broker-restart fault restarts their node.
    // Overrides amqpUrl/redisUrl; never stopped by the run.
    LiveServers *servers = nullptr;
    QString consumerProgram;  // the idemlab binary (runs `idemlab consume`)
    QString workFolder;       // servers' data, logs, scenario files; a temporary one when empty
    int serverTimeoutMs = 180000;
    int runTimeoutMs = 240000;
    // Crash-safety: SIGKILL consumer processes this many times at random
    // moments after they start a delivery, and check the database's
    // integrity after every kill.
    int randomKills = 0;
    quint64 killSeed = 1;
    std::function<void(const QString &)> status; // a line of progress for a person
    // The share of the messages done (every stored copy acked or dead-
    // lettered), 0..1, at most ten times a second, from the run's thread.
    std::function<void(double)> progress;
};

struct LiveStats
{
    double serverStartMs = 0;  // from launching the servers until both answered
    double runMs = 0;          // the run itself (publish → settled)
    double totalMs = 0;
    int kills = 0;             // SIGKILLs of consumer processes (any cause)
    int killsInTransaction = 0; // … that hit a process with its SQLite transaction open
    int integrityChecks = 0;
    QStringList integrityFailures;
    QString broker;            // "private RabbitMQ node … (RabbitMQ 3.10.8)" or the URL and version
    QString brokerVersion;     // the node's own (AMQP server-properties 'version'): "3.10.8"; NATS: "2.9.10"
    int streamMessagesLeft = -1; // JetStream: what the work-queue stream still held at the end (-1: RabbitMQ)
};

class LiveRunPrivate;

// One scenario against a real RabbitMQ quorum queue (a real producer with
// publisher confirms) or a real NATS JetStream stream and durable pull
// consumer (a producer setting Nats-Msg-Id, waiting for PubAcks), real
// consumer processes (`idemlab consume`) doing the
// strategy's transactions on the run's SQLite file, real faults. Produces
// the same RunResult (trace, metrics, ground truth from the SQLite file,
// run_info) as the simulation, so every view and report reads it.
class LiveRun final
{
    Q_DISABLE_COPY_MOVE(LiveRun)
public:
    LiveRun(const Scenario &scenario, const QString &databasePath, const LiveOptions &options);
    ~LiveRun();

    // Why this scenario cannot run against a local RabbitMQ or JetStream, or empty.
    static QString refusal(const Scenario &scenario, const LiveOptions &options);
    // Why the scenario's broker profile cannot run on a node of this version
    // ("3.10.8"), naming both, or empty.
    static QString versionRefusal(const Scenario &scenario, const QString &serverVersion);

    RunResult run(LiveStats *stats = nullptr, const std::atomic_bool *cancel = nullptr);

private:
    std::unique_ptr<LiveRunPrivate> d;
};

} // namespace idem::live
