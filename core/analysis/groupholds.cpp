#include "groupholds.h"

#include "explainer.h"
#include "../scenario/brokerprofile.h"

#include <algorithm>
#include <limits>

namespace idem {

GroupHolds::GroupHolds(const Scenario &scenario, const Trace &trace) : m_scenario(scenario), m_trace(trace) {}

int GroupHolds::groupOf(int logical) const
{
    // As the producer sets MessageGroupId, and the broker holds it.
    return m_scenario.broker.messageGroupOf(logical);
}

const GroupHolds::Log &GroupHolds::log()
{
    if (m_log.built)
        return m_log;
    m_log.built = true;
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    m_log.active = profile && profile->messageGroups;
    if (!m_log.active)
        return m_log;
    std::vector<Flight> &flights = m_log.flights;
    // Sized once: grown by doubling, the two vectors held up to twice their
    // size at the run's peak memory (a flight and a stretch a delivery).
    flights.reserve(std::size_t(std::count_if(m_trace.records().begin(), m_trace.records().end(),
                                              [](const TraceRecord &r) { return r.kind() == TraceKind::Deliver; })));
    m_log.firstStoredAt.assign(std::size_t(qMax(0, m_scenario.messages)), -1);
    for (const TraceRecord &r : m_trace.records()) {
        if (r.kind() != TraceKind::BrokerEnqueued)
            continue;
        const int logical = r.message == kNoMessage ? -1 : int(r.message);
        if (r.publishAttempt() <= 1 && logical >= 0 && std::size_t(logical) < m_log.firstStoredAt.size())
            m_log.firstStoredAt[std::size_t(logical)] = r.time();
        else
            m_log.laterStoredAt.insert((quint64(logical) << 16) | quint64(r.publishAttempt()), r.time());
    }
    walkFlights();
    mergeStretches();
    return m_log;
}

// One pass over the run: each copy's flight, from its delivery to its delete
// (an ack), its requeue or its dead letter.
void GroupHolds::walkFlights()
{
    constexpr SimTime kNever = std::numeric_limits<SimTime>::max();
    std::vector<Flight> &flights = m_log.flights;
    struct Open
    {
        int flight; // index into flights (time order while building)
        int number;
    };
    QHash<int, QVector<Open>> open;     // logical → its copies in flight
    QHash<int, QVector<int>> awaiting;  // consumer → flights handled, not yet deleted
    const auto close = [&flights, &open](int flight, SimTime at) {
        Flight &f = flights[std::size_t(flight)];
        if (f.to != kNever)
            return;
        f.to = at;
        const auto it = open.find(f.logical);
        if (it == open.end())
            return;
        for (int i = 0; i < it->size(); ++i) {
            if (it->at(i).flight == flight) {
                it->remove(i);
                break;
            }
        }
        if (it->isEmpty())
            open.erase(it);
    };
    for (const TraceRecord &r : m_trace.records()) {
        const int logical = r.message == kNoMessage ? -1 : int(r.message);
        switch (r.kind()) {
        case TraceKind::Deliver:
            flights.push_back({groupOf(logical), logical, qMax(1, r.attempt()), r.time(), kNever});
            open[logical].append({int(flights.size()) - 1, r.number()});
            break;
        case TraceKind::HandleStart:
            for (const Open &o : open.value(logical)) {
                if (o.number == r.number() && flights[std::size_t(o.flight)].attempt == qMax(1, r.attempt())) {
                    awaiting[r.consumer()].append(o.flight);
                    break;
                }
            }
            break;
        case TraceKind::AckSent:
            // An SQS delete: every delivery this consumer handled since its
            // last ack leaves the flight (ackEvery batches them).
            for (int flight : awaiting.value(r.consumer()))
                close(flight, r.time());
            awaiting.remove(r.consumer());
            break;
        case TraceKind::AckLost:
        case TraceKind::Crash:
        case TraceKind::ConnectionLost:
        case TraceKind::ConsumerLeave:
            // Not deleted: they stay in flight until the visibility timeout.
            if (r.isConsumer())
                awaiting.remove(r.consumer());
            break;
        case TraceKind::Requeued:
        case TraceKind::DeadLettered:
        case TraceKind::MaxDeliveries: {
            if (r.kind() == TraceKind::Requeued)
                m_log.requeuedAt[(quint64(logical) << 16) | quint64(r.number())].append(r.time());
            // A requeue names the copy; a dead letter or MaxDeliver the last one made.
            const int number = r.kind() == TraceKind::Requeued ? r.number() : r.deliveriesMade();
            const QVector<Open> copies = open.value(logical);
            for (const Open &o : copies) {
                if (o.number == number) {
                    close(o.flight, r.time());
                    break;
                }
            }
            break;
        }
        default:
            break;
        }
    }
}

// Merge each group's flights into the stretches it was held: a flight that
// starts as another ends continues the hold.
void GroupHolds::mergeStretches()
{
    std::vector<Flight> &flights = m_log.flights;
    std::stable_sort(flights.begin(), flights.end(), [](const Flight &a, const Flight &b) { return a.group < b.group; });
    m_log.busy.reserve(flights.size());
    for (const Flight &f : flights) {
        Busy *last = m_log.busy.empty() ? nullptr : &m_log.busy.back();
        if (last && last->group == f.group && f.from <= last->to)
            last->to = qMax(last->to, f.to);
        else
            m_log.busy.push_back({f.group, f.from, f.to});
    }
}

GroupHolds::Hold GroupHolds::holdOf(int logical, int attempt, int number, SimTime deliveredAt, bool names)
{
    Hold hold;
    const Log &log = this->log();
    if (!log.active)
        return hold;
    // When this copy became ready: stored, or returned before this delivery.
    SimTime ready = -1;
    if (number > 1) {
        for (SimTime t : log.requeuedAt.value((quint64(logical) << 16) | quint64(number - 1))) {
            if (t <= deliveredAt)
                ready = t;
        }
    } else if (attempt <= 1 && logical >= 0 && std::size_t(logical) < log.firstStoredAt.size()) {
        ready = log.firstStoredAt[std::size_t(logical)];
    } else {
        ready = log.laterStoredAt.value((quint64(logical) << 16) | quint64(attempt), -1);
    }
    if (ready < 0 || ready >= deliveredAt)
        return hold;
    // The stretch of the group's hold the copy became ready in.
    const int group = groupOf(logical);
    const auto after = std::upper_bound(log.busy.cbegin(), log.busy.cend(), qMakePair(group, ready),
                                        [](const QPair<int, SimTime> &k, const Busy &b) {
                                            return k.first < b.group || (k.first == b.group && k.second < b.from);
                                        });
    if (after == log.busy.cbegin())
        return hold;
    const Busy &stretch = *(after - 1);
    // It ends when this copy is handed out at the latest (its own flight may
    // continue the stretch: one receive took it with the others).
    const SimTime until = qMin(stretch.to, deliveredAt);
    if (stretch.group != group || until <= ready)
        return hold;
    hold.ready = ready;
    hold.until = until;
    hold.group = group;
    hold.stretchFrom = stretch.from;
    if (!names)
        return hold;
    const auto first = std::lower_bound(log.flights.cbegin(), log.flights.cend(), qMakePair(group, stretch.from),
                                        [](const Flight &f, const QPair<int, SimTime> &k) {
                                            return f.group < k.first || (f.group == k.first && f.from < k.second);
                                        });
    for (auto it = first; it != log.flights.cend() && it->group == group && it->from < until; ++it) {
        if (it->to <= ready || (it->logical == logical && it->attempt == attempt))
            continue;
        if (it->logical == logical) {
            hold.ownCopy = true;
            continue;
        }
        const QString key = Scenario::businessKey(it->logical);
        if (!hold.holders.contains(key))
            hold.holders.append(key);
    }
    return hold;
}

int GroupHolds::firstHolder(int logical, int attempt, const Hold &hold) const
{
    // The flight in the air when the copy became ready: the latest to start
    // by then, else (one receive took several) the first to start after.
    const auto byStart = [](const QPair<int, SimTime> &k, const Flight &f) {
        return k.first < f.group || (k.first == f.group && k.second < f.from);
    };
    const auto after = std::upper_bound(m_log.flights.cbegin(), m_log.flights.cend(), qMakePair(hold.group, hold.ready), byStart);
    const auto holds = [&](const Flight &f) {
        return f.group == hold.group && f.to > hold.ready && !(f.logical == logical && f.attempt == attempt);
    };
    for (auto it = after; it != m_log.flights.cbegin();) {
        --it;
        if (it->group != hold.group || it->from < hold.stretchFrom)
            break;
        if (holds(*it))
            return it->logical;
    }
    for (auto it = after; it != m_log.flights.cend() && it->group == hold.group && it->from < hold.until; ++it) {
        if (holds(*it))
            return it->logical;
    }
    return -1;
}

std::vector<GroupHolds::Wait> GroupHolds::waits()
{
    std::vector<Wait> out;
    if (!log().active)
        return out;
    for (std::size_t i = 0; i < m_trace.size(); ++i) {
        const TraceRecord &r = m_trace.at(i);
        if (r.kind() != TraceKind::Deliver || r.message == kNoMessage)
            continue;
        const int logical = int(r.message);
        const Hold hold = holdOf(logical, qMax(1, r.attempt()), r.number(), r.time(), false);
        if (hold.until < 0)
            continue;
        const int holder = firstHolder(logical, qMax(1, r.attempt()), hold);
        out.push_back({quint32(i), hold.ready, hold.until, holder < 0 ? kNoMessage : quint32(holder)});
    }
    return out;
}

// Whole sentences: who held the group, named by key (an earlier copy of
// the message itself is its own sentence, not a phrase glued into a list).
QVector<ExplanationPart> GroupHolds::whyParts(int logical, int attempt, int number, SimTime deliveredAt)
{
    QVector<ExplanationPart> out;
    const Hold hold = holdOf(logical, attempt, number, deliveredAt, true);
    if (hold.until < 0 || (hold.holders.isEmpty() && !hold.ownCopy))
        return out;
    constexpr int kNamed = 3;
    if (hold.holders.isEmpty()) {
        say(out, Sentence::WaitedForOwnCopy);
    } else {
        QStringList named = hold.holders.mid(0, kNamed);
        if (hold.holders.size() > kNamed)
            named.append(QStringLiteral("…"));
        say(out, hold.holders.size() == 1 ? Sentence::WaitedForGroup : Sentence::WaitedForGroupMany)
            .set(Role::Keys, named.join(QStringLiteral(", ")));
    }
    out.last().set(Role::From, hold.ready).set(Role::Until, deliveredAt).set(Role::At, hold.until);
    return out;
}

Explanation GroupHolds::noteExplained()
{
    Explanation e;
    e.subject = Explanation::Note;
    const Log &log = this->log();
    if (!log.active)
        return e;
    int held = 0;
    SimTime longest = 0;
    const TraceRecord *longestAt = nullptr;
    for (const TraceRecord &r : m_trace.records()) {
        if (r.kind() != TraceKind::Deliver)
            continue;
        const Hold hold = holdOf(int(r.message), qMax(1, r.attempt()), r.number(), r.time(), false);
        if (hold.until < 0)
            continue;
        ++held;
        if (hold.until - hold.ready > longest) {
            longest = hold.until - hold.ready;
            longestAt = &r;
        }
    }
    if (held == 0 || !longestAt)
        return e;
    e.message = int(longestAt->message);
    e.add(Sentence::GroupHoldsNote)
        .set(Role::Count, held)
        .set(Role::Key, Scenario::businessKey(e.message))
        .set(Role::Gap, longest);
    e.append(whyParts(e.message, qMax(1, longestAt->attempt()), longestAt->number(), longestAt->time()));
    return e;
}

} // namespace idem
