#include "consumersgroup.h"

#include "fieldbinder.h"

#include "scenario/brokerprofile.h"

#include <QComboBox>
#include <QFormLayout>

namespace idem::ui {

ConsumersGroup::ConsumersGroup(FieldBinder &b, QWidget *parent)
    : EditorGroup(tr("Consumers"), QStringLiteral("$.consumers"), b, parent)
{
    addFields(QStringLiteral("consumers"));
    m_offsetReset = b.choice(QStringLiteral("$.consumers.autoOffsetReset"), tr("offset reset"),
                             VocabLabels::offsetResets(),
                             [](const Scenario &s) { return vocab::word(s.consumers.autoOffsetReset); },
                             [](Scenario &s, const QString &v) {
                                 s.consumers.autoOffsetReset = vocab::offsetReset(v).value_or(s.consumers.autoOffsetReset);
                             });
    addRow(tr("Offset reset"), m_offsetReset,
           tr("Kafka auto.offset.reset (default latest): where a partition with no committed offset starts. "
              "Latest skips every record already in the log; earliest reads them all."));
}

void ConsumersGroup::refresh(const Scenario &s)
{
    EditorGroup::refresh(s);
    const BrokerProfile *p = BrokerProfile::find(s.broker.profile);
    const bool kafka = p && p->partitioned;
    m_offsetReset->setEnabled(kafka);
    if (QWidget *label = form()->labelForField(m_offsetReset))
        label->setEnabled(kafka);
}

} // namespace idem::ui
