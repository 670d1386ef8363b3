#include "scenariofields.h"

#include "brokerprofile.h"

#include <QLocale>
#include <cmath>
#include <type_traits>
#include <utility>

namespace idem {

namespace {
constexpr double kDayMs = 24.0 * 3600 * 1000;
constexpr double kWeekMs = 7 * kDayMs;
constexpr double kYearMs = 365 * kDayMs;
constexpr double kHourMs = 3600000;

template <typename T>
void assign(T &target, double v)
{
    if constexpr (std::is_same_v<T, bool>)
        target = v != 0;
    else if constexpr (std::is_integral_v<T>)
        target = T(std::llround(v));
    else
        target = T(v);
}

// The getter and setter of one member, e.g. IDEM_FIELD(consumers.count).
#define IDEM_FIELD(member)                                                                                     \
    [](const Scenario &s) { return double(s.member); }, [](Scenario &s, double v) { assign(s.member, v); }

// Each text is spelled out as QT_TRANSLATE_NOOP: lupdate does not expand
// macros, so a shorthand for it hides every label from the translators.
const QVector<ScenarioField> kFields = {
    // path, type, min, max, unit, label, noun, help, zero, scope, get/set, sweep from, to, steps, sweep name
    {"strategy.cacheTtlMs", FieldType::Millis, 0, kWeekMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Cache TTL"), QT_TRANSLATE_NOOP("idem::ScenarioField", "cache TTL"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "How long a cache entry lives. A redelivery after it expired gets through."),
     "", FieldScope::CacheStrategies, IDEM_FIELD(strategy.cacheTtlMs), 1000, 60000, 8,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Cache TTL")},
    {"strategy.cacheCapacity", FieldType::Count, 1, 10000000, QT_TRANSLATE_NOOP("idem::ScenarioField", "entries"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Cache capacity"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "cache capacity"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "Entries before the least recently used is evicted (Camel's memory repository keeps 1000)."),
     "", FieldScope::CacheStrategies, IDEM_FIELD(strategy.cacheCapacity), 10, 1000, 8,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Cache capacity")},
    {"strategy.uniqueConstraint", FieldType::Flag, 0, 1, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Unique key on the inbox"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Unique key on the inbox"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "PRIMARY KEY(message_id, consumer) on the inbox. Switch it off to watch check-then-insert commit both "
         "copies of a race."),
     "", FieldScope::InboxStrategies, IDEM_FIELD(strategy.uniqueConstraint), 0, 0, 0, ""},
    {"strategy.retentionMs", FieldType::Millis, 0, kYearMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Inbox retention"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "inbox retention"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "A cleanup job deletes inbox rows older than this (MassTransit 30 min, NServiceBus 7 days, Wolverine "
         "5 min); a redelivery after that is handled again. 0 = keep for ever."),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "keep for ever"), FieldScope::InboxStrategies,
     IDEM_FIELD(strategy.retentionMs), 5000, 120000, 8,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Inbox retention window")},

    {"faults.publishAckLost", FieldType::Probability, 0, 1, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Publish ack lost"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "publish ack loss"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "Chance that the broker stores a publish but the producer never hears back, so it publishes again."),
     "", FieldScope::Always, IDEM_FIELD(faults.publishAckLost), 0, 0.5, 6,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Publish-ack-loss probability")},
    {"faults.publishLost", FieldType::Probability, 0, 1, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Publish lost"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "publish loss"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Chance that a publish never reaches the broker."), "",
     FieldScope::Always, IDEM_FIELD(faults.publishLost), 0, 0, 0, ""},
    {"faults.ackLost", FieldType::Probability, 0, 1, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Ack lost"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "ack loss"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "Chance that a consumer's ack never reaches the broker: the message comes back after the redelivery "
         "timeout although it was handled."),
     "", FieldScope::Always, IDEM_FIELD(faults.ackLost), 0, 0.5, 6,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Ack-loss probability")},
    {"faults.consumerCrash.probability", FieldType::Probability, 0, 1, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Crash chance"), QT_TRANSLATE_NOOP("idem::ScenarioField", "crash chance"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "Chance that a consumer crashes at the crash point while handling a delivery."),
     "", FieldScope::Always, IDEM_FIELD(faults.consumerCrash.probability), 0, 0.2, 6,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Crash probability")},

    {"broker.dedupWindowMs", FieldType::Millis, 0, kWeekMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Dedup window"), QT_TRANSLATE_NOOP("idem::ScenarioField", "dedup window"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "Publish-side duplicate detection: a copy with a message id seen within this window is dropped by the "
         "broker. 0 = none."),
     "", FieldScope::Always, IDEM_FIELD(broker.dedupWindowMs), 0, 600000, 6,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Broker dedup window")},
    {"broker.redeliveryTimeoutMs", FieldType::Millis, 0, kDayMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Redelivery timeout"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "redelivery timeout"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "How long the broker waits for an ack before it hands the message out again (visibility timeout, "
         "peek-lock, AckWait)."),
     "", FieldScope::Always, IDEM_FIELD(broker.redeliveryTimeoutMs), 0, 0, 0, ""},
    {"broker.maxDeliveries", FieldType::Count, 0, 1000, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Delivery limit"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "delivery limit"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "After this many deliveries the message goes to the dead-letter queue. 0 = unlimited."),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "unlimited"), FieldScope::Always, IDEM_FIELD(broker.maxDeliveries), 0, 0,
     0, ""},
    {"broker.restartDurationMs", FieldType::Millis, 0, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Restart takes"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "restart duration"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "How long a broker restart keeps the broker away (unless the schedule entry says otherwise)."),
     "", FieldScope::Always, IDEM_FIELD(broker.restartDurationMs), 0, 0, 0, ""},
    {"broker.partitions", FieldType::Count, 1, 64, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Partitions"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "partitions"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Kafka only: partitions of the topic, key-hashed."), "",
     FieldScope::Kafka, IDEM_FIELD(broker.partitions), 0, 0, 0, ""},
    {"broker.messageGroups", FieldType::Count, 0, 1000000, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Message groups"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "message groups"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "SQS FIFO only: the MessageGroupId the producer sets. A group's next message is not delivered "
                       "while an earlier one of the group is in flight (received, not yet deleted); one receive may "
                       "return several of a group. 0 = one group per business key; 1 = one group for every message; "
                       "N = order-i in group (i - 1) mod N."),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "one per business key"), FieldScope::MessageGroups,
     IDEM_FIELD(broker.messageGroups), 0, 0, 0, ""},

    {"consumers.count", FieldType::Count, 1, 32, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Instances"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "consumer count"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "Consumer instances at the start, each with its own SQLite connection; they race on the same rows."),
     "", FieldScope::Always, IDEM_FIELD(consumers.count), 1, 8, 8,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Consumers")},
    {"consumers.processingMs", FieldType::Millis, 0, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Processing time"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "processing time"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "Virtual time the handler's own work takes, between the check and the commit."),
     "", FieldScope::Always, IDEM_FIELD(consumers.processingMs), 5, 500, 6,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Processing time")},
    {"consumers.restartDelayMs", FieldType::Millis, 0, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Restart delay"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "restart delay"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "How long a crashed consumer stays down. Its local cache dies with it."),
     "", FieldScope::Always, IDEM_FIELD(consumers.restartDelayMs), 0, 0, 0, ""},
    {"consumers.prefetch", FieldType::Count, 1, 1000, QT_TRANSLATE_NOOP("idem::ScenarioField", "deliveries"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Prefetch"), QT_TRANSLATE_NOOP("idem::ScenarioField", "prefetch"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "Unacked deliveries a consumer may hold (RabbitMQ basic.qos, SQS batch receive). A crash returns all of "
         "them, processed or not."),
     "", FieldScope::Always, IDEM_FIELD(consumers.prefetch), 1, 50, 6,
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Prefetch")},
    {"consumers.ackEvery", FieldType::Count, 1, 1000, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Ack every"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "ack batch"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Acks are sent for this many deliveries at once (at most the prefetch)."),
     "", FieldScope::Always, IDEM_FIELD(consumers.ackEvery), 0, 0, 0, ""},
    {"consumers.dbOpMs", FieldType::Decimal, 0, 10000, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Database op"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "database op cost"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Virtual cost of one SQL statement."), "", FieldScope::Always,
     IDEM_FIELD(consumers.dbOpMs), 0, 0, 0, ""},
    {"consumers.cacheOpMs", FieldType::Decimal, 0, 10000, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Cache op"), QT_TRANSLATE_NOOP("idem::ScenarioField", "cache op cost"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Virtual cost of one cache lookup or update."), "", FieldScope::Always,
     IDEM_FIELD(consumers.cacheOpMs), 0, 0, 0, ""},
    {"consumers.storeRetryMs", FieldType::Millis, 1, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Store retry"), QT_TRANSLATE_NOOP("idem::ScenarioField", "store retry"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "When the store is unavailable the handler neither acks nor skips; it tries again after this."),
     "", FieldScope::Always, IDEM_FIELD(consumers.storeRetryMs), 0, 0, 0, ""},
    {"consumers.drainBufferAfterBrokerClose", FieldType::Flag, 0, 1, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Drain buffer after restart"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Drain buffer after restart"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "When the broker closes the connection (a restart), the client library still hands out the "
                       "deliveries it had already read (rabbitmq-c returns buffered frames first; the .NET client "
                       "dispatches the prefetched ones): the consume loop handles them, their acks fail and they all "
                       "come back. Off: the client drops its buffer at once."),
     "", FieldScope::Queues, IDEM_FIELD(consumers.drainBufferAfterBrokerClose), 0, 0, 0, ""},
    {"consumers.autoCommit", FieldType::Flag, 0, 1, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Auto-commit offsets (Kafka)"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Auto-commit offsets (Kafka)"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "Kafka enable.auto.commit: offsets are committed on a timer, not per message."),
     "", FieldScope::Kafka, IDEM_FIELD(consumers.autoCommit), 0, 0, 0, ""},
    {"consumers.autoCommitIntervalMs", FieldType::Millis, 1, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Commit interval"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "auto-commit interval"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Kafka auto.commit.interval.ms (default 5000)."), "", FieldScope::Kafka,
     IDEM_FIELD(consumers.autoCommitIntervalMs), 0, 0, 0, ""},
    {"consumers.sessionTimeoutMs", FieldType::Millis, 1, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Session timeout"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "session timeout"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "Kafka session.timeout.ms (default 45000): a silent member is removed after this."),
     "", FieldScope::Kafka, IDEM_FIELD(consumers.sessionTimeoutMs), 0, 0, 0, ""},
    {"consumers.maxPollIntervalMs", FieldType::Millis, 1, kDayMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Max poll interval"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "max poll interval"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "Kafka max.poll.interval.ms (default 300000): a slower handler triggers a rebalance."),
     "", FieldScope::Kafka, IDEM_FIELD(consumers.maxPollIntervalMs), 0, 0, 0, ""},
    {"consumers.maxPollRecords", FieldType::Count, 1, 100000, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Max poll records"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "max poll records"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Kafka max.poll.records (default 500): the batch size."), "",
     FieldScope::Kafka, IDEM_FIELD(consumers.maxPollRecords), 0, 0, 0, ""},
    {"consumers.staticMembership", FieldType::Flag, 0, 1, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Static membership (Kafka)"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Static membership (Kafka)"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "Kafka group.instance.id (KIP-345, off by default): a consumer that restarts within "
                       "session.timeout.ms gets its partitions back without a rebalance; one that stays away longer "
                       "expires and the group rebalances."),
     "", FieldScope::Kafka, IDEM_FIELD(consumers.staticMembership), 0, 0, 0, ""},

    {"producer.publishTimeoutMs", FieldType::Millis, 1, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Publish timeout"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "publish timeout"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "How long the producer waits for the broker's publish ack before it retries."),
     "", FieldScope::Always, IDEM_FIELD(producer.publishTimeoutMs), 0, 0, 0, ""},
    {"producer.maxRetries", FieldType::Count, 0, 100, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Max retries"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "max retries"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Publish retries before the producer gives up on an event."), "",
     FieldScope::Always, IDEM_FIELD(producer.maxRetries), 0, 0, 0, ""},
    {"producer.retryBackoffMs", FieldType::Millis, 0, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Retry backoff"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "retry backoff"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Pause before each retry."), "", FieldScope::Always,
     IDEM_FIELD(producer.retryBackoffMs), 0, 0, 0, ""},
    {"producer.idempotent", FieldType::Flag, 0, 1, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Idempotent producer (Kafka)"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Idempotent producer (Kafka)"),
     QT_TRANSLATE_NOOP(
         "idem::ScenarioField",
         "Kafka enable.idempotence: the broker drops the producer's own retries (same producer id and sequence), "
         "nothing else."),
     "", FieldScope::Kafka, IDEM_FIELD(producer.idempotent), 0, 0, 0, ""},
    {"producer.applicationRetries", FieldType::Flag, 0, 1, "",
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Retries by the application"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Retries by the application"),
     QT_TRANSLATE_NOOP("idem::ScenarioField",
                       "Off: the client library retries the same batch (same headers and message id; Kafka's "
                       "idempotent producer drops it by producer id + sequence). On: the application calls send "
                       "again, a new record that enable.idempotence cannot recognise. A new message id per attempt "
                       "needs this on."),
     "", FieldScope::Always, IDEM_FIELD(producer.applicationRetries), 0, 0, 0, ""},

    {"messages", FieldType::Count, 1, 5000000, "", QT_TRANSLATE_NOOP("idem::ScenarioField", "Messages"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "messages"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "How many logical events the producer publishes: order-1 … order-N."), "",
     FieldScope::Always, IDEM_FIELD(messages), 0, 0, 0, ""},
    {"publishIntervalMs", FieldType::Millis, 0, kHourMs, QT_TRANSLATE_NOOP("idem::ScenarioField", "ms"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Publish interval"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "publish interval"),
     QT_TRANSLATE_NOOP("idem::ScenarioField", "Virtual time between two new events from the producer."), "",
     FieldScope::Always, IDEM_FIELD(publishIntervalMs), 0, 0, 0, ""},
};

