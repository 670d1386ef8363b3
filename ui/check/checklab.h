#pragma once

#include "run/runptr.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

namespace idem::ui {

// What the user asked of Run ▸ Test My Consumer…: their consumer's command,
// where it runs, how many at once and where its effects are.
struct CheckRequest
{
    QString command;
    QString folder;    // the command's working folder; empty: the window's
    int consumers = 0; // 0: the scenario's consumers.count
    QString effects;   // sqlite:PATH or postgresql://…; empty: an SQLite file in the run's folder
    QString query;     // empty: the default query (docs/check.md)
};

// A finished check: the run as the wire showed it, judged from the user's
// database, and what that database said.
struct CheckVerdict
{
    RunPtr run;
    QString folder;       // the run database, check/ (servers, default effects file)
    QString broker;
    QString effects;      // what IDEMLAB_EFFECTS_DB said
    int effectRows = 0;   // rows the effects query returned
    QStringList otherKeys;
    int kills = 0;
    int starts = 0;
    int connections = 0;
};

// The window's `idemlab check` (core/live/checkrun.h): stateless; run()
// blocks, so it is called on a worker thread.
class CheckLab final
{
    Q_DECLARE_TR_FUNCTIONS(idem::ui::CheckLab)
public:
    // Why the check cannot run here, for a person (translated), or empty.
    static QString unavailable(const Scenario &scenario, const CheckRequest &request);
    // Why the private node cannot keep its data under `parent` (too little
    // free space, as `idemlab check` refuses it), for a person, or empty.
    static QString tooFull(const QString &parent);

    using Report = std::function<void(const QString &status, double fraction)>;
    // Checks the user's consumer on `scenario` in a new folder under
    // `parent`. Cancel stops the consumer processes, the proxy and the
    // private node before it returns. On failure `error` says why (with the
    // consumer's own output where it is to blame), "cancelled" when cancelled.
    static CheckVerdict run(const Scenario &scenario, const CheckRequest &request, const QString &parent,
                            const std::atomic_bool &cancel, const Report &report, QString *error);

    static QString cancelledError() { return QStringLiteral("cancelled"); }

    CheckLab() = delete;
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::CheckVerdict)
