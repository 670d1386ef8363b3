// Reports as a reader and a script see them: the HTML parsed back, the PDF's
// text extracted with pdftotext, the SVG timeline parsed, every CSV read
// with an RFC 4180 reader, and the reproduce command re-run.

#include "compare/compareview.h"
#include "report/backgroundreport.h"
#include "report/reportfigures.h"
#include "report/reportcomposer.h"
#include "report/reportfiles.h"
#include "report/reporthtml.h"
#include "report/reportmodel.h"
#include "report/reportpdf.h"
#include "run/comparisonrunner.h"
#include "run/simulation.h"
#include "run/sweeprunner.h"
#include "scenario/scenarioio.h"
#include "scenario/scenariofields.h"
#include "sweep/sweepview.h"
#include "timeline/timelineindex.h"
#include "timeline/timelinelegend.h"
#include "timeline/timelinestyle.h"
#include "timeline/timelinetext.h"
#include "uitestsupport.h"
#include "window/reportexporter.h"

#include <QApplication>
#include <climits>
#include <cmath>
#include <QPaintEngine>
#include <QPainter>
#include <QMenu>
#include <QPushButton>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace idem;
using namespace idem::ui;

namespace {

// A small RFC 4180 reader: quoted fields may hold commas, quotes (doubled)
// and line breaks. Returns false on a malformed file.
bool parseCsv(const QByteArray &bytes, QVector<QStringList> *rows)
{
    rows->clear();
    QStringList row;
    QByteArray field;
    bool quoted = false, inField = false;
    for (int i = 0; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        if (quoted) {
            if (c == '"') {
                if (i + 1 < bytes.size() && bytes.at(i + 1) == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == '"') {
            if (inField && !field.isEmpty())
                return false; // a quote inside an unquoted field
            quoted = inField = true;
        } else if (c == ',') {
            row.append(QString::fromUtf8(field));
            field.clear();
            inField = false;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < bytes.size() && bytes.at(i + 1) == '\n')
                ++i;
            row.append(QString::fromUtf8(field));
            rows->append(row);
            row.clear();
            field.clear();
            inField = false;
        } else {
            field += c;
            inField = true;
        }
    }
    if (quoted)
        return false;
    if (inField || !row.isEmpty()) {
        row.append(QString::fromUtf8(field));
        rows->append(row);
    }
    return true;
}

// The HTML read back as XML: element names, attributes and text per id.
struct ParsedHtml
{
    bool ok = false;
    QString error;
    QString lang, dir, title;
    QSet<QString> elements;
    QStringList attributes;       // "name=value" of every element
    QHash<QString, QString> byId; // text inside the element with that id
    QString text;                 // all text outside <svg> and <style>
    QStringList svgs;             // each <svg> subtree, re-serialised
};

ParsedHtml parseHtml(const QByteArray &html)
{
    ParsedHtml out;
    QXmlStreamReader xml(html);
    QStringList idStack;
    int svgDepth = 0, styleDepth = 0;
    QString svg;
    QXmlStreamWriter *writer = nullptr;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString name = xml.name().toString();
            out.elements.insert(name);
            for (const QXmlStreamAttribute &a : xml.attributes())
                out.attributes.append(a.name().toString() + QLatin1Char('=') + a.value().toString());
            if (name == QLatin1String("html")) {
                out.lang = xml.attributes().value(QStringLiteral("lang")).toString();
                out.dir = xml.attributes().value(QStringLiteral("dir")).toString();
            }
            if (name == QLatin1String("svg") && svgDepth++ == 0) {
                svg.clear();
                writer = new QXmlStreamWriter(&svg);
            }
            if (writer) {
                writer->writeStartElement(name);
                writer->writeAttributes(xml.attributes());
            }
            if (name == QLatin1String("style"))
                ++styleDepth;
            idStack.append(xml.attributes().value(QStringLiteral("id")).toString());
        } else if (xml.isEndElement()) {
            const QString name = xml.name().toString();
            if (writer)
                writer->writeEndElement();
            if (name == QLatin1String("svg") && --svgDepth == 0) {
                delete writer;
                writer = nullptr;
                out.svgs.append(svg);
            }
            if (name == QLatin1String("style"))
                --styleDepth;
            idStack.removeLast();
        } else if (xml.isCharacters()) {
            if (writer)
                writer->writeCharacters(xml.text().toString());
            if (svgDepth == 0 && styleDepth == 0) {
                out.text += xml.text().toString();
                for (const QString &id : std::as_const(idStack)) {
                    if (!id.isEmpty())
                        out.byId[id] += xml.text().toString();
                }
            }
        }
    }
    delete writer;
    out.ok = !xml.hasError();
    out.error = xml.errorString();
    const QRegularExpression title(QStringLiteral("<title>(.*?)</title>"));
    const QRegularExpressionMatch m = title.match(QString::fromUtf8(html));
    if (m.hasMatch())
        out.title = m.captured(1);
    return out;
}

QString binary()
{
    // tests/ui/tst_reports → the build folder's idemlab
    return QDir(QCoreApplication::applicationDirPath()).absoluteFilePath(QStringLiteral("../../idemlab"));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString pdfText(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    if (!p.waitForFinished(60000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

int pdfPages(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {path});
    if (!p.waitForFinished(60000))
        return -1;
    const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    const QRegularExpressionMatch m = pages.match(QString::fromUtf8(p.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// The pages of a PDF (rendered at 50 dpi) that have ink in their left or
// right `marginMm`, less 3 mm of slack, one line each.
QStringList inkInSideMargins(const QString &path, double marginMm)
{
    QTemporaryDir dir;
    QProcess p;
    p.start(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-gray"),
                                         QStringLiteral("-png"), path, dir.filePath(QStringLiteral("page"))});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {path + QStringLiteral(": pdftoppm failed")};
    QStringList out;
    const QStringList pages = QDir(dir.path()).entryList({QStringLiteral("page*.png")}, QDir::Files, QDir::Name);
    for (const QString &name : pages) {
        const QImage page(dir.filePath(name));
        const int band = qRound((marginMm - 3) / 25.4 * 50);
        for (int y = 0; y < page.height(); ++y) {
            for (int x = 0; x < page.width(); ++x) {
                if (x >= band && x < page.width() - band)
                    continue;
                if (qGray(page.pixel(x, y)) < 160) {
                    out.append(QStringLiteral("%1: ink at %2,%3 (the page is %4 px wide)")
                                   .arg(name).arg(x).arg(y).arg(page.width()));
                    y = page.height();
                    break;
                }
            }
        }
    }
    return out;
}

Scenario builtin(const QString &name, const QString &strategy)
{
    ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    loaded.scenario.strategy.id = strategy;
    return loaded.scenario;
}

// A paint device that keeps every run of text a painter hands its engine —
// where Qt put it, how wide it is, which way it reads — as the SVG and PDF
// engines receive them.
struct TextRun
{
    QPointF at;
    double width = 0;
    QString text;
    QFont font;
};

class TextRecorder final : public QPaintDevice
{
public:
    std::vector<TextRun> runs;

    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth: return 2000;
        case PdmHeight: return 2000;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDepth: return 32;
        case PdmNumColors: return INT_MAX;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        default: return 0;
        }
    }

private:
    class Engine final : public QPaintEngine
    {
    public:
        explicit Engine(TextRecorder *owner) : QPaintEngine(AllFeatures), m_owner(owner) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &state) override
        {
            if (state.state() & DirtyTransform)
                m_transform = state.transform();
        }
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawPath(const QPainterPath &) override {}
        void drawTextItem(const QPointF &p, const QTextItem &item) override
        {
            const QPointF at = m_transform.map(p);
            m_owner->runs.push_back({at, item.width() * m_transform.m11(), item.text(), item.font()});
        }
        Type type() const override { return User; }

    private:
        TextRecorder *m_owner;
        QTransform m_transform;
    };
    mutable Engine m_engine{this};
};

bool hasLatinLetter(const QString &s)
{
    for (const QChar c : s) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')))
            return true;
    }
    return false;
}

bool hasPersianLetter(const QString &s)
{
    for (const QChar c : s) {
        if (c.direction() == QChar::DirAL && c.isLetter())
            return true;
    }
    return false;
}

// The x range a run's visible glyphs cover: a right-to-left run keeps its
// logically trailing spaces at its left end, its leading ones at its right.
std::pair<double, double> inkOf(const TextRun &r)
{
    const QFontMetricsF fm(r.font);
    qsizetype lead = 0, trail = 0;
    while (lead < r.text.size() && r.text.at(lead).isSpace())
        ++lead;
    while (trail < r.text.size() - lead && r.text.at(r.text.size() - 1 - trail).isSpace())
        ++trail;
    const double space = fm.horizontalAdvance(QLatin1Char(' '));
    const bool rtl = hasPersianLetter(r.text);
    const double left = r.at.x() + space * double(rtl ? trail : lead);
    const double right = r.at.x() + r.width - space * double(rtl ? lead : trail);
    return {left, right};
}

// Each text of a figure and where its runs were drawn (ReportFigures::paint).
std::vector<TextRun> textRuns(ReportFigures &figures, const ReportFigure &f)
{
    TextRecorder device;
    {
        QPainter p(&device);
        figures.paint(p, QRectF(0, 0, f.width, figures.height(f)), f);
    }
    return device.runs;
}

QStringList svgTexts(const QByteArray &svg)
{
    QStringList out;
    QXmlStreamReader xml(svg);
    bool inText = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement())
            inText = xml.name() == QLatin1String("text");
        else if (xml.isEndElement())
            inText = false;
        else if (inText && xml.isCharacters())
            out.append(xml.text().toString());
    }
    return out;
}

