#pragma once

#include "report/reportmodel.h"
#include "reportdocument.h"

#include <QCoreApplication>

namespace idem::ui {

// Turns a report model into the document a reader sees, in the current
// language: what goes where, in which words. The renderers only lay it out.
class ReportComposer final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::ReportComposer)
public:
    static ReportDocument run(const RunReport &report);
    static ReportDocument worksheet(const RunReport &report);
    // The run's full report, titled as the worksheet's answer key.
    static ReportDocument answerKey(const RunReport &report);

    // Shared pieces.
    static ReportDocument start(const QString &title);
    static void scenarioTexts(ReportDocument &doc, const Scenario &s, bool withLesson);
    static void faultSchedule(ReportDocument &doc, const FaultSettings &faults);
    static ReportTable settings(const Scenario &s); // the worksheet's, those the broker has
    static void reproduce(ReportDocument &doc, const QString &command, const QString &source);

    ReportComposer() = delete;
};

// The same for the reports of several runs: a comparison and a sweep.
class BatchComposer final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::BatchComposer)
public:
    static ReportDocument comparison(const ComparisonReport &report);
    static ReportDocument sweep(const SweepReport &report);
    // "which strategy held, which leaked and why", one line per strategy.
    static QStringList verdicts(const ComparisonReport &report);

    BatchComposer() = delete;
};

} // namespace idem::ui
