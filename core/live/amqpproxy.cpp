#include "amqpproxy.h"

#include "livewire.h"

#include <amqp.h>
#include <amqp_framing.h>

#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <deque>
#include <fcntl.h>
#include <map>
#include <mutex>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace idem::live {

namespace {
constexpr int kFrameHeader = 7;
constexpr char kFrameEnd = char(0xCE);
constexpr int kProtocolHeader = 8; // "AMQP" 0 0 9 1, the client's first bytes

quint16 be16(const char *p)
{
    return quint16((quint8(p[0]) << 8) | quint8(p[1]));
}

quint32 be32(const char *p)
{
    return (quint32(be16(p)) << 16) | be16(p + 2);
}

struct Timed
{
    qint64 dueUs = 0;
    QByteArray bytes;
};

struct Side
{
    int fd = -1;
    QByteArray in;
    QByteArray out;
    std::deque<Timed> timed; // frames waiting for their time, in order
    std::vector<Timed> held; // held out of order (a confirm)
};

struct Delivery
{
    int ordinal = 0;
    int copy = 1;
    QByteArray messageId;
};

struct Channel
{
    bool awaitingHeader = false;
    quint64 pendingTag = 0;
    bool pendingRedelivered = false;
    bool confirms = false;
    quint64 published = 0;
    std::map<quint64, int> publishOrdinal; // confirm sequence number → the proxy's publish ordinal
    std::map<quint64, Delivery> unacked;   // delivery tag → the delivery
};

struct Connection
{
    int id = 0;
    quint16 peerPort = 0;
    Side client, broker;
    bool headerPassed = false;
    bool frozen = false;     // nothing more from the client passes
    bool cutAtNextClientMethod = false;
    qint64 cutAtUs = -1;
    std::map<quint16, Channel> channels;
};

void setNonBlocking(int fd)
{
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}
} // namespace

class AmqpProxyPrivate
{
public:
    QString host;
    int upstreamPort = 0;
    AmqpProxy::Observer observer;
    int listenFd = -1;
    int wake[2] = {-1, -1};
    int port = 0;
    std::thread thread;
    std::atomic_bool stopping{false};
    std::atomic_int acksForwarded{0}, acksDropped{0}, deliveries{0};

    std::mutex mutex; // guards incoming and cutRequests
    std::vector<ProxyAction> incoming;
    std::vector<int> cutRequests;

    // The proxy thread's own.
    std::vector<std::pair<ProxyAction, bool>> actions; // (action, used)
    std::map<int, Connection> connections;
    std::map<QByteArray, int> copies; // message id → deliveries so far
    int nextConnection = 1;
    int publishes = 0;
    qint64 delayUs = 0;
    amqp_pool_t pool;

    void loop();
    void accept();
    void takeRequests();
    void readFrom(Connection &c, bool fromClient);
    void onClientFrame(Connection &c, const QByteArray &frame);
    void onBrokerFrame(Connection &c, const QByteArray &frame);
    bool onClientSettle(Connection &c, quint16 channel, quint64 tag, bool multiple, ProxyEvent::Kind kind, bool requeue);
    void onDeliverHeader(Connection &c, quint16 channel, Channel &ch, const QByteArray &frame);
    bool onConfirm(Connection &c, Channel &ch, quint64 tag, bool multiple, const QByteArray &frame);
    void toClient(Connection &c, const QByteArray &frame);
    void flush(Side &s);
    void cut(Connection &c);
    void close(Connection &c, bool byBroker);
    void notify(ProxyEvent e, const Connection &c)
    {
        e.connection = c.id;
        e.peerPort = c.peerPort;
        e.atUs = wallMicros();
        if (observer)
            observer(e);
    }
    bool matches(const ProxyAction &a, const Delivery &d) const
    {
        return a.ordinal > 0 ? a.ordinal == d.ordinal : (a.messageId == d.messageId && a.copy == d.copy);
    }
    // The first unused action of `kind` for this delivery, marked used.
    const ProxyAction *take(ProxyAction::Kind kind, const Delivery &d)
    {
        for (auto &[a, used] : actions) {
            if (!used && a.kind == kind && matches(a, d)) {
                used = true;
                return &a;
            }
        }
        return nullptr;
    }
    void *decode(const QByteArray &frame, amqp_method_number_t *method)
    {
        // A method frame's payload: class and method ids, then the arguments.
        const char *payload = frame.constData() + kFrameHeader;
        const quint32 size = be32(frame.constData() + 3);
        if (size < 4)
            return nullptr;
        *method = be32(payload);
        amqp_bytes_t encoded;
        encoded.bytes = const_cast<char *>(payload + 4);
        encoded.len = size - 4;
        void *decoded = nullptr;
        if (amqp_decode_method(*method, &pool, encoded, &decoded) != AMQP_STATUS_OK)
            return nullptr;
        return decoded;
    }
};

