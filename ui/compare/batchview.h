#pragma once

#include "jobs/jobcontroller.h"
#include "report/reportfiles.h"
#include "scenario/scenario.h"

#include <QPointer>
#include <QWidget>
#include <functional>

class QGroupBox;
class QLabel;
class QPushButton;

namespace idem::ui {

class BackgroundReport;
class JobPanel;
class StrategyPicker;

// What a comparison and a sweep share: a scenario to run under the checked
// strategies, a run button, Cancel and Export on one JobPanel, a report
// written in the background, and the folder their databases go to. The
// batch itself is a job of a JobController (the window's, or one of the
// view's own when it stands alone): the view shows its state and owns no
// thread. A subclass builds the job and shows what it hands back.
class BatchView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BatchView)
public:
    ~BatchView() override; // cancels its jobs; the controller joins the threads

    void setScenario(const Scenario &scenario);
    const Scenario &scenario() const { return m_scenario; }
    bool hasScenario() const { return m_hasScenario; }
    // The strategies checked for the next batch (default: all).
    void setStrategies(const QStringList &ids);
    QStringList strategies() const;
    // Where the next batch writes its databases; empty (the default) = a
    // new `<time>-<kind>` folder under the runs folder.
    void setOutputFolder(const QString &folder) { m_outputFolder = folder; }
    QString outputFolder() const { return m_outputFolder; }
    QString lastFolder() const { return m_lastFolder; } // the folder of the last batch

    bool isRunning() const;
    JobController *jobs() const { return m_jobs.data(); }
    JobPanel *panel() const { return m_panel; }
    // The report export: progress and the end; Export's dialog cancels.
    BackgroundReport *reportJob() const { return m_reportJob; }
    void startExport(const QString &folder, bool progressDialog = false);
    // Gives the keyboard to the view: Cancel while a batch runs (Esc and
    // Space stop it), else the run button.
    void focusAction();

public slots:
    void start();
    void cancel();
    void exportWithDialog();

signals:
    void started(const QString &folder);
    void finished();
    void cancelled();
    void failed(const QString &message);
    // Esc with no batch running: the window may put the view away.
    void dismissRequested();

protected:
    struct Texts
    {
        QString run;           // the run button, with its mnemonic
        QString noStrategies;  // what to say when none is checked
        QString writingReport; // the status while the report is written
        QString exportTitle;   // the folder dialog's title
        QString folderKind;    // "compare", "sweep": the fresh folder's suffix
    };
    // `jobs` null: the view makes a controller of its own.
    BatchView(JobController *jobs, JobKind kind, JobKind reportKind, const Texts &texts, QWidget *parent);

    // Starts the batch into `folder` (made fresh or outputFolder()); the
    // checks have passed. Returns the JobWork for the controller.
    virtual JobWork makeJob(const QString &folder) = 0;
    // Called once the job is queued: clear the old results, say what runs.
    virtual void jobStarted() = 0;
    // The job's one end (not for a superseded job). A failure is already on the panel.
    virtual void jobEnded(const JobOutcome &outcome) = 0;
    virtual bool hasResults() const = 0;
    // Files written before the report and how to write it; an error stops the export.
    virtual QString prepareExport(const QString &folder, QStringList *before, ReportFiles::Options *options,
                                  std::function<QString(const ReportFiles::Options &, QStringList *)> *write) = 0;
    virtual QString exportStartFolder() const;
    // Inputs a running batch locks (the picker is locked by the base).
    virtual void setInputsEnabled(bool on);
    virtual void scenarioChanged() {}

    void updateButtons();
    void showError(const QString &message);
    void setStatus(const QString &text);
    QGroupBox *strategiesBox();
    QLabel *scenarioLabel() const { return m_scenarioLabel; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *exportButton() const { return m_export; }
    StrategyPicker *picker() const { return m_picker; }
    JobKind kind() const { return m_kind; }
    // Whether `job` of `kind` is this view's newest batch (not another's, not a superseded one).
    bool isOwnJob(JobKind kind, quint64 job) const { return kind == m_kind && job == m_job && job != 0; }

private:
    void onFinished(JobKind kind, quint64 job, const JobOutcome &outcome);
    void onReportFinished(const QString &error, const QStringList &written, bool cancelled);
    void updateScenarioLabel();

    QPointer<JobController> m_jobs; // the window's may go first as the window closes
    JobKind m_kind;
    quint64 m_job = 0;
    Texts m_texts;
    Scenario m_scenario;
    bool m_hasScenario = false;
    QString m_outputFolder;
    QString m_lastFolder;
    QLabel *m_scenarioLabel;
    StrategyPicker *m_picker;
    QPushButton *m_run;
    QPushButton *m_export;
    JobPanel *m_panel;
    BackgroundReport *m_reportJob;
};

} // namespace idem::ui
