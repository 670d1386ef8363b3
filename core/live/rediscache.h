#pragma once

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

    QString open(const QString &url); // redis://HOST:PORT
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
class RedisCache final : public IdCache
{
public:
    RedisCache(RedisClient &client, const QString &prefix, qint64 ttlMs);
    bool contains(quint32 key, SimTime now, CacheMissReason *reason) override;
    void insert(quint32 key, SimTime now) override;
    static QByteArray flushMarker(const QString &prefix);

private:
    QByteArray name(const char *what, quint32 key) const;

    RedisClient &m_client;
    QByteArray m_prefix;
    qint64 m_ttlMs;
};

} // namespace idem::live