#undef IDEM_FIELD

QString numberText(double v)
{
    return QLocale::c().toString(v, 'g', 15);
}
} // namespace

// The rows in use: the format's, plus any a test added. A copy of its own
// (not sharing kFields' data), and read through const access only, so the
// addresses handed out never move.
QVector<ScenarioField> &ScenarioField::table()
{
    static QVector<ScenarioField> rows = [] {
        QVector<ScenarioField> own = kFields;
        own.detach();
        return own;
    }();
    return rows;
}

const QVector<ScenarioField> &ScenarioField::all()
{
    return table();
}

void ScenarioField::addForTest(const ScenarioField &field)
{
    Q_ASSERT(!find(QLatin1String(field.path)));
    table().append(field);
}

const ScenarioField *ScenarioField::find(const QString &path)
{
    const QString bare = path.startsWith(QLatin1String("$.")) ? path.mid(2) : path;
    for (const ScenarioField &f : std::as_const(table())) {
        if (bare == QLatin1String(f.path))
            return &f;
    }
    return nullptr;
}

QVector<const ScenarioField *> ScenarioField::inGroup(const QString &group)
{
    QVector<const ScenarioField *> out;
    for (const ScenarioField &f : std::as_const(table())) {
        if (f.group() == group)
            out.append(&f);
    }
    return out;
}

