#include "faultrecords.h"

namespace idem::ui {

bool FaultRecords::isFault(TraceKind kind)
{
    switch (kind) {
    case TraceKind::PublishAckLost:
    case TraceKind::AckLost:
    case TraceKind::Crash:
    case TraceKind::SlowHandler:
    case TraceKind::ConnectionLost:
    case TraceKind::BrokerRestart:
    case TraceKind::CacheFlush:
    case TraceKind::StoreDown:
    case TraceKind::ConsumerJoin:
    case TraceKind::ConsumerLeave:
        return true;
    default:
        return false;
    }
}

QVector<int> FaultRecords::of(const Trace &trace)
{
    QVector<int> out;
    const auto &records = trace.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (isFault(records[i].kind()))
            out.append(int(i));
    }
    return out;
}

} // namespace idem::ui
