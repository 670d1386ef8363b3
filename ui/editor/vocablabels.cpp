#include "vocablabels.h"

#include "broker/brokerprofile.h"
#include "consumer/strategytraits.h"
#include "scenario/scenario.h"

namespace idem::ui {

namespace {
// Pairs every id of `ids` with the label `labelOf` gives it, so a new id in
// core shows up (with its id as label) instead of silently missing.
template <typename LabelOf>
VocabLabels::Choices pairUp(const QStringList &ids, LabelOf labelOf)
{
    VocabLabels::Choices out;
    for (const QString &id : ids)
        out.append({id, labelOf(id)});
    return out;
}
} // namespace

VocabLabels::Choices VocabLabels::effects()
{
    return pairUp(vocab::effects(), [](const QString &id) {
        if (id == QLatin1String("insert-order"))
            return tr("Insert an order row");
        if (id == QLatin1String("increment-balance"))
            return tr("Add 10 to a balance");
        if (id == QLatin1String("upsert-order"))
            return tr("Upsert the order by key");
        if (id == QLatin1String("send-email"))
            return tr("Send an email (outside the transaction)");
        return id;
    });
}

VocabLabels::Choices VocabLabels::profiles()
{
    return pairUp(vocab::profiles(), [](const QString &id) { return profileName(id); });
}

VocabLabels::Choices VocabLabels::messageIdPolicies()
{
    return pairUp(vocab::messageIdPolicies(), [](const QString &id) {
        if (id == QLatin1String("stable"))
            return tr("Stable (from the business key)");
        if (id == QLatin1String("new-per-attempt"))
            return tr("New GUID per attempt (pitfall)");
        if (id == QLatin1String("content-hash"))
            return tr("Hash of the content");
        return id;
    });
}

VocabLabels::Choices VocabLabels::strategies()
{
    return pairUp(vocab::strategies(), [](const QString &id) { return strategyTitle(id); });
}

VocabLabels::Choices VocabLabels::crashPoints()
{
    return pairUp(vocab::crashPoints(), [](const QString &id) { return crashPoint(id); });
}

VocabLabels::Choices VocabLabels::scheduleKinds()
{
    return pairUp(vocab::scheduleKinds(), [](const QString &id) { return scheduleKind(id); });
}

VocabLabels::Choices VocabLabels::assignments()
{
    return pairUp(vocab::assignments(), [](const QString &id) {
        return id == QLatin1String("range") ? tr("Range") : tr("Round-robin");
    });
}

VocabLabels::Choices VocabLabels::rebalanceModes()
{
    return pairUp(vocab::rebalanceModes(), [](const QString &id) {
        return id == QLatin1String("eager") ? tr("Eager (revoke all)") : tr("Cooperative (moved only)");
    });
}

QString VocabLabels::label(const Choices &choices, const QString &id)
{
    for (const auto &c : choices) {
        if (c.first == id)
            return c.second;
    }
    return id;
}

QString VocabLabels::strategyTitle(const QString &id)
{
    const StrategyTraits *t = StrategyTraits::find(id);
    return t ? QCoreApplication::translate("Strategy", t->title) : id;
}

QString VocabLabels::profileName(const QString &id)
{
    const BrokerProfile *p = BrokerProfile::find(id);
    return p ? QCoreApplication::translate("BrokerProfile", p->displayName) : id;
}

QString VocabLabels::crashPoint(const QString &id)
{
    if (id.isEmpty())
        return tr("At once");
    if (id == QLatin1String("before-handle"))
        return tr("Before handling");
    if (id == QLatin1String("after-side-effect-before-commit"))
        return tr("After the side effect, before commit");
    if (id == QLatin1String("between-commits"))
        return tr("Between the two commits");
    if (id == QLatin1String("after-commit-before-ack"))
        return tr("After commit, before the ack");
    if (id == QLatin1String("after-ack-before-cache-update"))
        return tr("After the ack, before the cache update");
    return id;
}

QString VocabLabels::scheduleKind(const QString &id)
{
    if (id == QLatin1String("ack-lost"))
        return tr("Ack lost");
    if (id == QLatin1String("publish-ack-lost"))
        return tr("Publish ack lost");
    if (id == QLatin1String("publish-lost"))
        return tr("Publish lost");
    if (id == QLatin1String("consumer-crash"))
        return tr("Consumer crash");
    if (id == QLatin1String("consumer-join"))
        return tr("Consumer joins");
    if (id == QLatin1String("consumer-leave"))
        return tr("Consumer leaves");
    if (id == QLatin1String("slow-handler"))
        return tr("Slow handler");
    if (id == QLatin1String("broker-restart"))
        return tr("Broker restart");
    if (id == QLatin1String("cache-flush"))
        return tr("Cache flush");
    if (id == QLatin1String("store-unavailable"))
        return tr("Store unavailable");
    return id;
}

} // namespace idem::ui
