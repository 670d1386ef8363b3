#include "strategygroup.h"

#include "fieldbinder.h"

#include "consumer/strategytraits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace idem::ui {

namespace {
constexpr qint64 kWeekMs = 7LL * 24 * 3600 * 1000;
constexpr qint64 kYearMs = 365LL * 24 * 3600 * 1000;

void enable(QFormLayout *form, const QList<QWidget *> &widgets, bool on)
{
    for (QWidget *w : widgets) {
        w->setEnabled(on);
        if (QWidget *label = form->labelForField(w))
            label->setEnabled(on);
    }
}
} // namespace

StrategyGroup::StrategyGroup(FieldBinder &b, QWidget *parent)
    : EditorGroup(tr("Strategy"), QStringLiteral("$.strategy"), b, parent)
{
    addRow(tr("Strategy"),
           b.choice(QStringLiteral("$.strategy.id"), tr("strategy"), VocabLabels::strategies(),
                    [](const Scenario &s) { return s.strategy.id; },
                    [](Scenario &s, const QString &v) { s.strategy.id = v; }),
           tr("How the consumer recognises a message it has already handled."));
    m_traits = addNote();
    m_traits->setObjectName(QStringLiteral("strategyTraits"));
    m_traits->setTextFormat(Qt::RichText);
    auto *ttl = b.millis(QStringLiteral("$.strategy.cacheTtlMs"), tr("cache TTL"), 0, kWeekMs,
                         [](const Scenario &s) { return s.strategy.cacheTtlMs; },
                         [](Scenario &s, qint64 v) { s.strategy.cacheTtlMs = v; });
    addRow(tr("Cache TTL"), ttl, tr("How long a cache entry lives. A redelivery after it expired gets through."));
    auto *capacity = b.integer(QStringLiteral("$.strategy.cacheCapacity"), tr("cache capacity"), 1, 10000000,
                               [](const Scenario &s) { return s.strategy.cacheCapacity; },
                               [](Scenario &s, int v) { s.strategy.cacheCapacity = v; });
    addRow(tr("Cache capacity"), capacity,
           tr("Entries before the least recently used is evicted (Camel's memory repository keeps 1000)."));
    auto *unique = b.flag(QStringLiteral("$.strategy.uniqueConstraint"), tr("Unique key on the inbox"),
                          [](const Scenario &s) { return s.strategy.uniqueConstraint; },
                          [](Scenario &s, bool v) { s.strategy.uniqueConstraint = v; });
    unique->setToolTip(tr("PRIMARY KEY(message_id, consumer) on the inbox. Switch it off to watch "
                          "check-then-insert commit both copies of a race."));
    form()->addRow(unique);
    auto *retention = qobject_cast<QDoubleSpinBox *>(
        b.millis(QStringLiteral("$.strategy.retentionMs"), tr("inbox retention"), 0, kYearMs,
                 [](const Scenario &s) { return s.strategy.retentionMs; },
                 [](Scenario &s, qint64 v) { s.strategy.retentionMs = v; }));
    retention->setSpecialValueText(tr("keep for ever"));
    addRow(tr("Inbox retention"), retention,
           tr("A cleanup job deletes inbox rows older than this (MassTransit 30 min, NServiceBus 7 days, "
              "Wolverine 5 min); a redelivery after that is handled again. 0 = keep for ever."));
    m_cacheOnly = {ttl, capacity};
    m_inboxOnly = {unique, retention};
}

void StrategyGroup::refresh(const Scenario &s)
{
    const StrategyTraits *t = StrategyTraits::find(s.strategy.id);
    if (!t) {
        m_traits->clear();
        return;
    }
    m_traits->setText(tr("<b>%1</b><br>Mirrors: %2<br>Leaks: %3")
                          .arg(QCoreApplication::translate("Strategy", t->title).toHtmlEscaped(),
                               QCoreApplication::translate("Strategy", t->mirrors).toHtmlEscaped(),
                               QCoreApplication::translate("Strategy", t->leaks).toHtmlEscaped()));
    enable(form(), m_cacheOnly, t->cache != CacheUse::None);
    enable(form(), m_inboxOnly, t->guard != DbGuard::None || t->inbox != InboxWrite::None);
}

} // namespace idem::ui
