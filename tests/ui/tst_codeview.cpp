#include "code/codeview.h"
#include "code/codelisting.h"
#include "code/listingcatalog.h"
#include "playback/playbackcontroller.h"
#include "report/reportlisting.h"
#include "run/simulation.h"
#include "scenario/scenarioio.h"
#include "store/sqlstatements.h"
#include "uitestsupport.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFontDatabase>
#include <QTemporaryDir>
#include <QTextLayout>

#include <algorithm>
#include <functional>

using namespace idem;
using namespace idem::ui;

// The Code dock in the window: the selected record lights its step's lines
// (the crash in its own tone, with what it saw beside it), the scenario's
// crash points are marked in the gutter, a click on a line selects the next
// record that runs it and Shift+click the one before, and the code stays
// left to right, its comments translated, in a right-to-left window.
class TestCodeView final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { uitestsupport::pinEnvironment(); }
    void init() { QLocale::setDefault(QLocale::c()); QApplication::setLayoutDirection(Qt::LeftToRight); }
    void selectingARecordHighlightsItsStep();
    void clickingALineSelectsTheNextRecordThere();
    void codeStaysLeftToRightInPersian();
    void theReportMarksTheLineEachDuplicateCameFrom();
    void aPersianListingReadsFromTheRight();
    void everyCrashIsMarkedOnTheLineItLights_data();
    void everyCrashIsMarkedOnTheLineItLights();
    void theNoteNeverCoversTheHighlightedCode();
    void theNoteNeverCoversAnyCode();
};

namespace {

// Built-in 05: no deduplication, order-5 and order-14 crash after the
// commit, before the ack.
bool runCrashAfterCommit(MainWindow &w)
{
    return w.openScenario(QStringLiteral("builtin:05-crash-after-commit-before-ack")) && uitestsupport::runAndWait(w)
        && w.currentRun() != nullptr;
}

// Records that are the commit line's step, read off the trace directly:
// the COMMIT statement, the commit record and the effect it made real.
bool runsCommitLine(const TraceRecord &r)
{
    return (r.kind() == TraceKind::Sql && SqlStatement(r.sqlStatementCode()) == SqlStatement::Commit)
        || r.kind() == TraceKind::Commit || r.kind() == TraceKind::SideEffect;
}

int firstOf(const Trace &trace, const std::function<bool(const TraceRecord &)> &want, int after = -1)
{
    for (std::size_t i = std::size_t(after + 1); i < trace.size(); ++i) {
        if (want(trace.at(i)))
            return int(i);
    }
    return -1;
}

// With IDEMLAB_SCREENSHOTS=folder set, the suite leaves PNGs of the window.
void screenshot(QWidget &w, const QString &name)
{
    const QString folder = qEnvironmentVariable("IDEMLAB_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    w.grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

void click(CodeListing *lines, int line, Qt::KeyboardModifiers modifiers = {})
{
    QTest::mouseClick(lines->viewport(), Qt::LeftButton, modifiers, lines->lineRect(line).center());
}

} // namespace

void TestCodeView::selectingARecordHighlightsItsStep()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(runCrashAfterCommit(w));
    const Trace &trace = w.currentRun()->trace;
    CodeView *code = w.code();
    QVERIFY(code->currentListing());
    const Listing &listing = *code->currentListing();

    // The scenario's crash point is a red dot on its line, and only there.
    const int crashLine = listing.ranges(CodeStep::CrashAfterCommit).first().first;
    QCOMPARE(code->listing()->crashMarks(), QSet<int>{crashLine});

    const int crash = firstOf(trace, [](const TraceRecord &r) { return r.kind() == TraceKind::Crash; });
    QVERIFY(crash >= 0);
    w.selectRecord(crash);
    QCOMPARE(code->shownRecord(), crash);
    QCOMPARE(code->listing()->highlightFirst(), crashLine);
    QCOMPARE(code->listing()->tone(), CodeListing::Tone::Crash);
    QVERIFY(!code->note().isEmpty());
    w.findChild<QDockWidget *>(QStringLiteral("codeDock"))->raise();
    screenshot(w, QStringLiteral("code-crash"));

    const Listing::Range commit = listing.ranges(CodeStep::Commit).first();
    const int commitRecord = firstOf(trace, [](const TraceRecord &r) { return r.kind() == TraceKind::Commit; });
    w.selectRecord(commitRecord);
    QCOMPARE(code->listing()->highlightFirst(), commit.first);
    QCOMPARE(code->listing()->highlightLast(), commit.last);
    QCOMPARE(code->listing()->tone(), CodeListing::Tone::Step);

    // Its effect, the first one for the key, says so beside the line; the
    // repeat after the crash is the same line with another note.
    const int firstEffect = firstOf(trace, [](const TraceRecord &r) { return r.kind() == TraceKind::SideEffect; });
    w.selectRecord(firstEffect);
    const QString firstNote = code->note();
    const int repeat = firstOf(trace, [](const TraceRecord &r) { return r.kind() == TraceKind::SideEffect && r.repeatsEffect(); });
    QVERIFY(repeat > firstEffect);
    w.selectRecord(repeat);
    QCOMPARE(code->listing()->highlightFirst(), commit.first);
    QVERIFY(!code->note().isEmpty() && code->note() != firstNote);

    // A record that is no step of the handler (the broker's) clears it.
    const int brokerRecord = firstOf(trace, [](const TraceRecord &r) { return !r.isConsumer(); });
    w.selectRecord(brokerRecord);
    QCOMPARE(code->listing()->highlightFirst(), -1);
}

void TestCodeView::clickingALineSelectsTheNextRecordThere()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(runCrashAfterCommit(w));
    const Trace &trace = w.currentRun()->trace;
    CodeView *code = w.code();
    w.findChild<QDockWidget *>(QStringLiteral("codeDock"))->raise();
    QTRY_VERIFY(code->isVisible());
    const int commitLine = code->currentListing()->ranges(CodeStep::Commit).first().first;

