#pragma once

#include "../base/outcome.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace idem {

// The numeric and yes/no fields of the scenario format, described once: the
// reader and the writer, the validator, the editor's widgets and the sweep's
// parameter list all come from this table. A new field is one row here plus
// its member in Scenario.
enum class FieldType : quint8 {
    Count,       // an integer
    Millis,      // an integer number of milliseconds
    Decimal,     // a real number
    Probability, // a real number in [0, 1], shown as a percentage
    Flag         // true or false
};

// Which scenarios a field means something in (Kafka profiles; the queue
// profiles, every one but Kafka; SQS FIFO's message groups; strategies with a
// cache; strategies with an inbox); elsewhere the editor greys it out.
enum class FieldScope : quint8 { Always, Kafka, Queues, MessageGroups, CacheStrategies, InboxStrategies };

class ScenarioField final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ScenarioField)
public:
    const char *path;     // JSON path below "$": "consumers.count"
    FieldType type;
    double minimum;
    double maximum;
    const char *unit;     // QT_TRANSLATE_NOOP("idem::ScenarioField", ...), "" for none
    const char *label;    // form label: "Instances"
    const char *noun;     // in an undo entry, "Edit consumer count"
    const char *help;     // the tooltip: what the field does, and where its default comes from
    const char *zeroText; // what 0 means when it is special ("unlimited"), or ""
    FieldScope scope;
    double (*get)(const Scenario &);
    void (*set)(Scenario &, double);
    // A range worth sweeping; sweepSteps 0 = the sweep does not offer it.
    double sweepFrom;
    double sweepTo;
    int sweepSteps;
    const char *sweepName; // the quantity on its own, for a chart axis ("Ack-loss probability")

    QString jsonPath() const;                   // "$.consumers.count"
    QString group() const;                      // "consumers", "" at the top
    QString key() const;                        // "count"
    bool isInteger() const { return type == FieldType::Count || type == FieldType::Millis; }
    bool isSweepable() const { return sweepSteps > 0; }
    double defaultValue() const { return get(Scenario()); }
    // Whether `value` fits this field; if not, an error naming the path and
    // the range ("$.faults.ackLost: expected a number from 0 to 1, got 1.5").
    Outcome check(double value) const;

    QString labelText() const;                  // translated
    QString nounText() const;
    QString helpText() const;
    QString unitText() const;                   // "" when none
    QString zeroValueText() const;              // "" when 0 is not special
    QString sweepNameText() const;              // the sweep name, else the label
    // Whether the field means something on broker profile `profile` (false
    // for a Kafka field on a queue, message groups anywhere but SQS FIFO);
    // the strategy scopes are the editor's to decide (true here).
    bool appliesToProfile(const QString &profile) const;
    // The profiles it applies to ("sqs-fifo"), empty when it applies to all.
    QStringList profilesItAppliesTo() const;
    // An error when the scenario sets the field away from its default on a
    // profile that would silently ignore it, saying which profiles have it. Only for fields no profile-free reading exists for
    // (message groups); Kafka's consumer settings are written by every file.
    Outcome checkProfile(const Scenario &scenario) const;

    static const QVector<ScenarioField> &all(); // in the format's order
    // By "consumers.count" or "$.consumers.count"; null when not a field here.
    static const ScenarioField *find(const QString &path);
    static QVector<const ScenarioField *> inGroup(const QString &group);
    // Appends a row to the table: tests show with it that a field described
    // only here reaches the reader, the writer, the validator, the editor and
    // the sweep. Call it before anything reads the table (rows are handed out
    // by address, and the sweep's list is built once).
    static void addForTest(const ScenarioField &field);

private:
    static QVector<ScenarioField> &table();
};

} // namespace idem
