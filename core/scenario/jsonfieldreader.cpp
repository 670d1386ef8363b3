#include "jsonfieldreader.h"

#include "jsonsource.h"
#include "scenariofields.h"

#include <QJsonValue>
#include <QLocale>
#include <cmath>

namespace idem {

namespace {
QString describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: return QLocale::c().toString(v.toDouble(), 'g', 17);
    // Input text is escaped and cut: a hostile value cannot reach the
    // terminal raw or make a 10 MB message.
    case QJsonValue::String: return QLatin1Char('"') + printable(v.toString(), 60) + QLatin1Char('"');
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

QString num(qint64 v)
{
    return QLocale::c().toString(v);
}

// Edits (insert, delete, replace) from a to b, ignoring case; only ever
// called with an identifier key and a field name, both short.
int editDistance(const QString &a, const QString &b)
{
    QVector<int> row(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            const bool same = a.at(i - 1).toLower() == b.at(j - 1).toLower();
            row[j] = qMin(qMin(row[j] + 1, row[j - 1] + 1), diagonal + (same ? 0 : 1));
            diagonal = above;
        }
    }
    return row[b.size()];
}

int commonPrefix(const QString &a, const QString &b)
{
    int n = 0;
    while (n < a.size() && n < b.size() && a.at(n).toLower() == b.at(n).toLower())
        ++n;
    return n;
}
} // namespace

JsonFieldReader::JsonFieldReader(const QJsonObject &object, QString path, QStringList *errors)
    : m_object(object), m_path(std::move(path)), m_errors(errors)
{
}

QString JsonFieldReader::pathOf(const char *key) const
{
    return jsonsource::childPath(m_path, QLatin1String(key));
}

void JsonFieldReader::error(const QString &path, const QString &message)
{
    m_errors->append(path + QStringLiteral(": ") + message);
}

void JsonFieldReader::accept(const char *key)
{
    m_known.append(QLatin1String(key));
}

bool JsonFieldReader::fetch(const char *key, QJsonValue *out)
{
    accept(key);
    if (!m_object.contains(QLatin1String(key)))
        return false;
    *out = m_object.value(QLatin1String(key));
    return true;
}

void JsonFieldReader::readInt64(const char *key, qint64 *target, qint64 min, qint64 max)
{
    QJsonValue v;
    if (!fetch(key, &v))
        return;
    const double d = v.toDouble();
    if (!v.isDouble() || std::floor(d) != d || d < double(min) || d > double(max)) {
        error(pathOf(key), QStringLiteral("expected an integer from %1 to %2, got %3")
                               .arg(num(min), num(max), describe(v)));
        return;
    }
    *target = qint64(d);
}

void JsonFieldReader::readInt(const char *key, int *target, qint64 min, qint64 max)
{
    qint64 value = *target;
    readInt64(key, &value, min, max);
    *target = int(value);
}

void JsonFieldReader::readUInt64(const char *key, quint64 *target)
{
    // JSON numbers are doubles: integers above 2^53 would silently change.
    constexpr qint64 kMaxExact = 9007199254740991LL;
    qint64 value = qint64(*target);
    readInt64(key, &value, 0, kMaxExact);
    *target = quint64(value);
}

void JsonFieldReader::readDouble(const char *key, double *target, double min, double max)
{
    QJsonValue v;
    if (!fetch(key, &v))
        return;
    const double d = v.toDouble();
    if (!v.isDouble() || !(d >= min && d <= max)) {
        error(pathOf(key), QStringLiteral("expected a number from %1 to %2, got %3")
                               .arg(QLocale::c().toString(min), QLocale::c().toString(max),
                                    describe(v)));
        return;
    }
    *target = d;
}

void JsonFieldReader::readBool(const char *key, bool *target)
{
    QJsonValue v;
    if (!fetch(key, &v))
        return;
    if (!v.isBool()) {
        error(pathOf(key), QStringLiteral("expected true or false, got %1").arg(describe(v)));
        return;
    }
    *target = v.toBool();
}

void JsonFieldReader::readString(const char *key, QString *target, int maxLength)
{
    QJsonValue v;
    if (!fetch(key, &v))
        return;
    if (!v.isString()) {
        error(pathOf(key), QStringLiteral("expected a string, got %1").arg(describe(v)));
        return;
    }
    if (v.toString().size() > maxLength) {
        error(pathOf(key), QStringLiteral("expected at most %1 characters").arg(maxLength));
        return;
    }
    *target = v.toString();
}

void JsonFieldReader::readChoice(const char *key, QString *target, const QStringList &choices)
{
    QJsonValue v;
    if (!fetch(key, &v))
        return;
    if (!v.isString() || !choices.contains(v.toString())) {
        error(pathOf(key), QStringLiteral("expected one of %1, got %2")
                               .arg(choices.join(QStringLiteral(", ")), describe(v)));
        return;
    }
    *target = v.toString();
}

void JsonFieldReader::rejectUnknown()
{
    // In the file's key order (QJsonObject keeps keys sorted); the known
    // list is a handful of names, so this is linear in the members.
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
        if (!m_known.contains(it.key()))
            error(jsonsource::childPath(m_path, it.key()), QStringLiteral("unknown field") + hintFor(it.key()));
    }
}

QString JsonFieldReader::hintFor(const QString &key) const
{
    // A hostile or huge key gets no hint: it is not echoed beyond its path.
    if (key.size() > 40 || jsonsource::childPath(QString(), key) != QLatin1Char('.') + key)
        return QString();
    // A misspelling of a field of this object ("mesages", "ackBatch").
    QString best;
    int bestScore = 0;
    for (const QString &known : m_known) {
        // A few edits away, else the same first three letters or more.
        const int distance = editDistance(key, known);
        const int prefix = commonPrefix(key, known);
        const int score = distance <= qMax(1, int(known.size()) / 4) ? 100 - distance : prefix >= 3 ? prefix : 0;
        if (score > bestScore) {
            best = known;
            bestScore = score;
        }
    }
    if (!best.isEmpty())
        return QStringLiteral("; did you mean \"%1\"?").arg(best);
    // A field of another object ("prefetch" under broker is consumers.prefetch).
    for (const ScenarioField &f : ScenarioField::all()) {
        if (f.key().compare(key, Qt::CaseInsensitive) == 0 && f.jsonPath() != jsonsource::childPath(m_path, key))
            return QStringLiteral("; %1 is %2").arg(key, f.jsonPath());
    }
    QStringList here = m_known;
    here.removeDuplicates();
    const QString list = here.join(QStringLiteral(", "));
    return list.size() <= 200 ? QStringLiteral("; the fields here are %1").arg(list) : QString();
}

} // namespace idem
