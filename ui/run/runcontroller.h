#pragma once

#include "runptr.h"

#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>

namespace idem::ui {

class RunWorker;

// Runs simulations off the GUI thread: a RunWorker on a member QThread,
// talking by queued signals. Starting a run while one is going cancels the
// old one; only the newest run's signals come out.
class RunController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunController)
public:
    explicit RunController(QObject *parent = nullptr);
    ~RunController() override; // cancels, then requestInterruption(); quit(); wait();

    // Starts `scenario` into `databasePath`; returns the run's id.
    quint64 start(const Scenario &scenario, const QString &databasePath);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void started(const QString &databasePath);
    void progressed(double fraction);
    void finished(idem::ui::RunPtr result);
    void cancelled();
    void failed(const QString &message);

private:
    void onFinished(quint64 job, const RunPtr &result);
    void onFailed(quint64 job, const QString &message);

    QThread m_thread;
    RunWorker *m_worker = nullptr;
    quint64 m_lastJob = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_running = false;
};

} // namespace idem::ui
