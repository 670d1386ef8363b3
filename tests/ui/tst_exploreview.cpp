// The Explore view (Run ▸ Explore…) and the exploration report: the view
// shows what core's Explorer finds, as numbers; Cancel stops a search;
// a counterexample opens in the window as the scenario, runs, and shows its
// faults; the report's matrix is core's result.
#include "uitestsupport.h"

#include "editor/scenariodocument.h"
#include "explore/counterexamplemodel.h"
#include "explore/explorecoveragemodel.h"
#include "explore/explorejson.h"
#include "explore/explorematrixmodel.h"
#include "explore/explorer.h"
#include "explore/exploreverdictmodel.h"
#include "explore/exploreview.h"
#include "explore/faultrecords.h"
#include "jobs/jobpanel.h"
#include "presenter/presentermode.h"
#include "report/explorecomposer.h"
#include "report/explorephrases.h"
#include "report/explorereportfiles.h"
#include "report/reportfigures.h"
#include "report/reporthtml.h"
#include "scenario/brokerprofile.h"
#include "scenario/scenarioio.h"
#include "settings.h"
#include "timeline/timelineview.h"
#include "window/analysisdocks.h"
#include "window/presentersession.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QXmlStreamReader>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace idem;
using namespace idem::ui;

namespace {
constexpr int kTimeout = 180000; // ms; the machine is shared

// As tst_explore: RabbitMQ quorum queue defaults, one consumer, prefetch 1,
// nothing overlaps, so the fault space is small and counted by hand there.
Scenario rabbit(const QString &strategy, int messages)
{
    Scenario s;
    s.name = QStringLiteral("Explore view test");
    s.seed = 11;
    s.messages = messages;
    s.broker.profile = QStringLiteral("rabbitmq");
    BrokerProfile::applyDefaults(s.broker);
    s.strategy.id = strategy;
    return s;
}

QVector<ExploreRun> coreRuns(const Scenario &base, const QStringList &strategies, int k, const QString &work)
{
    QVector<ExploreRun> runs;
    for (const QString &id : strategies) {
        Scenario s = base;
        s.strategy.id = id;
        ExploreOptions o;
        o.maxFaults = k;
        o.jobs = 2;
        o.seed = s.seed;
        o.workDir = QDir(work).filePath(id);
        runs.append(Explorer::explore(s, o));
    }
    return runs;
}

// Runs the view's search to its end; false when it failed or never ended.
bool exploreAndWait(ExploreView &view)
{
    QSignalSpy finished(&view, &BatchView::finished);
    QSignalSpy failed(&view, &BatchView::failed);
    view.start();
    if (!view.isRunning())
        return false;
    QElapsedTimer clock;
    clock.start();
    while (finished.isEmpty() && failed.isEmpty() && clock.elapsed() < kTimeout)
        finished.wait(200);
    return !finished.isEmpty() && failed.isEmpty();
}

qint64 number(const QAbstractItemModel *m, int row, int column, int role)
{
    return m->data(m->index(row, column), role).toLongLong();
}

// What of `widget` shows on the screen, in global coordinates: its visible
// region less what a floating dock of `window` (a window of its own) covers.
QRegion shownOf(const QWidget *widget, const QMainWindow &window)
{
    QRegion shown = widget->visibleRegion().translated(widget->mapToGlobal(QPoint(0, 0)));
    for (const QDockWidget *d : window.findChildren<QDockWidget *>()) {
        if (d->isVisible() && d->isFloating())
            shown -= d->frameGeometry();
    }
    return shown;
}

qint64 areaOf(const QRegion &region)
{
    qint64 area = 0;
    for (const QRect &r : region)
        area += qint64(r.width()) * r.height();
    return area;
}

// Every table of an XHTML page: its rows, each row's cell texts (th and td).
QVector<QVector<QStringList>> htmlTables(const QByteArray &html)
{
    QVector<QVector<QStringList>> tables;
    QXmlStreamReader xml(html);
    QString cell;
    int depth = 0; // inside a th/td
    while (!xml.atEnd()) {
        xml.readNext();
        const QStringView name = xml.name();
        if (xml.isStartElement()) {
            if (name == QLatin1String("table"))
                tables.append(QVector<QStringList>());
            else if (name == QLatin1String("tr") && !tables.isEmpty())
                tables.last().append(QStringList());
            else if ((name == QLatin1String("td") || name == QLatin1String("th")) && depth++ == 0)
                cell.clear();
        } else if (xml.isEndElement()) {
            if ((name == QLatin1String("td") || name == QLatin1String("th")) && --depth == 0 && !tables.isEmpty()
                && !tables.last().isEmpty())
                tables.last().last().append(cell.simplified());
        } else if (xml.isCharacters() && depth > 0) {
            cell += xml.text();
        }
    }
    return tables;
}

// The words of a PDF where pdftotext finds them, as rows: the words that
// share a page and a baseline, left to right, their text NFKC-normalised
// (so "ﬂ" reads "fl").
struct PdfWord
{
    double x = 0;
    QString text;
};
using PdfRow = QVector<PdfWord>;

QVector<PdfRow> pdfRows(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    if (!p.waitForFinished(60000))
        return {};
    QMap<QPair<int, int>, PdfRow> rows;
    QXmlStreamReader xml(p.readAllStandardOutput());
    int page = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("page")) {
            ++page;
        } else if (xml.name() == QLatin1String("word")) {
            const double x = xml.attributes().value(QStringLiteral("xMin")).toDouble();
            const int y = qRound(xml.attributes().value(QStringLiteral("yMax")).toDouble());
            rows[{page, y}].append({x, xml.readElementText().normalized(QString::NormalizationForm_KC)});
        }
    }
    QVector<PdfRow> out;
    for (PdfRow &row : rows) {
        std::sort(row.begin(), row.end(), [](const PdfWord &a, const PdfWord &b) { return a.x < b.x; });
        out.append(row);
    }
    return out;
}

