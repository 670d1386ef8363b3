#include "explorer.h"

#include "../kernel/rng.h"
#include "../run/parallelfor.h"
#include "../scenario/scenarioio.h"
#include "schedulerunner.h"
#include "shrinker.h"

#include <QDir>
#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QThread>
#include <algorithm>
#include <memory>
#include <vector>

namespace idem {

namespace {

// One database per worker thread, handed out per job.
class RunnerPool final
{
public:
    RunnerPool(const QString &dir, int count)
    {
        QDir().mkpath(dir);
        for (int i = 0; i < count; ++i) {
            m_all.push_back(std::make_unique<ScheduleRunner>(
                QDir(dir).absoluteFilePath(QStringLiteral("worker-%1.sqlite").arg(i + 1))));
            m_free.append(m_all.back().get());
        }
    }
    ScheduleRunner *take()
    {
        QMutexLocker lock(&m_mutex);
        return m_free.takeLast();
    }
    void give(ScheduleRunner *runner)
    {
        QMutexLocker lock(&m_mutex);
        m_free.append(runner);
    }

private:
    QMutex m_mutex;
    std::vector<std::unique_ptr<ScheduleRunner>> m_all;
    QVector<ScheduleRunner *> m_free;
};

// A schedule that is not extended further has no sites.
struct Node
{
    FaultSchedule schedule;
    FaultSchedule sites;
};

void addFired(Coverage &coverage, quint32 fired)
{
    for (int i = 0; i < int(Fired::Count); ++i) {
        if (fired & (1u << unsigned(i)))
            ++coverage[std::size_t(i)];
    }
}

bool scheduleLess(const FaultSchedule &a, const FaultSchedule &b)
{
    return std::lexicographical_compare(a.cbegin(), a.cend(), b.cbegin(), b.cend(), FaultSites::faultLess);
}

class Search final
{
public:
    Search(const Scenario &scenario, const ExploreOptions &options)
        : m_base(ScheduleRunner::faultFree(scenario)), m_opt(options),
          m_threads(options.jobs > 0 ? options.jobs : qMax(1, QThread::idealThreadCount())),
          m_pool(options.workDir, m_threads)
    {
        m_clock.start();
    }

    ExploreRun run();

private:
    bool baseline();
    QVector<FaultSchedule> nextLevel(const QVector<Node> &frontier);
    // Runs jobs [0, count) in chunks; returns how many ran before a stop.
    qint64 runChunked(qint64 count, const std::function<void(qint64)> &job);
    bool timeUp() const;
    void level(int depth, const QVector<FaultSchedule> &schedules, QVector<Node> *next);
    void account(int depth, qint64 index, const FaultSchedule &s, const ScheduleOutcome &o, LevelStats &st,
                 QVector<Node> *next);
    bool isMinimal(const FaultSchedule &s) const;
    void randomSearch(const QVector<Node> &parents);
    ScheduleOutcome runOne(const FaultSchedule &s, bool wantSites);