    const int first = firstOf(trace, runsCommitLine);
    w.selectRecord(first);
    click(code->listing(), commitLine);
    const int second = firstOf(trace, runsCommitLine, first);
    QVERIFY(second > first);
    QCOMPARE(w.selectedRecord(), second);
    click(code->listing(), commitLine);
    const int third = firstOf(trace, runsCommitLine, second);
    QCOMPARE(w.selectedRecord(), third);
    click(code->listing(), commitLine, Qt::ShiftModifier);
    QCOMPARE(w.selectedRecord(), second);

    // From the crash, the ack line finds the next ack, not the crash's own.
    const int crash = firstOf(trace, [](const TraceRecord &r) { return r.kind() == TraceKind::Crash; });
    w.selectRecord(crash);
    const int ackLine = code->currentListing()->ranges(CodeStep::Ack).first().first;
    click(code->listing(), ackLine);
    const int nextAck = firstOf(trace, [](const TraceRecord &r) { return r.kind() == TraceKind::AckSent || r.kind() == TraceKind::AckLost; }, crash);
    QCOMPARE(w.selectedRecord(), nextAck);
    // The playhead follows the selection, as it does from the timeline.
    QCOMPARE(w.playback()->recordIndex(), nextAck);
}

void TestCodeView::codeStaysLeftToRightInPersian()
{
    QTemporaryDir dir;
    Scenario s;
    s.messages = 5;
    s.strategy.id = QStringLiteral("db-check-then-insert");
    auto result = std::make_shared<RunResult>(Simulation(s, dir.filePath(QStringLiteral("run.sqlite"))).run());
    QVERIFY2(result->error.isEmpty(), qPrintable(result->error));
    const RunPtr run = result;

    CodeView english;
    english.setRun(run);
    QLocale::setDefault(QLocale(QStringLiteral("fa")));
    QApplication::setLayoutDirection(Qt::RightToLeft);
    CodeView persian;
    persian.setRun(run);
    QCOMPARE(persian.listing()->layoutDirection(), Qt::LeftToRight);
    persian.resize(900, 700);
    persian.showRecord(int(run->trace.size()) / 2);
    screenshot(persian, QStringLiteral("code-persian"));
    const QStringList en = english.listing()->lines();
    const QStringList fa = persian.listing()->lines();
    QCOMPARE(fa.size(), en.size());
    int translated = 0;
    for (int i = 0; i < en.size(); ++i) {
        const int at = Listing::commentColumn(en.at(i));
        // Identifiers and SQL are the same; only comments change.
        QCOMPARE(fa.at(i).left(at < 0 ? -1 : at), en.at(i).left(at < 0 ? -1 : at));
        if (at >= 0 && fa.at(i) != en.at(i)) {
            ++translated;
            QVERIFY(std::any_of(fa.at(i).begin(), fa.at(i).end(), [](QChar c) { return c.script() == QChar::Script_Arabic; }));
        }
    }
    QVERIFY(translated >= 5);
}

