#pragma once

#include "../base/outcome.h"
#include "effect.h"
#include "rundatabase.h"

#include <QString>
#include <QVector>
#include <array>
#include <map>
#include <memory>

struct sqlite3;
struct sqlite3_stmt;

namespace idem {

class StoreConnection;

// A run database used run after run by one worker (the explorer's scratch
// runs): its two files and every connection a run opens on them -- each
// consumer's, the mail server's, the retention job's -- stay open for the
// object's life, so a run pays neither for a new file and schema nor for
// opening connections and reading the schema. reset() deletes the rows
// before a run; release() after it ends what the run left open, as closing
// the connections would. Still a real SQLite file in WAL mode with one
// connection per consumer: locking (SQLITE_BUSY between consumers) is that
// of a new file (tst_explore cheapResetKeepsTheTrace). The connections are
// opened with the SQLite API (StoreConnection::openDirect), so the object
// may be used from one thread after another, never from two at once.
class ScratchDatabase final
{
    Q_DISABLE_COPY_MOVE(ScratchDatabase)
public:
    explicit ScratchDatabase(const QString &path);
    ~ScratchDatabase();

    const QString &path() const { return m_path; }

    // Before a run: the rows of both files deleted (in one transaction
    // each); the files and the schema created first when they are not
    // there yet or were made with other options. Every error names the file.
    Outcome reset(const RunDatabaseOptions &options);
    // The connection a run uses as `name` (the nth of that name: consumers
    // share one), on the mail server's file or the run's: the same object
    // run after run, opened on first use. Null on failure, with `error` set.
    StoreConnection *connection(bool mailServer, const QString &name, int nth, QString *error);
    // After a run: every connection's open transaction rolled back.
    void release();
    // What RunDatabase::countEffects reads, on the open connections.
    Outcome countEffects(Effect effect, int messages, QVector<int> *counts);

private:
    struct Admin
    {
        sqlite3 *db = nullptr;
        QVector<sqlite3_stmt *> clear; // BEGIN, DELETE FROM each table, COMMIT
    };
    void closeAll();
    Outcome openAdmin(Admin &admin, const QString &file, const QStringList &tables);
    static Outcome run(const Admin &admin, const QString &file);

    QString m_path;
    bool m_ready = false;
    RunDatabaseOptions m_options;
    Admin m_run;
    Admin m_mail;
    std::array<sqlite3_stmt *, std::size_t(Effect::Count)> m_count{};
    std::map<QString, std::unique_ptr<StoreConnection>> m_connections;
};

} // namespace idem
