#include "reportexportworker.h"

namespace idem::ui {

void ReportExportWorker::run(const Job &job)
{
    ReportFiles::Options options = job.options;
    options.cancel = job.cancel.get();
    options.progress = [this, &job](double fraction, const QString &file) { emit progressed(job.id, fraction, file); };
    QStringList written;
    const QString error = ReportFiles::writeRun(*job.run, options, &written);
    emit finished(job.id, error, written, job.cancel->load());
}

} // namespace idem::ui
