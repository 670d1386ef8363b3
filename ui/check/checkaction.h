#pragma once

#include "checklab.h"
#include "jobs/jobcontroller.h"

#include <QObject>
#include <functional>

class QAction;
class QComboBox;
class QDialog;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QWidget;

namespace idem::ui {

class JobPanel;

// Run ▸ Test My Consumer…: a dialog asks for the user's consumer command,
// its working folder, how many run at once and where its effects are (an
// SQLite file, or a PostgreSQL URL, and the query that lists them), all
// remembered; Run checks it on the open scenario as a JobKind::Check job
// (progress, Cancel, the consumer's output when it fails). When it ends the
// dialog shows the verdict from the user's database and finished() hands
// the run over, to be shown like any run.
class CheckAction final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckAction)
public:
    CheckAction(JobController *jobs, std::function<Scenario()> scenario, std::function<QStringList()> problems,
                QWidget *window);

    QAction *action() const { return m_action; }
    // Where the checks' folders go (default: the runs folder).
    void setRunsFolder(const QString &folder) { m_runsFolder = folder; }

    // Opens the dialog (filled in as last time).
    void open();
    // Starts the check with what the dialog holds (false, and the reason on its panel, when it cannot).
    bool start();
    bool isRunning() const;
    QDialog *dialog() const { return m_dialog; }
    JobPanel *panel() const { return m_panel; }
    // The request the dialog holds now.
    CheckRequest request() const;
    // The last finished check's verdict (no run before one finished).
    const CheckVerdict &verdict() const { return m_verdict; }

signals:
    void finished(const idem::ui::CheckVerdict &verdict);

private:
    void ensureDialog();
    QWidget *createForm();
    void loadForm();
    void saveForm() const;
    void onFinished(JobKind kind, quint64 job, const JobOutcome &outcome);
    QString verdictText(const CheckVerdict &v) const;

    JobController *m_jobs;
    std::function<Scenario()> m_scenario;
    std::function<QStringList()> m_problems;
    QWidget *m_window;
    QAction *m_action;
    QDialog *m_dialog = nullptr;
    QLineEdit *m_command = nullptr;
    QLineEdit *m_folder = nullptr;
    QSpinBox *m_consumers = nullptr;
    QComboBox *m_effectsKind = nullptr;
    QLineEdit *m_effects = nullptr;
    QLineEdit *m_query = nullptr;
    QPushButton *m_run = nullptr;
    QLabel *m_verdictLabel = nullptr;
    JobPanel *m_panel = nullptr;
    QString m_runsFolder;
    quint64 m_job = 0;
    CheckVerdict m_verdict;
};

} // namespace idem::ui
