#include "code/codetrace.h"
#include "code/listingcatalog.h"
#include "consumer/strategytraits.h"
#include "scenario/builtinscenarios.h"
#include "testsupport.h"

#include <QProcess>
#include <QSet>
#include <QTest>

using namespace idem;
using testsupport::targeted;
using testsupport::timed;

// The listings (resources/listings/*.cs) against the engine: every step the
// engine takes and every crash point a strategy has is a line of that
// strategy's listing, every listing is valid C# (mcs against the stand-ins
// in tests/listings/standins.cs), and every comment is translated.
class TestListings final : public QObject
{
    Q_OBJECT
private slots:
    void markupIsRead();
    void badMarkupIsNamed_data();
    void badMarkupIsNamed();
    void everyStepTheEngineTakesHasALine_data();
    void everyStepTheEngineTakesHasALine();
    void everyBuiltinAndUnseenScenarioMapsEveryRecord_data();
    void everyBuiltinAndUnseenScenarioMapsEveryRecord();
    void everyCrashPointHasALine_data();
    void everyCrashPointHasALine();
    void aDuplicateIsAckedOnItsOwnPath();
    void clickingALineFindsTheNextRecordThere();
    void theScenarioNamesItsCrashPoints();
    void commentsAreTranslatedAndCodeIsNot();
    void everyListingCompiles();
};

namespace {

const QStringList kEffects = {QStringLiteral("insert-order"), QStringLiteral("increment-balance"),
                              QStringLiteral("upsert-order"), QStringLiteral("send-email")};

Scenario variant(const QString &strategy, const QString &effect, const QString &cacheWrite = QStringLiteral("after-commit"),
                 bool unique = true)
{
    Scenario s;
    s.seed = 11;
    s.messages = 14;
    s.effect = effect;
    s.strategy.id = strategy;
    s.strategy.cacheWrite = cacheWrite;
    s.strategy.uniqueConstraint = unique;
    return s;
}

// Every variant a listing has: strategy × effect × cache write × unique key.
QVector<Scenario> allVariants()
{
    QVector<Scenario> out;
    for (const QString &strategy : ListingCatalog::strategies())
        for (const QString &effect : kEffects)
            for (const QString &write : {QStringLiteral("after-commit"), QStringLiteral("before-commit")})
                for (bool unique : {true, false})
                    out.append(variant(strategy, effect, write, unique));
    return out;
}

QString variantName(const Scenario &s)
{
    return QStringLiteral("%1 %2 %3%4").arg(s.strategy.id, s.effect, s.strategy.cacheWrite,
                                              s.strategy.uniqueConstraint ? QString() : QStringLiteral(" no-unique-key"));
}

// One run that takes every path a handler has: a lost ack (a duplicate the
// guard sees 30 s later), a crash at every crash point, two consumers racing
// on a slow handler, the store down for a while, a timed crash and a dropped
// connection while a message is in hand.
Scenario everyPath(const QString &strategy, const QString &effect, const QString &cacheWrite)
{
    Scenario s = variant(strategy, effect, cacheWrite);
    s.consumers.count = 2;
    auto &f = s.faults.schedule;
    f.append(targeted(QStringLiteral("ack-lost"), QStringLiteral("order-1")));
    f.append(targeted(QStringLiteral("ack-lost"), QStringLiteral("order-14")));
    const QStringList points = vocab::crashPoints();
    for (int i = 0; i < points.size(); ++i)
        f.append(targeted(QStringLiteral("consumer-crash"), Scenario::businessKey(i + 1), 1, points.at(i)));
    f.append(targeted(QStringLiteral("slow-handler"), QStringLiteral("order-8"), 1, {}, 40000));
    f.append(timed(QStringLiteral("store-unavailable"), 1500, 2000));
    f.append(timed(QStringLiteral("consumer-crash"), 611));
    f.append(timed(QStringLiteral("connection-lost"), 661));
    return s;
}

// Records a handler writes about the message in hand: each is a step.
bool isHandlerRecord(const TraceRecord &r)
{
    if (!r.isConsumer() || r.message == kNoMessage)
        return false;
    switch (r.kind()) {
    case TraceKind::OffsetCommit:
    case TraceKind::CommitFailed:
    case TraceKind::StaticRejoin:
    case TraceKind::OffsetReset:
    case TraceKind::Restart:
    case TraceKind::ConsumerJoin:
    case TraceKind::ConsumerLeave: return false;
    default: return true;
    }
}

// The crash points the engine reaches under a strategy
// (core/consumer/consumerinstance.cpp: the phases that call crashHere).
QVector<CodeStep> crashPointsOf(const Scenario &s)
{
    const StrategyTraits *t = StrategyTraits::find(s.strategy.id);
    QVector<CodeStep> out = {CodeStep::CrashBeforeHandle, CodeStep::CrashAfterSideEffect, CodeStep::CrashAfterCommit};
    if (t->commitsInboxSeparately())
        out.append(CodeStep::CrashBetweenCommits);
    if (t->checksCache() && s.strategy.cacheWrite == QLatin1String("after-commit"))
        out.append(CodeStep::CrashAfterAck);
    return out;
}

Listing listingOf(const Scenario &s)
{
    QString error;
    const auto listing = ListingCatalog::forScenario(s, &error);
    if (!listing)
        qFatal("%s", qPrintable(error));
    return *listing;
}

} // namespace

