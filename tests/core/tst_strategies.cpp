#include "store/effect.h"
#include "store/sqlstatements.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QSet>
#include <QTest>
#include <algorithm>

using namespace idem;
using testsupport::targeted;
using testsupport::timed;

Q_DECLARE_METATYPE(idem::Scenario)

// Each of the eight strategies on small scenarios with one targeted fault, so
// every number below can be derived by hand. Shared timing (defaults): SQS
// FIFO (visibility 30 s), one event published every 50 ms (order-k at
// 50·(k−1) ms), handler 20 ms, each SQL statement 0.5 ms, cache op 0.1 ms,
// restart 2 s after a crash, SQLITE_BUSY retried every 5 ms. A handler takes
// ~21 ms < 50 ms, so with one consumer nothing overlaps unless a fault says so.
// Every expectation is checked twice: in RunResult and in the SQLite files.
class TestStrategies final : public QObject
{
    Q_OBJECT
private slots:
    void holdsOrLeaks_data();
    void holdsOrLeaks();
    void raceBetweenTwoConsumers_data();
    void raceBetweenTwoConsumers();
    void naturalUpsertRunsTwiceButWritesOnce();
    void emailDuplicatesUnderEveryStrategy_data();
    void emailDuplicatesUnderEveryStrategy();
    void hybridHoldsWhereverInsertFirstHolds_data();
    void hybridHoldsWhereverInsertFirstHolds();
    void hybridSkipsCachedDuplicatesWithoutTheDatabase();
};

namespace {

const QString kAckLost = QStringLiteral("ack-lost");
const QString kCrash = QStringLiteral("consumer-crash");

Scenario base(const QString &strategy, int messages = 10, const QString &effect = QStringLiteral("insert-order"))
{
    Scenario s;
    s.seed = 7;
    s.messages = messages;
    s.effect = effect;
    s.strategy.id = strategy;
    return s;
}

// order-3's first ack is lost: SQS redelivers it at 100 ms + 30 s = 30.1 s.
Scenario ackLost(const QString &strategy, const QString &effect = QStringLiteral("insert-order"))
{
    Scenario s = base(strategy, 10, effect);
    s.faults.schedule.append(targeted(kAckLost, QStringLiteral("order-3")));
    return s;
}

// order-2's ack is lost (redelivered at 50 ms + 30 s = 30.05 s) and the
// consumer crashes at 200 ms as it starts order-5, before touching anything:
// an in-process cache dies with it, order-5 comes back at 30.2 s, order-6..10
// wait in the queue and run after the restart at 2.2 s.
Scenario crashWipesCache(const QString &strategy)
{
    Scenario s = base(strategy);
    s.faults.schedule.append(targeted(kAckLost, QStringLiteral("order-2")));
    s.faults.schedule.append(targeted(kCrash, QStringLiteral("order-5"), 1, QStringLiteral("before-handle")));
    return s;
}

// Five events published at t = 0 fill a prefetch of 5 and are acked as one
// batch after order-5; that batch ack is lost, so all five come back at 30 s.
Scenario lostBatch(const QString &strategy, int cacheCapacity)
{
    Scenario s = base(strategy, 5);
    s.publishIntervalMs = 0;
    s.consumers.prefetch = 5;
    s.consumers.ackEvery = 5;
    s.strategy.cacheCapacity = cacheCapacity;
    s.faults.schedule.append(targeted(kAckLost, QStringLiteral("order-5")));
    return s;
}

// Two consumers, three events: order-1 → consumer-1, order-2 → consumer-2,
// order-3 → consumer-1 at 100 ms, whose handler is slowed by 40 s. Its
// visibility timeout expires at 30.1 s and SQS hands order-3 to consumer-2
// while consumer-1 is still working on it: a concurrent duplicate.
Scenario slowRace(const QString &strategy, bool uniqueConstraint = true)
{
    Scenario s = base(strategy, 3);
    s.consumers.count = 2;
    s.strategy.uniqueConstraint = uniqueConstraint;
    s.faults.schedule.append(targeted(QStringLiteral("slow-handler"), QStringLiteral("order-3"), 1, {}, 40000));
    return s;
}

Scenario withCrash(Scenario s, const QString &key, const QString &point)
{
    s.faults.schedule.append(targeted(kCrash, key, 1, point));
    return s;
}

Scenario withTtl(Scenario s, qint64 ttlMs)
{
    s.strategy.cacheTtlMs = ttlMs;
    return s;
}

Scenario withTimed(Scenario s, const ScheduledFault &f)
{
    s.faults.schedule.append(f);
    return s;
}

void checkDatabaseAgrees(const RunResult &r)
{
    const QMap<QString, int> db = testsupport::effectsInDatabase(r.databasePath, r.scenario.effect);
    QCOMPARE(testsupport::sumOf(db), r.metrics.effectsApplied);
    QCOMPARE(testsupport::duplicatesIn(db), r.metrics.duplicateSideEffects);
    QCOMPARE(r.effectCounts.size(), r.scenario.messages);
    for (int i = 0; i < r.scenario.messages; ++i)
        QCOMPARE(db.value(Scenario::businessKey(i)), r.effectCounts.at(i));
}

int rollbacksFor(const RunResult &r, RollbackReason reason, int logical)
{
    int n = 0;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::Rollback && rec.message == quint32(logical)
            && RollbackReason(rec.detail) == reason)
            ++n;
    }
    return n;
}

