// What an instructor and a Persian or Turkish learner read in the window,
// measured the way a reader meets it: how much of a text a box shows, which
// side a line starts from, where the glyphs of a mixed line land.

#include "editor/scenarioeditor.h"
#include "timeline/timelinecausetext.h"
#include "uitestsupport.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QGlyphRun>
#include <QTextLayout>

#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>

using namespace idem;
using namespace idem::ui;

namespace {
// One line of `text` laid out in `direction`, in the application font, as
// the window paints a label.
struct Line
{
    Line(const QString &text, Qt::LayoutDirection direction) : layout(text, QApplication::font())
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
} // namespace

class TestWorkshopReading final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void welcomeShowsTheWholeStory_data();
    void welcomeShowsTheWholeStory();
    void rewindArrowPointsBack_data();
    void rewindArrowPointsBack();
    void editorTextsReadFromTheirSide_data();
    void editorTextsReadFromTheirSide();
    void welcomeKeepsAnEnglishFallbackLeftToRight();

private:
    uitestsupport::Language m_language;
};

void TestWorkshopReading::initTestCase()
{
    uitestsupport::pinEnvironment();
}

void TestWorkshopReading::cleanupTestCase()
{
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

void TestWorkshopReading::welcomeShowsTheWholeStory_data()
{
    uitestsupport::addLanguageSizeRows({"en", "fa", "tr"}, {QSize(1280, 800), QSize(1600, 1000)});
}

// The opening page: the story shows whole while the centre has the room for
// it; when it does not, the story takes the room and scrolls, never a strip
// of a line or two with the space left empty around the Run button.
void TestWorkshopReading::welcomeShowsTheWholeStory()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    m_language.use(language);
    if (QTest::currentTestFailed())
        return;
    for (const char *scenario : {"builtin:04-ack-lost-network-timeout", "builtin:08-kafka-crash-before-auto-commit",
                                 "builtin:01-happy-path"}) {
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(w.size(), size);
        if (!w.openScenario(QString::fromLatin1(scenario)))
            continue; // not every name is a built-in in every version of the library
        auto *empty = w.findChild<QWidget *>(QStringLiteral("emptyState"));
        auto *story = w.findChild<QScrollArea *>(QStringLiteral("emptyStateStory"));
        auto *run = w.findChild<QToolButton *>(QStringLiteral("emptyStateRun"));
        QVERIFY(empty && story && run);
        QTRY_VERIFY(empty->isVisible() && story->isVisible());
        uitestsupport::finishLayouts();
        const int shown = story->viewport()->height();
        const int needed = story->widget()->height();
        QVERIFY(needed > 0);
        // Room the centre leaves unused above the story and below the hint.
        const int unused = empty->height() - (story->height() + run->height() + 3 * run->fontMetrics().lineSpacing());
        const QString where = QStringLiteral("%1 %2 at %3×%4: the story shows %5 of its %6 px, %7 px of the page unused")
                                  .arg(language, QString::fromLatin1(scenario))
                                  .arg(size.width())
                                  .arg(size.height())
                                  .arg(shown)
                                  .arg(needed)
                                  .arg(unused);
        QVERIFY2(shown >= needed || unused < 3 * run->fontMetrics().lineSpacing(), qPrintable(where));
        // Whole when it fits: no scroll bar, nothing cut through a line.
        if (shown >= needed)
            QTRY_VERIFY2(!story->verticalScrollBar()->isVisible(), qPrintable(where));
        if (QTest::currentTestFailed())
            return;
    }
}

void TestWorkshopReading::rewindArrowPointsBack_data()
{
    uitestsupport::addLanguageRows({"en", "fa", "tr"});
}

// The Kafka lesson's rewind "36 → 26": the arrow's head is at 26, the offset
// the new owner starts from, whichever side the language reads from.
void TestWorkshopReading::rewindArrowPointsBack()
{
    QFETCH(QString, language);
    m_language.use(language);
    if (QTest::currentTestFailed())
        return;
    const QLocale locale;
    for (const SimTime committedAt : {SimTime(-1), SimTime(2'000'000)}) {
        TimelineRewind rewind;
        rewind.position = 36;
        rewind.committed = 26;
        rewind.committedAt = committedAt;
        const QString label = TimelineCauseText::rewindLabel(rewind, locale);
        const qsizetype from = label.indexOf(locale.toString(36));
        const qsizetype to = label.indexOf(locale.toString(26));
        const qsizetype arrow = label.indexOf(QRegularExpression(QStringLiteral("[\\x{2190}\\x{2192}]")));
        QVERIFY2(from >= 0 && to >= 0 && arrow >= 0, qPrintable(label));
        const Line line(label, locale.textDirection());
        const bool headLeft = label.at(arrow) == QChar(0x2190);
        const qreal fromX = line.x(from), toX = line.x(to), arrowX = line.x(arrow);
        QVERIFY2(qMin(fromX, toX) < arrowX && arrowX < qMax(fromX, toX),
                 qPrintable(QStringLiteral("\"%1\": the arrow is not between the offsets").arg(label)));
        QVERIFY2(headLeft == (toX < fromX),
                 qPrintable(QStringLiteral("\"%1\": drawn with %2 at x %3 and %4 at x %5, the arrow pointing %6")
                                .arg(label, locale.toString(36))
                                .arg(fromX)
                                .arg(locale.toString(26))
                                .arg(toX)
                                .arg(headLeft ? QStringLiteral("left") : QStringLiteral("right"))));
        // Read from the language's side, 36 comes first.
        QVERIFY2(locale.textDirection() == Qt::RightToLeft ? fromX > toX : fromX < toX, qPrintable(label));
    }
}

