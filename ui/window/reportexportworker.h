#pragma once

#include "report/reportfiles.h"
#include "run/runptr.h"

#include <QObject>
#include <atomic>
#include <memory>

namespace idem::ui {

// Writes a run's report files on the thread it lives on (ReportExporter
// moves it to its own QThread) and reports by queued signals.
class ReportExportWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReportExportWorker)
public:
    struct Job
    {
        quint64 id = 0;
        RunPtr run;
        ReportFiles::Options options;
        std::shared_ptr<std::atomic_bool> cancel;
    };

    explicit ReportExportWorker(QObject *parent = nullptr) : QObject(parent) {}
    void run(const Job &job);

signals:
    void progressed(quint64 job, double fraction, const QString &file);
    void finished(quint64 job, const QString &error, const QStringList &written, bool cancelled);
};

} // namespace idem::ui
