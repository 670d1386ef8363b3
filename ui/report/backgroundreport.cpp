#include "backgroundreport.h"

#include "reportfigures.h"

#include <QFile>
#include <QProgressDialog>
#include <QThread>
#include <QWidget>

namespace idem::ui {

BackgroundReport::BackgroundReport(QWidget *window) : QObject(window), m_window(window) {}

BackgroundReport::~BackgroundReport()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void BackgroundReport::start(const ReportFiles::Options &options, Write write, const QStringList &before, bool dialog)
{
    if (m_busy)
        return;
    if (m_thread) {
        m_thread->wait(); // the last one has reported already; it is only ending
        delete m_thread;
        m_thread = nullptr;
    }
    // The legend is the window's widget: record it here, on the GUI thread.
    ReportFigures::prepareLegend();
    m_busy = true;
    m_before = before;
    const quint64 job = ++m_job;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    if (dialog) {
        m_progress = new QProgressDialog(tr("Writing the report…"), tr("Cancel"), 0, 1000, m_window);
        m_progress->setObjectName(QStringLiteral("exportProgress"));
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setMinimumDuration(300);
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        connect(m_progress, &QProgressDialog::canceled, this, &BackgroundReport::cancel);
    }
    const std::shared_ptr<std::atomic_bool> cancelled = m_cancel;
    m_thread = QThread::create([this, job, options, write, cancelled] {
        ReportFiles::Options o = options;
        o.cancel = cancelled.get();
        // Queued to the GUI thread; `this` outlives the thread (the
        // destructor waits), and a report for an old job is dropped.
        o.progress = [this, job](double fraction, const QString &file) {
            QMetaObject::invokeMethod(this, [this, job, fraction, file] {
                if (job != m_job || !m_busy)
                    return;
                if (m_progress)
                    m_progress->setValue(int(fraction * 1000));
                emit progressed(fraction, file);
            }, Qt::QueuedConnection);
        };
        QStringList written;
        const QString error = write(o, &written);
        const bool wasCancelled = cancelled->load();
        QMetaObject::invokeMethod(this, [this, job, error, written, wasCancelled] {
            onFinished(job, error, written, wasCancelled);
        }, Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("report-export"));
    m_thread->start();
}

void BackgroundReport::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void BackgroundReport::onFinished(quint64 job, const QString &error, const QStringList &written, bool cancelled)
{
    if (job != m_job)
        return;
    m_busy = false;
    if (m_progress) {
        m_progress->close();
        m_progress->deleteLater();
    }
    if (cancelled) {
        // Whole files only, but an incomplete set: take it all back.
        for (const QString &path : m_before + written)
            QFile::remove(path);
    }
    emit finished(error, m_before + written, cancelled);
}

} // namespace idem::ui
