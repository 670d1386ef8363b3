#include "explainer.h"

#include "../broker/brokerprofile.h"
#include "../broker/kafkabroker.h"
#include "../consumer/strategytraits.h"

#include <QLocale>
#include <algorithm>
#include <QSet>

namespace idem {

namespace {
constexpr int kDetailedLimit = 2000;

QString consumerName(int c)
{
    return QStringLiteral("consumer-%1").arg(c);
}

QString msText(qint64 ms)
{
    if (ms % 1000 == 0)
        return QStringLiteral("%1 s").arg(ms / 1000);
    return QStringLiteral("%1 ms").arg(ms);
}
} // namespace

QString formatSeconds(SimTime t)
{
    return QLocale::c().toString(double(t) / 1e6, 'f', 3) + QStringLiteral(" s");
}

Explainer::Explainer(const Scenario &scenario, const Trace &trace) : m_scenario(scenario), m_trace(trace) {}

void Explainer::index(const QVector<int> &logicals)
{
    QSet<quint32> wanted;
    for (int l : logicals) {
        if (!m_byMessage.contains(l))
            wanted.insert(quint32(l));
    }
    const bool collectGlobal = m_global.isEmpty();
    const auto &records = m_trace.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const TraceRecord &r = records[i];
        if (r.message != kNoMessage) {
            if (wanted.contains(r.message))
                m_byMessage[int(r.message)].append(int(i));
        } else if (collectGlobal) {
            const TraceKind k = r.kind();
            if (k == TraceKind::CacheFlush || k == TraceKind::RetentionCleanup || k == TraceKind::BrokerRestart
                || k == TraceKind::StoreDown || k == TraceKind::Rebalance || k == TraceKind::Crash
                || k == TraceKind::CommitFailed || k == TraceKind::OffsetCommit)
            {
                if (k == TraceKind::Rebalance && r.detail == 0)
                    m_rebalanceStarts.append(int(m_global.size()));
                if (k == TraceKind::Crash)
                    m_crashes.append(int(m_global.size()));
                m_timesByKind[int(k)].append(r.time());
                m_global.append({k, r.time(), r.actor(), r.delivery, r.detail});
            }
        }
    }
    for (quint32 l : std::as_const(wanted))
        m_byMessage[int(l)]; // known, even when it has no records
}

SimTime Explainer::globalBetween(TraceKind kind, SimTime from, SimTime to) const
{
    const auto found = m_timesByKind.constFind(int(kind));
    if (found == m_timesByKind.cend())
        return -1;
    const auto it = std::lower_bound(found->cbegin(), found->cend(), from);
    return it != found->cend() && *it <= to ? *it : -1;
}

