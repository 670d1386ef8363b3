#pragma once

#include "jobs/jobcontroller.h"
#include "livelab.h"

#include <QObject>
#include <QStringList>
#include <functional>

class QAction;
class QDialog;
class QWidget;

namespace idem::ui {

class JobPanel;

// Run ▸ Run against a Real Broker…: the open scenario against a private
// RabbitMQ node (and Redis) with real consumer processes, as a
// JobKind::Live job, then simulated. A small window follows the job
// (progress, status, elapsed time, Cancel; the error, or what is missing
// and how to install it). Cancel stops the consumer processes and the
// private servers. When it ends, finished() hands both runs over.
class LiveRunAction final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveRunAction)
public:
    // `scenario` returns the scenario to run; `problems` why it cannot run
    // as it stands (empty when it is valid).
    LiveRunAction(JobController *jobs, std::function<Scenario()> scenario, std::function<QStringList()> problems,
                  QWidget *window);

    QAction *action() const { return m_action; }
    // The idemlab binary that runs `idemlab consume` (default: this program).
    void setConsumerProgram(const QString &program) { m_consumerProgram = program; }
    // Where the runs' folders go (default: the runs folder).
    void setRunsFolder(const QString &folder) { m_runsFolder = folder; }

    // Starts the job (false, and the reason on the panel, when it cannot).
    bool start();
    bool isRunning() const;
    QDialog *dialog() const { return m_dialog; }
    JobPanel *panel() const { return m_panel; }

signals:
    void finished(const idem::ui::SimVsReal &result);

private:
    void ensureDialog();
    void onProgressed(JobKind kind, quint64 job, const JobProgress &progress);
    void onFinished(JobKind kind, quint64 job, const JobOutcome &outcome);

    JobController *m_jobs;
    std::function<Scenario()> m_scenario;
    std::function<QStringList()> m_problems;
    QWidget *m_window;
    QAction *m_action;
    QDialog *m_dialog = nullptr;
    JobPanel *m_panel = nullptr;
    QString m_consumerProgram;
    QString m_runsFolder;
    quint64 m_job = 0;
};

} // namespace idem::ui
