#pragma once

#include "../scenario/scenario.h"

namespace idem {

// The bounds that make every run end in bounded memory (docs/command-line.md, "Exit codes"):
//
// * Progress: a run whose progress mark (messages settled at the broker or
//   dead-lettered, Kafka offsets committed, first effects applied, publish
//   attempts) has not moved for stallEvents() engine events is stopped as
//   "no progress". Each part of the mark only grows and is bounded by the
//   scenario, so between two moves at most stallEvents() events run: a run
//   ends after at most (bound of the mark + 1) x stallEvents() events.
//   20 events a message covers a Kafka consumer re-reading every message of
//   the run once after a rebalance (about 8 events a skipped record) twice
//   over; the floor of 1 000 000 covers the longest legitimate burst the
//   built-in and random scenarios show (a store outage with fast retries),
//   and is about one to three seconds of work.
// * Memory: the trace may hold traceBudget() records (16 bytes each): 256 a
//   message, at least 8 000 000 (128 MB), and never more than kMaxTraceRecords (1.6 GB)
//   whatever is asked for. A fault-free delivery makes about 10 records.
struct RunLimits
{
    static constexpr quint64 kRecordsPerMessage = 256;
    static constexpr quint64 kMinTraceRecords = 8000000;
    static constexpr quint64 kMaxTraceRecords = 100000000;
    static constexpr quint64 kStallEventsPerMessage = 20;
    static constexpr quint64 kMinStallEvents = 1000000;

    static quint64 traceBudget(const Scenario &s)
    {
        const quint64 wanted = quint64(qMax(0, s.messages)) * kRecordsPerMessage;
        return qBound(kMinTraceRecords, wanted, kMaxTraceRecords);
    }
    static quint64 stallEvents(const Scenario &s)
    {
        return qMax(kMinStallEvents, quint64(qMax(0, s.messages)) * kStallEventsPerMessage);
    }
};

} // namespace idem
