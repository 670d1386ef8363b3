#include "editor/scenariodocument.h"
#include "editor/scenarioeditor.h"
#include "scenario/scenariofields.h"
#include "sweepparameter.h"
#include "uitestsupport.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTest>

using namespace idem;
using namespace idem::ui;

// Every row of the core's field table shows up in the editor with the
// table's range and help, and every sweepable row in the sweep's list.
class TestFieldTable : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void editorHasAWidgetPerField();
    void sweepListsTheSweepableFields();
};

void TestFieldTable::initTestCase()
{
    uitestsupport::pinEnvironment();
}

void TestFieldTable::editorHasAWidgetPerField()
{
    ScenarioDocument doc;
    ScenarioEditor editor(&doc);
    for (const ScenarioField &f : ScenarioField::all()) {
        QWidget *w = editor.fieldWidget(f.jsonPath());
        QVERIFY2(w, f.path);
        QCOMPARE(w->toolTip(), f.helpText());
        if (auto *spin = qobject_cast<QSpinBox *>(w)) {
            QCOMPARE(spin->minimum(), int(f.minimum));
            QCOMPARE(spin->maximum(), int(f.maximum));
            QCOMPARE(spin->value(), int(f.defaultValue()));
        } else if (auto *real = qobject_cast<QDoubleSpinBox *>(w)) {
            const double scale = f.type == FieldType::Probability ? 100.0 : 1.0;
            QCOMPARE(real->minimum(), f.minimum * scale);
            QCOMPARE(real->maximum(), f.maximum * scale);
            QCOMPARE(real->value(), f.defaultValue() * scale);
        } else {
            auto *box = qobject_cast<QCheckBox *>(w);
            QVERIFY2(box && f.type == FieldType::Flag, f.path);
            QCOMPARE(box->isChecked(), f.defaultValue() != 0);
        }
    }
}

void TestFieldTable::sweepListsTheSweepableFields()
{
    int sweepable = 0;
    for (const ScenarioField &f : ScenarioField::all()) {
        const SweepParameter *p = SweepParameter::find(QString::fromLatin1(f.path));
        QCOMPARE(p != nullptr, f.isSweepable());
        if (!p)
            continue;
        ++sweepable;
        QCOMPARE(p->minimum, f.minimum);
        QCOMPARE(p->maximum, f.maximum);
        QCOMPARE(p->isInteger(), f.isInteger());
    }
    QCOMPARE(SweepParameter::all().size(), sweepable);
}

QTEST_MAIN(TestFieldTable)
#include "tst_fieldtable.moc"