AmqpProxy::AmqpProxy(const QString &upstreamHost, int upstreamPort, Observer observer)
    : d(std::make_unique<AmqpProxyPrivate>())
{
    d->host = upstreamHost;
    d->upstreamPort = upstreamPort;
    d->observer = std::move(observer);
    init_amqp_pool(&d->pool, 4096);
}

AmqpProxy::~AmqpProxy()
{
    stop();
    empty_amqp_pool(&d->pool);
}

Outcome AmqpProxy::start()
{
    d->listenFd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    if (d->listenFd < 0 || ::bind(d->listenFd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0
        || ::listen(d->listenFd, 64) != 0)
        return QStringLiteral("the AMQP proxy cannot listen on 127.0.0.1: %1").arg(QString::fromLocal8Bit(strerror(errno)));
    socklen_t len = sizeof addr;
    ::getsockname(d->listenFd, reinterpret_cast<sockaddr *>(&addr), &len);
    d->port = ntohs(addr.sin_port);
    if (::pipe2(d->wake, O_CLOEXEC | O_NONBLOCK) != 0)
        return QStringLiteral("the AMQP proxy cannot make its wake-up pipe: %1").arg(QString::fromLocal8Bit(strerror(errno)));
    d->thread = std::thread([this] { d->loop(); });
    return {};
}

int AmqpProxy::port() const
{
    return d->port;
}

QString AmqpProxy::url() const
{
    // No path: the default vhost "/" for every client (a bare "/" is the vhost "" to rabbitmq-c).
    return QStringLiteral("amqp://guest:guest@127.0.0.1:%1").arg(d->port);
}

void AmqpProxy::stop()
{
    if (d->thread.joinable()) {
        d->stopping = true;
        const char c = 's';
        (void)!::write(d->wake[1], &c, 1);
        d->thread.join();
    }
    for (auto &entry : d->connections) {
        ::close(entry.second.client.fd);
        ::close(entry.second.broker.fd);
    }
    d->connections.clear();
    for (int *fd : {&d->listenFd, &d->wake[0], &d->wake[1]}) {
        if (*fd >= 0)
            ::close(*fd);
        *fd = -1;
    }
}

void AmqpProxy::addAction(const ProxyAction &action)
{
    {
        const std::lock_guard<std::mutex> lock(d->mutex);
        d->incoming.push_back(action);
    }
    const char c = 'a';
    if (d->wake[1] >= 0)
        (void)!::write(d->wake[1], &c, 1);
}

void AmqpProxy::cut(int connection)
{
    {
        const std::lock_guard<std::mutex> lock(d->mutex);
        d->cutRequests.push_back(connection);
    }
    const char c = 'c';
    if (d->wake[1] >= 0)
        (void)!::write(d->wake[1], &c, 1);
}

int AmqpProxy::acksForwarded() const
{
    return d->acksForwarded;
}

int AmqpProxy::acksDropped() const
{
    return d->acksDropped;
}

int AmqpProxy::deliveries() const
{
    return d->deliveries;
}

void AmqpProxyPrivate::takeRequests()
{
    std::vector<ProxyAction> added;
    std::vector<int> cuts;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        added.swap(incoming);
        cuts.swap(cutRequests);
    }
    for (const ProxyAction &a : added) {
        if (a.kind == ProxyAction::Kind::Delay)
            delayUs = qint64(a.ms) * 1000;
        else
            actions.emplace_back(a, false);
    }
    for (int id : cuts) {
        std::vector<int> ids;
        for (const auto &entry : connections) {
            if (id == 0 || entry.first == id)
                ids.push_back(entry.first);
        }
        for (int i : ids)
            cut(connections.at(i));
    }
}