QString Explainer::rebalanceStory(SimTime before) const
{
    // The last rebalance that started before the re-read, and what set it off.
    const auto lastAtOrBefore = [this](const QVector<int> &indices, SimTime t) -> const GlobalEvent * {
        const auto it = std::upper_bound(indices.cbegin(), indices.cend(), t,
                                         [this](SimTime time, int i) { return time < m_global.at(i).time; });
        return it == indices.cbegin() ? nullptr : &m_global.at(*(it - 1));
    };
    const GlobalEvent *start = lastAtOrBefore(m_rebalanceStarts, before);
    const QString commitNote = m_scenario.consumers.autoCommit
        ? tr("auto-commit every %1").arg(msText(m_scenario.consumers.autoCommitIntervalMs))
        : tr("offsets committed after each batch");
    const QString reread = tr("the partition's owner re-read it from the last committed offset (%1)")
                               .arg(commitNote);
    if (!start)
        return tr("a consumer-group rebalance reset the partition, and ") + reread;
    // The member behind it: the latest crash, before the rebalance started.
    const GlobalEvent *crash = lastAtOrBefore(m_crashes, start->time);
    const QString who = crash ? consumerName(crash->actor - kFirstConsumerActor + 1) : tr("a consumer");
    switch (RebalanceReason(start->delivery)) {
    case RebalanceReason::Rejoin:
        if (globalBetween(TraceKind::CommitFailed, start->time, start->time) >= 0)
            return tr("a handler took longer than max.poll.interval.ms (%1), so its consumer was "
                                  "removed from the group while still working; its offset commit failed and it "
                                  "rejoined at %2; the group rebalanced and %3")
                .arg(msText(m_scenario.consumers.maxPollIntervalMs), formatSeconds(start->time), reread);
        if (crash)
            return tr("%1 crashed at %2 before committing its offsets; when it came back at %3 the "
                                  "group rebalanced and %4")
                .arg(who, formatSeconds(crash->time), formatSeconds(start->time), reread);
        return tr("a member that had been removed rejoined at %1, the group rebalanced and %2")
            .arg(formatSeconds(start->time), reread);
    case RebalanceReason::SessionTimeout:
        return tr("%1 crashed at %2; after the %3 session timeout the group rebalanced at %4 and %5")
            .arg(who, crash ? formatSeconds(crash->time) : QStringLiteral("?"),
                 msText(m_scenario.consumers.sessionTimeoutMs), formatSeconds(start->time), reread);
    case RebalanceReason::PollInterval:
        return tr("a handler took longer than max.poll.interval.ms (%1), so its consumer was removed "
                              "from the group at %2 while still working; %3")
            .arg(msText(m_scenario.consumers.maxPollIntervalMs), formatSeconds(start->time), reread);
    case RebalanceReason::Join:
        return tr("a consumer joined at %1, the group rebalanced and %2").arg(formatSeconds(start->time), reread);
    case RebalanceReason::Leave:
        return tr("a consumer left at %1, the group rebalanced and %2").arg(formatSeconds(start->time), reread);
    case RebalanceReason::BrokerRestart:
        return tr("the broker restarted at %1, every member rejoined and %2").arg(formatSeconds(start->time), reread);
    case RebalanceReason::Initial:
        break;
    }
    return tr("a consumer-group rebalance reset the partition, and ") + reread;
}

Explainer::Story Explainer::storyOf(int logical)
{
    if (!m_byMessage.contains(logical))
        index({logical});
    Story story;
    QHash<int, int> current; // consumer → index into handlings
    for (int i : m_byMessage.value(logical)) {
        const TraceRecord &r = m_trace.at(std::size_t(i));
        const int c = r.isConsumer() ? r.consumer() : 0;
        Handling *h = nullptr;
        if (c > 0 && current.contains(c))
            h = &story.handlings[current.value(c)];
        switch (r.kind()) {
        case TraceKind::PublishAttempt: story.publishes.append({r.delivery, r.time()}); break;
        case TraceKind::PublishAckLost: story.publishAckLost.append({r.delivery, r.time()}); break;
        case TraceKind::BrokerDeduped: story.deduped.append({r.delivery, r.time()}); break;
        case TraceKind::PublishGaveUp: story.gaveUp = true; break;
        case TraceKind::DeadLettered:
            story.deadAt = r.time();
            story.deadDeliveries = r.delivery;
            break;
        case TraceKind::HandleStart: {
            Handling n;
            n.consumer = c;
            n.number = r.delivery;
            n.attempt = r.attempt();
            n.cause = r.cause();
            n.start = r.time();
            story.handlings.append(n);
            current.insert(c, story.handlings.size() - 1);
            break;
        }
        case TraceKind::CacheMiss:
            if (h) {
                h->missed = true;
                h->miss = CacheMissReason(r.detail);
            }
            break;
        case TraceKind::Skipped:
            if (h) {
                h->skipped = true;
                h->guard = Guard(r.detail);
            }
            break;
        case TraceKind::SideEffect:
            if (h && !h->applied) {
                h->applied = true;
                h->appliedAt = r.time();
            }
            break;
        case TraceKind::Rollback:
            if (h && RollbackReason(r.detail) == RollbackReason::UniqueViolation)
                h->rolledBackUnique = true;
            break;
        case TraceKind::Crash:
            if (h) {
                h->crashed = true;
                h->crashPoint = CrashPoint(r.detail);
                h->crashedAt = r.time();
            }
            break;
        case TraceKind::AckLost:
            if (h && r.delivery == h->number)
                h->ackLostAt = r.time();
            break;
        default:
            break;
        }
    }
    return story;
}

