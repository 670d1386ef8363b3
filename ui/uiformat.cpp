#include "uiformat.h"

#include "kernel/trace.h"
#include "scenario/scenario.h"
#include "scenario/scenariofields.h"

#include <QLocale>
#include <QRegularExpression>

namespace idem::ui {

namespace {
constexpr QChar kLri(0x2066); // LEFT-TO-RIGHT ISOLATE
constexpr QChar kPdi(0x2069); // POP DIRECTIONAL ISOLATE
} // namespace

QString UiFormat::unit(Unit u)
{
    switch (u) {
    case Unit::Microseconds: return tr("µs", "unit: microseconds");
    case Unit::Milliseconds: return tr("ms", "unit: milliseconds");
    case Unit::Seconds: return tr("s", "unit: seconds");
    case Unit::Minutes: return tr("min", "unit: minutes");
    case Unit::Hours: return tr("h", "unit: hours");
    case Unit::Days: return tr("d", "unit: days");
    }
    return {};
}

QString UiFormat::amount(const QString &number, Unit u)
{
    return tr("%1 %2", "a number and its unit: 30 ms").arg(number, unit(u));
}

QString UiFormat::withUnit(const QString &quantity, Unit u)
{
    return tr("%1 (%2)", "a quantity and its unit: virtual time (s)").arg(quantity, unit(u));
}

QString UiFormat::unitSuffix(Unit u)
{
    return QLatin1Char(' ') + unit(u);
}

QString UiFormat::fieldUnit(const ScenarioField &field)
{
    if (field.type == FieldType::Millis || qstrcmp(field.unit, "ms") == 0)
        return unit(Unit::Milliseconds);
    return field.unitText();
}

QString UiFormat::seconds(SimTime t, int decimals)
{
    return amount(QLocale().toString(double(t) / 1e6, 'f', decimals), Unit::Seconds);
}

QString UiFormat::milliseconds(qint64 ms)
{
    return amount(QLocale().toString(ms), Unit::Milliseconds);
}

QString UiFormat::duration(qint64 ms)
{
    const QLocale locale;
    constexpr qint64 kMinute = 60 * 1000;
    constexpr qint64 kHour = 60 * kMinute;
    if (ms >= kHour && ms % kHour == 0)
        return amount(locale.toString(ms / kHour), Unit::Hours);
    if (ms >= kMinute && ms % kMinute == 0)
        return amount(locale.toString(ms / kMinute), Unit::Minutes);
    if (ms >= 1000 && ms % 100 == 0)
        return amount(locale.toString(double(ms) / 1000.0, 'f', ms % 1000 == 0 ? 0 : 1), Unit::Seconds);
    return milliseconds(ms);
}

QString UiFormat::count(qint64 n)
{
    return QLocale().toString(n);
}

QString UiFormat::number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString UiFormat::percent(double fraction, int decimals)
{
    return tr("%1 %").arg(QLocale().toString(fraction * 100.0, 'f', decimals));
}

QString UiFormat::laneName(int actor)
{
    switch (actor) {
    case ActorProducer: return tr("producer");
    case ActorBroker: return tr("broker");
    case ActorStore: return tr("store");
    case ActorCache: return tr("cache");
    default: break;
    }
    return consumerName(actor - kFirstConsumerActor + 1);
}

QString UiFormat::consumerName(int consumer)
{
    // An id, like the trace's and the explanations' "consumer-2".
    return isolate(QStringLiteral("consumer-%1").arg(consumer));
}

QString UiFormat::language()
{
    const QString name = QLocale().name();
    return name == QLatin1String("C") ? QStringLiteral("en") : name.section(QLatin1Char('_'), 0, 0);
}

QString UiFormat::scenarioText(const Scenario &scenario, const char *field)
{
    const QString text = scenario.text(QLatin1String(field), language());
    // Core's name for a scenario nobody named yet is the file format's
    // English; on screen it is the window's language.
    static const QString untitled = Scenario().name;
    if (qstrcmp(field, "name") == 0 && text == untitled)
        return tr("Untitled scenario");
    return text;
}

QString UiFormat::isolate(const QString &latin)
{
    // Left-to-right text needs no isolates; keeping it free of them keeps
    // copied text and comparisons plain.
    if (latin.isEmpty() || latin.startsWith(kLri) || QLocale().textDirection() != Qt::RightToLeft)
        return latin;
    return kLri + latin + kPdi;
}

namespace {
// How many `open` the text leaves unclosed by `close` (negative: closes more
// than it opens).
int balance(const QString &text, QChar open, QChar close)
{
    int depth = 0;
    for (const QChar c : text)
        depth += c == open ? 1 : c == close ? -1 : 0;
    return depth;
}

constexpr QChar kOpeners[] = {u'(', u'[', u'{'};
constexpr QChar kClosers[] = {u')', u']', u'}'};

bool unpairedAtEnd(const QString &run)
{
    for (int i = 0; i < 3; ++i) {
        if (run.back() == kClosers[i])
            return balance(run, kOpeners[i], kClosers[i]) < 0;
    }
    return false;
}

bool unpairedAtStart(const QString &run)
{
    for (int i = 0; i < 3; ++i) {
        if (run.front() == kOpeners[i])
            return balance(run, kOpeners[i], kClosers[i]) > 0;
    }
    return false;
}
} // namespace

QString UiFormat::isolateLatinRuns(const QString &text)
{
    if (QLocale().textDirection() != Qt::RightToLeft || text.isEmpty())
        return text;
    // A run starts and ends at a Latin letter or digit (or a quote or bracket
    // that belongs to it) and may hold spaces and code punctuation inside;
    // it stops at the first letter of the right-to-left script.
    static const QRegularExpression run(QStringLiteral(
        "[A-Za-z0-9\"'(\\[{$#][\\x{0020}-\\x{007E}\\x{2026}\\x{00D7}]*[A-Za-z0-9\"')\\]}*%]|[A-Za-z0-9]"));
    QString out;
    out.reserve(text.size() + 16);
    qsizetype at = 0;
    bool isolated = false;
    auto it = run.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        // Already inside an isolate (text built from isolate()): leave it.
        const QString before = text.mid(at, m.capturedStart() - at);
        for (const QChar c : before) {
            if (c == kLri)
                isolated = true;
            else if (c == kPdi)
                isolated = false;
        }
        out += before;
        // A bracket the run does not close (or open) stays outside it, with
        // the right-to-left words it pairs with: "(شبیه Redis)" isolates
        // "Redis", not "Redis)", or the parenthesis lands on the wrong side.
        QString latin = m.captured();
        QString after;
        while (latin.size() > 1 && unpairedAtEnd(latin)) {
            after.prepend(latin.back());
            latin.chop(1);
        }
        QString lead;
        while (latin.size() > 1 && unpairedAtStart(latin)) {
            lead += latin.front();
            latin.remove(0, 1);
        }
        out += isolated ? m.captured() : lead + kLri + latin + kPdi + after;
        at = m.capturedEnd();
    }
    out += text.mid(at);
    return out;
}

