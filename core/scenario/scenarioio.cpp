#include "scenarioio.h"

#include "../base/filesync.h"
#include "brokerprofile.h"
#include "builtinscenarios.h"
#include "jsonfieldreader.h"
#include "jsonsource.h"
#include "scenariofields.h"

#include <QCoreApplication>
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

// Reads every described field of `group` present in the object `r` reads.
void readFields(JsonFieldReader &r, const QString &group, Scenario &s)
{
    for (const ScenarioField *f : ScenarioField::inGroup(group)) {
        const QByteArray key = f->key().toLatin1();
        double value = f->get(s);
        switch (f->type) {
        case FieldType::Count:
        case FieldType::Millis: {
            qint64 v = qint64(value);
            r.readInt64(key.constData(), &v, qint64(f->minimum), qint64(f->maximum));
            value = double(v);
            break;
        }
        case FieldType::Decimal:
        case FieldType::Probability:
            r.readDouble(key.constData(), &value, f->minimum, f->maximum);
            break;
        case FieldType::Flag: {
            bool v = value != 0;
            r.readBool(key.constData(), &v);
            value = v ? 1 : 0;
            break;
        }
        }
        f->set(s, value);
    }
}

void writeFields(QJsonObject &o, const QString &group, const Scenario &s)
{
    for (const ScenarioField *f : ScenarioField::inGroup(group)) {
        const double value = f->get(s);
        switch (f->type) {
        case FieldType::Count:
        case FieldType::Millis: o.insert(f->key(), qint64(value)); break;
        case FieldType::Decimal:
        case FieldType::Probability: o.insert(f->key(), value); break;
        case FieldType::Flag: o.insert(f->key(), value != 0); break;
        }
    }
}

// `key`: a word of one of the format's closed vocabularies (`words`), read
// into its enum by `parse`; a wrong word is reported, naming the words it may
// be, and leaves `target` as it was.
template <typename E>
void readWord(JsonFieldReader &r, const char *key, E *target, const QStringList &words,
              std::optional<E> (*parse)(const QString &))
{
    QString word = vocab::word(*target);
    r.readChoice(key, &word, words);
    *target = parse(word).value_or(*target);
}

// Schedule fields the runner reads for a kind; any other is refused, so the
// file says exactly what runs (and save -> load -> save keeps it).
bool kindUses(ScheduleKind kind, const char *field)
{
    const QLatin1String f(field);
    if (f == QLatin1String("point"))
        return kind == ScheduleKind::ConsumerCrash;
    if (f == QLatin1String("durationMs"))
        return vocab::hasDuration(kind);
    if (f == QLatin1String("consumer"))
        return vocab::picksConsumer(kind);
    return true;
}

