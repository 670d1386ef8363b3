// What an instructor and a Persian or Turkish learner read in the window,
// measured the way a reader meets it: how much of a text a box shows, which
// side a line starts from, where the glyphs of a mixed line land.

#include "uitestsupport.h"
#include "window/mainwindow.h"

#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>

using namespace idem;
using namespace idem::ui;

class TestWorkshopReading final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void welcomeShowsTheWholeStory_data();
    void welcomeShowsTheWholeStory();

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
        for (int pass = 0; pass < 4; ++pass)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
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

// A screen a little larger than 1920×1080 (the offscreen one is 800×600).
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
