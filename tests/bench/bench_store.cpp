// Deliveries per second of the real-SQLite consumer, against a bare loop over
// the SQLite C API doing the same statements, plus a large run's peak memory.
//
//   cmake --build build --target bench_store
//   ./build/tests/bench/bench_store [NONE_MESSAGES [INSERT_FIRST_MESSAGES [DIR [REPEAT]]]]
//
// Defaults: 1 000 000 messages for `none`, 50 000 for db-insert-first, files in
// a temporary folder under the system temp dir (pass DIR to choose the disk),
// engine and bare loop run alternately REPEAT (3) times and the best counts.
// Both wall and process CPU time are reported: on a shared machine the CPU
// time is the steadier of the two. Bytes written to storage (write_bytes of
// /proc/self/io: what reached the block layer, fsync-forced or written back)
// are reported per delivery. The bare loop runs under the engine's own pragmas
// (synchronous=OFF) and once more under synchronous=NORMAL, the setting before
// the durability choice in core/store/storeconnection.cpp, as the baseline.
#include "benchclock.h"
#include "run/runresult.h"
#include "run/simulation.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <unistd.h>

#ifdef HAVE_SQLITE3_API
#include <sqlite3.h>
#endif

using namespace idem;

namespace {

// Peak resident set size of this process so far, in MiB (VmHWM).
double peakRssMiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return -1;
}

// Bytes this process has caused to be written to storage so far.
double storageBytesWritten()
{
    QFile f(QStringLiteral("/proc/self/io"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("write_bytes:"))
            return line.mid(12).trimmed().toDouble();
    }
    return 0;
}

struct Timing
{
    double seconds = 0;     // wall
    double cpu = 0;         // process CPU time (user + system)
    double written = 0;     // bytes written to storage
    int deliveries = 0;
    QString error;

    Timing best(const Timing &o) const
    {
        Timing b = *this;
        if (o.error.isEmpty() && (b.seconds == 0 || o.seconds < b.seconds))
            b.seconds = o.seconds;
        if (o.error.isEmpty() && (b.cpu == 0 || o.cpu < b.cpu))
            b.cpu = o.cpu;
        if (o.error.isEmpty() && (b.written == 0 || o.written < b.written))
            b.written = o.written;
        if (!o.error.isEmpty())
            b.error = o.error;
        b.deliveries = o.deliveries;
        return b;
    }
};

Timing runEngine(const QString &path, const QString &strategy, int messages)
{
    Scenario s;
    s.seed = 1;
    s.messages = messages;
    s.strategy.id = strategy;
    s.effect = QStringLiteral("insert-order");
    Timing t;
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    const double written0 = storageBytesWritten();
    Simulation sim(s, path);
    const RunResult r = sim.run();
    ::sync(); // what the page cache still holds is written too
    t.written = storageBytesWritten() - written0;
    t.cpu = cpuSeconds() - cpu0;
    t.seconds = double(timer.nsecsElapsed()) / 1e9;
    t.deliveries = r.metrics.deliveries;
    if (!r.error.isEmpty())
        t.error = r.error;
    else if (r.metrics.deliveries != messages || r.metrics.effectsApplied != messages || !r.valid)
        t.error = QStringLiteral("unexpected result: %1 deliveries, %2 effects").arg(r.metrics.deliveries).arg(r.metrics.effectsApplied);
    return t;
}

