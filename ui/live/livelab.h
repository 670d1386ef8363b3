#pragma once

#include "base/outcome.h"
#include "run/runptr.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <atomic>
#include <functional>

#ifdef IDEMLAB_HAVE_LIVE
namespace idem::live {
class LiveServers;
}
#endif

namespace idem::ui {

// A scenario's real run beside its simulated one.
struct SimVsReal
{
    RunPtr simulated;
    RunPtr real;
    QString broker;          // which broker ran it ("private RabbitMQ node …")
    QString folder;          // simulated/ and live/ run databases, the servers' files
    double serverStartMs = 0;
    double runMs = 0;
};

// The window's live lab: the open scenario against a private RabbitMQ node
// (and Redis) with real consumer processes (core/live), then the same
// scenario simulated. Stateless; run() blocks, so it is called on a worker
// thread.
class LiveLab final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::LiveLab)
public:
    // Why `scenario` cannot run against a real broker here, for a person
    // (translated), or empty: the live lab not built into this idemlab,
    // rabbitmq-server or redis-server not installed (naming the binary and
    // the package), or a scenario the real broker cannot play.
    static QString unavailable(const Scenario &scenario);

    using Report = std::function<void(const QString &status, double fraction)>;
    // Runs `scenario` live, then simulated, into a new folder under
    // `parent`; `consumerProgram` is the idemlab binary (`idemlab consume`).
    // Cancel stops the consumer processes and the private servers before it
    // returns. On failure `error` says why ("cancelled" when cancelled).
    static SimVsReal run(const Scenario &scenario, const QString &parent, const QString &consumerProgram,
                         const std::atomic_bool &cancel, const Report &report, QString *error);

    static QString cancelledError() { return QStringLiteral("cancelled"); }

    LiveLab() = delete;

private:
#ifdef IDEMLAB_HAVE_LIVE
    // Starts `servers` (Redis too when the strategy shares a cache) and waits
    // until they answer; the reason, for a person, when one cannot start.
    static Outcome startServers(const Scenario &scenario, live::LiveServers &servers, const std::atomic_bool &cancel,
                                const Report &report);
    static QString cannotStart(const QString &server, const QString &program, const QString &why);
#endif
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::SimVsReal)
