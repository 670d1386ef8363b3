#include "inspectorhtml.h"

#include "jobs/noticestyle.h"
#include "log/recordtext.h"
#include "uiformat.h"

#include "consumer/strategytraits.h"
#include "scenario/brokerprofile.h"

#include <QGuiApplication>
#include <QLocale>
#include <algorithm>

namespace idem::ui {

namespace {
using Tone = NoticeStyle::Tone;
const Tone kRed = Tone::Error;
const Tone kGreen = Tone::Success;
const Tone kAmber = Tone::Warning;

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// Words of a paragraph, a list item or a heading, escaped: in Persian every
// Latin run is isolated (so "consumer-2. offsetها" keeps its suffix on
// "offset" and a bracket with its words) and a sentence that begins with a
// Latin word ("ackی که …", "Cache miss: …", "handler کند: …") starts with a
// right-to-left mark, the rule of the reports' paragraphs.
QString words(const QString &s)
{
    return esc(UiFormat::startOnItsSide(UiFormat::isolateLatinRuns(s)));
}

// The inspector's colours come from the theme (NoticeStyle mixes each tone
// with the palette's text and base), so its words read on a dark theme too.
NoticeStyle::Colours toneColours(Tone tone)
{
    return NoticeStyle::colours(QGuiApplication::palette(), tone);
}

// Secondary words (labels, times, notes) and a table's header cells. The
// placeholder colour is translucent (text at half strength); HTML gets it
// laid on the base colour, as a widget would paint it.
QString muted()
{
    const QPalette palette = QGuiApplication::palette();
    const QColor c = palette.color(QPalette::PlaceholderText);
    const QColor base = palette.color(QPalette::Base);
    const float a = c.alphaF();
    return QColor::fromRgbF(c.redF() * a + base.redF() * (1 - a), c.greenF() * a + base.greenF() * (1 - a),
                            c.blueF() * a + base.blueF() * (1 - a))
        .name();
}

QString headerBackground()
{
    return QGuiApplication::palette().color(QPalette::AlternateBase).name();
}

QString colored(const QString &text, Tone tone, bool bold = true)
{
    return QStringLiteral("<span style=\"color:%1;%2\">%3</span>")
        .arg(toneColours(tone).text.name(), bold ? QStringLiteral("font-weight:bold") : QString(), words(text));
}

QString section(const QString &title)
{
    return QStringLiteral("<h3 style=\"margin-top:12px;margin-bottom:4px\">%1</h3>").arg(words(title));
}

bool rightToLeft()
{
    return QLocale().textDirection() == Qt::RightToLeft;
}

// Qt's rich text lays table columns out from the left in every language:
// a right-to-left reader's first column is written last.
QString cells(QStringList columns)
{
    if (rightToLeft())
        std::reverse(columns.begin(), columns.end());
    return columns.join(QString());
}

QString keyValue(const QList<QPair<QString, QString>> &rows)
{
    // Each cell takes its direction from its first letter: a value that starts
    // with an id ("msg-order-8 (سیاست …)") would read from the left.
    const QString mark = rightToLeft() ? QStringLiteral("&#x200F;") : QString();
    const QString labelStyle = (rightToLeft() ? QStringLiteral("color:%1;padding-left:10px")
                                              : QStringLiteral("color:%1;padding-right:10px"))
                                   .arg(muted());
    QString h = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    for (const auto &r : rows)
        h += QStringLiteral("<tr>%1</tr>")
                 .arg(cells({QStringLiteral("<td style=\"%1\">%2</td>").arg(labelStyle, esc(r.first)),
                             QStringLiteral("<td>%1%2</td>").arg(mark, r.second)}));
    return h + QStringLiteral("</table>");
}

QString statusColor(StoreStatus s)
{
    switch (s) {
    case StoreStatus::Ok: return toneColours(kGreen).text.name();
    case StoreStatus::Busy: return toneColours(kAmber).text.name();
    case StoreStatus::Constraint:
    case StoreStatus::Failed:
        return toneColours(kRed).text.name();
    }
    return {};
}
} // namespace

QString InspectorHtml::placeholder()
{
    return QStringLiteral("<p style=\"color:%1\">%2</p>")
        .arg(muted(), words(tr("Click an event on the timeline or in the event log to see what happened to that "
                    "delivery: the strategy's decision, the SQL that ran, the transaction's outcome, the "
                    "rows at that moment and why it happened. Press N to jump to the next interesting event.")));
}

QString InspectorHtml::render(const RunResult &run, const Inspection &in)
{
    const DeliveryFacts &f = in.facts;
    if (f.record < 0)
        return placeholder();
    QString h = header(f);
    if (f.logical < 0)
        return h + QStringLiteral("<p>%1</p>").arg(words(in.note.isEmpty() ? globalNote(f.selected) : in.note));
    h += message(run, in);
    const bool observed = run.trace.handlingObserved();
    if (f.isDelivery()) {
        // A check's handler is the user's own code: the wire shows the
        // delivery and its ack, kill or cut, the user's database the effects.
        h += observed ? decision(run, f) + sql(f) + transaction(f) : unobserved(run, f);
        h += ack(run, f);
    }
    if (observed)
        h += rows(in);
    h += why(run, in);
    const QString key = Scenario::businessKey(f.logical);
    h += QStringLiteral("<p style=\"margin-top:12px\"><a href=\"follow:%1\">%2</a> &nbsp;·&nbsp; "
                        "<a href=\"filter:%1\">%3</a></p>")
             .arg(f.logical)
             .arg(words(tr("Follow %1 on the timeline").arg(key)), words(tr("Show only %1 in the event log").arg(key)));
    return h;
}

QString InspectorHtml::header(const DeliveryFacts &f)
{
    const TraceRecord &r = f.selected;
    const QColor c = RecordText::color(r);
    const QString title = RecordText::kind(r.kind());
    QString h = QStringLiteral("<h2 style=\"margin-bottom:2px;%1\">%2</h2>")
                    .arg(c.isValid() ? QStringLiteral("color:%1").arg(c.name()) : QString(), words(title));
    QString sub = tr("%1 · %2 · record #%3")
                      .arg(UiFormat::laneName(r.actor()), UiFormat::seconds(r.time()), UiFormat::count(f.record + 1));
    const QString details = RecordText::details(r);
    if (!details.isEmpty())
        sub += UiFormat::separator() + details;
    return h + QStringLiteral("<p style=\"color:%1;margin-top:0\">%2</p>").arg(muted(), esc(UiFormat::prose(sub)));
}

QString InspectorHtml::message(const RunResult &run, const Inspection &in)
{
    const DeliveryFacts &f = in.facts;
    const Scenario &s = run.scenario;
    QList<QPair<QString, QString>> rows;
    rows.append({tr("Business key"), QStringLiteral("<b>%1</b>").arg(esc(Scenario::businessKey(f.logical)))});
    const QString policy = vocab::word(s.producer.messageIdPolicy);
    QString id;
    if (f.attempt > 0)
        id = QStringLiteral("<code>%1</code>").arg(esc(in.messageIds.value(f.attempt - 1)));
    else if (QStringList(in.messageIds).removeDuplicates() == in.messageIds.size() - 1)
        id = QStringLiteral("<code>%1</code>").arg(esc(in.messageIds.first())); // one id for every attempt
    else
        id = esc(tr("one per publish attempt: %1").arg(in.messageIds.join(QStringLiteral(", "))));
    const QString attempt = f.attempt > 0 ? esc(tr(", publish attempt %1").arg(UiFormat::count(f.attempt))) : QString();
    rows.append({tr("Message id"), tr("%1 (policy %2%3)").arg(id, esc(policy), attempt)});
    if (f.consumer > 0) {
        rows.append({tr("Delivery"), esc(tr("#%1 of this copy").arg(UiFormat::count(f.delivery)))});
        rows.append({tr("Consumer"), esc(UiFormat::consumerName(f.consumer))});
        rows.append({tr("Cause"), words(causeRow(run, in))});
    }
    QString h = section(tr("Message")) + keyValue(rows);
    if (f.consumer > 0) {
        const QString cause = in.cause.isEmpty() ? deliveryCause(run, in) : in.cause;
        if (!cause.isEmpty())
            h += QStringLiteral("<p>%1</p>").arg(words(cause));
    }
    return h;
}

QString InspectorHtml::decision(const RunResult &run, const DeliveryFacts &f)
{
    QStringList items;
    const StrategyTraits *t = StrategyTraits::find(run.scenario.strategy.id);
    if (f.cacheChecked) {
        items.append(f.cacheHit ? colored(tr("Cache hit: the id was cached"), kGreen)
                                : words(tr("Cache miss: %1").arg(RecordText::missReason(f.missReason))));
    } else if (t && t->cache != CacheUse::None) {
        items.append(words(tr("The cache was not consulted")));
    }
    if (f.slowExtraMs > 0)
        items.append(colored(tr("Slow handler: +%1").arg(UiFormat::milliseconds(f.slowExtraMs)), kAmber));
    if (f.busy > 0)
        items.append(
            colored(tr("SQLite answered BUSY (×%1); the step was retried").arg(UiFormat::count(f.busy)), kAmber));
    if (f.storeFailures > 0)
        items.append(colored(
            tr("Store unavailable (×%1): not acked, not skipped, retried later").arg(UiFormat::count(f.storeFailures)),
            kAmber));
    if (f.skipped)
        items.append(colored(tr("Skipped as a duplicate, recognised by %1").arg(RecordText::guard(f.guard)), kGreen));
    if (f.applied && f.duplicate)
        items.append(colored(tr("Applied the effect AGAIN: a duplicate side effect"), kRed));
    else if (f.applied)
        items.append(colored(tr("Applied the effect"), kGreen, false));
    if (f.crashed)
        items.append(colored(tr("Crashed: %1").arg(RecordText::crashPoint(f.crashPoint)), kRed));
    if (!f.skipped && !f.applied && !f.crashed)
        items.append(words(tr("No effect from this delivery (yet)")));
    QString h = section(tr("Strategy decision (%1)").arg(t ? QCoreApplication::translate("Strategy", t->title)
                                                           : run.scenario.strategy.id));
    h += QStringLiteral("<ul style=\"margin-top:0\">");
    for (const QString &i : std::as_const(items))
        h += QStringLiteral("<li>%1</li>").arg(i);
    return h + QStringLiteral("</ul>");
}

QString InspectorHtml::unobserved(const RunResult &run, const DeliveryFacts &f)
{
    const int effects = f.logical < run.effectCounts.size() ? run.effectCounts.at(f.logical) : 0;
    QString h = section(tr("Inside your consumer"));
    h += QStringLiteral("<p>%1</p>")
             .arg(words(tr("What your consumer did with this delivery is not observed: the lab sees only the wire "
                           "(the delivery, its ack, the kill or the cut), not its checks, commits or effects.")));
    h += QStringLiteral("<p>%1</p>")
             .arg(words(tr("Your database holds %n effect(s) of %1.", nullptr, effects)
                            .arg(Scenario::businessKey(f.logical))));
    return h;
}

QString InspectorHtml::sql(const DeliveryFacts &f)
{
    QString h = section(tr("SQL that ran"));
    if (f.sql.isEmpty())
        return h + QStringLiteral("<p>%1</p>").arg(words(tr("None: the handler did not reach the database.")));
    h += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" border=\"0\" width=\"100%\">");
    for (const auto &step : f.sql) {
        const QString status =
            QStringLiteral("<td style=\"color:%1;font-weight:bold;white-space:nowrap\" align=\"%2\">%3</td>")
                .arg(statusColor(step.status), rightToLeft() ? QStringLiteral("left") : QStringLiteral("right"),
                     esc(RecordText::storeStatus(int(step.status))));
        h += QStringLiteral("<tr>%1</tr>")
                 .arg(cells({QStringLiteral("<td style=\"color:%1;white-space:nowrap\">%2</td>")
                                 .arg(muted(), esc(UiFormat::seconds(step.time))),
                             QStringLiteral("<td><code style=\"font-size:small\">%1</code></td>")
                                 .arg(esc(sqlText(step.statement))),
                             status}));
    }
    return h + QStringLiteral("</table>");
}

