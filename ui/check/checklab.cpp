#include "checklab.h"

#include "run/comparisonrunner.h"

#ifdef IDEMLAB_HAVE_LIVE
#include "checkrun.h"
#include "liveoutput.h"
#include "liveservers.h"
#endif

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace idem::ui {

QString CheckLab::unavailable(const Scenario &scenario, const CheckRequest &request)
{
#ifdef IDEMLAB_HAVE_LIVE
    if (request.command.trimmed().isEmpty())
        return tr("Give the command that starts your consumer.");
    if (!request.folder.isEmpty() && !QFileInfo(request.folder).isDir())
        return tr("The working folder %1 is not a folder.").arg(request.folder);
    live::CheckOptions options;
    options.command = request.command;
    options.consumers = request.consumers;
    options.effects = request.effects;
    if (const QString why = live::CheckRun::refusal(scenario, options); !why.isEmpty())
        return tr("This scenario cannot check your consumer: %1").arg(why);
    if (live::LiveServers::program(QStringLiteral("rabbitmq-server")).isEmpty())
        return tr("RabbitMQ is not installed: the program rabbitmq-server was not found. Install the Debian package "
                  "rabbitmq-server (./lab.sh installs it) and try again.");
    return {};
#else
    Q_UNUSED(scenario)
    Q_UNUSED(request)
    return tr("This idemlab was built without the live lab: install librabbitmq-dev, libnats-dev and libhiredis-dev "
              "(./lab.sh installs them), build again, and install rabbitmq-server.");
#endif
}

QString CheckLab::tooFull(const QString &parent)
{
#ifdef IDEMLAB_HAVE_LIVE
    // Below RabbitMQ's disk limit the node takes no message: the check
    // would wait for nothing (app/checkcommand.cpp refuses the same).
    const qint64 free = live::LiveOutput::freeBytes(parent);
    if (free < 0 || free >= live::LiveOutput::kNodeNeeds)
        return {};
    const QLocale locale;
    const auto megabytes = [&locale](qint64 bytes) {
        return locale.toString(double(bytes) / (1024.0 * 1024.0), 'f', 1);
    };
    return tr("%1 has %2 MB free: the check keeps its private RabbitMQ node's data there, which needs about %3 MB "
              "(RabbitMQ takes no message while less than %4 MB is free). Free some space there and try again.")
        .arg(QDir::toNativeSeparators(parent), megabytes(free), megabytes(live::LiveOutput::kNodeNeeds),
             megabytes(live::LiveOutput::kNodeDiskFreeLimit));
#else
    Q_UNUSED(parent)
    return {};
#endif
}

CheckVerdict CheckLab::run(const Scenario &scenario, const CheckRequest &request, const QString &parent,
                           const std::atomic_bool &cancel, const Report &report, QString *error)
{
    CheckVerdict out;
    error->clear();
    if (const QString why = unavailable(scenario, request); !why.isEmpty()) {
        *error = why;
        return out;
    }
    if (const QString why = tooFull(parent); !why.isEmpty()) {
        *error = why;
        return out;
    }
#ifdef IDEMLAB_HAVE_LIVE
    out.folder = QDir(parent).filePath(QStringLiteral("check-%1-%2")
                                           .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")),
                                                scenario.strategy.id));
    if (!QDir().mkpath(out.folder)) {
        *error = tr("%1: cannot create the folder").arg(out.folder);
        return out;
    }
    live::CheckOptions options;
    options.command = request.command;
    options.commandFolder = request.folder;
    options.consumers = request.consumers;
    options.effects = request.effects;
    options.query = request.query;
    options.workFolder = QDir(out.folder).filePath(QStringLiteral("check"));
    const QString messages = QLocale().toString(scenario.messages);
    report(tr("Starting a private RabbitMQ node (10 to 40 s)…"), 0.02);
    options.progress = [&](double f) {
        report(tr("Checking your consumer on %1 messages: %2 % acked")
                   .arg(messages, QLocale().toString(qRound(f * 100))),
               0.1 + 0.85 * f);
    };
    live::CheckRun check(scenario, ComparisonRunner::databaseFile(out.folder, scenario.strategy.id), options);
    live::CheckStats stats;
    auto run = std::make_shared<RunResult>(check.run(&stats, &cancel));
    if (cancel.load()) {
        *error = cancelledError();
        return out;
    }
    if (!run->error.isEmpty()) {
        *error = tr("The check failed: %1").arg(run->error);
        return out;
    }
    out.run = std::move(run);
    out.broker = stats.broker;
    out.effects = stats.effects;
    out.effectRows = stats.effectRows;
    out.otherKeys = stats.otherKeys;
    out.kills = stats.kills;
    out.starts = stats.starts;
    out.connections = stats.connections;
    report(tr("Done."), 1.0);
#else
    Q_UNUSED(parent)
    Q_UNUSED(cancel)
    Q_UNUSED(report)
#endif
    return out;
}

} // namespace idem::ui
