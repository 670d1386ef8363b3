#include "brokergroup.h"

#include "fieldbinder.h"

#include "broker/brokerprofile.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace idem::ui {

namespace {
constexpr qint64 kWeekMs = 7LL * 24 * 3600 * 1000;
constexpr qint64 kDayMs = 24LL * 3600 * 1000;
} // namespace

BrokerGroup::BrokerGroup(FieldBinder &b, QWidget *parent) : EditorGroup(tr("Broker"), QStringLiteral("$.broker"), b, parent)
{
    addRow(tr("Profile"),
           b.choice(QStringLiteral("$.broker.profile"), tr("broker profile"), VocabLabels::profiles(),
                    [](const Scenario &s) { return s.broker.profile; },
                    [](Scenario &s, const QString &v) {
                        s.broker.profile = v;
                        BrokerProfile::applyDefaults(s.broker);
                    }),
           tr("Which broker to imitate. Choosing one resets the deduplication window, the redelivery "
              "timeout and the delivery limit to that broker's documented defaults."));
    m_source = addNote();
    m_source->setObjectName(QStringLiteral("profileSource"));
    addRow(tr("Dedup window"),
           b.millis(QStringLiteral("$.broker.dedupWindowMs"), tr("dedup window"), 0, kWeekMs,
                    [](const Scenario &s) { return s.broker.dedupWindowMs; },
                    [](Scenario &s, qint64 v) { s.broker.dedupWindowMs = v; }),
           tr("Publish-side duplicate detection: a copy with a message id seen within this window is "
              "dropped by the broker. 0 = none."));
    auto *timeout = b.millis(QStringLiteral("$.broker.redeliveryTimeoutMs"), tr("redelivery timeout"), 0, kDayMs,
                             [](const Scenario &s) { return s.broker.redeliveryTimeoutMs; },
                             [](Scenario &s, qint64 v) { s.broker.redeliveryTimeoutMs = v; });
    m_timeoutLabel = addRow(tr("Redelivery timeout"), timeout,
                            tr("How long the broker waits for an ack before it hands the message out "
                               "again (visibility timeout, peek-lock, AckWait)."));
    auto *limit = b.integer(QStringLiteral("$.broker.maxDeliveries"), tr("delivery limit"), 0, 1000,
                            [](const Scenario &s) { return s.broker.maxDeliveries; },
                            [](Scenario &s, int v) { s.broker.maxDeliveries = v; });
    limit->setSpecialValueText(tr("unlimited"));
    addRow(tr("Delivery limit"), limit,
           tr("After this many deliveries the message goes to the dead-letter queue. 0 = unlimited."));
    addRow(tr("Restart takes"),
           b.millis(QStringLiteral("$.broker.restartDurationMs"), tr("restart duration"), 0, 3600000,
                    [](const Scenario &s) { return s.broker.restartDurationMs; },
                    [](Scenario &s, qint64 v) { s.broker.restartDurationMs = v; }),
           tr("How long a broker restart keeps the broker away (unless the schedule entry says otherwise)."));
    auto *partitions = b.integer(QStringLiteral("$.broker.partitions"), tr("partitions"), 1, 64,
                                 [](const Scenario &s) { return s.broker.partitions; },
                                 [](Scenario &s, int v) { s.broker.partitions = v; });
    addRow(tr("Partitions"), partitions, tr("Kafka only: partitions of the topic, key-hashed."));
    auto *assignment = b.choice(QStringLiteral("$.broker.assignment"), tr("assignment"), VocabLabels::assignments(),
                                [](const Scenario &s) { return s.broker.assignment; },
                                [](Scenario &s, const QString &v) { s.broker.assignment = v; });
    addRow(tr("Assignment"), assignment, tr("Kafka only: how partitions are spread over the group."));
    auto *rebalance = b.choice(QStringLiteral("$.broker.rebalance"), tr("rebalance"), VocabLabels::rebalanceModes(),
                               [](const Scenario &s) { return s.broker.rebalance; },
                               [](Scenario &s, const QString &v) { s.broker.rebalance = v; });
    addRow(tr("Rebalance"), rebalance,
           tr("Kafka only: eager revokes every partition, cooperative only the moved ones."));
    m_kafkaOnly = {partitions, assignment, rebalance};
}

void BrokerGroup::refresh(const Scenario &s)
{
    const BrokerProfile *p = BrokerProfile::find(s.broker.profile);
    m_source->setText(p ? tr("Defaults: %1").arg(QCoreApplication::translate("BrokerProfile", p->source))
                        : QString());
    if (p) {
        const QString name = QCoreApplication::translate("BrokerProfile", p->timeoutName);
        m_timeoutLabel->setText(name.left(1).toUpper() + name.mid(1));
    }
    const bool kafka = p && p->partitioned;
    for (QWidget *w : std::as_const(m_kafkaOnly)) {
        w->setEnabled(kafka);
        if (QWidget *label = form()->labelForField(w))
            label->setEnabled(kafka);
    }
}

} // namespace idem::ui