QString InspectorHtml::transaction(const DeliveryFacts &f)
{
    QString h = section(tr("Transaction"));
    if (f.transactions.isEmpty()) {
        const bool began = std::any_of(f.sql.begin(), f.sql.end(),
                                       [](const auto &s) { return s.statement == SqlStatement::Begin; });
        return h + QStringLiteral("<p>%1</p>").arg(words(began ? tr("Still open at the end of this handling.")
                                                             : tr("No transaction.")));
    }
    QStringList lines;
    for (const auto &t : f.transactions) {
        if (t.committed)
            lines.append(colored(tr("Committed at %1 (%2)").arg(UiFormat::seconds(t.time), RecordText::statementName(t.statement)),
                                 kGreen));
        else
            lines.append(colored(tr("Rolled back at %1: %2").arg(UiFormat::seconds(t.time), RecordText::rollbackReason(t.reason)),
                                 t.reason == RollbackReason::AlreadyClaimed || t.reason == RollbackReason::UniqueViolation
                                     ? kGreen
                                     : kRed));
    }
    return h + QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
}

QString InspectorHtml::ack(const RunResult &run, const DeliveryFacts &f)
{
    QString text;
    switch (f.ack) {
    case DeliveryFacts::Ack::Sent:
        text = words(tr("Acked at %1 (deliveries in this ack: %2).")
                       .arg(UiFormat::seconds(f.ackAt), UiFormat::count(f.ackCovers)));
        break;
    case DeliveryFacts::Ack::Lost: {
        const BrokerProfile *p = BrokerProfile::find(run.scenario.broker.profile);
        const QString timeout = p ? QCoreApplication::translate("BrokerProfile", p->timeoutName) : tr("timeout");
        text = colored(tr("The ack sent at %1 was LOST: the broker will deliver the message again after its %2 (%3).")
                           .arg(UiFormat::seconds(f.ackAt), timeout,
                                UiFormat::milliseconds(run.scenario.broker.redeliveryTimeoutMs)),
                       kAmber);
        break;
    }
    case DeliveryFacts::Ack::None:
        text = words(f.crashed ? tr("Never acked: the consumer crashed first, so the broker will deliver it again.")
                             : tr("Not acked within this handling."));
        break;
    }
    return section(tr("Ack")) + QStringLiteral("<p>%1</p>").arg(text);
}

