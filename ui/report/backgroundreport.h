#pragma once

#include "jobs/jobcontroller.h"
#include "report/reportfiles.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <functional>

class QProgressDialog;
class QWidget;

namespace idem::ui {

// Writes a run's, a comparison's or a sweep's report files as a job of the
// window's JobController: the window stays live, a progress dialog (when
// asked for) can cancel, Esc included, and a cancelled export takes back
// every file it wrote, the ones written before it started included. One
// export of its kind at a time.
class BackgroundReport final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BackgroundReport)
public:
    // Writes the files with the options given (progress and cancel set);
    // runs on the worker thread, so it must own copies of what it reads.
    using Write = std::function<QString(const ReportFiles::Options &options, QStringList *written)>;

    BackgroundReport(JobController *jobs, JobKind kind, QWidget *window);
    ~BackgroundReport() override; // cancels its export; the controller joins the thread

    bool isBusy() const;
    // `before`: files already written for this export (taken back too on
    // cancel). With `dialog`, a window-modal progress dialog shows after 300 ms.
    void start(const ReportFiles::Options &options, Write write, const QStringList &before, bool dialog);
    void cancel();

signals:
    void progressed(double fraction, const QString &file);
    void finished(const QString &error, const QStringList &written, bool cancelled);

private:
    void onFinished(JobKind kind, quint64 job, const JobOutcome &outcome);

    QPointer<JobController> m_jobs;
    JobKind m_kind;
    QWidget *m_window;
    QPointer<QProgressDialog> m_progress;
    QStringList m_before;
    quint64 m_job = 0; // the export this object started; another's end is not its own
};

} // namespace idem::ui
