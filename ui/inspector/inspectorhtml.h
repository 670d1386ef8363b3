#pragma once

#include "deliveryinspection.h"
#include "rowsatmoment.h"

#include "analysis/explainer.h"

#include <QCoreApplication>

namespace idem::ui {

// Everything the inspector shows about one record, gathered by the panel.
struct Inspection
{
    DeliveryFacts facts;
    QStringList messageIds;           // the ids of this key, by attempt
    QVector<RowSet> rows;             // inbox and business rows at the record's time
    QString violation;                // the run's explanation for this key, if any
    Explainer::Story story;
    QString storyText;
    QString cause; // why this delivery happened, with the numbers (Explainer::whyDelivered)
    QString note;  // a record about no message: what it meant (Explainer::recordStory)
};

// Renders an Inspection as HTML for a QTextBrowser: the record, the message
// and its id, the strategy's decision, the SQL with statuses, the
// transaction's outcome, the ack, the rows at that moment and the cause chain.
class InspectorHtml final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::InspectorHtml)
public:
    static QString render(const RunResult &run, const Inspection &inspection);
    static QString placeholder();

private:
    static QString header(const DeliveryFacts &f);
    static QString message(const RunResult &run, const Inspection &in);
    static QString decision(const RunResult &run, const DeliveryFacts &f);
    static QString sql(const DeliveryFacts &f);
    // A check run's delivery: its handler is the user's code, not observed.
    static QString unobserved(const RunResult &run, const DeliveryFacts &f);
    static QString transaction(const DeliveryFacts &f);
    static QString ack(const RunResult &run, const DeliveryFacts &f);
    static QString rows(const Inspection &in);
    static QString why(const RunResult &run, const Inspection &in);
    static QString deliveryCause(const RunResult &run, const Inspection &in);
    // The Cause row: the delivery's cause, and for a first delivery whose
    // effect was a duplicate, what made it one (the copy it raced with, or
    // the retry that applied it again).
    static QString causeRow(const RunResult &run, const Inspection &in);
    static QString globalNote(const TraceRecord &r);
};

} // namespace idem::ui