QString InspectorHtml::rows(const Inspection &in)
{
    QString h = section(tr("Rows at %1").arg(UiFormat::seconds(in.facts.selected.time())));
    for (const RowSet &set : in.rows) {
        h += QStringLiteral("<p style=\"margin-bottom:2px\"><b><code>%1</code></b></p>").arg(esc(set.title));
        if (!set.error.isEmpty()) {
            h += colored(set.error, kRed, false);
            continue;
        }
        if (set.rows.isEmpty()) {
            h += QStringLiteral("<p style=\"color:%1;margin-top:0\">%2</p>").arg(muted(), words(tr("no rows")));
            continue;
        }
        const bool duplicate = set.effectRows && set.rows.size() > 1;
        h += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" border=\"1\" style=\"border-color:#ccc\"><tr>");
        for (const QString &c : set.columns)
            h += QStringLiteral("<th style=\"background:%1\">%2</th>").arg(headerBackground(), esc(c));
        h += QStringLiteral("</tr>");
        for (const QStringList &row : set.rows) {
            h += duplicate ? QStringLiteral("<tr style=\"background:%1\">").arg(toneColours(kRed).background.name())
                           : QStringLiteral("<tr>");
            for (const QString &v : row)
                h += QStringLiteral("<td>%1</td>").arg(esc(v));
            h += QStringLiteral("</tr>");
        }
        h += QStringLiteral("</table>");
    }
    return h;
}

