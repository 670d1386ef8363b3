// Latin inside Persian as a Persian reader sees it: the words, brackets and
// ellipses of a mixed line land where they are read, not only where the
// string holds them. Each check lays the text out right to left, as the
// window paints it, and compares the glyphs' places on screen.

#include "check/checkaction.h"
#include "compare/compareview.h"
#include "editor/scenariodocument.h"
#include "editor/scenarioeditor.h"
#include "inspector/inspectorpanel.h"
#include "kernel/trace.h"
#include "log/eventlogmodel.h"
#include "log/recordtext.h"
#include "run/simulation.h"
#include "scenario/scenarioio.h"
#include "uiformat.h"
#include "window/aboutdialog.h"
#include "uitestsupport.h"
#include "window/languagemenu.h"
#include "window/mainwindow.h"
#include "window/shortcutmodel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFontMetrics>
#include <QGlyphRun>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTranslator>
#include <algorithm>
#include <memory>

using namespace idem;
using namespace idem::ui;

namespace {
// One line of `text` laid out right to left (or as `direction` says) in the
// application font.
struct RtlLine
{
    explicit RtlLine(const QString &text, Qt::LayoutDirection direction = Qt::RightToLeft)
        : layout(text, QApplication::font())
    {
        QTextOption option;
        option.setTextDirection(direction);
        option.setWrapMode(QTextOption::NoWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        layout.createLine();
        layout.endLayout();
    }
    // Where the character at `index` of the text is drawn (its centre).
    qreal x(qsizetype index) const
    {
        const QList<QGlyphRun> runs = layout.glyphRuns(int(index), 1);
        return runs.isEmpty() ? -1 : runs.first().boundingRect().center().x();
    }
    QTextLayout layout;
};

bool isRightToLeftLetter(QChar c)
{
    return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
}

// The first and the last strong letter of `text` in [from, to).
std::pair<qsizetype, qsizetype> strongEnds(const QString &text, qsizetype from, qsizetype to)
{
    qsizetype first = -1;
    qsizetype last = -1;
    for (qsizetype i = from; i < to; ++i) {
        // A direction mark is no letter a reader sees.
        const QChar::Direction d = text.at(i).direction();
        if ((d != QChar::DirL && d != QChar::DirR && d != QChar::DirAL) || text.at(i).category() == QChar::Other_Format)
            continue;
        if (first < 0)
            first = i;
        last = i;
    }
    return {first, last};
}

// Where the character at `index` of a laid-out block is drawn (its centre).
qreal xInBlock(const QTextBlock &block, qsizetype index)
{
    const QList<QGlyphRun> runs = block.layout()->glyphRuns(int(index), 1);
    return runs.isEmpty() ? -1 : runs.first().boundingRect().center().x();
}
} // namespace

class TestBidi final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void bracketsStayWithTheirWords_data();
    void bracketsStayWithTheirWords();
    void logDetailsElideTheEndOfTheCode();
    void sqlResultArrowPointsTheWayItIsRead();
    void latinWordsOfTwoSentencesStayApart();
    void inspectorParagraphsReadFromTheRight_data();
    void inspectorParagraphsReadFromTheRight();
    void restartPromptReadsInTheChosenLanguagesDirection();
    void compareCaptionsReadFromTheRight();
    void shortcutKeysReadAsTyped();
    void restartPromptReadsFromTheRightInAPersianWindow();
    void aNewScenarioIsUntitledInPersian();
    void checkDialogReadsFromTheRight();
    void aPathKeepsItsLeadingSlash();
    void aboutNamesTheAppOnTheReadingSide();
    void anEnglishOnlyScenarioReadsFromTheLeftInTheEditor();

private:
    uitestsupport::Language m_language;
};

void TestBidi::initTestCase()
{
    uitestsupport::pinEnvironment();
    m_language.use(QStringLiteral("fa"));
}

