#include "kernel/rng.h"
#include "run/parallelfor.h"
#include "scenario/brokerprofile.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace idem;
using testsupport::timed;

// Property: with db-insert-first (and hybrid, its cache in front) and
// insert-order, no mix of at-least-once faults ever duplicates an order or
// loses one, as read back from the SQLite file. The mixes are drawn from one
// seeded idem::Rng, so the suite is deterministic; a failure prints the run's
// seed and mix, which reproduce it exactly. Runs use every core; each keeps
// its own files and connections.
class TestProperty final : public QObject
{
    Q_OBJECT
private slots:
    void neverDuplicatesNeverLoses_data();
    void neverDuplicatesNeverLoses();
};

namespace {

constexpr int kMixes = 500;

struct Mix
{
    Scenario scenario;
    QString text;
};

QString percent(double p)
{
    return QString::number(p, 'f', 3);
}

// One random fault mix. Crash points are those the strategy reaches:
// between-commits is db-separate-tx's, the cache point is only hybrid's.
Mix drawMix(Rng &rng, const QString &strategy)
{
    static const QStringList profiles = {QStringLiteral("sqs-fifo"), QStringLiteral("rabbitmq"),
                                         QStringLiteral("azure-service-bus"), QStringLiteral("nats-jetstream")};
    QStringList points = {QStringLiteral("before-handle"), QStringLiteral("after-side-effect-before-commit"),
                          QStringLiteral("after-commit-before-ack")};
    if (strategy == QLatin1String("hybrid"))
        points.append(QStringLiteral("after-ack-before-cache-update"));

    Scenario s;
    s.seed = rng.next();
    s.strategy.id = strategy;
    s.effect = QStringLiteral("insert-order");
    s.messages = 20 + int(rng.below(21));
    s.publishIntervalMs = qint64(rng.below(4)) * 20;                  // 0, 20, 40, 60 ms
    s.broker.profile = profiles.at(int(rng.below(quint64(profiles.size()))));
    BrokerProfile::applyDefaults(s.broker);
    s.broker.maxDeliveries = 0; // unlimited: nothing may be dead-lettered
    s.producer.messageIdPolicy = MessageIdPolicy::Stable;
    s.consumers.count = 1 + int(rng.below(3));
    s.consumers.processingMs = 5 + qint64(rng.below(56));
    s.consumers.prefetch = 1 + int(rng.below(10));
    s.consumers.ackEvery = 1 + int(rng.below(quint64(s.consumers.prefetch)));
    s.strategy.cacheTtlMs = rng.below(2) ? 60000 : 5000;
    s.strategy.cacheCapacity = rng.below(2) ? 1000 : 2;
    s.faults.ackLost = rng.nextDouble() * 0.3;
    s.faults.publishAckLost = rng.nextDouble() * 0.3;
    // Now and then publishes are lost often enough for the producer to give up
    // (p^6 with 5 retries): those keys must be accounted as gave-up, not lost.
    s.faults.publishLost = rng.below(4) == 0 ? rng.nextDouble() * 0.8 : 0.0;
    s.faults.consumerCrash.probability = rng.nextDouble() * 0.2;
    s.faults.consumerCrash.point = *vocab::crashPoint(points.at(int(rng.below(quint64(points.size())))));

    const qint64 span = qMax<qint64>(200, s.messages * s.publishIntervalMs + 500);
    QStringList timedText;
    const auto maybe = [&](int percentChance, const QString &kind, qint64 durationMs) {
        if (int(rng.below(100)) >= percentChance)
            return;
        ScheduledFault f = timed(kind, qint64(rng.below(quint64(span))), durationMs);
        if (kind == QLatin1String("consumer-crash"))
            f.consumer = 1 + int(rng.below(quint64(s.consumers.count)));
        s.faults.schedule.append(f);
        timedText.append(QStringLiteral("%1@%2ms").arg(kind).arg(f.atMs)
                         + (durationMs > 0 ? QStringLiteral("/%1ms").arg(durationMs) : QString()));
    };
    maybe(30, QStringLiteral("broker-restart"), 0);
    maybe(30, QStringLiteral("consumer-join"), 0);
    maybe(30, QStringLiteral("consumer-crash"), 0); // immediate: mid-anything
    maybe(30, QStringLiteral("store-unavailable"), 100 + qint64(rng.below(5000)));
    // Mostly longer than the visibility timeout: a concurrent redelivery.
    maybe(50, QStringLiteral("slow-handler"), 20000 + qint64(rng.below(50000)));

    Mix m;
    m.scenario = s;
    m.text = QStringLiteral("seed=%1 profile=%2 messages=%3 interval=%4ms consumers=%5 processing=%6ms "
                            "prefetch=%7 ackEvery=%8 ttl=%9ms capacity=%10 ackLost=%11 publishAckLost=%12 "
                            "publishLost=%13 crash=%14@%15 timed=[%16]")
                 .arg(s.seed).arg(s.broker.profile).arg(s.messages).arg(s.publishIntervalMs)
                 .arg(s.consumers.count).arg(s.consumers.processingMs).arg(s.consumers.prefetch)
                 .arg(s.consumers.ackEvery).arg(s.strategy.cacheTtlMs).arg(s.strategy.cacheCapacity)
                 .arg(percent(s.faults.ackLost), percent(s.faults.publishAckLost), percent(s.faults.publishLost),
                      percent(s.faults.consumerCrash.probability), vocab::word(s.faults.consumerCrash.point),
                      timedText.join(QLatin1Char(' ')));
    return m;
}

// The disk's fsyncs dominate a tiny run; the property is about the engine's
// logic, so the scratch files live in memory when the system offers tmpfs.
QString scratchTemplate()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    const QString root = shm.isDir() && shm.isWritable() ? shm.absoluteFilePath() : QDir::tempPath();
    return root + QStringLiteral("/idemlab-property-XXXXXX");
}

