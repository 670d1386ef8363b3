#include "metricsmodel.h"

#include "uiformat.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <functional>

namespace idem::ui {

// One line of the table: a label, a tooltip, the counter it reads at the
// playhead (-1: only known at the end), and how to read the end value.
struct MetricsModel::Row
{
    const char *label;
    const char *tip;
    int counter;
    std::function<QVariant(const RunResult &, const MetricsAtTime::Counts &)> end;
    bool alarm; // red when above zero
};

namespace {
QVariant ms(double v)
{
    return UiFormat::milliseconds(qint64(v + 0.5));
}
} // namespace

const QVector<MetricsModel::Row> &MetricsModel::rows()
{
    using C = MetricsAtTime;
    using Counts = MetricsAtTime::Counts;
    static const QVector<Row> table = {
        {QT_TR_NOOP("Duplicate side effects"), QT_TR_NOOP("Effects applied again for a key that already had one: "
                                                          "the bug the strategy should prevent."),
         C::DuplicateEffects, [](const RunResult &r, const Counts &) { return r.metrics.duplicateSideEffects; }, true},
        {QT_TR_NOOP("Lost events"), QT_TR_NOOP("Events never applied, not dead-lettered, not given up."), -1,
         [](const RunResult &r, const Counts &) { return r.metrics.lost; }, true},
        {QT_TR_NOOP("Skipped by offset reset"),
         QT_TR_NOOP("Kafka: records a partition with no committed offset jumped over when it started at the log "
                    "end (auto.offset.reset latest); nobody ever read them."),
         -1, [](const RunResult &r, const Counts &) { return r.metrics.offsetResetSkipped; }, true},
        {QT_TR_NOOP("Skipped duplicates"), QT_TR_NOOP("Redeliveries the strategy recognised and skipped."),
         C::SkippedDuplicates, [](const RunResult &r, const Counts &) { return r.metrics.duplicatesSkipped; }, false},
        {QT_TR_NOOP("Effects applied"), QT_TR_NOOP("Side effects applied (the end value is read from the database)."),
         C::Effects, [](const RunResult &r, const Counts &) { return r.metrics.effectsApplied; }, false},
        {QT_TR_NOOP("Publish attempts"), QT_TR_NOOP("Every publish, retries included."), C::Published,
         [](const RunResult &r, const Counts &) { return r.metrics.publishAttempts; }, false},
        {QT_TR_NOOP("Dropped by broker dedup"), QT_TR_NOOP("Publishes the broker recognised by message id."),
         C::BrokerDeduped, [](const RunResult &r, const Counts &) { return r.metrics.brokerDeduped; }, false},
        {QT_TR_NOOP("Deliveries"), QT_TR_NOOP("Deliveries that reached a handler."), C::Deliveries,
         [](const RunResult &r, const Counts &) { return r.metrics.deliveries; }, false},
        {QT_TR_NOOP("Redeliveries"), QT_TR_NOOP("Deliveries beyond the first per event."), C::Redeliveries,
         [](const RunResult &r, const Counts &) { return r.metrics.redeliveries; }, false},
        {QT_TR_NOOP("Acks lost"), QT_TR_NOOP("Consumer acks that never reached the broker."), C::AcksLost,
         [](const RunResult &, const Counts &end) { return end[MetricsAtTime::AcksLost]; }, false},
        {QT_TR_NOOP("Crashes"), QT_TR_NOOP("Consumer crashes."), C::Crashes,
         [](const RunResult &r, const Counts &) { return r.metrics.crashes; }, false},
        {QT_TR_NOOP("Commits"), QT_TR_NOOP("Committed transactions."), C::Commits,
         [](const RunResult &r, const Counts &) { return r.metrics.dbTransactions; }, false},
        {QT_TR_NOOP("Rollbacks"), QT_TR_NOOP("Transactions rolled back (crash, unique key, claim, store failure)."),
         C::Rollbacks, [](const RunResult &r, const Counts &) { return r.metrics.rollbacks; }, false},
        {QT_TR_NOOP("Cache hits"), QT_TR_NOOP("Duplicates recognised by a cache."), C::CacheHits,
         [](const RunResult &r, const Counts &) { return r.metrics.cacheHits; }, false},
        {QT_TR_NOOP("Cache misses"), QT_TR_NOOP("Lookups that found nothing in the cache."), C::CacheMisses,
         [](const RunResult &r, const Counts &) { return r.metrics.cacheMisses; }, false},
        {QT_TR_NOOP("Store failures"), QT_TR_NOOP("Handler steps that met an unavailable store."), C::StoreFailures,
         [](const RunResult &r, const Counts &) { return r.metrics.storeFailures; }, false},
        {QT_TR_NOOP("Dead-lettered"), QT_TR_NOOP("Events moved to the dead-letter queue."), C::DeadLettered,
         [](const RunResult &r, const Counts &) { return r.metrics.deadLettered; }, false},
        {QT_TR_NOOP("Producer gave up"), QT_TR_NOOP("Events whose publish retries ran out."), -1,
         [](const RunResult &r, const Counts &) { return r.metrics.producerGaveUp; }, false},
        {QT_TR_NOOP("Busy retries"), QT_TR_NOOP("Steps rescheduled because SQLite answered BUSY."), -1,
         [](const RunResult &r, const Counts &) { return r.metrics.busyRetries; }, false},
        {QT_TR_NOOP("Latency p50"), QT_TR_NOOP("Publish to first effect, virtual time, median."), -1,
         [](const RunResult &r, const Counts &) { return ms(r.metrics.latencyP50Ms); }, false},
        {QT_TR_NOOP("Latency p99"), QT_TR_NOOP("Publish to first effect, virtual time, 99th percentile."), -1,
         [](const RunResult &r, const Counts &) { return ms(r.metrics.latencyP99Ms); }, false},
        {QT_TR_NOOP("Virtual duration"), QT_TR_NOOP("How long the run lasted in virtual time."), -1,
         [](const RunResult &r, const Counts &) { return UiFormat::seconds(SimTime(r.metrics.virtualDurationMs * 1000)); },
         false},
        {QT_TR_NOOP("Wall time"), QT_TR_NOOP("How long the simulation took on this computer."), -1,
         [](const RunResult &r, const Counts &) { return ms(r.wallMs); }, false},
    };
    return table;
}

MetricsModel::MetricsModel(QObject *parent) : QAbstractTableModel(parent) {}

void MetricsModel::setRun(RunPtr run)
{
    MetricsAtTime checkpoints;
    checkpoints.setRun(run);
    setRun(std::move(run), std::move(checkpoints));
}

void MetricsModel::setRun(RunPtr run, MetricsAtTime prepared)
{
    beginResetModel();
    m_run = std::move(run);
    m_timeline = std::move(prepared);
    m_end = m_run ? m_timeline.at(int(m_run->trace.size()) - 1) : MetricsAtTime::Counts{};
    m_now = m_end;
    endResetModel();
}

void MetricsModel::setPlayhead(int record)
{
    if (!m_run)
        return;
    m_now = m_timeline.at(record);
    emit dataChanged(index(0, AtPlayhead), index(rowCount() - 1, AtPlayhead));
}

int MetricsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_run ? 0 : int(rows().size());
}

int MetricsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MetricsModel::endValue(int row) const
{
    const QVariant v = rows().at(row).end(*m_run, m_end);
    return v.typeId() == QMetaType::Int ? QVariant(QLocale().toString(v.toInt())) : v;
}

QVariant MetricsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = rows().at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Name: return tr(row.label);
        case AtPlayhead:
            return row.counter < 0 ? QVariant(QStringLiteral("—")) : QVariant(QLocale().toString(m_now[row.counter]));
        case AtEnd: return endValue(index.row());
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole)
        return tr(row.tip);
    if (role == Qt::TextAlignmentRole && index.column() != Name)
        return int(Qt::AlignTrailing | Qt::AlignVCenter);
    if (row.alarm && (role == Qt::ForegroundRole || role == Qt::FontRole)) {
        const bool bad = index.column() == AtPlayhead ? row.counter >= 0 && m_now[row.counter] > 0
                                                      : row.end(*m_run, m_end).toInt() > 0;
        if (!bad)
            return {};
        if (role == Qt::ForegroundRole)
            return QBrush(QColor(0xc6, 0x28, 0x28));
        QFont f;
        f.setBold(true);
        return f;
    }
    return {};
}

QVariant MetricsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Metric");
    case AtPlayhead: return tr("At playhead");
    case AtEnd: return tr("End of run");
    default: break;
    }
    return {};
}

} // namespace idem::ui
