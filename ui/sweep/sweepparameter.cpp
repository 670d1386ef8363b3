#include "sweepparameter.h"

namespace idem::ui {

const QVector<SweepParameter> &SweepParameter::all()
{
    static const QVector<SweepParameter> table = {
        {QStringLiteral("strategy.cacheTtlMs"), QT_TR_NOOP("Cache TTL"), QT_TR_NOOP("ms"), 0, 604800000, 1000, 60000,
         8, 0, QT_TR_NOOP("How long a cache remembers a message id. Redeliveries after it expires get through.")},
        {QStringLiteral("strategy.cacheCapacity"), QT_TR_NOOP("Cache capacity"), QT_TR_NOOP("entries"), 1, 10000000,
         10, 1000, 8, 0, QT_TR_NOOP("How many message ids a cache holds before it evicts the oldest.")},
        {QStringLiteral("faults.ackLost"), QT_TR_NOOP("Ack-loss probability"), "", 0, 1, 0, 0.5, 6, 3,
         QT_TR_NOOP("The chance that a consumer's ack never reaches the broker.")},
        {QStringLiteral("faults.publishAckLost"), QT_TR_NOOP("Publish-ack-loss probability"), "", 0, 1, 0, 0.5, 6, 3,
         QT_TR_NOOP("The chance that the broker stores a publish but the producer never hears back, and retries.")},
        {QStringLiteral("faults.consumerCrash.probability"), QT_TR_NOOP("Crash probability"), "", 0, 1, 0, 0.2, 6, 3,
         QT_TR_NOOP("The chance that a consumer crashes at the scenario's crash point while handling a delivery.")},
        {QStringLiteral("strategy.retentionMs"), QT_TR_NOOP("Inbox retention window"), QT_TR_NOOP("ms"), 0,
         31536000000.0, 5000, 120000, 8, 0,
         QT_TR_NOOP("How long inbox rows are kept (0 = for ever). A redelivery after the cleanup is processed again.")},
        {QStringLiteral("broker.dedupWindowMs"), QT_TR_NOOP("Broker dedup window"), QT_TR_NOOP("ms"), 0, 604800000, 0,
         600000, 6, 0, QT_TR_NOOP("How long the broker remembers a message id to drop a producer's retries.")},
        {QStringLiteral("consumers.count"), QT_TR_NOOP("Consumers"), "", 1, 32, 1, 8, 8, 0,
         QT_TR_NOOP("How many consumer instances share the work.")},
        {QStringLiteral("consumers.prefetch"), QT_TR_NOOP("Prefetch"), QT_TR_NOOP("deliveries"), 1, 1000, 1, 50, 6, 0,
         QT_TR_NOOP("How many unacked deliveries a consumer may hold; a crash returns them all.")},
        {QStringLiteral("consumers.processingMs"), QT_TR_NOOP("Processing time"), QT_TR_NOOP("ms"), 0, 3600000, 5, 500,
         6, 0, QT_TR_NOOP("How long the handler works on one delivery, in virtual time.")},
    };
    return table;
}

const SweepParameter *SweepParameter::find(const QString &path)
{
    for (const SweepParameter &p : all()) {
        if (p.path == path)
            return &p;
    }
    return nullptr;
}

QString SweepParameter::name() const
{
    return tr(label);
}

QString SweepParameter::title() const
{
    if (!unit || !*unit)
        return name();
    return tr("%1 (%2)").arg(name(), tr(unit));
}

QString SweepParameter::toolTip() const
{
    return tr("%1\nScenario field: %2").arg(tr(tip), path);
}

} // namespace idem::ui