void TestListings::markupIsRead()
{
    const QString source = QStringLiteral("class A\n"
                                          "{\n"
                                          "    // @step handle\n"
                                          "    void M() // the handler\n"
                                          "    // @end\n"
                                          "    {\n"
                                          "        // @if send-email\n"
                                          "        // @step send-email\n"
                                          "        Send(/*@ttlMs*/60000);\n"
                                          "        // @end\n"
                                          "        // @else\n"
                                          "        // @step commit ack\n"
                                          "        Commit();\n"
                                          "        Ack();\n"
                                          "        // @end\n"
                                          "        // @endif\n"
                                          "    }\n"
                                          "}\n");
    QString error;
    const auto email = Listing::parse(source, {QStringLiteral("send-email")}, {{QStringLiteral("ttlMs"), QStringLiteral("10000")}}, &error);
    QVERIFY2(email, qPrintable(error));
    QCOMPARE(email->lines().size(), 7);
    QCOMPARE(email->lines().at(4), QStringLiteral("        Send(10000);"));
    QCOMPARE(email->ranges(CodeStep::Handle), (QVector<Listing::Range>{{2, 2}}));
    QCOMPARE(email->ranges(CodeStep::SendEmail), (QVector<Listing::Range>{{4, 4}}));
    QVERIFY(!email->has(CodeStep::Commit));
    QCOMPARE(email->comments(), QStringList{QStringLiteral("the handler")});

    const auto db = Listing::parse(source, {}, {{QStringLiteral("ttlMs"), QStringLiteral("1")}}, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->ranges(CodeStep::Commit), (QVector<Listing::Range>{{4, 5}}));
    QCOMPARE(db->ranges(CodeStep::Ack), (QVector<Listing::Range>{{4, 5}}));
    QCOMPARE(db->stepsAt(5), (QVector<CodeStep>{CodeStep::Commit, CodeStep::Ack}));
    QVERIFY(db->stepsAt(6).isEmpty());
}

void TestListings::badMarkupIsNamed_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown step") << QStringLiteral("a\n// @step comit\nb\n// @end\n") << QStringLiteral("line 2: unknown step \"comit\"");
    QTest::newRow("open step") << QStringLiteral("// @step commit\nb\n") << QStringLiteral("line 3: @step without @end");
    QTest::newRow("empty step") << QStringLiteral("// @step commit\n// @end\n") << QStringLiteral("line 2: a step with no line");
    QTest::newRow("stray end") << QStringLiteral("a\n// @end\n") << QStringLiteral("line 2: @end without @step");
    QTest::newRow("open if") << QStringLiteral("// @if x\na\n") << QStringLiteral("line 1: @if without @endif");
    QTest::newRow("no value") << QStringLiteral("a(/*@nope*/1);\n") << QStringLiteral("line 1: no value for \"nope\"");
}

void TestListings::badMarkupIsNamed()
{
    QFETCH(QString, source);
    QFETCH(QString, error);
    QString why;
    QVERIFY(!Listing::parse(source, {}, {}, &why));
    QCOMPARE(why, error);
}

