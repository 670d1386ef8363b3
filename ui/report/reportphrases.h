#pragma once

#include "report/reportmodel.h"

#include <QCoreApplication>
#include <QString>

namespace idem::ui {

// The words reports share, in the current language (QLocale() and the
// installed translators): outcomes, causes, faults, numbers. Ids, SQL and
// commands are wrapped in Unicode isolates so right-to-left text never
// reorders them.
class ReportPhrases final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::ReportPhrases)
public:
    static QString isolate(const QString &latin);   // LRI … PDI
    static QString count(qint64 n);
    static QString number(double value, int decimals);
    static QString counterValue(const ReportCounter &counter);
    static QString seconds(SimTime t);
    static QString strategy(const QString &id);     // "In-process cache (cache-local)"
    static QString verdict(bool valid);             // "VALID" / "INVALID"
    static QString verdictMeaning(bool valid);
    static QString outcome(const RunResult &run);   // "2 of 20 orders were created twice; none lost."
    static QString cause(DeliveryCause cause);
    static QString deliveryOutcome(ReportDelivery::Outcome outcome);
    static QString fault(const ScheduledFault &fault);
    static QStringList probabilisticFaults(const FaultSettings &faults);
    static QString parameter(const QString &path);  // human name of a sweep parameter
    static QString parameterValue(const QString &path, double value);
    static QString created(const QDateTime &utc);

    ReportPhrases() = delete;
};

} // namespace idem::ui