QString textOf(const PdfRow &row)
{
    QStringList words;
    for (const PdfWord &w : row)
        words.append(w.text);
    return words.join(QLatin1Char(' '));
}

// The x of each id in the row that holds them all (a wrapped id by its
// first part), in the order given; empty when no row does.
QVector<double> columnsOf(const QVector<PdfRow> &rows, const QStringList &ids)
{
    for (const PdfRow &row : rows) {
        QVector<double> xs;
        for (const QString &id : ids) {
            for (const PdfWord &w : row) {
                // A long id may wrap after a hyphen ("db-check-then-" / "insert").
                const QString t = QString(w.text).remove(QChar(0x2066)).remove(QChar(0x2069));
                if (t == id || (t.endsWith(QLatin1Char('-')) && id.startsWith(t))) {
                    xs.append(w.x);
                    break;
                }
            }
        }
        if (xs.size() == ids.size())
            return xs;
    }
    return {};
}

QString idemlabBinary()
{
    return QStringLiteral(IDEMLAB_BINARY);
}
} // namespace

class TestExploreView final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsCoresVerdictsMatrixAndCoverage();
    void cancelStopsTheSearch();
    void remembersItsSettings();
    void counterexampleOpensRunsAndShowsItsFaults();
    void reportHoldsTheMatrixAndTheVerdicts();
    void persianReportReadsRightToLeft();
    void cancelStopsTheShrinking();
    void dockLeavesTheTimelineInView();
    void dockComesBackWhereTheUserPutIt();
    void commandLineWritesTheReport_data();
    void commandLineWritesTheReport();
    void shardProcessesMergeIntoTheUnshardedVerdict();

private:
    QTemporaryDir m_dir;
    const QStringList m_strategies{QStringLiteral("none"), QStringLiteral("cache-local"),
                                   QStringLiteral("db-insert-first")};
};

void TestExploreView::initTestCase()
{
    uitestsupport::pinEnvironment();
    QVERIFY(m_dir.isValid());
}

