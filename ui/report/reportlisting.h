#pragma once

#include "code/listing.h"
#include "reportdocument.h"

#include <QCoreApplication>
#include <QMap>

namespace idem::ui {

// A run report's "The handler as code": the listing of the run's strategy
// in the report's language, numbered, each line where a duplicate's cause
// happened (the crash, the lost ack) marked with what happened there.
class ReportListing final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::ReportListing)
public:
    // Appends the section to `doc` (in doc.language); nothing for a run
    // whose strategy has no listing.
    static void append(ReportDocument &doc, const RunResult &run);
    // The worksheet's question: the listing unmarked and "on which line did
    // it crash?", when a crash caused a duplicate (the answer key is the
    // run's report, whose listing marks the line). False when not asked.
    static bool appendQuestion(ReportDocument &doc, const RunResult &run);
    // Line (from 0) → what happened there, one entry per duplicate cause.
    static QMap<int, QStringList> causeLines(const RunResult &run, const Listing &listing);

private:
    struct Mark;
    static QVector<Mark> marks(const RunResult &run, const Listing &listing);
};

} // namespace idem::ui
