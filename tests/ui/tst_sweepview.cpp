#include "strategypalette.h"
#include "scenario/scenariofields.h"
#include "scenario/scenarioio.h"
#include "sweep/sweepchart.h"
#include "sweep/sweepmodel.h"
#include "sweepparameter.h"
#include "sweep/sweepview.h"
#include "uitestsupport.h"

#include <QAbstractAxis>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace idem;
using namespace idem::ui;

namespace {
constexpr int kRunTimeout = 120000; // ms; the machine is shared

Scenario lostAcks(int messages)
{
    Scenario s = ScenarioIo::load(QStringLiteral("builtin:lost-acks-sqs")).scenario;
    s.messages = messages;
    return s;
}
} // namespace

class TestSweepView final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyParameterIsASweepableField();
    void integerParametersAreRounded();
    void oneSeriesPerStrategyOnePointPerValue();
    void metricSelectorSwitchesTheLines();
    void chartFollowsADarkPalette();
    void exportsCsv();
    void cancels();
    void reportsValuesTheScenarioRejects();
    void tableWritesTheValuesAsTheAxisDoes();
    void chartShowsTheRangeBeforeTheFirstSweep();
};

void TestSweepView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TestSweepView::everyParameterIsASweepableField()
{
    const Scenario s = lostAcks(20);
    QCOMPARE(SweepParameter::all().size(), 10);
    for (const SweepParameter &p : SweepParameter::all()) {
        Scenario copy = s;
        const Outcome applied = SweepRunner::apply(copy, p.path, p.from);
        QVERIFY2(applied.ok(), qPrintable(applied.error()));
        QCOMPARE(ScenarioField::find(p.path)->get(copy), p.from);
        QVERIFY2(p.from >= p.minimum && p.to <= p.maximum, qPrintable(p.path));
        QVERIFY(!p.name().isEmpty());
    }
}

void TestSweepView::integerParametersAreRounded()
{
    SweepView view;
    QVERIFY(view.setParameter(QStringLiteral("consumers.count")));
    view.setRange(1, 4, 7); // 1, 1.5, 2, 2.5, ... → 1, 2, 3, 4
    QCOMPARE(view.values(), (QVector<double>{1, 2, 3, 4}));
    QVERIFY(view.setParameter(QStringLiteral("faults.ackLost")));
    QCOMPARE(view.values().size(), SweepParameter::find(QStringLiteral("faults.ackLost"))->steps);
    QVERIFY(!view.setParameter(QStringLiteral("no.such.field")));
}

void TestSweepView::oneSeriesPerStrategyOnePointPerValue()
{
    QTemporaryDir dir;
    SweepView view;
    new QAbstractItemModelTester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest, &view);
    view.show();
    view.setScenario(lostAcks(60));
    view.setOutputFolder(dir.path());
    QVERIFY(view.setParameter(QStringLiteral("faults.ackLost")));
    view.setRange(0.0, 0.3, 4);
    const QStringList strategies{QStringLiteral("none"), QStringLiteral("cache-local"),
                                 QStringLiteral("db-insert-first")};
    view.setStrategies(strategies);
    QSignalSpy finished(&view, &SweepView::finished);
    QSignalSpy progressed(&view, &SweepView::progressed);
    view.start();
    QVERIFY(view.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kRunTimeout);
    QCOMPARE(progressed.last().at(0).toInt(), 12);
    QCOMPARE(progressed.last().at(1).toInt(), 12);

    const QList<QLineSeries *> lines = view.chart()->lines();
    QCOMPARE(lines.size(), strategies.size());
    const QVector<double> values{0.0, 0.1, 0.2, 0.3};
    for (int s = 0; s < lines.size(); ++s) {
        QCOMPARE(lines.at(s)->name(), StrategyPalette::title(strategies.at(s)));
        const QList<QPointF> points = lines.at(s)->points();
        QCOMPARE(points.size(), values.size());
        for (int v = 0; v < values.size(); ++v) {
            QVERIFY(qFuzzyCompare(1.0 + points.at(v).x(), 1.0 + values.at(v)));
            QCOMPARE(int(points.at(v).y()), view.model()->cell(v, s)->metrics.duplicateSideEffects);
        }
    }
    // No lost acks, no duplicates; more lost acks, more duplicates without dedup; none with the inbox.
    const QList<QPointF> none = lines.at(0)->points();
    QCOMPARE(none.first().y(), 0.0);
    QVERIFY(none.last().y() > 0);
    for (const QPointF &p : lines.at(2)->points())
        QCOMPARE(p.y(), 0.0);
    QVERIFY(view.chart()->chart()->title().contains(QStringLiteral("Ack-loss probability")));
}

