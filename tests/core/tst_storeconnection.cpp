// The consumer runs its statements on QSQLITE's own sqlite3 handle through
// the SQLite library idemlab links; that needs one library for both.

#include "store/storeconnection.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <sqlite3.h>

using namespace idem;

class TestStoreConnection final : public QObject
{
    Q_OBJECT
private slots:
    void opensWhenDriverAndLibraryAgree();
    void refusesADriverWithAnotherSqlite_data();
    void refusesADriverWithAnotherSqlite();
};

void TestStoreConnection::opensWhenDriverAndLibraryAgree()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    StoreConnection store(dir.filePath(QStringLiteral("run.sqlite")), QStringLiteral("consumer-1"));
    const Outcome opened = store.open();
    QVERIFY2(opened.ok(), qPrintable(opened.error()));
    // And the driver really reports the linked library (Debian's plugin).
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
        db.setDatabaseName(QStringLiteral(":memory:"));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT sqlite_version()")) && q.next());
        QCOMPARE(q.value(0).toString(), QString::fromLatin1(sqlite3_libversion()));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("probe"));
}

void TestStoreConnection::refusesADriverWithAnotherSqlite_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("source");
    const QString version = QString::fromLatin1(sqlite3_libversion());
    const QString source = QString::fromLatin1(sqlite3_sourceid());
    QTest::newRow("older version") << QStringLiteral("3.31.1") << source;
    QTest::newRow("same version, another build (a bundled copy)") << version << QStringLiteral("2020-01-27 other");
}

void TestStoreConnection::refusesADriverWithAnotherSqlite()
{
    QFETCH(QString, version);
    QFETCH(QString, source);
    const QString message = StoreConnection::sqliteLibraryMismatch(version, source);
    QVERIFY(!message.isEmpty());
    QVERIFY2(message.contains(version) && message.contains(QString::fromLatin1(sqlite3_libversion())),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("libqt6sql6-sqlite")), qPrintable(message));
    QCOMPARE(StoreConnection::sqliteLibraryMismatch(QString::fromLatin1(sqlite3_libversion()),
                                                    QString::fromLatin1(sqlite3_sourceid())),
             QString());
}

QTEST_GUILESS_MAIN(TestStoreConnection)
#include "tst_storeconnection.moc"