void readFault(JsonFieldReader &r, ScheduledFault &f, const QString &path, QStringList *errors)
{
    QString kind = vocab::word(f.kind);
    r.readChoice("kind", &kind, vocab::scheduleKinds());
    const std::optional<ScheduleKind> known = vocab::scheduleKind(kind);
    f.kind = known.value_or(f.kind);
    const bool targeted = r.has("message");
    if (targeted && r.has("atMs"))
        r.error(r.pathOf("atMs"), QStringLiteral("not used by a fault aimed at a message (it happens at that "
                                                 "delivery); remove atMs or message"));
    if (!targeted && r.has("delivery"))
        r.error(r.pathOf("delivery"), QStringLiteral("only a fault aimed at a message has a delivery; add "
                                                     "message or remove delivery"));
    if (r.has("kind") && known) {
        for (const char *field : {"point", "durationMs", "consumer"}) {
            if (r.has(field) && !kindUses(*known, field))
                r.error(r.pathOf(field), QStringLiteral("not used by a %1 fault; remove it").arg(kind));
        }
    }
    r.readInt64("atMs", &f.atMs, 0, kWeekMs);
    r.readString("message", &f.message, 64);
    r.readInt("delivery", &f.delivery, 1, 1000);
    r.readInt("consumer", &f.consumer, 0, 64);
    readWord(r, "point", &f.point, vocab::crashPoints(), vocab::crashPoint);
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
        // Quoted and escaped unless a plain word, as the line index names it:
        // a hostile key neither reaches the terminal raw nor loses its line.
        const QString path = jsonsource::childPath(r.pathOf("translations"), it.key());
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

// "faults": the probabilities, the random crash and the schedule.
void readFaults(JsonFieldReader &r, Scenario &s, QStringList *errors)
{
    r.accept("faults");
    if (!r.has("faults"))
        return;
    const QJsonValue v = r.value("faults");
    if (!v.isObject()) {
        r.error(r.pathOf("faults"), QStringLiteral("expected an object"));
        return;
    }
    FaultSettings &f = s.faults;
    JsonFieldReader p(v.toObject(), r.pathOf("faults"), errors);
    readFields(p, QStringLiteral("faults"), s);
    p.accept("consumerCrash");
    if (p.has("consumerCrash")) {
        const QJsonValue cv = p.value("consumerCrash");
        if (!cv.isObject()) {
            p.error(p.pathOf("consumerCrash"), QStringLiteral("expected an object"));
        } else {
            JsonFieldReader c(cv.toObject(), p.pathOf("consumerCrash"), errors);
            readFields(c, QStringLiteral("faults.consumerCrash"), s);
            readWord(c, "point", &f.consumerCrash.point, vocab::crashPoints(), vocab::crashPoint);
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
    readFields(r, QString(), s);
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
            readFields(b, QStringLiteral("broker"), s);
            readWord(b, "assignment", &s.broker.assignment, vocab::assignments(), vocab::assignment);
            readWord(b, "rebalance", &s.broker.rebalance, vocab::rebalanceModes(), vocab::rebalance);
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
            readWord(p, "messageIdPolicy", &s.producer.messageIdPolicy, vocab::messageIdPolicies(),
                     vocab::messageIdPolicy);
            // A new id per attempt can only come from the application sending
            // again, so a file that says so and nothing more means that
            // (files from before applicationRetries existed keep their meaning).
            s.producer.applicationRetries = s.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt;
            readFields(p, QStringLiteral("producer"), s);
            p.rejectUnknown();
        }
    }

    r.accept("consumers");
    if (r.has("consumers")) {
        const QJsonValue v = r.value("consumers");
        if (!v.isObject()) {
            r.error(r.pathOf("consumers"), QStringLiteral("expected an object"));
        } else {
            JsonFieldReader p(v.toObject(), r.pathOf("consumers"), errors);
            readFields(p, QStringLiteral("consumers"), s);
            readWord(p, "autoOffsetReset", &s.consumers.autoOffsetReset, vocab::offsetResets(), vocab::offsetReset);
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
            readFields(p, QStringLiteral("strategy"), s);
            p.readChoice("cacheWrite", &s.strategy.cacheWrite, vocab::cacheWrites());
            p.rejectUnknown();
        }
    }

    readFaults(r, s, errors);
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

// "$.a.b[2].c" -> "$.a.b[2]" -> "$.a.b" -> "$.a"; empty above the root's
// members. A quoted member ("$.translations[\"f a\"]") is one step.
QString parentPath(const QString &path)
{
    qsizetype cut = -1;
    if (path.endsWith(QLatin1String("\"]")))
        cut = path.lastIndexOf(QLatin1String("[\""));
    else if (path.endsWith(QLatin1Char(']')))
        cut = path.lastIndexOf(QLatin1Char('['));
    else
        cut = path.lastIndexOf(QLatin1Char('.'));
    return cut > 1 ? path.left(cut) : QString();
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
        for (const QString &c : pathCandidates(errors.at(i))) {
            wanted.insert(c);
            // A missing field ("…kind: required") is on its entry's line.
            for (QString up = parentPath(c); c.startsWith(QLatin1Char('$')) && !up.isEmpty(); up = parentPath(up))
                wanted.insert(up);
        }
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
        const QStringList candidates = pathCandidates(e);
        for (const QString &c : candidates)
            line = index.lineOf(c) > 0 ? index.lineOf(c) : line;
        // Not in the file (a required field, a value the reader defaulted):
        // the line of the nearest enclosing entry that is.
        if (line == 0 && !candidates.isEmpty() && candidates.first().startsWith(QLatin1Char('$'))) {
            for (QString up = parentPath(candidates.first()); line == 0 && !up.isEmpty(); up = parentPath(up))
                line = index.lineOf(up);
        }
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
                                .arg(printable(source, 200), printable(name, 60),
                                     BuiltinScenarios::names().join(QStringLiteral(", "))));
            return r;
        }
        return parse(json, source);
    }
    QByteArray bytes;
    if (const Outcome read = jsonsource::readFile(source, &bytes); !read.ok()) {
        ScenarioLoadResult r;
        r.errors.append(read.error());
        return r;
    }
    return parse(bytes, source);
}

