#include "explorejson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <algorithm>

namespace idem {

namespace {

QString hex(quint64 v)
{
    return QStringLiteral("%1").arg(v, 16, 16, QLatin1Char('0'));
}

QJsonObject coverageJson(const Coverage &c)
{
    QJsonObject o;
    for (int i = 0; i < int(Fired::Count); ++i)
        o.insert(firedWord(Fired(i)), double(c[std::size_t(i)]));
    return o;
}

Coverage coverageFrom(const QJsonObject &o)
{
    Coverage c{};
    for (int i = 0; i < int(Fired::Count); ++i)
        c[std::size_t(i)] = qint64(o.value(firedWord(Fired(i))).toDouble());
    return c;
}

Breach breachFrom(const QString &word)
{
    for (Breach b : {Breach::None, Breach::Duplicate, Breach::Lost, Breach::Stuck, Breach::Failed}) {
        if (breachWord(b) == word)
            return b;
    }
    return Breach::Failed;
}

QJsonObject counterexampleJson(const Counterexample &c)
{
    QJsonObject o;
    o.insert(QStringLiteral("faults"), int(c.schedule.size()));
    o.insert(QStringLiteral("schedule"), ExploreJson::scheduleToJson(c.schedule));
    o.insert(QStringLiteral("text"), FaultSites::describe(c.schedule));
    o.insert(QStringLiteral("depth"), c.depth);
    o.insert(QStringLiteral("index"), double(c.index));
    o.insert(QStringLiteral("random"), c.random);
    o.insert(QStringLiteral("breach"), breachWord(c.breach));
    o.insert(QStringLiteral("traceHash"), hex(c.traceHash));
    if (!c.file.isEmpty())
        o.insert(QStringLiteral("file"), c.file);
    if (c.shrunkDone) {
        QJsonObject s;
        s.insert(QStringLiteral("schedule"), ExploreJson::scheduleToJson(c.shrunk));
        s.insert(QStringLiteral("text"), FaultSites::describe(c.shrunk));
        s.insert(QStringLiteral("messages"), c.messages);
        s.insert(QStringLiteral("consumers"), c.consumers);
        s.insert(QStringLiteral("steps"), c.shrinkSteps);
        s.insert(QStringLiteral("runs"), c.shrinkRuns);
        s.insert(QStringLiteral("locallyMinimal"), c.locallyMinimal);
        if (c.shrinkCancelled)
            s.insert(QStringLiteral("cancelled"), true);
        o.insert(QStringLiteral("shrunk"), s);
    }
    return o;
}

Outcome scheduleFrom(const QJsonValue &v, const QString &where, FaultSchedule *out)
{
    out->clear();
    if (!v.isArray())
        return QStringLiteral("%1: expected an array of faults").arg(where);
    const QJsonArray a = v.toArray();
    for (int i = 0; i < a.size(); ++i) {
        const QJsonObject o = a.at(i).toObject();
        const std::optional<ScheduleKind> kind = vocab::scheduleKind(o.value(QStringLiteral("kind")).toString());
        const std::optional<CrashPoint> point = vocab::crashPoint(o.value(QStringLiteral("point")).toString());
        if (!kind || !point)
            return QStringLiteral("%1[%2]: unknown kind or point").arg(where).arg(i);
        ScheduledFault f;
        f.kind = *kind;
        f.point = *point;
        f.message = o.value(QStringLiteral("message")).toString();
        f.delivery = o.value(QStringLiteral("delivery")).toInt(1);
        f.atMs = qint64(o.value(QStringLiteral("atMs")).toDouble(-1));
        f.consumer = o.value(QStringLiteral("consumer")).toInt(0);
        f.durationMs = qint64(o.value(QStringLiteral("durationMs")).toDouble(0));
        out->append(f);
    }
    return {};
}

Outcome counterexampleFrom(const QJsonObject &o, const QString &where, Counterexample *c)
{
    if (Outcome read = scheduleFrom(o.value(QStringLiteral("schedule")), where + QStringLiteral(".schedule"),
                                    &c->schedule);
        !read.ok())
        return read;
    c->depth = o.value(QStringLiteral("depth")).toInt();
    c->index = qint64(o.value(QStringLiteral("index")).toDouble());
    c->random = o.value(QStringLiteral("random")).toBool();
    c->breach = breachFrom(o.value(QStringLiteral("breach")).toString());
    c->traceHash = o.value(QStringLiteral("traceHash")).toString().toULongLong(nullptr, 16);
    c->file = o.value(QStringLiteral("file")).toString();
    const QJsonObject s = o.value(QStringLiteral("shrunk")).toObject();
    if (!s.isEmpty()) {
        if (Outcome read = scheduleFrom(s.value(QStringLiteral("schedule")),
                                        where + QStringLiteral(".shrunk.schedule"), &c->shrunk);
            !read.ok())
            return read;
        c->messages = s.value(QStringLiteral("messages")).toInt();
        c->consumers = s.value(QStringLiteral("consumers")).toInt();
        c->shrinkSteps = s.value(QStringLiteral("steps")).toInt();
        c->shrinkRuns = s.value(QStringLiteral("runs")).toInt();
        c->locallyMinimal = s.value(QStringLiteral("locallyMinimal")).toBool();
        c->shrinkCancelled = s.value(QStringLiteral("cancelled")).toBool();
        c->shrunkDone = true;
    }
    return {};
}

QJsonObject levelJson(const LevelStats &l)
{
    QJsonObject o;
    o.insert(QStringLiteral("faults"), l.depth);
    o.insert(QStringLiteral("schedules"), double(l.schedules));
    o.insert(QStringLiteral("run"), double(l.run));
    o.insert(QStringLiteral("violating"), double(l.violating));
    o.insert(QStringLiteral("minimalViolations"), double(l.minimal));
    o.insert(QStringLiteral("sliced"), l.sliced);
    o.insert(QStringLiteral("fired"), coverageJson(l.coverage));
    return o;
}

LevelStats levelFrom(const QJsonObject &o)
{
    LevelStats l;
    l.depth = o.value(QStringLiteral("faults")).toInt();
    l.schedules = qint64(o.value(QStringLiteral("schedules")).toDouble());
    l.run = qint64(o.value(QStringLiteral("run")).toDouble());
    l.violating = qint64(o.value(QStringLiteral("violating")).toDouble());
    l.minimal = qint64(o.value(QStringLiteral("minimalViolations")).toDouble());
    l.sliced = o.value(QStringLiteral("sliced")).toBool();
    l.coverage = coverageFrom(o.value(QStringLiteral("fired")).toObject());
    return l;
}

} // namespace

QJsonObject ExploreJson::faultToJson(const ScheduledFault &f)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), vocab::word(f.kind));
    if (f.isTargeted()) {
        o.insert(QStringLiteral("message"), f.message);
        o.insert(QStringLiteral("delivery"), f.delivery);
    } else {
        o.insert(QStringLiteral("atMs"), double(f.atMs));
    }
    if (f.consumer > 0)
        o.insert(QStringLiteral("consumer"), f.consumer);
    if (f.point != CrashPoint::Immediate)
        o.insert(QStringLiteral("point"), vocab::word(f.point));
    if (f.durationMs > 0)
        o.insert(QStringLiteral("durationMs"), double(f.durationMs));
    return o;
}