QString InspectorHtml::why(const RunResult &run, const Inspection &in)
{
    Q_UNUSED(run)
    QString h = section(tr("Why (cause chain)"));
    if (!in.violation.isEmpty())
        h += QStringLiteral("<p style=\"background:%1;color:%2;padding:6px\">%3</p>")
                 .arg(toneColours(kRed).background.name(), toneColours(kRed).text.name(), words(in.violation));
    if (!in.storyText.isEmpty()) {
        h += QStringLiteral("<p style=\"margin-bottom:2px\">%1</p><ol style=\"margin-top:0\">")
                 .arg(words(tr("Every delivery of %1:").arg(Scenario::businessKey(in.facts.logical))));
        for (const QString &line : in.storyText.split(QLatin1Char('\n')))
            h += QStringLiteral("<li>%1</li>").arg(words(line));
        h += QStringLiteral("</ol>");
    }
    if (in.violation.isEmpty() && in.storyText.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(words(tr("Nothing went wrong for this key.")));
    return h;
}

QString InspectorHtml::causeRow(const RunResult &run, const Inspection &in)
{
    const DeliveryFacts &f = in.facts;
    const QString plain = RecordText::cause(f.cause);
    if (f.cause != DeliveryCause::First)
        return plain; // a redelivery's cause is its mechanism already
    const auto &hs = in.story.handlings;
    int k = -1;
    for (int i = 0; i < hs.size(); ++i) {
        if (hs.at(i).consumer == f.consumer && hs.at(i).number == f.delivery && hs.at(i).start == f.start)
            k = i;
    }
    if (k < 0 || !hs.at(k).applied)
        return plain;
    const Explainer::Handling &h = hs.at(k);
    if (h.appliedAgainAt >= 0)
        return tr("%1 — applied again at %2 by the handler's retry, after the store became unavailable at %3")
            .arg(plain, UiFormat::seconds(h.appliedAgainAt), UiFormat::seconds(h.storeFailedAt));
    // A later copy that was handed out while this handler ran and applied
    // first: this application is the duplicate.
    for (int i = k + 1; i < hs.size(); ++i) {
        const Explainer::Handling &other = hs.at(i);
        if (!(other.start < h.endAt && other.applied && other.appliedAt < h.appliedAt))
            continue;
        QString mechanism = RecordText::cause(other.cause);
        if (other.cause == DeliveryCause::TimeoutExpired || other.cause == DeliveryCause::AckLost) {
            if (const BrokerProfile *p = BrokerProfile::find(run.scenario.broker.profile); p && !p->partitioned)
                mechanism = tr("%1 %2").arg(QCoreApplication::translate("BrokerProfile", p->timeoutName),
                                           UiFormat::duration(run.scenario.broker.redeliveryTimeoutMs));
        }
        return tr("%1 — raced with %2's redelivery (#%3 at %4, %5)")
            .arg(plain, UiFormat::consumerName(other.consumer), UiFormat::count(other.number),
                 UiFormat::seconds(other.start), mechanism);
    }
    return plain;
}

QString InspectorHtml::deliveryCause(const RunResult &run, const Inspection &in)
{
    const DeliveryFacts &f = in.facts;
    if (f.cause == DeliveryCause::First)
        return tr("The first delivery of this copy.");
    const auto &hs = in.story.handlings;
    int k = -1;
    for (int i = 0; i < hs.size(); ++i) {
        if (hs.at(i).consumer == f.consumer && hs.at(i).number == f.delivery && hs.at(i).start == f.start)
            k = i;
    }
    const BrokerProfile *p = BrokerProfile::find(run.scenario.broker.profile);
    const QString timeout = tr("%1 (%2)").arg(p ? QCoreApplication::translate("BrokerProfile", p->timeoutName) : tr("timeout"),
                                            UiFormat::milliseconds(run.scenario.broker.redeliveryTimeoutMs));
    if (k > 0) {
        const Explainer::Handling &prev = hs.at(k - 1);
        switch (f.cause) {
        case DeliveryCause::AckLost:
            if (prev.ackLostAt >= 0)
                return tr("Why it came again: the ack of delivery %1 from %2 was lost at %3; the broker cannot tell "
                          "a lost ack from a slow consumer, so it delivered the message again after its %4.")
                    .arg(UiFormat::count(prev.number))
                    .arg(UiFormat::consumerName(prev.consumer), UiFormat::seconds(prev.ackLostAt), timeout);
            break;
        case DeliveryCause::CrashBeforeAck:
            if (prev.crashed)
                return tr("Why it came again: %1 crashed at %2 (%3) before acking delivery %4.")
                    .arg(UiFormat::consumerName(prev.consumer), UiFormat::seconds(prev.crashedAt),
                         RecordText::crashPoint(prev.crashPoint))
                    .arg(UiFormat::count(prev.number));
            break;
        case DeliveryCause::TimeoutExpired:
            return tr("Why it came again: %1 had not acked within the %2, so the broker handed it out again "
                      "while the first handler was still running.")
                .arg(UiFormat::consumerName(prev.consumer), timeout);
        default: break;
        }
    }
    switch (f.cause) {
    case DeliveryCause::BrokerRestart:
        return tr("Why it came again: the broker restarted and handed out everything not yet acknowledged.");
    case DeliveryCause::ProducerRetry:
        return tr("Why it came again: the producer never heard the publish ack and published again (attempt %1).")
            .arg(qMax(1, f.attempt));
    case DeliveryCause::Rebalance:
        return tr("Why it came again: a rebalance moved the partition and the new owner re-read from the last "
                  "committed offset.");
    case DeliveryCause::StaticRejoin:
        return tr("Why it came again: the consumer crashed and came back within session.timeout.ms; as a static "
                  "member (group.instance.id) it rejoined without a rebalance, kept its partitions and re-read them "
                  "from the last committed offset.");
    case DeliveryCause::ConnectionLost:
        return tr("Why it came again: the consumer's connection dropped before its ack, so every unacked delivery "
                  "came back.");
    default: break;
    }
    return tr("Why it came again: %1.").arg(RecordText::cause(f.cause));
}

QString InspectorHtml::globalNote(const TraceRecord &r)
{
    switch (r.kind()) {
    case TraceKind::BrokerRestart:
        return tr("The broker restarted: every delivery not yet acknowledged will be handed out again.");
    case TraceKind::BrokerBack: return tr("The broker is back and delivers again.");
    case TraceKind::CacheFlush:
        return tr("The cache was flushed: every id cached before now is forgotten, so a late duplicate gets through "
                  "a cache-only strategy.");
    case TraceKind::StoreDown:
        return tr("The store became unavailable: handlers must neither ack nor skip; they retry later.");
    case TraceKind::StoreUp: return tr("The store is available again.");
    case TraceKind::RetentionCleanup:
        return tr("The retention job deleted old inbox rows: a redelivery of those messages will be handled again.");
    case TraceKind::Restart: return tr("The consumer restarted with an empty local cache.");
    case TraceKind::Crash: return tr("The consumer crashed between deliveries.");
    case TraceKind::ConsumerJoin: return tr("A consumer joined.");
    case TraceKind::ConsumerLeave: return tr("A consumer left; its unacked deliveries come back.");
    case TraceKind::Rebalance: return tr("The consumer group rebalanced its partitions.");
    case TraceKind::CommitFailed: return tr("The group refused this member's offset commit: it had been removed.");
    case TraceKind::StaticRejoin:
        return tr("Static member rejoined: the consumer came back with its group.instance.id within its session, "
                  "so the group did not rebalance; it reads its partitions again from the committed offsets.");
    case TraceKind::OffsetReset:
        return tr("Offset reset to latest: this partition had no committed offset, so its new owner started at the "
                  "log end (auto.offset.reset latest); the records before it are never processed.");
    default: break;
    }
    return tr("This record is not about one message.");
}

} // namespace idem::ui
