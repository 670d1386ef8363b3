#include "codetrace.h"

#include <algorithm>

namespace idem {

namespace {
// How far back a record's handling is looked for; past it the step's
// first range is taken (a handling that long is stuck behind busy retries).
constexpr std::size_t kLookBack = 200000;
} // namespace

CodeTrace::CodeTrace(const Trace &trace, const Scenario &scenario)
    : m_trace(&trace), m_steps(StepWalker::steps(trace, scenario))
{
}

CodeStep CodeTrace::step(std::size_t record) const
{
    return record < m_steps.size() ? m_steps[record] : CodeStep::None;
}

std::optional<Listing::Range> CodeTrace::rangeOf(const Listing &listing, std::size_t record) const
{
    const CodeStep own = step(record);
    if (own == CodeStep::None || !listing.has(own))
        return std::nullopt;
    if (own == CodeStep::Receive || listing.ranges(own).size() == 1)
        return listing.ranges(own).first();
    // The steps of the same handling before it, latest first.
    const quint8 actor = m_trace->at(record).actor();
    QVector<CodeStep> before;
    const std::size_t stop = record > kLookBack ? record - kLookBack : 0;
    for (std::size_t i = record; i-- > stop;) {
        const TraceRecord &r = m_trace->at(i);
        if (r.actor() != actor)
            continue;
        const CodeStep s = m_steps[i];
        if (s != CodeStep::None && s != CodeStep::Receive)
            before.append(s);
        if (r.kind() == TraceKind::HandleStart)
            break;
    }
    int line = -1;
    for (auto it = before.crbegin(); it != before.crend(); ++it) {
        if (const auto range = listing.rangeAfter(*it, line))
            line = range->first;
    }
    return listing.rangeAfter(own, line);
}

qint64 CodeTrace::recordAt(const Listing &listing, int line, qint64 from, bool forward) const
{
    const QVector<CodeStep> wanted = listing.stepsAt(line);
    if (wanted.isEmpty() || !m_trace)
        return -1;
    const qint64 n = qint64(m_steps.size());
    for (qint64 i = forward ? from + 1 : (from < 0 ? n : from) - 1; i >= 0 && i < n; i += forward ? 1 : -1) {
        if (!wanted.contains(m_steps[std::size_t(i)]))
            continue;
        const auto range = rangeOf(listing, std::size_t(i));
        if (range && line >= range->first && line <= range->last)
            return i;
    }
    return -1;
}

QSet<int> CodeTrace::crashLines(const Listing &listing, const Scenario &scenario) const
{
    QSet<int> out;
    for (CodeStep crash : scheduledCrashes(scenario)) {
        for (const Listing::Range &r : listing.ranges(crash))
            out.insert(r.first);
    }
    if (!m_trace)
        return out;
    for (std::size_t i = 0; i < m_steps.size(); ++i) {
        if (m_trace->at(i).kind() != TraceKind::Crash)
            continue;
        // A crash point the listing writes once needs no walk back.
        if (codestep::isCrash(m_steps[i]) && listing.ranges(m_steps[i]).size() == 1) {
            out.insert(listing.ranges(m_steps[i]).first().first);
            continue;
        }
        if (const auto range = rangeOf(listing, i))
            out.insert(range->first);
    }
    return out;
}

QVector<CodeStep> CodeTrace::scheduledCrashes(const Scenario &scenario)
{
    QVector<CodeStep> out;
    const auto add = [&out](CrashPoint point) {
        const CodeStep s = codestep::ofCrashPoint(point);
        if (s != CodeStep::None && !out.contains(s))
            out.append(s);
    };
    if (scenario.faults.consumerCrash.probability > 0)
        add(scenario.faults.consumerCrash.point);
    for (const ScheduledFault &f : scenario.faults.schedule) {
        if (f.kind != ScheduleKind::ConsumerCrash)
            continue;
        // A crash aimed at a delivery with no point comes after the commit
        // (core/kernel/faultplan.cpp); a timed one is wherever it lands.
        add(f.isTargeted() && f.point == CrashPoint::Immediate ? CrashPoint::AfterCommitBeforeAck : f.point);
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace idem
