// The pictures of a report as they reach the page: read back from the SVG Qt
// writes (every <text> where it stands, its size), so direction, order and
// size are checked by position, not by string.

#include "report/reportcomposer.h"
#include "report/reportfigures.h"
#include "report/reportfiles.h"
#include "report/reporthtml.h"
#include "report/reportpdf.h"
#include "report/reportmodel.h"
#include "run/comparisonrunner.h"
#include "run/simulation.h"
#include "run/sweeprunner.h"
#include "scenario/scenarioio.h"
#include "strategypalette.h"
#include "timeline/timelinelabels.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelineview.h"
#include "uitestsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTransform>
#include <QXmlStreamReader>
#include <algorithm>

using namespace idem;
using namespace idem::ui;

namespace {

constexpr SimTime kSecond = 1000 * 1000;

// One <text> of an SVG: where its run starts (its left edge: a right-to-left
// run is anchored at its end), its baseline and its size, in the SVG's user
// units (the viewBox).
struct SvgText
{
    QString text;
    double x = 0;
    double y = 0;
    double size = 0;
    bool rightToLeft = false; // direction="rtl": a browser reads it from its end
};

QTransform matrixOf(const QXmlStreamAttributes &a)
{
    static const QRegularExpression matrix(QStringLiteral("matrix\\(([^)]*)\\)"));
    const QRegularExpressionMatch m = matrix.match(a.value(QStringLiteral("transform")).toString());
    if (!m.hasMatch())
        return {};
    const QStringList v = m.captured(1).split(QLatin1Char(','));
    if (v.size() != 6)
        return {};
    return QTransform(v[0].toDouble(), v[1].toDouble(), v[2].toDouble(), v[3].toDouble(), v[4].toDouble(),
                      v[5].toDouble());
}

std::vector<SvgText> svgTexts(const QByteArray &svg, double *viewWidth = nullptr)
{
    std::vector<SvgText> out;
    QXmlStreamReader xml(svg);
    std::vector<QTransform> stack{QTransform()};
    SvgText *open = nullptr;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QXmlStreamAttributes a = xml.attributes();
            if (xml.name() == QLatin1String("svg") && viewWidth)
                *viewWidth = a.value(QStringLiteral("viewBox")).toString().split(QLatin1Char(' ')).value(2).toDouble();
            const QTransform t = matrixOf(a) * stack.back();
            stack.push_back(t);
            if (xml.name() == QLatin1String("text")) {
                const QPointF at = t.map(QPointF(a.value(QStringLiteral("x")).toDouble(), a.value(QStringLiteral("y")).toDouble()));
                out.push_back({QString(), at.x(), at.y(), a.value(QStringLiteral("font-size")).toDouble() * t.m22(),
                               a.value(QStringLiteral("direction")) == QLatin1String("rtl")});
                open = &out.back();
            }
        } else if (xml.isEndElement()) {
            stack.pop_back();
            open = nullptr;
        } else if (open && xml.isCharacters()) {
            open->text += xml.text();
        }
    }
    return out;
}

// The text as read: without the isolates and marks that steer its direction.
QString plain(const QString &s)
{
    QString out;
    for (const QChar c : s) {
        if (c.category() != QChar::Other_Format)
            out += c;
    }
    return out.trimmed();
}

const SvgText *find(const std::vector<SvgText> &texts, const QString &word, double y = -1)
{
    for (const SvgText &t : texts) {
        if (plain(t.text) == word && (y < 0 || std::abs(t.y - y) < 1))
            return &t;
    }
    return nullptr;
}

QString dump(const std::vector<SvgText> &texts)
{
    QStringList out;
    for (const SvgText &t : texts)
        out << QStringLiteral("%1@%2,%3").arg(plain(t.text)).arg(t.x, 0, 'f', 0).arg(t.y, 0, 'f', 0);
    return out.join(QStringLiteral(" | "));
}

// An English axis label as a time in microseconds ("20.000 s", "2 min",
// "1.5 h"); -1 when it is not one.
SimTime axisTime(const QString &label)
{
    static const QRegularExpression re(QStringLiteral("^([0-9.,]+) (s|min|h)$"));
    const QRegularExpressionMatch m = re.match(plain(label));
    if (!m.hasMatch())
        return -1;
    const double v = m.captured(1).remove(QLatin1Char(',')).toDouble();
    const double unit = m.captured(2) == QLatin1String("s") ? 1e6 : m.captured(2) == QLatin1String("min") ? 6e7 : 3.6e9;
    return SimTime(std::llround(v * unit));
}

// A long, busy run the window compresses: 12 000 quick messages, one
// handler that hangs for 100 s, then a tail of long idle stretches one
// message apart, whose cuts crowd the axis.
std::shared_ptr<RunResult> longRun()
{
    auto run = std::make_shared<RunResult>();
    run->scenario.consumers.count = 1;
    run->scenario.broker.profile = QStringLiteral("sqs-fifo");
    const quint8 c = kFirstConsumerActor;
    SimTime t = 0;
    const auto message = [&](quint32 id) {
        run->trace.append(t, TraceKind::Deliver, c, id, 1, 0);
        run->trace.append(t, TraceKind::HandleStart, c, id, 1, 0);
        run->trace.append(t + 400, TraceKind::SideEffect, c, id, 1, 0);
        run->trace.append(t + 500, TraceKind::AckSent, c, id, 1, 1);
    };
    quint32 id = 0;
    for (int i = 0; i < 12000; ++i, t += 1000) {
        message(id++);
        if (i == 4000) { // a handler that hangs for 100 s
            run->trace.append(t + 600, TraceKind::Deliver, c, 20000, 1, 0);
            run->trace.append(t + 600, TraceKind::HandleStart, c, 20000, 1, 0);
            t += 100 * kSecond;
            run->trace.append(t, TraceKind::SideEffect, c, 20000, 1, 0);
            run->trace.append(t + 100, TraceKind::AckSent, c, 20000, 1, 1);
        }
    }
    for (int i = 0; i < 8; ++i) {
        t += 100 * kSecond + i * 7 * kSecond;
        message(id++);
    }
    return run;
}

ReportFigure timelineOf(const RunResult &run, SimTime from = 0, SimTime to = 0)
{
    ReportFigure f;
    f.kind = ReportFigure::Timeline;
    f.width = ReportFigure::kTimelineWidth;
    f.run = &run;
    f.from = from;
    f.to = to;
    return f;
}

