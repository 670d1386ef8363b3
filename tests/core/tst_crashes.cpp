#include "store/sqlstatements.h"
#include "store/storestatus.h"
#include "testsupport.h"

#include <QTest>

using namespace idem;
using testsupport::targeted;
using testsupport::timed;

// Crashes mid-transaction, an unavailable store and inbox retention, each on
// a small run whose numbers follow from the defaults: SQS FIFO (visibility
// 30 s), order-k published at 50·(k−1) ms, handler 20 ms, SQL 0.5 ms, store
// retry every 500 ms. order-3 (logical 2) is delivered at 100 ms.
class TestCrashes final : public QObject
{
    Q_OBJECT
private slots:
    void crashMidTransactionLeavesNothing_data();
    void crashMidTransactionLeavesNothing();
    void redeliveryWritesTheOnlyRow_data();
    void redeliveryWritesTheOnlyRow();
    void storeOutageNeitherAcksNorSkips_data();
    void storeOutageNeitherAcksNorSkips();
    void inboxRetention_data();
    void inboxRetention();
};

namespace {

constexpr int kOrder3 = 2;

Scenario crashAfterSideEffect(const QString &strategy, const QString &effect)
{
    Scenario s;
    s.seed = 11;
    s.messages = 10;
    s.effect = effect;
    s.strategy.id = strategy;
    s.faults.schedule.append(targeted(QStringLiteral("consumer-crash"), QStringLiteral("order-3"), 1,
                                      QStringLiteral("after-side-effect-before-commit")));
    return s;
}

int rowsFor(const RunResult &r, const QString &key)
{
    if (r.scenario.effect == QLatin1String("increment-balance"))
        return testsupport::scalar(r.databasePath,
                                   QStringLiteral("SELECT count(*) FROM account_balance WHERE account = '%1'").arg(key)).toInt();
    return testsupport::scalar(r.databasePath,
                               QStringLiteral("SELECT count(*) FROM orders WHERE order_key = '%1'").arg(key)).toInt();
}

int inboxRowsFor(const RunResult &r, const QString &key)
{
    return testsupport::scalar(r.databasePath,
                               QStringLiteral("SELECT count(*) FROM inbox WHERE message_id = 'msg-%1'").arg(key)).toInt();
}

// Trace records of `kind` whose time lies in [from, to).
int recordsBetween(const RunResult &r, TraceKind kind, SimTime from, SimTime to)
{
    int n = 0;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == kind && rec.time() >= from && rec.time() < to)
            ++n;
    }
    return n;
}

SimTime firstTime(const RunResult &r, TraceKind kind, int logical = -1)
{
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == kind && (logical < 0 || rec.message == quint32(logical)))
            return rec.time();
    }
    return -1;
}

const QStringList &allStrategies()
{
    static const QStringList list = vocab::strategies();
    return list;
}

bool hasInbox(const QString &strategy)
{
    return strategy.startsWith(QLatin1String("db-")) || strategy == QLatin1String("hybrid");
}

} // namespace

void TestCrashes::crashMidTransactionLeavesNothing_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("effect");
    for (const QString &strategy : allStrategies()) {
        for (const QString &effect : {QStringLiteral("insert-order"), QStringLiteral("increment-balance"),
                                      QStringLiteral("upsert-order")})
            QTest::addRow("%s %s", qPrintable(strategy), qPrintable(effect)) << strategy << effect;
    }
}

