#pragma once

#include <QString>

namespace idem {

enum class CacheUse { None, Local, Shared };
enum class DbGuard { None, SelectFirst, ClaimFirst };
enum class InboxWrite { None, SameTransaction, SeparateTransaction };

// What a strategy does, as data: the consumer pipeline reads these instead of
// branching on strategy names.
struct StrategyTraits
{
    QString id;
    CacheUse cache;
    DbGuard guard;
    InboxWrite inbox;
    bool naturalUpsert;     // turns insert-order into an upsert by business key
    const char *title;      // QT_TRANSLATE_NOOP("Strategy", ...)
    const char *mirrors;    // the real implementations it follows
    const char *leaks;      // where it lets duplicates through

    static const StrategyTraits *find(const QString &id);
};

} // namespace idem
