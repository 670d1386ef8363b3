#include "compare/chartlegend.h"
#include "compare/chartstyle.h"
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "compare/duplicatechart.h"
#include "compare/duplicatecurvemodel.h"
#include "compare/outcomechart.h"
#include "strategypalette.h"
#include "compare/strategypicker.h"
#include "compare/timelinepair.h"
#include "compare/simvsrealview.h"
#include "scenario/brokerprofile.h"
#include "run/simulation.h"
#include "scenario/scenarioio.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QHorizontalBarSeries>
#include <QBarSet>
#include <QRegularExpression>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTabWidget>
#include <QTest>
#include <memory>

using namespace idem;
using namespace idem::ui;

namespace {
constexpr int kRunTimeout = 120000; // ms; eight strategies share two busy cores

RunResult single(const Scenario &base, const QString &strategy, const QTemporaryDir &dir)
{
    Scenario s = base;
    s.strategy.id = strategy;
    Simulation sim(s, dir.filePath(QStringLiteral("single-%1.sqlite").arg(strategy)));
    return sim.run();
}
} // namespace

class TestCompareView final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void modelMatchesSingleRuns();
    void cumulativeDuplicatesEndAtTheRunsTotal();
    void curveStepsAndThinning_data();
    void curveStepsAndThinning();
    void barsAreTheModelsOutcomeColumns();
    void chartAxesAreNumberedInTheLanguagesDigits();
    void outcomeChartNamesEveryStrategyInFull();
    void equalCurvesShowEveryColour();
    void everyStrategyHasABarOrAWord_data();
    void everyStrategyHasABarOrAWord();
    void chartsFollowADarkPalette();
    void legendsNameEverySeriesInFull_data();
    void legendsNameEverySeriesInFull();
    void simVsRealNamesTheScenariosBroker_data();
    void simVsRealNamesTheScenariosBroker();
    void simVsRealBandLabelsAreLegible();
    void timelinesShowTwoChosenStrategies();
    void stackedTimelinesGetEqualRoom();
    void databasePathIsShown();
    void exportsJsonCsvAndPngs();
    void cancels();
    void showsErrors();
    void refusesToRunWithoutStrategies();
    void writesUnderTheRunsFolderByDefault();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<CompareView> m_view;
    Scenario m_scenario;
};

void TestCompareView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:lost-acks-sqs"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    m_scenario = loaded.scenario;

    // One comparison of every strategy, shared by the tests that read it.
    m_view = std::make_unique<CompareView>();
    new QAbstractItemModelTester(m_view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 m_view.get());
    new QAbstractItemModelTester(m_view->curveModel(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 m_view.get());
    m_view->resize(1400, 1000);
    m_view->show();
    m_view->setScenario(m_scenario);
    m_view->setOutputFolder(m_dir.filePath(QStringLiteral("compare")));
    QCOMPARE(m_view->strategies(), vocab::strategies()); // all eight by default
    QSignalSpy finished(m_view.get(), &CompareView::finished);
    QSignalSpy failed(m_view.get(), &CompareView::failed);
    QSignalSpy progressed(m_view.get(), &CompareView::progressed);
    m_view->start();
    QVERIFY(m_view->isRunning());
    QCOMPARE(m_view->model()->rowCount(), 8); // pending rows while it runs
    QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), 1, kRunTimeout);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
    QVERIFY(!m_view->isRunning());
    QVERIFY(!progressed.isEmpty());
}

void TestCompareView::cleanupTestCase()
{
    m_view.reset();
}

