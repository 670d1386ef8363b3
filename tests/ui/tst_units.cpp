// Units read the same everywhere in one language: a Turkish reader sees
// "sn" on the compare chart's axis, in the timeline's ruler, in a report's
// figure and in every "12,400 sn", never an English "(s)" beside them; a
// Persian reader sees ثانیه and میلی‌ثانیه with Persian digits.

#include "compare/duplicatechart.h"
#include "compare/duplicatecurvemodel.h"
#include "sweep/sweepmodel.h"
#include "timeline/timelineruler.h"
#include "uiformat.h"
#include "uitestsupport.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QTest>
#include <QTranslator>

using namespace idem;
using namespace idem::ui;

class TestUnits final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { uitestsupport::pinEnvironment(); }
    void oneSpellingPerUnit_data();
    void oneSpellingPerUnit();
    void cleanup();

private:
    void useLanguage(const QString &name);
    QTranslator *m_translator = nullptr;
};

void TestUnits::useLanguage(const QString &name)
{
    cleanup();
    const QLocale locale(name);
    QLocale::setDefault(locale);
    m_translator = new QTranslator;
    const QString qm = QStringLiteral(QM_DIR "/idemlab_%1.qm").arg(name.section(QLatin1Char('_'), 0, 0));
    QVERIFY2(m_translator->load(qm), qPrintable(qm + QStringLiteral(": cannot load")));
    QCoreApplication::installTranslator(m_translator);
}

void TestUnits::cleanup()
{
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator);
        delete m_translator;
        m_translator = nullptr;
    }
    QLocale::setDefault(QLocale::c());
}

void TestUnits::oneSpellingPerUnit_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("seconds");
    QTest::addColumn<QString>("milliseconds");
    QTest::addColumn<QString>("twelveSeconds"); // 12.4 s as a duration
    QTest::newRow("tr") << QStringLiteral("tr_TR") << QStringLiteral("sn") << QStringLiteral("ms")
                        << QStringLiteral("12,4 sn");
    QTest::newRow("fa") << QStringLiteral("fa_IR") << QString::fromUtf8("ثانیه")
                        << QString::fromUtf8("میلی‌ثانیه") << QString::fromUtf8("۱۲٫۴ ثانیه");
}

void TestUnits::oneSpellingPerUnit()
{
    QFETCH(QString, language);
    QFETCH(QString, seconds);
    QFETCH(QString, milliseconds);
    QFETCH(QString, twelveSeconds);
    useLanguage(language);
    const QString inParens = QLatin1Char('(') + seconds + QLatin1Char(')');

    QCOMPARE(UiFormat::unit(UiFormat::Unit::Seconds), seconds);
    QCOMPARE(UiFormat::duration(12400), twelveSeconds);
    QVERIFY2(UiFormat::seconds(12400000).endsWith(QLatin1Char(' ') + seconds), qPrintable(UiFormat::seconds(12400000)));
    QVERIFY(UiFormat::milliseconds(30).endsWith(QLatin1Char(' ') + milliseconds));
    QVERIFY(UiFormat::localizeNumbers(QStringLiteral("TTL 10 s")).endsWith(QLatin1Char(' ') + seconds));

    // The compare chart's time axis and the curve table's header.
    DuplicateCurveModel curves;
    DuplicateChart chart(&curves);
    const QList<QAbstractAxis *> axes = chart.chart()->axes(Qt::Horizontal);
    QCOMPARE(axes.size(), 1);
    QVERIFY2(axes.first()->titleText().endsWith(inParens), qPrintable(axes.first()->titleText()));
    QVERIFY(!axes.first()->titleText().contains(QLatin1String("(s)")));

    // The timeline's ruler, its tooltips and durations.
    QVERIFY(TimelineRuler::tickLabel(5000000, 1000000, QLocale()).endsWith(QLatin1Char(' ') + seconds));
    QVERIFY(TimelineRuler::formatTime(5000000, QLocale()).endsWith(QLatin1Char(' ') + seconds));
    QVERIFY(TimelineRuler::formatDuration(350000, QLocale()).endsWith(QLatin1Char(' ') + milliseconds));

    // The sweep's latency column and the schedule editor's spin box.
    const QString latency = SweepModel::metricName(SweepModel::Metric::LatencyP99);
    QVERIFY2(latency.endsWith(QLatin1Char('(') + milliseconds + QLatin1Char(')')), qPrintable(latency));
    QCOMPARE(UiFormat::unitSuffix(UiFormat::Unit::Milliseconds), QLatin1Char(' ') + milliseconds);
}

QTEST_MAIN(TestUnits)
#include "tst_units.moc"