int sqlRuns(const RunResult &r, SqlStatement statement, int logical)
{
    int n = 0;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::Sql && rec.message == quint32(logical)
            && SqlStatement(rec.detail & 0xFF) == statement)
            ++n;
    }
    return n;
}

} // namespace

void TestStrategies::holdsOrLeaks_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("key");         // the business key the fault aims at
    QTest::addColumn<int>("deliveries");
    QTest::addColumn<int>("effects");         // total effects in the database
    QTest::addColumn<int>("duplicates");
    QTest::addColumn<int>("skipped");
    QTest::addColumn<int>("keyEffects");      // effects of `key` in the database
    QTest::addColumn<int>("cacheHits");
    QTest::addColumn<int>("rollbacks");
    QTest::addColumn<QString>("explains");    // must appear in the violation's explanation

    const QString o2 = QStringLiteral("order-2");
    const QString o3 = QStringLiteral("order-3");
    const QString o5 = QStringLiteral("order-5");
    const QString none = QStringLiteral("none");
    const QString local = QStringLiteral("cache-local");
    const QString shared = QStringLiteral("cache-shared");
    const QString check = QStringLiteral("db-check-then-insert");
    const QString first = QStringLiteral("db-insert-first");
    const QString separate = QStringLiteral("db-separate-tx");
    const QString natural = QStringLiteral("natural");
    const QString hybrid = QStringLiteral("hybrid");

    // none: 10 events, no fault → 10 deliveries, 10 rows.
    QTest::newRow("none holds without redeliveries") << base(none) << o3 << 10 << 10 << 0 << 0 << 1 << 0 << 0 << QString();
    // none: order-3 delivered twice (ack lost) → 11 deliveries, 11 rows, order-3 ×2.
    QTest::newRow("none leaks on a lost ack") << ackLost(none) << o3 << 11 << 11 << 1 << 0 << 2 << 0 << 0
                                              << QStringLiteral("ack from consumer-1");

    // cache-local, TTL 60 s: the id set at ~0.12 s is still there at 30.1 s → hit, skip.
    QTest::newRow("cache-local holds within its TTL") << ackLost(local) << o3 << 11 << 10 << 0 << 1 << 1 << 1 << 0 << QString();
    // TTL 10 s < 30 s visibility: the entry expired at ~10.12 s → miss → second row.
    QTest::newRow("cache-local leaks after TTL expiry") << withTtl(ackLost(local), 10000) << o3 << 11 << 11 << 1 << 0 << 2 << 0 << 0
                                                        << QStringLiteral("expired from the cache (TTL 10 s)");
    // 10 first deliveries + order-2 again + order-5 again = 12; the crash at
    // 0.2 s emptied the cache, so order-2's redelivery misses → 11 rows.
    QTest::newRow("cache-local leaks after a crash") << crashWipesCache(local) << o2 << 12 << 11 << 1 << 0 << 2 << 0 << 0
                                                     << QStringLiteral("died with consumer-1's crash");
    // Capacity 1: after the batch only order-5 is cached; the redelivered
    // order-1 misses and its cache set evicts order-5, and so on: all 5 miss.
    QTest::newRow("cache-local leaks after LRU eviction") << lostBatch(local, 1) << o5 << 10 << 10 << 5 << 0 << 2 << 0 << 0
                                                          << QStringLiteral("evicted from the cache (capacity 1 entries)");
    // The same batch with the default 1000 entries: all 5 redeliveries hit.
    QTest::newRow("cache-local holds with room for the batch") << lostBatch(local, 1000) << o5 << 10 << 5 << 0 << 5 << 1 << 5 << 0 << QString();

    // cache-shared survives the crash that wiped cache-local: order-2 hits.
    QTest::newRow("cache-shared survives a consumer crash") << crashWipesCache(shared) << o2 << 12 << 10 << 0 << 1 << 1 << 1 << 0 << QString();
    // FLUSHALL at 5 s, between order-3's commit (0.12 s) and its redelivery (30.1 s).
    QTest::newRow("cache-shared leaks after a flush")
        << withTimed(ackLost(shared), timed(QStringLiteral("cache-flush"), 5000)) << o3 << 11 << 11 << 1 << 0 << 2 << 0 << 0
        << QStringLiteral("cache was flushed");
    // Committed at 0.12 s, crashed before the ack and before the cache set:
    // redelivered at 30.1 s, the cache never heard of it.
    QTest::newRow("cache-shared leaks on a crash between commit and cache update")
        << withCrash(base(shared), o3, QStringLiteral("after-commit-before-ack")) << o3 << 11 << 11 << 1 << 0 << 2 << 0 << 0
        << QStringLiteral("not atomic with the business commit");
    // The ack is lost and the crash falls after the ack but before the cache set.
    QTest::newRow("cache-shared leaks on a crash after the ack, before the cache set")
        << withCrash(ackLost(shared), o3, QStringLiteral("after-ack-before-cache-update")) << o3 << 11 << 11 << 1 << 0 << 2 << 0 << 0
        << QStringLiteral("not atomic with the business commit");
    // consumer-2 checks the cache at 30.1 s; consumer-1 sets it only at ~40.12 s.
    QTest::newRow("cache-shared leaks on a check-then-act race") << slowRace(shared) << o3 << 4 << 4 << 1 << 0 << 2 << 0 << 0
                                                                 << QStringLiteral("check-then-act race");

    // The redelivery's SELECT finds the inbox row committed at ~0.12 s.
    QTest::newRow("db-check-then-insert holds on a lost ack") << ackLost(check) << o3 << 11 << 10 << 0 << 1 << 1 << 0 << 0 << QString();
    // Both SELECT before either commits; consumer-2 commits at 30.12 s,
    // consumer-1's inbox INSERT hits the key at 40.12 s and rolls back.
    QTest::newRow("db-check-then-insert holds on the race with the unique key") << slowRace(check) << o3 << 4 << 3 << 0 << 1 << 1 << 0 << 1 << QString();
    QTest::newRow("db-check-then-insert leaks on the race without the unique key")
        << slowRace(check, false) << o3 << 4 << 4 << 1 << 0 << 2 << 0 << 0 << QStringLiteral("without the unique key");

    // The redelivery's claim finds the row: ROLLBACK (already claimed), skip.
    QTest::newRow("db-insert-first holds on a lost ack") << ackLost(first) << o3 << 11 << 10 << 0 << 1 << 1 << 0 << 1 << QString();
    // consumer-1 holds the claim's write lock from 0.1 s to 40.121 s; consumer-2
    // waits (SQLITE_BUSY), then its claim does nothing → rollback, skip.
    QTest::newRow("db-insert-first holds on the race") << slowRace(first) << o3 << 4 << 3 << 0 << 1 << 1 << 0 << 1 << QString();
    // Its leak is the email: see emailDuplicatesUnderEveryStrategy.

    QTest::newRow("db-separate-tx holds on a lost ack") << ackLost(separate) << o3 << 11 << 10 << 0 << 1 << 1 << 0 << 0 << QString();
    // Business committed at 0.1205 s, crash before the inbox transaction: the
    // redelivery at 30.1 s finds no inbox row.
    QTest::newRow("db-separate-tx leaks on a crash between the commits")
        << withCrash(base(separate), o3, QStringLiteral("between-commits")) << o3 << 11 << 11 << 1 << 0 << 2 << 0 << 0
        << QStringLiteral("between the business commit and the inbox commit");
    // The email is its business effect; the inbox row still follows it.
    QTest::newRow("db-separate-tx holds on a lost ack for an email")
        << ackLost(separate, QStringLiteral("send-email")) << o3 << 11 << 10 << 0 << 1 << 1 << 0 << 0 << QString();

    // natural: the redelivery upserts the same order row (nothing skipped).
    QTest::newRow("natural holds for insert-order") << ackLost(natural) << o3 << 11 << 10 << 0 << 0 << 1 << 0 << 0 << QString();
    QTest::newRow("natural holds for upsert-order") << ackLost(natural, QStringLiteral("upsert-order")) << o3 << 11 << 10 << 0 << 0 << 1 << 0 << 0 << QString();
    // balance += 10 twice: 20 instead of 10 → effect count 2.
    QTest::newRow("natural leaks for increment-balance") << ackLost(natural, QStringLiteral("increment-balance")) << o3 << 11 << 11 << 1 << 0 << 2 << 0 << 0
                                                          << QStringLiteral("balance += 10");

    // hybrid: the lost ack's duplicate arrives after the cache set → hit, no DB work.
    QTest::newRow("hybrid holds on a lost ack from its cache") << ackLost(hybrid) << o3 << 11 << 10 << 0 << 1 << 1 << 1 << 0 << QString();
    // Its cache died in the crash; the inbox claim catches order-2 (1 rollback).
    QTest::newRow("hybrid holds after a crash wiped its cache") << crashWipesCache(hybrid) << o2 << 12 << 10 << 0 << 1 << 1 << 0 << 1 << QString();
    QTest::newRow("hybrid holds after TTL expiry") << withTtl(ackLost(hybrid), 10000) << o3 << 11 << 10 << 0 << 1 << 1 << 0 << 1 << QString();
    QTest::newRow("hybrid holds after LRU eviction") << lostBatch(hybrid, 1) << o5 << 10 << 5 << 0 << 5 << 1 << 0 << 5 << QString();
    QTest::newRow("hybrid holds on the race") << slowRace(hybrid) << o3 << 4 << 3 << 0 << 1 << 1 << 0 << 1 << QString();
}

