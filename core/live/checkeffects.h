#pragma once

#include "../base/outcome.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace idem::live {

// The user's own database in `idemlab check`: an SQLite file ("sqlite:PATH"
// or a plain path) or a PostgreSQL server ("postgresql://USER:PASS@HOST:PORT/DB",
// through Qt's QPSQL driver), and a query listing the effects it applied by
// business key: one row per effect (one column, the key), or one row per key
// with the number of times it was applied (two columns).
class CheckEffects final
{
public:
    static QString defaultQuery();
    // The value for IDEMLAB_EFFECTS_DB: the file's path, or the URL as given.
    static QString environmentValue(const QString &effects);
    // Why `effects` is not a database the check can read, or empty.
    static QString refusal(const QString &effects);

    struct Counts
    {
        QVector<int> perMessage; // message index → effects applied ("order-<i+1>")
        int rows = 0;
        QStringList otherKeys;   // keys that name no message of the scenario (first 10)
    };
    static Outcome count(const QString &effects, const QString &query, int messages, Counts *out);
};

} // namespace idem::live
