#include "runstatus.h"

#include "jobs/jobpanel.h"
#include "jobs/noticestyle.h"
#include "uiformat.h"

#include <QAbstractButton>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QSizePolicy>

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
    // The status bar's messages ("Run finished", where an export went) need
    // the bar's room: this widget stays at most about 60 characters wide, and
    // a long database path gives way (all of it is in the tooltip).
    m_path->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_path->installEventFilter(this);
    setMaximumWidth(fontMetrics().averageCharWidth() * 60);
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
    setPath(tr("Running into %1").arg(UiFormat::isolate(databasePath)));
    m_path->setToolTip(databasePath);
}

void RunStatus::setProgress(double fraction)
{
    m_panel->setProgress(fraction);
}

void RunStatus::showDone(const QString &databasePath)
{
    m_panel->setBusyLook(false);
    setPath(tr("Run database: %1").arg(UiFormat::isolate(databasePath)));
    m_path->setToolTip(tr("The run's SQLite file (select to copy): %1").arg(databasePath));
}

void RunStatus::setStale(bool stale)
{
    m_stale->setVisible(stale);
}

void RunStatus::showIdle()
{
    m_panel->setBusyLook(false);
    setPath(QString());
    m_stale->hide();
}

QString RunStatus::pathText() const
{
    return m_pathText;
}

void RunStatus::setPath(const QString &text)
{
    m_pathText = text;
    elidePath();
}

void RunStatus::elidePath()
{
    m_path->setText(m_path->fontMetrics().elidedText(m_pathText, Qt::ElideMiddle, qMax(0, m_path->width())));
}

bool RunStatus::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_path && event->type() == QEvent::Resize)
        elidePath();
    return QWidget::eventFilter(watched, event);
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