void TestStrategies::holdsOrLeaks()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, key);
    QFETCH(int, deliveries);
    QFETCH(int, effects);
    QFETCH(int, duplicates);
    QFETCH(int, skipped);
    QFETCH(int, keyEffects);
    QFETCH(int, cacheHits);
    QFETCH(int, rollbacks);
    QFETCH(QString, explains);

    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, scenario);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

    QCOMPARE(r.metrics.deliveries, deliveries);
    QCOMPARE(r.metrics.effectsApplied, effects);
    QCOMPARE(r.metrics.duplicateSideEffects, duplicates);
    QCOMPARE(r.metrics.duplicatesSkipped, skipped);
    QCOMPARE(r.metrics.cacheHits, cacheHits);
    QCOMPARE(r.metrics.rollbacks, rollbacks);
    QCOMPARE(r.metrics.lost, 0);
    QCOMPARE(r.valid, duplicates == 0);

    // The same facts, read from the files with plain SQL.
    const QMap<QString, int> db = testsupport::effectsInDatabase(r.databasePath, scenario.effect);
    QCOMPARE(testsupport::sumOf(db), effects);
    QCOMPARE(testsupport::duplicatesIn(db), duplicates);
    QCOMPARE(db.value(key), keyEffects);
    QCOMPARE(db.size(), scenario.messages);
    if (scenario.effect == QLatin1String("increment-balance")) {
        QCOMPARE(testsupport::scalar(r.databasePath,
                                     QStringLiteral("SELECT balance FROM account_balance WHERE account = '%1'").arg(key)).toInt(),
                 keyEffects * kBalanceIncrement);
    }
    checkDatabaseAgrees(r);

    // One explained violation per duplicated key; the one for `key` names the cause.
    int duplicatedKeys = 0;
    for (int n : db)
        duplicatedKeys += n > 1 ? 1 : 0;
    QCOMPARE(r.violations.size(), duplicatedKeys);
    if (duplicates > 0) {
        const auto it = std::find_if(r.violations.cbegin(), r.violations.cend(),
                                     [&key](const Violation &v) { return Scenario::businessKey(v.logical) == key; });
        QVERIFY(it != r.violations.cend());
        QCOMPARE(it->kind, ViolationKind::DuplicateSideEffect);
        QCOMPARE(it->applied, keyEffects);
        QVERIFY2(it->explanation.contains(explains), qPrintable(it->explanation));
    }
}