void TestBidi::bracketsStayWithTheirWords_data()
{
    QTest::addColumn<QString>("text");
    // The strategy's Persian name in the compare chart's axis and legend.
    QTest::newRow("parenthesis around Persian and Latin") << QStringLiteral("cache مشترک (شبیه Redis)");
    QTest::newRow("parenthesis around Latin only") << QStringLiteral("رکورد (order-3) دوباره آمد");
    QTest::newRow("parenthesis around Persian") << QStringLiteral("Kafka (پیش‌فرض) را ببینید");
    QTest::newRow("brackets in code") << QStringLiteral("دستور count(*) اجرا شد");
    // 13's lesson: the brackets open on a Latin word and close on another.
    QTest::newRow("Latin at both ends inside") << QStringLiteral(
        "بیشتر باشد (visibility timeout ضرب در تعداد retry، تمدید lock، بازپخش از DLQ). به همین دلیل");
    // The timeline's follow banner: the brackets open after a Latin id and
    // enclose a Latin key name and Persian words.
    QTest::newRow("follow banner") << QCoreApplication::translate("idem::ui::TimelinePainter", "Following %1 (Esc stops)")
                                          .arg(QStringLiteral("order-3"));
}

// Everything a pair of brackets encloses is drawn between the two, whatever
// script is inside and around them.
void TestBidi::bracketsStayWithTheirWords()
{
    QFETCH(QString, text);
    const QString shown = UiFormat::isolateLatinRuns(text);
    const qsizetype open = shown.indexOf(QRegularExpression(QStringLiteral("[(\\[]")));
    const qsizetype close = shown.lastIndexOf(QRegularExpression(QStringLiteral("[)\\]]")));
    QVERIFY(open >= 0 && close > open + 1);
    const RtlLine line(shown);
    const qreal left = qMin(line.x(open), line.x(close));
    const qreal right = qMax(line.x(open), line.x(close));
    for (qsizetype i = open + 1; i < close; ++i) {
        if (shown.at(i).isSpace() || shown.at(i).category() == QChar::Other_Format)
            continue;
        QVERIFY2(line.x(i) > left && line.x(i) < right,
                 qPrintable(QStringLiteral("\"%1\": \"%2\" is drawn outside its brackets").arg(text, shown.at(i))));
    }
}

