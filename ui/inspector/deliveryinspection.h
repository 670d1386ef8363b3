#pragma once

#include "run/runresult.h"
#include "store/sqlstatements.h"
#include "store/storestatus.h"

#include <QVector>

namespace idem::ui {

// What one selected record tells about its delivery: which message and
// copy, which consumer, what the strategy decided, which SQL ran and how
// the transaction ended: the handling the run's message history found
// (core/analysis/messagehistory.h), its records read in order.
struct DeliveryFacts
{
    struct SqlStep
    {
        SimTime time = 0;
        SqlStatement statement = SqlStatement::Begin;
        StoreStatus status = StoreStatus::Ok;
    };
    struct TxEnd
    {
        SimTime time = 0;
        bool committed = false;
        int statement = 0;                      // Commit: the transaction's purpose
        RollbackReason reason = RollbackReason::Crash;
    };
    enum class Ack { None, Sent, Lost };

    int record = -1;
    TraceRecord selected;
    int logical = -1;      // -1: a record about no message
    int attempt = -1;      // publish attempt of the copy; -1 when unknown
    int consumer = 0;      // 0: not a consumer lane
    int delivery = 0;
    int handleRecord = -1; // HandleStart of the delivery; -1 when not handled (yet)
    DeliveryCause cause = DeliveryCause::First;
    SimTime start = 0;

    bool cacheChecked = false;
    bool cacheHit = false;
    CacheMissReason missReason = CacheMissReason::Never;
    bool skipped = false;
    Guard guard = Guard::LocalCache;
    bool applied = false;
    bool duplicate = false;
    int storeFailures = 0;
    int busy = 0;
    bool crashed = false;
    CrashPoint crashPoint = CrashPoint::Immediate;
    qint64 slowExtraMs = 0;
    QVector<SqlStep> sql;
    QVector<TxEnd> transactions;
    Ack ack = Ack::None;
    SimTime ackAt = 0;
    int ackCovers = 0;

    bool isDelivery() const { return handleRecord >= 0; }
};

class DeliveryInspection final
{
public:
    static DeliveryFacts inspect(const RunResult &run, int record);
};

} // namespace idem::ui
