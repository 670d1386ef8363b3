#pragma once

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
// Not thread-safe; used by the thread that runs the simulation.
class RunDatabase final
{
public:
    // Deletes any previous file at the path (and its -wal/-shm) and creates
    // the schema. Returns an error naming the file, or an empty string.
    static QString create(const QString &path, const RunDatabaseOptions &options);
    static QString mailServerPath(const QString &runPath);

    // Effects applied per logical event index, counted in the tables
    // themselves. Fills `counts` (size = messages). Returns an error or "".
    static QString countEffects(const QString &path, Effect effect, int messages,
                                QVector<int> *counts);
    static QString writeRunInfo(const QString &path, const QHash<QString, QString> &info,
                                const QVector<quint8> &eventFates);
};

} // namespace idem
