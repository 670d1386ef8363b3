#pragma once

#include "codestep.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QStringList>
#include <QVector>
#include <optional>

namespace idem {

// A consumer's handler as C#-style code, ready to show: the listing source
// (resources/listings/*.cs) with its conditional blocks chosen, its values
// filled in and its markup taken out, and which lines each step is.
//
// Markup, each on a line of its own:
//   // @step id [id…]   the lines up to the matching @end are that step
//   // @end
//   // @if word[|word…]  kept when one word holds (!word: when it does not)
//   // @else / // @endif
// and inline, /*@name*/123: the number is replaced with the value `name`.
// A value type; parsing is pure (no files).
class Listing final
{
public:
    struct Range
    {
        int first = 0; // line indices from 0, inclusive
        int last = 0;
        bool operator==(const Range &o) const { return first == o.first && last == o.last; }
    };

    // Fails with a message naming the source line for an unknown step id,
    // an unbalanced @end/@endif, or a value with nothing to fill it.
    static std::optional<Listing> parse(const QString &source, const QSet<QString> &words,
                                        const QHash<QString, QString> &values, QString *error);

    const QStringList &lines() const { return m_lines; }
    QString text() const; // the code as a compiler reads it
    QVector<Range> ranges(CodeStep step) const { return m_ranges.value(step); }
    bool has(CodeStep step) const { return m_ranges.contains(step); }
    QVector<CodeStep> stepsAt(int line) const;
    // The range of `step` to show after the handler was at `previousLine`
    // (-1: none): the first one below it in reading order, else the first.
    std::optional<Range> rangeAfter(CodeStep step, int previousLine) const;

    // Where the comment of a line starts (the column of its "//"), or -1.
    static int commentColumn(const QString &line);
    // The comment texts (after "// "), each once, in order.
    QStringList comments() const;
    // The listing with every comment replaced from `table` (English text →
    // translation); a comment the table lacks stays English and is listed
    // in `missing`. Code and identifiers are never touched.
    Listing translated(const QHash<QString, QString> &table, QStringList *missing = nullptr) const;

private:
    QStringList m_lines;
    QMap<CodeStep, QVector<Range>> m_ranges;
};

} // namespace idem
