#include "reportmodel.h"

#include "../consumer/strategytraits.h"
#include "../scenario/builtinscenarios.h"
#include "../scenario/scenarioio.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <algorithm>

namespace idem {

namespace {

// The counters a report shows, grouped as a reader looks for them.
struct CounterDef
{
    ReportCounter::Group group;
    const char *label;
    const char *key;
    ReportCounter::Unit unit;
};

const CounterDef kCounters[] = {
    {ReportCounter::Delivery, QT_TRANSLATE_NOOP("idem::ReportModel", "Messages (business events)"), "logicalMessages", ReportCounter::Count},
    {ReportCounter::Delivery, QT_TRANSLATE_NOOP("idem::ReportModel", "Publish attempts"), "publishAttempts", ReportCounter::Count},
    {ReportCounter::Delivery, QT_TRANSLATE_NOOP("idem::ReportModel", "Deliveries to a handler"), "deliveries", ReportCounter::Count},
    {ReportCounter::Delivery, QT_TRANSLATE_NOOP("idem::ReportModel", "Redeliveries"), "redeliveries", ReportCounter::Count},
    {ReportCounter::Delivery, QT_TRANSLATE_NOOP("idem::ReportModel", "Dropped by the broker's duplicate detection"), "brokerDeduplicated", ReportCounter::Count},
    {ReportCounter::Delivery, QT_TRANSLATE_NOOP("idem::ReportModel", "Dead-lettered"), "deadLettered", ReportCounter::Count},
    {ReportCounter::Delivery, QT_TRANSLATE_NOOP("idem::ReportModel", "Producer gave up"), "producerGaveUp", ReportCounter::Count},
    {ReportCounter::Delivery, QT_TRANSLATE_NOOP("idem::ReportModel", "Records skipped: offset reset to latest (Kafka)"), "offsetResetSkipped", ReportCounter::Count},
    {ReportCounter::Dedup, QT_TRANSLATE_NOOP("idem::ReportModel", "Effects applied"), "effectsApplied", ReportCounter::Count},
    {ReportCounter::Dedup, QT_TRANSLATE_NOOP("idem::ReportModel", "Duplicate side effects"), "duplicateSideEffects", ReportCounter::Count},
    {ReportCounter::Dedup, QT_TRANSLATE_NOOP("idem::ReportModel", "Duplicates recognised and skipped"), "duplicatesSkipped", ReportCounter::Count},
    {ReportCounter::Dedup, QT_TRANSLATE_NOOP("idem::ReportModel", "Lost events (never applied)"), "lost", ReportCounter::Count},
    {ReportCounter::Dedup, QT_TRANSLATE_NOOP("idem::ReportModel", "Cache hits"), "cacheHits", ReportCounter::Count},
    {ReportCounter::Dedup, QT_TRANSLATE_NOOP("idem::ReportModel", "Cache misses"), "cacheMisses", ReportCounter::Count},
    {ReportCounter::Dedup, QT_TRANSLATE_NOOP("idem::ReportModel", "Cache hit rate"), "cacheHitRate", ReportCounter::Fraction},
    {ReportCounter::Database, QT_TRANSLATE_NOOP("idem::ReportModel", "Transactions committed"), "dbTransactions", ReportCounter::Count},
    {ReportCounter::Database, QT_TRANSLATE_NOOP("idem::ReportModel", "Transactions rolled back"), "rollbacks", ReportCounter::Count},
    {ReportCounter::Database, QT_TRANSLATE_NOOP("idem::ReportModel", "Retries on a busy database"), "busyRetries", ReportCounter::Count},
    {ReportCounter::Database, QT_TRANSLATE_NOOP("idem::ReportModel", "Steps failed: store unavailable"), "storeFailures", ReportCounter::Count},
    {ReportCounter::Faults, QT_TRANSLATE_NOOP("idem::ReportModel", "Consumer crashes"), "crashes", ReportCounter::Count},
    {ReportCounter::Faults, QT_TRANSLATE_NOOP("idem::ReportModel", "Rebalances"), "rebalances", ReportCounter::Count},
    {ReportCounter::Latency, QT_TRANSLATE_NOOP("idem::ReportModel", "Publish to effect, median"), "latencyP50Ms", ReportCounter::Milliseconds},
    {ReportCounter::Latency, QT_TRANSLATE_NOOP("idem::ReportModel", "Publish to effect, 99th percentile"), "latencyP99Ms", ReportCounter::Milliseconds},
    {ReportCounter::Latency, QT_TRANSLATE_NOOP("idem::ReportModel", "Simulated duration"), "virtualDurationMs", ReportCounter::Milliseconds},
};

double counterValue(const RunMetrics &m, const QString &key)
{
    const QHash<QString, double> values = {
        {QStringLiteral("logicalMessages"), m.logicalMessages},
        {QStringLiteral("publishAttempts"), m.publishAttempts},
        {QStringLiteral("deliveries"), m.deliveries},
        {QStringLiteral("redeliveries"), m.redeliveries},
        {QStringLiteral("brokerDeduplicated"), m.brokerDeduped},
        {QStringLiteral("deadLettered"), m.deadLettered},
        {QStringLiteral("producerGaveUp"), m.producerGaveUp},
        {QStringLiteral("offsetResetSkipped"), m.offsetResetSkipped},
        {QStringLiteral("effectsApplied"), m.effectsApplied},
        {QStringLiteral("duplicateSideEffects"), m.duplicateSideEffects},
        {QStringLiteral("duplicatesSkipped"), m.duplicatesSkipped},
        {QStringLiteral("lost"), m.lost},
        {QStringLiteral("cacheHits"), m.cacheHits},
        {QStringLiteral("cacheMisses"), m.cacheMisses},
        {QStringLiteral("cacheHitRate"),
         m.cacheHits + m.cacheMisses > 0 ? double(m.cacheHits) / (m.cacheHits + m.cacheMisses) : 0.0},
        {QStringLiteral("dbTransactions"), m.dbTransactions},
        {QStringLiteral("rollbacks"), m.rollbacks},
        {QStringLiteral("busyRetries"), m.busyRetries},
        {QStringLiteral("storeFailures"), m.storeFailures},
        {QStringLiteral("crashes"), m.crashes},
        {QStringLiteral("rebalances"), m.rebalances},
        {QStringLiteral("latencyP50Ms"), m.latencyP50Ms},
        {QStringLiteral("latencyP99Ms"), m.latencyP99Ms},
        {QStringLiteral("virtualDurationMs"), m.virtualDurationMs},
    };
    return values.value(key);
}

DeliveryCause causeFromName(const QString &name)
{
    for (int c = 0; c < int(DeliveryCause::Count); ++c) {
        if (Trace::causeName(DeliveryCause(c)) == name)
            return DeliveryCause(c);
    }
    return DeliveryCause::First;
}

QVector<QPair<DeliveryCause, int>> sortedCauses(const QHash<int, int> &counts)
{
    QVector<QPair<DeliveryCause, int>> out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out.append({DeliveryCause(it.key()), it.value()});
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : int(a.first) < int(b.first);
    });
    return out;
}

