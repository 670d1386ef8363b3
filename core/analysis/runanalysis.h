#pragma once

#include "cachelives.h"
#include "causegraph.h"
#include "kafkalog.h"
#include "messagehistory.h"
#include "messageindex.h"
#include "violation.h"

#include <memory>

namespace idem {

// The one reading of a run: what the trace means, found once, for simulated
// and live runs alike. The explanations, the timeline, the inspector, the
// presenter and the reports read it; none of them walks the trace for
// meaning of its own. It holds record indices, not the trace: pass the same
// trace it was built from to anything that needs a record.
class RunAnalysis final
{
public:
    static std::shared_ptr<const RunAnalysis> build(const Trace &trace, const Scenario &scenario);

    const MessageIndex &messages() const { return m_messages; }
    const MessageHistory &history() const { return m_history; }
    const CauseGraph &causes() const { return m_causes; }
    const CacheLives &cache() const { return m_cache; }
    const KafkaLog &kafka() const { return m_kafka; }
    // Per message: an effect of it was applied twice / a copy was recognised and skipped.
    bool repeated(quint32 message) const { return flag(message, Repeated); }
    bool caught(quint32 message) const { return flag(message, Caught); }
    std::size_t traceSize() const { return m_traceSize; }

    // A violation's cause chain as values, read off the graph: for a
    // duplicate one link per repeated application, for a lost key the
    // reset that jumped over it.
    QVector<ViolationCause> causesOf(const Trace &trace, int logical, ViolationKind kind) const;
    // What a recovery recovers from: a consumer's restart → its crash, the
    // store's return or a failed call → the outage's start; -1 otherwise.
    qint64 recoveredFrom(const Trace &trace, quint32 record) const;
    // The Deliver record that began the handling whose HandleStart is `handleStart`, or -1.
    qint64 deliveryOf(const Trace &trace, quint32 handleStart) const;

private:
    enum Flag : quint8 { Repeated = 1, Caught = 2 };
    bool flag(quint32 message, Flag f) const { return message < m_flags.size() && (m_flags[message] & f); }

    std::size_t m_traceSize = 0;
    MessageIndex m_messages;
    MessageHistory m_history;
    KafkaLog m_kafka;
    CacheLives m_cache;
    CauseGraph m_causes;
    std::vector<quint8> m_flags; // per message
};

} // namespace idem
