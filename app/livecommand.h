#pragma once

#include <QString>
#include <QStringList>
#include <atomic>

// `idemlab live`, `idemlab consume` and `idemlab compare --live`: the
// scenario against a real RabbitMQ and Redis (core/live). Same exit codes
// as `run`: 0 valid, 1 invalid verdict, 2 bad input or a run that could not
// complete (a server that would not start, a refused scenario), 3 stopped
// by SIGINT or SIGTERM, 4 the results could not be written (a full disk).
namespace cli {
class ScenarioCommand;
}
namespace idem {
struct RunResult;
}

class LiveCommand final
{
public:
    // --amqp and --redis (and --live for `compare --live`) on top of the
    // options every scenario command shares.
    static void addOptions(cli::ScenarioCommand &command, bool compare);
    static int live(const QStringList &arguments);
    static int consume(const QStringList &arguments);
    static int compareLive(const QStringList &arguments);

    // Ctrl-C (SIGINT) and SIGTERM during `live` and `check`: the flag the
    // run polls at its next tick (it stops its consumers, the proxy and the
    // servers it started before it returns); a second signal kills as usual.
    static const std::atomic_bool *stopOnSignals();
    // "SIGINT (Ctrl-C)" or "SIGTERM": the signal that set the flag.
    static QString stopSignalName();

private:
    static int unfinished(const idem::RunResult &run, const QString &folder, bool stopped);
};