// The text of each page of a PDF, as pdftotext reads it.
QStringList pdfPages(const QString &path)
{
    QStringList pages;
    for (int page = 1; page < 50; ++page) {
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                              QString::number(page), path, QStringLiteral("-")});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            break;
        pages << QString::fromUtf8(p.readAllStandardOutput());
    }
    return pages;
}

int pageOf(const QStringList &pages, const QString &text)
{
    for (int i = 0; i < pages.size(); ++i) {
        if (pages.at(i).simplified().contains(text.simplified()))
            return i + 1;
    }
    return 0;
}

// Where `word` first stands in a PDF, as pdftotext -bbox reads it: its page
// (from 1) and the top of its box in points; {0, 0} when it is not there.
QPair<int, double> pdfWordTop(const QString &path, const QString &word)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {0, 0};
    QXmlStreamReader xml(p.readAllStandardOutput());
    int page = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("page")) {
            ++page;
        } else if (xml.name() == QLatin1String("word")) {
            const double top = xml.attributes().value(QStringLiteral("yMin")).toDouble();
            if (xml.readElementText() == word)
                return {page, top};
        }
    }
    return {0, 0};
}

} // namespace

class TestReportPictures : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void squeezeFollowsTheWindowsRule();
    void axisReadsInTimeOrder_data();
    void axisReadsInTimeOrder();
    void axisNamesTheTimeItStandsOn();
    void timelinePrintsReadably_data();
    void timelinePrintsReadably();
    void persianChartsReadFromTheRight();
    void worksheetKeepsDrawItWithItsLanes_data();
    void worksheetKeepsDrawItWithItsLanes();
    void answerKeyIsTitledAsOne();
    void pdfTablesBreakBetweenWords_data();
    void pdfTablesBreakBetweenWords();
    void equalCurvesShowEveryColour();
    void everyStrategyHasABarOrAWord();
    void persianChartBracketsPairInABrowser();
    void worksheetKeepsEachQuestionWithItsLines_data();
    void worksheetKeepsEachQuestionWithItsLines();
    void listingWrapsUnderItsCode_data();
    void listingWrapsUnderItsCode();
    void persianPunctuationFollowsItsWordInABrowser();

private:
    RunResult run(const QString &name, const QString &strategy = {});
    Scenario builtin(const QString &name, const QString &strategy = {});

    QTemporaryDir m_dir;
    uitestsupport::Language m_language;
};

void TestReportPictures::initTestCase()
{
    uitestsupport::pinEnvironment();
    QVERIFY(m_dir.isValid());
}

Scenario TestReportPictures::builtin(const QString &name, const QString &strategy)
{
    ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    if (!strategy.isEmpty())
        loaded.scenario.strategy.id = strategy;
    return loaded.scenario;
}

RunResult TestReportPictures::run(const QString &name, const QString &strategy)
{
    const Scenario s = builtin(name, strategy);
    const QString folder = m_dir.filePath(name + strategy);
    QDir().mkpath(folder);
    Simulation sim(s, ComparisonRunner::databaseFile(folder, s.strategy.id));
    return sim.run();
}

// Reported: the race lesson's report cut through the 40 s slow handler and
// the 30 s visibility hold, and 08's through the 45 s session wait. A
// report squeezes what the window squeezes: nothing in a built-in, and in a
// long run only the gaps no span crosses.
void TestReportPictures::squeezeFollowsTheWindowsRule()
{
    for (const char *name : {"18-check-then-insert-race-no-unique-key", "08-kafka-crash-before-auto-commit",
                             "04-ack-lost-network-timeout"}) {
        const RunResult r = run(QLatin1String(name));
        ReportFigures figures;
        QVERIFY2(figures.squeezedGaps(r).empty(), name);
    }
    const std::shared_ptr<RunResult> longOne = longRun();
    TimelineView view;
    view.setRun(longOne);
    QVERIFY(view.compressGaps());
    ReportFigures figures;
    const std::vector<TimelineGap> &report = figures.squeezedGaps(*longOne);
    const std::vector<TimelineGap> &window = view.compressibleGaps();
    QVERIFY(!report.empty());
    QCOMPARE(report.size(), window.size());
    for (std::size_t i = 0; i < report.size(); ++i) {
        QCOMPARE(report[i].from, window[i].from);
        QCOMPARE(report[i].to, window[i].to);
        // None inside the hanging handler (4.0006 s to 104.0006 s).
        QVERIFY(report[i].to <= 4000600 || report[i].from >= 4000 * 1000 + 100 * kSecond);
    }
}

void TestReportPictures::axisReadsInTimeOrder_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<bool>("closeUp");
    QTest::newRow("18 whole run") << QStringLiteral("18-check-then-insert-race-no-unique-key") << false;
    QTest::newRow("18 close-up") << QStringLiteral("18-check-then-insert-race-no-unique-key") << true;
    QTest::newRow("08 whole run") << QStringLiteral("08-kafka-crash-before-auto-commit") << false;
    QTest::newRow("long run, crowded cuts") << QString() << false;
}

