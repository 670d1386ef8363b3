#include "consumerinstance.h"

#include "../broker/broker.h"
#include "../kernel/eventkinds.h"
#include "../store/scratchdatabase.h"

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

Outcome ConsumerInstance::open()
{
    // The inbox's `consumer` column names the handler, not the instance, so
    // a redelivery to another instance still finds the row (as in the seed).
    if (m_shared.scratch) {
        QString error;
        m_store = m_shared.scratch->connection(false, kConsumerName, m_id, &error);
        return error;
    }
    m_ownStore = std::make_unique<StoreConnection>(m_shared.databasePath, kConsumerName);
    m_store = m_ownStore.get();
    return m_store->open();
}

int ConsumerInstance::unacked() const
{
    return int(m_buffer.size()) + (m_busy && m_phase != Phase::Start ? 1 : 0) + m_pendingAck.size();
}

bool ConsumerInstance::canReceive() const
{
    // The broker's prefetch window counts what it has not seen acked: the
    // delivery in hand stops counting once its ack is queued (a real RabbitMQ
    // consumer with prefetch P holds P, not P - 1, after the first batch:
    // RabbitMQ 3.10.8, issue 14, prefetch 5 returned order-3..7).
    const bool holding = m_busy && m_phase != Phase::Start && !m_currentAcked;
    const int outstanding = int(m_buffer.size()) + (holding ? 1 : 0) + m_pendingAck.size();
    return m_alive && m_member && m_fatal.isEmpty() && !m_draining && outstanding < m_ctx.scenario.consumers.prefetch;
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
    m_stale = 0;
    m_draining = false;
}

void ConsumerInstance::brokerClosed()
{
    if (!m_ctx.scenario.consumers.drainBufferAfterBrokerClose) {
        dropBuffered();
        return;
    }
    // The close arrives behind the deliveries already sent: rabbitmq-c's
    // amqp_consume_message returns the frames it has enqueued or buffered
    // before it reads the close (amqp_frames_enqueued, amqp_data_in_buffer),
    // and the .NET client 6.x keeps raising Received for the prefetched
    // deliveries, whose acks then fail (rabbitmq-dotnet-client issue 1850).
    // Measured on RabbitMQ 3.10.8 (issue 14): 5 duplicates where dropping
    // the buffer gives 3. Acks not yet sent are lost with the connection.
    m_pendingAck.clear();
    m_pendingAckDeliveries.clear();
    if (m_busy && m_current.logical >= 0 && !m_currentAcked)
        m_ackDoomed = true;
    m_stale = int(m_buffer.size());
    m_draining = m_stale > 0 || m_ackDoomed;
}

void ConsumerInstance::onStep(int epoch)
{
    if (epoch != m_epoch || !m_alive || !m_fatal.isEmpty())
        return;
    run();
}

IdCache *ConsumerInstance::cache()
{
    return m_shared.traits->cache == CacheUse::Shared ? m_shared.sharedCache : &m_localCache;
}

ConsumerInstance::Next ConsumerInstance::Next::after(Phase p, double costMs)
{
    return {Kind::After, p, SimTime(std::llround(costMs * 1000.0))};
}

// Runs phases until one waits (its cost in virtual time, a busy retry) or
// stops (idle, crashed, failed).
void ConsumerInstance::run()
{
    while (m_fatal.isEmpty() && m_alive) {
        const Next next = step(m_phase);
        if (next.kind == Next::Kind::Stop)
            return;
        m_phase = next.phase;
        if (next.kind == Next::Kind::After) {
            m_ctx.schedule(m_ctx.now + next.delay, EvConsumerStep, m_id, m_epoch);
            return;
        }
    }
}