QString Explainer::redeliveryCause(const Story &story, const Handling &prev, const Handling &h) const
{
    const BrokerProfile *profile = BrokerProfile::find(m_scenario.broker.profile);
    const QString timeout = profile
        ? QStringLiteral("%1 (%2)").arg(QCoreApplication::translate("BrokerProfile", profile->timeoutName),
                                         msText(m_scenario.broker.redeliveryTimeoutMs))
        : QStringLiteral("timeout");
    switch (h.cause) {
    case DeliveryCause::AckLost:
        if (prev.ackLostAt >= 0)
            return profile && profile->requeueOnDisconnect
                ? tr("its ack from %1 was lost at %2 with the connection, so the broker requeued it at once")
                      .arg(consumerName(prev.consumer), formatSeconds(prev.ackLostAt))
                : tr("its ack from %1 at %2 was lost, so the broker redelivered it after the %3")
                      .arg(consumerName(prev.consumer), formatSeconds(prev.ackLostAt), timeout);
        return tr("an ack was lost, so the broker redelivered it after the %1").arg(timeout);
    case DeliveryCause::CrashBeforeAck:
        return tr("%1 crashed%2 before acking it, so the broker %3")
            .arg(consumerName(prev.consumer),
                 prev.crashed ? tr(" at %1 (%2)").arg(formatSeconds(prev.crashedAt),
                                                                  Trace::crashPointName(prev.crashPoint))
                              : QString(),
                 profile && profile->requeueOnDisconnect ? tr("requeued it at once")
                                                         : tr("redelivered it after the ") + timeout);
    case DeliveryCause::TimeoutExpired:
        return tr("%1 had not acked it within the %2 (the handler was too slow), so the broker "
                              "handed it out again while the first handler was still running")
            .arg(consumerName(prev.consumer), timeout);
    case DeliveryCause::BrokerRestart: {
        const SimTime at = globalBetween(TraceKind::BrokerRestart, prev.start, h.start);
        return tr("the broker restarted%1 and handed out again everything not yet acknowledged")
            .arg(at >= 0 ? tr(" at %1").arg(formatSeconds(at)) : QString());
    }
    case DeliveryCause::Rebalance:
        return rebalanceStory(h.start);
    case DeliveryCause::ConnectionLost:
        return profile && profile->requeueOnDisconnect
            ? tr("%1's connection dropped before its ack (every %2 messages) was sent, so the broker "
                             "requeued every unacked delivery at once")
                  .arg(consumerName(prev.consumer)).arg(m_scenario.consumers.ackEvery)
            : tr("%1's connection dropped before its ack was sent, so the broker redelivered it after the %2")
                  .arg(consumerName(prev.consumer), timeout);
    case DeliveryCause::ProducerRetry: {
        SimTime lostAt = -1;
        for (const auto &p : story.publishAckLost) {
            if (p.first < h.attempt)
                lostAt = p.second;
        }
        QString why;
        if (m_scenario.producer.messageIdPolicy == QLatin1String("new-per-attempt"))
            why = tr("with a new message id (new-per-attempt), which the broker's duplicate detection cannot recognise");
        else if (m_scenario.broker.dedupWindowMs <= 0)
            why = tr("and this broker has no publish-side duplicate detection");
        else
            why = tr("after the broker's %1 duplicate-detection window had passed")
                      .arg(msText(m_scenario.broker.dedupWindowMs));
        return tr("the producer's publish ack was lost%1, so it published again (attempt %2) %3")
            .arg(lostAt >= 0 ? tr(" at %1").arg(formatSeconds(lostAt)) : QString())
            .arg(h.attempt)
            .arg(why);
    }
    case DeliveryCause::Nack:
        return tr("the message was rejected and requeued");
    case DeliveryCause::First:
    case DeliveryCause::Count:
        break;
    }
    return tr("it was delivered again");
}