// Reported: the axis read "20.000 s … 20.000 s" and printed 50.02 s left of
// 40.022 s. Every time on the axis — ticks and the times either side of a
// cut — is later than every time left of it, and written once.
void TestReportPictures::axisReadsInTimeOrder()
{
    QFETCH(QString, scenario);
    QFETCH(bool, closeUp);
    m_language.use(QStringLiteral("en"));
    std::shared_ptr<RunResult> r = scenario.isEmpty() ? longRun() : std::make_shared<RunResult>(run(scenario));
    ReportFigure f = timelineOf(*r);
    if (closeUp)
        QVERIFY(ReportFigures::interestingRange(*r, &f.from, &f.to));
    ReportFigures figures;
    if (scenario.isEmpty())
        QVERIFY(!figures.squeezedGaps(*r).empty());
    const std::vector<SvgText> texts = svgTexts(figures.svg(f));
    // The axis's labels share one baseline in the ruler, at the figure's top
    // (a cut's length sits above them, in its pill).
    std::map<int, int> baselines;
    for (const SvgText &t : texts) {
        if (t.y < 40 && axisTime(t.text) >= 0)
            ++baselines[qRound(t.y)];
    }
    QVERIFY(!baselines.empty());
    const int baseline = std::max_element(baselines.begin(), baselines.end(), [](auto a, auto b) {
                             return a.second < b.second;
                         })->first;
    std::vector<std::pair<double, SimTime>> axis;
    QStringList labels;
    for (const SvgText &t : texts) {
        if (qRound(t.y) == baseline && axisTime(t.text) >= 0) {
            axis.push_back({t.x, axisTime(t.text)});
            labels << plain(t.text);
        }
    }
    QVERIFY2(axis.size() >= 3, qPrintable(labels.join(QStringLiteral(" | "))));
    std::sort(axis.begin(), axis.end());
    for (std::size_t i = 1; i < axis.size(); ++i)
        QVERIFY2(axis[i].second > axis[i - 1].second, qPrintable(labels.join(QStringLiteral(" | "))));
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

// The same painter in the window: where cuts crowd and some of their pills
// give way, each time on the axis still stands where that time is drawn (it
// had named another cut's edge, 300 s away).
void TestReportPictures::axisNamesTheTimeItStandsOn()
{
    TimelineView view;
    view.resize(900, 320);
    view.setRun(longRun());
    QVERIFY(view.compressGaps());
    view.grab();
    const TimelineLayout &layout = view.layout();
    int checked = 0;
    QStringList wrong;
    for (const TimelineLabel &l : view.paintedLabels()) {
        const SimTime t = axisTime(l.text);
        if ((l.kind != TimelineLabel::Tick && l.kind != TimelineLabel::GapEdge) || t < 0)
            continue;
        ++checked;
        // Within a pill's width of its own box.
        const double lo = layout.timeForX(l.rect.left() - 60);
        const double hi = layout.timeForX(l.rect.right() + 60);
        if (double(t) < lo || double(t) > hi)
            wrong << QStringLiteral("%1 at x %2 (%3 s there)").arg(l.text).arg(l.rect.center().x())
                         .arg(layout.timeForX(l.rect.center().x()) / 1e6, 0, 'f', 1);
    }
    QVERIFY(checked >= 4);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral(" | "))));
}

void TestReportPictures::timelinePrintsReadably_data()
{
    uitestsupport::addLanguageRows({"en", "fa", "tr"});
}

// Reported: on A4 the timeline's labels printed at about 4 pt. Every text
// of a run report's pictures (the timelines, the worksheet's empty lanes and
// their legends), scaled to the page's text width, is 7 pt or more.
void TestReportPictures::timelinePrintsReadably()
{
    QFETCH(QString, language);
    const RunResult r = run(QStringLiteral("18-check-then-insert-race-no-unique-key"));
    m_language.use(language);
    ReportContext context;
    context.folder = m_dir.path();
    const RunReport model = ReportModel::run(r, context);
    ReportDocument doc = ReportComposer::run(model);
    doc.blocks += ReportComposer::worksheet(model).blocks;
    ReportFigures figures;
    // A4 less the PDF's 16 mm margins, in points; the HTML prints as wide.
    const double textWidthPt = (210.0 - 2 * 16) / 25.4 * 72;
    int checked = 0;
    QStringList small;
    for (const ReportBlock &b : std::as_const(doc.blocks)) {
        if (b.kind != ReportBlock::Figure
            || (b.figure.kind != ReportFigure::Timeline && b.figure.kind != ReportFigure::EmptyTimeline
                && b.figure.kind != ReportFigure::Legend))
            continue;
        double viewWidth = 0;
        const std::vector<SvgText> texts = svgTexts(figures.svg(b.figure), &viewWidth);
        QVERIFY(viewWidth > 0);
        // SVG user units are CSS pixels at 96 dpi: 1 px = 0.75 pt at 1:1.
        const double scale = textWidthPt / viewWidth;
        for (const SvgText &t : texts) {
            if (plain(t.text).isEmpty())
                continue;
            ++checked;
            const double pt = t.size * scale;
            if (pt < 7)
                small << QStringLiteral("%1: %2 pt").arg(plain(t.text)).arg(pt, 0, 'f', 1);
        }
    }
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(checked > 50);
    QVERIFY2(small.isEmpty(), qPrintable(small.mid(0, 20).join(QStringLiteral(" | "))));
}

