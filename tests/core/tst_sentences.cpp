// One test per sentence template: every template of the explanations is
// used by a run (a built-in, an unseen scenario or one of data/sentences,
// each written for a template nothing else says, under every strategy; a
// fallback for a missing time by the same run read from a trace without
// that record, as a live run's can be), and every value it carries is a
// fact of that run — the crash it names is
// a crash of that consumer at that time and point, the hold's end is the
// broker's requeue, the offsets are in the log, the durations are the
// scenario's. Values, not English: the words are the renderer's business.

#include "analysis/explainer.h"
#include "analysis/explanationtext.h"
#include "analysis/runanalysis.h"
#include "kernel/runmetrics.h"
#include "report/summaryjson.h"
#include "scenario/brokerprofile.h"
#include "scenario/builtinscenarios.h"
#include "scenario/scenarioio.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <algorithm>
#include <map>

using namespace idem;

namespace {
QStringList corpus()
{
    QStringList out;
    for (const QString &name : BuiltinScenarios::names())
        out.append(QStringLiteral("builtin:") + name);
    // The unseen scenarios, and the small ones written for the templates
    // nothing else says (data/sentences: one case each).
    for (const char *folder : {TESTDATA_DIR "/unseen", TESTDATA_DIR "/sentences"}) {
        const QDir dir(QString::fromUtf8(folder));
        for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            out.append(dir.filePath(file));
    }
    return out;
}

// What a run holds, indexed for the checks: record times by kind, and per
// message.
struct Facts
{
    const RunResult &run;
    std::map<int, QVector<SimTime>> byKind;
    QHash<quint32, QVector<const TraceRecord *>> byMessage;
    QVector<SimTime> times; // every record's, in time order
    int maxConsumer = 0;
    SimTime end = 0;

