#include "explorephrases.h"

#include "editor/vocablabels.h"
#include "reportphrases.h"
#include "uiformat.h"

#include <algorithm>

namespace idem::ui {

QStringList ExplorePhrases::classes(const QVector<ExploreRun> &runs)
{
    QStringList out;
    for (const ExploreRun &r : runs) {
        for (const QString &c : r.classes) {
            if (!out.contains(c))
                out.append(c);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

ExplorePhrases::Cell ExplorePhrases::cell(const ExploreRun &run, const QString &faultClass)
{
    if (!run.classes.contains(faultClass))
        return Cell::NotInSpace;
    return run.byClass.contains(faultClass) ? Cell::Breaks : Cell::Holds;
}

QString ExplorePhrases::cellText(Cell cell)
{
    switch (cell) {
    case Cell::NotInSpace: return QStringLiteral("—");
    case Cell::Holds: return tr("holds");
    case Cell::Breaks: return tr("BREAKS");
    }
    return {};
}

QString ExplorePhrases::verdictWord(const ExploreRun &run)
{
    if (!run.error.isEmpty())
        return tr("Error");
    switch (run.verdict()) {
    case VerdictKind::ViolationFound: return tr("Violation found");
    case VerdictKind::Complete: return tr("Complete");
    case VerdictKind::Incomplete: return tr("Incomplete");
    }
    return {};
}

namespace {
QString stopReason(const QString &word)
{
    if (word == QLatin1String("cancelled"))
        return ExplorePhrases::tr("cancelled");
    if (word == QLatin1String("time"))
        return ExplorePhrases::tr("the time limit");
    if (word == QLatin1String("budget"))
        return ExplorePhrases::tr("the budget");
    return ExplorePhrases::tr("the slice");
}
} // namespace

QString ExplorePhrases::verdictLine(const ExploreRun &r)
{
    if (!r.error.isEmpty())
        return tr("The exploration failed: %1").arg(r.error);
    switch (r.verdict()) {
    case VerdictKind::ViolationFound: {
        const Counterexample &c = *r.smallest;
        const int n = int(c.schedule.size());
        if (n == 0)
            return tr("Violation found without any fault: %1.").arg(breach(c.breach));
        QString line = tr("Violation found: %1 under %n fault(s): %2.", nullptr, n).arg(breach(c.breach), schedule(c.schedule));
        if (c.random)
            line += QLatin1Char(' ') + tr("Found by the random search, beyond the bound.");
        return line;
    }
    case VerdictKind::Complete:
        return tr("Complete: 0 violations in %1 schedules of at most %n fault(s); %2 of them equivalent to an earlier "
                  "one (the same trace).", nullptr, r.maxFaults)
            .arg(UiFormat::count(r.exhaustiveRun()), UiFormat::count(r.equivalent()));
    case VerdictKind::Incomplete:
        return tr("Incomplete: stopped by %1 after %2 of the %3 schedules of the bound, 0 violations so far.")
            .arg(stopReason(r.stopReason), UiFormat::count(r.exhaustiveRun()), UiFormat::count(r.schedulesInBound()));
    }
    return {};
}

QString ExplorePhrases::breach(Breach b)
{
    switch (b) {
    case Breach::Duplicate: return tr("a duplicate side effect");
    case Breach::Lost: return tr("a lost message");
    case Breach::Stuck: return tr("a stuck run");
    case Breach::Failed: return tr("a run that failed");
    case Breach::None: break;
    }
    return tr("nothing");
}

QString ExplorePhrases::faultClass(const QString &faultClass)
{
    const int at = faultClass.indexOf(QLatin1Char('@'));
    if (at < 0)
        return VocabLabels::scheduleKind(faultClass);
    return tr("%1 (%2)").arg(VocabLabels::scheduleKind(faultClass.left(at)),
                             VocabLabels::crashPoint(faultClass.mid(at + 1)));
}

QString ExplorePhrases::firedSlot(Fired slot)
{
    return faultClass(firedWord(slot));
}

QString ExplorePhrases::schedule(const FaultSchedule &schedule)
{
    if (schedule.isEmpty())
        return tr("no faults");
    QStringList parts;
    for (const ScheduledFault &f : schedule)
        parts.append(ReportPhrases::fault(f));
    return parts.join(QStringLiteral(" + "));
}

const FaultSchedule &ExplorePhrases::shownSchedule(const Counterexample &c)
{
    return c.shrunkDone ? c.shrunk : c.schedule;
}

QString ExplorePhrases::shrinking(const Counterexample &c)
{
    if (!c.shrunkDone)
        return tr("not shrunk");
    const QString steps = tr("shrunk in %n step(s) (%1 runs)", nullptr, c.shrinkSteps).arg(UiFormat::count(c.shrinkRuns));
    if (c.shrinkCancelled)
        return tr("%1, not minimal (cancelled during shrinking)").arg(steps);
    return c.locallyMinimal ? tr("%1, locally minimal: no single fault can be left out").arg(steps)
                            : tr("%1, not locally minimal (the shrinking budget ran out)").arg(steps);
}

} // namespace idem::ui