// Empty when the run holds the property; otherwise what went wrong.
QString check(const RunResult &r)
{
    const Scenario &s = r.scenario;
    if (!r.error.isEmpty())
        return QStringLiteral("run failed: ") + r.error;
    QStringList problems;
    const QMap<QString, int> orders = testsupport::effectsInDatabase(r.databasePath, s.effect);
    int applied = 0;
    int gaveUp = 0;
    for (int i = 0; i < s.messages; ++i) {
        const QString key = Scenario::businessKey(i);
        const int n = orders.value(key);
        applied += n;
        const bool producerGaveUp = r.fates.value(i) == FateGaveUp;
        gaveUp += producerGaveUp ? 1 : 0;
        if (n > 1)
            problems.append(QStringLiteral("%1 has %2 order rows").arg(key).arg(n));
        else if (n == 0 && !producerGaveUp)
            problems.append(QStringLiteral("%1 has no order row (fate %2)").arg(key).arg(r.fates.value(i)));
        else if (n == 1 && producerGaveUp)
            problems.append(QStringLiteral("%1 applied but marked producer-gave-up").arg(key));
    }
    if (applied + gaveUp != s.messages)
        problems.append(QStringLiteral("%1 applied + %2 gave up != %3 messages").arg(applied).arg(gaveUp).arg(s.messages));
    // The claim and the order commit together: one inbox row per order row.
    const int inbox = testsupport::scalar(r.databasePath, QStringLiteral("SELECT count(*) FROM inbox")).toInt();
    if (inbox != applied)
        problems.append(QStringLiteral("%1 inbox rows for %2 orders").arg(inbox).arg(applied));
    const RunMetrics &m = r.metrics;
    if (m.duplicateSideEffects != 0 || m.lost != 0 || m.deadLettered != 0 || m.effectsApplied != applied || !r.valid)
        problems.append(QStringLiteral("metrics: duplicates %1, lost %2, dead-lettered %3, applied %4, valid %5")
                            .arg(m.duplicateSideEffects).arg(m.lost).arg(m.deadLettered).arg(m.effectsApplied)
                            .arg(r.valid));
    for (const Violation &v : r.violations)
        problems.append(v.explanation);
    return problems.join(QStringLiteral("; "));
}

} // namespace