QJsonArray ExploreJson::scheduleToJson(const FaultSchedule &schedule)
{
    QJsonArray a;
    for (const ScheduledFault &f : schedule)
        a.append(faultToJson(f));
    return a;
}

QJsonObject ExploreJson::toJson(const ExploreRun &run)
{
    QJsonObject o;
    o.insert(QStringLiteral("strategy"), run.strategy);
    o.insert(QStringLiteral("verdict"), run.error.isEmpty() ? verdictWord(run.verdict()) : QStringLiteral("error"));
    if (!run.error.isEmpty())
        o.insert(QStringLiteral("error"), run.error);
    o.insert(QStringLiteral("maxFaults"), run.maxFaults);
    o.insert(QStringLiteral("budget"), double(run.budget));
    o.insert(QStringLiteral("seed"), QString::number(run.seed));
    o.insert(QStringLiteral("shard"), run.shard);
    o.insert(QStringLiteral("shards"), run.shards);
    QJsonArray merged;
    for (int s : run.shardsMerged)
        merged.append(s);
    o.insert(QStringLiteral("shardsHeld"), merged);
    o.insert(QStringLiteral("schedulesInBound"), double(run.schedulesInBound()));
    o.insert(QStringLiteral("schedulesRun"), double(run.schedulesRun()));
    o.insert(QStringLiteral("exhaustiveRun"), double(run.exhaustiveRun()));
    o.insert(QStringLiteral("distinctTraces"), double(run.distinctTraces()));
    o.insert(QStringLiteral("equivalentSchedules"), double(run.equivalent()));
    o.insert(QStringLiteral("randomRun"), double(run.randomRun));
    o.insert(QStringLiteral("randomViolating"), double(run.randomViolating));
    o.insert(QStringLiteral("simulations"), double(run.runs));
    o.insert(QStringLiteral("boundCovered"), run.boundCovered);
    if (!run.stopReason.isEmpty())
        o.insert(QStringLiteral("stoppedBy"), run.stopReason);
    o.insert(QStringLiteral("wallMs"), run.wallMs);
    o.insert(QStringLiteral("baselineTraceHash"), hex(run.baselineHash));
    o.insert(QStringLiteral("baselineBreach"), breachWord(run.baselineBreach));
    QJsonArray levels;
    for (const LevelStats &l : run.levels)
        levels.append(levelJson(l));
    o.insert(QStringLiteral("levels"), levels);
    o.insert(QStringLiteral("fired"), coverageJson(run.coverage()));
    o.insert(QStringLiteral("randomFired"), coverageJson(run.randomCoverage));
    o.insert(QStringLiteral("faultClasses"), QJsonArray::fromStringList(run.classes));
    o.insert(QStringLiteral("neverFired"), QJsonArray::fromStringList(run.neverFired()));
    if (run.smallest)
        o.insert(QStringLiteral("counterexample"), counterexampleJson(*run.smallest));
    QJsonObject matrix;
    for (const QString &c : run.classes) {
        const auto it = run.byClass.constFind(c);
        matrix.insert(c, it == run.byClass.cend() ? QJsonValue(QStringLiteral("holds"))
                                                  : QJsonValue(counterexampleJson(*it)));
    }
    o.insert(QStringLiteral("matrix"), matrix);
    QVector<quint64> hashes(run.traceHashes.cbegin(), run.traceHashes.cend());
    std::sort(hashes.begin(), hashes.end());
    QJsonArray hashArray;
    for (quint64 h : std::as_const(hashes))
        hashArray.append(hex(h));
    o.insert(QStringLiteral("traceHashes"), hashArray);
    o.insert(QStringLiteral("scenario"), run.scenarioJson);
    return o;
}