const TimelineLegend::Entry *legendEntry(const TimelineLegend &legend, TimelineLegend::Sample sample, Mark mark = Mark::None)
{
    for (const TimelineLegend::Entry &e : legend.entries()) {
        if (e.sample == sample && (sample != TimelineLegend::Sample::Glyph || e.mark == mark))
            return &e;
    }
    return nullptr;
}

} // namespace

class TestReports : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void runReport_data();
    void runReport();
    void escapesInjectedMarkup();
    void svgTimelineHoldsEveryDrawnMark();
    void csvFilesParse();
    void csvSentencesTakeTheLanguagesDigits();
    void reproduceGivesTheSameTraceHash();
    void batchReproduceGivesTheSameResults();
    void worksheetHidesTheAnswers();
    void comparisonReport();
    void chartLegendsNameEveryStrategyInFull();
    void pdfKeepsTheLegendWithItsTimeline();
    void pdfKeepsTableRowsWhole_data();
    void pdfKeepsTableRowsWhole();
    void sweepReport();
    void persianReport();
    void persianLegendKeepsItsSpaces();
    void englishFallbackKeepsItsDirection();
    void axisLabelsTimeZero_data();
    void axisLabelsTimeZero();
    void legendListsWhatThePictureDraws();
    void worksheetLegendListsWhatAStudentDraws();
    void hugeStoppedRunStaysSmall();
    void exporterCancelsAndLeavesNothing();
    void exporterWritesOnAWorker();
    void compareAndSweepExportOnAWorker();
    void worksheetListsTheSettingsTheBrokerHas();

private:
    RunResult run(const Scenario &s, const QString &folder);
    QString write(const RunResult &r, const QString &folder, const QStringList &formats, const QString &source = {});

    // Back to the suite's own language: no translation, the C locale.
    void plainLanguage()
    {
        m_language.use(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
    }

    QTemporaryDir m_dir;
    uitestsupport::Language m_language;
};

void TestReports::initTestCase()
{
    uitestsupport::pinEnvironment();
    QVERIFY(m_dir.isValid());
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext (poppler-utils) is needed");
}

RunResult TestReports::run(const Scenario &s, const QString &folder)
{
    QDir().mkpath(folder);
    Simulation sim(s, ComparisonRunner::databaseFile(folder, s.strategy.id));
    return sim.run();
}

QString TestReports::write(const RunResult &r, const QString &folder, const QStringList &formats, const QString &source)
{
    ReportFiles::Options o;
    o.formats = formats;
    o.context.folder = folder;
    o.context.source = source;
    o.context.appVersion = QStringLiteral("0.1.0");
    QStringList written;
    return ReportFiles::writeRun(r, o, &written);
}

void TestReports::runReport_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("duplicates");
    QTest::newRow("cache-local leaks two") << QStringLiteral("cache-local") << false << 2;
    QTest::newRow("db-insert-first holds") << QStringLiteral("db-insert-first") << true << 0;
}

void TestReports::runReport()
{
    QFETCH(QString, strategy);
    QFETCH(bool, valid);
    QFETCH(int, duplicates);
    const QString folder = m_dir.filePath(QStringLiteral("run-") + strategy);
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), strategy);
    const RunResult r = run(s, folder);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.valid, valid);
    QCOMPARE(write(r, folder, {QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html"), QStringLiteral("pdf")},
                   QStringLiteral("builtin:13-cache-ttl-expiry")),
             QString());

    const ParsedHtml html = parseHtml(readAll(QDir(folder).filePath(QStringLiteral("report.html"))));
    QVERIFY2(html.ok, qPrintable(html.error));
    QCOMPARE(html.byId.value(QStringLiteral("verdict")).contains(valid ? QStringLiteral("VALID") : QStringLiteral("INVALID")), true);
    QVERIFY(!html.byId.value(QStringLiteral("verdict")).contains(valid ? QStringLiteral("INVALID") : QStringLiteral("xx")));
    const QString outcome = html.byId.value(QStringLiteral("outcome"));
    QVERIFY2(outcome.contains(valid ? QStringLiteral("No order of 20 was created twice")
                                    : QStringLiteral("%1 of 20 orders were created twice").arg(duplicates)),
             qPrintable(outcome));
    QVERIFY(outcome.contains(QStringLiteral("none lost")));
    // Counters have human labels, not camelCase keys.
    QVERIFY(html.text.contains(QStringLiteral("Duplicate side effects%1").arg(duplicates)));
    QVERIFY(!html.text.contains(QStringLiteral("duplicateSideEffects")));
    QVERIFY(html.text.contains(QStringLiteral("Violations (%1)").arg(valid ? 0 : duplicates)));
    QVERIFY(html.text.contains(s.lesson.left(60)));
    QVERIFY(html.text.contains(QStringLiteral("idemlab run builtin:13-cache-ttl-expiry --seed %1").arg(s.seed)));
    // The database is named relative to the report, with the query that shows the duplicates.
    QVERIFY(html.text.contains(QStringLiteral("sqlite3 %1.sqlite \"SELECT order_key").arg(strategy)));
    QVERIFY(!html.text.contains(folder));
    // Nothing loads from anywhere: no script, no link, no external reference.
    QVERIFY(!html.elements.contains(QStringLiteral("script")));
    QVERIFY(!html.elements.contains(QStringLiteral("link")));
    for (const QString &a : html.attributes) {
        QVERIFY2(!a.startsWith(QLatin1String("src=")) && !a.startsWith(QLatin1String("href="))
                     && !a.startsWith(QLatin1String("xlink:href=http")),
                 qPrintable(a));
    }
    const QByteArray raw = readAll(QDir(folder).filePath(QStringLiteral("report.html")));
    // url(#id) points inside the file (SVG clip paths); nothing else may.
    QVERIFY(!QString::fromUtf8(raw).contains(QRegularExpression(QStringLiteral("url\\((?!#)"))));
    QVERIFY(!raw.contains("@import"));
    QVERIFY(html.svgs.size() >= 2); // the timeline and the legend

    const QString pdf = QDir(folder).filePath(QStringLiteral("report.pdf"));
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(valid ? QStringLiteral("VALID") : QStringLiteral("INVALID")), qPrintable(text.left(400)));
    QVERIFY(text.contains(s.lesson.left(40).simplified()));
    const int pages = pdfPages(pdf);
    QVERIFY2(pages >= 2 && pages <= 8, qPrintable(QString::number(pages)));
}

void TestReports::escapesInjectedMarkup()
{
    // Markup in every text a scenario file carries, in every report made
    // from it: a run report, its worksheet and answer key, a comparison and
    // a sweep. It shows as the text it is, in the HTML and in the PDF.
    const QString folder = m_dir.filePath(QStringLiteral("inject"));
    Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-local"));
    s.name = QStringLiteral("</style><script>alert(1)</script> & <b>bold</b>");
    s.description = QStringLiteral("<img src=\"http://example.com/x.png\" onerror=\"alert(2)\"> ]]> \"quoted\"");
    s.predict = QStringLiteral("</textarea><script>alert(3)</script> & &amp; 'single'");
    s.observe = QStringLiteral("<a href=\"http://evil.example\">look</a> <!-- comment --> <?php x ?>");
    s.lesson = QStringLiteral("</title></head><body><iframe src=\"http://evil\"></iframe>");
    const RunResult r = run(s, folder);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(write(r, folder, {QStringLiteral("html"), QStringLiteral("pdf"), QStringLiteral("worksheet")}), QString());

    const QString compareFolder = m_dir.filePath(QStringLiteral("inject-compare"));
    QVERIFY(QDir().mkpath(compareFolder));
    const QVector<RunResult> runs =
        ComparisonRunner::run(s, {QStringLiteral("none"), QStringLiteral("cache-local")}, compareFolder);
    QVector<const RunResult *> pointers;
    for (const RunResult &one : runs)
        pointers.append(&one);
    ReportFiles::Options o;
    o.formats = {QStringLiteral("html"), QStringLiteral("pdf")};
    o.context.folder = compareFolder;
    o.perRunReports = false;
    QCOMPARE(ReportFiles::writeComparison(pointers, o, nullptr), QString());
    const QString sweepFolder = m_dir.filePath(QStringLiteral("inject-sweep"));
    QVERIFY(QDir().mkpath(sweepFolder));
    const QString path = QStringLiteral("strategy.cacheTtlMs");
    const QVector<double> values = {5000, 40000};
    const QStringList strategies = {QStringLiteral("cache-local")};
    const QVector<SweepCell> cells = SweepRunner::run(s, path, values, strategies, sweepFolder);
    o.context.folder = sweepFolder;
    QCOMPARE(ReportFiles::writeSweep(s, path, values, strategies, cells, o, nullptr), QString());

    const QStringList all = {s.name, s.description, s.predict, s.observe, s.lesson};
    struct Report
    {
        QString stem;
        QStringList texts; // the scenario texts this report shows
    };
    const QVector<Report> reports = {
        {QDir(folder).filePath(QStringLiteral("report")), all},
        {QDir(folder).filePath(QStringLiteral("answer-key")), all},
        {QDir(folder).filePath(QStringLiteral("worksheet")), {s.name, s.description, s.predict}},
        {QDir(compareFolder).filePath(QStringLiteral("comparison")), all},
        {QDir(sweepFolder).filePath(QStringLiteral("sweep")), all},
    };
    for (const Report &report : reports) {
        const QString name = QFileInfo(report.stem).fileName();
        const ParsedHtml html = parseHtml(readAll(report.stem + QStringLiteral(".html")));
        QVERIFY2(html.ok, qPrintable(name + QLatin1String(": ") + html.error));
        for (const QString &e : {QStringLiteral("script"), QStringLiteral("img"), QStringLiteral("iframe"),
                                 QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("textarea")})
            QVERIFY2(!html.elements.contains(e), qPrintable(name + QLatin1String(" has <") + e + QLatin1Char('>')));
        QCOMPARE(html.elements.contains(QStringLiteral("style")), true);
        QVERIFY2(html.title.contains(s.name.toHtmlEscaped()), qPrintable(name + QLatin1String(": ") + html.title));
        for (const QString &text : report.texts)
            QVERIFY2(html.text.contains(text), qPrintable(name + QLatin1String(" lacks ") + text));
        for (const QString &a : html.attributes) {
            QVERIFY2(!a.startsWith(QLatin1String("src=")) && !a.startsWith(QLatin1String("onerror="))
                         && !a.startsWith(QLatin1String("href=")),
                     qPrintable(name + QLatin1String(": ") + a));
        }
        const QString pdf = pdfText(report.stem + QStringLiteral(".pdf"));
        QVERIFY2(pdf.contains(QStringLiteral("<script>alert(1)</script> & <b>bold</b>")), qPrintable(name));
        QVERIFY2(pdf.contains(QStringLiteral("</textarea><script>alert(3)</script> & &amp;")), qPrintable(name));
    }
}