void AmqpProxyPrivate::loop()
{
    while (!stopping) {
        takeRequests();
        const qint64 now = wallMicros();
        // Frames whose time has come, cuts that are due.
        qint64 nextUs = -1;
        std::vector<int> due;
        for (auto &[id, c] : connections) {
            while (!c.client.timed.empty() && c.client.timed.front().dueUs <= now) {
                c.client.out += c.client.timed.front().bytes;
                c.client.timed.pop_front();
            }
            for (auto it = c.client.held.begin(); it != c.client.held.end();) {
                if (it->dueUs <= now) {
                    c.client.out += it->bytes;
                    it = c.client.held.erase(it);
                } else {
                    nextUs = nextUs < 0 ? it->dueUs : qMin(nextUs, it->dueUs);
                    ++it;
                }
            }
            if (!c.client.timed.empty())
                nextUs = nextUs < 0 ? c.client.timed.front().dueUs : qMin(nextUs, c.client.timed.front().dueUs);
            if (c.cutAtUs >= 0 && c.cutAtUs <= now)
                due.push_back(id);
            else if (c.cutAtUs >= 0)
                nextUs = nextUs < 0 ? c.cutAtUs : qMin(nextUs, c.cutAtUs);
            flush(c.client);
            flush(c.broker);
        }
        for (int id : due)
            cut(connections.at(id));

        std::vector<pollfd> fds;
        std::vector<std::pair<int, bool>> owners; // (connection, is the client side)
        fds.push_back({wake[0], POLLIN, 0});
        fds.push_back({listenFd, POLLIN, 0});
        for (auto &[id, c] : connections) {
            fds.push_back({c.client.fd, short(POLLIN | (c.client.out.isEmpty() ? 0 : POLLOUT)), 0});
            owners.emplace_back(id, true);
            fds.push_back({c.broker.fd, short(POLLIN | (c.broker.out.isEmpty() ? 0 : POLLOUT)), 0});
            owners.emplace_back(id, false);
        }
        const int timeoutMs = nextUs < 0 ? 200 : int(qBound<qint64>(0, (nextUs - now + 999) / 1000, qint64(200)));
        if (::poll(fds.data(), nfds_t(fds.size()), timeoutMs) < 0 && errno != EINTR)
            break;
        if (fds[0].revents & POLLIN) {
            char buffer[64];
            while (::read(wake[0], buffer, sizeof buffer) > 0) {
            }
        }
        if (fds[1].revents & POLLIN)
            accept();
        for (std::size_t i = 2; i < fds.size(); ++i) {
            const auto [id, isClient] = owners[i - 2];
            const auto it = connections.find(id);
            if (it == connections.end())
                continue;
            if (fds[i].revents & (POLLIN | POLLHUP | POLLERR))
                readFrom(it->second, isClient);
        }
    }
}

