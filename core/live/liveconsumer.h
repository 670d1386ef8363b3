#pragma once

#include <QString>

namespace idem::live {

struct ConsumeOptions
{
    QString amqpUrl;      // RabbitMQ: the broker and its queue
    QString queue;
    QString natsUrl;      // JetStream (instead of amqpUrl): the server, stream, subject and durable consumer
    QString stream;
    QString subject;
    QString durable;
    QString redisUrl;     // empty: the strategy needs no shared cache
    QString redisPrefix;  // keys of this run
    QString databasePath;
    QString scenarioFile; // the run's scenario, as JSON
    int consumer = 1;     // 1-based, as in the scenario
    qint64 epochUs = 0;   // the run's start (wallMicros), so all lanes share a clock
    // Where the run's consumer processes claim its one-shot faults (a file
    // per schedule entry, created exclusively): a timed or targeted fault of
    // the scenario fires in one process once, as in the simulation, and not
    // again after a restart. Empty: this process fires them on its own.
    QString claimFolder;
};

// `idemlab consume`: one real consumer process. It runs core's consumer
// pipeline (ConsumerInstance: the strategy's phases, the real SQLite
// transactions through StoreConnection) in real time over a real broker
// connection (ConsumerTransport): deliveries come from the quorum queue or
// the JetStream consumer, acks go back to it, a lost ack is lost for real
// (RabbitMQ: the TCP connection closes first; JetStream: the ack is never
// sent), a dropped connection closes it for real, and a crash point
// SIGKILLs this very process. Each trace record goes to
// standard output as it happens (see livewire.h). Runs until SIGTERM.
// Returns the exit code; errors go to standard error.
int runConsumer(const ConsumeOptions &options);

// Claims schedule entry `entry` of the run for the calling process: true for
// the first caller in `folder` (O_CREAT | O_EXCL), false for every later one.
bool claimFault(const QString &folder, int entry);

} // namespace idem::live
