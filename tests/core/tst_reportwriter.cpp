#include "report/reportwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace idem;

// Every result file goes through ReportWriter::writeFile: it is either whole
// under its final name or absent, and a failure names the file (issue 27).
class TestReportWriter final : public QObject
{
    Q_OBJECT
private slots:
    void writeIsWholeOrAbsent_data();
    void writeIsWholeOrAbsent();
    void fullDiskLeavesNothingUnderTheFinalName_data();
    void fullDiskLeavesNothingUnderTheFinalName();
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

void TestReportWriter::fullDiskLeavesNothingUnderTheFinalName_data()
{
    // Files smaller than Qt's write buffer reach the disk only when the
    // buffer is flushed, after write() said every byte was taken: the case
    // that left 0-byte summary.json files under their final names.
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("room");
    QTest::newRow("small file, no room") << 3000 << 0;
    QTest::newRow("small file, half the room") << 12000 << 8192;
    QTest::newRow("large file, half the room") << 200000 << 65536;
}

void TestReportWriter::fullDiskLeavesNothingUnderTheFinalName()
{
    QFETCH(int, size);
    QFETCH(int, room);
    if (geteuid() != 0)
        QSKIP("needs root to mount a small tmpfs");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString mountPoint = dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                    QStringLiteral("size=1m"), QStringLiteral("tmpfs"), mountPoint})
        != 0)
        QSKIP("mount -t tmpfs failed (no privilege to mount in this environment)");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
    // Fill the disk but for `room` bytes.
    {
        QFile filler(QDir(mountPoint).filePath(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        struct statvfs st {};
        QCOMPARE(::statvfs(QFile::encodeName(mountPoint).constData(), &st), 0);
        const QByteArray zeros(qint64(st.f_bavail) * qint64(st.f_frsize) - room, '\0');
        QCOMPARE(filler.write(zeros), qint64(zeros.size()));
    }
    const QString path = QDir(mountPoint).filePath(QStringLiteral("summary.json"));
    const Outcome written = ReportWriter::writeFile(path, QByteArray(size, 'x'));
    QVERIFY2(!written.ok(), "a file that did not fit was reported as written");
    QVERIFY2(written.error().startsWith(path), qPrintable(written.error()));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(QDir(mountPoint).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("filler")});
}

QTEST_GUILESS_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