// K = 1 on one message: none breaks (the lost ack first), cache-local
// breaks under a crash after the commit, db-insert-first holds. The view's numbers, matrix and coverage are those
// of Explorer::explore run here directly, cell by cell.
void TestExploreView::showsCoresVerdictsMatrixAndCoverage()
{
    ExploreView view;
    QAbstractItemModelTester t1(view.verdicts()), t2(view.matrix()), t3(view.coverage()), t4(view.counterexamples());
    view.setOutputFolder(m_dir.filePath(QStringLiteral("view")));
    view.setScenario(rabbit(QStringLiteral("none"), 1));
    view.setStrategies(m_strategies);
    view.setMaxFaults(1);
    view.setBudget(0);
    QVERIFY(exploreAndWait(view));

    const QVector<ExploreRun> core = coreRuns(rabbit(QStringLiteral("none"), 1), m_strategies, 1, m_dir.filePath(QStringLiteral("core")));
    const ExploreVerdictModel *v = view.verdicts();
    QCOMPARE(v->rowCount(), 3);
    for (int row = 0; row < 3; ++row) {
        const ExploreRun &r = core.at(row);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(v->data(v->index(row, ExploreVerdictModel::Strategy), ExploreVerdictModel::ValueRole).toString(),
                 r.strategy);
        QCOMPARE(v->data(v->index(row, ExploreVerdictModel::Verdict), ExploreVerdictModel::ValueRole).toString(),
                 verdictWord(r.verdict()));
        QCOMPARE(number(v, row, ExploreVerdictModel::SchedulesRun, ExploreVerdictModel::ValueRole), r.schedulesRun());
        QCOMPARE(number(v, row, ExploreVerdictModel::InBound, ExploreVerdictModel::ValueRole), r.schedulesInBound());
        QCOMPARE(number(v, row, ExploreVerdictModel::Equivalent, ExploreVerdictModel::ValueRole), r.equivalent());
        QCOMPARE(number(v, row, ExploreVerdictModel::Violating, ExploreVerdictModel::ValueRole), r.levels.at(0).violating);
        QCOMPARE(number(v, row, ExploreVerdictModel::Minimal, ExploreVerdictModel::ValueRole), r.levels.at(0).minimal);
    }
    // As derived by hand in tst_explore: 9 schedules, 5 of them break "none".
    QCOMPARE(number(v, 0, ExploreVerdictModel::InBound, ExploreVerdictModel::ValueRole), 9);
    QCOMPARE(number(v, 0, ExploreVerdictModel::Violating, ExploreVerdictModel::ValueRole), 5);
    const auto verdict = [v](int row) {
        return v->data(v->index(row, ExploreVerdictModel::Verdict), ExploreVerdictModel::ValueRole).toString();
    };
    QCOMPARE(verdict(0), QStringLiteral("violation-found"));
    QCOMPARE(verdict(1), QStringLiteral("violation-found"));
    QCOMPARE(verdict(2), QStringLiteral("complete"));

    const ExploreMatrixModel *m = view.matrix();
    QCOMPARE(m->classes(), ExplorePhrases::classes(core));
    QCOMPARE(m->rowCount(), 3);
    int breaks = 0;
    for (int row = 0; row < 3; ++row) {
        for (int col = 0; col < m->columnCount(); ++col) {
            const QString cls = m->headerData(col, Qt::Horizontal, ExploreMatrixModel::ClassRole).toString();
            const auto cell = ExplorePhrases::Cell(m->data(m->index(row, col), ExploreMatrixModel::ValueRole).toInt());
            QCOMPARE(cell, ExplorePhrases::cell(core.at(row), cls));
            breaks += cell == ExplorePhrases::Cell::Breaks;
            // A breaking cell opens its own counterexample's lesson.
            QCOMPARE(!m->data(m->index(row, col), ExploreMatrixModel::PathRole).toString().isEmpty(),
                     cell == ExplorePhrases::Cell::Breaks);
        }
    }
    // none × {ack-lost, connection-lost, crash after commit, publish-ack-lost,
    // slow-handler}; cache-local × crash after commit (its cache dies with it).
    QCOMPARE(breaks, 5 + 1);

    const ExploreCoverageModel *c = view.coverage();
    QVERIFY(c->rowCount() > 0);
    for (int row = 0; row < c->rowCount(); ++row) {
        for (int col = 0; col < 3; ++col)
            QCOMPARE(number(c, row, col, ExploreCoverageModel::ValueRole),
                     core.at(col).coverage()[std::size_t(c->slotAt(row))]);
    }

    // One smallest counterexample and one per breaking class, each written as a lesson file.
    const CounterexampleModel *x = view.counterexamples();
    QCOMPARE(x->rowCount(), (1 + 5) + (1 + 1));
    for (int row = 0; row < x->rowCount(); ++row) {
        const QString path = x->data(x->index(row, 0), CounterexampleModel::PathRole).toString();
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        QCOMPARE(x->data(x->index(row, 0), CounterexampleModel::FaultsRole).toInt(), 1);
    }
    QVERIFY(QFileInfo::exists(QDir(view.lastFolder()).filePath(QStringLiteral("explore.json"))));
    QVERIFY(!view.summary()->text().isEmpty());
}

