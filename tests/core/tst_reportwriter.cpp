#include "report/reportwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace idem;

// Every result file goes through ReportWriter::writeFile: it is either whole
// under its final name or absent, and a failure names the file (issue 27).
class TestReportWriter final : public QObject
{
    Q_OBJECT
private slots:
    void writeIsWholeOrAbsent_data();
    void writeIsWholeOrAbsent();
};

void TestReportWriter::writeIsWholeOrAbsent_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("finalIsFolder");
    QTest::addColumn<bool>("ok");
    QTest::newRow("written") << QStringLiteral("summary.json") << false << true;
    // The temporary file is written, then commit()'s rename onto the final
    // name fails: this holds for root too, unlike a read-only folder.
    QTest::newRow("commit fails") << QStringLiteral("summary.json") << true << false;
    QTest::newRow("open fails") << QStringLiteral("missing/summary.json") << false << false;
}

void TestReportWriter::writeIsWholeOrAbsent()
{
    QFETCH(QString, name);
    QFETCH(bool, finalIsFolder);
    QFETCH(bool, ok);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    if (finalIsFolder) {
        QVERIFY(QDir().mkpath(path));
        QFile inside(path + QStringLiteral("/keep"));
        QVERIFY(inside.open(QIODevice::WriteOnly));
    }
    const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    const QByteArray bytes(64 * 1024, 'x');
    const Outcome written = ReportWriter::writeFile(path, bytes);
    QCOMPARE(written.ok(), ok);
    if (ok) {
        QFile back(path);
        QVERIFY(back.open(QIODevice::ReadOnly));
        QCOMPARE(back.readAll(), bytes);
        return;
    }
    QVERIFY2(written.error().startsWith(path), qPrintable(written.error()));
    // Nothing under the final name but what was there, no temporary left.
    QCOMPARE(QFileInfo(path).isFile(), false);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
}

QTEST_GUILESS_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
