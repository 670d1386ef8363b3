#include "reportlisting.h"

#include "code/codetrace.h"
#include "code/listingcatalog.h"
#include "run/runresult.h"

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

QMap<int, QStringList> ReportListing::causeLines(const RunResult &run, const Listing &listing)
{
    QMap<int, QStringList> out;
    if (!run.analysis)
        return out;
    const CodeTrace code(run.trace, run.scenario);
    for (const CauseEdge &e : run.analysis->causes().edges()) {
        if (e.kind != CauseEdge::Duplicate)
            continue;
        const qint64 cause = causeOfRepeat(run, e);
        if (cause < 0)
            continue;
        const auto range = code.rangeOf(listing, std::size_t(cause));
        if (!range)
            continue;
        const TraceRecord &r = run.trace.at(std::size_t(cause));
        const QString key = Scenario::businessKey(int(e.message));
        QString label;
        switch (r.kind()) {
        case TraceKind::Crash: label = tr("crashed here: %1").arg(key); break;
        case TraceKind::AckLost: label = tr("ack lost here: %1").arg(key); break;
        case TraceKind::ConnectionLost: label = tr("connection lost here: %1").arg(key); break;
        default: label = tr("the cause of a duplicate of %1").arg(key); break;
        }
        QStringList &labels = out[range->first];
        if (!labels.contains(label))
            labels.append(label);
    }
    return out;
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
    QStringList lines;
    const int width = int(QString::number(listing->lines().size()).size());
    for (int i = 0; i < listing->lines().size(); ++i) {
        QString line = QStringLiteral("%1  %2").arg(i + 1, width).arg(listing->lines().at(i));
        if (const auto it = marks.constFind(i); it != marks.cend())
            line += QStringLiteral("    \u25C0 ") + QChar(0x2068) + it->join(QStringLiteral("; ")) + QChar(0x2069);
        lines.append(line);
    }
    doc.add(ReportBlock::Code, lines.join(QLatin1Char('\n')));
}

} // namespace idem::ui
