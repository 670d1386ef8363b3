#include "scenarioio.h"

#include "../broker/brokerprofile.h"
#include "builtinscenarios.h"
#include "jsonfieldreader.h"
#include "jsonsource.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

namespace idem {

namespace {
constexpr qint64 kWeekMs = 7LL * 24 * 3600 * 1000;
constexpr qint64 kDayMs = 24LL * 3600 * 1000;

// Schedule fields the runner reads for a kind; any other is refused, so the
// file says exactly what runs (and save -> load -> save keeps it).
bool kindUses(const QString &kind, const char *field)
{
    const QLatin1String f(field);
    if (f == QLatin1String("point"))
        return kind == QLatin1String("consumer-crash");
    if (f == QLatin1String("durationMs"))
        return kind == QLatin1String("slow-handler") || kind == QLatin1String("store-unavailable")
            || kind == QLatin1String("broker-restart");
    if (f == QLatin1String("consumer"))
        return kind == QLatin1String("consumer-crash") || kind == QLatin1String("consumer-leave")
            || kind == QLatin1String("connection-lost") || kind == QLatin1String("ack-lost")
            || kind == QLatin1String("slow-handler");
    return true;
}

void readFault(JsonFieldReader &r, ScheduledFault &f, const QString &path, QStringList *errors)
{
    r.readChoice("kind", &f.kind, vocab::scheduleKinds());
    const bool targeted = r.has("message");
    if (targeted && r.has("atMs"))
        r.error(r.pathOf("atMs"), QStringLiteral("not used by a fault aimed at a message (it happens at that "
                                                 "delivery); remove atMs or message"));
    if (!targeted && r.has("delivery"))
        r.error(r.pathOf("delivery"), QStringLiteral("only a fault aimed at a message has a delivery; add "
                                                     "message or remove delivery"));
    if (r.has("kind") && vocab::scheduleKinds().contains(f.kind)) {
        for (const char *field : {"point", "durationMs", "consumer"}) {
            if (r.has(field) && !kindUses(f.kind, field))
                r.error(r.pathOf(field), QStringLiteral("not used by a %1 fault; remove it").arg(f.kind));
        }
    }
    r.readInt64("atMs", &f.atMs, 0, kWeekMs);
    r.readString("message", &f.message, 64);
    r.readInt("delivery", &f.delivery, 1, 1000);
    r.readInt("consumer", &f.consumer, 0, 64);
    r.readChoice("point", &f.point, vocab::crashPoints());
    r.readInt64("durationMs", &f.durationMs, 0, kDayMs);
    r.rejectUnknown();
    if (!r.has("kind"))
        errors->append(path + QStringLiteral(".kind: required, one of ")
                       + vocab::scheduleKinds().join(QStringLiteral(", ")));
}

// "translations": { "fa": { "name": …, "lesson": … }, "tr": { … } }
void readTranslations(JsonFieldReader &r, Scenario &s, QStringList *errors)
{
    r.accept("translations");
    if (!r.has("translations"))
        return;
    const QJsonValue v = r.value("translations");
    if (!v.isObject()) {
        r.error(r.pathOf("translations"), QStringLiteral("expected an object of languages (\"fa\": {…})"));
        return;
    }
    static const QRegularExpression code(QStringLiteral("^[a-z]{2,3}$"));
    const QJsonObject languages = v.toObject();
    for (auto it = languages.begin(); it != languages.end(); ++it) {
        const QString path = r.pathOf("translations") + QLatin1Char('.') + it.key();
        if (!code.match(it.key()).hasMatch()) {
            errors->append(path + QStringLiteral(": expected a language code of two or three lower-case letters (\"fa\", \"tr\")"));
            continue;
        }
        if (!it.value().isObject()) {
            errors->append(path + QStringLiteral(": expected an object with the translated texts"));
            continue;
        }
        JsonFieldReader t(it.value().toObject(), path, errors);
        QMap<QString, QString> texts;
        for (const QString &field : Scenario::textFields()) {
            const QByteArray key = field.toLatin1();
            QString text;
            t.readString(key.constData(), &text, field == QLatin1String("name") || field == QLatin1String("topic") ? 200 : 4000);
            if (!text.isEmpty())
                texts.insert(field, text);
        }
        t.rejectUnknown();
        if (!texts.isEmpty())
            s.translations.insert(it.key(), texts);
    }
}

Scenario fromObject(const QJsonObject &root, QStringList *errors)
{
    Scenario s;
    JsonFieldReader r(root, QStringLiteral("$"), errors);
    r.readInt("schemaVersion", &s.schemaVersion, 1, 1);
    r.readString("name", &s.name, 200);
    r.readString("description", &s.description);
    r.readString("predict", &s.predict);
    r.readString("observe", &s.observe);
    r.readString("lesson", &s.lesson);
    r.readString("topic", &s.topic, 200);
    readTranslations(r, s, errors);
    r.readUInt64("seed", &s.seed);
    r.readInt("messages", &s.messages, 1, 5000000);
    r.readInt64("publishIntervalMs", &s.publishIntervalMs, 0, 3600000);
    r.readChoice("effect", &s.effect, vocab::effects());

    r.accept("broker");
    if (r.has("broker")) {
        const QJsonValue v = r.value("broker");
        if (!v.isObject()) {
            r.error(r.pathOf("broker"), QStringLiteral("expected an object"));
        } else {
            JsonFieldReader b(v.toObject(), r.pathOf("broker"), errors);
            b.readChoice("profile", &s.broker.profile, vocab::profiles());
            BrokerProfile::applyDefaults(s.broker); // explicit fields below override
            b.readInt64("dedupWindowMs", &s.broker.dedupWindowMs, 0, kWeekMs);
            b.readInt64("redeliveryTimeoutMs", &s.broker.redeliveryTimeoutMs, 0, kDayMs);
            b.readInt("maxDeliveries", &s.broker.maxDeliveries, 0, 1000);
            b.readInt("partitions", &s.broker.partitions, 1, 64);
            b.readInt64("restartDurationMs", &s.broker.restartDurationMs, 0, 3600000);
            b.readChoice("assignment", &s.broker.assignment, vocab::assignments());
            b.readChoice("rebalance", &s.broker.rebalance, vocab::rebalanceModes());
            b.rejectUnknown();
        }
    }

    r.accept("producer");
    if (r.has("producer")) {
        const QJsonValue v = r.value("producer");
        if (!v.isObject()) {
            r.error(r.pathOf("producer"), QStringLiteral("expected an object"));
        } else {
            JsonFieldReader p(v.toObject(), r.pathOf("producer"), errors);
            p.readChoice("messageIdPolicy", &s.producer.messageIdPolicy, vocab::messageIdPolicies());
            p.readInt64("publishTimeoutMs", &s.producer.publishTimeoutMs, 1, 3600000);
            p.readInt("maxRetries", &s.producer.maxRetries, 0, 100);
            p.readInt64("retryBackoffMs", &s.producer.retryBackoffMs, 0, 3600000);
            p.readBool("idempotent", &s.producer.idempotent);
            p.rejectUnknown();
        }
    }

    r.accept("consumers");
    if (r.has("consumers")) {
        const QJsonValue v = r.value("consumers");
        if (!v.isObject()) {
            r.error(r.pathOf("consumers"), QStringLiteral("expected an object"));
        } else {
            ConsumerSettings &c = s.consumers;
            JsonFieldReader p(v.toObject(), r.pathOf("consumers"), errors);
            p.readInt("count", &c.count, 1, 32);
            p.readInt64("processingMs", &c.processingMs, 0, 3600000);
            p.readInt64("restartDelayMs", &c.restartDelayMs, 0, 3600000);
            p.readInt("prefetch", &c.prefetch, 1, 1000);
            p.readInt("ackEvery", &c.ackEvery, 1, 1000);
            p.readDouble("dbOpMs", &c.dbOpMs, 0.0, 10000.0);
            p.readDouble("cacheOpMs", &c.cacheOpMs, 0.0, 10000.0);
            p.readInt64("storeRetryMs", &c.storeRetryMs, 1, 3600000);
            p.readBool("autoCommit", &c.autoCommit);
            p.readInt64("autoCommitIntervalMs", &c.autoCommitIntervalMs, 1, 3600000);
            p.readInt64("sessionTimeoutMs", &c.sessionTimeoutMs, 1, 3600000);
            p.readInt64("maxPollIntervalMs", &c.maxPollIntervalMs, 1, kDayMs);
            p.readInt("maxPollRecords", &c.maxPollRecords, 1, 100000);
            p.rejectUnknown();
        }
    }

    r.accept("strategy");
    if (r.has("strategy")) {
        const QJsonValue v = r.value("strategy");
        if (!v.isObject()) {
            r.error(r.pathOf("strategy"), QStringLiteral("expected an object"));
        } else {
            JsonFieldReader p(v.toObject(), r.pathOf("strategy"), errors);
            p.readChoice("id", &s.strategy.id, vocab::strategies());
            p.readInt64("cacheTtlMs", &s.strategy.cacheTtlMs, 0, kWeekMs);
            p.readInt("cacheCapacity", &s.strategy.cacheCapacity, 1, 10000000);
            p.readBool("uniqueConstraint", &s.strategy.uniqueConstraint);
            p.readInt64("retentionMs", &s.strategy.retentionMs, 0, 365 * kDayMs);
            p.readChoice("cacheWrite", &s.strategy.cacheWrite, vocab::cacheWrites());
            p.rejectUnknown();
        }
    }

    r.accept("faults");
    if (r.has("faults")) {
        const QJsonValue v = r.value("faults");
        if (!v.isObject()) {
            r.error(r.pathOf("faults"), QStringLiteral("expected an object"));
        } else {
            FaultSettings &f = s.faults;
            JsonFieldReader p(v.toObject(), r.pathOf("faults"), errors);
            p.readDouble("publishAckLost", &f.publishAckLost, 0.0, 1.0);
            p.readDouble("publishLost", &f.publishLost, 0.0, 1.0);
            p.readDouble("ackLost", &f.ackLost, 0.0, 1.0);
            p.accept("consumerCrash");
            if (p.has("consumerCrash")) {
                const QJsonValue cv = p.value("consumerCrash");
                if (!cv.isObject()) {
                    p.error(p.pathOf("consumerCrash"), QStringLiteral("expected an object"));
                } else {
                    JsonFieldReader c(cv.toObject(), p.pathOf("consumerCrash"), errors);
                    c.readDouble("probability", &f.consumerCrash.probability, 0.0, 1.0);
                    c.readChoice("point", &f.consumerCrash.point, vocab::crashPoints());
                    c.rejectUnknown();
                }
            }
            p.accept("schedule");
            if (p.has("schedule")) {
                const QJsonValue sv = p.value("schedule");
                if (!sv.isArray()) {
                    p.error(p.pathOf("schedule"), QStringLiteral("expected an array"));
                } else {
                    const QJsonArray items = sv.toArray();
                    for (int i = 0; i < items.size(); ++i) {
                        const QString path = p.pathOf("schedule") + QStringLiteral("[%1]").arg(i);
                        if (!items.at(i).isObject()) {
                            errors->append(path + QStringLiteral(": expected an object"));
                            continue;
                        }
                        ScheduledFault fault;
                        JsonFieldReader fr(items.at(i).toObject(), path, errors);
                        readFault(fr, fault, path, errors);
                        f.schedule.append(fault);
                    }
                }
            }
            p.rejectUnknown();
        }
    }
    r.rejectUnknown();
    return s;
}

// The JSON paths an error may start with: every prefix before a ": ". The
// longest one the file has decides the line.
QStringList pathCandidates(const QString &error)
{
    QStringList out;
    qsizetype from = 0;
    for (int k = 0; k < 8; ++k) {
        const qsizetype at = error.indexOf(QStringLiteral(": "), from);
        if (at < 0)
            break;
        out.append(error.left(at));
        from = at + 2;
    }
    return out;
}

// "FILE:LINE: $.path: what", the first kMaxReportedErrors of them, then
// "… and N more". Duplicate keys come first, with both lines. One scan of
// the text finds every line: the cost is linear in the file, whatever the
// number of errors.
QStringList located(const QString &file, const QByteArray &json, const QStringList &errors)
{
    const int shown = qMin<int>(errors.size(), jsonsource::kMaxReportedErrors);
    QSet<QString> wanted;
    for (int i = 0; i < shown; ++i) {
        for (const QString &c : pathCandidates(errors.at(i)))
            wanted.insert(c);
    }
    const jsonsource::LineIndex index(json, wanted);
    QStringList all;
    for (const jsonsource::Duplicate &d : index.duplicates()) {
        if (all.size() >= jsonsource::kMaxReportedErrors)
            break;
        all.append(QStringLiteral("%1:%2: %3: duplicate key: first on line %4, again on line %2; keep one")
                       .arg(file).arg(d.line).arg(d.path).arg(d.firstLine));
    }
    const qsizetype total = index.duplicates().size() + errors.size();
    for (int i = 0; i < shown && all.size() < jsonsource::kMaxReportedErrors; ++i) {
        const QString &e = errors.at(i);
        int line = 0;
        for (const QString &c : pathCandidates(e))
            line = index.lineOf(c) > 0 ? index.lineOf(c) : line;
        all.append(line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(e)
                            : QStringLiteral("%1: %2").arg(file, e));
    }
    if (total > all.size())
        all.append(QStringLiteral("%1: … and %2 more").arg(file).arg(total - all.size()));
    return all;
}
} // namespace

ScenarioLoadResult ScenarioIo::load(const QString &source)
{
    if (source.startsWith(QLatin1String("builtin:"))) {
        const QString name = source.mid(8);
        const QByteArray json = BuiltinScenarios::json(name);
        if (json.isEmpty()) {
            ScenarioLoadResult r;
            r.errors.append(QStringLiteral("%1: no built-in scenario named \"%2\"; known: %3")
                                .arg(source, name, BuiltinScenarios::names().join(QStringLiteral(", "))));
            return r;
        }
        return parse(json, source);
    }
    QByteArray bytes;
    const QString error = jsonsource::readFile(source, &bytes);
    if (!error.isEmpty()) {
        ScenarioLoadResult r;
        r.errors.append(error);
        return r;
    }
    return parse(bytes, source);
}

ScenarioLoadResult ScenarioIo::parse(const QByteArray &json, const QString &fileName)
{
    ScenarioLoadResult result;
    const QString file = jsonsource::safe(fileName, 200);
    if (json.size() > jsonsource::kMaxFileBytes) {
        result.errors.append(QStringLiteral("%1: the text is %2 bytes; scenarios are limited to %3 bytes (16 MiB)")
                                 .arg(file).arg(json.size()).arg(jsonsource::kMaxFileBytes));
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        const int line = int(before.count('\n')) + 1;
        const int column = int(parseError.offset - before.lastIndexOf('\n'));
        result.errors.append(QStringLiteral("%1:%2:%3: not valid JSON: %4")
                                 .arg(file).arg(line).arg(column).arg(parseError.errorString()));
        return result;
    }
    if (!doc.isObject()) {
        result.errors.append(QStringLiteral("%1: $: expected a JSON object at the top").arg(file));
        return result;
    }
    QStringList errors;
    result.scenario = fromObject(doc.object(), &errors);
    if (errors.isEmpty())
        errors = validate(result.scenario);
    result.errors = located(file, json, errors);
    return result;
}

QStringList ScenarioIo::validate(const Scenario &s)
{
    QStringList errors;
    const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
    if (profile && s.broker.dedupWindowMs > 0 && profile->minDedupWindowMs > 0
        && (s.broker.dedupWindowMs < profile->minDedupWindowMs
            || s.broker.dedupWindowMs > profile->maxDedupWindowMs)) {
        errors.append(QStringLiteral("$.broker.dedupWindowMs: %1 allows %2 to %3 ms, got %4")
                          .arg(QString::fromLatin1(profile->displayName))
                          .arg(profile->minDedupWindowMs)
                          .arg(profile->maxDedupWindowMs)
                          .arg(s.broker.dedupWindowMs));
    }
    if (profile && !profile->partitioned && s.broker.partitions != 1)
        errors.append(QStringLiteral("$.broker.partitions: only Kafka has partitions; expected 1 for %1, got %2")
                          .arg(s.broker.profile).arg(s.broker.partitions));
    if (profile && !profile->partitioned && s.broker.redeliveryTimeoutMs <= 0)
        errors.append(QStringLiteral("$.broker.redeliveryTimeoutMs: expected more than 0 for %1")
                          .arg(s.broker.profile));
    if (s.consumers.ackEvery > s.consumers.prefetch)
        errors.append(QStringLiteral("$.consumers.ackEvery: expected at most prefetch (%1), got %2")
                          .arg(s.consumers.prefetch).arg(s.consumers.ackEvery));
    for (int i = 0; i < s.faults.schedule.size(); ++i) {
        const ScheduledFault &f = s.faults.schedule.at(i);
        const QString path = QStringLiteral("$.faults.schedule[%1]").arg(i);
        const bool messageKind = f.kind == QLatin1String("ack-lost")
            || f.kind == QLatin1String("publish-ack-lost") || f.kind == QLatin1String("publish-lost");
        if (f.isTargeted()) {
            const int index = Scenario::logicalIndexOf(f.message);
            if (index < 0 || index >= s.messages)
                errors.append(path + QStringLiteral(".message: expected a business key from order-1 to order-%1, got \"%2\"")
                                  .arg(s.messages).arg(f.message));
            const bool targetable = messageKind || f.kind == QLatin1String("consumer-crash")
                || f.kind == QLatin1String("slow-handler") || f.kind == QLatin1String("connection-lost");
            if (!targetable)
                errors.append(path + QStringLiteral(".message: a %1 fault happens at a time; use atMs").arg(f.kind));
        } else if (f.atMs < 0) {
            errors.append(path + QStringLiteral(": expected atMs (a time) or message (a business key)"));
        }
        if ((f.kind == QLatin1String("slow-handler") || f.kind == QLatin1String("store-unavailable"))
            && f.durationMs <= 0)
            errors.append(path + QStringLiteral(".durationMs: required and above 0 for %1").arg(f.kind));
        if (f.consumer > 0 && f.consumer > s.consumers.count + s.faults.schedule.size())
            errors.append(path + QStringLiteral(".consumer: expected 1 to %1, got %2")
                              .arg(s.consumers.count).arg(f.consumer));
    }
    return errors;
}

QByteArray ScenarioIo::toJson(const Scenario &s)
{
    QJsonObject root;
    root.insert(QStringLiteral("schemaVersion"), s.schemaVersion);
    root.insert(QStringLiteral("name"), s.name);
    auto optionalText = [&root](const char *key, const QString &text) {
        if (!text.isEmpty())
            root.insert(QLatin1String(key), text);
    };
    optionalText("topic", s.topic);
    optionalText("description", s.description);
    optionalText("predict", s.predict);
    optionalText("observe", s.observe);
    optionalText("lesson", s.lesson);
    if (!s.translations.isEmpty()) {
        QJsonObject languages;
        for (auto it = s.translations.cbegin(); it != s.translations.cend(); ++it) {
            QJsonObject texts;
            for (auto t = it->cbegin(); t != it->cend(); ++t)
                texts.insert(t.key(), t.value());
            languages.insert(it.key(), texts);
        }
        root.insert(QStringLiteral("translations"), languages);
    }
    root.insert(QStringLiteral("seed"), double(s.seed));
    root.insert(QStringLiteral("messages"), s.messages);
    root.insert(QStringLiteral("publishIntervalMs"), double(s.publishIntervalMs));
    root.insert(QStringLiteral("effect"), s.effect);

    QJsonObject broker;
    broker.insert(QStringLiteral("profile"), s.broker.profile);
    broker.insert(QStringLiteral("dedupWindowMs"), double(s.broker.dedupWindowMs));
    broker.insert(QStringLiteral("redeliveryTimeoutMs"), double(s.broker.redeliveryTimeoutMs));
    broker.insert(QStringLiteral("maxDeliveries"), s.broker.maxDeliveries);
    broker.insert(QStringLiteral("partitions"), s.broker.partitions);
    broker.insert(QStringLiteral("restartDurationMs"), double(s.broker.restartDurationMs));
    broker.insert(QStringLiteral("assignment"), s.broker.assignment);
    broker.insert(QStringLiteral("rebalance"), s.broker.rebalance);
    root.insert(QStringLiteral("broker"), broker);

    QJsonObject producer;
    producer.insert(QStringLiteral("messageIdPolicy"), s.producer.messageIdPolicy);
    producer.insert(QStringLiteral("publishTimeoutMs"), double(s.producer.publishTimeoutMs));
    producer.insert(QStringLiteral("maxRetries"), s.producer.maxRetries);
    producer.insert(QStringLiteral("retryBackoffMs"), double(s.producer.retryBackoffMs));
    producer.insert(QStringLiteral("idempotent"), s.producer.idempotent);
    root.insert(QStringLiteral("producer"), producer);

    const ConsumerSettings &c = s.consumers;
    QJsonObject consumers;
    consumers.insert(QStringLiteral("count"), c.count);
    consumers.insert(QStringLiteral("processingMs"), double(c.processingMs));
    consumers.insert(QStringLiteral("restartDelayMs"), double(c.restartDelayMs));
    consumers.insert(QStringLiteral("prefetch"), c.prefetch);
    consumers.insert(QStringLiteral("ackEvery"), c.ackEvery);
    consumers.insert(QStringLiteral("dbOpMs"), c.dbOpMs);
    consumers.insert(QStringLiteral("cacheOpMs"), c.cacheOpMs);
    consumers.insert(QStringLiteral("storeRetryMs"), double(c.storeRetryMs));
    consumers.insert(QStringLiteral("autoCommit"), c.autoCommit);
    consumers.insert(QStringLiteral("autoCommitIntervalMs"), double(c.autoCommitIntervalMs));
    consumers.insert(QStringLiteral("sessionTimeoutMs"), double(c.sessionTimeoutMs));
    consumers.insert(QStringLiteral("maxPollIntervalMs"), double(c.maxPollIntervalMs));
    consumers.insert(QStringLiteral("maxPollRecords"), c.maxPollRecords);
    root.insert(QStringLiteral("consumers"), consumers);

    QJsonObject strategy;
    strategy.insert(QStringLiteral("id"), s.strategy.id);
    strategy.insert(QStringLiteral("cacheTtlMs"), double(s.strategy.cacheTtlMs));
    strategy.insert(QStringLiteral("cacheCapacity"), s.strategy.cacheCapacity);
    strategy.insert(QStringLiteral("uniqueConstraint"), s.strategy.uniqueConstraint);
    strategy.insert(QStringLiteral("retentionMs"), double(s.strategy.retentionMs));
    strategy.insert(QStringLiteral("cacheWrite"), s.strategy.cacheWrite);
    root.insert(QStringLiteral("strategy"), strategy);

    QJsonObject faults;
    faults.insert(QStringLiteral("publishAckLost"), s.faults.publishAckLost);
    faults.insert(QStringLiteral("publishLost"), s.faults.publishLost);
    faults.insert(QStringLiteral("ackLost"), s.faults.ackLost);
    QJsonObject crash;
    crash.insert(QStringLiteral("probability"), s.faults.consumerCrash.probability);
    crash.insert(QStringLiteral("point"), s.faults.consumerCrash.point);
    faults.insert(QStringLiteral("consumerCrash"), crash);
    QJsonArray schedule;
    for (const ScheduledFault &f : s.faults.schedule) {
        QJsonObject o;
        if (f.isTargeted()) {
            o.insert(QStringLiteral("message"), f.message);
            o.insert(QStringLiteral("delivery"), f.delivery);
        } else {
            o.insert(QStringLiteral("atMs"), double(f.atMs));
        }
        o.insert(QStringLiteral("kind"), f.kind);
        if (f.consumer > 0)
            o.insert(QStringLiteral("consumer"), f.consumer);
        if (!f.point.isEmpty())
            o.insert(QStringLiteral("point"), f.point);
        if (f.durationMs > 0)
            o.insert(QStringLiteral("durationMs"), double(f.durationMs));
        schedule.append(o);
    }
    faults.insert(QStringLiteral("schedule"), schedule);
    root.insert(QStringLiteral("faults"), faults);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString ScenarioIo::save(const Scenario &scenario, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    const QByteArray bytes = toJson(scenario);
    // A short write (a full disk) sets no error; without commit() the
    // previous file stays as it was.
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return QStringLiteral("%1: cannot write (the disk may be full): %2").arg(path, why);
    }
    if (!file.commit())
        return QStringLiteral("%1: cannot write: %2").arg(path, file.errorString());
    return {};
}

} // namespace idem
