#pragma once

#include "run/runptr.h"

#include <QObject>
#include <QPointer>
#include <QThread>
#include <atomic>
#include <memory>

class QAction;
class QMenu;
class QProgressDialog;
class QWidget;

namespace idem::ui {

class ReportExportWorker;

// File ▸ Export report (HTML, PDF, CSV, JSON, all of them) and File ▸
// Export worksheet, for the run on screen. Each asks for a folder and
// writes there through ReportFiles on a worker thread, with a progress
// dialog that can cancel; a cancelled or failed export leaves no partial
// file under a final name.
class ReportExporter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportExporter)
public:
    explicit ReportExporter(QWidget *window);
    ~ReportExporter() override;

    QMenu *menu() const { return m_menu; }
    QAction *worksheetAction() const { return m_worksheet; }
    void setRun(RunPtr run);
    bool isExporting() const { return m_busy; }
    // Writes without asking, on the calling thread (tests, scripts);
    // returns an error or an empty string, and the files written.
    QString exportTo(const QString &format, const QString &folder, QStringList *written) const;
    // Starts writing on the worker thread; finished() tells the end.
    void startExport(const QString &format, const QString &folder);
    void cancel();

signals:
    void statusMessage(const QString &text);
    void progressed(double fraction, const QString &file);
    void finished(const QString &error, const QStringList &written, bool cancelled);

private:
    void chooseAndExport(const QString &format);
    void onFinished(quint64 job, const QString &error, const QStringList &written, bool cancelled);

    QWidget *m_window;
    QMenu *m_menu = nullptr;
    QAction *m_worksheet = nullptr;
    RunPtr m_run;
    QThread m_thread;
    ReportExportWorker *m_worker = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QPointer<QProgressDialog> m_progress;
    quint64 m_job = 0;
    bool m_busy = false;
};

} // namespace idem::ui
