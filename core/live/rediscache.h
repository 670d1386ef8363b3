#pragma once

#include "../base/outcome.h"
#include "consumer/idcache.h"

#include <QString>

struct redisContext;

namespace idem::live {

// A synchronous connection to Redis over hiredis (Debian's libhiredis).
class RedisClient final
{
    Q_DISABLE_COPY_MOVE(RedisClient)
public:
    RedisClient() = default;
    ~RedisClient();

    Outcome open(const QString &url); // redis://HOST:PORT
    bool isOpen() const { return m_ctx != nullptr; }
    // Runs one command given as separate arguments; returns the integer
    // reply (or 1 for OK / a bulk string, 0 for nil), -1 on error.
    long long command(const QList<QByteArray> &args);
    QString lastError() const { return m_error; }

private:
    redisContext *m_ctx = nullptr;
    QString m_error;
};

// The shared dedup cache on a real Redis: `SET processed:<id> 1 PX ttl`,
// checked with EXISTS. A second key without expiry remembers that an id was
// once set, so a miss can say "expired" rather than "never set"; a marker
// key written by a flush makes later misses say "flushed".
//
// The strategy's cacheCapacity is honoured by an explicit LRU trim, not by
// Redis' own eviction: `maxmemory-policy allkeys-lru` bounds memory, not a
// number of keys, and evicts by sampling, "an approximation of the exact
// LRU" (https://redis.io/topics/lru-cache/), so it could not hold exactly
// cacheCapacity ids as the model's DedupCache does. Here a sorted set
// `<prefix>:lru` ranks the ids by last use (a counter, bumped on every
// insert and hit); an insert that takes it past the capacity pops the least
// recently used ids, deletes their keys and remembers them as evicted. Each
// call is one Lua script, which Redis runs atomically ("Redis guarantees
// the script's atomic execution", https://redis.io/topics/eval-intro), so
// the consumer processes sharing the cache never interleave inside it.
// Like DedupCache, an expired id keeps its place until it is looked up.
class RedisCache final : public IdCache
{
public:
    RedisCache(RedisClient &client, const QString &prefix, qint64 ttlMs, int capacity);
    bool contains(quint32 key, SimTime now, CacheMissReason *reason) override;
    void insert(quint32 key, SimTime now) override;
    static QByteArray flushMarker(const QString &prefix);

private:
    QByteArray name(const char *what, quint32 key) const;
    QByteArray name(const char *what) const;

    RedisClient &m_client;
    QByteArray m_prefix;
    qint64 m_ttlMs;
    int m_capacity;
};

} // namespace idem::live