void TestReports::svgTimelineHoldsEveryDrawnMark()
{
    const QString folder = m_dir.filePath(QStringLiteral("svg"));
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-local"));
    const RunResult r = run(s, folder);
    ReportFigures figures;
    ReportFigure f;
    f.kind = ReportFigure::Timeline;
    f.run = &r;
    const QByteArray svg = figures.svg(f);
    QXmlStreamReader xml(svg);
    QSet<QString> colours;
    QStringList texts;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            for (const char *attr : {"fill", "stroke"})
                colours.insert(xml.attributes().value(QLatin1String(attr)).toString().toLower());
        } else if (xml.isCharacters()) {
            texts.append(xml.text().toString());
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    // Every notable kind of event in the run (always drawn as its own
    // glyph) is in the picture, in its own colour.
    TimelineIndex index;
    index.build(r.trace, s.consumers.count);
    QSet<int> drawn;
    for (int row = 0; row < index.rowCount(); ++row) {
        for (int m = 0; m < kMarkCount; ++m) {
            if ((index.markMask(row) & (1u << m)) && TimelineMarks::isNotable(Mark(m)))
                drawn.insert(m);
        }
    }
    QVERIFY(drawn.contains(int(Mark::LostAck)));
    QVERIFY(drawn.contains(int(Mark::DuplicateEffect)));
    for (int m : std::as_const(drawn))
        QVERIFY2(colours.contains(TimelineStyle::markColor(Mark(m)).name()), qPrintable(TimelineText::markName(Mark(m))));
    // The lanes are labelled.
    QVERIFY(texts.join(QLatin1Char(' ')).contains(TimelineText::laneLabel(index.lane(0), QLocale())));

    // The legend explains each of them.
    ReportFigure legend;
    legend.kind = ReportFigure::Legend;
    const QString legendSvg = QString::fromUtf8(figures.svg(legend));
    for (int m : std::as_const(drawn))
        QVERIFY2(legendSvg.contains(TimelineText::markName(Mark(m)).toHtmlEscaped()), qPrintable(TimelineText::markName(Mark(m))));
}

void TestReports::csvFilesParse()
{
    const QString folder = m_dir.filePath(QStringLiteral("run-cache-local"));
    const QJsonObject summary = QJsonDocument::fromJson(readAll(QDir(folder).filePath(QStringLiteral("summary.json")))).object();
    QVERIFY(!summary.isEmpty());
    for (const QString &name : {QStringLiteral("metrics.csv"), QStringLiteral("violations.csv"), QStringLiteral("deliveries.csv"),
                                QStringLiteral("trace.csv")}) {
        QVector<QStringList> rows;
        QVERIFY2(parseCsv(readAll(QDir(folder).filePath(name)), &rows), qPrintable(name));
        QVERIFY2(rows.size() >= 2, qPrintable(name));
        for (const QStringList &row : std::as_const(rows))
            QVERIFY2(row.size() == rows.first().size(), qPrintable(name + QLatin1String(": ") + row.join(QLatin1Char('|'))));
    }
    QVector<QStringList> rows;
    QVERIFY(parseCsv(readAll(QDir(folder).filePath(QStringLiteral("trace.csv"))), &rows));
    QCOMPARE(double(rows.size() - 1), summary.value(QStringLiteral("traceRecords")).toDouble());
    // The explanations hold commas and come back whole.
    QVERIFY(parseCsv(readAll(QDir(folder).filePath(QStringLiteral("violations.csv"))), &rows));
    const QJsonArray violations = summary.value(QStringLiteral("violations")).toArray();
    QCOMPARE(rows.size() - 1, violations.size());
    QVERIFY(rows.at(1).at(3).contains(QLatin1Char(',')));
    QCOMPARE(rows.at(1).at(3), violations.at(0).toObject().value(QStringLiteral("explanation")).toString());
    // Locale-neutral numbers.
    QVERIFY(parseCsv(readAll(QDir(folder).filePath(QStringLiteral("metrics.csv"))), &rows));
    for (int i = 1; i < rows.size(); ++i) {
        bool ok = false;
        QLocale::c().toDouble(rows.at(i).at(1), &ok);
        QVERIFY2(ok, qPrintable(rows.at(i).join(QLatin1Char(','))));
    }
    // The CSV writer quotes by RFC 4180.
    QVector<QStringList> one;
    QVERIFY(parseCsv("a,\"b,\"\"c\"\"\nd\",e\n", &one));
    QCOMPARE(one, (QVector<QStringList>{{QStringLiteral("a"), QStringLiteral("b,\"c\"\nd"), QStringLiteral("e")}}));
}

// Reported: with --lang fa, violations.csv mixed Persian sentences with
// Latin numbers ("تحویل 1 در 0.150 s"). The rule: a sentence for a reader
// (the explanation column, summary.json's explanations) takes the report
// language's digits and units; the fields for programs (the header, keys,
// kinds, counts) stay Latin.
void TestReports::csvSentencesTakeTheLanguagesDigits()
{
    const QString folder = m_dir.filePath(QStringLiteral("csv-fa"));
    m_language.use(QStringLiteral("fa"));
    const RunResult r = run(builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-local")), folder);
    QVERIFY(!r.violations.isEmpty());
    QCOMPARE(write(r, folder, {QStringLiteral("csv"), QStringLiteral("json")}), QString());
    plainLanguage();
    QVector<QStringList> rows;
    QVERIFY(parseCsv(readAll(QDir(folder).filePath(QStringLiteral("violations.csv"))), &rows));
    QCOMPARE(rows.size(), 1 + r.violations.size());
    QCOMPARE(rows.first(), (QStringList{QStringLiteral("key"), QStringLiteral("kind"), QStringLiteral("applied"),
                                        QStringLiteral("explanation")}));
    const QJsonArray json = QJsonDocument::fromJson(readAll(QDir(folder).filePath(QStringLiteral("summary.json"))))
                                .object().value(QStringLiteral("violations")).toArray();
    const QRegularExpression persianDigit(QStringLiteral("[\\x{06F0}-\\x{06F9}]"));
    const QRegularExpression latinId(QStringLiteral("[A-Za-z]+-\\d+"));
    for (int i = 1; i < rows.size(); ++i) {
        const QStringList &row = rows.at(i);
        QVERIFY2(QRegularExpression(QStringLiteral("^order-\\d+$")).match(row.at(0)).hasMatch(), qPrintable(row.at(0)));
        QVERIFY2(QRegularExpression(QStringLiteral("^[a-z-]+$")).match(row.at(1)).hasMatch(), qPrintable(row.at(1)));
        QCOMPARE(row.at(2), QString::number(r.violations.at(i - 1).applied));
        const QString sentence = row.at(3);
        QVERIFY2(sentence.contains(persianDigit), qPrintable(sentence));
        // No Latin digit is left but inside an id (order-4, consumer-1).
        QVERIFY2(!QString(sentence).remove(latinId).contains(QRegularExpression(QStringLiteral("[0-9]"))),
                 qPrintable(sentence));
        QVERIFY2(!sentence.contains(QStringLiteral(" s ")) && !sentence.contains(QStringLiteral(" s.")), qPrintable(sentence));
        QCOMPARE(json.at(i - 1).toObject().value(QStringLiteral("explanation")).toString(), sentence);
        QCOMPARE(json.at(i - 1).toObject().value(QStringLiteral("applied")).toInt(), r.violations.at(i - 1).applied);
    }
}

void TestReports::reproduceGivesTheSameTraceHash()
{
    QVERIFY2(QFileInfo::exists(binary()), qPrintable(binary()));
    // An edited scenario (not a built-in one) is reproduced from scenario.json.
    const QString folder = m_dir.filePath(QStringLiteral("reproduce"));
    Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-shared"));
    s.messages = 30;
    s.faults.ackLost = 0.1;
    const RunResult r = run(s, folder);
    QCOMPARE(write(r, folder, {QStringLiteral("json")}, QStringLiteral("builtin:13-cache-ttl-expiry")), QString());
    const QJsonObject summary = QJsonDocument::fromJson(readAll(QDir(folder).filePath(QStringLiteral("summary.json")))).object();
    const QString command = summary.value(QStringLiteral("reproduce")).toString();
    QVERIFY2(command.startsWith(QLatin1String("idemlab run scenario.json ")), qPrintable(command));
    QStringList args = command.split(QLatin1Char(' '));
    args.removeFirst();
    QProcess p;
    p.setWorkingDirectory(folder);
    p.start(binary(), args);
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitCode() == 0 || p.exitCode() == 1, p.readAllStandardError().constData());
    const QJsonObject again =
        QJsonDocument::fromJson(readAll(QDir(folder).filePath(QStringLiteral("rerun/summary.json")))).object();
    QCOMPARE(again.value(QStringLiteral("traceHash")).toString(), summary.value(QStringLiteral("traceHash")).toString());
    QCOMPARE(again.value(QStringLiteral("traceHash")).toString(), r.trace.hashHex());
}

