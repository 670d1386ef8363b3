#pragma once

#include <QSqlDatabase>
#include <QString>

namespace idem::ui {

// GUI-thread connections to a finished run's SQLite files: the run database
// (inbox, orders, account_balance) and the mail server's (sent_emails). Each
// owner gets its own uniquely named pair; queries and models built on them
// must be gone before close().
class RunDatabaseConnection final
{
    Q_DISABLE_COPY_MOVE(RunDatabaseConnection)
public:
    RunDatabaseConnection();
    ~RunDatabaseConnection();

    // Opens `runPath` and its mail-server file; returns an error naming the
    // file, or an empty string.
    QString open(const QString &runPath);
    void close();
    bool isOpen() const { return m_open; }
    QString path() const { return m_path; }

    QSqlDatabase run() const;
    QSqlDatabase mail() const;

private:
    QString m_runName;
    QString m_mailName;
    QString m_path;
    bool m_open = false;
};

} // namespace idem::ui
