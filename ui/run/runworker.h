#pragma once

#include "runptr.h"

#include <QObject>
#include <atomic>
#include <memory>

namespace idem::ui {

// Runs simulations on the thread it lives on (RunController moves it to its
// own QThread). One job at a time, in the order they were queued; each job
// has its own cancel flag, checked by the engine's loop.
class RunWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunWorker)
public:
    struct Job
    {
        quint64 id = 0;
        Scenario scenario;
        QString databasePath;
        std::shared_ptr<std::atomic_bool> cancel;
    };

    explicit RunWorker(QObject *parent = nullptr);
    // Runs `job` to completion on the calling thread, reporting by signal.
    void run(const Job &job);

signals:
    void progressed(quint64 job, double fraction);
    // Also for a cancelled run (result->cancelled); `failed` is for errors.
    void finished(quint64 job, idem::ui::RunPtr result);
    void failed(quint64 job, const QString &message);
};

} // namespace idem::ui
