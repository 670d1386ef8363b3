#pragma once

#include "sweepmodel.h"

#include <QThread>
#include <QWidget>
#include <atomic>
#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace idem::ui {

class BackgroundReport;
class StrategyPicker;
class SweepChart;

// Varies one numeric scenario field from/to in steps under several
// strategies (same seed, same faults) and draws "<metric> vs <parameter>",
// one line per strategy. SweepRunner runs on a worker QObject on a member
// QThread; each run writes its SQLite file into a fresh folder under the
// runs folder (or outputFolder() when set).
class SweepView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SweepView)
public:
    explicit SweepView(QWidget *parent = nullptr);
    ~SweepView() override; // cancels, then requestInterruption(); quit(); wait();

    void setScenario(const Scenario &scenario);
    const Scenario &scenario() const { return m_scenario; }
    // A SweepParameter path, e.g. "strategy.cacheTtlMs"; resets the range
    // to that parameter's default. Returns false for an unknown path.
    bool setParameter(const QString &path);
    QString parameter() const;
    void setRange(double from, double to, int steps);
    // The values the next sweep will use (integer fields rounded, repeats dropped).
    QVector<double> values() const;
    void setStrategies(const QStringList &ids);
    QStringList strategies() const;
    void setMetric(SweepModel::Metric metric);
    void setOutputFolder(const QString &folder) { m_outputFolder = folder; }
    void setThreads(int threads) { m_threads = threads; }

    bool isRunning() const { return m_running; }
    SweepModel *model() const { return m_model; }
    SweepChart *chart() const { return m_chart; }
    // SweepRunner::csv of the last finished sweep; returns an error or "".
    QString exportCsv(const QString &path) const;
    // sweep.csv plus the sweep report (sweep.html, sweep.pdf) into a folder.
    QString exportReport(const QString &folder) const;
    // The same, written on a worker thread: reportJob() tells progress and
    // the end; Export's dialog cancels.
    void startExport(const QString &folder, bool progressDialog = false);
    BackgroundReport *reportJob() const { return m_reportJob; }

public slots:
    void start();
    void cancel();
    void exportWithDialog();

signals:
    void started(const QString &folder);
    void progressed(int done, int total);
    void finished();
    void cancelled();
    void failed(const QString &message);

private:
    void onProgressed(quint64 job, int done, int total);
    void onFinished(quint64 job, const SweepOutcome &outcome);
    void onFailed(quint64 job, const QString &message);
    void onParameterChanged(int index);
    void setRunning(bool running);
    void showError(const QString &message);
    void updateScenarioLabel();
    void updateCurrentValue();

    Scenario m_scenario;
    bool m_hasScenario = false;
    QString m_outputFolder;
    int m_threads = 0;
    QThread m_thread;
    SweepWorker *m_worker = nullptr;
    quint64 m_lastJob = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_running = false;

    SweepModel *m_model;
    QLabel *m_scenarioLabel;
    QComboBox *m_parameter;
    QLabel *m_current;
    QDoubleSpinBox *m_from;
    QDoubleSpinBox *m_to;
    QSpinBox *m_steps;
    StrategyPicker *m_picker;
    QComboBox *m_metric;
    QPushButton *m_run;
    QPushButton *m_cancelButton;
    QPushButton *m_export;
    QProgressBar *m_progressBar;
    QLabel *m_status;
    QLabel *m_error;
    SweepChart *m_chart;
    QTableView *m_table;
    BackgroundReport *m_reportJob;
};

} // namespace idem::ui
