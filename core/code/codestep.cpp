#include "codestep.h"

namespace idem {

namespace {
// In CodeStep order.
const char *const kIds[] = {
    "",
    "receive",
    "handle",
    "cache-check",
    "cache-hit",
    "inbox-select",
    "inbox-found",
    "begin",
    "inbox-claim",
    "claim-conflict",
    "work",
    "business-write",
    "send-email",
    "inbox-insert",
    "commit",
    "unique-violation",
    "separate-begin",
    "separate-insert",
    "separate-commit",
    "ack",
    "ack-duplicate",
    "cache-set",
    "store-failed",
    "crash-before-handle",
    "crash-after-side-effect",
    "crash-between-commits",
    "crash-after-commit",
    "crash-after-ack",
};
static_assert(sizeof(kIds) / sizeof(kIds[0]) == std::size_t(CodeStep::Count), "one id per step");
} // namespace

namespace codestep {

QString id(CodeStep step)
{
    return step < CodeStep::Count ? QLatin1String(kIds[int(step)]) : QString();
}

std::optional<CodeStep> fromId(const QString &id)
{
    for (int i = 1; i < int(CodeStep::Count); ++i) {
        if (id == QLatin1String(kIds[i]))
            return CodeStep(i);
    }
    return std::nullopt;
}

CodeStep ofCrashPoint(CrashPoint point)
{
    switch (point) {
    case CrashPoint::BeforeHandle: return CodeStep::CrashBeforeHandle;
    case CrashPoint::AfterSideEffectBeforeCommit: return CodeStep::CrashAfterSideEffect;
    case CrashPoint::BetweenCommits: return CodeStep::CrashBetweenCommits;
    case CrashPoint::AfterCommitBeforeAck: return CodeStep::CrashAfterCommit;
    case CrashPoint::AfterAckBeforeCacheUpdate: return CodeStep::CrashAfterAck;
    case CrashPoint::Immediate:
    case CrashPoint::Count: break;
    }
    return CodeStep::None;
}

bool isCrash(CodeStep step)
{
    return step >= CodeStep::CrashBeforeHandle && step <= CodeStep::CrashAfterAck;
}

} // namespace codestep

} // namespace idem