    explicit Facts(const RunResult &r) : run(r)
    {
        for (const TraceRecord &x : r.trace.records()) {
            byKind[int(x.kind())].append(x.time());
            times.append(x.time());
            if (x.message != kNoMessage)
                byMessage[x.message].append(&x);
            if (x.isConsumer())
                maxConsumer = qMax(maxConsumer, x.consumer());
            end = qMax(end, x.time());
        }
    }
    bool kindAt(TraceKind k, SimTime t) const
    {
        const auto it = byKind.find(int(k));
        return it != byKind.end() && std::binary_search(it->second.cbegin(), it->second.cend(), t);
    }
    const TraceRecord *messageAt(int message, SimTime t, TraceKind k = TraceKind::Count) const
    {
        for (const TraceRecord *x : byMessage.value(quint32(message))) {
            if (x->time() == t && (k == TraceKind::Count || x->kind() == k))
                return x;
        }
        return nullptr;
    }
    const TraceRecord *crashOf(int consumer, SimTime t) const
    {
        for (const TraceRecord &x : run.trace.records()) {
            if (x.time() == t && x.kind() == TraceKind::Crash && x.isConsumer() && x.consumer() == consumer)
                return &x;
        }
        return nullptr;
    }
};

// The scenario field a duration role must equal.
QVector<qint64> durationsFor(Role r, const Scenario &s)
{
    switch (r) {
    case Role::TimeoutMs: return {s.broker.redeliveryTimeoutMs, s.producer.publishTimeoutMs};
    case Role::SessionMs: return {s.consumers.sessionTimeoutMs};
    case Role::PollIntervalMs: return {s.consumers.maxPollIntervalMs};
    case Role::AutoCommitMs: return {s.consumers.autoCommitIntervalMs};
    case Role::TtlMs: return {s.strategy.cacheTtlMs};
    case Role::RetentionMs: return {s.strategy.retentionMs};
    case Role::RetryMs: return {s.consumers.storeRetryMs};
    case Role::WindowMs: return {s.broker.dedupWindowMs};
    case Role::AckEvery: return {s.consumers.ackEvery};
    case Role::Capacity: return {s.strategy.cacheCapacity};
    case Role::Limit: return {s.broker.maxDeliveries};
    default: return {};
    }
}

// The problems of one part: a value that is not a fact of the run.
QStringList problemsOf(const ExplanationPart &p, int message, const Facts &f)
{
    QStringList out;
    const auto bad = [&out](Role r, const QString &why) { out.append(ExplanationText::roleName(r) + QStringLiteral(": ") + why); };
    for (const Role r : ExplanationText::missingRoles(p))
        bad(r, QStringLiteral("missing"));
    const Scenario &s = f.run.scenario;
    for (const ExplanationValue &v : p.values) {
        const qint64 n = v.number;
        const QString at = ExplanationText::value(v);
        switch (v.role) {
        case Role::Consumer:
        case Role::OtherConsumer:
            if (n < 1 || n > f.maxConsumer)
                bad(v.role, QStringLiteral("no consumer %1").arg(n));
            break;
        case Role::CrashAt:
        case Role::OtherCrashAt: {
            const Role who = v.role == Role::CrashAt ? Role::Consumer : Role::OtherConsumer;
            const TraceRecord *crash = f.crashOf(int(p.number(who)), n);
            if (!crash && p.sentence != Sentence::EndedCrashed)
                bad(v.role, QStringLiteral("no crash of consumer-%1 at %2").arg(p.number(who)).arg(at));
            else if (crash && p.has(Role::CrashPoint) && crash->crashPoint() != CrashPoint(p.number(Role::CrashPoint)))
                bad(Role::CrashPoint, QStringLiteral("the crash at %1 was %2").arg(at, Trace::crashPointName(crash->crashPoint())));
            break;
        }
        case Role::AckLostAt:
            if (!f.kindAt(TraceKind::AckLost, n))
                bad(v.role, QStringLiteral("no lost ack at ") + at);
            break;
        case Role::AppliedAt:
        case Role::FirstAppliedAt:
        case Role::AppliedAgainAt:
        case Role::FirstCommitAt:
            if (!f.messageAt(message, n, TraceKind::SideEffect))
                bad(v.role, QStringLiteral("no effect of the message at ") + at);
            break;
        case Role::RoundAt:
        case Role::DoneAt:
            if (!f.kindAt(TraceKind::Rebalance, n) && !f.kindAt(TraceKind::StaticRejoin, n))
                bad(v.role, QStringLiteral("no rebalance at ") + at);
            break;
        case Role::BackAt:
            if (!f.kindAt(TraceKind::BrokerBack, n))
                bad(v.role, QStringLiteral("the broker was not back at ") + at);
            break;
        case Role::StoredAt:
            if (!f.messageAt(message, n, TraceKind::BrokerEnqueued))
                bad(v.role, QStringLiteral("not stored at ") + at);
            break;
        case Role::RepublishedAt:
            if (!f.messageAt(message, n, TraceKind::PublishAttempt))
                bad(v.role, QStringLiteral("no publish at ") + at);
            break;
        case Role::CacheSetAt:
            if (!f.messageAt(message, n, TraceKind::CacheSet))
                bad(v.role, QStringLiteral("not cached at ") + at);
            break;
        case Role::CacheEndAt:
            if (p.sentence == Sentence::CachedExpiredAt
                    ? n != p.number(Role::CacheSetAt) + msToSim(s.strategy.cacheTtlMs)
                    : !f.kindAt(p.sentence == Sentence::CachedFlushedAt ? TraceKind::CacheFlush : TraceKind::Crash, n))
                bad(v.role, QStringLiteral("the entry did not end at ") + at);
            break;
        case Role::Gap:
            if (p.sentence == Sentence::GroupHoldsNote ? n <= 0 : n != p.number(Role::LookupAt) - p.number(Role::CacheEndAt))
                bad(v.role, QStringLiteral("not the time from the entry's end to the lookup"));
            break;
        case Role::LookupAt:
        case Role::FirstCheckAt:
        case Role::SecondCheckAt:
        case Role::HandlerEndAt:
        case Role::From:
        case Role::Until:
            if (message >= 0 && !f.messageAt(message, n))
                bad(v.role, QStringLiteral("no record of the message at ") + at);
            break;
        case Role::At:
            if (!std::binary_search(f.times.cbegin(), f.times.cend(), n))
                bad(v.role, QStringLiteral("no record at ") + at);
            break;
        case Role::Key:
            if (message >= 0 && v.text != Scenario::businessKey(message))
                bad(v.role, v.text);
            break;
        case Role::Delivery:
            if (n < 1)
                bad(v.role, QString::number(n));
            break;
        case Role::Partition:
            if (n < 0 || n >= qMax(1, s.broker.partitions))
                bad(v.role, QString::number(n));
            break;
        case Role::RereadFrom:
            if (n > p.number(Role::RereadTo) || (p.has(Role::Offset) && n > p.number(Role::Offset)))
                bad(v.role, QStringLiteral("re-read from %1 past %2").arg(n).arg(p.number(Role::RereadTo)));
            break;
        case Role::ReadTo:
            if (p.has(Role::Offset) && n < p.number(Role::Offset))
                bad(v.role, QStringLiteral("read to %1, before the record").arg(n));
            break;
        case Role::HoldName: {
            const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
            if (!profile || v.text != QString::fromLatin1(profile->timeoutName))
                bad(v.role, v.text);
            break;
        }
        case Role::Effect:
            if (v.text != s.effect)
                bad(v.role, v.text);
            break;
        default:
            if (const QVector<qint64> fields = durationsFor(v.role, s); !fields.isEmpty() && !fields.contains(n))
                bad(v.role, QStringLiteral("%1 is not the scenario's").arg(n));
            break;
        }
    }
    return out;
}

// A template's first uses, and what was wrong with any of them.
struct Use
{
    QString where;
    int count = 0;
    QStringList problems;
};
} // namespace