#ifdef HAVE_SQLITE3_API
// The engine's db-insert-first transaction, per message, with nothing else:
// BEGIN IMMEDIATE; claim the inbox row; insert the order; COMMIT. Same schema,
// WAL, the given synchronous level, prepared statements reused.
Timing bareLoop(const QString &path, int messages, const char *synchronous)
{
    Timing t;
    for (const char *suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
        t.error = QStringLiteral("cannot open %1").arg(path);
        sqlite3_close(db);
        return t;
    }
    const QByteArray pragmas = QByteArray("PRAGMA journal_mode = WAL; PRAGMA synchronous = ") + synchronous + ";";
    if (sqlite3_exec(db, pragmas.constData(), nullptr, nullptr, nullptr) != SQLITE_OK) {
        t.error = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_close(db);
        return t;
    }
    const char *schema =
        "CREATE TABLE inbox(message_id TEXT NOT NULL, consumer TEXT NOT NULL, consumed_at INTEGER NOT NULL, "
        "instance TEXT NOT NULL, PRIMARY KEY(message_id, consumer));"
        "CREATE INDEX inbox_consumed_at ON inbox(consumed_at);"
        "CREATE TABLE orders(id INTEGER PRIMARY KEY, order_key TEXT NOT NULL, message_id TEXT NOT NULL, "
        "instance TEXT NOT NULL, created_at INTEGER NOT NULL, writes INTEGER NOT NULL DEFAULT 1);"
        "CREATE INDEX orders_key ON orders(order_key);";
    char *message = nullptr;
    if (sqlite3_exec(db, schema, nullptr, nullptr, &message) != SQLITE_OK) {
        t.error = QString::fromUtf8(message);
        sqlite3_free(message);
        sqlite3_close(db);
        return t;
    }
    sqlite3_stmt *begin = nullptr, *claim = nullptr, *insert = nullptr, *commit = nullptr;
    sqlite3_prepare_v2(db, "BEGIN IMMEDIATE", -1, &begin, nullptr);
    sqlite3_prepare_v2(db, "INSERT INTO inbox(message_id, consumer, consumed_at, instance) "
                           "VALUES(?, ?, ?, ?) ON CONFLICT DO NOTHING", -1, &claim, nullptr);
    sqlite3_prepare_v2(db, "INSERT INTO orders(order_key, message_id, instance, created_at) "
                           "VALUES(?, ?, ?, ?)", -1, &insert, nullptr);
    sqlite3_prepare_v2(db, "COMMIT", -1, &commit, nullptr);

    static const char consumer[] = "OrderCreatedConsumer";
    static const char instance[] = "consumer-1";
    char key[32];
    char id[40];
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    const double written0 = storageBytesWritten();
    for (int i = 0; i < messages && t.error.isEmpty(); ++i) {
        const int keyLength = std::snprintf(key, sizeof key, "order-%d", i + 1);
        const int idLength = std::snprintf(id, sizeof id, "msg-order-%d", i + 1);
        const sqlite3_int64 atMs = sqlite3_int64(i) * 50;
        sqlite3_step(begin);
        sqlite3_reset(begin);
        sqlite3_bind_text(claim, 1, id, idLength, SQLITE_STATIC);
        sqlite3_bind_text(claim, 2, consumer, int(sizeof consumer) - 1, SQLITE_STATIC);
        sqlite3_bind_int64(claim, 3, atMs);
        sqlite3_bind_text(claim, 4, instance, int(sizeof instance) - 1, SQLITE_STATIC);
        if (sqlite3_step(claim) != SQLITE_DONE || sqlite3_changes(db) != 1)
            t.error = QStringLiteral("claim failed: %1").arg(QString::fromUtf8(sqlite3_errmsg(db)));
        sqlite3_reset(claim);
        sqlite3_bind_text(insert, 1, key, keyLength, SQLITE_STATIC);
        sqlite3_bind_text(insert, 2, id, idLength, SQLITE_STATIC);
        sqlite3_bind_text(insert, 3, instance, int(sizeof instance) - 1, SQLITE_STATIC);
        sqlite3_bind_int64(insert, 4, atMs);
        if (sqlite3_step(insert) != SQLITE_DONE)
            t.error = QStringLiteral("insert failed: %1").arg(QString::fromUtf8(sqlite3_errmsg(db)));
        sqlite3_reset(insert);
        if (sqlite3_step(commit) != SQLITE_DONE)
            t.error = QStringLiteral("commit failed: %1").arg(QString::fromUtf8(sqlite3_errmsg(db)));
        sqlite3_reset(commit);
        ++t.deliveries;
    }
    for (sqlite3_stmt *s : {begin, claim, insert, commit})
        sqlite3_finalize(s);
    sqlite3_close(db); // the final checkpoint is part of the cost, as in the engine
    ::sync();
    t.written = storageBytesWritten() - written0;
    t.cpu = cpuSeconds() - cpu0;
    t.seconds = double(timer.nsecsElapsed()) / 1e9;
    return t;
}
#endif