// Reported: in Persian compare and sweep reports the strategy names read
// backwards ("cache جلوی inbox" laid out left to right is "inbox in front
// of the cache" read from the right). Each chart lays its words out right to
// left, as the window's charts: the first word of a name is its rightmost.
void TestReportPictures::persianChartsReadFromTheRight()
{
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none"));
    const QString folder = m_dir.filePath(QStringLiteral("compare"));
    QVERIFY(QDir().mkpath(folder));
    const QStringList strategies = {QStringLiteral("cache-shared"), QStringLiteral("hybrid")};
    const QVector<RunResult> runs = ComparisonRunner::run(s, strategies, folder);
    const ComparisonReport comparison = uitestsupport::comparisonReport(runs, folder);
    const QString path = QStringLiteral("strategy.cacheTtlMs");
    const QVector<double> values = {40000, 20000};
    const QVector<SweepCell> cells = SweepRunner::run(s, path, values, strategies, folder);
    ReportContext context;
    context.folder = folder;
    const SweepReport sweep = ReportModel::sweep(s, path, values, strategies, cells, context);

    m_language.use(QStringLiteral("fa"));
    ReportFigures figures;
    QStringList wrong;
    const auto check = [&](const char *chart, const ReportFigure &f, const QString &first, const QString &last) {
        const std::vector<SvgText> texts = svgTexts(figures.svg(f));
        const SvgText *a = nullptr;
        const SvgText *b = nullptr;
        for (const SvgText &t : texts) {
            if (plain(t.text) == first && (b = find(texts, last, t.y))) {
                a = &t;
                break;
            }
        }
        if (!a || !b)
            wrong << QStringLiteral("%1: no \"%2\" and \"%3\" on one line: %4").arg(QLatin1String(chart), first, last, dump(texts));
        else if (a->x <= b->x)
            wrong << QStringLiteral("%1: \"%2\" (x %3) left of \"%4\" (x %5)")
                         .arg(QLatin1String(chart), first).arg(a->x).arg(last).arg(b->x);
    };
    ReportFigure bars;
    bars.kind = ReportFigure::OutcomeBars;
    bars.comparison = &comparison;
    ReportFigure curves;
    curves.kind = ReportFigure::DuplicateCurves;
    curves.comparison = &comparison;
    curves.height = 300;
    ReportFigure lines;
    lines.kind = ReportFigure::SweepLines;
    lines.sweep = &sweep;
    lines.height = 300;
    // "cache جلوی inbox": cache first, at the right.
    check("bars", bars, QStringLiteral("cache"), QStringLiteral("inbox"));
    check("curves' legend", curves, QStringLiteral("cache"), QStringLiteral("inbox"));
    check("sweep legend", lines, QStringLiteral("cache"), QStringLiteral("inbox"));
    // The sweep's x-axis title "TTL در cache (ms)": TTL first.
    check("sweep x-axis title", lines, QStringLiteral("TTL"), QStringLiteral("cache"));
    // "cache مشترک (شبیه Redis)": the opening bracket is right of Redis.
    const std::vector<SvgText> texts = svgTexts(figures.svg(curves));
    for (const SvgText &t : texts) {
        if (plain(t.text).contains(QStringLiteral("Redis")))
            QVERIFY2(!plain(t.text).contains(QLatin1Char('(')), qPrintable(dump(texts)));
    }
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestReportPictures::worksheetKeepsDrawItWithItsLanes_data()
{
    uitestsupport::addLanguageRows({"en", "tr"});
}

// Reported: "Draw it" ended page 1 and its empty lanes started page 2.
// Whatever comes before it, the heading, its instruction and the empty
// lanes share a page.
void TestReportPictures::worksheetKeepsDrawItWithItsLanes()
{
    QFETCH(QString, language);
    const RunResult r = run(QStringLiteral("04-ack-lost-network-timeout"));
    m_language.use(language);
    ReportContext context;
    context.folder = m_dir.path();
    const ReportDocument sheet = ReportComposer::worksheet(ReportModel::run(r, context));
    // The heading right before the instruction and the empty lanes.
    qsizetype at = -1;
    for (qsizetype i = 0; i + 2 < sheet.blocks.size(); ++i) {
        if (sheet.blocks.at(i).kind == ReportBlock::Heading && sheet.blocks.at(i + 1).kind == ReportBlock::Paragraph
            && sheet.blocks.at(i + 2).kind == ReportBlock::Figure
            && sheet.blocks.at(i + 2).figure.kind == ReportFigure::EmptyTimeline)
            at = i;
    }
    QVERIFY(at >= 0);
    const QString heading = sheet.blocks.at(at).text;
    const QString caption = sheet.blocks.at(at + 2).text;
    ReportFigures figures;
    int split = 0, moved = 0;
    const QString path = m_dir.filePath(QStringLiteral("sheet-") + language + QStringLiteral(".pdf"));
    for (int filler = 0; filler <= 60; filler += 3) {
        ReportDocument doc = sheet;
        for (int i = 0; i < filler; ++i) {
            ReportBlock b;
            b.kind = ReportBlock::Paragraph;
            b.text = QStringLiteral("Filler %1.").arg(i);
            doc.blocks.insert(at, b);
        }
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(ReportPdf::render(doc, figures));
        out.close();
        const QStringList pages = pdfPages(path);
        const int headingPage = pageOf(pages, heading);
        const int lanesPage = pageOf(pages, caption);
        QVERIFY2(headingPage > 0 && lanesPage > 0, qPrintable(heading + QStringLiteral(" / ") + caption));
        if (headingPage != lanesPage)
            ++split;
        if (headingPage > 1 && pageOf(pages, QStringLiteral("Filler %1.").arg(filler - 1)) < headingPage)
            ++moved;
    }
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QCOMPARE(split, 0);
    QVERIFY(moved > 0); // some filler pushed the heading to the next page, lanes and all
}

// Reported: answer-key.html was byte for byte report.html, and not titled
// as an answer key.
void TestReportPictures::answerKeyIsTitledAsOne()
{
    const RunResult r = run(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-local"));
    ReportContext context;
    context.folder = m_dir.path();
    const RunReport model = ReportModel::run(r, context);
    for (const char *language : {"en", "fa", "tr"}) {
        m_language.use(QLatin1String(language));
        const ReportDocument report = ReportComposer::run(model);
        const ReportDocument key = ReportComposer::answerKey(model);
        QVERIFY(key.title != report.title);
        QVERIFY2(key.title.contains(report.title), qPrintable(key.title));
        QCOMPARE(key.blocks.first().kind, ReportBlock::Title);
        QCOMPARE(key.blocks.first().text, key.title);
        // The rest is the whole report.
        QVERIFY(key.blocks.size() > report.blocks.size());
    }
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    const QString folder = m_dir.filePath(QStringLiteral("key"));
    ReportFiles::Options o;
    o.formats = {QStringLiteral("html"), QStringLiteral("worksheet")};
    o.context.folder = folder;
    QStringList written;
    QCOMPARE(ReportFiles::writeRun(r, o, &written), QString());
    QFile report(QDir(folder).filePath(QStringLiteral("report.html")));
    QFile key(QDir(folder).filePath(QStringLiteral("answer-key.html")));
    QVERIFY(report.open(QIODevice::ReadOnly) && key.open(QIODevice::ReadOnly));
    QVERIFY(report.readAll() != key.readAll());
}

void TestReportPictures::pdfTablesBreakBetweenWords_data()
{
    uitestsupport::addLanguageRows({"tr", "en", "fa"});
}

// Reported: the comparison PDF's table broke words inside them
// ("Tekilleştirm|e", "idempotenc|y"). Every word of the results table's
// header and strategy column comes out of the PDF whole.
void TestReportPictures::pdfTablesBreakBetweenWords()
{
    QFETCH(QString, language);
    const Scenario s = builtin(QStringLiteral("23-hybrid-cache-in-front-of-inbox"));
    const QString folder = m_dir.filePath(QStringLiteral("words-") + language);
    QVERIFY(QDir().mkpath(folder));
    const QVector<RunResult> runs = ComparisonRunner::run(s, vocab::strategies(), folder);
    const ComparisonReport comparison = uitestsupport::comparisonReport(runs, folder);
    m_language.use(language);
    const ReportDocument doc = BatchComposer::comparison(comparison);
    ReportFigures figures;
    const QString path = QDir(folder).filePath(QStringLiteral("comparison.pdf"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(ReportPdf::render(doc, figures));
    out.close();
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QStringList words;
    for (const ReportBlock &b : doc.blocks) {
        if (b.kind != ReportBlock::Table || b.table.header.size() < 8)
            continue;
        QStringList cells = b.table.header;
        for (const QStringList &row : b.table.rows)
            cells << row.value(0);
        for (const QString &cell : std::as_const(cells)) {
            for (const QString &w : plain(cell).split(QRegularExpression(QStringLiteral("[\\s():,]+")), Qt::SkipEmptyParts))
                words << w;
        }
    }
    QVERIFY(words.size() > 20);
    QSet<QString> whole;
    for (const QString &page : pdfPages(path)) {
        // As read: ligatures ("ﬀ") undone, the direction marks left out.
        for (const QString &t : plain(page.normalized(QString::NormalizationForm_KC))
                                    .split(QRegularExpression(QStringLiteral("[\\s()]+")), Qt::SkipEmptyParts))
            whole.insert(plain(t));
    }
    // A line may break after a hyphen ("db-insert-" / "first"), which
    // pdftotext reads back joined or in its parts.
    // In Persian, pdftotext glues a Latin word to the Persian one beside it:
    // whole when no Latin letter touches it.
    const auto latinLetter = [](QChar c) { return c.isLetter() && c.direction() == QChar::DirL; };
    const auto inToken = [&](const QString &w) {
        for (const QString &t : std::as_const(whole)) {
            for (qsizetype at = t.indexOf(w); at >= 0; at = t.indexOf(w, at + 1)) {
                const bool before = at > 0 && latinLetter(t.at(at - 1));
                const bool after = at + w.size() < t.size() && latinLetter(t.at(at + w.size()));
                if (!before && !after)
                    return true;
            }
        }
        return false;
    };
    const auto found = [&](const QString &w) {
        if (whole.contains(w) || whole.contains(QString(w).remove(QLatin1Char('-'))) || inToken(w))
            return true;
        const QStringList parts = w.split(QLatin1Char('-'));
        if (parts.size() < 2)
            return false;
        for (int i = 0; i < parts.size(); ++i) {
            if (!whole.contains(i + 1 < parts.size() ? parts.at(i) + QLatin1Char('-') : parts.at(i))
                && !whole.contains(parts.mid(i).join(QLatin1Char('-'))))
                return false;
        }
        return true;
    };
    QStringList broken;
    for (const QString &w : std::as_const(words)) {
        if (w.size() >= 4 && !found(w))
            broken << w;
    }
    // Persian text comes out of pdftotext in presentation forms, in visual
    // pieces: only Latin words are held to it there.
    if (language == QLatin1String("fa"))
        broken.erase(std::remove_if(broken.begin(), broken.end(), [](const QString &w) { return w.at(0).direction() != QChar::DirL; }),
                     broken.end());
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QStringLiteral(" | "))));
}

// Reported in the walk: the sweep report drew none, cache-local and natural,
// which leak alike, as one line (and five strategies at 0 as another): the
// last drawn hid the others, where the window's charts let them take turns.
// Every strategy's colour is seen in the plot, away from the legend.
void TestReportPictures::equalCurvesShowEveryColour()
{
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none"));
    const QString folder = m_dir.filePath(QStringLiteral("equal-curves"));
    QVERIFY(QDir().mkpath(folder));
    const QStringList strategies = vocab::strategies();
    const QVector<RunResult> runs = ComparisonRunner::run(s, strategies, folder);
    QVector<const RunResult *> pointers;
    for (const RunResult &r : runs)
        pointers.append(&r);
    ReportContext context;
    context.folder = folder;
    const ComparisonReport comparison = ReportModel::comparison(pointers, context);
    const QString path = QStringLiteral("strategy.cacheTtlMs");
    const QVector<double> values = {40000, 20000, 5000};
    const QVector<SweepCell> cells = SweepRunner::run(s, path, values, strategies, folder);
    const SweepReport sweep = ReportModel::sweep(s, path, values, strategies, cells, context);
    int equalPairs = 0;
    for (int i = 0; i < comparison.entries.size(); ++i) {
        for (int j = i + 1; j < comparison.entries.size(); ++j)
            equalPairs += comparison.entries.at(i).duplicateTimes == comparison.entries.at(j).duplicateTimes;
    }
    QVERIFY2(equalPairs > 0, "no two strategies have equal curves: the check did not meet its case");

    ReportFigures figures;
    ReportFigure curves;
    curves.kind = ReportFigure::DuplicateCurves;
    curves.comparison = &comparison;
    curves.height = 360;
    ReportFigure lines;
    lines.kind = ReportFigure::SweepLines;
    lines.sweep = &sweep;
    lines.height = 360;
    QStringList hidden;
    for (const ReportFigure *f : {&curves, &lines}) {
        QImage image(int(f->width), int(f->height), QImage::Format_RGB32);
        image.fill(Qt::white);
        {
            QPainter p(&image);
            figures.paint(p, QRectF(0, 0, f->width, f->height), *f);
        }
        // The plot ends where the legend's samples begin, 34 px before its
        // names (left to right).
        double legendLeft = f->width;
        for (const SvgText &t : svgTexts(figures.svg(*f))) {
            for (const QString &id : strategies) {
                if (plain(t.text) == StrategyPalette::title(id))
                    legendLeft = std::min(legendLeft, t.x - 34);
            }
        }
        QVERIFY(legendLeft < f->width);
        const QImage plot = image.copy(0, 0, int(legendLeft) - 2, image.height());
        for (const QString &id : strategies) {
            // An antialiased 2 px line is its colour blended with the white
            // paper: a pixel counts when it lies near that blend, at least
            // half of the way to the colour.
            const QColor colour = StrategyPalette::color(id);
            const double ink[3] = {255.0 - colour.red(), 255.0 - colour.green(), 255.0 - colour.blue()};
            const double inkSquared = ink[0] * ink[0] + ink[1] * ink[1] + ink[2] * ink[2];
            int seen = 0;
            for (int y = 0; y < plot.height(); ++y) {
                for (int x = 0; x < plot.width(); ++x) {
                    const QColor c = plot.pixelColor(x, y);
                    const double d[3] = {255.0 - c.red(), 255.0 - c.green(), 255.0 - c.blue()};
                    const double share = (d[0] * ink[0] + d[1] * ink[1] + d[2] * ink[2]) / inkSquared;
                    double off = 0;
                    for (int i = 0; i < 3; ++i)
                        off += (d[i] - share * ink[i]) * (d[i] - share * ink[i]);
                    seen += share > 0.5 && off < 200;
                }
            }
            if (seen < 30)
                hidden << QStringLiteral("%1 %2: %3 pixels of its colour in the plot")
                              .arg(f == &curves ? QStringLiteral("curves") : QStringLiteral("sweep"), id)
                              .arg(seen);
        }
    }
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(QLatin1Char('\n'))));
}

