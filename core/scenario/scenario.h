#pragma once

#include "vocabulary.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

namespace idem {

// A scheduled fault. Either timed (`atMs`) or aimed at one message's Nth
// delivery (`message` + `delivery`; for publish faults, the Nth attempt).
struct ScheduledFault
{
    ScheduleKind kind = ScheduleKind::AckLost;
    qint64 atMs = -1;        // -1 when targeted at a message
    QString message;         // business key, e.g. "order-3"; empty when timed
    int delivery = 1;
    int consumer = 0;        // 0 = any / all
    // Crash point for consumer-crash. Immediate (no point in the file): a
    // timed crash happens at its time, a targeted one after the commit.
    CrashPoint point = CrashPoint::Immediate;
    qint64 durationMs = 0;   // slow-handler, store-unavailable, broker-restart

    bool isTargeted() const { return !message.isEmpty(); }
    bool operator==(const ScheduledFault &o) const;
};

struct BrokerSettings
{
    QString profile = QStringLiteral("sqs-fifo");
    qint64 dedupWindowMs = 300000;      // 0 = no broker-side duplicate detection
    qint64 redeliveryTimeoutMs = 30000; // visibility timeout / lock / AckWait
    int maxDeliveries = 10;             // 0 = unlimited
    int partitions = 1;
    qint64 restartDurationMs = 1000;
    // SQS FIFO: how the producer sets MessageGroupId. 0 = one group per
    // business key; N = order-i goes to group (i - 1) mod N (1 = one group).
    int messageGroups = 0;
    // The message group of `logical` (0-based) under messageGroups: the
    // broker's holds and the explainer's reading of them share this rule.
    int messageGroupOf(int logical) const { return messageGroups > 0 ? logical % messageGroups : logical; }
    // Kafka
    // range | round-robin (eager only) | cooperative-sticky (eager or cooperative)
    Assignment assignment = Assignment::Range;
    Rebalance rebalance = Rebalance::Eager;
    bool operator==(const BrokerSettings &o) const;
};

struct ProducerSettings
{
    MessageIdPolicy messageIdPolicy = MessageIdPolicy::Stable;
    qint64 publishTimeoutMs = 1000;
    int maxRetries = 5;
    qint64 retryBackoffMs = 200;
    bool idempotent = true; // Kafka enable.idempotence
    // Who sends again after a publish timeout: false = the client library
    // retries the same batch (same headers, same producer id + sequence);
    // true = the application calls send again, which is a new record.
    bool applicationRetries = false;
    bool operator==(const ProducerSettings &o) const;
};

struct ConsumerSettings
{
    int count = 1;
    qint64 processingMs = 20;
    qint64 restartDelayMs = 2000;
    int prefetch = 1;
    int ackEvery = 1;
    double dbOpMs = 0.5;
    double cacheOpMs = 0.1;
    qint64 storeRetryMs = 500;
    // After the broker closes the connection (a restart) the client library
    // still hands out the deliveries it had read; their acks fail.
    bool drainBufferAfterBrokerClose = true;
    // Kafka
    bool autoCommit = true;
    qint64 autoCommitIntervalMs = 5000;
    qint64 sessionTimeoutMs = 45000;
    qint64 maxPollIntervalMs = 300000;
    int maxPollRecords = 500;
    // group.instance.id set ("consumer-<n>"): a static member (KIP-345)
    bool staticMembership = false;
    // auto.offset.reset: where a partition with no committed offset starts
    // (earliest | latest; ConsumerConfig 3.7 default latest)
    OffsetReset autoOffsetReset = OffsetReset::Latest;
    bool operator==(const ConsumerSettings &o) const;
};

struct StrategySettings
{
    QString id = QStringLiteral("db-insert-first");
    qint64 cacheTtlMs = 60000;
    int cacheCapacity = 1000;
    bool uniqueConstraint = true;
    qint64 retentionMs = 0; // 0 = inbox rows kept for ever
    // When a cache strategy records the id: "after-commit" (right) or
    // "before-commit" (the Turkish article's Redis example: a crash in between
    // makes the redelivery look like a duplicate, and the event is lost).
    QString cacheWrite = QStringLiteral("after-commit");
    bool operator==(const StrategySettings &o) const;
};

struct CrashFault
{
    double probability = 0.0;
    CrashPoint point = CrashPoint::AfterCommitBeforeAck;
    bool operator==(const CrashFault &o) const;
};

struct FaultSettings
{
    double publishAckLost = 0.0;
    double publishLost = 0.0;
    double ackLost = 0.0;
    CrashFault consumerCrash;
    QVector<ScheduledFault> schedule;
    bool operator==(const FaultSettings &o) const;
};

// Everything that determines a run. Plain data, copied freely; the engine
// never mutates it.
struct Scenario
{
    int schemaVersion = 1;
    QString name = QStringLiteral("Untitled scenario");
    QString description;
    QString predict;
    QString observe;
    QString lesson;
    QString topic;
    // The teaching texts in other languages: language code ("fa", "tr") ->
    // field (one of textFields()) -> text. English stays in the fields above
    // and is the fallback for every field a language leaves out.
    QMap<QString, QMap<QString, QString>> translations;
    quint64 seed = 1;
    int messages = 100;
    qint64 publishIntervalMs = 50;
    QString effect = QStringLiteral("insert-order");
    BrokerSettings broker;
    ProducerSettings producer;
    ConsumerSettings consumers;
    StrategySettings strategy;
    FaultSettings faults;

    bool operator==(const Scenario &o) const;
    bool operator!=(const Scenario &o) const { return !(*this == o); }

    // The teaching text `field` ("name", "topic", "description", "predict",
    // "observe", "lesson") in `language` ("fa", "fa_IR", "tr-TR"; empty =
    // English), falling back to the English field.
    QString text(const QString &field, const QString &language) const;
    static QStringList textFields();

    static QString businessKey(int logicalIndex); // "order-<i+1>"
    static int logicalIndexOf(const QString &businessKey); // -1 if not a key
};

// The closed vocabularies of the format, in their canonical order.
namespace vocab {
QStringList effects();
QStringList profiles();
QStringList messageIdPolicies();
QStringList strategies();
QStringList crashPoints();
QStringList scheduleKinds();
QStringList assignments();
QStringList rebalanceModes();
QStringList offsetResets();
QStringList cacheWrites();
} // namespace vocab

} // namespace idem
