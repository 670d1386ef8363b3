#include "liverunaction.h"

#include "jobs/jobpanel.h"
#include "jobs/labjob.h"
#include "run/runpaths.h"
#include "uiformat.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace idem::ui {

LiveRunAction::LiveRunAction(JobController *jobs, std::function<Scenario()> scenario,
                             std::function<QStringList()> problems, QWidget *window)
    : QObject(window), m_jobs(jobs), m_scenario(std::move(scenario)), m_problems(std::move(problems)),
      m_window(window), m_action(new QAction(tr("Run against a Real &Broker…"), window)),
      m_consumerProgram(QCoreApplication::applicationFilePath())
{
    m_action->setObjectName(QStringLiteral("runLive"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_action->setToolTip(tr("Run the scenario on a real RabbitMQ with real consumer processes and put it beside the "
                            "model (%1)")
                             .arg(m_action->shortcut().toString(QKeySequence::NativeText)));
    connect(m_action, &QAction::triggered, this, [this] { start(); });
}

void LiveRunAction::ensureDialog()
{
    if (m_dialog)
        return;
    m_dialog = new QDialog(m_window);
    m_dialog->setObjectName(QStringLiteral("liveRunDialog"));
    m_dialog->setWindowTitle(tr("Run against a real broker"));
    m_dialog->setModal(false);
    auto *layout = new QVBoxLayout(m_dialog);
    auto *intro = new QLabel(UiFormat::prose(tr(
                                 "The scenario runs on a private RabbitMQ node (and Redis, for the shared cache) "
                                 "started for this run, with one real consumer process per consumer; the faults "
                                 "are real (dropped connections, SIGKILLs, the broker's app stopped). Then the "
                                 "same scenario is simulated, and both are shown side by side.")),
                             m_dialog);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_panel = new JobPanel(JobPanel::Style::Full, m_dialog);
    m_panel->setObjectName(QStringLiteral("liveRunPanel"));
    m_panel->attach(m_jobs, JobKind::Live);
    m_panel->setEscapeScope(m_dialog);
    // After the panel's own handlers (connected by attach), so that the
    // words said here replace its generic "Cancelling…" and "Cancelled.".
    connect(m_jobs, &JobController::progressed, this, &LiveRunAction::onProgressed);
    connect(m_jobs, &JobController::cancelling, this, [this](JobKind kind) {
        if (kind == JobKind::Live)
            m_panel->setStatus(tr("Cancelling: stopping the consumer processes and the private servers…"));
    });
    connect(m_jobs, &JobController::finished, this, &LiveRunAction::onFinished);
    layout->addWidget(m_panel);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, m_dialog);
    connect(buttons, &QDialogButtonBox::rejected, m_dialog, &QDialog::hide);
    layout->addWidget(buttons);
    m_dialog->resize(600, m_dialog->sizeHint().height());
}

bool LiveRunAction::isRunning() const
{
    return m_jobs->isRunning(JobKind::Live);
}

bool LiveRunAction::start()
{
    ensureDialog();
    m_dialog->show();
    m_dialog->raise();
    if (isRunning()) {
        m_panel->setStatus(tr("A live run is going; cancel it to start another."));
        return false;
    }
    const QStringList problems = m_problems();
    if (!problems.isEmpty()) {
        m_panel->setStatus(tr("Cannot run live."));
        m_panel->showError(tr("The scenario has problems; fix them in the Scenario panel first:\n%1")
                               .arg(problems.join(QLatin1Char('\n'))));
        growToContents(m_dialog);
        return false;
    }
    const Scenario scenario = m_scenario();
    if (const QString why = LiveLab::unavailable(scenario); !why.isEmpty()) {
        m_panel->setProgress(0);
        m_panel->setStatus(tr("Cannot run live."));
        m_panel->showError(why);
        growToContents(m_dialog);
        return false;
    }
    const QString parent = m_runsFolder.isEmpty() ? RunPaths::folder() : m_runsFolder;
    const QString program = m_consumerProgram;
    m_job = m_jobs->start(
        JobKind::Live,
        labJob<SimVsReal>(
            [scenario, parent, program](const std::atomic_bool &cancel, const LabReport &report, QString *error) {
                return LiveLab::run(scenario, parent, program, cancel, report, error);
            },
            LiveLab::cancelledError(), [](const SimVsReal &r) { return r.folder; }));
    if (m_job == 0)
        return false;
    m_panel->setStatus(tr("Starting…"));
    return true;
}

void LiveRunAction::onProgressed(JobKind kind, quint64 job, const JobProgress &progress)
{
    if (kind == JobKind::Live && job == m_job && m_panel && !progress.part.isEmpty()
        && !m_jobs->isCancelling(JobKind::Live))
        m_panel->setStatus(progress.part);
}

void LiveRunAction::onFinished(JobKind kind, quint64 job, const JobOutcome &outcome)
{
    if (kind != JobKind::Live || job != m_job || !m_panel)
        return;
    if (outcome.cancelled) {
        m_panel->setStatus(tr("Cancelled: the consumer processes and the private servers were stopped."));
        return;
    }
    if (outcome.failed()) {
        growToContents(m_dialog); // the panel shows the error and the run's folder
        return;
    }
    m_panel->setStatus(tr("Done: the real run is on screen, and beside the model in Compare ▸ Simulated vs real."));
    m_dialog->hide();
    emit finished(outcome.value.value<SimVsReal>());
}

} // namespace idem::ui
