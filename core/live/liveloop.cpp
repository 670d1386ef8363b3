#include "liveloop.h"

#include "amqpconnection.h"
#include "liverun.h"
#include "liveservers.h"
#include "livewire.h"

#include "scenario/scenarioio.h"

#include <QDir>
#include <QFileInfo>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>

namespace idem::live {

void LiveLoop::fail(const QString &e)
{
    if (error.isEmpty())
        error = e;
    if (loop)
        loop->quit();
}

void LiveLoop::say(const QString &line) const
{
    if (m_status)
        m_status(line);
}

SimTime LiveLoop::now() const
{
    return wallMicros() - epochUs;
}

SimTime LiveLoop::at(qint64 wallUs) const
{
    return qMax<qint64>(0, wallUs - epochUs);
}

void LiveLoop::record(SimTime t, TraceKind kind, quint8 actor, int logical, int delivery, int detail)
{
    records.push_back(wire::makeRecord(t, kind, actor, logical < 0 ? kNoMessage : quint32(logical),
                                       quint16(qBound(0, delivery, 65535)), quint16(qBound(0, detail, 65535))));
}

void LiveLoop::settleWhen(bool quiet)
{
    if (!quiet) {
        m_settledSince = -1;
        return;
    }
    if (m_settledSince < 0)
        m_settledSince = now();
    else if (now() - m_settledSince >= msToSim(300) && loop)
        loop->quit();
}

void LiveLoop::exec(const std::function<void()> &tick)
{
    QTimer ticker;
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, loop, tick);
    ticker.start();
    if (error.isEmpty())
        loop->exec();
    ticker.stop();
}

RunResult LiveLoop::begin(const Scenario &scenario, const QString &databasePath, const std::atomic_bool *cancelFlag,
                          const std::function<QString()> &refusal,
                          std::initializer_list<std::function<Outcome()>> steps)
{
    RunResult result;
    result.scenario = scenario;
    result.databasePath = QFileInfo(databasePath).absoluteFilePath();
    cancel = cancelFlag;
    const QStringList problems = ScenarioIo::validate(scenario);
    result.error = problems.isEmpty() ? refusal() : problems.join(QLatin1Char('\n'));
    for (const std::function<Outcome()> &step : steps) {
        if (!result.error.isEmpty())
            break;
        result.error = step().error();
    }
    return result;
}

Outcome LiveLoop::workFolder(const QString &requested, const QString &pattern, std::unique_ptr<QTemporaryDir> &temp,
                             QString *folder)
{
    if (requested.isEmpty()) {
        temp = std::make_unique<QTemporaryDir>(QDir::temp().filePath(pattern));
        if (!temp->isValid())
            return QStringLiteral("cannot create a temporary folder: %1").arg(temp->errorString());
        *folder = temp->path();
        return {};
    }
    // Absolute: the servers started there run in folders of their own
    // (a relative --out broke the RabbitMQ node's cookie file).
    *folder = QDir(requested).absolutePath();
    if (!QDir().mkpath(*folder))
        return QStringLiteral("%1: cannot create the folder").arg(*folder);
    return {};
}

Outcome LiveLoop::declareRabbitQueue(AmqpConnection &producer, const QString &amqpUrl, const Scenario &scenario,
                                     const QString &queue, const QString &deadQueue, QString *broker,
                                     QString *version)
{
    if (Outcome e = producer.open(amqpUrl, 0); !e.ok())
        return e;
    // What the node is decides what runs: its own version, from connection.start.
    *version = producer.serverVersion();
    *broker += QStringLiteral(" (RabbitMQ %1)").arg(*version);
    if (const QString why = LiveRun::versionRefusal(scenario, *version); !why.isEmpty())
        return why;
    if (Outcome e = producer.declareQuorumQueue(queue, scenario.broker.maxDeliveries, deadQueue); !e.ok())
        return e;
    return producer.confirmSelect();
}

void LiveLoop::drainDeadLetters(AmqpConnection &producer, const QString &deadQueue,
                                const std::function<void(const QByteArray &)> &each)
{
    for (int i = 0; i < 1000; ++i) {
        AmqpDelivery m;
        QString e;
        if (!producer.get(deadQueue, &m, &e))
            return;
        each(m.body);
    }
}

bool LiveLoop::stopBrokerApp(LiveServers *node, AmqpConnection &producer)
{
    say(QStringLiteral("stopping the broker's app (rabbitmqctl stop_app)…"));
    if (Outcome e = node->stopApp(); !e.ok()) {
        fail(e.error());
        return false;
    }
    producer.closeHard();
    return true;
}

bool LiveLoop::startBrokerApp(LiveServers *node)
{
    say(QStringLiteral("starting the broker's app again (rabbitmqctl start_app)…"));
    if (Outcome e = node->startApp(); !e.ok()) {
        fail(e.error());
        return false;
    }
    return true;
}

void LiveLoop::tidyBroker(AmqpConnection &producer, const QString &queue, const QString &deadQueue)
{
    if (!producer.isOpen())
        return;
    // The run's result is already in; a queue that cannot be deleted goes
    // with the private node, or stays on a shared one.
    (void)producer.deleteQueue(queue);
    (void)producer.deleteQueue(deadQueue);
    producer.closeClean();
}

void LiveLoop::countWire(RunMetrics &m, const TraceRecord &r, QVector<int> &handled)
{
    const int logical = r.message == kNoMessage ? -1 : int(r.message);
    switch (r.kind()) {
    case TraceKind::PublishAttempt: ++m.publishAttempts; break;
    case TraceKind::HandleStart:
        ++m.deliveries;
        if (logical >= 0 && logical < handled.size() && ++handled[logical] > 1) {
            ++m.redeliveries;
            ++m.redeliveriesByCause[Trace::causeName(r.cause())];
        }
        break;
    case TraceKind::Crash: ++m.crashes; break;
    case TraceKind::DeadLettered: ++m.deadLettered; break;
    default: break;
    }
}

void LiveLoop::sortRecords()
{
    std::stable_sort(records.begin(), records.end(),
                     [](const TraceRecord &a, const TraceRecord &b) { return a.time() < b.time(); });
}

QHash<QString, QString> LiveLoop::runInfo(const Scenario &scenario, const Trace &trace, bool valid,
                                          const QString &broker)
{
    QHash<QString, QString> info;
    info.insert(QStringLiteral("scenario"), QString::fromUtf8(ScenarioIo::toJson(scenario)));
    info.insert(QStringLiteral("strategy"), scenario.strategy.id);
    info.insert(QStringLiteral("seed"), QString::number(scenario.seed));
    info.insert(QStringLiteral("traceHash"), trace.hashHex());
    info.insert(QStringLiteral("verdict"), valid ? QStringLiteral("valid") : QStringLiteral("invalid"));
    info.insert(QStringLiteral("live"), broker);
    info.insert(QStringLiteral("origin"), Trace::originName(trace.origin()));
    return info;
}

} // namespace idem::live