void TestListings::everyStepTheEngineTakesHasALine_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QVector<CodeStep>>("mustSee");
    const QVector<CodeStep> always = {CodeStep::Receive, CodeStep::Handle, CodeStep::Work, CodeStep::Ack,
                                      CodeStep::CrashBeforeHandle, CodeStep::CrashAfterSideEffect, CodeStep::CrashAfterCommit};
    const QMap<QString, QVector<CodeStep>> guards = {
        {QStringLiteral("none"), {}},
        {QStringLiteral("natural"), {}},
        {QStringLiteral("cache-local"), {CodeStep::CacheCheck, CodeStep::CacheHit, CodeStep::AckDuplicate, CodeStep::CacheSet}},
        {QStringLiteral("cache-shared"), {CodeStep::CacheCheck, CodeStep::CacheHit, CodeStep::AckDuplicate, CodeStep::CacheSet}},
        {QStringLiteral("db-check-then-insert"), {CodeStep::InboxSelect, CodeStep::InboxFound, CodeStep::InboxInsert,
                                                  CodeStep::UniqueViolation, CodeStep::AckDuplicate, CodeStep::StoreFailed}},
        {QStringLiteral("db-insert-first"), {CodeStep::Begin, CodeStep::InboxClaim, CodeStep::ClaimConflict,
                                             CodeStep::AckDuplicate, CodeStep::StoreFailed}},
        {QStringLiteral("db-separate-tx"), {CodeStep::InboxSelect, CodeStep::InboxFound, CodeStep::SeparateBegin,
                                            CodeStep::SeparateInsert, CodeStep::SeparateCommit, CodeStep::CrashBetweenCommits}},
        {QStringLiteral("hybrid"), {CodeStep::CacheCheck, CodeStep::CacheHit, CodeStep::InboxClaim, CodeStep::ClaimConflict,
                                    CodeStep::CacheSet}},
    };
    for (const QString &strategy : ListingCatalog::strategies()) {
        const bool cache = StrategyTraits::find(strategy)->checksCache();
        for (const QString &effect : kEffects) {
            for (const QString &write : {QStringLiteral("after-commit"), QStringLiteral("before-commit")}) {
                if (!cache && write == QLatin1String("before-commit"))
                    continue;
                QVector<CodeStep> must = always + guards.value(strategy);
                if (effect == QLatin1String("send-email"))
                    must.append(CodeStep::SendEmail);
                else
                    must << CodeStep::BusinessWrite << CodeStep::Commit;
                if (cache && write == QLatin1String("after-commit"))
                    must.append(CodeStep::CrashAfterAck);
                QTest::addRow("%s %s %s", qPrintable(strategy), qPrintable(effect), qPrintable(write))
                    << everyPath(strategy, effect, write) << must;
            }
        }
    }
}

// Every record of every handling is a step with a line, and the run took
// the paths it was built to take (so a step the listing lacks cannot hide).
void TestListings::everyStepTheEngineTakesHasALine()
{
    QFETCH(Scenario, scenario);
    QFETCH(QVector<CodeStep>, mustSee);
    QTemporaryDir dir;
    const RunResult run = testsupport::runIn(dir, scenario);
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    const Listing listing = listingOf(scenario);
    const CodeTrace code(run.trace, scenario);
    QSet<CodeStep> seen;
    QStringList unmapped;
    for (std::size_t i = 0; i < run.trace.size(); ++i) {
        const TraceRecord &r = run.trace.at(i);
        const CodeStep step = code.step(i);
        seen.insert(step);
        if (!isHandlerRecord(r))
            continue;
        if (step == CodeStep::None)
            unmapped << QStringLiteral("record %1 (%2) has no step").arg(i).arg(Trace::kindName(r.kind()));
        else if (!code.rangeOf(listing, i))
            unmapped << QStringLiteral("record %1 (%2): step %3 has no line").arg(i).arg(Trace::kindName(r.kind()),
                                                                                      codestep::id(step));
    }
    QVERIFY2(unmapped.isEmpty(), qPrintable(unmapped.mid(0, 8).join(QLatin1Char('\n'))));
    for (CodeStep s : mustSee)
        QVERIFY2(seen.contains(s), qPrintable(QStringLiteral("the run never took %1").arg(codestep::id(s))));
}

void TestListings::everyBuiltinAndUnseenScenarioMapsEveryRecord_data()
{
    QTest::addColumn<QByteArray>("json");
    for (const QString &name : BuiltinScenarios::names())
        QTest::newRow(qPrintable(name)) << BuiltinScenarios::json(name);
    const QDir unseen(QStringLiteral(TESTDATA_DIR "/unseen"));
    const QStringList files = unseen.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 5);
    for (const QString &file : files) {
        QFile f(unseen.filePath(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(file)) << f.readAll();
    }
}