// Reported in the walk: in the compare report's outcome bars a strategy
// with 0 everywhere had no bar and no word, as if its result were missing;
// natural idempotency's row did not say that its UPSERT absorbed the copies.
// Each row has a bar's value or a word beside its name, and under 11's
// UPSERT natural idempotency's word counts the redelivered copies.
void TestReportPictures::everyStrategyHasABarOrAWord()
{
    const Scenario s = builtin(QStringLiteral("11-natural-upsert"), QStringLiteral("none"));
    const QString folder = m_dir.filePath(QStringLiteral("bar-or-word"));
    QVERIFY(QDir().mkpath(folder));
    const QVector<RunResult> runs = ComparisonRunner::run(s, vocab::strategies(), folder);
    QVector<const RunResult *> pointers;
    for (const RunResult &r : runs)
        pointers.append(&r);
    ReportContext context;
    context.folder = folder;
    const ComparisonReport comparison = ReportModel::comparison(pointers, context);
    ReportFigures figures;
    ReportFigure bars;
    bars.kind = ReportFigure::OutcomeBars;
    bars.comparison = &comparison;
    bars.height = 420;
    const std::vector<SvgText> texts = svgTexts(figures.svg(bars));
    QStringList legend; // the bar kinds, named beside the plot
    for (const char *kind : {"Duplicate side effects", "Duplicates skipped", "Lost events"})
        legend << QCoreApplication::translate("idem::ui::ReportFigures", kind);
    int zeroRows = 0;
    for (const ComparisonEntry &e : comparison.entries) {
        const SvgText *label = nullptr;
        for (const SvgText &t : texts) {
            if (plain(t.text) == StrategyPalette::title(e.strategy))
                label = &t;
        }
        QVERIFY2(label, qPrintable(e.strategy + QStringLiteral(": no label in ") + dump(texts)));
        QStringList beside;
        for (const SvgText &t : texts) {
            if (&t != label && std::abs(t.y - label->y) < 4 && t.x > label->x && !legend.contains(plain(t.text)))
                beside << plain(t.text);
        }
        QVERIFY2(!beside.isEmpty(), qPrintable(e.strategy + QStringLiteral(": neither a bar's value nor a word: ")
                                              + dump(texts)));
        const RunMetrics &m = e.run->metrics;
        if (m.duplicateSideEffects == 0 && m.duplicatesSkipped == 0 && m.lost == 0)
            ++zeroRows;
        if (e.strategy == QLatin1String("natural")) {
            QVERIFY(m.redeliveries > 0);
            QVERIFY2(beside.join(QLatin1Char(' ')).contains(QString::number(m.redeliveries)), qPrintable(beside.join(u'|')));
        }
    }
    QVERIFY2(zeroRows > 0, "no strategy at 0 everywhere: the check did not meet its case");
}

