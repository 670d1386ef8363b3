#include "editor/editorgroup.h"
#include "editor/scenariodocument.h"
#include "editor/scenarioeditor.h"
#include "run/sweeprunner.h"
#include "scenario/scenariofields.h"
#include "scenario/scenarioio.h"
#include "sweepparameter.h"
#include "sweep/sweepview.h"
#include "uitestsupport.h"

#include <QComboBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSpinBox>
#include <QTest>

using namespace idem;
using namespace idem::ui;

// The issue's check: a new field added to the schema in one place is seen
// by the reader, the writer, the validator, the editor and the sweep. The
// field below exists only in this test: one row added to the core's field
// table, nothing else. Its value lives in this file (a real field's lives in
// its Scenario member), so each test sets it before it looks.
namespace {
double g_jitter = 0;

const char *const kPath = "consumers.testOnlyJitterMs";

ScenarioField testField()
{
    return {kPath, FieldType::Millis, 0, 5000, "ms", "Test-only jitter", "test-only jitter",
            "A field that exists only in tst_newfield.", "", FieldScope::Always,
            [](const Scenario &) { return g_jitter; }, [](Scenario &, double v) { g_jitter = v; },
            0, 1000, 5, "Test-only jitter"};
}

QString path()
{
    return QString::fromLatin1(kPath);
}
} // namespace

class TestNewField : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void readerParsesIt();
    void writerWritesIt();
    void validatorRefusesOutOfRange();
    void fileWithOutOfRangeValueIsRefused();
    void editorShowsAndEditsIt();
    void sweepOffersIt();
};

void TestNewField::initTestCase()
{
    uitestsupport::pinEnvironment();
    // Before anything reads the table: the one place the field is added.
    ScenarioField::addForTest(testField());
    QVERIFY(ScenarioField::find(path()));
}

void TestNewField::readerParsesIt()
{
    g_jitter = 0;
    const QByteArray json = R"({"schemaVersion": 1, "consumers": {"count": 2, "testOnlyJitterMs": 1234}})";
    const ScenarioLoadResult loaded = ScenarioIo::parse(json, QStringLiteral("jitter.json"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QCOMPARE(g_jitter, 1234.0);
    QCOMPARE(loaded.scenario.consumers.count, 2);
}

void TestNewField::writerWritesIt()
{
    g_jitter = 777;
    const QByteArray json = ScenarioIo::toJson(Scenario());
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    QCOMPARE(root.value(QStringLiteral("consumers")).toObject().value(QStringLiteral("testOnlyJitterMs")).toDouble(),
             777.0);
    // And what was written reads back.
    g_jitter = 0;
    QVERIFY(ScenarioIo::parse(json, QStringLiteral("back.json")).ok());
    QCOMPARE(g_jitter, 777.0);
}

void TestNewField::validatorRefusesOutOfRange()
{
    g_jitter = 5001;
    const QStringList problems = ScenarioIo::validate(Scenario());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first(), QStringLiteral("$.consumers.testOnlyJitterMs: expected an integer from 0 to 5000, got 5001"));
    g_jitter = 5000;
    QCOMPARE(ScenarioIo::validate(Scenario()), QStringList());
}

void TestNewField::fileWithOutOfRangeValueIsRefused()
{
    g_jitter = 0;
    const QByteArray json = "{\n  \"schemaVersion\": 1,\n  \"consumers\": {\n    \"testOnlyJitterMs\": 9999\n  }\n}\n";
    const ScenarioLoadResult loaded = ScenarioIo::parse(json, QStringLiteral("bad.json"));
    QCOMPARE(loaded.errors.size(), 1);
    QVERIFY2(loaded.errors.first().startsWith(QStringLiteral("bad.json:4: $.consumers.testOnlyJitterMs:")),
             qPrintable(loaded.errors.first()));
}

void TestNewField::editorShowsAndEditsIt()
{
    g_jitter = 300;
    ScenarioDocument doc;
    ScenarioEditor editor(&doc);
    auto *box = qobject_cast<QSpinBox *>(editor.fieldWidget(QStringLiteral("$.") + path()));
    QVERIFY(box);
    QCOMPARE(box->minimum(), 0);
    QCOMPARE(box->maximum(), 5000);
    QCOMPARE(box->value(), 300);
    QCOMPARE(box->toolTip(), QStringLiteral("A field that exists only in tst_newfield."));
    // In the Consumers group, under its label.
    EditorGroup *group = nullptr;
    for (QWidget *w = box->parentWidget(); w && !group; w = w->parentWidget())
        group = qobject_cast<EditorGroup *>(w);
    QVERIFY(group);
    QCOMPARE(group->pathPrefix(), QStringLiteral("$.consumers"));
    auto *form = group->findChild<QFormLayout *>();
    QVERIFY(form);
    auto *label = qobject_cast<QLabel *>(form->labelForField(box));
    QVERIFY(label);
    QCOMPARE(label->text(), QStringLiteral("Test-only jitter"));
    // A user's edit goes through the field's own setter.
    box->setValue(450);
    QCOMPARE(g_jitter, 450.0);
}

void TestNewField::sweepOffersIt()
{
    g_jitter = 0;
    const SweepParameter *p = SweepParameter::find(path());
    QVERIFY(p);
    QCOMPARE(p->from, 0.0);
    QCOMPARE(p->to, 1000.0);
    QCOMPARE(p->steps, 5);
    SweepView view;
    auto *parameter = view.findChild<QComboBox *>(QStringLiteral("parameter"));
    QVERIFY(parameter);
    QVERIFY(parameter->findData(path()) >= 0);
    // The sweep sets it through the row, and refuses a value out of range.
    Scenario s;
    const Outcome applied = SweepRunner::apply(s, path(), 600);
    QVERIFY2(applied.ok(), qPrintable(applied.error()));
    QCOMPARE(g_jitter, 600.0);
    QVERIFY(SweepRunner::apply(s, path(), 6000).error().startsWith(QStringLiteral("$.consumers.testOnlyJitterMs:")));
}

QTEST_MAIN(TestNewField)
#include "tst_newfield.moc"