class TestSentences final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void theTableIsWhole();
    void everyTemplate_data();
    void everyTemplate();
    void batchedAcksWaitingAtACrash();
    void jsonCarriesTheValues();
    void aCheckIsToldNoHandlerStep();

private:
    void collect(const QString &where, const Explanation &e, const Facts &facts);
    void walk(const QString &where, const RunResult &r);
    RunResult run(const Scenario &s, const QString &tag);
    void walkWithout(const QString &where, const RunResult &r, bool everyCase);
    static Scenario batchCrash();
    QHash<int, Use> m_uses;
    QTemporaryDir m_dir;
    int m_runs = 0;
    int m_checkViolations = 0;  // violations told of runs as a check saw them
    QStringList m_checkClaims;  // … that told a step inside the user's handler
};

RunResult TestSentences::run(const Scenario &s, const QString &tag)
{
    return testsupport::runIn(m_dir, s, tag);
}

void TestSentences::collect(const QString &where, const Explanation &e, const Facts &facts)
{
    for (const ExplanationPart &p : e.parts) {
        Use &u = m_uses[int(p.sentence)];
        if (u.count++ == 0)
            u.where = where;
        if (u.problems.size() < 5) {
            for (const QString &problem : problemsOf(p, e.message, facts))
                u.problems.append(QStringLiteral("%1: %2 (%3)").arg(where, problem, ExplanationText::sentence(p)));
        }
    }
}

// Every explanation a run has: its violations, its notes, why each copy
// came, each record about no message, each violation's story.
void TestSentences::walk(const QString &where, const RunResult &r)
{
    ++m_runs;
    const Facts facts(r);
    Explainer explainer(r.scenario, r.trace, r.analysis.get());
    for (const Violation &v : r.violations) {
        collect(where, v.explained, facts);
        collect(where, explainer.storyExplained(v.logical), facts);
        if (r.trace.handlingObserved())
            continue;
        ++m_checkViolations;
        // What the user's database holds comes first, then only the wire.
        const Sentence opening = v.kind == ViolationKind::Lost ? Sentence::CheckHeldNone : Sentence::CheckHeldTimes;
        if (v.explained.parts.isEmpty() || v.explained.parts.first().sentence != opening
            || v.explained.uses(Sentence::EveryHandlingInterrupted))
            m_checkClaims.append(where + QStringLiteral(": ") + ExplanationText::text(v.explained));
        for (const ExplanationPart &p : v.explained.parts) {
            for (Role step : {Role::AppliedAt, Role::FirstAppliedAt, Role::AppliedAgainAt, Role::Guard,
                              Role::FirstCheckAt, Role::SecondCheckAt, Role::FirstCommitAt, Role::CacheSetAt}) {
                if (p.has(step))
                    m_checkClaims.append(where + QStringLiteral(": ") + ExplanationText::text(v.explained));
            }
        }
    }
    QVector<quint8> fates(r.scenario.messages, FateDelivered);
    QVector<int> ended;
    for (const TraceRecord &x : r.trace.records()) {
        if (x.message == kNoMessage || int(x.message) >= fates.size() || r.effectCounts.value(int(x.message)) != 0)
            continue;
        const quint8 fate = x.kind() == TraceKind::DeadLettered ? FateDeadLettered
            : x.kind() == TraceKind::MaxDeliveries              ? FateMaxDelivered
            : x.kind() == TraceKind::PublishGaveUp              ? FateGaveUp
                                                                : FateDelivered;
        if (fate != FateDelivered && fates.at(int(x.message)) == FateDelivered) {
            fates[int(x.message)] = fate;
            ended.append(int(x.message));
        }
    }
    for (const Explanation &e : explainer.notesExplained(ended, fates))
        collect(where, e, facts);
    int asked = 0;
    for (std::size_t i = 0; i < r.trace.size() && asked < 400; ++i) {
        const TraceRecord &x = r.trace.at(i);
        if (x.kind() == TraceKind::HandleStart) {
            ++asked;
            collect(where, explainer.whyDeliveredExplained(int(x.message), x.consumer(), x.delivery, x.time()), facts);
        } else if (x.message == kNoMessage || x.kind() == TraceKind::Crash) {
            collect(where, explainer.recordExplained(int(i)), facts);
        }
    }
}

