#pragma once

#include "database/rundatabaseconnection.h"
#include "run/runptr.h"

#include <QStringList>
#include <QVector>

namespace idem::ui {

// A small result table for the inspector.
struct RowSet
{
    QString title;
    QStringList columns;
    QVector<QStringList> rows;
    QString error;
    // Rows of the business effect: more than one is a duplicate side effect
    // (the inbox's rows are not).
    bool effectRows = true;
};

// The inbox and business rows of one business key as they were at a
// moment, read from the run's SQLite files through this object's own
// GUI-thread connection (balances come from the trace: that table has no
// timestamp).
class RowsAtMoment final
{
    Q_DISABLE_COPY_MOVE(RowsAtMoment)
public:
    RowsAtMoment() = default;

    void setRun(const RunPtr &run);
    // `messageIds`: the ids the key was published under (one per attempt
    // with new-per-attempt). `record` bounds the trace-derived balance.
    QVector<RowSet> rows(int logical, const QStringList &messageIds, SimTime time, int record);

private:
    RowSet query(const QSqlDatabase &db, const QString &title, const QString &sql, const QVariantList &values);

    RunPtr m_run;
    RunDatabaseConnection m_db;
    QString m_openError;
};

} // namespace idem::ui