// A search far larger than the test's patience: Cancel ends it soon, with
// incomplete verdicts and no lessons.
void TestExploreView::cancelStopsTheSearch()
{
    ExploreView view;
    view.setOutputFolder(m_dir.filePath(QStringLiteral("cancel")));
    view.setScenario(rabbit(QStringLiteral("db-insert-first"), 20));
    view.setStrategies({QStringLiteral("db-insert-first"), QStringLiteral("db-separate-tx")});
    view.setMaxFaults(3);
    QSignalSpy cancelled(&view, &BatchView::cancelled);
    QSignalSpy progressed(view.jobs(), &JobController::progressed);
    view.start();
    QVERIFY(view.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!progressed.isEmpty(), kTimeout);
    QElapsedTimer clock;
    clock.start();
    view.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!cancelled.isEmpty(), 60000);
    QVERIFY(!view.isRunning());
    qInfo("cancelled within %lld ms", clock.elapsed());
    QVERIFY(view.outcome());
    QVERIFY(view.outcome()->cancelled);
    QCOMPARE(view.outcome()->runs.size(), 1); // the second strategy never started
    const ExploreRun &r = view.outcome()->runs.first();
    QCOMPARE(r.verdict(), VerdictKind::Incomplete);
    QCOMPARE(r.stopReason, QStringLiteral("cancelled"));
    QVERIFY(r.schedulesRun() < r.schedulesInBound());
    QCOMPARE(view.verdicts()->data(view.verdicts()->index(0, ExploreVerdictModel::Verdict),
                                   ExploreVerdictModel::ValueRole).toString(),
             QStringLiteral("incomplete"));
    QCOMPARE(view.counterexamples()->rowCount(), 0);
}

void TestExploreView::remembersItsSettings()
{
    {
        ExploreView view;
        view.setScenario(rabbit(QStringLiteral("none"), 1));
        view.setOutputFolder(m_dir.filePath(QStringLiteral("settings")));
        view.setStrategies({QStringLiteral("cache-shared"), QStringLiteral("natural")});
        view.setMaxFaults(1);
        view.setBudget(40);
        QVERIFY(exploreAndWait(view));
    }
    ExploreView again;
    QCOMPARE(again.strategies(), (QStringList{QStringLiteral("cache-shared"), QStringLiteral("natural")}));
    QCOMPARE(again.maxFaults(), 1);
    QCOMPARE(again.budget(), 40);
    QCOMPARE(Settings().exploreBudget(), 40);
}

// Run ▸ Explore… in the window; a counterexample chosen becomes the current
// scenario (the lesson file), runs, and the window follows the broken
// message with its first injected fault selected; the presenter tells it as
// a lesson.
void TestExploreView::counterexampleOpensRunsAndShowsItsFaults()
{
    MainWindow w;
    const QString file = m_dir.filePath(QStringLiteral("two-orders.json"));
    QVERIFY(ScenarioIo::save(rabbit(QStringLiteral("cache-local"), 2), file).ok());
    QVERIFY(w.openScenario(file));
    QAction *explore = w.analysis()->exploreAction;
    QVERIFY(!explore->shortcut().isEmpty());
    explore->trigger();
    ExploreView *view = w.analysis()->exploreView();
    QVERIFY(view && !w.analysis()->exploreDock()->isHidden()); // docked in a window not shown
    QCOMPARE(view->scenario(), w.document()->scenario());
    view->setOutputFolder(m_dir.filePath(QStringLiteral("window")));
    view->setStrategies({QStringLiteral("cache-local")});
    view->setMaxFaults(1);
    view->setBudget(0);
    QVERIFY(exploreAndWait(*view));
    QVERIFY(view->counterexamples()->rowCount() > 0);
    const QString lesson = view->counterexamples()->data(view->counterexamples()->index(0, 0),
                                                         CounterexampleModel::PathRole).toString();
    const ScenarioLoadResult loaded = ScenarioIo::load(lesson);
    QVERIFY(loaded.ok());
    QVERIFY(!loaded.scenario.faults.schedule.isEmpty());

    QSignalSpy ran(w.runController(), &RunController::finished);
    QVERIFY(view->activateCounterexample(0));
    QTRY_VERIFY_WITH_TIMEOUT(!ran.isEmpty(), kTimeout);
    QCOMPARE(w.document()->scenario(), loaded.scenario);
    QTRY_VERIFY(w.currentRun() && w.currentRun()->scenario == loaded.scenario);
    const RunPtr run = w.currentRun();
    QVERIFY(!run->valid);
    QCOMPARE(w.timeline()->followedMessage(), run->violations.first().logical);
    QVERIFY(w.selectedRecord() >= 0);
    QVERIFY(FaultRecords::isFault(run->trace.at(std::size_t(w.selectedRecord())).kind()));
    QCOMPARE(FaultRecords::of(run->trace).first(), w.selectedRecord());

    // Like any lesson: the presenter opens on its story.
    w.presenterSession()->open();
    PresenterMode *presenter = w.presenterSession()->presenter();
    QVERIFY(presenter);
    QCOMPARE(presenter->stage(), PresenterMode::Stage::Story);
    auto *story = presenter->findChild<QLabel *>(QStringLiteral("story"));
    QVERIFY(story);
    QCOMPARE(story->text(), loaded.scenario.description);
    w.presenterSession()->close();
}

