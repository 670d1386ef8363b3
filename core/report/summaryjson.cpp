#include "summaryjson.h"

#include "../analysis/explanationtext.h"
#include "../scenario/scenarioio.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace idem {

namespace {
// A violation's cause chain as values: times in milliseconds of simulated
// time, present only where they apply.
QJsonArray causesJson(const QVector<ViolationCause> &causes)
{
    QJsonArray out;
    const auto ms = [](SimTime t) { return double(t) / 1000.0; };
    for (const ViolationCause &c : causes) {
        QJsonObject o;
        o.insert(QStringLiteral("mechanism"), CauseGraph::mechanismName(c.mechanism));
        if (c.slip != Slip::None)
            o.insert(QStringLiteral("slip"), CauseGraph::slipName(c.slip));
        const std::pair<const char *, SimTime> times[] = {{"atMs", c.at},
                                                          {"redeliveredAtMs", c.redeliveredAt},
                                                          {"appliedAtMs", c.appliedAt},
                                                          {"firstAppliedAtMs", c.firstAppliedAt},
                                                          {"crashAtMs", c.crashAt}};
        for (const auto &[name, t] : times) {
            if (t >= 0)
                o.insert(QLatin1String(name), ms(t));
        }
        const std::pair<const char *, int> actors[] = {
            {"consumer", c.consumer}, {"firstConsumer", c.firstConsumer}, {"heldBy", c.heldBy}};
        for (const auto &[name, n] : actors) {
            if (n > 0)
                o.insert(QLatin1String(name), n);
        }
        if (c.batchWaiting)
            o.insert(QStringLiteral("batchWaiting"), true);
        if (c.partition >= 0)
            o.insert(QStringLiteral("partition"), c.partition);
        if (c.offset >= 0)
            o.insert(QStringLiteral("offset"), c.offset);
        out.append(o);
    }
    return out;
}
} // namespace

QJsonObject SummaryJson::metrics(const RunMetrics &m)
{
    QJsonObject o;
    o.insert(QStringLiteral("logicalMessages"), m.logicalMessages);
    o.insert(QStringLiteral("publishAttempts"), m.publishAttempts);
    o.insert(QStringLiteral("deliveries"), m.deliveries);
    o.insert(QStringLiteral("redeliveries"), m.redeliveries);
    o.insert(QStringLiteral("redeliveredFlag"), m.redeliveredFlag);
    o.insert(QStringLiteral("duplicatesSkipped"), m.duplicatesSkipped);
    o.insert(QStringLiteral("duplicateSideEffects"), m.duplicateSideEffects);
    o.insert(QStringLiteral("effectsApplied"), m.effectsApplied);
    o.insert(QStringLiteral("lost"), m.lost);
    o.insert(QStringLiteral("deadLettered"), m.deadLettered);
    o.insert(QStringLiteral("maxDeliveriesAdvisories"), m.maxDeliveriesAdvisories);
    o.insert(QStringLiteral("offsetResetSkipped"), m.offsetResetSkipped);
    o.insert(QStringLiteral("producerGaveUp"), m.producerGaveUp);
    o.insert(QStringLiteral("brokerDeduplicated"), m.brokerDeduped);
    o.insert(QStringLiteral("dbTransactions"), m.dbTransactions);
    o.insert(QStringLiteral("rollbacks"), m.rollbacks);
    o.insert(QStringLiteral("cacheHits"), m.cacheHits);
    o.insert(QStringLiteral("cacheMisses"), m.cacheMisses);
    o.insert(QStringLiteral("busyRetries"), m.busyRetries);
    o.insert(QStringLiteral("storeFailures"), m.storeFailures);
    o.insert(QStringLiteral("crashes"), m.crashes);
    o.insert(QStringLiteral("rebalances"), m.rebalances);
    o.insert(QStringLiteral("latencyP50Ms"), m.latencyP50Ms);
    o.insert(QStringLiteral("latencyP99Ms"), m.latencyP99Ms);
    o.insert(QStringLiteral("virtualDurationMs"), m.virtualDurationMs);
    QJsonObject byCause;
    for (auto it = m.redeliveriesByCause.cbegin(); it != m.redeliveriesByCause.cend(); ++it)
        byCause.insert(it.key(), it.value());
    o.insert(QStringLiteral("redeliveriesByCause"), byCause);
    return o;
}

QJsonObject SummaryJson::build(const RunResult &r, const std::function<QString(const QString &)> &sentence)
{
    const auto reader = [&sentence](const QString &text) { return sentence ? sentence(text) : text; };
    QJsonObject o;
    o.insert(QStringLiteral("scenario"), QJsonDocument::fromJson(ScenarioIo::toJson(r.scenario)).object());
    o.insert(QStringLiteral("name"), r.scenario.name);
    o.insert(QStringLiteral("seed"), double(r.scenario.seed));
    o.insert(QStringLiteral("strategy"), r.scenario.strategy.id);
    o.insert(QStringLiteral("metrics"), metrics(r.metrics));
    o.insert(QStringLiteral("redeliveriesByCause"), metrics(r.metrics).value(QStringLiteral("redeliveriesByCause")));
    o.insert(QStringLiteral("deadLettered"), r.metrics.deadLettered);
    // "state" and "runId" match run_info in the database: a reader can tell
    // this run's summary from another's, and a stopped run has no verdict.
    o.insert(QStringLiteral("runId"), r.runId);
    // Where the trace comes from: a check's handlings are the user's own
    // code, seen only at the wire (simulated | live | check).
    o.insert(QStringLiteral("origin"), Trace::originName(r.trace.origin()));
    o.insert(QStringLiteral("state"), r.stopped() ? QStringLiteral("stopped") : QStringLiteral("finished"));
    // A stopped run's counts are what happened up to the stop, not a total.
    o.insert(QStringLiteral("partial"), r.stopped());
    o.insert(QStringLiteral("verdict"), r.stopped() ? QStringLiteral("stopped")
                                                     : r.valid ? QStringLiteral("valid") : QStringLiteral("invalid"));
    if (r.stopped()) {
        o.insert(QStringLiteral("stopReason"), reader(r.stopReason));
        o.insert(QStringLiteral("stop"), r.stop == RunStop::NoProgress ? QStringLiteral("no-progress")
                                                                       : QStringLiteral("over-budget"));
    }
    QJsonArray violations;
    for (const Violation &v : r.violations) {
        QJsonObject vo;
        vo.insert(QStringLiteral("key"), Scenario::businessKey(v.logical));
        vo.insert(QStringLiteral("kind"), v.kindWord());
        vo.insert(QStringLiteral("applied"), v.applied);
        vo.insert(QStringLiteral("explanation"), reader(v.explanation));
        vo.insert(QStringLiteral("causes"), causesJson(v.causes));
        vo.insert(QStringLiteral("explained"), ExplanationText::json(v.explained));
        violations.append(vo);
    }
    o.insert(QStringLiteral("violations"), violations);
    o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(r.notes));
    o.insert(QStringLiteral("traceHash"), r.trace.hashHex());
    o.insert(QStringLiteral("traceRecords"), double(r.trace.size()));
    o.insert(QStringLiteral("database"), r.databasePath);
    return o;
}

} // namespace idem
