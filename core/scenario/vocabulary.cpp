#include "vocabulary.h"

#include <iterator>

namespace idem::vocab {

namespace {
const char *const kEffectWords[] = {"insert-order", "increment-balance", "upsert-order", "send-email"};
static_assert(std::size(kEffectWords) == std::size_t(Effect::Count), "one word per effect");

const char *const kScheduleWords[] = {"ack-lost",      "publish-ack-lost", "publish-lost",   "consumer-crash",
                                      "consumer-join", "consumer-leave",   "slow-handler",   "broker-restart",
                                      "cache-flush",   "store-unavailable", "connection-lost"};
static_assert(std::size(kScheduleWords) == std::size_t(ScheduleKind::Count), "one word per schedule kind");

const char *const kCrashWords[] = {"", "before-handle", "after-side-effect-before-commit", "between-commits",
                                   "after-commit-before-ack", "after-ack-before-cache-update"};
static_assert(std::size(kCrashWords) == std::size_t(CrashPoint::Count), "one word per crash point");

template <typename E, std::size_t N>
std::optional<E> find(const char *const (&words)[N], const QString &word)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (word == QLatin1String(words[i]))
            return E(i);
    }
    return std::nullopt;
}
} // namespace

QString word(Effect effect)
{
    return std::size_t(effect) < std::size(kEffectWords) ? QString::fromLatin1(kEffectWords[int(effect)]) : QString();
}

std::optional<Effect> effect(const QString &word)
{
    return find<Effect>(kEffectWords, word);
}

QString word(ScheduleKind kind)
{
    return std::size_t(kind) < std::size(kScheduleWords) ? QString::fromLatin1(kScheduleWords[int(kind)]) : QString();
}

std::optional<ScheduleKind> scheduleKind(const QString &word)
{
    return find<ScheduleKind>(kScheduleWords, word);
}

QString word(CrashPoint point)
{
    return std::size_t(point) < std::size(kCrashWords) ? QString::fromLatin1(kCrashWords[int(point)]) : QString();
}

std::optional<CrashPoint> crashPoint(const QString &word)
{
    return find<CrashPoint>(kCrashWords, word);
}

bool canTarget(ScheduleKind kind)
{
    switch (kind) {
    case ScheduleKind::AckLost:
    case ScheduleKind::PublishAckLost:
    case ScheduleKind::PublishLost:
    case ScheduleKind::ConsumerCrash:
    case ScheduleKind::SlowHandler:
    case ScheduleKind::ConnectionLost:
        return true;
    default:
        return false;
    }
}

bool hasDuration(ScheduleKind kind)
{
    return kind == ScheduleKind::SlowHandler || kind == ScheduleKind::StoreUnavailable
        || kind == ScheduleKind::BrokerRestart;
}

bool needsDuration(ScheduleKind kind)
{
    return kind == ScheduleKind::SlowHandler || kind == ScheduleKind::StoreUnavailable;
}

bool actsAtItsTime(ScheduleKind kind, CrashPoint point)
{
    switch (kind) {
    case ScheduleKind::ConsumerCrash: return point == CrashPoint::Immediate;
    case ScheduleKind::ConsumerJoin:
    case ScheduleKind::ConnectionLost:
    case ScheduleKind::ConsumerLeave:
    case ScheduleKind::BrokerRestart:
    case ScheduleKind::CacheFlush:
    case ScheduleKind::StoreUnavailable:
        return true;
    default:
        return false;
    }
}

} // namespace idem::vocab
