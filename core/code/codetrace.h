#pragma once

#include "listing.h"
#include "stepwalker.h"

namespace idem {

// A run's trace read as steps of its listing: which lines a record is, and
// which record runs a line next. Holds a pointer to the trace (the run
// owns it and outlives this) and a byte per record; read-only once built.
class CodeTrace final
{
public:
    CodeTrace() = default;
    CodeTrace(const Trace &trace, const Scenario &scenario);

    bool isEmpty() const { return !m_trace; }
    CodeStep step(std::size_t record) const;
    // The lines `record` is in `listing`: its step's range read in order
    // after the steps its handling took before it (a step the listing
    // writes twice, like the ack of a duplicate, is the one on its path).
    std::optional<Listing::Range> rangeOf(const Listing &listing, std::size_t record) const;
    // The first record after `from` (before it, when !forward) whose lines
    // include `line`; -1 when there is none. from = -1 searches from the start.
    qint64 recordAt(const Listing &listing, int line, qint64 from, bool forward) const;

    // The crash points the scenario asks for (its schedule and its crash
    // probability), as steps.
    static QVector<CodeStep> scheduledCrashes(const Scenario &scenario);
    // The lines the gutter marks (the first of each range): the scenario's
    // crash points and the line each of the run's crashes happened on (a
    // crash at a time is wherever its handler was: it has no point of its
    // own to mark, yet the picture shows it).
    QSet<int> crashLines(const Listing &listing, const Scenario &scenario) const;

private:
    const Trace *m_trace = nullptr;
    std::vector<CodeStep> m_steps;
};

} // namespace idem
