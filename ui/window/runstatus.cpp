#include "runstatus.h"
#include "uiformat.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QStyle>
#include <QToolButton>

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
    m_stale->setStyleSheet(QStringLiteral("QLabel { color: #9a5b00; font-weight: bold; }"));
    m_stale->hide();
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setFixedWidth(220);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("Running… %p%"));
    m_cancel = new QToolButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelRun"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
    m_cancel->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_cancel->setToolTip(tr("Stop the run"));
    connect(m_cancel, &QToolButton::clicked, this, &RunStatus::cancelRequested);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_path, 1);
    layout->addWidget(m_stale);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancel);
    showIdle();
}

void RunStatus::showRunning(const QString &databasePath)
{
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_path->setText(tr("Running into %1").arg(databasePath));
}

void RunStatus::setProgress(double fraction)
{
    m_progress->setValue(int(fraction * 1000));
}

void RunStatus::showDone(const QString &databasePath)
{
    m_progress->hide();
    m_cancel->hide();
    m_path->setText(tr("Run database: %1").arg(UiFormat::isolate(databasePath)));
}

void RunStatus::setStale(bool stale)
{
    m_stale->setVisible(stale);
}

void RunStatus::showIdle()
{
    m_progress->hide();
    m_cancel->hide();
    m_path->clear();
    m_stale->hide();
}

QString RunStatus::pathText() const
{
    return m_path->text();
}

} // namespace idem::ui
