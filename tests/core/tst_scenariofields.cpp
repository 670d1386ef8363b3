#include "run/sweeprunner.h"
#include "scenario/brokerprofile.h"
#include "scenario/scenariofields.h"
#include "scenario/scenarioio.h"

#include <QTest>

using namespace idem;

// The field table is the one place a numeric scenario field is described:
// every row must be read, written, range-checked and sweepable through it.
class TestScenarioFields : public QObject
{
    Q_OBJECT
private slots:
    void pathsAreUniqueAndDefaultsInRange();
    void everyFieldRoundTrips_data();
    void everyFieldRoundTrips();
    void everyFieldIsRangeChecked_data();
    void everyFieldIsRangeChecked();
    void sweepChangesTheFieldItNames();
};

namespace {
// A scenario where every field may take its extremes without tripping a
// cross-field rule (Kafka has partitions; ackEvery ≤ prefetch).
Scenario roomy()
{
    Scenario s;
    s.broker.profile = QStringLiteral("kafka");
    s.consumers.prefetch = 1000;
    return s;
}

void addFieldRows()
{
    QTest::addColumn<QString>("path");
    for (const ScenarioField &f : ScenarioField::all())
        QTest::newRow(f.path) << QString::fromLatin1(f.path);
}

double otherValue(const ScenarioField &f, const Scenario &s)
{
    const double now = f.get(s);
    switch (f.type) {
    case FieldType::Flag: return now != 0 ? 0 : 1;
    case FieldType::Probability: return now == 0.25 ? 0.5 : 0.25;
    default: return now == f.maximum ? f.minimum : f.maximum;
    }
}
} // namespace

void TestScenarioFields::pathsAreUniqueAndDefaultsInRange()
{
    QStringList seen;
    for (const ScenarioField &f : ScenarioField::all()) {
        const QString path = QString::fromLatin1(f.path);
        QVERIFY2(!seen.contains(path), f.path);
        seen.append(path);
        QCOMPARE(ScenarioField::find(f.jsonPath()), &f);
        QVERIFY2(f.check(f.defaultValue()).ok(), f.path);
        QVERIFY2(!f.labelText().isEmpty() && !f.helpText().isEmpty(), f.path);
        if (f.isSweepable())
            QVERIFY2(f.sweepFrom >= f.minimum && f.sweepTo <= f.maximum && f.sweepFrom < f.sweepTo, f.path);
    }
    QVERIFY(!ScenarioField::find(QStringLiteral("effect")));
}

void TestScenarioFields::everyFieldRoundTrips_data()
{
    addFieldRows();
}

// A value set in memory is written to the file and read back unchanged.
void TestScenarioFields::everyFieldRoundTrips()
{
    QFETCH(QString, path);
    const ScenarioField *f = ScenarioField::find(path);
    QVERIFY(f);
    Scenario s = roomy();
    // A field only some profiles have (message groups) is set on one of them.
    if (!f->appliesToProfile(s.broker.profile)) {
        s.broker.profile = f->profilesItAppliesTo().value(0);
        BrokerProfile::applyDefaults(s.broker);
    }
    const double value = otherValue(*f, s);
    f->set(s, value);
    QCOMPARE(ScenarioIo::validate(s), QStringList());
    const QByteArray json = ScenarioIo::toJson(s);
    const ScenarioLoadResult back = ScenarioIo::parse(json, QStringLiteral("field.json"));
    QVERIFY2(back.ok(), qPrintable(back.errors.join(QLatin1Char('\n'))));
    QCOMPARE(f->get(back.scenario), value);
    QVERIFY(back.scenario == s);
}

void TestScenarioFields::everyFieldIsRangeChecked_data()
{
    addFieldRows();
}

// Out of range in a file: an error with the file, the line and the path;
// out of range in memory (an editor, a sweep): the validator names the path.
void TestScenarioFields::everyFieldIsRangeChecked()
{
    QFETCH(QString, path);
    const ScenarioField *f = ScenarioField::find(path);
    QVERIFY(f);
    const double bad = f->type == FieldType::Flag ? 2 : f->maximum + 1;
    Scenario s = roomy();
    f->set(s, bad);
    if (f->type != FieldType::Flag) {
        const QStringList problems = ScenarioIo::validate(s);
        QVERIFY2(!problems.isEmpty() && problems.first().startsWith(f->jsonPath() + QLatin1Char(':')),
                 qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The same value written into a file by hand.
    QByteArray json = ScenarioIo::toJson(roomy());
    const QString key = QLatin1Char('"') + f->key() + QStringLiteral("\": ");
    const QString group = f->group();
    qsizetype at = 0;
    for (const QString &part : group.split(QLatin1Char('.'), Qt::SkipEmptyParts))
        at = json.indexOf('"' + part.toUtf8() + '"', at);
    at = json.indexOf(key.toUtf8(), qMax<qsizetype>(0, at));
    QVERIFY2(at >= 0, f->path);
    const qsizetype end = json.indexOf('\n', at);
    const QByteArray replacement = key.toUtf8() + (f->type == FieldType::Flag ? QByteArray("2") : QByteArray::number(bad, 'f', 0));
    const bool comma = json.at(end - 1) == ',';
    json.replace(at, end - at, replacement + (comma ? "," : ""));
    const ScenarioLoadResult loaded = ScenarioIo::parse(json, QStringLiteral("bad.json"));
    QCOMPARE(loaded.errors.size(), 1);
    const QString line = QString::number(json.left(at).count('\n') + 1);
    QVERIFY2(loaded.errors.first().startsWith(QStringLiteral("bad.json:%1: %2:").arg(line, f->jsonPath())),
             qPrintable(loaded.errors.first()));
}

// The sweep sets a field through its row, not through a JSON round trip.
void TestScenarioFields::sweepChangesTheFieldItNames()
{
    for (const ScenarioField &f : ScenarioField::all()) {
        if (!f.isSweepable())
            continue;
        Scenario s = roomy();
        const Outcome applied = SweepRunner::apply(s, QString::fromLatin1(f.path), f.sweepTo);
        QVERIFY2(applied.ok(), qPrintable(applied.error()));
        QCOMPARE(f.get(s), f.sweepTo);
        Scenario t = roomy();
        const Outcome refused = SweepRunner::apply(t, QString::fromLatin1(f.path), f.maximum + 1);
        QVERIFY2(refused.error().startsWith(f.jsonPath()), qPrintable(refused.error()));
        QVERIFY(t == roomy());
    }
}

QTEST_GUILESS_MAIN(TestScenarioFields)
#include "tst_scenariofields.moc"
