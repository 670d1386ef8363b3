#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "store/sqlstatements.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <functional>
#include <numeric>
#include <utility>
#include <vector>

using namespace idem;

// The workshop library (resources/scenarios) must teach what its text says.
// Every built-in scenario is run headless under the strategies its lesson
// talks about, and the outcome is compared with numbers derived by hand from
// the scenario (virtual time, so exact), then read back from the SQLite
// files. Shared timing unless a scenario says otherwise: handler 20 ms, each
// SQL statement 0.5 ms (so a plain handler takes 21 ms, a claim-first one
// 22 ms), cache operation 0.1 ms, restart 2 s after a crash, publish retry
// after the 1 s publish timeout + 200 ms backoff.
namespace {

// Plain C strings in the table (QT_NO_CAST_FROM_ASCII); converted where used.
using Measures = std::vector<std::pair<const char *, int>>;
using Texts = std::vector<std::pair<const char *, const char *>>;

struct Expected
{
    Expected() = default;
    Expected(int deliveries, int effects, int duplicates, int skipped, Measures more = {}, Texts explains = {})
        : deliveries(deliveries), effects(effects), duplicates(duplicates), skipped(skipped),
          more(std::move(more)), explains(std::move(explains))
    {
    }

    int deliveries = 0;
    int effects = 0;    // in the database (rows, balance / 10, or emails)
    int duplicates = 0; // effects beyond the first, per business key
    int skipped = 0;    // deliveries recognised as duplicates
    Measures more;      // further measures, see measure()
    Texts explains;     // business key → text its violation must contain
};

struct Row
{
    const char *scenario;
    const char *strategy;
    Expected expected;
};

// The rows: scenario × strategy × the outcome its lesson claims.
QVector<Row> rows()
{
    return {
        // 01: Service Bus, 20 events 100 ms apart. The publish acks of order-3,
        // -8 and -14 are lost; each retry 1.2 s later has the same id and falls
        // inside the 10-minute window: 23 attempts, 3 dropped, 20 stored.
        {"01-producer-retry-stable-id", "none", {20, 20, 0, 0, {{"publishAttempts", 23}, {"brokerDeduped", 3}}}},
        {"01-producer-retry-stable-id", "db-insert-first",
         {20, 20, 0, 0, {{"publishAttempts", 23}, {"brokerDeduped", 3}, {"inboxRows", 20}}}},

        // 02: the same three retries with a fresh GUID each: nothing dropped,
        // 23 copies delivered, 3 duplicates. The inbox keys on that GUID, so
        // all 23 claims succeed (23 inbox rows, two ids for order-3).
        {"02-producer-retry-new-guid", "none",
         {23, 23, 3, 0, {{"brokerDeduped", 0}, {"cause:producer-retry", 3}}, {{"order-3", "new message id"}}}},
        {"02-producer-retry-new-guid", "db-insert-first",
         {23, 23, 3, 0, {{"brokerDeduped", 0}, {"inboxRows", 23}, {"orderIds:order-3", 2}, {"orderIds:order-8", 2}}}},
        // Only the business key sees through it: the UPSERT runs twice for each.
        {"02-producer-retry-new-guid", "natural", {23, 20, 0, 0, {{"writes:order-3", 2}, {"writes:order-14", 2}}}},

        // 03: window 20 s, publish timeout 60 s: order-4 (0.3 s) and order-9
        // (0.8 s) are published again at 60.5 s and 61.0 s, after the window,
        // and stored again: 12 deliveries. Same stable id, so the inbox skips.
        {"03-producer-retry-outside-dedup-window", "none",
         {12, 12, 2, 0, {{"brokerDeduped", 0}, {"cause:producer-retry", 2}},
          {{"order-4", "20 s duplicate-detection window"}}}},
        {"03-producer-retry-outside-dedup-window", "db-insert-first",
         {12, 10, 0, 2, {{"rollbacks:already-claimed", 2}}}},

        // 04: Service Bus, the acks of order-3 and order-8 are lost; each comes
        // back after the 60 s peek-lock: 10 + 2 deliveries.
        {"04-ack-lost-network-timeout", "none",
         {12, 12, 2, 0, {{"cause:ack-lost", 2}, {"trace:ack-lost", 2}}, {{"order-3", "peek-lock duration (60 s)"}}}},
        {"04-ack-lost-network-timeout", "db-insert-first", {12, 10, 0, 2, {{"rollbacks:already-claimed", 2}}}},

        // 05: RabbitMQ, two consumers; crashes right after the commits of
        // order-5 and order-14; the dead channel's delivery is requeued at once.
        // 20 + 2 deliveries; the cache is set only after the ack, so neither
        // cache knows them.
        {"05-crash-after-commit-before-ack", "none", {22, 22, 2, 0, {{"crashes", 2}, {"cause:crash-before-ack", 2}}}},
        {"05-crash-after-commit-before-ack", "cache-shared",
         {22, 22, 2, 0, {}, {{"order-5", "not atomic with the business commit"}}}},
        {"05-crash-after-commit-before-ack", "db-insert-first", {22, 20, 0, 2, {{"inboxRows", 20}}}},

        // 06: 30 events at t = 0, prefetch 10, ack every 10. At 0.14 s order-1
        // to -6 are done (21 or 22 ms each) and order-7 is in progress; none is
        // acked. The restart requeues all ten; the client still hands out
        // order-8..10 from its buffer (their acks are lost with the
        // connection, as on RabbitMQ 3.10.8, issue 14), so all ten were
        // handled when they come back at 1.14 s: 40.
        {"06-broker-restart", "none",
         {40, 40, 10, 0, {{"cause:broker-restart", 10}, {"trace:broker-restart", 1}},
          {{"order-9", "from that buffer"}}}},
        {"06-broker-restart", "db-insert-first", {40, 30, 0, 10, {{"cause:broker-restart", 10}}}},

        // 07: the measured RabbitMQ case: prefetch 10, ack every 10, the
        // connection drops after order-6; order-1..10 are requeued at once:
        // 20 + 6 deliveries, 6 duplicates without dedup.
        {"07-rabbitmq-prefetch-connection-lost", "none", {26, 26, 6, 0, {{"cause:connection-lost", 6}}}},
        {"07-rabbitmq-prefetch-connection-lost", "db-insert-first", {26, 20, 0, 6, {{"rollbacks:already-claimed", 6}}}},

        // 08: Kafka, 2 partitions (murmur2: p1 holds order-51, 52, 55, 56, 57,
        // 58, 62, 66, 68, 69, 71, 72, ...). consumer-2 (p1) auto-commits at 5 s
        // and crashes at 6.95 s; its last heartbeat was at 6 s, so the session
        // expires at 51 s and consumer-1 re-reads p1 from the 5 s commit: the
        // 10 p1 records published in [5 s, 6.95 s) run twice. Rebalances:
        // session expiry, then the new member at 66.95 s.
        {"08-kafka-crash-before-auto-commit", "none",
         {90, 90, 10, 0, {{"rebalances", 2}, {"cause:rebalance", 10}, {"orderRows:order-52", 2}, {"orderRows:order-72", 1}},
          {{"order-52", "last committed offset"}}}},
        // consumer-1's in-process cache never saw what consumer-2 processed.
        {"08-kafka-crash-before-auto-commit", "cache-local", {90, 90, 10, 0, {{"cacheHits", 0}}}},
        {"08-kafka-crash-before-auto-commit", "cache-shared", {90, 80, 0, 10, {{"cacheHits", 10}}}},
        {"08-kafka-crash-before-auto-commit", "db-insert-first", {90, 80, 0, 10}},

        // 09: one partition, consumer-2 idle standby. consumer-1 is stuck in
        // order-3 from 0.2 s to 320.2 s; at 300.2 s (poll + max.poll.interval)
        // it is removed and consumer-2 re-reads from offset 0 (nothing was
        // committed: the 5 s auto-commit needs a poll): order-1, -2 again and
        // order-3 concurrently. consumer-1's commit then fails and it rejoins.
        {"09-kafka-slow-handler-poll-interval", "none",
         {23, 23, 3, 0, {{"rebalances", 2}, {"trace:commit-failed", 1}, {"cause:rebalance", 3}},
          {{"order-3", "max.poll.interval.ms (300 s)"}}}},
        // The check passes on both; consumer-1's late commit hits the key.
        {"09-kafka-slow-handler-poll-interval", "db-check-then-insert",
         {23, 20, 0, 3, {{"rollbacks:unique-violation", 1}, {"orderInserts:order-3", 2}}}},
        // consumer-1's claim holds the write lock until 320.221 s; consumer-2
        // retries BEGIN every 5 ms from 300.2 s: k = 0..4004 busy (4005), then
        // its claims of order-1..3 conflict. The work for order-3 ran once.
        {"09-kafka-slow-handler-poll-interval", "db-insert-first",
         {23, 20, 0, 3, {{"busyRetries", 4005}, {"rollbacks:already-claimed", 3}, {"orderInserts:order-3", 1}}}},
        // Separate transactions: both SELECTs miss, both business commits land.
        {"09-kafka-slow-handler-poll-interval", "db-separate-tx", {23, 21, 1, 2, {{"orderRows:order-3", 2}}}},

        // 10: Kafka without producer idempotence (an app-level re-send) and a
        // new key per send: order-4, -9, -15 are records twice with two ids.
        {"10-kafka-idempotency-key-per-send", "db-insert-first",
         {23, 23, 3, 0, {{"brokerDeduped", 0}, {"orderIds:order-4", 2}, {"inboxRows", 23}}}},
        {"10-kafka-idempotency-key-per-send", "natural", {23, 20, 0, 0, {{"writes:order-9", 2}}}},

        // 11: UPSERT effect. order-3 crashes after commit, order-7's ack is
        // lost; both come back after 30 s and are written again, harmlessly.
        {"11-natural-upsert", "natural",
         {12, 10, 0, 0, {{"writes:order-3", 2}, {"writes:order-7", 2}, {"inboxRows", 0},
                         {"cause:crash-before-ack", 1}, {"cause:ack-lost", 1}}}},
        // The effect itself is idempotent: even without a strategy.
        {"11-natural-upsert", "none", {12, 10, 0, 0, {{"orderRows:order-3", 1}}}},

        // 12: the same faults, balance += 10: order-3 and order-7 end at 20.
        {"12-natural-balance-increment", "natural",
         {12, 12, 2, 0, {{"balance:order-3", 20}, {"balance:order-7", 20}, {"balance:order-1", 10}},
          {{"order-3", "\"balance += 10\" is not one"}, {"order-7", "was lost"}}}},
        {"12-natural-balance-increment", "db-insert-first", {12, 10, 0, 2, {{"balance:order-3", 10}}}},

        // 13: TTL 10 s < visibility 30 s: order-4 (cached 0.17 s, expired
        // 10.17 s, back 30.15 s) and order-15 miss as "expired".
        {"13-cache-ttl-expiry", "cache-local",
         {22, 22, 2, 0, {{"cacheHits", 0}, {"cacheMiss:expired", 2}}, {{"order-4", "expired from the cache (TTL 10 s)"}}}},
        {"13-cache-ttl-expiry", "db-insert-first", {22, 20, 0, 2}},
        // hybrid: the cache misses, the inbox claim catches both.
        {"13-cache-ttl-expiry", "hybrid", {22, 20, 0, 2, {{"cacheHits", 0}, {"rollbacks:already-claimed", 2}}}},

        // 14: capacity 20, 100 events: when order-5 comes back (30.2 s) 95
        // newer ids have evicted it; when order-95 comes back only 5 are newer.
        {"14-cache-lru-eviction", "cache-local",
         {102, 101, 1, 1, {{"cacheHits", 1}, {"cacheMiss:evicted", 1}, {"orderRows:order-5", 2}, {"orderRows:order-95", 1}},
          {{"order-5", "evicted from the cache (capacity 20 entries)"}}}},
        {"14-cache-lru-eviction", "db-insert-first", {102, 100, 0, 2}},

        // 15: acks of order-3 and -12 lost; the idle consumer restarts at 1 s
        // (back at 3 s); both come back at 30.1 s / 30.55 s. The in-process
        // cache forgot them, the shared one did not.
        {"15-cache-lost-on-restart", "cache-local",
         {22, 22, 2, 0, {{"cacheMiss:lost-on-crash", 2}, {"cause:ack-lost", 2}},
          {{"order-12", "died with consumer-1's crash"}}}},
        {"15-cache-lost-on-restart", "cache-shared", {22, 20, 0, 2, {{"cacheHits", 2}}}},
        {"15-cache-lost-on-restart", "db-insert-first", {22, 20, 0, 2}},

        // 16: order-3's ack is lost and Redis is flushed at 10 s; order-12 is
        // committed and the consumer dies before the ack and the cache set.
        {"16-redis-flush-and-crash", "cache-shared",
         {22, 22, 2, 0, {{"cacheHits", 0}, {"cacheMiss:flushed", 1}, {"trace:cache-flush", 1}},
          {{"order-3", "cache was flushed"}, {"order-12", "not atomic with the business commit"}}}},
        {"16-redis-flush-and-crash", "db-insert-first", {22, 20, 0, 2}},
        {"16-redis-flush-and-crash", "hybrid", {22, 20, 0, 2, {{"rollbacks:already-claimed", 2}}}},

        // 17: the key is SET before SaveChanges (cacheWrite before-commit).
        // order-3: complete, ack lost, back at 30.1 s → hit, rightly skipped.
        // order-6: key set, INSERT run, crash before COMMIT (0.27 s): SQLite
        // rolls the order back, the redelivery at 30.25 s hits the key and is
        // skipped. 12 deliveries, 9 orders, order-6 lost, no duplicate.
        {"17-redis-key-before-savechanges", "cache-shared",
         {12, 9, 0, 2, {{"lost", 1}, {"cacheHits", 2}, {"rollbacks:crash", 1}, {"orderRows:order-6", 0}},
          {{"order-6", "went into the cache before the commit"}}}},
        // The inbox row rolls back with the order: the retry redoes it.
        {"17-redis-key-before-savechanges", "db-insert-first", {12, 10, 0, 1, {{"lost", 0}, {"orderRows:order-6", 1}}}},
        // The in-process variant loses its early key in the same crash, so the
        // retry misses the cache and the inbox claim decides: nothing lost.
        {"17-redis-key-before-savechanges", "hybrid", {12, 10, 0, 1, {{"lost", 0}, {"cacheHits", 0}}}},

        // 18: two consumers, one event every 10 s; order-3 (20 s) and order-9
        // (80 s) take 40 s, SQS hands them to the other consumer at 50 s and
        // 110 s; both SELECTs miss, and without a key both commits land.
        {"18-check-then-insert-race-no-unique-key", "db-check-then-insert",
         {14, 14, 2, 0, {{"inboxRows:msg-order-3", 2}, {"inboxRows:msg-order-9", 2}, {"cause:timeout-expired", 2}},
          {{"order-3", "without the unique key"}}}},
        // Claim-first needs the key too: ON CONFLICT has nothing to conflict
        // with. Its claim holds the lock during the slow handler, so the other
        // consumer's order-4 / order-10 also time out: 4 copies, all applied.
        {"18-check-then-insert-race-no-unique-key", "db-insert-first", {16, 16, 4, 0}},
        {"18-check-then-insert-race-no-unique-key", "natural", {14, 12, 0, 0}},
        // A shared cache is checked at 50 s and set only after the slow
        // handler's ack at 60.02 s: the same race.
        {"18-check-then-insert-race-no-unique-key", "cache-shared",
         {14, 14, 2, 0, {{"cacheHits", 0}}, {{"order-9", "check-then-act race"}}}},

        // 19: the same race with PRIMARY KEY(message_id, consumer): the handler
        // runs twice, the slow original's inbox INSERT at 60.02 s / 120.02 s
        // violates the key and its transaction (order row included) rolls back.
        {"19-check-then-insert-race-unique-key", "db-check-then-insert",
         {14, 12, 0, 2, {{"rollbacks:unique-violation", 2}, {"orderInserts:order-3", 2}, {"orderInserts:order-9", 2},
                         {"inboxRows", 12}}}},
        {"19-check-then-insert-race-unique-key", "none", {14, 14, 2, 0}},
        // Claim first: consumer-1 re-takes its own order-3 and skips it;
        // consumer-2's order-4, stuck on the lock past its visibility timeout,
        // is done by consumer-1 and skipped by consumer-2. The work ran once.
        {"19-check-then-insert-race-unique-key", "db-insert-first",
         {16, 12, 0, 4, {{"rollbacks:already-claimed", 4}, {"orderInserts:order-3", 1}, {"orderInserts:order-4", 1}}}},

        // 20: order-4 crashes after its INSERT, before COMMIT: SQLite rolls it
        // back, claim included; the redelivery at 30.15 s is processed, not
        // skipped. 11 deliveries, 10 orders, no duplicate under any strategy.
        {"20-crash-before-commit-rolls-back", "db-insert-first",
         {11, 10, 0, 0, {{"rollbacks:crash", 1}, {"inboxRows", 10}, {"cause:crash-before-ack", 1}}}},
        {"20-crash-before-commit-rolls-back", "none", {11, 10, 0, 0, {{"rollbacks:crash", 1}, {"orderInserts:order-4", 2}}}},

        // 21: crashes between the business commit and the inbox commit for
        // order-4 (0.17 s) and order-9 (2.29 s): the inbox has 20 rows for 22
        // orders, both redeliveries pass the SELECT.
        {"21-inbox-in-separate-transaction", "db-separate-tx",
         {22, 22, 2, 0, {{"crashes", 2}, {"inboxRows", 20}},
          {{"order-4", "between the business commit and the inbox commit"}}}},
        // One transaction: the crash point between two commits does not exist.
        {"21-inbox-in-separate-transaction", "db-insert-first", {20, 20, 0, 0, {{"crashes", 0}}}},

        // 22: order-3 crashes after the mail server accepted its email (the
        // claim rolls back, the email stays); order-7's ack is lost after its
        // commit, so its redelivery is skipped by the inbox.
        {"22-email-outside-transaction", "db-insert-first",
         {12, 11, 1, 1, {{"emails:order-3", 2}, {"emails:order-7", 1}, {"inboxRows", 10}, {"rollbacks:crash", 1},
                         {"rollbacks:already-claimed", 1}},
          {{"order-3", "outside the database transaction"}}}},
        {"22-email-outside-transaction", "none", {12, 12, 2, 0, {{"emails:order-7", 2}}}},

        // 23: acks of order-2, -4 lost before the crash at 0.53 s (idle, no
        // transaction), of order-12, -15, -18 after the restart at 2.53 s.
        // SQL: first handling = BEGIN, claim, INSERT, COMMIT (4 × 20 = 80);
        // a duplicate through the inbox = BEGIN, claim, ROLLBACK (3 each).
        // db-insert-first: 80 + 5 × 3 = 95; hybrid: 3 cache hits, 80 + 2 × 3 = 86.
        {"23-hybrid-cache-in-front-of-inbox", "hybrid",
         {25, 20, 0, 5, {{"cacheHits", 3}, {"rollbacks:already-claimed", 2}, {"cacheMiss:lost-on-crash", 2}, {"sql", 86},
                         {"cause:ack-lost", 5}},
          {}}},
        {"23-hybrid-cache-in-front-of-inbox", "db-insert-first",
         {25, 20, 0, 5, {{"cacheHits", 0}, {"rollbacks:already-claimed", 5}, {"sql", 95}}}},
        // The cache alone: order-2 and order-4 got through.
        {"23-hybrid-cache-in-front-of-inbox", "cache-local",
         {25, 22, 2, 3, {{"cacheHits", 3}, {"orderRows:order-2", 2}, {"orderRows:order-4", 2}}}},

        // 24: store down 1.01–6.01 s. order-21 (1.0 s) fails at its Apply
        // (1.021 s, claim rolled back), then at its DbCheck every 500 ms up to
        // 5.521 s: 10 failures; claimed at 6.021 s, committed at 6.042 s, so
        // its latency is 5042 ms, the largest (= p99 of 40).
        {"24-store-unavailable", "db-insert-first",
         {40, 40, 0, 0, {{"storeFailures", 10}, {"rollbacks:store-failed", 1}, {"latencyP99Ms", 5042}, {"redeliveries", 0}}}},
        // none fails at Apply every 520 ms (1.02 … 5.70 s): also 10.
        {"24-store-unavailable", "none", {40, 40, 0, 0, {{"storeFailures", 10}}}},

        // 25: visibility 15 min, inbox kept 5 min, cleanup every minute. At
        // 360 s all 20 rows are older than 300 s and deleted; order-3 and
        // order-8 come back at 900.1 s / 900.35 s and are claimed again; their
        // new rows go at 1260 s. 22 rows deleted in all, none left.
        {"25-inbox-retention-too-short", "db-insert-first",
         {22, 22, 2, 0, {{"retentionDeleted", 22}, {"inboxRows", 0}}, {{"order-3", "deleted by the retention cleanup"}}}},
        {"25-inbox-retention-too-short", "natural", {22, 20, 0, 0}},

        // lost-acks-sqs: 10 % of acks lost at random (seed 42): each lost ack
        // is exactly one redelivery 30 s later (18 of them, order-133 twice).
        {"lost-acks-sqs", "none", {218, 218, 18, 0, {{"trace:ack-lost", 18}, {"cause:ack-lost", 18}}}},
        {"lost-acks-sqs", "db-insert-first", {218, 200, 0, 18, {{"trace:ack-lost", 18}}}},
        {"lost-acks-sqs", "cache-local", {218, 200, 0, 18, {{"cacheHits", 18}}}},
    };
}

int countIf(const RunResult &r, const std::function<bool(const TraceRecord &)> &keep)
{
    return int(std::count_if(r.trace.records().cbegin(), r.trace.records().cend(), keep));
}

int countOf(const RunResult &r, TraceKind kind, const std::function<bool(const TraceRecord &)> &also = {})
{
    return countIf(r, [&](const TraceRecord &rec) { return rec.kind() == kind && (!also || also(rec)); });
}

int sqlFor(const RunResult &r, SqlStatement statement, const QString &key)
{
    const int logical = Scenario::logicalIndexOf(key);
    return countOf(r, TraceKind::Sql, [&](const TraceRecord &rec) {
        return rec.message == quint32(logical) && SqlStatement(rec.detail & 0xFF) == statement;
    });
}

int scalarInt(const QString &file, const QString &sql)
{
    return testsupport::scalar(file, sql).toInt();
}

// One number about a run, by name: metrics, trace counts, or plain SQL on the
// run's files ("name" or "name:argument").
bool measure(const RunResult &r, const QString &what, int *value)
{
    const QString name = what.section(QLatin1Char(':'), 0, 0);
    const QString arg = what.section(QLatin1Char(':'), 1);
    const RunMetrics &m = r.metrics;
    const QString db = r.databasePath;
    // Keys and ids in the rows are plain ASCII; quote them anyway.
    const QString quoted = QLatin1Char('\'') + QString(arg).replace(QLatin1Char('\''), QStringLiteral("''"))
        + QLatin1Char('\'');
    if (name == QLatin1String("publishAttempts"))
        *value = m.publishAttempts;
    else if (name == QLatin1String("brokerDeduped"))
        *value = m.brokerDeduped;
    else if (name == QLatin1String("lost"))
        *value = m.lost;
    else if (name == QLatin1String("redeliveries"))
        *value = m.redeliveries;
    else if (name == QLatin1String("cacheHits"))
        *value = m.cacheHits;
    else if (name == QLatin1String("crashes"))
        *value = m.crashes;
    else if (name == QLatin1String("rebalances"))
        *value = m.rebalances;
    else if (name == QLatin1String("storeFailures"))
        *value = m.storeFailures;
    else if (name == QLatin1String("busyRetries"))
        *value = m.busyRetries;
    else if (name == QLatin1String("latencyP99Ms"))
        *value = qRound(m.latencyP99Ms);
    else if (name == QLatin1String("cause"))
        *value = m.redeliveriesByCause.value(arg);
    else if (name == QLatin1String("trace"))
        *value = countIf(r, [&](const TraceRecord &rec) { return Trace::kindName(rec.kind()) == arg; });
    else if (name == QLatin1String("rollbacks"))
        *value = countOf(r, TraceKind::Rollback, [&](const TraceRecord &rec) {
            return Trace::rollbackReasonName(RollbackReason(rec.detail)) == arg;
        });
    else if (name == QLatin1String("cacheMiss"))
        *value = countOf(r, TraceKind::CacheMiss, [&](const TraceRecord &rec) {
            return Trace::missReasonName(CacheMissReason(rec.detail)) == arg;
        });
    else if (name == QLatin1String("retentionDeleted"))
        *value = std::accumulate(r.trace.records().cbegin(), r.trace.records().cend(), 0,
                                 [](int sum, const TraceRecord &rec) {
                                     return sum + (rec.kind() == TraceKind::RetentionCleanup ? rec.detail : 0);
                                 });
    else if (name == QLatin1String("sql"))
        *value = countOf(r, TraceKind::Sql);
    else if (name == QLatin1String("orderInserts"))
        *value = sqlFor(r, SqlStatement::InsertOrder, arg);
    else if (name == QLatin1String("inboxRows"))
        *value = scalarInt(db, arg.isEmpty() ? QStringLiteral("SELECT count(*) FROM inbox")
                                             : QStringLiteral("SELECT count(*) FROM inbox WHERE message_id = %1").arg(quoted));
    else if (name == QLatin1String("orderRows"))
        *value = scalarInt(db, QStringLiteral("SELECT count(*) FROM orders WHERE order_key = %1").arg(quoted));
    else if (name == QLatin1String("orderIds"))
        *value = scalarInt(db, QStringLiteral("SELECT count(DISTINCT message_id) FROM orders WHERE order_key = %1").arg(quoted));
    else if (name == QLatin1String("writes"))
        *value = scalarInt(db, QStringLiteral("SELECT coalesce(sum(writes), 0) FROM orders WHERE order_key = %1").arg(quoted));
    else if (name == QLatin1String("balance"))
        *value = scalarInt(db, QStringLiteral("SELECT balance FROM account_balance WHERE account = %1").arg(quoted));
    else if (name == QLatin1String("emails"))
        *value = scalarInt(testsupport::mailServerFile(db),
                           QStringLiteral("SELECT count(*) FROM sent_emails WHERE order_key = %1").arg(quoted));
    else
        return false;
    return true;
}

QString rowName(const Row &row)
{
    return QStringLiteral("%1 / %2").arg(QLatin1String(row.scenario), QLatin1String(row.strategy));
}

const QStringList kTopics = {
    QStringLiteral("Producer side"),       QStringLiteral("Consumer-side duplicates"),
    QStringLiteral("Kafka"),               QStringLiteral("Natural idempotency"),
    QStringLiteral("Caches"),              QStringLiteral("Database inbox"),
    QStringLiteral("Operations"),
};

} // namespace

