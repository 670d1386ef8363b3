#include "rundatabaseconnection.h"

#include "store/rundatabase.h"

#include <QAtomicInt>
#include <QFileInfo>
#include <QSqlError>

namespace idem::ui {

namespace {
QAtomicInt s_connections;

QString openOne(const QString &name, const QString &path)
{
    if (!QFileInfo::exists(path))
        return QStringLiteral("%1: the run database does not exist").arg(path);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    // The GUI only reads; it must never wait on a lock.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
    if (!db.open())
        return QStringLiteral("%1: cannot open: %2").arg(path, db.lastError().text());
    return {};
}
} // namespace

RunDatabaseConnection::RunDatabaseConnection()
{
    const int n = s_connections.fetchAndAddRelaxed(1);
    m_runName = QStringLiteral("idemlab-gui-run-%1").arg(n);
    m_mailName = QStringLiteral("idemlab-gui-mail-%1").arg(n);
}

RunDatabaseConnection::~RunDatabaseConnection()
{
    close();
}

QString RunDatabaseConnection::open(const QString &runPath)
{
    close();
    QString error = openOne(m_runName, runPath);
    if (error.isEmpty())
        error = openOne(m_mailName, RunDatabase::mailServerPath(runPath));
    m_open = error.isEmpty();
    m_path = runPath;
    if (!m_open)
        close();
    return error;
}

void RunDatabaseConnection::close()
{
    for (const QString &name : {m_runName, m_mailName}) {
        if (!QSqlDatabase::contains(name))
            continue;
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    m_open = false;
}

QSqlDatabase RunDatabaseConnection::run() const
{
    return QSqlDatabase::database(m_runName, false);
}

QSqlDatabase RunDatabaseConnection::mail() const
{
    return QSqlDatabase::database(m_mailName, false);
}

} // namespace idem::ui
