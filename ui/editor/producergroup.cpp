#include "producergroup.h"

#include "fieldbinder.h"

#include "scenario/brokerprofile.h"

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
                    VocabLabels::messageIdPolicies(),
                    [](const Scenario &s) { return vocab::word(s.producer.messageIdPolicy); },
                    [](Scenario &s, const QString &v) {
                        s.producer.messageIdPolicy = vocab::messageIdPolicy(v).value_or(s.producer.messageIdPolicy);
                        // Only the application can put a new id on a second attempt.
                        if (s.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt)
                            s.producer.applicationRetries = true;
                    }),
           tr("stable: derived from the business key (the right way). new-per-attempt: a fresh GUID on "
              "every retry, which defeats the broker's duplicate detection and the inbox. content-hash: "
              "a hash of the payload."));
    addFields(QStringLiteral("producer"));
}

} // namespace idem::ui