// The event log's Details column in a narrow dock: a Persian reader sees
// "BEGIN IMME…", the code's start with the ellipsis where it stops, never
// "…BEGIN IMME" (which reads as if the start were cut).
void TestBidi::logDetailsElideTheEndOfTheCode()
{
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:04-ack-lost-network-timeout"));
    QVERIFY(loaded.ok());
    QTemporaryDir dir;
    Simulation sim(loaded.scenario, dir.filePath(QStringLiteral("04.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY(run->error.isEmpty());
    EventLogModel model;
    model.setRun(run);
    int checked = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const TraceRecord &r = run->trace.at(std::size_t(model.recordAt(row)));
        if (r.kind() != TraceKind::Sql)
            continue;
        const QString details = model.index(row, EventLogModel::Details).data().toString();
        const QString code = RecordText::statementName(r.detail & 0xFF);
        QVERIFY2(code.size() > 4, qPrintable(code));
        // As wide as the code's first three letters: the view elides the rest.
        const QFontMetrics fm(QApplication::font());
        const QString elided = fm.elidedText(details, Qt::ElideRight,
                                             fm.horizontalAdvance(code.left(3)) + fm.horizontalAdvance(QChar(0x2026)));
        const qsizetype start = elided.indexOf(code.left(2));
        const qsizetype ellipsis = elided.indexOf(QChar(0x2026));
        QVERIFY2(start >= 0 && ellipsis > start, qPrintable(QStringLiteral("\"%1\" → \"%2\"").arg(details, elided)));
        const RtlLine line(elided);
        QVERIFY2(line.x(ellipsis) > line.x(start),
                 qPrintable(QStringLiteral("\"%1\": the ellipsis is drawn before the code's start").arg(elided)));
        ++checked;
    }
    QVERIFY2(checked > 0, "04 ran no SQL: the check did not meet its case");
}

// "BEGIN IMMEDIATE → ok" in Persian reads from the right: the arrow points
// from the statement (right) to its result (left).
void TestBidi::sqlResultArrowPointsTheWayItIsRead()
{
    const QString arrow = RecordText::tr("%1 → %2", "an SQL statement → what the store answered");
    QVERIFY2(arrow.contains(QChar(0x2190)), qPrintable(arrow));
}

// "… consumer-2. offsetها …": the full stop ends a sentence; the next one
// begins with "offset" and its Persian suffix. A Persian reader meets
// consumer-2, then the stop, then "offset" with the suffix on its left.
void TestBidi::latinWordsOfTwoSentencesStayApart()
{
    const QString text = QStringLiteral("رکورد را دوباره خواند consumer-2. offsetها پس از هر دسته commit می‌شوند.");
    const QString shown = UiFormat::isolateLatinRuns(text);
    const RtlLine line(shown);
    const qsizetype consumer = shown.indexOf(QLatin1String("consumer-2"));
    const qsizetype stop = shown.indexOf(QLatin1Char('.'), consumer);
    const qsizetype offset = shown.indexOf(QLatin1String("offset"));
    const qsizetype suffix = offset + 6;
    QVERIFY(consumer >= 0 && stop > consumer && offset > stop);
    // Reading from the right: each drawn left of the one before.
    QVERIFY2(line.x(stop) < line.x(consumer) && line.x(offset) < line.x(stop),
             qPrintable(QStringLiteral("\"%1\": the second sentence's word is drawn before the first one's").arg(text)));
    QVERIFY2(line.x(suffix) < line.x(offset),
             qPrintable(QStringLiteral("\"%1\": the suffix is not on its word's left").arg(text)));
}

void TestBidi::inspectorParagraphsReadFromTheRight_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::newRow("04 lost ack") << QStringLiteral("builtin:04-ack-lost-network-timeout");
    QTest::newRow("09 slow handler") << QStringLiteral("builtin:09-kafka-slow-handler-poll-interval");
    QTest::newRow("13 cache") << QStringLiteral("builtin:13-cache-ttl-expiry");
}

// Every Persian paragraph, list item and heading of the inspector begins on
// the right, also the ones that begin with a Latin word ("ackی که …
// از دست رفت", "• Cache miss: …", "• handler کند: …"): its first letter is
// drawn right of the last letter of its first line.
void TestBidi::inspectorParagraphsReadFromTheRight()
{
    QFETCH(QString, scenario);
    const ScenarioLoadResult loaded = ScenarioIo::load(scenario);
    QVERIFY(loaded.ok());
    QTemporaryDir dir;
    Simulation sim(loaded.scenario, dir.filePath(QStringLiteral("run.sqlite")));
    auto run = std::make_shared<RunResult>(sim.run());
    QVERIFY(run->error.isEmpty());
    InspectorPanel panel;
    panel.setRun(run);
    QStringList wrong;
    int latinFirst = 0;
    const int records = int(qMin<std::size_t>(run->trace.size(), 400));
    for (int record = 0; record < records; ++record) {
        panel.inspect(record);
        const std::unique_ptr<QTextDocument> doc(panel.browser()->document()->clone());
        doc->setTextWidth(2000); // one line a paragraph
        doc->size();
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            const QString t = b.text();
            if (QTextCursor(b).currentTable() || !b.layout() || b.layout()->lineCount() == 0
                || std::none_of(t.cbegin(), t.cend(), isRightToLeftLetter))
                continue;
            const QTextLine line = b.layout()->lineAt(0);
            const auto [first, last] = strongEnds(t, line.textStart(), line.textStart() + line.textLength());
            if (first < 0 || first == last)
                continue;
            if (!isRightToLeftLetter(t.at(first)))
                ++latinFirst;
            if (xInBlock(b, first) < xInBlock(b, last) && !wrong.contains(t))
                wrong.append(t);
        }
    }
    QVERIFY2(latinFirst > 0, "no paragraph began with a Latin word: the check did not meet its case");
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("laid out left to right:\n") + wrong.join(QLatin1Char('\n'))));
}

// Choosing Persian in the English window: the prompt's Persian sentence
// ("Idempotency Lab از اجرای بعدی …") reads from the right inside the
// English paragraph, its first words drawn right of its last.
void TestBidi::restartPromptReadsInTheChosenLanguagesDirection()
{
    m_language.use(QStringLiteral("en"));
    QTranslator persian;
    QVERIFY(persian.load(QStringLiteral(QM_DIR "/idemlab_fa.qm")));
    const LanguageMenu::RestartPrompt prompt = LanguageMenu::restartPrompt(QLocale(QStringLiteral("fa")), &persian);
    m_language.use(QStringLiteral("fa"));
    for (const QString &paragraph : {prompt.text, prompt.info}) {
        const QStringList lines = paragraph.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        const QString &shown = lines.at(1);
        QVERIFY2(std::any_of(shown.cbegin(), shown.cend(), isRightToLeftLetter), qPrintable(shown));
        const RtlLine line(shown, Qt::LeftToRight); // as the English window lays it out
        const auto [first, last] = strongEnds(shown, 0, shown.size());
        QVERIFY2(line.x(first) > line.x(last),
                 qPrintable(QStringLiteral("\"%1\" reads from the left").arg(shown)));
    }
}

