// Latin inside Persian as a Persian reader sees it: the words, brackets and
// ellipses of a mixed line land where they are read, not only where the
// string holds them. Each check lays the text out right to left, as the
// window paints it, and compares the glyphs' places on screen.

#include "inspector/inspectorpanel.h"
#include "kernel/trace.h"
#include "log/eventlogmodel.h"
#include "log/recordtext.h"
#include "run/simulation.h"
#include "scenario/scenarioio.h"
#include "uiformat.h"
#include "uitestsupport.h"
#include "window/languagemenu.h"

#include <QApplication>
#include <QFontMetrics>
#include <QGlyphRun>
#include <QRegularExpression>
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

QTEST_MAIN(TestBidi)
#include "tst_bidi.moc"
