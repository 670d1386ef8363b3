#include "scratchdatabase.h"

#include "storeconnection.h"

#include <sqlite3.h>

namespace idem {

namespace {

QString sqliteError(const QString &file, sqlite3 *db, const QString &what)
{
    return QStringLiteral("%1: %2: %3").arg(file, what, QString::fromUtf8(db ? sqlite3_errmsg(db) : "out of memory"));
}

const QStringList kRunTables = {QStringLiteral("inbox"), QStringLiteral("orders"), QStringLiteral("account_balance"),
                                QStringLiteral("run_info"), QStringLiteral("events")};
const QStringList kMailTables = {QStringLiteral("sent_emails")};

} // namespace

ScratchDatabase::ScratchDatabase(const QString &path) : m_path(path) {}

ScratchDatabase::~ScratchDatabase()
{
    closeAll();
}

void ScratchDatabase::closeAll()
{
    m_connections.clear();
    for (sqlite3_stmt *&q : m_count) {
        sqlite3_finalize(q);
        q = nullptr;
    }
    for (Admin *a : {&m_run, &m_mail}) {
        for (sqlite3_stmt *q : std::as_const(a->clear))
            sqlite3_finalize(q);
        a->clear.clear();
        sqlite3_close(a->db);
        a->db = nullptr;
    }
    m_ready = false;
}

Outcome ScratchDatabase::openAdmin(Admin &admin, const QString &file, const QStringList &tables)
{
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_PRIVATECACHE | SQLITE_OPEN_NOMUTEX;
    if (sqlite3_open_v2(file.toUtf8().constData(), &admin.db, flags, nullptr) != SQLITE_OK)
        return sqliteError(file, admin.db, QStringLiteral("cannot open database"));
    if (sqlite3_exec(admin.db, "PRAGMA synchronous = OFF", nullptr, nullptr, nullptr) != SQLITE_OK)
        return sqliteError(file, admin.db, QStringLiteral("PRAGMA synchronous"));
    QStringList statements = {QStringLiteral("BEGIN")};
    for (const QString &t : tables)
        statements.append(QStringLiteral("DELETE FROM ") + t);
    statements.append(QStringLiteral("COMMIT"));
    for (const QString &sql : std::as_const(statements)) {
        sqlite3_stmt *q = nullptr;
        const QByteArray utf8 = sql.toUtf8();
        if (sqlite3_prepare_v3(admin.db, utf8.constData(), int(utf8.size()), SQLITE_PREPARE_PERSISTENT, &q, nullptr)
            != SQLITE_OK)
            return sqliteError(file, admin.db, QStringLiteral("cannot prepare \"%1\"").arg(sql));
        admin.clear.append(q);
    }
    return {};
}

Outcome ScratchDatabase::run(const Admin &admin, const QString &file)
{
    for (sqlite3_stmt *q : admin.clear) {
        const int rc = sqlite3_step(q);
        sqlite3_reset(q);
        if (rc != SQLITE_DONE) {
            const QString error = sqliteError(file, admin.db, QStringLiteral("\"%1\" failed")
                                                                 .arg(QString::fromUtf8(sqlite3_sql(q))));
            if (!sqlite3_get_autocommit(admin.db))
                sqlite3_exec(admin.db, "ROLLBACK", nullptr, nullptr, nullptr);
            return error;
        }
    }
    return {};
}

Outcome ScratchDatabase::reset(const RunDatabaseOptions &options)
{
    const QString mail = RunDatabase::mailServerPath(m_path);
    const bool same = m_ready && options.uniqueInbox == m_options.uniqueInbox
        && options.uniqueOrderKey == m_options.uniqueOrderKey;
    if (!same) {
        // Another schema: new files, and connections that never saw the old one.
        closeAll();
        if (Outcome created = RunDatabase::create(m_path, options); !created.ok())
            return created;
        if (Outcome opened = openAdmin(m_run, m_path, kRunTables); !opened.ok())
            return opened;
        if (Outcome opened = openAdmin(m_mail, mail, kMailTables); !opened.ok())
            return opened;
        m_options = options;
        m_ready = true;
    }
    if (Outcome cleared = run(m_run, m_path); !cleared.ok())
        return cleared;
    return run(m_mail, mail);
}

StoreConnection *ScratchDatabase::connection(bool mailServer, const QString &name, int nth, QString *error)
{
    const QString key = QStringLiteral("%1/%2/%3").arg(mailServer ? 1 : 0).arg(nth).arg(name);
    const auto found = m_connections.find(key);
    if (found != m_connections.end())
        return found->second.get();
    auto c = std::make_unique<StoreConnection>(mailServer ? RunDatabase::mailServerPath(m_path) : m_path, name);
    if (Outcome opened = c->openDirect(); !opened.ok()) {
        *error = opened.error();
        return nullptr;
    }
    return m_connections.emplace(key, std::move(c)).first->second.get();
}

void ScratchDatabase::release()
{
    for (auto &c : m_connections)
        c.second->release();
}

Outcome ScratchDatabase::countEffects(Effect effect, int messages, QVector<int> *counts)
{
    counts->fill(0, messages);
    const bool mail = effect == Effect::SendEmail;
    const QString file = mail ? RunDatabase::mailServerPath(m_path) : m_path;
    sqlite3 *db = mail ? m_mail.db : m_run.db;
    if (!m_ready || effect == Effect::Count)
        return QStringLiteral("%1: not reset before the run").arg(file);
    sqlite3_stmt *&q = m_count[std::size_t(effect)];
    if (!q) {
        const QByteArray sql = RunDatabase::effectCountQuery(effect).toUtf8();
        if (sqlite3_prepare_v3(db, sql.constData(), int(sql.size()), SQLITE_PREPARE_PERSISTENT, &q, nullptr)
            != SQLITE_OK) {
            sqlite3_finalize(q);
            q = nullptr;
            return sqliteError(file, db, QStringLiteral("cannot prepare \"%1\"").arg(QString::fromUtf8(sql)));
        }
    }
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        const int index = sqlite3_column_int(q, 0) - 1;
        if (index >= 0 && index < messages)
            (*counts)[index] = sqlite3_column_int(q, 1);
    }
    sqlite3_reset(q);
    if (rc != SQLITE_DONE)
        return sqliteError(file, db, QStringLiteral("\"%1\" failed").arg(QString::fromUtf8(sqlite3_sql(q))));
    return {};
}

} // namespace idem
