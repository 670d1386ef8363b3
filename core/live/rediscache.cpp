#include "rediscache.h"

#include <hiredis.h>

#include <QUrl>

namespace idem::live {

RedisClient::~RedisClient()
{
    if (m_ctx)
        redisFree(m_ctx);
}

Outcome RedisClient::open(const QString &url)
{
    const QUrl u(url);
    if (!u.isValid() || u.scheme() != QLatin1String("redis") || u.host().isEmpty())
        return m_error = QStringLiteral("--redis: expected redis://HOST:PORT, got \"%1\"").arg(url);
    timeval tv{5, 0};
    m_ctx = redisConnectWithTimeout(u.host().toUtf8().constData(), u.port(6379), tv);
    if (!m_ctx || m_ctx->err) {
        m_error = QStringLiteral("cannot connect to Redis at %1: %2")
                      .arg(url, m_ctx ? QString::fromLocal8Bit(m_ctx->errstr) : QStringLiteral("out of memory"));
        if (m_ctx)
            redisFree(m_ctx);
        m_ctx = nullptr;
        return m_error;
    }
    redisSetTimeout(m_ctx, timeval{30, 0});
    if (command({QByteArrayLiteral("PING")}) < 0) {
        redisFree(m_ctx);
        m_ctx = nullptr;
        return m_error;
    }
    return {};
}

long long RedisClient::command(const QList<QByteArray> &args)
{
    if (!m_ctx) {
        m_error = QStringLiteral("not connected to Redis");
        return -1;
    }
    std::vector<const char *> argv;
    std::vector<size_t> lens;
    for (const QByteArray &a : args) {
        argv.push_back(a.constData());
        lens.push_back(size_t(a.size()));
    }
    auto *reply = static_cast<redisReply *>(redisCommandArgv(m_ctx, int(argv.size()), argv.data(), lens.data()));
    if (!reply) {
        m_error = QStringLiteral("Redis: %1").arg(QString::fromLocal8Bit(m_ctx->errstr));
        return -1;
    }
    long long out = -1;
    switch (reply->type) {
    case REDIS_REPLY_INTEGER: out = reply->integer; break;
    case REDIS_REPLY_STATUS:
    case REDIS_REPLY_STRING: out = 1; break;
    case REDIS_REPLY_NIL: out = 0; break;
    case REDIS_REPLY_ERROR:
        m_error = QStringLiteral("Redis: %1").arg(QString::fromUtf8(reply->str, int(reply->len)));
        break;
    default: out = 1; break;
    }
    freeReplyObject(reply);
    return out;
}

namespace {
// KEYS: processed:<id>, seen:<id>, lru, clock, evicted, flushed marker.
// ARGV: id. Returns 1 (present), or why it is missing: 0 never set,
// 2 expired, 3 evicted, 4 flushed.
const QByteArray kContains = QByteArrayLiteral(
    "if redis.call('EXISTS', KEYS[1]) == 1 then\n"
    "  redis.call('ZADD', KEYS[3], redis.call('INCR', KEYS[4]), ARGV[1])\n"
    "  return 1\n"
    "end\n"
    "if redis.call('SISMEMBER', KEYS[5], ARGV[1]) == 1 then return 3 end\n"
    "if redis.call('EXISTS', KEYS[2]) == 1 then\n"
    "  redis.call('ZREM', KEYS[3], ARGV[1])\n"
    "  return 2\n"
    "end\n"
    "if redis.call('EXISTS', KEYS[6]) == 1 then return 4 end\n"
    "return 0\n");

// KEYS: processed:<id>, seen:<id>, lru, clock, evicted.
// ARGV: id, ttl ms (0: none), capacity, the processed keys' prefix.
// Returns how many ids it evicted.
const QByteArray kInsert = QByteArrayLiteral(
    "if tonumber(ARGV[2]) > 0 then\n"
    "  redis.call('SET', KEYS[1], '1', 'PX', ARGV[2])\n"
    "else\n"
    "  redis.call('SET', KEYS[1], '1')\n"
    "end\n"
    "redis.call('SET', KEYS[2], '1')\n"
    "redis.call('ZADD', KEYS[3], redis.call('INCR', KEYS[4]), ARGV[1])\n"
    "redis.call('SREM', KEYS[5], ARGV[1])\n"
    "local evicted = 0\n"
    "while redis.call('ZCARD', KEYS[3]) > tonumber(ARGV[3]) do\n"
    "  local victim = redis.call('ZPOPMIN', KEYS[3])[1]\n"
    "  redis.call('DEL', ARGV[4] .. victim)\n"
    "  redis.call('SADD', KEYS[5], victim)\n"
    "  evicted = evicted + 1\n"
    "end\n"
    "return evicted\n");
} // namespace

RedisCache::RedisCache(RedisClient &client, const QString &prefix, qint64 ttlMs, int capacity)
    : m_client(client), m_prefix(prefix.toUtf8()), m_ttlMs(ttlMs), m_capacity(qMax(1, capacity))
{
}

QByteArray RedisCache::name(const char *what, quint32 key) const
{
    return m_prefix + ':' + what + ':' + QByteArray::number(key);
}

QByteArray RedisCache::name(const char *what) const
{
    return m_prefix + ':' + what;
}

QByteArray RedisCache::flushMarker(const QString &prefix)
{
    return prefix.toUtf8() + ":flushed";
}

bool RedisCache::contains(quint32 key, SimTime now, CacheMissReason *reason)
{
    Q_UNUSED(now) // Redis keeps the time: PX expiry runs on its own clock.
    const long long r = m_client.command({QByteArrayLiteral("EVAL"), kContains, QByteArrayLiteral("6"),
                                          name("processed", key), name("seen", key), name("lru"), name("clock"),
                                          name("evicted"), name("flushed"), QByteArray::number(key)});
    switch (r) {
    case 1: return true;
    case 2: *reason = CacheMissReason::Expired; break;
    case 3: *reason = CacheMissReason::Evicted; break;
    case 4: *reason = CacheMissReason::Flushed; break;
    default: *reason = CacheMissReason::Never; break;
    }
    return false;
}

void RedisCache::insert(quint32 key, SimTime now)
{
    Q_UNUSED(now)
    m_client.command({QByteArrayLiteral("EVAL"), kInsert, QByteArrayLiteral("5"), name("processed", key),
                      name("seen", key), name("lru"), name("clock"), name("evicted"), QByteArray::number(key),
                      QByteArray::number(qMax<qint64>(0, m_ttlMs)), QByteArray::number(m_capacity),
                      m_prefix + ":processed:"});
}

} // namespace idem::live
