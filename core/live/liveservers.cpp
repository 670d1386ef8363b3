#include "liveservers.h"

#include "amqpconnection.h"
#include "natsconnection.h"
#include "rediscache.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <csignal>
#include <unistd.h>

namespace idem::live {

namespace {
bool writeText(const QString &path, const QByteArray &text, QFile::Permissions permissions = {})
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const bool ok = f.write(text) == text.size();
    f.close();
    if (permissions)
        f.setPermissions(permissions);
    return ok;
}

// Waits for `ready` to hold, checking again as soon as the last check
// returned; the server's death or `cancel` stops the wait early.
template <typename Ready>
bool waitUntil(int timeoutMs, const QProcess *process, const std::atomic_bool *cancel, Ready ready)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (process && process->state() == QProcess::NotRunning)
            return false;
        if (cancel && cancel->load())
            return false;
        if (ready())
            return true;
        QThread::msleep(100); // a poll interval, not a wait for an outcome
    }
    return false;
}
} // namespace

LiveServers::LiveServers(const QString &folder) : m_folder(folder) {}

LiveServers::~LiveServers()
{
    stop();
}

QString LiveServers::program(const QString &name)
{
    const QString debian = QStringLiteral("/usr/lib/rabbitmq/bin/") + name;
    if (name.startsWith(QLatin1String("rabbitmq")) && QFile::exists(debian))
        return debian;
    const QString found = QStandardPaths::findExecutable(name);
    if (!found.isEmpty())
        return found;
    return QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")});
}

int LiveServers::freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    int port = 0;
    socklen_t len = sizeof(addr);
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof(addr)) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len) == 0)
        port = ntohs(addr.sin_port);
    ::close(fd);
    return port;
}

QProcessEnvironment LiveServers::rabbitEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QDir dir(m_folder);
    // HOME holds the node's private Erlang cookie; rabbitmqctl reads it too.
    env.insert(QStringLiteral("HOME"), m_folder);
    env.insert(QStringLiteral("RABBITMQ_NODENAME"), m_node);
    env.insert(QStringLiteral("RABBITMQ_NODE_IP_ADDRESS"), QStringLiteral("127.0.0.1"));
    env.insert(QStringLiteral("RABBITMQ_NODE_PORT"), QString::number(m_amqpPort));
    env.insert(QStringLiteral("RABBITMQ_DIST_PORT"), QString::number(m_distPort));
    env.insert(QStringLiteral("ERL_EPMD_PORT"), QString::number(m_epmdPort));
    env.insert(QStringLiteral("ERL_EPMD_ADDRESS"), QStringLiteral("127.0.0.1"));
    env.insert(QStringLiteral("RABBITMQ_MNESIA_BASE"), dir.filePath(QStringLiteral("mnesia")));
    env.insert(QStringLiteral("RABBITMQ_LOG_BASE"), dir.filePath(QStringLiteral("log")));
    env.insert(QStringLiteral("RABBITMQ_CONFIG_FILE"), dir.filePath(QStringLiteral("rabbitmq")));
    env.insert(QStringLiteral("RABBITMQ_ENABLED_PLUGINS_FILE"), dir.filePath(QStringLiteral("enabled_plugins")));
    env.insert(QStringLiteral("RABBITMQ_PID_FILE"), dir.filePath(QStringLiteral("rabbit.pid")));
    env.insert(QStringLiteral("RABBITMQ_ADVANCED_CONFIG_FILE"), dir.filePath(QStringLiteral("advanced.config")));
    env.remove(QStringLiteral("RABBITMQ_ERLANG_COOKIE"));
    return env;
}

