#pragma once

#include "explore/exploreresult.h"
#include "report/reportmodel.h"
#include "reportdocument.h"

#include <QCoreApplication>

namespace idem::ui {

// What an exploration report is written of: the scenario explored, one
// ExploreRun per strategy, the bound and budget it ran with, and the
// folder holding its lesson files (Counterexample::file names in it).
struct ExploreReport
{
    Scenario scenario;
    QVector<ExploreRun> runs;
    int maxFaults = 2;
    qint64 budget = 0;
    QString lessonsFolder;
    ReportContext context;
};

// The exploration report in the current language: the verdict of each
// strategy with its numbers, the matrix strategy × fault class (the same
// cells as the Explore view: ExplorePhrases), the counterexamples with
// their lessons, and the coverage.
class ExploreComposer final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::ExploreComposer)
public:
    static ReportDocument exploration(const ExploreReport &report);
    // The matrix as a report table: a row per fault class, a column per strategy.
    static ReportTable matrix(const QVector<ExploreRun> &runs);
    // `idemlab explore scenario.json …` with the report's options.
    static QString command(const ExploreReport &report);

    ExploreComposer() = delete;
};

} // namespace idem::ui
