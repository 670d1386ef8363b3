#include "backgroundreport.h"

#include "reportfigures.h"

#include <QFile>
#include <QProgressDialog>
#include <QWidget>

namespace idem::ui {

BackgroundReport::BackgroundReport(JobController *jobs, JobKind kind, QWidget *window)
    : QObject(window), m_jobs(jobs), m_kind(kind), m_window(window)
{
    connect(jobs, &JobController::progressed, this, [this](JobKind k, quint64 job, const JobProgress &p) {
        if (k != m_kind || job != m_job)
            return;
        if (m_progress)
            m_progress->setValue(int(p.fraction * 1000));
        emit progressed(p.fraction, p.part);
    });
    connect(jobs, &JobController::finished, this, &BackgroundReport::onFinished);
}

BackgroundReport::~BackgroundReport()
{
    cancel();
}

bool BackgroundReport::isBusy() const
{
    return m_jobs && m_jobs->isRunning(m_kind);
}

void BackgroundReport::start(const ReportFiles::Options &options, Write write, const QStringList &before, bool dialog)
{
    if (!m_jobs || isBusy())
        return;
    // The legend is the window's widget: record it here, on the GUI thread.
    ReportFigures::prepareLegend();
    m_before = before;
    if (dialog) {
        m_progress = new QProgressDialog(tr("Writing the report…"), tr("Cancel"), 0, 1000, m_window);
        m_progress->setObjectName(QStringLiteral("exportProgress"));
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setMinimumDuration(300);
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        connect(m_progress, &QProgressDialog::canceled, this, &BackgroundReport::cancel);
    }
    m_job = m_jobs->start(m_kind, [options, write](const std::atomic_bool &cancel, const JobReport &report) {
        ReportFiles::Options o = options;
        o.cancel = &cancel;
        o.progress = [&report](double fraction, const QString &file) { report({fraction, file, fraction, 0, 0}); };
        QStringList written;
        JobOutcome outcome;
        outcome.error = write(o, &written);
        outcome.cancelled = cancel.load();
        outcome.value = written;
        return outcome;
    });
}

void BackgroundReport::cancel()
{
    if (m_jobs)
        m_jobs->cancel(m_kind);
}

void BackgroundReport::onFinished(JobKind kind, quint64 job, const JobOutcome &outcome)
{
    if (kind != m_kind || job != m_job)
        return;
    if (m_progress) {
        m_progress->close();
        m_progress->deleteLater();
    }
    const QStringList files = m_before + outcome.value.toStringList();
    if (outcome.cancelled) {
        // Whole files only, but an incomplete set: take it all back.
        for (const QString &path : files)
            QFile::remove(path);
    }
    emit finished(outcome.error, files, outcome.cancelled);
}

} // namespace idem::ui