Outcome LiveServers::startRabbit()
{
    const QString server = program(QStringLiteral("rabbitmq-server"));
    if (server.isEmpty())
        return QStringLiteral("RabbitMQ is not installed: install the Debian package rabbitmq-server "
                              "(./lab.sh installs it), or pass --amqp amqp://USER:PASS@HOST:PORT/");
    m_amqpPort = freePort();
    m_distPort = freePort();
    m_epmdPort = freePort();
    if (!m_amqpPort || !m_distPort || !m_epmdPort || m_amqpPort == m_distPort || m_distPort == m_epmdPort)
        return QStringLiteral("no free loopback port for RabbitMQ");
    m_node = QStringLiteral("idemlab-%1@localhost").arg(m_amqpPort);
    const QDir dir(m_folder);
    QByteArray cookie = "IDEMLAB";
    for (int i = 0; i < 20; ++i)
        cookie += char('A' + (quint32(::getpid()) * 2654435761u + quint32(m_amqpPort) * 40503u * quint32(i + 1)) % 26);
    if (!writeText(dir.filePath(QStringLiteral(".erlang.cookie")), cookie, QFile::ReadOwner)
        || !writeText(dir.filePath(QStringLiteral("rabbitmq.conf")),
                      "loopback_users.guest = true\nlog.console = false\nlog.file.level = warning\n"
                      "disk_free_limit.absolute = 50MB\n")
        || !writeText(dir.filePath(QStringLiteral("advanced.config")), "[].\n")
        || !writeText(dir.filePath(QStringLiteral("enabled_plugins")), "[].\n"))
        return QStringLiteral("%1: cannot write the RabbitMQ node's configuration").arg(m_folder);
    m_rabbit = std::make_unique<QProcess>();
    m_rabbit->setProcessEnvironment(rabbitEnvironment());
    m_rabbit->setWorkingDirectory(m_folder);
    m_rabbit->setStandardOutputFile(dir.filePath(QStringLiteral("rabbitmq-server.out")));
    m_rabbit->setStandardErrorFile(dir.filePath(QStringLiteral("rabbitmq-server.out")), QIODevice::Append);
    // A process group of its own: rabbitmq-server is a script that starts
    // the Erlang VM as its child and stops it with rabbitmqctl from a trap;
    // stopping the group leaves no VM behind when that script is gone first.
    m_rabbit->setChildProcessModifier([] { ::setpgid(0, 0); });
    m_rabbit->start(server, {});
    if (!m_rabbit->waitForStarted(10000))
        return QStringLiteral("%1 could not be started: %2").arg(server, m_rabbit->errorString());
    return {};
}

QString LiveServers::logTail(const QString &file) const
{
    QFile f(QDir(m_folder).filePath(file));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray all = f.readAll();
    return QString::fromLocal8Bit(all.right(800)).trimmed();
}

Outcome LiveServers::waitRabbit(int timeoutMs, const std::atomic_bool *cancel)
{
    if (!m_rabbit)
        return QStringLiteral("RabbitMQ was not started");
    const QString url = amqpUrl();
    const bool up = waitUntil(timeoutMs, m_rabbit.get(), cancel, [&url] {
        AmqpConnection probe;
        return probe.open(url, 0).ok();
    });
    if (up)
        return {};
    if (cancel && cancel->load())
        return QStringLiteral("cancelled");
    const bool died = m_rabbit->state() == QProcess::NotRunning;
    return QStringLiteral("the private RabbitMQ node %1 (port %2) %3; its output: %4\n%5")
        .arg(m_node)
        .arg(m_amqpPort)
        .arg(died ? QStringLiteral("exited while starting")
                  : QStringLiteral("did not answer within %1 s").arg(timeoutMs / 1000))
        .arg(QDir(m_folder).filePath(QStringLiteral("rabbitmq-server.out")), logTail(QStringLiteral("rabbitmq-server.out")));
}

