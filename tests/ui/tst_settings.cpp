#include "settings.h"
#include "uitestsupport.h"

#include <QDir>
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
        s.setPlaybackSpeed(4);
        s.setCompressGaps(false);
        s.setWindowGeometry(QByteArray("geometry"));
    }
    Settings again;
    QCOMPARE(again.language(), QStringLiteral("fa"));
    QCOMPARE(again.playbackSpeed(), 4);
    QCOMPARE(again.compressGaps(), false);
    QCOMPARE(again.windowGeometry(), QByteArray("geometry"));
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
