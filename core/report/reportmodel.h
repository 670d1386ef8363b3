#pragma once

#include "../run/runresult.h"
#include "../run/sweeprunner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVector>

namespace idem {

// Where a report goes and what it should say about its origin. Paths in the
// report are written relative to `folder`, so a report folder can be shared.
struct ReportContext
{
    QString folder;
    QString source;     // the scenario as loaded: builtin:NAME or a file; "" = unknown
    QString appVersion;
    QDateTime created;  // UTC; invalid = now
};

// One counter of a run with its group and human label (source texts in the
// "idem::ReportModel" context; the renderer translates them) and its unit.
struct ReportCounter
{
    enum Group { Delivery, Dedup, Database, Faults, Latency };
    enum Unit { Count, Milliseconds, Fraction };
    Group group = Delivery;
    const char *label = nullptr;
    QString key;  // the summary.json key
    double value = 0;
    Unit unit = Count;
};

// One delivery of a message that was delivered more than once.
struct ReportDelivery
{
    enum Outcome { Applied, AppliedAgain, Skipped, RolledBack, StoreFailed, Crashed, NoEffect };
    int number = 0;
    int consumer = 0;
    SimTime at = 0;
    DeliveryCause cause = DeliveryCause::First;
    Outcome outcome = NoEffect;
};

struct ReportMessage
{
    int logical = -1;
    int effects = 0;          // effects of this key found in the database
    qint64 deliveryCount = 0; // deliveries to a handler, all of them
    QVector<ReportDelivery> deliveries; // the first RunReport::kMaxDeliveriesShown
};

// One violation as the report tells it: the sentence the explainer wrote and
// the same explanation as data (mechanism, times, consumers, offsets), so a
// renderer or a script can check a cause without parsing English.
struct ReportViolation
{
    int logical = -1;
    ViolationKind kind = ViolationKind::DuplicateSideEffect;
    int applied = 0;
    QString sentence;
    Explanation explained;
};

// A run report's content, built once from a finished run; no words beyond
// the scenario's and the explainer's, no formatting: renderers (ui) choose
// the language and the numbers' look. Holds a pointer to the run (for the
// timeline picture), which must outlive it.
struct RunReport
{
    // A report stays a few hundred kB however long the run: a stopped storm
    // of millions of deliveries lists what a reader can take in and says
    // where the rest is (deliveries.csv, the database).
    static constexpr int kMaxMessageRows = 100;      // messages in the table
    static constexpr int kMaxDeliveriesShown = 10;   // deliveries listed per message
    static constexpr int kMaxDeliveryRows = 400;     // deliveries listed in all

    const RunResult *run = nullptr;
    QString strategyTitle;   // source text, context "Strategy"
    QString strategyLeaks;   // source text, context "Strategy"
    QString appVersion;
    QDateTime created;
    QString scenarioSource;  // builtin:NAME, or the scenario.json written beside the report
    QString reproduce;       // the one command line that reproduces the run
    int duplicatedKeys = 0;  // keys whose effect happened more than once
    int extraEffects = 0;    // effects beyond the first, summed
    QVector<ReportCounter> counters;
    QVector<QPair<DeliveryCause, int>> redeliveriesByCause; // most first
    QVector<ReportViolation> violations; // the first kMaxMessageRows, with their explanations as data
    int violationsTotal = 0;
    QVector<ReportMessage> repeated;  // the first ones, within the limits above
    int repeatedTotal = 0;            // messages delivered more than once
    qint64 deliveriesLeftOut = 0;     // deliveries of the listed messages not listed
    QString database;        // relative to the report folder
    QString duplicatesSql;   // the sqlite3 query that lists the duplicates
    QString duplicatesDatabase; // the file that query runs on (the mail server for send-email)
};

// One strategy of a comparison, ready to chart.
struct ComparisonEntry
{
    QString strategy;
    QString title;  // source text, context "Strategy"
    QString leaks;  // source text, context "Strategy"
    const RunResult *run = nullptr;
    QVector<SimTime> duplicateTimes; // when each repeated effect happened
    QVector<QPair<DeliveryCause, int>> causes; // redeliveries of the duplicated keys, most first
    int duplicatedKeys = 0;
};

struct ComparisonReport
{
    QString appVersion;
    QDateTime created;
    QString scenarioSource;
    QString reproduce;
    SimTime end = 0; // the latest end of any run: the shared time axis
    QVector<ComparisonEntry> entries;
    const Scenario *scenario() const { return entries.isEmpty() ? nullptr : &entries.first().run->scenario; }
};

struct SweepReport
{
    Scenario scenario;
    QString appVersion;
    QDateTime created;
    QString scenarioSource;
    QString reproduce;
    QString path;
    QVector<double> values;
    QStringList strategies;
    QVector<SweepCell> cells; // value-major
    // Per strategy: the index of the first value with a duplicate effect or
    // a lost event; -1 when it never leaked in the range.
    QVector<int> leaksFrom;
    const SweepCell &cell(int value, int strategy) const { return cells.at(value * strategies.size() + strategy); }
};

class ReportModel final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ReportModel)
public:
    static RunReport run(const RunResult &result, const ReportContext &context);
    static ComparisonReport comparison(const QVector<const RunResult *> &results, const ReportContext &context);
    static SweepReport sweep(const Scenario &scenario, const QString &path, const QVector<double> &values,
                             const QStringList &strategies, const QVector<SweepCell> &cells,
                             const ReportContext &context);

    // builtin:NAME when `source` is a built-in scenario that equals
    // `scenario` up to strategy, seed and message count; else "scenario.json".
    static QString reproducibleSource(const Scenario &scenario, const QString &source);
    static QString duplicatesSql(const QString &effect);
    static QString groupName(ReportCounter::Group group); // translated
    static QString counterLabel(const ReportCounter &counter); // translated

    ReportModel() = delete;
};

} // namespace idem
