#include "stalldiagnosis.h"

#include "../scenario/brokerprofile.h"

#include <QLocale>
#include <QMap>
#include <QSet>

namespace idem {

namespace {
QString msText(qint64 ms)
{
    return ms % 1000 == 0 ? QStringLiteral("%1 s").arg(ms / 1000) : QStringLiteral("%1 ms").arg(ms);
}

QString count(qint64 n)
{
    return QLocale::c().toString(n);
}

struct Counts
{
    QMap<int, int> crashes;      // consumer -> crashes
    QMap<int, int> kicked;       // consumer -> commits refused after max.poll.interval.ms
    QMap<int, int> rebalances;   // RebalanceReason -> rebalances started
    QMap<int, int> requeued;     // DeliveryCause -> requeues
    QSet<quint32> messages;      // delivered in the window
    qint64 deliveries = 0;
    qint64 acksLost = 0;
    qint64 storeFailed = 0;
    qint64 storeBusy = 0;
    int crashPoint = -1;
};

int topKey(const QMap<int, int> &m, int *value)
{
    int key = -1;
    *value = 0;
    for (auto it = m.cbegin(); it != m.cend(); ++it) {
        if (it.value() > *value) {
            *value = it.value();
            key = it.key();
        }
    }
    return key;
}

int total(const QMap<int, int> &m)
{
    int n = 0;
    for (int v : m)
        n += v;
    return n;
}
} // namespace

QString StallDiagnosis::explain(const Scenario &s, const Trace &trace, std::size_t from)
{
    Counts c;
    for (std::size_t i = from; i < trace.size(); ++i) {
        const TraceRecord &r = trace.at(i);
        switch (r.kind()) {
        case TraceKind::Crash:
            ++c.crashes[r.consumer()];
            c.crashPoint = int(r.crashPoint());
            break;
        case TraceKind::CommitFailed: ++c.kicked[r.consumer()]; break;
        case TraceKind::Rebalance:
            if (r.rebalanceStarts())
                ++c.rebalances[r.delivery];
            break;
        case TraceKind::Requeued: ++c.requeued[int(r.cause())]; break;
        case TraceKind::HandleStart:
            ++c.deliveries;
            c.messages.insert(r.message);
            break;
        case TraceKind::AckLost: ++c.acksLost; break;
        case TraceKind::StoreFailed: ++c.storeFailed; break;
        case TraceKind::StoreBusy: ++c.storeBusy; break;
        default: break;
        }
    }
    const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
    const bool kafka = profile && profile->partitioned;
    const ConsumerSettings &cs = s.consumers;
    int kickedConsumer = 0, kicks = 0, crashConsumer = 0, crashes = 0;
    kickedConsumer = topKey(c.kicked, &kicks);
    crashConsumer = topKey(c.crashes, &crashes);
    const int pollRebalances = c.rebalances.value(int(RebalanceReason::PollInterval));

    if (kafka && (kicks > 0 || pollRebalances > 0) && kicks + pollRebalances >= total(c.crashes)) {
        const QString who = kicks > 0 ? QStringLiteral("consumer-%1").arg(kickedConsumer) : tr("a consumer");
        return tr("%1 was removed %2 times by max.poll.interval.ms (%3) before it committed: a batch of up "
                  "to %4 records at %5 each takes longer than that, so its commit is refused "
                  "(CommitFailedException), it rejoins and is handed the same records again. Real Kafka "
                  "does the same; lower consumers.maxPollRecords or raise consumers.maxPollIntervalMs")
            .arg(who, count(qMax(kicks, pollRebalances)), msText(cs.maxPollIntervalMs))
            .arg(cs.maxPollRecords)
            .arg(msText(cs.processingMs));
    }
    if (crashes > 0) {
        const QString point = c.crashPoint >= 0 && c.crashPoint < int(CrashPoint::Count)
            ? Trace::crashPointName(CrashPoint(c.crashPoint))
            : QString();
        const QString who = c.crashes.size() == 1 ? QStringLiteral("consumer-%1").arg(crashConsumer)
                                                  : tr("%1 consumers").arg(c.crashes.size());
        if (kafka) {
            const QString commits = cs.autoCommit
                ? tr("auto-commit every %1").arg(msText(cs.autoCommitIntervalMs))
                : tr("offsets committed after each batch");
            return tr("%1 crashed %2 times (at %3) before any new offset was committed (%4): every "
                      "restart re-reads from the last committed offset, so the same records come back and "
                      "the crashes come with them. Real Kafka would loop the same way; lower "
                      "faults.consumerCrash.probability, or commit more often")
                .arg(who, count(total(c.crashes)), point, commits);
        }
        return tr("%1 crashed %2 times (at %3) and no message was settled: every crash returns its "
                  "unacknowledged messages and the crash comes again. Lower faults.consumerCrash.probability "
                  "or set broker.maxDeliveries")
            .arg(who, count(total(c.crashes)), point);
    }
    if (!kafka && total(c.requeued) > 0) {
        QStringList causes;
        for (auto it = c.requeued.cbegin(); it != c.requeued.cend(); ++it)
            causes.append(QStringLiteral("%1 %2").arg(Trace::causeName(DeliveryCause(it.key())), count(it.value())));
        const QString name = profile ? QCoreApplication::translate("BrokerProfile", profile->displayName)
                                     : s.broker.profile;
        const QString timeout = profile ? QCoreApplication::translate("BrokerProfile", profile->timeoutName)
                                        : tr("redelivery timeout");
        const QString why = tr("%1; %2 %3, %4 acks lost")
                                .arg(causes.join(QStringLiteral(", ")), timeout, msText(s.broker.redeliveryTimeoutMs),
                                     count(c.acksLost));
        QString text = c.messages.size() == 1
            ? tr("one message was redelivered %1 times (%2) and it was never settled").arg(count(total(c.requeued)), why)
            : tr("%1 messages were redelivered %2 times (%3) and none was settled")
                  .arg(count(c.messages.size()), count(total(c.requeued)), why);
        if (s.broker.maxDeliveries == 0)
            text += tr("; broker.maxDeliveries is 0 (unlimited), so real %1 would go on redelivering too. "
                       "Set broker.maxDeliveries or lower faults.ackLost")
                        .arg(name);
        return text;
    }
    if (c.storeFailed + c.storeBusy > 0)
        return tr("every handler kept failing on the store (%1 times unavailable, %2 times busy) and no "
                  "message was settled")
            .arg(count(c.storeFailed), count(c.storeBusy));
    if (!c.rebalances.isEmpty())
        return tr("the consumer group rebalanced %1 times and no offset was committed")
            .arg(count(total(c.rebalances)));
    return tr("%1 deliveries of %2 messages and no message was settled")
        .arg(count(c.deliveries), count(c.messages.size()));
}

} // namespace idem