void TestReports::batchReproduceGivesTheSameResults()
{
    // The command a comparison and a sweep report print, run again in the
    // report's folder: the same trace hash for every strategy, the same
    // sweep table, for a scenario of the user's own (not a built-in).
    QVERIFY2(QFileInfo::exists(binary()), qPrintable(binary()));
    const QString file = m_dir.filePath(QStringLiteral("own.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schemaVersion": 1, "name": "Own", "messages": 12, "seed": 9, "broker": {"profile": "rabbitmq"},
                    "faults": {"ackLost": 0.25}})");
    }
    const auto idemlab = [](const QStringList &args, const QString &cwd) {
        QProcess p;
        p.setWorkingDirectory(cwd);
        p.start(binary(), args);
        p.waitForFinished(240000);
        return p.exitStatus() == QProcess::NormalExit && p.exitCode() <= 1;
    };
    const auto printed = [](const QString &html, const QString &command) {
        const QRegularExpression pre(QStringLiteral("<pre>(idemlab %1 [^<]*)</pre>").arg(command));
        QString line = pre.match(QString::fromUtf8(readAll(html))).captured(1);
        return line.replace(QStringLiteral("&quot;"), QStringLiteral("\"")).replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    };
    const auto hashes = [](const QString &json) {
        QStringList out;
        const QJsonObject o = QJsonDocument::fromJson(readAll(json)).object();
        for (const QJsonValue &v : o.value(QStringLiteral("strategies")).toArray())
            out.append(v.toObject().value(QStringLiteral("traceHash")).toString());
        return out;
    };

    const QString compare = m_dir.filePath(QStringLiteral("own-compare"));
    QVERIFY(idemlab({QStringLiteral("compare"), file, QStringLiteral("--strategies"), QStringLiteral("none,cache-local"),
                     QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--out"), compare},
                    m_dir.path()));
    const QString compareCommand = printed(QDir(compare).filePath(QStringLiteral("comparison.html")), QStringLiteral("compare"));
    QVERIFY2(compareCommand.startsWith(QLatin1String("idemlab compare scenario.json ")), qPrintable(compareCommand));
    QStringList args = compareCommand.split(QLatin1Char(' '));
    args.removeFirst();
    QVERIFY(idemlab(args, compare));
    const QStringList before = hashes(QDir(compare).filePath(QStringLiteral("comparison.json")));
    QCOMPARE(before.size(), 2);
    QCOMPARE(hashes(QDir(compare).filePath(QStringLiteral("rerun/comparison.json"))), before);

    const QString sweep = m_dir.filePath(QStringLiteral("own-sweep"));
    QVERIFY(idemlab({QStringLiteral("sweep"), file, QStringLiteral("--param"), QStringLiteral("faults.ackLost"),
                     QStringLiteral("--from"), QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("0.5"),
                     QStringLiteral("--step"), QStringLiteral("0.25"), QStringLiteral("--strategies"),
                     QStringLiteral("none,db-insert-first"), QStringLiteral("--format"), QStringLiteral("html"),
                     QStringLiteral("--out"), sweep},
                    m_dir.path()));
    const QString sweepCommand = printed(QDir(sweep).filePath(QStringLiteral("sweep.html")), QStringLiteral("sweep"));
    QVERIFY2(sweepCommand.startsWith(QLatin1String("idemlab sweep scenario.json ")), qPrintable(sweepCommand));
    args = sweepCommand.split(QLatin1Char(' '));
    args.removeFirst();
    QVERIFY(idemlab(args, sweep));
    const QByteArray table = readAll(QDir(sweep).filePath(QStringLiteral("sweep.csv")));
    QCOMPARE(table.count('\n'), 1 + 3 * 2);
    QCOMPARE(readAll(QDir(sweep).filePath(QStringLiteral("rerun/sweep.csv"))), table);
}

void TestReports::worksheetHidesTheAnswers()
{
    const QString folder = m_dir.filePath(QStringLiteral("worksheet"));
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-local"));
    const RunResult r = run(s, folder);
    QCOMPARE(write(r, folder, {QStringLiteral("worksheet")}), QString());
    const QString sheet = pdfText(QDir(folder).filePath(QStringLiteral("worksheet.pdf")));
    QVERIFY(sheet.contains(s.predict.left(40).simplified()));
    QVERIFY(sheet.contains(s.description.left(40).simplified()));
    QVERIFY(!sheet.contains(s.lesson.left(40).simplified()));
    QVERIFY(!sheet.contains(QStringLiteral("INVALID")));
    QVERIFY(!sheet.contains(QStringLiteral("orders were created twice")));
    const int pages = pdfPages(QDir(folder).filePath(QStringLiteral("worksheet.pdf")));
    QVERIFY2(pages >= 1 && pages <= 4, qPrintable(QString::number(pages)));
    const ParsedHtml html = parseHtml(readAll(QDir(folder).filePath(QStringLiteral("worksheet.html"))));
    QVERIFY(html.ok);
    QVERIFY(html.svgs.size() >= 2); // the empty lanes and the legend
    const QString key = pdfText(QDir(folder).filePath(QStringLiteral("answer-key.pdf")));
    QVERIFY(key.contains(s.lesson.left(40).simplified()));
    QVERIFY(key.contains(QStringLiteral("INVALID")));
}

void TestReports::comparisonReport()
{
    const QString folder = m_dir.filePath(QStringLiteral("compare"));
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none"));
    QVERIFY(QDir().mkpath(folder));
    const QVector<RunResult> runs = ComparisonRunner::run(
        s, {QStringLiteral("none"), QStringLiteral("cache-local"), QStringLiteral("db-insert-first")}, folder);
    QVector<const RunResult *> pointers;
    for (const RunResult &r : runs)
        pointers.append(&r);
    ReportFiles::Options o;
    o.formats = {QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("html"), QStringLiteral("pdf")};
    o.context.folder = folder;
    o.context.source = QStringLiteral("builtin:13-cache-ttl-expiry");
    QStringList written;
    QCOMPARE(ReportFiles::writeComparison(pointers, o, &written), QString());
    const ParsedHtml html = parseHtml(readAll(QDir(folder).filePath(QStringLiteral("comparison.html"))));
    QVERIFY2(html.ok, qPrintable(html.error));
    QVERIFY2(html.text.contains(QStringLiteral("Inbox: claim first (\u2066db-insert-first\u2069) held")), qPrintable(html.text.left(3000)));
    QVERIFY(html.text.contains(QStringLiteral("In-process cache (\u2066cache-local\u2069) leaked: 2 of 20 orders were created twice")));
    QVERIFY(html.text.contains(QStringLiteral("No deduplication (\u2066none\u2069) leaked")));
    QVERIFY(html.text.contains(QStringLiteral("idemlab compare builtin:13-cache-ttl-expiry")));
    // Two charts, one timeline per strategy, the legend.
    QCOMPARE(html.svgs.size(), 2 + 3 + 1);
    // Counts are charted in whole numbers: two duplicates are 0, 1, 2 on the
    // axis, not 0.50 and 1.50.
    for (int i = 0; i < 2; ++i) {
        QXmlStreamReader chart(html.svgs.at(i));
        while (!chart.atEnd()) {
            if (chart.readNext() == QXmlStreamReader::Characters)
                QVERIFY2(!chart.text().contains(QLatin1String(".50")), qPrintable(chart.text().toString()));
        }
    }
    QVector<QStringList> rows;
    QVERIFY(parseCsv(readAll(QDir(folder).filePath(QStringLiteral("comparison.csv"))), &rows));
    QCOMPARE(rows.size(), 4);
    const QString text = pdfText(QDir(folder).filePath(QStringLiteral("comparison.pdf")));
    QVERIFY(text.contains(QStringLiteral("leaked")));
    QVERIFY(text.contains(QStringLiteral("held")));
    const int pages = pdfPages(QDir(folder).filePath(QStringLiteral("comparison.pdf")));
    QVERIFY2(pages >= 2 && pages <= 10, qPrintable(QString::number(pages)));
    QVERIFY(QFileInfo::exists(QDir(folder).filePath(QStringLiteral("cache-local/report.html"))));
}

