#include "uiformat.h"

#include "kernel/trace.h"
#include "scenario/scenario.h"
#include "scenario/scenariofields.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

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
constexpr QChar kOpeners[] = {u'(', u'[', u'{'};
constexpr QChar kClosers[] = {u')', u']', u'}'};

// Which characters of a Latin run must stay outside its isolate, with the
// right-to-left words around it: a bracket whose partner is outside the run
// ("(شبیه Redis)" isolates "Redis", "order-3 (Esc برای توقف)" isolates
// "order-3" and "Esc" apart, or the "(" lands on the wrong side), and, in a
// sentence of the right-to-left script, a full stop that ends one sentence
// before a Latin word starts the next ("consumer-2. offsetها": two ids of
// two sentences, the suffix belongs to "offset").
QList<bool> outsideOfRun(const QString &run, bool sentences)
{
    QList<bool> outside(run.size(), false);
    for (int kind = 0; kind < 3; ++kind) {
        QList<qsizetype> open;
        for (qsizetype i = 0; i < run.size(); ++i) {
            if (run.at(i) == kOpeners[kind])
                open.append(i);
            else if (run.at(i) == kClosers[kind] && !open.isEmpty())
                open.removeLast();
            else if (run.at(i) == kClosers[kind])
                outside[i] = true;
        }
        for (const qsizetype i : std::as_const(open))
            outside[i] = true;
    }
    for (qsizetype i = 0; sentences && i + 1 < run.size(); ++i) {
        const QChar c = run.at(i);
        if ((c == u'.' || c == u';' || c == u'!' || c == u'?') && run.at(i + 1).isSpace())
            outside[i] = true;
    }
    return outside;
}

// The run with each piece between the characters that stay outside in an
// isolate; spaces next to those characters stay outside too.
QString isolatePieces(const QString &run, bool sentences)
{
    const QList<bool> outside = outsideOfRun(run, sentences);
    QString out;
    qsizetype i = 0;
    while (i < run.size()) {
        if (outside.at(i) || run.at(i).isSpace()) {
            out += run.at(i++);
            continue;
        }
        qsizetype end = i;
        while (end < run.size() && !outside.at(end))
            ++end;
        qsizetype last = end;
        while (last > i && run.at(last - 1).isSpace())
            --last;
        const QString piece = run.mid(i, last - i);
        const bool word = std::any_of(piece.cbegin(), piece.cend(), [](QChar c) { return c.isLetterOrNumber(); });
        out += word ? kLri + piece + kPdi : piece;
        out += run.mid(last, end - last);
        i = end;
    }
    return out;
}
} // namespace

QString UiFormat::isolateLatinRuns(const QString &text)
{
    if (QLocale().textDirection() != Qt::RightToLeft || text.isEmpty())
        return text;
    // A run starts and ends at a Latin letter or digit (or a quote, bracket
    // or a path's leading slash that belongs to it) and may hold spaces and
    // code punctuation inside; it stops at the first letter of the
    // right-to-left script.
    static const QRegularExpression run(QStringLiteral(
        "[A-Za-z0-9\"'(\\[{$#/~][\\x{0020}-\\x{007E}\\x{2026}\\x{00D7}]*[A-Za-z0-9\"')\\]}*%]|[A-Za-z0-9]"));
    const bool sentences = std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
    });
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
        out += isolated ? m.captured() : isolatePieces(m.captured(), sentences);
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

QString UiFormat::startOnItsSide(const QString &text)
{
    bool rightToLeft = false;
    QChar::Direction first = QChar::DirON;
    for (const QChar c : text) {
        const QChar::Direction d = c.direction();
        if (d != QChar::DirL && d != QChar::DirR && d != QChar::DirAL)
            continue;
        if (first == QChar::DirON)
            first = d;
        rightToLeft = rightToLeft || d != QChar::DirL;
    }
    return rightToLeft && first == QChar::DirL ? QChar(0x200F) + text : text;
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
