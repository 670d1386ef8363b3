// `idemlab sweep`'s range options as a user types them, through the real
// binary: --steps N (a count), --step D (a distance), a fraction given to
// --steps, and what an integer field refuses.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString kBinary = QStringLiteral(IDEMLAB_BINARY);
} // namespace

class TestSweepOptions final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void valuesAsTyped_data();
    void valuesAsTyped();

private:
    QTemporaryDir m_dir;
    QString m_scenario;
};

void TestSweepOptions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Small and quick: every cell is a few milliseconds of work.
    m_scenario = m_dir.filePath(QStringLiteral("small.json"));
    QFile f(m_scenario);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schemaVersion": 1, "messages": 5, "broker": {"profile": "rabbitmq"}, "faults": {"ackLost": 0.2}})");
}

void TestSweepOptions::valuesAsTyped_data()
{
    QTest::addColumn<QString>("param");
    QTest::addColumn<QStringList>("range");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("values"); // sweep.csv's first column, in order
    QTest::addColumn<QString>("message");    // on standard error (a part of it)

    const QString ack = QStringLiteral("faults.ackLost");
    const QString ttl = QStringLiteral("strategy.cacheTtlMs");
    const auto list = [](const char *s) { return QString::fromLatin1(s).split(QLatin1Char(' '), Qt::SkipEmptyParts); };
    QTest::newRow("--steps N: N values, both ends") << ack << list("--from 0 --to 0.3 --steps 4") << 0
                                                     << list("0 0.1 0.2 0.3") << QString();
    QTest::newRow("--step D on a real field") << ack << list("--from 0 --to 0.3 --step 0.1") << 0
                                              << list("0 0.1 0.2 0.3") << QString();
    QTest::newRow("--step D stops within --to") << ack << list("--from 0 --to 0.25 --step 0.1") << 0
                                                << list("0 0.1 0.2") << QString();
    QTest::newRow("--step D downwards") << ack << list("--from 0.3 --to 0.1 --step 0.1") << 0
                                        << list("0.3 0.2 0.1") << QString();
    QTest::newRow("--steps 0.1 on a real field is a distance")
        << ack << list("--from 0 --to 0.3 --steps 0.1") << 0 << list("0 0.1 0.2 0.3")
        << QStringLiteral("--steps 0.1 is not a count: faults.ackLost goes from 0 to 0.3 in steps of 0.1 (4 values)");
    QTest::newRow("--steps 2.5 on an integer field")
        << ttl << list("--from 100 --to 2000 --steps 2.5") << 2 << QStringList()
        << QStringLiteral("--steps: expected the number of values, an integer from 1 to 200, got \"2.5\"; to step by "
                          "a distance use --step, and strategy.cacheTtlMs takes a whole number of milliseconds");
    QTest::newRow("--step 2.5 on an integer field")
        << ttl << list("--from 100 --to 2000 --step 2.5") << 2 << QStringList()
        << QStringLiteral("--step 2.5: strategy.cacheTtlMs takes a whole number of milliseconds, so the distance "
                          "between values must be one too (e.g. --step 3)");
    QTest::newRow("--step on an integer field") << ttl << list("--from 1000 --to 2000 --step 400") << 0
                                                << list("1000 1400 1800") << QString();
    QTest::newRow("--steps on an integer field rounds, like the window")
        << ttl << list("--from 0 --to 10 --steps 4") << 0 << list("0 3 7 10") << QString();
    QTest::newRow("--step and --steps together") << ack << list("--from 0 --to 0.3 --step 0.1 --steps 4") << 2
                                                 << QStringList() << QStringLiteral("--step and --steps: give one, not both");
    QTest::newRow("--step 0") << ack << list("--from 0 --to 0.3 --step 0") << 2 << QStringList()
                              << QStringLiteral("--step: expected a distance between values greater than 0, got \"0\"");
    QTest::newRow("too many values") << ack << list("--from 0 --to 1 --step 0.001") << 2 << QStringList()
                                     << QStringLiteral("is more than 200 values; take a larger step");
    QTest::newRow("--steps that is no number") << ack << list("--from 0 --to 0.3 --steps many") << 2 << QStringList()
                                               << QStringLiteral("--steps: expected the number of values, an integer "
                                                                 "from 1 to 200, got \"many\"");
    QTest::newRow("--steps 0") << ack << list("--from 0 --to 0.3 --steps 0") << 2 << QStringList()
                               << QStringLiteral("an integer from 1 to 200, got \"0\"");
}

void TestSweepOptions::valuesAsTyped()
{
    QFETCH(QString, param);
    QFETCH(QStringList, range);
    QFETCH(int, exitCode);
    QFETCH(QStringList, values);
    QFETCH(QString, message);
    const QString out = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
    QProcess p;
    p.start(kBinary, QStringList{QStringLiteral("sweep"), m_scenario, QStringLiteral("--param"), param} + range
                         + QStringList{QStringLiteral("--strategies"), QStringLiteral("none"), QStringLiteral("--out"), out});
    QVERIFY(p.waitForFinished(120000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(p.exitCode() == exitCode, qPrintable(err));
    QVERIFY2(err.contains(message), qPrintable(err));
    QFile csv(QDir(out).filePath(QStringLiteral("sweep.csv")));
    if (exitCode != 0) {
        QVERIFY(!csv.exists()); // refused before anything ran
        return;
    }
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QStringList seen;
    const QList<QByteArray> lines = csv.readAll().split('\n');
    for (int i = 1; i < lines.size(); ++i) {
        if (!lines.at(i).isEmpty())
            seen.append(QString::fromUtf8(lines.at(i).split(',').first()));
    }
    QCOMPARE(seen, values);
}

QTEST_GUILESS_MAIN(TestSweepOptions)
#include "tst_sweepoptions.moc"
