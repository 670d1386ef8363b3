#pragma once

#include "causegraph.h"
#include "explanation.h"

#include <QString>
#include <QVector>

namespace idem {

// What went wrong with a business key: its effect applied more than once,
// or never (and the broker did not give it up either).
enum class ViolationKind : quint8 { DuplicateSideEffect, Lost };

// One link of a violation's cause chain as values, from the run's cause
// graph: what a script checks instead of parsing the sentence
// (summary.json "causes"). Times in microseconds of simulated time, -1
// where they do not apply; consumers from 1, 0 where none.
struct ViolationCause
{
    Mechanism mechanism = Mechanism::Unknown; // what made the copy come again, or the record go unread
    Slip slip = Slip::None;                   // duplicate: why the strategy let it through
    SimTime at = -1;                 // the cause: the lost ack, the crash, the restart, the reset
    SimTime redeliveredAt = -1;      // the copy that came again reached its consumer
    SimTime appliedAt = -1;          // duplicate: the repeat
    SimTime firstAppliedAt = -1;     // duplicate: the application it repeats
    int consumer = 0;                // duplicate: who applied the repeat; lost: who was reset
    int firstConsumer = 0;           // duplicate: who applied first
    int heldBy = 0;                  // whose copy came back (its ack, crash or session)
    SimTime crashAt = -1;            // a crash that lost the progress (rebalance after a crash)
    bool batchWaiting = false;       // the copy was handled, its ack waiting for a batch
    int partition = -1;              // Kafka
    int offset = -1;
};

// One correctness problem, explained in plain words with its cause chain.
struct Violation
{
    int logical = -1;
    ViolationKind kind = ViolationKind::DuplicateSideEffect;
    int applied = 0;     // effects found in the database for the key
    QString explanation;            // `explained` written as sentences
    QVector<ViolationCause> causes; // the same chain as values
    Explanation explained;          // the explanation as data (summary.json "explained")

    // The kind as summary.json and violations.csv write it.
    QString kindWord() const
    {
        return kind == ViolationKind::Lost ? QStringLiteral("lost") : QStringLiteral("duplicate-side-effect");
    }
};

} // namespace idem