QString relativeTo(const QString &folder, const QString &path)
{
    if (path.isEmpty() || folder.isEmpty())
        return QFileInfo(path).fileName();
    return QDir(folder).relativeFilePath(path);
}

// Quotes a word for a POSIX shell only when it needs it.
QString shellWord(const QString &word)
{
    static const QString safe = QStringLiteral("-_./:=,+@%");
    bool plain = !word.isEmpty();
    for (const QChar c : word)
        plain = plain && (c.isLetterOrNumber() && c.unicode() < 128 ? true : safe.contains(c));
    if (plain)
        return word;
    QString quoted = word;
    quoted.replace(QLatin1String("'"), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString command(const QStringList &words)
{
    QStringList quoted;
    for (const QString &w : words)
        quoted.append(shellWord(w));
    return quoted.join(QLatin1Char(' '));
}

// The messages delivered to a handler more than once, with what each
// delivery did: one pass to count, one to collect the first rows. Memory
// and rows stay bounded by the limits in RunReport, not by the run.
void collectRepeated(const RunResult &r, RunReport &report)
{
    const auto &records = r.trace.records();
    const int messages = qMax(0, r.scenario.messages);
    std::vector<quint32> handled(std::size_t(messages), 0);
    for (const TraceRecord &rec : records) {
        if (rec.kind() == TraceKind::HandleStart && rec.message < quint32(messages) && handled[rec.message] < 0xFFFFFFFFu)
            ++handled[rec.message];
    }
    QHash<quint32, int> rowOf;
    int rows = 0;
    bool listing = true;
    for (int i = 0; i < messages; ++i) {
        const quint32 count = handled[std::size_t(i)];
        if (count < 2)
            continue;
        ++report.repeatedTotal;
        const int shown = int(qMin<quint32>(count, RunReport::kMaxDeliveriesShown));
        // The listed messages are the first ones, in order, with no gap.
        listing = listing && report.repeated.size() < RunReport::kMaxMessageRows
            && rows + shown <= RunReport::kMaxDeliveryRows;
        if (listing) {
            rowOf.insert(quint32(i), int(report.repeated.size()));
            ReportMessage m;
            m.logical = i;
            m.effects = r.effectCounts.value(i);
            m.deliveryCount = count;
            m.deliveries.reserve(shown);
            report.repeated.append(m);
            report.deliveriesLeftOut += qint64(count) - shown;
            rows += shown;
        }
    }
    if (rowOf.isEmpty())
        return;
    for (const TraceRecord &rec : records) {
        const auto row = rowOf.constFind(rec.message);
        if (row == rowOf.cend())
            continue;
        QVector<ReportDelivery> &ds = report.repeated[*row].deliveries;
        if (rec.kind() == TraceKind::HandleStart) {
            if (ds.size() < RunReport::kMaxDeliveriesShown)
                ds.append({rec.delivery, rec.consumer(), rec.time(), rec.cause(), ReportDelivery::NoEffect});
            continue;
        }
        const auto outcome = [&](ReportDelivery::Outcome o) {
            for (auto it = ds.rbegin(); it != ds.rend(); ++it) {
                if (it->number == rec.delivery && it->consumer == rec.consumer()) {
                    if (it->outcome == ReportDelivery::NoEffect)
                        it->outcome = o;
                    return;
                }
            }
        };
        switch (rec.kind()) {
        case TraceKind::SideEffect:
            outcome(rec.repeatsEffect() ? ReportDelivery::AppliedAgain : ReportDelivery::Applied);
            break;
        case TraceKind::Skipped: outcome(ReportDelivery::Skipped); break;
        case TraceKind::Rollback: outcome(ReportDelivery::RolledBack); break;
        case TraceKind::StoreFailed: outcome(ReportDelivery::StoreFailed); break;
        case TraceKind::Crash: outcome(ReportDelivery::Crashed); break;
        default: break;
        }
    }
}

QStringList reproduceWords(const QString &command, const Scenario &s, const QString &source)
{
    return {QStringLiteral("idemlab"), command, source, QStringLiteral("--seed"), QString::number(s.seed),
            QStringLiteral("--messages"), QString::number(s.messages)};
}

} // namespace

QString ReportModel::reproducibleSource(const Scenario &scenario, const QString &source)
{
    const QString prefix = QStringLiteral("builtin:");
    if (source.startsWith(prefix) && BuiltinScenarios::names().contains(source.mid(prefix.size()))) {
        ScenarioLoadResult loaded = ScenarioIo::load(source);
        if (loaded.ok()) {
            loaded.scenario.strategy.id = scenario.strategy.id;
            loaded.scenario.seed = scenario.seed;
            loaded.scenario.messages = scenario.messages;
            if (loaded.scenario == scenario)
                return source;
        }
    }
    return QStringLiteral("scenario.json");
}

QString ReportModel::duplicatesSql(const QString &effect)
{
    const std::optional<Effect> e = vocab::effect(effect);
    if (e == Effect::IncrementBalance)
        return QStringLiteral("SELECT account, balance / 10 AS credits FROM account_balance WHERE balance > 10;");
    if (e == Effect::SendEmail)
        return QStringLiteral("SELECT order_key, count(*) AS emails FROM sent_emails GROUP BY order_key HAVING count(*) > 1;");
    return QStringLiteral("SELECT order_key, count(*) AS copies FROM orders GROUP BY order_key HAVING count(*) > 1;");
}

QString ReportModel::groupName(ReportCounter::Group group)
{
    switch (group) {
    case ReportCounter::Delivery: return tr("Delivery");
    case ReportCounter::Dedup: return tr("Deduplication");
    case ReportCounter::Database: return tr("Database");
    case ReportCounter::Faults: return tr("Faults");
    case ReportCounter::Latency: return tr("Latency and time");
    }
    return {};
}

QString ReportModel::counterLabel(const ReportCounter &counter)
{
    return QCoreApplication::translate("idem::ReportModel", counter.label);
}

RunReport ReportModel::run(const RunResult &r, const ReportContext &ctx)
{
    RunReport report;
    report.run = &r;
    const Scenario &s = r.scenario;
    if (const StrategyTraits *t = StrategyTraits::find(s.strategy.id)) {
        report.strategyTitle = QString::fromUtf8(t->title);
        report.strategyLeaks = QString::fromUtf8(t->leaks);
    }
    report.appVersion = ctx.appVersion;
    report.created = ctx.created.isValid() ? ctx.created : QDateTime::currentDateTimeUtc();
    report.scenarioSource = reproducibleSource(s, ctx.source);
    QStringList words = reproduceWords(QStringLiteral("run"), s, report.scenarioSource);
    words << QStringLiteral("--strategy") << s.strategy.id << QStringLiteral("--out") << QStringLiteral("rerun");
    report.reproduce = command(words);

    for (int i = 0; i < r.effectCounts.size(); ++i) {
        if (r.effectCounts.at(i) > 1) {
            ++report.duplicatedKeys;
            report.extraEffects += r.effectCounts.at(i) - 1;
        }
    }
    for (const CounterDef &c : kCounters) {
        const QString key = QString::fromLatin1(c.key);
        report.counters.append({c.group, c.label, key, counterValue(r.metrics, key), c.unit});
    }
    QHash<int, int> causes;
    for (auto it = r.metrics.redeliveriesByCause.cbegin(); it != r.metrics.redeliveriesByCause.cend(); ++it)
        causes[int(causeFromName(it.key()))] += it.value();
    report.redeliveriesByCause = sortedCauses(causes);
    collectRepeated(r, report);
    report.violationsTotal = r.violations.size();
    for (const Violation &v : r.violations) {
        if (report.violations.size() == RunReport::kMaxMessageRows)
            break;
        report.violations.append({v.logical, v.kind, v.applied, v.explanation, v.explained});
    }

    report.database = relativeTo(ctx.folder, r.databasePath);
    report.duplicatesSql = duplicatesSql(s.effect);
    report.duplicatesDatabase = report.database;
    if (vocab::effect(s.effect) == Effect::SendEmail && report.database.endsWith(QLatin1String(".sqlite")))
        report.duplicatesDatabase = report.database.chopped(7) + QStringLiteral("-mailserver.sqlite");
    return report;
}

ComparisonReport ReportModel::comparison(const QVector<const RunResult *> &results, const ReportContext &ctx)
{
    ComparisonReport report;
    report.appVersion = ctx.appVersion;
    report.created = ctx.created.isValid() ? ctx.created : QDateTime::currentDateTimeUtc();
    QStringList ids;
    for (const RunResult *r : results) {
        ComparisonEntry e;
        e.strategy = r->scenario.strategy.id;
        ids.append(e.strategy);
        if (const StrategyTraits *t = StrategyTraits::find(e.strategy)) {
            e.title = QString::fromUtf8(t->title);
            e.leaks = QString::fromUtf8(t->leaks);
        }
        e.run = r;
        for (int i = 0; i < r->effectCounts.size(); ++i)
            e.duplicatedKeys += r->effectCounts.at(i) > 1 ? 1 : 0;
        // Which redeliveries reached the keys that ended up duplicated.
        QHash<int, int> causes;
        for (const TraceRecord &rec : r->trace.records()) {
            if (rec.kind() == TraceKind::SideEffect && rec.repeatsEffect())
                e.duplicateTimes.append(rec.time());
            else if (rec.kind() == TraceKind::HandleStart && rec.cause() != DeliveryCause::First
                     && r->effectCounts.value(int(rec.message)) > 1)
                ++causes[int(rec.cause())];
        }
        e.causes = sortedCauses(causes);
        if (!r->trace.records().empty())
            report.end = qMax(report.end, r->trace.records().back().time());
        report.entries.append(e);
    }
    if (!results.isEmpty()) {
        const Scenario &s = results.first()->scenario;
        report.scenarioSource = reproducibleSource(s, ctx.source);
        QStringList words = reproduceWords(QStringLiteral("compare"), s, report.scenarioSource);
        words << QStringLiteral("--strategies") << ids.join(QLatin1Char(',')) << QStringLiteral("--out")
              << QStringLiteral("rerun");
        report.reproduce = command(words);
    }
    return report;
}

SweepReport ReportModel::sweep(const Scenario &scenario, const QString &path, const QVector<double> &values,
                               const QStringList &strategies, const QVector<SweepCell> &cells,
                               const ReportContext &ctx)
{
    SweepReport report;
    report.scenario = scenario;
    report.appVersion = ctx.appVersion;
    report.created = ctx.created.isValid() ? ctx.created : QDateTime::currentDateTimeUtc();
    report.path = path;
    report.values = values;
    report.strategies = strategies;
    report.cells = cells;
    if (cells.size() != values.size() * strategies.size())
        report.cells.resize(values.size() * strategies.size());
    for (int si = 0; si < strategies.size(); ++si) {
        int from = -1;
        for (int vi = 0; vi < values.size() && from < 0; ++vi) {
            const SweepCell &c = report.cell(vi, si);
            if (c.result() && (c.metrics.duplicateSideEffects > 0 || c.metrics.lost > 0))
                from = vi;
        }
        report.leaksFrom.append(from);
    }
    report.scenarioSource = reproducibleSource(scenario, ctx.source);
    QStringList words = reproduceWords(QStringLiteral("sweep"), scenario, report.scenarioSource);
    words << QStringLiteral("--param") << path;
    if (!values.isEmpty())
        words << QStringLiteral("--from") << QString::number(values.first(), 'g', 12) << QStringLiteral("--to")
              << QString::number(values.last(), 'g', 12) << QStringLiteral("--steps")
              << QString::number(values.size());
    words << QStringLiteral("--strategies") << strategies.join(QLatin1Char(',')) << QStringLiteral("--out")
          << QStringLiteral("rerun");
    report.reproduce = command(words);
    return report;
}

} // namespace idem