void TestWorkshopReading::editorTextsReadFromTheirSide_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<bool>("rightToLeft");
    // 04's name and 08's prediction begin with a Latin word; 13's name too.
    for (const char *scenario : {"04-ack-lost-network-timeout", "08-kafka-crash-before-auto-commit", "13-cache-ttl-expiry"}) {
        QTest::addRow("fa %s", scenario) << QStringLiteral("fa") << QString::fromLatin1(scenario) << true;
        QTest::addRow("en %s", scenario) << QStringLiteral("en") << QString::fromLatin1(scenario) << false;
    }
}

// Each teaching text in the editor starts on its language's side: the start
// of a Persian text is drawn to the right of the end of its first line, and
// the line stands at the field's right edge, whatever its first word.
void TestWorkshopReading::editorTextsReadFromTheirSide()
{
    QFETCH(QString, language);
    QFETCH(QString, scenario);
    QFETCH(bool, rightToLeft);
    m_language.use(language);
    if (QTest::currentTestFailed())
        return;
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openScenario(QStringLiteral("builtin:") + scenario));
    uitestsupport::finishLayouts();
    int checked = 0;
    for (const char *field : {"name", "topic", "description", "predict", "observe", "lesson"}) {
        QWidget *widget = w.editor()->fieldWidget(QStringLiteral("$.") + QString::fromLatin1(field));
        QVERIFY2(widget, field);
        qreal start = 0, end = 0, right = widget->width();
        QString text;
        if (auto *line = qobject_cast<QLineEdit *>(widget)) {
            text = line->text();
            const int first = text.startsWith(QChar(0x200F)) ? 1 : 0;
            line->setCursorPosition(first);
            start = line->inputMethodQuery(Qt::ImCursorRectangle).toRectF().center().x();
            line->setCursorPosition(int(text.size()));
            end = line->inputMethodQuery(Qt::ImCursorRectangle).toRectF().center().x();
        } else if (auto *edit = qobject_cast<QPlainTextEdit *>(widget)) {
            text = edit->toPlainText();
            const QTextBlock block = edit->document()->firstBlock();
            QVERIFY(block.layout() && block.layout()->lineCount() > 0);
            const QTextLine first = block.layout()->lineAt(0);
            start = first.cursorToX(first.textStart());
            end = first.cursorToX(first.textStart() + first.textLength());
            right = edit->viewport()->width() - 2 * edit->document()->documentMargin();
        }
        if (text.trimmed().isEmpty())
            continue;
        // A text of Latin words alone ("Kafka") reads from the left anywhere.
        const bool persian = std::any_of(text.cbegin(), text.cend(), [](QChar c) {
            return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
        });
        const QString where = QStringLiteral("%1 %2 %3: starts at x %4, its first line ends at x %5 (field %6 px): \"%7\"")
                                  .arg(language, scenario, QString::fromLatin1(field))
                                  .arg(start)
                                  .arg(end)
                                  .arg(right)
                                  .arg(text.left(60));
        QVERIFY2(rightToLeft && persian ? start > end : start < end, qPrintable(where));
        // On the side it starts from: a short Persian line at the right edge.
        if (rightToLeft && persian)
            QVERIFY2(start > right / 2, qPrintable(where));
        ++checked;
    }
    QVERIFY(checked >= 4);
}

// A screen a little larger than 1920×1080 (the offscreen one is 800×600).
// Reported in the walk: a scenario that is not in the library, with its
// story and question in English only, opened in Persian: the welcome page
// read ".s halfway, returning every unacknowledged delivery" and
// "?Does natural idempotency save the balance" — the English laid out from
// the right. Each English sentence reads left to right: its full stop or
// question mark stands right of its first letter.
void TestWorkshopReading::welcomeKeepsAnEnglishFallbackLeftToRight()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("unseen.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({ "schemaVersion": 1, "name": "RabbitMQ: balance += 10 through a restart",
  "description": "Each message adds 10 to a customer balance. The broker restarts halfway.",
  "predict": "Does natural idempotency save the balance?",
  "effect": "increment-balance", "broker": { "profile": "rabbitmq" }, "strategy": { "id": "natural" } })");
    file.close();
    m_language.use(QStringLiteral("fa"));
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openScenario(path));
    QLabel *story = nullptr;
    for (QLabel *label : w.findChild<QWidget *>(QStringLiteral("emptyState"))->findChildren<QLabel *>()) {
        if (label->text().contains(QStringLiteral("<h1>")))
            story = label;
    }
    QVERIFY(story);
    QTextDocument doc;
    doc.setHtml(story->text());
    int checked = 0;
    for (const char *sentence : {"Each message adds", "Does natural"}) {
        for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
            const QString text = block.text();
            const qsizetype first = text.indexOf(QLatin1String(sentence));
            if (first < 0)
                continue;
            qsizetype last = text.size() - 1;
            while (last > first && !text.at(last).isPunct())
                --last;
            const Line line(text, story->layoutDirection());
            QVERIFY2(line.x(last) > line.x(first), qPrintable(QStringLiteral("%1: \"%2\" at %3, its first letter at %4")
                                                                  .arg(text, text.at(last))
                                                                  .arg(line.x(last))
                                                                  .arg(line.x(first))));
            ++checked;
        }
    }
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QCOMPARE(checked, 2);
}

int main(int argc, char *argv[])
{
    QTemporaryDir config;
    uitestsupport::useLargeOffscreenScreen(config);
    QApplication app(argc, argv);
    TestWorkshopReading test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_workshopreading.moc"