QString Explainer::whyNotSkipped(const Story &story, const Handling &prev, const Handling &h) const
{
    Q_UNUSED(story)
    const QString &id = m_scenario.strategy.id;
    const StrategyTraits *traits = StrategyTraits::find(id);
    const bool newId = h.attempt != prev.attempt
        && m_scenario.producer.messageIdPolicy == QLatin1String("new-per-attempt");
    if (id == QLatin1String("none"))
        return tr("the strategy \"none\" does not deduplicate");
    if (newId)
        return tr("the copy carried a new message id (new-per-attempt), so no message-id "
                              "deduplication could recognise it");
    if (m_scenario.effect == QLatin1String("send-email")) {
        if (prev.crashed)
            return tr("the email is sent outside the database transaction: %1 crashed after "
                                  "sending it, the rollback removed the inbox row but cannot unsend an email")
                .arg(consumerName(prev.consumer));
        return tr("the email is sent outside the database transaction, before the "
                              "inbox row is committed");
    }
    if (id == QLatin1String("natural"))
        return tr("natural idempotency needs an idempotent operation, and \"%1\" is not one")
            .arg(m_scenario.effect == QLatin1String("increment-balance") ? tr("balance += 10")
                                                                          : m_scenario.effect);
    const bool overlapping = prev.appliedAt > h.start;
    if (traits && traits->cache != CacheUse::None && traits->guard == DbGuard::None && h.missed) {
        const qint64 ttl = m_scenario.strategy.cacheTtlMs;
        switch (h.miss) {
        case CacheMissReason::Expired:
            return tr("its id had expired from the cache (TTL %1) before the duplicate arrived").arg(msText(ttl));
        case CacheMissReason::Evicted:
            return tr("its id had been evicted from the cache (capacity %1 entries)")
                .arg(m_scenario.strategy.cacheCapacity);
        case CacheMissReason::Flushed:
            return tr("the cache was flushed before the duplicate arrived");
        case CacheMissReason::LostOnCrash:
            return tr("the in-process cache died with %1's crash").arg(consumerName(prev.consumer));
        case CacheMissReason::Never:
        case CacheMissReason::Count:
            break;
        }
        if (prev.crashed)
            return tr("%1 crashed (%2) before it stored the id in the cache, which is not "
                                  "atomic with the business commit")
                .arg(consumerName(prev.consumer), Trace::crashPointName(prev.crashPoint));
        if (overlapping)
            return tr("the first handler had not finished yet when the duplicate checked the "
                                  "cache (check-then-act race)");
        if (traits->cache == CacheUse::Local && prev.consumer != h.consumer)
            return tr("%1's in-process cache cannot know what %2 processed")
                .arg(consumerName(h.consumer), consumerName(prev.consumer));
        return tr("the id was not in the cache");
    }
    if (m_scenario.strategy.retentionMs > 0) {
        const SimTime cleaned = globalBetween(TraceKind::RetentionCleanup, prev.appliedAt, h.start);
        if (cleaned >= 0)
            return tr("its inbox row had been deleted by the retention cleanup at %1 (retention %2) "
                                  "before the duplicate arrived")
                .arg(formatSeconds(cleaned), msText(m_scenario.strategy.retentionMs));
    }
    if (id == QLatin1String("db-separate-tx") && prev.crashed && prev.crashPoint == CrashPoint::BetweenCommits)
        return tr("%1 crashed between the business commit and the inbox commit, so the inbox "
                              "never recorded it").arg(consumerName(prev.consumer));
    if (!m_scenario.strategy.uniqueConstraint)
        return tr("both handlers checked the inbox before either committed, and without the "
                              "unique key on inbox both commits succeeded (race)");
    if (overlapping)
        return tr("the duplicate checked the inbox before the first transaction had committed (race)");
    return tr("the strategy did not recognise it");
}

