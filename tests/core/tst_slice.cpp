#include "testsupport.h"

#include <QTest>

using namespace idem;

// The vertical slice end to end: producer → SQS-like queue → one consumer
// writing to a real SQLite file, with lost acks.
class TestSlice final : public QObject
{
    Q_OBJECT
private slots:
    void noneDuplicatesOnLostAcks();
    void insertFirstNeverDuplicatesNorLoses();
    void lostAckRedeliveredAfterVisibilityTimeout();
    void summaryCountsMatchTheDatabase();
};

static Scenario ackLoss(const QString &strategy)
{
    Scenario s;
    s.seed = 42;
    s.messages = 200;
    s.strategy.id = strategy;
    s.faults.ackLost = 0.1;
    return s;
}

void TestSlice::noneDuplicatesOnLostAcks()
{
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, ackLoss(QStringLiteral("none")));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const int dups = testsupport::duplicateOrders(r.databasePath);
    QVERIFY2(dups >= 10, qPrintable(QString::number(dups)));
    QCOMPARE(r.metrics.duplicateSideEffects, dups);
    QCOMPARE(testsupport::distinctOrders(r.databasePath), 200);
    QVERIFY(!r.valid);
    // One violation per duplicated order, and together they account for
    // every extra row.
    int extraRows = 0;
    for (const Violation &v : r.violations) {
        QCOMPARE(v.kind, ViolationKind::DuplicateSideEffect);
        QVERIFY(v.applied >= 2);
        extraRows += v.applied - 1;
    }
    QCOMPARE(extraRows, dups);
    QVERIFY(r.violations.first().explanation.contains(QLatin1String("ack")));
}

void TestSlice::insertFirstNeverDuplicatesNorLoses()
{
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, ackLoss(QStringLiteral("db-insert-first")));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(testsupport::duplicateOrders(r.databasePath), 0);
    QCOMPARE(testsupport::distinctOrders(r.databasePath), 200);
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt(), 200);
    QVERIFY(r.metrics.duplicatesSkipped >= 10);
    QCOMPARE(r.metrics.lost, 0);
    QVERIFY(r.valid);
}

void TestSlice::lostAckRedeliveredAfterVisibilityTimeout()
{
    // Lose exactly the ack of order-3's first delivery: SQS redelivers it
    // 30 s (virtual) after that delivery, with delivery count 2.
    Scenario s;
    s.messages = 5;
    s.strategy.id = QStringLiteral("none");
    ScheduledFault f;
    f.kind = ScheduleKind::AckLost;
    f.message = QStringLiteral("order-3");
    f.delivery = 1;
    s.faults.schedule.append(f);
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    SimTime first = -1, second = -1;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() != TraceKind::Deliver || rec.message != 2)
            continue;
        if (rec.delivery == 1)
            first = rec.time();
        else if (rec.delivery == 2) {
            second = rec.time();
            QCOMPARE(rec.cause(), DeliveryCause::AckLost);
        }
    }
    QVERIFY(first >= 0);
    QCOMPARE(second - first, msToSim(30000));
    QCOMPARE(r.metrics.deliveries, 6);
    QCOMPARE(r.metrics.duplicateSideEffects, 1);
    QCOMPARE(r.metrics.redeliveriesByCause.value(QStringLiteral("ack-lost")), 1);
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT count(*) FROM orders WHERE order_key = 'order-3'")).toInt(), 2);
}

void TestSlice::summaryCountsMatchTheDatabase()
{
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, ackLoss(QStringLiteral("none")));
    const int rows = testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM orders")).toInt();
    QCOMPARE(r.metrics.effectsApplied, rows);
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT value FROM run_info WHERE key = 'traceHash'")).toString(),
             r.trace.hashHex());
}

QTEST_GUILESS_MAIN(TestSlice)
#include "tst_slice.moc"
