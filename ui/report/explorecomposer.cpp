#include "explorecomposer.h"

#include "editor/vocablabels.h"
#include "explorephrases.h"
#include "reportcomposer.h"
#include "reportphrases.h"
#include "uiformat.h"

namespace idem::ui {

namespace {

QString ltr(const QString &s)
{
    return ReportPhrases::isolate(s);
}

qint64 levelSum(const ExploreRun &r, qint64 LevelStats::*field)
{
    qint64 n = 0;
    for (const LevelStats &l : r.levels)
        n += l.*field;
    return n;
}

ReportTable numbers(const QVector<ExploreRun> &runs)
{
    ReportTable t;
    t.header = {ExploreComposer::tr("Strategy"),      ExploreComposer::tr("Verdict"),
                ExploreComposer::tr("Schedules run"), ExploreComposer::tr("In the bound"),
                ExploreComposer::tr("Equivalent"),    ExploreComposer::tr("Violating"),
                ExploreComposer::tr("Minimal"),       ExploreComposer::tr("Random")};
    t.code = QVector<bool>(t.header.size(), false);
    for (const ExploreRun &r : runs) {
        t.rows.append({ReportPhrases::strategy(r.strategy), ExplorePhrases::verdictWord(r),
                       ReportPhrases::count(r.schedulesRun()), ReportPhrases::count(r.schedulesInBound()),
                       ReportPhrases::count(r.equivalent()),
                       ReportPhrases::count(levelSum(r, &LevelStats::violating) + r.randomViolating),
                       ReportPhrases::count(levelSum(r, &LevelStats::minimal)), ReportPhrases::count(r.randomRun)});
    }
    return t;
}

ReportTable coverage(const QVector<ExploreRun> &runs)
{
    const QStringList classes = ExplorePhrases::classes(runs);
    ReportTable t;
    t.header.append(ExploreComposer::tr("Fault"));
    for (const ExploreRun &r : runs)
        t.header.append(ltr(r.strategy));
    t.code = QVector<bool>(t.header.size(), false);
    for (int i = 0; i < int(Fired::Count); ++i) {
        const QString word = firedWord(Fired(i));
        if (!classes.contains(word))
            continue;
        QStringList row{ExplorePhrases::firedSlot(Fired(i))};
        for (const ExploreRun &r : runs) {
            const qint64 fired = r.coverage()[std::size_t(i)];
            row.append(!r.classes.contains(word) ? QStringLiteral("—")
                       : fired == 0              ? ExploreComposer::tr("never fired")
                                                 : ReportPhrases::count(fired));
        }
        t.rows.append(row);
    }
    return t;
}

void counterexample(ReportDocument &doc, const ExploreRun &r, const QString &cls,
                    const Counterexample &c)
{
    const QString who = ReportPhrases::strategy(r.strategy);
    doc.add(ReportBlock::Subheading, cls.isEmpty() ? ExploreComposer::tr("%1: the smallest counterexample").arg(who)
                                                   : ExploreComposer::tr("%1 under %2")
                                                         .arg(who, ExplorePhrases::faultClass(cls)));
    QStringList facts{ExploreComposer::tr("Faults"), ExplorePhrases::schedule(ExplorePhrases::shownSchedule(c)),
                      ExploreComposer::tr("What breaks"), ExplorePhrases::breach(c.breach)};
    if (c.shrunkDone)
        facts << ExploreComposer::tr("Size")
              << ExploreComposer::tr("%1 message(s), %2 consumer(s)")
                     .arg(ReportPhrases::count(c.messages), ReportPhrases::count(c.consumers));
    facts << ExploreComposer::tr("Shrinking") << ExplorePhrases::shrinking(c);
    if (!c.file.isEmpty())
        facts << ExploreComposer::tr("Lesson") << ltr(c.file);
    doc.facts(facts);
}

} // namespace

ReportTable ExploreComposer::matrix(const QVector<ExploreRun> &runs)
{
    // Transposed against the window's: a column per strategy (at most
    // eight) and a row per fault class fit a page; fifteen classes across do not.
    const QStringList classes = ExplorePhrases::classes(runs);
    ReportTable t;
    t.header.append(tr("Fault"));
    for (const ExploreRun &r : runs)
        t.header.append(ltr(r.strategy));
    t.code = QVector<bool>(t.header.size(), false);
    t.alignNumbers = false;
    for (const QString &c : classes) {
        QStringList row{ExplorePhrases::faultClass(c)};
        for (const ExploreRun &r : runs)
            row.append(ExplorePhrases::cellText(ExplorePhrases::cell(r, c)));
        t.rows.append(row);
    }
    return t;
}

QString ExploreComposer::command(const ExploreReport &report)
{
    QStringList args{QStringLiteral("idemlab"), QStringLiteral("explore"), QStringLiteral("scenario.json")};
    if (report.runs.size() == 1)
        args << QStringLiteral("--strategy") << report.runs.first().strategy;
    else
        args << QStringLiteral("--all-strategies");
    args << QStringLiteral("--faults") << QString::number(report.maxFaults);
    if (report.budget > 0)
        args << QStringLiteral("--budget") << QString::number(report.budget);
    args << QStringLiteral("--out") << QStringLiteral("explore");
    return args.join(QLatin1Char(' '));
}

ReportDocument ExploreComposer::exploration(const ExploreReport &report)
{
    const Scenario &s = report.scenario;
    ReportDocument doc =
        ReportComposer::start(UiFormat::prose(tr("Exploration: %1").arg(UiFormat::scenarioText(s, "name"))));
    doc.facts({tr("Broker profile"), tr("%1 (%2)").arg(VocabLabels::profileName(s.broker.profile), ltr(s.broker.profile)),
               tr("Effect"), VocabLabels::label(VocabLabels::effects(), s.effect),
               tr("Messages"), ReportPhrases::count(s.messages),
               tr("Consumers"), ReportPhrases::count(s.consumers.count),
               tr("Seed"), ltr(QString::number(s.seed)),
               tr("Bound"), tr("every schedule of at most %n fault(s)", nullptr, report.maxFaults),
               tr("Budget"), report.budget > 0 ? tr("%1 schedules per strategy").arg(ReportPhrases::count(report.budget))
                                               : tr("the bound only"),
               tr("Made by"), tr("Idempotency Lab %1").arg(ltr(report.context.appVersion)),
               tr("Date"), ReportPhrases::created(report.context.created)});
    doc.paragraph(tr("The search ran every schedule of faults up to the bound, fewest faults first, where a fault-free "
                     "run of the scenario shows they can go; a schedule whose trace equals an earlier one's is counted "
                     "once as equivalent. The first violation found with k faults has none smaller. Each "
                     "counterexample was then shrunk until no single fault of it could be left out."));

    doc.heading(tr("Verdicts"));
    QStringList lines;
    for (const ExploreRun &r : report.runs)
        lines.append(UiFormat::prose(tr("%1: %2").arg(ReportPhrases::strategy(r.strategy), ExplorePhrases::verdictLine(r))));
    doc.bullets(lines);
    doc.table(numbers(report.runs));

    doc.heading(tr("Where each strategy breaks"));
    doc.paragraph(tr("A cell says BREAKS when a smallest violation within the bound contains a fault of that class, "
                     "holds when none does, and — when the strategy's runs offer no place for that fault."));
    doc.table(matrix(report.runs));

    doc.heading(tr("Counterexamples"));
    bool any = false;
    for (const ExploreRun &r : report.runs) {
        if (r.smallest) {
            counterexample(doc, r, {}, *r.smallest);
            any = true;
        }
        for (auto it = r.byClass.cbegin(); it != r.byClass.cend(); ++it)
            counterexample(doc, r, it.key(), it.value());
    }
    if (!any)
        doc.paragraph(tr("None: no schedule within the bound broke a strategy."));

    doc.heading(tr("Coverage"));
    doc.paragraph(tr("How many runs each fault actually fired in. A fault that never fired was never tested, so the "
                     "bound says nothing about it."));
    doc.table(coverage(report.runs));

    doc.add(ReportBlock::Subheading, tr("Reproduce it"));
    doc.add(ReportBlock::Note, tr("Run this in the report's folder: the same scenario, bound and seed give the same "
                                  "verdicts and counterexamples."));
    doc.add(ReportBlock::Code, command(report));
    return doc;
}

} // namespace idem::ui
