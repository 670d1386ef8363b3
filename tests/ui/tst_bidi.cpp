// Latin inside Persian as a Persian reader sees it: the words, brackets and
// ellipses of a mixed line land where they are read, not only where the
// string holds them. Each check lays the text out right to left, as the
// window paints it, and compares the glyphs' places on screen.

#include "kernel/trace.h"
#include "log/eventlogmodel.h"
#include "log/recordtext.h"
#include "run/simulation.h"
#include "scenario/scenarioio.h"
#include "uiformat.h"
#include "uitestsupport.h"

#include <QApplication>
#include <QFontMetrics>
#include <QGlyphRun>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>

using namespace idem;
using namespace idem::ui;

namespace {
// One line of `text` laid out right to left in the application font.
struct RtlLine
{
    explicit RtlLine(const QString &text) : layout(text, QApplication::font())
    {
        QTextOption option;
        option.setTextDirection(Qt::RightToLeft);
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

QTEST_MAIN(TestBidi)
#include "tst_bidi.moc"