void TestSweepView::metricSelectorSwitchesTheLines()
{
    QTemporaryDir dir;
    SweepView view;
    view.setScenario(lostAcks(40));
    view.setOutputFolder(dir.path());
    QVERIFY(view.setParameter(QStringLiteral("faults.ackLost")));
    view.setRange(0.1, 0.3, 3);
    view.setStrategies({QStringLiteral("db-insert-first")});
    QSignalSpy finished(&view, &SweepView::finished);
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kRunTimeout);
    auto *metric = view.findChild<QComboBox *>(QStringLiteral("metric"));
    QVERIFY(metric);
    QCOMPARE(metric->count(), 4);
    view.setMetric(SweepModel::Metric::DuplicatesSkipped);
    QCOMPARE(view.model()->metric(), SweepModel::Metric::DuplicatesSkipped);
    const QList<QPointF> points = view.chart()->lines().at(0)->points();
    QCOMPARE(points.size(), 3);
    for (int v = 0; v < 3; ++v)
        QCOMPARE(int(points.at(v).y()), view.model()->cell(v, 0)->metrics.duplicatesSkipped);
    QVERIFY(points.last().y() > 0);
    view.setMetric(SweepModel::Metric::LatencyP99);
    QCOMPARE(view.chart()->lines().at(0)->points().at(0).y(), view.model()->cell(0, 0)->metrics.latencyP99Ms);
    QVERIFY(view.chart()->chart()->title().startsWith(QStringLiteral("Latency p99")));
}

void TestSweepView::chartFollowsADarkPalette()
{
    // The sweep's chart on a dark desktop: the palette's Base behind it and
    // its Text for the title and the axes (4.5:1), not Qt Charts' white.
    const QPalette before = QApplication::palette();
    QApplication::setPalette(uitestsupport::darkPalette());
    const auto restore = qScopeGuard([&before] { QApplication::setPalette(before); });
    SweepView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QChart *chart = view.chart()->chart();
    const QColor base = view.chart()->palette().color(QPalette::Base);
    QCOMPARE(base, uitestsupport::darkPalette().color(QPalette::Base));
    QCOMPARE(chart->backgroundBrush().color(), base);
    QVERIFY(uitestsupport::contrast(chart->titleBrush().color(), base) >= 4.5);
    QVERIFY(!chart->axes().isEmpty());
    for (QAbstractAxis *axis : chart->axes()) {
        QVERIFY(uitestsupport::contrast(axis->labelsBrush().color(), base) >= 4.5);
        QVERIFY(uitestsupport::contrast(axis->titleBrush().color(), base) >= 4.5);
    }
    const QImage image = view.chart()->grab().toImage();
    int light = 0;
    int all = 0;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4) {
            light += image.pixelColor(x, y).lightness() > 200;
            ++all;
        }
    }
    QVERIFY2(light * 10 < all, qPrintable(QStringLiteral("%1 of %2 pixels light").arg(light).arg(all)));
}

void TestSweepView::exportsCsv()
{
    QTemporaryDir dir;
    SweepView view;
    const QString csvPath = dir.filePath(QStringLiteral("out/sweep.csv"));
    QVERIFY(!view.exportCsv(csvPath).isEmpty()); // nothing to export yet
    view.setScenario(lostAcks(30));
    view.setOutputFolder(dir.filePath(QStringLiteral("runs")));
    QVERIFY(view.setParameter(QStringLiteral("strategy.cacheTtlMs")));
    view.setRange(1000, 5000, 2);
    view.setStrategies({QStringLiteral("cache-local"), QStringLiteral("hybrid")});
    QSignalSpy finished(&view, &SweepView::finished);
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kRunTimeout);
    QDir().mkpath(dir.filePath(QStringLiteral("out")));
    QCOMPARE(view.exportCsv(csvPath), QString());
    QFile file(csvPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QCOMPARE(csv, SweepRunner::csv(QStringLiteral("strategy.cacheTtlMs"), view.model()->outcome().cells));
    QCOMPARE(csv.count('\n'), 5); // header + 2 values × 2 strategies
    QVERIFY(csv.startsWith("strategy.cacheTtlMs,strategy,"));
}

void TestSweepView::cancels()
{
    QTemporaryDir dir;
    SweepView view;
    view.setScenario(lostAcks(100000));
    view.setOutputFolder(dir.path());
    QVERIFY(view.setParameter(QStringLiteral("faults.ackLost")));
    view.setRange(0.0, 0.5, 20);
    view.setStrategies({QStringLiteral("none"), QStringLiteral("db-insert-first")});
    QSignalSpy cancelled(&view, &SweepView::cancelled);
    QSignalSpy started(&view, &SweepView::started);
    view.start();
    QCOMPARE(started.count(), 1);
    view.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, kRunTimeout);
    QVERIFY(!view.isRunning());
    QCOMPARE(view.model()->rowCount(), 0); // a cancelled sweep draws nothing
    QCOMPARE(view.findChild<QLabel *>(QStringLiteral("status"))->text(), QStringLiteral("Cancelled."));
}

