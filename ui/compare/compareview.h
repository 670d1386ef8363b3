#pragma once

#include "comparisonjob.h"
#include "batchview.h"
#include "run/runptr.h"

class QLineEdit;
class QTabWidget;
class QTableView;

namespace idem::ui {

class ComparisonModel;
class DuplicateChart;
class DuplicateCurveModel;
class OutcomeChart;
class TimelinePair;
class SimVsRealView;

// The same scenario and faults under several strategies side by side: a
// table, grouped outcome bars, cumulative duplicates over time, and two
// timelines stacked. The comparison is a JobKind::Compare job of the
// JobController given (ComparisonRunner on its worker thread); each
// strategy writes its own SQLite file in a fresh folder under the runs
// folder (or outputFolder() when set).
class CompareView final : public BatchView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareView)
public:
    // `jobs` null: the view runs its comparisons on a controller of its own.
    explicit CompareView(JobController *jobs = nullptr, QWidget *parent = nullptr);

    QVector<RunPtr> results() const;
    ComparisonModel *model() const { return m_model; }
    // Simulated vs real (Run ▸ Run against a Real Broker…), its own tab.
    SimVsRealView *simVsReal() const { return m_simVsReal; }
    void showSimVsReal();
    DuplicateCurveModel *curveModel() const { return m_curves; }

    // Writes comparison.json, comparison.csv, outcomes.png and
    // duplicates-over-time.png into `folder`; returns an error or "".
    QString exportTo(const QString &folder);

signals:
    void progressed(double fraction);
    // A row was double-clicked: the main window may open that run.
    void runActivated(idem::ui::RunPtr run);

protected:
    JobWork makeJob(const QString &folder) override;
    void jobStarted() override;
    void jobEnded(const JobOutcome &outcome) override;
    bool hasResults() const override { return !m_json.isEmpty(); }
    QString prepareExport(const QString &folder, QStringList *before, ReportFiles::Options *options,
                          std::function<QString(const ReportFiles::Options &, QStringList *)> *write) override;
    QString exportStartFolder() const override;
    void scenarioChanged() override;

private:
    QString exportData(const QString &folder, QStringList *written);
    void onProgressed(JobKind kind, quint64 job, const JobProgress &progress);
    void showCancelled(const ComparisonOutcome &outcome);
    void updateDatabaseLine();

    QByteArray m_json;
    QByteArray m_csv;

    ComparisonModel *m_model;
    DuplicateCurveModel *m_curves;
    QTabWidget *m_tabs;
    QTableView *m_table;
    QLineEdit *m_database;
    OutcomeChart *m_outcomes;
    DuplicateChart *m_duplicates;
    TimelinePair *m_timelines;
    SimVsRealView *m_simVsReal;
};

} // namespace idem::ui
