#include "scheduleoutcome.h"

namespace idem {

QString breachWord(Breach breach)
{
    switch (breach) {
    case Breach::None: return QStringLiteral("none");
    case Breach::Duplicate: return QStringLiteral("duplicate-side-effect");
    case Breach::Lost: return QStringLiteral("lost");
    case Breach::Stuck: return QStringLiteral("stuck");
    case Breach::Failed: return QStringLiteral("failed");
    }
    return {};
}

QString firedWord(Fired slot)
{
    switch (slot) {
    case Fired::AckLost: return QStringLiteral("ack-lost");
    case Fired::PublishAckLost: return QStringLiteral("publish-ack-lost");
    case Fired::SlowHandler: return QStringLiteral("slow-handler");
    case Fired::ConnectionLost: return QStringLiteral("connection-lost");
    case Fired::BrokerRestart: return QStringLiteral("broker-restart");
    case Fired::CacheFlush: return QStringLiteral("cache-flush");
    case Fired::StoreDown: return QStringLiteral("store-unavailable");
    case Fired::MemberJoin: return QStringLiteral("consumer-join");
    case Fired::MemberLeave: return QStringLiteral("consumer-leave");
    case Fired::CrashTimed: return QStringLiteral("consumer-crash");
    case Fired::CrashBeforeHandle: return QStringLiteral("consumer-crash@before-handle");
    case Fired::CrashAfterSideEffect: return QStringLiteral("consumer-crash@after-side-effect-before-commit");
    case Fired::CrashBetweenCommits: return QStringLiteral("consumer-crash@between-commits");
    case Fired::CrashAfterCommit: return QStringLiteral("consumer-crash@after-commit-before-ack");
    case Fired::CrashAfterAck: return QStringLiteral("consumer-crash@after-ack-before-cache-update");
    case Fired::Count: break;
    }
    return {};
}

} // namespace idem