namespace {
// The run as a trace that lacks some records would tell it (a live run's
// proxy sees no requeue, no broker restart, no publish of a retry …): its
// trace without `drop`, read again; `nack` stamps each lost-ack requeue a
// reject, as `idemlab check` records a consumer's basic.nack.
RunResult without(const RunResult &r, const QSet<TraceKind> &drop, bool nack = false)
{
    RunResult out = r;
    Trace trace;
    trace.reserve(r.trace.size());
    for (const TraceRecord &x : r.trace.records()) {
        if (drop.contains(x.kind()))
            continue;
        quint16 detail = x.detail;
        const bool stamped = x.kind() == TraceKind::Deliver || x.kind() == TraceKind::HandleStart
            || x.kind() == TraceKind::Requeued;
        if (nack && stamped && x.cause() == DeliveryCause::AckLost)
            detail = quint16((detail & ~0x1F) | int(DeliveryCause::Nack));
        trace.append(x.time(), x.kind(), x.actor(), x.message, x.delivery, detail);
    }
    out.trace = std::move(trace);
    out.trace.setOrigin(r.trace.origin());
    out.analysis = RunAnalysis::build(out.trace, out.scenario);
    QVector<int> duplicated;
    QVector<int> lost;
    for (const Violation &v : r.violations)
        (v.kind == ViolationKind::Lost ? lost : duplicated).append(v.logical);
    Explainer explainer(out.scenario, out.trace, out.analysis.get());
    out.violations = explainer.explain(duplicated, lost, out.effectCounts);
    return out;
}
} // namespace

// The fallbacks: each sentence said when a time is missing, on the run
// whose trace lacks the record that holds it.
void TestSentences::walkWithout(const QString &where, const RunResult &r, bool everyCase)
{
    if (r.trace.size() > 20000)
        return;
    // Under the other strategies only what a cache makes of a crash it
    // does not see (the corpus is run eight times: the rest would repeat).
    if (!everyCase) {
        if (r.scenario.strategy.id.startsWith(QLatin1String("cache")) && r.metrics.crashes > 0)
            walk(where + QStringLiteral(" without its crashes"), without(r, {TraceKind::Crash}));
        return;
    }
    QSet<TraceKind> kinds;
    for (const TraceRecord &x : r.trace.records())
        kinds.insert(x.kind());
    const struct
    {
        QSet<TraceKind> drop;
        const char *name;
    } cases[] = {
        {{TraceKind::Requeued}, "requeues"},
        {{TraceKind::BrokerBack}, "broker back"},
        {{TraceKind::Crash}, "crashes"},
        {{TraceKind::BrokerRestart}, "broker restarts"},
        {{TraceKind::ConnectionLost}, "dropped connections"},
        {{TraceKind::PublishAttempt}, "publishes"},
        {{TraceKind::PublishAttempt, TraceKind::PublishAckLost}, "publishes and their lost acks"},
        {{TraceKind::AckLost}, "lost acks"},
        {{TraceKind::CacheFlush}, "cache flushes"},
        // A handling interrupted, with nothing in the trace to say why no
        // one handled it again (the last consumer's leave unrecorded).
        {{TraceKind::ConsumerLeave}, "consumer leaves"},
    };
    for (const auto &c : cases) {
        if (kinds.contains(*c.drop.cbegin()))
            walk(where + QStringLiteral(" without its ") + QLatin1String(c.name), without(r, c.drop));
    }
    if (kinds.contains(TraceKind::AckLost))
        walk(where + QStringLiteral(", its lost acks as rejects"), without(r, {}, true));
    // As `idemlab check` sees a consumer of the user's: the wire's records
    // only (deliveries, acks, dropped acks, cuts, kills, restarts), the
    // handler's steps unknown; the effects counted from the database.
    static const QSet<TraceKind> wire = {
        TraceKind::PublishAttempt, TraceKind::BrokerEnqueued, TraceKind::PublishAcked, TraceKind::Deliver,
        TraceKind::HandleStart,    TraceKind::AckSent,        TraceKind::AckLost,      TraceKind::Requeued,
        TraceKind::ConnectionLost, TraceKind::Crash,          TraceKind::Restart,      TraceKind::DeadLettered,
        TraceKind::BrokerRestart,  TraceKind::BrokerBack};
    QSet<TraceKind> steps;
    for (TraceKind k : std::as_const(kinds)) {
        if (!wire.contains(k))
            steps.insert(k);
    }
    RunResult check = r;
    check.trace.setOrigin(TraceOrigin::Check);
    walk(where + QStringLiteral(" as a check saw it"), without(check, steps));
}

