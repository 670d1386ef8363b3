#include "faultinjector.h"

#include "editor/scenariodocument.h"
#include "editor/vocablabels.h"
#include "uiformat.h"

#include "consumer/strategytraits.h"

#include <QInputDialog>
#include <QMenu>

namespace idem::ui {

namespace {
ScheduledFault targeted(ScheduleKind kind, int logical, int delivery)
{
    ScheduledFault f;
    f.kind = kind;
    f.message = Scenario::businessKey(logical);
    f.delivery = qMax(1, delivery);
    return f;
}

ScheduledFault timed(ScheduleKind kind, SimTime time)
{
    ScheduledFault f;
    f.kind = kind;
    f.atMs = qMax<SimTime>(0, time / 1000);
    return f;
}

// Adds an action running `slot`, named for tests and the shortcut list.
template <typename Slot>
QAction *addAction(QMenu *menu, const QString &text, const QString &name, const QObject *context, Slot slot)
{
    QAction *a = menu->addAction(text);
    a->setObjectName(name);
    QObject::connect(a, &QAction::triggered, context, slot);
    return a;
}

bool crashPointApplies(const StrategyTraits *t, CrashPoint point)
{
    if (!t)
        return true;
    switch (point) {
    case CrashPoint::BetweenCommits: return t->commitsInboxSeparately();
    case CrashPoint::AfterAckBeforeCacheUpdate: return t->checksCache();
    default: return true;
    }
}
} // namespace

FaultInjector::FaultInjector(ScenarioDocument *document, QWidget *dialogParent)
    : QObject(dialogParent), m_document(document), m_dialogParent(dialogParent)
{
}

void FaultInjector::inject(const ScheduledFault &fault, const QString &description)
{
    Scenario next = m_document->scenario();
    next.faults.schedule.append(fault);
    m_document->change(next, description, {}, true);
}

QMenu *FaultInjector::recordMenu(const RunResult &run, int record, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("injectMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (record < 0 || std::size_t(record) >= run.trace.size())
        return menu;
    const TraceRecord &r = run.trace.at(std::size_t(record));
    const int logical = r.message == kNoMessage ? -1 : int(r.message);
    if (logical >= 0) {
        const QString key = Scenario::businessKey(logical);
        const int delivery = r.number();
        menu->addSection(r.isConsumer() ? tr("%1 · delivery %2 · %3").arg(key, UiFormat::count(delivery), UiFormat::laneName(r.actor()))
                                        : key);
        if (r.isConsumer() && delivery > 0) {
            addAction(menu, tr("Lose this ack"), QStringLiteral("injectAckLost"), this, [this, logical, delivery, key] {
                inject(targeted(ScheduleKind::AckLost, logical, delivery),
                       tr("Lose the ack of %1 delivery %2").arg(key, UiFormat::count(delivery)));
            })->setToolTip(tr("The consumer handles it, but its ack never reaches the broker"));
            QMenu *crash = menu->addMenu(tr("Crash the consumer here"));
            crash->setObjectName(QStringLiteral("injectCrashMenu"));
            const StrategyTraits *traits = StrategyTraits::find(run.scenario.strategy.id);
            for (const auto &point : VocabLabels::crashPoints()) {
                const QString id = point.first;
                const CrashPoint at = vocab::crashPoint(id).value_or(CrashPoint::Immediate);
                addAction(crash, point.second, QStringLiteral("injectCrash-") + id, this, [this, logical, delivery, key, at] {
                    ScheduledFault f = targeted(ScheduleKind::ConsumerCrash, logical, delivery);
                    f.point = at;
                    inject(f, tr("Crash on %1 delivery %2 (%3)").arg(key, UiFormat::count(delivery), VocabLabels::crashPoint(at)));
                })->setEnabled(crashPointApplies(traits, at));
            }
            const qint64 suggested = qMin<qint64>(run.scenario.broker.redeliveryTimeoutMs + 5000, 86400000);
            addAction(menu, tr("Make this handler slow…"), QStringLiteral("injectSlow"), this,
                      [this, logical, delivery, key, suggested] {
                          bool ok = false;
                          const int ms = QInputDialog::getInt(
                              m_dialogParent, tr("Slow handler"),
                              tr("Extra handling time for %1 delivery %2 (%3).\nLonger than the redelivery timeout "
                                 "makes the broker hand it out again.")
                                  .arg(key, UiFormat::count(delivery), UiFormat::unit(UiFormat::Unit::Milliseconds)),
                              int(suggested), 1, 86400000, 1000, &ok);
                          if (!ok)
                              return;
                          ScheduledFault f = targeted(ScheduleKind::SlowHandler, logical, delivery);
                          f.durationMs = ms;
                          inject(f, tr("Slow handler on %1 delivery %2").arg(key, UiFormat::count(delivery)));
                      });
        } else if (r.actor() == ActorProducer && r.kind() != TraceKind::PublishGaveUp) {
            const int attempt = qMax(1, delivery);
            addAction(menu, tr("Lose this publish ack"), QStringLiteral("injectPublishAckLost"), this,
                      [this, logical, attempt, key] {
                          inject(targeted(ScheduleKind::PublishAckLost, logical, attempt),
                                 tr("Lose the publish ack of %1 attempt %2").arg(key, UiFormat::count(attempt)));
                      });
            addAction(menu, tr("Lose this publish"), QStringLiteral("injectPublishLost"), this,
                      [this, logical, attempt, key] {
                          inject(targeted(ScheduleKind::PublishLost, logical, attempt),
                                 tr("Lose the publish of %1 attempt %2").arg(key, UiFormat::count(attempt)));
                      });
        }
        addAction(menu, tr("Follow %1").arg(key), QStringLiteral("followMessage"), this,
                  [this, logical] { emit followRequested(logical); });
    }
    addTimedActions(menu, r.time());
    return menu;
}

QMenu *FaultInjector::timeMenu(SimTime time, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("injectTimeMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    addTimedActions(menu, time);
    return menu;
}

void FaultInjector::addTimedActions(QMenu *menu, SimTime time)
{
    const QString at = UiFormat::seconds(time);
    menu->addSection(tr("At %1").arg(at));
    addAction(menu, tr("Restart the broker here"), QStringLiteral("injectBrokerRestart"), this, [this, time, at] {
        inject(timed(ScheduleKind::BrokerRestart, time), tr("Restart the broker at %1").arg(at));
    });
    addAction(menu, tr("Flush the cache here"), QStringLiteral("injectCacheFlush"), this, [this, time, at] {
        inject(timed(ScheduleKind::CacheFlush, time), tr("Flush the cache at %1").arg(at));
    });
    addAction(menu, tr("Store unavailable here…"), QStringLiteral("injectStoreDown"), this, [this, time, at] {
        bool ok = false;
        const int ms = QInputDialog::getInt(m_dialogParent, tr("Store unavailable"),
                                            tr("How long the store stays unavailable from %1 (%2)")
                                                .arg(at, UiFormat::unit(UiFormat::Unit::Milliseconds)), 3000, 1,
                                            86400000, 500, &ok);
        if (!ok)
            return;
        ScheduledFault f = timed(ScheduleKind::StoreUnavailable, time);
        f.durationMs = ms;
        inject(f, tr("Store unavailable at %1").arg(at));
    });
    addAction(menu, tr("Crash consumer-1 here"), QStringLiteral("injectCrashNow"), this, [this, time, at] {
        ScheduledFault f = timed(ScheduleKind::ConsumerCrash, time);
        f.consumer = 1;
        inject(f, tr("Crash consumer-1 at %1").arg(at));
    });
    addAction(menu, tr("A consumer joins here"), QStringLiteral("injectJoin"), this, [this, time, at] {
        inject(timed(ScheduleKind::ConsumerJoin, time), tr("A consumer joins at %1").arg(at));
    });
}

} // namespace idem::ui
