#include "trace.h"
#include "tracekinds.h"

namespace idem {

namespace {
constexpr quint64 kFnvPrime = 0x100000001B3ull;

quint64 fnvWord(quint64 h, quint64 word, int bytes)
{
    for (int i = 0; i < bytes; ++i) {
        h ^= (word >> (8 * i)) & 0xFF;
        h *= kFnvPrime;
    }
    return h;
}

template <std::size_t N>
QString nameAt(const char *const (&names)[N], std::size_t index)
{
    return index < N ? QString::fromLatin1(names[index]) : QStringLiteral("unknown");
}
} // namespace

void Trace::append(SimTime time, TraceKind kind, quint8 actor, quint32 message, quint16 delivery,
                   quint16 detail)
{
    TraceRecord r;
    r.packed = (quint64(time) & 0xFFFFFFFFFFFFull) | (quint64(kind) << 48) | (quint64(actor) << 56);
    r.message = message;
    r.delivery = delivery;
    r.detail = detail;
    m_records.push_back(r);
    // Hash the fields, not the struct bytes, so padding or layout never leaks in.
    m_hash = fnvWord(m_hash, r.packed, 8);
    m_hash = fnvWord(m_hash, r.message, 4);
    m_hash = fnvWord(m_hash, r.delivery, 2);
    m_hash = fnvWord(m_hash, r.detail, 2);
}

QString Trace::hashHex() const
{
    return QStringLiteral("%1").arg(m_hash, 16, 16, QLatin1Char('0'));
}

QString Trace::originName(TraceOrigin origin)
{
    switch (origin) {
    case TraceOrigin::Live: return QStringLiteral("live");
    case TraceOrigin::Check: return QStringLiteral("check");
    case TraceOrigin::Simulated: break;
    }
    return QStringLiteral("simulated");
}

TraceOrigin Trace::originFromName(const QString &name)
{
    if (name == QLatin1String("check"))
        return TraceOrigin::Check;
    if (name == QLatin1String("live"))
        return TraceOrigin::Live;
    return TraceOrigin::Simulated;
}

QString Trace::kindName(TraceKind kind)
{
    return kind < TraceKind::Count ? QString::fromLatin1(TraceKinds::row(kind).name) : QStringLiteral("unknown");
}

QString Trace::causeName(DeliveryCause cause)
{
    static const char *const names[] = {"first", "ack-lost", "crash-before-ack",
                                        "timeout-expired", "broker-restart", "rebalance",
                                        "producer-retry", "connection-lost", "nack", "static-rejoin"};
    static_assert(sizeof(names) / sizeof(names[0]) == std::size_t(DeliveryCause::Count));
    return nameAt(names, std::size_t(cause));
}

QString Trace::guardName(Guard guard)
{
    static const char *const names[] = {"local-cache", "shared-cache", "inbox-select",
                                        "inbox-claim", "unique-key"};
    static_assert(sizeof(names) / sizeof(names[0]) == std::size_t(Guard::Count));
    return nameAt(names, std::size_t(guard));
}

QString Trace::missReasonName(CacheMissReason reason)
{
    static const char *const names[] = {"never-set", "expired", "evicted", "flushed",
                                        "lost-on-crash"};
    static_assert(sizeof(names) / sizeof(names[0]) == std::size_t(CacheMissReason::Count));
    return nameAt(names, std::size_t(reason));
}

QString Trace::crashPointName(CrashPoint point)
{
    // The format's words; a timed crash with no point has none of its own.
    if (point == CrashPoint::Immediate)
        return QStringLiteral("immediate");
    return point < CrashPoint::Count ? vocab::word(point) : QStringLiteral("unknown");
}

QString Trace::rollbackReasonName(RollbackReason reason)
{
    static const char *const names[] = {"crash", "unique-violation", "already-claimed",
                                        "store-failed"};
    static_assert(sizeof(names) / sizeof(names[0]) == std::size_t(RollbackReason::Count));
    return nameAt(names, std::size_t(reason));
}

} // namespace idem