// The lessons as shipped (and scenarios no one tuned this for): each record
// of a handling lands on a line of its run's listing, and every crash
// record on a crash point's line or the line its handler was at.
void TestListings::everyBuiltinAndUnseenScenarioMapsEveryRecord()
{
    QFETCH(QByteArray, json);
    const Scenario s = testsupport::parsed(json);
    QTemporaryDir dir;
    const RunResult run = testsupport::runIn(dir, s);
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    const Listing listing = listingOf(s);
    const CodeTrace code(run.trace, s);
    int mapped = 0;
    for (std::size_t i = 0; i < run.trace.size(); ++i) {
        const TraceRecord &r = run.trace.at(i);
        if (!isHandlerRecord(r))
            continue;
        const auto range = code.rangeOf(listing, i);
        QVERIFY2(range, qPrintable(QStringLiteral("record %1 (%2) has no line").arg(i).arg(Trace::kindName(r.kind()))));
        ++mapped;
        if (r.kind() == TraceKind::Crash && r.crashPoint() != CrashPoint::Immediate)
            QCOMPARE(listing.stepsAt(range->first).contains(codestep::ofCrashPoint(r.crashPoint())), true);
    }
    QVERIFY(mapped > 0);
}

void TestListings::everyCrashPointHasALine_data()
{
    QTest::addColumn<Scenario>("scenario");
    for (const Scenario &s : allVariants())
        QTest::newRow(qPrintable(variantName(s))) << s;
}

void TestListings::everyCrashPointHasALine()
{
    QFETCH(Scenario, scenario);
    const Listing listing = listingOf(scenario);
    for (CodeStep s : crashPointsOf(scenario))
        QVERIFY2(listing.has(s), qPrintable(QStringLiteral("no line for %1").arg(codestep::id(s))));
    // A point the strategy never reaches is not drawn as if it could be.
    if (!StrategyTraits::find(scenario.strategy.id)->commitsInboxSeparately())
        QVERIFY(!listing.has(CodeStep::CrashBetweenCommits));
}

// db-check-then-insert acks a copy in two places (the SELECT found the row;
// the unique key refused it): each record lands on the one on its path.
void TestListings::aDuplicateIsAckedOnItsOwnPath()
{
    Scenario s = everyPath(QStringLiteral("db-check-then-insert"), QStringLiteral("insert-order"), QStringLiteral("after-commit"));
    QTemporaryDir dir;
    const RunResult run = testsupport::runIn(dir, s);
    const Listing listing = listingOf(s);
    const QVector<Listing::Range> acks = listing.ranges(CodeStep::AckDuplicate);
    QCOMPARE(acks.size(), 2);
    const CodeTrace code(run.trace, s);
    QSet<int> used;
    for (std::size_t i = 0; i < run.trace.size(); ++i) {
        if (code.step(i) != CodeStep::AckDuplicate)
            continue;
        const auto range = code.rangeOf(listing, i);
        QVERIFY(range);
        // The ack below the guard that recognised this copy.
        const CodeStep guard = code.step(i - 1) == CodeStep::UniqueViolation ? CodeStep::UniqueViolation : CodeStep::InboxFound;
        QVERIFY(range->first > listing.ranges(guard).first().last);
        used.insert(range->first);
    }
    QCOMPARE(used.size(), 2);
}

void TestListings::clickingALineFindsTheNextRecordThere()
{
    Scenario s = everyPath(QStringLiteral("db-insert-first"), QStringLiteral("insert-order"), QStringLiteral("after-commit"));
    QTemporaryDir dir;
    const RunResult run = testsupport::runIn(dir, s);
    const Listing listing = listingOf(s);
    const CodeTrace code(run.trace, s);
    const int commitLine = listing.ranges(CodeStep::Commit).first().first;
    QVector<qint64> commits;
    for (std::size_t i = 0; i < run.trace.size(); ++i) {
        if (code.step(i) == CodeStep::Commit)
            commits.append(qint64(i));
    }
    QVERIFY(commits.size() > 3);
    QCOMPARE(code.recordAt(listing, commitLine, -1, true), commits.first());
    QCOMPARE(code.recordAt(listing, commitLine, commits.at(1), true), commits.at(2));
    QCOMPARE(code.recordAt(listing, commitLine, commits.at(2), false), commits.at(1));
    QCOMPARE(code.recordAt(listing, commitLine, commits.last(), true), -1);
    QCOMPARE(code.recordAt(listing, commitLine, -1, false), commits.last());
    // A line that is no step (the class declaration) finds nothing.
    QCOMPARE(code.recordAt(listing, 0, -1, true), -1);
}

