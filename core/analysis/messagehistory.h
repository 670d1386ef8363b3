#pragma once

#include "../kernel/trace.h"
#include "../scenario/scenario.h"
#include "messageindex.h"

#include <vector>

namespace idem {

// One publish attempt of a message and the broker's answer to it.
struct PublishStep
{
    quint32 record = 0;   // the PublishAttempt
    qint32 answer = -1;   // the BrokerEnqueued / BrokerDeduped of this attempt; -1: it never arrived
    quint32 message = kNoMessage;
    quint16 attempt = 1;
    bool deduped = false; // the broker's duplicate detection dropped it
};

// One copy of a message handed to a consumer, and what the consumer did
// with it: from its delivery through the handler to the ack that covered it
// (a batched ack: the consumer's next ack). Records, not times: pass the
// trace the history was built from to read a time.
struct Handling
{
    enum End : quint8 {
        NotHandled, // delivered, never started (it died in the prefetch buffer)
        Done,       // the handler ran to its last step
        Crashed,    // the process died in it
        Left,       // the consumer left the group with it in hand
    };
    enum Flag : quint8 {
        Slow = 1,      // a slow-handler fault made it long
        Repeated = 2,  // it applied an effect the key already had
        Skipped = 4,   // it recognised a duplicate
        AckLost = 8,   // the ack that covered it never arrived
    };

    quint32 message = kNoMessage;
    qint32 deliver = -1;     // its Deliver (-1: a handling whose delivery the trace does not hold)
    qint32 source = -1;      // the broker record that put this copy in the queue: its enqueue or the requeue before
    qint32 handleStart = -1; // -1: never handled
    qint32 applied = -1;     // its first SideEffect
    qint32 commit = -1;      // its last Commit
    qint32 rollback = -1;    // its last Rollback
    qint32 skip = -1;        // its Skipped
    qint32 crash = -1;       // the Crash / ConsumerLeave / Restart that ended it
    qint32 ack = -1;         // the AckSent / AckLost that covered it
    qint32 last = -1;        // its last record (the end of the handler's bar)
    quint16 number = 0;      // delivery number (1 = first)
    quint16 attempt = 1;     // the publish attempt of the copy
    quint8 consumer = 0;
    End end = NotHandled;
    quint8 flags = 0;

    bool handled() const { return handleStart >= 0; }
    bool has(Flag f) const { return flags & f; }
    // Handled to its end (committed or recognised), its ack still to come.
    bool finished() const { return commit >= 0 || skip >= 0; }
};

// One transaction a handling ran in the store: BEGIN to its COMMIT or
// ROLLBACK (a consumer that left or crashed: undone without a record).
struct HandlingTransaction
{
    quint32 begin = 0;    // the Sql BEGIN
    qint32 end = -1;      // the Commit / Rollback record; -1: none recorded
    qint32 last = -1;     // its last record (the end of the bar)
    bool committed = false;
    bool closed = false;  // it ended (committed or rolled back); else still open when the handling ended
    RollbackReason reason = RollbackReason::Crash;
};

// A stretch in which the broker held a copy back: a delivery it had not had
// acked and took back or gave up (its lock / visibility timeout / AckWait,
// the channel it was unacked on, a batch of acks the consumer was waiting
// to fill), or a copy ready in an SQS FIFO message group that waited while
// another of the group's messages was in flight.
struct BrokerHold
{
    enum Kind : quint8 {
        Lock,               // the profile's timeout: SQS visibility timeout, Service Bus peek-lock, JetStream AckWait
        UntilChannelClosed, // RabbitMQ: unacked until the channel closed, then requeued at once
        BatchAckWaiting,    // handled, its ack waiting for the rest of a batch (ackEvery > 1) when it was taken back
        MessageGroup,       // SQS FIFO: ready, not handed out while another of its group was in flight
    };
    enum End : quint8 {
        Redelivered,  // taken back (requeued), delivered again
        DeadLettered,
        GaveUp,       // JetStream: MaxDeliver reached, the message stays and is not delivered again
        Delivered,    // a message-group hold: the copy was handed out
    };

    quint32 message = kNoMessage;
    qint32 handling = -1;  // the held copy's handling (MessageHistory::handlings())
    qint32 start = -1;     // the record it began at: the Deliver; a group hold: the enqueue or requeue
    qint32 ended = -1;     // Requeued, DeadLettered, MaxDeliveries; a group hold: the Deliver
    SimTime from = 0;
    SimTime until = 0;
    quint32 heldBy = kNoMessage; // a group hold: the group's message that was in flight
    quint8 consumer = 0;         // who held the copy (a group hold: 0)
    Kind kind = Lock;
    End end = Redelivered;
    DeliveryCause cause = DeliveryCause::First; // a requeue's own word
    bool ackLost = false;                       // the holder's ack never arrived
};

// Each message's publishes and handlings, and the broker's holds on its
// copies, read once from a trace (simulated or live). Built by RunAnalysis;
// read-only after, from any thread.
class MessageHistory final
{
public:
    void build(const Trace &trace, const Scenario &scenario, const MessageIndex &messages);

    const std::vector<PublishStep> &publishes() const { return m_publishes; } // by message, then attempt order
    const std::vector<Handling> &handlings() const { return m_handlings; }    // by message, then delivery order
    const std::vector<BrokerHold> &holds() const { return m_holds; }          // by message, then start
    int messageCount() const { return int(m_handlingBegin.empty() ? 0 : m_handlingBegin.size() - 1); }

    // One message's handlings / publishes / holds as [begin, end) indices.
    std::pair<int, int> handlingsOf(quint32 message) const { return rangeOf(m_handlingBegin, message); }
    std::pair<int, int> publishesOf(quint32 message) const { return rangeOf(m_publishBegin, message); }
    std::pair<int, int> holdsOf(quint32 message) const;
    // The handling a consumer record belongs to (its Deliver, HandleStart or a step of it), or -1.
    int handlingOf(const Trace &trace, quint32 record) const;
    // The publish whose attempt is `record` or whose broker answer is `record`, or -1.
    int publishOf(quint32 message, quint32 record) const;
    // The records of one handling after its handler started (its steps, in
    // trace order, up to its last record; a batched ack that covered it from
    // another message's record is not among them: see Handling::ack).
    // `messages` is the index the history was built on.
    std::vector<quint32> stepsOf(const Trace &trace, const MessageIndex &messages, int handling) const;
    // The transactions of one handling, read from its records when asked (a
    // million handlings' transactions are not kept): `messages` is the index
    // the history was built on.
    std::vector<HandlingTransaction> transactionsOf(const Trace &trace, const MessageIndex &messages,
                                                    int handling) const;

private:
    struct Walk;
    static std::pair<int, int> rangeOf(const std::vector<quint32> &begins, quint32 message);
    void assignBatchAcks(const Trace &trace);
    void addGroupHolds(const Trace &trace, const Scenario &scenario);

    std::vector<PublishStep> m_publishes;
    std::vector<Handling> m_handlings;
    std::vector<BrokerHold> m_holds;
    std::vector<quint32> m_publishBegin;  // messageCount + 1
    std::vector<quint32> m_handlingBegin; // messageCount + 1
};

} // namespace idem