void TestSentences::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QStringList sources = corpus();
    QVERIFY2(sources.size() > 30, qPrintable(QString::number(sources.size())));
    for (const QString &source : sources) {
        const ScenarioLoadResult loaded = ScenarioIo::load(source);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errors.join(QLatin1Char('\n'))));
        const QString name = QFileInfo(source).completeBaseName();
        const RunResult own = run(loaded.scenario, name);
        walk(name, own);
        walkWithout(name, own, true);
        for (const QString &strategy : vocab::strategies()) {
            if (strategy == loaded.scenario.strategy.id)
                continue;
            Scenario s = loaded.scenario;
            s.strategy.id = strategy;
            const RunResult other = run(s, name + QLatin1Char('-') + strategy);
            walk(name + QStringLiteral(", ") + strategy, other);
            walkWithout(name + QStringLiteral(", ") + strategy, other, false);
        }
    }
    walk(QStringLiteral("batched acks at a crash"), run(batchCrash(), QStringLiteral("batch-walk")));
}

// Each template is whole: its placeholders are exactly %1…%n for its n
// roles, it begins as a sentence does and ends with a full stop.
void TestSentences::theTableIsWhole()
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+)"));
    QSet<QString> names;
    for (int i = 0; i < ExplanationText::templateCount(); ++i) {
        const auto &t = ExplanationText::templateOf(Sentence(i));
        const QString source = QString::fromUtf8(t.source);
        QVERIFY2(int(t.sentence) == i, t.name);
        QVERIFY2(!names.contains(QString::fromLatin1(t.name)), t.name);
        names.insert(QString::fromLatin1(t.name));
        QSet<int> numbers;
        for (auto it = placeholder.globalMatch(source); it.hasNext();)
            numbers.insert(it.next().captured(1).toInt());
        QSet<int> expected;
        for (int n = 1; n <= t.roles.size(); ++n)
            expected.insert(n);
        QVERIFY2(numbers == expected, t.name);
        QVERIFY2(source.at(0).isUpper() || source.startsWith(QLatin1Char('%')), t.name);
        QVERIFY2(source.endsWith(QLatin1Char('.')) || source.endsWith(QLatin1Char(':')), t.name);
    }
}

void TestSentences::everyTemplate_data()
{
    QTest::addColumn<int>("sentence");
    for (int i = 0; i < ExplanationText::templateCount(); ++i)
        QTest::newRow(ExplanationText::templateOf(Sentence(i)).name) << i;
}

// The template is said by some run, and each time with the run's own facts.
void TestSentences::everyTemplate()
{
    QFETCH(int, sentence);
    QVERIFY(m_runs > 100);
    const Use use = m_uses.value(sentence);
    QVERIFY2(use.count > 0, "no scenario of the corpus says it");
    QVERIFY2(use.problems.isEmpty(), qPrintable(use.problems.join(QLatin1Char('\n'))));
}