void TestCrashes::crashMidTransactionLeavesNothing()
{
    // maxDeliveries 1 freezes the moment after the crash: order-3 is never
    // redelivered (dead-lettered when its 30 s lock expires), so the file
    // shows exactly what the crashed transaction left behind — nothing.
    QFETCH(QString, strategy);
    QFETCH(QString, effect);
    Scenario s = crashAfterSideEffect(strategy, effect);
    s.broker.maxDeliveries = 1;
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

    // The business statement really ran (and succeeded) inside the transaction…
    const SqlStatement business = effect == QLatin1String("increment-balance") ? SqlStatement::IncrementBalance
        : effect == QLatin1String("upsert-order") || strategy == QLatin1String("natural") ? SqlStatement::UpsertOrder
                                                                                          : SqlStatement::InsertOrder;
    int businessOk = 0;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::Sql && rec.message == quint32(kOrder3) && rec.delivery == 1
            && SqlStatement(rec.detail & 0xFF) == business && (rec.detail >> 8) == int(StoreStatus::Ok))
            ++businessOk;
    }
    QCOMPARE(businessOk, 1);
    // …then the process died and SQLite rolled it back.
    int crashRollbacks = 0;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::Rollback && rec.message == quint32(kOrder3) && rec.delivery == 1) {
            QCOMPARE(RollbackReason(rec.detail), RollbackReason::Crash);
            ++crashRollbacks;
        }
    }
    QCOMPARE(crashRollbacks, 1);
    QCOMPARE(testsupport::traceCount(r, TraceKind::Commit, kOrder3), 0);

    // Nothing of order-3 in the file: no business row, no inbox row.
    QCOMPARE(rowsFor(r, QStringLiteral("order-3")), 0);
    QCOMPARE(inboxRowsFor(r, QStringLiteral("order-3")), 0);
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT fate FROM events WHERE order_key = 'order-3'")).toString(),
             QStringLiteral("dead-lettered"));
    // The other nine are there once each; the verdict counts order-3 as
    // dead-lettered, not lost.
    const QMap<QString, int> db = testsupport::effectsInDatabase(r.databasePath, effect);
    QCOMPARE(db.size(), 9);
    QCOMPARE(testsupport::sumOf(db), 9);
    QCOMPARE(r.metrics.effectsApplied, 9);
    QCOMPARE(r.metrics.deadLettered, 1);
    QCOMPARE(r.metrics.lost, 0);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt(),
             hasInbox(strategy) ? 9 : 0);
}

void TestCrashes::redeliveryWritesTheOnlyRow_data()
{
    QTest::addColumn<QString>("strategy");
    for (const QString &strategy : allStrategies())
        QTest::newRow(qPrintable(strategy)) << strategy;
}

void TestCrashes::redeliveryWritesTheOnlyRow()
{
    // The same crash, with the redelivery allowed: SQS hands order-3 out again
    // at 0.1 + 30 s = 30.1 s, and that delivery writes the one row there is.
    QFETCH(QString, strategy);
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, crashAfterSideEffect(strategy, QStringLiteral("insert-order")));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

    QCOMPARE(r.metrics.deliveries, 11);
    QCOMPARE(r.metrics.crashes, 1);
    QCOMPARE(r.metrics.effectsApplied, 10);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    QVERIFY(r.valid);
    QCOMPARE(rowsFor(r, QStringLiteral("order-3")), 1);
    QCOMPARE(testsupport::duplicateOrders(r.databasePath), 0);

    // Written by delivery 2 (virtual ms in created_at), not by the crashed one.
    QVERIFY(testsupport::scalar(r.databasePath,
                                QStringLiteral("SELECT created_at FROM orders WHERE order_key = 'order-3'")).toLongLong()
            >= 30100);
    if (hasInbox(strategy)) {
        QCOMPARE(inboxRowsFor(r, QStringLiteral("order-3")), 1);
        QVERIFY(testsupport::scalar(r.databasePath,
                                    QStringLiteral("SELECT consumed_at FROM inbox WHERE message_id = 'msg-order-3'")).toLongLong()
                >= 30100);
    }
    // In the trace: the crash rollback at delivery 1, the only commit at delivery 2.
    const SimTime rollbackAt = firstTime(r, TraceKind::Rollback, kOrder3);
    const SimTime commitAt = firstTime(r, TraceKind::Commit, kOrder3);
    QVERIFY(rollbackAt >= 0 && rollbackAt < msToSim(200));
    QVERIFY(commitAt >= msToSim(30100));
    QCOMPARE(testsupport::traceCount(r, TraceKind::Commit, kOrder3, 1), 0);
    // (db-separate-tx commits twice per delivery: the business, then the inbox.)
    QCOMPARE(testsupport::traceCount(r, TraceKind::Commit, kOrder3, 2),
             strategy == QLatin1String("db-separate-tx") ? 2 : 1);
    // No duplicate was recognised because no commit had happened: not a skip.
    QCOMPARE(r.metrics.duplicatesSkipped, 0);
}

