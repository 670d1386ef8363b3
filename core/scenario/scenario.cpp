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
        && assignment == o.assignment && rebalance == o.rebalance;
}

bool ProducerSettings::operator==(const ProducerSettings &o) const
{
    return messageIdPolicy == o.messageIdPolicy && publishTimeoutMs == o.publishTimeoutMs
        && maxRetries == o.maxRetries && retryBackoffMs == o.retryBackoffMs
        && idempotent == o.idempotent;
}

bool ConsumerSettings::operator==(const ConsumerSettings &o) const
{
    return count == o.count && processingMs == o.processingMs && restartDelayMs == o.restartDelayMs
        && prefetch == o.prefetch && ackEvery == o.ackEvery && dbOpMs == o.dbOpMs
        && cacheOpMs == o.cacheOpMs && storeRetryMs == o.storeRetryMs
        && autoCommit == o.autoCommit && autoCommitIntervalMs == o.autoCommitIntervalMs
        && sessionTimeoutMs == o.sessionTimeoutMs && maxPollIntervalMs == o.maxPollIntervalMs
        && maxPollRecords == o.maxPollRecords;
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
QStringList effects()
{
    return {QStringLiteral("insert-order"), QStringLiteral("increment-balance"),
            QStringLiteral("upsert-order"), QStringLiteral("send-email")};
}
QStringList profiles()
{
    return {QStringLiteral("rabbitmq"), QStringLiteral("rabbitmq-3"), QStringLiteral("sqs-fifo"),
            QStringLiteral("azure-service-bus"), QStringLiteral("nats-jetstream"),
            QStringLiteral("kafka")};
}
QStringList messageIdPolicies()
{
    return {QStringLiteral("stable"), QStringLiteral("new-per-attempt"),
            QStringLiteral("content-hash")};
}
QStringList strategies()
{
    return {QStringLiteral("none"), QStringLiteral("cache-local"), QStringLiteral("cache-shared"),
            QStringLiteral("db-check-then-insert"), QStringLiteral("db-insert-first"),
            QStringLiteral("db-separate-tx"), QStringLiteral("natural"), QStringLiteral("hybrid")};
}
QStringList crashPoints()
{
    return {QStringLiteral("before-handle"), QStringLiteral("after-side-effect-before-commit"),
            QStringLiteral("between-commits"), QStringLiteral("after-commit-before-ack"),
            QStringLiteral("after-ack-before-cache-update")};
}
QStringList scheduleKinds()
{
    return {QStringLiteral("ack-lost"), QStringLiteral("publish-ack-lost"),
            QStringLiteral("publish-lost"), QStringLiteral("consumer-crash"),
            QStringLiteral("consumer-join"), QStringLiteral("consumer-leave"),
            QStringLiteral("slow-handler"), QStringLiteral("broker-restart"),
            QStringLiteral("cache-flush"), QStringLiteral("store-unavailable"),
            QStringLiteral("connection-lost")};
}
QStringList assignments()
{
    return {QStringLiteral("range"), QStringLiteral("round-robin")};
}
QStringList cacheWrites()
{
    return {QStringLiteral("after-commit"), QStringLiteral("before-commit")};
}
QStringList rebalanceModes()
{
    return {QStringLiteral("eager"), QStringLiteral("cooperative")};
}
} // namespace vocab

} // namespace idem