void TestListings::theScenarioNamesItsCrashPoints()
{
    Scenario s;
    QVERIFY(CodeTrace::scheduledCrashes(s).isEmpty());
    s.faults.schedule.append(targeted(QStringLiteral("consumer-crash"), QStringLiteral("order-2")));
    s.faults.schedule.append(targeted(QStringLiteral("consumer-crash"), QStringLiteral("order-3"), 1, QStringLiteral("before-handle")));
    s.faults.schedule.append(timed(QStringLiteral("consumer-crash"), 500));
    QCOMPARE(CodeTrace::scheduledCrashes(s), (QVector<CodeStep>{CodeStep::CrashBeforeHandle, CodeStep::CrashAfterCommit}));
    s.faults.consumerCrash.probability = 0.1;
    s.faults.consumerCrash.point = CrashPoint::BetweenCommits;
    QCOMPARE(CodeTrace::scheduledCrashes(s).size(), 3);
}

void TestListings::commentsAreTranslatedAndCodeIsNot()
{
    for (const QString &language : {QStringLiteral("fa"), QStringLiteral("tr")}) {
        const QHash<QString, QString> table = ListingCatalog::comments(language);
        QVERIFY(!table.isEmpty());
        QSet<QString> used;
        for (const Scenario &s : allVariants()) {
            const Listing english = listingOf(s);
            QStringList missing;
            const Listing translated = english.translated(table, &missing);
            QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1, %2: %3").arg(language, variantName(s), missing.join(QStringLiteral(" | ")))));
            for (const QString &c : english.comments())
                used.insert(c);
            QCOMPARE(translated.lines().size(), english.lines().size());
            for (int i = 0; i < english.lines().size(); ++i) {
                const QString &line = english.lines().at(i);
                const int at = Listing::commentColumn(line);
                // The code before a comment is the same in every language.
                QCOMPARE(translated.lines().at(i).left(at < 0 ? line.size() : at), at < 0 ? line : line.left(at));
            }
        }
        QStringList unused;
        for (auto it = table.cbegin(); it != table.cend(); ++it) {
            if (!used.contains(it.key()))
                unused.append(it.key());
        }
        QVERIFY2(unused.isEmpty(), qPrintable(QStringLiteral("%1: no listing has %2").arg(language, unused.join(QStringLiteral(" | ")))));
    }
}

// Every distinct listing text, each in a namespace of its own, compiled by
// Debian's mcs in one go against the stand-ins; an error names the variant.
void TestListings::everyListingCompiles()
{
    const QString mcs = QStringLiteral(MCS_BINARY);
    if (mcs.isEmpty() || !QFileInfo::exists(mcs))
        QSKIP("mcs is not installed (apt-get install mono-mcs; ./lab.sh installs it): the listings were not compiled");
    QTemporaryDir dir;
    QStringList files = {QStringLiteral(STANDINS_FILE)};
    QHash<QString, QString> seen; // text → variant
    for (const Scenario &s : allVariants()) {
        const QString text = listingOf(s).text();
        if (seen.contains(text))
            continue;
        seen.insert(text, variantName(s));
        QString name = variantName(s);
        name.replace(QLatin1Char(' '), QLatin1Char('_'));
        const QString path = dir.filePath(name + QStringLiteral(".cs"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("namespace V%1\n{\n").arg(seen.size()).toUtf8() + text.toUtf8() + "}\n");
        files.append(path);
    }
    QVERIFY(seen.size() >= 8 * 4);
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(mcs, QStringList{QStringLiteral("-target:library"), QStringLiteral("-warn:4"), QStringLiteral("-warnaserror+"),
                             QStringLiteral("-nologo"), QStringLiteral("-out:") + dir.filePath(QStringLiteral("listings.dll"))}
                     + files);
    QVERIFY(p.waitForFinished(120000));
    const QString out = QString::fromUtf8(p.readAll());
    QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, qPrintable(out));
}

QTEST_GUILESS_MAIN(TestListings)
#include "tst_listings.moc"
