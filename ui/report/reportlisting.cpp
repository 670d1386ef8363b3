#include "reportlisting.h"

#include "code/codelisting.h"
#include "code/codetrace.h"
#include "code/listingcatalog.h"
#include "run/runresult.h"

#include <QLocale>
#include <algorithm>

namespace idem::ui {

namespace {
// The record that made the repeat's copy come again, or -1.
qint64 causeOfRepeat(const RunResult &run, const CauseEdge &duplicate)
{
    if (duplicate.previous < 0)
        return -1;
    const qint64 deliver = run.analysis->deliveryOf(run.trace, quint32(duplicate.previous));
    if (deliver < 0)
        return -1;
    const auto [first, last] = run.analysis->causes().into(quint32(deliver));
    for (const CauseEdge *e = first; e != last; ++e) {
        if (e->kind == CauseEdge::Redelivery)
            return e->from;
    }
    return -1;
}
} // namespace

// Each duplicate's cause that is a line of the listing: the line, what
// happened there, the key.
struct ReportListing::Mark
{
    int line = 0;
    TraceKind kind = TraceKind::Crash;
    QString key;
};

QVector<ReportListing::Mark> ReportListing::marks(const RunResult &run, const Listing &listing)
{
    QVector<Mark> out;
    if (!run.analysis)
        return out;
    const CodeTrace code(run.trace, run.scenario);
    for (const CauseEdge &e : run.analysis->causes().edges()) {
        if (e.kind != CauseEdge::Duplicate)
            continue;
        const qint64 cause = causeOfRepeat(run, e);
        if (cause < 0)
            continue;
        if (const auto range = code.rangeOf(listing, std::size_t(cause)))
            out.append({range->first, run.trace.at(std::size_t(cause)).kind(), Scenario::businessKey(int(e.message))});
    }
    return out;
}

QMap<int, QStringList> ReportListing::causeLines(const RunResult &run, const Listing &listing)
{
    QMap<int, QStringList> out;
    for (const Mark &m : marks(run, listing)) {
        QString label;
        switch (m.kind) {
        case TraceKind::Crash: label = tr("crashed here: %1").arg(m.key); break;
        case TraceKind::AckLost: label = tr("ack lost here: %1").arg(m.key); break;
        case TraceKind::ConnectionLost: label = tr("connection lost here: %1").arg(m.key); break;
        default: label = tr("the cause of a duplicate of %1").arg(m.key); break;
        }
        QStringList &labels = out[m.line];
        if (!labels.contains(label))
            labels.append(label);
    }
    return out;
}

namespace {
// The line numbers' column and the two spaces after it, in characters.
int numberColumn(const Listing &listing)
{
    return int(QString::number(listing.lines().size()).size()) + 2;
}

// The listing as the Code view shows it (a right-to-left comment kept in
// one piece after its "//"), numbered. A line's mark says in the report's
// language what happened there; in a right-to-left language it is one
// right-to-left run, also where it begins with a Latin word ("crash اینجا
// رخ داد"), which a first-strong isolate would lay out left to right, and
// its marks are parted by the Arabic semicolon, which keeps a key and the
// next mark's Latin word ("order-4; crash") from reading as one phrase.
QString numbered(const Listing &listing, const QMap<int, QStringList> &marks, bool rightToLeft)
{
    QStringList lines;
    const int width = numberColumn(listing) - 2;
    const QChar open = rightToLeft ? QChar(0x2067) : QChar(0x2068); // RLI, FSI
    const QString parted = rightToLeft ? QStringLiteral("\u061B ") : QStringLiteral("; ");
    for (int i = 0; i < listing.lines().size(); ++i) {
        QString line = QStringLiteral("%1  %2").arg(i + 1, width).arg(CodeListing::shown(listing.lines().at(i)));
        if (const auto it = marks.constFind(i); it != marks.cend())
            line += QStringLiteral("    \u25C0 ") + open + it->join(parted) + QChar(0x2069);
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

bool rightToLeft(const ReportDocument &doc)
{
    return QLocale(doc.language).textDirection() == Qt::RightToLeft;
}
} // namespace

bool ReportListing::appendQuestion(ReportDocument &doc, const RunResult &run)
{
    const auto listing = ListingCatalog::forScenario(run.scenario, doc.language);
    if (!listing)
        return false;
    // Asked only when a crash is among the causes: that is the line to find.
    const QVector<Mark> found = marks(run, *listing);
    if (std::none_of(found.begin(), found.end(), [](const Mark &m) { return m.kind == TraceKind::Crash; }))
        return false;
    doc.heading(tr("The handler as code"));
    doc.paragraph(tr("A crash made a delivery come back and apply its effect again. On which line of this "
                     "handler did the process die, and what had it done by then that nothing recorded?"));
    doc.add(ReportBlock::Code, numbered(*listing, {}, rightToLeft(doc)));
    doc.blocks.last().hang = numberColumn(*listing);
    ReportBlock answer;
    answer.kind = ReportBlock::AnswerSpace;
    answer.lines = 3;
    doc.blocks.append(answer);
    return true;
}

void ReportListing::append(ReportDocument &doc, const RunResult &run)
{
    const auto listing = ListingCatalog::forScenario(run.scenario, doc.language);
    if (!listing)
        return;
    const QMap<int, QStringList> marks = causeLines(run, *listing);
    doc.heading(tr("The handler as code"));
    doc.paragraph(marks.isEmpty()
                      ? tr("The consumer's handler under this strategy, as C#. No duplicate had a cause inside it.")
                      : tr("The consumer's handler under this strategy, as C#. ◀ marks the line where a "
                           "duplicate's cause happened."));
    doc.add(ReportBlock::Code, numbered(*listing, marks, rightToLeft(doc)));
    doc.blocks.last().hang = numberColumn(*listing);
}

} // namespace idem::ui
