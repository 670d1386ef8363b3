#pragma once

#include "../base/outcome.h"

#include <QProcess>
#include <QString>
#include <atomic>
#include <memory>

namespace idem::live {

// A private RabbitMQ node, a private NATS server with JetStream and a private
// Redis on free loopback ports, in a folder of their own (data, logs, config,
// Erlang cookie, epmd port, JetStream store), for one live run: started,
// waited for until they answer, and stopped again. Nothing is shared with a
// system RabbitMQ, NATS or Redis that may be running.
class LiveServers final
{
    Q_DISABLE_COPY_MOVE(LiveServers)
public:
    explicit LiveServers(const QString &folder);
    ~LiveServers();

    // Both start at once; each call waits until its server answers (AMQP
    // login, Redis PING), `timeoutMs` passes or `cancel` is set ("cancelled").
    // A failure says what to install or where the server's log is.
    Outcome startRabbit();
    Outcome startRedis();
    Outcome startNats();
    Outcome waitRabbit(int timeoutMs, const std::atomic_bool *cancel = nullptr);
    Outcome waitRedis(int timeoutMs, const std::atomic_bool *cancel = nullptr);
    // Until a JetStream request is answered (the server takes a moment to
    // enable JetStream after it listens).
    Outcome waitNats(int timeoutMs, const std::atomic_bool *cancel = nullptr);

    QString amqpUrl() const;
    QString redisUrl() const;
    QString natsUrl() const; // empty until startNats()
    // The NATS server's version, as `nats-server --version` prints it ("2.9.10").
    static QString natsVersion();
    QString nodeName() const { return m_node; }

    // The node's RabbitMQ version, as `rabbitmqctl version` prints it ("3.10.8").
    QString version();

    // Broker restart: the node's app stopped, then started (rabbitmqctl).
    Outcome stopApp();
    Outcome startApp();

    void stop();

    // A port on 127.0.0.1 that nothing listens on right now.
    static int freePort();
    // Where Debian puts the programs (or found on PATH); empty when absent.
    static QString program(const QString &name);

private:
    Outcome rabbitmqctl(const QString &command, QString *output = nullptr);
    QProcessEnvironment rabbitEnvironment() const;
    QString logTail(const QString &file) const;

    QString m_folder;
    QString m_node;
    int m_amqpPort = 0;
    int m_distPort = 0;
    int m_epmdPort = 0;
    int m_redisPort = 0;
    int m_natsPort = 0;
    std::unique_ptr<QProcess> m_rabbit;
    std::unique_ptr<QProcess> m_redis;
    std::unique_ptr<QProcess> m_nats;
};

} // namespace idem::live