// Reported: on the compare timelines a caption whose strategy's name begins
// with a Latin word ("Inbox: اول claim — معتبر، …") was laid out from the
// left and stood at the left of its pane, the other caption at the right.
// Whichever strategy it names, a caption reads from the right in Persian.
void TestBidi::compareCaptionsReadFromTheRight()
{
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:lost-acks-sqs"));
    QVERIFY(loaded.ok());
    QTemporaryDir out;
    CompareView compare;
    compare.setScenario(loaded.scenario);
    compare.setOutputFolder(out.filePath(QStringLiteral("compare")));
    compare.resize(1220, 740);
    compare.show();
    QVERIFY(QTest::qWaitForWindowExposed(&compare));
    QSignalSpy finished(&compare, &CompareView::finished);
    compare.start();
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
    auto *tabs = compare.findChild<QTabWidget *>();
    auto *pair = compare.findChild<QWidget *>(QStringLiteral("timelines"));
    QVERIFY(tabs && pair);
    tabs->setCurrentIndex(tabs->indexOf(pair));
    auto *pick = pair->findChild<QComboBox *>(QStringLiteral("lowerStrategy"));
    auto *caption = pair->findChild<QLabel *>(QStringLiteral("lowerTimelineCaption"));
    QVERIFY(pick && caption && caption->isVisible());
    int latinFirst = 0;
    for (int row = 0; row < pick->count(); ++row) {
        pick->setCurrentIndex(row);
        QCoreApplication::sendPostedEvents();
        const QString name = pick->currentText();
        const qsizetype first = strongEnds(name, 0, name.size()).first;
        QVERIFY(first >= 0);
        latinFirst += isRightToLeftLetter(name.at(first)) ? 0 : 1;
        const uitestsupport::Ink ink = uitestsupport::inkOf(caption->grab().toImage(), caption->rect(),
                                                            caption->palette().color(QPalette::Window));
        QVERIFY2(ink.left >= 0 && ink.right >= caption->width() - 8,
                 qPrintable(QStringLiteral("\"%1\": its caption is painted at %2..%3 of 0..%4")
                                .arg(name).arg(ink.left).arg(ink.right).arg(caption->width() - 1)));
    }
    // The case reported was among them.
    QVERIFY(latinFirst > 0);
}

// Reported: the F1 overlay of the Persian window showed "]" for Slower,
// whose key is "[" (a right-to-left cell mirrors a bracket), and Ctrl+.
// with its full stop before the Ctrl. Each key combination reads as it is
// typed: the bracket as on the key, the full stop after the modifier.
void TestBidi::shortcutKeysReadAsTyped()
{
    QAction slower(QStringLiteral("Slower"));
    slower.setShortcuts({QKeySequence(Qt::Key_BracketLeft)});
    QAction cancel(QStringLiteral("Cancel"));
    cancel.setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Period)});
    ShortcutModel model;
    model.setSections({{QStringLiteral("Run"), {&slower, &cancel}}});
    QCOMPARE(model.rowCount(), 2);

    const QString bracket = model.index(0, ShortcutModel::Keys).data().toString();
    const qsizetype at = bracket.indexOf(QLatin1Char('['));
    QVERIFY(at >= 0);
    const RtlLine line(bracket);
    const QList<QGlyphRun> runs = line.layout.glyphRuns(int(at), 1);
    QVERIFY(!runs.isEmpty());
    QVERIFY2(!runs.first().isRightToLeft(), "the [ key is drawn right to left, mirrored into ]");

    const QString stop = model.index(1, ShortcutModel::Keys).data().toString();
    const qsizetype dot = stop.lastIndexOf(QLatin1Char('.'));
    const qsizetype plus = stop.lastIndexOf(QLatin1Char('+'));
    QVERIFY(dot > plus && plus > 0);
    const RtlLine keys(stop);
    QVERIFY2(keys.x(dot) > keys.x(plus), qPrintable(QStringLiteral("the full stop at %1, the + at %2")
                                                        .arg(keys.x(dot)).arg(keys.x(plus))));
}