Q_DECLARE_METATYPE(Expected)

class TestWorkshop final : public QObject
{
    Q_OBJECT
private slots:
    void everyScenarioLoadsAndTeaches_data();
    void everyScenarioLoadsAndTeaches();
    void everyScenarioIsCheckedUnderItsOwnStrategy();
    void scenarioShowsItsLesson_data();
    void scenarioShowsItsLesson();
    void sameScenarioSameTrace_data();
    void sameScenarioSameTrace();
};

void TestWorkshop::everyScenarioLoadsAndTeaches_data()
{
    QTest::addColumn<QString>("name");
    const QStringList names = BuiltinScenarios::names();
    QVERIFY(names.size() >= 25);
    QVERIFY(names.contains(QStringLiteral("lost-acks-sqs"))); // the README and lab.sh use it
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << name;
}

void TestWorkshop::everyScenarioLoadsAndTeaches()
{
    QFETCH(QString, name);
    // Lowercase-hyphenated, numbered in teaching order (the classic demo keeps its name).
    static const QRegularExpression pattern(QStringLiteral("^(\\d\\d-)?[a-z0-9]+(-[a-z0-9]+)*$"));
    QVERIFY2(pattern.match(name).hasMatch(), qPrintable(name));
    QVERIFY(name.at(0).isDigit() || name == QLatin1String("lost-acks-sqs"));

    const ScenarioLoadResult r = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const Scenario &s = r.scenario;
    for (const QString &text : {s.name, s.description, s.predict, s.observe, s.lesson, s.topic})
        QVERIFY2(!text.trimmed().isEmpty(), qPrintable(name));
    QVERIFY2(s.name != QLatin1String("Untitled scenario"), qPrintable(name));
    QVERIFY2(kTopics.contains(s.topic), qPrintable(s.topic));
    QVERIFY2(s.messages >= 10 && s.messages <= 200, qPrintable(name));

    // The seed and the strategy are written down, not left to defaults.
    const QJsonObject root = QJsonDocument::fromJson(BuiltinScenarios::json(name)).object();
    QVERIFY(root.contains(QLatin1String("seed")));
    QVERIFY(root.value(QLatin1String("strategy")).toObject().contains(QLatin1String("id")));

    // Distinct numbers, so the browser's order is the teaching order.
    if (name.at(0).isDigit()) {
        int same = 0;
        for (const QString &other : BuiltinScenarios::names())
            same += other.left(3) == name.left(3) ? 1 : 0;
        QCOMPARE(same, 1);
    }
}

