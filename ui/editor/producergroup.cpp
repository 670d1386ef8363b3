#include "producergroup.h"

#include "fieldbinder.h"

#include "broker/brokerprofile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

namespace idem::ui {

ProducerGroup::ProducerGroup(FieldBinder &b, QWidget *parent)
    : EditorGroup(tr("Producer"), QStringLiteral("$.producer"), b, parent)
{
    addRow(tr("Message id"),
           b.choice(QStringLiteral("$.producer.messageIdPolicy"), tr("message id policy"),
                    VocabLabels::messageIdPolicies(), [](const Scenario &s) { return s.producer.messageIdPolicy; },
                    [](Scenario &s, const QString &v) { s.producer.messageIdPolicy = v; }),
           tr("stable: derived from the business key (the right way). new-per-attempt: a fresh GUID on "
              "every retry, which defeats the broker's duplicate detection and the inbox. content-hash: "
              "a hash of the payload."));
    addRow(tr("Publish timeout"),
           b.millis(QStringLiteral("$.producer.publishTimeoutMs"), tr("publish timeout"), 1, 3600000,
                    [](const Scenario &s) { return s.producer.publishTimeoutMs; },
                    [](Scenario &s, qint64 v) { s.producer.publishTimeoutMs = v; }),
           tr("How long the producer waits for the broker's publish ack before it retries."));
    addRow(tr("Max retries"),
           b.integer(QStringLiteral("$.producer.maxRetries"), tr("max retries"), 0, 100,
                     [](const Scenario &s) { return s.producer.maxRetries; },
                     [](Scenario &s, int v) { s.producer.maxRetries = v; }),
           tr("Publish retries before the producer gives up on an event."));
    addRow(tr("Retry backoff"),
           b.millis(QStringLiteral("$.producer.retryBackoffMs"), tr("retry backoff"), 0, 3600000,
                    [](const Scenario &s) { return s.producer.retryBackoffMs; },
                    [](Scenario &s, qint64 v) { s.producer.retryBackoffMs = v; }),
           tr("Pause before each retry."));
    m_idempotent = b.flag(QStringLiteral("$.producer.idempotent"), tr("Idempotent producer (Kafka)"),
                          [](const Scenario &s) { return s.producer.idempotent; },
                          [](Scenario &s, bool v) { s.producer.idempotent = v; });
    m_idempotent->setToolTip(tr("Kafka enable.idempotence: the broker drops the producer's own retries "
                                "(same producer id and sequence), nothing else."));
    form()->addRow(m_idempotent);
}

void ProducerGroup::refresh(const Scenario &s)
{
    const BrokerProfile *p = BrokerProfile::find(s.broker.profile);
    m_idempotent->setEnabled(p && p->partitioned);
}

} // namespace idem::ui
