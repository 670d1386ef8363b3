#pragma once

#include "kernel/simtime.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace idem {
class ScenarioField;
struct Scenario;
} // namespace idem

namespace idem::ui {

// How the UI writes times, counts, lanes and the scenario's teaching texts:
// through the user's locale (Persian digits and units, Turkish separators),
// never into files or queries. Ids, SQL and other Latin code stay
// left-to-right inside right-to-left text (Unicode isolates).
class UiFormat final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::UiFormat)
public:
    // The units of time and their one spelling per language: every "30 ms",
    // axis title "(s)" and spin-box suffix in the window and the reports is
    // built from these, so Turkish says "sn" and Persian "ثانیه" everywhere.
    enum class Unit { Microseconds, Milliseconds, Seconds, Minutes, Hours, Days };
    static QString unit(Unit u);                             // "ms", "sn", "ثانیه"
    // An already formatted number with its unit: "30 ms", "۳۰ میلی‌ثانیه".
    static QString amount(const QString &number, Unit u);
    // A quantity named with its unit, for an axis or a column: "virtual time (s)".
    static QString withUnit(const QString &quantity, Unit u);
    // A spin box's suffix: " ms".
    static QString unitSuffix(Unit u);
    // A scenario field's unit ("ms" through unit(), "entries"), "" for none.
    static QString fieldUnit(const ScenarioField &field);

    static QString seconds(SimTime t, int decimals = 3);   // "12.400 s", "۱۲٫۴۰۰ ثانیه"
    static QString milliseconds(qint64 ms);                // "30,000 ms"
    // A length of time in the unit a reader would pick: "250 ms", "30 s",
    // "5 min", "24 h".
    static QString duration(qint64 ms);
    static QString count(qint64 n);                        // "1,234", "۱٬۲۳۴"
    static QString number(double value, int decimals);     // "0.70", "۰٫۷۰"
    static QString percent(double fraction, int decimals = 1);
    static QString laneName(int actor);                    // "consumer-2", "broker"
    static QString consumerName(int consumer);

    // The language the scenario texts and reports follow ("fa", "tr", "en").
    static QString language();
    // A scenario's teaching text ("name", "topic", "description", "predict",
    // "observe", "lesson") in the UI's language, English as the fallback.
    static QString scenarioText(const Scenario &scenario, const char *field);

    // Keeps `latin` (an id, SQL, a message id, JSON) in one left-to-right
    // piece wherever it is placed: wrapped in LRI … PDI in a right-to-left
    // language, unchanged otherwise.
    static QString isolate(const QString &latin);
    // In a right-to-left language, isolates every run of Latin text (ids,
    // SQL, broker settings) inside `text`, so punctuation at its ends stays
    // with it; left-to-right languages get `text` back unchanged.
    static QString isolateLatinRuns(const QString &text);
    // A paragraph of prose as a label shows it: Latin runs isolated and, in a
    // right-to-left language, every line marked right-to-left, so a sentence
    // that begins with a Latin word ("retry در producer …") still reads from
    // the right.
    static QString prose(const QString &text);
    // A paragraph as the reports and the inspector lay it out: readers (the
    // browser's dir="auto", Qt's rich text) take a paragraph's side from its
    // first strong letter, so a right-to-left sentence that begins with a
    // Latin word ("ackی که …", "Cache miss: …") starts with a right-to-left
    // mark. A text with no right-to-left letter (an English fallback) keeps
    // its own side.
    static QString startOnItsSide(const QString &text);
    // Text the core wrote locale-neutrally (explanations, cause chains:
    // "at 12.400 s", "TTL 10 s", "1000 entries") with its numbers and units
    // in the UI's locale; numbers inside ids (order-17, consumer-2, V9) are
    // left alone.
    static QString localizeNumbers(const QString &text);
    // What stands between the items of one line ("Kafka · 80 messages"):
    // " · ", in Persian "، " (a middle dot beside Persian digits reads as the
    // digit zero: "۱۴ · ۵۱" looks like "۱۴ ۰ ۵۱").
    static QString separator();
    // "Space / →: next  ·  ←: previous" with each key kept beside its label
    // in either direction.
    static QString keyHints(const QList<QPair<QString, QString>> &keysAndLabels);
};

} // namespace idem::ui
