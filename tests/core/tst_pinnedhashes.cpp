#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QTest>

#include <algorithm>
#include <iterator>

using namespace idem;

// Determinism across builds, not only within one process: every built-in
// scenario, run with its own strategy and seed, must produce exactly the
// trace hash and the counts written below. A change to the engine that alters
// what a learner sees (one more delivery, a record in another order) changes
// the hash; a refactoring must leave every line of this table as it is.
//
// When a change of behaviour is intended, run this suite: each failing row
// prints the line to paste here, and the commit says why the trace moved.
namespace {

struct Pinned
{
    const char *name;
    const char *traceHash;
    int records;    // trace records
    int deliveries; // deliveries that reached a handler
    int effects;    // effects in the database
    int duplicates; // duplicate side effects
    int skipped;    // deliveries recognised as duplicates
};

// clang-format off
const Pinned kPinned[] = {
    {"01-producer-retry-stable-id", "52b1f41251bfa25f", 229, 20, 20, 0, 0},
    {"02-producer-retry-new-guid", "067007787a2df214", 276, 23, 23, 3, 0},
    {"03-producer-retry-outside-dedup-window", "e91b33516edcb828", 132, 12, 12, 2, 0},
    {"04-ack-lost-network-timeout", "9123b2f27b3ce783", 128, 12, 12, 2, 0},
    {"05-crash-after-commit-before-ack", "34722d45b2111db1", 240, 22, 22, 2, 0},
    {"06-broker-restart", "11bfffe5d73413ee", 389, 40, 40, 10, 0},
    {"07-rabbitmq-prefetch-connection-lost", "4dd996d1eba191cc", 261, 26, 26, 6, 0},
    {"08-kafka-crash-before-auto-commit", "3e3de7dd81a60a42", 971, 90, 90, 10, 0},
    {"09-kafka-slow-handler-poll-interval", "fcf8097bb8ba4d0f", 252, 23, 23, 3, 0},
    {"10-kafka-idempotency-key-per-send", "ecb1a7992a23db29", 278, 23, 23, 3, 0},
    {"11-natural-upsert", "8a9e9d8e420797a6", 129, 12, 10, 0, 0},
    {"12-natural-balance-increment", "40a53ff15a80bb96", 129, 12, 12, 2, 0},
    {"13-cache-ttl-expiry", "c91f34e025a020d4", 282, 22, 22, 2, 0},
    {"14-cache-lru-eviction", "8f5d9f5b3daef675", 1317, 102, 101, 1, 1},
    {"15-cache-lost-on-restart", "7ea41f4c228ec239", 284, 22, 22, 2, 0},
    {"16-redis-flush-and-crash", "44a32a5146b91bb3", 283, 22, 22, 2, 0},
    {"17-redis-key-before-savechanges", "842ef87dff064e0f", 142, 12, 9, 0, 2},
    {"18-check-then-insert-race-no-unique-key", "90eeba2e63922302", 182, 14, 14, 2, 0},
    {"19-check-then-insert-race-unique-key", "63842155b148c5e6", 182, 14, 12, 0, 2},
    {"20-crash-before-commit-rolls-back", "019a0d7e18cd4b81", 130, 11, 10, 0, 0},
    {"21-inbox-in-separate-transaction", "f8457d04b6ac5455", 342, 22, 22, 2, 0},
    {"22-email-outside-transaction", "28efa064c0b84480", 140, 12, 11, 1, 1},
    {"23-hybrid-cache-in-front-of-inbox", "3e767733f7509150", 322, 25, 20, 0, 5},
    {"24-store-unavailable", "dcec43907f726bc8", 496, 40, 40, 0, 0},
    {"25-inbox-retention-too-short", "8803d8f6470782ec", 262, 22, 22, 2, 0},
    {"lost-acks-sqs", "b66a040d906e0840", 2562, 218, 200, 0, 18},
};
// clang-format on

const Pinned *pinnedFor(const QString &name)
{
    const auto it = std::find_if(std::begin(kPinned), std::end(kPinned),
                                 [&name](const Pinned &p) { return name == QLatin1String(p.name); });
    return it == std::end(kPinned) ? nullptr : it;
}

} // namespace

class TestPinnedHashes : public QObject
{
    Q_OBJECT
private slots:
    void everyBuiltinIsPinned();
    void builtinKeepsItsTrace_data();
    void builtinKeepsItsTrace();
};

// A new built-in scenario gets its own row; a removed one loses its row.
void TestPinnedHashes::everyBuiltinIsPinned()
{
    const QStringList names = BuiltinScenarios::names();
    QVERIFY(!names.isEmpty());
    for (const QString &name : names)
        QVERIFY2(pinnedFor(name), qPrintable(QStringLiteral("no pinned row for builtin:%1").arg(name)));
    for (const Pinned &p : kPinned)
        QVERIFY2(names.contains(QLatin1String(p.name)), p.name);
}

void TestPinnedHashes::builtinKeepsItsTrace_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : BuiltinScenarios::names())
        QTest::newRow(qPrintable(name)) << name;
}

void TestPinnedHashes::builtinKeepsItsTrace()
{
    QFETCH(QString, name);
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral("builtin:") + name);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const RunResult r = testsupport::runIn(dir, loaded.scenario, QStringLiteral("pinned"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

    const QString actual = QStringLiteral("    {\"%1\", \"%2\", %3, %4, %5, %6, %7},")
                               .arg(name, r.trace.hashHex())
                               .arg(qulonglong(r.trace.size()))
                               .arg(r.metrics.deliveries)
                               .arg(r.metrics.effectsApplied)
                               .arg(r.metrics.duplicateSideEffects)
                               .arg(r.metrics.duplicatesSkipped);
    const Pinned *p = pinnedFor(name);
    QVERIFY2(p, qPrintable(QStringLiteral("not pinned; the row would be:\n") + actual));
    const QString message = QStringLiteral("the run now gives:\n") + actual;
    QVERIFY2(r.trace.hashHex() == QLatin1String(p->traceHash), qPrintable(message));
    QVERIFY2(qulonglong(r.trace.size()) == qulonglong(p->records), qPrintable(message));
    QVERIFY2(r.metrics.deliveries == p->deliveries, qPrintable(message));
    QVERIFY2(r.metrics.effectsApplied == p->effects, qPrintable(message));
    QVERIFY2(r.metrics.duplicateSideEffects == p->duplicates, qPrintable(message));
    QVERIFY2(r.metrics.duplicatesSkipped == p->skipped, qPrintable(message));
}

QTEST_GUILESS_MAIN(TestPinnedHashes)
#include "tst_pinnedhashes.moc"