// Reported: in the Persian window, choosing Türkçe asked with a prompt laid
// out from the left: its Persian sentence begins with "Idempotency Lab", and
// a label lays all its lines out from the side of its first letter. Both
// paragraphs read from the right: their first line ends at the right edge.
void TestBidi::restartPromptReadsFromTheRightInAPersianWindow()
{
    QTranslator turkish;
    QVERIFY(turkish.load(QStringLiteral(QM_DIR "/idemlab_tr.qm")));
    const LanguageMenu::RestartPrompt prompt = LanguageMenu::restartPrompt(QLocale(QStringLiteral("tr")), &turkish);
    for (const QString &paragraph : {prompt.text, prompt.info}) {
        QVERIFY2(paragraph.contains(QLatin1Char('\n')), qPrintable(paragraph)); // both languages
        QLabel label(paragraph);
        label.resize(label.sizeHint().width() + 200, label.sizeHint().height());
        QCOMPARE(label.layoutDirection(), Qt::RightToLeft);
        const QRect firstLine(0, 0, label.width(), label.fontMetrics().height());
        const uitestsupport::Ink ink =
            uitestsupport::inkOf(label.grab().toImage(), firstLine, label.palette().color(QPalette::Window));
        QVERIFY2(ink.left >= 200 && ink.right >= label.width() - 6,
                 qPrintable(QStringLiteral("\"%1\" is painted at %2..%3 of 0..%4")
                                .arg(paragraph.section(QLatin1Char('\n'), 0, 0))
                                .arg(ink.left).arg(ink.right).arg(label.width() - 1)));
    }
}

// Reported: a new scenario in the Persian window showed "Untitled scenario"
// in grey in the Name field, core's English default as if it were a text
// somebody wrote. It shows the window's own words, read from the right.
void TestBidi::aNewScenarioIsUntitledInPersian()
{
    ScenarioDocument doc;
    doc.reset(Scenario(), {}, {});
    ScenarioEditor editor(&doc);
    editor.resize(480, 900);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    auto *name = qobject_cast<QLineEdit *>(editor.fieldWidget(QStringLiteral("$.name")));
    QVERIFY(name && name->text().isEmpty());
    const QString shown = name->placeholderText();
    QVERIFY2(std::any_of(shown.cbegin(), shown.cend(), isRightToLeftLetter), qPrintable(shown));
    const QRect area = name->rect().adjusted(3, 3, -3, -3);
    const uitestsupport::Ink ink = uitestsupport::inkOf(name->grab().toImage(), area, name->palette().color(QPalette::Base));
    QVERIFY2(ink.left > area.center().x() && ink.right >= area.right() - 8,
             qPrintable(QStringLiteral("painted at %1..%2 of %3..%4").arg(ink.left).arg(ink.right).arg(area.left()).arg(area.right())));
}

// Seen in the walk: Run ▸ Test My Consumer… in the Persian window opened on
// an introduction laid out from the left (its Persian begins with
// "consumer", and a label takes its side from its first letter), so its
// lines stood at the left with the Latin words at the wrong ends. Laid out on
// one line as a label lays it out, it stands at the right.
void TestBidi::checkDialogReadsFromTheRight()
{
    MainWindow w;
    w.checkRun()->open();
    QVERIFY(w.checkRun()->dialog());
    auto *intro = w.checkRun()->dialog()->findChild<QLabel *>(QStringLiteral("checkIntro"));
    QVERIFY(intro);
    const QString text = intro->text();
    QVERIFY2(std::any_of(text.cbegin(), text.cend(), isRightToLeftLetter), qPrintable(text));
    QLabel line(text);
    line.setFont(intro->font());
    line.resize(line.sizeHint().width() + 200, line.sizeHint().height());
    QCOMPARE(line.layoutDirection(), Qt::RightToLeft);
    const uitestsupport::Ink ink = uitestsupport::inkOf(line.grab().toImage(), line.rect(), line.palette().color(QPalette::Window));
    QVERIFY2(ink.left >= 200 && ink.right >= line.width() - 6,
             qPrintable(QStringLiteral("painted at %1..%2 of 0..%3").arg(ink.left).arg(ink.right).arg(line.width() - 1)));
    w.checkRun()->dialog()->close();
}