ScenarioLoadResult ScenarioIo::parse(const QByteArray &json, const QString &fileName)
{
    ScenarioLoadResult result;
    const QString file = printable(fileName, 200);
    if (json.size() > jsonsource::kMaxFileBytes) {
        result.errors.append(QStringLiteral("%1: the text is %2 bytes; scenarios are limited to %3 bytes (16 MiB)")
                                 .arg(file).arg(json.size()).arg(jsonsource::kMaxFileBytes));
        return result;
    }
    // Nothing to parse is its own mistake, not an "illegal value" at 1:1.
    if (json.trimmed().isEmpty()) {
        result.errors.append(QStringLiteral("%1: the file is empty; expected a scenario (a JSON object, e.g. "
                                            "{\"schemaVersion\": 1})").arg(file));
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
    for (const ScenarioField &f : ScenarioField::all()) {
        if (const Outcome fits = f.check(f.get(s)); !fits.ok())
            errors.append(fits.error());
    }
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
    for (const ScenarioField &f : ScenarioField::all()) {
        if (const Outcome applies = f.checkProfile(s); !applies.ok())
            errors.append(applies.error());
    }
    if (profile && !profile->partitioned && s.broker.redeliveryTimeoutMs <= 0)
        errors.append(QStringLiteral("$.broker.redeliveryTimeoutMs: expected more than 0 for %1")
                          .arg(s.broker.profile));
    // Kafka picks the rebalance protocol the assignors support: RangeAssignor
    // and RoundRobinAssignor support only EAGER (the interface default,
    // ConsumerPartitionAssignor.java:76-77 at apache/kafka 2017f92),
    // CooperativeStickyAssignor COOPERATIVE and EAGER, for upgrades
    // (CooperativeStickyAssignor.java:65-66 at 368eaaa); the consumer runs
    // the protocol all its assignors support (KIP-429).
    if (s.broker.rebalance == Rebalance::Cooperative && s.broker.assignment != Assignment::CooperativeSticky)
        errors.append(QStringLiteral("$.broker.rebalance: cooperative needs a cooperative assignor; set "
                                     "broker.assignment to cooperative-sticky (%1 is eager-only)")
                          .arg(vocab::word(s.broker.assignment)));
    // A client library's own retry resends the same batch with the same
    // headers; only the application can put a new id on a second attempt.
    if (s.producer.messageIdPolicy == MessageIdPolicy::NewPerAttempt && !s.producer.applicationRetries)
        errors.append(QStringLiteral("$.producer.applicationRetries: a new message id per attempt (messageIdPolicy "
                                     "new-per-attempt) means the application sends again; a client library's own "
                                     "retry resends the same batch with the same id. Set applicationRetries to "
                                     "true or choose another messageIdPolicy"));
    if (s.consumers.ackEvery > s.consumers.prefetch)
        errors.append(QStringLiteral("$.consumers.ackEvery: expected at most prefetch (%1), got %2")
                          .arg(s.consumers.prefetch).arg(s.consumers.ackEvery));
    for (int i = 0; i < s.faults.schedule.size(); ++i) {
        const ScheduledFault &f = s.faults.schedule.at(i);
        const QString path = QStringLiteral("$.faults.schedule[%1]").arg(i);
        const QString kind = vocab::word(f.kind);
        if (f.isTargeted()) {
            const int index = Scenario::logicalIndexOf(f.message);
            if (index < 0 || index >= s.messages)
                errors.append(path + QStringLiteral(".message: expected a business key from order-1 to order-%1, got \"%2\"")
                                  .arg(s.messages).arg(printable(f.message, 64)));
            if (!vocab::canTarget(f.kind))
                errors.append(path + QStringLiteral(".message: a %1 fault happens at a time; use atMs").arg(kind));
        } else if (f.atMs < 0) {
            errors.append(path + QStringLiteral(": expected atMs (a time) or message (a business key)"));
        }
        if (vocab::needsDuration(f.kind) && f.durationMs <= 0)
            errors.append(path + QStringLiteral(".durationMs: required and above 0 for %1").arg(kind));
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
    writeFields(root, QString(), s);
    root.insert(QStringLiteral("effect"), s.effect);

    QJsonObject broker;
    broker.insert(QStringLiteral("profile"), s.broker.profile);
    writeFields(broker, QStringLiteral("broker"), s);
    broker.insert(QStringLiteral("assignment"), vocab::word(s.broker.assignment));
    broker.insert(QStringLiteral("rebalance"), vocab::word(s.broker.rebalance));
    root.insert(QStringLiteral("broker"), broker);

    QJsonObject producer;
    producer.insert(QStringLiteral("messageIdPolicy"), vocab::word(s.producer.messageIdPolicy));
    writeFields(producer, QStringLiteral("producer"), s);
    root.insert(QStringLiteral("producer"), producer);

    QJsonObject consumers;
    writeFields(consumers, QStringLiteral("consumers"), s);
    consumers.insert(QStringLiteral("autoOffsetReset"), vocab::word(s.consumers.autoOffsetReset));
    root.insert(QStringLiteral("consumers"), consumers);

    QJsonObject strategy;
    strategy.insert(QStringLiteral("id"), s.strategy.id);
    writeFields(strategy, QStringLiteral("strategy"), s);
    strategy.insert(QStringLiteral("cacheWrite"), s.strategy.cacheWrite);
    root.insert(QStringLiteral("strategy"), strategy);

    QJsonObject faults;
    writeFields(faults, QStringLiteral("faults"), s);
    QJsonObject crash;
    writeFields(crash, QStringLiteral("faults.consumerCrash"), s);
    crash.insert(QStringLiteral("point"), vocab::word(s.faults.consumerCrash.point));
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
        o.insert(QStringLiteral("kind"), vocab::word(f.kind));
        if (f.consumer > 0)
            o.insert(QStringLiteral("consumer"), f.consumer);
        if (f.point != CrashPoint::Immediate)
            o.insert(QStringLiteral("point"), vocab::word(f.point));
        if (f.durationMs > 0)
            o.insert(QStringLiteral("durationMs"), double(f.durationMs));
        schedule.append(o);
    }
    faults.insert(QStringLiteral("schedule"), schedule);
    root.insert(QStringLiteral("faults"), faults);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Outcome ScenarioIo::save(const Scenario &scenario, const QString &path)
{
    // Shown in the window's error box as well as on the command line.
    const auto tr = [](const char *text) { return QCoreApplication::translate("idem::ScenarioIo", text); };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("%1: cannot write: %2").arg(path, file.errorString());
    const QByteArray bytes = toJson(scenario);
    // A short write (a full disk) sets no error; without commit() the
    // previous file stays as it was.
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return tr("%1: cannot write (the disk may be full): %2").arg(path, why);
    }
    // A small file is written only now, from Qt's buffer (core/base/filesync.h).
    if (const QString why = flushToDisk(file); !why.isEmpty()) {
        file.cancelWriting();
        return tr("%1: cannot write (the disk may be full): %2").arg(path, why);
    }
    if (!file.commit())
        return tr("%1: cannot write: %2").arg(path, file.errorString());
    return {};
}

} // namespace idem
