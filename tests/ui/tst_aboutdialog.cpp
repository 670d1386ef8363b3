#include "window/mainwindow.h"
#include "uitestsupport.h"
#include "window/aboutdialog.h"
#include "window/filecontroller.h"

#include <QAction>
#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QTest>
#include <QUrl>
#include <sqlite3.h>

using namespace idem::ui;

// Help → About, the application icon and scenario files as documents
// (.idemlab next to .json) as a user of the window meets them.
class TestAboutDialog final : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void helpMenuOpensAboutWithVersionLibrariesAndLicence();
    void applicationIconHasEveryRenderedSize();
    void scenarioFilesAreIdemlabOrJson_data();
    void scenarioFilesAreIdemlabOrJson();
    void windowAcceptsDroppedScenarioFiles_data();
    void windowAcceptsDroppedScenarioFiles();
};

void TestAboutDialog::init()
{
    uitestsupport::pinEnvironment();
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
}

void TestAboutDialog::helpMenuOpensAboutWithVersionLibrariesAndLicence()
{
    MainWindow window;
    auto *about = window.findChild<QAction *>(QStringLiteral("about"));
    QVERIFY(about);
    auto *help = qobject_cast<QMenu *>(about->parent());
    QVERIFY(help);
    QCOMPARE(help->title(), MainWindow::tr("&Help"));
    QVERIFY(help->actions().contains(window.findChild<QAction *>(QStringLiteral("help"))));

    about->trigger();
    AboutDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<AboutDialog *>()) && dialog->isVisible());
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("version"))->text().contains(QLatin1String("9.8.7")));
    const QString libraries = dialog->findChild<QLabel *>(QStringLiteral("libraries"))->text();
    QVERIFY2(libraries.contains(QLatin1String(qVersion())), qPrintable(libraries));
    QVERIFY2(libraries.contains(QLatin1String(sqlite3_libversion())), qPrintable(libraries));
    const QString licence = dialog->findChild<QPlainTextEdit *>(QStringLiteral("licence"))->toPlainText();
    QVERIFY(licence.startsWith(QLatin1String("MIT License")));
    QVERIFY(licence.contains(QLatin1String("Permission is hereby granted")));
    dialog->reject();
    QTRY_VERIFY(!window.findChild<AboutDialog *>()); // deleted on close
}

void TestAboutDialog::applicationIconHasEveryRenderedSize()
{
    const QIcon icon = AboutDialog::applicationIcon();
    QVERIFY(!icon.isNull());
    for (int size : {16, 24, 32, 48, 64, 128, 256})
        QVERIFY2(icon.availableSizes().contains(QSize(size, size)), qPrintable(QString::number(size)));
}

void TestAboutDialog::scenarioFilesAreIdemlabOrJson_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("scenario");
    QTest::newRow("idemlab") << QStringLiteral("/tmp/lost acks.idemlab") << true;
    QTest::newRow("upper case") << QStringLiteral("/tmp/LOST.IDEMLAB") << true;
    QTest::newRow("json") << QStringLiteral("/tmp/lost.json") << true;
    QTest::newRow("backup") << QStringLiteral("/tmp/lost.idemlab.bak") << false;
    QTest::newRow("text") << QStringLiteral("/tmp/lost.txt") << false;
    QTest::newRow("no suffix") << QStringLiteral("/tmp/idemlab") << false;
}

void TestAboutDialog::scenarioFilesAreIdemlabOrJson()
{
    QFETCH(QString, path);
    QFETCH(bool, scenario);
    QCOMPARE(FileController::isScenarioFile(path), scenario);
}

void TestAboutDialog::windowAcceptsDroppedScenarioFiles_data()
{
    scenarioFilesAreIdemlabOrJson_data();
}

void TestAboutDialog::windowAcceptsDroppedScenarioFiles()
{
    QFETCH(QString, path);
    QFETCH(bool, scenario);
    MainWindow window;
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent event(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &event);
    QCOMPARE(event.isAccepted(), scenario);
}

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