// Seen in the walk: the check dialog's example command in Persian,
// "مثلاً /usr/bin/python3 …", was shown as "usr/bin/python3 …py/": the leading
// slash, between a Persian word and a Latin one, went to the run's other end.
// Laid out from the right as the field lays its placeholder out, the slash
// stands left of the "u" it begins.
void TestBidi::aPathKeepsItsLeadingSlash()
{
    MainWindow w;
    w.checkRun()->open();
    auto *command = w.checkRun()->dialog()->findChild<QLineEdit *>(QStringLiteral("checkCommand"));
    QVERIFY(command);
    const QString shown = command->placeholderText();
    const qsizetype u = shown.indexOf(QStringLiteral("usr"));
    const qsizetype slash = shown.lastIndexOf(QLatin1Char('/'), u);
    QVERIFY2(slash >= 0 && std::any_of(shown.cbegin(), shown.cend(), isRightToLeftLetter), qPrintable(shown));
    const RtlLine line(shown);
    QVERIFY2(line.x(slash) < line.x(u),
             qPrintable(QStringLiteral("the slash at %1, the u at %2").arg(line.x(slash)).arg(line.x(u))));
    w.checkRun()->dialog()->close();
}

// Seen in the walk: About in Persian put "Idempotency Lab" at the far left
// of the dialog, away from its icon at the right and above right-aligned
// lines. The name stands at the right, as the lines under it.
void TestBidi::aboutNamesTheAppOnTheReadingSide()
{
    AboutDialog about;
    about.show();
    QVERIFY(QTest::qWaitForWindowExposed(&about));
    auto *title = about.findChild<QLabel *>(QStringLiteral("title"));
    QVERIFY(title);
    QVERIFY2(title->width() > title->sizeHint().width() + 50, "the name's label is as narrow as its text");
    const uitestsupport::Ink ink =
        uitestsupport::inkOf(title->grab().toImage(), title->rect(), title->palette().color(QPalette::Window));
    QVERIFY2(ink.left > title->width() / 3 && ink.right >= title->width() - 8,
             qPrintable(QStringLiteral("painted at %1..%2 of 0..%3").arg(ink.left).arg(ink.right).arg(title->width() - 1)));
}

// Seen in the second walk: a scenario of one's own with English texts only,
// opened in the Persian window, showed its grey story, prediction and
// observation in the editor from the right, the question mark and full stop
// at the wrong end ("…the shared cache ?not stop them", "around the .flush").
// Each reads from the left, as English: its first letter leftmost, at the
// left of the field.
void TestBidi::anEnglishOnlyScenarioReadsFromTheLeftInTheEditor()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("english.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({ "schemaVersion": 1, "name": "Connection drop with a shared cache.",
        "description": "A consumer keeps a cache of processed ids. The connection drops twice.",
        "predict": "Which payments are applied twice, and why does the cache not stop them?",
        "observe": "Watch the cache lane around the flush.", "lesson": "A cache is not atomic." })");
    file.close();
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openScenario(path));
    auto *editor = w.findChild<ScenarioEditor *>();
    QVERIFY(editor);
    QStringList wrong;
    for (const char *field : {"$.description", "$.predict", "$.observe", "$.lesson"}) {
        auto *edit = qobject_cast<QPlainTextEdit *>(editor->fieldWidget(QLatin1String(field)));
        QVERIFY2(edit, field);
        QWidget *surface = edit->viewport();
        const QRect area = surface->rect();
        const uitestsupport::Ink ink =
            uitestsupport::inkOf(surface->grab().toImage(), area, edit->palette().color(QPalette::Base));
        const int tall = edit->fontMetrics().capHeight() * 3 / 5;
        if (ink.left < 0 || ink.left > area.left() + 8 || ink.firstGlyphHeight < tall)
            wrong << QStringLiteral("%1: painted from %2 of %3..%4, leftmost glyph %5 px tall, direction %6")
                         .arg(QLatin1String(field)).arg(ink.left).arg(area.left()).arg(area.right())
                         .arg(ink.firstGlyphHeight).arg(int(surface->layoutDirection()));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestBidi)
#include "tst_bidi.moc"
