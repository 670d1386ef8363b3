#include "reportphrases.h"

#include "editor/vocablabels.h"
#include "sweepparameter.h"
#include "timeline/timelinetext.h"
#include "uiformat.h"

#include <QLocale>
#include <cmath>

namespace idem::ui {

QString ReportPhrases::isolate(const QString &latin)
{
    return QChar(0x2066) + latin + QChar(0x2069);
}

QString ReportPhrases::count(qint64 n)
{
    return UiFormat::count(n);
}

QString ReportPhrases::number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString ReportPhrases::counterValue(const ReportCounter &c)
{
    switch (c.unit) {
    case ReportCounter::Count: return count(qint64(c.value));
    case ReportCounter::Milliseconds:
        // A run's 30 721 ms reads as 30.721 s; a latency stays in ms.
        if (c.value >= 10000)
            return seconds(SimTime(std::llround(c.value * 1000)));
        return UiFormat::amount(number(c.value, c.value >= 100 ? 0 : 1), UiFormat::Unit::Milliseconds);
    case ReportCounter::Fraction: return UiFormat::percent(c.value);
    }
    return {};
}

QString ReportPhrases::seconds(SimTime t)
{
    return UiFormat::seconds(t, 3);
}

QString ReportPhrases::strategy(const QString &id)
{
    return tr("%1 (%2)").arg(VocabLabels::strategyTitle(id), isolate(id));
}

QString ReportPhrases::verdict(bool valid)
{
    return valid ? tr("VALID") : tr("INVALID");
}

QString ReportPhrases::verdictMeaning(bool valid)
{
    return valid ? tr("Every event took effect exactly once.")
                 : tr("Some events took effect more than once, or never.");
}

QString ReportPhrases::outcome(const RunResult &r)
{
    const int total = r.metrics.logicalMessages > 0 ? r.metrics.logicalMessages : r.scenario.messages;
    int duplicated = 0;
    int most = 0;
    for (int c : r.effectCounts) {
        duplicated += c > 1 ? 1 : 0;
        most = qMax(most, c);
    }
    const QString of = count(total);
    const std::optional<Effect> effect = vocab::effect(r.scenario.effect);
    QString first;
    if (duplicated == 0) {
        if (effect == Effect::IncrementBalance)
            first = tr("No account of %1 was credited twice").arg(of);
        else if (effect == Effect::SendEmail)
            first = tr("No email of %1 was sent twice").arg(of);
        else
            first = tr("No order of %1 was created twice").arg(of);
    } else {
        const bool twice = most == 2;
        if (effect == Effect::IncrementBalance)
            first = twice ? tr("%Ln of %1 accounts were credited twice", "", duplicated).arg(of)
                          : tr("%Ln of %1 accounts were credited more than once", "", duplicated).arg(of);
        else if (effect == Effect::SendEmail)
            first = twice ? tr("%Ln of %1 emails were sent twice", "", duplicated).arg(of)
                          : tr("%Ln of %1 emails were sent more than once", "", duplicated).arg(of);
        else
            first = twice ? tr("%Ln of %1 orders were created twice", "", duplicated).arg(of)
                          : tr("%Ln of %1 orders were created more than once", "", duplicated).arg(of);
    }
    const QString lost = r.metrics.lost == 0 ? tr("none lost") : tr("%Ln lost", "", r.metrics.lost);
    QString sentence = tr("%1; %2.").arg(first, lost);
    if (r.metrics.deadLettered > 0)
        sentence += QLatin1Char(' ') + tr("%Ln dead-lettered.", "", r.metrics.deadLettered);
    if (r.metrics.producerGaveUp > 0)
        sentence += QLatin1Char(' ') + tr("The producer gave up on %Ln.", "", r.metrics.producerGaveUp);
    return sentence;
}

QString ReportPhrases::cause(DeliveryCause c)
{
    return TimelineText::causeName(c);
}

QString ReportPhrases::deliveryOutcome(ReportDelivery::Outcome o)
{
    switch (o) {
    case ReportDelivery::Applied: return tr("applied");
    case ReportDelivery::AppliedAgain: return tr("applied again (duplicate)");
    case ReportDelivery::Skipped: return tr("recognised, skipped");
    case ReportDelivery::RolledBack: return tr("rolled back");
    case ReportDelivery::StoreFailed: return tr("store unavailable");
    case ReportDelivery::Crashed: return tr("consumer crashed");
    case ReportDelivery::NoEffect: return tr("no effect");
    }
    return {};
}

QString ReportPhrases::fault(const ScheduledFault &f)
{
    QStringList parts;
    parts.append(VocabLabels::scheduleKind(f.kind));
    if (f.isTargeted())
        parts.append(tr("delivery %1 of %2").arg(count(f.delivery), isolate(f.message)));
    else
        parts.append(tr("at %1").arg(seconds(f.atMs * 1000)));
    if (f.consumer > 0)
        parts.append(UiFormat::consumerName(f.consumer));
    if (f.point != CrashPoint::Immediate)
        parts.append(VocabLabels::crashPoint(f.point));
    if (f.durationMs > 0)
        parts.append(tr("for %1").arg(UiFormat::milliseconds(f.durationMs)));
    return parts.join(UiFormat::separator());
}

QStringList ReportPhrases::probabilisticFaults(const FaultSettings &f)
{
    // As percentages, like the window's fault fields ("20.0 %", not "0.200").
    QStringList out;
    if (f.ackLost > 0)
        out.append(tr("Each ack is lost with probability %1").arg(UiFormat::percent(f.ackLost)));
    if (f.publishAckLost > 0)
        out.append(tr("Each publish confirmation is lost with probability %1").arg(UiFormat::percent(f.publishAckLost)));
    if (f.publishLost > 0)
        out.append(tr("Each publish is lost with probability %1").arg(UiFormat::percent(f.publishLost)));
    if (f.consumerCrash.probability > 0)
        out.append(tr("A consumer crashes with probability %1 at: %2")
                       .arg(UiFormat::percent(f.consumerCrash.probability), VocabLabels::crashPoint(f.consumerCrash.point)));
    return out;
}

QString ReportPhrases::parameter(const QString &path)
{
    if (const SweepParameter *p = SweepParameter::find(path))
        return tr("%1 (%2)").arg(p->title(), isolate(path));
    return isolate(path);
}

QString ReportPhrases::parameterValue(const QString &path, double value)
{
    const SweepParameter *p = SweepParameter::find(path);
    return number(value, p ? p->decimals : 3);
}

QString ReportPhrases::created(const QDateTime &utc)
{
    // The date spelled out: a short date ("12/1/26") reads differently in
    // every country a handout travels to.
    const QDateTime t = utc.toUTC();
    const QLocale locale;
    return locale.toString(t.date(), QLocale::LongFormat) + QLatin1Char(' ')
        + locale.toString(t.time(), QLocale::ShortFormat) + QStringLiteral(" UTC");
}

} // namespace idem::ui