void report(const char *label, const Timing &t)
{
    const double n = qMax(1, t.deliveries);
    std::printf("%-40s %8d deliveries: wall %7.3f s = %7.0f /s (%6.1f us each); cpu %7.3f s = %7.0f /s (%6.1f us each); "
                "written %.0f bytes each\n",
                label, t.deliveries, t.seconds, n / t.seconds, 1e6 * t.seconds / n, t.cpu, n / t.cpu,
                1e6 * t.cpu / n, t.written / n);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int bigMessages = args.size() > 1 ? args.at(1).toInt() : 1000000;
    const int messages = args.size() > 2 ? args.at(2).toInt() : 50000;
    const int repeat = args.size() > 4 ? args.at(4).toInt() : 3;
    if (bigMessages <= 0 || messages <= 0 || repeat <= 0) {
        std::fprintf(stderr, "usage: bench_store [NONE_MESSAGES [INSERT_FIRST_MESSAGES [DIR [REPEAT]]]]\n");
        return 2;
    }
    QTemporaryDir tmp;
    const QString dir = args.size() > 3 ? args.at(3) : tmp.path();
    const auto file = [&dir](const char *name) { return dir + QLatin1Char('/') + QLatin1String(name); };
    std::printf("files in %s\n", qPrintable(dir));

    // 1. db-insert-first + insert-order vs the same statements in a bare
    // loop, alternately, so both meet the same background load.
    Timing engine;
    Timing bare;
    Timing bareNormal;
    for (int i = 0; i < repeat; ++i) {
        engine = engine.best(runEngine(file("insert-first.sqlite"), QStringLiteral("db-insert-first"), messages));
        if (!engine.error.isEmpty()) {
            std::fprintf(stderr, "engine run failed: %s\n", qPrintable(engine.error));
            return 1;
        }
#ifdef HAVE_SQLITE3_API
        bare = bare.best(bareLoop(file("bare.sqlite"), messages, "OFF"));
        bareNormal = bareNormal.best(bareLoop(file("bare-normal.sqlite"), messages, "NORMAL"));
        if (!bare.error.isEmpty() || !bareNormal.error.isEmpty()) {
            std::fprintf(stderr, "bare loop failed: %s\n", qPrintable(bare.error + bareNormal.error));
            return 1;
        }
#endif
    }
    std::printf("best of %d:\n", repeat);
    report("engine: db-insert-first, insert-order", engine);
#ifdef HAVE_SQLITE3_API
    report("bare SQLite C API loop, same statements", bare);
    report("bare loop under synchronous=NORMAL", bareNormal);
    std::printf("synchronous OFF vs NORMAL (bare loop): %.2fx faster wall, %.0fx fewer bytes written\n",
                bareNormal.seconds / bare.seconds, bareNormal.written / qMax(1.0, bare.written));
    const double wallRatio = engine.seconds / bare.seconds;
    const double cpuRatio = engine.cpu / bare.cpu;
    std::printf("ratio engine/bare time per delivery: wall %.2f, cpu %.2f (target <= 1.30): %s\n", wallRatio,
                cpuRatio, qMax(wallRatio, cpuRatio) <= 1.3 ? "met" : "MISSED");
#else
    std::printf("bare loop: not built (SQLite3 development files were not found)\n");
#endif
    std::printf("peak RSS so far: %.1f MiB\n", peakRssMiB());

    // 2. A large run without deduplication: throughput and peak memory.
    const Timing big = runEngine(file("none.sqlite"), QStringLiteral("none"), bigMessages);
    if (!big.error.isEmpty()) {
        std::fprintf(stderr, "large run failed: %s\n", qPrintable(big.error));
        return 1;
    }
    report("engine: none, insert-order", big);
    std::printf("peak RSS (VmHWM): %.1f MiB\n", peakRssMiB());
    return 0;
}
