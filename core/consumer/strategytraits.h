#pragma once

#include "../kernel/trace.h"
#include "../store/effect.h"
#include "../store/sqlstatements.h"

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

    // The decisions the consumer pipeline asks of a strategy, one question each.
    bool checksCache() const { return cache != CacheUse::None; }
    // False only for the plain handler: no cache, no inbox, no upsert.
    bool deduplicates() const { return checksCache() || checksInbox() || naturalUpsert; }
    Guard cacheGuard() const { return cache == CacheUse::Shared ? Guard::SharedCache : Guard::LocalCache; }
    bool checksInbox() const { return guard != DbGuard::None; }
    bool claimsFirst() const { return guard == DbGuard::ClaimFirst; }
    bool insertsInboxWithEffect() const { return inbox == InboxWrite::SameTransaction; }
    bool commitsInboxSeparately() const { return inbox == InboxWrite::SeparateTransaction; }
    // The statement that applies `effect` under this strategy (natural
    // idempotency turns a plain insert into an upsert by business key).
    SqlStatement businessStatement(Effect effect) const;
};

} // namespace idem