void TestCrashes::storeOutageNeitherAcksNorSkips_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<qint64>("outageMs");
    QTest::addColumn<int>("storeFailures");
    QTest::addColumn<int>("deliveries");
    QTest::addColumn<int>("skipped");
    QTest::addColumn<int>("outageRollbacks"); // transactions the outage rolled back

    // The store goes down at 110 ms, while order-3 (delivered at 100 ms) is
    // in its handler. insert-first claimed at 100 ms inside BEGIN; its apply
    // at 121 ms finds the store down: rollback, retry every 500 ms. Failures
    // at 121, 621, …, 2621 ms (6); at 3121 ms the store (back at 3110) takes
    // it. Same count for check-then-insert (SELECT at 100 ms, apply at 120.5),
    // separate-tx (likewise) and hybrid (0.1 ms later); only the claiming
    // strategies had a transaction open to roll back.
    QTest::newRow("insert-first, 3 s") << QStringLiteral("db-insert-first") << qint64(3000) << 6 << 10 << 0 << 1;
    QTest::newRow("check-then-insert, 3 s") << QStringLiteral("db-check-then-insert") << qint64(3000) << 6 << 10 << 0 << 0;
    QTest::newRow("separate-tx, 3 s") << QStringLiteral("db-separate-tx") << qint64(3000) << 6 << 10 << 0 << 0;
    QTest::newRow("hybrid, 3 s") << QStringLiteral("hybrid") << qint64(3000) << 6 << 10 << 0 << 1;
    // An outage longer than the 30 s visibility timeout: failures at 121 +
    // 500·k ms for k = 0..79 (the last at 39.621 s; back at 40.11 s) = 80.
    // SQS requeued order-3 at 30.1 s; after the first handler commits it
    // comes back once and the inbox claim skips it: 11 deliveries, 1 skip.
    QTest::newRow("insert-first, 40 s") << QStringLiteral("db-insert-first") << qint64(40000) << 80 << 11 << 1 << 1;
}

void TestCrashes::storeOutageNeitherAcksNorSkips()
{
    QFETCH(QString, strategy);
    QFETCH(qint64, outageMs);
    QFETCH(int, storeFailures);
    QFETCH(int, deliveries);
    QFETCH(int, skipped);
    QFETCH(int, outageRollbacks);

    Scenario s;
    s.seed = 5;
    s.messages = 10;
    s.strategy.id = strategy;
    s.faults.schedule.append(timed(QStringLiteral("store-unavailable"), 110, outageMs));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

    const SimTime down = firstTime(r, TraceKind::StoreDown);
    const SimTime up = firstTime(r, TraceKind::StoreUp);
    QCOMPARE(down, msToSim(110));
    QCOMPARE(up, msToSim(110 + outageMs));
    // During the outage: no ack, no skip, no commit, no effect.
    QCOMPARE(recordsBetween(r, TraceKind::AckSent, down, up), 0);
    QCOMPARE(recordsBetween(r, TraceKind::AckLost, down, up), 0);
    QCOMPARE(recordsBetween(r, TraceKind::Skipped, down, up), 0);
    QCOMPARE(recordsBetween(r, TraceKind::Commit, down, up), 0);
    QCOMPARE(recordsBetween(r, TraceKind::SideEffect, down, up), 0);
    QCOMPARE(recordsBetween(r, TraceKind::StoreFailed, down, up), storeFailures);
    QCOMPARE(r.metrics.storeFailures, storeFailures);
    int storeRollbacks = 0;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::Rollback && RollbackReason(rec.detail) == RollbackReason::StoreFailed)
            ++storeRollbacks;
    }
    QCOMPARE(storeRollbacks, outageRollbacks);
    // Every failure was order-3's first delivery being retried, not dropped.
    QCOMPARE(testsupport::traceCount(r, TraceKind::StoreFailed, kOrder3, 1), storeFailures);

    // Afterwards order-3 is applied exactly once, by that same first delivery.
    QVERIFY(firstTime(r, TraceKind::Commit, kOrder3) > up);
    QCOMPARE(testsupport::traceCount(r, TraceKind::Commit, kOrder3, 1), strategy == QLatin1String("db-separate-tx") ? 2 : 1);
    QCOMPARE(r.metrics.deliveries, deliveries);
    QCOMPARE(r.metrics.duplicatesSkipped, skipped);
    QCOMPARE(r.metrics.effectsApplied, 10);
    QCOMPARE(r.metrics.duplicateSideEffects, 0);
    QCOMPARE(r.metrics.lost, 0);
    QVERIFY(r.valid);
    QCOMPARE(rowsFor(r, QStringLiteral("order-3")), 1);
    QCOMPARE(testsupport::duplicateOrders(r.databasePath), 0);
    QCOMPARE(testsupport::distinctOrders(r.databasePath), 10);
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt(), 10);
}

