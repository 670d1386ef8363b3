#pragma once

#include "jobcontroller.h"

#include <QLayout>
#include <QString>
#include <QWidget>
#include <QVariant>
#include <atomic>
#include <functional>

namespace idem::ui {

// How a lab (the live run, the check of the user's consumer) tells its
// progress: words for the status line and the whole done so far (0..1).
using LabReport = std::function<void(const QString &status, double fraction)>;

// A lab's blocking run as a job for JobController. `run` returns the
// lab's result and sets `error` on failure; the error `cancelled` is a
// cancelled job, any other a failed one naming `folderOf(result)`.
template<typename Result>
JobWork labJob(std::function<Result(const std::atomic_bool &, const LabReport &, QString *)> run,
               QString cancelled, std::function<QString(const Result &)> folderOf)
{
    return [run = std::move(run), cancelled = std::move(cancelled),
            folderOf = std::move(folderOf)](const std::atomic_bool &cancel, const JobReport &report) {
        QString error;
        const Result result = run(
            cancel,
            [&report](const QString &status, double fraction) {
                JobProgress p;
                p.fraction = fraction;
                p.part = status;
                report(p);
            },
            &error);
        JobOutcome outcome;
        if (error == cancelled) {
            outcome.cancelled = true;
        } else if (!error.isEmpty()) {
            outcome.error = error;
            outcome.file = folderOf(result);
        } else {
            outcome.value = QVariant::fromValue(result);
        }
        return outcome;
    };
}

// A lab's dialog made tall enough for its wrapped text and an error that
// just appeared (never shorter than it is).
inline void growToContents(QWidget *dialog)
{
    QLayout *layout = dialog->layout();
    layout->activate();
    const int width = dialog->width();
    const int height = layout->hasHeightForWidth() ? layout->totalHeightForWidth(width) : layout->totalSizeHint().height();
    if (height > dialog->height())
        dialog->resize(width, height);
}

} // namespace idem::ui
