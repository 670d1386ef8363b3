#pragma once

#include "report/reportfiles.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>

class QProgressDialog;
class QThread;
class QWidget;

namespace idem::ui {

// Writes a comparison's or a sweep's report files on a worker thread, as
// File ▸ Export report does for a run: the window stays live, a progress
// dialog (when asked for) can cancel, and a cancelled export takes back
// every file it wrote, the ones written before it started included.
// One export at a time.
class BackgroundReport final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BackgroundReport)
public:
    // Writes the files with the options given (progress and cancel set);
    // runs on the worker thread, so it must own copies of what it reads.
    using Write = std::function<QString(const ReportFiles::Options &options, QStringList *written)>;

    explicit BackgroundReport(QWidget *window);
    ~BackgroundReport() override;

    bool isBusy() const { return m_busy; }
    // `before`: files already written for this export (taken back too on
    // cancel). With `dialog`, a window-modal progress dialog shows after 300 ms.
    void start(const ReportFiles::Options &options, Write write, const QStringList &before, bool dialog);
    void cancel();

signals:
    void progressed(double fraction, const QString &file);
    void finished(const QString &error, const QStringList &written, bool cancelled);

private:
    void onFinished(quint64 job, const QString &error, const QStringList &written, bool cancelled);

    QWidget *m_window;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QPointer<QProgressDialog> m_progress;
    QStringList m_before;
    quint64 m_job = 0;
    bool m_busy = false;
};

} // namespace idem::ui