void TestCompareView::modelMatchesSingleRuns()
{
    const ComparisonModel *model = m_view->model();
    QCOMPARE(model->rowCount(), 8);
    const auto cell = [model](int row, int column) {
        return model->data(model->index(row, column), ComparisonModel::ValueRole);
    };
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString id = model->strategyId(row);
        QCOMPARE(id, vocab::strategies().at(row));
        QCOMPARE(model->state(row), ComparisonModel::State::Done);
        const RunResult alone = single(m_scenario, id, m_dir);
        QVERIFY2(alone.error.isEmpty(), qPrintable(alone.error));
        QCOMPARE(cell(row, ComparisonModel::TraceHash).toString(), alone.trace.hashHex());
        QCOMPARE(cell(row, ComparisonModel::DuplicateSideEffects).toInt(), alone.metrics.duplicateSideEffects);
        QCOMPARE(cell(row, ComparisonModel::SkippedDuplicates).toInt(), alone.metrics.duplicatesSkipped);
        QCOMPARE(cell(row, ComparisonModel::Lost).toInt(), alone.metrics.lost);
        QCOMPARE(cell(row, ComparisonModel::DeadLettered).toInt(), alone.metrics.deadLettered);
        QCOMPARE(cell(row, ComparisonModel::DbTransactions).toInt(), alone.metrics.dbTransactions);
        QCOMPARE(cell(row, ComparisonModel::Rollbacks).toInt(), alone.metrics.rollbacks);
        QCOMPARE(cell(row, ComparisonModel::LatencyP99).toDouble(), alone.metrics.latencyP99Ms);
        QCOMPARE(cell(row, ComparisonModel::Verdict).toBool(), alone.valid);
        // Display: counts stay numbers (the view formats them), verdicts are words.
        QCOMPARE(model->data(model->index(row, ComparisonModel::DuplicateSideEffects)).toInt(),
                 alone.metrics.duplicateSideEffects);
        QCOMPARE(model->index(row, ComparisonModel::Verdict).data().toString(),
                 alone.valid ? QStringLiteral("valid") : QStringLiteral("invalid"));
    }
    // The scenario teaches exactly this difference.
    const int none = model->rowOf(QStringLiteral("none"));
    const int claim = model->rowOf(QStringLiteral("db-insert-first"));
    QVERIFY(cell(none, ComparisonModel::DuplicateSideEffects).toInt() > 0);
    QCOMPARE(cell(claim, ComparisonModel::DuplicateSideEffects).toInt(), 0);
    QVERIFY(cell(claim, ComparisonModel::SkippedDuplicates).toInt() > 0);
    // A strategy without a cache has no hit rate.
    QVERIFY(!cell(none, ComparisonModel::CacheHitRate).isValid());
    QCOMPARE(model->index(none, ComparisonModel::CacheHitRate).data().toString(), QStringLiteral("n/a"));
    QVERIFY(cell(model->rowOf(QStringLiteral("hybrid")), ComparisonModel::CacheHitRate).isValid());
}

void TestCompareView::cumulativeDuplicatesEndAtTheRunsTotal()
{
    const auto *chart = m_view->findChild<DuplicateChart *>(QStringLiteral("duplicatesChart"));
    QVERIFY(chart);
    const QList<QLineSeries *> lines = chart->lines();
    QCOMPARE(lines.size(), 8);
    const QVector<RunPtr> runs = m_view->results();
    QCOMPARE(runs.size(), 8);
    for (int i = 0; i < lines.size(); ++i) {
        const QList<QPointF> points = lines.at(i)->points();
        QVERIFY(points.size() >= 2);
        QCOMPARE(points.first(), QPointF(0, 0));
        QCOMPARE(int(points.last().y()), runs.at(i)->metrics.duplicateSideEffects);
        QCOMPARE(lines.at(i)->name(), m_view->model()->index(i, ComparisonModel::Strategy).data().toString());
        for (int p = 1; p < points.size(); ++p) {
            QVERIFY(points.at(p).x() >= points.at(p - 1).x()); // time runs forward
            QVERIFY(points.at(p).y() >= points.at(p - 1).y()); // a cumulative count never falls
        }
    }
}

void TestCompareView::curveStepsAndThinning_data()
{
    QTest::addColumn<int>("duplicates");
    QTest::addColumn<int>("maxSteps");
    QTest::addColumn<int>("expectedPoints");
    QTest::newRow("none") << 0 << 100 << 2;         // (0,0) and the end
    QTest::newRow("one") << 1 << 100 << 4;          // a single step
    QTest::newRow("within limit") << 50 << 100 << 102;
    QTest::newRow("thinned") << 1000 << 100 << 202; // every 10th step
    QTest::newRow("thinned, uneven") << 1005 << 100 << 186; // every 11th step, and the last
}

void TestCompareView::curveStepsAndThinning()
{
    QFETCH(int, duplicates);
    QFETCH(int, maxSteps);
    QFETCH(int, expectedPoints);
    RunResult run;
    const quint8 consumer = kFirstConsumerActor;
    for (int i = 0; i < duplicates; ++i) {
        run.trace.append(SimTime(i) * 1000, TraceKind::SideEffect, consumer, quint32(i), 1, 0); // first effect
        run.trace.append(SimTime(i) * 1000 + 500, TraceKind::SideEffect, consumer, quint32(i), 2, 1);
    }
    run.metrics.virtualDurationMs = duplicates + 10.0;
    const QVector<QPointF> curve = DuplicateCurveModel::curve(run, maxSteps);
    QCOMPARE(curve.size(), expectedPoints);
    QVERIFY((curve.size() - 2) / 2 <= maxSteps);
    QCOMPARE(int(curve.last().y()), duplicates);
    QCOMPARE(curve.last().x(), (duplicates + 10.0) / 1000.0);
}

