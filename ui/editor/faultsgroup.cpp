#include "faultsgroup.h"

#include "fieldbinder.h"
#include "scheduleeditor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace idem::ui {

FaultsGroup::FaultsGroup(FieldBinder &b, ScenarioDocument *document, QWidget *parent)
    : EditorGroup(tr("Faults"), QStringLiteral("$.faults"), b, parent)
{
    addRow(tr("Publish ack lost"),
           b.percent(QStringLiteral("$.faults.publishAckLost"), tr("publish ack loss"),
                     [](const Scenario &s) { return s.faults.publishAckLost; },
                     [](Scenario &s, double v) { s.faults.publishAckLost = v; }),
           tr("Chance that the broker stores a publish but the producer never hears back, so it "
              "publishes again."));
    addRow(tr("Publish lost"),
           b.percent(QStringLiteral("$.faults.publishLost"), tr("publish loss"),
                     [](const Scenario &s) { return s.faults.publishLost; },
                     [](Scenario &s, double v) { s.faults.publishLost = v; }),
           tr("Chance that a publish never reaches the broker."));
    addRow(tr("Ack lost"),
           b.percent(QStringLiteral("$.faults.ackLost"), tr("ack loss"), [](const Scenario &s) { return s.faults.ackLost; },
                     [](Scenario &s, double v) { s.faults.ackLost = v; }),
           tr("Chance that a consumer's ack never reaches the broker: the message comes back after the "
              "redelivery timeout although it was handled."));
    addRow(tr("Crash chance"),
           b.percent(QStringLiteral("$.faults.consumerCrash.probability"), tr("crash chance"),
                     [](const Scenario &s) { return s.faults.consumerCrash.probability; },
                     [](Scenario &s, double v) { s.faults.consumerCrash.probability = v; }),
           tr("Chance that a consumer crashes at the crash point while handling a delivery."));
    addRow(tr("Crash point"),
           b.choice(QStringLiteral("$.faults.consumerCrash.point"), tr("crash point"), VocabLabels::crashPoints(),
                    [](const Scenario &s) { return s.faults.consumerCrash.point; },
                    [](Scenario &s, const QString &v) { s.faults.consumerCrash.point = v; }),
           tr("Where in the handler the random crashes happen. A crash before commit rolls the "
              "transaction back for real."));
    auto *title = new QLabel(tr("<b>Schedule</b> — faults at a time, or aimed at one delivery"), this);
    title->setWordWrap(true); // never wider than the dock's share of the window
    form()->addRow(title);
    m_schedule = new ScheduleEditor(document, this);
    form()->addRow(m_schedule);
}

} // namespace idem::ui
