#include "listing.h"

#include <QRegularExpression>

#include <algorithm>

namespace idem {

namespace {
struct Block
{
    bool parentKeeps = true;
    bool holds = true;
    int line = 0;
};

bool wordsHold(const QString &expr, const QSet<QString> &words)
{
    const bool negate = expr.startsWith(QLatin1Char('!'));
    const QStringList any = (negate ? expr.mid(1) : expr).split(QLatin1Char('|'), Qt::SkipEmptyParts);
    bool holds = false;
    for (const QString &w : any)
        holds = holds || words.contains(w);
    return negate ? !holds : holds;
}

QString atLine(int line, const QString &what)
{
    return QStringLiteral("line %1: %2").arg(line).arg(what);
}

// Fills /*@name*/123 with its value; false (and the name) for an unknown one.
bool fillValues(QString &line, const QHash<QString, QString> &values, QString *unknown)
{
    static const QRegularExpression value(QStringLiteral("/\\*@([A-Za-z]+)\\*/(-?[0-9]+)"));
    QRegularExpressionMatch m = value.match(line);
    while (m.hasMatch()) {
        const auto it = values.constFind(m.captured(1));
        if (it == values.cend()) {
            *unknown = m.captured(1);
            return false;
        }
        line.replace(m.capturedStart(), m.capturedLength(), *it);
        m = value.match(line, m.capturedStart() + int(it->size()));
    }
    return true;
}
} // namespace

std::optional<Listing> Listing::parse(const QString &source, const QSet<QString> &words,
                                      const QHash<QString, QString> &values, QString *error)
{
    static const QRegularExpression markup(QStringLiteral("^\\s*//\\s*@(step|end|if|else|endif)\\b\\s*(.*)$"));
    Listing out;
    QVector<Block> blocks;
    QVector<QPair<QVector<CodeStep>, int>> open; // steps, first output line
    const QStringList input = source.split(QLatin1Char('\n'));
    const auto fail = [error](int line, const QString &what) {
        if (error)
            *error = atLine(line, what);
        return std::nullopt;
    };
    for (int n = 0; n < input.size(); ++n) {
        QString line = input.at(n);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        const bool keeping = blocks.isEmpty() || (blocks.last().parentKeeps && blocks.last().holds);
        const QRegularExpressionMatch m = markup.match(line);
        if (m.hasMatch()) {
            const QString what = m.captured(1);
            const QString arg = m.captured(2).trimmed();
            if (what == QLatin1String("if")) {
                blocks.append({keeping, wordsHold(arg, words), n + 1});
            } else if (what == QLatin1String("else")) {
                if (blocks.isEmpty())
                    return fail(n + 1, QStringLiteral("@else without @if"));
                blocks.last().holds = !blocks.last().holds;
            } else if (what == QLatin1String("endif")) {
                if (blocks.isEmpty())
                    return fail(n + 1, QStringLiteral("@endif without @if"));
                blocks.removeLast();
            } else if (!keeping) {
                continue;
            } else if (what == QLatin1String("step")) {
                QVector<CodeStep> steps;
                for (const QString &id : arg.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                    const auto step = codestep::fromId(id);
                    if (!step)
                        return fail(n + 1, QStringLiteral("unknown step \"%1\"").arg(id));
                    steps.append(*step);
                }
                open.append({steps, int(out.m_lines.size())});
            } else {
                if (open.isEmpty())
                    return fail(n + 1, QStringLiteral("@end without @step"));
                const auto [steps, first] = open.takeLast();
                const int last = int(out.m_lines.size()) - 1;
                if (last < first)
                    return fail(n + 1, QStringLiteral("a step with no line"));
                for (CodeStep s : steps)
                    out.m_ranges[s].append({first, last});
            }
            continue;
        }
        if (!keeping)
            continue;
        QString unknown;
        if (!fillValues(line, values, &unknown))
            return fail(n + 1, QStringLiteral("no value for \"%1\"").arg(unknown));
        out.m_lines.append(line);
    }
    if (!blocks.isEmpty())
        return fail(blocks.last().line, QStringLiteral("@if without @endif"));
    if (!open.isEmpty())
        return fail(int(input.size()), QStringLiteral("@step without @end"));
    while (!out.m_lines.isEmpty() && out.m_lines.last().trimmed().isEmpty())
        out.m_lines.removeLast();
    return out;
}

QString Listing::text() const
{
    return m_lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QVector<CodeStep> Listing::stepsAt(int line) const
{
    QVector<CodeStep> out;
    for (auto it = m_ranges.cbegin(); it != m_ranges.cend(); ++it) {
        for (const Range &r : it.value()) {
            if (line >= r.first && line <= r.last) {
                out.append(it.key());
                break;
            }
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::optional<Listing::Range> Listing::rangeAfter(CodeStep step, int previousLine) const
{
    const QVector<Range> all = ranges(step);
    if (all.isEmpty())
        return std::nullopt;
    for (const Range &r : all) {
        if (r.first > previousLine)
            return r;
    }
    return all.first();
}

int Listing::commentColumn(const QString &line)
{
    bool inString = false;
    for (int i = 0; i + 1 < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('"') && (i == 0 || line.at(i - 1) != QLatin1Char('\\')))
            inString = !inString;
        else if (!inString && c == QLatin1Char('/') && line.at(i + 1) == QLatin1Char('/'))
            return i;
    }
    return -1;
}

QStringList Listing::comments() const
{
    QStringList out;
    for (const QString &line : m_lines) {
        const int at = commentColumn(line);
        if (at < 0)
            continue;
        const QString text = line.mid(at + 2).trimmed();
        if (!text.isEmpty() && !out.contains(text))
            out.append(text);
    }
    return out;
}

Listing Listing::translated(const QHash<QString, QString> &table, QStringList *missing) const
{
    Listing out = *this;
    for (QString &line : out.m_lines) {
        const int at = commentColumn(line);
        if (at < 0)
            continue;
        const QString text = line.mid(at + 2).trimmed();
        if (text.isEmpty())
            continue;
        const auto it = table.constFind(text);
        if (it == table.cend()) {
            if (missing && !missing->contains(text))
                missing->append(text);
            continue;
        }
        line = line.left(at + 2) + QLatin1Char(' ') + *it;
    }
    return out;
}

} // namespace idem