QVector<Violation> Explainer::explain(const QVector<int> &duplicated, const QVector<int> &lost,
                                      const QVector<int> &counts)
{
    QVector<int> detailed;
    for (int l : duplicated + lost) {
        if (detailed.size() < kDetailedLimit)
            detailed.append(l);
    }
    index(detailed);
    QVector<Violation> out;
    for (int l : duplicated) {
        Violation v;
        v.logical = l;
        v.kind = QStringLiteral("duplicate-side-effect");
        v.applied = counts.at(l);
        const QString key = Scenario::businessKey(l);
        if (out.size() >= kDetailedLimit) {
            v.explanation = tr("%1 was applied %2 times.").arg(key).arg(v.applied);
            out.append(v);
            continue;
        }
        const Story story = storyOf(l);
        QVector<Handling> applied;
        for (const Handling &h : story.handlings) {
            if (h.applied)
                applied.append(h);
        }
        QString text = tr("%1 was applied %2 times (expected once).").arg(key).arg(v.applied);
        if (!applied.isEmpty())
            text += tr(" Delivery %1 reached %2 at %3 and was applied at %4.")
                        .arg(applied.first().number)
                        .arg(consumerName(applied.first().consumer), formatSeconds(applied.first().start),
                             formatSeconds(applied.first().appliedAt));
        // A storm can apply one key thousands of times: the first applications
        // tell the story; the count says the rest.
        constexpr int kToldApplications = 20;
        for (int i = 1; i < applied.size(); ++i) {
            if (i >= kToldApplications) {
                text += tr(" … and it was applied %1 more times the same way.").arg(applied.size() - i);
                break;
            }
            const Handling &prev = applied.at(i - 1);
            const Handling &h = applied.at(i);
            // A copy handed out while the first handler is still working is
            // a concurrent duplicate: say so, or the times read backwards.
            const QString opening = h.start < prev.appliedAt ? tr(" While that handler was still running, %1;")
                                                             : tr(" Then %1;");
            text += opening.arg(redeliveryCause(story, prev, h))
                + tr(" delivery %1 reached %2 at %3 and applied it again at %4 because %5.")
                      .arg(h.number)
                      .arg(consumerName(h.consumer), formatSeconds(h.start), formatSeconds(h.appliedAt),
                           whyNotSkipped(story, prev, h));
        }
        v.explanation = text;
        out.append(v);
    }
    for (int l : lost) {
        Violation v;
        v.logical = l;
        v.kind = QStringLiteral("lost");
        const QString key = Scenario::businessKey(l);
        const Story story = storyOf(l);
        QString text = tr("%1 was never applied.").arg(key);
        const Handling *skipped = nullptr;
        for (const Handling &h : story.handlings) {
            if (h.skipped) {
                skipped = &h;
                break;
            }
        }
        const Handling *crashed = nullptr;
        for (const Handling &h : story.handlings) {
            if (h.crashed && (!skipped || h.start <= skipped->start))
                crashed = &h;
        }
        if (skipped) {
            text += tr(" Delivery %1 to %2 at %3 was skipped as a duplicate (%4) although no "
                                   "effect had been committed: the id was recorded but the work was not.")
                        .arg(skipped->number)
                        .arg(consumerName(skipped->consumer), formatSeconds(skipped->start),
                             Trace::guardName(skipped->guard));
            if (crashed && m_scenario.strategy.cacheWrite == QLatin1String("before-commit"))
                text += tr(" The id went into the cache before the commit (cacheWrite before-commit), "
                                       "then %1 crashed at %2 (%3) and SQLite rolled the work back.")
                            .arg(consumerName(crashed->consumer), formatSeconds(crashed->crashedAt),
                                 Trace::crashPointName(crashed->crashPoint));
        } else if (story.handlings.isEmpty()) {
            text += tr(" No consumer ever handled it: none was left to take the queue.");
        } else {
            text += tr(" Every handling of it was interrupted before its commit.");
        }
        v.explanation = text;
        out.append(v);
    }
    return out;
}

QStringList Explainer::notes(const QVector<int> &logicals, const QVector<quint8> &fates)
{
    QStringList out;
    for (int l : logicals) {
        if (out.size() >= kDetailedLimit)
            break;
        const QString key = Scenario::businessKey(l);
        if (fates.at(l) == FateGaveUp) {
            out.append(tr("%1: the producer gave up after %2 attempts; the broker never stored it.")
                           .arg(key).arg(m_scenario.producer.maxRetries + 1));
        } else {
            const Story story = storyOf(l);
            out.append(tr("%1: dead-lettered at %2 after %3 deliveries (limit %4); its effect was never applied.")
                           .arg(key, formatSeconds(story.deadAt))
                           .arg(story.deadDeliveries)
                           .arg(m_scenario.broker.maxDeliveries));
        }
    }
    return out;
}

QString Explainer::story(int logical)
{
    const Story s = storyOf(logical);
    QStringList lines;
    for (const Handling &h : s.handlings) {
        QString line = tr("%1: delivery %2 to %3 (%4)")
                           .arg(formatSeconds(h.start))
                           .arg(h.number)
                           .arg(consumerName(h.consumer), Trace::causeName(h.cause));
        if (h.applied)
            line += tr(", applied at %1").arg(formatSeconds(h.appliedAt));
        if (h.skipped)
            line += tr(", skipped by %1").arg(Trace::guardName(h.guard));
        if (h.crashed)
            line += tr(", crashed (%1)").arg(Trace::crashPointName(h.crashPoint));
        if (h.ackLostAt >= 0)
            line += tr(", ack lost");
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace idem
