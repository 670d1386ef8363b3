#include "batchview.h"

#include "compare/batchcheck.h"
#include "compare/batchfolder.h"
#include "compare/scenariosummary.h"
#include "compare/strategypicker.h"
#include "jobs/jobpanel.h"
#include "report/backgroundreport.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace idem::ui {

BatchView::BatchView(JobController *jobs, JobKind kind, JobKind reportKind, const Texts &texts, QWidget *parent)
    : QWidget(parent),
      m_jobs(jobs ? jobs : new JobController(this)),
      m_kind(kind),
      m_texts(texts),
      m_scenarioLabel(new QLabel(this)),
      m_picker(new StrategyPicker(this)),
      m_run(new QPushButton(texts.run, this)),
      m_export(new QPushButton(tr("&Export…"), this)),
      m_panel(new JobPanel(JobPanel::Style::Full, this)),
      m_reportJob(new BackgroundReport(m_jobs, reportKind, this))
{
    m_scenarioLabel->setObjectName(QStringLiteral("scenarioLabel"));
    m_scenarioLabel->setTextFormat(Qt::RichText);
    m_scenarioLabel->setWordWrap(true);
    m_picker->setObjectName(QStringLiteral("strategies"));
    m_run->setDefault(true);
    m_export->setObjectName(QStringLiteral("export"));
    m_panel->setObjectName(QStringLiteral("jobPanel"));
    m_panel->addButton(m_run, JobPanel::Place::BeforeCancel);
    m_panel->addButton(m_export, JobPanel::Place::AfterCancel);
    m_panel->attach(m_jobs, kind);
    m_panel->setEscapeScope(this);
    connect(m_panel, &JobPanel::dismissRequested, this, &BatchView::dismissRequested);

    // After the panel's own connection: the view's words come last.
    connect(m_jobs, &JobController::finished, this, &BatchView::onFinished);
    connect(m_reportJob, &BackgroundReport::finished, this, &BatchView::onReportFinished);
    connect(m_run, &QPushButton::clicked, this, &BatchView::start);
    connect(m_export, &QPushButton::clicked, this, &BatchView::exportWithDialog);
    connect(m_picker, &StrategyPicker::selectionChanged, this, &BatchView::updateButtons);
    updateScenarioLabel();
}

BatchView::~BatchView()
{
    // A standalone view's own controller is a child and joins as it goes;
    // the window's goes on without this view's jobs.
    if (m_jobs) {
        m_jobs->cancel(m_kind);
        m_reportJob->cancel();
    }
}

void BatchView::setScenario(const Scenario &scenario)
{
    const bool changed = m_hasScenario && scenario != m_scenario;
    m_scenario = scenario;
    m_hasScenario = true;
    if (changed && !isRunning() && hasResults())
        setStatus(tr("The scenario has changed since these results: run again to update them."));
    updateScenarioLabel();
    scenarioChanged();
    updateButtons();
}

void BatchView::setStrategies(const QStringList &ids)
{
    m_picker->setChecked(ids);
}

QStringList BatchView::strategies() const
{
    return m_picker->checked();
}

bool BatchView::isRunning() const
{
    return m_jobs && m_jobs->isRunning(m_kind);
}

void BatchView::start()
{
    if (!m_jobs || isRunning())
        return;
    m_panel->clearError();
    const QString problem = BatchCheck::problem(m_hasScenario, m_scenario, strategies(), m_texts.noStrategies);
    if (!problem.isEmpty()) {
        showError(problem);
        return;
    }
    const QString folder = m_outputFolder.isEmpty() ? BatchFolder::fresh(m_scenario.name, m_texts.folderKind, m_scenario.seed) : m_outputFolder;
    m_lastFolder = folder;
    m_job = m_jobs->start(m_kind, makeJob(folder));
    jobStarted();
    updateButtons();
    emit started(folder);
}

void BatchView::focusAction()
{
    QWidget *target = isRunning() ? static_cast<QWidget *>(m_panel->cancelButton()) : m_run;
    target->setFocus(Qt::OtherFocusReason);
}

void BatchView::cancel()
{
    if (m_jobs)
        m_jobs->cancel(m_kind); // the panel says "Cancelling…"
}

void BatchView::onFinished(JobKind kind, quint64 job, const JobOutcome &outcome)
{
    if (!isOwnJob(kind, job))
        return;
    updateButtons();
    jobEnded(outcome);
    updateButtons(); // results may have arrived: Export follows them
}

void BatchView::updateButtons()
{
    const bool running = isRunning();
    m_run->setEnabled(!running && m_hasScenario && !strategies().isEmpty());
    m_export->setEnabled(!running && hasResults() && !m_reportJob->isBusy());
    setInputsEnabled(!running);
}

void BatchView::setInputsEnabled(bool on)
{
    m_picker->setEnabled(on);
}

void BatchView::showError(const QString &message)
{
    m_panel->showError(message);
}

void BatchView::setStatus(const QString &text)
{
    m_panel->setStatus(text);
}

QGroupBox *BatchView::strategiesBox()
{
    auto *box = new QGroupBox(tr("Strategies"), this);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_picker);
    return box;
}

void BatchView::updateScenarioLabel()
{
    m_scenarioLabel->setText(m_hasScenario
                                 ? ScenarioSummary::heading(m_scenario)
                                 : tr("<i>No scenario yet: open one, or pick one from the workshop library.</i>"));
}

QString BatchView::exportStartFolder() const
{
    return QDir::homePath();
}

void BatchView::exportWithDialog()
{
    const QString folder = QFileDialog::getExistingDirectory(this, m_texts.exportTitle, exportStartFolder());
    if (folder.isEmpty())
        return;
    startExport(folder, true);
}

void BatchView::startExport(const QString &folder, bool progressDialog)
{
    if (m_reportJob->isBusy())
        return;
    QStringList before;
    ReportFiles::Options options;
    std::function<QString(const ReportFiles::Options &, QStringList *)> write;
    if (const QString error = prepareExport(folder, &before, &options, &write); !error.isEmpty()) {
        showError(error);
        return;
    }
    setStatus(m_texts.writingReport);
    m_reportJob->start(options, write, before, progressDialog);
    updateButtons();
}

void BatchView::onReportFinished(const QString &error, const QStringList &written, bool cancelled)
{
    updateButtons();
    if (cancelled) {
        setStatus(tr("Export cancelled; nothing was left behind."));
    } else if (!error.isEmpty()) {
        showError(error);
    } else {
        m_panel->clearError();
        const QString where = written.isEmpty() ? QString() : QFileInfo(written.constFirst()).absolutePath();
        setStatus(tr("Exported to %1.").arg(QDir::toNativeSeparators(where)));
    }
}

} // namespace idem::ui