void TestCompareView::barsAreTheModelsOutcomeColumns()
{
    const auto *chart = m_view->findChild<OutcomeChart *>(QStringLiteral("outcomesChart"));
    QVERIFY(chart);
    const QList<QBarSet *> sets = chart->series()->barSets();
    QCOMPARE(sets.size(), 4);
    const ComparisonModel *model = m_view->model();
    for (int s = 0; s < sets.size(); ++s) {
        const int column = ComparisonModel::DuplicateSideEffects + s;
        QCOMPARE(sets.at(s)->label(), model->headerData(column, Qt::Horizontal).toString());
        QCOMPARE(sets.at(s)->count(), model->rowCount());
        // Drawn bottom-up, so the first row is the last category (on top).
        const int rows = model->rowCount();
        for (int row = 0; row < rows; ++row)
            QCOMPARE(int(sets.at(s)->at(rows - 1 - row)),
                     model->index(row, column).data(ComparisonModel::ValueRole).toInt());
    }
}

namespace {
QStringList sceneTexts(const QChartView *view)
{
    QStringList texts;
    for (QGraphicsItem *item : view->scene()->items()) {
        if (const auto *text = dynamic_cast<QGraphicsTextItem *>(item))
            texts << text->toPlainText();
    }
    return texts;
}
} // namespace

void TestCompareView::chartAxesAreNumberedInTheLanguagesDigits()
{
    // Localized axis labels need an explicit precision in their format; with
    // "%d" Qt Charts silently drew no numbers at all.
    auto *outcomes = m_view->findChild<OutcomeChart *>(QStringLiteral("outcomesChart"));
    auto *duplicates = m_view->findChild<DuplicateChart *>(QStringLiteral("duplicatesChart"));
    QVERIFY(outcomes && duplicates);
    for (QChartView *chart : {static_cast<QChartView *>(outcomes), static_cast<QChartView *>(duplicates)}) {
        QTRY_VERIFY2(sceneTexts(chart).contains(QStringLiteral("0")), qPrintable(sceneTexts(chart).join(u'|')));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Persian, QLocale::Iran));
        ChartStyle::localize(chart->chart());
        QLocale::setDefault(before);
        QTRY_VERIFY2(sceneTexts(chart).contains(QStringLiteral("۰")), qPrintable(sceneTexts(chart).join(u'|')));
        QVERIFY(!sceneTexts(chart).contains(QStringLiteral("0")));
        ChartStyle::localize(chart->chart());
        QTRY_VERIFY(sceneTexts(chart).contains(QStringLiteral("0")));
    }
}

void TestCompareView::outcomeChartNamesEveryStrategyInFull()
{
    // In a compare dock about 560 px wide (a 1280 px window) Qt Charts cut
    // every strategy name to "…" to keep the axis narrow.
    auto *outcomes = m_view->findChild<OutcomeChart *>(QStringLiteral("outcomesChart"));
    QVERIFY(outcomes);
    const QSize before = outcomes->size();
    outcomes->resize(560, 300);
    const ComparisonModel *model = m_view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString name = model->index(row, ComparisonModel::Strategy).data().toString();
        QTRY_VERIFY2(sceneTexts(outcomes).contains(name), qPrintable(name + QStringLiteral(" not among: ")
                                                                      + sceneTexts(outcomes).join(u'|')));
    }
    outcomes->resize(before);
}

// Strategies that leak alike (or not at all) have equal curves, and the
// last one drawn hid the others: three leaking strategies read as one.
// Every strategy's colour is seen in the plot.
void TestCompareView::equalCurvesShowEveryColour()
{
    DuplicateChart chart(m_view->curveModel());
    chart.resize(600, 380);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const DuplicateCurveModel *curves = m_view->curveModel();
    bool equalPair = false;
    for (int i = 0; i < curves->curveCount(); ++i) {
        for (int j = i + 1; j < curves->curveCount(); ++j)
            equalPair = equalPair || curves->steps(i) == curves->steps(j);
    }
    QVERIFY2(equalPair, "no two strategies have equal curves: the check did not meet its case");
    const QImage image = chart.grab().toImage().copy(chart.chart()->plotArea().toRect());
    for (int i = 0; i < curves->curveCount(); ++i) {
        const QColor colour = StrategyPalette::color(curves->strategyId(i));
        int seen = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                seen += qAbs(c.red() - colour.red()) + qAbs(c.green() - colour.green()) + qAbs(c.blue() - colour.blue()) < 40;
            }
        }
        QVERIFY2(seen >= 30, qPrintable(QStringLiteral("%1: %2 pixels of its colour in the plot")
                                            .arg(curves->strategyId(i))
                                            .arg(seen)));
    }
}

void TestCompareView::everyStrategyHasABarOrAWord_data()
{
    uitestsupport::addLanguageRows({"en", "fa", "tr"});
}

