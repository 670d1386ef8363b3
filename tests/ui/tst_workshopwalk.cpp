// The window as an instructor meets it in a workshop (issue 26): the
// small things that went wrong on the first walk, each held here.

#include "uitestsupport.h"
#include "editor/scenariodocument.h"
#include "uisetup.h"
#include "window/runstatus.h"

#include <QAction>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QStatusBar>
#include <QTest>

using namespace idem;
using namespace idem::ui;

class TestWorkshopWalk final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void compressToggleIsOffBeforeAnyRun();
    void undoWorksWhileASpinBoxHasFocus();
    void statusBarKeepsRoomForItsMessages();
    void explicitLanguageWins();
};

void TestWorkshopWalk::initTestCase()
{
    uitestsupport::pinEnvironment();
}

// Reported: the Compress toggle showed checked before any run.
void TestWorkshopWalk::compressToggleIsOffBeforeAnyRun()
{
    MainWindow w;
    auto *compress = w.findChild<QAction *>(QStringLiteral("compressGaps"));
    QVERIFY(compress);
    QVERIFY(!compress->isChecked());
}

// Reported: edit the seed, Tab … Ctrl+Z did nothing while a spin box had
// the focus. The window's undo takes the keys wherever the focus is.
void TestWorkshopWalk::undoWorksWhileASpinBoxHasFocus()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openScenario(QStringLiteral("builtin:04-ack-lost-network-timeout")));
    auto *seed = w.findChild<QDoubleSpinBox *>(QStringLiteral("$.seed"));
    QVERIFY(seed);
    const quint64 before = w.document()->scenario().seed;
    seed->setFocus();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTRY_VERIFY(seed->hasFocus());
    seed->selectAll();
    QTest::keyClicks(seed, QStringLiteral("777"));
    QCOMPARE(w.document()->scenario().seed, quint64(777));
    // Tab on to the next field, a spin box with no edits of its own.
    QTest::keyClick(seed, Qt::Key_Tab);
    QWidget *next = QApplication::focusWidget();
    QVERIFY(next && next != seed);
    auto *spin = qobject_cast<QAbstractSpinBox *>(next);
    if (!spin && next->parentWidget())
        spin = qobject_cast<QAbstractSpinBox *>(next->parentWidget());
    QVERIFY2(spin, next->metaObject()->className());
    QTest::keyClick(next, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.document()->scenario().seed, before);
    QTest::keyClick(next, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.document()->scenario().seed, quint64(777));
}

// Reported: "Run finished" and the export's confirmation never showed: the
// run's status widget took the whole status bar.
void TestWorkshopWalk::statusBarKeepsRoomForItsMessages()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openScenario(QStringLiteral("builtin:04-ack-lost-network-timeout")));
    QVERIFY(uitestsupport::runAndWait(w));
    QStatusBar *bar = w.statusBar();
    QTRY_VERIFY(!bar->currentMessage().isEmpty());
    QVERIFY(w.runStatus()->pathText().contains(w.document()->scenario().strategy.id)
            || !w.runStatus()->pathText().isEmpty());
    // The message has its own width left of the run's status.
    const double room = bar->width() - w.runStatus()->width();
    const double needed = bar->fontMetrics().horizontalAdvance(bar->currentMessage());
    QVERIFY2(room >= needed, qPrintable(QStringLiteral("%1 px for a %2 px message").arg(room).arg(needed)));
    QVERIFY(w.runStatus()->width() <= bar->width() / 2 + 1);
}

// `idemlab --lang fa` and the saved choice both go through one pick; the
// option wins over the settings.
void TestWorkshopWalk::explicitLanguageWins()
{
    QCOMPARE(chosenLanguage(QStringLiteral("fa")), QStringLiteral("fa"));
    QCOMPARE(chosenLanguage(QStringLiteral("tr")), QStringLiteral("tr"));
    QVERIFY(!chosenLanguage().isEmpty());
}

QTEST_MAIN(TestWorkshopWalk)
#include "tst_workshopwalk.moc"
