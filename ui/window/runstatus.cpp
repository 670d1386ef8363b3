#include "runstatus.h"

#include "jobs/jobpanel.h"
#include "jobs/noticestyle.h"
#include "uiformat.h"

#include <QAbstractButton>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

namespace idem::ui {

RunStatus::RunStatus(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("runStatus"));
    m_path = new QLabel(this);
    m_path->setObjectName(QStringLiteral("statusDatabasePath"));
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_path->setToolTip(tr("The run's SQLite file (select to copy)"));
    m_stale = new QLabel(tr("The scenario changed since this run: Ctrl+R runs it again."), this);
    m_stale->setObjectName(QStringLiteral("staleRun"));
    m_stale->setStyleSheet(NoticeStyle::textStyleSheet(palette()));
    m_stale->hide();
    m_panel = new JobPanel(JobPanel::Style::Compact, this);
    m_panel->setObjectName(QStringLiteral("runPanel"));
    m_panel->progressBar()->setObjectName(QStringLiteral("runProgress"));
    m_panel->cancelButton()->setObjectName(QStringLiteral("cancelRun"));
    connect(m_panel, &JobPanel::cancelRequested, this, &RunStatus::cancelRequested);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_path, 1);
    layout->addWidget(m_stale);
    layout->addWidget(m_panel);
    showIdle();
}

void RunStatus::attach(JobController *jobs)
{
    m_panel->attach(jobs, JobKind::Run);
}

void RunStatus::showRunning(const QString &databasePath)
{
    m_panel->setProgress(0);
    m_panel->setBusyLook(true);
    m_path->setText(tr("Running into %1").arg(databasePath));
}

void RunStatus::setProgress(double fraction)
{
    m_panel->setProgress(fraction);
}

void RunStatus::showDone(const QString &databasePath)
{
    m_panel->setBusyLook(false);
    m_path->setText(tr("Run database: %1").arg(UiFormat::isolate(databasePath)));
}

void RunStatus::setStale(bool stale)
{
    m_stale->setVisible(stale);
}

void RunStatus::showIdle()
{
    m_panel->setBusyLook(false);
    m_path->clear();
    m_stale->hide();
}

QString RunStatus::pathText() const
{
    return m_path->text();
}

QProgressBar *RunStatus::progressBar() const
{
    return m_panel->progressBar();
}

void RunStatus::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_stale->setStyleSheet(NoticeStyle::textStyleSheet(palette()));
    QWidget::changeEvent(event);
}

} // namespace idem::ui
