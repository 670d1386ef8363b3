#pragma once

#include "scenario/scenario.h"
#include "sim/runresult.h"
#include "sim/simulation.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

// Small helpers shared by the core suites: run a scenario into a temporary
// folder and query its SQLite file directly.
namespace testsupport {

inline idem::RunResult runIn(const QTemporaryDir &dir, const idem::Scenario &s, const QString &tag = {})
{
    const QString file = dir.filePath((tag.isEmpty() ? s.strategy.id : tag) + QStringLiteral(".sqlite"));
    idem::Simulation sim(s, file);
    return sim.run();
}

// Runs `sql` on the file and returns the first column of the first row.
inline QVariant scalar(const QString &file, const QString &sql)
{
    QVariant value;
    const QString name = QStringLiteral("test-") + QString::number(quintptr(&value));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                value = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

// Sum over business keys of (rows − 1) for keys with more than one row.
inline int duplicateOrders(const QString &file)
{
    return scalar(file, QStringLiteral("SELECT coalesce(sum(n - 1), 0) FROM (SELECT count(*) AS n "
                                       "FROM orders GROUP BY order_key HAVING n > 1)")).toInt();
}

inline int distinctOrders(const QString &file)
{
    return scalar(file, QStringLiteral("SELECT count(DISTINCT order_key) FROM orders")).toInt();
}

} // namespace testsupport