// Reported in the walk: Chromium showed the Persian sweep report's legend as
// "cache مشترک (شبیه Redis(" and its axis title as "(ظرفیت cache (مدخل": a
// run of a bracket alone, which Qt had mirrored, was laid out again left to
// right. Each line of a Persian chart, as a browser lays out each run
// (one marked right to left reads from its end, its brackets mirrored),
// opens every bracket before it closes it.
void TestReportPictures::persianChartBracketsPairInABrowser()
{
    const Scenario s = builtin(QStringLiteral("14-cache-lru-eviction"), QStringLiteral("none"));
    const QString folder = m_dir.filePath(QStringLiteral("brackets"));
    QVERIFY(QDir().mkpath(folder));
    const QStringList strategies = {QStringLiteral("none"), QStringLiteral("cache-shared")};
    const QVector<RunResult> runs = ComparisonRunner::run(s, strategies, folder);
    QVector<const RunResult *> pointers;
    for (const RunResult &r : runs)
        pointers.append(&r);
    ReportContext context;
    context.folder = folder;
    const ComparisonReport comparison = ReportModel::comparison(pointers, context);
    const QString path = QStringLiteral("strategy.cacheCapacity");
    const QVector<double> values = {2, 20};
    const QVector<SweepCell> cells = SweepRunner::run(s, path, values, strategies, folder);
    const SweepReport sweep = ReportModel::sweep(s, path, values, strategies, cells, context);

    m_language.use(QStringLiteral("fa"));
    ReportFigures figures;
    ReportFigure bars;
    bars.kind = ReportFigure::OutcomeBars;
    bars.comparison = &comparison;
    ReportFigure curves;
    curves.kind = ReportFigure::DuplicateCurves;
    curves.comparison = &comparison;
    curves.height = 300;
    ReportFigure lines;
    lines.kind = ReportFigure::SweepLines;
    lines.sweep = &sweep;
    lines.height = 300;
    QStringList wrong;
    int bracketed = 0;
    for (const ReportFigure *f : {&bars, &curves, &lines}) {
        std::vector<SvgText> texts = svgTexts(figures.svg(*f));
        std::stable_sort(texts.begin(), texts.end(), [](const SvgText &a, const SvgText &b) { return a.x < b.x; });
        std::map<long, QString> shown; // baseline → what the browser shows, left to right
        for (const SvgText &t : texts) {
            QString run = plain(t.text);
            if (t.rightToLeft) {
                std::reverse(run.begin(), run.end());
                for (QChar &c : run)
                    c = c.mirroredChar();
            }
            shown[std::lround(t.y)] += run;
        }
        for (const auto &[y, line] : shown) {
            int depth = 0;
            bool paired = true;
            for (const QChar c : line) {
                depth += c == QLatin1Char('(') ? 1 : c == QLatin1Char(')') ? -1 : 0;
                paired = paired && depth >= 0;
            }
            if (line.contains(QLatin1Char('(')) || line.contains(QLatin1Char(')')))
                ++bracketed;
            if (!paired || depth != 0)
                wrong << QStringLiteral("y %1: %2").arg(y).arg(line);
        }
    }
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QVERIFY2(bracketed >= 2, "no bracketed label: the check did not meet its case");
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestReportPictures::worksheetKeepsEachQuestionWithItsLines_data()
{
    uitestsupport::addLanguageRows({"en", "tr"});
}

// Reported in the walk: the Turkish worksheet of 16 ended page 1 with
// "Tahmin edin" and its question, and the six lines to answer it on started
// page 2. Whatever comes before it, a question and its lines share a page.
void TestReportPictures::worksheetKeepsEachQuestionWithItsLines()
{
    QFETCH(QString, language);
    const RunResult r = run(QStringLiteral("16-redis-flush-and-crash"));
    m_language.use(language);
    ReportContext context;
    context.folder = m_dir.path();
    ReportDocument sheet = ReportComposer::worksheet(ReportModel::run(r, context));
    qsizetype at = -1; // the question right before its lines
    for (qsizetype i = 0; i + 1 < sheet.blocks.size() && at < 0; ++i) {
        if (sheet.blocks.at(i).kind == ReportBlock::Paragraph && sheet.blocks.at(i + 1).kind == ReportBlock::AnswerSpace)
            at = i;
    }
    QVERIFY(at > 0);
    // A word after the lines shows where they end.
    ReportBlock marker;
    marker.kind = ReportBlock::Note;
    marker.text = QStringLiteral("Afterthelines");
    sheet.blocks.insert(at + 2, marker);
    const double linesHeight = sheet.blocks.at(at + 1).lines * 9 / 25.4 * 72; // 9 mm a line, in points
    ReportFigures figures;
    int split = 0, moved = 0;
    const QString path = m_dir.filePath(QStringLiteral("question-") + language + QStringLiteral(".pdf"));
    for (int filler = 0; filler <= 45; filler += 3) {
        ReportDocument doc = sheet;
        for (int i = 0; i < filler; ++i) {
            ReportBlock b;
            b.kind = ReportBlock::Paragraph;
            b.text = QStringLiteral("Filler %1.").arg(i);
            doc.blocks.insert(at, b);
        }
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(ReportPdf::render(doc, figures));
        out.close();
        const QStringList pages = pdfPages(path);
        const int questionPage = pageOf(pages, sheet.blocks.at(at).text);
        const QPair<int, double> after = pdfWordTop(path, marker.text);
        QVERIFY2(questionPage > 0 && after.first > 0, qPrintable(sheet.blocks.at(at).text));
        // The lines end where the marker starts: on its page when it stands
        // their height below the text's top (16 mm), else on the page before.
        const int linesPage = after.second - linesHeight > 16 / 25.4 * 72 - 4 ? after.first : after.first - 1;
        if (linesPage != questionPage)
            ++split;
        if (questionPage > 1 && pageOf(pages, QStringLiteral("Filler %1.").arg(filler - 1)) < questionPage)
            ++moved;
    }
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QCOMPARE(split, 0);
    QVERIFY(moved > 0); // some filler pushed the question to the next page, lines and all
}

// --- The handler's listing as printed (issue 32) ---
namespace {
// One line of a PDF as pdftotext -bbox reads it: its page, its top, its
// words left to right, each with its left and right edge.
struct PrintedWord
{
    double left = 0;
    double right = 0;
    QString text;
};
struct PrintedLine
{
    int page = 0;
    double top = 0;
    QVector<PrintedWord> words;
};

QVector<PrintedLine> printedLines(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    QXmlStreamReader xml(p.readAllStandardOutput());
    QVector<PrintedLine> lines;
    int page = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("page")) {
            ++page;
            continue;
        }
        if (xml.name() != QLatin1String("word"))
            continue;
        const QXmlStreamAttributes a = xml.attributes();
        const double top = a.value(QStringLiteral("yMin")).toDouble();
        PrintedWord word{a.value(QStringLiteral("xMin")).toDouble(), a.value(QStringLiteral("xMax")).toDouble(),
                         xml.readElementText()};
        auto line = std::find_if(lines.begin(), lines.end(), [&](const PrintedLine &l) {
            return l.page == page && qAbs(l.top - top) < 1.5;
        });
        if (line == lines.end())
            lines.append({page, top, {word}});
        else
            line->words.append(word);
    }
    for (PrintedLine &line : lines)
        std::sort(line.words.begin(), line.words.end(),
                  [](const PrintedWord &a, const PrintedWord &b) { return a.left < b.left; });
    std::stable_sort(lines.begin(), lines.end(), [](const PrintedLine &a, const PrintedLine &b) {
        return a.page != b.page ? a.page < b.page : a.top < b.top;
    });
    return lines;
}

