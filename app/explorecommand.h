#pragma once

#include <QStringList>

// `idemlab explore SCENARIO …` and `idemlab explore --merge DIR…`
// (docs/explore.md): the search for the smallest fault schedule that breaks
// a strategy, its verdict and its counterexamples as lesson scenarios.
namespace cli {
class ScenarioCommand;
}

namespace ExploreCommand {
int run(const QStringList &args);
// The options of `explore SCENARIO` on top of the scenario command's.
void addOptions(cli::ScenarioCommand &c);
}
