#include "reportcomposer.h"

#include "strategypalette.h"
#include "editor/vocablabels.h"
#include "reportphrases.h"
#include "uiformat.h"

namespace idem::ui {

namespace {
QString ltr(const QString &s)
{
    return ReportPhrases::isolate(s);
}

QString causes(const QVector<QPair<DeliveryCause, int>> &list)
{
    QStringList parts;
    for (const auto &c : list)
        parts.append(QCoreApplication::translate("idem::ui::BatchComposer", "%1 (%2)")
                         .arg(ReportPhrases::cause(c.first), ReportPhrases::count(c.second)));
    return parts.join(QStringLiteral(", "));
}
} // namespace

QStringList BatchComposer::verdicts(const ComparisonReport &report)
{
    QStringList out;
    for (const ComparisonEntry &e : report.entries) {
        const RunResult &r = *e.run;
        const QString who = ReportPhrases::strategy(e.strategy);
        if (!r.error.isEmpty()) {
            out.append(UiFormat::prose(tr("%1 did not finish: %2").arg(who, r.error)));
            continue;
        }
        if (r.stopped()) {
            out.append(UiFormat::prose(tr("%1 was stopped before it ended, no verdict: %2")
                                             .arg(who, UiFormat::localizeNumbers(r.stopReason))));
            continue;
        }
        if (r.valid) {
            QString line = tr("%1 held: nothing took effect twice, nothing was lost.").arg(who);
            if (r.metrics.duplicatesSkipped > 0)
                line += QLatin1Char(' ')
                    + tr("It recognised and skipped %Ln duplicate deliveries.", "", r.metrics.duplicatesSkipped);
            out.append(UiFormat::prose(line));
            continue;
        }
        QString line = tr("%1 leaked: %2").arg(who, ReportPhrases::outcome(r));
        if (!e.causes.isEmpty())
            line += QLatin1Char(' ') + tr("The repeated deliveries came from: %1.").arg(causes(e.causes));
        if (!e.leaks.isEmpty())
            line += QLatin1Char(' ') + tr("Where this strategy leaks: %1")
                                           .arg(QCoreApplication::translate("Strategy", e.leaks.toUtf8().constData()));
        if (!r.violations.isEmpty())
            line += QLatin1Char(' ') + tr("For example: %1").arg(UiFormat::localizeNumbers(r.violations.first().explanation));
        out.append(UiFormat::prose(line));
    }
    return out;
}

ReportDocument BatchComposer::comparison(const ComparisonReport &report)
{
    const Scenario &s = *report.scenario();
    ReportDocument doc = ReportComposer::start(UiFormat::prose(tr("Comparison: %1").arg(UiFormat::scenarioText(s, "name"))));
    QStringList ids;
    for (const ComparisonEntry &e : report.entries)
        ids.append(e.strategy);
    doc.facts({tr("Broker profile"), tr("%1 (%2)").arg(VocabLabels::profileName(s.broker.profile), ltr(s.broker.profile)),
               tr("Effect"), VocabLabels::label(VocabLabels::effects(), s.effect),
               tr("Messages"), ReportPhrases::count(s.messages),
               tr("Seed"), ltr(QString::number(s.seed)),
               tr("Strategies"), ReportPhrases::count(ids.size()),
               tr("Made by"), tr("Idempotency Lab %1").arg(ltr(report.appVersion)),
               tr("Date"), ReportPhrases::created(report.created)});
    ReportComposer::reproduce(doc, report.reproduce, report.scenarioSource);
    doc.paragraph(tr("Every strategy ran the same scenario with the same seed, so each met exactly the same faults."));

    doc.heading(tr("Which strategy held, which leaked and why"));
    doc.bullets(verdicts(report));

    doc.heading(tr("Results"));
    ReportTable t;
    t.header = {tr("Strategy"), tr("Verdict"), tr("Duplicate side effects"), tr("Duplicates skipped"), tr("Lost"),
                tr("Dead-lettered"), tr("Transactions"), tr("Rollbacks"), tr("p99 latency"), tr("Trace hash")};
    t.code = {false, false, false, false, false, false, false, false, false, true};
    for (const ComparisonEntry &e : report.entries) {
        const RunResult &r = *e.run;
        const RunMetrics &m = r.metrics;
        if (!r.error.isEmpty()) {
            t.rows.append({ReportPhrases::strategy(e.strategy), tr("failed"), {}, {}, {}, {}, {}, {}, {}, {}});
            continue;
        }
        t.rows.append({ReportPhrases::strategy(e.strategy), r.stopped() ? tr("stopped") : ReportPhrases::verdict(r.valid),
                       ReportPhrases::count(m.duplicateSideEffects), ReportPhrases::count(m.duplicatesSkipped),
                       ReportPhrases::count(m.lost), ReportPhrases::count(m.deadLettered),
                       ReportPhrases::count(m.dbTransactions), ReportPhrases::count(m.rollbacks),
                       UiFormat::amount(ReportPhrases::number(m.latencyP99Ms, 1), UiFormat::Unit::Milliseconds), r.trace.hashHex()});
    }
    doc.table(t);

    ReportFigure bars;
    bars.kind = ReportFigure::OutcomeBars;
    bars.comparison = &report;
    bars.height = qMax(160.0, 40.0 + 44.0 * report.entries.size());
    bars.caption = tr("Outcome per strategy");
    doc.figure(bars);
    ReportFigure curves;
    curves.kind = ReportFigure::DuplicateCurves;
    curves.comparison = &report;
    curves.height = 300;
    curves.caption = tr("Duplicate side effects over time");
    doc.figure(curves);

    ReportComposer::scenarioTexts(doc, s, true);
    ReportComposer::faultSchedule(doc, s.faults);

    doc.heading(tr("One timeline per strategy, on one time axis"));
    for (const ComparisonEntry &e : report.entries) {
        if (!e.run->error.isEmpty())
            continue;
        ReportFigure f;
        f.kind = ReportFigure::Timeline;
        f.width = ReportFigure::kTimelineWidth;
        f.run = e.run;
        f.axisEnd = qMax<SimTime>(1, report.end);
        f.caption = ReportPhrases::strategy(e.strategy);
        doc.figure(f);
    }
    ReportFigure legend;
    legend.kind = ReportFigure::Legend;
    legend.width = ReportFigure::kTimelineWidth;
    legend.comparison = &report;
    legend.caption = tr("What the marks mean");
    doc.figure(legend);
    return doc;
}

ReportDocument BatchComposer::sweep(const SweepReport &report)
{
    const Scenario &s = report.scenario;
    ReportDocument doc = ReportComposer::start(UiFormat::prose(tr("Sweep: %1").arg(UiFormat::scenarioText(s, "name"))));
    QString range;
    if (!report.values.isEmpty())
        range = tr("%1 to %2, %Ln values", "", int(report.values.size()))
                    .arg(ReportPhrases::parameterValue(report.path, report.values.first()),
                         ReportPhrases::parameterValue(report.path, report.values.last()));
    doc.facts({tr("Parameter"), ReportPhrases::parameter(report.path), tr("Range"), range,
               tr("Broker profile"), tr("%1 (%2)").arg(VocabLabels::profileName(s.broker.profile), ltr(s.broker.profile)),
               tr("Messages"), ReportPhrases::count(s.messages), tr("Seed"), ltr(QString::number(s.seed)),
               tr("Made by"), tr("Idempotency Lab %1").arg(ltr(report.appVersion)),
               tr("Date"), ReportPhrases::created(report.created)});
    ReportComposer::reproduce(doc, report.reproduce, report.scenarioSource);

    doc.heading(tr("Where each strategy starts to leak"));
    QStringList lines;
    for (int si = 0; si < report.strategies.size(); ++si) {
        const QString who = ReportPhrases::strategy(report.strategies.at(si));
        const int from = report.leaksFrom.value(si, -1);
        if (from < 0)
            lines.append(tr("%1: no duplicate effect and nothing lost anywhere in the range.").arg(who));
        else if (from == 0)
            lines.append(tr("%1: leaks already at %2, the start of the range.")
                             .arg(who, ReportPhrases::parameterValue(report.path, report.values.at(0))));
        else
            lines.append(tr("%1: holds up to %2, leaks from %3.")
                             .arg(who, ReportPhrases::parameterValue(report.path, report.values.at(from - 1)),
                                  ReportPhrases::parameterValue(report.path, report.values.at(from))));
    }
    // A line may begin with a Latin strategy name ("cache …" in Persian):
    // it still reads as the report's language.
    for (QString &line : lines)
        line = UiFormat::prose(line);
    doc.bullets(lines);

    ReportFigure chart;
    chart.kind = ReportFigure::SweepLines;
    chart.sweep = &report;
    chart.height = 320;
    chart.caption = tr("Duplicate side effects by %1").arg(ReportPhrases::parameter(report.path));
    doc.figure(chart);

    doc.heading(tr("Results"));
    doc.paragraph(tr("Each cell: duplicate side effects / lost events."));
    ReportTable t;
    t.header.append(ReportPhrases::parameter(report.path));
    t.code.append(false);
    for (const QString &id : report.strategies) {
        t.header.append(StrategyPalette::title(id));
        t.code.append(false);
    }
    for (int vi = 0; vi < report.values.size(); ++vi) {
        QStringList row = {ReportPhrases::parameterValue(report.path, report.values.at(vi))};
        for (int si = 0; si < report.strategies.size(); ++si) {
            const SweepCell &c = report.cell(vi, si);
            row.append(c.result() ? tr("%1 / %2").arg(ReportPhrases::count(c.metrics.duplicateSideEffects),
                                                     ReportPhrases::count(c.metrics.lost))
                       : c.stopped() ? tr("stopped")
                                     : tr("failed"));
        }
        t.rows.append(row);
    }
    doc.table(t);
    QStringList stopped;
    for (const SweepCell &c : report.cells) {
        if (c.stopped())
            stopped.append(UiFormat::prose(tr("%1 at %2: %3")
                                               .arg(ReportPhrases::strategy(c.strategy),
                                                    ReportPhrases::parameterValue(report.path, c.value),
                                                    UiFormat::localizeNumbers(c.stopReason))));
    }
    if (!stopped.isEmpty()) {
        doc.heading(tr("Stopped before they ended"));
        doc.paragraph(tr("These runs made no progress or outgrew their trace budget; they have no verdict and no "
                         "point in the chart."));
        doc.bullets(stopped);
    }
    ReportComposer::scenarioTexts(doc, s, true);
    return doc;
}

} // namespace idem::ui