// 11 (natural UPSERT): every strategy's outcomes are 0, so no bar is drawn;
// each row says so in words where its bars would be, and natural
// idempotency's says how many redelivered copies its UPSERT absorbed. In
// every language the words stay inside the plot (the Turkish sentence ran
// past its edge, cut mid-word, at 1280×800).
void TestCompareView::everyStrategyHasABarOrAWord()
{
    QFETCH(QString, language);
    uitestsupport::Language lang;
    lang.use(language);
    const auto back = qScopeGuard([&lang] {
        lang.use(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
    });
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:11-natural-upsert"));
    QVERIFY(loaded.ok());
    CompareView view;
    view.resize(1280 - 60, 800 - 60);
    view.show();
    view.setScenario(loaded.scenario);
    view.setOutputFolder(m_dir.filePath(QStringLiteral("compare-11-") + language));
    QSignalSpy finished(&view, &CompareView::finished);
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kRunTimeout);
    auto *chart = view.findChild<OutcomeChart *>(QStringLiteral("outcomesChart"));
    QVERIFY(chart);
    QTest::qWait(50);
    const ComparisonModel *model = view.model();
    const int rows = model->rowCount();
    QCOMPARE(chart->notes().size(), rows);
    int words = 0;
    for (int category = 0; category < rows; ++category) {
        const int row = rows - 1 - category; // the bottom category is the last row
        bool bar = false;
        for (QBarSet *set : chart->series()->barSets())
            bar = bar || set->at(category) > 0;
        QGraphicsSimpleTextItem *note = chart->notes().at(category);
        QVERIFY2(bar != (note != nullptr), qPrintable(model->strategyId(row)));
        if (!note)
            continue;
        ++words;
        // In the row's band, right of the axis, inside the plot.
        const QRectF box = note->sceneBoundingRect();
        const double top = chart->chart()->mapToPosition(QPointF(0, category + 0.5), chart->series()).y();
        const double bottom = chart->chart()->mapToPosition(QPointF(0, category - 0.5), chart->series()).y();
        const QRectF plot = chart->chart()->plotArea();
        QVERIFY2(box.center().y() > top && box.center().y() < bottom && box.left() >= plot.left()
                     && box.right() <= plot.right(),
                 qPrintable(QStringLiteral("%1: the word is drawn outside its row").arg(model->strategyId(row))));
        if (model->strategyId(row) == QLatin1String("natural")) {
            const int absorbed = model->run(row)->metrics.redeliveries;
            QVERIFY(absorbed > 0);
            QVERIFY2(note->text().contains(QLocale().toString(absorbed)), qPrintable(note->text()));
        }
    }
    QVERIFY2(words > 0, "every strategy had a bar: the check did not meet its case");
}

void TestCompareView::chartsFollowADarkPalette()
{
    // On a dark desktop the charts were white panels beside dark tables.
    // They take the palette: the background is the palette's Base, the
    // title, axis numbers and names and the legend's words its Text (4.5:1),
    // whether the palette was dark before the chart was made or changed after.
    const QPalette dark = uitestsupport::darkPalette();
    const QColor base = dark.color(QPalette::Base);
    const auto check = [&](QChartView *view) {
        view->resize(600, 380);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        QChart *chart = view->chart();
        QCOMPARE(chart->backgroundBrush().color(), base);
        QVERIFY(uitestsupport::contrast(chart->titleBrush().color(), base) >= 4.5);
        QVERIFY(uitestsupport::contrast(chart->legend()->labelColor(), base) >= 4.5);
        QVERIFY(!chart->axes().isEmpty());
        for (QAbstractAxis *axis : chart->axes()) {
            QVERIFY(uitestsupport::contrast(axis->labelsBrush().color(), base) >= 4.5);
            QVERIFY(uitestsupport::contrast(axis->titleBrush().color(), base) >= 4.5);
        }
        // As painted: most of the picture is the dark background, not white.
        const QImage image = view->grab().toImage();
        int light = 0;
        int all = 0;
        for (int y = 0; y < image.height(); y += 4) {
            for (int x = 0; x < image.width(); x += 4) {
                light += image.pixelColor(x, y).lightness() > 200;
                ++all;
            }
        }
        QVERIFY2(light * 10 < all, qPrintable(QStringLiteral("%1 of %2 pixels light").arg(light).arg(all)));
    };
    {
        DuplicateChart duplicates(m_view->curveModel());
        duplicates.setPalette(dark);
        check(&duplicates);
        OutcomeChart outcomes(m_view->model());
        outcomes.setPalette(dark);
        check(&outcomes);
    }
    const QPalette before = QApplication::palette();
    QApplication::setPalette(dark);
    const auto restore = qScopeGuard([&before] { QApplication::setPalette(before); });
    DuplicateChart duplicates(m_view->curveModel());
    check(&duplicates);
    OutcomeChart outcomes(m_view->model());
    check(&outcomes);
}

