#pragma once

#include "compare/batchview.h"
#include "sweepmodel.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableView;

namespace idem::ui {

class SweepChart;

// Varies one numeric scenario field from/to in steps under several
// strategies (same seed, same faults) and draws "<metric> vs <parameter>",
// one line per strategy. The sweep is a JobKind::Sweep job of the
// JobController given (SweepRunner on its worker thread); each run writes
// its SQLite file into a fresh folder under the runs folder (or
// outputFolder() when set).
class SweepView final : public BatchView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SweepView)
public:
    // `jobs` null: the view runs its sweeps on a controller of its own.
    explicit SweepView(JobController *jobs = nullptr, QWidget *parent = nullptr);

    // A SweepParameter path, e.g. "strategy.cacheTtlMs"; resets the range
    // to that parameter's default. Returns false for an unknown path.
    bool setParameter(const QString &path);
    QString parameter() const;
    void setRange(double from, double to, int steps);
    // The values the next sweep will use (integer fields rounded, repeats dropped).
    QVector<double> values() const;
    void setMetric(SweepModel::Metric metric);

    SweepModel *model() const { return m_model; }
    SweepChart *chart() const { return m_chart; }
    // SweepRunner::csv of the last finished sweep; returns an error or "".
    QString exportCsv(const QString &path) const;
    // sweep.csv plus the sweep report (sweep.html, sweep.pdf) into a folder.
    QString exportReport(const QString &folder) const;

signals:
    void progressed(int done, int total);

protected:
    JobWork makeJob(const QString &folder) override;
    void jobStarted() override;
    void jobEnded(const JobOutcome &outcome) override;
    bool hasResults() const override { return !m_model->outcome().cells.isEmpty(); }
    QString prepareExport(const QString &folder, QStringList *before, ReportFiles::Options *options,
                          std::function<QString(const ReportFiles::Options &, QStringList *)> *write) override;
    void setInputsEnabled(bool on) override;
    void scenarioChanged() override { updateCurrentValue(); }

private:
    void onProgressed(JobKind kind, quint64 job, const JobProgress &progress);
    void onParameterChanged(int index);
    void updateCurrentValue();

    SweepModel *m_model;
    QComboBox *m_parameter;
    QLabel *m_current;
    QDoubleSpinBox *m_from;
    QDoubleSpinBox *m_to;
    QSpinBox *m_steps;
    QComboBox *m_metric;
    SweepChart *m_chart;
    QTableView *m_table;
};

} // namespace idem::ui
