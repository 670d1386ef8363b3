// Presenter mode's text as a room sees it projected, in English, Persian
// and Turkish at 1280×800, 1600×1000 and 1920×1080: every line of every
// text is painted whole inside its label and the screen, a right-to-left
// line starts at the right edge, and the why never needs scrolling, also
// with the Code panel beside the events (C).
// Issue 26 item 17 and the lesson of built-in 21 at 1920×1080 in Persian,
// whose first two lines were drawn past the left edge ("inboxی که جدا",
// "crash" cut off).
#include "code/codeview.h"
#include "presenter/presentermode.h"
#include "proselabel.h"
#include "run/simulation.h"
#include "scenario/scenarioio.h"
#include "uitestsupport.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QScrollBar>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace idem;
using namespace idem::ui;

namespace {
// Ink: a pixel far from the presenter's background (#0f172a).
bool inked(QRgb p)
{
    return qAbs(qRed(p) - 0x0f) + qAbs(qGreen(p) - 0x17) + qAbs(qBlue(p) - 0x2a) > 96;
}

// A glyph cut by a label's edge leaves ink in the label's outermost
// column. The side a line is set against may be inked (a line's ink
// starts there); the other side only when a line runs past it.
bool cutAtColumn(const QImage &shot, int x, const QRect &rows)
{
    if (x < 0 || x >= shot.width())
        return false;
    for (int y = qMax(0, rows.top()); y <= rows.bottom() && y < shot.height(); ++y) {
        if (inked(shot.pixel(x, y)))
            return true;
    }
    return false;
}

QString describe(const QLabel *label)
{
    return QStringLiteral("%1 \"%2\"").arg(label->objectName(), label->text().left(60));
}
} // namespace

class TestPresenterLayout final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyLineIsPaintedWhole_data();
    void everyLineIsPaintedWhole();
    void anEnglishFallbackKeepsItsDirection();

private:
    // What a reader would see wrong in the presenter's text now.
    static void check(PresenterMode &presenter, const QString &where, QStringList *problems);
    uitestsupport::Language m_language;
};

void TestPresenterLayout::initTestCase()
{
    uitestsupport::pinEnvironment();
}

