#pragma once

#include "kernel/trace.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace idem::ui {

// Plain words for trace records, shared by the event log and the
// inspector: what kind of event, what its detail field means, and the
// colour that marks it (duplicates red, skips green, faults amber).
class RecordText final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::RecordText)
public:
    static QString kind(TraceKind kind);
    static QString details(const TraceRecord &record);
    static QString cause(DeliveryCause cause);
    static QString guard(Guard guard);
    static QString missReason(CacheMissReason reason);
    static QString rollbackReason(RollbackReason reason);
    static QString crashPoint(CrashPoint point);
    static QString storeStatus(int status);
    static QString statementName(int statement);
    // An invalid colour for ordinary records.
    static QColor color(const TraceRecord &record);
};

} // namespace idem::ui