void TestCompareView::legendsNameEverySeriesInFull_data()
{
    uitestsupport::addLanguageRows({"en", "fa", "tr"});
}

void TestCompareView::legendsNameEverySeriesInFull()
{
    // In a 1280x800 window the compare dock gives each chart about 600 px;
    // Qt Charts' own legend cut the Turkish names short there
    // ("Paylaşılan önbellek (Redis benz…"). Every strategy of the duplicates
    // chart and every outcome of the bars must be drawn whole, on one line
    // or wrapped at spaces, inside the chart and over no other name.
    QFETCH(QString, language);
    uitestsupport::Language lang;
    lang.use(language);
    const auto back = qScopeGuard([&lang] {
        lang.use(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
    });
    DuplicateChart duplicates(m_view->curveModel());
    OutcomeChart outcomes(m_view->model());
    QStringList strategyNames;
    for (int row = 0; row < m_view->model()->rowCount(); ++row)
        strategyNames << StrategyPalette::title(m_view->model()->strategyId(row));
    QStringList outcomeNames;
    for (int c = ComparisonModel::DuplicateSideEffects; c <= ComparisonModel::DeadLettered; ++c)
        outcomeNames << m_view->model()->headerData(c, Qt::Horizontal).toString();
    for (QChartView *chart : {static_cast<QChartView *>(&duplicates), static_cast<QChartView *>(&outcomes)}) {
        const QStringList &names = chart == &duplicates ? strategyNames : outcomeNames;
        for (const QSize size : {QSize(600, 380), QSize(360, 300)}) {
            chart->resize(size);
            chart->show();
            QVERIFY(QTest::qWaitForWindowExposed(chart));
            QVERIFY(!chart->chart()->legend()->isVisible()); // Qt's eliding legend is not shown
            auto *legend = chart->findChild<ChartLegend *>();
            QVERIFY(legend && legend->isVisible());
            QVERIFY(chart->rect().contains(legend->geometry()));
            const QFontMetricsF fm(legend->font());
            QStringList shown;
            QVector<QRectF> taken;
            for (const ChartLegend::Item &item : legend->items()) {
                // The names are shown as the legend draws them; the bidi
                // marks that keep a Latin term isolated in Persian are not text.
                static const QRegularExpression bidiMarks(QStringLiteral("[\\x{200E}\\x{200F}\\x{2066}-\\x{2069}]"));
                shown << item.lines.join(QLatin1Char(' ')).remove(bidiMarks);
                for (const QString &line : item.lines)
                    QVERIFY2(fm.horizontalAdvance(line) <= item.text.width() + 0.5, qPrintable(line));
                QVERIFY2(QRectF(legend->rect()).contains(item.text.united(item.swatch)),
                         qPrintable(item.name + QStringLiteral(" leaves the legend")));
                for (const QRectF &other : std::as_const(taken))
                    QVERIFY2(!other.intersects(item.text.adjusted(0.5, 0.5, -0.5, -0.5)), qPrintable(item.name));
                taken << item.text << item.swatch;
            }
            QCOMPARE(shown, names);
            // The chart leaves the legend's rows free: its plot ends above them.
            QVERIFY(chart->chart()->plotArea().bottom() < legend->geometry().top());
        }
    }
}

void TestCompareView::simVsRealNamesTheScenariosBroker_data()
{
    uitestsupport::addLanguageRows({"en", "fa", "tr"});
}

// Before a real run the Simulated vs real tab says what the live lab can do
// for the open scenario: a Kafka or SQS scenario is told that it uses that
// broker and that only RabbitMQ scenarios run for real, not offered a
// RabbitMQ run it cannot have.
void TestCompareView::simVsRealNamesTheScenariosBroker()
{
    QFETCH(QString, language);
    uitestsupport::Language lang;
    lang.use(language);
    const auto back = qScopeGuard([&lang] {
        lang.use(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
    });
    CompareView view;
    auto *empty = view.simVsReal()->findChild<QLabel *>(QStringLiteral("simVsRealEmpty"));
    QVERIFY(empty);
    static const QRegularExpression bidiMarks(QStringLiteral("[\\x{200E}\\x{200F}\\x{2066}-\\x{2069}]"));
    QStringList texts;
    for (const char *name : {"07-rabbitmq-prefetch-connection-lost", "08-kafka-crash-before-auto-commit",
                             "lost-acks-sqs"}) {
        const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + QLatin1String(name));
        QVERIFY(loaded.ok());
        view.setScenario(loaded.scenario);
        const QString text = empty->text().remove(bidiMarks);
        const BrokerProfile *profile = BrokerProfile::find(loaded.scenario.broker.profile);
        QVERIFY(profile);
        const QString broker = QCoreApplication::translate("BrokerProfile", profile->displayName);
        if (texts.isEmpty())
            QVERIFY2(text.contains(QStringLiteral("RabbitMQ")), qPrintable(text));
        else
            QVERIFY2(text.contains(broker), qPrintable(QStringLiteral("%1: \"%2\" does not name %3").arg(QLatin1String(name), text, broker)));
        QVERIFY2(!texts.contains(text), qPrintable(QStringLiteral("%1 reads as another broker's: %2").arg(QLatin1String(name), text)));
        texts << text;
    }
}

void TestCompareView::simVsRealBandLabelsAreLegible()
{
    // Built-in 08 in the Sim vs real tab (the real pane shows what a live
    // run recorded; here a second simulation stands in for it): consumer-2
    // is down from 6.95 s to the end, and the band says so in words as dark
    // as every other label's, not in the band's pale grey.
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:08-kafka-crash-before-auto-commit"));
    QVERIFY(loaded.ok());
    const auto run = [&](const QString &file) {
        Simulation sim(loaded.scenario, m_dir.filePath(file));
        return std::make_shared<const RunResult>(sim.run());
    };
    SimVsRealView view;
    view.resize(1220, 720);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setRuns(run(QStringLiteral("sim08.sqlite")), run(QStringLiteral("real08.sqlite")),
                 QStringLiteral("a stand-in"));
    for (TimelineView *pane : {view.simulatedTimeline(), view.realTimeline()}) {
        (void)pane->grab();
        const QColor paper = pane->palette().color(QPalette::Base);
        int bands = 0;
        for (const TimelineLabel &l : pane->paintedLabels()) {
            if (l.kind != TimelineLabel::Band)
                continue;
            ++bands;
            QVERIFY2(uitestsupport::contrast(l.colour, paper) >= 4.5,
                     qPrintable(QStringLiteral("\"%1\": contrast %2").arg(l.text).arg(uitestsupport::contrast(l.colour, paper))));
        }
        QVERIFY2(bands > 0, "the consumer-down band is labelled");
    }
}

void TestCompareView::timelinesShowTwoChosenStrategies()
{
    auto *pair = m_view->findChild<TimelinePair *>(QStringLiteral("timelines"));
    QVERIFY(pair);
    const ComparisonModel *model = m_view->model();
    // Default: no deduplication above the inbox that claims first.
    QCOMPARE(pair->upperRow(), model->rowOf(QStringLiteral("none")));
    QCOMPARE(pair->lowerRow(), model->rowOf(QStringLiteral("db-insert-first")));
    for (TimelineView *view : {pair->upper(), pair->lower()})
        QVERIFY(view->visibleTo() > view->visibleFrom());
    // One legend strip, under both timelines, for what either run draws:
    // the upper run's duplicate star and the lower run's skipped duplicate.
    QVERIFY(!pair->upper()->legendVisible());
    QVERIFY(!pair->lower()->legendVisible());
    QVERIFY(!pair->legend()->isHidden());
    const auto listed = [&](Mark mark) {
        const QVector<TimelineLegend::Entry> &shown = pair->legend()->shown();
        return std::any_of(shown.begin(), shown.end(), [mark](const TimelineLegend::Entry &e) {
            return e.sample == TimelineLegend::Sample::Glyph && e.mark == mark;
        });
    };
    QVERIFY(listed(Mark::DuplicateEffect));
    QVERIFY(listed(Mark::Skipped));

    pair->setRows(model->rowOf(QStringLiteral("cache-local")), model->rowOf(QStringLiteral("hybrid")));
    QCOMPARE(pair->upperRow(), model->rowOf(QStringLiteral("cache-local")));
    QCOMPARE(pair->lowerRow(), model->rowOf(QStringLiteral("hybrid")));

    // Zooming one zooms the other to the same stretch of virtual time
    // (on a linear axis: each run has gaps of its own).
    if (auto *tabs = m_view->findChild<QTabWidget *>()) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->isAncestorOf(pair))
                tabs->setCurrentIndex(i);
        }
    }
    m_view->resize(1400, 900);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    pair->upper()->setCompressGaps(false);
    pair->lower()->setCompressGaps(false);
    pair->upper()->fit();
    pair->upper()->zoomIn();
    pair->upper()->zoomIn();
    QVERIFY(qAbs(pair->lower()->visibleFrom() - pair->upper()->visibleFrom()) <= 1000);
    QVERIFY(qAbs(pair->lower()->visibleTo() - pair->upper()->visibleTo()) <= 1000);

    // Following a message in one follows it in the other.
    pair->upper()->setFollowedMessage(16);
    QCOMPARE(pair->lower()->followedMessage(), 16);
    pair->lower()->setFollowedMessage(-1);
    QCOMPARE(pair->upper()->followedMessage(), -1);

    // One switch for both: the same linear time scale when off.
    auto *compress = pair->findChild<QCheckBox *>(QStringLiteral("compressGaps"));
    QVERIFY(compress);
    compress->setChecked(false);
    QVERIFY(!pair->upper()->compressGaps() && !pair->lower()->compressGaps());
    compress->setChecked(true);
    QVERIFY(pair->upper()->compressGaps() && pair->lower()->compressGaps());
    // One axis: a moment has one x in both, squeezed gaps or not.
    pair->upper()->zoomIn();
    for (SimTime t = pair->upper()->visibleFrom(); t <= pair->upper()->visibleTo();
         t += (pair->upper()->visibleTo() - pair->upper()->visibleFrom()) / 7)
        QVERIFY(qAbs(pair->upper()->layout().xForTime(double(t)) - pair->lower()->layout().xForTime(double(t))) < 0.5);

    // Both refit to the whole run.
    pair->upper()->zoomIn();
    pair->upper()->zoomIn();
    const SimTime zoomed = pair->upper()->visibleTo() - pair->upper()->visibleFrom();
    pair->fitBoth();
    QVERIFY(pair->upper()->visibleTo() - pair->upper()->visibleFrom() > zoomed);
}

