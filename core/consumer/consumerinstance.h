#pragma once

#include "../sim/simcontext.h"
#include "../store/effect.h"
#include "../store/storeconnection.h"
#include "dedupcache.h"
#include "strategytraits.h"

#include <deque>
#include <memory>

namespace idem {

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
        DedupCache *sharedCache = nullptr;
        StoreConnection *mailServer = nullptr;
        QString databasePath;
        bool cacheBeforeCommit = false;
    };

    ConsumerInstance(SimContext &ctx, const Shared &shared, int id);
    QString open(); // opens the SQLite connection; error text or empty

    int id() const { return m_id; }
    bool alive() const { return m_alive; }
    bool member() const { return m_member; }
    bool canReceive() const;
    int unacked() const;
    void receive(const Delivery &delivery);
    void dropBuffered();
    void onStep(int epoch);
    void crash(CrashPoint point);
    void restart(int epoch);
    void leave();
    void connectionLost();
    void join();
    void flushLocalCache();
    StoreConnection *connection() { return m_store.get(); }
    QString fatalError() const { return m_fatal; }

private:
    enum class Phase : quint8 {
        Start, CacheCheck, DbCheck, Work, Apply, SeparateInbox, AfterCommit, Ack, CacheSet, Done
    };

    void run();
    void next(Phase phase, double costMs);
    bool crashHere(CrashPoint point);
    bool storeAvailable(); // false: handled, retried later from the inbox check
    void busy(Phase retryPhase);
    void skip(Guard guard);
    void sendAck();
    void fail(const QString &what);
    void sql(SqlStatement statement, StoreStatus status);
    SqlStatement businessStatement() const;
    DedupCache *cache();
    bool cacheSetAfterAck() const;
    quint8 actor() const { return quint8(kFirstConsumerActor + m_id - 1); }

    SimContext &m_ctx;
    Shared m_shared;
    int m_id;
    QString m_instance;
    std::unique_ptr<StoreConnection> m_store;
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
    qint64 m_slowExtraMs = 0;
    QString m_fatal;
};

} // namespace idem
