#pragma once

#include "listing.h"

#include "../scenario/scenario.h"

namespace idem {

// Which listing shows a run's handler, and the tables that translate its
// comments. The listings and the tables are Qt resources of the core
// library (resources/listings/); the choice follows the scenario's
// strategy, effect, cache-write timing and numbers (TTL, capacity).
class ListingCatalog final
{
public:
    // The strategies that have a listing, in the strategy table's order.
    static QStringList strategies();
    // The words a scenario holds for the listing's @if blocks: the effect
    // ("send-email"), the cache write ("before-commit"), "unique-key".
    static QSet<QString> wordsOf(const Scenario &scenario);
    static QHash<QString, QString> valuesOf(const Scenario &scenario);
    // The raw listing source of a strategy ("" for an unknown one).
    static QString source(const QString &strategy);
    // The listing for the scenario, in English; `error` says why not.
    static std::optional<Listing> forScenario(const Scenario &scenario, QString *error = nullptr);
    // The comment table of `language` ("fa", "tr"; "fa_IR" works): English
    // comment → translation; empty for English or a language with none.
    static QHash<QString, QString> comments(const QString &language);
    // forScenario, its comments in `language`.
    static std::optional<Listing> forScenario(const Scenario &scenario, const QString &language,
                                              QString *error = nullptr);
};

} // namespace idem