// The report's verdicts table and matrix are core's result, row by row,
// and the files written are the HTML, the PDF and explore.json (which reads
// back as the same explorations).
void TestExploreView::reportHoldsTheMatrixAndTheVerdicts()
{
    const QVector<ExploreRun> runs = coreRuns(rabbit(QStringLiteral("none"), 1), m_strategies, 1, m_dir.filePath(QStringLiteral("r")));
    ExploreReport report{rabbit(QStringLiteral("none"), 1), runs, 1, 0, {}, {}};
    const ReportDocument doc = ExploreComposer::exploration(report);
    const ReportTable expected = ExploreComposer::matrix(runs);
    const QStringList classes = ExplorePhrases::classes(runs);
    // A row per fault class, a column per strategy (a page is narrower than fifteen classes).
    QCOMPARE(expected.header.size(), runs.size() + 1);
    QCOMPARE(expected.rows.size(), classes.size());
    for (int row = 0; row < classes.size(); ++row) {
        QCOMPARE(expected.rows.at(row).at(0), ExplorePhrases::faultClass(classes.at(row)));
        for (int col = 0; col < runs.size(); ++col)
            QCOMPARE(expected.rows.at(row).at(col + 1),
                     ExplorePhrases::cellText(ExplorePhrases::cell(runs.at(col), classes.at(row))));
    }
    // The document holds it once (the coverage table has the same header, other cells).
    int matrices = 0;
    for (const ReportBlock &b : doc.blocks)
        matrices += b.kind == ReportBlock::Table && b.table.header == expected.header && b.table.rows == expected.rows;
    QCOMPARE(matrices, 1);
    int breaks = 0;
    for (const QStringList &row : expected.rows)
        breaks += int(row.count(ExplorePhrases::cellText(ExplorePhrases::Cell::Breaks)));
    QCOMPARE(breaks, 5 + 1); // as the view's matrix above
    // The verdicts as bullets, one per strategy.
    int verdicts = -1;
    for (const ReportBlock &b : doc.blocks) {
        if (b.kind == ReportBlock::Bullets)
            verdicts = int(b.items.size());
    }
    QCOMPARE(verdicts, runs.size());

    const QString folder = m_dir.filePath(QStringLiteral("report"));
    ReportFiles::Options o;
    o.formats = {QStringLiteral("html"), QStringLiteral("pdf")};
    o.context.folder = folder;
    QStringList written;
    const QString error = ExploreReportFiles::write(report, o, &written);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const char *name : {"explore.html", "explore.pdf", "explore.json", "scenario.json"})
        QVERIFY2(written.contains(QDir(folder).filePath(QLatin1String(name))), name);
    QFile pdf(QDir(folder).filePath(QStringLiteral("explore.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QFile html(QDir(folder).filePath(QStringLiteral("explore.html")));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(html.readAll());
    // The matrix rows in order, after its header: each class, then its cells one by one.
    int at = page.indexOf(QStringLiteral("<th>%1</th>").arg(expected.header.last().toHtmlEscaped()));
    QVERIFY(at > 0);
    for (const QStringList &row : expected.rows) {
        for (const QString &text : row) {
            const QString cell = QStringLiteral("<td>%1</td>").arg(text.toHtmlEscaped());
            const int next = page.indexOf(cell, at);
            QVERIFY2(next >= 0, qPrintable(cell));
            at = next + 1;
        }
    }
    QVector<ExploreRun> back;
    QVERIFY(ExploreJson::readFile(QDir(folder).filePath(QStringLiteral("explore.json")), &back).ok());
    QCOMPARE(back.size(), runs.size());
    for (int i = 0; i < runs.size(); ++i) {
        QCOMPARE(back.at(i).strategy, runs.at(i).strategy);
        QCOMPARE(back.at(i).verdict(), runs.at(i).verdict());
        QCOMPARE(back.at(i).byClass.keys(), runs.at(i).byClass.keys());
    }
}

// In Persian the document is right-to-left and so are its HTML and PDF
// (the direction comes from the locale, never a language list).
void TestExploreView::persianReportReadsRightToLeft()
{
    const QVector<ExploreRun> runs =
        coreRuns(rabbit(QStringLiteral("none"), 1), {QStringLiteral("none")}, 1, m_dir.filePath(QStringLiteral("fa")));
    QLocale::setDefault(QLocale(QLocale::Persian, QLocale::Iran));
    const ReportDocument doc = ExploreComposer::exploration({rabbit(QStringLiteral("none"), 1), runs, 1, 0, {}, {}});
    QLocale::setDefault(QLocale::c());
    QVERIFY(doc.rightToLeft);
    QCOMPARE(doc.language, QStringLiteral("fa"));
    ReportFigures figures;
    const QByteArray html = ReportHtml::render(doc, figures);
    QVERIFY(html.contains("dir=\"rtl\""));
}

// A search that ends at once (a budget of one schedule finds a lost ack on
// the first of 20 000 orders) and a shrink that takes long (each run of
// 20 000 orders): Cancel while it shrinks ends the job within a few runs' cut, the
// counterexample kept as it stood, not minimal, with no lesson written.
void TestExploreView::cancelStopsTheShrinking()
{
    ExploreView view;
    view.setOutputFolder(m_dir.filePath(QStringLiteral("cancel-shrink")));
    view.setScenario(rabbit(QStringLiteral("none"), 20000));
    view.setStrategies({QStringLiteral("none")});
    view.setMaxFaults(1);
    view.setBudget(1);
    QSignalSpy cancelled(&view, &BatchView::cancelled);
    QSignalSpy progressed(view.jobs(), &JobController::progressed);
    view.start();
    QVERIFY(view.isRunning());
    const auto shrinking = [&progressed] {
        return std::any_of(progressed.cbegin(), progressed.cend(), [](const QList<QVariant> &args) {
            return args.at(2).value<JobProgress>().done == ExploreJob::kShrinking;
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(shrinking(), kTimeout);
    QVERIFY(view.isRunning());
    QElapsedTimer clock;
    clock.start();
    view.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!cancelled.isEmpty(), 60000);
    qInfo("shrinking cancelled within %lld ms", clock.elapsed());
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(view.outcome() && view.outcome()->cancelled);
    const ExploreRun &r = view.outcome()->runs.first();
    QCOMPARE(r.verdict(), VerdictKind::ViolationFound); // the search itself had ended
    QVERIFY(r.smallest->shrunkDone);
    QVERIFY(r.smallest->shrinkCancelled);
    QVERIFY(!r.smallest->locallyMinimal);
    QVERIFY(r.smallest->file.isEmpty());
    QVERIFY(view.counterexamples()->rowCount() > 0);
    QCOMPARE(view.counterexamples()->data(view.counterexamples()->index(0, CounterexampleModel::Shrinking)).toString(),
             ExplorePhrases::shrinking(*r.smallest));
    QVERIFY(QDir(view.lastFolder()).entryList({QStringLiteral("counterexample-*.json")}, QDir::Files).isEmpty());
}

// Run ▸ Explore… at 1280×800: the view opens docked, not over the window,
// and the timeline keeps at least half of what it showed.
void TestExploreView::dockLeavesTheTimelineInView()
{
    Settings().setWindowState({});
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.size(), QSize(1280, 800));
    QVERIFY(w.openBuiltin(QStringLiteral("lost-acks-sqs")));
    QVERIFY(uitestsupport::runAndWait(w));
    QTRY_VERIFY(w.currentRun() != nullptr);
    QTRY_VERIFY(areaOf(shownOf(w.timeline(), w)) > 0);
    const qint64 before = areaOf(shownOf(w.timeline(), w));
    w.analysis()->exploreAction->trigger();
    QDockWidget *dock = w.analysis()->exploreDock();
    QVERIFY(dock);
    QTRY_VERIFY(dock->isVisible());
    QApplication::processEvents();
    QVERIFY(!dock->isFloating());
    QCOMPARE(w.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    const qint64 after = areaOf(shownOf(w.timeline(), w));
    qInfo("timeline shown: %lld px before, %lld after", before, after);
    QVERIFY(after > 0);
    QVERIFY2(2 * after >= before, qPrintable(QStringLiteral("%1 of %2").arg(after).arg(before)));
    // Room for the matrix, and the view is the tab shown.
    QVERIFY2(dock->width() >= 1280 * 40 / 100, qPrintable(QString::number(dock->width())));
    QVERIFY2(dock->height() >= 200, qPrintable(QString::number(dock->height())));
    QVERIFY(w.analysis()->exploreView()->isVisible());
    // The window keeps the size it was given: the view's controls scroll in
    // their dock instead of widening the window past a 1280×800 screen (and
    // the timeline lanes stay taller than a strip).
    QCOMPARE(w.size(), QSize(1280, 800));
    QVERIFY2(dock->minimumSizeHint().width() <= 1280 / 2, qPrintable(QString::number(dock->minimumSizeHint().width())));
    QVERIFY2(dock->minimumSizeHint().height() <= 800 / 3, qPrintable(QString::number(dock->minimumSizeHint().height())));
}

// Moved by the user (here: to the right, beside the inspector), the dock
// comes back there in the next window, from the state saved on close.
void TestExploreView::dockComesBackWhereTheUserPutIt()
{
    Settings().setWindowState({});
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.analysis()->exploreAction->trigger();
        QDockWidget *dock = w.analysis()->exploreDock();
        QVERIFY(dock);
        w.addDockWidget(Qt::RightDockWidgetArea, dock);
        QCOMPARE(w.dockWidgetArea(dock), Qt::RightDockWidgetArea);
        QVERIFY(w.close());
    }
    MainWindow again;
    again.resize(1280, 800);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    again.analysis()->exploreAction->trigger();
    QDockWidget *dock = again.analysis()->exploreDock();
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(!dock->isFloating());
    QCOMPARE(again.dockWidgetArea(dock), Qt::RightDockWidgetArea);
    again.close();
    Settings().setWindowState({});
}

void TestExploreView::commandLineWritesTheReport_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fa") << QStringLiteral("fa");
}

// `idemlab explore … --format json,html,pdf`: explore.html and explore.pdf
// beside explore.json, the HTML's matrix that of explore.json's runs cell by
// cell, the PDF's rows too; in Persian both read right to left (the HTML by
// its direction, the PDF by where its lines stop).
void TestExploreView::commandLineWritesTheReport()
{
    QFETCH(QString, lang);
    const QString scenario = m_dir.filePath(QStringLiteral("cli-scenario.json"));
    QVERIFY(ScenarioIo::save(rabbit(QStringLiteral("none"), 1), scenario).ok());
    const QString out = m_dir.filePath(QStringLiteral("cli-") + lang);
    QProcess p;
    p.start(idemlabBinary(), {QStringLiteral("explore"), scenario, QStringLiteral("--all-strategies"),
                              QStringLiteral("--faults"), QStringLiteral("1"), QStringLiteral("--jobs"), QStringLiteral("2"),
                              QStringLiteral("--format"), QStringLiteral("json,html,pdf"), QStringLiteral("--lang"), lang,
                              QStringLiteral("--out"), out});
    QVERIFY(p.waitForFinished(kTimeout));
    QCOMPARE(p.exitCode(), 1); // violations found
    const QDir dir(out);
    for (const char *name : {"explore.json", "explore.html", "explore.pdf", "scenario.json"})
        QVERIFY2(QFileInfo(dir.filePath(QLatin1String(name))).size() > 0, name);
    QVector<ExploreRun> runs;
    QVERIFY(ExploreJson::readFile(dir.filePath(QStringLiteral("explore.json")), &runs).ok());
    QCOMPARE(runs.size(), 8);

    // The matrix from explore.json, in the report's language.
    ReportTable expected;
    QStringList classes;
    {
        uitestsupport::Language language;
        language.use(lang);
        expected = ExploreComposer::matrix(runs);
        classes = ExplorePhrases::classes(runs);
        language.use(QStringLiteral("en"));
    }
    QLocale::setDefault(QLocale::c());
    QApplication::setLayoutDirection(Qt::LeftToRight);
    QCOMPARE(expected.rows.size(), classes.size());

    QFile html(dir.filePath(QStringLiteral("explore.html")));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QByteArray page = html.readAll();
    QVERIFY(page.contains(lang == QLatin1String("fa") ? "dir=\"rtl\"" : "dir=\"ltr\""));
    int matrices = 0;
    for (const QVector<QStringList> &t : htmlTables(page)) {
        if (t.isEmpty() || t.first() != expected.header)
            continue;
        if (t.mid(1) == QVector<QStringList>(expected.rows.cbegin(), expected.rows.cend()))
            ++matrices;
    }
    QCOMPARE(matrices, 1);
    // Each strategy's column: BREAKS exactly where explore.json has a counterexample of that class.
    for (int col = 0; col < runs.size(); ++col) {
        for (int row = 0; row < classes.size(); ++row)
            QCOMPARE(ExplorePhrases::cell(runs.at(col), classes.at(row)) == ExplorePhrases::Cell::Breaks,
                     runs.at(col).byClass.contains(classes.at(row)));
    }

    // The PDF: the matrix's columns are the strategies, left to right in
    // English, right to left in Persian (by where pdftotext finds them).
    const QVector<PdfRow> rows = pdfRows(dir.filePath(QStringLiteral("explore.pdf")));
    QVERIFY(!rows.isEmpty());
    QStringList ids;
    for (const ExploreRun &r : std::as_const(runs))
        ids.append(r.strategy);
    const QVector<double> xs = columnsOf(rows, ids);
    QCOMPARE(xs.size(), ids.size());
    for (int i = 1; i < xs.size(); ++i)
        QVERIFY2(lang == QLatin1String("fa") ? xs.at(i) < xs.at(i - 1) : xs.at(i) > xs.at(i - 1), qPrintable(ids.at(i)));
    // In English each matrix row reads as a row of the page: its class, then its cells.
    if (lang == QLatin1String("en")) {
        for (const QStringList &row : expected.rows) {
            const QString cells = row.mid(1).join(QLatin1Char(' '));
            const QString first = row.first().section(QLatin1Char(' '), 0, 0);
            const bool found = std::any_of(rows.cbegin(), rows.cend(), [&](const PdfRow &r) {
                const QString t = textOf(r);
                return t.startsWith(first) && t.endsWith(cells);
            });
            QVERIFY2(found, qPrintable(row.join(QLatin1Char(' '))));
        }
    }
}

// Issue 31: the shards as local processes (`idemlab explore --shard i/3`,
// then `--merge`), compared with the unsharded command's explore.json.
void TestExploreView::shardProcessesMergeIntoTheUnshardedVerdict()
{
    const QString scenario = m_dir.filePath(QStringLiteral("shard-scenario.json"));
    QVERIFY(ScenarioIo::save(rabbit(QStringLiteral("cache-local"), 2), scenario).ok());
    const auto explore = [&](const QStringList &extra, const QString &out) {
        QProcess p;
        p.start(idemlabBinary(), QStringList{QStringLiteral("explore")} + extra
                                     + QStringList{QStringLiteral("--out"), out});
        return p.waitForFinished(kTimeout) ? p.exitCode() : -1;
    };
    const QStringList search{scenario, QStringLiteral("--faults"), QStringLiteral("2"), QStringLiteral("--jobs"),
                             QStringLiteral("1")};
    const QString whole = m_dir.filePath(QStringLiteral("unsharded"));
    const int code = explore(search, whole);
    QCOMPARE(code, 1); // cache-local breaks (a crash after the commit)
    QStringList shards;
    for (int i = 0; i < 3; ++i) {
        shards.append(m_dir.filePath(QStringLiteral("shard-%1").arg(i)));
        QVERIFY(explore(search + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/3").arg(i)}, shards.last()) >= 0);
    }
    const QString merged = m_dir.filePath(QStringLiteral("merged"));
    QCOMPARE(explore(QStringList{QStringLiteral("--merge")} + shards, merged), code);
    QVector<ExploreRun> a, b;
    QVERIFY(ExploreJson::readFile(QDir(whole).filePath(QStringLiteral("explore.json")), &a).ok());
    QVERIFY(ExploreJson::readFile(QDir(merged).filePath(QStringLiteral("explore.json")), &b).ok());
    QCOMPARE(a.size(), 1);
    QCOMPARE(b.size(), 1);
    QCOMPARE(b.first().verdict(), a.first().verdict());
    QCOMPARE(b.first().schedulesInBound(), a.first().schedulesInBound());
    QCOMPARE(b.first().exhaustiveRun(), a.first().exhaustiveRun());
    QCOMPARE(b.first().equivalent(), a.first().equivalent());
    QCOMPARE(b.first().smallest->schedule, a.first().smallest->schedule);
    QCOMPARE(b.first().smallest->shrunk, a.first().smallest->shrunk);
    QCOMPARE(b.first().byClass.keys(), a.first().byClass.keys());
    for (int l = 0; l < a.first().levels.size(); ++l) {
        QCOMPARE(b.first().levels.at(l).violating, a.first().levels.at(l).violating);
        QCOMPARE(b.first().levels.at(l).minimal, a.first().levels.at(l).minimal);
    }
}

int main(int argc, char *argv[])
{
    QTemporaryDir config;
    uitestsupport::useLargeOffscreenScreen(config);
    QApplication app(argc, argv);
    TestExploreView test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_exploreview.moc"
