#pragma once

#include "sim/simtime.h"

#include <QCoreApplication>
#include <QString>

namespace idem::ui {

// How the UI writes times, counts and lanes: through the user's locale
// (Persian digits, Turkish separators), never into files or queries.
class UiFormat final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::UiFormat)
public:
    static QString seconds(SimTime t, int decimals = 3);   // "12.400 s"
    static QString milliseconds(qint64 ms);                // "30,000 ms"
    static QString count(qint64 n);
    static QString percent(double fraction, int decimals = 1);
    static QString laneName(int actor);                    // "consumer-2", "broker"
    static QString consumerName(int consumer);
};

} // namespace idem::ui
