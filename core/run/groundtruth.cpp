#include "groundtruth.h"

#include "../analysis/explainer.h"
#include "../kernel/simcontext.h"
#include "../store/effect.h"
#include "../store/rundatabase.h"

#include <algorithm>

namespace idem {

Outcome GroundTruth::countEffects(const SimContext &ctx, const QString &databasePath, RunResult &result)
{
    const std::optional<Effect> effect = vocab::effect(ctx.scenario.effect);
    if (!effect)
        return QStringLiteral("$.effect: unknown effect \"%1\"").arg(ctx.scenario.effect);
    QVector<int> counts;
    if (Outcome counted = RunDatabase::countEffects(databasePath, *effect, ctx.scenario.messages, &counts);
        !counted.ok())
        return counted;
    tally(ctx, std::move(counts), result);
    return {};
}

void GroundTruth::countEffects(const SimContext &ctx, QVector<int> effectCounts, RunResult &result)
{
    tally(ctx, std::move(effectCounts), result);
}

void GroundTruth::tally(const SimContext &ctx, QVector<int> counts, RunResult &result)
{
    RunMetrics &m = result.metrics;
    m.effectsApplied = 0;
    m.duplicateSideEffects = 0;
    for (const int c : std::as_const(counts)) {
        m.effectsApplied += c;
        m.duplicateSideEffects += qMax(0, c - 1);
    }
    result.effectCounts = std::move(counts);
    result.analysis = RunAnalysis::build(ctx.trace, ctx.scenario);
}

Outcome GroundTruth::analyze(const SimContext &ctx, const QString &databasePath, RunResult &result)
{
    if (Outcome counted = countEffects(ctx, databasePath, result); !counted.ok())
        return counted;
    judge(ctx, result);
    return {};
}

Outcome GroundTruth::analyze(const SimContext &ctx, QVector<int> effectCounts, RunResult &result)
{
    if (effectCounts.size() != ctx.scenario.messages)
        return QStringLiteral("effect counts for %1 messages, the scenario has %2")
            .arg(effectCounts.size())
            .arg(ctx.scenario.messages);
    tally(ctx, std::move(effectCounts), result);
    judge(ctx, result);
    return {};
}

void GroundTruth::judge(const SimContext &ctx, RunResult &result)
{
    const Scenario &s = ctx.scenario;
    const QVector<int> &counts = result.effectCounts;

    RunMetrics &m = result.metrics;
    m.lost = 0;
    QVector<int> duplicated;
    QVector<int> lost;
    for (int i = 0; i < counts.size(); ++i) {
        const int c = counts.at(i);
        if (c > 1) {
            duplicated.append(i);
        } else if (c == 0 && ctx.fates.at(i) != FateDeadLettered && ctx.fates.at(i) != FateGaveUp
                   && ctx.fates.at(i) != FateMaxDelivered) {
            ++m.lost;
            lost.append(i);
        }
    }

    // Latency: first publish to first effect, over events that got one.
    QVector<SimTime> latencies;
    latencies.reserve(s.messages);
    for (int i = 0; i < s.messages; ++i) {
        if (ctx.firstEffectAt.at(i) >= 0 && ctx.firstPublishAt.at(i) >= 0)
            latencies.append(ctx.firstEffectAt.at(i) - ctx.firstPublishAt.at(i));
    }
    if (!latencies.isEmpty()) {
        std::sort(latencies.begin(), latencies.end());
        const auto pick = [&latencies](double q) {
            const int index = qBound(0, int(q * (latencies.size() - 1) + 0.5), int(latencies.size()) - 1);
            return simToMs(latencies.at(index));
        };
        m.latencyP50Ms = pick(0.50);
        m.latencyP99Ms = pick(0.99);
    }

    result.valid = m.duplicateSideEffects == 0 && m.lost == 0;
    Explainer explainer(ctx.scenario, ctx.trace, result.analysis.get());
    result.violations = explainer.explain(duplicated, lost, counts);
    QVector<int> deadOrGaveUp;
    for (int i = 0; i < s.messages; ++i) {
        if (counts.at(i) == 0
            && (ctx.fates.at(i) == FateDeadLettered || ctx.fates.at(i) == FateGaveUp
                || ctx.fates.at(i) == FateMaxDelivered))
            deadOrGaveUp.append(i);
    }
    result.notes = explainer.notes(deadOrGaveUp, ctx.fates);
}

} // namespace idem
