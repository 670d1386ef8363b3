#include "faultplan.h"

#include "rng.h"

namespace idem {

FaultPlan::FaultPlan(const Scenario &scenario)
    : m_scenario(scenario), m_seed(scenario.seed), m_used(scenario.faults.schedule.size(), false)
{
}

double FaultPlan::draw(FaultKind kind, int logical, int attempt, int delivery) const
{
    return unitInterval(mixHash({m_seed, quint64(kind) + 1, quint64(quint32(logical)),
                                 quint64(quint32(attempt)), quint64(quint32(delivery))}));
}

bool FaultPlan::fire(int entry)
{
    m_used[entry] = true;
    return !m_claim || m_claim(entry);
}

bool FaultPlan::takeTargeted(const QString &kind, int logical, int delivery, int consumer)
{
    const auto &schedule = m_scenario.faults.schedule;
    for (int i = 0; i < schedule.size(); ++i) {
        const ScheduledFault &f = schedule.at(i);
        if (m_used.at(i) || !f.isTargeted() || f.kind != kind || f.delivery != delivery)
            continue;
        if (f.consumer > 0 && consumer > 0 && f.consumer != consumer)
            continue;
        if (Scenario::logicalIndexOf(f.message) != logical)
            continue;
        if (fire(i))
            return true;
    }
    return false;
}

bool FaultPlan::takeTimed(const QString &kind, int consumer, SimTime now, const QString &point)
{
    const auto &schedule = m_scenario.faults.schedule;
    for (int i = 0; i < schedule.size(); ++i) {
        const ScheduledFault &f = schedule.at(i);
        if (m_used.at(i) || f.isTargeted() || f.kind != kind || msToSim(f.atMs) > now)
            continue;
        if (f.consumer > 0 && consumer > 0 && f.consumer != consumer)
            continue;
        if (f.point != point)
            continue;
        if (fire(i))
            return true;
    }
    return false;
}

bool FaultPlan::publishAckLost(int logical, int attempt, SimTime now)
{
    static const QString kind = QStringLiteral("publish-ack-lost");
    if (takeTargeted(kind, logical, attempt, 0) || takeTimed(kind, 0, now))
        return true;
    const double p = m_scenario.faults.publishAckLost;
    return p > 0 && draw(FaultKind::PublishAckLost, logical, attempt, 0) < p;
}

bool FaultPlan::publishLost(int logical, int attempt, SimTime now)
{
    static const QString kind = QStringLiteral("publish-lost");
    if (takeTargeted(kind, logical, attempt, 0) || takeTimed(kind, 0, now))
        return true;
    const double p = m_scenario.faults.publishLost;
    return p > 0 && draw(FaultKind::PublishLost, logical, attempt, 0) < p;
}

bool FaultPlan::ackLost(int logical, int attempt, int delivery, int consumer, SimTime now)
{
    static const QString kind = QStringLiteral("ack-lost");
    if (takeTargeted(kind, logical, delivery, consumer) || takeTimed(kind, consumer, now))
        return true;
    const double p = m_scenario.faults.ackLost;
    return p > 0 && draw(FaultKind::AckLost, logical, attempt, delivery) < p;
}

bool FaultPlan::crashAt(const QString &point, int logical, int attempt, int delivery, int consumer,
                        SimTime now)
{
    static const QString kind = QStringLiteral("consumer-crash");
    const auto &schedule = m_scenario.faults.schedule;
    for (int i = 0; i < schedule.size(); ++i) {
        const ScheduledFault &f = schedule.at(i);
        if (m_used.at(i) || !f.isTargeted() || f.kind != kind || f.delivery != delivery)
            continue;
        const QString wanted = f.point.isEmpty() ? QStringLiteral("after-commit-before-ack") : f.point;
        if (wanted != point || Scenario::logicalIndexOf(f.message) != logical)
            continue;
        if (f.consumer > 0 && f.consumer != consumer)
            continue;
        if (fire(i))
            return true;
    }
    if (takeTimed(kind, consumer, now, point))
        return true;
    const CrashFault &c = m_scenario.faults.consumerCrash;
    return c.probability > 0 && c.point == point
        && draw(FaultKind::ConsumerCrash, logical, attempt, delivery) < c.probability;
}

bool FaultPlan::connectionLostAfter(int logical, int delivery, int consumer)
{
    return takeTargeted(QStringLiteral("connection-lost"), logical, delivery, consumer);
}

qint64 FaultPlan::slowExtraMs(int logical, int delivery, int consumer, SimTime now)
{
    static const QString kind = QStringLiteral("slow-handler");
    const auto &schedule = m_scenario.faults.schedule;
    for (int i = 0; i < schedule.size(); ++i) {
        const ScheduledFault &f = schedule.at(i);
        if (m_used.at(i) || f.kind != kind)
            continue;
        if (f.consumer > 0 && f.consumer != consumer)
            continue;
        const bool hit = f.isTargeted()
            ? Scenario::logicalIndexOf(f.message) == logical && f.delivery == delivery
            : msToSim(f.atMs) <= now;
        if (hit && fire(i))
            return f.durationMs;
    }
    return 0;
}

} // namespace idem