Outcome ExploreJson::fromJson(const QJsonObject &o, const QString &fileName, ExploreRun *run)
{
    ExploreRun r;
    r.strategy = o.value(QStringLiteral("strategy")).toString();
    r.error = o.value(QStringLiteral("error")).toString();
    r.maxFaults = o.value(QStringLiteral("maxFaults")).toInt();
    r.budget = qint64(o.value(QStringLiteral("budget")).toDouble());
    r.seed = o.value(QStringLiteral("seed")).toString().toULongLong();
    r.shard = o.value(QStringLiteral("shard")).toInt();
    r.shards = o.value(QStringLiteral("shards")).toInt(1);
    for (const QJsonValue &v : o.value(QStringLiteral("shardsHeld")).toArray())
        r.shardsMerged.append(v.toInt());
    r.randomRun = qint64(o.value(QStringLiteral("randomRun")).toDouble());
    r.randomViolating = qint64(o.value(QStringLiteral("randomViolating")).toDouble());
    r.runs = qint64(o.value(QStringLiteral("simulations")).toDouble());
    r.boundCovered = o.value(QStringLiteral("boundCovered")).toBool();
    r.stopReason = o.value(QStringLiteral("stoppedBy")).toString();
    r.wallMs = o.value(QStringLiteral("wallMs")).toDouble();
    r.baselineHash = o.value(QStringLiteral("baselineTraceHash")).toString().toULongLong(nullptr, 16);
    r.baselineBreach = breachFrom(o.value(QStringLiteral("baselineBreach")).toString());
    for (const QJsonValue &v : o.value(QStringLiteral("levels")).toArray())
        r.levels.append(levelFrom(v.toObject()));
    r.randomCoverage = coverageFrom(o.value(QStringLiteral("randomFired")).toObject());
    for (const QJsonValue &v : o.value(QStringLiteral("faultClasses")).toArray())
        r.classes.append(v.toString());
    if (o.contains(QStringLiteral("counterexample"))) {
        Counterexample c;
        if (Outcome read = counterexampleFrom(o.value(QStringLiteral("counterexample")).toObject(),
                                              fileName + QStringLiteral(".counterexample"), &c);
            !read.ok())
            return read;
        r.smallest = c;
    }
    const QJsonObject matrix = o.value(QStringLiteral("matrix")).toObject();
    for (auto it = matrix.constBegin(); it != matrix.constEnd(); ++it) {
        if (!it.value().isObject())
            continue;
        Counterexample c;
        if (Outcome read = counterexampleFrom(it.value().toObject(),
                                              fileName + QStringLiteral(".matrix.") + it.key(), &c);
            !read.ok())
            return read;
        r.byClass.insert(it.key(), c);
    }
    for (const QJsonValue &v : o.value(QStringLiteral("traceHashes")).toArray())
        r.traceHashes.insert(v.toString().toULongLong(nullptr, 16));
    r.scenarioJson = o.value(QStringLiteral("scenario")).toString();
    if (r.scenarioJson.isEmpty() || r.strategy.isEmpty())
        return QStringLiteral("%1.scenario: missing (not an explore.json?)").arg(fileName);
    *run = r;
    return {};
}

