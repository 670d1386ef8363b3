#include "generalgroup.h"

#include "fieldbinder.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

namespace idem::ui {

GeneralGroup::GeneralGroup(FieldBinder &b, QWidget *parent) : EditorGroup(tr("General"), QStringLiteral("$"), b, parent)
{
    addRow(tr("Name"),
           b.text(QStringLiteral("$.name"), tr("name"), 200, [](const Scenario &s) { return s.name; },
                  [](Scenario &s, const QString &v) { s.name = v; }),
           tr("The scenario's title, shown in the window and in reports."));
    addRow(tr("Topic"),
           b.text(QStringLiteral("$.topic"), tr("topic"), 200, [](const Scenario &s) { return s.topic; },
                  [](Scenario &s, const QString &v) { s.topic = v; }),
           tr("The workshop topic this scenario belongs to (optional)."));
    addRow(tr("Description"),
           b.longText(QStringLiteral("$.description"), tr("description"), [](const Scenario &s) { return s.description; },
                      [](Scenario &s, const QString &v) { s.description = v; }),
           tr("What the scenario sets up, in plain words."));
    addRow(tr("Predict"),
           b.longText(QStringLiteral("$.predict"), tr("prediction question"), [](const Scenario &s) { return s.predict; },
                      [](Scenario &s, const QString &v) { s.predict = v; }),
           tr("The question students answer before the run."));
    addRow(tr("Observe"),
           b.longText(QStringLiteral("$.observe"), tr("what to observe"), [](const Scenario &s) { return s.observe; },
                      [](Scenario &s, const QString &v) { s.observe = v; }),
           tr("What to look for on the timeline after the run."));
    addRow(tr("Lesson"),
           b.longText(QStringLiteral("$.lesson"), tr("lesson"), [](const Scenario &s) { return s.lesson; },
                      [](Scenario &s, const QString &v) { s.lesson = v; }),
           tr("The take-away, shown with the verdict."));
    addRow(tr("Seed"),
           b.seed(QStringLiteral("$.seed"), tr("seed"), [](const Scenario &s) { return s.seed; },
                  [](Scenario &s, quint64 v) { s.seed = v; }),
           tr("Every random decision (which ack is lost, which delivery crashes) follows from this "
              "number: the same seed replays the same run, byte for byte."));
    addFields(QString());
    addRow(tr("Effect"),
           b.choice(QStringLiteral("$.effect"), tr("effect"), VocabLabels::effects(),
                    [](const Scenario &s) { return s.effect; }, [](Scenario &s, const QString &v) { s.effect = v; }),
           tr("What handling one event does. insert-order and increment-balance are not idempotent by "
              "themselves; upsert-order is; send-email happens outside any transaction."));
}

} // namespace idem::ui
