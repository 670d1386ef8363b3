#include "messageids.h"

#include "rng.h"

namespace idem {

namespace {
constexpr quint32 kAttemptSlots = 128; // maxRetries is at most 100
}

quint32 MessageIds::key(const Scenario &scenario, int logical, int attempt)
{
    if (scenario.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt)
        return quint32(logical) * kAttemptSlots + quint32(attempt);
    return quint32(logical) * kAttemptSlots;
}

QString MessageIds::text(const Scenario &scenario, int logical, int attempt)
{
    switch (scenario.producer.messageIdPolicy) {
    case MessageIdPolicy::NewPerAttempt: {
        // A fresh GUID per attempt, derived from the seed so runs reproduce.
        const quint64 a = mixHash({scenario.seed, 0x6775ull, quint64(logical), quint64(attempt)});
        const quint64 b = splitmix64(a);
        return QStringLiteral("%1-%2-4%3-a%4-%5")
            .arg(quint32(a >> 32), 8, 16, QLatin1Char('0'))
            .arg(quint32((a >> 16) & 0xFFFF), 4, 16, QLatin1Char('0'))
            .arg(quint32(a & 0xFFF), 3, 16, QLatin1Char('0'))
            .arg(quint32((b >> 52) & 0xFFF), 3, 16, QLatin1Char('0'))
            .arg(b & 0xFFFFFFFFFFFFull, 12, 16, QLatin1Char('0'));
    }
    case MessageIdPolicy::ContentHash: {
        quint64 h = 0xCBF29CE484222325ull;
        const QByteArray content = (scenario.effect + QLatin1Char(':') + Scenario::businessKey(logical)).toUtf8();
        for (char ch : content) {
            h ^= quint8(ch);
            h *= 0x100000001B3ull;
        }
        return QStringLiteral("sha-%1").arg(h, 16, 16, QLatin1Char('0'));
    }
    case MessageIdPolicy::Stable:
    case MessageIdPolicy::Count: break;
    }
    return QStringLiteral("msg-") + Scenario::businessKey(logical);
}

} // namespace idem