// Reported: the Persian comparison's curve legend printed
// "cache مشترک (شبیه Re…". Every strategy of a full comparison is named in
// full in both charts' legends, in each language.
void TestReports::chartLegendsNameEveryStrategyInFull()
{
    const QString folder = m_dir.filePath(QStringLiteral("compare-all"));
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none"));
    QVERIFY(QDir().mkpath(folder));
    const QVector<RunResult> runs = ComparisonRunner::run(s, vocab::strategies(), folder);
    const ComparisonReport report = uitestsupport::comparisonReport(runs, folder);
    QCOMPARE(report.entries.size(), vocab::strategies().size());
    for (const char *language : {"fa", "tr", "en"}) {
        m_language.use(QLatin1String(language));
        ReportFigures figures;
        for (ReportFigure::Kind kind : {ReportFigure::DuplicateCurves, ReportFigure::OutcomeBars}) {
            ReportFigure chart;
            chart.kind = kind;
            chart.comparison = &report;
            chart.height = 420;
            const QStringList texts = svgTexts(figures.svg(chart));
            for (const QString &t : texts)
                QVERIFY2(!t.contains(QChar(0x2026)), qPrintable(QLatin1String(language) + QStringLiteral(": ") + t));
        }
    }
    plainLanguage();
}

// Reported: a Persian report printed its timeline at the foot of page 1 and
// the legend alone at the top of page 2. Whatever text comes before them,
// the picture and its legend share a page.
void TestReports::pdfKeepsTheLegendWithItsTimeline()
{
    const QString folder = m_dir.filePath(QStringLiteral("keep"));
    const RunResult r = run(builtin(QStringLiteral("04-ack-lost-network-timeout"), QStringLiteral("none")), folder);
    ReportFigures figures;
    int splitBefore = 0;
    for (int filler = 0; filler <= 44; filler += 2) {
        ReportDocument doc = ReportComposer::start(QStringLiteral("Keep together"));
        for (int i = 0; i < filler; ++i)
            doc.paragraph(QStringLiteral("Filler paragraph %1 that takes one line of the page.").arg(i));
        ReportFigure whole;
        whole.kind = ReportFigure::Timeline;
        whole.run = &r;
        whole.caption = QStringLiteral("WHOLECAPTION");
        doc.figure(whole);
        ReportFigure legend;
        legend.kind = ReportFigure::Legend;
        legend.run = &r;
        legend.caption = QStringLiteral("LEGENDCAPTION");
        doc.figure(legend);
        const QString path = QDir(folder).filePath(QStringLiteral("keep.pdf"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(ReportPdf::render(doc, figures));
        out.close();
        const int pages = pdfPages(path);
        int wholePage = 0, legendPage = 0;
        for (int page = 1; page <= pages; ++page) {
            QProcess p;
            p.start(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                                  QString::number(page), path, QStringLiteral("-")});
            QVERIFY(p.waitForFinished(60000));
            const QString text = QString::fromUtf8(p.readAllStandardOutput());
            if (text.contains(QStringLiteral("WHOLECAPTION")))
                wholePage = page;
            if (text.contains(QStringLiteral("LEGENDCAPTION")))
                legendPage = page;
        }
        QVERIFY(wholePage > 0);
        QVERIFY2(wholePage == legendPage, qPrintable(QStringLiteral("%1 filler lines: the timeline on page %2, its legend on %3")
                                                         .arg(filler).arg(wholePage).arg(legendPage)));
        splitBefore += pages > 1 ? 1 : 0;
    }
    QVERIFY(splitBefore > 0); // some filler pushed the pair over a page's foot
}

void TestReports::pdfKeepsTableRowsWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("tr") << QStringLiteral("tr");
    QTest::newRow("fa") << QStringLiteral("fa");
}

// Reported: the compare PDF split a row across pages, a strategy's name on
// one page and the rest of its row on the next. A full comparison (ten
// columns, names wrapping onto two or three lines) is pushed down a line at
// a time by filler paragraphs, so page breaks fall at every height of the
// table: no row's text has lines on two pages, none runs past the page's foot.
void TestReports::pdfKeepsTableRowsWhole()
{
    QFETCH(QString, language);
    const QString folder = m_dir.filePath(QStringLiteral("rows-") + language);
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none"));
    QVERIFY(QDir().mkpath(folder));
    const QVector<RunResult> runs = ComparisonRunner::run(s, vocab::strategies(), folder);
    m_language.use(language);
    const ComparisonReport report = uitestsupport::comparisonReport(runs, folder);
    const ReportDocument composed = BatchComposer::comparison(report);
    ReportFigures figures;
    int broken = 0;  // layouts where a table continued on the next page
    int multiLine = 0;
    for (int filler = 0; filler <= 60; filler += 3) {
        ReportDocument doc = composed;
        for (int i = 0; i < filler; ++i) {
            ReportBlock b;
            b.kind = ReportBlock::Paragraph;
            b.text = QStringLiteral("Filler %1.").arg(i);
            doc.blocks.insert(1, b);
        }
        const ReportPdf::RowPlaces places = ReportPdf::tableRows(doc, figures);
        QVERIFY(places.pageHeight > 0 && !places.rows.isEmpty());
        bool continued = false;
        for (int i = 0; i < places.rows.size(); ++i) {
            const QRectF row = places.rows.at(i);
            const int first = int(row.top() / places.pageHeight);
            const int last = int((row.bottom() - 0.5) / places.pageHeight);
            QVERIFY2(first == last, qPrintable(QStringLiteral("%1 filler lines: table row %2 (%3 to %4) on pages %5 and %6")
                                                   .arg(filler).arg(i).arg(row.top()).arg(row.bottom())
                                                   .arg(first + 1).arg(last + 1)));
            QVERIFY2(row.bottom() - first * places.pageHeight <= places.pageFoot + 1,
                     qPrintable(QStringLiteral("%1 filler lines: table row %2 (%3 to %4) runs past the foot of page %5 (%6)")
                                    .arg(filler).arg(i).arg(row.top()).arg(row.bottom()).arg(first + 1)
                                    .arg(first * places.pageHeight + places.pageFoot)));
            if (i > 0 && places.tables.at(i) == places.tables.at(i - 1)
                && int(places.rows.at(i - 1).top() / places.pageHeight) != first)
                continued = true;
            if (row.height() > 30)
                ++multiLine;
        }
        broken += continued ? 1 : 0;
    }
    QVERIFY(multiLine > 0); // rows of two and more lines were there to split
    QVERIFY(broken > 0);
    plainLanguage();
}

void TestReports::sweepReport()
{
    const QString folder = m_dir.filePath(QStringLiteral("sweep"));
    const Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-local"));
    const QString path = QStringLiteral("strategy.cacheTtlMs");
    const QVector<double> values = {40000, 20000, 5000};
    const QStringList strategies = {QStringLiteral("cache-local"), QStringLiteral("db-insert-first")};
    QVERIFY(QDir().mkpath(folder));
    const QVector<SweepCell> cells = SweepRunner::run(s, path, values, strategies, folder);
    for (const SweepCell &c : cells)
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    ReportFiles::Options o;
    o.formats = {QStringLiteral("html"), QStringLiteral("pdf")};
    o.context.folder = folder;
    QStringList written;
    QCOMPARE(ReportFiles::writeSweep(s, path, values, strategies, cells, o, &written), QString());
    const ParsedHtml html = parseHtml(readAll(QDir(folder).filePath(QStringLiteral("sweep.html"))));
    QVERIFY2(html.ok, qPrintable(html.error));
    // A 40 s TTL outlives the 30 s redelivery; 20 s does not.
    QVERIFY2(html.text.contains(QStringLiteral("In-process cache (\u2066cache-local\u2069): holds up to 40000, leaks from 20000.")),
             qPrintable(html.text.left(2000)));
    QVERIFY(html.text.contains(QStringLiteral("Inbox: claim first (\u2066db-insert-first\u2069): no duplicate effect")));
    QVERIFY(html.text.contains(QStringLiteral("Cache TTL (ms)")));
    QCOMPARE(html.svgs.size(), 1);
    QVector<QStringList> rows;
    QVERIFY(parseCsv(readAll(QDir(folder).filePath(QStringLiteral("sweep.csv"))), &rows));
    QCOMPARE(rows.size(), 1 + values.size() * strategies.size());
    QVERIFY(pdfText(QDir(folder).filePath(QStringLiteral("sweep.pdf"))).contains(QStringLiteral("leaks from")));
}

