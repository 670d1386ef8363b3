#include "checkplan.h"

#include "../kernel/messageids.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace idem::live {

namespace {
bool crashPointFromOutside(CrashPoint p)
{
    // A targeted crash with no point is one after the commit (scenario.h).
    return p == CrashPoint::Immediate || p == CrashPoint::AfterCommitBeforeAck || p == CrashPoint::BeforeHandle;
}

QString faultRefusal(const ScheduledFault &f, bool privateNode)
{
    switch (f.kind) {
    case ScheduleKind::AckLost:
    case ScheduleKind::ConnectionLost:
        if (f.isTargeted())
            return {};
        return QStringLiteral("a timed %1 (give it a message and a delivery: the proxy acts on that delivery)")
            .arg(vocab::word(f.kind));
    case ScheduleKind::ConsumerCrash:
        if (!f.isTargeted() || crashPointFromOutside(f.point))
            return {};
        return QStringLiteral("a crash at \"%1\": a point inside your handler cannot be reached from outside "
                              "its process; use after-commit-before-ack (SIGKILL at its ack, which never reaches "
                              "the broker), before-handle (SIGKILL as the delivery reaches it), a timed crash, or "
                              "--kills for random moments")
            .arg(vocab::word(f.point));
    case ScheduleKind::BrokerRestart:
        if (privateNode)
            return {};
        return QStringLiteral("broker-restart needs the lab's private node");
    default: break;
    }
    return QStringLiteral("the fault kind \"%1\" (the check injects lost acks, lost connections, crashes and "
                          "broker restarts)")
        .arg(vocab::word(f.kind));
}
} // namespace

QString CheckPlan::refusal(const Scenario &s, bool privateNode)
{
    if (s.faults.ackLost > 0 || s.faults.publishLost > 0 || s.faults.publishAckLost > 0
        || s.faults.consumerCrash.probability > 0)
        return QStringLiteral("$.faults: probabilistic faults are not injected into your consumer; put them in "
                              "$.faults.schedule, or use --kills for random SIGKILLs");
    for (int i = 0; i < s.faults.schedule.size(); ++i) {
        if (const QString why = faultRefusal(s.faults.schedule.at(i), privateNode); !why.isEmpty())
            return QStringLiteral("$.faults.schedule[%1]: %2").arg(i).arg(why);
    }
    return {};
}

CheckPlan CheckPlan::of(const Scenario &s)
{
    CheckPlan plan;
    for (const ScheduledFault &f : s.faults.schedule) {
        const int logical = f.isTargeted() ? Scenario::logicalIndexOf(f.message) : -1;
        if (f.kind == ScheduleKind::BrokerRestart) {
            Timed t;
            t.kind = Timed::Kind::BrokerRestart;
            t.atMs = qMax<qint64>(0, f.atMs);
            t.durationMs = f.durationMs > 0 ? f.durationMs : s.broker.restartDurationMs;
            plan.timed.append(t);
        } else if (f.kind == ScheduleKind::ConsumerCrash && !f.isTargeted()) {
            Timed t;
            t.atMs = qMax<qint64>(0, f.atMs);
            t.consumer = f.consumer;
            plan.timed.append(t);
        } else if (logical >= 0) {
            // The delivery is named by the message id it carries and its number.
            ProxyAction a;
            a.messageId = MessageIds::text(s, logical, 1).toUtf8();
            a.copy = f.delivery;
            if (f.kind == ScheduleKind::AckLost) {
                a.kind = ProxyAction::Kind::DropAckThenCut;
                plan.actions.append(a);
            } else if (f.kind == ScheduleKind::ConnectionLost) {
                // The model loses the connection after the handler's commit,
                // before the ack: from outside, at the ack of that delivery,
                // which goes with the connection (and, with a prefetch, every
                // delivery the consumer held unacked).
                a.kind = ProxyAction::Kind::DropAckThenCut;
                plan.actions.append(a);
                plan.lostConnectionAt.insert(copyKey(logical, f.delivery));
            } else if (f.point == CrashPoint::BeforeHandle) {
                plan.killAtDelivery.insert(copyKey(logical, f.delivery));
            } else {
                a.kind = ProxyAction::Kind::DropAckAndFreeze;
                plan.actions.append(a);
                plan.killAtAck.insert(copyKey(logical, f.delivery));
            }
        }
    }
    return plan;
}

QByteArray CheckPlan::messageBody(const Scenario &s, int logical, int attempt)
{
    QJsonObject payload;
    payload.insert(QStringLiteral("orderKey"), Scenario::businessKey(logical));
    payload.insert(QStringLiteral("amount"), 100);
    QJsonObject o;
    o.insert(QStringLiteral("businessKey"), Scenario::businessKey(logical));
    o.insert(QStringLiteral("messageId"), MessageIds::text(s, logical, attempt));
    o.insert(QStringLiteral("attempt"), attempt);
    o.insert(QStringLiteral("effect"), s.effect);
    o.insert(QStringLiteral("payload"), payload);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace idem::live