// Built-in 05's two duplicates both come from a crash after the commit:
// the report's listing marks that line, and only it, once per key.
void TestCodeView::theReportMarksTheLineEachDuplicateCameFrom()
{
    MainWindow w;
    QVERIFY(runCrashAfterCommit(w));
    const RunResult &run = *w.currentRun();
    QCOMPARE(run.violations.size(), 2);
    const auto listing = ListingCatalog::forScenario(run.scenario);
    QVERIFY(listing);
    const int crashLine = listing->ranges(CodeStep::CrashAfterCommit).first().first;
    const QMap<int, QStringList> marks = ReportListing::causeLines(run, *listing);
    QCOMPARE(marks.keys(), QList<int>{crashLine});
    QCOMPARE(marks.value(crashLine).size(), 2);

    ReportDocument doc;
    doc.language = QStringLiteral("en");
    ReportListing::append(doc, run);
    QCOMPARE(doc.blocks.last().kind, ReportBlock::Code);
    const QStringList printed = doc.blocks.last().text.split(QLatin1Char('\n'));
    QCOMPARE(printed.size(), listing->lines().size());
    QStringList marked;
    for (int i = 0; i < printed.size(); ++i) {
        if (printed.at(i).contains(QChar(0x25C0)))
            marked.append(QString::number(i));
    }
    QCOMPARE(marked, QStringList{QString::number(crashLine)});

    // The worksheet asks for that line and prints the listing unmarked.
    ReportDocument sheet;
    sheet.language = QStringLiteral("en");
    QVERIFY(ReportListing::appendQuestion(sheet, run));
    QCOMPARE(sheet.blocks.last().kind, ReportBlock::AnswerSpace);
    const ReportBlock &code = sheet.blocks.at(sheet.blocks.size() - 2);
    QCOMPARE(code.kind, ReportBlock::Code);
    QCOMPARE(code.text.split(QLatin1Char('\n')).size(), listing->lines().size());
    QVERIFY(!code.text.contains(QChar(0x25C0)));
    // A run whose duplicates no crash caused is not asked.
    Scenario quiet = run.scenario;
    quiet.faults.schedule.clear();
    QTemporaryDir dir;
    const RunResult none = Simulation(quiet, dir.filePath(QStringLiteral("q.sqlite"))).run();
    ReportDocument empty;
    QVERIFY(!ReportListing::appendQuestion(empty, none));
    QVERIFY(empty.blocks.isEmpty());
}