QByteArray ExploreJson::fileJson(const QVector<ExploreRun> &runs)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("idemlab-explore"));
    o.insert(QStringLiteral("version"), 1);
    QJsonArray all;
    for (const ExploreRun &r : runs)
        all.append(toJson(r));
    o.insert(QStringLiteral("explorations"), all);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Outcome ExploreJson::readFile(const QString &path, QVector<ExploreRun> *runs)
{
    runs->clear();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: cannot read: %2").arg(path, f.errorString());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (doc.isNull())
        return QStringLiteral("%1: not JSON: %2 (at byte %3)").arg(path, error.errorString()).arg(error.offset);
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("idemlab-explore"))
        return QStringLiteral("%1: $.format: expected \"idemlab-explore\"").arg(path);
    if (o.value(QStringLiteral("version")).toInt() != 1)
        return QStringLiteral("%1: $.version: expected 1").arg(path);
    const QJsonArray all = o.value(QStringLiteral("explorations")).toArray();
    if (all.isEmpty())
        return QStringLiteral("%1: $.explorations: expected at least one exploration").arg(path);
    for (int i = 0; i < all.size(); ++i) {
        ExploreRun r;
        if (Outcome read = fromJson(all.at(i).toObject(), QStringLiteral("%1: $.explorations[%2]").arg(path).arg(i), &r);
            !read.ok())
            return read;
        runs->append(r);
    }
    return {};
}

} // namespace idem