// A check of the user's consumer sees the wire, not the handler: across
// the corpus, as a check would have seen each run, no violation tells an
// application time, a guard, an inbox check or a commit.
void TestSentences::aCheckIsToldNoHandlerStep()
{
    QVERIFY(m_checkViolations > 20);
    QVERIFY2(m_checkClaims.isEmpty(), qPrintable(m_checkClaims.mid(0, 3).join(QLatin1Char('\n'))));
}

Scenario TestSentences::batchCrash()
{
    return testsupport::parsed(
        R"({"seed":3,"messages":12,"publishIntervalMs":10,"broker":{"profile":"rabbitmq"},)"
        R"("consumers":{"count":1,"prefetch":10,"ackEvery":10,"processingMs":10,"restartDelayMs":500},)"
        R"("strategy":{"id":"none"},)"
        R"("faults":{"schedule":[{"message":"order-7","kind":"consumer-crash","point":"before-handle"}]}})");
}

// The issue's case: RabbitMQ, prefetch 10, ackEvery 10, a crash after six
// handled: the redeliveries name the crash, its time and point, and the
// batch of ten the acks were waiting for.
void TestSentences::batchedAcksWaitingAtACrash()
{
    const RunResult r = run(batchCrash(), QStringLiteral("batch"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.violations.size(), 6); // order-1 … order-6, handled, their acks waiting
    SimTime crashAt = -1;
    for (const TraceRecord &x : r.trace.records()) {
        if (x.kind() == TraceKind::Crash && crashAt < 0)
            crashAt = x.time();
    }
    QVERIFY(crashAt > 0);
    for (const Violation &v : r.violations) {
        const ExplanationPart *p = v.explained.find(Sentence::CrashedBatchWaiting);
        QVERIFY2(p, qPrintable(v.explanation));
        QCOMPARE(p->number(Role::Consumer), 1);
        QCOMPARE(p->number(Role::AckEvery), 10);
        QCOMPARE(p->number(Role::CrashAt), crashAt);
        QCOMPARE(CrashPoint(p->number(Role::CrashPoint)), CrashPoint::BeforeHandle);
        QVERIFY2(v.explained.uses(Sentence::RequeuedAtOnce), qPrintable(v.explanation));
        QCOMPARE(v.explained.mechanism, Mechanism::CrashBeforeAck);
    }
}

// summary.json carries each violation's explanation as data: the template
// by name and its values (times in ms, consumers as numbers).
void TestSentences::jsonCarriesTheValues()
{
    const ScenarioLoadResult loaded = ScenarioIo::load(QStringLiteral(TESTDATA_DIR "/unseen/u02-sqs-visibility-lost-acks-none.json"));
    QVERIFY(loaded.ok());
    const RunResult r = run(loaded.scenario, QStringLiteral("json"));
    QVERIFY(!r.violations.isEmpty());
    const QJsonArray violations = SummaryJson::build(r).value(QStringLiteral("violations")).toArray();
    QCOMPARE(violations.size(), r.violations.size());
    const QJsonObject explained = violations.first().toObject().value(QStringLiteral("explained")).toObject();
    QCOMPARE(explained.value(QStringLiteral("subject")).toString(), QStringLiteral("duplicate"));
    QCOMPARE(explained.value(QStringLiteral("mechanism")).toString(), QStringLiteral("ack-lost"));
    const QJsonArray sentences = explained.value(QStringLiteral("sentences")).toArray();
    QCOMPARE(sentences.size(), r.violations.first().explained.parts.size());
    bool hold = false;
    for (const QJsonValue &s : sentences) {
        const QJsonObject o = s.toObject();
        if (o.value(QStringLiteral("template")).toString() != QLatin1String("hold-ran-out"))
            continue;
        hold = true;
        QCOMPARE(o.value(QStringLiteral("fromMs")).toDouble(), 100.0);
        QCOMPARE(o.value(QStringLiteral("untilMs")).toDouble(), 30100.0);
        QCOMPARE(o.value(QStringLiteral("timeoutMs")).toDouble(), 30000.0);
        QCOMPARE(o.value(QStringLiteral("hold")).toString(), QStringLiteral("visibility timeout"));
    }
    QVERIFY(hold);
}

QTEST_GUILESS_MAIN(TestSentences)
#include "tst_sentences.moc"