void TestStrategies::raceBetweenTwoConsumers_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<bool>("unique");
    QTest::addColumn<int>("orderRows");       // rows for order-3
    QTest::addColumn<int>("inboxRows");       // inbox rows for msg-order-3
    QTest::addColumn<int>("businessRuns");    // INSERT INTO orders executed for order-3
    QTest::addColumn<int>("uniqueRollbacks"); // RollbackReason::UniqueViolation
    QTest::addColumn<int>("claimRollbacks");  // RollbackReason::AlreadyClaimed
    QTest::addColumn<int>("busyRetries");

    // check-then-insert: both SELECT (0.1 s, 30.1 s) before any commit; both
    // run the handler; consumer-2 commits at 30.1205 s, consumer-1's commit at
    // 40.1205 s hits the key and rolls back (with the key) or succeeds (without).
    QTest::newRow("check-then-insert, unique key") << QStringLiteral("db-check-then-insert") << true << 1 << 1 << 2 << 1 << 0 << 0;
    QTest::newRow("check-then-insert, no unique key") << QStringLiteral("db-check-then-insert") << false << 2 << 2 << 2 << 0 << 0 << 0;
    // insert-first: consumer-1's claim opens BEGIN IMMEDIATE at 0.1 s and
    // commits at 40.121 s. consumer-2 tries BEGIN at 30.1 s + 5 ms·k and gets
    // SQLITE_BUSY for k = 0..2004 (30.1 + 10.02 = 40.12 < 40.121): 2005
    // retries; at 40.125 s its claim inserts nothing and rolls back. The
    // handler ran once. hybrid is the same, 0.1 ms later on both sides.
    QTest::newRow("insert-first") << QStringLiteral("db-insert-first") << true << 1 << 1 << 1 << 0 << 1 << 2005;
    QTest::newRow("hybrid") << QStringLiteral("hybrid") << true << 1 << 1 << 1 << 0 << 1 << 2005;
}