void TestWorkshop::everyScenarioIsCheckedUnderItsOwnStrategy()
{
    // A scenario added to the library without rows here fails: its lesson
    // has to be shown, under the strategy it ships with at least.
    QSet<QString> covered;
    for (const Row &row : rows())
        covered.insert(QLatin1String(row.scenario) + QLatin1Char('/') + QLatin1String(row.strategy));
    for (const QString &name : BuiltinScenarios::names()) {
        const ScenarioLoadResult r = ScenarioIo::load(QStringLiteral("builtin:") + name);
        QVERIFY2(r.ok(), qPrintable(name));
        QVERIFY2(covered.contains(name + QLatin1Char('/') + r.scenario.strategy.id),
                 qPrintable(name + QStringLiteral(" has no row for its own strategy ") + r.scenario.strategy.id));
    }
}

void TestWorkshop::scenarioShowsItsLesson_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<Expected>("expected");
    for (const Row &row : rows()) {
        QTest::newRow(qPrintable(rowName(row)))
            << QString::fromLatin1(row.scenario) << QString::fromLatin1(row.strategy) << row.expected;
    }
}

void TestWorkshop::scenarioShowsItsLesson()
{
    QFETCH(QString, scenario);
    QFETCH(QString, strategy);
    QFETCH(Expected, expected);

    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + scenario);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    Scenario s = loaded.scenario;
    s.strategy.id = strategy;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const RunResult r = testsupport::runIn(dir, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

    QCOMPARE(r.metrics.deliveries, expected.deliveries);
    QCOMPARE(r.metrics.effectsApplied, expected.effects);
    QCOMPARE(r.metrics.duplicateSideEffects, expected.duplicates);
    QCOMPARE(r.metrics.duplicatesSkipped, expected.skipped);
    // Nothing is lost unless the row says so (the cache written before the commit).
    const auto lostRow = std::find_if(expected.more.cbegin(), expected.more.cend(),
                                      [](const auto &m) { return qstrcmp(m.first, "lost") == 0; });
    const int lost = lostRow == expected.more.cend() ? 0 : lostRow->second;
    QCOMPARE(r.metrics.lost, lost);
    QCOMPARE(r.valid, expected.duplicates == 0 && lost == 0);
    QCOMPARE(testsupport::traceCount(r, TraceKind::Skipped), expected.skipped);

    // The same facts, read from the files with plain SQL: every event applied
    // at least once (but the lost ones), exactly the duplicates the lesson claims.
    const QMap<QString, int> db = testsupport::effectsInDatabase(r.databasePath, s.effect);
    QCOMPARE(int(db.size()), s.messages - lost);
    QCOMPARE(testsupport::sumOf(db), expected.effects);
    QCOMPARE(testsupport::duplicatesIn(db), expected.duplicates);
    for (int i = 0; i < s.messages; ++i)
        QCOMPARE(db.value(Scenario::businessKey(i)), r.effectCounts.at(i));
    if (s.effect == QLatin1String("insert-order") || s.effect == QLatin1String("upsert-order"))
        QCOMPARE(testsupport::duplicateOrders(r.databasePath), expected.duplicates);

    for (const auto &[what, wanted] : expected.more) {
        const QString key = QString::fromLatin1(what);
        int value = 0;
        QVERIFY2(measure(r, key, &value), qPrintable(QStringLiteral("unknown measure ") + key));
        QVERIFY2(value == wanted, qPrintable(QStringLiteral("%1: expected %2, got %3").arg(key).arg(wanted).arg(value)));
    }

    // Each duplicate and each lost event is explained, naming the real cause.
    QCOMPARE(r.violations.size(), int(std::count_if(db.cbegin(), db.cend(), [](int n) { return n > 1; })) + lost);
    for (const auto &[key, text] : expected.explains) {
        const int logical = Scenario::logicalIndexOf(QString::fromLatin1(key));
        const auto v = std::find_if(r.violations.cbegin(), r.violations.cend(),
                                    [logical](const Violation &x) { return x.logical == logical; });
        QVERIFY2(v != r.violations.cend(), key);
        QCOMPARE(v->kind, v->applied == 0 ? ViolationKind::Lost : ViolationKind::DuplicateSideEffect);
        QVERIFY2(v->explanation.contains(QString::fromUtf8(text)), qPrintable(v->explanation));
    }
}

void TestWorkshop::sameScenarioSameTrace_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : BuiltinScenarios::names())
        QTest::newRow(qPrintable(name)) << name;
}

void TestWorkshop::sameScenarioSameTrace()
{
    QFETCH(QString, name);
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QTemporaryDir dir;
    const RunResult first = testsupport::runIn(dir, loaded.scenario, QStringLiteral("first"));
    const RunResult second = testsupport::runIn(dir, loaded.scenario, QStringLiteral("second"));
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    QVERIFY2(second.error.isEmpty(), qPrintable(second.error));
    QCOMPARE(second.trace.hashHex(), first.trace.hashHex());
    QCOMPARE(second.trace.size(), first.trace.size());
    QCOMPARE(testsupport::scalar(second.databasePath,
                                 QStringLiteral("SELECT value FROM run_info WHERE key = 'traceHash'")).toString(),
             first.trace.hashHex());
}

QTEST_GUILESS_MAIN(TestWorkshop)
#include "tst_workshop.moc"
