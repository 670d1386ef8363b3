#include "reportcomposer.h"

#include "consumer/strategytraits.h"
#include "editor/vocablabels.h"
#include "reportfigures.h"
#include "reportlisting.h"
#include "reportphrases.h"
#include "scenario/brokerprofile.h"
#include "scenario/scenariofields.h"
#include "uiformat.h"

#include <QLocale>

namespace idem::ui {

namespace {
constexpr int kMaxViolations = 50;
constexpr int kMaxScheduleRows = 100; // a 100 000-entry schedule stays in scenario.json

QString ltr(const QString &s)
{
    return ReportPhrases::isolate(s);
}

// A sentence the core wrote locale-neutrally (an explanation, a note), with
// the report language's digits and units; in a right-to-left language its
// ids stay left-to-right and the sentence reads from the right.
QString coreSentence(const QString &s)
{
    return UiFormat::prose(UiFormat::localizeNumbers(s));
}

// A teaching text of the scenario in the report's language, read as prose;
// the English fallback of a field the scenario did not translate keeps its
// own left-to-right direction ("Watch order-6." ends with its full stop on
// the right, not before "Watch").
QString teaching(const Scenario &s, const char *field)
{
    const QString text = UiFormat::scenarioText(s, field);
    for (const QChar c : text) {
        if (c.direction() == QChar::DirR || c.direction() == QChar::DirAL)
            return UiFormat::prose(text);
    }
    return text;
}

ReportFigure timeline(const RunResult &run, const QString &caption, SimTime from = 0, SimTime to = 0)
{
    ReportFigure f;
    f.kind = ReportFigure::Timeline;
    f.width = ReportFigure::kTimelineWidth;
    f.run = &run;
    f.from = from;
    f.to = to;
    f.caption = caption;
    return f;
}
} // namespace

ReportDocument ReportComposer::start(const QString &title)
{
    ReportDocument doc;
    doc.title = title;
    doc.language = QLocale().bcp47Name();
    doc.rightToLeft = QLocale().textDirection() == Qt::RightToLeft;
    doc.add(ReportBlock::Title, title);
    return doc;
}

void ReportComposer::scenarioTexts(ReportDocument &doc, const Scenario &s, bool withLesson)
{
    // The teaching texts in the report's language, English as the fallback.
    const QString description = teaching(s, "description");
    const QString predict = teaching(s, "predict");
    const QString observe = teaching(s, "observe");
    const QString lesson = teaching(s, "lesson");
    if (!description.isEmpty()) {
        doc.heading(tr("The story"));
        doc.paragraph(description);
    }
    if (!predict.isEmpty()) {
        doc.heading(tr("Predict"));
        doc.paragraph(predict);
    }
    if (!observe.isEmpty()) {
        doc.heading(tr("What to observe"));
        doc.paragraph(observe);
    }
    if (withLesson && !lesson.isEmpty()) {
        doc.heading(tr("The lesson"));
        doc.paragraph(lesson);
    }
}

void ReportComposer::faultSchedule(ReportDocument &doc, const FaultSettings &faults)
{
    doc.heading(tr("Fault schedule"));
    const QStringList random = ReportPhrases::probabilisticFaults(faults);
    if (random.isEmpty() && faults.schedule.isEmpty()) {
        doc.paragraph(tr("No faults are injected: every redelivery comes from the broker's own behaviour."));
        return;
    }
    if (!random.isEmpty())
        doc.bullets(random);
    if (!faults.schedule.isEmpty()) {
        ReportTable t;
        t.header = {tr("#"), tr("Fault")};
        t.code = {false, false};
        const int shown = qMin(int(faults.schedule.size()), kMaxScheduleRows);
        for (int i = 0; i < shown; ++i)
            t.rows.append({ReportPhrases::count(i + 1), ReportPhrases::fault(faults.schedule.at(i))});
        doc.table(t);
        if (faults.schedule.size() > shown)
            doc.add(ReportBlock::Note, tr("… and %1 more entries: scenario.json beside this report holds the whole "
                                          "schedule.")
                                           .arg(ReportPhrases::count(faults.schedule.size() - shown)));
    }
}

void ReportComposer::reproduce(ReportDocument &doc, const QString &command, const QString &source)
{
    doc.add(ReportBlock::Subheading, tr("Reproduce it"));
    if (source == QLatin1String("scenario.json"))
        doc.add(ReportBlock::Note, tr("Run this in the report's folder; scenario.json beside the report is the "
                                      "scenario exactly as it ran. The trace hash will be the same."));
    else
        doc.add(ReportBlock::Note, tr("The trace hash of the new run will be the same."));
    doc.add(ReportBlock::Code, command);
}

ReportDocument ReportComposer::run(const RunReport &report)
{
    const RunResult &r = *report.run;
    const Scenario &s = r.scenario;
    ReportDocument doc = start(teaching(s, "name"));
    doc.facts({tr("Strategy"), ReportPhrases::strategy(s.strategy.id),
               tr("Broker profile"), tr("%1 (%2)").arg(VocabLabels::profileName(s.broker.profile), ltr(s.broker.profile)),
               tr("Effect"), VocabLabels::label(VocabLabels::effects(), s.effect),
               tr("Messages"), ReportPhrases::count(s.messages),
               tr("Seed"), ltr(QString::number(s.seed)),
               tr("Trace hash"), ltr(r.trace.hashHex()),
               tr("Made by"), tr("Idempotency Lab %1").arg(ltr(report.appVersion)),
               tr("Date"), ReportPhrases::created(report.created)});
    reproduce(doc, report.reproduce, report.scenarioSource);

    ReportBlock verdict;
    verdict.kind = ReportBlock::Verdict;
    verdict.good = r.valid && !r.stopped();
    if (r.stopped()) {
        // The engine stopped the run: what it shows so far is no verdict.
        verdict.text = tr("STOPPED, no verdict");
        verdict.items = {coreSentence(r.stopReason)};
    } else {
        verdict.text = ReportPhrases::verdict(r.valid);
        verdict.items = {ReportPhrases::verdictMeaning(r.valid), ReportPhrases::outcome(r)};
    }
    doc.blocks.append(verdict);

    scenarioTexts(doc, s, true);

    doc.heading(tr("Timeline"));
    SimTime from = 0, to = 0;
    if (ReportFigures::interestingRange(r, &from, &to)) {
        doc.figure(timeline(r, tr("Close-up, %1 to %2").arg(ReportPhrases::seconds(from), ReportPhrases::seconds(to)),
                            from, to));
    }
    doc.figure(timeline(r, tr("The whole run")));
    ReportFigure legend;
    legend.kind = ReportFigure::Legend;
    legend.width = ReportFigure::kTimelineWidth;
    legend.run = &r;
    legend.caption = tr("What the marks mean");
    doc.figure(legend);

    doc.heading(tr("Counters"));
    for (int g = ReportCounter::Delivery; g <= ReportCounter::Latency; ++g) {
        ReportTable t;
        t.code = {false, false};
        for (const ReportCounter &c : report.counters) {
            if (c.group == g)
                t.rows.append({ReportModel::counterLabel(c), ReportPhrases::counterValue(c)});
        }
        if (t.rows.isEmpty())
            continue;
        doc.add(ReportBlock::Subheading, ReportModel::groupName(ReportCounter::Group(g)));
        doc.table(t);
    }

    doc.heading(tr("Violations (%1)").arg(ReportPhrases::count(r.violations.size())));
    if (r.violations.isEmpty()) {
        doc.paragraph(tr("None: no event took effect twice and none was lost."));
    } else {
        QStringList items;
        for (int i = 0; i < r.violations.size() && i < kMaxViolations; ++i)
            items.append(coreSentence(r.violations.at(i).explanation));
        doc.bullets(items);
        if (r.violations.size() > kMaxViolations)
            doc.add(ReportBlock::Note, tr("… and %1 more in summary.json and violations.csv.")
                                           .arg(ReportPhrases::count(r.violations.size() - kMaxViolations)));
    }
    ReportListing::append(doc, r);
    if (!r.notes.isEmpty()) {
        doc.add(ReportBlock::Subheading, tr("Dead letters and give-ups"));
        QStringList notes;
        for (const QString &note : r.notes.mid(0, kMaxViolations))
            notes.append(coreSentence(note));
        doc.bullets(notes);
    }

    doc.heading(tr("Redeliveries by cause"));
    if (report.redeliveriesByCause.isEmpty()) {
        doc.paragraph(tr("No message was delivered twice."));
    } else {
        ReportTable t;
        t.header = {tr("Cause"), tr("Redeliveries")};
        t.code = {false, false};
        for (const auto &c : report.redeliveriesByCause)
            t.rows.append({ReportPhrases::cause(c.first), ReportPhrases::count(c.second)});
        doc.table(t);
    }

    faultSchedule(doc, s.faults);

    doc.heading(tr("Messages delivered more than once (%1)").arg(ReportPhrases::count(report.repeatedTotal)));
    if (report.repeated.isEmpty()) {
        doc.paragraph(tr("Every message reached a handler once."));
    } else {
        ReportTable t;
        t.header = {tr("Message"), tr("Effects in the database"), tr("Delivery"), tr("Consumer"), tr("Time"),
                    tr("Why it came"), tr("What it did")};
        t.code = {true, false, false, false, false, false, false};
        for (const ReportMessage &m : report.repeated) {
            bool firstRow = true;
            for (const ReportDelivery &d : m.deliveries) {
                t.rows.append({firstRow ? Scenario::businessKey(m.logical) : QString(),
                               firstRow ? ReportPhrases::count(m.effects) : QString(), ReportPhrases::count(d.number),
                               UiFormat::consumerName(d.consumer), ReportPhrases::seconds(d.at),
                               ReportPhrases::cause(d.cause), ReportPhrases::deliveryOutcome(d.outcome)});
                firstRow = false;
            }
            const qint64 more = m.deliveryCount - m.deliveries.size();
            if (more > 0)
                t.rows.append({QString(), QString(), QStringLiteral("…"), QString(), QString(), QString(),
                               tr("%1 more deliveries of %2").arg(ReportPhrases::count(more),
                                                                  ltr(Scenario::businessKey(m.logical)))});
        }
        doc.table(t);
        if (report.repeatedTotal > report.repeated.size() || report.deliveriesLeftOut > 0) {
            const qint64 listed = [&report] {
                qint64 n = 0;
                for (const ReportMessage &m : report.repeated)
                    n += m.deliveries.size();
                return n;
            }();
            // Said in the report itself: what was left out, and where it is.
            doc.add(ReportBlock::Note,
                    tr("Left out to keep this report readable: the table lists %1 of the %2 messages delivered more "
                       "than once, with %3 of their %4 deliveries (at most %5 a message). deliveries.csv lists every "
                       "delivery (idemlab run … --format csv); the query under “The database” lists every key that "
                       "took effect more than once.")
                        .arg(ReportPhrases::count(report.repeated.size()), ReportPhrases::count(report.repeatedTotal),
                             ReportPhrases::count(listed), ReportPhrases::count(listed + report.deliveriesLeftOut),
                             ReportPhrases::count(RunReport::kMaxDeliveriesShown)));
        }
    }

    doc.heading(tr("The database"));
    doc.paragraph(tr("The consumer's real SQLite file, next to this report:"));
    doc.add(ReportBlock::Code, report.database);
    doc.paragraph(tr("This query lists the keys whose effect happened more than once:"));
    doc.add(ReportBlock::Code, QStringLiteral("sqlite3 %1 \"%2\"").arg(report.duplicatesDatabase, report.duplicatesSql));
    return doc;
}

ReportTable ReportComposer::settings(const Scenario &s)
{
    ReportTable t;
    t.code = {false, false};
    t.alignNumbers = false;
    // Kafka has no redelivery timeout, broker duplicate detection or
    // prefetch: the Kafka worksheet said "Redelivery timeout 0 ms", as if
    // the broker redelivered at once. It lists the log's settings instead.
    const BrokerProfile *profile = BrokerProfile::find(s.broker.profile);
    const bool log = profile && profile->partitioned;
    const auto field = [](const char *path) { return ScenarioField::find(QLatin1String(path))->labelText(); };
    t.rows = {
        {tr("Broker"), tr("%1 (%2)").arg(VocabLabels::profileName(s.broker.profile), ltr(s.broker.profile))},
        {tr("Messages"), ReportPhrases::count(s.messages)},
        {tr("One message every"), UiFormat::milliseconds(s.publishIntervalMs)},
    };
    if (log) {
        t.rows.append({field("broker.partitions"), ReportPhrases::count(s.broker.partitions)});
        if (s.consumers.autoCommit)
            t.rows.append({field("consumers.autoCommitIntervalMs"), UiFormat::duration(s.consumers.autoCommitIntervalMs)});
        t.rows.append({field("consumers.sessionTimeoutMs"), UiFormat::duration(s.consumers.sessionTimeoutMs)});
    } else {
        t.rows.append({tr("Redelivery timeout"), UiFormat::duration(s.broker.redeliveryTimeoutMs)});
        t.rows.append({tr("Broker duplicate detection window"), UiFormat::duration(s.broker.dedupWindowMs)});
    }
    t.rows.append({tr("Consumers"), ReportPhrases::count(s.consumers.count)});
    t.rows.append({tr("Handler time"), UiFormat::milliseconds(s.consumers.processingMs)});
    if (!log)
        t.rows.append({tr("Prefetch"), ReportPhrases::count(s.consumers.prefetch)});
    t.rows.append({tr("Deduplication strategy"), ReportPhrases::strategy(s.strategy.id)});
    t.rows.append({tr("Effect"), VocabLabels::label(VocabLabels::effects(), s.effect)});
    const StrategyTraits *traits = StrategyTraits::find(s.strategy.id);
    if (traits && traits->cache != CacheUse::None)
        t.rows.append({tr("Cache TTL"), UiFormat::duration(s.strategy.cacheTtlMs)});
    return t;
}

ReportDocument ReportComposer::worksheet(const RunReport &report)
{
    const RunResult &r = *report.run;
    const Scenario &s = r.scenario;
    ReportDocument doc = start(UiFormat::prose(tr("Worksheet: %1").arg(UiFormat::scenarioText(s, "name"))));
    doc.facts({tr("Name"), QString(), tr("Date"), QString()});
    const QString description = teaching(s, "description");
    if (!description.isEmpty()) {
        doc.heading(tr("The story"));
        doc.paragraph(description);
    }
    doc.heading(tr("The settings"));
    doc.table(settings(s));
    faultSchedule(doc, s.faults);

    doc.heading(tr("Predict"));
    const QString predict = teaching(s, "predict");
    doc.paragraph(predict.isEmpty() ? tr("How many events will take effect more than once, and why?") : predict);
    ReportBlock answer;
    answer.kind = ReportBlock::AnswerSpace;
    answer.lines = 6;
    doc.blocks.append(answer);

    doc.heading(tr("Draw it"));
    doc.paragraph(tr("Mark on the lanes where you expect deliveries, lost acks, crashes and duplicate effects."));
    ReportFigure frame;
    frame.kind = ReportFigure::EmptyTimeline;
    frame.width = ReportFigure::kTimelineWidth;
    frame.run = &r;
    frame.caption = tr("The run's lanes and time axis, empty");
    doc.figure(frame);
    ReportFigure legend;
    legend.kind = ReportFigure::Legend;
    legend.width = ReportFigure::kTimelineWidth;
    legend.run = &r;
    legend.forDrawing = true;
    legend.caption = tr("Marks you can use");
    doc.figure(legend);

    ReportListing::appendQuestion(doc, r);

    // What to observe gives the answer away: it is in the answer key.
    doc.heading(tr("After the run: what did you observe?"));
    doc.paragraph(tr("Compare the run with your prediction: what happened that you did not expect, and why?"));
    answer.lines = 5;
    doc.blocks.append(answer);
    doc.add(ReportBlock::Note, tr("The answer key is the run's full report."));
    return doc;
}

ReportDocument ReportComposer::answerKey(const RunReport &report)
{
    ReportDocument doc = run(report);
    doc.title = tr("Answer key: %1").arg(doc.title);
    for (qsizetype i = 0; i < doc.blocks.size(); ++i) {
        if (doc.blocks.at(i).kind != ReportBlock::Title)
            continue;
        doc.blocks[i].text = doc.title;
        ReportBlock note;
        note.kind = ReportBlock::Note;
        note.text = tr("For the worksheet of this run: what happened, to hold against the prediction and the drawing.");
        doc.blocks.insert(i + 1, note);
        break;
    }
    return doc;
}

} // namespace idem::ui
