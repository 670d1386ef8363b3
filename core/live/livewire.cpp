#include "livewire.h"

#include <QList>
#include <cerrno>
#include <ctime>
#include <unistd.h>

namespace idem::live {

namespace wire {
TraceRecord makeRecord(SimTime time, TraceKind kind, quint8 actor, quint32 message, quint16 delivery, quint16 detail)
{
    TraceRecord r;
    r.packed = (quint64(qMax<SimTime>(0, time)) & 0xFFFFFFFFFFFFull) | (quint64(kind) << 48) | (quint64(actor) << 56);
    r.message = message;
    r.delivery = delivery;
    r.detail = detail;
    return r;
}

QByteArray recordLine(const TraceRecord &r)
{
    return "T " + QByteArray::number(r.time()) + ' ' + QByteArray::number(int(r.kind())) + ' '
        + QByteArray::number(int(r.actor())) + ' ' + QByteArray::number(r.message) + ' '
        + QByteArray::number(r.delivery) + ' ' + QByteArray::number(r.detail) + '\n';
}

bool parseRecord(const QByteArray &line, TraceRecord *out)
{
    const QList<QByteArray> f = line.trimmed().split(' ');
    if (f.size() != 7 || f.at(0) != "T")
        return false;
    bool ok[6];
    const qint64 time = f.at(1).toLongLong(&ok[0]);
    const int kind = f.at(2).toInt(&ok[1]);
    const int actor = f.at(3).toInt(&ok[2]);
    const quint32 message = f.at(4).toUInt(&ok[3]);
    const uint delivery = f.at(5).toUInt(&ok[4]);
    const uint detail = f.at(6).toUInt(&ok[5]);
    for (bool b : ok) {
        if (!b)
            return false;
    }
    if (kind < 0 || kind >= int(TraceKind::Count) || actor < 0 || actor > 255 || delivery > 65535 || detail > 65535)
        return false;
    *out = makeRecord(time, TraceKind(kind), quint8(actor), message, quint16(delivery), quint16(detail));
    return true;
}

QByteArray ackLine(int logical, int attempt)
{
    return "A " + QByteArray::number(logical) + ' ' + QByteArray::number(attempt) + '\n';
}

namespace {
bool parseCopy(const QByteArray &line, const char *tag, int *logical, int *attempt)
{
    const QList<QByteArray> f = line.trimmed().split(' ');
    if (f.size() != 3 || f.at(0) != tag)
        return false;
    bool a = false, b = false;
    *logical = f.at(1).toInt(&a);
    *attempt = f.at(2).toInt(&b);
    return a && b && *logical >= 0 && *attempt >= 1;
}
} // namespace

bool parseAck(const QByteArray &line, int *logical, int *attempt)
{
    return parseCopy(line, "A", logical, attempt);
}

QByteArray lostAckLine(int logical, int attempt)
{
    return "L " + QByteArray::number(logical) + ' ' + QByteArray::number(attempt) + '\n';
}

bool parseLostAck(const QByteArray &line, int *logical, int *attempt)
{
    return parseCopy(line, "L", logical, attempt);
}

QByteArray dropLine(DropReason reason)
{
    return "DROPPED " + QByteArray::number(int(reason)) + '\n';
}

bool parseDrop(const QByteArray &line, DropReason *reason)
{
    const QList<QByteArray> f = line.trimmed().split(' ');
    if (f.size() != 2 || f.at(0) != "DROPPED")
        return false;
    bool ok = false;
    const int r = f.at(1).toInt(&ok);
    if (!ok || r < int(DropReason::AckLost) || r > int(DropReason::Broker))
        return false;
    *reason = DropReason(r);
    return true;
}

void writeLine(const QByteArray &line)
{
    const char *p = line.constData();
    qsizetype left = line.size();
    while (left > 0) {
        const ssize_t n = ::write(1, p, std::size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;
        p += n;
        left -= n;
    }
}
} // namespace wire

QByteArray messageBody(int logical, int attempt)
{
    return QByteArray::number(logical) + ' ' + QByteArray::number(attempt);
}

bool parseMessageBody(const QByteArray &body, int *logical, int *attempt)
{
    const QList<QByteArray> f = body.split(' ');
    if (f.size() != 2)
        return false;
    bool a = false, b = false;
    *logical = f.at(0).toInt(&a);
    *attempt = f.at(1).toInt(&b);
    return a && b && *logical >= 0 && *attempt >= 1;
}

qint64 wallMicros()
{
    timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return qint64(ts.tv_sec) * 1000000 + ts.tv_nsec / 1000;
}

} // namespace idem::live