Outcome LiveServers::startRedis()
{
    const QString server = program(QStringLiteral("redis-server"));
    if (server.isEmpty())
        return QStringLiteral("Redis is not installed: install the Debian package redis-server "
                              "(./lab.sh installs it), or pass --redis redis://HOST:PORT");
    m_redisPort = freePort();
    if (!m_redisPort)
        return QStringLiteral("no free loopback port for Redis");
    const QDir dir(m_folder);
    m_redis = std::make_unique<QProcess>();
    m_redis->setWorkingDirectory(m_folder);
    m_redis->setStandardOutputFile(dir.filePath(QStringLiteral("redis-server.out")));
    m_redis->setStandardErrorFile(dir.filePath(QStringLiteral("redis-server.out")), QIODevice::Append);
    m_redis->start(server, {QStringLiteral("--port"), QString::number(m_redisPort), QStringLiteral("--bind"),
                            QStringLiteral("127.0.0.1"), QStringLiteral("--save"), QString(),
                            QStringLiteral("--appendonly"), QStringLiteral("no"), QStringLiteral("--dir"),
                            m_folder, QStringLiteral("--daemonize"), QStringLiteral("no")});
    if (!m_redis->waitForStarted(10000))
        return QStringLiteral("%1 could not be started: %2").arg(server, m_redis->errorString());
    return {};
}

Outcome LiveServers::waitRedis(int timeoutMs, const std::atomic_bool *cancel)
{
    if (!m_redis)
        return QStringLiteral("Redis was not started");
    const QString url = redisUrl();
    if (waitUntil(timeoutMs, m_redis.get(), cancel, [&url] { return RedisClient().open(url).ok(); }))
        return {};
    if (cancel && cancel->load())
        return QStringLiteral("cancelled");
    return QStringLiteral("the private Redis on port %1 did not start; its output: %2")
        .arg(m_redisPort)
        .arg(logTail(QStringLiteral("redis-server.out")));
}

Outcome LiveServers::startNats()
{
    const QString server = program(QStringLiteral("nats-server"));
    if (server.isEmpty())
        return QStringLiteral("the NATS server is not installed: install the Debian package nats-server "
                              "(./lab.sh installs it)");
    m_natsPort = freePort();
    if (!m_natsPort)
        return QStringLiteral("no free loopback port for NATS");
    const QDir dir(m_folder);
    const QString store = dir.filePath(QStringLiteral("jetstream"));
    if (!QDir().mkpath(store))
        return QStringLiteral("%1: cannot create the JetStream store").arg(store);
    m_nats = std::make_unique<QProcess>();
    m_nats->setWorkingDirectory(m_folder);
    m_nats->setStandardOutputFile(dir.filePath(QStringLiteral("nats-server.out")));
    m_nats->setStandardErrorFile(dir.filePath(QStringLiteral("nats-server.out")), QIODevice::Append);
    // Loopback only, JetStream on with its store in the run's folder, no
    // monitoring port, no cluster: nothing another server could join.
    m_nats->start(server, {QStringLiteral("--addr"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"),
                           QString::number(m_natsPort), QStringLiteral("--jetstream"), QStringLiteral("--store_dir"),
                           store, QStringLiteral("--server_name"), QStringLiteral("idemlab-%1").arg(m_natsPort)});
    if (!m_nats->waitForStarted(10000))
        return QStringLiteral("%1 could not be started: %2").arg(server, m_nats->errorString());
    return {};
}

Outcome LiveServers::waitNats(int timeoutMs, const std::atomic_bool *cancel)
{
    if (!m_nats)
        return QStringLiteral("NATS was not started");
    const QString url = natsUrl();
    const bool up = waitUntil(timeoutMs, m_nats.get(), cancel, [&url] {
        NatsConnection probe;
        return probe.open(url).ok() && probe.jetStreamReady();
    });
    if (up)
        return {};
    if (cancel && cancel->load())
        return QStringLiteral("cancelled");
    const bool died = m_nats->state() == QProcess::NotRunning;
    return QStringLiteral("the private NATS server (port %1) %2; its output: %3\n%4")
        .arg(m_natsPort)
        .arg(died ? QStringLiteral("exited while starting")
                  : QStringLiteral("did not answer within %1 s").arg(timeoutMs / 1000))
        .arg(QDir(m_folder).filePath(QStringLiteral("nats-server.out")), logTail(QStringLiteral("nats-server.out")));
}

QString LiveServers::natsUrl() const
{
    if (!m_nats)
        return {};
    return QStringLiteral("nats://127.0.0.1:%1").arg(m_natsPort);
}

QString LiveServers::natsVersion()
{
    const QString server = program(QStringLiteral("nats-server"));
    if (server.isEmpty())
        return {};
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(server, {QStringLiteral("--version")});
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished(5000);
        return {};
    }
    // "nats-server: v2.9.10"
    QString text = QString::fromLocal8Bit(p.readAll()).trimmed();
    text = text.mid(text.lastIndexOf(QLatin1Char(' ')) + 1);
    return text.startsWith(QLatin1Char('v')) ? text.mid(1) : text;
}

