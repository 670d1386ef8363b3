#pragma once

// What the live suites share: their private servers, the scenarios they
// start from, a live run into the suite's folder, and the counts the real
// run gives other than the model's.

#include "livecompare.h"
#include "liverun.h"
#include "liveservers.h"
#include "scenario/brokerprofile.h"

#include <QDir>
#include <QString>
#include <QStringList>
#include <memory>

namespace livetestsupport {

// A private RabbitMQ node (and Redis with `redis`) in `folder`, started
// together and waited for; empty, or why not. Generous: a busy 2-core
// machine starts a node in 10–40 s.
inline QString startRabbit(std::unique_ptr<idem::live::LiveServers> &servers, const QString &folder,
                           bool redis = false)
{
    QDir().mkpath(folder);
    servers = std::make_unique<idem::live::LiveServers>(folder);
    idem::Outcome e = servers->startRabbit();
    if (e.ok() && redis)
        e = servers->startRedis();
    if (e.ok() && redis)
        e = servers->waitRedis(180000);
    if (e.ok())
        e = servers->waitRabbit(180000);
    return e.error();
}

// `messages` messages, all on the queue at t = 0, on `profile` with its
// documented defaults.
inline idem::Scenario scenarioOn(const QString &profile, const QString &name, int messages)
{
    idem::Scenario s;
    s.name = name;
    s.messages = messages;
    s.publishIntervalMs = 0;
    s.broker.profile = profile;
    idem::BrokerProfile::applyDefaults(s.broker);
    return s;
}

// The ack of `key`'s `delivery`-th delivery never reaches the broker.
inline void loseAck(idem::Scenario &s, const QString &key, int delivery = 1)
{
    idem::ScheduledFault f;
    f.kind = idem::ScheduleKind::AckLost;
    f.message = key;
    f.delivery = delivery;
    s.faults.schedule.append(f);
}

// The live run of `s` into `database`, its consumers `idemlab consume`.
inline idem::RunResult runLive(const idem::Scenario &s, const QString &database, idem::live::LiveStats *stats,
                               idem::live::LiveOptions options)
{
    options.consumerProgram = QStringLiteral(IDEMLAB_BINARY);
    idem::live::LiveRun run(s, database, options);
    return run.run(stats);
}

// Each count the real run gives other than the model's ("id: simulated N,
// real M"), but those whose id is in `timing`.
inline QStringList countDifferences(const idem::RunResult &sim, const idem::RunResult &real,
                                    const QStringList &timing = {})
{
    QStringList text;
    for (const idem::live::CountRow &r : idem::live::LiveCompare::differences(sim, real)) {
        if (!timing.contains(r.id))
            text << QStringLiteral("%1: simulated %2, real %3").arg(r.id).arg(r.simulated).arg(r.real);
    }
    return text;
}

} // namespace livetestsupport