    Scenario m_base;
    ExploreOptions m_opt;
    int m_threads;
    RunnerPool m_pool;
    QElapsedTimer m_clock;
    ExploreRun m_run;
    QHash<QByteArray, bool> m_violates; // levels below the bound: schedule key -> fails
    QSet<QString> m_classes;
    qint64 m_budgetLeft = 0;
    std::atomic<qint64> m_runs{0};
};

ScheduleOutcome Search::runOne(const FaultSchedule &s, bool wantSites)
{
    ScheduleRunner *runner = m_pool.take();
    ScheduleOutcome o = runner->run(m_base, s, wantSites);
    m_pool.give(runner);
    ++m_runs;
    return o;
}

bool Search::timeUp() const
{
    if (m_opt.cancel && m_opt.cancel->load())
        return true;
    return m_opt.timeLimitMs > 0 && m_clock.elapsed() >= m_opt.timeLimitMs;
}

qint64 Search::runChunked(qint64 count, const std::function<void(qint64)> &job)
{
    const qint64 chunk = qMax<qint64>(32, 8 * m_threads);
    for (qint64 start = 0; start < count; start += chunk) {
        if (timeUp())
            return start;
        const int n = int(qMin(chunk, count - start));
        parallelFor(n, m_threads, [&](int j) { job(start + j); });
        if (m_opt.progress)
            m_opt.progress(start + n, count);
    }
    return count;
}

bool Search::baseline()
{
    const ScheduleOutcome b = runOne({}, true);
    if (b.breach == Breach::Failed) {
        m_run.error = b.error;
        return false;
    }
    m_run.baselineHash = b.traceHash;
    m_run.baselineBreach = b.breach;
    m_run.traceHashes.insert(b.traceHash);
    if (b.violates()) {
        Counterexample c;
        c.breach = b.breach;
        c.traceHash = b.traceHash;
        m_run.smallest = c;
        m_run.boundCovered = true;
        return false;
    }
    QVector<Node> frontier{Node{{}, b.sites}};
    QVector<Node> parents = frontier;
    for (int depth = 1; depth <= m_opt.maxFaults; ++depth) {
        const QVector<FaultSchedule> schedules = nextLevel(frontier);
        if (depth == m_opt.maxFaults)
            parents = frontier;
        frontier.clear();
        level(depth, schedules, depth < m_opt.maxFaults ? &frontier : nullptr);
        if (!m_run.stopReason.isEmpty())
            return false;
    }
    m_run.boundCovered = true;
    if (!m_run.smallest)
        randomSearch(parents);
    return true;
}

QVector<FaultSchedule> Search::nextLevel(const QVector<Node> &frontier)
{
    QVector<FaultSchedule> out;
    QSet<QByteArray> seen;
    for (const Node &n : frontier) {
        for (const ScheduledFault &site : n.sites) {
            if (n.schedule.contains(site))
                continue;
            FaultSchedule child = FaultSites::with(n.schedule, site);
            if (!seen.contains(FaultSites::key(child))) {
                seen.insert(FaultSites::key(child));
                out.append(std::move(child));
            }
            m_classes.insert(FaultSites::faultClass(site));
        }
    }
    std::sort(out.begin(), out.end(), scheduleLess);
    return out;
}

void Search::level(int depth, const QVector<FaultSchedule> &schedules, QVector<Node> *next)
{
    LevelStats st;
    st.depth = depth;
    st.schedules = schedules.size();
    const bool last = next == nullptr;
    st.sliced = last && m_opt.shards > 1;
    // This shard's part, in canonical order, within what the budget allows.
    QVector<qint64> mine;
    const qint64 allowed = m_opt.budget > 0 ? qMin<qint64>(m_budgetLeft, schedules.size()) : schedules.size();
    for (qint64 i = 0; i < allowed; ++i) {
        if (!st.sliced || i % m_opt.shards == m_opt.shard)
            mine.append(i);
    }
    if (m_opt.budget > 0)
        m_budgetLeft -= allowed;
    QVector<ScheduleOutcome> outcomes(mine.size());
    const qint64 ran = runChunked(mine.size(), [&](qint64 j) {
        outcomes[j] = runOne(schedules.at(mine.at(j)), !last);
    });
    for (qint64 j = 0; j < ran; ++j) {
        if (outcomes.at(j).breach == Breach::Failed && m_run.error.isEmpty())
            m_run.error = outcomes.at(j).error;
        account(depth, mine.at(j), schedules.at(mine.at(j)), outcomes.at(j), st, next);
    }
    m_run.levels.append(st);
    if (ran < mine.size() || allowed < schedules.size())
        m_run.stopReason = m_opt.cancel && m_opt.cancel->load() ? QStringLiteral("cancelled")
            : ran < mine.size()                                 ? QStringLiteral("time")
                                                                : QStringLiteral("budget");
}

bool Search::isMinimal(const FaultSchedule &s) const
{
    // A subset never run had a fault at a site that did not exist yet: it is
    // the smaller schedule without it, which did not fail.
    for (int i = 0; i < s.size() && s.size() > 1; ++i) {
        FaultSchedule smaller = s;
        smaller.remove(i);
        if (m_violates.value(FaultSites::key(smaller), false))
            return false;
    }
    return true;
}

void Search::account(int depth, qint64 index, const FaultSchedule &s, const ScheduleOutcome &o, LevelStats &st,
                     QVector<Node> *next)
{
    ++st.run;
    addFired(st.coverage, o.fired);
    const bool fresh = !m_run.traceHashes.contains(o.traceHash);
    m_run.traceHashes.insert(o.traceHash);
    if (next)
        m_violates.insert(FaultSites::key(s), o.violates());
    if (!o.violates()) {
        if (next && fresh)
            next->append(Node{s, o.sites});
        return;
    }
    ++st.violating;
    if (!isMinimal(s))
        return;
    ++st.minimal;
    Counterexample c;
    c.schedule = s;
    c.depth = depth;
    c.index = index;
    c.breach = o.breach;
    c.traceHash = o.traceHash;
    if (!m_run.smallest || c.before(*m_run.smallest))
        m_run.smallest = c;
    for (const ScheduledFault &f : s) {
        const QString cls = FaultSites::faultClass(f);
        if (!m_run.byClass.contains(cls) || c.before(m_run.byClass.value(cls)))
            m_run.byClass.insert(cls, c);
    }
}

void Search::randomSearch(const QVector<Node> &parents)
{
    const bool bounded = m_opt.budget > 0;
    if ((!bounded && m_opt.timeLimitMs <= 0) || parents.isEmpty())
        return;
    const qint64 samples = bounded ? m_budgetLeft : std::numeric_limits<qint32>::max();
    // Sample s belongs to shard s mod N; its schedule depends on (seed, s) only.
    QVector<qint64> mine;
    for (qint64 s = m_opt.shard; s < samples; s += m_opt.shards) {
        mine.append(s);
        if (!bounded && mine.size() >= 1 << 20)
            break;
    }
    const auto pick = [](Rng &rng, const FaultSchedule &sites, const FaultSchedule &in) -> std::optional<ScheduledFault> {
        if (sites.isEmpty())
            return std::nullopt;
        const int start = int(rng.below(quint64(sites.size())));
        for (int k = 0; k < sites.size(); ++k) {
            const ScheduledFault &f = sites.at((start + k) % sites.size());
            if (!in.contains(f))
                return f;
        }
        return std::nullopt;
    };
    const qint64 chunk = qMax<qint64>(32, 8 * m_threads);
    for (qint64 start = 0; start < mine.size(); start += chunk) {
        // The bound is covered: a stop here ends only the search beyond it.
        if (timeUp())
            break;
        const int n = int(qMin(chunk, mine.size() - start));
        QVector<ScheduleOutcome> outcomes(n);
        QVector<FaultSchedule> made(n);
        parallelFor(n, m_threads, [&](int j) {
            Rng rng(mixHash({m_opt.seed, quint64(mine.at(start + j)), 0x6578706cull}));
            const Node &p = parents.at(int(rng.below(quint64(parents.size()))));
            const int extra = 2 + int(rng.below(2));
            FaultSchedule cur = p.schedule;
            FaultSchedule sites = p.sites;
            for (int step = 0; step < extra; ++step) {
                const std::optional<ScheduledFault> f = pick(rng, sites, cur);
                if (!f)
                    break;
                cur = FaultSites::with(cur, *f);
                outcomes[j] = runOne(cur, step + 1 < extra);
                if (outcomes[j].violates() || outcomes[j].breach == Breach::Failed)
                    break;
                sites = outcomes[j].sites;
            }
            outcomes[j].sites.clear();
            made[j] = cur;
        });
        for (int j = 0; j < n; ++j) {
            ++m_run.randomRun;
            const ScheduleOutcome &o = outcomes.at(j);
            addFired(m_run.randomCoverage, o.fired);
            if (!o.violates())
                continue;
            ++m_run.randomViolating;
            Counterexample c;
            c.schedule = made.at(j);
            c.depth = int(made.at(j).size());
            c.index = mine.at(start + j);
            c.random = true;
            c.breach = o.breach;
            c.traceHash = o.traceHash;
            if (!m_run.smallest || c.before(*m_run.smallest))
                m_run.smallest = c;
            for (const ScheduledFault &f : c.schedule) {
                const QString cls = FaultSites::faultClass(f);
                if (!m_run.byClass.contains(cls) || c.before(m_run.byClass.value(cls)))
                    m_run.byClass.insert(cls, c);
            }
        }
        if (m_opt.progress)
            m_opt.progress(start + n, mine.size());
        // A violation beyond the bound ends the random search: it is shrunk next.
        if (m_run.smallest)
            break;
    }
}

ExploreRun Search::run()
{
    m_run.scenarioJson = QString::fromUtf8(ScenarioIo::toJson(m_base));
    m_run.strategy = m_base.strategy.id;
    m_run.maxFaults = m_opt.maxFaults;
    m_run.budget = m_opt.budget;
    m_run.seed = m_opt.seed;
    m_run.shard = m_opt.shard;
    m_run.shards = m_opt.shards;
    m_run.shardsMerged = {m_opt.shard};
    m_budgetLeft = m_opt.budget;
    baseline();
    QStringList classes(m_classes.cbegin(), m_classes.cend());
    classes.sort();
    m_run.classes = classes;
    m_run.runs = m_runs.load();
    m_run.wallMs = double(m_clock.nsecsElapsed()) / 1e6;
    return m_run;
}

} // namespace

ExploreRun Explorer::explore(const Scenario &scenario, const ExploreOptions &options)
{
    Search search(scenario, options);
    return search.run();
}

} // namespace idem