// Where a listing's wrapped lines start, against where its code does.
struct Hanging
{
    int numbered = 0;          // lines 1, 2, … found
    QStringList under;         // wrapped lines that start left of the code
    int wrapped = 0;
};

Hanging hanging(const QVector<PrintedLine> &lines)
{
    Hanging out;
    // The numbered lines 1, 2, … in order (a "1" before the listing's starts over).
    QVector<qsizetype> numbered;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString first = lines.at(i).words.first().text;
        if (first == QLatin1String("1") && numbered.size() < 10)
            numbered = {i};
        else if (!numbered.isEmpty() && first == QString::number(numbered.size() + 1))
            numbered.append(i);
    }
    out.numbered = int(numbered.size());
    if (numbered.size() < 10)
        return out;
    // The numbers stand right-aligned; the code starts two spaces after them.
    double numbersRight = 0, charWidth = 0, lineHeight = 1e9;
    for (qsizetype n = 0; n < numbered.size(); ++n) {
        const PrintedLine &line = lines.at(numbered.at(n));
        const PrintedWord &number = line.words.first();
        numbersRight = qMax(numbersRight, number.right);
        charWidth = qMax(charWidth, (number.right - number.left) / number.text.size());
        if (n > 0 && lines.at(numbered.at(n - 1)).page == line.page)
            lineHeight = qMin(lineHeight, line.top - lines.at(numbered.at(n - 1)).top);
    }
    const double codeLeft = numbersRight + 2 * charWidth;
    // After each numbered line, the rest of it: the lines right under it
    // before the next number (not a page's foot further down).
    for (qsizetype n = 0; n + 1 < numbered.size(); ++n) {
        const PrintedLine *above = &lines.at(numbered.at(n));
        for (qsizetype i = numbered.at(n) + 1; i < numbered.at(n + 1); ++i) {
            const PrintedLine &line = lines.at(i);
            if (line.page != above->page || line.top - above->top > 1.5 * lineHeight)
                break;
            ++out.wrapped;
            if (line.words.first().left < codeLeft - charWidth / 2)
                out.under.append(QStringLiteral("line %1 goes on at x %2, its code at %3: \"%4\"")
                                     .arg(n + 1)
                                     .arg(line.words.first().left, 0, 'f', 1)
                                     .arg(codeLeft, 0, 'f', 1)
                                     .arg(line.words.first().text));
            above = &line;
        }
    }
    return out;
}
} // namespace

