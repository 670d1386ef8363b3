#pragma once

#include "../run/runresult.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>

namespace idem::live {

class LiveServers;

struct CheckOptions
{
    QString command;        // the user's consumer, run by /bin/sh -c, once per consumer
    QString commandFolder;  // its working folder; empty: this process's
    int consumers = 0;      // processes at once; 0: the scenario's consumers.count
    QString effects;        // sqlite:PATH or postgresql://…; empty: sqlite in the work folder
    QString query;          // the effects query; empty: CheckEffects::defaultQuery()
    QString workFolder;     // servers, the default effects file, the consumers' output; temporary when empty
    LiveServers *servers = nullptr; // the caller's node (a test suite's): used, never stopped
    int serverTimeoutMs = 180000;
    int connectTimeoutMs = 30000; // a consumer that has not consumed by then is named with its stderr
    int runTimeoutMs = 240000;
    // SIGKILL the consumers this many times at random moments, 0 to
    // killWindowMs after a delivery reached one.
    int randomKills = 0;
    quint64 killSeed = 1;
    int killWindowMs = 40;
    std::function<void(const QString &)> status;
    // The share of the scenario's messages acked or dead-lettered so far
    // (0..1), called on the check's thread as it changes.
    std::function<void(double)> progress;
};

struct CheckStats
{
    QString broker, brokerVersion;
    QString proxyUrl;          // what IDEMLAB_AMQP_URL said
    QString effects;           // what IDEMLAB_EFFECTS_DB said
    double serverStartMs = 0, runMs = 0, totalMs = 0;
    int kills = 0;             // SIGKILLs the check sent
    int killsInHandling = 0;   // … to a process holding an unacked delivery
    int exits = 0;             // consumer processes that ended by themselves and were started again
    int starts = 0;            // consumer processes started, restarts included
    int connections = 0;       // AMQP connections through the proxy
    int connectionsByProc = 0; // … whose process /proc named (the others: by the order they came in)
    int effectRows = 0;        // rows the effects query returned
    QStringList otherKeys;     // keys it returned that name no message of the scenario
};

class CheckRunPrivate;

// `idemlab check`: the scenario's messages on the lab's private RabbitMQ
// node, the user's consumer command started N times against an AMQP proxy
// (AmqpProxy) that injects the scenario's faults at the wire, SIGKILLs and
// restarts, and the verdict from the user's own database. What the wire
// shows becomes the trace (deliveries, acks, drops, cuts, kills); what the
// handler does inside is not known and not recorded. The same RunResult as
// a simulated or live run, so every view and report reads it.
class CheckRun final
{
    Q_DISABLE_COPY_MOVE(CheckRun)
public:
    CheckRun(const Scenario &scenario, const QString &databasePath, const CheckOptions &options);
    ~CheckRun();

    // Why this scenario cannot be checked, naming the field, or empty.
    static QString refusal(const Scenario &scenario, const CheckOptions &options);

    RunResult run(CheckStats *stats = nullptr, const std::atomic_bool *cancel = nullptr);

private:
    std::unique_ptr<CheckRunPrivate> d;
};

} // namespace idem::live
