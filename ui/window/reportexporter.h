#pragma once

#include "jobs/jobcontroller.h"
#include "run/runptr.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace idem::ui {

class BackgroundReport;

// File ▸ Export report (HTML, PDF, CSV, JSON, all of them) and File ▸
// Export worksheet, for the run on screen. Each asks for a folder and
// writes there through ReportFiles as a JobKind::RunReport job (a
// BackgroundReport), with a progress dialog that can cancel; a cancelled or
// failed export leaves no partial file under a final name.
class ReportExporter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportExporter)
public:
    // `jobs` null: the exports go to a controller of its own.
    explicit ReportExporter(QWidget *window, JobController *jobs = nullptr);

    QMenu *menu() const { return m_menu; }
    QAction *worksheetAction() const { return m_worksheet; }
    void setRun(RunPtr run);
    bool isExporting() const;
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
    void startExport(const QString &format, const QString &folder, bool dialog);
    void onFinished(const QString &error, const QStringList &written, bool cancelled);

    QWidget *m_window;
    QMenu *m_menu = nullptr;
    QAction *m_worksheet = nullptr;
    RunPtr m_run;
    BackgroundReport *m_report = nullptr;
};

} // namespace idem::ui