// A listing line too long for the page goes on under its code, not under
// the line numbers (a Turkish worksheet's lines 21, 47 and 55 went on at
// the numbers' x and read as lines of their own), in the PDF and in the
// HTML as a browser prints it.
void TestReportPictures::listingWrapsUnderItsCode_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("html");
    for (const char *language : {"en", "fa", "tr"}) {
        QTest::addRow("%s pdf", language) << QString::fromLatin1(language) << false;
        QTest::addRow("%s html", language) << QString::fromLatin1(language) << true;
    }
}

void TestReportPictures::listingWrapsUnderItsCode()
{
    QFETCH(QString, language);
    QFETCH(bool, html);
    const QString browser = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (html && browser.isEmpty())
        QSKIP("no chromium to print the HTML with");
    const RunResult r = run(QStringLiteral("16-redis-flush-and-crash"));
    m_language.use(language);
    ReportContext context;
    context.folder = m_dir.path();
    ReportDocument sheet = ReportComposer::worksheet(ReportModel::run(r, context));
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    ReportFigures figures;
    const QString stem = m_dir.filePath(QStringLiteral("listing-") + language);
    const QString pdf = stem + QStringLiteral(".pdf");
    if (html) {
        QFile out(stem + QStringLiteral(".html"));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(ReportHtml::render(sheet, figures));
        out.close();
        QProcess p;
        p.start(browser, {QStringLiteral("--headless"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                          QStringLiteral("--no-pdf-header-footer"), QStringLiteral("--user-data-dir=") + stem + QStringLiteral("-profile"),
                          QStringLiteral("--print-to-pdf=") + pdf, out.fileName()});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(QFile::exists(pdf), p.readAllStandardError().constData());
    } else {
        QFile out(pdf);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(ReportPdf::render(sheet, figures));
        out.close();
    }
    const Hanging found = hanging(printedLines(pdf));
    QVERIFY2(found.numbered >= 20, qPrintable(QString::number(found.numbered)));
    QVERIFY2(found.wrapped > 0, "no line of the listing wraps: the check would prove nothing");
    QVERIFY2(found.under.isEmpty(), qPrintable(found.under.join(QStringLiteral("\n  "))));
}
// --- end of the listing as printed ---

// Reported in the second walk: Chromium showed the Persian compare report's
// bars as "…درج :Inbox" read from the right as "Inbox :اول" (the colon against
// the Persian word, not after Inbox), "UPSERT: ۰" likewise, and the timeline's
// "order-4 handler، کند" with the comma against "کند": a run of punctuation
// alone, which Qt had laid out right to left, was laid out again left to
// right. In every line of a Persian picture, as a browser lays out each run,
// a colon or Persian comma closes the word to its right (read first): the
// space is on its left.
void TestReportPictures::persianPunctuationFollowsItsWordInABrowser()
{
    const Scenario s = builtin(QStringLiteral("11-natural-upsert"), QStringLiteral("none"));
    const QString folder = m_dir.filePath(QStringLiteral("punctuation"));
    QVERIFY(QDir().mkpath(folder));
    const QStringList strategies = {QStringLiteral("none"), QStringLiteral("db-insert-first"), QStringLiteral("natural")};
    const QVector<RunResult> runs = ComparisonRunner::run(s, strategies, folder);
    QVector<const RunResult *> pointers;
    for (const RunResult &r : runs)
        pointers.append(&r);
    const RunResult race = run(QStringLiteral("18-check-then-insert-race-no-unique-key"));
    ReportContext context;
    context.folder = folder;
    const ComparisonReport comparison = ReportModel::comparison(pointers, context);

    m_language.use(QStringLiteral("fa"));
    std::vector<ReportFigure> pictures(2);
    pictures[0].kind = ReportFigure::OutcomeBars;
    pictures[0].comparison = &comparison;
    pictures[1].kind = ReportFigure::DuplicateCurves;
    pictures[1].comparison = &comparison;
    pictures[1].height = 300;
    for (const ReportBlock &b : ReportComposer::run(ReportModel::run(race, context)).blocks) {
        if (b.kind == ReportBlock::Figure && b.figure.kind == ReportFigure::Timeline)
            pictures.push_back(b.figure);
    }
    ReportFigures figures;
    QStringList wrong;
    int punctuated = 0;
    for (const ReportFigure &f : pictures) {
        std::vector<SvgText> texts = svgTexts(figures.svg(f));
        std::stable_sort(texts.begin(), texts.end(), [](const SvgText &a, const SvgText &b) { return a.x < b.x; });
        std::map<long, QString> shown; // baseline → what the browser shows, left to right
        for (const SvgText &t : texts) {
            QString run;
            for (const QChar c : t.text) {
                if (c.category() != QChar::Other_Format)
                    run += c;
            }
            if (t.rightToLeft)
                std::reverse(run.begin(), run.end());
            shown[std::lround(t.y)] += run;
        }
        for (const auto &[y, line] : shown) {
            bool persian = false;
            for (const QChar c : line)
                persian = persian || c.direction() == QChar::DirAL;
            if (!persian)
                continue;
            for (qsizetype i = 0; i + 1 < line.size(); ++i) {
                if (line.at(i) != QLatin1Char(':') && line.at(i) != QChar(0x060C))
                    continue;
                ++punctuated;
                if (line.at(i + 1).isSpace())
                    wrong << QStringLiteral("y %1: %2").arg(y).arg(line);
            }
        }
    }
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QVERIFY2(pictures.size() > 2, "no timeline in the run report");
    QVERIFY2(punctuated >= 3, "no punctuated label: the check did not meet its case");
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestReportPictures)
#include "tst_reportpictures.moc"
