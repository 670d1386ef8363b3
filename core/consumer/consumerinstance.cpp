#include "consumerinstance.h"

#include "../broker/broker.h"
#include "../sim/eventkinds.h"

#include <cmath>

namespace idem {

namespace {
// How long a step waits after SQLITE_BUSY before it tries again.
constexpr SimTime kBusyRetry = 5000;
const QString kConsumerName = QStringLiteral("OrderCreatedConsumer");
} // namespace

ConsumerInstance::ConsumerInstance(SimContext &ctx, const Shared &shared, int id)
    : m_ctx(ctx),
      m_shared(shared),
      m_id(id),
      m_instance(QStringLiteral("consumer-%1").arg(id)),
      m_localCache(msToSim(ctx.scenario.strategy.cacheTtlMs), ctx.scenario.strategy.cacheCapacity)
{
}

QString ConsumerInstance::open()
{
    // The inbox's `consumer` column names the handler, not the instance, so
    // a redelivery to another instance still finds the row (as in the seed).
    m_store = std::make_unique<StoreConnection>(m_shared.databasePath, kConsumerName);
    return m_store->open();
}

int ConsumerInstance::unacked() const
{
    return int(m_buffer.size()) + (m_busy && m_phase != Phase::Start ? 1 : 0) + m_pendingAck.size();
}

bool ConsumerInstance::canReceive() const
{
    return m_alive && m_member && m_fatal.isEmpty() && unacked() < m_ctx.scenario.consumers.prefetch;
}

void ConsumerInstance::receive(const Delivery &delivery)
{
    m_ctx.record(TraceKind::Deliver, actor(), delivery.logical, delivery.number,
                 int(delivery.cause) | (delivery.attempt << 5));
    m_buffer.push_back(delivery);
    if (!m_busy) {
        m_busy = true;
        m_phase = Phase::Start;
        m_ctx.schedule(m_ctx.now, EvConsumerStep, m_id, m_epoch);
    }
}

void ConsumerInstance::dropBuffered()
{
    m_buffer.clear();
    m_pendingAck.clear();
    m_pendingAckDeliveries.clear();
}

void ConsumerInstance::onStep(int epoch)
{
    if (epoch != m_epoch || !m_alive || !m_fatal.isEmpty())
        return;
    run();
}

DedupCache *ConsumerInstance::cache()
{
    return m_shared.traits->cache == CacheUse::Shared ? m_shared.sharedCache : &m_localCache;
}

void ConsumerInstance::next(Phase phase, double costMs)
{
    m_phase = phase;
    m_ctx.schedule(m_ctx.now + SimTime(std::llround(costMs * 1000.0)), EvConsumerStep, m_id, m_epoch);
}

void ConsumerInstance::sql(SqlStatement statement, StoreStatus status)
{
    m_ctx.record(TraceKind::Sql, actor(), m_current.logical, m_current.number,
                 int(statement) | (int(status) << 8));
}

void ConsumerInstance::skip(Guard guard)
{
    m_ctx.record(TraceKind::Skipped, actor(), m_current.logical, m_current.number, int(guard));
    ++m_ctx.metrics.duplicatesSkipped;
}

void ConsumerInstance::fail(const QString &what)
{
    m_fatal = QStringLiteral("consumer-%1: %2: %3").arg(m_id).arg(what, m_store->lastError());
}

void ConsumerInstance::busy(Phase retryPhase)
{
    m_ctx.record(TraceKind::StoreBusy, actor(), m_current.logical, m_current.number);
    ++m_ctx.metrics.busyRetries;
    m_phase = retryPhase;
    m_ctx.schedule(m_ctx.now + kBusyRetry, EvConsumerStep, m_id, m_epoch);
}

bool ConsumerInstance::storeAvailable()
{
    if (!m_ctx.storeDown)
        return true;
    // Don't ack, don't skip: give the transaction up and run the handler
    // again later, as a retry policy would.
    m_ctx.record(TraceKind::StoreFailed, actor(), m_current.logical, m_current.number);
    ++m_ctx.metrics.storeFailures;
    if (m_store->inTransaction()) {
        sql(SqlStatement::Rollback, m_store->rollback());
        m_ctx.record(TraceKind::Rollback, actor(), m_current.logical, m_current.number,
                     int(RollbackReason::StoreFailed));
        ++m_ctx.metrics.rollbacks;
    }
    m_emailSent = false;
    m_phase = Phase::DbCheck;
    m_ctx.schedule(m_ctx.now + msToSim(m_ctx.scenario.consumers.storeRetryMs), EvConsumerStep, m_id, m_epoch);
    return false;
}

bool ConsumerInstance::crashHere(CrashPoint point)
{
    if (!m_ctx.faults.crashAt(Trace::crashPointName(point), m_current.logical, m_current.attempt,
                              m_current.number, m_id, m_ctx.now))
        return false;
    crash(point);
    return true;
}

SqlStatement ConsumerInstance::businessStatement() const
{
    switch (m_shared.effect) {
    case Effect::InsertOrder:
        return m_shared.traits->naturalUpsert ? SqlStatement::UpsertOrder : SqlStatement::InsertOrder;
    case Effect::UpsertOrder: return SqlStatement::UpsertOrder;
    case Effect::IncrementBalance: return SqlStatement::IncrementBalance;
    case Effect::SendEmail: return SqlStatement::SendEmail;
    }
    return SqlStatement::InsertOrder;
}

void ConsumerInstance::sendAck()
{
    if (m_pendingAck.isEmpty())
        return;
    const Delivery last = m_pendingAckDeliveries.last();
    const bool lost = m_ctx.faults.ackLost(last.logical, last.attempt, last.number, m_id, m_ctx.now);
    m_ctx.trace.append(m_ctx.now, lost ? TraceKind::AckLost : TraceKind::AckSent, actor(),
                       quint32(last.logical), quint16(last.number), quint16(m_pendingAck.size()));
    const QVector<quint32> tags = m_pendingAck;
    m_pendingAck.clear();
    m_pendingAckDeliveries.clear();
    m_ctx.broker->ack(m_id, tags, lost);
    m_ctx.broker->dispatch();
}

bool ConsumerInstance::cacheSetAfterAck() const
{
    return m_shared.traits->cache != CacheUse::None && !m_skippedByCache && !m_shared.cacheBeforeCommit;
}

void ConsumerInstance::run()
{
    const StrategyTraits &traits = *m_shared.traits;
    const ConsumerSettings &settings = m_ctx.scenario.consumers;
    const double dbOp = settings.dbOpMs;
    for (;;) {
        if (!m_fatal.isEmpty() || !m_alive)
            return;
        switch (m_phase) {
        case Phase::Start: {
            if (m_buffer.empty()) {
                // Idle: flush a partial ack batch and ask for more work.
                m_busy = false;
                if (m_pendingAck.isEmpty())
                    m_ctx.broker->dispatch();
                else
                    sendAck();
                return;
            }
            m_current = m_buffer.front();
            m_buffer.pop_front();
            m_skippedByCache = m_emailSent = m_ackDoomed = false;
            // Built once per delivery: every statement binds them.
            m_currentId = m_ctx.messageIdText(m_current.logical, m_current.attempt);
            m_currentKey = Scenario::businessKey(m_current.logical);
            const int logical = m_current.logical;
            m_ctx.record(TraceKind::HandleStart, actor(), logical, m_current.number,
                         int(m_current.cause) | (m_current.attempt << 5));
            ++m_ctx.metrics.deliveries;
            if (++m_ctx.deliveriesSoFar[logical] > 1) {
                ++m_ctx.metrics.redeliveries;
                ++m_ctx.metrics.redeliveriesByCause[Trace::causeName(m_current.cause)];
            }
            m_slowExtraMs = m_ctx.faults.slowExtraMs(logical, m_current.number, m_id, m_ctx.now);
            if (m_slowExtraMs > 0)
                m_ctx.record(TraceKind::SlowHandler, actor(), logical, m_current.number,
                             int(qMin<qint64>(m_slowExtraMs / 100, 65535)));
            if (crashHere(CrashPoint::BeforeHandle))
                return;
            m_phase = traits.cache != CacheUse::None ? Phase::CacheCheck : Phase::DbCheck;
            continue;
        }
        case Phase::CacheCheck: {
            CacheMissReason reason = CacheMissReason::Never;
            const quint32 key = m_ctx.messageKey(m_current.logical, m_current.attempt);
            if (cache()->contains(key, m_ctx.now, &reason)) {
                m_ctx.record(TraceKind::CacheHit, actor(), m_current.logical, m_current.number);
                ++m_ctx.metrics.cacheHits;
                skip(traits.cache == CacheUse::Shared ? Guard::SharedCache : Guard::LocalCache);
                m_skippedByCache = true;
                next(Phase::Ack, settings.cacheOpMs);
            } else {
                m_ctx.record(TraceKind::CacheMiss, actor(), m_current.logical, m_current.number, int(reason));
                ++m_ctx.metrics.cacheMisses;
                next(Phase::DbCheck, settings.cacheOpMs);
            }
            return;
        }
        case Phase::DbCheck: {
            if (traits.guard == DbGuard::None) {
                m_phase = Phase::Work;
                continue;
            }
            if (!storeAvailable())
                return;
            const QString &id = m_currentId;
            if (traits.guard == DbGuard::SelectFirst) {
                bool found = false;
                const StoreStatus st = m_store->inboxContains(id, &found);
                sql(SqlStatement::InboxSelect, st);
                if (st == StoreStatus::Busy) {
                    busy(Phase::DbCheck);
                    return;
                }
                if (st != StoreStatus::Ok)
                    return fail(QStringLiteral("inbox lookup failed"));
                if (found) {
                    skip(Guard::InboxSelect);
                    next(Phase::Ack, dbOp);
                } else {
                    next(Phase::Work, dbOp);
                }
                return;
            }
            StoreStatus st = m_store->begin();
            sql(SqlStatement::Begin, st);
            if (st == StoreStatus::Busy) {
                busy(Phase::DbCheck);
                return;
            }
            if (st != StoreStatus::Ok)
                return fail(QStringLiteral("BEGIN failed"));
            bool claimed = false;
            st = m_store->inboxClaim(id, m_instance, m_ctx.now / 1000, &claimed);
            sql(SqlStatement::InboxClaim, st);
            if (st != StoreStatus::Ok)
                return fail(QStringLiteral("inbox claim failed"));
            if (!claimed) {
                sql(SqlStatement::Rollback, m_store->rollback());
                m_ctx.record(TraceKind::Rollback, actor(), m_current.logical, m_current.number,
                             int(RollbackReason::AlreadyClaimed));
                ++m_ctx.metrics.rollbacks;
                skip(Guard::InboxClaim);
                next(Phase::Ack, 2 * dbOp);
            } else {
                next(Phase::Work, 2 * dbOp);
            }
            return;
        }
        case Phase::Work: {
            double cost = double(settings.processingMs + m_slowExtraMs);
            if (m_shared.cacheBeforeCommit && traits.cache != CacheUse::None) {
                // Recorded as processed before the work is committed.
                cache()->insert(m_ctx.messageKey(m_current.logical, m_current.attempt), m_ctx.now);
                m_ctx.record(TraceKind::CacheSet, actor(), m_current.logical, m_current.number);
                cost += settings.cacheOpMs;
            }
            next(Phase::Apply, cost);
            return;
        }
        case Phase::Apply: {
            const int logical = m_current.logical;
            const QString &id = m_currentId;
            const qint64 nowMs = m_ctx.now / 1000;
            double cost = 0;
            if (m_shared.effect == Effect::SendEmail && !m_emailSent) {
                // The mail server is another system: no transaction covers it.
                const StoreStatus st = m_shared.mailServer->apply(SqlStatement::SendEmail,
                    m_currentKey, id, m_instance, nowMs);
                sql(SqlStatement::SendEmail, st);
                if (st != StoreStatus::Ok)
                    return fail(QStringLiteral("the mail server's database failed"));
                m_emailSent = true;
                const int applied = ++m_ctx.appliedSoFar[logical];
                if (m_ctx.firstEffectAt[logical] < 0) {
                    m_ctx.firstEffectAt[logical] = m_ctx.now;
                    ++m_ctx.firstEffects;
                }
                m_ctx.record(TraceKind::SideEffect, actor(), logical, m_current.number, applied > 1 ? 1 : 0);
                cost += dbOp;
            }
            const bool needTransaction = m_shared.effect != Effect::SendEmail
                || traits.inbox == InboxWrite::SameTransaction || m_store->inTransaction();
            if (!needTransaction) {
                if (crashHere(CrashPoint::AfterSideEffectBeforeCommit))
                    return;
                // The email was the business effect: db-separate-tx still
                // records it in its own inbox transaction afterwards.
                next(traits.inbox == InboxWrite::SeparateTransaction ? Phase::SeparateInbox : Phase::AfterCommit,
                     cost);
                return;
            }
            if (!storeAvailable())
                return;
            if (!m_store->inTransaction()) {
                const StoreStatus st = m_store->begin();
                sql(SqlStatement::Begin, st);
                if (st == StoreStatus::Busy) {
                    busy(Phase::Apply);
                    return;
                }
                if (st != StoreStatus::Ok)
                    return fail(QStringLiteral("BEGIN failed"));
            }
            const SqlStatement business = businessStatement();
            if (business != SqlStatement::SendEmail) {
                const StoreStatus st = m_store->apply(business, m_currentKey, id,
                                                      m_instance, nowMs);
                sql(business, st);
                if (st != StoreStatus::Ok)
                    return fail(QStringLiteral("the business statement failed"));
                cost += dbOp;
            }
            if (crashHere(CrashPoint::AfterSideEffectBeforeCommit))
                return;
            if (traits.inbox == InboxWrite::SameTransaction) {
                const StoreStatus st = m_store->inboxInsert(id, m_instance, nowMs);
                sql(SqlStatement::InboxInsert, st);
                cost += dbOp;
                if (st == StoreStatus::Constraint) {
                    // The optimistic check lost the race: the unique key
                    // rolls the whole transaction back, business row included.
                    sql(SqlStatement::Rollback, m_store->rollback());
                    m_ctx.record(TraceKind::Rollback, actor(), logical, m_current.number,
                                 int(RollbackReason::UniqueViolation));
                    ++m_ctx.metrics.rollbacks;
                    skip(Guard::UniqueKey);
                    next(Phase::Ack, cost);
                    return;
                }
                if (st != StoreStatus::Ok)
                    return fail(QStringLiteral("inbox insert failed"));
            }
            const StoreStatus st = m_store->commit();
            sql(SqlStatement::Commit, st);
            if (st != StoreStatus::Ok)
                return fail(QStringLiteral("COMMIT failed"));
            cost += dbOp;
            ++m_ctx.metrics.dbTransactions;
            m_ctx.record(TraceKind::Commit, actor(), logical, m_current.number, int(business));
            if (business != SqlStatement::SendEmail) {
                int &applied = m_ctx.appliedSoFar[logical];
                const bool repeatable = business == SqlStatement::UpsertOrder;
                if (!repeatable || applied == 0)
                    ++applied;
                if (m_ctx.firstEffectAt[logical] < 0) {
                    m_ctx.firstEffectAt[logical] = m_ctx.now;
                    ++m_ctx.firstEffects;
                }
                m_ctx.record(TraceKind::SideEffect, actor(), logical, m_current.number,
                             !repeatable && applied > 1 ? 1 : 0);
            }
            next(traits.inbox == InboxWrite::SeparateTransaction ? Phase::SeparateInbox : Phase::AfterCommit, cost);
            return;
        }
        case Phase::SeparateInbox: {
            if (crashHere(CrashPoint::BetweenCommits))
                return;
            if (!storeAvailable())
                return;
            StoreStatus st = m_store->begin();
            sql(SqlStatement::Begin, st);
            if (st == StoreStatus::Busy) {
                busy(Phase::SeparateInbox);
                return;
            }
            if (st != StoreStatus::Ok)
                return fail(QStringLiteral("BEGIN failed"));
            st = m_store->inboxInsert(m_currentId,
                                      m_instance, m_ctx.now / 1000);
            sql(SqlStatement::InboxInsert, st);
            if (st == StoreStatus::Constraint) {
                sql(SqlStatement::Rollback, m_store->rollback());
                m_ctx.record(TraceKind::Rollback, actor(), m_current.logical, m_current.number,
                             int(RollbackReason::UniqueViolation));
                ++m_ctx.metrics.rollbacks;
            } else if (st != StoreStatus::Ok) {
                return fail(QStringLiteral("inbox insert failed"));
            } else {
                st = m_store->commit();
                sql(SqlStatement::Commit, st);
                if (st != StoreStatus::Ok)
                    return fail(QStringLiteral("COMMIT failed"));
                ++m_ctx.metrics.dbTransactions;
                m_ctx.record(TraceKind::Commit, actor(), m_current.logical, m_current.number,
                             int(SqlStatement::InboxInsert));
            }
            next(Phase::AfterCommit, 3 * dbOp);
            return;
        }
        case Phase::AfterCommit:
            if (crashHere(CrashPoint::AfterCommitBeforeAck))
                return;
            if (m_ctx.faults.connectionLostAfter(m_current.logical, m_current.number, m_id))
                connectionLost();
            m_phase = Phase::Ack;
            continue;
        case Phase::Ack:
            if (m_ackDoomed) {
                m_ctx.record(TraceKind::AckLost, actor(), m_current.logical, m_current.number, 1);
                m_ackDoomed = false;
                m_phase = cacheSetAfterAck() ? Phase::CacheSet : Phase::Done;
                continue;
            }
            m_pendingAck.append(m_current.tag);
            m_pendingAckDeliveries.append(m_current);
            if (m_pendingAck.size() >= settings.ackEvery || m_buffer.empty())
                sendAck();
            if (!m_alive)
                return;
            m_phase = cacheSetAfterAck() ? Phase::CacheSet : Phase::Done;
            continue;
        case Phase::CacheSet:
            if (crashHere(CrashPoint::AfterAckBeforeCacheUpdate))
                return;
            cache()->insert(m_ctx.messageKey(m_current.logical, m_current.attempt), m_ctx.now);
            m_ctx.record(TraceKind::CacheSet, actor(), m_current.logical, m_current.number);
            next(Phase::Done, settings.cacheOpMs);
            return;
        case Phase::Done:
            m_current = Delivery();
            m_phase = Phase::Start;
            continue;
        }
    }
}

void ConsumerInstance::crash(CrashPoint point)
{
    m_ctx.record(TraceKind::Crash, actor(), m_current.logical, m_current.logical < 0 ? 0 : m_current.number,
                 int(point));
    ++m_ctx.metrics.crashes;
    if (m_store && m_store->inTransaction()) {
        // The process dies with its transaction open: SQLite rolls it back.
        sql(SqlStatement::Rollback, m_store->rollback());
        m_ctx.record(TraceKind::Rollback, actor(), m_current.logical, m_current.number,
                     int(RollbackReason::Crash));
        ++m_ctx.metrics.rollbacks;
    }
    if (m_shared.traits->cache == CacheUse::Local)
        m_localCache.clear(CacheMissReason::LostOnCrash, m_ctx.now);
    m_alive = false;
    m_busy = false;
    m_buffer.clear();
    m_pendingAck.clear();
    m_pendingAckDeliveries.clear();
    m_current = Delivery();
    m_phase = Phase::Done;
    ++m_epoch;
    m_ctx.broker->consumerGone(m_id, true);
    m_ctx.schedule(m_ctx.now + msToSim(m_ctx.scenario.consumers.restartDelayMs), EvConsumerRestart,
                   m_id, m_epoch);
}

void ConsumerInstance::restart(int epoch)
{
    if (epoch != m_epoch || m_alive || !m_member)
        return;
    m_alive = true;
    m_phase = Phase::Start;
    m_ctx.record(TraceKind::Restart, actor());
    m_ctx.broker->consumerJoined(m_id);
}

void ConsumerInstance::leave()
{
    if (!m_member)
        return;
    m_ctx.record(TraceKind::ConsumerLeave, actor());
    if (m_store && m_store->inTransaction()) {
        sql(SqlStatement::Rollback, m_store->rollback());
        ++m_ctx.metrics.rollbacks;
    }
    m_member = false;
    m_alive = false;
    m_busy = false;
    m_buffer.clear();
    m_pendingAck.clear();
    m_pendingAckDeliveries.clear();
    m_current = Delivery();
    ++m_epoch;
    m_ctx.broker->consumerGone(m_id, false);
}

void ConsumerInstance::connectionLost()
{
    if (!m_alive)
        return;
    m_ctx.record(TraceKind::ConnectionLost, actor(), m_current.logical,
                 m_current.logical < 0 ? 0 : m_current.number);
    m_ackDoomed = m_busy && m_current.logical >= 0;
    m_buffer.clear();
    m_pendingAck.clear();
    m_pendingAckDeliveries.clear();
    m_ctx.broker->connectionLost(m_id);
}

void ConsumerInstance::join()
{
    m_ctx.record(TraceKind::ConsumerJoin, actor());
    m_ctx.broker->consumerJoined(m_id);
}

void ConsumerInstance::flushLocalCache()
{
    m_localCache.clear(CacheMissReason::Flushed, m_ctx.now);
}

} // namespace idem
