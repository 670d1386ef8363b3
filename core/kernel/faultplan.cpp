#include "faultplan.h"

#include "rng.h"

namespace idem {

FaultPlan::FaultPlan(const Scenario &scenario)
    : m_scenario(scenario), m_seed(scenario.seed), m_used(scenario.faults.schedule.size(), false)
{
    const auto &schedule = scenario.faults.schedule;
    for (int i = 0; i < schedule.size(); ++i) {
        const ScheduledFault &f = schedule.at(i);
        if (f.isTargeted())
            m_targeted[key(f.kind, Scenario::logicalIndexOf(f.message), f.delivery)].append(i);
        else
            m_timed[int(f.kind)].append(i);
    }
}

quint64 FaultPlan::key(ScheduleKind kind, int logical, int delivery)
{
    return (quint64(kind) << 56) | (quint64(quint32(logical)) << 24) | quint64(quint32(delivery) & 0xFFFFFF);
}

double FaultPlan::draw(FaultKind kind, int logical, int attempt, int delivery) const
{
    return unitInterval(mixHash({m_seed, quint64(kind) + 1, quint64(quint32(logical)),
                                 quint64(quint32(attempt)), quint64(quint32(delivery))}));
}

template <typename Accepts>
int FaultPlan::firstTargeted(ScheduleKind kind, int logical, int delivery, Accepts accepts) const
{
    const auto it = m_targeted.constFind(key(kind, logical, delivery));
    if (it == m_targeted.cend())
        return -1;
    for (int i : *it) {
        if (!m_used.at(i) && accepts(m_scenario.faults.schedule.at(i)))
            return i;
    }
    return -1;
}

template <typename Accepts>
int FaultPlan::firstTimed(ScheduleKind kind, SimTime now, Accepts accepts) const
{
    for (int i : m_timed[int(kind)]) {
        const ScheduledFault &f = m_scenario.faults.schedule.at(i);
        if (!m_used.at(i) && msToSim(f.atMs) <= now && accepts(f))
            return i;
    }
    return -1;
}

bool FaultPlan::take(int entry)
{
    if (entry < 0)
        return false;
    m_used[entry] = true;
    return !m_claim || m_claim(entry);
}

bool FaultPlan::takeTargeted(ScheduleKind kind, int logical, int delivery, int consumer)
{
    const auto forThisConsumer = [consumer](const ScheduledFault &f) {
        return f.consumer <= 0 || consumer <= 0 || f.consumer == consumer;
    };
    for (int i; (i = firstTargeted(kind, logical, delivery, forThisConsumer)) >= 0;) {
        if (take(i))
            return true;
    }
    return false;
}

bool FaultPlan::takeTimed(ScheduleKind kind, int consumer, SimTime now, CrashPoint point)
{
    const auto matches = [consumer, point](const ScheduledFault &f) {
        return (f.consumer <= 0 || consumer <= 0 || f.consumer == consumer) && f.point == point;
    };
    for (int i; (i = firstTimed(kind, now, matches)) >= 0;) {
        if (take(i))
            return true;
    }
    return false;
}

bool FaultPlan::publishAckLost(int logical, int attempt, SimTime now)
{
    constexpr ScheduleKind kind = ScheduleKind::PublishAckLost;
    if (takeTargeted(kind, logical, attempt, 0) || takeTimed(kind, 0, now))
        return true;
    const double p = m_scenario.faults.publishAckLost;
    return p > 0 && draw(FaultKind::PublishAckLost, logical, attempt, 0) < p;
}

bool FaultPlan::publishLost(int logical, int attempt, SimTime now)
{
    constexpr ScheduleKind kind = ScheduleKind::PublishLost;
    if (takeTargeted(kind, logical, attempt, 0) || takeTimed(kind, 0, now))
        return true;
    const double p = m_scenario.faults.publishLost;
    return p > 0 && draw(FaultKind::PublishLost, logical, attempt, 0) < p;
}

bool FaultPlan::ackLost(int logical, int attempt, int delivery, int consumer, SimTime now)
{
    constexpr ScheduleKind kind = ScheduleKind::AckLost;
    if (takeTargeted(kind, logical, delivery, consumer) || takeTimed(kind, consumer, now))
        return true;
    const double p = m_scenario.faults.ackLost;
    return p > 0 && draw(FaultKind::AckLost, logical, attempt, delivery) < p;
}

bool FaultPlan::crashAt(CrashPoint point, int logical, int attempt, int delivery, int consumer, SimTime now)
{
    constexpr ScheduleKind kind = ScheduleKind::ConsumerCrash;
    // A crash aimed at a delivery without a point happens after the commit.
    const auto aimedHere = [point, consumer](const ScheduledFault &f) {
        const CrashPoint wanted = f.point == CrashPoint::Immediate ? CrashPoint::AfterCommitBeforeAck : f.point;
        return wanted == point && (f.consumer <= 0 || f.consumer == consumer);
    };
    for (int i; (i = firstTargeted(kind, logical, delivery, aimedHere)) >= 0;) {
        if (take(i))
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
    return takeTargeted(ScheduleKind::ConnectionLost, logical, delivery, consumer);
}

qint64 FaultPlan::slowExtraMs(int logical, int delivery, int consumer, SimTime now)
{
    constexpr ScheduleKind kind = ScheduleKind::SlowHandler;
    const auto forThisConsumer = [consumer](const ScheduledFault &f) {
        return f.consumer <= 0 || f.consumer == consumer;
    };
    // Aimed and timed entries compete in schedule order.
    for (;;) {
        const int aimed = firstTargeted(kind, logical, delivery, forThisConsumer);
        const int timed = firstTimed(kind, now, forThisConsumer);
        const int entry = aimed < 0 ? timed : timed < 0 ? aimed : qMin(aimed, timed);
        if (entry < 0)
            return 0;
        if (take(entry))
            return m_scenario.faults.schedule.at(entry).durationMs;
    }
}

} // namespace idem
