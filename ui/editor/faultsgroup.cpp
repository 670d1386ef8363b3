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
    addFields(QStringLiteral("faults"));
    addFields(QStringLiteral("faults.consumerCrash"));
    addRow(tr("Crash point"),
           b.choice(QStringLiteral("$.faults.consumerCrash.point"), tr("crash point"), VocabLabels::crashPoints(),
                    [](const Scenario &s) { return vocab::word(s.faults.consumerCrash.point); },
                    [](Scenario &s, const QString &v) {
                        s.faults.consumerCrash.point = vocab::crashPoint(v).value_or(s.faults.consumerCrash.point);
                    }),
           tr("Where in the handler the random crashes happen. A crash before commit rolls the "
              "transaction back for real."));
    auto *title = new QLabel(tr("<b>Schedule</b> — faults at a time, or aimed at one delivery"), this);
    title->setWordWrap(true); // never wider than the dock's share of the window
    form()->addRow(title);
    m_schedule = new ScheduleEditor(document, this);
    form()->addRow(m_schedule);
}

} // namespace idem::ui
