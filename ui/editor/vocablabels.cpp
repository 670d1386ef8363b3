#include "vocablabels.h"

#include "consumer/strategytraits.h"
#include "scenario/brokerprofile.h"
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
        switch (vocab::effect(id).value_or(Effect::Count)) {
        case Effect::InsertOrder: return tr("Insert an order row");
        case Effect::IncrementBalance: return tr("Add 10 to a balance");
        case Effect::UpsertOrder: return tr("Upsert the order by key");
        case Effect::SendEmail: return tr("Send an email (outside the transaction)");
        case Effect::Count: break;
        }
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
        switch (vocab::messageIdPolicy(id).value_or(MessageIdPolicy::Count)) {
        case MessageIdPolicy::Stable: return tr("Stable (from the business key)");
        case MessageIdPolicy::NewPerAttempt: return tr("New GUID per attempt (pitfall)");
        case MessageIdPolicy::ContentHash: return tr("Hash of the content");
        case MessageIdPolicy::Count: break;
        }
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
        switch (vocab::assignment(id).value_or(Assignment::Count)) {
        case Assignment::Range: return tr("Range");
        case Assignment::RoundRobin: return tr("Round-robin");
        case Assignment::CooperativeSticky: return tr("Cooperative sticky");
        case Assignment::Count: break;
        }
        return id;
    });
}

VocabLabels::Choices VocabLabels::offsetResets()
{
    return pairUp(vocab::offsetResets(), [](const QString &id) {
        switch (vocab::offsetReset(id).value_or(OffsetReset::Count)) {
        case OffsetReset::Earliest: return tr("Earliest (log start)");
        case OffsetReset::Latest: return tr("Latest (log end)");
        case OffsetReset::Count: break;
        }
        return id;
    });
}

VocabLabels::Choices VocabLabels::rebalanceModes()
{
    return pairUp(vocab::rebalanceModes(), [](const QString &id) {
        switch (vocab::rebalance(id).value_or(Rebalance::Count)) {
        case Rebalance::Eager: return tr("Eager (revoke all)");
        case Rebalance::Cooperative: return tr("Cooperative (moved only)");
        case Rebalance::Count: break;
        }
        return id;
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
    const std::optional<CrashPoint> p = vocab::crashPoint(id);
    return p ? crashPoint(*p) : id;
}

QString VocabLabels::crashPoint(CrashPoint point)
{
    switch (point) {
    case CrashPoint::Immediate: return tr("At once");
    case CrashPoint::BeforeHandle: return tr("Before handling");
    case CrashPoint::AfterSideEffectBeforeCommit: return tr("After the side effect, before commit");
    case CrashPoint::BetweenCommits: return tr("Between the two commits");
    case CrashPoint::AfterCommitBeforeAck: return tr("After commit, before the ack");
    case CrashPoint::AfterAckBeforeCacheUpdate: return tr("After the ack, before the cache update");
    case CrashPoint::Count: break;
    }
    return vocab::word(point);
}

QString VocabLabels::scheduleKind(const QString &id)
{
    const std::optional<ScheduleKind> k = vocab::scheduleKind(id);
    return k ? scheduleKind(*k) : id;
}

QString VocabLabels::scheduleKind(ScheduleKind kind)
{
    switch (kind) {
    case ScheduleKind::AckLost: return tr("Ack lost");
    case ScheduleKind::PublishAckLost: return tr("Publish ack lost");
    case ScheduleKind::PublishLost: return tr("Publish lost");
    case ScheduleKind::ConsumerCrash: return tr("Consumer crash");
    case ScheduleKind::ConsumerJoin: return tr("Consumer joins");
    case ScheduleKind::ConsumerLeave: return tr("Consumer leaves");
    case ScheduleKind::SlowHandler: return tr("Slow handler");
    case ScheduleKind::BrokerRestart: return tr("Broker restart");
    case ScheduleKind::CacheFlush: return tr("Cache flush");
    case ScheduleKind::StoreUnavailable: return tr("Store unavailable");
    case ScheduleKind::ConnectionLost: return tr("Connection lost");
    case ScheduleKind::Count: break;
    }
    return vocab::word(kind);
}

} // namespace idem::ui