ConsumerInstance::Next ConsumerInstance::step(Phase phase)
{
    switch (phase) {
    case Phase::Start: return start();
    case Phase::CacheCheck: return checkCache();
    case Phase::InboxCheck: return checkInbox();
    case Phase::Work: return work();
    case Phase::Apply: return apply();
    case Phase::SeparateInbox: return separateInbox();
    case Phase::AfterCommit: return afterCommit();
    case Phase::Ack: return ack();
    case Phase::CacheSet: return setCache();
    case Phase::Done: return done();
    }
    return Next::stop();
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

void ConsumerInstance::rollBack(RollbackReason reason)
{
    sql(SqlStatement::Rollback, m_store->rollback());
    m_ctx.record(TraceKind::Rollback, actor(), m_current.logical, m_current.number, int(reason));
    ++m_ctx.metrics.rollbacks;
}

// The effect is in the database (or at the mail server): count it for the
// marks, and say whether the key already had it.
void ConsumerInstance::recordEffect(bool repeatable)
{
    const int logical = m_current.logical;
    const bool repeat = m_ctx.countEffect(logical, repeatable);
    if (m_ctx.firstEffectAt[logical] < 0) {
        m_ctx.firstEffectAt[logical] = m_ctx.now;
        ++m_ctx.firstEffects; // part of the run's progress mark
    }
    m_ctx.record(TraceKind::SideEffect, actor(), logical, m_current.number, repeat ? 1 : 0);
}

ConsumerInstance::Next ConsumerInstance::fail(const QString &what)
{
    m_fatal = QStringLiteral("consumer-%1: %2: %3").arg(m_id).arg(what, m_store->lastError());
    return Next::stop();
}

ConsumerInstance::Next ConsumerInstance::busy(Phase retryPhase)
{
    m_ctx.record(TraceKind::StoreBusy, actor(), m_current.logical, m_current.number);
    ++m_ctx.metrics.busyRetries;
    return Next::wait(retryPhase, kBusyRetry);
}

std::optional<ConsumerInstance::Next> ConsumerInstance::beginOrRetry(Phase retryPhase)
{
    const StoreStatus st = m_store->begin();
    sql(SqlStatement::Begin, st);
    if (st == StoreStatus::Busy)
        return busy(retryPhase);
    if (st != StoreStatus::Ok)
        return fail(QStringLiteral("BEGIN failed"));
    return std::nullopt;
}

std::optional<ConsumerInstance::Next> ConsumerInstance::storeUnavailable()
{
    if (!m_ctx.storeDown)
        return std::nullopt;
    // Don't ack, don't skip: give the transaction up and run the handler
    // again later, as a retry policy would.
    m_ctx.record(TraceKind::StoreFailed, actor(), m_current.logical, m_current.number);
    ++m_ctx.metrics.storeFailures;
    if (m_store->inTransaction())
        rollBack(RollbackReason::StoreFailed);
    m_emailSent = false;
    return Next::wait(Phase::InboxCheck, msToSim(m_ctx.scenario.consumers.storeRetryMs));
}

bool ConsumerInstance::crashHere(CrashPoint point)
{
    if (!m_ctx.faults.crashAt(point, m_current.logical, m_current.attempt,
                              m_current.number, m_id, m_ctx.now))
        return false;
    crash(point);
    return true;
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
    return m_shared.traits->checksCache() && !m_skippedByCache && !m_shared.cacheBeforeCommit;
}

// 1. Take the next delivery; when there is none, flush a partial ack batch
// and ask the broker for more.
ConsumerInstance::Next ConsumerInstance::start()
{
    if (m_buffer.empty()) {
        m_busy = false;
        // The loop reads past the old buffer, meets the close and connects
        // again: from now on it takes new deliveries.
        m_draining = false;
        if (m_pendingAck.isEmpty())
            m_ctx.broker->dispatch();
        else
            sendAck();
        return Next::stop();
    }
    m_current = m_buffer.front();
    m_buffer.pop_front();
    m_skippedByCache = m_emailSent = m_ackDoomed = m_currentAcked = false;
    if (m_stale > 0) {
        --m_stale;
        m_ackDoomed = true; // read from the connection the broker closed
    }
    // Built once per delivery: every statement binds them.
    m_currentId = m_ctx.messageIdText(m_current.logical, m_current.attempt);
    m_currentKey = Scenario::businessKey(m_current.logical);
    const int logical = m_current.logical;
    m_ctx.record(TraceKind::HandleStart, actor(), logical, m_current.number,
                 int(m_current.cause) | (m_current.attempt << 5));
    ++m_ctx.metrics.deliveries;
    if (m_current.number > 1 && m_ctx.broker->stampsRedelivered())
        ++m_ctx.metrics.redeliveredFlag;
    if (++m_ctx.deliveriesSoFar[logical] > 1) {
        ++m_ctx.metrics.redeliveries;
        ++m_ctx.metrics.redeliveriesByCause[Trace::causeName(m_current.cause)];
    }
    m_slowExtraMs = m_ctx.faults.slowExtraMs(logical, m_current.number, m_id, m_ctx.now);
    if (m_slowExtraMs > 0)
        m_ctx.record(TraceKind::SlowHandler, actor(), logical, m_current.number,
                     int(qMin<qint64>(m_slowExtraMs / 100, 65535)));
    if (crashHere(CrashPoint::BeforeHandle))
        return Next::stop();
    return Next::now(m_shared.traits->checksCache() ? Phase::CacheCheck : Phase::InboxCheck);
}

// 2. Cache strategies: a hit is taken for a duplicate and only acked.
ConsumerInstance::Next ConsumerInstance::checkCache()
{
    const double costMs = m_ctx.scenario.consumers.cacheOpMs;
    CacheMissReason reason = CacheMissReason::Never;
    const quint32 key = m_ctx.messageKey(m_current.logical, m_current.attempt);
    if (cache()->contains(key, m_ctx.now, &reason)) {
        m_ctx.record(TraceKind::CacheHit, actor(), m_current.logical, m_current.number);
        ++m_ctx.metrics.cacheHits;
        skip(m_shared.traits->cacheGuard());
        m_skippedByCache = true;
        return Next::after(Phase::Ack, costMs);
    }
    m_ctx.record(TraceKind::CacheMiss, actor(), m_current.logical, m_current.number, int(reason));
    ++m_ctx.metrics.cacheMisses;
    return Next::after(Phase::InboxCheck, costMs);
}

// 3. Inbox strategies ask the database whether the id was processed.
ConsumerInstance::Next ConsumerInstance::checkInbox()
{
    if (!m_shared.traits->checksInbox())
        return Next::now(Phase::Work);
    if (const auto next = storeUnavailable())
        return *next;
    return m_shared.traits->claimsFirst() ? claimInbox() : lookUpInbox();
}

// Check-then-insert: SELECT now, INSERT with the business row later.
ConsumerInstance::Next ConsumerInstance::lookUpInbox()
{
    bool found = false;
    const StoreStatus st = m_store->inboxContains(m_currentId, &found);
    sql(SqlStatement::InboxSelect, st);
    if (st == StoreStatus::Busy)
        return busy(Phase::InboxCheck);
    if (st != StoreStatus::Ok)
        return fail(QStringLiteral("inbox lookup failed"));
    const double dbOp = m_ctx.scenario.consumers.dbOpMs;
    if (found) {
        skip(Guard::InboxSelect);
        return Next::after(Phase::Ack, dbOp);
    }
    return Next::after(Phase::Work, dbOp);
}

// Claim first: BEGIN; INSERT … ON CONFLICT DO NOTHING; the handler runs in
// the same transaction only when the row is new.
ConsumerInstance::Next ConsumerInstance::claimInbox()
{
    if (const auto next = beginOrRetry(Phase::InboxCheck))
        return *next;
    bool claimed = false;
    const StoreStatus st = m_store->inboxClaim(m_currentId, m_instance, m_ctx.now / 1000, &claimed);
    sql(SqlStatement::InboxClaim, st);
    if (st != StoreStatus::Ok)
        return fail(QStringLiteral("inbox claim failed"));
    const double costMs = 2 * m_ctx.scenario.consumers.dbOpMs;
    if (!claimed) {
        rollBack(RollbackReason::AlreadyClaimed);
        skip(Guard::InboxClaim);
        return Next::after(Phase::Ack, costMs);
    }
    return Next::after(Phase::Work, costMs);
}

// 4. The handler's own work. A cache written before the commit (the Turkish
// article's Redis example) records the id here.
ConsumerInstance::Next ConsumerInstance::work()
{
    const ConsumerSettings &settings = m_ctx.scenario.consumers;
    double costMs = double(settings.processingMs + m_slowExtraMs);
    if (m_shared.cacheBeforeCommit && m_shared.traits->checksCache()) {
        cache()->insert(m_ctx.messageKey(m_current.logical, m_current.attempt), m_ctx.now);
        m_ctx.record(TraceKind::CacheSet, actor(), m_current.logical, m_current.number);
        costMs += settings.cacheOpMs;
    }
    return Next::after(Phase::Apply, costMs);
}

ConsumerInstance::Phase ConsumerInstance::afterBusinessCommit() const
{
    return m_shared.traits->commitsInboxSeparately() ? Phase::SeparateInbox : Phase::AfterCommit;
}

// 5. The business effect. An email goes to the mail server, which no
// transaction covers; database effects (and check-then-insert's inbox row)
// are written in one transaction and committed.
ConsumerInstance::Next ConsumerInstance::apply()
{
    double costMs = 0;
    if (m_shared.effect == Effect::SendEmail && !m_emailSent) {
        if (const auto next = sendEmail())
            return *next;
        costMs += m_ctx.scenario.consumers.dbOpMs;
    }
    const bool needTransaction = m_shared.effect != Effect::SendEmail
        || m_shared.traits->insertsInboxWithEffect() || m_store->inTransaction();
    if (needTransaction)
        return applyInTransaction(costMs);
    if (crashHere(CrashPoint::AfterSideEffectBeforeCommit))
        return Next::stop();
    // The email was the business effect: db-separate-tx still records it in
    // its own inbox transaction afterwards.
    return Next::after(afterBusinessCommit(), costMs);
}

std::optional<ConsumerInstance::Next> ConsumerInstance::sendEmail()
{
    const StoreStatus st = m_shared.mailServer->apply(SqlStatement::SendEmail, m_currentKey, m_currentId,
                                                      m_instance, m_ctx.now / 1000);
    sql(SqlStatement::SendEmail, st);
    if (st != StoreStatus::Ok)
        return fail(QStringLiteral("the mail server's database failed"));
    m_emailSent = true;
    recordEffect(false);
    return std::nullopt;
}

ConsumerInstance::Next ConsumerInstance::applyInTransaction(double costMs)
{
    if (const auto next = storeUnavailable())
        return *next;
    if (!m_store->inTransaction()) {
        if (const auto next = beginOrRetry(Phase::Apply))
            return *next;
    }
    const double dbOp = m_ctx.scenario.consumers.dbOpMs;
    const qint64 nowMs = m_ctx.now / 1000;
    const SqlStatement business = m_shared.traits->businessStatement(m_shared.effect);
    if (business != SqlStatement::SendEmail) {
        const StoreStatus st = m_store->apply(business, m_currentKey, m_currentId, m_instance, nowMs);
        sql(business, st);
        if (st != StoreStatus::Ok)
            return fail(QStringLiteral("the business statement failed"));
        costMs += dbOp;
    }
    if (crashHere(CrashPoint::AfterSideEffectBeforeCommit))
        return Next::stop();
    if (m_shared.traits->insertsInboxWithEffect()) {
        const StoreStatus st = m_store->inboxInsert(m_currentId, m_instance, nowMs);
        sql(SqlStatement::InboxInsert, st);
        costMs += dbOp;
        if (st == StoreStatus::Constraint) {
            // The optimistic check lost the race: the unique key rolls the
            // whole transaction back, business row included.
            rollBack(RollbackReason::UniqueViolation);
            skip(Guard::UniqueKey);
            return Next::after(Phase::Ack, costMs);
        }
        if (st != StoreStatus::Ok)
            return fail(QStringLiteral("inbox insert failed"));
    }
    return commitEffect(business, costMs);
}

ConsumerInstance::Next ConsumerInstance::commitEffect(SqlStatement business, double costMs)
{
    const StoreStatus st = m_store->commit();
    sql(SqlStatement::Commit, st);
    if (st != StoreStatus::Ok)
        return fail(QStringLiteral("COMMIT failed"));
    costMs += m_ctx.scenario.consumers.dbOpMs;
    ++m_ctx.metrics.dbTransactions;
    m_ctx.record(TraceKind::Commit, actor(), m_current.logical, m_current.number, int(business));
    if (business != SqlStatement::SendEmail)
        recordEffect(business == SqlStatement::UpsertOrder);
    return Next::after(afterBusinessCommit(), costMs);
}

// 6. db-separate-tx: the inbox row in a second transaction (a crash between
// the two commits is the lesson).
ConsumerInstance::Next ConsumerInstance::separateInbox()
{
    if (crashHere(CrashPoint::BetweenCommits))
        return Next::stop();
    if (const auto next = storeUnavailable())
        return *next;
    if (const auto next = beginOrRetry(Phase::SeparateInbox))
        return *next;
    StoreStatus st = m_store->inboxInsert(m_currentId, m_instance, m_ctx.now / 1000);
    sql(SqlStatement::InboxInsert, st);
    if (st == StoreStatus::Constraint) {
        rollBack(RollbackReason::UniqueViolation);
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
    return Next::after(Phase::AfterCommit, 3 * m_ctx.scenario.consumers.dbOpMs);
}

// 7. Committed, not acked yet: the classic window for a crash or a dropped
// connection, after which the broker delivers again.
ConsumerInstance::Next ConsumerInstance::afterCommit()
{
    if (crashHere(CrashPoint::AfterCommitBeforeAck))
        return Next::stop();
    if (m_ctx.faults.connectionLostAfter(m_current.logical, m_current.number, m_id))
        connectionLost();
    return Next::now(Phase::Ack);
}

// 8. Ack, batched by ackEvery; an ack on a dropped connection is lost.
ConsumerInstance::Next ConsumerInstance::ack()
{
    const Phase then = cacheSetAfterAck() ? Phase::CacheSet : Phase::Done;
    m_currentAcked = true;
    if (m_ackDoomed) {
        m_ctx.record(TraceKind::AckLost, actor(), m_current.logical, m_current.number, 1);
        m_ackDoomed = false;
        return Next::now(then);
    }
    m_pendingAck.append(m_current.tag);
    m_pendingAckDeliveries.append(m_current);
    if (m_pendingAck.size() >= m_ctx.scenario.consumers.ackEvery || m_buffer.empty())
        sendAck();
    if (!m_alive)
        return Next::stop();
    return Next::now(then);
}

// 9. Cache strategies remember the id once the message is acked.
ConsumerInstance::Next ConsumerInstance::setCache()
{
    if (crashHere(CrashPoint::AfterAckBeforeCacheUpdate))
        return Next::stop();
    cache()->insert(m_ctx.messageKey(m_current.logical, m_current.attempt), m_ctx.now);
    m_ctx.record(TraceKind::CacheSet, actor(), m_current.logical, m_current.number);
    return Next::after(Phase::Done, m_ctx.scenario.consumers.cacheOpMs);
}

ConsumerInstance::Next ConsumerInstance::done()
{
    m_current = Delivery();
    return Next::now(Phase::Start);
}

void ConsumerInstance::crash(CrashPoint point)
{
    if (m_shared.beforeCrash)
        m_shared.beforeCrash(point);
    m_ctx.record(TraceKind::Crash, actor(), m_current.logical, m_current.logical < 0 ? 0 : m_current.number,
                 int(point));
    ++m_ctx.metrics.crashes;
    if (m_store && m_store->inTransaction())
        rollBack(RollbackReason::Crash); // the process dies with its transaction open
    if (m_shared.traits->cache == CacheUse::Local)
        m_localCache.clear(CacheMissReason::LostOnCrash, m_ctx.now);
    m_alive = false;
    m_busy = false;
    dropBuffered();
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
    dropBuffered();
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
    if (m_ctx.broker->reconnectKeepsDeliveries()) {
        m_ctx.broker->connectionLost(m_id);
        return;
    }
    m_ackDoomed = m_busy && m_current.logical >= 0;
    dropBuffered();
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
