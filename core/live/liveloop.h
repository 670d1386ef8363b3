#pragma once

#include "../base/outcome.h"
#include "../kernel/trace.h"
#include "../scenario/scenario.h"

#include <QHash>
#include <QVector>
#include <QString>
#include <atomic>
#include <functional>
#include <initializer_list>
#include <memory>
#include <vector>

class QEventLoop;
class QTemporaryDir;

namespace idem {
struct RunMetrics;
struct RunResult;
}

namespace idem::live {

class AmqpConnection;
class LiveServers;

// What a live run (LiveRun) and a check of the user's consumer (CheckRun)
// share while they drive real servers and processes from one event loop on
// the calling thread: the first error (which ends the loop), the status
// line, the run's clock, the records the wire or the consumers reported,
// the "still settled a moment later" rule, and the broker-side chores
// (the RabbitMQ queue's declaration and removal, dead letters, stop_app /
// start_app for a restart). Not thread-safe: the loop's thread only.
class LiveLoop
{
public:
    explicit LiveLoop(std::function<void(const QString &)> status) : m_status(std::move(status)) {}

    // Records the first error and ends the loop.
    void fail(const QString &e);
    void say(const QString &line) const;
    SimTime now() const;
    // A wall-clock time (µs since the epoch) on the run's clock, never before its start.
    SimTime at(qint64 wallUs) const;
    void record(SimTime t, TraceKind kind, quint8 actor, int logical = -1, int delivery = 0, int detail = 0);
    // The loop quits once `quiet` has held for 300 ms of ticks in a row.
    void settleWhen(bool quiet);
    // Runs the loop with `tick` every 5 ms until fail() or settleWhen() ends it.
    void exec(const std::function<void()> &tick);

    // The run's result before its loop starts: its scenario and database,
    // and the first error of the scenario's problems, `refusal` and `steps`
    // in order (no step runs after one failed). Sets `cancel`.
    RunResult begin(const Scenario &scenario, const QString &databasePath, const std::atomic_bool *cancelFlag,
                    const std::function<QString()> &refusal, std::initializer_list<std::function<Outcome()>> steps);
    // `requested`, created, or a temporary folder named from `pattern` (kept in `temp`).
    static Outcome workFolder(const QString &requested, const QString &pattern, std::unique_ptr<QTemporaryDir> &temp,
                              QString *folder);
    // The producer's connection: the node's version (added to `broker`), the
    // scenario refused for it, the run's quorum queue and publisher confirms.
    static Outcome declareRabbitQueue(AmqpConnection &producer, const QString &amqpUrl, const Scenario &scenario,
                                      const QString &queue, const QString &deadQueue, QString *broker,
                                      QString *version);
    // Calls `each` with the body of every message waiting on `deadQueue` (up to 1000 a call).
    static void drainDeadLetters(AmqpConnection &producer, const QString &deadQueue,
                                 const std::function<void(const QByteArray &body)> &each);
    // A broker restart's two halves on `node`; false (and fail()) when rabbitmqctl fails.
    bool stopBrokerApp(LiveServers *node, AmqpConnection &producer);
    bool startBrokerApp(LiveServers *node);
    // After the loop: the run's queues deleted, the producer closed.
    static void tidyBroker(AmqpConnection &producer, const QString &queue, const QString &deadQueue);
    // The counts both runs take from the wire's records into `m`: publish
    // attempts, deliveries, redeliveries by cause (`handled`: each message's
    // handlings so far), crashes, dead letters.
    static void countWire(RunMetrics &m, const TraceRecord &r, QVector<int> &handled);
    // The records in time order (each source wrote its own in order).
    void sortRecords();
    // run_info's common rows: the scenario, strategy, seed, trace hash, verdict and broker.
    static QHash<QString, QString> runInfo(const Scenario &scenario, const Trace &trace, bool valid,
                                           const QString &broker);

    QEventLoop *loop = nullptr;
    const std::atomic_bool *cancel = nullptr;
    QString error;
    qint64 epochUs = 0;
    std::vector<TraceRecord> records;

private:
    std::function<void(const QString &)> m_status;
    SimTime m_settledSince = -1;
};

} // namespace idem::live
