#pragma once

#include <QStringList>

// `idemlab check --consumer "COMMAND…" [SCENARIO]`: the user's own consumer
// against the lab's private RabbitMQ through a fault-injecting AMQP proxy,
// judged from the user's own database (core/live/checkrun.h). Exit codes as
// `run`: 0 valid, 1 invalid verdict, 2 bad input or a check that could not
// complete (a consumer that never connects, crashes at once or writes no
// effects: named with its output), 4 the results could not be written.
namespace cli {
class ScenarioCommand;
}

class CheckCommand final
{
public:
    // --consumer, --consumers, --effects, --query, --kills, --kill-seed, --timeout.
    static void addOptions(cli::ScenarioCommand &command);
    static int check(const QStringList &arguments);
};