namespace idem {

namespace {

void keepSmaller(std::optional<Counterexample> &into, const std::optional<Counterexample> &c)
{
    if (c && (!into || c->before(*into)))
        into = c;
}

QString sameExploration(const ExploreRun &a, const ExploreRun &b)
{
    if (a.scenarioJson != b.scenarioJson)
        return QStringLiteral("a different scenario");
    if (a.strategy != b.strategy)
        return QStringLiteral("strategy %1, not %2").arg(b.strategy, a.strategy);
    if (a.maxFaults != b.maxFaults)
        return QStringLiteral("--faults %1, not %2").arg(b.maxFaults).arg(a.maxFaults);
    if (a.budget != b.budget)
        return QStringLiteral("--budget %1, not %2").arg(b.budget).arg(a.budget);
    if (a.seed != b.seed)
        return QStringLiteral("--seed %1, not %2").arg(b.seed).arg(a.seed);
    if (a.shards != b.shards)
        return QStringLiteral("%1 shards, not %2").arg(b.shards).arg(a.shards);
    if (a.baselineHash != b.baselineHash)
        return QStringLiteral("another fault-free trace (another build of the engine?)");
    return {};
}

void mergeLevels(ExploreRun &into, const ExploreRun &part)
{
    for (int i = 0; i < part.levels.size(); ++i) {
        const LevelStats &l = part.levels.at(i);
        if (i >= into.levels.size()) {
            into.levels.append(l);
            continue;
        }
        // Levels below the last are the same in every shard; the last is sliced.
        if (!l.sliced)
            continue;
        LevelStats &m = into.levels[i];
        m.run += l.run;
        m.violating += l.violating;
        m.minimal += l.minimal;
        for (std::size_t k = 0; k < m.coverage.size(); ++k)
            m.coverage[k] += l.coverage[k];
    }
}

} // namespace

ExploreRun Explorer::merge(const QVector<ExploreRun> &parts)
{
    ExploreRun out;
    if (parts.isEmpty()) {
        out.error = QStringLiteral("nothing to merge");
        return out;
    }
    out = parts.first();
    for (int i = 1; i < parts.size(); ++i) {
        const ExploreRun &p = parts.at(i);
        if (const QString why = sameExploration(out, p); !why.isEmpty()) {
            out.error = QStringLiteral("shard %1/%2 is not a slice of the same exploration: %3")
                            .arg(p.shard).arg(p.shards).arg(why);
            return out;
        }
        for (int s : p.shardsMerged) {
            if (out.shardsMerged.contains(s)) {
                out.error = QStringLiteral("shard %1/%2 is given twice").arg(s).arg(p.shards);
                return out;
            }
            out.shardsMerged.append(s);
        }
        mergeLevels(out, p);
        out.traceHashes.unite(p.traceHashes);
        out.randomRun += p.randomRun;
        out.randomViolating += p.randomViolating;
        for (std::size_t k = 0; k < out.randomCoverage.size(); ++k)
            out.randomCoverage[k] += p.randomCoverage[k];
        out.runs += p.runs;
        keepSmaller(out.smallest, p.smallest);
        for (auto it = p.byClass.cbegin(); it != p.byClass.cend(); ++it) {
            if (!out.byClass.contains(it.key()) || it.value().before(out.byClass.value(it.key())))
                out.byClass.insert(it.key(), it.value());
        }
        out.boundCovered = out.boundCovered && p.boundCovered;
        if (out.stopReason.isEmpty())
            out.stopReason = p.stopReason;
        if (out.error.isEmpty())
            out.error = p.error;
        out.wallMs = qMax(out.wallMs, p.wallMs);
    }
    std::sort(out.shardsMerged.begin(), out.shardsMerged.end());
    for (int s = 0; s < out.shards; ++s) {
        if (!out.shardsMerged.contains(s)) {
            out.error = QStringLiteral("shard %1/%2 is missing").arg(s).arg(out.shards);
            return out;
        }
    }
    return out;
}

void Explorer::shrinkCounterexamples(ExploreRun &run, const QString &workDir, const std::atomic_bool *cancel)
{
    const ScenarioLoadResult loaded = ScenarioIo::parse(run.scenarioJson.toUtf8(), QStringLiteral("explore.json"));
    if (!loaded.ok())
        return;
    QDir().mkpath(workDir);
    ScheduleRunner runner(QDir(workDir).absoluteFilePath(QStringLiteral("shrink.sqlite")));
    Shrinker shrinker(runner, loaded.scenario, cancel);
    const auto shrinkOne = [&](Counterexample &c) {
        if (c.shrunkDone)
            return;
        const ShrinkResult r = shrinker.shrink(c.schedule);
        c.shrunk = r.schedule;
        c.messages = r.messages;
        c.consumers = r.consumers;
        c.shrinkSteps = r.steps;
        c.shrinkRuns = r.runs;
        c.locallyMinimal = r.locallyMinimal;
        c.shrinkCancelled = r.cancelled;
        c.shrunkDone = true;
        run.runs += r.runs;
    };
    // The same schedule under several classes is shrunk once.
    QHash<QByteArray, Counterexample> done;
    const auto shrinkShared = [&](Counterexample &c) {
        const QByteArray key = FaultSites::key(c.schedule);
        if (done.contains(key)) {
            c = done.value(key);
            return;
        }
        shrinkOne(c);
        done.insert(key, c);
    };
    if (run.smallest)
        shrinkShared(*run.smallest);
    for (auto it = run.byClass.begin(); it != run.byClass.end(); ++it)
        shrinkShared(it.value());
}

} // namespace idem