void TestReports::persianReport()
{
    const QString folder = m_dir.filePath(QStringLiteral("fa"));
    QProcess p;
    p.start(binary(), {QStringLiteral("run"), QStringLiteral("builtin:13-cache-ttl-expiry"), QStringLiteral("--strategy"),
                       QStringLiteral("cache-local"), QStringLiteral("--lang"), QStringLiteral("fa"), QStringLiteral("--format"),
                       QStringLiteral("csv,html,pdf"), QStringLiteral("--out"), folder});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 1); // an invalid verdict
    const ParsedHtml html = parseHtml(readAll(QDir(folder).filePath(QStringLiteral("report.html"))));
    QVERIFY2(html.ok, qPrintable(html.error));
    QCOMPARE(html.lang, QStringLiteral("fa"));
    QCOMPARE(html.dir, QStringLiteral("rtl"));
    // Persian digits in prose, Latin ones in the command, ids and SQL.
    QVERIFY(html.text.contains(QString::fromUtf8("۲۰")));
    QVERIFY(html.text.contains(QStringLiteral("--seed 113 --messages 20")));
    QVERIFY(html.text.contains(QStringLiteral("HAVING count(*) > 1")));
    // CSV stays locale-neutral.
    const QByteArray metrics = readAll(QDir(folder).filePath(QStringLiteral("metrics.csv")));
    QVERIFY(metrics.contains("logicalMessages,20"));
    QVERIFY(!QString::fromUtf8(metrics).contains(QString::fromUtf8("۲")));
    QVERIFY(pdfPages(QDir(folder).filePath(QStringLiteral("report.pdf"))) >= 2);
    // Nothing is drawn in the page's side margins (16 mm): Qt put
    // right-aligned tables past the right margin, to the paper's edge.
    const QStringList inMargins = inkInSideMargins(QDir(folder).filePath(QStringLiteral("report.pdf")), 16);
    QVERIFY2(inMargins.isEmpty(), qPrintable(inMargins.join(QLatin1Char('\n'))));
    // Each Persian run in the pictures is laid out right to left by the
    // browser, anchored where Qt placed it, so "۲۹٫۲ ثانیه" keeps its space.
    int persianRuns = 0;
    for (const QString &svg : html.svgs) {
        QXmlStreamReader xml(svg);
        QXmlStreamAttributes attributes;
        bool inText = false; // drawn text, not the <title>
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                inText = xml.name() == QLatin1String("text");
                attributes = xml.attributes();
            }
            if (xml.isEndElement())
                inText = false;
            if (!inText || !xml.isCharacters())
                continue;
            bool persian = false;
            for (const QChar c : xml.text())
                persian = persian || c.direction() == QChar::DirAL;
            if (!persian)
                continue;
            ++persianRuns;
            QVERIFY2(attributes.value(QStringLiteral("direction")) == QLatin1String("rtl")
                         && attributes.value(QStringLiteral("text-anchor")) == QLatin1String("end"),
                     qPrintable(xml.text().toString()));
        }
    }
    QVERIFY(persianRuns > 10); // lane names, the axis, the legend
    QVERIFY(QString::fromUtf8(readAll(QDir(folder).filePath(QStringLiteral("summary.json")))).contains(QStringLiteral("\"traceHash\"")));
}

// Reported: the Persian legend printed "ورود به صفbroker". Every Latin word
// a Persian word precedes (in a right-to-left line, to its right) keeps a
// space between them, as the SVG and PDF engines are handed the runs.
void TestReports::persianLegendKeepsItsSpaces()
{
    m_language.use(QStringLiteral("fa"));
    const QString folder = m_dir.filePath(QStringLiteral("fa-legend"));
    const RunResult r = run(builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-local")), folder);
    ReportFigures figures;
    ReportFigure legend;
    legend.kind = ReportFigure::Legend; // every entry: the most words to check
    const std::vector<TextRun> runs = textRuns(figures, legend);
    plainLanguage();
    QVERIFY(runs.size() > 20);
    QStringList lost;
    int checked = 0;
    for (const TextRun &latin : runs) {
        if (!hasLatinLetter(latin.text) || hasPersianLetter(latin.text))
            continue;
        const auto [latinLeft, latinRight] = inkOf(latin);
        Q_UNUSED(latinLeft)
        // The nearest visible run to its right on the same line.
        const TextRun *next = nullptr;
        double nextLeft = 1e9;
        for (const TextRun &other : runs) {
            const bool ink = std::any_of(other.text.begin(), other.text.end(),
                                         [](QChar c) { return c.isLetterOrNumber() || c.isPunct(); });
            if (&other == &latin || std::abs(other.at.y() - latin.at.y()) > 2 || !ink)
                continue;
            const double left = inkOf(other).first;
            if (left >= latinRight - 1 && left < nextLeft) {
                next = &other;
                nextLeft = left;
            }
        }
        if (!next || !hasPersianLetter(next->text) || nextLeft - latinRight > 20)
            continue;
        ++checked;
        const double space = QFontMetricsF(latin.font).horizontalAdvance(QLatin1Char(' '));
        if (nextLeft - latinRight < 0.6 * space)
            lost << QStringLiteral("\"%1\" touches \"%2\" (%3 px apart)")
                        .arg(next->text, latin.text, QString::number(nextLeft - latinRight, 'f', 1));
    }
    QVERIFY2(checked >= 5, qPrintable(QString::number(checked)));
    QVERIFY2(lost.isEmpty(), qPrintable(lost.join(QLatin1Char('\n'))));
}

// A scenario that translates its story but not what to observe: in a Persian
// report the story reads right to left, the English fallback left to right
// (it printed ".Watch order-6: …", its full stop before its first word).
void TestReports::englishFallbackKeepsItsDirection()
{
    Scenario s = builtin(QStringLiteral("04-ack-lost-network-timeout"), QStringLiteral("none"));
    s.observe = QStringLiteral("Watch order-3: committed, then redelivered.");
    s.translations[QStringLiteral("fa")].remove(QStringLiteral("observe"));
    QVERIFY(s.translations.value(QStringLiteral("fa")).contains(QStringLiteral("description")));
    const QString folder = m_dir.filePath(QStringLiteral("fallback"));
    const RunResult r = run(s, folder);
    m_language.use(QStringLiteral("fa"));
    ReportContext context;
    context.folder = folder;
    const ReportDocument doc = ReportComposer::run(ReportModel::run(r, context));
    ReportFigures figures;
    const ParsedHtml html = parseHtml(ReportHtml::render(doc, figures));
    plainLanguage();
    QVERIFY2(html.ok, qPrintable(html.error));
    QCOMPARE(html.dir, QStringLiteral("rtl"));
    // The browser gives each paragraph (dir="auto") the direction of its
    // first strong character: a right-to-left mark, or the first letter.
    const auto firstStrong = [](const QString &text) {
        for (const QChar c : text) {
            const QChar::Direction d = c.direction();
            if (d == QChar::DirL || d == QChar::DirR || d == QChar::DirAL)
                return d;
        }
        return QChar::DirON;
    };
    int english = 0, persian = 0;
    for (const ReportBlock &b : doc.blocks) {
        if (b.kind != ReportBlock::Paragraph)
            continue;
        if (b.text.contains(s.observe)) {
            ++english;
            QCOMPARE(firstStrong(b.text), QChar::DirL);
        } else if (hasPersianLetter(b.text)) {
            ++persian;
            QVERIFY(firstStrong(b.text) != QChar::DirL);
        }
    }
    QCOMPARE(english, 1);
    QVERIFY(persian >= 1);
    QVERIFY(html.text.contains(s.observe));
}

void TestReports::axisLabelsTimeZero_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("zero");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("^0(\\.0+)? s$");
    QTest::newRow("tr") << QStringLiteral("tr") << QStringLiteral("^0(,0+)? sn$");
    QTest::newRow("fa") << QStringLiteral("fa") << QString::fromUtf8("^\\s*۰(٫۰+)?\\s*$");
}

// Reported: the Persian report's axis began at its second tick; "0 s" was
// left out, as wider than the room before the lane names' edge.
void TestReports::axisLabelsTimeZero()
{
    QFETCH(QString, language);
    QFETCH(QString, zero);
    m_language.use(language);
    const QString folder = m_dir.filePath(QStringLiteral("zero-") + language);
    const RunResult r = run(builtin(QStringLiteral("04-ack-lost-network-timeout"), QStringLiteral("none")), folder);
    ReportFigures figures;
    ReportFigure whole;
    whole.kind = ReportFigure::Timeline;
    whole.run = &r;
    const QStringList texts = svgTexts(figures.svg(whole));
    ReportFigure frame = whole;
    frame.kind = ReportFigure::EmptyTimeline;
    const QStringList frameTexts = svgTexts(figures.svg(frame));
    plainLanguage();
    const QRegularExpression re(zero);
    QVERIFY2(std::any_of(texts.begin(), texts.end(), [&re](const QString &t) { return re.match(t).hasMatch(); }),
             qPrintable(texts.mid(0, 30).join(QStringLiteral(" | "))));
    QVERIFY2(std::any_of(frameTexts.begin(), frameTexts.end(), [&re](const QString &t) { return re.match(t).hasMatch(); }),
             qPrintable(frameTexts.mid(0, 30).join(QStringLiteral(" | "))));
}

