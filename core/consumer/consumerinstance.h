#pragma once

#include "../kernel/simcontext.h"
#include "../store/effect.h"
#include "../store/storeconnection.h"
#include "dedupcache.h"
#include "strategytraits.h"

#include <deque>
#include <functional>
#include <memory>
#include <optional>

namespace idem {

class ScratchDatabase;

// One consumer process: its prefetch buffer, its batched acks, its local
// cache, its own SQLite connection, and the handler pipeline of its strategy
// executed step by step in virtual time, so transactions of different
// consumers interleave and SQLite's locking decides who waits.
class ConsumerInstance final
{
    Q_DISABLE_COPY_MOVE(ConsumerInstance)
public:
    struct Shared
    {
        const StrategyTraits *traits = nullptr;
        Effect effect = Effect::InsertOrder;
        IdCache *sharedCache = nullptr;
        StoreConnection *mailServer = nullptr;
        QString databasePath;
        // When set, the consumer borrows its connection from this pool
        // instead of opening one (the explorer's scratch runs).
        ScratchDatabase *scratch = nullptr;
        bool cacheBeforeCommit = false;
        // Live lab: called at a crash point before anything else happens,
        // so a real process can be SIGKILLed right there.
        std::function<void(CrashPoint)> beforeCrash;
    };

    ConsumerInstance(SimContext &ctx, const Shared &shared, int id);
    Outcome open(); // opens the SQLite connection; a failure names the file

    int id() const { return m_id; }
    bool alive() const { return m_alive; }
    bool member() const { return m_member; }
    bool canReceive() const;
    int unacked() const;
    void receive(const Delivery &delivery);
    // What the client held is gone: its buffer and the acks it had not sent.
    void dropBuffered();
    // The broker closed the connection: drop the buffer, or (as rabbitmq-c
    // and the .NET client do) go on handing it out with every ack doomed,
    // and take new deliveries only once it is empty.
    void brokerClosed();
    void onStep(int epoch);
    void crash(CrashPoint point);
    void restart(int epoch);
    void leave();
    void connectionLost();
    void join();
    void flushLocalCache();
    StoreConnection *connection() { return m_store; }
    QString fatalError() const { return m_fatal; }

private:
    // The steps a learner is shown, in order. Each phase is one method that
    // does its work and says what comes next.
    enum class Phase : quint8 {
        Start,         // take the next delivery from the prefetch buffer
        CacheCheck,    // cache strategies: seen this id before?
        InboxCheck,    // inbox strategies: SELECT, or claim with INSERT
        Work,          // the handler's own work (processingMs)
        Apply,         // the business effect and, for check-then-insert, the inbox row; COMMIT
        SeparateInbox, // db-separate-tx: the inbox row in a transaction of its own
        AfterCommit,   // committed, not yet acked
        Ack,
        CacheSet,      // cache strategies: remember the id after the ack
        Done
    };

    // What a phase hands back: go on at once, go on after a delay in virtual
    // time, or stop (idle, crashed, failed: whatever resumes it schedules it).
    struct Next
    {
        enum class Kind : quint8 { Now, After, Stop };
        Kind kind = Kind::Stop;
        Phase phase = Phase::Done;
        SimTime delay = 0;

        static Next now(Phase p) { return {Kind::Now, p, 0}; }
        static Next after(Phase p, double costMs);
        static Next wait(Phase p, SimTime delay) { return {Kind::After, p, delay}; }
        static Next stop() { return {}; }
    };

    void run();
    Next step(Phase phase);
    Next start();
    Next checkCache();
    Next checkInbox();
    Next lookUpInbox();
    Next claimInbox();
    Next work();
    Next apply();
    std::optional<Next> sendEmail();
    Next applyInTransaction(double costMs);
    Next commitEffect(SqlStatement business, double costMs);
    Phase afterBusinessCommit() const;
    Next separateInbox();
    Next afterCommit();
    Next ack();
    Next setCache();
    Next done();

    // Opens the transaction; when it cannot, the step to take instead
    // (retry `retryPhase` after SQLITE_BUSY, or stop on a failure).
    std::optional<Next> beginOrRetry(Phase retryPhase);
    bool crashHere(CrashPoint point);
    std::optional<Next> storeUnavailable(); // the store is down: give up, retry from the inbox check
    Next busy(Phase retryPhase);
    void rollBack(RollbackReason reason);
    Next fail(const QString &what);
    void skip(Guard guard);
    void recordEffect(bool repeatable);
    void sendAck();
    void sql(SqlStatement statement, StoreStatus status);
    IdCache *cache();
    bool cacheSetAfterAck() const;
    quint8 actor() const { return quint8(kFirstConsumerActor + m_id - 1); }

    SimContext &m_ctx;
    Shared m_shared;
    int m_id;
    QString m_instance;
    StoreConnection *m_store = nullptr;         // m_ownStore's, or one borrowed from Shared::scratch
    std::unique_ptr<StoreConnection> m_ownStore;
    DedupCache m_localCache;

    bool m_alive = true;
    bool m_member = true;
    int m_epoch = 0;
    bool m_busy = false;
    std::deque<Delivery> m_buffer;
    QVector<quint32> m_pendingAck;
    QVector<Delivery> m_pendingAckDeliveries;

    // The delivery being handled.
    Delivery m_current;
    QString m_currentId;
    QString m_currentKey;
    Phase m_phase = Phase::Done;
    bool m_skippedByCache = false;
    bool m_emailSent = false;
    bool m_ackDoomed = false; // the connection it came on is gone
    bool m_currentAcked = false; // its ack is queued or sent: out of the prefetch window
    // Deliveries at the front of m_buffer that came on a connection the
    // broker has closed; while they (or the delivery in hand) are handled the
    // client is still reading the old connection and takes nothing new.
    int m_stale = 0;
    bool m_draining = false;
    qint64 m_slowExtraMs = 0;
    QString m_fatal;
};

} // namespace idem