QString ScenarioField::jsonPath() const
{
    return QStringLiteral("$.") + QLatin1String(path);
}

QString ScenarioField::group() const
{
    const QString p = QLatin1String(path);
    const int dot = int(p.lastIndexOf(QLatin1Char('.')));
    return dot < 0 ? QString() : p.left(dot);
}

QString ScenarioField::key() const
{
    const QString p = QLatin1String(path);
    return p.mid(p.lastIndexOf(QLatin1Char('.')) + 1);
}

Outcome ScenarioField::check(double value) const
{
    // The same words as the reader's, so a file and a sweep say it alike.
    if (type == FieldType::Flag)
        return value == 0 || value == 1 ? QString()
                                        : jsonPath() + QStringLiteral(": expected true or false, got %1").arg(numberText(value));
    const bool integral = !isInteger() || value == std::floor(value);
    if (integral && value >= minimum && value <= maximum)
        return {};
    return jsonPath()
        + (isInteger() ? QStringLiteral(": expected an integer from %1 to %2, got %3")
                       : QStringLiteral(": expected a number from %1 to %2, got %3"))
              .arg(numberText(minimum), numberText(maximum), numberText(value));
}

bool ScenarioField::appliesToProfile(const QString &profile) const
{
    const BrokerProfile *p = BrokerProfile::find(profile);
    switch (scope) {
    case FieldScope::Kafka: return p && p->partitioned;
    case FieldScope::Queues: return p && !p->partitioned;
    case FieldScope::MessageGroups: return p && p->messageGroups;
    case FieldScope::Always:
    case FieldScope::CacheStrategies:
    case FieldScope::InboxStrategies: break;
    }
    return true;
}

