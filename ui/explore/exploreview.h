#pragma once

#include "compare/batchview.h"
#include "explorejob.h"

#include <memory>

class QLabel;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace idem::ui {

class CounterexampleModel;
class ExploreCoverageModel;
class ExploreMatrixModel;
class ExploreVerdictModel;

// Run ▸ Explore…: searches the fault schedules of the current scenario for
// the smallest that breaks each checked strategy (every schedule of up to K
// faults, then random ones while the budget lasts), as a JobKind::Explore
// job of the JobController given, with progress and Cancel. Shows each
// strategy's verdict with its numbers, the matrix strategy × fault class,
// the coverage and the counterexamples; activating one (double click,
// Enter, or a BREAKS cell of the matrix) asks the window to open its lesson
// file and run it. The bound, the budget and the strategies are remembered.
class ExploreView final : public BatchView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExploreView)
public:
    // `jobs` null: the view runs its explorations on a controller of its own.
    explicit ExploreView(JobController *jobs = nullptr, QWidget *parent = nullptr);

    void setMaxFaults(int k);
    int maxFaults() const;
    void setBudget(qint64 budget); // 0: the bound only
    qint64 budget() const;
    // Simulation threads of the next exploration; 0 (the default) = one per core.
    void setThreads(int threads) { m_threads = threads; }

    // The last finished (or cancelled) exploration; null before the first.
    std::shared_ptr<const ExploreOutcome> outcome() const { return m_outcome; }
    ExploreVerdictModel *verdicts() const { return m_verdicts; }
    ExploreMatrixModel *matrix() const { return m_matrix; }
    ExploreCoverageModel *coverage() const { return m_coverage; }
    CounterexampleModel *counterexamples() const { return m_counterexamples; }
    QLabel *summary() const { return m_summary; }
    // Opens counterexample `row` of counterexamples(): emits counterexampleChosen
    // when it has a lesson file; false when it has none.
    bool activateCounterexample(int row);

signals:
    // The lesson scenario of a counterexample, to open and run.
    void counterexampleChosen(const QString &path);

protected:
    JobWork makeJob(const QString &folder) override;
    void jobStarted() override;
    void jobEnded(const JobOutcome &outcome) override;
    bool hasResults() const override { return m_outcome && !m_outcome->isEmpty(); }
    QString prepareExport(const QString &folder, QStringList *before, ReportFiles::Options *options,
                          std::function<QString(const ReportFiles::Options &, QStringList *)> *write) override;
    void setInputsEnabled(bool on) override;

private:
    QWidget *makeSearchBox();
    QWidget *makeResults();
    void onProgressed(JobKind kind, quint64 job, const JobProgress &progress);
    void showOutcome(std::shared_ptr<const ExploreOutcome> outcome);

    std::shared_ptr<const ExploreOutcome> m_outcome;
    ExploreVerdictModel *m_verdicts;
    ExploreMatrixModel *m_matrix;
    ExploreCoverageModel *m_coverage;
    CounterexampleModel *m_counterexamples;
    QSpinBox *m_maxFaults = nullptr;
    QSpinBox *m_budget = nullptr;
    QWidget *m_quickPicks = nullptr;
    QLabel *m_summary = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_verdictTable = nullptr;
    QTableView *m_matrixTable = nullptr;
    QTableView *m_coverageTable = nullptr;
    QTableView *m_counterexampleTable = nullptr;
    int m_threads = 0;
};

} // namespace idem::ui
