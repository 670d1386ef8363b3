#include "vocabulary.h"

#include <iterator>

namespace idem::vocab {

namespace {
const char *const kEffectWords[] = {"insert-order", "increment-balance", "upsert-order", "send-email"};
static_assert(std::size(kEffectWords) == std::size_t(Effect::Count), "one word per effect");

const char *const kProfileWords[] = {"rabbitmq",          "rabbitmq-3",     "sqs-fifo",
                                     "azure-service-bus", "nats-jetstream", "kafka"};
static_assert(std::size(kProfileWords) == std::size_t(Profile::Count), "one word per profile");

const char *const kCacheWriteWords[] = {"after-commit", "before-commit"};
static_assert(std::size(kCacheWriteWords) == std::size_t(CacheWrite::Count), "one word per cache write");

const char *const kIdPolicyWords[] = {"stable", "new-per-attempt", "content-hash"};
static_assert(std::size(kIdPolicyWords) == std::size_t(MessageIdPolicy::Count), "one word per id policy");

const char *const kAssignmentWords[] = {"range", "round-robin", "cooperative-sticky"};
static_assert(std::size(kAssignmentWords) == std::size_t(Assignment::Count), "one word per assignor");

const char *const kRebalanceWords[] = {"eager", "cooperative"};
static_assert(std::size(kRebalanceWords) == std::size_t(Rebalance::Count), "one word per rebalance protocol");

const char *const kOffsetResetWords[] = {"earliest", "latest"};
static_assert(std::size(kOffsetResetWords) == std::size_t(OffsetReset::Count), "one word per offset reset");

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

template <typename E, std::size_t N>
QString wordOf(const char *const (&words)[N], E value)
{
    return std::size_t(value) < N ? QString::fromLatin1(words[std::size_t(value)]) : QString();
}
} // namespace

QString word(Effect effect)
{
    return wordOf(kEffectWords, effect);
}

std::optional<Effect> effect(const QString &word)
{
    return find<Effect>(kEffectWords, word);
}

QString word(Profile profile)
{
    return wordOf(kProfileWords, profile);
}

std::optional<Profile> profile(const QString &word)
{
    return find<Profile>(kProfileWords, word);
}

QString word(CacheWrite when)
{
    return wordOf(kCacheWriteWords, when);
}

std::optional<CacheWrite> cacheWrite(const QString &word)
{
    return find<CacheWrite>(kCacheWriteWords, word);
}

QString word(MessageIdPolicy policy)
{
    return wordOf(kIdPolicyWords, policy);
}

std::optional<MessageIdPolicy> messageIdPolicy(const QString &word)
{
    return find<MessageIdPolicy>(kIdPolicyWords, word);
}

QString word(Assignment assignment)
{
    return wordOf(kAssignmentWords, assignment);
}

std::optional<Assignment> assignment(const QString &word)
{
    return find<Assignment>(kAssignmentWords, word);
}

QString word(Rebalance rebalance)
{
    return wordOf(kRebalanceWords, rebalance);
}

std::optional<Rebalance> rebalance(const QString &word)
{
    return find<Rebalance>(kRebalanceWords, word);
}

QString word(OffsetReset reset)
{
    return wordOf(kOffsetResetWords, reset);
}

std::optional<OffsetReset> offsetReset(const QString &word)
{
    return find<OffsetReset>(kOffsetResetWords, word);
}

QString word(ScheduleKind kind)
{
    return wordOf(kScheduleWords, kind);
}

std::optional<ScheduleKind> scheduleKind(const QString &word)
{
    return find<ScheduleKind>(kScheduleWords, word);
}

QString word(CrashPoint point)
{
    return wordOf(kCrashWords, point);
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

bool picksConsumer(ScheduleKind kind)
{
    switch (kind) {
    case ScheduleKind::ConsumerCrash:
    case ScheduleKind::ConsumerLeave:
    case ScheduleKind::ConnectionLost:
    case ScheduleKind::AckLost:
    case ScheduleKind::SlowHandler:
        return true;
    default:
        return false;
    }
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
