#pragma once

#include "scheduleoutcome.h"

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

namespace idem {

// One failing schedule, with its place in the canonical order (depth, then
// index within its level; random finds after every level), and what
// shrinking made of it.
struct Counterexample
{
    FaultSchedule schedule;
    int depth = 0;
    qint64 index = 0;   // within its level; random search: the sample number
    bool random = false;
    Breach breach = Breach::None;
    quint64 traceHash = 0;
    // Shrunk (Shrinker): the schedule and the scenario's size it still fails with.
    FaultSchedule shrunk;
    int messages = 0;
    int consumers = 0;
    int shrinkSteps = 0;
    int shrinkRuns = 0;
    bool shrunkDone = false;
    bool locallyMinimal = false; // no single deletion of the shrunk schedule still fails
    bool shrinkCancelled = false; // shrinking was cancelled: `shrunk` still fails, but is not minimal
    QString file;                // the lesson scenario written for it (explore.json names it)

    // The canonical order: smaller is found first, and wins a merge.
    bool before(const Counterexample &o) const
    {
        if (random != o.random)
            return !random;
        if (depth != o.depth)
            return depth < o.depth;
        return index < o.index;
    }
};

// One level of the breadth-first search: every distinct schedule of `depth`
// faults the runs before it opened.
struct LevelStats
{
    int depth = 0;
    qint64 schedules = 0;  // in the level (the whole level, every shard's part)
    qint64 run = 0;        // run here (a shard runs its slice of the last level)
    qint64 violating = 0;  // of those run
    qint64 minimal = 0;    // violating with no failing schedule one fault smaller
    bool sliced = false;   // the shard ran only its slice of this level
    Coverage coverage{};   // runs of this level in which each fault kind fired
};

enum class VerdictKind : quint8 { ViolationFound, Complete, Incomplete };
QString verdictWord(VerdictKind kind);

// Everything one exploration of one strategy found. Shards produce one each;
// merging sums the counts, unites the trace hashes and keeps the smallest
// counterexamples by the canonical order, so any shard count gives the same.
struct ExploreRun
{
    QString scenarioJson; // the fault-free scenario explored (strategy set)
    QString strategy;
    int maxFaults = 2;
    qint64 budget = 0;
    quint64 seed = 1;
    int shard = 0;
    int shards = 1;
    QVector<int> shardsMerged; // which shards this run holds
    quint64 baselineHash = 0;
    Breach baselineBreach = Breach::None;
    QVector<LevelStats> levels;
    QSet<quint64> traceHashes; // of every exhaustive run, the fault-free one included
    qint64 randomRun = 0;
    qint64 randomViolating = 0;
    qint64 runs = 0; // simulations, intermediate random steps and shrinking included
    Coverage randomCoverage{};
    QStringList classes; // fault classes the space holds
    std::optional<Counterexample> smallest;
    QMap<QString, Counterexample> byClass; // the smallest minimal one containing that class
    bool boundCovered = false; // every level up to the bound was run (in this run's slice)
    QString stopReason;        // budget, time, cancelled; empty when the bound was covered
    QString error;             // a run failed: no verdict
    double wallMs = 0;

    qint64 schedulesRun() const;
    qint64 schedulesInBound() const;
    qint64 distinctTraces() const; // distinct traces of the faulty schedules
    qint64 equivalent() const { return exhaustiveRun() - distinctTraces(); }
    qint64 exhaustiveRun() const;
    VerdictKind verdict() const;
    // Runs in which each fault kind and crash point fired, every level and the random search.
    Coverage coverage() const;
    // Classes in the space whose fault never fired in any run.
    QStringList neverFired() const;
};

} // namespace idem
