#include "runcontroller.h"

#include "runworker.h"

namespace idem::ui {

RunController::RunController(QObject *parent) : QObject(parent), m_worker(new RunWorker)
{
    qRegisterMetaType<RunPtr>("idem::ui::RunPtr");
    m_thread.setObjectName(QStringLiteral("idemlab-run"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &RunWorker::progressed, this, [this](quint64 job, double fraction) {
        if (job == m_lastJob && m_running)
            emit progressed(fraction);
    });
    connect(m_worker, &RunWorker::finished, this, &RunController::onFinished);
    connect(m_worker, &RunWorker::failed, this, &RunController::onFailed);
    m_thread.start();
}

RunController::~RunController()
{
    if (m_cancel)
        m_cancel->store(true);
    m_thread.requestInterruption();
    m_thread.quit();
    m_thread.wait();
}

quint64 RunController::start(const Scenario &scenario, const QString &databasePath)
{
    if (m_cancel)
        m_cancel->store(true); // the older run stops at its next check
    RunWorker::Job job;
    job.id = ++m_lastJob;
    job.scenario = scenario;
    job.databasePath = databasePath;
    job.cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = job.cancel;
    m_running = true;
    RunWorker *worker = m_worker;
    QMetaObject::invokeMethod(worker, [worker, job] { worker->run(job); }, Qt::QueuedConnection);
    emit started(databasePath);
    return job.id;
}

void RunController::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void RunController::onFinished(quint64 job, const RunPtr &result)
{
    if (job != m_lastJob)
        return; // superseded by a newer run
    m_running = false;
    m_cancel.reset();
    if (result->cancelled)
        emit cancelled();
    else
        emit finished(result);
}

void RunController::onFailed(quint64 job, const QString &message)
{
    if (job != m_lastJob)
        return;
    m_running = false;
    m_cancel.reset();
    emit failed(message);
}

} // namespace idem::ui
