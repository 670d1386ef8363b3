#include "playback/playbackcontroller.h"
#include "settings.h"
#include "uisetup.h"
#include "uitestsupport.h"
#include "window/languagemenu.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace idem::ui;

class TestSettings final : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void recentFilesAreMostRecentFirstAndCapped();
    void builtinScenariosAreNotRecentFiles();
    void lastFolderFallsBackToHome();
    void valuesSurviveANewInstance();
    void playbackSpeedIsKeptAsTheSpeedNotItsPlace();
    void oldIndexSettingsReadAsTheSpeedTheyMeant();
    void languageMenuTicksTheLanguageTheWindowIsIn();
};

void TestSettings::init()
{
    uitestsupport::pinEnvironment();
}

void TestSettings::recentFilesAreMostRecentFirstAndCapped()
{
    Settings s;
    for (int i = 0; i < Settings::kMaxRecentFiles + 3; ++i)
        s.addRecentFile(QStringLiteral("/tmp/s%1.json").arg(i));
    s.addRecentFile(QStringLiteral("/tmp/s5.json")); // again: moves to the front
    const QStringList files = s.recentFiles();
    QCOMPARE(files.size(), Settings::kMaxRecentFiles);
    QCOMPARE(files.first(), QStringLiteral("/tmp/s5.json"));
    QCOMPARE(files.count(QStringLiteral("/tmp/s5.json")), 1);
    QVERIFY(!files.contains(QStringLiteral("/tmp/s0.json")));
    s.removeRecentFile(QStringLiteral("/tmp/s5.json"));
    QVERIFY(!s.recentFiles().contains(QStringLiteral("/tmp/s5.json")));
    s.clearRecentFiles();
    QVERIFY(s.recentFiles().isEmpty());
}

void TestSettings::builtinScenariosAreNotRecentFiles()
{
    Settings s;
    s.addRecentFile(QStringLiteral("builtin:lost-acks-sqs"));
    QVERIFY(s.recentFiles().isEmpty());
}

void TestSettings::lastFolderFallsBackToHome()
{
    Settings s;
    QCOMPARE(s.lastFolder(), QDir::homePath());
    QTemporaryDir dir;
    s.setLastFolder(dir.path());
    QCOMPARE(s.lastFolder(), dir.path());
    s.setLastFolder(dir.filePath(QStringLiteral("gone")));
    QCOMPARE(s.lastFolder(), QDir::homePath());
}

void TestSettings::valuesSurviveANewInstance()
{
    {
        Settings s;
        s.setLanguage(QStringLiteral("fa"));
        s.setPlaybackSpeed(QStringLiteral("10/s"));
        s.setCompressGaps(false);
        s.setWindowGeometry(QByteArray("geometry"));
    }
    Settings again;
    QCOMPARE(again.language(), QStringLiteral("fa"));
    QCOMPARE(again.playbackSpeed(), QStringLiteral("10/s"));
    QCOMPARE(again.compressGaps(), false);
    QCOMPARE(again.windowGeometry(), QByteArray("geometry"));
}

void TestSettings::playbackSpeedIsKeptAsTheSpeedNotItsPlace()
{
    // Every speed of the bar survives a restart as itself.
    for (int i = 0; i < PlaybackController::speedCount(); ++i) {
        const QString key = PlaybackController::speedKey(i);
        QVERIFY(!key.isEmpty());
        Settings().setPlaybackSpeed(key);
        QCOMPARE(QSettings().value(QLatin1String(Settings::Keys::playbackSpeed)).toString(), key);
        QCOMPARE(PlaybackController::speedIndex(Settings().playbackSpeed()), i);
    }
    QCOMPARE(PlaybackController::speedKey(PlaybackController::kDefaultSpeed), QStringLiteral("1x"));
    QCOMPARE(PlaybackController::speedIndex(QStringLiteral("3x")), -1); // not a speed of the bar
}

void TestSettings::oldIndexSettingsReadAsTheSpeedTheyMeant()
{
    // An older version wrote the bar's list index: 4 was "4× time", 8 "10 events/s".
    QSettings().setValue(QLatin1String(Settings::Keys::playbackSpeed), 4);
    QCOMPARE(Settings().playbackSpeed(), QStringLiteral("4x"));
    QSettings().setValue(QLatin1String(Settings::Keys::playbackSpeed), 8);
    QCOMPARE(Settings().playbackSpeed(), QStringLiteral("10/s"));
    // Out of range or garbage: no speed, the window keeps its default.
    QSettings().setValue(QLatin1String(Settings::Keys::playbackSpeed), 99);
    QCOMPARE(Settings().playbackSpeed(), QString());
    QSettings().setValue(QLatin1String(Settings::Keys::playbackSpeed), QStringLiteral("fast"));
    QCOMPARE(PlaybackController::speedIndex(Settings().playbackSpeed()), -1);
}

namespace {
QStringList tickedLanguages()
{
    LanguageMenu menu;
    QStringList ticked;
    for (const QAction *a : menu.actions())
        if (a->isChecked())
            ticked.append(a->objectName());
    return ticked;
}
} // namespace

// `idemlab --lang fa` opens the window in Persian over a saved Turkish: the
// Language menu ticks Persian, the language the user sees, not Turkish.
void TestSettings::languageMenuTicksTheLanguageTheWindowIsIn()
{
    auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
    QVERIFY(app);
    Settings().setLanguage(QStringLiteral("tr"));
    installTranslations(*app, QString());
    QCOMPARE(tickedLanguages(), QStringList{QStringLiteral("language-tr")});
    installTranslations(*app, QStringLiteral("fa"));
    QCOMPARE(tickedLanguages(), QStringList{QStringLiteral("language-fa")});
    QCOMPARE(Settings().language(), QStringLiteral("tr")); // the saved choice is the user's, untouched
    Settings().setLanguage(QString());
    installTranslations(*app, QString());
    QCOMPARE(tickedLanguages(), QStringList{QStringLiteral("language-system")});
    installTranslations(*app, QStringLiteral("en"));
    app->setLayoutDirection(Qt::LeftToRight);
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