namespace {
// Where the cursor before `position` of `line` stands, `line` laid out as
// a report's listing lays out a line of code: left to right, one line.
qreal visualX(const QString &line, int position)
{
    QTextLayout layout(line, QFontDatabase::systemFont(QFontDatabase::FixedFont));
    QTextOption option;
    option.setTextDirection(Qt::LeftToRight);
    option.setWrapMode(QTextOption::NoWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    QTextLine text = layout.createLine();
    layout.endLayout();
    return text.cursorToX(position);
}

bool isLetter(QChar c)
{
    return c.isLetter();
}
} // namespace

// Issue 32's check of a Persian report: built-in 21's listing as printed.
// Its crash line holds both duplicates' marks; the mark is Persian that
// begins with a Latin word ("crash اینجا رخ داد: order-4"), and a first-
// strong isolate laid it out left to right, so it read from the wrong end.
// The Persian comments with Latin words in them were split around those
// words. Both read from the right now, the code itself left to right.
void TestCodeView::aPersianListingReadsFromTheRight()
{
    uitestsupport::Language persian;
    persian.use(QStringLiteral("fa"));
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:21-inbox-in-separate-transaction"));
    QVERIFY(loaded.ok());
    QTemporaryDir dir;
    const auto shared = std::make_shared<const RunResult>(Simulation(loaded.scenario, dir.filePath(QStringLiteral("run.sqlite"))).run());
    const RunResult &run = *shared;
    QCOMPARE(run.violations.size(), 2);
    ReportDocument doc;
    doc.language = QStringLiteral("fa");
    ReportListing::append(doc, run);
    QCOMPARE(doc.blocks.last().kind, ReportBlock::Code);
    const QStringList printed = doc.blocks.last().text.split(QLatin1Char('\n'));
    const QChar mark(0x25C0);
    const auto marked = std::find_if(printed.begin(), printed.end(), [mark](const QString &l) { return l.contains(mark); });
    QVERIFY(marked != printed.end());
    const QString line = *marked;
    const int from = int(line.indexOf(mark)) + 1;
    // The mark's first word and its last key ("order-9"): the first at the
    // right, the last at the left, as a right-to-left sentence reads.
    int first = from;
    while (first < line.size() && !isLetter(line.at(first)))
        ++first;
    const int lastKey = int(line.lastIndexOf(QStringLiteral("order-")));
    QVERIFY(first < line.size() && lastKey > first);
    QVERIFY(line.mid(from).contains(QStringLiteral("order-4")) && line.mid(from).contains(QStringLiteral("order-9")));
    QVERIFY2(visualX(line, first) > visualX(line, lastKey),
             qPrintable(QStringLiteral("the mark's first word at %1 px, its last key at %2 px")
                            .arg(visualX(line, first))
                            .arg(visualX(line, lastKey))));
    // The code stays left to right: the line number first, the mark after the code.
    QVERIFY(visualX(line, 0) < visualX(line, from));

    // Every Persian comment with a Latin word in it reads from the right:
    // its first letter right of its last.
    int mixed = 0;
    for (const QString &l : printed) {
        const int slash = int(l.indexOf(QStringLiteral("//")));
        if (slash < 0 || l.contains(mark))
            continue;
        const QString comment = l.mid(slash + 2);
        const bool persian = std::any_of(comment.begin(), comment.end(), [](QChar c) { return c.script() == QChar::Script_Arabic; });
        const bool latin = std::any_of(comment.begin(), comment.end(), [](QChar c) { return c.script() == QChar::Script_Latin; });
        if (!persian || !latin)
            continue;
        ++mixed;
        int a = slash + 2;
        while (a < l.size() && !isLetter(l.at(a)))
            ++a;
        int z = int(l.size()) - 1;
        while (z > a && !isLetter(l.at(z)))
            --z;
        QVERIFY2(visualX(l, a) > visualX(l, z), qPrintable(QStringLiteral("reads left to right: ") + l));
        QVERIFY(visualX(l, slash) < visualX(l, a)); // after its "//"
    }
    QVERIFY(mixed >= 3);

    // The Code view's note beside the crash line ("crash اینجا رخ داد") reads from the right too.
    CodeView view;
    view.setRun(shared);
    int crash = -1;
    for (std::size_t i = 0; i < run.trace.size() && crash < 0; ++i) {
        if (run.trace.at(i).kind() == TraceKind::Crash)
            crash = int(i);
    }
    QVERIFY(crash >= 0);
    view.showRecord(crash);
    QCOMPARE(view.listing()->tone(), CodeListing::Tone::Crash);
    const QString note = CodeListing::shownNote(view.listing()->note());
    QVERIFY(std::any_of(note.begin(), note.end(), [](QChar c) { return c.script() == QChar::Script_Arabic; }));
    int a = 0;
    while (a < note.size() && !isLetter(note.at(a)))
        ++a;
    int z = int(note.size()) - 1;
    while (z > a && !isLetter(note.at(z)))
        --z;
    QVERIFY2(visualX(note, a) > visualX(note, z), qPrintable(QStringLiteral("the note reads left to right: ") + note));
    persian.use(QStringLiteral("en"));
}

void TestCodeView::everyCrashIsMarkedOnTheLineItLights_data()
{
    QTest::addColumn<QString>("source");
    for (const char *name : {"05-crash-after-commit-before-ack", "08-kafka-crash-before-auto-commit", "15-cache-lost-on-restart",
                             "16-redis-flush-and-crash", "20-crash-before-commit-rolls-back",
                             "21-inbox-in-separate-transaction", "22-email-outside-transaction",
                             "23-hybrid-cache-in-front-of-inbox"})
        QTest::newRow(name) << QStringLiteral("builtin:") + QString::fromLatin1(name);
    // Scenarios no lesson has: a crash at a time inside a handler, beside
    // crashes at named points (claim first with an email; a shared cache
    // and an ack's crash; a Kafka group under db-separate-tx).
    const QDir unseen(QStringLiteral(TESTDATA_DIR "/code"));
    for (const QString &file : unseen.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(file)) << unseen.filePath(file);
}

// Stepping onto a crash lights the line the handler died on, in the crash's
// tone, and that line has the red dot, also when the crash came at a time
// rather than at a named point (c01's at 1.23 s, inside a handling: the
// picture shows the crash, the gutter must too).
void TestCodeView::everyCrashIsMarkedOnTheLineItLights()
{
    QFETCH(QString, source);
    const ScenarioLoadResult loaded = ScenarioIo::load(source);
    QVERIFY2(loaded.ok(), qPrintable(source));
    QTemporaryDir dir;
    Simulation sim(loaded.scenario, dir.filePath(QStringLiteral("run.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY2(run->error.isEmpty(), qPrintable(run->error));
    CodeView code;
    code.setRun(run);
    QVERIFY(code.currentListing());
    int lit = 0;
    QStringList unmarked;
    for (std::size_t i = 0; i < run->trace.size(); ++i) {
        const TraceRecord &r = run->trace.at(i);
        if (r.kind() != TraceKind::Crash)
            continue;
        code.showRecord(int(i));
        const int line = code.listing()->highlightFirst();
        if (line < 0)
            continue; // between two deliveries: no line of the handler ran
        ++lit;
        QCOMPARE(code.listing()->tone(), CodeListing::Tone::Crash);
        if (!code.listing()->crashMarks().contains(line))
            unmarked.append(QStringLiteral("crash record %1 at %2 ms lights line %3, no mark there")
                                .arg(i)
                                .arg(r.time() / 1000)
                                .arg(line + 1));
    }
    // A crash between two deliveries (08's, 15's, 23's at a time) is no
    // line of the handler: then no line is marked either.
    if (lit == 0)
        QCOMPARE(code.listing()->crashMarks(), QSet<int>());
    QVERIFY2(unmarked.isEmpty(), qPrintable(unmarked.join(QLatin1Char('\n'))));
}


// In a narrow panel (presenter's, at 1280×800) the line ends past the view:
// the note "applied again: for order-57" was pulled left over the line it
// explains, and the learner saw the note instead of the code.
void TestCodeView::theNoteNeverCoversTheHighlightedCode()
{
    CodeListing lines;
    lines.setLines({QStringLiteral("        {"), QStringLiteral("            _db.Orders.Add(new Order(context.Message.OrderKey));"),
                    QStringLiteral("            await _db.SaveChangesAsync();"), QStringLiteral("        }"),
                    QStringLiteral("    }")});
    const QString note = QStringLiteral("applied again: for order-57");
    for (const int width : {900, 420, 300}) {
        lines.resize(width, 300);
        lines.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lines));
        for (const int line : {1, 2}) {
            lines.setHighlight(line, line, CodeListing::Tone::Step, note);
            const QRect box = lines.noteBox();
            QVERIFY(!box.isEmpty());
            QVERIFY2(lines.viewport()->rect().contains(box),
                     qPrintable(QStringLiteral("width %1: the note at %2…%3 of %4 px").arg(width).arg(box.left()).arg(box.right()).arg(lines.viewport()->width())));
            // The highlighted line's code, as far as it is in view, stays seen.
            const QRect row = lines.lineRect(line);
            const QRect code(QPoint(0, row.top()), QPoint(qMin(lines.lineEnd(line), lines.viewport()->width()), row.bottom()));
            QVERIFY2(!box.intersects(code.adjusted(1, 1, -1, -1)) || box.left() >= lines.lineEnd(line),
                     qPrintable(QStringLiteral("width %1, line %2: the note covers its code").arg(width).arg(line)));
        }
    }
}

// The presenter's panel at 1280×800 in 08: the note of line 30's duplicate
// had no room beside line 30, nor right of the brace under it, and was
// painted over that brace (and over line 29's comment where that was the
// shorter). With no room beside any line it takes rows of its own under the
// highlight, and the lines after it move down.
void TestCodeView::theNoteNeverCoversAnyCode()
{
    CodeListing lines;
    lines.setLines({QStringLiteral("            // (crash point) written, not committed: a rollback removes it"),
                    QStringLiteral("            await transaction.CommitAsync();"), QStringLiteral("        }"),
                    QStringLiteral("        catch (DbException)"), QStringLiteral("        {")});
    const QString note = QStringLiteral("applied again: a duplicate side effect of order-68");
    for (const int width : {1200, 700, 420, 300}) {
        lines.resize(width, 300);
        lines.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lines));
        for (const int highlighted : {1, 2, 3}) {
            lines.setHighlight(highlighted, highlighted, CodeListing::Tone::Step, note);
            const QRect box = lines.noteBox();
            const QString at = QStringLiteral("width %1, line %2 lit").arg(width).arg(highlighted + 1);
            QVERIFY2(!box.isEmpty(), qPrintable(at));
            QVERIFY2(lines.viewport()->rect().contains(box), qPrintable(at + QStringLiteral(": the note leaves the view")));
            for (int line = 0; line < lines.lines().size(); ++line) {
                const QRect row = lines.lineRect(line);
                const QRect code(QPoint(0, row.top()), QPoint(qMin(lines.lineEnd(line), lines.viewport()->width()), row.bottom()));
                QVERIFY2(!box.intersects(code.adjusted(1, 1, -1, -1)),
                         qPrintable(at + QStringLiteral(": the note at %1,%2 %3×%4 covers line %5's code")
                                             .arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height()).arg(line + 1)));
                // Its own line is found where it is painted (a click there is that line).
                if (lines.viewport()->rect().contains(row.center()))
                    QCOMPARE(lines.lineAt(row.center()), line);
            }
        }
    }
}

QTEST_MAIN(TestCodeView)
#include "tst_codeview.moc"