void TestStrategies::raceBetweenTwoConsumers()
{
    QFETCH(QString, strategy);
    QFETCH(bool, unique);
    QFETCH(int, orderRows);
    QFETCH(int, inboxRows);
    QFETCH(int, businessRuns);
    QFETCH(int, uniqueRollbacks);
    QFETCH(int, claimRollbacks);
    QFETCH(int, busyRetries);

    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, slowRace(strategy, unique));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    constexpr int order3 = 2;

    // The redelivery really overlapped the first handler, on the other consumer.
    int handlers = 0;
    QSet<int> consumers;
    for (const TraceRecord &rec : r.trace.records()) {
        if (rec.kind() == TraceKind::HandleStart && rec.message == quint32(order3)) {
            ++handlers;
            consumers.insert(rec.consumer());
            if (rec.delivery == 2) {
                QCOMPARE(rec.cause(), DeliveryCause::TimeoutExpired);
                QCOMPARE(rec.time(), msToSim(100 + 30000));
            }
        }
    }
    QCOMPARE(handlers, 2);
    QCOMPARE(consumers.size(), 2);

    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT count(*) FROM orders WHERE order_key = 'order-3'")).toInt(), orderRows);
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT count(*) FROM inbox WHERE message_id = 'msg-order-3'")).toInt(), inboxRows);
    QCOMPARE(sqlRuns(r, SqlStatement::InsertOrder, order3), businessRuns);
    QCOMPARE(rollbacksFor(r, RollbackReason::UniqueViolation, order3), uniqueRollbacks);
    QCOMPARE(rollbacksFor(r, RollbackReason::AlreadyClaimed, order3), claimRollbacks);
    QCOMPARE(r.metrics.busyRetries, busyRetries);
    QCOMPARE(r.metrics.duplicateSideEffects, orderRows - 1);
    QCOMPARE(testsupport::duplicateOrders(r.databasePath), orderRows - 1);
    // Ack from the first delivery arrives after the broker reassigned it: ignored.
    QCOMPARE(testsupport::traceCount(r, TraceKind::AckIgnored), 1);
}

