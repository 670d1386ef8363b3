#include "strategytraits.h"

#include <QCoreApplication>

namespace idem {

namespace {
const StrategyTraits kStrategies[] = {
    {QStringLiteral("none"), CacheUse::None, DbGuard::None, InboxWrite::None, false,
     QT_TRANSLATE_NOOP("Strategy", "No deduplication"),
     QT_TRANSLATE_NOOP("Strategy", "A plain handler."),
     QT_TRANSLATE_NOOP("Strategy", "Every redelivery repeats the effect.")},
    {QStringLiteral("cache-local"), CacheUse::Local, DbGuard::None, InboxWrite::None, false,
     QT_TRANSLATE_NOOP("Strategy", "In-process cache"),
     QT_TRANSLATE_NOOP("Strategy", "Camel MemoryIdempotentRepository (1000 entries), Brighter in-memory inbox."),
     QT_TRANSLATE_NOOP("Strategy", "Lost when the process dies; TTL and eviction let late duplicates in; check-then-act race.")},
    {QStringLiteral("cache-shared"), CacheUse::Shared, DbGuard::None, InboxWrite::None, false,
     QT_TRANSLATE_NOOP("Strategy", "Shared cache (Redis-like)"),
     QT_TRANSLATE_NOOP("Strategy", "IDistributedCache / Redis SET with expiry."),
     QT_TRANSLATE_NOOP("Strategy", "Not atomic with the business commit; TTL; flush; race.")},
    {QStringLiteral("db-check-then-insert"), CacheUse::None, DbGuard::SelectFirst, InboxWrite::SameTransaction, false,
     QT_TRANSLATE_NOOP("Strategy", "Inbox: check, then insert"),
     QT_TRANSLATE_NOOP("Strategy", "The source articles' code: SELECT the inbox, run the handler, INSERT inbox + business in one transaction."),
     QT_TRANSLATE_NOOP("Strategy", "With the unique key the handler runs twice and one commit rolls back; without it both commit.")},
    {QStringLiteral("db-insert-first"), CacheUse::None, DbGuard::ClaimFirst, InboxWrite::None, false,
     QT_TRANSLATE_NOOP("Strategy", "Inbox: claim first"),
     QT_TRANSLATE_NOOP("Strategy", "Eventuate, NServiceBus pessimistic mode, Wolverine: INSERT … ON CONFLICT DO NOTHING, then the handler in the same transaction."),
     QT_TRANSLATE_NOOP("Strategy", "Only effects outside the transaction (an email).")},
    {QStringLiteral("db-separate-tx"), CacheUse::None, DbGuard::SelectFirst, InboxWrite::SeparateTransaction, false,
     QT_TRANSLATE_NOOP("Strategy", "Inbox in its own transaction"),
     QT_TRANSLATE_NOOP("Strategy", "Brighter V9, Wolverine issue #1677: the inbox row is committed after the business transaction."),
     QT_TRANSLATE_NOOP("Strategy", "A crash between the two commits.")},
    {QStringLiteral("natural"), CacheUse::None, DbGuard::None, InboxWrite::None, true,
     QT_TRANSLATE_NOOP("Strategy", "Natural idempotency"),
     QT_TRANSLATE_NOOP("Strategy", "UPSERT by business key, no inbox."),
     QT_TRANSLATE_NOOP("Strategy", "Operations that are not idempotent (balance += 10, an email).")},
    {QStringLiteral("hybrid"), CacheUse::Local, DbGuard::ClaimFirst, InboxWrite::None, false,
     QT_TRANSLATE_NOOP("Strategy", "Cache in front of the inbox"),
     QT_TRANSLATE_NOOP("Strategy", "The seed's HybridCache in front of the database inbox (claim first); cache set after commit."),
     QT_TRANSLATE_NOOP("Strategy", "None for database effects; the cache saves database round trips.")},
};
} // namespace

const StrategyTraits *StrategyTraits::find(const QString &id)
{
    for (const StrategyTraits &s : kStrategies) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

SqlStatement StrategyTraits::businessStatement(Effect effect) const
{
    switch (effect) {
    case Effect::InsertOrder: return naturalUpsert ? SqlStatement::UpsertOrder : SqlStatement::InsertOrder;
    case Effect::UpsertOrder: return SqlStatement::UpsertOrder;
    case Effect::IncrementBalance: return SqlStatement::IncrementBalance;
    case Effect::SendEmail: return SqlStatement::SendEmail;
    }
    return SqlStatement::InsertOrder;
}

} // namespace idem
