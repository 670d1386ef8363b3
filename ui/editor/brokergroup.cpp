#include "brokergroup.h"

#include "fieldbinder.h"

#include "scenario/brokerprofile.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace idem::ui {

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
    addFields(QStringLiteral("broker"));
    m_timeoutLabel = qobject_cast<QLabel *>(form()->labelForField(fieldWidget(QStringLiteral("broker.redeliveryTimeoutMs"))));
    auto *assignment = b.choice(QStringLiteral("$.broker.assignment"), tr("assignment"), VocabLabels::assignments(),
                                [](const Scenario &s) { return vocab::word(s.broker.assignment); },
                                [](Scenario &s, const QString &v) {
                                    s.broker.assignment = vocab::assignment(v).value_or(s.broker.assignment);
                                });
    addRow(tr("Assignment"), assignment,
           tr("Kafka only: how partitions are spread over the group. Range and round-robin are eager-only; "
              "cooperative rebalancing needs cooperative-sticky."));
    auto *rebalance = b.choice(QStringLiteral("$.broker.rebalance"), tr("rebalance"), VocabLabels::rebalanceModes(),
                               [](const Scenario &s) { return vocab::word(s.broker.rebalance); },
                               [](Scenario &s, const QString &v) {
                                   s.broker.rebalance = vocab::rebalance(v).value_or(s.broker.rebalance);
                               });
    addRow(tr("Rebalance"), rebalance,
           tr("Kafka only: eager revokes every partition, cooperative only the moved ones."));
    m_kafkaOnly = {assignment, rebalance};
}

void BrokerGroup::refresh(const Scenario &s)
{
    EditorGroup::refresh(s);
    const BrokerProfile *p = BrokerProfile::find(s.broker.profile);
    m_source->setText(p ? tr("Defaults: %1").arg(QCoreApplication::translate("BrokerProfile", p->source))
                        : QString());
    if (p && m_timeoutLabel) {
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
