#include "consumersgroup.h"

#include "fieldbinder.h"

#include "broker/brokerprofile.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace idem::ui {

namespace {
constexpr qint64 kDayMs = 24LL * 3600 * 1000;
}

ConsumersGroup::ConsumersGroup(FieldBinder &b, QWidget *parent)
    : EditorGroup(tr("Consumers"), QStringLiteral("$.consumers"), b, parent)
{
    addRow(tr("Instances"),
           b.integer(QStringLiteral("$.consumers.count"), tr("consumer count"), 1, 32,
                     [](const Scenario &s) { return s.consumers.count; },
                     [](Scenario &s, int v) { s.consumers.count = v; }),
           tr("Consumer instances at the start, each with its own SQLite connection; they race on the "
              "same rows."));
    addRow(tr("Processing time"),
           b.millis(QStringLiteral("$.consumers.processingMs"), tr("processing time"), 0, 3600000,
                    [](const Scenario &s) { return s.consumers.processingMs; },
                    [](Scenario &s, qint64 v) { s.consumers.processingMs = v; }),
           tr("Virtual time the handler's own work takes, between the check and the commit."));
    addRow(tr("Restart delay"),
           b.millis(QStringLiteral("$.consumers.restartDelayMs"), tr("restart delay"), 0, 3600000,
                    [](const Scenario &s) { return s.consumers.restartDelayMs; },
                    [](Scenario &s, qint64 v) { s.consumers.restartDelayMs = v; }),
           tr("How long a crashed consumer stays down. Its local cache dies with it."));
    addRow(tr("Prefetch"),
           b.integer(QStringLiteral("$.consumers.prefetch"), tr("prefetch"), 1, 1000,
                     [](const Scenario &s) { return s.consumers.prefetch; },
                     [](Scenario &s, int v) { s.consumers.prefetch = v; }),
           tr("Unacked deliveries a consumer may hold (RabbitMQ basic.qos, SQS batch receive). A crash "
              "returns all of them, processed or not."));
    addRow(tr("Ack every"),
           b.integer(QStringLiteral("$.consumers.ackEvery"), tr("ack batch"), 1, 1000,
                     [](const Scenario &s) { return s.consumers.ackEvery; },
                     [](Scenario &s, int v) { s.consumers.ackEvery = v; }),
           tr("Acks are sent for this many deliveries at once (at most the prefetch)."));
    addRow(tr("Database op"),
           b.decimal(QStringLiteral("$.consumers.dbOpMs"), tr("database op cost"), 0.0, 10000.0, 2, tr(" ms"),
                     [](const Scenario &s) { return s.consumers.dbOpMs; },
                     [](Scenario &s, double v) { s.consumers.dbOpMs = v; }),
           tr("Virtual cost of one SQL statement."));
    addRow(tr("Cache op"),
           b.decimal(QStringLiteral("$.consumers.cacheOpMs"), tr("cache op cost"), 0.0, 10000.0, 2, tr(" ms"),
                     [](const Scenario &s) { return s.consumers.cacheOpMs; },
                     [](Scenario &s, double v) { s.consumers.cacheOpMs = v; }),
           tr("Virtual cost of one cache lookup or update."));
    addRow(tr("Store retry"),
           b.millis(QStringLiteral("$.consumers.storeRetryMs"), tr("store retry"), 1, 3600000,
                    [](const Scenario &s) { return s.consumers.storeRetryMs; },
                    [](Scenario &s, qint64 v) { s.consumers.storeRetryMs = v; }),
           tr("When the store is unavailable the handler neither acks nor skips; it tries again after this."));
    auto *autoCommit = b.flag(QStringLiteral("$.consumers.autoCommit"), tr("Auto-commit offsets (Kafka)"),
                              [](const Scenario &s) { return s.consumers.autoCommit; },
                              [](Scenario &s, bool v) { s.consumers.autoCommit = v; });
    autoCommit->setToolTip(tr("Kafka enable.auto.commit: offsets are committed on a timer, not per message."));
    form()->addRow(autoCommit);
    auto *interval = b.millis(QStringLiteral("$.consumers.autoCommitIntervalMs"), tr("auto-commit interval"), 1,
                              3600000, [](const Scenario &s) { return s.consumers.autoCommitIntervalMs; },
                              [](Scenario &s, qint64 v) { s.consumers.autoCommitIntervalMs = v; });
    addRow(tr("Commit interval"), interval, tr("Kafka auto.commit.interval.ms (default 5000)."));
    auto *session = b.millis(QStringLiteral("$.consumers.sessionTimeoutMs"), tr("session timeout"), 1, 3600000,
                             [](const Scenario &s) { return s.consumers.sessionTimeoutMs; },
                             [](Scenario &s, qint64 v) { s.consumers.sessionTimeoutMs = v; });
    addRow(tr("Session timeout"), session,
           tr("Kafka session.timeout.ms (default 45000): a silent member is removed after this."));
    auto *poll = b.millis(QStringLiteral("$.consumers.maxPollIntervalMs"), tr("max poll interval"), 1, kDayMs,
                          [](const Scenario &s) { return s.consumers.maxPollIntervalMs; },
                          [](Scenario &s, qint64 v) { s.consumers.maxPollIntervalMs = v; });
    addRow(tr("Max poll interval"), poll,
           tr("Kafka max.poll.interval.ms (default 300000): a slower handler triggers a rebalance."));
    auto *records = b.integer(QStringLiteral("$.consumers.maxPollRecords"), tr("max poll records"), 1, 100000,
                              [](const Scenario &s) { return s.consumers.maxPollRecords; },
                              [](Scenario &s, int v) { s.consumers.maxPollRecords = v; });
    addRow(tr("Max poll records"), records, tr("Kafka max.poll.records (default 500): the batch size."));
    m_kafkaOnly = {autoCommit, interval, session, poll, records};
}

void ConsumersGroup::refresh(const Scenario &s)
{
    const BrokerProfile *p = BrokerProfile::find(s.broker.profile);
    const bool kafka = p && p->partitioned;
    for (QWidget *w : std::as_const(m_kafkaOnly)) {
        w->setEnabled(kafka);
        if (QWidget *label = form()->labelForField(w))
            label->setEnabled(kafka);
    }
}

} // namespace idem::ui
