#pragma once

#include "../scenario/scenario.h"
#include "simtime.h"

#include <QHash>
#include <QVector>
#include <functional>

namespace idem {

// The draws of probabilistic faults (part of the hash: never renumber).
enum class FaultKind : quint8 { PublishAckLost, PublishLost, AckLost, ConsumerCrash, SlowHandler };

// Decides faults per delivery. A probabilistic fault is a pure function of
// (seed, kind, message, copy, delivery), never of the order events ran in, so
// every strategy run on one scenario meets the same faults. Scheduled entries
// aimed at a message's Nth delivery fire exactly there; timed publish/ack
// faults fire once, on the first opportunity at or after their time.
class FaultPlan final
{
public:
    explicit FaultPlan(const Scenario &scenario);

    bool publishAckLost(int logical, int attempt, SimTime now);
    bool publishLost(int logical, int attempt, SimTime now);
    bool ackLost(int logical, int attempt, int delivery, int consumer, SimTime now);
    // Crash at `point` for this delivery? Consumes armed timed crashes.
    bool crashAt(CrashPoint point, int logical, int attempt, int delivery, int consumer, SimTime now);
    // Does the connection drop once this delivery is handled (before its ack)?
    bool connectionLostAfter(int logical, int delivery, int consumer);
    // Extra handler time for this delivery, in ms (0 when none).
    qint64 slowExtraMs(int logical, int delivery, int consumer, SimTime now);

    // Several processes that each hold a plan of one run (the live lab's
    // consumer processes) must fire a one-shot schedule entry once between
    // them: before an entry fires, `claim(index)` is asked, and an entry it
    // refuses is spent without firing. No claim: every entry fires here.
    void setClaim(std::function<bool(int entry)> claim) { m_claim = std::move(claim); }

    // A raw, order-independent draw in [0,1) for the given coordinates.
    double draw(FaultKind kind, int logical, int attempt, int delivery) const;

private:
    // Schedule entries (indices, in schedule order) still to fire.
    using Entries = QVector<int>;
    static quint64 key(ScheduleKind kind, int logical, int delivery);
    // The first armed entry aimed at (kind, message, delivery) that `accepts`.
    template <typename Accepts>
    int firstTargeted(ScheduleKind kind, int logical, int delivery, Accepts accepts) const;
    // The first armed timed entry of `kind` due at `now` that `accepts`.
    template <typename Accepts>
    int firstTimed(ScheduleKind kind, SimTime now, Accepts accepts) const;
    // Spends a one-shot entry (none: -1); true when it fires here.
    bool take(int entry);
    bool takeTargeted(ScheduleKind kind, int logical, int delivery, int consumer);
    bool takeTimed(ScheduleKind kind, int consumer, SimTime now, CrashPoint point = CrashPoint::Immediate);

    const Scenario &m_scenario;
    quint64 m_seed;
    QVector<bool> m_used; // per schedule entry: a one-shot fault already fired
    QHash<quint64, Entries> m_targeted; // by (kind, message, delivery)
    Entries m_timed[int(ScheduleKind::Count)];
    std::function<bool(int)> m_claim;
};

} // namespace idem