void TestStrategies::naturalUpsertRunsTwiceButWritesOnce()
{
    // The upsert ran on both deliveries of order-3 (writes = 2) but left one row.
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, ackLost(QStringLiteral("natural")));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT writes FROM orders WHERE order_key = 'order-3'")).toInt(), 2);
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM orders")).toInt(), 10);
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt(), 0);
    QCOMPARE(sqlRuns(r, SqlStatement::UpsertOrder, 2), 2);
    QVERIFY(r.valid);
}

void TestStrategies::emailDuplicatesUnderEveryStrategy_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<int>("inboxRows");

    // Crash on order-3's first delivery right after the mail server accepted
    // the email (0.12 s): whatever transaction was open rolls back, the email
    // stays sent. SQS redelivers at 30.1 s and the handler sends it again.
    // 11 deliveries, 11 emails, order-3 twice. Strategies with an inbox end
    // with exactly one row per event: the inbox was right, the email was not.
    QTest::newRow("none") << QStringLiteral("none") << 0;
    QTest::newRow("cache-local") << QStringLiteral("cache-local") << 0;
    QTest::newRow("cache-shared") << QStringLiteral("cache-shared") << 0;
    QTest::newRow("db-check-then-insert") << QStringLiteral("db-check-then-insert") << 10;
    QTest::newRow("db-insert-first") << QStringLiteral("db-insert-first") << 10;
    QTest::newRow("db-separate-tx") << QStringLiteral("db-separate-tx") << 10;
    QTest::newRow("natural") << QStringLiteral("natural") << 0;
    QTest::newRow("hybrid") << QStringLiteral("hybrid") << 10;
}

void TestStrategies::emailDuplicatesUnderEveryStrategy()
{
    QFETCH(QString, strategy);
    QFETCH(int, inboxRows);

    const Scenario s = withCrash(base(strategy, 10, QStringLiteral("send-email")), QStringLiteral("order-3"),
                                 QStringLiteral("after-side-effect-before-commit"));
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

    QCOMPARE(r.metrics.deliveries, 11);
    QCOMPARE(r.metrics.crashes, 1);
    QCOMPARE(r.metrics.effectsApplied, 11);
    QCOMPARE(r.metrics.duplicateSideEffects, 1);
    QVERIFY(!r.valid);

    const QString mail = testsupport::mailServerFile(r.databasePath);
    QVERIFY(QFileInfo::exists(mail));
    const QMap<QString, int> emails = testsupport::countsByKey(
        mail, QStringLiteral("SELECT order_key, count(*) FROM sent_emails GROUP BY order_key"));
    QCOMPARE(emails.size(), 10);
    QCOMPARE(emails.value(QStringLiteral("order-3")), 2);
    QCOMPARE(testsupport::sumOf(emails), 11);
    checkDatabaseAgrees(r);
    // No email ever reaches the consumer's own database.
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM orders")).toInt(), 0);
    QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt(), inboxRows);
}

