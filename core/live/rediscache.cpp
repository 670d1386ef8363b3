#include "rediscache.h"

#include <hiredis.h>

#include <QUrl>

namespace idem::live {

RedisClient::~RedisClient()
{
    if (m_ctx)
        redisFree(m_ctx);
}

QString RedisClient::open(const QString &url)
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

RedisCache::RedisCache(RedisClient &client, const QString &prefix, qint64 ttlMs)
    : m_client(client), m_prefix(prefix.toUtf8()), m_ttlMs(ttlMs)
{
}

QByteArray RedisCache::name(const char *what, quint32 key) const
{
    return m_prefix + ':' + what + ':' + QByteArray::number(key);
}

QByteArray RedisCache::flushMarker(const QString &prefix)
{
    return prefix.toUtf8() + ":flushed";
}

bool RedisCache::contains(quint32 key, SimTime now, CacheMissReason *reason)
{
    Q_UNUSED(now) // Redis keeps the time: PX expiry runs on its own clock.
    if (m_client.command({QByteArrayLiteral("EXISTS"), name("processed", key)}) == 1)
        return true;
    if (m_client.command({QByteArrayLiteral("EXISTS"), name("seen", key)}) == 1)
        *reason = CacheMissReason::Expired;
    else if (m_client.command({QByteArrayLiteral("EXISTS"), m_prefix + ":flushed"}) == 1)
        *reason = CacheMissReason::Flushed;
    else
        *reason = CacheMissReason::Never;
    return false;
}

void RedisCache::insert(quint32 key, SimTime now)
{
    Q_UNUSED(now)
    if (m_ttlMs > 0)
        m_client.command({QByteArrayLiteral("SET"), name("processed", key), QByteArrayLiteral("1"),
                          QByteArrayLiteral("PX"), QByteArray::number(m_ttlMs)});
    else
        m_client.command({QByteArrayLiteral("SET"), name("processed", key), QByteArrayLiteral("1")});
    m_client.command({QByteArrayLiteral("SET"), name("seen", key), QByteArrayLiteral("1")});
}

} // namespace idem::live