void TestProperty::neverDuplicatesNeverLoses_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<quint64>("mixSeed");
    QTest::newRow("db-insert-first") << QStringLiteral("db-insert-first") << Q_UINT64_C(0x1DE4901E);
    QTest::newRow("hybrid") << QStringLiteral("hybrid") << Q_UINT64_C(0x48B41D);
}

void TestProperty::neverDuplicatesNeverLoses()
{
    QFETCH(QString, strategy);
    QFETCH(quint64, mixSeed);

    QTemporaryDir dir(scratchTemplate());
    QVERIFY(dir.isValid());
    // Draw every mix first, in order, so the set never depends on scheduling.
    Rng rng(mixSeed);
    QVector<Mix> mixes;
    for (int i = 0; i < kMixes; ++i)
        mixes.append(drawMix(rng, strategy));

    struct Outcome
    {
        QString problem;
        int redeliveries = 0;
        int crashes = 0;
        bool concurrent = false;
        int gaveUp = 0;
    };
    QVector<Outcome> outcomes(kMixes);
    // One simulation per thread (each opens its own connections), one file per mix.
    parallelFor(kMixes, 0, [&](int i) {
        const QString tag = QStringLiteral("run-%1").arg(i);
        const RunResult r = testsupport::runIn(dir, mixes.at(i).scenario, tag);
        Outcome &o = outcomes[i];
        o.problem = check(r);
        o.redeliveries = r.metrics.redeliveries;
        o.crashes = r.metrics.crashes;
        o.concurrent = r.metrics.redeliveriesByCause.value(QStringLiteral("timeout-expired")) > 0;
        for (quint8 fate : r.fates)
            o.gaveUp += fate == FateGaveUp ? 1 : 0;
        if (o.problem.isEmpty()) {
            const QString file = dir.filePath(tag + QStringLiteral(".sqlite"));
            for (const QString &f : {file, testsupport::mailServerFile(file)}) {
                for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
                    QFile::remove(f + suffix);
            }
        }
    });

    QStringList failures;
    int faultsMet = 0;   // runs that really saw redeliveries, so the property was tested
    int crashes = 0;
    int concurrent = 0;  // runs with a redelivery while the first handler was still running
    int gaveUp = 0;
    for (int i = 0; i < kMixes; ++i) {
        const Outcome &o = outcomes.at(i);
        if (!o.problem.isEmpty() && failures.size() < 10)
            failures.append(QStringLiteral("mix %1: %2\n    %3").arg(i).arg(mixes.at(i).text, o.problem));
        faultsMet += o.redeliveries > 0 ? 1 : 0;
        crashes += o.crashes;
        concurrent += o.concurrent ? 1 : 0;
        gaveUp += o.gaveUp;
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    // The mixes must have bitten, or the property says nothing.
    QVERIFY2(faultsMet > kMixes * 9 / 10, qPrintable(QString::number(faultsMet)));
    QVERIFY2(crashes > kMixes, qPrintable(QString::number(crashes)));
    QVERIFY2(concurrent > kMixes / 10, qPrintable(QString::number(concurrent)));
    QVERIFY2(gaveUp > 0, "no mix made the producer give up");
    qInfo("%s: %d mixes, %d with redeliveries, %d crashes, %d with a concurrent redelivery, %d producer give-ups",
          qPrintable(strategy), kMixes, faultsMet, crashes, concurrent, gaveUp);
}

QTEST_GUILESS_MAIN(TestProperty)
#include "tst_property.moc"