void TestStrategies::hybridHoldsWhereverInsertFirstHolds_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("hybridHits"); // duplicates the hybrid's cache answered

    const QString o3 = QStringLiteral("order-3");
    const Scenario plain = base(QString());
    QTest::newRow("lost ack") << ackLost(QString()) << 1;
    QTest::newRow("lost ack, TTL 10 s") << withTtl(ackLost(QString()), 10000) << 0;
    QTest::newRow("crash wipes the cache") << crashWipesCache(QString()) << 0;
    QTest::newRow("crash after the side effect") << withCrash(plain, o3, QStringLiteral("after-side-effect-before-commit")) << 0;
    QTest::newRow("crash after commit") << withCrash(plain, o3, QStringLiteral("after-commit-before-ack")) << 0;
    QTest::newRow("crash before the cache set") << withCrash(ackLost(QString()), o3, QStringLiteral("after-ack-before-cache-update")) << 0;
    // between-commits is a db-separate-tx point: neither strategy reaches it.
    QTest::newRow("crash between commits (never reached)") << withCrash(ackLost(QString()), o3, QStringLiteral("between-commits")) << 1;
    QTest::newRow("LRU eviction") << lostBatch(QString(), 1) << 0;
    QTest::newRow("batch within capacity") << lostBatch(QString(), 1000) << 5;
    QTest::newRow("cache flush") << withTimed(ackLost(QString()), timed(QStringLiteral("cache-flush"), 5000)) << 0;
    QTest::newRow("race") << slowRace(QString()) << 0;
    // order-2's ack is lost; the store is down 0.11–3.11 s while order-3 is in
    // its transaction; order-2 comes back at 30.05 s and hits the cache.
    {
        Scenario s = base(QString());
        s.faults.schedule.append(targeted(kAckLost, QStringLiteral("order-2")));
        s.faults.schedule.append(timed(QStringLiteral("store-unavailable"), 110, 3000));
        QTest::newRow("store unavailable") << s << 1;
    }
    // The broker restarts at 0.11 s while order-3 (delivered at 0.1 s) is in
    // flight: it is requeued and redelivered at 1.11 s, after the consumer
    // committed and cached it at ~0.12 s.
    QTest::newRow("broker restart") << withTimed(base(QString()), timed(QStringLiteral("broker-restart"), 110)) << 1;
}

void TestStrategies::hybridHoldsWhereverInsertFirstHolds()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, hybridHits);

    QTemporaryDir dir;
    RunResult results[2];
    const QString strategies[2] = {QStringLiteral("db-insert-first"), QStringLiteral("hybrid")};
    for (int i = 0; i < 2; ++i) {
        Scenario s = scenario;
        s.strategy.id = strategies[i];
        results[i] = testsupport::runIn(dir, s);
        const RunResult &r = results[i];
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY2(r.valid, qPrintable(strategies[i]));
        QCOMPARE(r.metrics.duplicateSideEffects, 0);
        QCOMPARE(r.metrics.lost, 0);
        QCOMPARE(r.metrics.effectsApplied, s.messages);
        QCOMPARE(testsupport::duplicateOrders(r.databasePath), 0);
        QCOMPARE(testsupport::distinctOrders(r.databasePath), s.messages);
        QCOMPARE(testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt(), s.messages);
        checkDatabaseAgrees(r);
    }
    const RunResult &first = results[0];
    const RunResult &hybrid = results[1];
    QCOMPARE(first.metrics.cacheHits, 0);
    QCOMPARE(hybrid.metrics.cacheHits, hybridHits);
    // Both recognised every duplicate, one through the cache or the inbox.
    QCOMPARE(hybrid.metrics.duplicatesSkipped, first.metrics.duplicatesSkipped);
    // Every cache hit is one inbox claim (and its rollback) the database was spared.
    QCOMPARE(first.metrics.rollbacks - hybrid.metrics.rollbacks, hybridHits);
}

void TestStrategies::hybridSkipsCachedDuplicatesWithoutTheDatabase()
{
    QTemporaryDir dir;
    const RunResult r = testsupport::runIn(dir, ackLost(QStringLiteral("hybrid")));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    constexpr int order3 = 2;
    // Delivery 1 claimed the inbox; delivery 2 (30.1 s) was answered by the cache
    // set at ~0.12 s and issued no SQL at all.
    QCOMPARE(testsupport::traceCount(r, TraceKind::CacheSet, order3, 1), 1);
    QCOMPARE(testsupport::traceCount(r, TraceKind::CacheHit, order3, 2), 1);
    QCOMPARE(testsupport::traceCount(r, TraceKind::Sql, order3, 1), 4); // BEGIN, claim, INSERT, COMMIT
    QCOMPARE(testsupport::traceCount(r, TraceKind::Sql, order3, 2), 0);
    QCOMPARE(r.metrics.cacheHits, 1);
    QCOMPARE(r.metrics.cacheMisses, 10);
    QCOMPARE(testsupport::scalar(r.databasePath,
                                 QStringLiteral("SELECT count(*) FROM orders WHERE order_key = 'order-3'")).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestStrategies)
#include "tst_strategies.moc"