// A run report's legend explains what its pictures draw, as the window's
// does: the cause arrows and hold bars it now draws, none of another broker's
// devices, no playhead (a report has none).
void TestReports::legendListsWhatThePictureDraws()
{
    const QString folder = m_dir.filePath(QStringLiteral("legend"));
    const RunResult r = run(builtin(QStringLiteral("04-ack-lost-network-timeout"), QStringLiteral("none")), folder);
    ReportFigures figures;
    ReportFigure legend;
    legend.kind = ReportFigure::Legend;
    legend.run = &r;
    const QString svg = QString::fromUtf8(figures.svg(legend));
    const TimelineLegend window;
    using S = TimelineLegend::Sample;
    for (const auto *e : {legendEntry(window, S::Glyph, Mark::LostAck), legendEntry(window, S::Glyph, Mark::DuplicateEffect),
                          legendEntry(window, S::Cause), legendEntry(window, S::Bar)}) {
        QVERIFY(e);
        QVERIFY2(svg.contains(e->name.toHtmlEscaped()), qPrintable(e->name));
    }
    for (const auto *e : {legendEntry(window, S::Playhead), legendEntry(window, S::Offset), legendEntry(window, S::Rewind),
                          legendEntry(window, S::Glyph, Mark::Rebalance), legendEntry(window, S::Glyph, Mark::CacheHit),
                          legendEntry(window, S::Glyph, Mark::Crash), legendEntry(window, S::Band)}) {
        QVERIFY(e);
        QVERIFY2(!svg.contains(e->name.toHtmlEscaped()), qPrintable(e->name));
    }
    // The close-up and the whole run draw the arrows the legend names.
    ReportFigure whole;
    whole.kind = ReportFigure::Timeline;
    whole.run = &r;
    const QString picture = QString::fromUtf8(figures.svg(whole));
    QVERIFY(picture.contains(QStringLiteral("peek-lock")));
}

// Reported: the worksheet's legend listed Kafka's offsets, cache hits and
// the answer key's arrows beside an empty frame for a Service Bus run. It
// lists the marks of what the scenario's settings can produce.
void TestReports::worksheetLegendListsWhatAStudentDraws()
{
    const TimelineLegend window;
    using S = TimelineLegend::Sample;
    const auto legendOf = [this](const QString &name, const QString &strategy) {
        const QString folder = m_dir.filePath(QStringLiteral("ws-legend-") + name);
        const RunResult r = run(builtin(name, strategy), folder);
        ReportFigures figures;
        ReportFigure legend;
        legend.kind = ReportFigure::Legend;
        legend.run = &r;
        legend.forDrawing = true;
        return QString::fromUtf8(figures.svg(legend));
    };
    const auto names = [&window](std::initializer_list<std::pair<S, Mark>> which) {
        QStringList out;
        for (const auto &[sample, mark] : which)
            out << legendEntry(window, sample, mark)->name.toHtmlEscaped();
        return out;
    };
    const QStringList answerKey = names({{S::Cause, Mark::None}, {S::Bar, Mark::None}, {S::Offset, Mark::None},
                                         {S::Rewind, Mark::None}, {S::Playhead, Mark::None}, {S::Density, Mark::None},
                                         {S::IdleGap, Mark::None}, {S::Flow, Mark::None}, {S::Glyph, Mark::Step}});
    // 04: Service Bus, strategy none, two lost acks.
    const QString sb = legendOf(QStringLiteral("04-ack-lost-network-timeout"), QStringLiteral("none"));
    for (const QString &n : names({{S::Glyph, Mark::Delivery}, {S::Glyph, Mark::Redelivery}, {S::Glyph, Mark::LostAck},
                                   {S::Glyph, Mark::DuplicateEffect}}))
        QVERIFY2(sb.contains(n), qPrintable(n));
    for (const QString &n : answerKey + names({{S::Glyph, Mark::Rebalance}, {S::Glyph, Mark::CacheHit},
                                              {S::Glyph, Mark::Crash}, {S::Glyph, Mark::Skipped},
                                              {S::Glyph, Mark::BrokerRestart}, {S::Offline, Mark::None}}))
        QVERIFY2(!sb.contains(n), qPrintable(n));
    // 08: Kafka, a crash between auto-commits, then a rebalance.
    const QString kafka = legendOf(QStringLiteral("08-kafka-crash-before-auto-commit"), QStringLiteral("none"));
    for (const QString &n : names({{S::Glyph, Mark::Crash}, {S::Glyph, Mark::Rebalance}, {S::Offline, Mark::None}}))
        QVERIFY2(kafka.contains(n), qPrintable(n));
    for (const QString &n : answerKey + names({{S::Glyph, Mark::CacheHit}, {S::Glyph, Mark::DeadLettered}}))
        QVERIFY2(!kafka.contains(n), qPrintable(n));
    // 13: a local cache with a TTL: its hits can be drawn.
    const QString cache = legendOf(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("cache-local"));
    for (const QString &n : names({{S::Glyph, Mark::CacheHit}, {S::Glyph, Mark::Skipped}}))
        QVERIFY2(cache.contains(n), qPrintable(n));
}

void TestReports::hugeStoppedRunStaysSmall()
{
    // A stopped storm (issue 17: 83 MB of HTML, a PDF that reached 2.5 GB):
    // three messages redelivered 300 000 times each, 300 delivered twice,
    // 2 000 violations and a 20 000-entry fault schedule.
    constexpr int kStorm = 3;
    constexpr int kStormDeliveries = 300000;
    constexpr int kTwice = 300;
    RunResult r;
    r.scenario = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none"));
    r.scenario.messages = kStorm + kTwice;
    for (int i = 0; i < 20000; ++i) {
        ScheduledFault f;
        f.kind = ScheduleKind::AckLost;
        f.message = Scenario::businessKey(i % r.scenario.messages);
        f.delivery = 1 + i / r.scenario.messages;
        r.scenario.faults.schedule.append(f);
    }
    r.stop = RunStop::OverBudget;
    r.stopReason = QStringLiteral("over its trace budget");
    const auto deliver = [&r](SimTime at, int m, int d) {
        const auto actor = quint8(kFirstConsumerActor);
        r.trace.append(at, TraceKind::HandleStart, actor, quint32(m), quint16(d),
                       quint16(d == 1 ? DeliveryCause::First : DeliveryCause::AckLost));
        r.trace.append(at + 10, TraceKind::SideEffect, actor, quint32(m), quint16(d), d > 1 ? 1 : 0);
    };
    SimTime at = 0;
    for (int d = 1; d <= kStormDeliveries; ++d) {
        for (int m = 0; m < kStorm; ++m)
            deliver(at += 1000, m, d);
    }
    for (int m = kStorm; m < kStorm + kTwice; ++m) {
        deliver(at += 1000, m, 1);
        deliver(at += 1000, m, 2);
    }
    r.effectCounts.fill(2, r.scenario.messages);
    for (int i = 0; i < 2000; ++i)
        r.violations.append({i % r.scenario.messages, ViolationKind::DuplicateSideEffect, 2,
                             QStringLiteral("order-%1 took effect twice: its ack was lost at 1.000 s").arg(i + 1), {}, {}});

    ReportContext context;
    context.folder = m_dir.filePath(QStringLiteral("huge"));
    const RunReport model = ReportModel::run(r, context);
    const ReportDocument doc = ReportComposer::run(model);
    ReportFigures figures;
    const QByteArray html = ReportHtml::render(doc, figures);
    const QByteArray pdf = ReportPdf::render(doc, figures);
    // Bounds: a few hundred kB of HTML, a PDF of a few dozen pages.
    QVERIFY2(html.size() < 2 * 1024 * 1024, qPrintable(QString::number(html.size())));
    QVERIFY2(pdf.size() < 3 * 1024 * 1024, qPrintable(QString::number(pdf.size())));
    const ParsedHtml parsed = parseHtml(html);
    QVERIFY2(parsed.ok, qPrintable(parsed.error));
    // The report says what it left out and where the rest is.
    QVERIFY2(parsed.text.contains(QStringLiteral("Left out to keep this report readable: the table lists 100 of the "
                                                 "303 messages delivered more than once, with 224 of their 900194 "
                                                 "deliveries (at most 10 a message). deliveries.csv lists every "
                                                 "delivery")),
             qPrintable(parsed.text.right(3000)));
    QVERIFY(parsed.text.contains(QStringLiteral("299990 more deliveries of \u2066order-1\u2069")));
    QVERIFY(parsed.text.contains(QStringLiteral("… and %1 more entries: scenario.json beside this report holds "
                                                "the whole schedule.")
                                     .arg(r.scenario.faults.schedule.size() - 100)));
    QVERIFY(parsed.text.contains(QStringLiteral("… and 1950 more in summary.json and violations.csv.")));
    const QString pdfPath = m_dir.filePath(QStringLiteral("huge.pdf"));
    QFile out(pdfPath);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(pdf);
    out.close();
    const int pages = pdfPages(pdfPath);
    QVERIFY2(pages >= 3 && pages <= 40, qPrintable(QString::number(pages)));
    QVERIFY(pdfText(pdfPath).contains(QStringLiteral("Left out to keep this report readable")));
}

