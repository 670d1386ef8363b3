#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"
#include "explanation.h"

#include <QHash>
#include <QStringList>
#include <QVector>
#include <vector>

namespace idem {

// SQS FIFO message groups read back from a run's trace: when each delivered
// copy was in flight (handed out, until deleted, requeued or dead-lettered),
// merged per group, so a delivery that waited can say what held it. Built on
// first use; it says nothing for a profile without message groups. Reads the
// scenario and trace it is given (not owned), on the caller's thread.
class GroupHolds final
{
public:
    GroupHolds(const Scenario &scenario, const Trace &trace);

    // Why delivery `number` of copy `attempt` of `logical`, handed out at
    // `deliveredAt`, waited for its group, as whole sentences (ready at,
    // handed out at, who was in flight until when); empty if it did not.
    QVector<ExplanationPart> whyParts(int logical, int attempt, int number, SimTime deliveredAt);
    // For the run's notes: how many deliveries waited, and the longest wait
    // (its message, and why it waited); no parts when none waited.
    Explanation noteExplained();

    // Every delivery that waited for its group, as values: the Deliver, when
    // the copy was ready, when the wait ended and the group's message that
    // was in flight (the first of them).
    struct Wait
    {
        quint32 deliver = 0;
        SimTime ready = 0;
        SimTime until = 0;
        quint32 holder = kNoMessage;
    };
    std::vector<Wait> waits();

private:
    struct Flight
    {
        int group;
        int logical;
        int attempt;
        SimTime from;
        SimTime to; // the end of time while still in flight when the run ended
    };
    struct Busy
    {
        int group;
        SimTime from;
        SimTime to;
    };
    struct Hold
    {
        SimTime ready = -1;
        SimTime until = -1;
        int group = -1;
        SimTime stretchFrom = -1;
        QStringList holders; // the other messages in flight, by key
        bool ownCopy = false; // an earlier copy of the message itself was
    };
    // Flat and sorted by group, then time: a million messages in a million
    // groups (one per business key) cost two vectors, not a million of each.
    struct Log
    {
        bool built = false;
        bool active = false; // the profile has message groups
        std::vector<Flight> flights;
        std::vector<Busy> busy;                       // each group's flights merged into stretches
        std::vector<SimTime> firstStoredAt;           // by logical: attempt 1 stored
        QHash<quint64, SimTime> laterStoredAt;        // logical << 16 | attempt, attempts after the first
        QHash<quint64, QVector<SimTime>> requeuedAt;  // logical << 16 | delivery number
    };
    const Log &log();
    void walkFlights();
    void mergeStretches();
    int groupOf(int logical) const;
    Hold holdOf(int logical, int attempt, int number, SimTime deliveredAt, bool names);
    int firstHolder(int logical, int attempt, const Hold &hold) const;

    const Scenario &m_scenario;
    const Trace &m_trace;
    Log m_log;
};

} // namespace idem
