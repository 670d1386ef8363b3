#pragma once

#include "kernel/trace.h"

#include <QVector>

namespace idem::ui {

// The records of a run where an injected fault fired (a lost ack or publish
// ack, a crash, a slow handler, a dropped connection, a broker restart, a
// cache flush, the store going down, a member joining or leaving): what the
// window selects and follows when it shows a counterexample.
class FaultRecords final
{
public:
    static bool isFault(TraceKind kind);
    // Their indexes in trace order.
    static QVector<int> of(const Trace &trace);

    FaultRecords() = delete;
};

} // namespace idem::ui