QString LiveServers::amqpUrl() const
{
    return QStringLiteral("amqp://guest:guest@127.0.0.1:%1/").arg(m_amqpPort);
}

QString LiveServers::redisUrl() const
{
    return QStringLiteral("redis://127.0.0.1:%1").arg(m_redisPort);
}

Outcome LiveServers::rabbitmqctl(const QString &command, QString *output)
{
    const QString ctl = program(QStringLiteral("rabbitmqctl"));
    if (ctl.isEmpty())
        return QStringLiteral("rabbitmqctl is not installed (Debian package rabbitmq-server)");
    QProcess p;
    p.setProcessEnvironment(rabbitEnvironment());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(ctl, {QStringLiteral("-n"), m_node, QStringLiteral("-q"), command});
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished(5000);
        return QStringLiteral("rabbitmqctl %1 did not finish within 120 s").arg(command);
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("rabbitmqctl %1 failed: %2").arg(command, QString::fromLocal8Bit(p.readAll()).trimmed());
    if (output)
        *output = QString::fromLocal8Bit(p.readAll()).trimmed();
    return {};
}

QString LiveServers::version()
{
    QString text;
    if (!rabbitmqctl(QStringLiteral("version"), &text).ok())
        return {};
    return text;
}

Outcome LiveServers::stopApp()
{
    return rabbitmqctl(QStringLiteral("stop_app"));
}

Outcome LiveServers::startApp()
{
    return rabbitmqctl(QStringLiteral("start_app"));
}

void LiveServers::stop()
{
    if (m_nats) {
        // SIGTERM: the server flushes JetStream and exits.
        m_nats->terminate();
        if (!m_nats->waitForFinished(10000)) {
            m_nats->kill();
            m_nats->waitForFinished(5000);
        }
        m_nats.reset();
    }
    if (m_redis) {
        m_redis->terminate();
        if (!m_redis->waitForFinished(10000)) {
            m_redis->kill();
            m_redis->waitForFinished(5000);
        }
        m_redis.reset();
    }
    if (m_rabbit) {
        // SIGTERM to the script and to the VM at once: the VM shuts the node
        // down cleanly (Erlang stops on SIGTERM), the script's trap asks it
        // to as well. Under load the script was killed while its rabbitmqctl
        // still worked, and the node ran on, orphaned (tst_liveends).
        const auto group = static_cast<pid_t>(m_rabbit->processId());
        if (group > 0)
            ::kill(-group, SIGTERM);
        else
            m_rabbit->terminate();
        if (!m_rabbit->waitForFinished(30000)) {
            m_rabbit->kill();
            m_rabbit->waitForFinished(5000);
        }
        m_rabbit.reset();
        if (group > 0) {
            const QDeadlineTimer left(15000);
            while (::kill(-group, 0) == 0 && !left.hasExpired())
                QThread::msleep(50);
            ::kill(-group, SIGKILL);
        }
        // The node started its own epmd on the private port; stop it too.
        const QString epmd = program(QStringLiteral("epmd"));
        if (!epmd.isEmpty()) {
            QProcess p;
            p.setProcessEnvironment(rabbitEnvironment());
            p.start(epmd, {QStringLiteral("-port"), QString::number(m_epmdPort), QStringLiteral("-kill")});
            p.waitForFinished(5000);
        }
    }
}

} // namespace idem::live