QStringList ScenarioField::profilesItAppliesTo() const
{
    QStringList out;
    for (const QString &profile : vocab::profiles()) {
        if (appliesToProfile(profile))
            out.append(profile);
    }
    return out.size() == vocab::profiles().size() ? QStringList() : out;
}

Outcome ScenarioField::checkProfile(const Scenario &scenario) const
{
    // SQS FIFO's MessageGroupId: no other broker orders by group, so a file
    // that asks for groups elsewhere would run without them, unnoticed.
    if (scope != FieldScope::MessageGroups || appliesToProfile(scenario.broker.profile))
        return {};
    const double value = get(scenario);
    if (value == defaultValue())
        return {};
    return jsonPath()
        + QStringLiteral(": only %1 has message groups; %2 has none and would ignore it. Expected %3 (or leave it "
                         "out), got %4")
              .arg(profilesItAppliesTo().join(QStringLiteral(", ")), scenario.broker.profile,
                   numberText(defaultValue()), numberText(value));
}

QString ScenarioField::labelText() const
{
    return tr(label);
}

QString ScenarioField::nounText() const
{
    return tr(noun);
}

QString ScenarioField::helpText() const
{
    return tr(help);
}

QString ScenarioField::unitText() const
{
    return *unit ? tr(unit) : QString();
}

QString ScenarioField::zeroValueText() const
{
    return *zeroText ? tr(zeroText) : QString();
}

QString ScenarioField::sweepNameText() const
{
    return *sweepName ? tr(sweepName) : labelText();
}

} // namespace idem
