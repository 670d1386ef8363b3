#include "timelinecauses.h"

#include <algorithm>

// TimelineCauses, part 4 of 4: the cause arrows, from what made a message
// arrive again (or an effect repeat) to the record it caused — the run's
// cause graph (core/analysis/causegraph.h), one arrow per edge, placed on
// the lanes.

namespace idem::ui {

namespace {
void placeEnds(const TimelineIndex &ix, TimelineCause &c)
{
    const Trace &trace = *ix.trace();
    c.fromTime = trace.at(c.from).time();
    c.toTime = trace.at(c.to).time();
    c.toRow = qint16(ix.rowOfRecord(int(c.to)));
}
} // namespace

void TimelineCauses::buildCauses()
{
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    const std::vector<CauseEdge> &edges = m_analysis->causes().edges();
    for (std::size_t e = 0; e < edges.size(); ++e) {
        const CauseEdge &edge = edges[e];
        if (edge.from == edge.to)
            continue; // a cause not found, not drawn
        TimelineCause c;
        c.edge = quint32(e);
        c.message = edge.message;
        if (edge.kind == CauseEdge::LostRecord) {
            // From the record on its partition to the reset on the consumer that skipped it.
            c.kind = TimelineCause::LostRecord;
            c.from = edge.to;
            c.to = edge.from;
            c.fromRow = qint16(ix.rowOfRecord(int(edge.to)));
            c.lost = true;
            placeEnds(ix, c);
            m_causes.push_back(c);
            continue;
        }
        c.from = edge.from;
        c.to = edge.to;
        c.kind = edge.kind == CauseEdge::Redelivery ? TimelineCause::Redelivery : TimelineCause::Duplicate;
        c.cause = edge.kind == CauseEdge::Redelivery ? edge.cause : DeliveryCause::First;
        const TraceRecord &src = trace.at(edge.from);
        const bool onBroker = c.kind == TimelineCause::Redelivery && src.actor() == ActorBroker && edge.message != kNoMessage;
        c.fromRow = qint16(onBroker ? ix.brokerRowOf(edge.message) : ix.rowOfRecord(int(edge.from)));
        c.duplicated = m_analysis->repeated(edge.message);
        c.caught = m_analysis->caught(edge.message);
        placeEnds(ix, c);
        m_causes.push_back(c);
    }
    std::sort(m_causes.begin(), m_causes.end(), [](const TimelineCause &a, const TimelineCause &b) {
        return a.fromTime < b.fromTime || (a.from == b.from && a.to < b.to);
    });
    for (const TimelineCause &c : m_causes)
        m_longestCause = qMax(m_longestCause, c.toTime - c.fromTime);
    m_causesByMessage.resize(m_causes.size());
    for (std::size_t i = 0; i < m_causes.size(); ++i)
        m_causesByMessage[i] = i;
    std::stable_sort(m_causesByMessage.begin(), m_causesByMessage.end(),
                     [this](std::size_t a, std::size_t b) { return m_causes[a].message < m_causes[b].message; });
}

} // namespace idem::ui