void AmqpProxyPrivate::accept()
{
    sockaddr_in peer{};
    socklen_t len = sizeof peer;
    const int client = ::accept4(listenFd, reinterpret_cast<sockaddr *>(&peer), &len, SOCK_CLOEXEC);
    if (client < 0)
        return;
    const int upstream = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(quint16(upstreamPort));
    ::inet_pton(AF_INET, host.toLatin1().constData(), &addr.sin_addr);
    Connection c;
    c.id = nextConnection++;
    c.peerPort = ntohs(peer.sin_port);
    // The broker is on loopback: a blocking connect answers at once. A
    // stopped broker (a restart) refuses, and the client sees its
    // connection end, as without a proxy.
    if (upstream < 0 || ::connect(upstream, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0) {
        if (upstream >= 0)
            ::close(upstream);
        ::close(client);
        ProxyEvent e;
        e.kind = ProxyEvent::Kind::Connected;
        notify(e, c);
        e.kind = ProxyEvent::Kind::Closed;
        e.byBroker = true;
        notify(e, c);
        return;
    }
    setNonBlocking(client);
    setNonBlocking(upstream);
    c.client.fd = client;
    c.broker.fd = upstream;
    const int id = c.id;
    connections.emplace(id, std::move(c));
    ProxyEvent e;
    e.kind = ProxyEvent::Kind::Connected;
    notify(e, connections.at(id));
}

void AmqpProxyPrivate::flush(Side &s)
{
    while (!s.out.isEmpty() && s.fd >= 0) {
        const ssize_t n = ::send(s.fd, s.out.constData(), std::size_t(s.out.size()), MSG_NOSIGNAL);
        if (n > 0) {
            s.out.remove(0, qsizetype(n));
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        return; // EAGAIN (poll says when to go on) or a broken side (its read end says so)
    }
}

void AmqpProxyPrivate::readFrom(Connection &c, bool fromClient)
{
    Side &side = fromClient ? c.client : c.broker;
    const int id = c.id;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::recv(side.fd, buffer, sizeof buffer, 0);
        if (n > 0) {
            side.in.append(buffer, qsizetype(n));
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        // The other end closed (or failed): what it sent before still goes on.
        break;
    }
    bool closed = false;
    {
        char probe;
        const ssize_t n = ::recv(side.fd, &probe, 1, MSG_PEEK | MSG_DONTWAIT);
        closed = n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
    }
    if (fromClient && !c.headerPassed) {
        if (side.in.size() < kProtocolHeader && !closed)
            return;
        c.broker.out += side.in.left(kProtocolHeader);
        side.in.remove(0, qMin<qsizetype>(kProtocolHeader, side.in.size()));
        c.headerPassed = true;
    }
    while (connections.count(id) && side.in.size() >= kFrameHeader) {
        const quint32 size = be32(side.in.constData() + 3);
        const qsizetype whole = kFrameHeader + qsizetype(size) + 1;
        if (side.in.size() < whole)
            break;
        if (side.in.at(whole - 1) != kFrameEnd) {
            // Not AMQP framing: nothing sensible can pass.
            cut(c);
            return;
        }
        const QByteArray frame = side.in.left(whole);
        side.in.remove(0, whole);
        if (fromClient)
            onClientFrame(c, frame);
        else
            onBrokerFrame(c, frame);
        recycle_amqp_pool(&pool);
    }
    if (!connections.count(id))
        return;
    flush(c.client);
    flush(c.broker);
    if (closed)
        close(c, !fromClient);
}

void AmqpProxyPrivate::onClientFrame(Connection &c, const QByteArray &frame)
{
    if (c.frozen)
        return;
    const int id = c.id; // an action may cut (and so end) the connection
    const quint16 channel = be16(frame.constData() + 1);
    if (frame.at(0) != AMQP_FRAME_METHOD) {
        c.broker.out += frame;
        return;
    }
    amqp_method_number_t method = 0;
    void *decoded = decode(frame, &method);
    if (c.cutAtNextClientMethod) {
        // The delivery's handling is over as far as the wire tells: the
        // connection goes before this frame (its ack, most often) arrives.
        cut(c);
        return;
    }
    bool pass = true;
    switch (method) {
    case AMQP_CHANNEL_OPEN_METHOD: c.channels[channel] = Channel(); break;
    case AMQP_CONFIRM_SELECT_METHOD: c.channels[channel].confirms = true; break;
    case AMQP_BASIC_CONSUME_METHOD: {
        ProxyEvent e;
        e.kind = ProxyEvent::Kind::Consuming;
        notify(e, c);
        break;
    }
    case AMQP_BASIC_PUBLISH_METHOD: {
        Channel &ch = c.channels[channel];
        ProxyEvent e;
        e.kind = ProxyEvent::Kind::Published;
        e.channel = channel;
        e.ordinal = ++publishes;
        if (ch.confirms) {
            ch.publishOrdinal[++ch.published] = e.ordinal;
            e.tag = ch.published;
        }
        notify(e, c);
        break;
    }
    case AMQP_BASIC_ACK_METHOD:
        if (decoded) {
            const auto *m = static_cast<amqp_basic_ack_t *>(decoded);
            pass = onClientSettle(c, channel, m->delivery_tag, m->multiple, ProxyEvent::Kind::Ack, false);
        }
        break;
    case AMQP_BASIC_NACK_METHOD:
        if (decoded) {
            const auto *m = static_cast<amqp_basic_nack_t *>(decoded);
            pass = onClientSettle(c, channel, m->delivery_tag, m->multiple, ProxyEvent::Kind::Nack, m->requeue);
        }
        break;
    case AMQP_BASIC_REJECT_METHOD:
        if (decoded) {
            const auto *m = static_cast<amqp_basic_reject_t *>(decoded);
            pass = onClientSettle(c, channel, m->delivery_tag, false, ProxyEvent::Kind::Reject, m->requeue);
        }
        break;
    default: break;
    }
    if (pass && connections.count(id))
        c.broker.out += frame;
}

// An ack, nack or reject: every delivery it settles (multiple: all up to the
// tag; tag 0 with multiple: all). False when an action dropped it.
bool AmqpProxyPrivate::onClientSettle(Connection &c, quint16 channel, quint64 tag, bool multiple,
                                      ProxyEvent::Kind kind, bool requeue)
{
    Channel &ch = c.channels[channel];
    std::vector<quint64> covered;
    for (const auto &entry : ch.unacked) {
        if (entry.first == tag || (multiple && (tag == 0 || entry.first <= tag)))
            covered.push_back(entry.first);
    }
    const ProxyAction *dropping = nullptr;
    for (quint64 t : covered) {
        const Delivery &dv = ch.unacked.at(t);
        dropping = take(ProxyAction::Kind::DropAckAndFreeze, dv);
        if (!dropping)
            dropping = take(ProxyAction::Kind::DropAckThenCut, dv);
        if (dropping)
            break;
    }
    ProxyEvent e;
    e.channel = channel;
    e.requeue = requeue;
    e.kind = dropping ? ProxyEvent::Kind::AckDropped : kind;
    for (quint64 t : covered) {
        const Delivery &dv = ch.unacked.at(t);
        e.tag = t;
        e.ordinal = dv.ordinal;
        e.messageId = dv.messageId;
        notify(e, c);
        if (!dropping)
            ch.unacked.erase(t);
    }
    if (kind == ProxyEvent::Kind::Ack)
        (dropping ? acksDropped : acksForwarded) += 1;
    if (!dropping)
        return true;
    if (dropping->kind == ProxyAction::Kind::DropAckThenCut)
        cut(c);
    else
        c.frozen = true;
    return false;
}

void AmqpProxyPrivate::onBrokerFrame(Connection &c, const QByteArray &frame)
{
    const quint16 channel = be16(frame.constData() + 1);
    Channel &ch = c.channels[channel];
    if (frame.at(0) == AMQP_FRAME_HEADER && ch.awaitingHeader) {
        onDeliverHeader(c, channel, ch, frame);
        return;
    }
    if (frame.at(0) == AMQP_FRAME_METHOD) {
        amqp_method_number_t method = 0;
        void *decoded = decode(frame, &method);
        if (method == AMQP_BASIC_DELIVER_METHOD && decoded) {
            const auto *m = static_cast<amqp_basic_deliver_t *>(decoded);
            ch.awaitingHeader = true;
            ch.pendingTag = m->delivery_tag;
            ch.pendingRedelivered = m->redelivered;
        } else if (method == AMQP_BASIC_ACK_METHOD && decoded && ch.confirms) {
            const auto *m = static_cast<amqp_basic_ack_t *>(decoded);
            if (!onConfirm(c, ch, m->delivery_tag, m->multiple, frame))
                return;
        }
    }
    toClient(c, frame);
}

void AmqpProxyPrivate::onDeliverHeader(Connection &c, quint16 channel, Channel &ch, const QByteArray &frame)
{
    ch.awaitingHeader = false;
    // A content header: class id, weight, body size (12 bytes), then the properties.
    const quint32 size = be32(frame.constData() + 3);
    Delivery dv;
    if (size >= 12) {
        amqp_bytes_t encoded;
        encoded.bytes = const_cast<char *>(frame.constData() + kFrameHeader + 12);
        encoded.len = size - 12;
        void *decoded = nullptr;
        if (amqp_decode_properties(AMQP_BASIC_CLASS, &pool, encoded, &decoded) == AMQP_STATUS_OK && decoded) {
            const auto *p = static_cast<amqp_basic_properties_t *>(decoded);
            if (p->_flags & AMQP_BASIC_MESSAGE_ID_FLAG)
                dv.messageId = QByteArray(static_cast<const char *>(p->message_id.bytes), int(p->message_id.len));
        }
    }
    dv.ordinal = ++deliveries;
    dv.copy = ++copies[dv.messageId];
    ch.unacked[ch.pendingTag] = dv;
    ProxyEvent e;
    e.kind = ProxyEvent::Kind::Deliver;
    e.channel = channel;
    e.tag = ch.pendingTag;
    e.redelivered = ch.pendingRedelivered;
    e.ordinal = dv.ordinal;
    e.messageId = dv.messageId;
    notify(e, c);
    if (const ProxyAction *a = take(ProxyAction::Kind::CutAfterDelivery, dv)) {
        if (a->ms > 0)
            c.cutAtUs = wallMicros() + qint64(a->ms) * 1000;
        else
            c.cutAtNextClientMethod = true;
    }
    toClient(c, frame);
}

// The broker's confirm of publishes on a confirm channel: false when it is held.
bool AmqpProxyPrivate::onConfirm(Connection &c, Channel &ch, quint64 tag, bool multiple, const QByteArray &frame)
{
    std::vector<int> ordinals;
    for (auto it = ch.publishOrdinal.begin(); it != ch.publishOrdinal.end();) {
        if (it->first == tag || (multiple && it->first <= tag)) {
            ordinals.push_back(it->second);
            it = ch.publishOrdinal.erase(it);
        } else {
            ++it;
        }
    }
    const ProxyAction *hold = nullptr;
    for (int ordinal : ordinals) {
        for (auto &[a, used] : actions) {
            if (!used && a.kind == ProxyAction::Kind::HoldConfirm && a.ordinal == ordinal) {
                used = true;
                hold = &a;
                break;
            }
        }
    }
    ProxyEvent e;
    e.kind = hold ? ProxyEvent::Kind::ConfirmHeld : ProxyEvent::Kind::Confirmed;
    for (int ordinal : ordinals) {
        e.ordinal = ordinal;
        notify(e, c);
    }
    if (!hold)
        return true;
    if (hold->ms >= 0)
        c.client.held.push_back({wallMicros() + qint64(hold->ms) * 1000, frame});
    return false;
}

void AmqpProxyPrivate::toClient(Connection &c, const QByteArray &frame)
{
    // A delay keeps the frames' order: once one waits, the rest queue behind it.
    if (delayUs > 0 || !c.client.timed.empty())
        c.client.timed.push_back({wallMicros() + delayUs, frame});
    else
        c.client.out += frame;
}

void AmqpProxyPrivate::cut(Connection &c)
{
    ProxyEvent e;
    e.kind = ProxyEvent::Kind::Cut;
    const int id = c.id;
    ::close(c.client.fd);
    ::close(c.broker.fd);
    notify(e, c);
    connections.erase(id);
}

void AmqpProxyPrivate::close(Connection &c, bool byBroker)
{
    // What is still owed to the side that stays open goes first, as far as it can.
    flush(byBroker ? c.client : c.broker);
    ProxyEvent e;
    e.kind = ProxyEvent::Kind::Closed;
    e.byBroker = byBroker;
    const int id = c.id;
    ::close(c.client.fd);
    ::close(c.broker.fd);
    notify(e, c);
    connections.erase(id);
}

} // namespace idem::live