void TestCompareView::stackedTimelinesGetEqualRoom()
{
    // The compare dock on a 1280x800 screen is 1220x740 (AnalysisDocks::makeDock),
    // its title bar taking about 20: the two stacked timelines get the same
    // room, every lane of both readable, the legend under both (not taking
    // the lower one's lanes).
    auto *pair = m_view->findChild<TimelinePair *>(QStringLiteral("timelines"));
    QVERIFY(pair);
    const ComparisonModel *model = m_view->model();
    if (auto *tabs = m_view->findChild<QTabWidget *>()) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->isAncestorOf(pair))
                tabs->setCurrentIndex(i);
        }
    }
    const auto restore = qScopeGuard([this] { m_view->resize(1400, 1000); });
    for (const auto &rows : {std::make_pair(QStringLiteral("none"), QStringLiteral("db-insert-first")),
                             std::make_pair(QStringLiteral("cache-local"), QStringLiteral("hybrid"))}) {
        pair->setRows(model->rowOf(rows.first), model->rowOf(rows.second));
        for (const QSize &size : {QSize(1220, 720), QSize(1400, 1000)}) {
            m_view->resize(size);
            m_view->show();
            QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
            QCoreApplication::processEvents();
            const TimelineLayout &upper = pair->upper()->layout();
            const TimelineLayout &lower = pair->lower()->layout();
            const QString where = QStringLiteral("%1 over %2 at %3x%4")
                                      .arg(rows.first, rows.second)
                                      .arg(size.width())
                                      .arg(size.height());
            QVERIFY2(qAbs(pair->upper()->height() - pair->lower()->height()) <= 1, qPrintable(where));
            // The lane area: from the ruler down to the last lane.
            QCOMPARE(upper.rowCount(), lower.rowCount()); // the same lanes, so the same room means the same rows
            QVERIFY2(qAbs((upper.rowsBottom() - upper.rowsTop()) - (lower.rowsBottom() - lower.rowsTop())) <= 1,
                     qPrintable(where));
            QVERIFY2(qAbs(upper.rowHeight() - lower.rowHeight()) <= 0.5, qPrintable(where));
            for (const TimelineLayout *l : {&upper, &lower}) {
                // Every lane shown at a readable height, none scrolled away.
                QVERIFY2(l->rowHeight() >= 22, qPrintable(where));
                QVERIFY2(l->rowsBottom() - l->rowsTop() >= l->rowCount() * l->rowHeight() - 0.5, qPrintable(where));
            }
            // The one legend sits below both, inside the pair.
            const QRect legend(pair->legend()->mapTo(pair, QPoint()), pair->legend()->size());
            const QPoint lowerBottom = pair->lower()->mapTo(pair, QPoint(0, pair->lower()->height()));
            QVERIFY2(legend.top() >= lowerBottom.y(), qPrintable(where));
            QVERIFY2(legend.bottom() < pair->height(), qPrintable(where));
            QVERIFY(pair->legend()->height() >= pair->legend()->heightForWidth(pair->legend()->width()));
        }
    }
    pair->setRows(model->rowOf(QStringLiteral("none")), model->rowOf(QStringLiteral("db-insert-first")));
}