QString UiFormat::prose(const QString &text)
{
    if (QLocale().textDirection() != Qt::RightToLeft || text.isEmpty())
        return text;
    constexpr QChar kRlm(0x200F); // RIGHT-TO-LEFT MARK
    QStringList lines = isolateLatinRuns(text).split(QLatin1Char('\n'));
    for (QString &line : lines) {
        if (!line.isEmpty() && line.at(0) != kRlm)
            line.prepend(kRlm);
    }
    return lines.join(QLatin1Char('\n'));
}

QString UiFormat::localizeNumbers(const QString &text)
{
    const QLocale locale;
    if (locale.language() == QLocale::C || locale.language() == QLocale::English)
        return text;
    // A number standing on its own (not after a letter, a hyphen, a dot or
    // '#', not before a letter or a hyphen), with an optional unit after it.
    static const QRegularExpression number(QStringLiteral(
        "(?<![\\w.#\\-])(\\d+)(?:\\.(\\d+))?(?: (ms|s|min|h)\\b)?(?![\\w\\-]|\\.\\d)"));
    QString out;
    qsizetype at = 0;
    auto it = number.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(at, m.capturedStart() - at);
        at = m.capturedEnd();
        const int decimals = int(m.capturedLength(2));
        const QString value = decimals > 0
            ? locale.toString(m.captured(0).section(QLatin1Char(' '), 0, 0).toDouble(), 'f', decimals)
            : locale.toString(m.captured(1).toLongLong());
        const QString unitName = m.captured(3);
        if (unitName == QLatin1String("ms"))
            out += amount(value, Unit::Milliseconds);
        else if (unitName == QLatin1String("s"))
            out += amount(value, Unit::Seconds);
        else if (unitName == QLatin1String("min"))
            out += amount(value, Unit::Minutes);
        else if (unitName == QLatin1String("h"))
            out += amount(value, Unit::Hours);
        else
            out += value;
    }
    out += text.mid(at);
    return out;
}

QString UiFormat::separator()
{
    return tr(" · ", "between the items of a line; Persian: a comma, the middle dot reads as the digit zero");
}

QString UiFormat::keyHints(const QList<QPair<QString, QString>> &keysAndLabels)
{
    const bool rtl = QLocale().textDirection() == Qt::RightToLeft;
    QStringList parts;
    for (const auto &[keys, label] : keysAndLabels) {
        // First-strong isolate: each hint lays itself out on its own, so an
        // arrow never drifts to the neighbouring hint's label.
        const QString hint = tr("%1: %2").arg(isolate(keys), label);
        parts.append(rtl ? QChar(0x2068) + hint + kPdi : hint);
    }
    // Wider than between words: "  ·  " (a comma keeps to the hint before it).
    const QString sep = separator();
    // Each hint is isolated, and isolates do not count for the paragraph's
    // direction: without a mark the row would read left to right, Esc first.
    const QString start = rtl ? QString(QChar(0x200F)) : QString(); // RIGHT-TO-LEFT MARK
    return start + parts.join(sep.startsWith(QLatin1Char(' ')) ? QLatin1Char(' ') + sep + QLatin1Char(' ')
                                                        : sep + QLatin1Char(' '));
}

} // namespace idem::ui
