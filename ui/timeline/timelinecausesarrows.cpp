#include "timelinecauses.h"

#include <algorithm>

// TimelineCauses, part 4 of 4: the cause arrows, from what made a message
// arrive again (or an effect repeat) to the record it caused.

namespace idem::ui {

int TimelineCauses::causeRecordOf(quint32 deliver) const
{
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    const TraceRecord &d = trace.at(deliver);
    const quint32 *begin = ix.messageBegin(int(d.message));
    const quint32 *at = std::lower_bound(begin, ix.messageEnd(int(d.message)), deliver);
    const auto latest = [&](const auto &match) -> int {
        for (const quint32 *it = at; it != begin;) {
            --it;
            if (match(trace.at(*it)))
                return int(*it);
        }
        return -1;
    };
    const auto latestGlobal = [&](const auto &match) -> int {
        auto it = std::lower_bound(m_global.begin(), m_global.end(), deliver);
        while (it != m_global.begin()) {
            --it;
            if (match(trace.at(*it)))
                return int(*it);
        }
        return -1;
    };
    const int previous = latest([](const TraceRecord &r) { return r.kind() == TraceKind::Deliver; });
    const int previousActor = previous >= 0 ? trace.at(quint32(previous)).actor() : -1;
    int found = -1;
    switch (d.cause()) {
    case DeliveryCause::AckLost:
        found = latest([](const TraceRecord &r) {
            return r.kind() == TraceKind::AckLost || r.kind() == TraceKind::ConnectionLost;
        });
        if (found < 0) // a batched ack carries the batch's last message
            found = latestGlobal([previousActor](const TraceRecord &r) {
                return (r.kind() == TraceKind::AckLost || r.kind() == TraceKind::ConnectionLost)
                    && r.actor() == previousActor;
            });
        break;
    case DeliveryCause::CrashBeforeAck:
        found = latest([](const TraceRecord &r) { return r.kind() == TraceKind::Crash; });
        if (found < 0)
            found = latestGlobal(
                [previousActor](const TraceRecord &r) { return r.kind() == TraceKind::Crash && r.actor() == previousActor; });
        break;
    case DeliveryCause::ConnectionLost:
        found = latest([](const TraceRecord &r) { return r.kind() == TraceKind::ConnectionLost; });
        if (found < 0)
            found = latestGlobal([previousActor](const TraceRecord &r) {
                return r.kind() == TraceKind::ConnectionLost && r.actor() == previousActor;
            });
        break;
    case DeliveryCause::BrokerRestart:
        found = latestGlobal([](const TraceRecord &r) { return r.kind() == TraceKind::BrokerRestart; });
        break;
    case DeliveryCause::Rebalance:
        found = latestGlobal([](const TraceRecord &r) { return r.kind() == TraceKind::Rebalance && !r.rebalanceStarts(); });
        break;
    case DeliveryCause::ProducerRetry:
        found = latest([](const TraceRecord &r) { return r.kind() == TraceKind::PublishAckLost; });
        if (found < 0)
            found = latest([&d](const TraceRecord &r) {
                return r.kind() == TraceKind::PublishAttempt && int(r.delivery) < d.attempt();
            });
        break;
    case DeliveryCause::StaticRejoin: // the restarted static member's crash
        found = latestGlobal(
            [previousActor](const TraceRecord &r) { return r.kind() == TraceKind::Crash && r.actor() == previousActor; });
        break;
    case DeliveryCause::TimeoutExpired:
    case DeliveryCause::Nack:
    case DeliveryCause::First:
    case DeliveryCause::Count:
        break;
    }
    return found >= 0 ? found : previous;
}

void TimelineCauses::buildCauses()
{
    const TimelineIndex &ix = *m_index;
    const Trace &trace = *ix.trace();
    // The rare records a cause can be that belong to no message.
    for (int row = 0; row < ix.rowCount(); ++row) {
        for (Mark mark : {Mark::BrokerRestart, Mark::Rebalance, Mark::Crash, Mark::LostAck}) {
            for (quint32 i : ix.records(row, mark)) {
                m_global.push_back(i);
            }
        }
    }
    std::sort(m_global.begin(), m_global.end());
    m_global.erase(std::unique(m_global.begin(), m_global.end()), m_global.end());

    for (int row = 0; row < ix.rowCount(); ++row) {
        if (ix.lane(row).kind != TimelineLane::Consumer)
            continue;
        for (quint32 i : ix.records(row, Mark::Redelivery)) {
            const TraceRecord &d = trace.at(i);
            const int from = causeRecordOf(i);
            if (from < 0)
                continue;
            TimelineCause c;
            c.from = quint32(from);
            c.to = i;
            c.message = d.message;
            c.kind = TimelineCause::Redelivery;
            c.cause = d.cause();
            const TraceRecord &src = trace.at(quint32(from));
            c.fromRow = qint16(src.actor() == ActorBroker && d.message != kNoMessage ? ix.brokerRowOf(d.message)
                                                                                      : ix.rowOfRecord(from));
            m_causes.push_back(c);
        }
        for (quint32 i : ix.records(row, Mark::DuplicateEffect)) {
            const TraceRecord &dup = trace.at(i);
            const quint32 *begin = ix.messageBegin(int(dup.message));
            const quint32 *at = std::lower_bound(begin, ix.messageEnd(int(dup.message)), i);
            for (const quint32 *it = at; it != begin;) {
                --it;
                if (trace.at(*it).kind() == TraceKind::SideEffect) {
                    TimelineCause c;
                    c.from = *it;
                    c.to = i;
                    c.message = dup.message;
                    c.kind = TimelineCause::Duplicate;
                    c.fromRow = qint16(ix.rowOfRecord(int(*it)));
                    m_causes.push_back(c);
                    break;
                }
            }
        }
    }
    std::sort(m_causes.begin(), m_causes.end(), [&trace](const TimelineCause &a, const TimelineCause &b) {
        return trace.at(a.from).time() < trace.at(b.from).time() || (a.from == b.from && a.to < b.to);
    });
    std::vector<quint32> duplicated;
    for (const TimelineCause &c : m_causes) {
        if (c.kind == TimelineCause::Duplicate)
            duplicated.push_back(c.message);
    }
    std::sort(duplicated.begin(), duplicated.end());
    // A message whose repeat was recognised and skipped: what the dedup caught.
    std::vector<qint8> caught(std::size_t(ix.messageCount()), -1);
    const auto wasCaught = [&](quint32 m) {
        if (m >= caught.size())
            return false;
        qint8 &seen = caught[m];
        if (seen < 0) {
            seen = 0;
            for (const quint32 *it = ix.messageBegin(int(m)), *end = ix.messageEnd(int(m)); it != end && !seen; ++it)
                seen = trace.at(*it).kind() == TraceKind::Skipped ? 1 : 0;
        }
        return seen == 1;
    };
    for (TimelineCause &c : m_causes) {
        c.duplicated = std::binary_search(duplicated.begin(), duplicated.end(), c.message);
        c.caught = c.message != kNoMessage && wasCaught(c.message);
    }
    for (const TimelineCause &c : m_causes)
        m_longestCause = qMax(m_longestCause, trace.at(c.to).time() - trace.at(c.from).time());
    m_causesByMessage.resize(m_causes.size());
    for (std::size_t i = 0; i < m_causes.size(); ++i)
        m_causesByMessage[i] = i;
    std::stable_sort(m_causesByMessage.begin(), m_causesByMessage.end(),
                     [this](std::size_t a, std::size_t b) { return m_causes[a].message < m_causes[b].message; });
}

} // namespace idem::ui