void TestReports::exporterCancelsAndLeavesNothing()
{
    QWidget window;
    ReportExporter exporter(&window);
    const QString folder = m_dir.filePath(QStringLiteral("cancelled"));
    auto r = std::make_shared<RunResult>(run(builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none")),
                                             m_dir.filePath(QStringLiteral("cancel-run"))));
    exporter.setRun(r);
    QSignalSpy finished(&exporter, &ReportExporter::finished);
    exporter.startExport(QStringLiteral("all"), folder);
    QVERIFY(exporter.isExporting());
    QVERIFY(!exporter.menu()->isEnabled()); // one export at a time
    exporter.cancel();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(2).toBool(), true);
    QVERIFY(!exporter.isExporting());
    const QStringList left = QDir(folder).entryList(QDir::Files);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
}

void TestReports::exporterWritesOnAWorker()
{
    QWidget window;
    ReportExporter exporter(&window);
    const QString folder = m_dir.filePath(QStringLiteral("exported"));
    auto r = std::make_shared<RunResult>(run(builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none")),
                                             m_dir.filePath(QStringLiteral("export-run"))));
    exporter.setRun(r);
    QSignalSpy progressed(&exporter, &ReportExporter::progressed);
    QSignalSpy finished(&exporter, &ReportExporter::finished);
    exporter.startExport(QStringLiteral("all"), folder);
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().at(0).toString(), QString());
    QCOMPARE(finished.first().at(2).toBool(), false);
    QVERIFY(progressed.size() >= 2);
    for (const QString &name : {QStringLiteral("summary.json"), QStringLiteral("trace.csv"), QStringLiteral("report.html"),
                                QStringLiteral("report.pdf"), QStringLiteral("scenario.json"), QStringLiteral("none.sqlite")})
        QVERIFY2(QFileInfo(QDir(folder).filePath(name)).size() > 0, qPrintable(name));
    // The window's run database was copied beside the report, and the report names it so.
    QVERIFY(parseHtml(readAll(QDir(folder).filePath(QStringLiteral("report.html")))).text.contains(QStringLiteral("sqlite3 none.sqlite")));
    // No temporary file is left.
    for (const QString &f : QDir(folder).entryList(QDir::Files))
        QVERIFY2(!f.endsWith(QLatin1String(".part")) && !f.contains(QLatin1String(".tmp")), qPrintable(f));
}


void TestReports::compareAndSweepExportOnAWorker()
{
    constexpr int kTimeout = 120000; // ms; the machine is shared
    Scenario s = builtin(QStringLiteral("13-cache-ttl-expiry"), QStringLiteral("none"));
    s.messages = 30;
    const QStringList strategies = {QStringLiteral("none"), QStringLiteral("cache-local")};

    CompareView compare;
    compare.setScenario(s);
    compare.setStrategies(strategies);
    compare.setOutputFolder(m_dir.filePath(QStringLiteral("view-compare")));
    QSignalSpy compared(&compare, &CompareView::finished);
    compare.start();
    QTRY_COMPARE_WITH_TIMEOUT(compared.count(), 1, kTimeout);

    SweepView sweep;
    sweep.setScenario(s);
    sweep.setOutputFolder(m_dir.filePath(QStringLiteral("view-sweep")));
    QVERIFY(sweep.setParameter(QStringLiteral("strategy.cacheTtlMs")));
    sweep.setRange(1000, 5000, 2);
    sweep.setStrategies(strategies);
    QSignalSpy swept(&sweep, &SweepView::finished);
    sweep.start();
    QTRY_COMPARE_WITH_TIMEOUT(swept.count(), 1, kTimeout);

    struct Case
    {
        QWidget *view;
        BackgroundReport *job;
        std::function<void(const QString &)> start;
        QStringList files;
    };
    const QVector<Case> cases = {
        {&compare, compare.reportJob(), [&](const QString &f) { compare.startExport(f); },
         {QStringLiteral("comparison.html"), QStringLiteral("comparison.pdf"), QStringLiteral("comparison.json"),
          QStringLiteral("outcomes.png")}},
        {&sweep, sweep.reportJob(), [&](const QString &f) { sweep.startExport(f); },
         {QStringLiteral("sweep.html"), QStringLiteral("sweep.pdf")}},
    };
    for (const Case &c : cases) {
        auto *exportButton = c.view->findChild<QPushButton *>(QStringLiteral("export"));
        QVERIFY(exportButton && exportButton->isEnabled());

        // Written on the worker: start returns at once with the export
        // button off, progress arrives through the window's event loop
        // before the end, and the files are there when it ends.
        const QString folder = m_dir.filePath(QStringLiteral("view-export-") + c.files.first());
        QSignalSpy progressed(c.job, &BackgroundReport::progressed);
        QSignalSpy finished(c.job, &BackgroundReport::finished);
        c.start(folder);
        QVERIFY(c.job->isBusy());
        QVERIFY(!exportButton->isEnabled()); // one export at a time
        QVERIFY(finished.isEmpty());
        QVERIFY(finished.wait(kTimeout));
        QVERIFY2(finished.first().at(0).toString().isEmpty(), qPrintable(finished.first().at(0).toString()));
        QCOMPARE(finished.first().at(2).toBool(), false);
        QVERIFY(!progressed.isEmpty());
        QVERIFY(!c.job->isBusy());
        QVERIFY(exportButton->isEnabled());
        for (const QString &name : c.files)
            QVERIFY2(QFile::exists(QDir(folder).filePath(name)), qPrintable(name));
        QVERIFY(pdfPages(QDir(folder).filePath(c.files.at(1))) >= 1);

        // Cancelled: nothing is left, the files written before the report
        // (JSON, CSV, charts) included.
        const QString cancelledFolder = folder + QStringLiteral("-cancelled");
        QSignalSpy ended(c.job, &BackgroundReport::finished);
        c.start(cancelledFolder);
        c.job->cancel();
        QVERIFY(ended.wait(kTimeout));
        QCOMPARE(ended.first().at(2).toBool(), true);
        const QStringList left = QDir(cancelledFolder).entryList(QDir::Files);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    }
}

// Seen in the second walk: the worksheet of a Kafka scenario listed
// "Redelivery timeout 0 ms", a broker duplicate detection window and a
// prefetch, none of which Kafka has — as if the broker redelivered at once.
// A Kafka worksheet lists the partitions, the commit interval and the session
// timeout; a queue's keeps its redelivery timeout and prefetch.
void TestReports::worksheetListsTheSettingsTheBrokerHas()
{
    // The worksheet's table of settings: the first table after its heading.
    const auto settings = [this](const Scenario &s) {
        const RunResult r = run(s, m_dir.filePath(QStringLiteral("settings-") + s.broker.profile));
        ReportContext context;
        context.folder = m_dir.path();
        const ReportDocument sheet = ReportComposer::worksheet(ReportModel::run(r, context));
        bool after = false;
        for (const ReportBlock &b : sheet.blocks) {
            after = after || (b.kind == ReportBlock::Heading && b.text == ReportComposer::tr("The settings"));
            if (after && b.kind == ReportBlock::Table)
                return b.table;
        }
        return ReportTable();
    };
    const auto labels = [&settings](const Scenario &s) {
        QStringList out;
        for (const QStringList &row : settings(s).rows)
            out << row.value(0);
        return out;
    };
    const auto label = [](const char *path) { return ScenarioField::find(QLatin1String(path))->labelText(); };
    const Scenario kafka = ScenarioIo::load(QStringLiteral("builtin:08-kafka-crash-before-auto-commit")).scenario;
    const QStringList onKafka = labels(kafka);
    QVERIFY2(!onKafka.contains(label("broker.redeliveryTimeoutMs")), qPrintable(onKafka.join(u'|')));
    QVERIFY2(!onKafka.contains(label("consumers.prefetch")), qPrintable(onKafka.join(u'|')));
    QVERIFY2(!onKafka.contains(label("broker.dedupWindowMs")) && onKafka.size() == 10, qPrintable(onKafka.join(u'|')));
    const qsizetype partitions = onKafka.indexOf(label("broker.partitions"));
    QVERIFY(partitions > 0);
    QCOMPARE(settings(kafka).rows.at(partitions).value(1), QLocale().toString(kafka.broker.partitions));
    QVERIFY(onKafka.contains(label("consumers.sessionTimeoutMs")));
    QVERIFY(onKafka.contains(label("consumers.autoCommitIntervalMs")));

    const Scenario queue = ScenarioIo::load(QStringLiteral("builtin:04-ack-lost-network-timeout")).scenario;
    const QStringList onQueue = labels(queue);
    QVERIFY2(onQueue.contains(label("broker.redeliveryTimeoutMs")), qPrintable(onQueue.join(u'|')));
    QVERIFY2(onQueue.contains(label("consumers.prefetch")), qPrintable(onQueue.join(u'|')));
    QVERIFY(!onQueue.contains(label("broker.partitions")));
}

QTEST_MAIN(TestReports)
#include "tst_reports.moc"
