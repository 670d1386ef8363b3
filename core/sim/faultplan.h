#pragma once

#include "../scenario/scenario.h"
#include "simtime.h"

#include <QHash>
#include <QVector>
#include <functional>

namespace idem {

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
    bool crashAt(const QString &point, int logical, int attempt, int delivery, int consumer, SimTime now);
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
    bool takeTargeted(const QString &kind, int logical, int delivery, int consumer);
    bool takeTimed(const QString &kind, int consumer, SimTime now, const QString &point = {});
    bool fire(int entry); // spends a one-shot entry; true when it fires here

    const Scenario &m_scenario;
    quint64 m_seed;
    QVector<bool> m_used; // per schedule entry: a one-shot fault already fired
    std::function<bool(int)> m_claim;
};

} // namespace idem