void TestSweepView::reportsValuesTheScenarioRejects()
{
    QTemporaryDir dir;
    SweepView view;
    view.show();
    Scenario s = lostAcks(20);
    s.consumers.prefetch = 4;
    s.consumers.ackEvery = 4; // prefetch below 4 is rejected by the scenario's own checks
    view.setScenario(s);
    view.setOutputFolder(dir.path());
    QVERIFY(view.setParameter(QStringLiteral("consumers.prefetch")));
    view.setRange(2, 4, 3);
    view.setStrategies({QStringLiteral("none")});
    QSignalSpy failed(&view, &SweepView::failed);
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kRunTimeout);
    auto *error = view.findChild<QLabel *>(QStringLiteral("error"));
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QStringLiteral("ackEvery")), qPrintable(error->text()));
    // The value that did run is still drawn.
    QCOMPARE(view.model()->rowCount(), 3);
    QVERIFY(view.model()->metricValue(2, 0).isValid());
    QVERIFY(!view.model()->metricValue(0, 0).isValid());
}

// Seen in the second walk: the Persian sweep of the cache TTL listed its
// values as "۱۰۰۰", "۹۴۲۹", "۱۷۸۵۷" beside an axis and spin boxes reading
// "۱٬۰۰۰", "۹٬۴۲۹". The table writes each swept value as they do: grouped,
// with the parameter's decimals, in the window's digits.
void TestSweepView::tableWritesTheValuesAsTheAxisDoes()
{
    QLocale::setDefault(QLocale(QStringLiteral("fa")));
    const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
    QTemporaryDir dir;
    SweepView view;
    view.show();
    view.setScenario(lostAcks(10));
    view.setOutputFolder(dir.path());
    QVERIFY(view.setParameter(QStringLiteral("strategy.cacheTtlMs")));
    view.setRange(1000, 60000, 8);
    view.setStrategies({QStringLiteral("cache-local")});
    QSignalSpy finished(&view, &SweepView::finished);
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kRunTimeout);
    auto *table = view.findChild<QTableView *>(QStringLiteral("sweepTable"));
    QVERIFY(table);
    QCOMPARE(view.model()->rowCount(), 8);
    const QLocale persian(QStringLiteral("fa"));
    // The locale an item view hands its delegate: Qt's views drop the group
    // separator from it.
    QLocale shown = table->locale();
    shown.setNumberOptions(QLocale::OmitGroupSeparator);
    for (int row = 0; row < view.model()->rowCount(); ++row) {
        const QModelIndex index = view.model()->index(row, SweepModel::valueColumn());
        const double value = index.data(Qt::EditRole).toDouble();
        auto *delegate = qobject_cast<QStyledItemDelegate *>(table->itemDelegateForIndex(index));
        QVERIFY(delegate);
        QCOMPARE(delegate->displayText(index.data(), shown), persian.toString(value, 'f', 0));
    }
    // 9 428.57…: grouped, rounded as the axis's "%.0f" label.
    const QModelIndex second = view.model()->index(1, SweepModel::valueColumn());
    QCOMPARE(qobject_cast<QStyledItemDelegate *>(table->itemDelegateForIndex(second))->displayText(second.data(), shown),
             QString::fromUtf8("۹٬۴۲۹"));
}

// Seen in the second walk: before the first sweep the chart's axis ran from
// 0.00 to 1.00 with no title while the dock was set to vary the cache TTL
// from 1 000 to 60 000 ms. The axis shows the chosen parameter and range, and
// follows a change of either.
void TestSweepView::chartShowsTheRangeBeforeTheFirstSweep()
{
    SweepView view;
    view.setScenario(lostAcks(10));
    const QString path = QStringLiteral("strategy.cacheTtlMs");
    QVERIFY(view.setParameter(path));
    view.setRange(1000, 60000, 8);
    const auto axis = [&view] {
        const QList<QAbstractAxis *> axes = view.chart()->chart()->axes(Qt::Horizontal);
        return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.first());
    };
    QVERIFY(axis());
    QCOMPARE(view.model()->rowCount(), 0);
    QCOMPARE(axis()->min(), 1000.0);
    QCOMPARE(axis()->max(), 60000.0);
    QCOMPARE(axis()->titleText(), SweepParameter::find(path)->title());
    QCOMPARE(axis()->tickCount(), 8);
    QVERIFY(view.setParameter(QStringLiteral("faults.ackLost")));
    view.setRange(0.0, 0.3, 4);
    QCOMPARE(axis()->min(), 0.0);
    QCOMPARE(axis()->max(), 0.3);
    QCOMPARE(axis()->titleText(), SweepParameter::find(QStringLiteral("faults.ackLost"))->title());
    QVERIFY(view.chart()->chart()->title().contains(SweepParameter::find(QStringLiteral("faults.ackLost"))->name()));
}

QTEST_MAIN(TestSweepView)
#include "tst_sweepview.moc"
