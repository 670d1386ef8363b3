#pragma once

#include "comparisonworker.h"
#include "run/runptr.h"

#include <QHash>
#include <QThread>
#include <QWidget>
#include <atomic>
#include <memory>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;

namespace idem::ui {

class BackgroundReport;
class ComparisonModel;
class DuplicateChart;
class DuplicateCurveModel;
class OutcomeChart;
class StrategyPicker;
class TimelinePair;

// The same scenario and faults under several strategies side by side: a
// table, grouped outcome bars, cumulative duplicates over time, and two
// timelines stacked. The runs go through ComparisonRunner on a worker
// QObject on a member QThread; each strategy writes its own SQLite file in
// a fresh folder under the runs folder (or outputFolder() when set).
class CompareView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareView)
public:
    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override; // cancels, then requestInterruption(); quit(); wait();

    void setScenario(const Scenario &scenario);
    const Scenario &scenario() const { return m_scenario; }
    // The strategies checked for the next comparison (default: all).
    void setStrategies(const QStringList &ids);
    QStringList strategies() const;
    // Where the next comparison writes `<strategy>.sqlite`; empty (the
    // default) = a new `compare-<time>` folder under the runs folder.
    void setOutputFolder(const QString &folder);
    QString outputFolder() const { return m_outputFolder; }
    // Worker threads for the engine; 0 = one per core.
    void setThreads(int threads) { m_threads = threads; }

    bool isRunning() const { return m_running; }
    QString lastFolder() const { return m_lastFolder; } // the folder of the last comparison
    QVector<RunPtr> results() const;
    ComparisonModel *model() const { return m_model; }
    DuplicateCurveModel *curveModel() const { return m_curves; }

    // Writes comparison.json, comparison.csv, outcomes.png and
    // duplicates-over-time.png into `folder`; returns an error or "".
    QString exportTo(const QString &folder);
    // The same files, the report (HTML, PDF) written on a worker thread:
    // reportJob() tells progress and the end; Export's dialog cancels.
    void startExport(const QString &folder, bool progressDialog = false);
    BackgroundReport *reportJob() const { return m_reportJob; }

public slots:
    void start();
    void cancel();
    void exportWithDialog();

signals:
    void started(const QString &folder);
    void progressed(double fraction);
    void finished();
    void cancelled();
    void failed(const QString &message);
    // A row was double-clicked: the main window may open that run.
    void runActivated(idem::ui::RunPtr run);

private:
    QString exportData(const QString &folder, QStringList *written);
    void onProgressed(quint64 job, const QString &strategy, double fraction);
    void onFinished(quint64 job, const ComparisonOutcome &outcome);
    void onFailed(quint64 job, const QString &message);
    void setRunning(bool running);
    void showError(const QString &message);
    void updateScenarioLabel();
    void updateDatabaseLine();

    Scenario m_scenario;
    bool m_hasScenario = false;
    QString m_outputFolder;
    QString m_lastFolder;
    int m_threads = 0;
    QThread m_thread;
    ComparisonWorker *m_worker = nullptr;
    quint64 m_lastJob = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_running = false;
    QHash<QString, double> m_progress;
    QByteArray m_json;
    QByteArray m_csv;

    ComparisonModel *m_model;
    DuplicateCurveModel *m_curves;
    QLabel *m_scenarioLabel;
    StrategyPicker *m_picker;
    QPushButton *m_run;
    QPushButton *m_cancelButton;
    QPushButton *m_export;
    QProgressBar *m_progressBar;
    QLabel *m_status;
    QLabel *m_error;
    QTabWidget *m_tabs;
    QTableView *m_table;
    QLineEdit *m_database;
    OutcomeChart *m_outcomes;
    DuplicateChart *m_duplicates;
    TimelinePair *m_timelines;
    BackgroundReport *m_reportJob;
};

} // namespace idem::ui