void TestPresenterLayout::cleanupTestCase()
{
    m_language.use(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

void TestPresenterLayout::check(PresenterMode &presenter, const QString &where, QStringList *problems)
{
    uitestsupport::finishLayouts();
    const QImage shot = presenter.grab().toImage();
    const QRect screen = presenter.rect();
    const bool rightToLeft = presenter.layoutDirection() == Qt::RightToLeft;
    for (QLabel *label : presenter.findChildren<QLabel *>()) {
        if (!label->isVisibleTo(&presenter) || label->text().isEmpty() || !label->wordWrap())
            continue;
        const QRect area(label->mapTo(&presenter, QPoint()), label->size());
        // What of it is on screen (a why taller than its scroll area shows its top).
        const QRect seen = label->visibleRegion().boundingRect().translated(area.topLeft());
        if (seen.isEmpty())
            continue;
        const QString at = where + QStringLiteral(": ") + describe(label);
        if (!screen.contains(area))
            problems->append(at + QStringLiteral(" reaches past the screen"));
        const Qt::Alignment side = QStyle::visualAlignment(label->layoutDirection(), label->alignment());
        if (!(side & Qt::AlignLeft) && cutAtColumn(shot, area.left(), seen))
            problems->append(at + QStringLiteral(" is cut at its left edge"));
        if (!(side & Qt::AlignRight) && cutAtColumn(shot, area.right(), seen))
            problems->append(at + QStringLiteral(" is cut at its right edge"));
        const auto *prose = qobject_cast<const ProseLabel *>(label);
        if (!prose) {
            // The Code panel's title is the Code dock's own label: the pixels above are its check.
            if (!presenter.code()->isAncestorOf(label))
                problems->append(at + QStringLiteral(" is not laid out as prose"));
            continue;
        }
        const QVector<QRectF> lines = prose->lineRects();
        if (lines.isEmpty())
            problems->append(at + QStringLiteral(" paints no line"));
        const QRectF room = QRectF(label->contentsRect()).adjusted(-0.5, -1, 0.5, 1);
        for (int i = 0; i < lines.size(); ++i) {
            const QRectF line = lines.at(i);
            if (line.left() < room.left() || line.right() > room.right())
                problems->append(at + QStringLiteral(" line %1 is drawn at %2…%3, the label holds %4…%5")
                                          .arg(i + 1)
                                          .arg(line.left())
                                          .arg(line.right())
                                          .arg(room.left())
                                          .arg(room.right()));
            if (!QRectF(screen).contains(line.translated(area.topLeft())))
                problems->append(at + QStringLiteral(" line %1 is off the screen").arg(i + 1));
            // A right-to-left line starts at the right: no gap before its first word.
            if (rightToLeft && (side & Qt::AlignRight) && line.width() > 0 && room.right() - line.right() > 2.5)
                problems->append(at + QStringLiteral(" line %1 starts %2 px left of the edge")
                                          .arg(i + 1)
                                          .arg(room.right() - line.right()));
        }
    }
    // The why fits where it is shown (nobody scrolls a projector).
    for (auto *area : presenter.findChildren<QAbstractScrollArea *>(QStringLiteral("whyArea"))) {
        if (area->isVisibleTo(&presenter) && area->verticalScrollBar()->maximum() > 0)
            problems->append(where + QStringLiteral(": the why scrolls by %1 px").arg(area->verticalScrollBar()->maximum()));
    }
}

void TestPresenterLayout::everyLineIsPaintedWhole_data()
{
    uitestsupport::addLanguageSizeRows({"en", "fa", "tr"}, {QSize(1280, 800), QSize(1600, 1000), QSize(1920, 1080)});
}

void TestPresenterLayout::everyLineIsPaintedWhole()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    m_language.use(language);
    if (QTest::currentTestFailed())
        return;
    QStringList problems;
    QStringList codePastScreen; // the window grew to hold the page beside the code, or after it
    int lines = 0;
    for (const char *builtin : {"04-ack-lost-network-timeout", "08-kafka-crash-before-auto-commit", "13-cache-ttl-expiry",
                                "21-inbox-in-separate-transaction", "22-email-outside-transaction"}) {
        const QString name = QString::fromLatin1(builtin);
        const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY(loaded.ok());
        QTemporaryDir dir;
        Simulation sim(loaded.scenario, dir.filePath(QStringLiteral("run.sqlite")));
        auto run = std::make_shared<RunResult>(sim.run());
        QVERIFY(run->error.isEmpty());
        PresenterMode presenter;
        presenter.resize(size);
        presenter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&presenter));
        QTRY_COMPARE(presenter.size(), size);
        presenter.setScenario(loaded.scenario);
        check(presenter, name + QStringLiteral(" story"), &problems);
        presenter.advance();
        check(presenter, name + QStringLiteral(" question"), &problems);
        presenter.setRun(run);
        presenter.reveal();
        QCOMPARE(presenter.stage(), PresenterMode::Stage::Narrating);
        for (int moment = 0; presenter.stage() == PresenterMode::Stage::Narrating; ++moment) {
            QCoreApplication::processEvents();
            check(presenter, name + QStringLiteral(" event %1").arg(moment), &problems);
            // With the code beside the events (C), all of it on screen too,
            // the why included.
            presenter.setCodeShown(true);
            check(presenter, name + QStringLiteral(" event %1 with the code").arg(moment), &problems);
            if (!QRect(QPoint(), size).contains(QRect(presenter.code()->mapTo(&presenter, QPoint()), presenter.code()->size())))
                codePastScreen.append(name + QStringLiteral(" event %1: the code reaches past the screen").arg(moment));
            presenter.setCodeShown(false);
            // The window keeps the screen's size (it grew, and its type
            // with it, a little at each of 08's moments).
            uitestsupport::finishLayouts();
            if (presenter.size() != size)
                codePastScreen.append(name + QStringLiteral(" event %1: the window grew to %2×%3")
                                                 .arg(moment)
                                                 .arg(presenter.width())
                                                 .arg(presenter.height()));
            presenter.advance();
        }
        QCOMPARE(presenter.stage(), PresenterMode::Stage::Lesson);
        check(presenter, name + QStringLiteral(" lesson"), &problems);
        for (const auto *label : presenter.findChildren<ProseLabel *>())
            lines += int(label->lineRects().size());
    }
    QVERIFY2(lines > 0, "no line was checked");
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 %2×%3:\n  ")
                                                .arg(language)
                                                .arg(size.width())
                                                .arg(size.height())
                                            + problems.join(QStringLiteral("\n  "))));
    QVERIFY2(codePastScreen.isEmpty(), qPrintable(codePastScreen.join(QStringLiteral("\n  "))));
}

// A scenario of the user's with English texts only, told in the Persian
// presenter: its story and lesson are English and read as English, from the
// left, their full stop at the end (it stood at the left of the first word).
void TestPresenterLayout::anEnglishFallbackKeepsItsDirection()
{
    m_language.use(QStringLiteral("fa"));
    if (QTest::currentTestFailed())
        return;
    ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:13-cache-ttl-expiry"));
    QVERIFY(loaded.ok());
    loaded.scenario.translations.clear();
    PresenterMode presenter;
    presenter.resize(1600, 1000);
    presenter.show();
    QVERIFY(QTest::qWaitForWindowExposed(&presenter));
    QCOMPARE(presenter.layoutDirection(), Qt::RightToLeft);
    presenter.setScenario(loaded.scenario);
    uitestsupport::finishLayouts();
    for (const char *name : {"story", "lesson"}) {
        auto *label = presenter.findChild<ProseLabel *>(QLatin1String(name));
        QVERIFY2(label, name);
        label->ensurePolished();
        label->resize(label->width(), label->heightForWidth(label->width()));
        const QVector<QRectF> lines = label->lineRects();
        QVERIFY2(lines.size() > 1, name);
        const QRectF room = label->contentsRect();
        // Every line starts at the left edge; the ragged end is on the right.
        for (int i = 0; i < lines.size(); ++i)
            QVERIFY2(lines.at(i).left() - room.left() < 2.5,
                     qPrintable(QStringLiteral("%1 line %2 starts at %3 of %4…%5")
                                    .arg(QLatin1String(name)).arg(i + 1).arg(lines.at(i).left()).arg(room.left()).arg(room.right())));
        QVERIFY2(std::any_of(lines.cbegin(), lines.cend(), [&room](const QRectF &l) { return room.right() - l.right() > 20; }),
                 qPrintable(QStringLiteral("%1: no line ends short of the right edge").arg(QLatin1String(name))));
    }
}

int main(int argc, char *argv[])
{
    QTemporaryDir config;
    uitestsupport::useLargeOffscreenScreen(config);
    QApplication app(argc, argv);
    TestPresenterLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_presenterlayout.moc"
