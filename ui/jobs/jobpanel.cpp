#include "jobpanel.h"

#include "noticestyle.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace idem::ui {

namespace {
constexpr int kScale = 1000;
constexpr int kTickMs = 250;
} // namespace

JobPanel::JobPanel(Style style, QWidget *parent)
    : QWidget(parent),
      m_style(style),
      m_line(new QHBoxLayout),
      m_progress(new QProgressBar(this)),
      m_status(new QLabel(this)),
      m_elapsed(new QLabel(this))
{
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setRange(0, kScale);
    m_status->setObjectName(QStringLiteral("status"));
    m_elapsed->setObjectName(QStringLiteral("elapsed"));
    m_elapsed->setToolTip(tr("Time since the job started"));
    m_tick.setInterval(kTickMs);
    connect(&m_tick, &QTimer::timeout, this, &JobPanel::updateElapsed);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_line);
    if (style == Style::Full) {
        auto *cancel = new QPushButton(tr("Cancel"), this);
        cancel->setToolTip(tr("Stop the job (Esc)"));
        m_cancel = cancel;
        m_progress->setTextVisible(false);
        m_progress->setMaximumHeight(12);
        m_line->addWidget(m_cancel);
        m_line->addSpacing(12);
        m_line->addWidget(m_progress, 1);
        m_line->addWidget(m_status, 2);
        m_line->addWidget(m_elapsed);
        m_error = new QLabel(this);
        m_error->setObjectName(QStringLiteral("error"));
        m_error->setWordWrap(true);
        m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_error->setStyleSheet(NoticeStyle::boxStyleSheet(palette()));
        m_error->hide();
        layout->addWidget(m_error);
    } else {
        auto *cancel = new QToolButton(this);
        cancel->setText(tr("Cancel"));
        cancel->setIcon(this->style()->standardIcon(QStyle::SP_DialogCancelButton));
        cancel->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        cancel->setToolTip(tr("Stop the run"));
        m_cancel = cancel;
        m_line->setContentsMargins(0, 0, 0, 0);
        m_progress->setFixedWidth(220);
        m_progress->setTextVisible(true);
        m_progress->setFormat(tr("Running… %p%"));
        m_status->hide();
        m_line->addWidget(m_progress);
        m_line->addWidget(m_elapsed);
        m_line->addWidget(m_cancel);
    }
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_cancel->setEnabled(false);
    connect(m_cancel, &QAbstractButton::clicked, this, &JobPanel::requestCancel);
    if (style == Style::Compact)
        setBusyLook(false);
}

void JobPanel::attach(JobController *jobs, JobKind kind)
{
    if (m_jobs)
        disconnect(m_jobs, nullptr, this, nullptr);
    m_jobs = jobs;
    m_kind = kind;
    connect(jobs, &JobController::started, this, [this](JobKind k) { onStarted(k); });
    connect(jobs, &JobController::progressed, this, &JobPanel::onProgressed);
    connect(jobs, &JobController::cancelling, this, &JobPanel::onCancelling);
    connect(jobs, &JobController::finished, this, &JobPanel::onFinished);
    m_cancel->setEnabled(jobs->isRunning(kind) && !jobs->isCancelling(kind));
}

void JobPanel::addButton(QWidget *button, Place place)
{
    if (place == Place::BeforeCancel)
        m_line->insertWidget(m_beforeCancel++, button);
    else
        m_line->insertWidget(m_line->indexOf(m_cancel) + 1, button);
}

void JobPanel::setEscapeScope(QWidget *scope)
{
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), scope);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    escape->setObjectName(QStringLiteral("escapeCancels"));
    connect(escape, &QShortcut::activated, this, &JobPanel::escapePressed);
}

void JobPanel::setProgress(double fraction)
{
    m_progress->setValue(int(qBound(0.0, fraction, 1.0) * kScale));
}

double JobPanel::progress() const
{
    return double(m_progress->value()) / kScale;
}

void JobPanel::setStatus(const QString &text)
{
    m_status->setText(text);
}

QString JobPanel::status() const
{
    return m_status->text();
}

void JobPanel::showError(const QString &message, const QString &file)
{
    if (!m_error)
        return;
    QString text = message;
    const QString native = QDir::toNativeSeparators(file);
    if (!file.isEmpty() && !message.contains(native) && !message.contains(file))
        text += QLatin1Char('\n') + tr("File: %1").arg(native);
    m_error->setText(text);
    m_error->show();
}

void JobPanel::clearError()
{
    if (m_error) {
        m_error->clear();
        m_error->hide();
    }
}

QString JobPanel::errorText() const
{
    return m_error ? m_error->text() : QString();
}

bool JobPanel::isShowingError() const
{
    return m_error && !m_error->isHidden();
}

QString JobPanel::elapsedText() const
{
    return m_elapsed->text();
}

void JobPanel::setBusyLook(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_elapsed->setVisible(busy);
}

QString JobPanel::formatElapsed(qint64 ms)
{
    const QLocale locale;
    const qint64 seconds = ms / 1000;
    const QString secs = locale.toString(seconds % 60).rightJustified(2, locale.zeroDigit().at(0));
    return tr("%1:%2", "elapsed minutes:seconds").arg(locale.toString(seconds / 60), secs);
}

void JobPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && m_error)
        m_error->setStyleSheet(NoticeStyle::boxStyleSheet(palette()));
    QWidget::changeEvent(event);
}

void JobPanel::onStarted(JobKind kind)
{
    if (kind != m_kind)
        return;
    clearError();
    setProgress(0);
    m_cancel->setEnabled(true);
    if (m_style == Style::Compact)
        setBusyLook(true);
    updateElapsed();
    m_tick.start();
}

void JobPanel::onProgressed(JobKind kind, quint64, const JobProgress &progress)
{
    if (kind == m_kind)
        setProgress(progress.fraction);
}

void JobPanel::onCancelling(JobKind kind)
{
    if (kind != m_kind)
        return;
    m_cancel->setEnabled(false);
    setStatus(tr("Cancelling…"));
}

void JobPanel::onFinished(JobKind kind, quint64, const JobOutcome &outcome)
{
    if (kind != m_kind)
        return;
    m_tick.stop();
    updateElapsed();
    m_cancel->setEnabled(false);
    if (m_style == Style::Compact)
        setBusyLook(false);
    if (outcome.failed()) {
        setProgress(0);
        setStatus(tr("Failed."));
        showError(outcome.error, outcome.file);
    } else if (outcome.cancelled) {
        setProgress(0);
        setStatus(tr("Cancelled."));
    } else {
        setProgress(1.0);
    }
}

void JobPanel::requestCancel()
{
    if (!m_jobs || !m_jobs->isRunning(m_kind) || m_jobs->isCancelling(m_kind))
        return;
    m_jobs->cancel(m_kind); // cancelling() updates the panel
    emit cancelRequested();
}

void JobPanel::escapePressed()
{
    if (m_jobs && m_jobs->isRunning(m_kind))
        requestCancel(); // a second Esc while cancelling does nothing
    else
        emit dismissRequested();
}

void JobPanel::updateElapsed()
{
    if (m_jobs)
        m_elapsed->setText(formatElapsed(m_jobs->elapsedMs(m_kind)));
}

} // namespace idem::ui
