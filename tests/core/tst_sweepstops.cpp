#include "report/reportmodel.h"
#include "run/sweeprunner.h"
#include "scenario/brokerprofile.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace idem;

// A sweep cell whose run the engine stopped (no progress, or over its trace
// budget) is shown as stopped with its reason, never as a result: not in the
// CSV's verdicts, not as a leak in the sweep report.
class TestSweepStops final : public QObject
{
    Q_OBJECT
private slots:
    void stoppedCellIsNoResult();
};

namespace {
// JetStream with a 1 ms AckWait and no delivery limit: with every ack lost
// the message is redelivered for ever and the run is stopped; with none lost
// it finishes valid.
Scenario endlessRedelivery()
{
    Scenario s;
    s.messages = 10;
    s.broker.profile = QStringLiteral("nats-jetstream");
    BrokerProfile::applyDefaults(s.broker);
    s.broker.redeliveryTimeoutMs = 1;
    s.broker.maxDeliveries = 0;
    s.strategy.id = QStringLiteral("db-insert-first");
    return s;
}

QString scratch()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString root = shm.isDir() && shm.isWritable() ? shm.absoluteFilePath() : QDir::tempPath();
    return root + QStringLiteral("/idemlab-sweepstops-XXXXXX");
}
} // namespace

void TestSweepStops::stoppedCellIsNoResult()
{
    QTemporaryDir dir(scratch());
    const Scenario s = endlessRedelivery();
    const QVector<SweepCell> cells =
        SweepRunner::run(s, QStringLiteral("faults.ackLost"), {0.0, 1.0}, {QStringLiteral("db-insert-first")}, dir.path());
    QCOMPARE(cells.size(), 2);
    QVERIFY(cells.at(0).result());
    QVERIFY(cells.at(0).valid);
    QVERIFY(!cells.at(1).result());
    QVERIFY(cells.at(1).error.isEmpty());
    QCOMPARE(cells.at(1).stop, RunStop::NoProgress);
    QVERIFY2(cells.at(1).stopReason.contains(QLatin1String("maxDeliveries is 0 (unlimited)")),
             qPrintable(cells.at(1).stopReason));

    const QByteArray csv = SweepRunner::csv(QStringLiteral("faults.ackLost"), cells);
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines.at(0).endsWith(",error,stopReason"));
    QVERIFY2(lines.at(1).startsWith("0,db-insert-first,valid,"), lines.at(1).constData());
    QVERIFY2(lines.at(2).startsWith("1,db-insert-first,stopped,"), lines.at(2).constData());
    QVERIFY2(lines.at(2).contains("maxDeliveries is 0 (unlimited)"), lines.at(2).constData());
    QVERIFY(!lines.at(2).contains(",valid,") && !lines.at(2).contains(",invalid,"));

    // The report does not count a stopped cell as where a strategy leaks,
    // even when its partial counts show what would read as a leak.
    QVector<SweepCell> leaky = cells;
    leaky[1].metrics.lost = 10;
    const SweepReport report = ReportModel::sweep(s, QStringLiteral("faults.ackLost"), {0.0, 1.0},
                                                  {QStringLiteral("db-insert-first")}, leaky, {});
    QCOMPARE(report.leaksFrom, QVector<int>{-1});
    leaky[1].stop = RunStop::None; // the same counts as a finished run do leak
    const SweepReport finished = ReportModel::sweep(s, QStringLiteral("faults.ackLost"), {0.0, 1.0},
                                                    {QStringLiteral("db-insert-first")}, leaky, {});
    QCOMPARE(finished.leaksFrom, QVector<int>{1});
}

QTEST_GUILESS_MAIN(TestSweepStops)
#include "tst_sweepstops.moc"
