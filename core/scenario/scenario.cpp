#include "scenario.h"

namespace idem {

bool ScheduledFault::operator==(const ScheduledFault &o) const
{
    return kind == o.kind && atMs == o.atMs && message == o.message && delivery == o.delivery
        && consumer == o.consumer && point == o.point && durationMs == o.durationMs;
}

bool BrokerSettings::operator==(const BrokerSettings &o) const
{
    return profile == o.profile && dedupWindowMs == o.dedupWindowMs
        && redeliveryTimeoutMs == o.redeliveryTimeoutMs && maxDeliveries == o.maxDeliveries
        && partitions == o.partitions && restartDurationMs == o.restartDurationMs
        && messageGroups == o.messageGroups
        && assignment == o.assignment && rebalance == o.rebalance;
}

bool ProducerSettings::operator==(const ProducerSettings &o) const
{
    return messageIdPolicy == o.messageIdPolicy && publishTimeoutMs == o.publishTimeoutMs
        && maxRetries == o.maxRetries && retryBackoffMs == o.retryBackoffMs
        && idempotent == o.idempotent && applicationRetries == o.applicationRetries;
}

bool ConsumerSettings::operator==(const ConsumerSettings &o) const
{
    return count == o.count && processingMs == o.processingMs && restartDelayMs == o.restartDelayMs
        && prefetch == o.prefetch && ackEvery == o.ackEvery && dbOpMs == o.dbOpMs
        && cacheOpMs == o.cacheOpMs && storeRetryMs == o.storeRetryMs
        && drainBufferAfterBrokerClose == o.drainBufferAfterBrokerClose
        && autoCommit == o.autoCommit && autoCommitIntervalMs == o.autoCommitIntervalMs
        && sessionTimeoutMs == o.sessionTimeoutMs && maxPollIntervalMs == o.maxPollIntervalMs
        && maxPollRecords == o.maxPollRecords && staticMembership == o.staticMembership
        && autoOffsetReset == o.autoOffsetReset;
}

bool StrategySettings::operator==(const StrategySettings &o) const
{
    return id == o.id && cacheTtlMs == o.cacheTtlMs && cacheCapacity == o.cacheCapacity
        && uniqueConstraint == o.uniqueConstraint && retentionMs == o.retentionMs
        && cacheWrite == o.cacheWrite;
}

bool CrashFault::operator==(const CrashFault &o) const
{
    return probability == o.probability && point == o.point;
}

bool FaultSettings::operator==(const FaultSettings &o) const
{
    return publishAckLost == o.publishAckLost && publishLost == o.publishLost
        && ackLost == o.ackLost && consumerCrash == o.consumerCrash && schedule == o.schedule;
}

bool Scenario::operator==(const Scenario &o) const
{
    return schemaVersion == o.schemaVersion && name == o.name && description == o.description
        && predict == o.predict && observe == o.observe && lesson == o.lesson
        && topic == o.topic && translations == o.translations && seed == o.seed && messages == o.messages
        && publishIntervalMs == o.publishIntervalMs && effect == o.effect && broker == o.broker
        && producer == o.producer && consumers == o.consumers && strategy == o.strategy
        && faults == o.faults;
}

QStringList Scenario::textFields()
{
    return {QStringLiteral("name"), QStringLiteral("topic"), QStringLiteral("description"),
            QStringLiteral("predict"), QStringLiteral("observe"), QStringLiteral("lesson")};
}

QString Scenario::text(const QString &field, const QString &language) const
{
    // "fa_IR" and "fa-IR" both mean the "fa" texts.
    const QString code = language.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0).toLower();
    const QString translated = translations.value(code).value(field);
    if (!translated.trimmed().isEmpty())
        return translated;
    if (field == QLatin1String("name"))
        return name;
    if (field == QLatin1String("topic"))
        return topic;
    if (field == QLatin1String("description"))
        return description;
    if (field == QLatin1String("predict"))
        return predict;
    if (field == QLatin1String("observe"))
        return observe;
    if (field == QLatin1String("lesson"))
        return lesson;
    return {};
}

QString Scenario::businessKey(int logicalIndex)
{
    return QStringLiteral("order-%1").arg(logicalIndex + 1);
}

int Scenario::logicalIndexOf(const QString &businessKey)
{
    if (!businessKey.startsWith(QLatin1String("order-")))
        return -1;
    bool ok = false;
    const int n = businessKey.mid(6).toInt(&ok);
    return ok && n >= 1 ? n - 1 : -1;
}

namespace vocab {
namespace {
// The words of E from `first` on, in the enum's order.
template <typename E>
QStringList wordsOf(E first = E(0))
{
    QStringList out;
    for (int i = int(first); i < int(E::Count); ++i)
        out.append(word(E(i)));
    return out;
}
} // namespace

QStringList effects()
{
    return wordsOf<Effect>();
}
QStringList profiles()
{
    return wordsOf<Profile>();
}
QStringList messageIdPolicies()
{
    return wordsOf<MessageIdPolicy>();
}
QStringList strategies()
{
    return {QStringLiteral("none"), QStringLiteral("cache-local"), QStringLiteral("cache-shared"),
            QStringLiteral("db-check-then-insert"), QStringLiteral("db-insert-first"),
            QStringLiteral("db-separate-tx"), QStringLiteral("natural"), QStringLiteral("hybrid")};
}
QStringList crashPoints()
{
    return wordsOf(CrashPoint::BeforeHandle);
}
QStringList scheduleKinds()
{
    return wordsOf<ScheduleKind>();
}
QStringList assignments()
{
    return wordsOf<Assignment>();
}
QStringList offsetResets()
{
    return wordsOf<OffsetReset>();
}
QStringList cacheWrites()
{
    return wordsOf<CacheWrite>();
}
QStringList rebalanceModes()
{
    return wordsOf<Rebalance>();
}
} // namespace vocab

} // namespace idem
