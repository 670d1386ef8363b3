#pragma once

#include "jobcontroller.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QAbstractButton;
class QHBoxLayout;
class QLabel;
class QProgressBar;

namespace idem::ui {

// The one progress / status / error panel of every batch job: a progress
// bar, a status line, the elapsed time, Cancel, and an error box that
// names the file the error concerns. Attached to one kind of job of a
// JobController it follows that job by itself (progress, elapsed time,
// "Cancelling…", the error of a failed job); the view adds its own words
// to the status line. Full: for the compare and sweep views, Esc cancels
// while the focus is in the view. Compact: one line for the status bar
// (progress with its percentage, elapsed time, Cancel), no error box.
// Children are named "progress", "status", "elapsed", "cancel", "error".
class JobPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobPanel)
public:
    enum class Style { Full, Compact };
    explicit JobPanel(Style style, QWidget *parent = nullptr);

    // Follows `kind`'s jobs of `jobs`; Cancel and Esc cancel it there.
    void attach(JobController *jobs, JobKind kind);
    // Puts one of the view's own buttons on the panel's line, before or after Cancel.
    enum class Place { BeforeCancel, AfterCancel };
    void addButton(QWidget *button, Place place);
    // Esc cancels the job while the focus is anywhere in `scope` (Full
    // only); with no job running it asks for the view to be put away
    // (dismissRequested).
    void setEscapeScope(QWidget *scope);

    void setProgress(double fraction); // 0..1, clamped
    double progress() const;
    void setStatus(const QString &text);
    QString status() const;
    // `file`, when given, is named under the message (selectable, to copy).
    void showError(const QString &message, const QString &file = {});
    void clearError();
    QString errorText() const;
    bool isShowingError() const;
    QString elapsedText() const;
    QAbstractButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    // Compact: shows the progress and Cancel only while a job runs.
    void setBusyLook(bool busy);

    static QString formatElapsed(qint64 ms); // "0:07", "12:30", in the locale's digits

signals:
    void cancelRequested();
    // Esc with nothing to cancel.
    void dismissRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onStarted(JobKind kind);
    void onProgressed(JobKind kind, quint64 job, const JobProgress &progress);
    void onCancelling(JobKind kind);
    void onFinished(JobKind kind, quint64 job, const JobOutcome &outcome);
    void requestCancel();
    void escapePressed();
    void updateElapsed();

    Style m_style;
    QPointer<JobController> m_jobs;
    JobKind m_kind = JobKind::Run;
    QHBoxLayout *m_line;
    QProgressBar *m_progress;
    QLabel *m_status;
    QLabel *m_elapsed;
    QAbstractButton *m_cancel;
    QLabel *m_error = nullptr;
    QTimer m_tick;
    int m_beforeCancel = 0;
};

} // namespace idem::ui
