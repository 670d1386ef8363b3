#pragma once

#include <QDateTime>
#include <QString>

namespace idem::ui {

// Where the desktop app keeps run databases, named as `idemlab run` names
// its folders: AppLocalDataLocation/runs/<scenario>-<strategy>-<seed>-<time>.sqlite,
// <time> the start in UTC as yyyyMMdd-HHmmss-zzz. The files stay so anyone
// can open them with sqlite3.
class RunPaths final
{
public:
    static QString folder();
    // <scenario>-<what>-<seed>-<time>: the scenario's name in lower case
    // with every run of other characters one '-' (at most 40 of them), what
    // ran (a strategy, "compare", "sweep"), the seed, the UTC start.
    static QString runName(const QString &scenario, const QString &what, quint64 seed, const QDateTime &when);
    // The <time> at the end of a name runName made (or the older
    // <time>-<strategy> names), as it sorts: an invalid QDateTime when it has none.
    static QDateTime startOf(const QString &name);
    // A fresh path for a run of `strategy` started at `when`; never an
    // existing file. Creates the folder; returns an empty string when it cannot.
    static QString newRunPath(const QString &scenario, const QString &strategy, quint64 seed,
                              const QDateTime &when = QDateTime::currentDateTimeUtc());
};

} // namespace idem::ui
