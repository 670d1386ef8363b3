#pragma once

#include "explore/exploreresult.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

namespace idem::ui {

// The exploration in the reader's language, shared by the Explore view and
// the exploration report: the verdicts, the matrix strategy × fault class
// (one derivation, so the window and the report cannot disagree), fault
// classes, breaches and coverage slots. Ids stay Latin, in isolates.
class ExplorePhrases final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::ExplorePhrases)
public:
    enum class Cell { NotInSpace, Holds, Breaks };

    // Every fault class any of the runs' spaces holds, sorted (the matrix's columns).
    static QStringList classes(const QVector<ExploreRun> &runs);
    static Cell cell(const ExploreRun &run, const QString &faultClass);
    static QString cellText(Cell cell); // "holds", "BREAKS", "—"

    static QString verdictWord(const ExploreRun &run); // "Violation found", "Complete", "Incomplete", "Error"
    // One sentence: what was found, or "0 violations in 3 412 schedules of ≤ 2 faults".
    static QString verdictLine(const ExploreRun &run);
    static QString breach(Breach breach);
    static QString faultClass(const QString &faultClass); // "Consumer crash (after the commit, before the ack)"
    static QString firedSlot(Fired slot);
    // The schedule in words, one fault after another; "no faults" when empty.
    static QString schedule(const FaultSchedule &schedule);
    // The counterexample's shrunk schedule when it was shrunk, else as found.
    static const FaultSchedule &shownSchedule(const Counterexample &c);
    // "shrunk in 3 steps (12 runs), locally minimal" or "not shrunk".
    static QString shrinking(const Counterexample &c);

    ExplorePhrases() = delete;
};

} // namespace idem::ui