void TestCompareView::databasePathIsShown()
{
    auto *table = m_view->findChild<QAbstractItemView *>(QStringLiteral("comparisonTable"));
    auto *path = m_view->findChild<QLineEdit *>(QStringLiteral("databasePath"));
    QVERIFY(table && path);
    const ComparisonModel *model = m_view->model();
    const int row = model->rowOf(QStringLiteral("natural"));
    table->setCurrentIndex(model->index(row, 0));
    const QString expected = m_dir.filePath(QStringLiteral("compare/natural.sqlite"));
    QCOMPARE(QDir::fromNativeSeparators(path->text()), expected);
    QVERIFY(path->isReadOnly());
    QVERIFY(QFile::exists(expected));
    QCOMPARE(model->index(row, ComparisonModel::Database).data().toString(), expected);
}

void TestCompareView::exportsJsonCsvAndPngs()
{
    const QString folder = m_dir.filePath(QStringLiteral("export"));
    QCOMPARE(m_view->exportTo(folder), QString());
    QFile json(QDir(folder).filePath(QStringLiteral("comparison.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonArray rows = QJsonDocument::fromJson(json.readAll()).object().value(QStringLiteral("strategies")).toArray();
    QCOMPARE(rows.size(), 8);
    const ComparisonModel *model = m_view->model();
    for (int i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows.at(i).toObject();
        QCOMPARE(row.value(QStringLiteral("strategy")).toString(), model->strategyId(i));
        QCOMPARE(row.value(QStringLiteral("traceHash")).toString(),
                 model->index(i, ComparisonModel::TraceHash).data().toString());
    }
    QFile csv(QDir(folder).filePath(QStringLiteral("comparison.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().count('\n'), 9); // header + one line per strategy
    for (const char *png : {"outcomes.png", "duplicates-over-time.png"}) {
        const QImage image(QDir(folder).filePath(QLatin1String(png)));
        QVERIFY2(!image.isNull(), png);
        QVERIFY(image.width() >= 360);
    }
}

void TestCompareView::cancels()
{
    CompareView view;
    QTemporaryDir dir;
    Scenario big = m_scenario;
    big.messages = 200000; // long enough to still be running when the cancel lands
    view.setScenario(big);
    view.setOutputFolder(dir.path());
    view.setStrategies({QStringLiteral("none"), QStringLiteral("db-insert-first")});
    QSignalSpy cancelled(&view, &CompareView::cancelled);
    QSignalSpy progressed(&view, &CompareView::progressed);
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(!progressed.isEmpty(), kRunTimeout);
    view.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, kRunTimeout);
    QVERIFY(!view.isRunning());
    QCOMPARE(view.model()->rowCount(), 2);
    for (int row = 0; row < 2; ++row)
        QCOMPARE(view.model()->state(row), ComparisonModel::State::Cancelled);
    QVERIFY(view.results().isEmpty());
    QCOMPARE(view.findChild<QLabel *>(QStringLiteral("status"))->text(), QStringLiteral("Cancelled."));
}

void TestCompareView::showsErrors()
{
    CompareView view;
    QTemporaryDir dir;
    // A folder below a plain file cannot be created.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    view.setScenario(m_scenario);
    view.setOutputFolder(dir.filePath(QStringLiteral("file/sub")));
    QSignalSpy failed(&view, &CompareView::failed);
    view.show();
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kRunTimeout);
    auto *error = view.findChild<QLabel *>(QStringLiteral("error"));
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QStringLiteral("file/sub")), qPrintable(error->text()));
    QVERIFY(!view.isRunning());
}

void TestCompareView::refusesToRunWithoutStrategies()
{
    CompareView view;
    view.show();
    QSignalSpy started(&view, &CompareView::started);
    view.start(); // no scenario yet
    auto *error = view.findChild<QLabel *>(QStringLiteral("error"));
    QVERIFY(error->isVisible());
    view.setScenario(m_scenario);
    view.setStrategies({});
    QVERIFY(!view.findChild<QPushButton *>(QStringLiteral("compare"))->isEnabled());
    view.start();
    QVERIFY(error->text().contains(QStringLiteral("strategy")));
    QCOMPARE(started.count(), 0);
}

void TestCompareView::writesUnderTheRunsFolderByDefault()
{
    CompareView view;
    view.setScenario(m_scenario);
    view.setStrategies({QStringLiteral("natural")});
    QSignalSpy started(&view, &CompareView::started);
    QSignalSpy finished(&view, &CompareView::finished);
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kRunTimeout);
    const QString folder = started.first().first().toString();
    const QString runs = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                             .filePath(QStringLiteral("runs"));
    QVERIFY2(folder.startsWith(runs + QLatin1Char('/')), qPrintable(folder));
    // <scenario>-compare-<seed>-<time>, as docs/command-line.md says.
    const QRegularExpression shape(QStringLiteral("^[a-z0-9-]+-compare-%1-\\d{8}-\\d{6}-\\d{3}$").arg(m_scenario.seed));
    QVERIFY2(shape.match(QFileInfo(folder).fileName()).hasMatch(), qPrintable(folder));
    QCOMPARE(view.lastFolder(), folder);
    QVERIFY(QFile::exists(QDir(folder).filePath(QStringLiteral("natural.sqlite"))));
    QDir(folder).removeRecursively();
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
