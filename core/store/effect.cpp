#include "effect.h"

namespace idem {

Effect effectFromId(const QString &id)
{
    if (id == QLatin1String("increment-balance"))
        return Effect::IncrementBalance;
    if (id == QLatin1String("upsert-order"))
        return Effect::UpsertOrder;
    if (id == QLatin1String("send-email"))
        return Effect::SendEmail;
    return Effect::InsertOrder;
}

QString effectId(Effect effect)
{
    switch (effect) {
    case Effect::InsertOrder: return QStringLiteral("insert-order");
    case Effect::IncrementBalance: return QStringLiteral("increment-balance");
    case Effect::UpsertOrder: return QStringLiteral("upsert-order");
    case Effect::SendEmail: return QStringLiteral("send-email");
    }
    return {};
}

} // namespace idem
