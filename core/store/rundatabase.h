#pragma once

#include "../base/outcome.h"
#include "effect.h"

#include <QHash>
#include <QString>
#include <QVector>

namespace idem {

struct RunDatabaseOptions
{
    bool uniqueInbox = true;      // PRIMARY KEY(message_id, consumer) on inbox
    bool uniqueOrderKey = false;  // needed by the upsert form
};

// Creates the run's SQLite files (the consumer database and the simulated
// mail server's) and reads the ground truth back from them after the run.
// A run works on "<final>.partial" files and publishes them under the final
// names only when it ends, so a killed run never leaves a database under a
// final name; run_info.state says running -> finished | stopped, or, for a
// run whose reports follow, running -> reporting -> finished | stopped.
// Not thread-safe; used by the thread that runs the simulation.
class RunDatabase final
{
public:
    // Deletes any previous file at the path (and its -wal/-shm) and creates
    // the schema, with `runInfo` as the first run_info rows. Every error
    // names the file.
    static Outcome create(const QString &path, const RunDatabaseOptions &options,
                          const QHash<QString, QString> &runInfo = {});
    // "x.sqlite" -> "x-mailserver.sqlite"; "x.sqlite.partial" -> "x-mailserver.sqlite.partial".
    static QString mailServerPath(const QString &runPath);
    static QString partialPath(const QString &finalPath);
    // Removes the run's files under their final and partial names.
    static Outcome remove(const QString &finalPath);
    // Renames the partial files (and any -wal left by a failed checkpoint)
    // to the final names. Every connection must be closed.
    static Outcome publish(const QString &finalPath);
    // Reads run_info; an error when the file is not a run database.
    static Outcome readRunInfo(const QString &path, QHash<QString, QString> *info);
    // run_info.state of a run whose reports are being written: the run has
    // ended but its result is not whole until summary.json is there.
    static const QString kReporting;
    // run_info.state `from` -> `to` (e.g. "reporting" -> "finished") when
    // the file is there and says `from`; any other file or state is left as
    // it is. `changed`, when given, says whether the state was changed.
    static Outcome changeState(const QString &path, const QString &from, const QString &to, bool *changed = nullptr);

    // Effects applied per logical event index, counted in the tables
    // themselves. Fills `counts` (size = messages). Returns an error or "".
    static Outcome countEffects(const QString &path, Effect effect, int messages,
                                QVector<int> *counts);
    // The query countEffects runs: rows of (message index + 1, count), on
    // the mail server's file for SendEmail and on the run's file otherwise.
    static QString effectCountQuery(Effect effect);
    static Outcome writeRunInfo(const QString &path, const QHash<QString, QString> &info,
                                const QVector<quint8> &eventFates);
};

} // namespace idem