void TestCrashes::inboxRetention_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<qint64>("retentionMs");
    QTest::addColumn<int>("order3Rows");
    QTest::addColumn<int>("skipped");
    QTest::addColumn<int>("cleanups");   // RetentionCleanup records
    QTest::addColumn<int>("inboxLeft");  // inbox rows at the end

    // order-3's ack is lost; SQS redelivers it at 30.1 s. Retention 10 s: the
    // job runs every 2.5 s with cutoff now − 10 s; at 12.5 s (cutoff 2.5 s) it
    // deletes all 10 rows (consumed at 0–0.45 s). The redelivery finds no row,
    // is processed again: order-3 twice. The new row (30.1 s) is deleted at
    // 42.5 s (the job runs while order-3's second lock, 60.1 s, is pending):
    // 2 cleanups, empty inbox.
    QTest::newRow("insert-first, 10 s") << QStringLiteral("db-insert-first") << qint64(10000) << 2 << 0 << 2 << 0;
    QTest::newRow("check-then-insert, 10 s") << QStringLiteral("db-check-then-insert") << qint64(10000) << 2 << 0 << 2 << 0;
    QTest::newRow("separate-tx, 10 s") << QStringLiteral("db-separate-tx") << qint64(10000) << 2 << 0 << 2 << 0;
    // hybrid's cache (TTL 60 s) still holds the id at 30.1 s: skipped, and
    // the only cleanup is the one at 12.5 s.
    QTest::newRow("hybrid, 10 s") << QStringLiteral("hybrid") << qint64(10000) << 1 << 1 << 1 << 0;
    // Retention 1 h (MassTransit-like windows): the job runs every 60 s and
    // finds nothing old enough; the inbox row skips the redelivery.
    QTest::newRow("insert-first, 1 h") << QStringLiteral("db-insert-first") << qint64(3600000) << 1 << 1 << 0 << 10;
    QTest::newRow("check-then-insert, 1 h") << QStringLiteral("db-check-then-insert") << qint64(3600000) << 1 << 1 << 0 << 10;
}

void TestCrashes::inboxRetention()
{
    QFETCH(QString, strategy);
    QFETCH(qint64, retentionMs);
    QFETCH(int, order3Rows);
    QFETCH(int, skipped);
    QFETCH(int, cleanups);
    QFETCH(int, inboxLeft);

    Scenario s;
    s.seed = 3;
    s.messages = 10;
    s.strategy.id = strategy;
    s.strategy.retentionMs = retentionMs;
    s.faults.schedule.append(targeted(QStringLiteral("ack-lost"), QStringLiteral("order-3")));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

    QCOMPARE(r.metrics.deliveries, 11);
    QCOMPARE(r.metrics.duplicatesSkipped, skipped);
    QCOMPARE(r.metrics.duplicateSideEffects, order3Rows - 1);
    QCOMPARE(r.metrics.effectsApplied, 9 + order3Rows);
    QCOMPARE(rowsFor(r, QStringLiteral("order-3")), order3Rows);
    QCOMPARE(testsupport::duplicateOrders(r.databasePath), order3Rows - 1);
    QCOMPARE(testsupport::traceCount(r, TraceKind::RetentionCleanup), cleanups);
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt(), inboxLeft);
    if (cleanups > 0) {
        const SimTime at = firstTime(r, TraceKind::RetentionCleanup);
        QCOMPARE(at, msToSim(12500));
        for (const TraceRecord &rec : r.trace.records()) {
            if (rec.kind() == TraceKind::RetentionCleanup && rec.time() == at)
                QCOMPARE(int(rec.detail), 10);
        }
    }
    if (order3Rows > 1) {
        QCOMPARE(r.violations.size(), 1);
        const QString text = r.violations.first().explanation;
        QVERIFY2(text.contains(QLatin1String("deleted by the retention cleanup at 12.500 s (retention 10 s)")),
                 qPrintable(text));
    } else {
        QVERIFY(r.valid);
    }
}

QTEST_GUILESS_MAIN(TestCrashes)
#include "tst_crashes.moc"
