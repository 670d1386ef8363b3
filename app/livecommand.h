#pragma once

#include <QStringList>

// `idemlab live`, `idemlab consume` and `idemlab compare --live`: the
// scenario against a real RabbitMQ and Redis (core/live). Same exit codes
// as `run`: 0 valid, 1 invalid verdict, 2 bad input or a run that could not
// complete (a server that would not start, a refused scenario), 4 the
// results could not be written.
namespace cli {
class ScenarioCommand;
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
};
